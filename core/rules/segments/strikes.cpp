// Strikes (rules text 003): damage less PROT, criticals and grievous hits, and the stun of a
// single hit that does more damage than the target's CON.
#include <algorithm>

#include "core/model/bounded.hpp"
#include "core/fight/combat.hpp"
#include "core/model/dice.hpp"
#include "core/fight/effects.hpp"
#include "core/rules/segments/segments_detail.hpp"
#include "core/rules/segments/segments_system.hpp"

namespace rk {

namespace {
constexpr int kHumanMaxCon = 25;
constexpr int kLowestHp = -100000;
} // namespace

int protection(const Encounter& e, const Combatant& c) {
    return std::max(0, c.stat("prot") + effect_modifier(e, c.id, "prot"));
}

std::optional<int> stun_threshold(const Combatant& c) {
    auto it = c.stats.find("con");
    if (it == c.stats.end()) return std::nullopt;
    long long con = it->second;   // wide: a stat may be any int (the result saturates)
    // "Add +2 to CON for Large and +4 to CON for Giant creatures"
    con += 2 * std::clamp(c.stat("size"), 0, 2);
    // "Also add 1 to CON for this purpose for every 10 HP (or fraction thereof) above 100."
    if (c.hp && c.hp->max > 100) con += (c.hp->max - 100LL + 9) / 10;
    // The table for CON above human max: 26 -> 27, 27 -> 29, ... 35 -> 45, two more per point.
    if (con > kHumanMaxCon) return bounded(2 * con - kHumanMaxCon);
    return bounded(con);
}

// A stun added by hand from the phone ("Stunned") costs the same as one a hit caused.
bool is_stunned(const Encounter& e, CombatantId id) {
    const Combatant* c = e.find(id);
    return c && has_stun_effect(e, *c);
}

namespace detail {

void stun_if_over(Encounter& e, Combatant& c, int damage_taken) {
    const auto threshold = stun_threshold(c);
    if (!threshold || damage_taken <= *threshold || is_stunned(e, c.id)) return;
    // "If a single hit causes damage greater than your CON, you are stunned for the rest of the round."
    Effect fx;
    fx.name = "Stunned";
    fx.target = c.id;
    fx.unit = DurationUnit::Rounds;
    fx.expiry = Expiry::EndOfRound;
    fx.remaining = fx.total = 1;
    fx.modifiers = {{"stunned", 1}};   // attackers get +10 SC against a stunned target
    fx.formula = "the rest of the round";
    add_effect(e, std::move(fx));
    log(e, c.name + " is stunned for the rest of the round (" + std::to_string(damage_taken) + " damage, more than " +
               std::to_string(*threshold) + ")");
    // "Stunned combatants lose all remaining attacks for the round."
    lose_remaining_actions(e, c, "stunned");
}

namespace {

std::string hit_words(HitKind h) {
    switch (h) {
    case HitKind::Normal: return "";
    case HitKind::Critical: return "critical hit, ";
    case HitKind::Grievous: return "grievous hit, ";
    }
    return "";
}

} // namespace

Refusal handle(Encounter& e, const Strike& a) {
    if (e.ruleset != kSegments)
        return {Why::NotInThisRuleset, "Strikes with PROT and criticals are part of " + std::string(ruleset_name(kSegments)) + ": use Damage"};
    if (e.phase == Phase::Ended) return {Why::Ended, std::string("The encounter has ended")};
    Combatant* t = e.find(a.target);
    if (!t) return unknown_combatant(a.target);
    if (!t->hp) return {Why::NoHitPoints, t->name + " has no hit points in this ruleset"};
    const Combatant* attacker = nullptr;
    if (a.attacker && !(attacker = e.find(*a.attacker))) return unknown_combatant(*a.attacker);
    // Down, stunned, caught by surprise in an ambush, defending, or moved after attacking: no attack.
    if (attacker) {
        if (auto bad = why_no_attack(e, *attacker)) return bad;
    }
    if (a.missile != Missile::None && a.hit == HitKind::Normal)
        return {Why::MissileNotStuck, std::string(a.missile == Missile::Arrow ? "An " : "A ") + std::string(missile_name(a.missile)) +
               " stays in the wound only after a critical or grievous hit"};
    if (a.damage.empty()) return {Why::DamageMissing, std::string("Enter the damage roll, like 1d8+4, or the damage as a number")};
    auto formula = parse_dice(a.damage);
    if (!formula) return formula.refusal();
    auto r = roll(formula.value(), a.roll, e.rng);
    if (!r) return r.refusal();

    const int bonus = attacker ? ambush_bonus(e, attacker->id, t->id).damage : 0;
    const bool critical = a.hit != HitKind::Normal;
    // "A critical hit causes double damage and the target gets no Protection."
    int damage = std::max(0, r.value().total) + bonus;
    if (critical) damage *= 2;
    const int prot = critical ? 0 : protection(e, *t);
    const int taken = std::max(0, damage - prot);
    t->hp->current = std::max(kLowestHp, t->hp->current - take_temp_first(*t->hp, taken));

    std::string line = (attacker ? attacker->name + " strikes " + t->name : "A strike on " + t->name) + ": " + hit_words(a.hit) +
                       r.value().describe(formula.value());
    if (bonus) line += " + " + std::to_string(bonus) + " (ambush)";
    if (critical) line += ", doubled, no PROT";
    else if (prot) line += ", less PROT " + std::to_string(prot);
    line += ": " + std::to_string(taken) + " damage (" + std::to_string(t->hp->current) + "/" + std::to_string(t->hp->max) + ")";
    log(e, line);

    const CombatantId target = t->id;
    if (attacker) surprise_attack_made(e, attacker->id, target);
    successful_attack(e, target, taken);   // a spell being cast is lost; the hit may stun
    t = e.find(target);
    // "A grievous hit ... reduces the target's armor PROT by 1 until the armor is repaired."
    if (a.hit == HitKind::Grievous && protection(e, *t) > 0) {
        Effect fx;
        fx.name = "Armor damaged";
        fx.target = target;
        fx.unit = DurationUnit::UntilRemoved;
        fx.expiry = Expiry::Never;
        fx.modifiers = {{"prot", -1}};
        fx.formula = "until repaired";
        add_effect(e, std::move(fx));
        log(e, t->name + "'s armor loses 1 PROT until it is repaired");
    }
    if (a.missile != Missile::None) stick_missile(e, *t, a.missile, a.hit == HitKind::Grievous);
    return std::nullopt;
}

} // namespace detail
} // namespace rk
