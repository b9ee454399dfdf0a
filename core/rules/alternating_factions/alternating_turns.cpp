// Alternating factions (rules text 004, "Combat procedure").
//
// The sides of the encounter are the factions. A round walks through e.step:
//   RollingInitiative  (round 1 only, while no faction holds the initiative) GiveInitiative to the
//                      faction that started the fight, or RollFactionInitiative;
//   ChoosingFaction    the faction holding the initiative picks the faction that acts first (FirstFaction);
//   Acting             the faction to move (part<FactionRound>(e).to_move) takes a turn with one of its
//                      characters (ActNow, then NextTurn to end it) or passes (Pass); either way the
//                      move goes to the next faction in the fight. A faction with nobody left who can
//                      take a turn must pass, and does so by itself. When every faction in the fight
//                      has passed in a row the round ends;
//   Morale             the end-of-round morale saves (morale.cpp), if any are due; then the next round.
// Reactions (React) are turns taken out of sequence: they use up the character's turn and leave the
// sequence where it was. If anyone is concealed when the fight starts, round 1 is their bonus round.
#include <algorithm>

#include "core/fight/combat.hpp"
#include "core/fight/effects.hpp"
#include "core/rules/alternating_factions/factions.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/order_list.hpp"
#include "core/rules/scheme.hpp"

