#pragma once
// Rules text 002 (Swift Swords Tactica): action dice rolled each round, spent on actions; whoever
// holds the most dice acts next; an empty hand calls the Refresh. Physical and Mental ranks with
// States, injuries, bleeders and fear (ranks.hpp, injuries.hpp, bleeders.hpp).
#include <vector>

#include "core/rules/prompt_collector.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/scheme.hpp"

namespace rk {

inline constexpr char kActionDiceKey[] = "action_dice";   // one array: a Ruleset compares by its address
inline constexpr Ruleset kActionDice{kActionDiceKey};   // its key in saved files and links

const RuleSystem& action_dice_system();

namespace detail {
const Scheme& action_dice_scheme();
void action_dice_prompts(const Encounter& e, Collector& out);
std::vector<Prompt> action_dice_primary(const Encounter& e);
// Rolls owed under the ranks (bleeders, checks, injuries, fear): ranks work under any rule
// system, so every system's prompts include these (prompts.cpp).
void owed_rolls_prompts(const Encounter& e, Collector& out);
} // namespace detail
} // namespace rk
