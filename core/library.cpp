#include "library.hpp"

#include <set>

#include "library_json.hpp"
#include "serialize.hpp"
#include "validate.hpp"

namespace rk {
using nlohmann::json;

const LibraryEntry* find_entry(const Library& lib, std::uint32_t id) {
    for (const auto& entry : lib.encounters)
        if (entry.id == id) return &entry;
    return nullptr;
}

LibraryEntry* find_entry(Library& lib, std::uint32_t id) {
    return const_cast<LibraryEntry*>(find_entry(static_cast<const Library&>(lib), id));
}

Refusal check_library(const Library& lib) {
    std::set<std::uint32_t> ids;
    for (const auto& entry : lib.encounters) {
        if (entry.id == 0 || entry.id >= lib.next_id || !ids.insert(entry.id).second)
            return "This library is inconsistent: encounter id " + std::to_string(entry.id) + " is out of place";
        if (auto broken = check_invariants(entry.encounter))
            return "Encounter \"" + entry.encounter.name + "\" is inconsistent: " + *broken;
    }
    if (lib.open && !ids.count(*lib.open)) return std::string("This library opens an encounter it does not hold");
    for (const auto& r : lib.roster)
        if (r.name.empty()) return std::string("A roster entry has no name");
    return std::nullopt;
}

std::string save_library(const Library& lib) {
    json j = {{"schema", kSchemaVersion}, {"library", lib}};
    return j.dump();
}

Result<Library> load_library(std::string_view text) {
    using R = Result<Library>;
    if (text.size() > 64 * 1024 * 1024) return R::refused("This library is too large");
    try {
        auto j = upgrade_document(json::parse(text.begin(), text.end(), nullptr, true, false), "This library", "library");
        if (!j) return R::refused(j.reason());
        Library lib = j.value().at("library").get<Library>();
        if (auto broken = check_library(lib)) return R::refused(*broken);
        return R::ok(std::move(lib));
    } catch (const json::parse_error&) {
        return R::refused("This library is not valid JSON (damaged or cut short?)");
    } catch (const std::exception& ex) {
        return R::refused(std::string("This library does not fit the format: ") + ex.what());
    }
}

} // namespace rk
