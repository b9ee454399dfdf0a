// Rules text 001, Critical Hits: "A critical hit with a missile weapon does damage as above, but
// leaves it in the wound, and it will do ½ additional (normal) damage in any round in which the
// victim moves, fights etc. It requires a full round to extract, and does normal damage on being
// extracted ... Extraction damage can be avoided with a successful saving throw by whoever is
// removing the weapon".
//
// The missile is an effect until removed (the effect sheet's "Missile in wound") whose
// "missile_damage" modifier is the weapon's normal damage. Each round the victim takes its turn
// (it moves or fights) it loses half of that; ExtractMissile takes it out. While the fight runs,
// "it requires a full round": the remover (the one acting, the victim or another) spends its round.
#include <algorithm>

#include "core/model/bounded.hpp"
#include "core/fight/effects.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/countdown/countdown.hpp"
#include "core/rules/countdown/countdown_system.hpp"

namespace rk {

int missile_in_wound(const Encounter& e, const Combatant& c) { return std::max(0, effect_modifier(e, c.id, "missile_damage")); }

namespace detail {
namespace {

void lose_hit_points(Encounter& e, Combatant& c, int amount, const std::string& why) {
    const int before = c.hp->current;
    c.hp->current = bounded_difference(c.hp->current, take_temp_first(*c.hp, amount));
    log(e, c.name + " " + why + ": " + std::to_string(amount) + " damage (" + std::to_string(c.hp->current) + "/" +
               std::to_string(c.hp->max) + ")");
    wound_taken(e, c, before);   // not a hit, but the hit points fell all the same
}

} // namespace

// Half of the normal damage, rounded down but at least 1, once a round: not a new hit (no spell is lost).
void missile_hurts(Encounter& e, Combatant& c) {
    const int normal = missile_in_wound(e, c);
    if (normal > 0 && c.hp) lose_hit_points(e, c, std::max(1, normal / 2), "fought with a missile in the wound");
}

Refusal handle(Encounter& e, const ExtractMissile& a) {
    if (e.ruleset != kCountdown)
        return {Why::NotInThisRuleset, "Pulling out a missile is not part of " + std::string(ruleset_name(e.ruleset))};
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (a.by && !e.find(*a.by)) return unknown_combatant(*a.by);
    const auto stuck = std::find_if(e.effects.begin(), e.effects.end(), [&](const Effect& fx) {
        const auto it = fx.modifiers.find("missile_damage");
        return fx.target == a.id && it != fx.modifiers.end() && it->second > 0;
    });
    if (stuck == e.effects.end()) return {Why::MissileNotStuck, c->name + " has no missile in a wound"};
    // "It requires a full round to extract": while the fight runs, the remover's round (the one
    // acting now unless named, and then it must be its turn). Before or after the fight, no round is counted.
    const bool counted = e.phase == Phase::Running;
    const std::optional<CombatantId> remover = a.by ? a.by : e.acting;
    if (counted)
        if (auto bad = countdown_can_spend_round(e, remover.value_or(0), "pulling out a missile")) return bad;
    const int normal = stuck->modifiers.at("missile_damage");
    remove_effect(e, stuck->id, a.id);
    if (a.saved || !c->hp) log(e, "The missile is pulled out of " + c->name + " (a full round) with no harm: the remover saved");
    else lose_hit_points(e, *c, normal, "has the missile pulled out (a full round)");
    if (counted) countdown_spend_round(e, *remover, "pulling the missile out of " + (remover == a.id ? std::string("its wound") : c->name));
    return std::nullopt;
}

} // namespace detail
} // namespace rk
