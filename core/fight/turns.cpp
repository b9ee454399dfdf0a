// Starting and ending the fight and moving through it, whatever the rule system: the checks
// every system shares live here, the order itself in each system's folder (its Scheme).
#include <algorithm>

#include "core/fight/combat.hpp"
#include "core/fight/effects.hpp"
#include "core/fight/handlers.hpp"
#include "core/fight/reducer.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/scheme.hpp"
#include "core/fight/turn_order.hpp"

namespace rk {

namespace detail {

const Scheme* scheme_for(const Encounter& e) { return rule_system(e).turns; }

} // namespace detail

std::vector<CombatantId> turn_order(const Encounter& e) {
    if (const detail::Scheme* s = detail::scheme_for(e)) return s->order(e);
    std::vector<CombatantId> ids;
    for (const auto& c : e.combatants) ids.push_back(c.id);
    return ids;
}

std::optional<CombatantId> next_to_act(const Encounter& e) {
    if (const detail::Scheme* s = detail::scheme_for(e); s && s->next_to_act) return s->next_to_act(e);
    for (CombatantId id : turn_order(e)) {
        const Combatant* c = e.find(id);
        if (!c->acted && !c->holding && id != e.acting) return id;
    }
    return std::nullopt;
}

std::optional<CombatantId> acts_next(const Encounter& e) {
    if (e.phase != Phase::Running || !e.acting) return std::nullopt;
    const Result<Encounter> after = apply(e, NextTurn{});
    if (!after.is_ok()) return std::nullopt;
    return after.value().acting;
}

int effective_initiative(const Encounter& e, const Combatant& c) {
    const int base = c.initiative.value_or(c.stat("initiative"));
    return base + effect_modifier(e, c.id, "initiative");
}

namespace detail {

Refusal require_running(const Encounter& e) {
    if (e.phase == Phase::Setup) return {Why::NotStarted, std::string("The encounter has not started yet")};
    if (e.phase == Phase::Ended) return {Why::Ended, std::string("The encounter has ended")};
    return std::nullopt;
}

namespace {

Result<const Scheme*> running_scheme(const Encounter& e) {
    if (auto bad = require_running(e)) return Result<const Scheme*>::refused(*bad);
    const Scheme* s = scheme_for(e);
    if (!s) return Result<const Scheme*>::refused(Why::NotInThisRuleset, std::string(ruleset_name(e.ruleset)) + " turns are not available in this version");
    return Result<const Scheme*>::ok(s);
}

Reason not_in_scheme(const Encounter& e, const char* what) {
    return {Why::NotInThisRuleset, std::string(what) + " is not part of " + std::string(ruleset_name(e.ruleset))};
}

} // namespace

void successful_attack(Encounter& e, CombatantId target, int damage_taken) {
    if (e.phase != Phase::Running || !e.find(target)) return;
    if (const Scheme* s = scheme_for(e); s && s->attack_landed) s->attack_landed(e, target, damage_taken);
}

void begin_round(Encounter& e, int round) {
    e.round = round;
    for (auto& c : e.combatants) {
        c.acted = false;
        c.holding = false;
    }
    if (const Scheme* s = scheme_for(e); s && s->round_begins) s->round_begins(e);
    e.acting.reset();
    e.turns_taken.clear();
    log(e, "Round " + std::to_string(round) + " begins");
    // What any fight's new round starts with, from every system (text 002: bleeder rolls are due
    // "at the start of each Round"; nothing happens without ranked wounds).
    for (const RuleSystem* system : rule_systems())
        if (system->any_fight_round_begins) system->any_fight_round_begins(e);
}

void close_round(Encounter& e) {
    effects_round_ended(e);
    log(e, "Round " + std::to_string(e.round) + " ends");
}

bool pass_turn_if_kept(Encounter& e, CombatantId id) {
    Combatant* c = e.find(id);
    if (!c || !in_the_fight(e, *c)) return false;
    const auto why = why_not_acting(e, *c);
    if (!why) return false;
    log(e, c->name + " is " + *why + ": its turn passes");
    effects_turn_started(e, id);
    if (Combatant* still = e.find(id)) still->acted = true;
    effects_turn_ended(e, id);
    return true;
}

Refusal handle(Encounter& e, const MoveInOrder& a) {
    if (!e.find(a.id)) return unknown_combatant(a.id);
    if (e.phase == Phase::Ended) return {Why::Ended, std::string("The encounter has ended")};
    const RuleSystem& system = rule_system(e);
    if (!plays(system, MoveInOrder::kType) || !system.turns || !system.turns->move)
        return {Why::NotInThisRuleset, "The order is not the game master's to change in " + std::string(system.name) + ": " +
                                           (system.order_set_by.empty() ? std::string("its rules set it") : std::string(system.order_set_by))};
    return system.turns->move(e, a.id, a.down);
}

Refusal handle(Encounter& e, const SetInitiative& a) {
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (a.value < -1000 || a.value > 1000) return {Why::InitiativeOutOfRange, "Initiative must be between -1000 and 1000"};
    if (const Scheme* s = scheme_for(e); s && s->set_initiative) return s->set_initiative(e, *c, a.value);
    c->initiative = a.value;
    log(e, c->name + " has initiative " + std::to_string(a.value));
    return std::nullopt;
}

// At most this many rolls for one combatant by "roll for everyone" (text 001's attacks a round).
constexpr std::size_t kMostRollsEach = 8;

Refusal handle(Encounter& e, const RollInitiative& a) {
    if (e.phase == Phase::Ended) return {Why::Ended, "The encounter has ended"};
    const Scheme* s = scheme_for(e);
    if (!s || !s->roll_initiative) return not_in_scheme(e, "Rolling initiative");
    if (a.id != 0) {
        if (!e.find(a.id)) return unknown_combatant(a.id);
        return s->roll_initiative(e, a.id, a.roll);
    }
    if (!a.roll.faces.empty()) return {Why::DiceForOne, "Entered dice need one combatant"};
    const auto owes = [&](CombatantId id) {
        const Combatant* c = e.find(id);
        return c && (s->owes_initiative ? s->owes_initiative(e, *c) : !c->initiative);
    };
    // A scheme that says what is owed is asked again: text 001 rolls once for each attack.
    const std::size_t most = s->owes_initiative ? kMostRollsEach : 1;
    for (const auto& c : std::vector<Combatant>(e.combatants))
        for (std::size_t rolls = 0; rolls < most && owes(c.id); ++rolls)
            if (auto bad = s->roll_initiative(e, c.id, {})) return bad;
    return std::nullopt;
}

Refusal handle(Encounter& e, const StartEncounter&) {
    if (e.phase != Phase::Setup) return {Why::AlreadyStarted, "The encounter has already started"};
    const Scheme* s = scheme_for(e);
    if (!s) return {Why::NotInThisRuleset, std::string(ruleset_name(e.ruleset)) + " turns are not available in this version"};
    if (e.combatants.empty()) return {Why::NoCombatants, "Add at least one combatant before starting"};
    e.phase = Phase::Running;
    log(e, "The fight begins");
    return s->start(e);
}

Refusal handle(Encounter& e, const NextTurn&) {
    auto s = running_scheme(e);
    if (!s) return s.refusal();
    return s.value()->next_turn(e);
}

Refusal handle(Encounter& e, const PreviousTurn&) {
    auto s = running_scheme(e);
    if (!s) return s.refusal();
    if (!s.value()->previous_turn)   // the scheme cannot step back: undo is the way back
        return {Why::NoGoingBack, std::string(ruleset_name(e.ruleset)) + " goes back with Undo"};
    return s.value()->previous_turn(e);
}

Refusal handle(Encounter& e, const EndRound&) {
    auto s = running_scheme(e);
    if (!s) return s.refusal();
    return s.value()->end_round(e);
}

Refusal handle(Encounter& e, const FinishDeclarations&) {
    auto s = running_scheme(e);
    if (!s) return s.refusal();
    if (!s.value()->finish_declarations) return not_in_scheme(e, "Declaring");
    return s.value()->finish_declarations(e);
}

Refusal handle(Encounter& e, const Hold& a) {
    auto s = running_scheme(e);
    if (!s) return s.refusal();
    if (!e.find(a.id)) return unknown_combatant(a.id);
    if (!s.value()->hold) return not_in_scheme(e, "Holding an action");
    if (auto out = out_of_fight(e, *e.find(a.id))) return {Why::OutOfFight, e.find(a.id)->name + " is out of the fight (" + *out + ")"};
    return s.value()->hold(e, a.id);
}

Refusal handle(Encounter& e, const ActNow& a) {
    auto s = running_scheme(e);
    if (!s) return s.refusal();
    if (!e.find(a.id)) return unknown_combatant(a.id);
    if (!s.value()->act_now) return not_in_scheme(e, "Acting out of order");
    if (auto out = out_of_fight(e, *e.find(a.id))) return {Why::OutOfFight, e.find(a.id)->name + " is out of the fight (" + *out + ")"};
    return s.value()->act_now(e, a.id);
}

Refusal handle(Encounter& e, const EndEncounter&) {
    if (e.phase == Phase::Ended) return {Why::Ended, "The encounter has already ended"};
    e.phase = Phase::Ended;
    e.step = Step::Idle;
    e.acting.reset();
    log(e, "The fight ends after round " + std::to_string(e.round));
    if (const Scheme* s = scheme_for(e); s && s->fight_ended) s->fight_ended(e);
    return std::nullopt;
}

} // namespace detail
} // namespace rk
