// The countdown from 10 to 1 (rules text 001).
#include "core/schemes/scheme.hpp"

namespace rk::detail {
namespace {

std::string unavailable() { return "The countdown scheme is not available in this version"; }
Refusal start(Encounter&) { return unavailable(); }
Refusal next_turn(Encounter&) { return unavailable(); }
Refusal previous_turn(Encounter&) { return unavailable(); }
std::vector<CombatantId> order(const Encounter& e) {
    std::vector<CombatantId> ids;
    for (const auto& c : e.combatants) ids.push_back(c.id);
    return ids;
}
Refusal end_round(Encounter&) { return unavailable(); }

} // namespace

const Scheme& countdown_scheme() {
    static const Scheme s{start, next_turn, previous_turn, order, end_round, nullptr, nullptr, nullptr, nullptr};
    return s;
}

Refusal handle(Encounter&, const RollSideInitiative&) { return unavailable(); }
Refusal handle(Encounter&, const RollSurprise&) { return unavailable(); }
Refusal handle(Encounter&, const DeclareAction&) { return unavailable(); }
void successful_attack(Encounter&, CombatantId) {}

} // namespace rk::detail
