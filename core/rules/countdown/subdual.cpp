// Rules text 001, "Subdual Damage": "When the player desires, damage inflicted can be composed of
// half 'real' damage and half 'subdual' damage that does not kill ... If the opponent's hit points,
// including the subdual damage, fall to zero, the opponent is knocked unconscious rather than
// killed (unless the real damage actually reduces real hit points to zero, in which case the
// opponent is accidentally killed)."
//
// The subdual points are kept apart on the combatant (CountdownPart::subdual). They come back at
// "1 hp per hour", beyond a fight: the knocked out stay out for the rest of the encounter.
#include <algorithm>

#include "core/model/bounded.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/countdown/countdown.hpp"
#include "core/rules/countdown/countdown_system.hpp"

namespace rk {

constexpr int kMostDamage = 100000;

int subdual_damage(const Combatant& c) {
    const auto& p = find_part<CountdownPart>(c);
    return p ? std::max(0, p->subdual) : 0;
}

bool knocked_out_by_subdual(const Combatant& c) {
    const int subdual = subdual_damage(c);
    return c.hp && subdual > 0 && c.hp->current > 0 && c.hp->current <= subdual;
}

namespace detail {

// The odd point of a blow goes to the subdual half: the table meant to beat down, not to kill.
Refusal handle(Encounter& e, const SubdualHit& a) {
    if (e.ruleset != kCountdown)
        return {Why::NotInThisRuleset, "Subdual damage is not part of " + std::string(ruleset_name(e.ruleset))};
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (!c->hp) return {Why::NoHitPoints, c->name + " has no hit points to beat down"};
    if (a.amount < 1 || a.amount > kMostDamage) return {Why::AmountOutOfRange, "A subdual blow does between 1 and 100000 damage"};
    const int real = a.amount / 2;
    const int subdual = a.amount - real;
    auto& p = part<CountdownPart>(*c);
    p.subdual = std::min(kMostDamage, std::max(0, p.subdual) + subdual);
    log(e, c->name + " is beaten for " + std::to_string(a.amount) + ": " + std::to_string(real) + " real and " +
               std::to_string(subdual) + " subdual damage");
    if (real > 0) {
        if (auto bad = handle(e, Damage{a.id, real})) return bad;
    } else {
        successful_attack(e, a.id, 0);   // a blow landed all the same (a declared spell is lost)
    }
    if (knocked_out_by_subdual(*c))
        log(e, c->name + " is knocked unconscious: " + std::to_string(p.subdual) + " subdual damage on " +
                   std::to_string(c->hp->current) + " hit points");
    return std::nullopt;
}

} // namespace detail
} // namespace rk
