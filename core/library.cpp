#include "library.hpp"

#include <set>

#include "json_types.hpp"
#include "serialize.hpp"
#include "validate.hpp"

namespace rk {
using nlohmann::json;

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RosterEntry, name, is_player, level, hp_max, stats, notes)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(LibraryEntry, id, encounter)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Library, encounters, roster, open, next_id)

std::string save_library(const Library& lib) {
    json j = {{"schema", kSchemaVersion}, {"library", lib}};
    return j.dump();
}

Result<Library> load_library(std::string_view text) {
    using R = Result<Library>;
    if (text.size() > 64 * 1024 * 1024) return R::refused("This library is too large");
    try {
        json j = json::parse(text.begin(), text.end(), nullptr, true, false);
        make_numbers_whole(j);
        if (!j.is_object() || !j.contains("schema") || !j.contains("library"))
            return R::refused("This is not a Roundkeeper library (no schema or library)");
        const int schema = j.at("schema").get<int>();
        if (schema > kSchemaVersion)
            return R::refused("This library was saved by a newer Roundkeeper (schema " + std::to_string(schema) +
                              "); update the app to open it");
        if (schema < 1) return R::refused("Unknown library schema " + std::to_string(schema));
        Library lib = j.at("library").get<Library>();
        std::set<std::uint32_t> ids;
        for (const auto& entry : lib.encounters) {
            if (entry.id == 0 || entry.id >= lib.next_id || !ids.insert(entry.id).second)
                return R::refused("This library is inconsistent: encounter id " + std::to_string(entry.id) + " is out of place");
            if (auto broken = check_invariants(entry.encounter))
                return R::refused("Encounter \"" + entry.encounter.name + "\" is inconsistent: " + *broken);
        }
        if (lib.open && !ids.count(*lib.open)) return R::refused("This library opens an encounter it does not hold");
        for (const auto& r : lib.roster)
            if (r.name.empty()) return R::refused("A roster entry has no name");
        return R::ok(std::move(lib));
    } catch (const json::parse_error&) {
        return R::refused("This library is not valid JSON (damaged or cut short?)");
    } catch (const std::exception& ex) {
        return R::refused(std::string("This library does not fit the format: ") + ex.what());
    }
}

} // namespace rk
