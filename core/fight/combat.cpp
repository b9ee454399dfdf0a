#include "core/fight/combat.hpp"

#include <algorithm>

#include "core/fight/effects.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/rule_system.hpp"

namespace rk {

std::optional<std::string> down_at_zero_hit_points(const Combatant& c) {
    if (c.hp && c.hp->current <= 0) return std::string("down at ") + std::to_string(c.hp->current) + " hit points";
    return std::nullopt;
}

std::optional<std::string> out_of_fight(const Encounter& e, const Combatant& c) {
    // A players' view keeps no NPC hit points or ranks, only that the rules read it out (how, it
    // does not say); where either is kept, they are what counts.
    if (c.shown_out && !c.hp && !c.ranks) return std::string("out of the fight");
    const RuleSystem& system = rule_system(e);
    return system.out_of_fight ? system.out_of_fight(e, c) : down_at_zero_hit_points(c);
}

Refusal hit_less(Encounter& e, Combatant& c, int amount, int stopped, std::string_view by_what) {
    const int taken = std::max(0, amount - std::max(0, stopped));
    if (stopped > 0)
        detail::log(e, c.name + " is hit for " + std::to_string(amount) + ", less " + std::string(by_what) + " " +
                           std::to_string(stopped) + ": " + std::to_string(taken) + " damage");
    if (taken == 0) {
        detail::successful_attack(e, c.id, 0);
        return std::nullopt;
    }
    return detail::handle(e, Damage{c.id, taken});
}

std::optional<std::string> why_not_acting(const Encounter& e, const Combatant& c) {
    if (auto out = out_of_fight(e, c)) return out;
    const RuleSystem& system = rule_system(e);
    return system.kept_from_acting ? system.kept_from_acting(e, c) : std::nullopt;
}

bool has_stun_effect(const Encounter& e, const Combatant& c) {
    return effect_modifier(e, c.id, "stunned") > 0 ||
           std::any_of(e.effects.begin(), e.effects.end(),
                       [&](const Effect& fx) { return fx.target == c.id && fx.name == "Stunned"; });
}

std::optional<std::string> kept_by_stun(const Encounter& e, const Combatant& c) {
    if (has_stun_effect(e, c)) return std::string("stunned");
    return std::nullopt;
}

bool stunned(const Encounter& e, const Combatant& c) {
    if (const RuleSystem& system = rule_system(e); system.stunned) return system.stunned(e, c);
    // Where the system has no stun of its own, a stun added by hand is an effect that says so.
    return has_stun_effect(e, c);
}

bool surprised(const Encounter& e, const Combatant& c) {
    const RuleSystem& system = rule_system(e);
    return system.surprised && system.surprised(e, c);
}

} // namespace rk
