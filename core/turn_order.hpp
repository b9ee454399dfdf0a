#pragma once
// Who acts in what order this round, as the encounter's ruleset decides it.
#include <vector>

#include "encounter.hpp"

namespace rk {

// Everyone in the order they act this round (those without initiative last).
std::vector<CombatantId> turn_order(const Encounter& e);

// The combatant after `id` this round who has not acted yet, if any.
std::optional<CombatantId> next_to_act(const Encounter& e);

} // namespace rk
