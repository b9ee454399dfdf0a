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

EntrySummary entry_summary(const Encounter& e) {
    EntrySummary s{e.name, e.ruleset, e.phase, e.round, static_cast<std::uint32_t>(e.combatants.size()), {}};
    if (e.phase == Phase::Ended) return s;
    for (const Combatant& c : e.combatants) s.names.push_back(c.name);
    std::sort(s.names.begin(), s.names.end());   // sorted, each once: 500 combatants need no quadratic search
    s.names.erase(std::unique(s.names.begin(), s.names.end()), s.names.end());
    return s;
}

const std::string& name_of(const LibraryEntry& entry) { return entry.encounter ? entry.encounter->name : entry.summary.name; }

EntrySummary summary_of(const LibraryEntry& entry) { return entry.encounter ? entry_summary(*entry.encounter) : entry.summary; }

bool in_roster(const Library& lib, const std::string& name) { return find_member(lib, name) != nullptr; }

const RosterEntry* find_member(const Library& lib, const std::string& name) {
    for (const RosterEntry& r : lib.roster)
        if (r.name == name) return &r;
    return nullptr;
}

RosterEntry* find_member(Library& lib, const std::string& name) {
    return const_cast<RosterEntry*>(find_member(std::as_const(lib), name));
}

const Party* find_party(const Library& lib, const std::string& name) {
    for (const Party& p : lib.parties)
        if (p.name == name) return &p;
    return nullptr;
}

Party* find_party(Library& lib, const std::string& name) {
    return const_cast<Party*>(find_party(std::as_const(lib), name));
}

bool in_party(const Party& p, const std::string& member) {
    return std::find(p.members.begin(), p.members.end(), member) != p.members.end();
}

void upgrade_parties(Library& lib) {
    Party first{kFirstPartyName, {}};
    for (const RosterEntry& r : lib.roster)
        if (r.is_player) first.members.push_back(r.name);
    if (!first.members.empty()) lib.parties.push_back(std::move(first));
}

int mend_parties(Library& lib) {
    std::vector<Party> kept;
    for (Party& p : lib.parties) {
        std::vector<std::string> members;
        for (std::string& m : p.members)
            if (in_roster(lib, m) && std::find(members.begin(), members.end(), m) == members.end()) members.push_back(std::move(m));
        p.members = std::move(members);
        const bool sound = !p.name.empty() && !check_text(p.name, "") &&
                           std::none_of(kept.begin(), kept.end(), [&](const Party& k) { return k.name == p.name; });
        if (sound) kept.push_back(std::move(p));
    }
    const int dropped = static_cast<int>(lib.parties.size() - kept.size());
    lib.parties = std::move(kept);
    return dropped;
}

Refusal check_parties(const Library& lib) {
    std::set<std::string> names;
    for (const Party& p : lib.parties) {
        if (p.name.empty()) return {Why::NameMissing, std::string("A party has no name")};
        if (Refusal bad = check_text(p.name, "A party's name")) return bad;
        if (!names.insert(p.name).second) return {Why::PartyExists, "Two parties are named \"" + p.name + "\""};
        std::set<std::string> members;
        for (const std::string& m : p.members) {
            if (!in_roster(lib, m)) return {Why::NotInRoster, "The party \"" + p.name + "\" names " + shown_name(m) + ", who is not in the roster"};
            if (!members.insert(m).second) return {Why::AlreadyInParty, m + " is in the party \"" + p.name + "\" twice"};
        }
    }
    return std::nullopt;
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
        if (!entry.encounter) continue;   // not read yet: checked as it is read
        if (auto broken = check_invariants(*entry.encounter))
            return refuse_encounter("Encounter \"" + shown_name(entry.encounter->name) + "\"", broken);
    }
    if (lib.open && !ids.count(*lib.open)) return {Why::Inconsistent, std::string("This library opens an encounter it does not hold")};
    for (const auto& r : lib.roster)
    {
        if (r.name.empty()) return {Why::Inconsistent, std::string("A roster entry has no name")};
        if (Refusal bad = check_text(r.name, "A roster entry's name")) return bad;
    }
    return check_parties(lib);
}

// The library a document's "library" holds; one saved before parties were gets its first party.
Library library_from_json(const json& body) {
    Library lib = body.get<Library>();
    if (!body.contains("parties")) upgrade_parties(lib);
    return lib;
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
        Library lib = library_from_json(j.value().at("library"));
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
            Library lib = library_from_json(doc.value().at("library"));
            if (auto broken = check_library(lib)) return R::refused(*broken);
            for (auto& entry : lib.encounters) out.encounters.push_back(std::move(*entry.encounter));
            out.roster = std::move(lib.roster);
            out.parties = std::move(lib.parties);
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
