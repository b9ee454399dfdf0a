#pragma once
// Rules text 000 (skirmish miniatures, "initiative rounds"): minis act in descending order of
// their initiative value, one initiative round per value, with declarations and d100 + level
// ties. The generic highest-first system plays the same order (highest_first/).
#include <optional>
#include <string_view>
#include <span>
#include <vector>

#include "core/rules/prompt_collector.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/scheme.hpp"

namespace rk {

inline constexpr char kInitiativeRoundsKey[] = "initiative_rounds";   // one array: a Ruleset compares by its address
inline constexpr Ruleset kInitiativeRounds{kInitiativeRoundsKey};   // its key in saved files and links

const RuleSystem& initiative_rounds_system();

namespace detail {

const Scheme& initiative_rounds_scheme();
// The table's options for this order: declarations, and ties broken by d100 + level.
std::span<const RuleOption> initiative_round_options();
// The steps of a round of this order.
std::span<const Step> initiative_round_steps();

// A mini's initiative value: the round's roll or the "initiative" stat, with effect modifiers;
// none at all acts after everyone.
std::optional<int> round_value(const Encounter& e, const Combatant& c);
// The words of this order's prompts: each system's own (text 000's "initiative round" only in
// text 000).
struct RoundWords {
    std::string_view round;          // "Initiative round" 13, "Initiative" 13
    std::string_view without_value;  // the round of those with no initiative at all
    std::string_view wait;           // the acting one's button that puts its turn off: "Wait", "Delay"
    std::string_view wait_why;       // what it means
    std::string_view back_why;       // one that put its turn off comes back in ("Act now"), without declarations
};
// The options with these words: declarations, and ties broken by d100 + level.
std::span<const RuleOption> generic_round_options();
// What initiative rounds ask for in their steps (declaring, tie rolls, acting) ...
void initiative_round_prompts(const Encounter& e, Collector& out, const RoundWords& words);
// ... and the big button in the declaring and tie-roll steps (empty in the others).
std::vector<Prompt> initiative_round_primary(const Encounter& e, const RoundWords& words);
// The generic highest-first system's words for the same order.
extern const RoundWords kGenericRoundWords;
// Text 000's own prompts and big button.
void initiative_rounds_prompts(const Encounter& e, Collector& out);
std::vector<Prompt> initiative_rounds_primary(const Encounter& e);

} // namespace detail
} // namespace rk
