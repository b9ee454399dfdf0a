// Text 003 (the segment clock) as the rest of the program sees it.
#include <algorithm>
#include <array>
#include <string_view>

#include "core/rules/segments/segments_lasting.hpp"
#include "core/model/actions.hpp"
#include "core/fight/handlers.hpp"
#include "core/fight/combat.hpp"
#include "core/rules/segments/segments.hpp"
#include "core/rules/segments/segments_system.hpp"

namespace rk {
namespace {

constexpr std::array kSteps{Step::Surprise, Step::Declaring, Step::RollingInitiative, Step::Acting};

constexpr std::array<std::string_view, 14> kActions{
    RollInitiative::kType, FinishDeclarations::kType, SpringAmbush::kType,  RollAmbush::kType,
    DeclareAttacks::kType, DeclareSpell::kType,       DeclareDefence::kType, Strike::kType,
    SurpriseAttack::kType, TakeFreeAction::kType,     Retarget::kType,       LoseActions::kType,
    TradeScForDef::kType,  AttackAndMove::kType};

// Text 003: "you are stunned for the rest of the round": one round, this one counting.
constexpr std::array<EffectPreset, 1> kPresets{{{.name = "Stunned", .duration = "1 round", .spell = false}}};

// "subtract target's DEF (defense)": the DEF that defence.cpp reads, beside PROT.
constexpr std::array<StatQuestion, 5> kStats{{{"initiative_modifier", "Initiative modifier", 0, -10, 10},
                                              {"def", "DEF", 0, 0, 200},
                                              {"con", "CON", 10, 1, 25},
                                              {"prot", "PROT", 0, 0, 20},
                                              {"per", "PER", 10, 1, 25}}};

constexpr std::string_view kSample = R"([
  {"type": "RenameEncounter", "name": "Boarding the hammership"},
  {"type": "AddCombatant", "name": "Aria", "side": 1, "is_player": true, "level": 3, "hp_max": 30},
  {"type": "AddCombatant", "name": "Merlin", "side": 1, "is_player": true, "level": 3, "hp_max": 18},
  {"type": "AddCombatant", "name": "Ogre", "side": 2, "level": 4, "hp_max": 60},
  {"type": "AddCombatant", "name": "Goblin", "side": 2, "hp_max": 12},
  {"type": "SetStat", "id": 1, "key": "initiative_modifier", "value": 2}, {"type": "SetStat", "id": 1, "key": "con", "value": 14},
  {"type": "SetStat", "id": 1, "key": "prot", "value": 3}, {"type": "SetStat", "id": 2, "key": "initiative_modifier", "value": 1},
  {"type": "SetStat", "id": 2, "key": "con", "value": 10}, {"type": "SetStat", "id": 3, "key": "con", "value": 18},
  {"type": "SetStat", "id": 3, "key": "prot", "value": 2}, {"type": "SetStat", "id": 4, "key": "initiative_modifier", "value": 3},
  {"type": "SetStat", "id": 4, "key": "con", "value": 10}, {"type": "SetStat", "id": 4, "key": "prot", "value": 1}
])";

// The clock only runs between the highest segment and the last one.
Refusal check(const Encounter& e) {
    if (e.phase == Phase::Running && e.step == Step::Acting && (part<SegmentsFight>(e).segment < kLastSegment || part<SegmentsFight>(e).segment > kHighestSegment))
        return {Why::Inconsistent, "the segment clock stands outside -5 to " + std::to_string(kHighestSegment)};
    return std::nullopt;
}

