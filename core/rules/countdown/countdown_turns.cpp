// The countdown from 10 to 1 (rules text 001, "Order of Battle").
//
// A round walks through e.step:
//   Surprise (round 1 only) -> Declaring -> RollingInitiative -> Acting -> Held -> next round's Declaring.
//
// Surprise: while part<CountdownFight>(e).count is 0 the table rolls RollSurprise for whoever may be caught unaware
//   (a face of 1 or 2 is that many surprised segments). Moving on (NextTurn or FinishDeclarations)
//   plays the free segments: part<CountdownFight>(e).count is the segment number, everyone not surprised acts once in
//   it, and at its end every surprised combatant has one segment less. A victim whose segments
//   have passed acts in the next segment with the others.
// Declaring: spells and charges (DeclareAction) before initiative.
// RollingInitiative: one roll per attack of each combatant (d10 or the DEX die; the "attacks"
//   stat, 1 if missing) or one d10 per side; the countdown starts by itself once every roll is in.
// Acting: part<CountdownFight>(e).count counts down from max(10, highest result) to 1; everyone whose number is the
//   count acts at it (a combatant with several attacks has a number per attack and comes up at each), but the stunned and the knocked out (why_not_acting) lose that turn. Ties are simultaneous: e.acting is the one being resolved, the others of the
//   count follow, and a hit at the same count still counts as before the spell went off.
// Held: whoever held (Hold at its number) acts after count 1, all at once, then the round ends.
#include <algorithm>
#include <cstdlib>

#include "core/model/bounded.hpp"
#include "core/fight/combat.hpp"
#include "core/rules/countdown/countdown.hpp"
#include "core/model/dice.hpp"
#include "core/fight/effects.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/order_list.hpp"
#include "core/rules/scheme.hpp"

namespace rk::detail {
namespace {

constexpr int kCountdownTop = 10;
constexpr size_t kMaxDeclarationLength = 64;
constexpr int kMostSurpriseModifier = 5;

// ---- numbers and order ----

// Text 001 "COMBAT INITIATIVE": the initiative die by DEX score.
int dex_initiative_sides(int dex) {
    if (dex >= 25) return 20;
    if (dex >= 21) return 12;
    if (dex >= 18) return 10;
    if (dex >= 15) return 8;
    if (dex >= 9) return 6;
    if (dex >= 6) return 4;
    if (dex >= 4) return 3;
    return 2;
}

// A combatant without a DEX score rolls as DEX 9-14 (a d6): the GM gives monsters their DEX.
constexpr int kDefaultDex = 10;

DiceFormula initiative_die(const Encounter& e, const Combatant& c) {
    if (e.settings.dex_initiative_die) return {1, dex_initiative_sides(c.stat("dex", kDefaultDex)), 0};
    return {1, 10, 0};
}

constexpr int kMostAttacks = 8;

// Text 001: "One roll is made for each attack." The "attacks" stat; 1 when it is missing (as in
// encounters saved before it), and with side initiative, where the side's one roll is everyone's.
int attacks_per_round(const Encounter& e, const Combatant& c) {
    return e.settings.side_initiative ? 1 : std::clamp(c.stat("attacks", 1), 1, kMostAttacks);
}

// The counts a combatant acts on this round, highest first: its own roll (or the GM's
// SetInitiative) and one more per further attack, else its side's roll; plus effect modifiers,
// never below 1 so that everyone who rolled gets to act.
std::vector<int> counts_of(const Encounter& e, const Combatant& c) {
    std::optional<int> first = c.initiative;
    if (!first && e.settings.side_initiative)
        if (const Side* s = e.find_side(c.side)) first = s->initiative;
    if (!first) return {};
    std::vector<int> counts{*first};
    const auto& more = part<CountdownPart>(c).attack_rolls;
    const auto extra = std::min<std::size_t>(more.size(), static_cast<std::size_t>(attacks_per_round(e, c) - 1));
    counts.insert(counts.end(), more.begin(), more.begin() + static_cast<std::ptrdiff_t>(extra));
    const int modifier = effect_modifier(e, c.id, "initiative");
    for (int& n : counts) n = std::max(1, n + modifier);
    std::sort(counts.rbegin(), counts.rend());
    return counts;
}

// Its attacks already made at earlier counts this round (0 before its first).
std::size_t attacks_made(const Combatant& c) { return static_cast<std::size_t>(std::max(0, part<CountdownPart>(c).attacks_made)); }

// The count a combatant acts on next this round: the count of its next attack (its last once all are made).
std::optional<int> countdown_number(const Encounter& e, const Combatant& c) {
    const auto counts = counts_of(e, c);
    if (counts.empty()) return std::nullopt;
    return counts[std::min(attacks_made(c), counts.size() - 1)];
}

// A roll still due this round: its first, or one for an attack after the first.
bool owes_initiative(const Encounter& e, const Combatant& c) {
    if (!countdown_number(e, c)) return true;
    return c.initiative && part<CountdownPart>(c).attack_rolls.size() + 1 < static_cast<std::size_t>(attacks_per_round(e, c));
}

bool in_surprise_segment(const Encounter& e) { return e.step == Step::Surprise && part<CountdownFight>(e).count > 0; }

// 0: acts now (on its count, or in the current surprise segment); 1: holds (or is surprised);
// 2: has no number this round.
int slot(const Encounter& e, const Combatant& c) {
    if (in_surprise_segment(e)) return part<CountdownPart>(c).surprised_segments > 0 ? 1 : 0;
    if (!countdown_number(e, c)) return 2;
    return c.holding ? 1 : 0;
}

// What a combatant is listed by, made once per sort (its count sums its effects' modifiers).
struct OrderKey {
    int slot = 0;
    int count = 0;
    bool is_player = false;
    CombatantId id = 0;
};

std::vector<CombatantId> order(const Encounter& e) {
    std::vector<const Combatant*> list;
    for (const auto& c : e.combatants) list.push_back(&c);
    const auto key = [&](const Combatant* c) {
        return OrderKey{slot(e, *c), countdown_number(e, *c).value_or(0), c->is_player, c->id};
    };
    sort_by_key(list, key, [](const OrderKey& a, const OrderKey& b) {
        if (a.slot != b.slot) return a.slot < b.slot;
        if (a.count != b.count) return a.count > b.count;
        // Ties act simultaneously; players are listed (and resolved) first, then who joined first.
        if (a.is_player != b.is_player) return a.is_player;
        return a.id < b.id;
    });
    std::vector<CombatantId> ids;
    for (auto* c : list) ids.push_back(c->id);
    return ids;
}

std::string join_names(const std::vector<std::string>& names) {
    std::string s;
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0) s += i + 1 == names.size() ? " and " : ", ";
        s += names[i];
    }
    return s;
}

