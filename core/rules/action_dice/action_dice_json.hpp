#pragma once
// The JSON of rules text 002's own values: its enums (by name), its parts of a combatant and of an
// encounter, and its actions ({"type": "...", fields}); missing keys keep their defaults.
#include "core/formats/json_fields.hpp"
#include "core/rules/action_dice/action_dice_actions.hpp"

namespace rk {

void to_json(nlohmann::json& j, DefenceKind v);
void to_json(nlohmann::json& j, FreeAction v);
void to_json(nlohmann::json& j, Tactic v);
void to_json(nlohmann::json& j, SpecialResultKind v);
void to_json(nlohmann::json& j, RankTrack v);
void to_json(nlohmann::json& j, DamageTrack v);
void to_json(nlohmann::json& j, RankState v);
void to_json(nlohmann::json& j, Standing v);
void to_json(nlohmann::json& j, Group v);
void to_json(nlohmann::json& j, FearLevel v);
void to_json(nlohmann::json& j, WeaponWeight v);
void to_json(nlohmann::json& j, Location v);
void to_json(nlohmann::json& j, InjuryEffect v);
void to_json(nlohmann::json& j, CheckKind v);
void to_json(nlohmann::json& j, StateRemoval v);

RK_JSON_FIELDS(ActionPool, name, cost, dice)
RK_JSON_FIELDS(DefencePool, kind, dice, most)
RK_JSON_FIELDS(RankLine, base, bonus, lost, crossover, fatigue)
RK_JSON_FIELDS(Wound, id, location, effect, bleeder_minus_dice, burn, minus_dice, penalty,
               bleeds_due, marked_round)
RK_JSON_FIELDS(PendingCheck, kind, minus_dice)
RK_JSON_FIELDS(PendingInjury, effect_bonus, location, shifts)
RK_JSON_FIELDS(Ranks, physical, mental, heroic, heroic_track, stateless, group,
               crossover_every, states, standing, wounds, checks, injuries,
               causes_fear, afraid, steeled)
RK_JSON_FIELDS(ActionDicePart, hand, hand_ready, carries_die, refresh_after, exposures, fumbled, fixed_dice, action_pool,
               defence_pool, action_begun, tactic, disarmed, knocked_down, panic_fled, spirit_rolled,
               fear_rolled)
RK_JSON_FIELDS(ActionDiceFight, refresh_caller)

// its actions
RK_JSON_FIELDS(GiveActionDice, id, faces, every_round)
RK_JSON_FIELDS(SpendDice, id, dice, cost, what, response)
RK_JSON_FIELDS(SpendFreeAction, id, which)
RK_JSON_FIELDS(CallRefresh, id)
RK_JSON_FIELDS(RefreshOption, id, keep)
RK_JSON_FIELDS(StartPool, id, name, cost, dice)
RK_JSON_FIELDS(AddToPool, id, die, defence)
RK_JSON_FIELDS(ReleasePool, id)
RK_JSON_FIELDS(StartDefence, id, kind, die, successes, bonus, dice)
RK_JSON_FIELDS(DefendWithPool, id, attack, reduced_by, missile, attacker)
RK_JSON_FIELDS(MarkExposure, id, exposures, fumbled)
RK_JSON_FIELDS(ReduceDefencePool, id, by)
RK_JSON_FIELDS(BurnActionDie, id, die)
RK_JSON_FIELDS(UseTactic, id, tactic, dice, cost)
RK_JSON_FIELDS(GroupAttack, id, targets, dice, cost)
RK_JSON_FIELDS(Flee, id, dice, cost)
RK_JSON_FIELDS(SpecialResult, id, result, die, over)
RK_JSON_FIELDS(SetRanks, id, physical, mental, physical_bonus, mental_bonus, heroic,
               heroic_track, stateless, group, crossover_every)
RK_JSON_FIELDS(ChooseHeroic, id, track)
RK_JSON_FIELDS(ApplyDamage, id, points, track, weapon, massive, take_state, special_event)
RK_JSON_FIELDS(RemoveState, id, state, how, roll, die)
RK_JSON_FIELDS(RollCheck, id, roll)
RK_JSON_FIELDS(HealRank, id, track)
RK_JSON_FIELDS(SetStanding, id, standing)
RK_JSON_FIELDS(RollInjury, id, roll)
RK_JSON_FIELDS(ShiftInjury, id, to)
RK_JSON_FIELDS(RollInjuryEffect, id, roll, choice)
RK_JSON_FIELDS(ApplyInjury, id, location, effect)
RK_JSON_FIELDS(RollBleeder, id, wound, roll)
RK_JSON_FIELDS(HealWound, id, wound)
RK_JSON_FIELDS(SetFear, id, level)
RK_JSON_FIELDS(FaceFear, id, source, level, attack)
RK_JSON_FIELDS(RollFear, id, roll, take_stun)
RK_JSON_FIELDS(Fatigue, id, track, change, resist, roll)

} // namespace rk
