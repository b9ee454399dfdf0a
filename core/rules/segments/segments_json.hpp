#pragma once
// The JSON of rules text 003's own values: its enums (by name), its parts of a combatant and of an
// encounter, and its actions ({"type": "...", fields}); missing keys keep their defaults.
#include "core/formats/json_fields.hpp"
#include "core/rules/segments/segments_actions.hpp"

namespace rk {

void to_json(nlohmann::json& j, Movement v);
void to_json(nlohmann::json& j, WeaponHandling v);
void to_json(nlohmann::json& j, HalfRound v);
void to_json(nlohmann::json& j, SpellCasting v);
void to_json(nlohmann::json& j, SurpriseKind v);
void to_json(nlohmann::json& j, HitKind v);
void to_json(nlohmann::json& j, Missile v);

RK_JSON_FIELDS(SegmentAction, number, spell, casting_time, target, start, next_round,
               done, lost, casting_effect)
RK_JSON_FIELDS(RoundPlan, declared, movement, weapon, actions, defence, desperate, free_actions, careful_aim, half_round,
               sc_traded, def_traded, moving, moves_from)
RK_JSON_FIELDS(SegmentsPart, plan, ambusher, ambush_per)
RK_JSON_FIELDS(SegmentsFight, segment, surprise_round)

// its actions
RK_JSON_FIELDS(SpringAmbush, attackers)
RK_JSON_FIELDS(RollAmbush, id, roll)
RK_JSON_FIELDS(DeclareAttacks, id, attacks, movement, weapon, target, careful_aim, half_round)
RK_JSON_FIELDS(DeclareSpell, id, spell, casting, rank, casting_time, movement, target)
RK_JSON_FIELDS(Retarget, id, number, target)
RK_JSON_FIELDS(Strike, target, attacker, damage, roll, hit, missile)
RK_JSON_FIELDS(SurpriseAttack, attacker, target, kind)
RK_JSON_FIELDS(DeclareDefence, id, rank, desperate)
RK_JSON_FIELDS(TakeFreeAction, id, what)
RK_JSON_FIELDS(LoseActions, id, reason)
RK_JSON_FIELDS(TradeScForDef, id, sc, rank)
RK_JSON_FIELDS(AttackAndMove, id, roll)

} // namespace rk