// Text 003: the wound modifier applies to every roll the combatant makes; a stun costs its attacks;
// a full or desperate defence holds for the round, as does the one free action.
std::vector<std::string> alerts(const Encounter& e, const Combatant& c) {
    std::vector<std::string> lines;
    if (const int wound = wound_modifier(c); wound != 0)
        lines.push_back(std::string(wound_state(c)) + " " + std::to_string(wound) + " to all rolls");
    if (is_stunned(e, c.id)) lines.emplace_back("Stunned");
    const RoundPlan& plan = part<SegmentsPart>(c).plan;
    if (plan.defence > 0)
        lines.push_back(std::string(plan.desperate ? "Desperate" : "Full") + " defence: DEF " + std::to_string(defence(e, c)));
    if (plan.free_actions > 0) lines.emplace_back("Free action used");
    // Careful Aim: "+15 bonus to his SC", "anyone attacking him gets the +10 Target Stationary bonus"
    if (plan.careful_aim) lines.emplace_back("Careful aim: +15 SC; attackers +10");
    if (plan.half_round == HalfRound::ReadyShield) lines.emplace_back("Readying a shield: half its attacks");
    if (plan.half_round == HalfRound::DrinkPotion) lines.emplace_back("Drinking a potion: half its attacks");
    if (plan.half_round == HalfRound::DrinkPotionMoving) lines.emplace_back("Drinking a potion: half its movement");
    // "A combatant can sacrifice SC to improve DEF on a 2 for 1 basis."
    if (plan.sc_traded > 0)
        lines.push_back("SC -" + std::to_string(plan.sc_traded) + " for DEF +" + std::to_string(plan.def_traded) + ": DEF " + std::to_string(defence(e, c)));
    // "No attacks can be made after movement in an Attack and Move scenario."
    if (plan.moving)
        lines.push_back(plan.moves_from ? "Moves from segment " + std::to_string(*plan.moves_from) + ": no more attacks" : std::string("Cannot move this round"));
    // "The caster gains no bonus to their DEF from DEX, Defense skill or Shield skill while casting."
    if (is_casting(e, c)) lines.push_back("Casting: no DEX, Defence or Shield DEF (DEF " + std::to_string(defence(e, c)) + ")");
    else if (plan.careful_aim && def_bonuses_lost(e, c) > 0) lines.push_back("Aiming: no DEX or Defence DEF (DEF " + std::to_string(defence(e, c)) + ")");
    // "Attackers get a +10 to their Strike Chance (SC) for every person above one attacking a target."
    if (e.phase == Phase::Running)
        if (const int n = attackers_of(e, c.id); n > 1)
            lines.push_back(std::to_string(n) + " attacking it: +" + std::to_string(gang_up_sc(n)) + " SC each");
    return lines;
}

// Text 003 does not define 0 hit points; the setting's parent game reads 0 or below as down
// (docs/rules-notes.md): no attacks, no initiative, no turns.
std::optional<std::string> why_out(const Encounter&, const Combatant& c) { return down_at_zero_hit_points(c); }

// Text 003: stunned for the rest of the round when one hit's damage exceeds CON.
bool is_stunned_now(const Encounter& e, const Combatant& c) { return is_stunned(e, c.id); }

// Text 003: the victims of a sprung ambush in its free attack round.
bool is_surprised(const Encounter& e, const Combatant& c) {
    if (!part<SegmentsFight>(e).surprise_round || part<SegmentsPart>(c).ambusher) return false;
    return std::any_of(e.combatants.begin(), e.combatants.end(),
                       [&](const Combatant& other) { return part<SegmentsPart>(other).ambusher && other.side != c.side; });
}

// Text 003: "Subtract your protection (PROT) from any damage taken and subtract the remainder
// from your hit point total." A critical hit ignores PROT: the table enters it as a Strike.
Refusal take_hit(Encounter& e, Combatant& c, int amount) { return hit_less(e, c, amount, protection(e, c), "PROT"); }

// Text 003: each attack and spell declared for the round, on the segment it goes off ("Attack 2:
// segment 7", "Bolt of Energy: casting from 9, off on 3"), or why it was lost.
// The declared target is named ("I attack the ogre with my longsword"): "Attack 1 on Ogre declared".
std::vector<CardChip> own_chips(const Encounter& e, const Combatant& c) {
    std::vector<CardChip> chips;
    for (const SegmentAction& a : part<SegmentsPart>(c).plan.actions) {
        if (a.done) continue;
        std::string text = a.spell.empty() ? "Attack " + std::to_string(a.number) : a.spell;
        const std::string brief = text;   // "Attack 2", "Bolt of Energy"
        if (const Combatant* target = a.target ? e.find(*a.target) : nullptr) text += " on " + target->name;
        if (!a.lost.empty()) text += " lost (" + a.lost + ")";
        else if (a.next_round) text += ": next round";
        else if (!a.start) text += " declared";
        else if (a.spell.empty()) text += ": segment " + std::to_string(*a.start);
        else text += ": casting from " + std::to_string(*a.start) + ", off on " + std::to_string(goes_off_segment(a));
        chips.push_back({std::move(text), "declared-" + std::to_string(a.number), false, brief});
    }
    return chips;
}

// Text 003: "casting starts on the initiative count and goes off casting time segments later";
// "If a spell caster is hit with an attack while casting a spell, the spell might be interrupted":
// the "Casting" effect is gone because the spell went off or was lost, and the table hears which.
std::string effect_ended(const Encounter& now, const Effect& fx) {
    constexpr std::string_view kCasting = "Casting ";
    if (fx.name.rfind(kCasting, 0) != 0 || !fx.target || fx.source != fx.target) return {};
    const Combatant* caster = now.find(*fx.target);
    if (!caster) return {};
    const std::string spell = fx.name.substr(kCasting.size());
    const std::string whose = caster->name + "'s " + spell;
    for (const SegmentAction& a : part<SegmentsPart>(*caster).plan.actions) {
        if (a.spell != spell) continue;
        if (!a.lost.empty()) return whose + " is lost (" + a.lost + ").";
        if (a.done) return whose + " has gone off.";
        // Its casting time ran out as the clock reached the segment it goes off on.
        if (a.start && !a.next_round && goes_off_segment(a) == part<SegmentsFight>(now).segment) return whose + " goes off.";
    }
    return caster->name + " is no longer casting " + spell + ".";
}

