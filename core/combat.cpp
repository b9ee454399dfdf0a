#include "core/combat.hpp"

#include <algorithm>

#include "core/effects.hpp"
#include "core/rules/rule_system.hpp"

namespace rk {

std::optional<std::string> down_at_zero_hit_points(const Combatant& c) {
    if (c.hp && c.hp->current <= 0) return std::string("down at ") + std::to_string(c.hp->current) + " hit points";
    return std::nullopt;
}

std::optional<std::string> out_of_fight(const Encounter& e, const Combatant& c) {
    const RuleSystem& system = rule_system(e);
    return system.out_of_fight ? system.out_of_fight(e, c) : down_at_zero_hit_points(c);
}

bool stunned(const Encounter& e, const Combatant& c) {
    if (const RuleSystem& system = rule_system(e); system.stunned) return system.stunned(e, c);
    // Where the system has no stun of its own, a stun added by hand is an effect that says so.
    return effect_modifier(e, c.id, "stunned") > 0 ||
           std::any_of(e.effects.begin(), e.effects.end(),
                       [&](const Effect& fx) { return fx.target == c.id && fx.name == "Stunned"; });
}

bool surprised(const Encounter& e, const Combatant& c) {
    const RuleSystem& system = rule_system(e);
    return system.surprised && system.surprised(e, c);
}

} // namespace rk
