#pragma once
// Rules text 001 (OSR, "Order of Battle"): surprise, declared spells and charges, a d10 per
// combatant (or per side), the round counted down from 10 to 1, held actions after count 1.
#include <vector>

#include "core/rules/prompt_collector.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/scheme.hpp"

namespace rk {

inline constexpr char kCountdownKey[] = "countdown";   // one array: a Ruleset compares by its address
inline constexpr Ruleset kCountdown{kCountdownKey};   // its key in saved files and links

const RuleSystem& countdown_system();

namespace detail {
const Scheme& countdown_scheme();
void countdown_prompts(const Encounter& e, Collector& out);
std::vector<Prompt> countdown_primary(const Encounter& e);
} // namespace detail
} // namespace rk
