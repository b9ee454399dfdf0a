#include "migrations.hpp"

#include "json_types.hpp"

#include <functional>
#include <string>
#include <vector>

namespace rk {

namespace {

// kUpgrades[v - 1] turns a schema-v document into a schema-(v + 1) one. Schema 1 is the first
// format, so there is nothing to upgrade yet; each later schema adds its step here, and the
// frozen fixtures in tests/fixtures/ prove old files still load.
const std::vector<std::function<void(nlohmann::json&)>> kUpgrades = {};
static_assert(kSchemaVersion >= 1);

} // namespace

Result<nlohmann::json> upgrade_document(nlohmann::json doc, std::string_view what, std::string_view body_key) {
    using R = Result<nlohmann::json>;
    const std::string name(what);
    make_numbers_whole(doc);   // 3.0 reads as 3; fractions and huge numbers are refused (no undefined casts)
    if (!doc.is_object() || !doc.contains("schema") || !doc.contains(std::string(body_key)))
        return R::refused(Why::WrongFormat, name + " is not a Roundkeeper " + std::string(body_key) + " (no schema or " +
                          std::string(body_key) + ")");
    if (!doc["schema"].is_number_integer()) return R::refused(Why::WrongFormat, name + " has an unreadable schema number");
    const auto schema = doc["schema"].get<long long>();
    if (schema > kSchemaVersion)
        return R::refused(Why::NewerVersion, name + " was saved by a newer Roundkeeper (schema " + std::to_string(schema) +
                          "); update the app to open it");
    if (schema < 1) return R::refused(Why::WrongFormat, name + " has an unknown schema " + std::to_string(schema));
    for (auto v = schema; v < kSchemaVersion; ++v) kUpgrades[static_cast<size_t>(v - 1)](doc);
    doc["schema"] = kSchemaVersion;
    return R::ok(std::move(doc));
}

} // namespace rk
