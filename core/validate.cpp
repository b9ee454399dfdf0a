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
    if (e.phase != Phase::Running && e.acting) return "someone is acting outside a running fight";
    return std::nullopt;
}

} // namespace rk