namespace rk::detail {
namespace {

constexpr std::string_view kReactions[] = {"dodge", "counter", "guard", "hide behind", "opportunity attack"};

bool is(const Encounter& e, const Combatant& c, std::string_view condition) { return has_condition(e, c.id, condition); }

// Why `c` cannot take a turn this round at all (in sequence or as a reaction), if it cannot.
Refusal out_of_turns(const Encounter& e, const Combatant& c) {
    if (c.acted) return {Why::AlreadyActed, c.name + " has already taken its turn this round"};
    if (is(e, c, condition::kDead)) return {Why::OutOfFight, c.name + " is dead"};
    if (is(e, c, condition::kIncapacitated)) return {Why::OutOfFight, c.name + " is incapacitated and cannot act"};
    if (auto out = out_of_fight(e, c)) return {Why::OutOfFight, c.name + " is out of the fight (" + *out + ")"};
    if (auto kept = why_not_acting(e, c)) return {Why::Stunned, c.name + " is " + *kept + " and cannot take a turn"};
    if (part<FactionRound>(e).bonus_round && !is(e, c, condition::kConcealed))
        return {Why::NotItsTurn, "Only concealed characters act in the bonus round: " + c.name + " is not concealed"};
    // "If the mount or vehicle moves at full speed, riders and passengers can't take any action nor react."
    if (const Combatant* mount = mount_at_full_speed(e, c))
        return {Why::AtFullSpeed, mount->name + " moves at full speed: " + c.name + " can't take any action nor react"};
    // "Grabbed characters can't act, and can only spend their turn to attempt to break free";
    // smaller ones "can't free themselves from a grab with a STR save": nothing is left to them.
    if (held_by_larger(e, c))
        return {Why::TooSmall, c.name + " is grabbed by " + e.find(*condition_by(e, c.id, condition::kGrabbed))->name +
                               ", who is larger: it can't free itself with a STR save, nor act"};
    return std::nullopt;
}

bool can_take_a_turn(const Encounter& e, const Combatant& c) { return !out_of_turns(e, c) && e.acting != c.id; }

std::string holder_prompt(const Encounter& e) {
    return side_name(e, *part<FactionRound>(e).initiative) + " hold the initiative: they choose which faction acts first";
}

Reason step_refusal(const Encounter& e) {
    switch (e.step) {
    case Step::RollingInitiative:
        return {Why::WrongStep, "Nobody holds the initiative yet: give it to the faction that started the fight, or roll for it"};
    case Step::ChoosingFaction: return {Why::WrongStep, holder_prompt(e)};
    case Step::Morale: return {Why::WrongStep, "The round is over: morale saves are due"};
    default: return {Why::NotRunning, "The fight is not running"};
    }
}

Refusal require_alternating(const Encounter& e, const std::string& what) {
    if (e.ruleset != kAlternatingFactions) return {Why::NotInThisRuleset, what + " is not part of " + std::string(ruleset_name(e.ruleset))};
    return require_running(e);
}

// The faction after `from` in the order of the sides, among those in the fight.
SideId next_faction(const Encounter& e, SideId from) {
    const auto in_fight = factions_in_fight(e);
    if (in_fight.empty()) return from;
    auto at = std::find_if(e.sides.begin(), e.sides.end(), [&](const Side& s) { return s.id == from; });
    for (size_t i = 1; i <= e.sides.size(); ++i) {
        const size_t k = (static_cast<size_t>(at - e.sides.begin()) + i) % e.sides.size();
        if (std::find(in_fight.begin(), in_fight.end(), e.sides[k].id) != in_fight.end()) return e.sides[k].id;
    }
    return in_fight.front();
}

bool in_fight(const Encounter& e, SideId side) {
    const auto ids = factions_in_fight(e);
    return std::find(ids.begin(), ids.end(), side) != ids.end();
}

void start_round(Encounter& e, int round) {
    // A mount's full speed was its move in the round now over.
    std::erase_if(e.effects, [](const Effect& fx) { return fx.name == condition::kFullSpeed; });
    begin_round(e, round);
    take_round_start_marks(e);
    part<FactionRound>(e).to_move.reset();
    part<FactionRound>(e).passes = 0;
    part<FactionRound>(e).morale_due.clear();
    if (part<FactionRound>(e).bonus_round) log(e, "Bonus round: only the concealed characters act");
    if (!part<FactionRound>(e).initiative) {
        e.step = Step::RollingInitiative;
        log(e, "Who holds the initiative? Give it to the faction that started the fight, or roll for it");
        return;
    }
    e.step = Step::ChoosingFaction;
    log(e, holder_prompt(e));
}

void end_of_round(Encounter& e) {
    e.acting.reset();
    part<FactionRound>(e).to_move.reset();
    close_round(e);
    part<FactionRound>(e).bonus_round = false;
    if (open_morale_checks(e)) {
        e.step = Step::Morale;
        return;
    }
    start_round(e, e.round + 1);
}

void pass_move(Encounter& e, const std::string& line) {
    log(e, line);
    ++part<FactionRound>(e).passes;
    if (part<FactionRound>(e).passes >= static_cast<int>(factions_in_fight(e).size())) {
        log(e, "All factions have passed consecutively");
        end_of_round(e);
        return;
    }
    part<FactionRound>(e).to_move = next_faction(e, *part<FactionRound>(e).to_move);
}

// Why the faction can only pass: "all of them have taken their turn this round", ...
std::string forced_pass_reason(const Encounter& e, SideId side) {
    bool all_acted = true;
    for (const auto& c : e.combatants)
        if (c.side == side && !c.acted) all_acted = false;
    if (all_acted) return "all of them have taken their turn this round";
    if (part<FactionRound>(e).bonus_round) return "none of those yet to act is concealed, and only the concealed act in the bonus round";
    return "none of those yet to act can act";
}

void begin_turn(Encounter& e, Combatant& c) {
    e.acting = c.id;
    part<FactionRound>(e).passes = 0;
    effects_turn_started(e, c.id);
}

// The acting character's turn is over: the move goes to the next faction.
void finish_turn(Encounter& e) {
    Combatant& c = *e.find(*e.acting);
    c.acted = true;
    e.turns_taken.push_back({c.id, 0});
    effects_turn_ended(e, c.id);
    if (is(e, c, condition::kConcealed))
        log(e, "Is " + c.name + " still concealed? Attacking, invoking a power, talking or moving without sneaking reveals them");
    e.acting.reset();
    part<FactionRound>(e).to_move = next_faction(e, c.side);
    settle_sequence(e);
}

// Can `c` take its turn in sequence now? `grab_ok`: breaking free is what the turn is for.
Refusal check_turn_now(const Encounter& e, const Combatant& c, bool grab_ok) {
    if (e.step != Step::Acting) return step_refusal(e);
    if (e.acting) {
        if (*e.acting == c.id) return {Why::AlreadyActing, c.name + " is already taking its turn"};
        return {Why::SomeoneElseActing, e.find(*e.acting)->name + " is taking a turn: end it first"};
    }
    if (!part<FactionRound>(e).to_move) return {Why::NobodyLeft, std::string("Nobody is left in the fight")};
    if (c.side != *part<FactionRound>(e).to_move)
        return {Why::NotItsTurn, "The move is with " + side_name(e, *part<FactionRound>(e).to_move) + ": " + c.name + " fights for " + side_name(e, c.side)};
    if (auto why = out_of_turns(e, c)) return why;
    if (!grab_ok && is(e, c, condition::kGrabbed))
        return {Why::Grabbed, c.name + " is grabbed: it can only spend its turn trying to break free"};
    return std::nullopt;
}

// ---- the scheme table ----

Refusal start(Encounter& e) {
    part<FactionRound>(e).groups.clear();
    part<FactionRound>(e).health.clear();
    part<FactionRound>(e).bonus_round = std::any_of(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) {
        return is(e, c, condition::kConcealed) && !is(e, c, condition::kDead) && !is(e, c, condition::kIncapacitated);
    });
    start_round(e, 1);
    return std::nullopt;
}

Refusal next_turn(Encounter& e) {
    if (e.step == Step::Morale) return settle_morale(e);
    if (e.step != Step::Acting) return step_refusal(e);
    if (!e.acting) {
        if (!part<FactionRound>(e).to_move) return {Why::NobodyLeft, std::string("Nobody is left in the fight")};
        return {Why::NotItsTurn, "The move is with " + side_name(e, *part<FactionRound>(e).to_move) +
               ": take a turn with one of their characters (Act now), or pass"};
    }
    finish_turn(e);
    return std::nullopt;
}

Refusal previous_turn(Encounter&) {
    return {Why::NoGoingBack, std::string("Alternating turns go back with Undo")};
}

Refusal end_round(Encounter& e) {
    if (e.step == Step::Morale) return settle_morale(e);
    if (e.step != Step::Acting) return step_refusal(e);
    if (e.acting) effects_turn_ended(e, *e.acting);
    log(e, "Round " + std::to_string(e.round) + " is closed early");
    end_of_round(e);
    return std::nullopt;
}

// ActNow: the faction to move takes its turn with this character.
Refusal take_turn(Encounter& e, CombatantId id) {
    Combatant& c = *e.find(id);
    if (auto bad = check_turn_now(e, c, false)) return bad;
    log(e, side_name(e, c.side) + ": " + c.name + " takes a turn");
    begin_turn(e, c);
    return std::nullopt;
}

// Who has acted (in the order they did), who is acting, then the rest: the faction to move first
// and the others in the order they will move, each in the order of the list.
std::vector<CombatantId> order(const Encounter& e) {
    OrderList list(e);
    for (const auto& t : e.turns_taken)
        if (const Combatant* c = list.find(t.id); c && c->acted) list.add(t.id);
    for (const auto& c : e.combatants)
        if (c.acted) list.add(c.id);
    if (e.acting) list.add(*e.acting);
    std::vector<SideId> sides;
    SideId side = part<FactionRound>(e).to_move.value_or(part<FactionRound>(e).initiative.value_or(e.sides.empty() ? 0 : e.sides.front().id));
    for (size_t i = 0; i < e.sides.size(); ++i) {
        if (std::find(sides.begin(), sides.end(), side) == sides.end()) sides.push_back(side);
        side = next_faction(e, side);
    }
    for (const Side& s : e.sides)
        if (std::find(sides.begin(), sides.end(), s.id) == sides.end()) sides.push_back(s.id);
    for (SideId s : sides)
        for (const auto& c : e.combatants)
            if (c.side == s) list.add(c.id);
    for (const auto& c : e.combatants)   // on a side that does not exist (never in a valid encounter)
        list.add(c.id);
    return list.take();
}

// Text 004: a faction left with nobody who can take a turn must pass; a save due goes with its character.
void combatant_removed(Encounter& e) {
    if (e.step == Step::Acting) settle_sequence(e);
    if (e.step == Step::Morale) settle_morale(e);
}

void announce_holder(Encounter& e) {
    if (e.phase == Phase::Running && e.step == Step::RollingInitiative) {
        e.step = Step::ChoosingFaction;
        log(e, holder_prompt(e));
    }
}

// A hit entered on the phone (Damage) harms a surrendering character: taken as harm by the
// enemy, so it fights on (docs/rules-notes.md). Attack names the attacker and checks its side.
void attack_landed(Encounter& e, CombatantId target, int damage_taken) {
    if (damage_taken > 0) resume_fighting_if_surrendering(e, target);
}

} // namespace

