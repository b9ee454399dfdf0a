#pragma once
// Rules text 002: the General Injury Table. 4d6 pick the location (the face that comes up most;
// draws go to the highest face; a triple or quadruple lets the attacker shift one or two
// connected areas), then a d6 (+1 for a Killing Blow or Massive Damage) on that location's
// Effect Table gives the wound and its tracked consequences.
#include <optional>
#include <string>
#include <vector>

#include "core/model/encounter.hpp"
#include "core/rules/action_dice/rank_types.hpp"

namespace rk {

// The Location Table by face. The text's table did not survive; its example fixes 4 as the
// Right Arm, next to the Chest. Neck and Groin (optional) are reached by shifting.
Location location_for_face(int face);

struct LocationRoll {
    Location location = Location::Chest;
    int face = 6;      // the face that picked it
    int shifts = 0;    // connected areas the attacker may move it: 1 after a triple, 2 after four of a kind
};
// `faces` must hold four faces of 1-6.
LocationRoll read_location_roll(const std::vector<int>& faces);

// Connected areas between two locations (0: the same one).
int areas_between(Location from, Location to);

// One row of a location's Effect Table: its effect, the other one it may be instead
// (Sight or Sound, Sever or Maim), and the dice it takes off its roll ("-2d").
struct EffectEntry {
    InjuryEffect effect = InjuryEffect::FleshWound;
    std::optional<InjuryEffect> alternative;
    int minus_dice = 0;
};
// `result` is the effect roll with its bonus; 7 and above is the "7+" row.
EffectEntry effect_table(Location l, int result);

std::string location_name(Location l);     // "Right Arm"
std::string injury_name(InjuryEffect f);   // "Flesh Wound"

namespace detail {
// Gives the wound and applies what it does at once (ranks, States, burned dice, rolls owed).
void apply_injury(Encounter& e, Combatant& c, Location where, InjuryEffect what, int minus_dice);
} // namespace detail

} // namespace rk
