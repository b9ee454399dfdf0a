// Ready-made fights, one per rule system, so a newcomer sees how each plays in seconds. Each
// is a list of actions, the same JSON the replay tool reads, applied like taps would be.
#include <string_view>

#include "core/serialize.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

constexpr std::string_view kHighestFirst = R"([
  {"type": "RenameEncounter", "name": "Goblins at the bridge"},
  {"type": "AddCombatant", "name": "Aria", "side": 1, "is_player": true, "level": 3, "hp_max": 24, "initiative_modifier": 3},
  {"type": "AddCombatant", "name": "Bram", "side": 1, "is_player": true, "level": 3, "hp_max": 31, "initiative_modifier": 0},
  {"type": "AddCombatant", "name": "Cyra", "side": 1, "is_player": true, "level": 2, "hp_max": 18, "initiative_modifier": 2},
  {"type": "AddCombatant", "name": "Goblin", "side": 2, "hp_max": 7, "initiative_modifier": 2},
  {"type": "AddCombatant", "name": "Ogre", "side": 2, "level": 4, "hp_max": 45, "initiative_modifier": -1},
  {"type": "SetInitiative", "id": 1, "value": 17}, {"type": "SetInitiative", "id": 2, "value": 12},
  {"type": "SetInitiative", "id": 3, "value": 15}, {"type": "SetInitiative", "id": 4, "value": 13},
  {"type": "SetInitiative", "id": 5, "value": 8},
  {"type": "DuplicateCombatant", "id": 4, "count": 2}
])";

constexpr std::string_view kInitiativeRounds = R"([
  {"type": "RenameEncounter", "name": "Skirmish at the mill"},
  {"type": "AddCombatant", "name": "Knight", "side": 1, "is_player": true, "level": 3, "hp_max": 14},
  {"type": "AddCombatant", "name": "Archer", "side": 1, "is_player": true, "level": 2, "hp_max": 9},
  {"type": "AddCombatant", "name": "Orc", "side": 2, "level": 1, "hp_max": 8},
  {"type": "AddCombatant", "name": "Wolf", "side": 2, "level": 1, "hp_max": 6},
  {"type": "SetStat", "id": 1, "key": "initiative", "value": 7}, {"type": "SetStat", "id": 2, "key": "initiative", "value": 9},
  {"type": "SetStat", "id": 3, "key": "initiative", "value": 5}, {"type": "SetStat", "id": 4, "key": "initiative", "value": 7}
])";

constexpr std::string_view kCountdown = R"([
  {"type": "RenameEncounter", "name": "Crypt of the ghoul"},
  {"type": "AddCombatant", "name": "Fighter", "side": 1, "is_player": true, "level": 2, "hp_max": 16},
  {"type": "AddCombatant", "name": "Magic-user", "side": 1, "is_player": true, "level": 2, "hp_max": 6},
  {"type": "AddCombatant", "name": "Ghoul", "side": 2, "level": 2, "hp_max": 11},
  {"type": "AddCombatant", "name": "Skeleton", "side": 2, "hp_max": 5},
  {"type": "DuplicateCombatant", "id": 4, "count": 1}
])";

constexpr std::string_view kActionDice = R"([
  {"type": "RenameEncounter", "name": "Roland and the goblins"},
  {"type": "AddCombatant", "name": "Roland", "side": 1, "is_player": true},
  {"type": "AddCombatant", "name": "Brenna", "side": 1, "is_player": true},
  {"type": "AddCombatant", "name": "Goblin", "side": 2},
  {"type": "AddCombatant", "name": "Goblin boss", "side": 2},
  {"type": "SetRanks", "id": 1, "physical": 3, "mental": 3},
  {"type": "SetRanks", "id": 2, "physical": 3, "mental": 2},
  {"type": "SetRanks", "id": 3, "physical": 1, "mental": 1, "stateless": true},
  {"type": "SetRanks", "id": 4, "physical": 2, "mental": 2},
  {"type": "GiveActionDice", "id": 3, "faces": [4, 3, 2], "every_round": true},
  {"type": "DuplicateCombatant", "id": 3, "count": 1}
])";

