// Text 000 (initiative rounds) as the rest of the program sees it.
#include <array>
#include <string_view>
#include <vector>

#include "core/model/actions.hpp"
#include "core/fight/combat.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/initiative_rounds/mini_actions.hpp"
#include "core/fight/turn_order.hpp"

namespace rk {
namespace detail {
namespace {

constexpr std::array<RuleOption, 2> kOptions{{
    {.label = "declare who acts before each initiative round",
     .tag = "option-declarations",
     .is_on = [](const SchemeSettings& s) { return s.declarations; },
     .flip = [](SchemeSettings& s) { s.declarations = !s.declarations; }},
    {.label = "ties broken by d100 + level",
     .tag = "option-d100-ties",
     .is_on = [](const SchemeSettings& s) { return s.tie_rule == TieRule::D100PlusLevel; },
     .flip = [](SchemeSettings& s) {
         s.tie_rule = s.tie_rule == TieRule::D100PlusLevel ? TieRule::PlayersFirst : TieRule::D100PlusLevel;
     }},
}};

// The generic system's: the same switches without text 000's "initiative round".
constexpr auto kGenericOptions = [] {
    auto options = kOptions;
    options[0].label = "declare who acts before each initiative";
    return options;
}();

constexpr std::array kSteps{Step::Declaring, Step::RollingTies, Step::Acting};

constexpr std::array<std::string_view, 10> kActions{PreviousTurn::kType, FinishDeclarations::kType, Hold::kType,
                                                    DeclareActors::kType, RollTie::kType, CastDamageSpell::kType,
                                                    Run::kType, CastHeal::kType, WeaponHit::kType, GolemControl::kType};

// The modifiers text 000 reads: the initiative value, and a mini that "cannot move or attack".
constexpr std::array<ModifierSpec, 2> kModifiers{{{"initiative", "Initiative"}, {"stunned", "Cannot act (1: yes)"}}};

// The text's timed spells, with their durations as written.
constexpr std::array<EffectPreset, 10> kPresets{{
    {.name = "Speed", .duration = "1 turn + caster's level", .modifier = "initiative", .value = 3},
    {.name = "Slow", .duration = "1 turn + caster's level", .modifier = "initiative", .value = -3},
    {.name = "Statue", .duration = "1 turn + (caster's level - mini affected's level)", .modifier = "stunned", .value = 1},
    {.name = "Fear", .duration = "1 turn + (caster's level - mini affected's level)"},
    {.name = "Command", .duration = "1 turn + (caster's level - mini affected's level)"},
    {.name = "Magic shield", .duration = "1 turn + caster's level"},
    {.name = "Protection", .duration = "1 turn + caster's level"},
    {.name = "Water walk", .duration = "1 turn + caster's level"},
    {.name = "Golem", .duration = "1 turn + caster's level"},
    {.name = "Familiar", .duration = "1 turn + caster's level"},
}};

constexpr std::array<StatQuestion, 1> kStats{{{"initiative", "Initiative value", 6, 0, 20}}};

constexpr std::string_view kSample = R"([
  {"type": "RenameEncounter", "name": "Skirmish at the mill"},
  {"type": "AddCombatant", "name": "Knight", "side": 1, "is_player": true, "level": 3, "hp_max": 14},
  {"type": "AddCombatant", "name": "Archer", "side": 1, "is_player": true, "level": 2, "hp_max": 9},
  {"type": "AddCombatant", "name": "Orc", "side": 2, "level": 1, "hp_max": 8},
  {"type": "AddCombatant", "name": "Wolf", "side": 2, "level": 1, "hp_max": 6},
  {"type": "SetStat", "id": 1, "key": "initiative", "value": 7}, {"type": "SetStat", "id": 2, "key": "initiative", "value": 9},
  {"type": "SetStat", "id": 3, "key": "initiative", "value": 5}, {"type": "SetStat", "id": 4, "key": "initiative", "value": 7}
])";

// A mini's value is on its sheet: the card shows it with its modifiers even before the round sets one.
std::string order_value(const Encounter& e, const Combatant& c) {
    return std::to_string(c.initiative.value_or(effective_initiative(e, c)));
}

// Statue: "Mini affected cannot move or attack" — the card says why the mini is not declared.
std::vector<std::string> alerts(const Encounter& e, const Combatant& c) {
    if (kept_by_stun(e, c)) return {"Stunned: cannot move or attack"};
    return {};
}

std::string clock(const Encounter& e) { return part<InitiativeRoundsFight>(e).initiative_round > 0 ? "initiative round " + std::to_string(part<InitiativeRoundsFight>(e).initiative_round) : std::string(); }

} // namespace

std::span<const RuleOption> initiative_round_options() { return kOptions; }
std::span<const RuleOption> generic_round_options() { return kGenericOptions; }
std::span<const Step> initiative_round_steps() { return kSteps; }

} // namespace detail

const RuleSystem& initiative_rounds_system() {
    static const RuleSystem system{
        .key = kInitiativeRounds.key(),
        .name = "Initiative rounds (skirmish)",
        .choice = "Initiative rounds (skirmish, d100 ties)",
        .rules_text = "000_d5980b65f981aac0.txt",
        .settings = {.declarations = true, .tie_rule = TieRule::D100PlusLevel},
        .options = detail::kOptions,
        .turns = &detail::initiative_rounds_scheme(),
        .steps = detail::kSteps,
        .prompts = detail::initiative_rounds_prompts,
        .primary = detail::initiative_rounds_primary,
        .actions = detail::kActions,
        // The text heals life points but never says what 0 means: a mini at 0 or below is out
        // of the fight, as in the skirmish games it comes from (docs/rules-notes.md).
        .out_of_fight = [](const Encounter&, const Combatant& c) { return down_at_zero_hit_points(c); },
        // Statue's mini "cannot move or attack": a stun (the preset's "stunned" modifier, or a
        // "Stunned" effect by hand) keeps it from being declared and from acting while it lasts.
        // A golem out of its caster's range "becomes inactive until the spell caster regains
        // control": it is not declared and does not act while it lasts.
        .kept_from_acting = detail::initiative_rounds_kept,
        // A hit entered on the phone is a weapon's: "All non magic weapons do 1/2 damage".
        .take_hit = detail::initiative_rounds_take_hit,
        .stats = detail::kStats,
        .sample_fight = detail::kSample,
        .clock = detail::clock,
        .order_value = detail::order_value,
        .alerts = detail::alerts,
        .card_chips = detail::initiative_rounds_chips,
        .effect_modifiers = detail::kModifiers,
        .effect_presets = detail::kPresets,
        .order_set_by = "minis act in descending order of their initiative values, ties by d100 + level: set the value instead",
    };
    return system;
}

} // namespace rk
