#pragma once
#include <span>
// Rules text 003 between fights: what lasts of a combatant (hit points, the missiles still stuck in
// it, damaged armor, the effects still running) and the First Aid that takes a missile out.
#include "core/fight/lasting.hpp"

namespace rk {

// generic_lasting, less the effects of the fight's round: a stun "for the rest of the round", a
// spell being cast, "No movement", the ambush's and surprise's bonuses against a foe.
Member segments_lasting(const Encounter& e, const Combatant& c);

// "Removing a weapon can be done with First Aid (see First Aid skill)": every stuck missile out.
Member first_aid_missiles(Member m);
// That First Aid as the party screen offers it (RuleSystem::recoveries).
std::span<const Recovery> segments_recoveries();

} // namespace rk
