#include "core/library/library.hpp"

#include <algorithm>
#include <set>
#include <utility>

#include "core/formats/json_input.hpp"
#include "core/library/library_json.hpp"
#include "core/formats/serialize.hpp"
#include "core/fight/validate.hpp"

namespace rk {
using nlohmann::json;

bool in_roster(const Library& lib, const std::string& name) { return find_member(lib, name) != nullptr; }

const RosterEntry* find_member(const Library& lib, const std::string& name) {
    for (const RosterEntry& r : lib.roster)
        if (r.name == name) return &r;
    return nullptr;
}

RosterEntry* find_member(Library& lib, const std::string& name) {
    return const_cast<RosterEntry*>(find_member(std::as_const(lib), name));
}

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
            return refuse_encounter("Encounter \"" + shown_name(entry.encounter.name) + "\"", broken);
    }
    if (lib.open && !ids.count(*lib.open)) return {Why::Inconsistent, std::string("This library opens an encounter it does not hold")};
    for (const auto& r : lib.roster)
    {
        if (r.name.empty()) return {Why::Inconsistent, std::string("A roster entry has no name")};
        if (Refusal bad = check_text(r.name, "A roster entry's name")) return bad;
    }
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

Result<ImportedFile> load_import_file(std::string_view text) {
    using R = Result<ImportedFile>;
    auto parsed = parse_json_input(text, "This file", kMaxFileBytes);
    if (!parsed) return R::refused(parsed.refusal());
    json j = std::move(parsed).value();
    const bool encounter = j.is_object() && !j.contains("library") && j.contains("encounter");
    const std::string what = encounter ? "This encounter file" : "This library";
    try {
        auto doc = upgrade_document(std::move(j), what, encounter ? "encounter" : "library");
        if (!doc) {
            if (doc.why() == Why::WrongFormat && !encounter)
                return R::refused(Why::WrongFormat, "This file is not a Roundkeeper library nor an encounter (it has no schema and no \"library\" or \"encounter\")");
            return R::refused(doc.refusal());
        }
        ImportedFile out;
        if (encounter) {
            Encounter e = doc.value().at("encounter").get<Encounter>();
            if (auto broken = check_invariants(e)) return R::refused(*refuse_encounter("This encounter", broken));
            out.encounters.push_back(std::move(e));
        } else {
            Library lib = doc.value().at("library").get<Library>();
            if (auto broken = check_library(lib)) return R::refused(*broken);
            for (auto& entry : lib.encounters) out.encounters.push_back(std::move(entry.encounter));
            out.roster = std::move(lib.roster);
        }
        return R::ok(std::move(out));
    } catch (const std::exception& ex) {
        return R::refused(Why::WrongFormat, what + " does not fit the format: " + ex.what());
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
