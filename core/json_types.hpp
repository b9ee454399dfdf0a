#pragma once
// nlohmann-json conversions for the core's values. Used by serialize.cpp and by tools that
// need the JSON tree itself (the replay tool, the web test hook). Missing keys take their
// defaults, so files from older versions load; unknown enum names are errors, never guesses.
#include "json_numbers.hpp"
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

#include "actions.hpp"
#include "encounter.hpp"

namespace nlohmann {
template <class T>
struct adl_serializer<std::optional<T>> {
    static void to_json(json& j, const std::optional<T>& v) {
        if (v) j = *v; else j = nullptr;
    }
    static void from_json(const json& j, std::optional<T>& v) {
        if (j.is_null()) v.reset(); else v = j.get<T>();
    }
};

// A rule system's part of a combatant or an encounter is saved under the part's own key
// ({"countdown": {...}}), and no part as null.
template <class... Parts>
struct adl_serializer<std::variant<std::monostate, Parts...>> {
    using Variant = std::variant<std::monostate, Parts...>;
    static void to_json(json& j, const Variant& v) {
        j = nullptr;
        std::visit([&](const auto& part) {
            using P = std::decay_t<decltype(part)>;
            if constexpr (!std::is_same_v<P, std::monostate>) j = json{{std::string(P::kKey), part}};
        }, v);
    }
    static void from_json(const json& j, Variant& v) {
        v = std::monostate{};
        if (j.is_null()) return;
        if (!j.is_object() || j.size() != 1) throw std::invalid_argument("a rule system's part holds one system's key");
        const bool known = ((j.contains(Parts::kKey) ? (v = j.begin()->get<Parts>(), true) : false) || ...);
        if (!known) throw std::invalid_argument("unknown rule system part \"" + j.begin().key() + "\"");
    }
};
} // namespace nlohmann

