#pragma once
// The JSON of rules text 000's own values: its enums (by name), its parts of a combatant and of an
// encounter, and its actions ({"type": "...", fields}); missing keys keep their defaults.
#include "core/formats/json_fields.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_actions.hpp"

namespace rk {

void to_json(nlohmann::json& j, DamageSpell v);

RK_JSON_FIELDS(InitiativeRoundsPart, declared, offered, tie_roll, tie_rerolls, running_turn, golem_inactive, place, placed_at)
RK_JSON_FIELDS(InitiativeRoundsFight, initiative_round)

// its actions
RK_JSON_FIELDS(CastDamageSpell, caster, spell, targets)
RK_JSON_FIELDS(Run, id)
RK_JSON_FIELDS(CastHeal, caster, target)
RK_JSON_FIELDS(WeaponHit, attacker, target, damage, magic)
RK_JSON_FIELDS(GolemControl, id, inactive)

} // namespace rk