Reason step_refusal(const Encounter& e, const std::string& rule) {
    switch (e.step) {
    case Step::Surprise: return {Why::WrongStep, "The fight is still in its surprise step: " + rule};
    case Step::Declaring: return {Why::WrongStep, "Spells and charges are being declared: " + rule};
    case Step::RollingInitiative: return {Why::WrongStep, "Initiative is being rolled: " + rule};
    case Step::Acting: return {Why::WrongStep, "The countdown is under way: " + rule};
    case Step::Held: return {Why::WrongStep, "Held actions are going off: " + rule};
    default: return {Why::WrongStep, "The fight is not running: " + rule};
    }
}

Refusal require_countdown(const Encounter& e, const char* what) {
    if (e.ruleset != kCountdown) return {Why::NotInThisRuleset, std::string(what) + " is not part of " + std::string(ruleset_name(e.ruleset))};
    return require_running(e);
}

// ---- turns ----

// Effects counted on its turns count once a round: when its first attack begins, when its last ends.
void begin_turn(Encounter& e, CombatantId id) {
    e.acting = id;
    if (const Combatant* c = e.find(id); c && attacks_made(*c) > 0) return;
    effects_turn_started(e, id);
}

// Its turn at this count is over: on to the count of its next attack, or done for the round
// (it moved or fought this round: a missile left in its wound hurts).
void end_turn(Encounter& e, Combatant& c) {
    if (e.step == Step::Acting && !c.holding && attacks_made(c) + 1 < counts_of(e, c).size()) {
        part<CountdownPart>(c).attacks_made = static_cast<int>(attacks_made(c)) + 1;
        return;
    }
    c.acted = true;
    missile_hurts(e, c);
    effects_turn_ended(e, c.id);
}

