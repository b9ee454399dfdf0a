#pragma once
// The JSON of rules text 004's own values: its enums (by name), its parts of a combatant and of an
// encounter, and its actions ({"type": "...", fields}); missing keys keep their defaults.
#include "core/formats/json_fields.hpp"
#include "core/rules/alternating_factions/alternating_factions_actions.hpp"

namespace rk {

RK_JSON_FIELDS(Gear, name, kind, damage, armour, used, damaged, destroyed, great)
RK_JSON_FIELDS(FactionsPart, group, gear)

RK_JSON_FIELDS(GroupTally, side, group, original, standing_at_round_start)
RK_JSON_FIELDS(HealthMark, id, hp)
RK_JSON_FIELDS(FactionRound, initiative, to_move, passes, bonus_round, groups, health,
               morale_due)

// its actions
RK_JSON_FIELDS(SetGroup, id, group)
RK_JSON_FIELDS(GiveInitiative, side)
RK_JSON_FIELDS(RollFactionInitiative, roll)
RK_JSON_FIELDS(FirstFaction, side)
RK_JSON_FIELDS(Pass, side)
RK_JSON_FIELDS(React, id, kind, against)
RK_JSON_FIELDS(Surrender, id)
RK_JSON_FIELDS(BreakFree, id, by, roll)
RK_JSON_FIELDS(RollMorale, id, roll, if_failed)
RK_JSON_FIELDS(SetCondition, id, condition, on, by)
RK_JSON_FIELDS(AddGear, id, name, kind, damage, armour, damaged, great)
RK_JSON_FIELDS(UseGear, id, name)
RK_JSON_FIELDS(Attack, attacker, target, weapon, roll, cover, direct, blast, impaired)
RK_JSON_FIELDS(DeathBlow, attacker, target, weapon)
RK_JSON_FIELDS(NonLethalAttack, attacker, target, kind, roll)
RK_JSON_FIELDS(CounterAttack, id, against, attack, attack_weapon, attack_roll, counter, weapon, roll, first_out)
RK_JSON_FIELDS(SetGearState, id, name, state)
RK_JSON_FIELDS(FullSpeed, id, on)

} // namespace rk
