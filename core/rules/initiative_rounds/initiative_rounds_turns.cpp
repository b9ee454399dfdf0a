// Initiative rounds (rules text 000) and, with declarations off, the generic "roll + modifier,
// highest first" scheme most trackers cover.
//
// A turn (the game round, e.round) runs through initiative rounds from the highest value down;
// part<InitiativeRoundsFight>(e).initiative_round is the current one's value. Each initiative round goes
//   Declaring   the table names the minis that act in it (automatic with declarations off),
//   RollingTies d100 + level for each of them, when 2+ act and the tie rule asks for it,
//   Acting      one declared mini after the other (all at once with the Simultaneous rule),
// then the next lower value among the minis that have not acted; when none is left the turn ends.
#include <algorithm>
#include <limits>

#include "core/fight/combat.hpp"
#include "core/model/dice.hpp"
#include "core/fight/effects.hpp"
#include "core/fight/turn_order.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/order_list.hpp"
#include "core/rules/scheme.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"

namespace rk::detail {
namespace {

// The value of those without any initiative: their initiative round comes after all others.
constexpr int kNoValue = std::numeric_limits<int>::min();
constexpr int kMaxTieRollPasses = 20;

bool has_value(const Combatant& c) { return c.initiative.has_value() || c.stats.count("initiative") > 0; }

int value_of(const Encounter& e, const Combatant& c) { return has_value(c) ? effective_initiative(e, c) : kNoValue; }

bool simultaneous(const Encounter& e) { return e.settings.tie_rule == TieRule::Simultaneous; }

// Only text 000 tables think in initiative rounds; a d20 table's log stays as it always was.
bool logs_rounds(const Encounter& e) { return e.ruleset == kInitiativeRounds; }

std::string round_name(int count) {
    if (count == kNoValue) return "the initiative round of those without initiative";
    return "initiative round " + std::to_string(count);
}

std::string sentence(std::string s) {
    if (!s.empty() && s.front() >= 'a' && s.front() <= 'z') s.front() = static_cast<char>(s.front() - 'a' + 'A');
    return s;
}

std::string names(const Encounter& e, const std::vector<CombatantId>& ids) {
    std::string s;
    for (CombatantId id : ids) s += (s.empty() ? "" : ", ") + e.find(id)->name;
    return s;
}

std::string value_text(int value) { return value == kNoValue ? "no initiative" : "initiative " + std::to_string(value); }

// What a combatant is ordered by, made once per sort (its value sums its effects' modifiers).
struct OrderKey {
    bool has_value = false;
    int value = kNoValue;
    int place = 0;          // moved by hand among equals (docs/rules-notes.md)
    bool is_player = false;
    CombatantId id = 0;
    std::vector<int> tie;   // tie_key, where the order goes by the tie rolls
};

// Equal values without a tie roll: players first, then who joined first (the generic table habit).
bool generic_before(const OrderKey& a, const OrderKey& b) {
    if (a.has_value != b.has_value) return a.has_value;
    if (a.value != b.value) return a.value > b.value;
    if (a.place != b.place) return a.place > b.place;
    if (a.is_player != b.is_player) return a.is_player;
    return a.id < b.id;
}

// The adjusted d100 roll, then each re-roll that broke an equal score.
std::vector<int> tie_key(const Combatant& c) {
    std::vector<int> key;
    if (!part<InitiativeRoundsPart>(c).tie_roll) return key;
    key.push_back(*part<InitiativeRoundsPart>(c).tie_roll);
    key.insert(key.end(), part<InitiativeRoundsPart>(c).tie_rerolls.begin(), part<InitiativeRoundsPart>(c).tie_rerolls.end());
    return key;
}

OrderKey order_key(const Encounter& e, const Combatant& c, bool with_tie = false) {
    const int value = value_of(e, c);
    const InitiativeRoundsPart& p = part<InitiativeRoundsPart>(c);
    return {.has_value = has_value(c), .value = value, .place = p.place && p.placed_at == value ? p.place : 0,
            .is_player = c.is_player, .id = c.id,
            .tie = with_tie ? tie_key(c) : std::vector<int>{}};
}

// Text 000: "Mini's then perform actions in decending order, based on the adjusted rolls for that
// initiative round." Re-rolls only order the minis that tied, never past anyone else.
bool round_before(const OrderKey& a, const OrderKey& b) {
    if (a.tie != b.tie) return std::lexicographical_compare(b.tie.begin(), b.tie.end(), a.tie.begin(), a.tie.end());
    return generic_before(a, b);
}

// Text 000: a mini cannot act if it "already performed actions in a previous initiative round",
// has "a lower inititiave value than the current round", or was "not declared".
// Nor does a mini that is out of the fight or kept from acting (core/fight/combat.hpp).
bool eligible(const Encounter& e, const Combatant& c) { return !c.acted && value_of(e, c) >= part<InitiativeRoundsFight>(e).initiative_round && may_act(e, c); }
bool can_act(const Encounter& e, const Combatant& c) { return part<InitiativeRoundsPart>(c).declared && eligible(e, c); }

bool in_initiative_round(const Encounter& e) { return e.phase == Phase::Running && e.step != Step::Idle; }

// The minis of the current initiative round who have not acted, in their order.
std::vector<CombatantId> round_queue(const Encounter& e) {
    std::vector<const Combatant*> list;
    for (const auto& c : e.combatants)
        if (can_act(e, c)) list.push_back(&c);
    sort_by_key(list, [&](const Combatant* c) { return order_key(e, *c, true); }, round_before);
    std::vector<CombatantId> ids;
    for (auto* c : list) ids.push_back(c->id);
    return ids;
}

std::optional<CombatantId> next_in_round(const Encounter& e) {
    for (CombatantId id : round_queue(e))
        if (id != e.acting) return id;
    return std::nullopt;
}

bool is_prefix_of(const std::vector<int>& a, const std::vector<int>& b) {
    return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

// Who still owes a d100: no roll yet, or rolls that another mini of the round matches so far.
std::vector<CombatantId> owing_tie_rolls(const Encounter& e) {
    const auto queue = round_queue(e);
    std::vector<CombatantId> owing;
    if (queue.size() < 2) return owing;   // a lone mini has nobody to tie with
    for (CombatantId id : queue) {
        const auto key = tie_key(*e.find(id));
        const bool tied = std::any_of(queue.begin(), queue.end(), [&](CombatantId other) {
            return other != id && is_prefix_of(key, tie_key(*e.find(other)));
        });
        if (tied) owing.push_back(id);
    }
    return owing;
}

void start_turn_of(Encounter& e, CombatantId id) {
    e.acting = id;
    effects_turn_started(e, id);
}

void finish_turn_of(Encounter& e, CombatantId id) {
    e.find(id)->acted = true;
    e.turns_taken.push_back({id, part<InitiativeRoundsFight>(e).initiative_round});
    effects_turn_ended(e, id);
}

void begin_initiative_round(Encounter& e, int value);

void new_turn(Encounter& e, int round) {
    begin_round(e, round);
    for (auto& c : e.combatants) part<InitiativeRoundsPart>(c).offered = false;
    // Nobody left who may act: the turn waits for the table (to heal someone, or end the fight;
    // Next Turn closes it, and a stun counted in rounds runs down).
    if (std::none_of(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) { return may_act(e, c); })) {
        e.step = Step::Acting;
        part<InitiativeRoundsFight>(e).initiative_round = 0;
        return;
    }
    int top = kNoValue;
    for (const auto& c : e.combatants)
        if (in_the_fight(e, c)) top = std::max(top, value_of(e, c));
    begin_initiative_round(e, top);
}

// The initiative round is over: on to the next lower value among the minis that have not
// acted, or to the next turn. Minis waiting with a higher value join any of those rounds.
void end_initiative_round(Encounter& e) {
    std::optional<int> next;
    for (const auto& c : e.combatants) {
        const int v = value_of(e, c);
        if (!c.acted && in_the_fight(e, c) && v < part<InitiativeRoundsFight>(e).initiative_round && (!next || v > *next)) next = v;
    }
    e.acting.reset();
    if (next) {
        begin_initiative_round(e, *next);
        return;
    }
    // Without declarations (the generic scheme) nobody loses a turn: someone who has not acted
    // yet, because the table moved their initiative up mid-round, acts before the round ends.
    const bool someone_left = std::any_of(e.combatants.begin(), e.combatants.end(),
                                          [&](const Combatant& c) { return !c.acted && in_the_fight(e, c); });
    if (!e.settings.declarations && someone_left) {
        // Whoever is still delaying comes back in now: the round ends after them.
        std::vector<CombatantId> delaying;
        for (auto& c : e.combatants)
            if (c.holding && !c.acted && in_the_fight(e, c)) {
                c.holding = false;
                delaying.push_back(c.id);
            }
        if (!delaying.empty()) log(e, names(e, delaying) + (delaying.size() == 1 ? " stops" : " stop") + " delaying: the round ends after " + (delaying.size() == 1 ? "it" : "them"));
        begin_initiative_round(e, part<InitiativeRoundsFight>(e).initiative_round);
        return;
    }
    // With declarations, a mini sped up (Speed: "adds 3 to their initiative") to the current
    // initiative round or above after its declarations had no round to be declared in: it gets
    // one more declaration now. One that could have been declared and waited has had its chance.
    const bool sped_up = std::any_of(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) {
        return eligible(e, c) && !part<InitiativeRoundsPart>(c).offered;
    });
    if (e.settings.declarations && sped_up) {
        begin_initiative_round(e, part<InitiativeRoundsFight>(e).initiative_round);
        return;
    }
    close_round(e);
    new_turn(e, e.round + 1);
}

void begin_acting(Encounter& e) {
    e.step = Step::Acting;
    const auto queue = round_queue(e);
    if (queue.empty()) {
        end_initiative_round(e);
        return;
    }
    if (simultaneous(e)) {
        if (queue.size() > 1) log(e, names(e, queue) + " act simultaneously");
        e.acting = queue.front();
        for (CombatantId id : queue) effects_turn_started(e, id);
        return;
    }
    start_turn_of(e, queue.front());
}

void finish_declaring(Encounter& e) {
    const auto queue = round_queue(e);
    if (queue.empty()) {
        if (logs_rounds(e)) log(e, "Nobody acts in " + round_name(part<InitiativeRoundsFight>(e).initiative_round));
        end_initiative_round(e);
        return;
    }
    if (e.settings.tie_rule == TieRule::D100PlusLevel && queue.size() >= 2) {
        e.step = Step::RollingTies;
        log(e, sentence(round_name(part<InitiativeRoundsFight>(e).initiative_round)) + ": " + names(e, queue) + " roll d100 + level");
        return;
    }
    begin_acting(e);
}

void begin_initiative_round(Encounter& e, int value) {
    part<InitiativeRoundsFight>(e).initiative_round = value;
    e.acting.reset();
    // A stunned combatant's turn passes when its initiative round comes (docs/rules-notes.md).
    for (const auto& c : std::vector<Combatant>(e.combatants))
        if (!c.acted && value_of(e, c) >= value) pass_turn_if_kept(e, c.id);
    for (auto& c : e.combatants) {
        part<InitiativeRoundsPart>(c).declared = false;
        if (!c.acted) {   // text 000 rolls ties "for that initiative round": a waiting mini rolls again
            part<InitiativeRoundsPart>(c).tie_roll.reset();
            part<InitiativeRoundsPart>(c).tie_rerolls.clear();
        }
    }
    if (!e.settings.declarations) {
        // Everyone who may act does; one delaying waits until the table brings it back in (ActNow)
        // or the round runs out (end_initiative_round).
        for (auto& c : e.combatants)
            if (eligible(e, c) && !c.holding) part<InitiativeRoundsPart>(c).declared = true;
        if (logs_rounds(e)) log(e, sentence(round_name(value)) + " begins");
        finish_declaring(e);
        return;
    }
    for (auto& c : e.combatants)
        if (eligible(e, c)) part<InitiativeRoundsPart>(c).offered = true;
    e.step = Step::Declaring;
    log(e, sentence(round_name(value)) + ": declare the minis that act in it");
}

// Encounters saved before turns had steps: one long initiative round from the acting value down.
void resume_saved_without_steps(Encounter& e) {
    if (e.phase != Phase::Running || e.step != Step::Idle) return;
    e.step = Step::Acting;
    const Combatant* acting = e.acting ? e.find(*e.acting) : nullptr;
    int value = kNoValue;
    if (acting) value = value_of(e, *acting);
    else
        for (const auto& c : e.combatants)
            if (!c.acted) value = std::max(value, value_of(e, c));
    part<InitiativeRoundsFight>(e).initiative_round = value;
    for (auto& c : e.combatants) part<InitiativeRoundsPart>(c).declared = eligible(e, c);
}

void log_round_order(Encounter& e) {
    std::string s;
    for (CombatantId id : round_queue(e)) {
        const Combatant& c = *e.find(id);
        s += (s.empty() ? "" : ", ") + c.name;
        const auto key = tie_key(c);
        for (size_t i = 0; i < key.size(); ++i) s += (i ? "/" : " ") + std::to_string(key[i]);
    }
    log(e, "Order in " + round_name(part<InitiativeRoundsFight>(e).initiative_round) + ": " + s);
}

// The tie rolls are done (or whoever owed one has left the fight): the initiative round starts.
void settle_ties(Encounter& e) {
    if (e.step != Step::RollingTies || !owing_tie_rolls(e).empty()) return;
    log_round_order(e);
    begin_acting(e);
}

Refusal roll_tie(Encounter& e, CombatantId id, const RollInput& input) {
    Combatant& c = *e.find(id);
    const DiceFormula f{1, 100, c.level};
    auto r = roll(f, input, e.rng);
    if (!r) return r.refusal();
    const int score = r.value().total;
    const bool again = part<InitiativeRoundsPart>(c).tie_roll.has_value();
    if (again) part<InitiativeRoundsPart>(c).tie_rerolls.push_back(score);
    else part<InitiativeRoundsPart>(c).tie_roll = score;
    log(e, c.name + (again ? " rolls the tie again: " : " rolls for the tie: ") + r.value().describe(f));
    const auto key = tie_key(c);
    std::vector<CombatantId> tied_with;
    for (CombatantId other : round_queue(e))
        if (other != id && is_prefix_of(key, tie_key(*e.find(other)))) tied_with.push_back(other);
    if (!tied_with.empty())
        log(e, c.name + " ties with " + names(e, tied_with) + " at " + std::to_string(score) + ": they roll again");
    return std::nullopt;
}

Refusal start(Encounter& e) {
    new_turn(e, 1);
    return std::nullopt;
}

Refusal next_turn(Encounter& e) {
    resume_saved_without_steps(e);
    if (e.step == Step::Declaring) return {Why::WrongStep, "Finish the declarations for " + round_name(part<InitiativeRoundsFight>(e).initiative_round) + " first"};
    if (e.step == Step::RollingTies) {
        const auto owing = owing_tie_rolls(e);
        if (!owing.empty()) return {Why::RollsStillDue, "Tie rolls are still due for " + names(e, owing)};
        settle_ties(e);   // whoever owed one has left the fight
        return std::nullopt;
    }
    if (simultaneous(e)) {
        auto group = round_queue(e);
        if (e.acting && std::find(group.begin(), group.end(), *e.acting) == group.end() && e.find(*e.acting))
            group.insert(group.begin(), *e.acting);
        for (CombatantId id : group) finish_turn_of(e, id);
        end_initiative_round(e);
        return std::nullopt;
    }
    if (e.acting && e.find(*e.acting)) finish_turn_of(e, *e.acting);
    e.acting.reset();
    if (auto next = next_in_round(e)) start_turn_of(e, *next);
    else end_initiative_round(e);
    return std::nullopt;
}

// Back to the last finished turn (with Simultaneous, the last initiative round's group), across
// initiative rounds if need be; across turns only with Undo, which also restores effect ticks.
Refusal previous_turn(Encounter& e) {
    resume_saved_without_steps(e);
    // Turns of combatants who have since left the fight are nothing to go back to.
    std::erase_if(e.turns_taken, [&](const TurnTaken& t) { return !e.find(t.id); });
    if (e.turns_taken.empty()) return {Why::FirstTurn, std::string("This is the first turn of the round: use Undo to go further back")};
    const int back_to = e.turns_taken.back().count;
    std::vector<CombatantId> again;
    do {
        again.insert(again.begin(), e.turns_taken.back().id);
        e.turns_taken.pop_back();
    } while (simultaneous(e) && !e.turns_taken.empty() && e.turns_taken.back().count == back_to);
    if (back_to != part<InitiativeRoundsFight>(e).initiative_round || e.step != Step::Acting) {
        for (auto& c : e.combatants) {
            part<InitiativeRoundsPart>(c).declared = false;
            if (!c.acted) {
                part<InitiativeRoundsPart>(c).tie_roll.reset();
                part<InitiativeRoundsPart>(c).tie_rerolls.clear();
            }
        }
        for (const auto& t : e.turns_taken)
            if (t.count == back_to) part<InitiativeRoundsPart>(*e.find(t.id)).declared = true;
        part<InitiativeRoundsFight>(e).initiative_round = back_to;
    }
    for (CombatantId id : again) {
        Combatant& c = *e.find(id);
        c.acted = false;
        part<InitiativeRoundsPart>(c).declared = true;
    }
    e.step = Step::Acting;
    e.acting = again.front();
    log(e, "Back to " + names(e, again));
    return std::nullopt;
}

Refusal end_round(Encounter& e) {
    close_round(e);
    new_turn(e, e.round + 1);
    return std::nullopt;
}

Refusal finish_declarations(Encounter& e) {
    if (e.step != Step::Declaring) {
        if (!e.settings.declarations) return {Why::NotInTheseSettings, std::string("Declarations are off: every mini joins the initiative round of its value")};
        return {Why::WrongStep, "Nobody is declaring now: " + round_name(part<InitiativeRoundsFight>(e).initiative_round) + " is under way"};
    }
    const auto queue = round_queue(e);
    if (queue.empty()) log(e, "Nobody is declared for " + round_name(part<InitiativeRoundsFight>(e).initiative_round));
    else log(e, sentence(round_name(part<InitiativeRoundsFight>(e).initiative_round)) + ": " + names(e, queue) + " act");
    finish_declaring(e);
    return std::nullopt;
}

// Text 000: "A mini does not have to perform actions on their initiative round, and can decide
// to wait to peform actions on a later inititiave round."
Refusal hold(Encounter& e, CombatantId id) {
    resume_saved_without_steps(e);
    Combatant& c = *e.find(id);
    if (c.acted) return {Why::AlreadyActed, c.name + " has already acted this turn"};
    if (e.step == Step::RollingTies) return {Why::WrongStep, "Finish the tie rolls first: " + c.name + " can wait when its turn comes"};
    if (!part<InitiativeRoundsPart>(c).declared) return {Why::AlreadyHolding, c.name + " is not declared for " + round_name(part<InitiativeRoundsFight>(e).initiative_round) + ": it is already waiting"};
    // Without declarations a delay lasts until the table brings it back in, or the round's end:
    // with nobody else still to act this round there is nothing to wait for.
    const bool someone_after = std::any_of(e.combatants.begin(), e.combatants.end(), [&](const Combatant& o) {
        return o.id != id && !o.acted && !o.holding && may_act(e, o);
    });
    if (!e.settings.declarations && !someone_after) return {Why::NobodyToWaitFor, "Nobody else acts this round: " + c.name + " has nobody to wait for"};
    part<InitiativeRoundsPart>(c).declared = false;
    c.holding = true;
    part<InitiativeRoundsPart>(c).tie_roll.reset();
    part<InitiativeRoundsPart>(c).tie_rerolls.clear();
    log(e, c.name + (e.settings.declarations ? " waits" : " delays"));
    if (e.acting != id) return std::nullopt;
    e.acting.reset();
    const auto queue = round_queue(e);
    if (queue.empty()) end_initiative_round(e);
    else if (simultaneous(e)) e.acting = queue.front();   // the rest of the group acts on
    else start_turn_of(e, queue.front());
    return std::nullopt;
}

// Without declarations, one delaying comes back in when the table says: it acts now, before the
// one acting, who keeps its place (with the Simultaneous rule it joins the group acting now).
Refusal come_back_in(Encounter& e, CombatantId id) {
    Combatant& c = *e.find(id);
    c.holding = false;
    part<InitiativeRoundsPart>(c).declared = true;
    if (simultaneous(e) && e.acting) {
        log(e, c.name + " stops delaying and acts with " + e.find(*e.acting)->name);
        effects_turn_started(e, id);
        return std::nullopt;
    }
    log(e, c.name + " stops delaying and acts" + (e.acting ? " before " + e.find(*e.acting)->name : std::string(" now")));
    start_turn_of(e, id);
    return std::nullopt;
}

// The table picks who goes first among equals: the chosen mini acts now, and the one it
// interrupts keeps its place in the initiative round. Tie rolls fix the order, so no picking then.
Refusal act_now(Encounter& e, CombatantId id) {
    resume_saved_without_steps(e);
    const Combatant& c = *e.find(id);
    if (c.acted) return {Why::AlreadyActed, c.name + " has already acted this turn"};
    if (e.acting == id) return {Why::AlreadyActing, c.name + " is already acting"};
    if (e.step == Step::Declaring) return {Why::WrongStep, "Finish the declarations for " + round_name(part<InitiativeRoundsFight>(e).initiative_round) + " first"};
    if (e.step == Step::RollingTies) return {Why::WrongStep, "Finish the tie rolls for " + round_name(part<InitiativeRoundsFight>(e).initiative_round) + " first"};
    const int value = value_of(e, c);
    if (value < part<InitiativeRoundsFight>(e).initiative_round)
        return {Why::NotItsTurn, c.name + " cannot act in " + round_name(part<InitiativeRoundsFight>(e).initiative_round) + ": its " + value_text(value) + " is lower"};
    if (!part<InitiativeRoundsPart>(c).declared) {
        if (e.settings.declarations) return {Why::NotItsTurn, c.name + " was not declared for " + round_name(part<InitiativeRoundsFight>(e).initiative_round)};
        if (!c.holding) return {Why::NotItsTurn, c.name + " is waiting for a later initiative round"};
        return come_back_in(e, id);
    }
    if (simultaneous(e)) return {Why::OrderIsFixed, "Everyone in " + round_name(part<InitiativeRoundsFight>(e).initiative_round) + " acts at once: there is no order to change"};
    if (part<InitiativeRoundsPart>(c).tie_roll) {
        const auto next = next_in_round(e);
        if (e.acting || next != id) {
            const std::string first = e.acting ? e.find(*e.acting)->name + " is acting" : e.find(*next)->name + " is next";
            return {Why::OrderIsFixed, "The tie rolls set the order of " + round_name(part<InitiativeRoundsFight>(e).initiative_round) + ": " + first};
        }
    }
    log(e, c.name + (e.acting ? " acts before " + e.find(*e.acting)->name : std::string(" acts now")));
    start_turn_of(e, id);
    return std::nullopt;
}

// Everyone in the order they act this turn: first who has acted, in the order they did; then who
// is acting (the first of the group with Simultaneous); then the rest of the current initiative
// round in its order; then everyone still to come, by the initiative round they can act in next
// (a mini waiting with a higher value can act in the next one) and the generic order.
std::vector<CombatantId> order(const Encounter& e) {
    OrderList list(e);
    const auto key = [&](const Combatant& c) { return order_key(e, c); };
    for (const auto& t : e.turns_taken)
        if (const Combatant* c = list.find(t.id); c && c->acted) list.add(t.id);
    list.add_sorted([](const Combatant& c) { return c.acted; }, key, generic_before);   // acted with no record (older saves)
    if (e.acting) list.add(*e.acting);
    if (!in_initiative_round(e)) {
        list.add_sorted([](const Combatant&) { return true; }, key, generic_before);
        return list.take();
    }
    list.add_sorted([&](const Combatant& c) { return can_act(e, c); }, [&](const Combatant& c) { return order_key(e, c, true); },
                    round_before);
    // Who is still to come, by the initiative round it can act in next (its value, or the current one).
    const int now = part<InitiativeRoundsFight>(e).initiative_round;
    list.add_sorted([](const Combatant&) { return true; }, key, [&](const OrderKey& a, const OrderKey& b) {
        const int ra = std::min(a.value, now), rb = std::min(b.value, now);
        if (ra != rb) return ra > rb;
        return generic_before(a, b);
    });
    return list.take();
}

// The generic scheme: d20 + the combatant's initiative modifier.
Refusal roll_initiative(Encounter& e, CombatantId id, const RollInput& input) {
    Combatant* c = e.find(id);
    if (e.ruleset == kInitiativeRounds)
        return {Why::InitiativeIsSet, c->name + "'s initiative is a value on its sheet in initiative rounds: set it rather than roll it"};
    const DiceFormula f{1, 20, c->stat("initiative_modifier")};
    auto r = roll(f, input, e.rng);
    if (!r) return r.refusal();
    c->initiative = r.value().total;
    log(e, c->name + " rolls initiative " + r.value().describe(f));
    return std::nullopt;
}

Refusal require_rounds(const Encounter& e, const std::string& what) {
    if (e.ruleset != kHighestFirst && e.ruleset != kInitiativeRounds)
        return {Why::NotInThisRuleset, what + " is not part of " + std::string(ruleset_name(e.ruleset))};
    return require_running(e);
}

// A new round: nobody has declared for an initiative round or rolled a tie yet.
void round_begins(Encounter& e) {
    for (auto& c : e.combatants) {
        auto& mine = part<InitiativeRoundsPart>(c);
        mine.declared = false;
        mine.tie_roll.reset();
        mine.tie_rerolls.clear();
    }
}

} // namespace