void open_declarations(Encounter& e) {
    e.acting.reset();
    part<CountdownFight>(e).count = 0;
    e.step = Step::Declaring;
    log(e, "Declare spells and charges before initiative is rolled");
}

void reset_round(Encounter& e, int round) {
    begin_round(e, round);
    for (auto& c : e.combatants) {
        c.initiative.reset();   // one roll per attack, every round
        part<CountdownPart>(c).attack_rolls.clear();
        part<CountdownPart>(c).attacks_made = 0;
    }
    for (auto& s : e.sides) s.initiative.reset();
    part<CountdownFight>(e).count = 0;
    part<CountdownFight>(e).simultaneous.clear();
}

// Text 001: a newcomer surprised when it joined ("previously undetected combatants enter the
// fray") loses its turns for as many rounds as it rolled, counted from the first round it had a number in.
void count_late_surprise(Encounter& e) {
    for (auto& c : e.combatants) {
        auto& own = part<CountdownPart>(c);
        if (own.surprised_segments > 0 && joined_late(e, c) && countdown_number(e, c)) --own.surprised_segments;
    }
}

void finish_round(Encounter& e) {
    e.acting.reset();
    close_round(e);
    count_late_surprise(e);
    reset_round(e, e.round + 1);
    open_declarations(e);
}

// ---- surprise ----

bool anyone_surprised(const Encounter& e) {
    return std::any_of(e.combatants.begin(), e.combatants.end(), [](const Combatant& c) { return part<CountdownPart>(c).surprised_segments > 0; });
}

void end_surprise(Encounter& e) {
    log(e, part<CountdownFight>(e).count == 0 ? "Nobody is surprised" : "The surprise is over");
    part<CountdownFight>(e).joined_from = e.next_id;   // whoever joins from now on joins late
    for (auto& c : e.combatants) c.acted = false;
    open_declarations(e);
}

// The segment is over: it passes for timed effects, and every victim has one segment less.
void close_segment(Encounter& e) {
    effects_segment_passed(e);
    for (auto& c : e.combatants) {
        if (part<CountdownPart>(c).surprised_segments > 0) --part<CountdownPart>(c).surprised_segments;
        c.acted = false;
    }
}

// Starts the next surprise segment with its first free actor, or ends the surprise.
void next_segment(Encounter& e) {
    e.acting.reset();
    while (anyone_surprised(e)) {
        ++part<CountdownFight>(e).count;
        std::vector<std::string> free, caught;
        std::optional<CombatantId> first;
        for (CombatantId id : order(e)) {
            const Combatant& c = *e.find(id);
            if (part<CountdownPart>(c).surprised_segments > 0) {
                caught.push_back(c.name);
            } else {
                free.push_back(c.name);
                if (!first) first = id;
            }
        }
        const std::string segment = "Surprise segment " + std::to_string(part<CountdownFight>(e).count) + ": ";
        if (first) {
            log(e, segment + join_names(free) + " act freely; " + join_names(caught) + (caught.size() == 1 ? " is" : " are") +
                       " surprised");
            begin_turn(e, *first);
            return;
        }
        log(e, segment + "everyone is surprised, the segment passes");
        close_segment(e);
    }
    end_surprise(e);
}

Refusal next_in_segment(Encounter& e) {
    if (e.acting) {
        if (Combatant* c = e.find(*e.acting)) {
            c->acted = true;
            effects_turn_ended(e, c->id);
        }
    }
    e.acting.reset();
    for (CombatantId id : order(e)) {
        const Combatant& c = *e.find(id);
        if (part<CountdownPart>(c).surprised_segments == 0 && !c.acted) {
            begin_turn(e, id);
            return std::nullopt;
        }
    }
    close_segment(e);
    next_segment(e);
    return std::nullopt;
}

// ---- the countdown ----

// Acted at count n already: its last count, or one of its earlier attacks at the same count.
bool acted_at(const Encounter& e, const Combatant& c, int n) {
    if (c.acted || c.holding) return true;
    const auto counts = counts_of(e, c);
    const std::size_t made = std::min(attacks_made(c), counts.size());
    return made > 0 && counts[made - 1] == n;
}

