// Rules text 001, "Unarmed Combat": "Brawling attacks, such as those conducted with fist, foot or
// dagger pommel, will normally inflict 1d2 points of damage, plus the attacker's strength bonus to
// damage (if any). If the damage from the attack inflicts more than half of the defender's
// remaining hit points, or if a blow is a natural 20, the defender is stunned. Anyone who is
// already stunned will be knocked unconscious for 1d4 rounds by the next successful attack."
//
// An unarmed blow (UnarmedBlow) takes its damage as any hit, then stuns ("Stunned", 1d3 rounds as
// the text's other stun: docs/rules-notes.md) or, on one already stunned, knocks out
// ("Unconscious", 1d4 rounds). Both cost the turns they last (countdown_system.cpp).
#include "core/fight/combat.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/countdown/countdown_system.hpp"

namespace rk::detail {
namespace {

constexpr int kMostDamage = 100000;

// A condition of the text, counted from the round after the blow (docs/rules-notes.md, effects).
Refusal condition(Encounter& e, CombatantId id, const char* name, const char* duration, const RollInput& roll) {
    AddEffect fx;
    fx.name = name;
    fx.target = id;
    fx.duration = duration;
    fx.count_this_round = false;
    fx.roll = roll;
    fx.resistible = false;
    return handle(e, fx);
}

} // namespace

Refusal handle(Encounter& e, const UnarmedBlow& a) {
    if (e.ruleset != kCountdown)
        return {Why::NotInThisRuleset, "Unarmed combat's stun is not part of " + std::string(ruleset_name(e.ruleset))};
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (!c->hp) return {Why::NoHitPoints, c->name + " has no hit points to strike"};
    if (a.amount < 0 || a.amount > kMostDamage) return {Why::AmountOutOfRange, "An unarmed blow does between 0 and 100000 damage"};
    const int remaining = c->hp->current;
    const bool already_stunned = has_stun_effect(e, *c);
    log(e, c->name + " takes an unarmed blow" + (a.natural_20 ? " (a natural 20)" : "") + " of " + std::to_string(a.amount));
    if (a.amount > 0) {
        if (auto bad = handle(e, Damage{a.id, a.amount})) return bad;
    } else {
        successful_attack(e, a.id, 0);   // a blow landed all the same (a declared spell is lost)
    }
    c = e.find(a.id);
    if (already_stunned) {
        log(e, c->name + " was already stunned: knocked unconscious");
        return condition(e, a.id, "Unconscious", "1d4 rounds", a.roll);
    }
    // "more than half of the defender's remaining hit points": 3 of 4 stuns, 2 of 4 ("exactly half") does not.
    const bool over_half = 2LL * a.amount > static_cast<long long>(remaining);
    if (!over_half && !a.natural_20) return std::nullopt;
    log(e, c->name + " is stunned: " +
               (over_half ? "more than half of its " + std::to_string(remaining) + " remaining hit points" : std::string("a natural 20")));
    return condition(e, a.id, "Stunned", "1d3 rounds", a.roll);
}

} // namespace rk::detail
