#pragma once
// Rules text 002: bleeders. A bleeder calls for a BODY roll at the start of every round (two
// fewer dice for a "-2d" bleeder) or the victim loses a Physical rank, until it is healed.
// Bleeders in different locations add up; a second one in the same location does not.
#include "core/model/encounter.hpp"
#include "core/rules/action_dice/ranks.hpp"

namespace rk {

// The start of a round: every bleeder of a combatant still in action owes one BODY roll more,
// and every wound that burns action dice burns them again (logged, through the scheme's hook).
// The list of rolls due is logged. Calling it twice in one round changes nothing.
void start_of_round_bleeders(Encounter& e);

// The action dice a combatant's wounds burn each round.
int dice_burned_each_round(const Combatant& c);

namespace detail {
// A bleeder in `where`, unless that location already bleeds. Returns whether it was added.
bool add_bleeder(Encounter& e, Combatant& c, Location where, int minus_dice);
} // namespace detail

} // namespace rk