// Logs "Count 7: Aria and Goblin act simultaneously" the first time count n comes up, and keeps
// who may act at it: "both sides are considered to be acting simultaneously", so each of them
// still acts on it if another's action at the same count strikes it down (or stuns it).
void announce_count(Encounter& e, int n) {
    std::vector<std::string> names;
    std::vector<CombatantId> due;
    for (CombatantId id : order(e)) {
        const Combatant& c = *e.find(id);
        if (countdown_number(e, c) != n) continue;
        if (acted_at(e, c, n)) return;   // this count has already begun
        if (!in_the_fight(e, c)) continue;
        names.push_back(c.name);
        if (may_act(e, c)) due.push_back(id);
    }
    part<CountdownFight>(e).simultaneous = due;
    const std::string count = "Count " + std::to_string(n) + ": ";
    log(e, count + join_names(names) + (names.size() > 1 ? " act simultaneously" : " acts"));
}

bool in_simultaneous(const Encounter& e, const Combatant& c) {
    const auto& due = part<CountdownFight>(e).simultaneous;
    return std::find(due.begin(), due.end(), c.id) != due.end();
}

// Struck down (or stunned) at this count by one acting on it too: its action still resolves.
bool acts_simultaneously(const Encounter& e, const Combatant& c) {
    if (c.acted || !in_simultaneous(e, c)) return false;
    if (e.step == Step::Held) return c.holding;
    return e.step == Step::Acting && !c.holding && countdown_number(e, c) == part<CountdownFight>(e).count;
}

void begin_simultaneous_turn(Encounter& e, CombatantId id) {
    const Combatant& c = *e.find(id);
    if (auto why = why_not_acting(e, c))
        log(e, c.name + " is " + *why + ", but acts all the same: its action is simultaneous with the blow");
    begin_turn(e, id);
}

std::optional<CombatantId> next_on_count(const Encounter& e) {
    for (CombatantId id : order(e)) {
        const Combatant& c = *e.find(id);
        if (slot(e, c) == 0 && !c.acted && (in_the_fight(e, c) || acts_simultaneously(e, c))) return id;
    }
    return std::nullopt;
}

// After a turn (or a hold): the next one at this count, else the next lower count that has
// someone, else the held actions, else the end of the round.
void advance(Encounter& e) {
    e.acting.reset();
    if (e.step == Step::Acting) {
        while (auto id = next_on_count(e)) {
            const int n = *countdown_number(e, *e.find(*id));
            announce_count(e, n);
            part<CountdownFight>(e).count = std::min(part<CountdownFight>(e).count, n);
            if (acts_simultaneously(e, *e.find(*id))) {
                begin_simultaneous_turn(e, *id);
                return;
            }
            // Text 001: the stunned and the knocked out lose the turn their number comes up.
            if (pass_turn_if_kept(e, *id)) continue;
            begin_turn(e, *id);
            return;
        }
        std::vector<std::string> held;
        std::vector<CombatantId> due;
        std::optional<CombatantId> first;
        for (CombatantId id : order(e)) {
            const Combatant& c = *e.find(id);
            if (!c.holding || c.acted || !may_act(e, c)) continue;
            held.push_back(c.name);
            due.push_back(id);
            if (!first) first = id;
        }
        if (!first) {
            finish_round(e);
            return;
        }
        e.step = Step::Held;
        part<CountdownFight>(e).count = 0;
        part<CountdownFight>(e).simultaneous = due;   // "results take effect (both sides simultaneously)"
        log(e, "After count 1, held actions go off simultaneously: " + join_names(held));
        // No effects_turn_started: a holder's turn began at its count and ends when its held action is done.
        e.acting = first;
        return;
    }
    if (e.step == Step::Held) {
        for (CombatantId id : order(e)) {
            const Combatant& c = *e.find(id);
            if (c.holding && !c.acted && (may_act(e, c) || acts_simultaneously(e, c))) {
                // No effects_turn_started: a holder's turn began at its count (see below).
                if (auto why = why_not_acting(e, c))
                    log(e, c.name + " is " + *why + ", but acts all the same: held actions go off simultaneously");
                e.acting = id;
                return;
            }
        }
        finish_round(e);
    }
}

bool everyone_has_a_number(const Encounter& e) {
    return std::none_of(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) { return owes_initiative(e, c); });
}

void start_countdown(Encounter& e) {
    int top = kCountdownTop;
    for (const auto& c : e.combatants) top = std::max(top, countdown_number(e, c).value_or(0));
    if (e.settings.side_initiative)
        for (auto& c : e.combatants)
            if (!c.initiative) c.initiative = countdown_number(e, c);   // shown on each combatant
    e.step = Step::Acting;
    part<CountdownFight>(e).count = top;
    log(e, "The countdown starts at " + std::to_string(top));
    advance(e);
}

