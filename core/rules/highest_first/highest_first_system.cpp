// The generic highest-first system as the rest of the program sees it.
#include <algorithm>
#include <array>
#include <string_view>

#include "core/model/actions.hpp"
#include "core/fight/combat.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"

namespace rk {
namespace {

constexpr std::array<std::string_view, 7> kActions{PreviousTurn::kType, RollInitiative::kType, FinishDeclarations::kType,
                                                   Hold::kType,         DeclareActors::kType,  RollTie::kType,
                                                   MoveInOrder::kType};

// No text: the d20 table's common ones (docs/rules-notes.md). A minute is 10 rounds; a stun
// "until the end of your next turn" is read as 1 round (the "Stunned" name keeps it from acting).
constexpr std::array<EffectPreset, 4> kPresets{{
    {.name = "Bless", .duration = "10 rounds"},
    {.name = "Haste", .duration = "10 rounds"},
    {.name = "Slow", .duration = "10 rounds"},
    {.name = "Stunned", .duration = "1 round", .spell = false},
}};

constexpr std::string_view kSample = R"([
  {"type": "RenameEncounter", "name": "Goblins at the bridge"},
  {"type": "AddCombatant", "name": "Aria", "side": 1, "is_player": true, "level": 3, "hp_max": 24, "initiative_modifier": 3},
  {"type": "AddCombatant", "name": "Bram", "side": 1, "is_player": true, "level": 3, "hp_max": 31, "initiative_modifier": 0},
  {"type": "AddCombatant", "name": "Cyra", "side": 1, "is_player": true, "level": 2, "hp_max": 18, "initiative_modifier": 2},
  {"type": "AddCombatant", "name": "Goblin", "side": 2, "hp_max": 7, "initiative_modifier": 2},
  {"type": "AddCombatant", "name": "Ogre", "side": 2, "level": 4, "hp_max": 45, "initiative_modifier": -1},
  {"type": "SetInitiative", "id": 1, "value": 17}, {"type": "SetInitiative", "id": 2, "value": 12},
  {"type": "SetInitiative", "id": 3, "value": 15}, {"type": "SetInitiative", "id": 4, "value": 13},
  {"type": "SetInitiative", "id": 5, "value": 8},
  {"type": "DuplicateCombatant", "id": 4, "count": 2}
])";

// A foe at 0 hit points or below is out of the fight; a player at 0 keeps its turn (for whatever
// the table's game does at 0: death saves, a last word), and its card shows it down.
// (docs/rules-notes.md: the generic system)
std::optional<std::string> why_out(const Encounter&, const Combatant& c) {
    if (c.is_player) return std::nullopt;
    return down_at_zero_hit_points(c);
}

// What the card shows in red: a player down but still taking turns, a stun that costs them.
std::vector<std::string> alerts(const Encounter& e, const Combatant& c) {
    std::vector<std::string> lines;
    if (c.is_player && down_at_zero_hit_points(c)) lines.emplace_back("Down: still takes its turn");
    if (kept_by_stun(e, c)) lines.emplace_back("Stunned: loses its turns");
    return lines;
}

// Initiative is a total (d20 + modifier): quick add asks for the modifier that "roll for me" adds.
// and the armour class the table hits against, kept on the combatant and shown on its detail.
constexpr std::array<StatQuestion, 2> kStats{{{"initiative_modifier", "Initiative modifier", 0, -20, 20}, {"ac", "Armour class", 10, 0, 40}}};

// One delaying has put its turn off: its row says so instead of the initiative it left.
std::string order_value(const Encounter&, const Combatant& c) {
    if (c.holding && !c.acted) return "–";
    return c.initiative ? std::to_string(*c.initiative) : "–";
}

std::vector<CardChip> delay_chips(const Encounter&, const Combatant& c) {
    if (c.holding && !c.acted) return {{"delaying", "held", false, {}}};
    return {};
}

// A reminder's count (a lair on initiative count 20) comes after those on 20: the lair loses
// ties (docs/rules-notes.md). One with no initiative yet goes after every count.
bool goes_before_count(const Encounter& e, const Combatant& c, int count) {
    const std::optional<int> value = detail::round_value(e, c);
    return value && *value >= count;
}

} // namespace

const RuleSystem& highest_first_system() {
    static const RuleSystem system{
        .key = kHighestFirst.key(),
        .name = "Highest first (d20-style)",
        .choice = "Highest first (d20 + modifier)",
        .options = detail::generic_round_options(),
        .turns = &detail::initiative_rounds_scheme(),
        .steps = detail::initiative_round_steps(),
        .prompts = detail::highest_first_prompts,
        .primary = detail::highest_first_primary,
        .actions = kActions,
        .out_of_fight = why_out,
        // No text: a stunned creature loses its turns while the stun lasts, the d20 table's habit.
        .kept_from_acting = kept_by_stun,
        .stats = kStats,
        .sample_fight = kSample,
        .order_value = order_value,
        .alerts = alerts,
        .card_chips = delay_chips,
        .effect_presets = kPresets,
        .goes_before_count = goes_before_count,
    };
    return system;
}

} // namespace rk
