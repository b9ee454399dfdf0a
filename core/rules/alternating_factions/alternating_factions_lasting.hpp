#pragma once
// Rules text 004 between fights: what lasts of a character (health, death, its gear as damaged or
// destroyed, the effects still running); the conditions of the stretch end with it.
#include <string>
#include <vector>

#include "core/fight/lasting.hpp"

namespace rk {

Member factions_lasting(const Encounter& e, const Combatant& c);
// Its group, and its gear through AddGear and SetGearState as it stands.
Refusal factions_rejoin(Encounter& e, CombatantId id, const Member& m);
// "Sword damaged", "Shield destroyed".
std::vector<std::string> factions_lasting_words(const Member& m);

} // namespace rk
