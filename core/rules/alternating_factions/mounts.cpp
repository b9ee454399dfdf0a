// Rules text 004, "Mounts and vehicles in combat": riders and passengers (the condition Riding,
// naming the mount or vehicle) and a mount's move at full speed, which keeps them from acting and
// reacting for the rest of the round. Their attacks are impaired (gear.cpp).
#include <algorithm>

#include "core/fight/handlers.hpp"
#include "core/rules/alternating_factions/factions.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"

namespace rk::detail {

// Text 004: "If the mount or vehicle moves at full speed, riders and passengers can't take any
// action nor react." The move is made on the mount's turn; it lasts until the round ends.
Refusal handle(Encounter& e, const FullSpeed& a) {
    if (e.ruleset != kAlternatingFactions)
        return {Why::NotInThisRuleset, "Moving at full speed is not part of " + std::string(ruleset_name(e.ruleset))};
    if (auto bad = require_running(e)) return bad;
    const Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    const bool has = has_condition(e, a.id, condition::kFullSpeed);
    if (!a.on) {
        if (!has) return {Why::ConditionNotSet, c->name + " is not moving at full speed"};
        remove_condition(e, a.id, condition::kFullSpeed);
        log(e, c->name + " is no longer moving at full speed");
        return std::nullopt;
    }
    if (has) return {Why::ConditionAlreadySet, c->name + " already moves at full speed this round"};
    if (e.acting != a.id) return {Why::NotItsTurn, c->name + " moves at full speed on its own turn"};
    std::string riders;
    for (const Combatant& r : e.combatants)
        if (condition_by(e, r.id, condition::kRiding) == a.id && has_condition(e, r.id, condition::kRiding))
            riders += (riders.empty() ? "" : ", ") + r.name;
    add_condition(e, a.id, condition::kFullSpeed);
    log(e, c->name + " moves at full speed: " +
               (riders.empty() ? std::string("its riders and passengers") : riders) + " can't take any action nor react this round");
    return std::nullopt;
}

} // namespace rk::detail
