// Combining actions and melee modifiers (rules text 003): who may attack at all, Careful Aim, a
// shield readied or a potion drunk in half a round, attack and move, the gang-up bonus of
// several attackers on one target, SC traded for DEF, and the DEF bonuses a caster goes without.
#include <algorithm>
#include <set>

#include "core/fight/combat.hpp"
#include "core/model/dice.hpp"
#include "core/rules/segments/segments_detail.hpp"
#include "core/rules/segments/segments_system.hpp"

namespace rk {

namespace {
constexpr int kMostRank = 100;
constexpr int kGangUpStep = 10;   // "+10 to their Strike Chance (SC) for every person above one"
} // namespace

int attacks_kept(int attacks, Movement m, WeaponHandling w, HalfRound half, bool careful_aim) {
    int kept = attacks_kept(attacks, m, w);
    // Ready Shield: "Lose half your attacks, rounded up (i.e., if you normally get 3 attacks per
    // round, you get only 1; if you normally only get 1 attack, you lose it)."
    // Drink Potion: "Lose half your attacks (round up - if you normally get 3 attacks per round,
    // you get only 1) or half your movement."
    if (half == HalfRound::ReadyShield || half == HalfRound::DrinkPotion) kept /= 2;
    // Careful Aim: "It takes one combat action to take Careful Aim. As such, the attacker loses
    // one attack for the round."
    if (careful_aim) kept -= 1;
    return std::max(0, kept);
}

int attackers_of(const Encounter& e, CombatantId target, std::optional<CombatantId> attacker) {
    std::set<CombatantId> who;
    if (attacker && *attacker != target) who.insert(*attacker);
    for (const Combatant& c : e.combatants) {
        if (c.id == target || !in_the_fight(e, c)) continue;
        const auto& actions = part<SegmentsPart>(c).plan.actions;
        if (std::any_of(actions.begin(), actions.end(), [&](const SegmentAction& a) {
                return a.spell.empty() && a.target == target && a.lost.empty() && !a.next_round;
            }))
            who.insert(c.id);
    }
    return static_cast<int>(who.size());
}

int gang_up_sc(int attackers) { return kGangUpStep * std::max(0, attackers - 1); }

bool is_casting(const Encounter& e, const Combatant& c) {
    if (e.ruleset != kSegments) return false;
    const auto& actions = part<SegmentsPart>(c).plan.actions;
    return std::any_of(actions.begin(), actions.end(),
                       [](const SegmentAction& a) { return !a.spell.empty() && a.casting_effect && detail::is_pending(a); });
}

int def_bonuses_lost(const Encounter& e, const Combatant& c) {
    const auto bonus = [&](const char* key) { return std::max(0, c.stat(key)); };
    // "The caster gains no bonus to their DEF from DEX, Defense skill or Shield skill while casting."
    if (is_casting(e, c)) return bonus("def_dex") + bonus("def_skill") + bonus("def_shield");
    // Careful Aim: "The attacker also loses Defense bonuses for DEX or Defense skill."
    if (part<SegmentsPart>(c).plan.careful_aim) return bonus("def_dex") + bonus("def_skill");
    return 0;
}

Refusal why_no_attack(const Encounter& e, const Combatant& attacker) {
    if (auto why = out_of_fight(e, attacker)) return {Why::OutOfFight, attacker.name + " is out of the fight (" + *why + ")"};
    // "Stunned combatants lose all remaining attacks for the round."
    if (is_stunned(e, attacker.id)) return {Why::Stunned, attacker.name + " is stunned: it has lost all its remaining attacks this round"};
    // The ambush: a victim caught by surprise does not act in the attackers' free attack round.
    if (detail::surprise_round_limit(e, attacker) == 0)
        return {Why::Surprised, attacker.name + " is caught by surprise and cannot act in the surprise round"};
    const RoundPlan& plan = part<SegmentsPart>(attacker).plan;
    // Full Defense: "The combatant cannot attack during the round"
    if (plan.defence > 0) return {Why::Defending, attacker.name + " is defending this round and cannot attack"};
    // "No attacks can be made after movement in an Attack and Move scenario."
    if (plan.moving && plan.moves_from) {
        const auto now = current_segment(e);
        if (!now || *now <= *plan.moves_from)
            return {Why::MovedAfterAttacking, attacker.name + " has moved after attacking: no attacks can be made after movement"};
    }
    return std::nullopt;
}

namespace detail {

Refusal handle(Encounter& e, const TradeScForDef& a) {
    if (e.ruleset != kSegments)
        return {Why::NotInThisRuleset, "Trading SC for DEF is part of " + std::string(ruleset_name(kSegments))};
    if (auto bad = require_running(e)) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    // "This decision must be made at the beginning of the round."
    if (auto bad = check_declaring(e, *c, std::nullopt)) return bad;
    if (a.rank < 0 || a.rank > kMostRank) return {Why::RankOutOfRange, std::string("A weapon rank goes from 0 to 100")};
    // "The maximum SC you can sacrifice is equal to weapon rank x 5."
    if (a.sc < 0 || a.sc > a.rank * 5)
        return {Why::SacrificeOutOfRange, "With weapon rank " + std::to_string(a.rank) + " at most " + std::to_string(a.rank * 5) +
                                              " SC can be given up (weapon rank x 5)"};
    RoundPlan& plan = part<SegmentsPart>(*c).plan;
    if (plan.defence > 0) return {Why::Defending, c->name + " defends fully this round: it already has the most Defending gives"};
    // "on a 2 for 1 basis ... Note that all fractions round down."
    plan.sc_traded = a.sc;
    plan.def_traded = a.sc / 2;
    if (a.sc == 0) log(e, c->name + " keeps its full SC this round");
    else log(e, c->name + " gives up " + std::to_string(a.sc) + " SC for +" + std::to_string(plan.def_traded) + " DEF this round");
    return std::nullopt;
}

Refusal handle(Encounter& e, const AttackAndMove& a) {
    if (e.ruleset != kSegments)
        return {Why::NotInThisRuleset, "Attack and move is part of " + std::string(ruleset_name(kSegments))};
    if (auto bad = require_running(e)) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (e.step != Step::Acting) return {Why::WrongStep, std::string("A combatant moves after its attacks while the segment clock runs")};
    if (auto why = out_of_fight(e, *c)) return {Why::OutOfFight, c->name + " is out of the fight (" + *why + ")"};
    if (is_stunned(e, c->id)) return {Why::Stunned, c->name + " is stunned this round"};
    RoundPlan& plan = part<SegmentsPart>(*c).plan;
    if (plan.moving) return {Why::AlreadyMoving, c->name + " is already moving after its attacks this round"};
    if (plan.movement == Movement::NoMovement)
        return {Why::CannotMove, c->name + " declared no movement: forced to move, it loses its remaining actions (Lose actions)"};
    if (plan.movement == Movement::HalfMove || plan.movement == Movement::Run)
        return {Why::CannotMove, c->name + " moved before attacking this round"};
    // The attack being resolved now is its last one.
    if (e.acting == c->id) {
        SegmentAction* now = nullptr;
        for (SegmentAction& x : plan.actions)
            if (x.spell.empty() && is_pending(x) && goes_off(x) >= part<SegmentsFight>(e).segment && (!now || goes_off(x) > goes_off(*now)))
                now = &x;
        if (now) now->done = true;
    }
    std::optional<int> last;
    for (const SegmentAction& x : plan.actions)
        if (x.spell.empty() && x.done && (!last || goes_off(x) < *last)) last = goes_off(x);
    if (!last) return {Why::NoAttackYet, c->name + " has made no attack yet this round: attack and move comes after an attack"};

    std::optional<int> from;
    std::string how;
    if (*last > kMovementFirstSegment) {
        // "If the last attack occurred prior to initiative 10, you can move up to half of your TMR
        // beginning on initiative 10 (move 1/20th of your base TMR each segment)."
        if (a.roll.entered()) return {Why::NoRollDue, c->name + "'s last attack came before 10: it moves from 10 without a DEX roll"};
        from = kMovementFirstSegment;
        how = "last attack on " + std::to_string(*last) + ", before movement";
    } else if (*last <= kMovementLastSegment) {
        // "No movement occurs after segment 1"
        if (a.roll.entered()) return {Why::NoRollDue, c->name + "'s last attack came after movement: no DEX roll can help"};
        how = "last attack on " + std::to_string(*last) + ", no movement occurs after segment 1";
    } else {
        // "If your last attack occurred between initiative 2 and 10 make a DEX roll and compare to the following table"
        const int dex = c->stat("dex");
        if (dex < 1) return {Why::StatMissing, "Set " + c->name + "'s DEX first (the \"dex\" stat)"};
        const DiceFormula d100{1, 100, 0};
        auto r = roll(d100, a.roll, e.rng);
        if (!r) return r.refusal();
        // "Wound modifiers apply to all actions including cast chances, skill rolls and attack rolls."
        const int wound = wound_modifier(*c);
        const int multiple = per_result(r.value().total - wound, dex);
        how = "DEX roll " + r.value().describe(d100) + (wound ? " (" + std::to_string(wound) + " wounded)" : "") + " against DEX " +
              std::to_string(dex) + ": " + (multiple == 5 ? std::string("5x or worse") : std::to_string(multiple) + "x");
        // "5x DEX roll or worse - cannot move this round."; "Nx DEX roll - Move 1/20th of your TMR
        // each segment beginning N segments after your last attack."
        if (multiple < 5 && *last - multiple >= kMovementLastSegment) from = *last - multiple;
    }
    // "No attacks can be made after movement in an Attack and Move scenario."
    lose_remaining_actions(e, *c, "moves after attacking");
    plan.moving = true;
    plan.moves_from = from;
    if (from)
        log(e, c->name + " moves after attacking (" + how + "): from segment " + std::to_string(*from) +
                   ", 1/20th of its TMR a segment, no more attacks this round");
    else
        log(e, c->name + " cannot move this round (" + how + ")");
    return std::nullopt;
}

} // namespace detail
} // namespace rk