const Scheme& alternating_scheme() {
    static const Scheme s{.start = start,
                          .next_turn = next_turn,
                          .previous_turn = previous_turn,
                          .order = order,
                          .end_round = end_round,
                          .act_now = take_turn,
                          .attack_landed = attack_landed,
                          .combatant_removed = combatant_removed,
                          .fight_ended = remind_durability};
    return s;
}

void settle_sequence(Encounter& e) {
    while (e.phase == Phase::Running && e.step == Step::Acting && !e.acting && part<FactionRound>(e).to_move) {
        if (factions_in_fight(e).empty()) return;
        const SideId side = *part<FactionRound>(e).to_move;
        if (!in_fight(e, side)) {
            part<FactionRound>(e).to_move = next_faction(e, side);
            continue;
        }
        const bool someone = std::any_of(e.combatants.begin(), e.combatants.end(),
                                         [&](const Combatant& c) { return c.side == side && can_take_a_turn(e, c); });
        if (someone) return;
        pass_move(e, side_name(e, side) + ": must pass, " + forced_pass_reason(e, side));
    }
}

void begin_next_faction_round(Encounter& e) { start_round(e, e.round + 1); }

// Text 004: "Initiative is held by the faction which started the fight".
Refusal handle(Encounter& e, const GiveInitiative& a) {
    if (e.ruleset != kAlternatingFactions)
        return {Why::NotInThisRuleset, "Giving the initiative to a faction is not part of " + std::string(ruleset_name(e.ruleset))};
    if (e.phase == Phase::Ended) return {Why::Ended, std::string("The encounter has ended")};
    if (!e.find_side(a.side)) return {Why::NoSuchSide, "There is no side #" + std::to_string(a.side)};
    if (part<FactionRound>(e).initiative == a.side) return {Why::AlreadyHoldInitiative, side_name(e, a.side) + " already hold the initiative"};
    part<FactionRound>(e).initiative = a.side;
    log(e, side_name(e, a.side) + " hold the initiative");
    announce_holder(e);
    return std::nullopt;
}

