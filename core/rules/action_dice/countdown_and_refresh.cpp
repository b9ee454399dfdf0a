// The action-dice countdown and the Refresh (rules text 002, Swift Swords Tactica).
//
// A round walks through e.step:
//   RollingInitiative -> Acting -> Refresh -> next round's RollingInitiative.
//
// RollingInitiative: everyone rolls a new set (RollInitiative, app-rolled or entered faces) or is
//   given one (GiveActionDice; a minor NPC's fixed set comes by itself). Once everyone has a set
//   the countdown starts.
// Acting: one action at a time. Whoever holds the most dice acts next (players first on equal
//   counts); with a single such combatant it starts acting by itself (e.acting), otherwise the
//   table picks (ActNow, or any action of one of them). Spending dice on an action ends the turn.
//   Anyone with dice may respond out of turn (defences) and use 1s for free actions. A combatant
//   who holds (Hold, or NextTurn without acting) leaves the countdown until it acts.
// Refresh: whoever used its last die (or could not afford its action) called it. Every other
//   combatant with dice then has exactly one more option, in countdown order: act (its remaining
//   dice go afterwards), keep one die for the next round, or pass (RefreshOption). After the last
//   option the round ends and everyone rolls a new set, a kept die rolled with it.
#include <algorithm>

#include "core/rules/action_dice/action_dice.hpp"
#include "core/model/dice.hpp"
#include "core/rules/action_dice/bleeders.hpp"
#include "core/fight/effects.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/scheme.hpp"

