#pragma once
// Internal to the core: one handler per action, grouped by concept in their own files
// (roster.cpp, turns.cpp). A handler edits a private copy of the encounter and returns a
// refusal reason, or nothing when the action applied.
#include <optional>
#include <string>

#include "core/model/actions.hpp"
#include "core/model/encounter.hpp"

namespace rk::detail {

// roster.cpp
Refusal handle(Encounter&, const AddCombatant&);
Refusal handle(Encounter&, const RemoveCombatant&);
Refusal handle(Encounter&, const RenameCombatant&);
Refusal handle(Encounter&, const DuplicateCombatant&);
Refusal handle(Encounter&, const AddCombatants&);
// lasting.cpp
Refusal handle(Encounter&, const AddMembers&);
Refusal handle(Encounter&, const Damage&);
Refusal handle(Encounter&, const Heal&);
Refusal handle(Encounter&, const GiveTempHp&);
Refusal handle(Encounter&, const MoveInOrder&);
Refusal handle(Encounter&, const SetHp&);
Refusal handle(Encounter&, const RollHitPoints&);
Refusal handle(Encounter&, const RenameEncounter&);
Refusal handle(Encounter&, const SetRuleset&);
Refusal handle(Encounter&, const SetLevel&);
Refusal handle(Encounter&, const SetStat&);
Refusal handle(Encounter&, const SetNotes&);
Refusal handle(Encounter&, const SetHidden&);
Refusal handle(Encounter&, const AttackHits&);
Refusal handle(Encounter&, const TakeHit&);

// effects.cpp
Refusal handle(Encounter&, const AddEffect&);
Refusal handle(Encounter&, const RemoveEffect&);
Refusal handle(Encounter&, const ExtendEffect&);

// reminders.cpp
Refusal handle(Encounter&, const AddReminder&);
Refusal handle(Encounter&, const ReminderDone&);
Refusal handle(Encounter&, const RemoveReminder&);

// turns.cpp
Refusal handle(Encounter&, const SetInitiative&);
Refusal handle(Encounter&, const StartEncounter&);
Refusal handle(Encounter&, const NextTurn&);
Refusal handle(Encounter&, const PreviousTurn&);
Refusal handle(Encounter&, const EndEncounter&);
Refusal handle(Encounter&, const EndRound&);
Refusal handle(Encounter&, const RollInitiative&);
Refusal handle(Encounter&, const FinishDeclarations&);
Refusal handle(Encounter&, const Hold&);
Refusal handle(Encounter&, const ActNow&);

// schemes/initiative_rounds.cpp (text 000)
Refusal handle(Encounter&, const DeclareActors&);
Refusal handle(Encounter&, const RollTie&);

// schemes/countdown.cpp (text 001)
Refusal handle(Encounter&, const RollSideInitiative&);
Refusal handle(Encounter&, const RollSurprise&);
Refusal handle(Encounter&, const SaveVersusDeath&);
Refusal handle(Encounter&, const SubdualHit&);
Refusal handle(Encounter&, const ExtractMissile&);
Refusal handle(Encounter&, const UnarmedBlow&);
Refusal handle(Encounter&, const DeclareAction&);

// rules text 003: schemes/segments.cpp, schemes/ambush.cpp, strikes.cpp
Refusal handle(Encounter&, const SpringAmbush&);
Refusal handle(Encounter&, const RollAmbush&);
Refusal handle(Encounter&, const DeclareAttacks&);
Refusal handle(Encounter&, const DeclareSpell&);
Refusal handle(Encounter&, const Retarget&);
Refusal handle(Encounter&, const Strike&);
Refusal handle(Encounter&, const SurpriseAttack&);
Refusal handle(Encounter&, const DeclareDefence&);
Refusal handle(Encounter&, const TakeFreeAction&);
Refusal handle(Encounter&, const LoseActions&);
Refusal handle(Encounter&, const TradeScForDef&);
Refusal handle(Encounter&, const AttackAndMove&);

// A successful attack landed on `target` (AttackHits, Damage above 0, Strike) and it took
// `damage_taken`: the running scheme reacts (turns.cpp dispatches; text 001 and 003 disrupt
// spells, text 003 stuns).
void successful_attack(Encounter& e, CombatantId target, int damage_taken = 0);

// schemes/action_dice.cpp (text 002): the countdown and the Refresh
Refusal handle(Encounter&, const GiveActionDice&);
Refusal handle(Encounter&, const CallRefresh&);
Refusal handle(Encounter&, const RefreshOption&);
// action_dice.cpp (text 002): spending dice, pools, defences
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
// special_actions.cpp (text 002): tactics, group attacks, flight, special results
Refusal handle(Encounter&, const UseTactic&);
Refusal handle(Encounter&, const GroupAttack&);
Refusal handle(Encounter&, const Flee&);
Refusal handle(Encounter&, const SpecialResult&);
Refusal handle(Encounter&, const CastDamageSpell&);
Refusal handle(Encounter&, const Run&);
Refusal handle(Encounter&, const CastHeal&);
Refusal handle(Encounter&, const WeaponHit&);
Refusal handle(Encounter&, const GolemControl&);
// Between the two: `what` is refused outside a running action-dice fight.
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

// ranks.cpp (text 002): ranks, States, damage
Refusal handle(Encounter&, const SetRanks&);
Refusal handle(Encounter&, const ChooseHeroic&);
Refusal handle(Encounter&, const ApplyDamage&);
Refusal handle(Encounter&, const RemoveState&);
Refusal handle(Encounter&, const RollCheck&);
Refusal handle(Encounter&, const HealRank&);
Refusal handle(Encounter&, const SetStanding&);

// injuries.cpp (text 002)
Refusal handle(Encounter&, const RollInjury&);
Refusal handle(Encounter&, const ShiftInjury&);
Refusal handle(Encounter&, const RollInjuryEffect&);
Refusal handle(Encounter&, const ApplyInjury&);
Refusal handle(Encounter&, const HealWound&);

// bleeders.cpp (text 002)
Refusal handle(Encounter&, const RollBleeder&);

// fear.cpp (text 002): fear and fatigue
Refusal handle(Encounter&, const SetFear&);
Refusal handle(Encounter&, const FaceFear&);
Refusal handle(Encounter&, const RollFear&);
Refusal handle(Encounter&, const Fatigue&);

// sides.cpp: the sides of the fight (text 004's factions)
// A side's name for the log and the prompts ("Bandits act first").
std::string side_name(const Encounter& e, SideId id);
Refusal handle(Encounter&, const AddSide&);
Refusal handle(Encounter&, const RenameSide&);
Refusal handle(Encounter&, const SetGroup&);
// schemes/alternating.cpp
Refusal handle(Encounter&, const GiveInitiative&);
Refusal handle(Encounter&, const RollFactionInitiative&);
Refusal handle(Encounter&, const FirstFaction&);
Refusal handle(Encounter&, const Pass&);
Refusal handle(Encounter&, const React&);
Refusal handle(Encounter&, const Surrender&);
Refusal handle(Encounter&, const BreakFree&);
// morale.cpp
Refusal handle(Encounter&, const RollMorale&);
// conditions.cpp
Refusal handle(Encounter&, const SetCondition&);
// gear.cpp
Refusal handle(Encounter&, const AddGear&);
Refusal handle(Encounter&, const UseGear&);
Refusal handle(Encounter&, const Attack&);
Refusal handle(Encounter&, const DeathBlow&);
Refusal handle(Encounter&, const NonLethalAttack&);
Refusal handle(Encounter&, const CounterAttack&);
Refusal handle(Encounter&, const SetGearState&);
// mounts.cpp
Refusal handle(Encounter&, const FullSpeed&);
// After the fight (EndEncounter): the durability rolls due for the gear used (text 004).
void remind_durability(Encounter& e);

void log(Encounter& e, std::string text);
Refusal require_running(const Encounter& e);
// Shared round bookkeeping (turns.cpp): resets every combatant's per-round state and logs;
// close_round runs the end-of-round effect ticks and logs.
void begin_round(Encounter& e, int round);
void close_round(Encounter& e);
// The turn of a combatant kept from acting (why_not_acting: stunned, knocked out) comes up: it
// passes, logged with the reason, and what counts on its turns counts, so a stun of N rounds costs
// N turns. Returns false (nothing done) when the combatant may act or is out of the fight.
bool pass_turn_if_kept(Encounter& e, CombatantId id);
Reason unknown_combatant(CombatantId id);

} // namespace rk::detail
