#pragma once
// Rules text 001 (countdown): what the app reads off the scheme (core/schemes/countdown.cpp).
#include <optional>
#include <string>

#include "core/model/dice.hpp"
#include "core/model/encounter.hpp"
#include "core/model/refusal.hpp"

namespace rk {

// The initiative die a combatant rolls this round: a d10, or the die of the DEX table when the
// table uses it (a combatant without a "dex" stat rolls as DEX 9-14).
DiceFormula countdown_initiative_die(const Encounter& e, const Combatant& c);
// Text 001: "One roll is made for each attack": its attacks a round (the "attacks" stat, 1 when
// missing), whether a roll is still due from it, and the count it acts on next.
int countdown_attacks(const Encounter& e, const Combatant& c);
bool countdown_owes_initiative(const Encounter& e, const Combatant& c);
std::optional<int> countdown_count(const Encounter& e, const Combatant& c);

// Text 001: where a monster (an NPC) stands at 0 hit points or below (monster_wounds.cpp).
enum class MonsterFate { Fighting, FightsAtMinus2, SaveDue, Unconscious, Dead };
MonsterFate monster_fate(const Combatant& c);
// The number its save versus death must reach on a d20: its "save" stat, else 19 - level.
int death_save_target(const Combatant& c);

// Text 001: subdual damage, kept apart (subdual.cpp); knocked out while the hit points, less the
// subdual damage, are 0 or below and the real hit points are not.
int subdual_damage(const Combatant& c);
bool knocked_out_by_subdual(const Combatant& c);
// Text 001: a missile left in the wound (missile_wounds.cpp): the weapon's normal damage, 0 if none.
int missile_in_wound(const Encounter& e, const Combatant& c);
// Text 001: "surprise is only relevant if previously undetected combatants enter the fray": joined
// after the surprise step (countdown_turns.cpp).
bool joined_late(const Encounter& e, const Combatant& c);
// Text 001: "both sides are considered to be acting simultaneously": struck down (or stunned) at
// its own count by another acting on it, it still acts on it (this count, or the held actions).
bool acts_despite_blow(const Encounter& e, const Combatant& c);

namespace detail {
// The victim moved or fought this round: the missile does half its normal damage.
void missile_hurts(Encounter& e, Combatant& c);
// Its hit points went from `before` to what they are now: a monster falling from above 0 owes a
// new save versus death, one struck to -11 or below is dead and stays dead (monster_wounds.cpp).
void wound_taken(Encounter& e, Combatant& c, int before);
// A TakeHit through text 001: the hit, then wound_taken (monster_wounds.cpp).
Refusal countdown_take_hit(Encounter& e, Combatant& c, int amount);
// Text 001's "full round" (pulling out a missile): whether `id` can spend it now, and spending it
// (its remaining attacks this round; the turn goes on). countdown_turns.cpp.
Refusal countdown_can_spend_round(const Encounter& e, CombatantId id, const std::string& what);
void countdown_spend_round(Encounter& e, CombatantId id, const std::string& what);
} // namespace detail

} // namespace rk
