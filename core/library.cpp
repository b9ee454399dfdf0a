#include "library.hpp"

#include <set>

#include "json_input.hpp"
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
            return {Why::Inconsistent, "This library is inconsistent: encounter id " + std::to_string(entry.id) + " is out of place"};
        if (auto broken = check_invariants(entry.encounter))
            return {Why::Inconsistent, "Encounter \"" + entry.encounter.name + "\" is inconsistent: " + broken->text};
    }
    if (lib.open && !ids.count(*lib.open)) return {Why::Inconsistent, std::string("This library opens an encounter it does not hold")};
    for (const auto& r : lib.roster)
        if (r.name.empty()) return {Why::Inconsistent, std::string("A roster entry has no name")};
    return std::nullopt;
}

std::string save_library(const Library& lib) {
    json j = {{"schema", kSchemaVersion}, {"library", lib}};
    return j.dump();
}

Result<Library> load_library(std::string_view text) {
    using R = Result<Library>;
    auto parsed = parse_json_input(text, "This library", kMaxFileBytes);
    if (!parsed) return R::refused(parsed.refusal());
    try {
        auto j = upgrade_document(std::move(parsed).value(), "This library", "library");
        if (!j) return R::refused(j.refusal());
        Library lib = j.value().at("library").get<Library>();
        if (auto broken = check_library(lib)) return R::refused(*broken);
        return R::ok(std::move(lib));
    } catch (const std::exception& ex) {
        return R::refused(Why::WrongFormat, std::string("This library does not fit the format: ") + ex.what());
    }
}

Result<LibraryAction> load_library_action(std::string_view text) {
    using R = Result<LibraryAction>;
    auto parsed = parse_json_input(text, "This library action", kMaxFileBytes);
    if (!parsed) return R::refused(parsed.refusal());
    try {
        return R::ok(parsed.value().get<LibraryAction>());
    } catch (const std::exception& ex) {
        return R::refused(Why::WrongFormat, std::string("This library action does not fit the format: ") + ex.what());
    }
}

} // namespace rk
