#pragma once
// What the rules ask the table for right now, each with the action that answers it: the
// interface shows these as buttons (on a combatant's card, or in the banner for the whole
// table), so a game master can run every scheme by following them. Pure: computed from the
// encounter value, never stored.
#include <optional>
#include <string>
#include <vector>

#include "core/model/actions.hpp"
#include "core/model/encounter.hpp"

namespace rk {

// The dice a roll prompt asks the table to enter, one face at a time (the keypad offers only
// the faces of the die being entered, and says which it is).
struct DiceToEnter {
    std::vector<int> sides;   // each die in the order its face is entered: {10, 8} for two attacks
    // Text 002: each of these dice showing this face adds one more die like it, entered after
    // the others; the extra dice add none. 0: no extra dice.
    int extra_on = 0;
    // The roll's result as the player says it ("22": the die and its modifier added up) may be
    // entered instead of the face, where the system's initiative is such a total (with_total).
    bool or_total = false;

    bool empty() const { return sides.empty(); }
    std::string text() const;   // "d10", "4d6", "d10, d8"
    // How many dice the roll has, knowing the faces entered so far (the extra dice they add).
    int count(const std::vector<int>& faces) const;
    // The sides of the die the next face goes into; 0 once every die is in.
    int next_sides(const std::vector<int>& faces) const;
    bool operator==(const DiceToEnter&) const = default;
};

struct Prompt {
    std::optional<CombatantId> who;   // shown on this combatant's card; unset: for the whole table
    std::string text;                 // the button: "Roll initiative", "Keep the 5", "Bandits act first"
    std::string why;                  // one line of context, may be empty: "Bleeder in the Chest: BODY roll"
    Action action;                    // dispatched as is when tapped ("roll for me" for a roll)
    // A roll the table may make with real dice: the dice to enter (d10, 4d6, d100); empty when
    // the prompt is not a roll. Entered faces go into the action with with_entered_faces.
    DiceToEnter dice;
    // Opens the action's form with these starting values instead of dispatching it: an action
    // the table fills in (which spell, how many attacks), offered by every_round_offers.
    bool form = false;
};

// Everything due now, the table's prompts first, then by combatant in turn order.
std::vector<Prompt> prompts(const Encounter& e);

// The scheme's main button at the bottom of the screen, whichever the scheme calls for now:
// "Start the fight", "Next turn", "End turn", "Pass", "Next segment", "Roll the round's dice"...
// Unset when nothing moves the fight on (it has ended).
std::optional<Prompt> primary_prompt(const Encounter& e);

// The action with the faces the table rolled put into its roll (RollInput); unchanged for an
// action without one.
Action with_entered_faces(Action action, std::vector<int> faces);

// The action that takes a roll's total as the player says it, for a prompt whose dice say
// `or_total`: an initiative roll becomes that initiative (SetInitiative). Unchanged otherwise.
Action with_total(Action action, int total);

} // namespace rk
