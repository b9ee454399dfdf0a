#pragma once
// Timed and permanent effects: spells, conditions, wounds. The schemes call the hooks below
// at the moments a duration can run out; the effect handlers live in effects.cpp.
#include <string>

#include "core/model/encounter.hpp"

namespace rk {

// The sum of one modifier ("initiative", ...) over the effects on a combatant.
int effect_modifier(const Encounter& e, CombatantId id, const std::string& key);

// Units left, in words: "3 rounds left", "1 turn left", "2 segments left", "until removed".
std::string remaining_text(const Effect& fx);

// What the table hears when effect `fx` is gone from `now` by the passing of time, in what
// happened ("Merlin's Magic missile goes off."), as its rule system words it; else
// "Bless on Aria has ended.".
std::string effect_ended_words(const Encounter& now, const Effect& fx);

namespace detail {
// Called by every scheme. Each uses up one unit of the matching effects, removes (and logs)
// those that run out, and never touches an effect twice for one event.
void effects_turn_started(Encounter& e, CombatantId id);
void effects_turn_ended(Encounter& e, CombatantId id);
void effects_round_ended(Encounter& e);
// Effects in segments count only here, one unit per segment.
void effects_segment_passed(Encounter& e);
// A combatant left the fight (called before it is erased): effects on it go with it (logged);
// effects counted on its turns count at the end of each round instead; its spells lose their caster.
void effects_combatant_removed(Encounter& e, CombatantId id);
// For the schemes' own effects (a stun, a casting, a stuck arrow): gives `fx` a new id and the
// current round, adds it without logging (the scheme logs its own sentence), returns its id.
EffectId add_effect(Encounter& e, Effect fx);
// Removes effect `id` if it is still there and on `target`; says whether it did (not logged).
bool remove_effect(Encounter& e, EffectId id, CombatantId target);
} // namespace detail

} // namespace rk
