#pragma once
// What rules text 004 (alternating factions) keeps on a combatant and on the encounter: its
// group and gear, and where the round's sequence of moves and the morale tallies stand.
#include <optional>
#include <string_view>
#include <string>
#include <vector>

#include "core/model/types.hpp"

// The steps of this text's round besides the common ones (core/model/encounter.hpp's Step):
// X(value, its name in JSON, its words on the round line).
#define RK_ALTERNATING_FACTIONS_STEPS(X) \
    /* the faction holding the initiative picks the faction that acts first */ \
    X(ChoosingFaction, "choosing_faction", "who acts first") \
    /* end-of-round morale saves are due */ \
    X(Morale, "morale", "morale")

namespace rk {

// A weapon, a suit of armour or a shield a character carries into the fight.
struct Gear {
    std::string name;                // "Sword", "Light armour"
    std::string kind = "weapon";     // "weapon", "armour" or "shield"
    std::string damage;              // a weapon's damage die ("d6"); empty for armour and shields
    int armour = 0;                  // armour and shields: what it adds to the armour value
    bool used = false;               // used at least once this fight: a durability roll afterwards
    bool damaged = false;            // damaged: destroyed by a 1 on its damage die (weapons), by 8 damage (armour, shields)
    bool destroyed = false;          // destroyed: no more attacks with it, nothing to the armour value
    bool great = false;              // a great weapon, wielded with two hands
    bool operator==(const Gear&) const = default;
};

struct FactionsPart {
    static constexpr std::string_view kKey = "alternating_factions";   // its key in a saved combatant or encounter
    std::string group;                      // its group within the faction for morale (empty: the faction)
    std::vector<Gear> gear;                 // weapons, armour and shields, and whether they were used
    // A copy made by DuplicateCombatant carries its own gear, not yet used (text 004's durability rolls).
    void fresh_copy() {
        for (Gear& g : gear) g.used = false;
    }
    bool operator==(const FactionsPart&) const = default;
};

// A group's numbers for the morale checks, by faction and group name.
struct GroupTally {
    SideId side = 0;
    std::string group;                      // empty: the faction's own group
    int original = 0;                       // members at the start of the fight (and any who joined later)
    int standing_at_round_start = 0;
    bool operator==(const GroupTally&) const = default;
};

// A character's health when the round began (for a lone character's morale check).
struct HealthMark {
    CombatantId id = 0;
    int hp = 0;
    bool operator==(const HealthMark&) const = default;
};

// The initiative, and where the round's sequence of moves stands.
struct FactionRound {
    static constexpr std::string_view kKey = "alternating_factions";   // its key in a saved combatant or encounter
    std::optional<SideId> initiative;       // the faction holding the initiative
    std::optional<SideId> to_move;          // whose move it is: a turn with one of its characters, or a pass
    int passes = 0;                         // consecutive passes since the last turn taken in sequence
    bool bonus_round = false;               // the concealed characters' bonus round at the start of the fight
    std::vector<GroupTally> groups;
    std::vector<HealthMark> health;
    std::vector<CombatantId> morale_due;    // who still owes a morale save at the end of this round
    bool operator==(const FactionRound&) const = default;
};

// The names the joined list of parts knows this system's by (cmake/RuleSystems.cmake).
using AlternatingFactionsPart = FactionsPart;
using AlternatingFactionsFight = FactionRound;

} // namespace rk
