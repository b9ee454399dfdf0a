#pragma once
// The actions a rule system's table takes every round (RuleSystem::every_round), at hand on
// the card instead of deep in the full list: 001 and 003 declare spells, charges and attacks
// before initiative, 002's target of an attack Dodges or Blocks. Each opens its form with
// these starting values; only the ones the reducer takes now are offered.
#include <vector>

#include "core/model/encounter.hpp"
#include "core/fight/prompts.hpp"

namespace rk {

// For every combatant, in the encounter's order: each as a Prompt with `form` set (its text
// left to the interface, which names the form as its full list does). Empty for a system
// with none, or when none applies now.
std::vector<Prompt> every_round_offers(const Encounter& e);

} // namespace rk
