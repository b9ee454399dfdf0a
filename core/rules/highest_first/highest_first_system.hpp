#pragma once
// The generic "roll + modifier, highest first" system most trackers cover: d20 + initiative
// modifier, highest first. It plays the same order as text 000's initiative rounds (one value
// each), with declarations and d100 ties off unless the table turns them on.
#include <vector>

#include "core/rules/prompt_collector.hpp"
#include "core/rules/rule_system.hpp"

namespace rk {

inline constexpr Ruleset kHighestFirst = kDefaultRuleset;   // the one a new encounter starts with

const RuleSystem& highest_first_system();

namespace detail {
void highest_first_prompts(const Encounter& e, Collector& out);
std::vector<Prompt> highest_first_primary(const Encounter& e);
} // namespace detail
} // namespace rk
