#pragma once
// Who acts in what order this round, as the encounter's ruleset decides it.
#include <vector>

#include "core/model/encounter.hpp"

namespace rk {

// Everyone in the order they act this round (those without initiative last).
std::vector<CombatantId> turn_order(const Encounter& e);

// The next combatant this round who has not acted, is not holding, and is not acting now.
std::optional<CombatantId> next_to_act(const Encounter& e);

// Who takes the turn when the acting combatant's ends: the system's own NextTurn, tried on a
// copy, so it passes whoever that system passes (out of the fight, stunned, holding) and may
// cross into the next round. Nothing when no one acts now, or the turn would end with no one
// acting (the next round asks for rolls or declarations first).
std::optional<CombatantId> acts_next(const Encounter& e);

// Initiative this round with effect modifiers (Speed +3, Slow -3); text 000's value is the
// "initiative" stat when no initiative was set for the round.
int effective_initiative(const Encounter& e, const Combatant& c);

} // namespace rk
