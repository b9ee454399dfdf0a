#pragma once
// The JSON of rules text 001's own values: its enums (by name), its parts of a combatant and of an
// encounter, and its actions ({"type": "...", fields}); missing keys keep their defaults.
#include "core/formats/json_fields.hpp"
#include "core/rules/countdown/countdown_actions.hpp"

namespace rk {

RK_JSON_FIELDS(Declaration, kind, what, lost)
RK_JSON_FIELDS(CountdownPart, declaration, surprised_segments, surprise_roll,
               death_save_band, death_save_passed, killed_by_save, dead, attack_rolls, attacks_made, subdual)
RK_JSON_FIELDS(CountdownFight, count, simultaneous, joined_from)

// its actions
RK_JSON_FIELDS(RollSideInitiative, side, roll)
RK_JSON_FIELDS(RollSurprise, id, die, roll)
RK_JSON_FIELDS(SaveVersusDeath, id, roll)
RK_JSON_FIELDS(SubdualHit, id, amount)
RK_JSON_FIELDS(ExtractMissile, id, saved, by)
RK_JSON_FIELDS(UnarmedBlow, id, amount, natural_20, roll)
RK_JSON_FIELDS(DeclareAction, id, kind, what)

} // namespace rk
