// Defending (rules text 003): full and desperate defence declared for the round, the DEF an
// attack meets (surprise halves it or leaves only magic), the roll an attack needs, and the one
// free action per round.
#include <algorithm>

#include "core/model/bounded.hpp"
#include "core/fight/combat.hpp"
#include "core/fight/effects.hpp"
#include "core/rules/segments/segments_detail.hpp"
#include "core/rules/segments/segments_system.hpp"

namespace rk {

namespace {
constexpr int kMostRank = 100;
constexpr size_t kMaxWhat = 40;
constexpr int kAlwaysHits = 3;    // "03 is always a hit"
constexpr int kAlwaysMisses = 96; // "96-100 is always a miss"
} // namespace

int defending_bonus(int rank, bool desperate) {
    // "(weapon rank x 2.5; round up)" plus "+5" (full) or "+20" (desperate)
    return (rank * 5 + 1) / 2 + (desperate ? 20 : 5);
}

int normal_defence(const Encounter& e, const Combatant& c) {
    return bounded(std::int64_t{c.stat("def")} + effect_modifier(e, c.id, "def") - def_bonuses_lost(e, c));
}

int defence(const Encounter& e, const Combatant& c) {
    const RoundPlan& plan = part<SegmentsPart>(c).plan;
    // "A combatant can sacrifice SC to improve DEF on a 2 for 1 basis."
    return bounded(std::int64_t{normal_defence(e, c)} + plan.defence + plan.def_traded);
}

int defence_against(const Encounter& e, const Combatant& target, CombatantId attacker) {
    for (const Effect& fx : e.effects) {
        if (fx.target != attacker || fx.source != target.id) continue;
        auto it = fx.modifiers.find("surprise_sc");
        if (it == fx.modifiers.end()) continue;
        // "Out of Combat: +25 and target gets only magical DEF that is "always on""
        if (it->second >= surprise_sc(SurpriseKind::OutOfCombat)) return target.stat("magic_def");
        // "In Combat: +10 and target gets half normal DEF"
        return normal_defence(e, target) / 2;
    }
    return defence(e, target);
}

std::optional<int> roll_needed(const Encounter& e, const Combatant& attacker, const Combatant& target) {
    if (!attacker.stats.count("sc")) return std::nullopt;
    long long sc = attacker.stat("sc");
    sc += wound_modifier(attacker);                            // "Wound modifiers apply to all actions"
    sc += ambush_bonus(e, attacker.id, target.id).sc;          // ambush and surprise
    if (is_stunned(e, target.id)) sc += 10;                    // "Attacker gets a +10 to SC to hit a stunned target."
    const RoundPlan& plan = part<SegmentsPart>(attacker).plan;
    if (plan.movement == Movement::Run) sc -= 25;              // "-25 Strike Chance"
    sc -= plan.sc_traded;                                      // "if you want to drop your SC by 20, you can improve your DEF by 10"
    if (plan.careful_aim) sc += 15;                            // "he gets a +15 bonus to his SC"
    // "Note that anyone attacking him gets the +10 Target Stationary bonus."
    if (part<SegmentsPart>(target).plan.careful_aim) sc += 10;
    // "Attackers get a +10 to their Strike Chance (SC) for every person above one attacking a target."
    sc += gang_up_sc(attackers_of(e, target.id, attacker.id));
    // "take SC (strike chance), subtract target's DEF (defense) and roll that number or less to hit"
    const long long needed = sc - defence_against(e, target, attacker.id);
    return static_cast<int>(std::clamp<long long>(needed, kAlwaysHits, kAlwaysMisses - 1));
}

namespace detail {

Refusal handle(Encounter& e, const DeclareDefence& a) {
    if (e.ruleset != kSegments)
        return {Why::NotInThisRuleset, "Full and desperate defence are part of " + std::string(ruleset_name(kSegments))};
    if (auto bad = require_running(e)) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (auto bad = check_declaring(e, *c, std::nullopt)) return bad;
    if (a.rank < 0 || a.rank > kMostRank) return {Why::RankOutOfRange, std::string("A weapon rank goes from 0 to 100")};
    give_up_carried_spell(e, *c);
    // "must be declared at the beginning of the round": no attacks, the bonus for the round.
    RoundPlan plan;
    plan.declared = true;
    plan.defence = defending_bonus(a.rank, a.desperate);
    plan.desperate = a.desperate;
    part<SegmentsPart>(*c).plan = std::move(plan);
    log(e, c->name + (a.desperate ? " defends desperately: DEF +" : " defends fully: DEF +") + std::to_string(defending_bonus(a.rank, a.desperate)) +
               (a.desperate ? ", no other action; attackers can force it 10 ft" : ", no attacks") + " this round");
    return std::nullopt;
}

Refusal handle(Encounter& e, const TakeFreeAction& a) {
    if (e.ruleset != kSegments)
        return {Why::NotInThisRuleset, "Free actions on the segment clock are part of " + std::string(ruleset_name(kSegments))};
    if (auto bad = require_running(e)) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (a.what.size() > kMaxWhat) return {Why::ReasonTooLong, "Say it in at most " + std::to_string(kMaxWhat) + " bytes"};
    if (e.step != Step::RollingInitiative && e.step != Step::Acting)
        return {Why::WrongStep, std::string("A free action is taken once the declarations are made")};
    if (auto why = out_of_fight(e, *c)) return {Why::OutOfFight, c->name + " is out of the fight (" + *why + ")"};
    if (is_stunned(e, c->id)) return {Why::Stunned, c->name + " is stunned this round"};
    // The ambush: a victim caught by surprise takes no action in the attackers' free attack round.
    if (surprise_round_limit(e, *c) == 0) return {Why::Surprised, c->name + " is caught by surprise and cannot act in the surprise round"};
    RoundPlan& plan = part<SegmentsPart>(*c).plan;
    // "the character can take no other actions during the round except to desperately defend"
    if (plan.desperate) return {Why::Defending, c->name + " is defending desperately: no other action this round"};
    const std::string what = a.what.empty() ? "a free action" : a.what;
    if (plan.free_actions == 0) {
        ++plan.free_actions;
        log(e, c->name + " takes a free action: " + what);
        return std::nullopt;
    }
    // "Only one Free Action can be taken per round. If an additional Free Action is desired, the
    // character must use a regular action."
    if (lose_remaining_actions(e, *c, "used for " + what, 1) == 0)
        return {Why::NoActions, c->name + " has had its free action and has no action left to use for another"};
    ++plan.free_actions;
    return std::nullopt;
}

} // namespace detail
} // namespace rk
