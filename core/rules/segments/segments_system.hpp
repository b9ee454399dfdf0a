#pragma once
// Rules text 003 (Spelljammer): declarations at the start of the round, a die per declared
// attack or spell, resolved on a segment clock counted down; PROT, stuns and wound modifiers.
#include <vector>

#include "core/rules/prompt_collector.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/scheme.hpp"

namespace rk {

inline constexpr char kSegmentsKey[] = "segments";   // one array: a Ruleset compares by its address
inline constexpr Ruleset kSegments{kSegmentsKey};   // its key in saved files and links

const RuleSystem& segments_system();

namespace detail {
const Scheme& segments_scheme();
void segments_prompts(const Encounter& e, Collector& out);
std::vector<Prompt> segments_primary(const Encounter& e);
} // namespace detail
} // namespace rk