namespace rk {

void to_json(nlohmann::json& j, Ruleset r);
void from_json(const nlohmann::json& j, Ruleset& r);
void to_json(nlohmann::json& j, Phase p);
void from_json(const nlohmann::json& j, Phase& p);

void to_json(nlohmann::json& j, DurationUnit v);
void from_json(const nlohmann::json& j, DurationUnit& v);
void to_json(nlohmann::json& j, Expiry v);
void from_json(const nlohmann::json& j, Expiry& v);
void to_json(nlohmann::json& j, TieRule v);
void from_json(const nlohmann::json& j, TieRule& v);
void to_json(nlohmann::json& j, Step v);
void from_json(const nlohmann::json& j, Step& v);
void to_json(nlohmann::json& j, DefenceKind v);
void from_json(const nlohmann::json& j, DefenceKind& v);
void to_json(nlohmann::json& j, FreeAction v);
void from_json(const nlohmann::json& j, FreeAction& v);

void to_json(nlohmann::json& j, Movement v);
void from_json(const nlohmann::json& j, Movement& v);
void to_json(nlohmann::json& j, WeaponHandling v);
void from_json(const nlohmann::json& j, WeaponHandling& v);
void to_json(nlohmann::json& j, SpellCasting v);
void from_json(const nlohmann::json& j, SpellCasting& v);
void to_json(nlohmann::json& j, SurpriseKind v);
void from_json(const nlohmann::json& j, SurpriseKind& v);
void to_json(nlohmann::json& j, HitKind v);
void from_json(const nlohmann::json& j, HitKind& v);
void to_json(nlohmann::json& j, Missile v);
void from_json(const nlohmann::json& j, Missile& v);

// rules text 002: ranks, states, wounds
void to_json(nlohmann::json& j, RankTrack v);
void from_json(const nlohmann::json& j, RankTrack& v);
void to_json(nlohmann::json& j, DamageTrack v);
void from_json(const nlohmann::json& j, DamageTrack& v);
void to_json(nlohmann::json& j, RankState v);
void from_json(const nlohmann::json& j, RankState& v);
void to_json(nlohmann::json& j, Standing v);
void from_json(const nlohmann::json& j, Standing& v);
void to_json(nlohmann::json& j, Group v);
void from_json(const nlohmann::json& j, Group& v);
void to_json(nlohmann::json& j, FearLevel v);
void from_json(const nlohmann::json& j, FearLevel& v);
void to_json(nlohmann::json& j, WeaponWeight v);
void from_json(const nlohmann::json& j, WeaponWeight& v);
void to_json(nlohmann::json& j, Location v);
void from_json(const nlohmann::json& j, Location& v);
void to_json(nlohmann::json& j, InjuryEffect v);
void from_json(const nlohmann::json& j, InjuryEffect& v);
void to_json(nlohmann::json& j, CheckKind v);
void from_json(const nlohmann::json& j, CheckKind& v);
void to_json(nlohmann::json& j, StateRemoval v);
void from_json(const nlohmann::json& j, StateRemoval& v);

void to_json(nlohmann::json& j, const EventLog& log);
void from_json(const nlohmann::json& j, EventLog& log);

void to_json(nlohmann::json& j, const Rng& r);
void from_json(const nlohmann::json& j, Rng& r);

// Every number the model holds is whole. Call on a parsed document before reading it: whole
// numbers written with a point ("3.0") become integers, and a fraction or a number beyond 64
// bits throws std::domain_error (cutting a fraction would be a guess, and reading a number
// beyond an int's range into one is undefined behaviour). Reading a number into a field then
// checks it fits the field's type (json_numbers.hpp): 2147483648 is no int, -1 no id.
void make_numbers_whole(nlohmann::json& j);

// The macros define inline conversions; missing keys keep the type's defaults.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(HitPoints, current, max)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Side, id, name, initiative)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Declaration, kind, what, lost)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SegmentAction, number, spell, casting_time, target, start, next_round,
                                                done, lost, casting_effect)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RoundPlan, declared, movement, weapon, actions)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ActionPool, name, cost, dice)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(DefencePool, kind, dice, most)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RankLine, base, bonus, lost, crossover, fatigue)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Wound, id, location, effect, bleeder_minus_dice, burn, minus_dice, penalty,
                                                bleeds_due, marked_round)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(PendingCheck, kind, minus_dice)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(PendingInjury, effect_bonus, location, shifts)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Ranks, physical, mental, heroic, heroic_track, stateless, group,
                                                crossover_every, states, standing, wounds, checks, injuries,
                                                causes_fear, afraid, steeled)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Gear, name, kind, damage, armour, used)
// the rule systems' parts (core/rules/system_parts.hpp)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(InitiativeRoundsPart, declared, tie_roll, tie_rerolls)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(InitiativeRoundsFight, initiative_round)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(CountdownPart, declaration, surprised_segments, surprise_roll,
                                                death_save_band, death_save_passed, killed_by_save)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(CountdownFight, count)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ActionDicePart, hand, hand_ready, carries_die, fixed_dice, action_pool,
                                                defence_pool)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ActionDiceFight, refresh_caller)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SegmentsPart, plan, ambusher, ambush_per)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SegmentsFight, segment, surprise_round)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(FactionsPart, group, gear)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Combatant, id, name, side, is_player, level, stats, hp, notes, hidden,
                                                initiative, acted, holding, ranks, part)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Effect, id, name, source, target, unit, expiry, anchor, remaining, total,
                                                skip_next_tick, modifiers, formula, started_round, ticked_round)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SchemeSettings, declarations, tie_rule, side_initiative,
                                                dex_initiative_die)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollInput, faces)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(LogEntry, round, text)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(TurnTaken, id, count)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(GroupTally, side, group, original, standing_at_round_start)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(HealthMark, id, hp)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(FactionRound, initiative, to_move, passes, bonus_round, groups, health,
                                                morale_due)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Encounter, name, ruleset, phase, round, acting, sides, combatants,
                                                effects, settings, step, turns_taken, part, log, rng, next_id)

