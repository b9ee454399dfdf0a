#pragma once
// Internal to the core: one handler per action, grouped by concept in their own files
// (roster.cpp, turns.cpp). A handler edits a private copy of the encounter and returns a
// refusal reason, or nothing when the action applied.
#include <optional>
#include <string>

#include "actions.hpp"
#include "encounter.hpp"

namespace rk::detail {

// roster.cpp
Refusal handle(Encounter&, const AddCombatant&);
Refusal handle(Encounter&, const RemoveCombatant&);
Refusal handle(Encounter&, const RenameCombatant&);
Refusal handle(Encounter&, const DuplicateCombatant&);
Refusal handle(Encounter&, const Damage&);
Refusal handle(Encounter&, const Heal&);
Refusal handle(Encounter&, const SetHp&);
Refusal handle(Encounter&, const RenameEncounter&);
Refusal handle(Encounter&, const SetRuleset&);
Refusal handle(Encounter&, const SetLevel&);
Refusal handle(Encounter&, const SetStat&);
Refusal handle(Encounter&, const SetNotes&);
Refusal handle(Encounter&, const SetHidden&);
Refusal handle(Encounter&, const AttackHits&);

// effects.cpp
Refusal handle(Encounter&, const AddEffect&);
Refusal handle(Encounter&, const RemoveEffect&);
Refusal handle(Encounter&, const ExtendEffect&);

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
Refusal handle(Encounter&, const DeclareAction&);
// A successful attack landed on `target` (AttackHits, or Damage above 0): text 001 spell disruption.
void successful_attack(Encounter& e, CombatantId target);

// rules text 004: sides.cpp
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
// After the fight (EndEncounter): the durability rolls due for the gear used (text 004).
void remind_durability(Encounter& e);

void log(Encounter& e, std::string text);
Refusal require_running(const Encounter& e);
// Shared round bookkeeping (turns.cpp): resets every combatant's per-round state and logs;
// close_round runs the end-of-round effect ticks and logs.
void begin_round(Encounter& e, int round);
void close_round(Encounter& e);
std::string unknown_combatant(CombatantId id);

} // namespace rk::detail
