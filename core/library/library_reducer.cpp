#include "core/library/library_reducer.hpp"

#include <algorithm>
#include <iterator>
#include <limits>
#include <map>

#include "core/fight/lasting.hpp"
#include "core/fight/reducer.hpp"
#include "core/library/party.hpp"
#include "core/fight/validate.hpp"

namespace rk {

namespace {

Reason unknown_encounter(std::uint32_t id) {
    return {Why::NoSuchEncounter, "There is no encounter #" + std::to_string(id) + " in the library"};
}

// Ids are never reused within a library: a saved undo step or a share link may still name one.
Refusal add_entry(Library& lib, Encounter e) {
    if (lib.next_id == std::numeric_limits<std::uint32_t>::max()) return {Why::LibraryFull, "The library has no room for another encounter"};
    lib.encounters.push_back({lib.next_id++, std::move(e), {}});
    return std::nullopt;
}

Refusal handle(Library& lib, const NewEncounter& a) {
    Encounter e;
    e.name = "Encounter " + std::to_string(lib.next_id);
    auto ruled = apply(e, SetRuleset{a.ruleset, a.settings});
    if (!ruled) return ruled.refusal();
    return add_entry(lib, std::move(ruled).value());
}

// The answer given for `name` (leave it out when none was).
std::string_view answer(const std::map<std::string, std::string>& answers, const std::string& name) {
    const auto it = answers.find(name);
    return it == answers.end() ? kLeaveOut : std::string_view(it->second);
}

Refusal known_answers(const std::map<std::string, std::string>& answers) {
    for (const auto& [name, how] : answers)
        if (how != kReplaceIt && how != kKeepBoth && how != kLeaveOut)
            return {Why::NotAChoice, "\"" + how + "\" is not an answer: replace, both or leave"};
    return std::nullopt;
}

Refusal handle(Library& lib, const AddEncounters& a) {
    for (const Encounter& e : a.encounters) {
        if (Refusal broken = check_invariants(e)) return refuse_encounter("Encounter \"" + shown_name(e.name) + "\"", broken);
        if (Refusal full = add_entry(lib, e)) return full;
    }
    if (Refusal bad = known_answers(a.member_answers)) return bad;
    if (Refusal bad = known_answers(a.party_answers)) return bad;
    std::map<std::string, std::string> renamed;   // an imported member kept beside the library's own, by its new name
    for (const RosterEntry& r : a.roster) {
        if (r.name.empty()) return {Why::NameMissing, "A roster entry has no name"};
        if (Refusal bad = check_text(r.name, "A roster entry's name")) return bad;
        RosterEntry* own = find_member(lib, r.name);
        if (!own) lib.roster.push_back(r);
        else if (*own == r) continue;   // the same member: nothing to ask
        else if (const auto how = answer(a.member_answers, r.name); how == kReplaceIt) *own = r;
        else if (how == kKeepBoth) {
            RosterEntry both = r;
            both.name = free_name(r.name, [&](const std::string& n) { return in_roster(lib, n); });
            renamed[r.name] = both.name;
            lib.roster.push_back(std::move(both));
        }
    }
    for (Party p : a.parties) {
        for (std::string& m : p.members)
            if (const auto it = renamed.find(m); it != renamed.end()) m = it->second;
        Party* own = find_party(lib, p.name);
        if (!own) lib.parties.push_back(std::move(p));
        else if (own->members == p.members) continue;
        else if (const auto how = answer(a.party_answers, p.name); how == kReplaceIt) own->members = std::move(p.members);
        else if (how == kKeepBoth) {
            p.name = free_name(p.name, [&](const std::string& n) { return find_party(lib, n) != nullptr; });
            lib.parties.push_back(std::move(p));
        }
    }
    return check_parties(lib);
}

Refusal handle(Library& lib, const OpenEncounter& a) {
    if (!find_entry(lib, a.id)) return unknown_encounter(a.id);
    lib.open = a.id;
    return std::nullopt;
}

Refusal handle(Library& lib, const CloseEncounter&) {
    lib.open.reset();
    return std::nullopt;
}

Refusal handle(Library& lib, const DeleteEncounter& a) {
    auto it = std::find_if(lib.encounters.begin(), lib.encounters.end(), [&](const LibraryEntry& x) { return x.id == a.id; });
    if (it == lib.encounters.end()) return unknown_encounter(a.id);
    lib.encounters.erase(it);
    if (lib.open == a.id) lib.open.reset();
    return std::nullopt;
}

Refusal handle(Library& lib, const KeepEncounter& a) {
    LibraryEntry* entry = find_entry(lib, a.id);
    if (!entry) return unknown_encounter(a.id);
    if (entry->encounter == a.encounter) return std::nullopt;   // the usual case: cheap, nothing to check
    if (Refusal broken = check_invariants(a.encounter)) return refuse_encounter("Encounter \"" + shown_name(a.encounter.name) + "\"", broken);
    entry->encounter = a.encounter;
    return std::nullopt;
}

// A member's sheet as the game master may set it: a name (no other member's but `was`'s), a level
// and maximum hit points in range.
Refusal check_sheet(const Library& lib, const RosterEntry& s, const std::string& was = {}) {
    if (s.name.empty()) return {Why::NameMissing, "A party member needs a name"};
    if (Refusal bad = check_text(s.name, "A party member's name")) return bad;
    if (s.name != was && in_roster(lib, s.name)) return {Why::AlreadyInRoster, s.name + " is already in the party roster"};
    if (s.level < 0 || s.level > 100) return {Why::LevelOutOfRange, "The level is between 0 and 100"};
    if (s.hp_max && (*s.hp_max < 1 || *s.hp_max > 100000)) return {Why::HpOutOfRange, "Hit points are between 1 and 100000"};
    return std::nullopt;
}

Refusal handle(Library& lib, const AddToRoster& a) {
    if (Refusal bad = check_sheet(lib, a.entry)) return bad;
    lib.roster.push_back(a.entry);
    if (a.party.empty()) return std::nullopt;
    if (!find_party(lib, a.party)) lib.parties.push_back({a.party, {}});
    find_party(lib, a.party)->members.push_back(a.entry.name);
    return check_parties(lib);
}

Refusal handle(Library& lib, const RemoveFromRoster& a) {
    auto it = std::find_if(lib.roster.begin(), lib.roster.end(), [&](const RosterEntry& r) { return r.name == a.name; });
    if (it == lib.roster.end()) return {Why::NotInRoster, a.name + " is not in the party roster"};
    lib.roster.erase(it);
    for (Party& p : lib.parties) std::erase(p.members, a.name);
    return std::nullopt;
}

Refusal handle(Library& lib, const KeepPartyState& a) {
    const LibraryEntry* entry = find_entry(lib, a.id);
    if (!entry || !entry->encounter) return unknown_encounter(a.id);   // the store reads it first
    const Encounter& e = *entry->encounter;
    const std::vector<const Combatant*> members = party_in_fight(lib, e, a.foes);
    if (members.empty()) return {Why::NotInRoster, "No one in this fight is in the party roster"};
    for (const Combatant* c : members) {
        if (!a.even_if_elsewhere && !other_open_fights(lib, a.id, c->name).empty()) continue;
        RosterEntry* r = find_member(lib, c->name);
        r->standing = lasting_state(e, *c);
        r->standing_rules = e.ruleset;
    }
    return std::nullopt;
}

Reason not_in_roster(const std::string& name) { return {Why::NotInRoster, name + " is not in the party roster"}; }

Refusal handle(Library& lib, const Recover& a) {
    if (a.names.empty()) return {Why::NothingChosen, "Pick who rests"};
    for (const std::string& name : a.names) {
        RosterEntry* r = find_member(lib, name);
        if (!r) return not_in_roster(name);
        const Member now = member_of(*r, r->standing_rules);
        Member after;
        if (a.how == "clear") {
            if (std::none_of(now.effects.begin(), now.effects.end(), [&](const Effect& fx) { return fx.name == a.effect; }))
                return {Why::NoSuchEffect, name + " has no \"" + a.effect + "\" to clear"};
            after = clear_condition(now, a.effect);
        } else {
            const Recovery* way = find_recovery(r->standing_rules, a.how);
            if (!way) return {Why::NotInThisRuleset, std::string(rule_system(r->standing_rules).name) + " has no \"" + a.how + "\" between fights"};
            if (!way->unit.empty() && (a.amount < 1 || a.amount > way->most))
                return {Why::AmountOutOfRange, "Between 1 and " + std::to_string(way->most) + " " + std::string(way->unit)};
            after = way->apply(now, a.amount);
        }
        if (after != now) r->standing = std::move(after);
    }
    return std::nullopt;
}

Refusal handle(Library& lib, const EditMember& a) {
    RosterEntry* r = find_member(lib, a.name);
    if (!r) return not_in_roster(a.name);
    const RosterEntry& s = a.sheet;
    if (Refusal bad = check_sheet(lib, s, a.name)) return bad;
    std::optional<Member> standing = std::move(r->standing);
    const Ruleset rules = r->standing_rules;
    *r = s;
    r->standing = std::move(standing);
    r->standing_rules = rules;
    for (Party& p : lib.parties) std::replace(p.members.begin(), p.members.end(), a.name, s.name);
    return std::nullopt;
}

Reason no_party(const std::string& name) { return {Why::NoSuchParty, "There is no party named \"" + shown_name(name) + "\""}; }

// A name a party may take: not empty, within a name's bounds, no other party's.
Refusal party_name_free(const Library& lib, const std::string& name) {
    if (name.empty()) return {Why::NameMissing, "A party needs a name"};
    if (Refusal bad = check_text(name, "A party's name")) return bad;
    if (find_party(lib, name)) return {Why::PartyExists, "There is already a party named \"" + name + "\""};
    return std::nullopt;
}

Refusal handle(Library& lib, const AddParty& a) {
    if (Refusal bad = party_name_free(lib, a.name)) return bad;
    lib.parties.push_back({a.name, {}});
    return std::nullopt;
}

Refusal handle(Library& lib, const RenameParty& a) {
    Party* p = find_party(lib, a.name);
    if (!p) return no_party(a.name);
    if (a.to == a.name) return std::nullopt;
    if (Refusal bad = party_name_free(lib, a.to)) return bad;
    p->name = a.to;
    return std::nullopt;
}

Refusal handle(Library& lib, const RemoveParty& a) {
    if (!find_party(lib, a.name)) return no_party(a.name);
    std::erase_if(lib.parties, [&](const Party& p) { return p.name == a.name; });
    return std::nullopt;
}

Refusal handle(Library& lib, const SetInParty& a) {
    Party* p = find_party(lib, a.party);
    if (!p) return no_party(a.party);
    if (!in_roster(lib, a.member)) return not_in_roster(a.member);
    if (a.in == in_party(*p, a.member))
        return a.in ? Reason{Why::AlreadyInParty, a.member + " is already in " + p->name}
                    : Reason{Why::NotInParty, a.member + " is not in " + p->name};
    if (a.in) p->members.push_back(a.member);
    else std::erase(p->members, a.member);
    return std::nullopt;
}

Refusal handle(Library& lib, const ChangeSettings& a) {
    if (a.settings.text_size < 0 || a.settings.text_size > 2) return {Why::BadSetting, "The text size is small (0), normal (1) or large (2)"};
    lib.settings = a.settings;
    return std::nullopt;
}

Refusal apply_in_place(Library& lib, const LibraryAction& action) {
    return std::visit([&](const auto& a) { return handle(lib, a); }, action);
}

// What library undo takes back: which encounters the library holds, and the roster.
bool undoable_change(const Library& a, const Library& b) {
    return a.roster != b.roster || a.parties != b.parties ||
           !std::equal(a.encounters.begin(), a.encounters.end(), b.encounters.begin(), b.encounters.end(),
                       [](const LibraryEntry& x, const LibraryEntry& y) { return x.id == y.id; });
}

// `restored` (a step of the library's history) with what library undo never takes back taken
// from `current`: the settings, the open encounter, each encounter's contents, and the next id.
Library carry_over(Library restored, const Library& current) {
    for (LibraryEntry& entry : restored.encounters)
        if (const LibraryEntry* now = find_entry(current, entry.id)) {
            entry.encounter = now->encounter;
            entry.summary = now->summary;
        }
    restored.settings = current.settings;
    restored.next_id = std::max(restored.next_id, current.next_id);
    restored.open = current.open && find_entry(restored, *current.open) ? current.open : std::nullopt;
    return restored;
}

} // namespace

std::string_view action_type(const LibraryAction& a) {
    return std::visit([](const auto& x) { return std::decay_t<decltype(x)>::kType; }, a);
}

Result<Library> apply_to_library(const Library& library, const LibraryAction& action) {
    Library next = library;
    if (Refusal refused = apply_in_place(next, action)) return Result<Library>::refused(*refused);
    return Result<Library>::ok(std::move(next));
}

Refusal commit_all(History<Library>& h, std::span<const LibraryAction> actions) {
    Library next = h.present;
    for (const LibraryAction& a : actions)
        if (Refusal refused = apply_in_place(next, a)) return refused;
    if (next == h.present) return std::nullopt;
    if (!undoable_change(h.present, next)) {   // settings, opening, filing an encounter: not a step
        h.present = std::move(next);
        return std::nullopt;
    }
    h.past.push_back(std::move(h.present));
    while (h.past.size() > h.limit) h.past.pop_front();
    h.present = std::move(next);
    h.future.clear();
    return std::nullopt;
}

Refusal commit(History<Library>& h, const LibraryAction& action) { return commit_all(h, std::span(&action, 1)); }

Refusal undo_library(History<Library>& h) {
    if (Refusal r = undo(h)) return r;
    h.present = carry_over(std::move(h.present), h.future.back());
    return std::nullopt;
}

Refusal redo_library(History<Library>& h) {
    if (Refusal r = redo(h)) return r;
    h.present = carry_over(std::move(h.present), h.past.back());
    return std::nullopt;
}

std::string describe_library_change(const Library& before, const Library& after) {
    std::vector<std::string> parts;
    const auto quoted = [](const std::string& name) { return "\"" + name + "\""; };
    for (const LibraryEntry& e : before.encounters)
        if (!find_entry(after, e.id)) parts.push_back("delete " + quoted(name_of(e)));
    std::size_t added = 0;
    std::string added_name;
    for (const LibraryEntry& e : after.encounters)
        if (!find_entry(before, e.id)) { ++added; added_name = name_of(e); }
    if (added == 1) parts.push_back("add " + quoted(added_name));
    if (added > 1) parts.push_back("add " + std::to_string(added) + " encounters");
    for (const RosterEntry& r : after.roster)
        if (!in_roster(before, r.name)) parts.push_back("add " + r.name + " to the roster");
    for (const RosterEntry& r : before.roster)
        if (!in_roster(after, r.name)) parts.push_back("remove " + r.name + " from the roster");
    const bool renamed = before.parties.size() == after.parties.size();   // one party renamed: in its place
    for (std::size_t i = 0; renamed && i < after.parties.size(); ++i)
        if (const Party& was = before.parties[i]; was.name != after.parties[i].name && !find_party(after, was.name))
            parts.push_back("rename " + quoted(was.name) + " to " + quoted(after.parties[i].name));
    for (const Party& p : after.parties)
        if (!renamed && !find_party(before, p.name)) parts.push_back("add the party " + quoted(p.name));
    for (const Party& p : before.parties) {
        const Party* now = find_party(after, p.name);
        if (!now && !renamed) parts.push_back("remove the party " + quoted(p.name));
        else if (now && now->members != p.members && before.roster == after.roster) parts.push_back("change who is in " + quoted(p.name));
    }
    std::vector<std::string> changed;   // members whose state (or sheet) changed
    for (const RosterEntry& r : after.roster)
        for (const RosterEntry& was : before.roster)
            if (was.name == r.name && was != r) changed.push_back(r.name);
    if (changed.size() == 1) parts.push_back("change " + changed.front() + "'s state");
    if (changed.size() > 1) parts.push_back("change the state of " + std::to_string(changed.size()) + " members");
    if (parts.size() > 2) return parts.front() + " and " + std::to_string(parts.size() - 1) + " more changes";
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : " and ") + p;
    return out;
}

} // namespace rk
