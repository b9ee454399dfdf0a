#pragma once
// A toy rule system that exists only in the tests' native build (core/rules/systems.cmake):
// everyone acts once a round in the order of their names, and may toss a coin on its turn.
#include <string>

#include "core/model/encounter.hpp"
#include "core/rules/rule_system.hpp"

namespace rk {

inline constexpr char kToyCoinTossKey[] = "toy_coin_toss";   // one array: a Ruleset compares by its address
inline constexpr Ruleset kToyCoinToss{kToyCoinTossKey};   // its key, which no real system uses

const RuleSystem& toy_coin_toss_system();

// What a combatant's coin has shown this fight, for its card ("Heads 2 · tails 1"); "" before a toss.
std::string coin_tally(const Combatant& c);

} // namespace rk
