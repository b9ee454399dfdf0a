// Initiative rounds (rules text 000) and, with declarations off, the generic "roll + modifier,
// highest first" scheme most trackers cover.
#include <algorithm>

#include "core/dice.hpp"
#include "core/effects.hpp"
#include "core/turn_order.hpp"
#include "core/schemes/scheme.hpp"

namespace rk::detail {
namespace {

std::vector<CombatantId> order(const Encounter& e) {
    std::vector<const Combatant*> list;
    for (const auto& c : e.combatants) list.push_back(&c);
    std::stable_sort(list.begin(), list.end(), [&](const Combatant* a, const Combatant* b) {
        if (a->initiative.has_value() != b->initiative.has_value()) return a->initiative.has_value();
        const int ia = effective_initiative(e, *a), ib = effective_initiative(e, *b);
        if (ia != ib) return ia > ib;
        if (a->is_player != b->is_player) return a->is_player;
        return a->id < b->id;
    });
    std::vector<CombatantId> ids;
    for (auto* c : list) ids.push_back(c->id);
    return ids;
}

void start_acting(Encounter& e, CombatantId id) {
    e.acting = id;
    effects_turn_started(e, id);
}

void new_round(Encounter& e, int round) {
    begin_round(e, round);
    e.step = Step::Acting;
    auto ids = order(e);
    if (!ids.empty()) start_acting(e, ids.front());
}

Refusal start(Encounter& e) {
    if (e.ruleset != Ruleset::HighestFirst) return std::string("Initiative rounds are not available in this version");
    new_round(e, 1);
    return std::nullopt;
}

Refusal next_turn(Encounter& e) {
    if (e.acting) {
        if (Combatant* c = e.find(*e.acting)) {
            c->acted = true;
            effects_turn_ended(e, c->id);
        }
    }
    if (auto next = next_to_act(e)) {
        start_acting(e, *next);
        return std::nullopt;
    }
    close_round(e);
    new_round(e, e.round + 1);
    return std::nullopt;
}

Refusal previous_turn(Encounter& e) {
    auto ids = order(e);
    if (ids.empty()) return std::string("Nobody is in the fight");
    auto pos = e.acting ? std::find(ids.begin(), ids.end(), *e.acting) : ids.end();
    if (pos == ids.begin()) return std::string("This is the first turn of the round: use Undo to go further back");
    if (e.acting) e.find(*e.acting)->acted = false;
    const CombatantId back = *(pos - 1);
    e.find(back)->acted = false;
    e.acting = back;
    return std::nullopt;
}

Refusal end_round(Encounter& e) {
    close_round(e);
    new_round(e, e.round + 1);
    return std::nullopt;
}

// The generic scheme: d20 + the combatant's initiative modifier.
Refusal roll_initiative(Encounter& e, CombatantId id, const RollInput& input) {
    Combatant* c = e.find(id);
    const DiceFormula f{1, 20, c->stat("initiative_modifier")};
    auto r = roll(f, input, e.rng);
    if (!r) return r.reason();
    c->initiative = r.value().total;
    log(e, c->name + " rolls initiative " + r.value().describe(f));
    return std::nullopt;
}

} // namespace

const Scheme& initiative_rounds_scheme() {
    static const Scheme s{start, next_turn, previous_turn, order, end_round, roll_initiative, nullptr, nullptr, nullptr};
    return s;
}

Refusal handle(Encounter& e, const DeclareActors&) {
    return std::string("Declaring actors is not part of ") + std::string(ruleset_name(e.ruleset));
}

Refusal handle(Encounter& e, const RollTie&) {
    return std::string("Tie rolls are not part of ") + std::string(ruleset_name(e.ruleset));
}

} // namespace rk::detail
