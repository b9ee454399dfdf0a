#pragma once
// The party between fights (issue 28): roster entries into a fight as they stand, and a fight's
// state back into the roster. The rule system says what lasts (core/fight/lasting.hpp); this file
// says which entry a combatant is (its name: the roster's key) and words what changed.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/library/library.hpp"
#include "core/library/library_actions.hpp"
#include "core/model/actions.hpp"

namespace rk {

// The entry as it stands for a fight of `rules`: its standing (or full health when it has none)
// under its sheet (name, player, level, stats, notes; the current hit points not above the sheet's
// maximum). Standing kept in another rule system's terms brings only what every system shares:
// hit points and the effects still running (docs/rules-notes.md, "Between fights").
Member member_of(const RosterEntry& r, Ruleset rules);

// The one action that brings these entries into a fight of `rules` as they stand.
AddMembers party_into_fight(std::span<const RosterEntry> entries, Ruleset rules);

// A roster entry kept from a combatant of a fight ("Roster" on its card): its sheet, and how it
// stands now.
RosterEntry roster_entry_from(const Encounter& e, const Combatant& c);

std::vector<RosterEntry> party(const std::vector<RosterEntry>& roster);   // the players' entries
// A named party's members' entries, in the party's order.
std::vector<RosterEntry> members_of(const Library& lib, const Party& p);
// The parties that have someone in them: what "Start a fight with ..." and quick add offer.
std::vector<const Party*> parties_with_members(const Library& lib);
// The party a new roster entry kept from a fight goes into: a player into the first party ("The
// party", made, when there is none); a foe into none ("").
std::string party_for_new(const Library& lib, const RosterEntry& entry);
// `name`, or the first of "name (2)", "name (3)", ... that `taken` says is free.
template <class Taken>
std::string free_name(const std::string& name, Taken&& taken) {
    if (!taken(name)) return name;
    for (int n = 2;; ++n)
        if (std::string next = name + " (" + std::to_string(n) + ")"; !taken(next)) return next;
}

// What an import must ask before it changes anything: each of its roster members and parties
// whose name the library holds otherwise (a different sheet or standing; other members).
struct ImportQuestion {
    bool party = false;   // a party's name, else a roster member's
    std::string name;
    bool operator==(const ImportQuestion&) const = default;
};
std::vector<ImportQuestion> import_questions(const Library& lib, const AddEncounters& import);

// The roster entry this combatant is, if any (by name: the roster's key).
const RosterEntry* entry_for(const Library& lib, const Combatant& c);
// The combatants of this fight that KeepPartyState writes back: those the roster holds, players
// only unless `foes`.
std::vector<const Combatant*> party_in_fight(const Library& lib, const Encounter& e, bool foes = false);
// Whether any of them stands otherwise in the fight than the roster has it (a tap on "Keep the
// party's state" would change something).
bool party_differs(const Library& lib, const Encounter& e);

// The other encounters of the library, not ended, that hold a combatant of this name: while a
// member is in two fights, the app asks before one fight's state replaces what the other left.
std::vector<std::string> other_open_fights(const Library& lib, std::uint32_t encounter_id, const std::string& name);

// One log line per roster entry whose standing differs between the two libraries ("Aria 24 → 9
// hp, Stunned kept"), in the roster's order.
std::vector<std::string> party_changes(const Library& before, const Library& after);

} // namespace rk
