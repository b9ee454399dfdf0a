#pragma once
// Internal to the core: the handlers of rules text 002's own actions (action_dice_actions.hpp),
// each defined in the file of this folder its concept names. A handler edits a private copy of the
// encounter and returns a refusal reason, or nothing when the action applied.
#include <string>
#include <vector>

#include "core/rules/action_dice/action_dice_actions.hpp"

namespace rk::detail {

// countdown_and_refresh.cpp
Refusal handle(Encounter&, const GiveActionDice&);
Refusal handle(Encounter&, const CallRefresh&);
Refusal handle(Encounter&, const RefreshOption&);
// spending_dice.cpp
Refusal handle(Encounter&, const SpendDice&);
Refusal handle(Encounter&, const SpendFreeAction&);
Refusal handle(Encounter&, const StartPool&);
Refusal handle(Encounter&, const AddToPool&);
Refusal handle(Encounter&, const ReleasePool&);
Refusal handle(Encounter&, const StartDefence&);
Refusal handle(Encounter&, const DefendWithPool&);
Refusal handle(Encounter&, const ReduceDefencePool&);
Refusal handle(Encounter&, const BurnActionDie&);
Refusal handle(Encounter&, const MarkExposure&);
// special_actions.cpp
Refusal handle(Encounter&, const UseTactic&);
Refusal handle(Encounter&, const GroupAttack&);
Refusal handle(Encounter&, const Flee&);
Refusal handle(Encounter&, const SpecialResult&);
// ranks.cpp
Refusal handle(Encounter&, const SetRanks&);
Refusal handle(Encounter&, const ChooseHeroic&);
Refusal handle(Encounter&, const ApplyDamage&);
Refusal handle(Encounter&, const RemoveState&);
Refusal handle(Encounter&, const RollCheck&);
Refusal handle(Encounter&, const HealRank&);
Refusal handle(Encounter&, const SetStanding&);
// injuries.cpp
Refusal handle(Encounter&, const RollInjury&);
Refusal handle(Encounter&, const ShiftInjury&);
Refusal handle(Encounter&, const RollInjuryEffect&);
Refusal handle(Encounter&, const ApplyInjury&);
Refusal handle(Encounter&, const HealWound&);
// bleeders.cpp
Refusal handle(Encounter&, const RollBleeder&);
// fear_and_fatigue.cpp
Refusal handle(Encounter&, const SetFear&);
Refusal handle(Encounter&, const FaceFear&);
Refusal handle(Encounter&, const RollFear&);
Refusal handle(Encounter&, const Fatigue&);

// What those handlers share: `what` is refused outside a running action-dice fight.
Refusal require_action_dice(const Encounter& e, const std::string& what);
// The same, then the combatant the action names (refused when it is not in the fight).
Refusal action_dice_combatant(Encounter& e, CombatantId id, const std::string& what, Combatant*& out);
// Is it `id`'s turn to take an action (acting, or one the countdown lets act now, or holding)?
Refusal may_take_action(const Encounter& e, CombatantId id);
// May `id` respond out of turn (a defence) or use a free action: it holds dice in the countdown.
Refusal may_respond(const Encounter& e, CombatantId id);
// The action of `id` starts now (its turn begins unless it already has) ...
void begin_action(Encounter& e, CombatantId id);
// ... and is done: its turn ends and the countdown moves on (a Refresh if its hand is empty;
// during a Refresh its last option is used up).
void action_done(Encounter& e, CombatantId id);
// Dice left a hand outside its action (a response, a free action): an empty hand calls a Refresh.
void dice_used(Encounter& e, CombatantId id);
// The hand, highest first.
void sort_hand(std::vector<int>& hand);

} // namespace rk::detail