// Moving a combatant one place up or down by hand, after a mistake (docs/rules-notes.md, "What a
// table expects"): it takes the initiative of the one it passes and a place among those equal to
// it, so the order stays what the initiatives and places say. Only where the game master orders
// ties: not with declarations, tie rolls or ties acting at once.
Refusal move_by_hand(Encounter& e, CombatantId id, bool down) {
    if (e.settings.declarations) return {Why::NotInTheseSettings, std::string("With declarations, the minis declared for an initiative round act by their values and tie rolls: set the initiative instead")};
    if (e.settings.tie_rule == TieRule::D100PlusLevel) return {Why::NotInTheseSettings, std::string("The d100 tie rolls order equal initiatives here: set the initiative instead")};
    if (simultaneous(e)) return {Why::NotInTheseSettings, std::string("Equal initiatives act at once here: set the initiative instead")};
    const Combatant& c = *e.find(id);
    if (!has_value(c)) return {Why::NoInitiative, c.name + " has no initiative yet: roll or set it first"};
    const bool running = e.phase == Phase::Running;
    if (running && c.acted) return {Why::AlreadyActed, c.name + " has already acted this round"};
    if (running && e.acting == id) return {Why::AlreadyActing, c.name + " is acting now" + std::string(down ? ": Delay puts its turn off" : "")};
    std::vector<CombatantId> listed;
    for (CombatantId other : order(e))
        if (has_value(*e.find(other))) listed.push_back(other);
    const auto at = std::find(listed.begin(), listed.end(), id);
    if (down ? at + 1 == listed.end() : at == listed.begin())
        return {Why::EndOfOrder, c.name + (down ? " is already last in the order" : " is already first in the order")};
    const Combatant& passed = *e.find(down ? *(at + 1) : *(at - 1));
    if (running && (passed.acted || e.acting == passed.id))
        return {Why::AlreadyActed, passed.name + (e.acting == passed.id ? " is acting now" : " has already acted this round") + ": " + c.name + " cannot go before it"};
    // The same initiative as the one passed (with its own effects' modifiers kept) ...
    const int value = value_of(e, passed);
    Combatant& mover = *e.find(id);
    mover.initiative = value - (value_of(e, mover) - mover.initiative.value_or(mover.stat("initiative")));
    // ... and the places of everyone at that initiative written out, with it just past the other.
    std::vector<const Combatant*> equal;
    for (const auto& other : e.combatants)
        if (other.id != id && has_value(other) && value_of(e, other) == value) equal.push_back(&other);
    sort_by_key(equal, [&](const Combatant* x) { return order_key(e, *x); }, generic_before);
    std::vector<CombatantId> places;
    for (const Combatant* x : equal) places.push_back(x->id);
    places.insert(std::find(places.begin(), places.end(), passed.id) + (down ? 1 : 0), id);
    for (std::size_t i = 0; i < places.size(); ++i) {
        InitiativeRoundsPart& p = part<InitiativeRoundsPart>(*e.find(places[i]));
        p.place = static_cast<int>(places.size() - i);
        p.placed_at = value;
    }
    // Who acts in the current initiative round follows the new value (nobody declares here).
    if (running && e.step == Step::Acting) part<InitiativeRoundsPart>(mover).declared = eligible(e, mover) && !mover.holding;
    log(e, mover.name + " moves " + (down ? "after " : "before ") + passed.name + " (initiative " + std::to_string(value) + ")");
    return std::nullopt;
}