// Text 004: "... or is assigned randomly if that's unclear": a die with one face per faction.
Refusal handle(Encounter& e, const RollFactionInitiative& a) {
    if (e.ruleset != kAlternatingFactions)
        return {Why::NotInThisRuleset, "Rolling for the faction initiative is not part of " + std::string(ruleset_name(e.ruleset))};
    if (e.phase == Phase::Ended) return {Why::Ended, std::string("The encounter has ended")};
    if (part<FactionRound>(e).initiative)
        return {Why::AlreadyHoldInitiative, side_name(e, *part<FactionRound>(e).initiative) + " already hold the initiative (give it to another faction to change it)"};
    const auto in_fight = factions_in_fight(e);
    if (in_fight.size() < 2) return {Why::TooFewFactions, std::string("Rolling for the initiative needs at least two factions with characters in the fight")};
    const DiceFormula die{1, static_cast<int>(in_fight.size()), 0};
    auto r = roll(die, a.roll, e.rng);
    if (!r) return r.refusal();
    const SideId holder = in_fight[static_cast<size_t>(r.value().total - 1)];
    part<FactionRound>(e).initiative = holder;
    std::string faces;
    for (size_t i = 0; i < in_fight.size(); ++i)
        faces += (i ? ", " : "") + std::to_string(i + 1) + " " + side_name(e, in_fight[i]);
    log(e, "The initiative is assigned randomly (" + faces + "): " + r.value().describe(die) + ": " + side_name(e, holder) +
               " hold the initiative");
    announce_holder(e);
    return std::nullopt;
}

