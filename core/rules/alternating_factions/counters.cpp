// Rules text 004: non-lethal attacks (disarm, shove, grapple: a STR save or the effect) and
// counters, where two attacks meet and the text says which is resolved first.
#include <algorithm>

#include "core/fight/combat.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/alternating_factions/factions.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"

namespace rk::detail {
namespace {

constexpr std::string_view kNonLethal[] = {"disarm", "shove", "grapple"};
constexpr std::string_view kDamage = "damage";
const DiceFormula kShoveDamage{1, 4, 0};   // "Larger characters shoving a smaller one inflict d4 direct damage"

bool non_lethal(std::string_view kind) { return std::find(std::begin(kNonLethal), std::end(kNonLethal), kind) != std::end(kNonLethal); }

Refusal check_kind(const std::string& kind, bool damage_ok) {
    if (non_lethal(kind) || (damage_ok && kind == kDamage)) return std::nullopt;
    return {Why::BadNonLethal, "\"" + kind + "\" is not " + (damage_ok ? "damage, " : "") + "disarm, shove or grapple"};
}

Refusal require_factions(const Encounter& e, const char* what) {
    if (e.ruleset != kAlternatingFactions)
        return {Why::NotInThisRuleset, std::string(what) + " is not part of " + std::string(ruleset_name(e.ruleset))};
    return require_running(e);
}

// "Larger characters can't be disarmed, shoved, or grabbed by smaller characters." Size is the
// "size" stat (0 when unset), one step per size category.
Refusal check_sizes(const Combatant& attacker, const Combatant& target) {
    if (attacker.stat("size") < target.stat("size"))
        return {Why::TooSmall, target.name + " is larger than " + attacker.name + ": it cannot be disarmed, shoved or grabbed by it"};
    return std::nullopt;
}

// The target's STR save against a non-lethal attack, or the effect when it fails; nothing when
// either has left the fight first ("Since Theobald is still standing, the bandit must now attempt a
// STR save").
Refusal resolve_non_lethal(Encounter& e, CombatantId attacker_id, CombatantId target_id, const std::string& kind, const RollInput& input) {
    const Combatant& attacker = *e.find(attacker_id);
    const Combatant& target = *e.find(target_id);
    if (out_of_fight(e, attacker) || out_of_fight(e, target)) {
        log(e, attacker.name + "'s " + kind + " comes to nothing: " + (out_of_fight(e, attacker) ? attacker.name : target.name) + " is down");
        return std::nullopt;
    }
    std::string line = attacker.name + " tries to " + kind + " " + target.name;
    if (attacker.stat("size") > target.stat("size")) {
        // "Smaller characters can't resist with a STR save when a larger character disarms, shoves, or grabs them"
        line += ": " + target.name + " is smaller and cannot resist";
        if (kind == "shove" && target.hp) {
            auto r = roll(kShoveDamage, input, e.rng);
            if (!r) return r.refusal();
            e.find(target_id)->hp->current -= take_temp_first(*e.find(target_id)->hp, r.value().total);
            line += "; the shove does " + r.value().describe(kShoveDamage) + " direct damage";
        }
    } else {
        auto save = save_against(e, target, "str", input);
        if (!save) return save.refusal();
        if (save.value().passed) {
            log(e, line + " (STR save " + save.value().text + "): passed, no effect");
            return std::nullopt;
        }
        line += " (STR save " + save.value().text + "): failed";
    }
    if (kind == "grapple") {
        if (!has_condition(e, target_id, condition::kGrabbed)) add_condition(e, target_id, condition::kGrabbed, attacker_id);
        line += ", " + target.name + " is grabbed";
    } else if (kind == "disarm") {
        line += ", " + target.name + " drops a weapon " + attacker.name + " chooses";
    } else {
        line += ", " + attacker.name + " may push " + target.name + " half a zone";
    }
    log(e, line);
    return std::nullopt;
}

// The table says the first hit did critical damage (the text's rule for it is elsewhere).
void incapacitated_by_hit(Encounter& e, CombatantId id) {
    if (has_condition(e, id, condition::kIncapacitated)) return;
    add_condition(e, id, condition::kIncapacitated);
    log(e, e.find(id)->name + " is incapacitated by the hit");
}

// "The grabbing character can keep hold while moving together with the grabbed character,
// attempting to disarm them, hiding behind them as reaction to an attack, or attacking with a
// one-handed weapon or an unarmed attack. Any other action frees the grabbed character."
void holder_attacks(Encounter& e, CombatantId by, CombatantId on, const std::string& kind, const std::string& weapon) {
    if (kind == kDamage) {
        const Combatant* c = e.find(by);
        const FactionsPart* own = c ? find_part<FactionsPart>(*c) : nullptr;
        if (!own) return;
        for (const Gear& g : own->gear)
            if (g.name == weapon && g.great)
                let_go_unless(e, by, "attacks with a great weapon (" + g.name + ")", [](CombatantId) { return false; });
        return;
    }
    if (kind == "disarm") {
        let_go_unless(e, by, "tries to disarm someone else", [on](CombatantId held) { return held == on; });
        return;
    }
    let_go_unless(e, by, "tries to " + kind, [](CombatantId) { return false; });
}

Result<Blow> blow_of(Encounter& e, CombatantId by, CombatantId on, const std::string& kind, const std::string& weapon, const RollInput& roll) {
    if (kind != kDamage) return Result<Blow>::ok({});   // non-lethal: no damage
    return roll_blow(e, Attack{by, on, weapon, roll});
}

} // namespace

// Text 004: "Non-lethal attacks don't inflict damage, but instead force the target to pass a save or suffer negative consequences."
Refusal handle(Encounter& e, const NonLethalAttack& a) {
    if (auto bad = require_factions(e, "A non-lethal attack")) return bad;
    const Combatant* attacker = e.find(a.attacker);
    if (!attacker) return unknown_combatant(a.attacker);
    const Combatant* target = e.find(a.target);
    if (!target) return unknown_combatant(a.target);
    if (a.attacker == a.target) return {Why::TargetsItself, attacker->name + " cannot attack itself"};
    if (auto bad = check_kind(a.kind, false)) return bad;
    if (auto out = out_of_fight(e, *attacker)) return {Why::OutOfFight, attacker->name + " is out of the fight (" + *out + ")"};
    if (auto bad = cannot_act(e, *attacker)) return bad;
    if (auto bad = check_sizes(*attacker, *target)) return bad;
    holder_attacks(e, a.attacker, a.target, a.kind, "");
    return resolve_non_lethal(e, a.attacker, a.target, a.kind, a.roll);
}

// Text 004: "Counter. Perform a suitable attack against the attacker. Both characters roll for
// damage at the same time. Whoever suffers the most damage, after reductions, is hit first. In
// case of a tie both characters are hit at the same time." "If a normal attack is countered by a
// non-lethal attack, or viceversa, the non-lethal attack is resolved last. If a non-lethal attack
// is countered by a non-lethal attack, the counter is resolved last."
Refusal handle(Encounter& e, const CounterAttack& a) {
    if (auto bad = require_factions(e, "A counter")) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    const Combatant* against = e.find(a.against);
    if (!against) return unknown_combatant(a.against);
    if (a.id == a.against) return {Why::TargetsItself, c->name + " cannot counter itself"};
    if (auto bad = check_kind(a.attack, true)) return bad;
    if (auto bad = check_kind(a.counter, true)) return bad;
    if (non_lethal(a.attack))
        if (auto bad = check_sizes(*against, *c)) return bad;
    if (non_lethal(a.counter))
        if (auto bad = check_sizes(*c, *against)) return bad;
    // "Both characters roll for damage at the same time": both blows are rolled before either lands.
    auto attack = blow_of(e, a.against, a.id, a.attack, a.attack_weapon, a.attack_roll);
    if (!attack) return attack.refusal();
    auto counter = blow_of(e, a.id, a.against, a.counter, a.weapon, a.roll);
    if (!counter) return counter.refusal();
    if (auto bad = take_reaction(e, *e.find(a.id), "counter", e.find(a.against))) return bad;
    if (auto bad = cannot_act(e, *against)) return bad;   // a grabbed attacker made no attack
    holder_attacks(e, a.against, a.id, a.attack, a.attack_weapon);
    holder_attacks(e, a.id, a.against, a.counter, a.weapon);

    const bool attack_hurts = a.attack == kDamage, counter_hurts = a.counter == kDamage;
    if (attack_hurts && counter_hurts) {
        const Blow& on_c = attack.value();   // what the one countering suffers
        const Blow& on_a = counter.value();  // what the attacker suffers
        if (on_c.damage == on_a.damage) {
            log(e, "Both suffer " + std::to_string(on_c.damage) + " damage: they are hit at the same time");
            land_blow(e, on_a);
            land_blow(e, on_c);
        } else {
            const Blow& first = on_c.damage > on_a.damage ? on_c : on_a;
            const Blow& second = on_c.damage > on_a.damage ? on_a : on_c;
            const std::string first_name = e.find(first.target)->name;
            log(e, first_name + " suffers more damage (" + std::to_string(first.damage) + " against " + std::to_string(second.damage) +
                       ") and is hit first");
            land_blow(e, first);
            if (a.first_out) incapacitated_by_hit(e, first.target);
            if (out_of_fight(e, *e.find(first.target)))
                log(e, first_name + " is down: " + e.find(second.target)->name + " suffers no damage");
            else land_blow(e, second);
        }
    } else if (attack_hurts || counter_hurts) {
        // The blow that does damage first, then the non-lethal attack, if its maker still stands.
        const Blow& blow = attack_hurts ? attack.value() : counter.value();
        log(e, "The non-lethal " + (attack_hurts ? a.counter : a.attack) + " is resolved last");
        land_blow(e, blow);
        if (a.first_out) incapacitated_by_hit(e, blow.target);
        if (attack_hurts) {
            if (auto bad = resolve_non_lethal(e, a.id, a.against, a.counter, a.roll)) return bad;
        } else if (auto bad = resolve_non_lethal(e, a.against, a.id, a.attack, a.attack_roll)) {
            return bad;
        }
    } else {
        log(e, "A non-lethal attack countered by a non-lethal one: the counter is resolved last");
        if (auto bad = resolve_non_lethal(e, a.against, a.id, a.attack, a.attack_roll)) return bad;
        if (auto bad = resolve_non_lethal(e, a.id, a.against, a.counter, a.roll)) return bad;
    }
    if (e.step == Step::Acting) settle_sequence(e);
    return std::nullopt;
}

} // namespace rk::detail
