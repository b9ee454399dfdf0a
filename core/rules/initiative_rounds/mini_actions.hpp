#pragma once
// Rules text 000: what keeps a mini from casting or attacking (Statue, running, a golem out of
// its caster's control), and the hit of a weapon against the Non magic weapons resistance.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/fight/card_state.hpp"
#include "core/model/encounter.hpp"
#include "core/model/refusal.hpp"

namespace rk::detail {

// Text 000's own actions are refused in any other system's fight, before anything else is said.
Refusal require_text_000(const Encounter& e, std::string_view what);
// Running this turn: "A mini that is running cannot cast spells of any kind or engage in combat."
bool running_this_turn(const Encounter& e, const Combatant& c);
// Why this mini may not cast a spell or attack now (out of the fight, under Statue, an inactive
// golem, running this turn); `what` names the act for the sentence ("cast Flying fist").
Refusal may_cast_or_attack(const Encounter& e, const Combatant& c, const std::string& what);
// Text 000's reading of "may it act now?": a stun (Statue) or a golem out of control.
std::optional<std::string> initiative_rounds_kept(const Encounter& e, const Combatant& c);
// The card's chips for what lasts: running this turn, a golem inactive.
std::vector<CardChip> initiative_rounds_chips(const Encounter& e, const Combatant& c);
// A hit entered on the phone (TakeHit): a weapon's, halved by the Non magic weapons resistance.
Refusal initiative_rounds_take_hit(Encounter& e, Combatant& c, int amount);

} // namespace rk::detail