// Text 004: "The faction holding the initiative can decide which faction acts first at the start of each round."
Refusal handle(Encounter& e, const FirstFaction& a) {
    if (auto bad = require_alternating(e, "Choosing the faction that acts first")) return bad;
    if (e.step != Step::ChoosingFaction) {
        if (e.step == Step::Acting) return {Why::WrongStep, std::string("The round is under way: the faction that acts first is chosen at its start")};
        return step_refusal(e);
    }
    if (!e.find_side(a.side)) return {Why::NoSuchSide, "There is no side #" + std::to_string(a.side)};
    if (!in_fight(e, a.side)) return {Why::SideHasNobody, side_name(e, a.side) + " have nobody in the fight"};
    const SideId holder = *part<FactionRound>(e).initiative;
    log(e, holder == a.side ? side_name(e, holder) + " hold the initiative and act first"
                            : side_name(e, holder) + " hold the initiative and let " + side_name(e, a.side) + " act first");
    part<FactionRound>(e).to_move = a.side;
    part<FactionRound>(e).passes = 0;
    e.step = Step::Acting;
    settle_sequence(e);
    return std::nullopt;
}

// Text 004: "The factions involved in the fight alternate taking turns with a character or passing."
Refusal handle(Encounter& e, const Pass& a) {
    if (auto bad = require_alternating(e, "Passing")) return bad;
    if (a.side != 0 && !e.find_side(a.side)) return {Why::NoSuchSide, "There is no side #" + std::to_string(a.side)};
    if (e.step != Step::Acting) return step_refusal(e);
    if (e.acting) return {Why::SomeoneElseActing, e.find(*e.acting)->name + " is taking a turn: end it first"};
    if (!part<FactionRound>(e).to_move) return {Why::NobodyLeft, std::string("Nobody is left in the fight")};
    if (a.side != 0 && a.side != *part<FactionRound>(e).to_move)
        return {Why::NotItsTurn, "The move is with " + side_name(e, *part<FactionRound>(e).to_move) + ", not with " + side_name(e, a.side)};
    pass_move(e, side_name(e, *part<FactionRound>(e).to_move) + ": pass");
    settle_sequence(e);
    return std::nullopt;
}

Refusal take_reaction(Encounter& e, Combatant& c, std::string_view kind, const Combatant* against) {
    if (e.step != Step::Acting) return step_refusal(e);
    if (e.acting == c.id) return {Why::AlreadyActing, c.name + " is taking its turn: it cannot react during it"};
    if (auto why = out_of_turns(e, c)) return {why->why, why->text + (c.acted ? ": a reaction takes the whole turn" : "")};
    if (is(e, c, condition::kGrabbed)) return {Why::Grabbed, c.name + " is grabbed: it cannot react"};
    if (against && is(e, *against, condition::kConcealed))
        return {Why::Surprised, against->name + " is concealed: " + c.name + " is taken by surprise and cannot react"};
    c.acted = true;
    e.turns_taken.push_back({c.id, 0});
    effects_turn_started(e, c.id);
    effects_turn_ended(e, c.id);
    log(e, c.name + " reacts (" + std::string(kind) + (against ? " against " + against->name : "") +
               "), out of sequence: its turn this round is used up");
    return std::nullopt;
}

