#pragma once
// Rules text 002 (Swift Swords Tactica): action dice (AD), the countdown by number of dice,
// spending pips, Action Pools, defence pools and the Refresh. The scheme (whose turn, the
// Refresh walk, new rounds) is in schemes/action_dice.cpp; the dice and pools in action_dice.cpp.
//
// Reading of "round": one round runs from everyone's roll of a new set to the end of the
// Refresh that follows (every other combatant has had its one more option).
#include <optional>
#include <string>
#include <vector>

#include "core/model/actions.hpp"
#include "core/model/encounter.hpp"
#include "core/rules/action_dice/rank_types.hpp"

namespace rk {

constexpr int kHeroActionDice = 4;      // "For a player this will normally be 4d."
constexpr int kSoldierActionDice = 3;   // "Normal soldiers, common predators and omnivores would have 3d."
constexpr int kMostActionDice = 6;      // "The normal maximum number of dice you can have is 6, not counting rerolls."
constexpr int kFallbackDieFace = 3;     // "if you fall below 1 you still get 1 dice set at 3"

// How many dice a combatant rolls for a new set, before any carried die: its "action_dice"
// stat (players 4, everyone else 3 when unset) plus the effects' "action_dice" modifiers, at
// most its "action_dice_max" stat (6 when unset). Below 1 it is 0: the set is one die set at 3.
int action_dice_entitled(const Encounter& e, const Combatant& c);

// Who may take the next action: whoever holds the most dice (a count, not a sum); on equal
// counts players before NPCs, and the table picks among those returned (ActNow). The acting
// combatant alone while someone acts; during a Refresh, only those with an option left.
std::vector<CombatantId> may_act_now(const Encounter& e);

// During a Refresh: everyone whose one more option is still to come (act, keep a die or pass),
// in countdown order; empty otherwise. part<ActionDiceFight>(e).refresh_caller called it.
std::vector<CombatantId> refresh_options_left(const Encounter& e);

// The combatant the countdown would pick by default (the first of may_act_now), if any.
std::optional<CombatantId> action_dice_next(const Encounter& e);

// Has the combatant its set for this round (rolled or given, possibly empty)?
bool has_action_dice_set(const Combatant& c);

// The dice a spend of `picked` faces from `hand` would use: refused with the reason when a face
// is not in hand, a 1 is combined or used for an action, or the pips fall short of `cost`.
Refusal check_spend(const std::vector<int>& hand, const std::vector<int>& picked, int cost, const std::string& what);

// Special Tactics (All Out Attack, Double Strike): a defence of this kind refused until a new action.
Refusal tactic_forbids(const Combatant& c, DefenceKind kind);
// Panicked: any action but flight refused (responses are not its actions).
Refusal panic_forbids(const Combatant& c);
// An action of its own paid with dice: the checks (a State, Panicked unless `flight`, the cost, the
// turn, the dice), then the payment (the action begins, the dice go, logged, its pools lost). The
// caller then does what the action does and calls detail::action_done.
Refusal check_paid_action(const Encounter& e, const Combatant& c, const std::vector<int>& dice, int cost, const std::string& what, bool flight);
void pay_for_action(Encounter& e, Combatant& c, const std::vector<int>& dice, int cost, const std::string& what);

// Hooks for the ranks, States and injuries of the same text:
// A combatant taking a State (or a Trauma or worse) loses its Action Pool and defence pool (logged).
void lose_pools(Encounter& e, CombatantId id);
// A wound that "burns an action die": the owner's lowest die that is not a 1 becomes a 1 (logged;
// nothing happens without such a die). Dice burnt every round: the "burn_action_dice" stat or
// effect modifier burns that many after each new set is rolled or given.
void burn_action_die(Encounter& e, CombatantId id);
// "Discard all remaining Initiative dice" (Kill), or no dice this round (OoA): the hand goes
// without calling a Refresh.
void discard_action_dice(Encounter& e, CombatantId id);

// An action-dice fight is running: dice in hand are spent.
bool action_dice_in_play(const Encounter& e);

// States in the countdown (states_in_action.cpp). Refused while in a STATE ("They may do nothing
// until they remove the STATE, and cannot start any new pools") or Crushed ("no actions
// whatsoever, including defensive ones"): every action but the attempt to remove it.
Refusal state_forbids(const Combatant& c);
// What an attempt to remove a State costs in play: the die spent on it (0: nothing, outside a
// fight, when treated or for Panicked's roll), or a 1 for a free roll between actions.
struct StateAttempt {
    int die = 0;
    bool free_one = false;
    bool per_action_roll = false;   // Panicked's one Spirit roll at the start of this action
};
Result<StateAttempt> state_attempt(const Encounter& e, const Combatant& c, RankState s, StateRemoval how, std::optional<int> die);
// Before the roll: the attempt is the combatant's action. After it: the die leaves the hand
// (spent, or the cost of the action lost on a failed roll); a passed roll lets the turn go on.
void state_attempt_begins(Encounter& e, CombatantId id, const StateAttempt& at);
void state_attempt_ends(Encounter& e, CombatantId id, const StateAttempt& at, StateRemoval how, bool removed);
// A failed roll that costs the action being started ("you will lose one Action dice (the one
// you just discarded, so you do nothing this action)"): `die` (else its lowest that is not a 1)
// goes, and its turn ends. Nothing outside a running action-dice fight.
void forfeit_action(Encounter& e, CombatantId id, std::optional<int> die);

} // namespace rk
