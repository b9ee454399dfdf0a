#include "validate.hpp"

#include <set>

namespace rk {

Refusal check_invariants(const Encounter& e) {
    if (e.round < 0) return "the round is negative";
    if (e.phase == Phase::Setup && e.round != 0) return "a fight that has not started is in a round";
    std::set<SideId> sides;
    for (const auto& s : e.sides)
        if (!sides.insert(s.id).second) return "two sides share the id " + std::to_string(s.id);
    std::set<CombatantId> ids;
    for (const auto& c : e.combatants) {
        if (c.id == 0 || c.id >= e.next_id) return "combatant id " + std::to_string(c.id) + " is out of range";
        if (!ids.insert(c.id).second) return "two combatants share the id " + std::to_string(c.id);
        if (!sides.count(c.side)) return c.name + " is on a side that does not exist";
        if (c.name.empty()) return "a combatant has no name";
        if (c.hp && c.hp->max < 1) return c.name + " has a maximum below 1 hit point";
        if (c.hp && c.hp->current > c.hp->max) return c.name + " has more hit points than the maximum";
    }
    if (e.acting && !ids.count(*e.acting)) return "the acting combatant is not in the encounter";
    std::set<EffectId> effect_ids;
    for (const auto& fx : e.effects) {
        const std::string which = "effect #" + std::to_string(fx.id);
        if (fx.id == 0 || fx.id >= e.next_id) return which + " is out of range";
        if (!effect_ids.insert(fx.id).second) return "two effects share the id " + std::to_string(fx.id);
        if (ids.count(fx.id)) return which + " shares its id with a combatant";
        if (fx.name.empty()) return which + " has no name";
        if (fx.target && !ids.count(*fx.target)) return which + " is on a combatant who is not in the encounter";
        if (fx.source && !ids.count(*fx.source)) return which + " comes from a combatant who is not in the encounter";
        if (fx.anchor && !ids.count(*fx.anchor)) return which + " counts on the turns of a combatant who is not in the encounter";
        const bool on_turns = fx.expiry == Expiry::StartOfTurn || fx.expiry == Expiry::EndOfTurn;
        if (on_turns != fx.anchor.has_value()) return which + " counts on turns without saying whose";
        if ((fx.unit == DurationUnit::UntilRemoved) != (fx.expiry == Expiry::Never))
            return which + " lasts until removed but expires, or the other way round";
        if (fx.unit != DurationUnit::UntilRemoved && fx.remaining < 1) return which + " has no time left";
    }
    if (e.phase != Phase::Running && e.acting) return "someone is acting outside a running fight";
    if (e.factions.initiative && !sides.count(*e.factions.initiative)) return "the faction holding the initiative does not exist";
    if (e.factions.to_move && !sides.count(*e.factions.to_move)) return "the faction to move does not exist";
    for (const auto& c : e.combatants)
        for (const auto& g : c.gear)
            if (g.name.empty()) return c.name + " carries gear without a name";
    return std::nullopt;
}

} // namespace rk
