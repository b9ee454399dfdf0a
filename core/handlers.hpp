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

// turns.cpp
Refusal handle(Encounter&, const SetInitiative&);
Refusal handle(Encounter&, const StartEncounter&);
Refusal handle(Encounter&, const NextTurn&);
Refusal handle(Encounter&, const PreviousTurn&);
Refusal handle(Encounter&, const EndEncounter&);

void log(Encounter& e, std::string text);
std::string unknown_combatant(CombatantId id);

} // namespace rk::detail