void start_countdown_when_ready(Encounter& e) {
    if (e.step == Step::RollingInitiative && everyone_has_a_number(e)) start_countdown(e);
}

Reason missing_initiative(const Encounter& e) {
    std::vector<std::string> names;
    if (e.settings.side_initiative) {
        for (const auto& s : e.sides)
            for (const auto& c : e.combatants)
                if (c.side == s.id && !countdown_number(e, c)) {
                    names.push_back(s.name);
                    break;
                }
    } else {
        for (const auto& c : e.combatants)
            if (owes_initiative(e, c)) names.push_back(c.name);
    }
    return {Why::RollsStillDue, "Roll initiative first for " + join_names(names)};
}

// ---- a full round spent (text 001: pulling out a missile) ----

// Whether `id` can spend its whole round now: it is the one acting, in the countdown, a held
// action or a surprise segment, and has made none of its attacks this round.
Refusal can_spend_round(const Encounter& e, CombatantId id, const std::string& what) {
    const bool counting = e.step == Step::Acting || e.step == Step::Held || in_surprise_segment(e);
    if (!counting) return step_refusal(e, what + " takes a full round: do it on the turn of whoever does it");
    const Combatant* c = e.find(id);
    if (!e.acting || !e.find(*e.acting)) return {Why::NotItsTurn, "Nobody is acting now: " + what + " takes a full round of the one doing it"};
    if (!c) return unknown_combatant(id);
    if (e.acting != id)
        return {Why::SomeoneElseActing,
                "It is " + e.find(*e.acting)->name + "'s turn, not " + c->name + "'s: " + what + " takes a full round of the one doing it"};
    if (e.step == Step::Acting && attacks_made(*c) > 0)
        return {Why::AlreadyActed, c->name + " has already made an attack this round: " + what + " takes a full round"};
    return std::nullopt;
}

// Its round is spent: every attack it had left this round, then the turn goes on.
void spend_round(Encounter& e, CombatantId id, const std::string& what) {
    Combatant& c = *e.find(id);
    log(e, c.name + " spends a full round " + what);
    if (e.step == Step::Acting) {
        const auto counts = counts_of(e, c);
        part<CountdownPart>(c).attacks_made = static_cast<int>(counts.empty() ? 0 : counts.size() - 1);
    }
    if (e.step == Step::Surprise) {
        next_in_segment(e);
        return;
    }
    end_turn(e, c);
    advance(e);
}

// ---- the scheme table ----

Refusal start(Encounter& e) {
    for (auto& c : e.combatants) {
        part<CountdownPart>(c).surprise_roll.reset();
        part<CountdownPart>(c).surprised_segments = 0;
    }
    part<CountdownFight>(e).joined_from = 0;
    reset_round(e, 1);
    e.step = Step::Surprise;   // round 1 declares after the surprise
    log(e, "Determine surprise: roll for whoever may be caught unaware, then go on");
    return std::nullopt;
}

Refusal finish_declarations(Encounter& e) {
    switch (e.step) {
    case Step::Surprise:
        if (part<CountdownFight>(e).count > 0) return {Why::SurpriseFirst, std::string("The surprise segments are being played: use Next Turn to go on")};
        next_segment(e);
        return std::nullopt;
    case Step::Declaring:
        e.step = Step::RollingInitiative;
        log(e, e.settings.side_initiative ? "Roll initiative: one d10 per side"
                                          : std::string("Roll initiative: one ") +
                                                (e.settings.dex_initiative_die ? "DEX die" : "d10") + " per combatant");
        start_countdown_when_ready(e);   // nobody left to roll (an empty side, GM-set numbers)
        return std::nullopt;
    default: return step_refusal(e, "declarations are over for this round");
    }
}

Refusal next_turn(Encounter& e) {
    switch (e.step) {
    case Step::Surprise:
        if (part<CountdownFight>(e).count == 0) {
            next_segment(e);
            return std::nullopt;
        }
        return next_in_segment(e);
    case Step::Declaring: return finish_declarations(e);
    case Step::RollingInitiative:
        if (!everyone_has_a_number(e)) return missing_initiative(e);
        start_countdown(e);
        return std::nullopt;
    case Step::Acting:
    case Step::Held:
        if (e.acting)
            if (Combatant* c = e.find(*e.acting)) end_turn(e, *c);
        advance(e);
        return std::nullopt;
    default: return {Why::NotRunning, std::string("The fight is not running")};
    }
}