namespace rk {
namespace detail {
namespace {

constexpr int kMostGivenDice = 12;
constexpr int kHardestActionDiceMax = 12;   // "Some Advantages increase this": never past 12

std::string join_names(const std::vector<std::string>& names) {
    std::string s;
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0) s += i + 1 == names.size() ? " and " : ", ";
        s += names[i];
    }
    return s;
}

std::string faces_text(const std::vector<int>& faces) {
    std::string s;
    for (size_t i = 0; i < faces.size(); ++i) s += (i ? ", " : "") + std::to_string(faces[i]);
    return s;
}

std::string dice_count(size_t n) { return std::to_string(n) + (n == 1 ? " die" : " dice"); }
std::string action_dice_count(size_t n) { return std::to_string(n) + (n == 1 ? " action die" : " action dice"); }

bool refreshing(const Encounter& e) { return e.step == Step::Refresh; }

// Out of Action or Killed in Action (rules text 002 ranks): no action dice at all.
bool is_down(const Combatant& c) { return c.ranks && c.ranks->standing != Standing::Active; }

// Still has its one more option during a Refresh.
bool pending(const Combatant& c) { return !c.acted && !part<ActionDicePart>(c).hand.empty(); }

// Everyone the countdown lets act now (the acting combatant aside): see may_act_now.
std::vector<CombatantId> candidates(const Encounter& e) {
    std::vector<const Combatant*> pool;
    for (const auto& c : e.combatants) {
        if (part<ActionDicePart>(c).hand.empty()) continue;
        if (refreshing(e) ? c.acted : c.holding) continue;
        pool.push_back(&c);
    }
    // Only holders have dice left: the countdown comes back to them.
    if (pool.empty() && e.step == Step::Acting)
        for (const auto& c : e.combatants)
            if (!part<ActionDicePart>(c).hand.empty()) pool.push_back(&c);
    size_t most = 0;
    for (auto* c : pool) most = std::max(most, part<ActionDicePart>(*c).hand.size());
    const bool players = std::any_of(pool.begin(), pool.end(),
                                     [&](const Combatant* c) { return part<ActionDicePart>(*c).hand.size() == most && c->is_player; });
    std::vector<const Combatant*> top;
    for (auto* c : pool)
        if (part<ActionDicePart>(*c).hand.size() == most && (c->is_player || !players)) top.push_back(c);
    std::sort(top.begin(), top.end(), [](const Combatant* a, const Combatant* b) { return a->id < b->id; });
    std::vector<CombatantId> ids;
    for (auto* c : top) ids.push_back(c->id);
    return ids;
}

bool contains(const std::vector<CombatantId>& ids, CombatantId id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

bool anyone_has_dice(const Encounter& e) {
    return std::any_of(e.combatants.begin(), e.combatants.end(), [](const Combatant& c) { return !part<ActionDicePart>(c).hand.empty(); });
}

bool anyone_pending(const Encounter& e) {
    return std::any_of(e.combatants.begin(), e.combatants.end(), [](const Combatant& c) { return pending(c); });
}

std::vector<CombatantId> order(const Encounter& e) {
    std::vector<const Combatant*> list;
    for (const auto& c : e.combatants) list.push_back(&c);
    std::stable_sort(list.begin(), list.end(), [](const Combatant* a, const Combatant* b) {
        const auto held_a = part<ActionDicePart>(*a).hand.size(), held_b = part<ActionDicePart>(*b).hand.size();
        if (held_a != held_b) return held_a > held_b;
        if (a->is_player != b->is_player) return a->is_player;
        return a->id < b->id;
    });
    std::vector<CombatantId> ids;
    for (auto* c : list) ids.push_back(c->id);
    return ids;
}

Reason rolling_refusal(const Encounter& e) {
    return {Why::RollsStillDue, "The action dice for round " + std::to_string(e.round) + " are still being rolled"};
}

// ---- turns ----

// What goes when a combatant takes its next action, i.e. spends an action die on one (not when
// its turn comes round, nor when it holds, keeps a die or passes in a Refresh):
// "These exposure dice remain until that creatures next action" (a Fumble is read to last as
// long); a Special Tactic's "no defence till you have a new action"; and the Spirit rolls of
// Panicked and of fear, one per action. An action's dice are spent when it is declared, before
// any defence against it and its roll, so what these leave stays until the action after.
void action_begins(Encounter& e, Combatant& c) {
    ActionDicePart& dice = part<ActionDicePart>(c);
    dice.action_begun = true;
    dice.spirit_rolled = false;
    dice.fear_rolled = false;
    if (dice.exposures != 0 || dice.fumbled) {
        dice.exposures = 0;
        dice.fumbled = false;
        log(e, c.name + "'s exposures and Fumble go with its next action");
    }
    if (dice.tactic) {
        dice.tactic.reset();
        log(e, c.name + " has a new action: its defences are free again");
    }
    // "They may try to become un-Panicked by making a Spirit roll at the start of every action after the initial one"
    const bool panicked = c.ranks && has_state(*c.ranks, RankState::Panicked);
    if (panicked && !dice.panic_fled) log(e, c.name + " is Panicked: this first action is its flight, a Spirit roll comes at the start of each after it");
    dice.panic_fled = panicked;
}

// Nobody is in the middle of an action any more.
void actions_over(Encounter& e) {
    for (auto& c : e.combatants)
        if (auto* dice = find_part<ActionDicePart>(c)) dice->action_begun = false;
}

void begin_turn(Encounter& e, CombatantId id) {
    Combatant& c = *e.find(id);
    c.holding = false;
    e.acting = id;
    actions_over(e);   // a new turn: nobody is in the middle of an action
    effects_turn_started(e, id);
    log(e, c.name + (refreshing(e) ? " takes its last option before the new dice (" : " acts (") +
               dice_count(part<ActionDicePart>(c).hand.size()) + ")");
}

void reset_round(Encounter& e, int round);

void finish_round(Encounter& e) {
    e.acting.reset();
    actions_over(e);
    close_round(e);
    reset_round(e, e.round + 1);
}

void call_refresh(Encounter& e, CombatantId caller);

// Who used its last die on a response while another acted, and so calls the Refresh now that
// the action is done ("uses their last AD and completes their action"), if anyone.
std::optional<CombatantId> owed_refresh(const Encounter& e) {
    if (e.step != Step::Acting || e.acting) return std::nullopt;
    for (const auto& c : e.combatants)
        if (part<ActionDicePart>(c).refresh_after) return c.id;
    return std::nullopt;
}

// After an action, a hold, an option: the next combatant, the end of the Refresh, or the table's pick.
void advance(Encounter& e) {
    e.acting.reset();
    actions_over(e);
    if (const auto caller = owed_refresh(e)) {
        call_refresh(e, *caller);
        return;
    }
    if (e.step == Step::Acting && !anyone_has_dice(e)) {
        log(e, "Nobody has action dice left: the round closes");
        finish_round(e);
        return;
    }
    if (refreshing(e) && !anyone_pending(e)) {
        log(e, "Everyone has had their last option: new action dice for everyone");
        finish_round(e);
        return;
    }
    const auto ids = candidates(e);
    if (ids.size() == 1) {
        begin_turn(e, ids.front());
        return;
    }
    std::vector<std::string> names;
    for (CombatantId id : ids) names.push_back(e.find(id)->name);
    const Combatant& first = *e.find(ids.front());
    log(e, join_names(names) + " may act now (" + dice_count(part<ActionDicePart>(first).hand.size()) + " each): " +
               (first.is_player ? "the players choose who goes first" : "the GM chooses who goes first"));
}

void call_refresh(Encounter& e, CombatantId caller) {
    if (e.acting && *e.acting != caller) effects_turn_ended(e, *e.acting);   // the Refresh comes before its action
    e.acting.reset();
    Combatant& c = *e.find(caller);
    part<ActionDicePart>(c).hand.clear();
    c.acted = true;
    part<ActionDiceFight>(e).refresh_caller = caller;
    e.step = Step::Refresh;
    for (auto& other : e.combatants) {
        other.holding = false;
        part<ActionDicePart>(other).refresh_after = false;   // one Refresh at a time: this one
        if (other.id != caller) other.acted = part<ActionDicePart>(other).hand.empty();
    }
    log(e, c.name + " calls a Refresh: everyone else has one more option, to act or to keep one die for the next round");
    advance(e);
}

// ---- a new set of dice ----

void give_set(Encounter& e, Combatant& c, std::vector<int> hand, const std::string& line) {
    sort_hand(hand);
    part<ActionDicePart>(c).hand = std::move(hand);
    part<ActionDicePart>(c).hand_ready = true;
    part<ActionDicePart>(c).carries_die = false;
    log(e, line + ": " + (part<ActionDicePart>(c).hand.empty() ? "no dice" : faces_text(part<ActionDicePart>(c).hand)));
    // Wounds that "burn an action die" do so again every round until removed.
    const int burns = c.stat("burn_action_dice") + effect_modifier(e, c.id, "burn_action_dice") + dice_burned_each_round(c);
    for (int i = 0; i < std::min(burns, static_cast<int>(part<ActionDicePart>(c).hand.size())); ++i) burn_action_die(e, c.id);
}

bool everyone_ready(const Encounter& e) {
    return !e.combatants.empty() && std::all_of(e.combatants.begin(), e.combatants.end(),
                                                [](const Combatant& c) { return part<ActionDicePart>(c).hand_ready; });
}

void start_countdown(Encounter& e) {
    e.step = Step::Acting;
    log(e, "Everyone has their action dice: the countdown begins, most dice first");
    advance(e);
}

void start_countdown_when_ready(Encounter& e) {
    if (e.step == Step::RollingInitiative && everyone_ready(e)) start_countdown(e);
}

// A fixed set is never empty (GiveActionDice refuses it), so a round of only fixed sets has
// dice to act with and cannot close at once and start the next one without end.
void reset_round(Encounter& e, int round) {
    begin_round(e, round);
    part<ActionDiceFight>(e).refresh_caller.reset();

    e.step = Step::RollingInitiative;
    for (auto& c : e.combatants) {
        part<ActionDicePart>(c).hand.clear();
        part<ActionDicePart>(c).hand_ready = false;
        part<ActionDicePart>(c).refresh_after = false;
    }
    log(e, "Roll the action dice for round " + std::to_string(round));
    for (auto& c : e.combatants) {
        if (is_down(c)) {
            part<ActionDicePart>(c).hand_ready = true;   // "OoA creature get no action dice"
            part<ActionDicePart>(c).carries_die = false;
            log(e, c.name + " is " + standing_name(c.ranks->standing) + ": no action dice");
        } else if (!part<ActionDicePart>(c).fixed_dice.empty() && !part<ActionDicePart>(c).carries_die) {
            give_set(e, c, part<ActionDicePart>(c).fixed_dice, c.name + " is given its set");
        }
    }
    // Everyone down (no set at all): the round waits for the table instead of closing at once, forever.
    if (anyone_has_dice(e)) start_countdown_when_ready(e);
}

// The dice a new set rolls: the entitled number (or a fixed set) and a carried die; each 6
// among them gives one extra die, and extra dice give none.
Refusal roll_set(Encounter& e, Combatant& c, const RollInput& input) {
    std::vector<int> hand;
    int to_roll = part<ActionDicePart>(c).carries_die ? 1 : 0;
    std::string line = c.name;
    if (!part<ActionDicePart>(c).fixed_dice.empty()) {
        hand = part<ActionDicePart>(c).fixed_dice;
        line += " is given " + faces_text(hand) + (to_roll ? " and rolls its kept die, " : "");
    } else if (const int n = action_dice_entitled(e, c); n == 0) {
        hand = {kFallbackDieFace};
        line += " has fewer than 1 action die: 1 die set at 3" + std::string(to_roll ? ", and rolls its kept die, " : "");
    } else {
        to_roll += n;
        line += " rolls " + action_dice_count(static_cast<size_t>(n)) + (part<ActionDicePart>(c).carries_die ? " and its kept die, " : ", ");
    }
    if (to_roll == 0) {
        if (input.entered()) return {Why::FixedDiceSet, c.name + " rolls no action dice this round: its set is " + faces_text(hand)};
        give_set(e, c, hand, line);
        return std::nullopt;
    }
    RollInput first, extra;
    if (input.entered()) {
        if (static_cast<int>(input.faces.size()) < to_roll)
            return {Why::WrongDiceCount, c.name + " rolls " + dice_count(static_cast<size_t>(to_roll)) + ": enter their faces, then one more for each 6"};
        first.faces.assign(input.faces.begin(), input.faces.begin() + to_roll);
        extra.faces.assign(input.faces.begin() + to_roll, input.faces.end());
    }
    const DiceFormula base{to_roll, 6, 0};
    auto rolled = roll(base, first, e.rng);
    if (!rolled) return rolled.refusal();
    const int sixes = static_cast<int>(std::count(rolled.value().faces.begin(), rolled.value().faces.end(), 6));
    if (input.entered() && static_cast<int>(extra.faces.size()) != sixes)
        return {Why::WrongDiceCount, "Each 6 gives one extra die (extra dice give none): enter " + std::to_string(to_roll + sixes) + " faces, " +
               std::to_string(to_roll) + " and then " + std::to_string(sixes) + " extra, not " + std::to_string(input.faces.size())};
    hand.insert(hand.end(), rolled.value().faces.begin(), rolled.value().faces.end());
    line += rolled.value().describe(base);
    if (sixes > 0) {
        const DiceFormula more{sixes, 6, 0};
        auto extras = roll(more, extra, e.rng);
        if (!extras) return extras.refusal();
        hand.insert(hand.end(), extras.value().faces.begin(), extras.value().faces.end());
        line += (sixes == 1 ? "; the 6 gives an extra die, " : "; the 6s give " + std::to_string(sixes) + " extra dice, ") +
                extras.value().describe(more);
    }
    give_set(e, c, std::move(hand), line);
    return std::nullopt;
}

// ---- the scheme table ----

Refusal start(Encounter& e) {
    for (auto& c : e.combatants) {
        part<ActionDicePart>(c).carries_die = false;
        part<ActionDicePart>(c).action_pool.reset();
        part<ActionDicePart>(c).defence_pool.reset();
        part<ActionDicePart>(c).action_begun = false;
    }
    reset_round(e, 1);
    return std::nullopt;
}

Refusal roll_initiative(Encounter& e, CombatantId id, const RollInput& input) {
    if (auto bad = require_running(e)) return bad;
    Combatant& c = *e.find(id);
    if (is_down(c)) return {Why::OutOfFight, c.name + " is " + standing_name(c.ranks->standing) + ": it gets no action dice"};
    if (part<ActionDicePart>(c).hand_ready) return {Why::AlreadyRolled, c.name + " already has its action dice for this round"};
    if (e.step != Step::RollingInitiative) return {Why::WrongStep, std::string("Action dice are rolled at the start of each round, after the Refresh")};
    if (auto bad = roll_set(e, c, input)) return bad;
    start_countdown_when_ready(e);
    return std::nullopt;
}

Refusal hold(Encounter& e, CombatantId id) {
    Combatant& c = *e.find(id);
    if (e.step == Step::RollingInitiative) return rolling_refusal(e);
    if (refreshing(e)) return {Why::LastOption, "This is " + c.name + "'s last option before the new dice: act, keep a die or pass"};
    if (c.holding) return {Why::AlreadyHolding, c.name + " is already holding its action"};
    if (auto bad = may_take_action(e, id)) return bad;
    c.holding = true;
    if (e.acting == id) effects_turn_ended(e, id);
    log(e, c.name + " holds its action");
    advance(e);
    return std::nullopt;
}

Refusal act_now(Encounter& e, CombatantId id) {
    const Combatant& c = *e.find(id);
    if (e.step == Step::RollingInitiative) return rolling_refusal(e);
    if (e.acting == id) return {Why::AlreadyActing, c.name + " is already acting"};
    if (auto bad = may_take_action(e, id)) return bad;
    begin_turn(e, id);
    return std::nullopt;
}

// A single option left to a combatant during the Refresh: keep a die, or pass.
void take_option(Encounter& e, Combatant& c, std::optional<int> keep) {
    if (keep) log(e, c.name + " keeps a die (" + std::to_string(*keep) + ") for the next round");
    else log(e, c.name + " passes" + (part<ActionDicePart>(c).hand.empty() ? "" : " (its dice " + faces_text(part<ActionDicePart>(c).hand) + " go)"));
    part<ActionDicePart>(c).carries_die = keep.has_value();
    part<ActionDicePart>(c).hand.clear();
    c.acted = true;
    if (e.acting == c.id) {
        effects_turn_ended(e, c.id);
        advance(e);
    } else if (!e.acting) {
        advance(e);
    }
}

Refusal next_turn(Encounter& e) {
    if (e.step == Step::RollingInitiative) {
        std::vector<std::string> names;
        for (const auto& c : e.combatants)
            if (!part<ActionDicePart>(c).hand_ready) names.push_back(c.name);
        if (names.empty() && e.combatants.empty()) return {Why::NobodyLeft, std::string("Nobody is left in the fight to roll action dice")};
        if (!names.empty()) return {Why::RollsStillDue, "Roll action dice first for " + join_names(names)};
        start_countdown(e);
        return std::nullopt;
    }
    if (e.acting) {
        Combatant& c = *e.find(*e.acting);
        if (refreshing(e)) {
            take_option(e, c, std::nullopt);
            return std::nullopt;
        }
        // "Creatures can elect to hold their actions simply by not taking one."
        return hold(e, c.id);
    }
    const auto ids = candidates(e);
    if (ids.empty() || owed_refresh(e)) {
        advance(e);   // a Refresh owed, nobody with dice, or no option left: the round closes
        return std::nullopt;
    }
    begin_turn(e, ids.front());
    return std::nullopt;
}

Refusal previous_turn(Encounter&) {
    return {Why::NoGoingBack, std::string("Spent dice do not come back: use Undo to go back in an action-dice fight")};
}

Refusal end_round(Encounter& e) {
    if (e.step == Step::RollingInitiative) return rolling_refusal(e);
    if (e.acting) effects_turn_ended(e, *e.acting);
    log(e, "Round " + std::to_string(e.round) + " is closed early: options not yet taken are lost");
    finish_round(e);
    return std::nullopt;
}

Reason why_not_now(const Encounter& e, const Combatant& c, const std::vector<CombatantId>& ids) {
    if (ids.empty()) return {Why::NotItsTurn, c.name + " cannot act now"};
    const Combatant& top = *e.find(ids.front());
    if (part<ActionDicePart>(top).hand.size() > part<ActionDicePart>(c).hand.size())
        return {Why::NotItsTurn, top.name + " holds more action dice (" + std::to_string(part<ActionDicePart>(top).hand.size()) + ") than " + c.name + " (" +
               std::to_string(part<ActionDicePart>(c).hand.size()) + ") and acts first"};
    return {Why::NotItsTurn, "On equal dice players act before NPCs: " + top.name + " goes before " + c.name};
}

} // namespace

const Scheme& action_dice_scheme() {
    static const Scheme s{.start = start,
                          .next_turn = next_turn,
                          .previous_turn = previous_turn,
                          .order = order,
                          .end_round = end_round,
                          .roll_initiative = roll_initiative,
                          // a new set each round, whatever the last one was
                          .owes_initiative = [](const Encounter&, const Combatant& c) { return !has_action_dice_set(c); },
                          // acting again and again, by the dice in hand
                          .next_to_act = action_dice_next,
                          .hold = hold,
                          .act_now = act_now};
    return s;
}

Refusal require_action_dice(const Encounter& e, const std::string& what) {
    if (e.ruleset != kActionDice) return {Why::NotInThisRuleset, what + " is not part of " + std::string(ruleset_name(e.ruleset))};
    return require_running(e);
}

Refusal action_dice_combatant(Encounter& e, CombatantId id, const std::string& what, Combatant*& out) {
    if (auto bad = require_action_dice(e, what)) return bad;
    out = e.find(id);
    if (!out) return unknown_combatant(id);
    return std::nullopt;
}

Refusal may_take_action(const Encounter& e, CombatantId id) {
    const Combatant& c = *e.find(id);
    if (e.step == Step::RollingInitiative) return rolling_refusal(e);
    if (refreshing(e) && c.acted)
        return {Why::NoOptionLeft, part<ActionDiceFight>(e).refresh_caller == id ? c.name + " called the Refresh: it has no option left this round"
                                      : c.name + " has had its last option before the new dice"};
    if (part<ActionDicePart>(c).hand.empty()) return {Why::NoDiceLeft, c.name + " has no action dice left this round"};
    if (e.acting == id) return std::nullopt;
    if (c.holding && e.step == Step::Acting) return std::nullopt;   // a held action goes off when its holder chooses
    const auto ids = candidates(e);
    if (e.acting && !contains(ids, id))
        return {Why::SomeoneElseActing, "It is " + e.find(*e.acting)->name + "'s action: " + c.name + " can only respond until it is done"};
    if (contains(ids, id)) return std::nullopt;
    return why_not_now(e, c, ids);
}

Refusal may_respond(const Encounter& e, CombatantId id) {
    const Combatant& c = *e.find(id);
    if (e.step == Step::RollingInitiative) return rolling_refusal(e);
    if (part<ActionDicePart>(c).hand.empty()) return {Why::NoDiceLeft, c.name + " has no action dice left this round"};
    return std::nullopt;
}

void begin_action(Encounter& e, CombatantId id) {
    Combatant& c = *e.find(id);
    c.holding = false;
    if (!part<ActionDicePart>(c).action_begun) action_begins(e, c);
    if (e.acting == id) return;
    e.acting = id;
    effects_turn_started(e, id);
}

void action_done(Encounter& e, CombatantId id) {
    effects_turn_ended(e, id);
    e.acting.reset();
    Combatant& c = *e.find(id);
    if (refreshing(e)) {
        if (!part<ActionDicePart>(c).hand.empty()) log(e, c.name + "'s remaining dice go (" + faces_text(part<ActionDicePart>(c).hand) + ")");
        part<ActionDicePart>(c).hand.clear();
        c.acted = true;
        advance(e);
        return;
    }
    if (part<ActionDicePart>(c).hand.empty()) {
        log(e, c.name + " has used its last action die");
        call_refresh(e, id);
        return;
    }
    advance(e);
}

void dice_used(Encounter& e, CombatantId id) {
    Combatant& c = *e.find(id);
    if (!part<ActionDicePart>(c).hand.empty()) return;
    if (e.step == Step::Acting) {
        // "Only one action can be undertaken at a time": a defence with the last die comes inside
        // someone else's action, which finishes first with its remaining dice; the Refresh follows.
        if (e.acting && *e.acting != id) {
            part<ActionDicePart>(c).refresh_after = true;
            log(e, c.name + " has used its last action die: it calls the Refresh once " + e.find(*e.acting)->name +
                       "'s action is done");
            return;
        }
        log(e, c.name + " has used its last action die");
        call_refresh(e, id);
        return;
    }
    if (refreshing(e) && !c.acted) {
        c.acted = true;   // nothing left to act with or keep
        if (e.acting == id) {
            effects_turn_ended(e, id);
            advance(e);
        } else if (!e.acting) {
            advance(e);
        }
    }
}

void sort_hand(std::vector<int>& hand) { std::sort(hand.begin(), hand.end(), std::greater<int>()); }

Refusal handle(Encounter& e, const GiveActionDice& a) {
    if (e.ruleset != kActionDice) return {Why::NotInThisRuleset, "Giving action dice is not part of " + std::string(ruleset_name(e.ruleset))};
    if (e.phase == Phase::Ended) return {Why::Ended, std::string("The encounter has ended")};
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (static_cast<int>(a.faces.size()) > kMostGivenDice)
        return {Why::WrongDiceCount, "A set has at most " + std::to_string(kMostGivenDice) + " dice"};
    for (int face : a.faces)
        if (face < 1 || face > 6) return {Why::BadDieFace, "An action die shows 1 to 6, not " + std::to_string(face)};
    const bool rolling_now = e.phase == Phase::Running && e.step == Step::RollingInitiative && !part<ActionDicePart>(*c).hand_ready;
    if (!a.every_round) {
        if (e.phase == Phase::Running && is_down(*c))
            return {Why::OutOfFight, c->name + " is " + standing_name(c->ranks->standing) + ": it gets no action dice"};
        if (e.phase == Phase::Setup)
            return {Why::WrongStep, std::string("Before the fight, give a set for every round; a set for one round is given when its dice are rolled")};
        if (!rolling_now) return {Why::AlreadyRolled, c->name + " already has its action dice for this round"};
        give_set(e, *c, a.faces, c->name + " is given");
        start_countdown_when_ready(e);
        return std::nullopt;
    }
    std::vector<int> set = a.faces;
    sort_hand(set);
    part<ActionDicePart>(*c).fixed_dice = set;
    log(e, set.empty() ? c->name + " rolls its own action dice again"
                       : c->name + " is given " + faces_text(set) + " every round instead of rolling");
    if (rolling_now && !set.empty() && !part<ActionDicePart>(*c).carries_die) {
        give_set(e, *c, set, c->name + " is given its set");
        start_countdown_when_ready(e);
    }
    return std::nullopt;
}

Refusal handle(Encounter& e, const CallRefresh& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "Calling a Refresh", c)) return bad;
    if (refreshing(e)) {
        const Combatant* caller = part<ActionDiceFight>(e).refresh_caller ? e.find(*part<ActionDiceFight>(e).refresh_caller) : nullptr;
        return {Why::RefreshCalled, "A Refresh has already been called" + (caller ? " by " + caller->name : std::string())};
    }
    if (auto bad = may_take_action(e, a.id)) return bad;
    // Not an action: exposures and a tactic stay ("until that creatures next action").
    c->holding = false;
    if (e.acting != a.id) {
        e.acting = a.id;
        effects_turn_started(e, a.id);
    }
    effects_turn_ended(e, a.id);
    log(e, c->name + " cannot afford its action (its dice " + faces_text(part<ActionDicePart>(*c).hand) + " go)");
    call_refresh(e, a.id);
    return std::nullopt;
}

