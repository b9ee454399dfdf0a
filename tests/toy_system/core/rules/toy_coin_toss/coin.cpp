// The toy's coin: a toss once a round, counted on the combatant and on the fight.
#include "core/fight/handlers.hpp"
#include "core/rules/system_parts.hpp"
#include "core/rules/toy_coin_toss/toy_coin_toss_system.hpp"

namespace rk {

std::string coin_tally(const Combatant& c) {
    const auto* p = find_part<ToyCoinTossPart>(c);
    if (!p || p->heads + p->tails == 0) return "";
    return "Heads " + std::to_string(p->heads) + " · tails " + std::to_string(p->tails);
}

namespace detail {

Refusal handle(Encounter& e, const TossCoin& a) {
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (e.phase != Phase::Running) return {Why::NotRunning, "A coin is tossed while the fight runs"};
    if (part<ToyCoinTossPart>(*c).tossed) return {Why::AlreadyTossed, c->name + " has already tossed the coin this round"};
    auto r = roll(DiceFormula{1, 2, 0}, a.roll, e.rng);
    if (!r) return r.refusal();
    auto& p = part<ToyCoinTossPart>(*c);
    const bool heads = r.value().total == 1;
    (heads ? p.heads : p.tails) += 1;
    p.tossed = true;
    part<ToyCoinTossFight>(e).tosses += 1;
    log(e, c->name + " tosses the coin: " + (heads ? "heads" : "tails"));
    return std::nullopt;
}

} // namespace detail
} // namespace rk