const Scheme& initiative_rounds_scheme() {
    static const Scheme s{.start = start,
                          .next_turn = next_turn,
                          .previous_turn = previous_turn,
                          .order = order,
                          .round_begins = round_begins,
                          .end_round = end_round,
                          .roll_initiative = roll_initiative,
                          .finish_declarations = finish_declarations,
                          .hold = hold,
                          .act_now = act_now,
                          .move = move_by_hand};
    return s;
}

// Text 000: "At the beginning of an initiative round, each participant must declare which mini's
// will be performing actions during that particular round." Each side may declare in turn.
Refusal handle(Encounter& e, const DeclareActors& a) {
    if (auto bad = require_rounds(e, "Declaring actors")) return bad;
    if (!e.settings.declarations) return {Why::NotInTheseSettings, std::string("Declarations are off: every mini joins the initiative round of its value")};
    if (e.step != Step::Declaring) return {Why::WrongStep, "Declarations are made before an initiative round: " + round_name(part<InitiativeRoundsFight>(e).initiative_round) + " is under way"};
    if (a.ids.empty()) return {Why::NothingChosen, "Name the minis that act in " + round_name(part<InitiativeRoundsFight>(e).initiative_round)};
    for (CombatantId id : a.ids) {
        const Combatant* c = e.find(id);
        if (!c) return unknown_combatant(id);
        if (auto out = out_of_fight(e, *c)) return {Why::OutOfFight, c->name + " is out of the fight (" + *out + ")"};
        if (auto kept = why_not_acting(e, *c)) return {Why::Stunned, c->name + " is " + *kept + " and cannot act"};
        if (c->acted) return {Why::AlreadyActed, c->name + " has already acted this turn"};
        const int value = value_of(e, *c);
        if (value < part<InitiativeRoundsFight>(e).initiative_round)
            return {Why::NotItsTurn, c->name + " cannot act in " + round_name(part<InitiativeRoundsFight>(e).initiative_round) + ": its " + value_text(value) + " is lower"};
    }
    std::vector<CombatantId> fresh;
    for (CombatantId id : a.ids) {
        Combatant& c = *e.find(id);
        if (part<InitiativeRoundsPart>(c).declared) continue;
        part<InitiativeRoundsPart>(c).declared = true;
        c.holding = false;
        fresh.push_back(id);
    }
    if (!fresh.empty()) log(e, "Declared for " + round_name(part<InitiativeRoundsFight>(e).initiative_round) + ": " + names(e, fresh));
    return std::nullopt;
}

