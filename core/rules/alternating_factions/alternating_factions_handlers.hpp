#pragma once
// Internal to the core: the handlers of rules text 004's own actions
// (alternating_factions_actions.hpp), each defined in the file of this folder its concept names. A
// handler edits a private copy of the encounter and returns a refusal reason, or nothing when the
// action applied.
#include "core/rules/alternating_factions/alternating_factions_actions.hpp"

namespace rk::detail {

// morale.cpp
Refusal handle(Encounter&, const SetGroup&);
Refusal handle(Encounter&, const RollMorale&);
// alternating_turns.cpp
Refusal handle(Encounter&, const GiveInitiative&);
Refusal handle(Encounter&, const RollFactionInitiative&);
Refusal handle(Encounter&, const FirstFaction&);
Refusal handle(Encounter&, const Pass&);
Refusal handle(Encounter&, const React&);
Refusal handle(Encounter&, const Surrender&);
Refusal handle(Encounter&, const BreakFree&);
// conditions.cpp
Refusal handle(Encounter&, const SetCondition&);
// gear.cpp
Refusal handle(Encounter&, const AddGear&);
Refusal handle(Encounter&, const UseGear&);
Refusal handle(Encounter&, const Attack&);
Refusal handle(Encounter&, const DeathBlow&);
Refusal handle(Encounter&, const SetGearState&);
// counters.cpp
Refusal handle(Encounter&, const NonLethalAttack&);
Refusal handle(Encounter&, const CounterAttack&);
// mounts.cpp
Refusal handle(Encounter&, const FullSpeed&);

// After the fight (EndEncounter): the durability rolls due for the gear used (text 004).
void remind_durability(Encounter& e);

} // namespace rk::detail
