#pragma once
// Rules text 001 between fights: what lasts of a combatant (hit points, subdual damage, death,
// the effects still running: a missile in the wound, a stun), and how subdual damage recovers.
#include <span>
#include <string>
#include <vector>

#include "core/fight/lasting.hpp"

namespace rk {

// generic_lasting, and of its own part the subdual damage and death (the rest is the round's).
Member countdown_lasting(const Encounter& e, const Combatant& c);
// Sets the subdual damage and death on the combatant brought back: no action sets them alone
// (SubdualHit always does real damage too).
Refusal countdown_rejoin(Encounter& e, CombatantId id, const Member& m);
// "4 subdual", "dead".
std::vector<std::string> countdown_lasting_words(const Member& m);

// "such subdual points are recovered at a rate of 1 hp per hour": `hours` of them.
Member recover_subdual(Member m, int hours);
// That rest as the party screen offers it (RuleSystem::recoveries).
std::span<const Recovery> countdown_recoveries();

} // namespace rk
