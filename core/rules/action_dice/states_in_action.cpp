// Rules text 002 (Swift Swords Tactica): a combatant in a STATE in the countdown. It may only try
// to remove the State, and the attempt is its action: the die it spends leaves the hand whether
// the attempt works or not. A Crushed creature does nothing at all. Also the action lost to a
// failed roll (a State's, Scary fear's).
#include <algorithm>

#include "core/fight/handlers.hpp"
#include "core/rules/action_dice/action_dice.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"

namespace rk {
namespace {

bool holds(const std::vector<int>& hand, int face) { return std::find(hand.begin(), hand.end(), face) != hand.end(); }

// The die a table gives up when the player does not say: the lowest that still counts.
int lowest_full_die(const std::vector<int>& hand) {
    auto it = std::find_if(hand.rbegin(), hand.rend(), [](int face) { return face != 1; });
    return it == hand.rend() ? 0 : *it;
}

void take_die(Combatant& c, int face) {
    auto& hand = part<ActionDicePart>(c).hand;
    hand.erase(std::find(hand.begin(), hand.end(), face));
}

} // namespace

bool action_dice_in_play(const Encounter& e) { return e.ruleset == kActionDice && e.phase == Phase::Running; }

Refusal state_forbids(const Combatant& c) {
    if (!c.ranks) return std::nullopt;
    // "A Crushed creature may do nothing. They fall to their knees (if they have any) and take no
    // actions whatsoever, including defensive ones."
    if (has_state(*c.ranks, RankState::Crushed))
        return {Why::CrushedDoesNothing, c.name + " is Crushed: it takes no actions whatsoever, only a Spirit roll at the start of its action"};
    // "They may do nothing until they remove the STATE, and cannot start any new pools."
    if (const auto s = state_to_remove(*c.ranks))
        return {Why::InAState, c.name + " is in the " + state_name(*s) + " State: it may do nothing until it removes it (spend a die, or roll)"};
    return std::nullopt;
}

Result<StateAttempt> state_attempt(const Encounter& e, const Combatant& c, RankState s, StateRemoval how, std::optional<int> die) {
    using R = Result<StateAttempt>;
    if (how == StateRemoval::Treated || !action_dice_in_play(e)) return R::ok({});
    const auto& hand = part<ActionDicePart>(c).hand;
    if (die == 1) {
        // "They can use a 1-AD to roll to remove a single STATE as a Free action between actions."
        // Panicked: "or by using a 1 dice to trigger a new roll".
        if (how != StateRemoval::Roll) return R::refused(Why::DieShowsOne, "A die showing 1 buys a roll to remove a State, not the State itself");
        if (s == RankState::Crushed) return R::refused(Why::CrushedDoesNothing, c.name + " is Crushed: only a Spirit roll at the start of its action");
        if (auto bad = detail::may_respond(e, c.id)) return R::refused(*bad);
        if (!holds(hand, 1)) return R::refused(Why::NoSuchDie, c.name + " has no die showing 1");
        return R::ok({1, true});
    }
    // Panicked: "a Spirit roll at the start of every action after the initial one": one roll per
    // action, none before its initial action (the flight) is taken; the action (fleeing) goes on
    // whatever the roll says. A 1 buys a further roll (above).
    if (s == RankState::Panicked) {
        if (auto bad = detail::may_take_action(e, c.id)) return R::refused(*bad);
        const ActionDicePart* dice = find_part<ActionDicePart>(c);
        if (!dice || !dice->panic_fled)
            return R::refused(Why::PanickedFlees, c.name + "'s first action while Panicked is its flight: the Spirit roll comes at the start of each action after it (or use a 1)");
        if (dice->spirit_rolled)
            return R::refused(Why::OneRollPerAction, c.name + " has rolled against Panicked for this action: the next roll comes at the start of its next action (or use a 1)");
        StateAttempt at;
        at.per_action_roll = true;
        return R::ok(at);
    }
    // "A character must attempt to remove a single STATE each time they would take an action."
    if (auto bad = detail::may_take_action(e, c.id)) return R::refused(*bad);
    if (die && !holds(hand, *die)) return R::refused(Why::NoSuchDie, c.name + " has no " + std::to_string(*die) + " to spend on the attempt");
    const int face = die.value_or(lowest_full_die(hand));
    if (face == 0)
        return R::refused(Why::DieShowsOne, c.name + " holds only 1s: roll with a 1 between actions, or call a Refresh");
    return R::ok({face, false});
}

void state_attempt_begins(Encounter& e, CombatantId id, const StateAttempt& at) {
    if (at.die != 0 && !at.free_one) detail::begin_action(e, id);
}

void state_attempt_ends(Encounter& e, CombatantId id, const StateAttempt& at, StateRemoval how, bool removed) {
    if (at.per_action_roll) part<ActionDicePart>(*e.find(id)).spirit_rolled = true;
    if (at.die == 0) return;
    Combatant& c = *e.find(id);
    if (at.free_one) {
        take_die(c, 1);
        detail::dice_used(e, id);
        return;
    }
    if (how == StateRemoval::SpendDie) {
        take_die(c, at.die);
        detail::action_done(e, id);
        return;
    }
    // "If they pass they remove the State and may use the AD normally": the turn goes on.
    if (removed) return;
    // "If they fail the roll then they may do nothing that action and remain in that STATE, the
    // cost of the attempted action is lost."
    forfeit_action(e, id, at.die);
}

void forfeit_action(Encounter& e, CombatantId id, std::optional<int> die) {
    Combatant* c = e.find(id);
    if (!c || !action_dice_in_play(e)) return;
    const auto& hand = part<ActionDicePart>(*c).hand;
    const int face = die && holds(hand, *die) ? *die : lowest_full_die(hand);
    if (face == 0) {
        detail::log(e, c->name + " has no action die to lose");
        return;
    }
    // The action it was starting is the one lost: its turn, if it may take one now.
    const bool its_action = e.acting == id || (!e.acting && !detail::may_take_action(e, id));
    if (its_action) detail::begin_action(e, id);
    take_die(*c, face);
    detail::log(e, c->name + " loses the " + std::to_string(face) + " it spent: it does nothing this action");
    if (its_action) detail::action_done(e, id);
    else detail::dice_used(e, id);
}

} // namespace rk
