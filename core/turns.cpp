// Starting and ending the fight, and moving through the turn order.
// The generic "highest first" scheme: everyone has an initiative value (roll + modifier),
// the highest acts first, ties go to players, then to whoever joined first.
#include <algorithm>

#include "handlers.hpp"
#include "turn_order.hpp"

namespace rk {

std::vector<CombatantId> turn_order(const Encounter& e) {
    std::vector<const Combatant*> list;
    for (const auto& c : e.combatants) list.push_back(&c);
    std::stable_sort(list.begin(), list.end(), [](const Combatant* a, const Combatant* b) {
        if (a->initiative.has_value() != b->initiative.has_value()) return a->initiative.has_value();
        if (a->initiative != b->initiative) return *a->initiative > *b->initiative;
        if (a->is_player != b->is_player) return a->is_player;
        return a->id < b->id;
    });
    std::vector<CombatantId> ids;
    for (auto* c : list) ids.push_back(c->id);
    return ids;
}

std::optional<CombatantId> next_to_act(const Encounter& e) {
    for (CombatantId id : turn_order(e))
        if (!e.find(id)->acted && id != e.acting) return id;
    return std::nullopt;
}

namespace detail {
namespace {

Refusal require_running(const Encounter& e) {
    if (e.phase == Phase::Setup) return std::string("The encounter has not started yet");
    if (e.phase == Phase::Ended) return std::string("The encounter has ended");
    return std::nullopt;
}

Refusal require_supported(const Encounter& e) {
    if (e.ruleset != Ruleset::HighestFirst)
        return std::string(ruleset_name(e.ruleset)) + " turns are not available in this version";
    return std::nullopt;
}

void begin_round(Encounter& e, int round) {
    e.round = round;
    for (auto& c : e.combatants) c.acted = false;
    auto order = turn_order(e);
    e.acting = order.empty() ? std::nullopt : std::optional<CombatantId>(order.front());
    log(e, "Round " + std::to_string(round) + " begins");
}

} // namespace

Refusal handle(Encounter& e, const SetInitiative& a) {
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (a.value < -1000 || a.value > 1000) return "Initiative must be between -1000 and 1000";
    c->initiative = a.value;
    log(e, c->name + " has initiative " + std::to_string(a.value));
    return std::nullopt;
}

Refusal handle(Encounter& e, const StartEncounter&) {
    if (e.phase != Phase::Setup) return "The encounter has already started";
    if (auto bad = require_supported(e)) return bad;
    if (e.combatants.empty()) return "Add at least one combatant before starting";
    e.phase = Phase::Running;
    log(e, "The fight begins");
    begin_round(e, 1);
    return std::nullopt;
}

Refusal handle(Encounter& e, const NextTurn&) {
    if (auto bad = require_running(e)) return bad;
    if (auto bad = require_supported(e)) return bad;
    if (e.acting)
        if (Combatant* c = e.find(*e.acting)) c->acted = true;
    if (auto next = next_to_act(e)) {
        e.acting = next;
        return std::nullopt;
    }
    begin_round(e, e.round + 1);
    return std::nullopt;
}

Refusal handle(Encounter& e, const PreviousTurn&) {
    if (auto bad = require_running(e)) return bad;
    if (auto bad = require_supported(e)) return bad;
    auto order = turn_order(e);
    if (order.empty()) return "Nobody is in the fight";
    auto pos = e.acting ? std::find(order.begin(), order.end(), *e.acting) : order.end();
    if (pos == order.begin()) {
        if (e.round <= 1) return "This is the first turn of the fight";
        e.round -= 1;   // back into the previous round, at its last turn
        for (auto& c : e.combatants) c.acted = true;
        pos = order.end();
    } else if (e.acting) {
        e.find(*e.acting)->acted = false;
    }
    const CombatantId back = *(pos - 1);
    e.find(back)->acted = false;
    e.acting = back;
    return std::nullopt;
}

Refusal handle(Encounter& e, const EndEncounter&) {
    if (e.phase == Phase::Ended) return "The encounter has already ended";
    e.phase = Phase::Ended;
    e.acting.reset();
    log(e, "The fight ends after round " + std::to_string(e.round));
    return std::nullopt;
}

} // namespace detail
} // namespace rk
