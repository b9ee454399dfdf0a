// Text 001 (the countdown) as the rest of the program sees it.
#include <algorithm>
#include <array>
#include <string_view>

#include "core/rules/countdown/countdown_lasting.hpp"
#include "core/model/actions.hpp"
#include "core/fight/combat.hpp"
#include "core/fight/effects.hpp"
#include "core/rules/countdown/countdown.hpp"
#include "core/rules/countdown/countdown_system.hpp"

namespace rk {
namespace {

// No option for ties: "When this happens, both sides are considered to be acting simultaneously"
// is the rule, not a choice (docs/rules-notes.md).
constexpr std::array<RuleOption, 2> kOptions{{
    {.label = "one initiative die per side",
     .tag = "option-side-initiative",
     .is_on = [](const SchemeSettings& s) { return s.side_initiative; },
     .flip = [](SchemeSettings& s) { s.side_initiative = !s.side_initiative; }},
    {.label = "initiative die from DEX",
     .tag = "option-dex-die",
     .is_on = [](const SchemeSettings& s) { return s.dex_initiative_die; },
     .flip = [](SchemeSettings& s) { s.dex_initiative_die = !s.dex_initiative_die; }},
}};

constexpr std::array kSteps{Step::Surprise, Step::Declaring, Step::RollingInitiative, Step::Acting, Step::Held};

constexpr std::array<std::string_view, 11> kActions{PreviousTurn::kType,  RollInitiative::kType,   FinishDeclarations::kType,
                                                    Hold::kType,          RollSurprise::kType,     RollSideInitiative::kType,
                                                    DeclareAction::kType, SaveVersusDeath::kType,  SubdualHit::kType,
                                                    ExtractMissile::kType, UnarmedBlow::kType};

// What the effect sheet sets: the shared two, the normal damage of a missile left in a wound, and
// a penalty on saves (a flesh wound's -2), which the save versus death reads.
constexpr std::array<ModifierSpec, 4> kModifiers{{{"initiative", "Initiative"},
                                                  {"stunned", "Stunned (1: yes)"},
                                                  {"missile_damage", "Missile's normal damage"},
                                                  {"save", "Saves"}}};

// The text's timed conditions, with their durations as written (rolled with the encounter's dice):
// "stuns the character for 1d3 rounds" (Mighty Blows); "knocked unconscious for 1d4 rounds";
// "a helmet knocked awry might cover a character's eyes until 1d3 rounds are taken to fix it";
// a missile that "leaves it in the wound": until it is pulled out (ExtractMissile), its damage
// set on the stepper; "Merely a flesh wound! Continue fighting with a -2 penalty on attacks and
// saves": until removed (healed), -2 on saves (the save versus death reads it; attacks are the table's).
constexpr std::array<EffectPreset, 5> kPresets{{
    {.name = "Stunned", .duration = "1d3 rounds", .spell = false},
    {.name = "Unconscious", .duration = "1d4 rounds", .spell = false},
    {.name = "Helmet awry", .duration = "1d3 rounds", .spell = false},
    {.name = "Missile in wound", .duration = "until removed", .modifier = "missile_damage", .value = 4, .spell = false},
    {.name = "Flesh wound", .duration = "until removed", .modifier = "save", .value = -2, .spell = false},
}};

// "One roll is made for each attack": how many attacks it makes a round.
// "compared to the target's Armour Class": its AC, kept and shown on its detail.
constexpr std::array<StatQuestion, 3> kStats{{{"dex", "DEX", 10, 1, 25}, {"attacks", "Attacks", 1, 1, 8}, {"ac", "Armour class", 10, 0, 40}}};

constexpr std::string_view kSample = R"([
  {"type": "RenameEncounter", "name": "Crypt of the ghoul"},
  {"type": "AddCombatant", "name": "Fighter", "side": 1, "is_player": true, "level": 2, "hp_max": 16},
  {"type": "AddCombatant", "name": "Magic-user", "side": 1, "is_player": true, "level": 2, "hp_max": 6},
  {"type": "AddCombatant", "name": "Ghoul", "side": 2, "level": 2, "hp_max": 11},
  {"type": "AddCombatant", "name": "Skeleton", "side": 2, "hp_max": 5},
  {"type": "DuplicateCombatant", "id": 4, "count": 1}
])";