// Text 000: "participants roll percentile dice for each mini, adding their character levels to
// their scores". id 0 rolls for everyone who owes a roll, again while they tie.
Refusal handle(Encounter& e, const RollTie& a) {
    if (auto bad = require_rounds(e, "Tie rolls")) return bad;
    if (e.settings.tie_rule != TieRule::D100PlusLevel) return {Why::NotInTheseSettings, std::string("Ties are broken without a roll in these settings")};
    if (e.step != Step::RollingTies) return {Why::NoRollDue, "No tie roll is due in " + round_name(part<InitiativeRoundsFight>(e).initiative_round)};
    if (a.id == 0) {
        if (a.roll.entered()) return {Why::DiceForOne, std::string("Entered dice need one mini")};
        for (int pass = 0; pass < kMaxTieRollPasses; ++pass) {
            const auto owing = owing_tie_rolls(e);
            if (owing.empty()) break;
            for (CombatantId id : owing)
                if (auto bad = roll_tie(e, id, {})) return bad;
        }
        settle_ties(e);
        return std::nullopt;
    }
    const Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (!can_act(e, *c)) return {Why::NoRollDue, c->name + " does not act in " + round_name(part<InitiativeRoundsFight>(e).initiative_round)};
    const auto owing = owing_tie_rolls(e);
    if (std::find(owing.begin(), owing.end(), a.id) == owing.end())
        return {Why::AlreadyRolled, c->name + " already has its tie roll (" + std::to_string(tie_key(*c).back()) + ") for " + round_name(part<InitiativeRoundsFight>(e).initiative_round)};
    if (auto bad = roll_tie(e, a.id, a.roll)) return bad;
    settle_ties(e);
    return std::nullopt;
}

} // namespace rk::detail