Refusal previous_turn(Encounter& e) {
    if (e.step != Step::Acting && e.step != Step::Held)
        return {Why::WrongStep, std::string("Going back works during the countdown: use Undo to go further back")};
    // The order lists each combatant once, at its next count: it cannot tell back across several attacks.
    if (std::any_of(e.combatants.begin(), e.combatants.end(), [](const Combatant& c) { return attacks_made(c) > 0; }))
        return {Why::FirstTurn, std::string("Someone has made one of several attacks: use Undo to go back")};
    auto ids = order(e);
    auto pos = e.acting ? std::find(ids.begin(), ids.end(), *e.acting) : ids.end();
    for (auto it = pos; it != ids.begin();) {
        --it;
        Combatant& back = *e.find(*it);
        const bool took_turn = e.step == Step::Acting ? slot(e, back) == 0 && back.acted : back.holding && back.acted;
        if (!took_turn) continue;
        if (e.acting) e.find(*e.acting)->acted = false;
        back.acted = false;
        e.acting = back.id;
        if (e.step == Step::Acting) part<CountdownFight>(e).count = *countdown_number(e, back);
        return std::nullopt;
    }
    return {Why::FirstTurn, std::string("This is the first turn of the round: use Undo to go further back")};
}

Refusal end_round(Encounter& e) {
    if (e.step == Step::Surprise) return {Why::SurpriseFirst, std::string("The surprise comes before round 1: use Next Turn to move on")};
    if (e.step == Step::Acting || e.step == Step::Held)
        for (const auto& c : std::vector<Combatant>(e.combatants))
            if (c.id == e.acting || (c.holding && !c.acted)) effects_turn_ended(e, c.id);
    log(e, "Round " + std::to_string(e.round) + " is closed early");
    finish_round(e);
    return std::nullopt;
}

Refusal roll_initiative(Encounter& e, CombatantId id, const RollInput& input) {
    if (auto bad = require_running(e)) return bad;
    if (e.settings.side_initiative) return {Why::NotInTheseSettings, std::string("With side initiative each side rolls one d10 (Roll side initiative)")};
    if (e.step != Step::RollingInitiative)
        return step_refusal(e, "initiative is rolled each round after the declarations");
    Combatant* c = e.find(id);
    const int attacks = attacks_per_round(e, *c);
    if (!owes_initiative(e, *c))
        return {Why::AlreadyRolled, c->name + " has already rolled initiative this round" + (attacks > 1 ? " for each attack" : "")};
    const DiceFormula f = initiative_die(e, *c);
    auto r = roll(f, input, e.rng);
    if (!r) return r.refusal();
    // Text 001: "One roll is made for each attack."
    std::string which;
    if (!c->initiative) {
        c->initiative = r.value().total;
    } else {
        part<CountdownPart>(*c).attack_rolls.push_back(r.value().total);
    }
    if (attacks > 1)
        which = " (attack " + std::to_string(part<CountdownPart>(*c).attack_rolls.size() + 1) + " of " + std::to_string(attacks) + ")";
    log(e, c->name + " rolls initiative" + which + " " + r.value().describe(f));
    start_countdown_when_ready(e);
    return std::nullopt;
}

Refusal hold(Encounter& e, CombatantId id) {
    if (e.step == Step::Held) return {Why::WrongStep, std::string("Held actions are going off now: they cannot be held again")};
    if (e.step != Step::Acting) return step_refusal(e, "an action is held when its number comes up in the countdown");
    Combatant* c = e.find(id);
    if (c->acted) return {Why::AlreadyActed, c->name + " has already acted this round"};
    if (c->holding) return {Why::AlreadyHolding, c->name + " is already holding its action"};
    if (e.acting != id)
        return {Why::SomeoneElseActing, e.acting ? "It is " + e.find(*e.acting)->name + "'s turn, not " + c->name + "'s" : c->name + " is not acting now"};
    c->holding = true;
    log(e, c->name + " holds its action until after count 1");
    advance(e);   // its turn goes on until the held action is done: no effects_turn_ended yet
    return std::nullopt;
}

