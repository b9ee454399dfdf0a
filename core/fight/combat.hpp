#pragma once
// The shared combat contract: what every rule system answers about a combatant, whatever its
// text calls it (RuleSystem::out_of_fight, ::stunned, ::surprised). Turn order, prompts and the
// big button rely on these, so a ruling fixed here holds in every system.
#include <optional>
#include <string>
#include <string_view>

#include "core/model/encounter.hpp"

namespace rk {

// Why the combatant is out of the fight (down, dead, surrendered, fled), or nothing while it
// fights on. A combatant out of the fight is offered no turn in any system.
std::optional<std::string> out_of_fight(const Encounter& e, const Combatant& c);
inline bool in_the_fight(const Encounter& e, const Combatant& c) { return !out_of_fight(e, c); }

// Why the combatant may not take a turn now though it may still be in the fight: out of the fight,
// or kept from acting as its system reads it (stunned, knocked out). Nothing: it may act. Every
// system's order, its prompts and the big button ask this before offering a turn.
std::optional<std::string> why_not_acting(const Encounter& e, const Combatant& c);
inline bool may_act(const Encounter& e, const Combatant& c) { return !why_not_acting(e, c); }

// Stunned, as its system means it (the card says so; each system's order applies what it costs).
bool stunned(const Encounter& e, const Combatant& c);

// A stun on the combatant's effects: one named "Stunned" (added by hand from the phone) or one
// with a "stunned" modifier (added by the rules). Both mean the same wherever a text stuns.
bool has_stun_effect(const Encounter& e, const Combatant& c);
// The reading of texts whose stun costs the whole turn: "stunned" while a stun effect lasts.
std::optional<std::string> kept_by_stun(const Encounter& e, const Combatant& c);

// Surprised right now: it may not act until the surprise is over.
bool surprised(const Encounter& e, const Combatant& c);

// A hit of `amount` less what stops part of it (text 003's PROT, text 004's armour): logs the
// reduction, then the rest comes off the hit points. A hit all stopped still lands (a spell being
// cast is lost).
Refusal hit_less(Encounter& e, Combatant& c, int amount, int stopped, std::string_view by_what);

// Down at 0 hit points or below, where hit points are tracked: the reading of every system whose
// text does not say otherwise.
std::optional<std::string> down_at_zero_hit_points(const Combatant& c);

} // namespace rk
