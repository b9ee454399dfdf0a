#pragma once
// Internal to the core: one handler per action, grouped by concept in their own files
// (roster.cpp, turns.cpp). A handler edits a private copy of the encounter and returns a
// refusal reason, or nothing when the action applied.
#include <optional>
#include <string>

#include "core/model/actions.hpp"
#include "core/model/encounter.hpp"
#include "core/rules/system_handlers.hpp"

namespace rk::detail {

// roster.cpp
Refusal handle(Encounter&, const AddCombatant&);
Refusal handle(Encounter&, const RemoveCombatant&);
Refusal handle(Encounter&, const RenameCombatant&);
Refusal handle(Encounter&, const DuplicateCombatant&);
Refusal handle(Encounter&, const AddCombatants&);
Refusal handle(Encounter&, const Damage&);
Refusal handle(Encounter&, const Heal&);
Refusal handle(Encounter&, const GiveTempHp&);
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

// lasting.cpp
Refusal handle(Encounter&, const AddMembers&);

// effects.cpp
Refusal handle(Encounter&, const AddEffect&);
Refusal handle(Encounter&, const RemoveEffect&);
Refusal handle(Encounter&, const ExtendEffect&);

// reminders.cpp
Refusal handle(Encounter&, const AddReminder&);
Refusal handle(Encounter&, const ReminderDone&);
Refusal handle(Encounter&, const RemoveReminder&);

// turns.cpp
Refusal handle(Encounter&, const MoveInOrder&);
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

// core/rules/initiative_rounds/initiative_rounds_turns.cpp: text 000's declarations, which the
// generic order plays too
Refusal handle(Encounter&, const DeclareActors&);
Refusal handle(Encounter&, const RollTie&);

// A successful attack landed on `target` (AttackHits, Damage above 0, Strike) and it took
// `damage_taken`: the running scheme reacts (turns.cpp dispatches; text 001 and 003 disrupt
// spells, text 003 stuns).
void successful_attack(Encounter& e, CombatantId target, int damage_taken = 0);

// sides.cpp: the sides of the fight (text 004's factions)
// A side's name for the log and the prompts ("Bandits act first").
std::string side_name(const Encounter& e, SideId id);
Refusal handle(Encounter&, const AddSide&);
Refusal handle(Encounter&, const RenameSide&);

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