constexpr std::string_view kSegments = R"([
  {"type": "RenameEncounter", "name": "Boarding the hammership"},
  {"type": "AddCombatant", "name": "Aria", "side": 1, "is_player": true, "level": 3, "hp_max": 30},
  {"type": "AddCombatant", "name": "Merlin", "side": 1, "is_player": true, "level": 3, "hp_max": 18},
  {"type": "AddCombatant", "name": "Ogre", "side": 2, "level": 4, "hp_max": 60},
  {"type": "AddCombatant", "name": "Goblin", "side": 2, "hp_max": 12},
  {"type": "SetStat", "id": 1, "key": "initiative_modifier", "value": 2}, {"type": "SetStat", "id": 1, "key": "con", "value": 14},
  {"type": "SetStat", "id": 1, "key": "prot", "value": 3}, {"type": "SetStat", "id": 2, "key": "initiative_modifier", "value": 1},
  {"type": "SetStat", "id": 2, "key": "con", "value": 10}, {"type": "SetStat", "id": 3, "key": "con", "value": 18},
  {"type": "SetStat", "id": 3, "key": "prot", "value": 2}, {"type": "SetStat", "id": 4, "key": "initiative_modifier", "value": 3},
  {"type": "SetStat", "id": 4, "key": "con", "value": 10}, {"type": "SetStat", "id": 4, "key": "prot", "value": 1}
])";

constexpr std::string_view kAlternating = R"([
  {"type": "RenameEncounter", "name": "Bandits on the road"},
  {"type": "RenameSide", "id": 1, "name": "Players"},
  {"type": "RenameSide", "id": 2, "name": "Bandits"},
  {"type": "AddCombatant", "name": "Balthasar", "side": 1, "is_player": true, "hp_max": 12},
  {"type": "AddCombatant", "name": "Sybilla", "side": 1, "is_player": true, "hp_max": 10},
  {"type": "AddCombatant", "name": "Theobald", "side": 1, "is_player": true, "hp_max": 12},
  {"type": "AddCombatant", "name": "Bandit leader", "side": 2, "hp_max": 10},
  {"type": "AddCombatant", "name": "Bandit", "side": 2, "hp_max": 8},
  {"type": "SetStat", "id": 1, "key": "wit", "value": 10}, {"type": "SetStat", "id": 2, "key": "wit", "value": 10},
  {"type": "SetStat", "id": 3, "key": "wit", "value": 10}, {"type": "SetStat", "id": 4, "key": "wit", "value": 8},
  {"type": "SetStat", "id": 5, "key": "wit", "value": 6},
  {"type": "AddGear", "id": 3, "name": "Spear", "kind": "weapon", "damage": "d6"},
  {"type": "AddGear", "id": 4, "name": "Sword", "kind": "weapon", "damage": "d6"},
  {"type": "AddGear", "id": 5, "name": "Club", "kind": "weapon", "damage": "d4"},
  {"type": "DuplicateCombatant", "id": 5, "count": 2},
  {"type": "GiveInitiative", "side": 2}
])";

std::string_view sample_for(Ruleset r) {
    switch (r) {
    case Ruleset::HighestFirst: return kHighestFirst;
    case Ruleset::InitiativeRounds: return kInitiativeRounds;
    case Ruleset::Countdown: return kCountdown;
    case Ruleset::ActionDice: return kActionDice;
    case Ruleset::Segments: return kSegments;
    case Ruleset::AlternatingFactions: return kAlternating;
    }
    return kHighestFirst;
}

} // namespace

void load_sample_fight(App& app, Ruleset ruleset) {
    auto actions = load_actions(sample_for(ruleset));
    if (!actions) { app.ui_state().message = "The sample fight could not be read: " + actions.reason(); return; }
    // Ids in the lists count from a fresh encounter's first id: anything else gets a new one.
    if (app.encounter().next_id != 1 || !app.encounter().combatants.empty())
        app.new_encounter(ruleset, app.encounter().settings);
    for (const Action& a : actions.value())
        if (!app.dispatch(a)) return;
}

} // namespace rk::ui::views