// Text 003: "the GM will resolve the round in initiative order": the number on a row is the
// segment its next action goes off on (a spell's, casting time after it begins), which is what
// the order goes by (segment_clock.cpp's order); "–" before the rolls and once nothing is left.
std::string order_value(const Encounter&, const Combatant& c) {
    std::optional<int> next;
    for (const SegmentAction& a : part<SegmentsPart>(c).plan.actions)
        if (a.start && !a.done && a.lost.empty() && !a.next_round && (!next || goes_off_segment(a) > *next)) next = goes_off_segment(a);
    return next ? std::to_string(*next) : "–";
}

// Text 003: "At the beginning of the round, the GM will call for action declarations. Some
// examples include, "I attack the ogre with my longsword," ... or "I cast a Bolt of Energy at
// the demon."": each card offers declaring its attacks or a spell while the table declares.
std::vector<Action> every_round(const Encounter& e, const Combatant& c) {
    if (e.step != Step::Declaring) return {};
    return {DeclareAttacks{.id = c.id}, DeclareSpell{.id = c.id}};
}

// What the players see of the segment clock: when each declared action comes (the order goes
// by it), but an NPC's target and spell stay the game master's until they happen; nothing
// points at a hidden combatant, nor at a casting the view does not hold.
void for_players(Encounter& view, const std::set<CombatantId>& hidden) {
    for (auto& c : view.combatants) {
        auto* segments = find_part<SegmentsPart>(c);
        if (!segments) continue;
        for (auto& planned : segments->plan.actions) {
            if (!c.is_player) {
                planned.target.reset();
                if (!planned.spell.empty()) planned.spell = "a spell";
            }
            if (planned.target && hidden.count(*planned.target)) planned.target.reset();
            if (planned.casting_effect && !view.find_effect(*planned.casting_effect)) planned.casting_effect.reset();
        }
    }
}

// Its order reads the initiative modifier, DEX (combining) and the number of attacks.
constexpr std::string_view kOrderStats[] = {"initiative_modifier", "dex", "attacks"};

// What any saved state must hold true of text 003's parts, in any fight: declared actions and the
// ambush's PER results.
Refusal check_parts(const Encounter& e) {
    for (const auto& c : e.combatants) {
        const std::optional<int>& per = part<SegmentsPart>(c).ambush_per;
        if (per && (*per < 1 || *per > 5)) return {Why::Inconsistent, c.name + " has a PER result outside 1x to 5x"};
        for (const auto& a : part<SegmentsPart>(c).plan.actions) {
            if (a.number < 1 || a.casting_time < 0) return {Why::Inconsistent, c.name + " has a declared action with a bad number or casting time"};
            if (a.done && !a.lost.empty()) return {Why::Inconsistent, c.name + " has an action both resolved and lost"};
            if (a.next_round && a.start) return {Why::Inconsistent, c.name + " has a spell both under way and put off to the next round"};
        }
    }
    return std::nullopt;
}

} // namespace

const RuleSystem& segments_system() {
    static const RuleSystem system{
        .key = kSegments.key(),
        .name = "Segments (Spelljammer)",
        .choice = "Segments (Spelljammer)",
        .rules_text = "003_abb45db44eb0a0ba.txt",
        .turns = &detail::segments_scheme(),
        .steps = kSteps,
        .prompts = detail::segments_prompts,
        .primary = detail::segments_primary,
        .actions = kActions,
        .every_round = every_round,
        .check = check,
        .any_fight_check = check_parts,
        .out_of_fight = why_out,
        // "Stunned combatants lose all remaining attacks for the round."
        .kept_from_acting = kept_by_stun,
        .stunned = is_stunned_now,
        .surprised = is_surprised,
        .take_hit = take_hit,
        .for_players = for_players,
        .order_stats = kOrderStats,
        .stats = kStats,
        .sample_fight = kSample,
        .order_value = order_value,
        .alerts = alerts,
        .card_chips = own_chips,
        .effect_ended = effect_ended,
        .effect_presets = kPresets,
        .order_set_by = "each attack goes on the segment its initiative sets: set the initiative instead",
        .lasting = segments_lasting,
        .recoveries = segments_recoveries(),
    };
    return system;
}

} // namespace rk