Refusal handle(Encounter& e, const RefreshOption& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "Keeping a die over the Refresh", c)) return bad;
    if (!refreshing(e)) return {Why::WrongStep, std::string("A die is kept over only during a Refresh, when someone has used its last die")};
    if (c->acted || part<ActionDicePart>(*c).hand.empty())
        return {Why::NoOptionLeft, part<ActionDiceFight>(e).refresh_caller == a.id ? c->name + " called the Refresh: it has no option left this round"
                                        : c->name + " has had its last option before the new dice"};
    if (a.keep && std::find(part<ActionDicePart>(*c).hand.begin(), part<ActionDicePart>(*c).hand.end(), *a.keep) == part<ActionDicePart>(*c).hand.end())
        return {Why::NoSuchDie, c->name + " has no " + std::to_string(*a.keep) + " to keep (its dice: " + faces_text(part<ActionDicePart>(*c).hand) + ")"};
    take_option(e, *c, a.keep);
    return std::nullopt;
}

} // namespace detail

bool has_action_dice_set(const Combatant& c) { return part<ActionDicePart>(c).hand_ready; }

int action_dice_entitled(const Encounter& e, const Combatant& c) {
    const int base = c.stat("action_dice", c.is_player ? kHeroActionDice : kSoldierActionDice);
    const int most = std::clamp(c.stat("action_dice_max", kMostActionDice), 1, detail::kHardestActionDiceMax);
    // A group's "+1d" is a die on its rolls, not an action die (ranks.cpp roll_dice).
    return std::clamp(base + effect_modifier(e, c.id, "action_dice"), 0, most);
}

