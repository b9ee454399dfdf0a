#include "core/library/party.hpp"

#include <algorithm>
#include <iterator>

#include "core/fight/lasting.hpp"

namespace rk {

namespace {

// The fresh member a sheet describes: full hit points, nothing on it.
Member from_sheet(const RosterEntry& r) {
    Member m;
    Combatant& k = m.combatant;
    k.side = r.is_player ? SideId{1} : SideId{2};
    if (r.hp_max) k.hp = HitPoints{*r.hp_max, *r.hp_max, 0};
    return m;
}

} // namespace

Member member_of(const RosterEntry& r, Ruleset rules) {
    Member m = r.standing ? *r.standing : from_sheet(r);
    Combatant& k = m.combatant;
    if (r.standing && r.standing_rules != rules) {   // another system's own parts stay with it
        k.part = {};
        k.ranks.reset();
    }
    k.id = 0;
    k.name = r.name;
    k.is_player = r.is_player;
    k.level = r.level;
    k.stats = r.stats;
    k.notes = r.notes;
    if (r.hp_max) {
        const int current = k.hp ? std::min(k.hp->current, *r.hp_max) : *r.hp_max;
        const int temp = k.hp ? k.hp->temp : 0;
        k.hp = HitPoints{current, *r.hp_max, temp};
    }
    return m;
}

AddMembers party_into_fight(std::span<const RosterEntry> entries, Ruleset rules) {
    AddMembers add;
    for (const RosterEntry& r : entries) add.members.push_back(member_of(r, rules));
    return add;
}

RosterEntry roster_entry_from(const Encounter& e, const Combatant& c) {
    return {c.name, c.is_player, c.level, c.hp ? std::optional(c.hp->max) : std::nullopt, c.stats, c.notes, lasting_state(e, c), e.ruleset};
}

std::vector<RosterEntry> party(const std::vector<RosterEntry>& roster) {
    std::vector<RosterEntry> players;
    std::copy_if(roster.begin(), roster.end(), std::back_inserter(players), [](const RosterEntry& r) { return r.is_player; });
    return players;
}

std::vector<RosterEntry> members_of(const Library& lib, const Party& p) {
    std::vector<RosterEntry> entries;
    for (const std::string& name : p.members)
        if (const RosterEntry* r = find_member(lib, name)) entries.push_back(*r);
    return entries;
}

std::vector<const Party*> parties_with_members(const Library& lib) {
    std::vector<const Party*> out;
    for (const Party& p : lib.parties)
        if (!p.members.empty()) out.push_back(&p);
    return out;
}

std::string party_for_new(const Library& lib, const RosterEntry& entry) {
    if (!entry.is_player) return "";
    return lib.parties.empty() ? kFirstPartyName : lib.parties.front().name;
}

std::vector<ImportQuestion> import_questions(const Library& lib, const AddEncounters& import) {
    std::vector<ImportQuestion> asked;
    for (const RosterEntry& r : import.roster)
        if (const RosterEntry* own = find_member(lib, r.name); own && *own != r) asked.push_back({false, r.name});
    for (const Party& p : import.parties)
        if (const Party* own = find_party(lib, p.name); own && own->members != p.members) asked.push_back({true, p.name});
    return asked;
}

const RosterEntry* entry_for(const Library& lib, const Combatant& c) {
    return find_member(lib, c.name);
}

std::vector<const Combatant*> party_in_fight(const Library& lib, const Encounter& e, bool foes) {
    std::vector<const Combatant*> members;
    for (const Combatant& c : e.combatants)
        if ((c.is_player || foes) && entry_for(lib, c)) members.push_back(&c);
    return members;
}

bool party_differs(const Library& lib, const Encounter& e) {
    for (const Combatant* c : party_in_fight(lib, e)) {
        const RosterEntry* r = entry_for(lib, *c);
        if (!r->standing || r->standing_rules != e.ruleset || *r->standing != lasting_state(e, *c)) return true;
    }
    return false;
}

std::vector<std::string> other_open_fights(const Library& lib, std::uint32_t encounter_id, const std::string& name) {
    std::vector<std::string> names;
    for (const LibraryEntry& entry : lib.encounters) {
        if (entry.id == encounter_id) continue;
        const EntrySummary s = summary_of(entry);
        if (s.phase != Phase::Ended && std::binary_search(s.names.begin(), s.names.end(), name)) names.push_back(s.name);
    }
    return names;
}

std::vector<std::string> party_changes(const Library& before, const Library& after) {
    std::vector<std::string> lines;
    for (const RosterEntry& now : after.roster) {
        const RosterEntry* was = find_member(before, now.name);
        if (!was || was->standing == now.standing) continue;
        const Ruleset rules = now.standing ? now.standing_rules : was->standing_rules;
        std::string line = change_summary(rules, member_of(*was, rules), member_of(now, rules));
        if (!line.empty()) lines.push_back(std::move(line));
    }
    return lines;
}

} // namespace rk