// In the held step the table picks which held action to resolve next (they are simultaneous).
Refusal act_now(Encounter& e, CombatantId id) {
    Combatant* c = e.find(id);
    if (c->acted) return {Why::AlreadyActed, c->name + " has already acted this round"};
    if (e.step == Step::Acting) {
        if (c->holding) return {Why::AlreadyHolding, c->name + " holds its action: held actions go off after count 1, all at once"};
        if (auto n = countdown_number(e, *c)) return {Why::NotItsTurn, c->name + " acts on count " + std::to_string(*n)};
        return {Why::NoInitiative, c->name + " has no initiative this round"};
    }
    if (e.step != Step::Held) return step_refusal(e, "nobody acts out of order now");
    if (!c->holding) return {Why::NotHolding, c->name + " did not hold its action"};
    e.acting = id;
    return std::nullopt;
}

// The declared spell has not gone off yet: its caster has not acted, or acted at this very count
// (a simultaneous hit), or is one of the held actions going off together. A caster with several
// attacks casts at its first count.
bool spell_pending(const Encounter& e, const Combatant& c) {
    if (!c.acted && attacks_made(c) == 0) return true;
    if (e.step == Step::Acting) {
        const auto counts = counts_of(e, c);
        return !counts.empty() && counts.front() == part<CountdownFight>(e).count;
    }
    if (e.step == Step::Held) return c.holding;
    return false;
}

// A successful attack disrupts a declared spell that has not gone off yet.
// (And a blow that took hit points decides a monster's lot: monster_wounds.cpp.)
void attack_landed(Encounter& e, CombatantId target, int damage_taken) {
    Combatant* c = e.find(target);
    if (!c) return;
    if (c->hp && damage_taken > 0) wound_taken(e, *c, bounded_sum(c->hp->current, damage_taken));
    std::optional<Declaration>& declared = part<CountdownPart>(*c).declaration;
    if (!declared || declared->kind != "spell" || declared->lost || !spell_pending(e, *c)) return;
    declared->lost = true;
    log(e, c->name + "'s spell (" + declared->what + ") is lost");
}

// A new round: spells and charges are declared afresh.
void round_begins(Encounter& e) {
    for (auto& c : e.combatants) part<CountdownPart>(c).declaration.reset();
}

} // namespace

Refusal countdown_can_spend_round(const Encounter& e, CombatantId id, const std::string& what) { return can_spend_round(e, id, what); }
void countdown_spend_round(Encounter& e, CombatantId id, const std::string& what) { spend_round(e, id, what); }

const Scheme& countdown_scheme() {
    static const Scheme s{.start = start,
                          .next_turn = next_turn,
                          .previous_turn = previous_turn,
                          .order = order,
                          .round_begins = round_begins,
                          .end_round = end_round,
                          .roll_initiative = roll_initiative,
                          .owes_initiative = owes_initiative,
                          .finish_declarations = finish_declarations,
                          .hold = hold,
                          .act_now = act_now,
                          .attack_landed = attack_landed};
    return s;
}

Refusal handle(Encounter& e, const RollSideInitiative& a) {
    if (auto bad = require_countdown(e, "Side initiative")) return bad;
    if (!e.settings.side_initiative) return {Why::NotInTheseSettings, std::string("Each combatant rolls its own initiative: side initiative is off")};
    Side* side = e.find_side(a.side);
    if (!side) return {Why::NoSuchSide, "There is no side #" + std::to_string(a.side)};
    if (e.step != Step::RollingInitiative)
        return step_refusal(e, "initiative is rolled each round after the declarations");
    if (side->initiative) return {Why::AlreadyRolled, side->name + " have already rolled initiative this round"};
    if (std::none_of(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) { return c.side == a.side; }))
        return {Why::SideHasNobody, side->name + " have nobody in the fight"};
    const DiceFormula f{1, 10, 0};
    auto r = roll(f, a.roll, e.rng);
    if (!r) return r.refusal();
    side->initiative = r.value().total;
    for (auto& c : e.combatants)
        if (c.side == a.side) c.initiative = r.value().total;
    log(e, side->name + " roll initiative " + r.value().describe(f));
    start_countdown_when_ready(e);
    return std::nullopt;
}