// A penalty (or bonus) on saves, as the save versus death rolls it: " -2" (a flesh wound).
std::string save_penalty_text(const Encounter& e, const Combatant& c) {
    const int save = effect_modifier(e, c.id, "save");
    return save == 0 ? std::string() : (save > 0 ? " +" : " ") + std::to_string(save);
}

std::string clock(const Encounter& e) { return e.step == Step::Acting ? "count " + std::to_string(part<CountdownFight>(e).count) : std::string(); }

bool has_effect(const Encounter& e, const Combatant& c, std::string_view name) {
    return std::any_of(e.effects.begin(), e.effects.end(), [&](const Effect& fx) { return fx.target == c.id && fx.name == name; });
}

// Text 001: "stuns the character for 1d3 rounds"; "Anyone who is already stunned will be knocked
// unconscious for 1d4 rounds by the next successful attack". Either costs the turns it lasts.
// A newcomer surprised when it joined loses its turns while the surprise lasts (the surprise step
// plays its own segments).
std::optional<std::string> kept_from_acting(const Encounter& e, const Combatant& c) {
    if (has_effect(e, c, "Unconscious")) return std::string("unconscious");
    if (e.step != Step::Surprise && part<CountdownPart>(c).surprised_segments > 0) return std::string("surprised");
    return kept_by_stun(e, c);
}

// Text 001: a player at 0 hit points or below is down; a monster's lot hangs on its save versus
// death (monster_wounds.cpp): "the critter remains conscious but fights at -2", or it is
// unconscious or dead, and leaves the countdown.
std::optional<std::string> why_out(const Encounter&, const Combatant& c) {
    const std::string at = c.hp ? " at " + std::to_string(c.hp->current) + " hit points" : "";
    // A monster that died stays dead, whatever healing it gets.
    if (!c.is_player && monster_fate(c) == MonsterFate::Dead) return "dead" + at;
    // "knocked unconscious rather than killed" by subdual damage, while the real hit points hold.
    if (knocked_out_by_subdual(c)) return std::string("knocked out by subdual damage");
    if (c.is_player) return down_at_zero_hit_points(c);
    switch (monster_fate(c)) {
    case MonsterFate::SaveDue: return "down" + at + ", a save versus death is due";
    case MonsterFate::Unconscious: return "unconscious" + at;
    case MonsterFate::Dead: return "dead" + at;
    default: return std::nullopt;
    }
}

// What the card shows in red: a monster's lot, the stun or knock-out that costs turns.
std::vector<std::string> alerts(const Encounter& e, const Combatant& c) {
    std::vector<std::string> lines;
    if (!c.is_player) switch (monster_fate(c)) {
        case MonsterFate::FightsAtMinus2: lines.emplace_back("Saved versus death: fights at -2"); break;
        case MonsterFate::SaveDue:
            lines.emplace_back("Save versus death due (d20" + save_penalty_text(e, c) + ", " + std::to_string(death_save_target(c)) + " or more)");
            break;
        case MonsterFate::Unconscious: lines.emplace_back("Unconscious"); break;
        case MonsterFate::Dead: lines.emplace_back("Dead"); break;
        default: break;
        }
    // Text 001: "it is possible for two combatants to kill each other in the same round!"
    if (acts_despite_blow(e, c))
        lines.emplace_back(e.step == Step::Held ? "Struck down: its held action still goes off (simultaneous)"
                                                : "Struck down at count " + std::to_string(part<CountdownFight>(e).count) +
                                                      ": still acts on it (simultaneous)");
    if (has_effect(e, c, "Unconscious")) lines.emplace_back("Unconscious: loses its turns");
    else if (has_stun_effect(e, c)) lines.emplace_back("Stunned: loses its turns");
    if (const int save = effect_modifier(e, c.id, "save"); save != 0)
        lines.emplace_back((save > 0 ? "+" : "") + std::to_string(save) + " on saves" + (c.is_player ? "" : " (the save versus death too)"));
    if (const int subdual = subdual_damage(c); subdual > 0)
        lines.emplace_back("Subdual " + std::to_string(subdual) + (knocked_out_by_subdual(c) ? ": knocked out" : ": out at " + std::to_string(subdual) + " hp"));
    if (const int missile = missile_in_wound(e, c); missile > 0)
        lines.emplace_back("Missile: " + std::to_string(std::max(1, missile / 2)) + " damage a round it fights");
    return lines;
}