std::vector<CombatantId> may_act_now(const Encounter& e) {
    if (e.ruleset != kActionDice || e.phase != Phase::Running) return {};
    if (e.acting) return {*e.acting};
    if (e.step != Step::Acting && e.step != Step::Refresh) return {};
    return detail::candidates(e);
}

std::vector<CombatantId> refresh_options_left(const Encounter& e) {
    std::vector<CombatantId> ids;
    if (e.ruleset != kActionDice || e.phase != Phase::Running || e.step != Step::Refresh) return ids;
    for (CombatantId id : detail::order(e))
        if (detail::pending(*e.find(id))) ids.push_back(id);
    return ids;
}

std::optional<CombatantId> action_dice_next(const Encounter& e) {
    if (e.ruleset != kActionDice || e.phase != Phase::Running) return std::nullopt;
    if (e.step != Step::Acting && e.step != Step::Refresh) return std::nullopt;
    for (CombatantId id : detail::candidates(e))
        if (id != e.acting) return id;
    return std::nullopt;
}

void discard_action_dice(Encounter& e, CombatantId id) {
    Combatant* c = e.find(id);
    if (!c || e.ruleset != kActionDice || e.phase != Phase::Running) return;
    if (!part<ActionDicePart>(*c).hand.empty()) detail::log(e, c->name + " discards its remaining action dice (" + detail::faces_text(part<ActionDicePart>(*c).hand) + ")");
    part<ActionDicePart>(*c).hand.clear();
    part<ActionDicePart>(*c).hand_ready = true;
    if (e.step == Step::RollingInitiative) {
        detail::start_countdown_when_ready(e);
        return;
    }
    if (detail::refreshing(e)) c->acted = true;
    if (e.acting == id) {
        detail::effects_turn_ended(e, id);
        detail::advance(e);
    }
}

} // namespace rk