Refusal handle(Encounter& e, const RollSurprise& a) {
    if (auto bad = require_countdown(e, "Rolling for surprise")) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    // Text 001: "Once the combat is under way, surprise is only relevant if previously undetected
    // combatants enter the fray": a combatant that joined after the surprise step may roll.
    const bool late = e.step != Step::Surprise && joined_late(e, *c);
    if (e.step != Step::Surprise && !late)
        return step_refusal(e, "surprise is determined at the start of the fight, or for a combatant that joins later");
    if (!late && part<CountdownFight>(e).count > 0) return {Why::WrongStep, std::string("The surprise segments have begun: surprise can no longer be rolled")};
    if (part<CountdownPart>(*c).surprise_roll) return {Why::AlreadyRolled, c->name + " has already rolled for surprise"};
    auto die = parse_dice(a.die);
    if (!die) return die.refusal();
    const DiceFormula f = die.value();
    if (f.count != 1 || f.sides > 30 || std::abs(f.modifier) > kMostSurpriseModifier)
        return {Why::BadSurpriseDie, std::string("The surprise die is one die, from d2 to d30, modified by at most 5 either way")};
    auto r = roll(f, a.roll, e.rng);
    if (!r) return r.refusal();
    // Text 001: "High or low wisdom and/or keen or dull senses may modify the surprise roll, but a
    // roll of 1 always means the character or creature is surprised." The face is entered as
    // rolled; the modifier is added to it.
    const int natural = r.value().faces.front();
    const int result = r.value().total;
    const int segments = natural == 1 ? 1 : result <= 2 ? std::max(1, result) : 0;
    part<CountdownPart>(*c).surprise_roll = result;
    part<CountdownPart>(*c).surprised_segments = segments;
    const std::string why = natural == 1 && result > 2 ? " (a 1 always surprises)" : "";
    // A newcomer's segments are rounds of the countdown: it loses its turns in as many rounds.
    const std::string unit = late ? (segments == 1 ? " round" : " rounds") : (segments == 1 ? " segment" : " segments");
    log(e, c->name + " rolls surprise " + r.value().describe(f) + ": " +
               (segments > 0 ? "surprised for " + std::to_string(segments) + unit + why + (late ? ", joining the fight late" : "")
                             : std::string("not surprised")));
    return std::nullopt;
}

Refusal handle(Encounter& e, const DeclareAction& a) {
    if (auto bad = require_countdown(e, "Declaring spells and charges")) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (e.step != Step::Declaring) return step_refusal(e, "spells and charges are declared before initiative is rolled");
    // Whether it may declare at all comes before what it declares (the card's form asks that).
    if (part<CountdownPart>(*c).declaration) return {Why::AlreadyDeclared, c->name + " has already declared a " + part<CountdownPart>(*c).declaration->kind + " this round"};
    if (a.kind != "spell" && a.kind != "charge" && a.kind != "other")
        return {Why::BadDeclaration, "\"" + a.kind + "\" cannot be declared: declare a spell, a charge or other"};
    if (a.kind == "spell" && a.what.empty()) return {Why::BadDeclaration, std::string("Name the spell being cast")};
    if (a.what.size() > kMaxDeclarationLength) return {Why::BadDeclaration, std::string("A declaration is limited to 64 bytes")};
    part<CountdownPart>(*c).declaration = Declaration{a.kind, a.what, false};
    log(e, c->name + " declares a " + a.kind + (a.what.empty() ? "" : ": " + a.what));
    return std::nullopt;
}

} // namespace rk::detail

namespace rk {

DiceFormula countdown_initiative_die(const Encounter& e, const Combatant& c) { return detail::initiative_die(e, c); }
int countdown_attacks(const Encounter& e, const Combatant& c) { return detail::attacks_per_round(e, c); }
bool countdown_owes_initiative(const Encounter& e, const Combatant& c) { return detail::owes_initiative(e, c); }
std::optional<int> countdown_count(const Encounter& e, const Combatant& c) { return detail::countdown_number(e, c); }

bool joined_late(const Encounter& e, const Combatant& c) {
    const CombatantId from = part<CountdownFight>(e).joined_from;
    return from > 0 && c.id >= from;
}

bool acts_despite_blow(const Encounter& e, const Combatant& c) { return detail::acts_simultaneously(e, c) && why_not_acting(e, c).has_value(); }

} // namespace rk
