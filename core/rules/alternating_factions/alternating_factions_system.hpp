#pragma once
// Rules text 004 (alternating factions): the faction holding the initiative picks who acts
// first; factions alternate a turn with one of their characters or a pass; the round ends when
// all pass in a row; morale at its end. Conditions, gear and armour (factions.hpp).
#include <vector>

#include "core/rules/prompt_collector.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/scheme.hpp"

namespace rk {

inline constexpr char kAlternatingFactionsKey[] = "alternating_factions";   // one array: a Ruleset compares by its address
inline constexpr Ruleset kAlternatingFactions{kAlternatingFactionsKey};   // its key in saved files and links

const RuleSystem& alternating_factions_system();

namespace detail {
const Scheme& alternating_scheme();
void alternating_prompts(const Encounter& e, Collector& out);
std::vector<Prompt> alternating_primary(const Encounter& e);
} // namespace detail
} // namespace rk