// Text 004: "characters can take their turn outside the normal round sequence to perform a reaction".
Refusal handle(Encounter& e, const React& a) {
    if (auto bad = require_alternating(e, "Reacting")) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (std::find(std::begin(kReactions), std::end(kReactions), a.kind) == std::end(kReactions))
        return {Why::BadReaction, "\"" + a.kind + "\" is not a reaction: dodge, counter, guard, hide behind or opportunity attack"};
    const Combatant* against = nullptr;
    if (a.against) {
        if (!(against = e.find(*a.against))) return unknown_combatant(*a.against);
        if (*a.against == a.id) return {Why::TargetsItself, c->name + " cannot react against itself"};
    }
    if (auto bad = take_reaction(e, *c, a.kind, against)) return bad;
    // The grabbing character keeps hold "hiding behind them as reaction to an attack"; a counter
    // or an opportunity attack is an attack (its Attack says with what); a dodge or a guard frees.
    if (a.kind == "dodge" || a.kind == "guard")
        let_go_unless(e, a.id, a.kind + "s", [](CombatantId) { return false; });
    settle_sequence(e);
    return std::nullopt;
}

// Text 004: "Characters can spend their turn to surrender".
Refusal handle(Encounter& e, const Surrender& a) {
    if (auto bad = require_alternating(e, "Surrendering")) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (has_condition(e, a.id, condition::kSurrendering)) return {Why::ConditionAlreadySet, c->name + " is already surrendering"};
    if (e.acting != a.id) {
        if (auto bad = check_turn_now(e, *c, false)) return bad;
        begin_turn(e, *c);
    }
    log(e, side_name(e, c->side) + ": " + c->name + " spends its turn to surrender");
    let_go_unless(e, a.id, "surrenders", [](CombatantId) { return false; });
    add_condition(e, a.id, condition::kSurrendering);
    finish_turn(e);
    return std::nullopt;
}

// Text 004: "Grabbed characters can't act, and can only spend their turn to attempt to break free by
// passing a STR save. Allies can also spend a main action to attempt to free them with a STR save."
Refusal handle(Encounter& e, const BreakFree& a) {
    if (auto bad = require_alternating(e, "Breaking free")) return bad;
    const Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (!has_condition(e, a.id, condition::kGrabbed)) return {Why::ConditionNotSet, c->name + " is not grabbed"};
    const Combatant* helper = nullptr;
    if (a.by) {
        if (!(helper = e.find(*a.by))) return unknown_combatant(*a.by);
        if (*a.by == a.id) return {Why::TargetsItself, c->name + " breaks free on its own turn (leave out who helps)"};
        if (helper->side != c->side) return {Why::NotAnAlly, helper->name + " is not an ally of " + c->name};
        if (e.step != Step::Acting) return step_refusal(e);
        if (e.acting != a.by) return {Why::NotItsTurn, helper->name + " can help only with a main action on its own turn"};
        if (auto bad = cannot_act(e, *helper)) return bad;
    } else if (e.acting != a.id) {
        if (auto bad = check_turn_now(e, *c, true)) return bad;
    }
    const Combatant& roller = helper ? *helper : *c;
    auto save = save_against(e, roller, "str", a.roll);
    if (!save) return save.refusal();
    const bool freed = save.value().passed;
    const std::string outcome = freed ? "passed, " + c->name + " is no longer grabbed" : std::string("failed");
    if (helper) {
        let_go_unless(e, helper->id, "tries to free " + c->name, [](CombatantId) { return false; });
        log(e, helper->name + " tries to free " + c->name + " (STR save " + save.value().text + "): " + outcome);
    } else {
        if (e.acting != a.id) begin_turn(e, *e.find(a.id));
        log(e, side_name(e, c->side) + ": " + c->name + " tries to break free (STR save " + save.value().text + "): " + outcome +
                   "; the attempt uses up its turn");
    }
    if (freed) remove_condition(e, a.id, condition::kGrabbed);
    if (!helper) finish_turn(e);
    return std::nullopt;
}

} // namespace rk::detail
