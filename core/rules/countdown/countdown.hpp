#pragma once
// Rules text 001 (countdown): what the app reads off the scheme (core/schemes/countdown.cpp).
#include "core/dice.hpp"
#include "core/encounter.hpp"

namespace rk {

// The initiative die a combatant rolls this round: a d10, or the die of the DEX table when the
// table uses it (a combatant without a "dex" stat rolls as DEX 9-14).
DiceFormula countdown_initiative_die(const Encounter& e, const Combatant& c);

} // namespace rk