// ---- actions: {"type": "Damage", "id": 3, "amount": 5} ----
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(AddCombatant, name, side, is_player, level, hp_max, initiative_modifier)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RemoveCombatant, id)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RenameCombatant, id, name)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(DuplicateCombatant, id, count)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Damage, id, amount)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Heal, id, amount)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SetHp, id, hp)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SetInitiative, id, value)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RenameEncounter, name)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SetRuleset, ruleset, settings)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SetLevel, id, level)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SetNotes, id, notes)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SetHidden, id, hidden)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SetStat, id, key, value)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollInitiative, id, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollSideInitiative, side, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollSurprise, id, die, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SaveVersusDeath, id, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(DeclareActors, ids)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollTie, id, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(DeclareAction, id, kind, what)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Hold, id)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ActNow, id)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(AttackHits, target, attacker)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(TakeHit, id, amount)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(AddEffect, name, source, target, duration, expiry, anchor_on_source,
                                                count_this_round, modifiers, roll, resistible)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RemoveEffect, id)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ExtendEffect, id, by)
// rules text 003
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SpringAmbush, attackers)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollAmbush, id, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(DeclareAttacks, id, attacks, movement, weapon, target)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(DeclareSpell, id, spell, casting, rank, casting_time, movement, target)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Retarget, id, number, target)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Strike, target, attacker, damage, roll, hit, missile)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SurpriseAttack, attacker, target, kind)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(LoseActions, id, reason)
// rules text 002
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(GiveActionDice, id, faces, every_round)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SpendDice, id, dice, cost, what, response)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SpendFreeAction, id, which)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(CallRefresh, id)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RefreshOption, id, keep)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(StartPool, id, name, cost, dice)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(AddToPool, id, die, defence)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ReleasePool, id)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(StartDefence, id, kind, die, successes, bonus, dice)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(DefendWithPool, id, attack, reduced_by, missile)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ReduceDefencePool, id, by)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(BurnActionDie, id, die)
// rules text 002
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SetRanks, id, physical, mental, physical_bonus, mental_bonus, heroic,
                                                heroic_track, stateless, group, crossover_every)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ChooseHeroic, id, track)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ApplyDamage, id, points, track, weapon, massive, take_state, special_event)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RemoveState, id, state, how, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollCheck, id, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(HealRank, id, track)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SetStanding, id, standing)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollInjury, id, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ShiftInjury, id, to)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollInjuryEffect, id, roll, choice)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ApplyInjury, id, location, effect)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollBleeder, id, wound, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(HealWound, id, wound)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SetFear, id, level)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(FaceFear, id, source, level, attack)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollFear, id, roll, take_stun)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Fatigue, id, track, change, resist, roll)
// rules text 004
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(AddSide, name)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RenameSide, id, name)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SetGroup, id, group)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(GiveInitiative, side)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollFactionInitiative, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(FirstFaction, side)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Pass, side)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(React, id, kind, against)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Surrender, id)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(BreakFree, id, by, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollMorale, id, roll, if_failed)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SetCondition, id, condition, on, by)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(AddGear, id, name, kind, damage, armour)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(UseGear, id, name)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Attack, attacker, target, weapon, roll, cover, direct)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(DeathBlow, attacker, target, weapon)

void to_json(nlohmann::json& j, const Action& a);
void from_json(const nlohmann::json& j, Action& a);

// Any variant of actions (the encounter's, the library's) as JSON: the alternative's fields
// and its type name under "type"; an unknown name is an error.
template <class Variant>
void variant_to_json(nlohmann::json& j, const Variant& v) {
    std::visit([&](const auto& x) {
        j = x;
        j["type"] = std::decay_t<decltype(x)>::kType;
    }, v);
}

template <class Variant>
void variant_from_json(const nlohmann::json& j, Variant& out) {
    const std::string& type = j.at("type").get_ref<const std::string&>();
    const bool known = [&]<std::size_t... I>(std::index_sequence<I...>) {
        const auto try_one = [&](auto tag) {
            using T = std::variant_alternative_t<decltype(tag)::value, Variant>;
            if (type != T::kType) return false;
            out = j.get<T>();
            return true;
        };
        return (try_one(std::integral_constant<std::size_t, I>{}) || ...);
    }(std::make_index_sequence<std::variant_size_v<Variant>>{});
    if (!known) throw std::invalid_argument("unknown action \"" + type + "\"");
}

} // namespace rk