// The count it acts on next (a combatant with several attacks has one per attack).
std::string order_value(const Encounter& e, const Combatant& c) {
    const auto n = countdown_count(e, c);
    return n ? std::to_string(*n) : "–";
}

// Text 001: "the number rolled is how many segments the victim is surprised for".
bool is_surprised(const Encounter&, const Combatant& c) { return part<CountdownPart>(c).surprised_segments > 0; }

// Text 001: "Spells and charges are declared before initiative is rolled"; "the number rolled is
// how many segments the victim is surprised for". The card shows both, with what is left of them.
std::vector<CardChip> own_chips(const Encounter& e, const Combatant& c) {
    std::vector<CardChip> chips;
    const CountdownPart& own = part<CountdownPart>(c);
    // A newcomer's surprise is counted in rounds (it joined after the surprise step).
    const bool late = e.step != Step::Surprise && joined_late(e, c);
    const char* unit = late ? (own.surprised_segments == 1 ? " round" : " rounds") : (own.surprised_segments == 1 ? " segment" : " segments");
    if (own.surprised_segments > 0)
        chips.push_back({"Surprised: " + std::to_string(own.surprised_segments) + unit, "surprised", true, "Surprised"});
    if (const auto& d = own.declaration) {
        const std::string what = d->what.empty() ? d->kind : d->what;   // "Sleep", "charge"
        chips.push_back({what + (d->lost ? " lost" : " declared"), "declared", false, what});
    }
    return chips;
}

// Text 001: "Spell-casters must declare that they intend to cast a spell before initiative is
// rolled"; "A charge must be declared before initiative is rolled, just like spellcasting". Each
// combatant's card offers the declaration while the table declares (its form names the spell).
std::vector<Action> every_round(const Encounter& e, const Combatant& c) {
    if (e.step != Step::Declaring) return {};
    return {DeclareAction{.id = c.id, .kind = "spell", .what = {}}};
}

// Who acts simultaneously at this count names nobody hidden.
void for_players(Encounter& view, const std::set<CombatantId>& hidden) {
    if (auto* count = find_part<CountdownFight>(view))
        std::erase_if(count->simultaneous, [&](CombatantId id) { return hidden.count(id) > 0; });
}

// Its order gives each combatant a turn per attack.
constexpr std::string_view kOrderStats[] = {"attacks"};

} // namespace

const RuleSystem& countdown_system() {
    static const RuleSystem system{
        .key = kCountdown.key(),
        .name = "Countdown 10 to 1 (OSR)",
        .choice = "Countdown 10 to 1 (OSR)",
        .rules_text = "001_9b33af6f46041b76.txt",
        .settings = {.tie_rule = TieRule::Simultaneous},
        .options = kOptions,
        .turns = &detail::countdown_scheme(),
        .steps = kSteps,
        .prompts = detail::countdown_prompts,
        .primary = detail::countdown_primary,
        .actions = kActions,
        .every_round = every_round,
        .out_of_fight = why_out,
        .kept_from_acting = kept_from_acting,
        .surprised = is_surprised,
        .take_hit = detail::countdown_take_hit,
        .for_players = for_players,
        .order_stats = kOrderStats,
        .stats = kStats,
        .sample_fight = kSample,
        .clock = clock,
        .order_value = order_value,
        .alerts = alerts,
        .card_chips = own_chips,
        .effect_modifiers = kModifiers,
        .effect_presets = kPresets,
        .order_set_by = "the round is counted down from 10 to 1 and each acts on the count of its initiative: set the initiative instead",
        .lasting = countdown_lasting,
        .rejoin = countdown_rejoin,
        .lasting_words = countdown_lasting_words,
        .recoveries = countdown_recoveries(),
    };
    return system;
}

} // namespace rk
