#pragma once
// nlohmann-json conversions for the core's values. Used by serialize.cpp and by tools that
// need the JSON tree itself (the replay tool, the web test hook). Missing keys take their
// defaults, so files from older versions load; unknown enum names are errors, never guesses.
#include "core/formats/json_fields.hpp"
#include <array>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

#include "core/model/actions.hpp"
#include "core/model/encounter.hpp"

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
void to_json(nlohmann::json& j, Tactic v);
void from_json(const nlohmann::json& j, Tactic& v);
void to_json(nlohmann::json& j, SpecialResultKind v);
void from_json(const nlohmann::json& j, SpecialResultKind& v);

void to_json(nlohmann::json& j, Movement v);
void from_json(const nlohmann::json& j, Movement& v);
void to_json(nlohmann::json& j, WeaponHandling v);
void from_json(const nlohmann::json& j, WeaponHandling& v);
void to_json(nlohmann::json& j, HalfRound v);
void from_json(const nlohmann::json& j, HalfRound& v);
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
void to_json(nlohmann::json& j, DamageSpell v);
void from_json(const nlohmann::json& j, DamageSpell& v);
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

// The conversions of the plain structs (core/formats/json_fields.hpp): missing keys keep the defaults.
RK_JSON_FIELDS(HitPoints, current, max, temp)
RK_JSON_FIELDS(Side, id, name, initiative)
RK_JSON_FIELDS(Declaration, kind, what, lost)
RK_JSON_FIELDS(SegmentAction, number, spell, casting_time, target, start, next_round,
               done, lost, casting_effect)
RK_JSON_FIELDS(RoundPlan, declared, movement, weapon, actions, defence, desperate, free_actions, careful_aim, half_round,
               sc_traded, def_traded, moving, moves_from)
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
RK_JSON_FIELDS(Gear, name, kind, damage, armour, used, damaged, destroyed, great)
// the rule systems' parts (core/rules/system_parts.hpp)
RK_JSON_FIELDS(InitiativeRoundsPart, declared, offered, tie_roll, tie_rerolls, running_turn, golem_inactive, place, placed_at)
RK_JSON_FIELDS(InitiativeRoundsFight, initiative_round)
RK_JSON_FIELDS(CountdownPart, declaration, surprised_segments, surprise_roll,
               death_save_band, death_save_passed, killed_by_save, dead, attack_rolls, attacks_made, subdual)
RK_JSON_FIELDS(CountdownFight, count, simultaneous, joined_from)
RK_JSON_FIELDS(ActionDicePart, hand, hand_ready, carries_die, refresh_after, exposures, fumbled, fixed_dice, action_pool,
               defence_pool, action_begun, tactic, disarmed, knocked_down, panic_fled, spirit_rolled,
               fear_rolled)
RK_JSON_FIELDS(ActionDiceFight, refresh_caller)
RK_JSON_FIELDS(SegmentsPart, plan, ambusher, ambush_per)
RK_JSON_FIELDS(SegmentsFight, segment, surprise_round)
RK_JSON_FIELDS(FactionsPart, group, gear)
RK_JSON_FIELDS(Combatant, id, name, side, is_player, level, stats, hp, notes, hidden, shown_out,
               initiative, acted, holding, ranks, part)
RK_JSON_FIELDS(Effect, id, name, source, target, unit, expiry, anchor, remaining, total,
               skip_next_tick, modifiers, formula, started_round, ticked_round)
RK_JSON_FIELDS(Member, combatant, effects)
RK_JSON_FIELDS(SchemeSettings, declarations, tie_rule, side_initiative,
               dex_initiative_die)
RK_JSON_FIELDS(RollInput, faces)
RK_JSON_FIELDS(LogEntry, round, text)
RK_JSON_FIELDS(TurnTaken, id, count)
RK_JSON_FIELDS(GroupTally, side, group, original, standing_at_round_start)
RK_JSON_FIELDS(HealthMark, id, hp)
RK_JSON_FIELDS(FactionRound, initiative, to_move, passes, bonus_round, groups, health,
               morale_due)
RK_JSON_FIELDS(Reminder, id, text, round, count, every_round, done_round)
RK_JSON_FIELDS(HarmTally, id, taken, dealt)
RK_JSON_FIELDS(Encounter, name, ruleset, phase, round, acting, sides, combatants,
               effects, settings, step, turns_taken, part, log, rng, next_id, reminders, tally)

// ---- actions: {"type": "Damage", "id": 3, "amount": 5} ----
RK_JSON_FIELDS(AddCombatant, name, side, is_player, level, hp_max, initiative_modifier)
RK_JSON_FIELDS(RemoveCombatant, id)
RK_JSON_FIELDS(RenameCombatant, id, name)
RK_JSON_FIELDS(DuplicateCombatant, id, count)
RK_JSON_FIELDS(AddCombatants, name, side, is_player, level, hp_max, hp_dice, initiative, stats, notes, copies)
RK_JSON_FIELDS(AddMembers, members)
RK_JSON_FIELDS(Damage, id, amount)
RK_JSON_FIELDS(Heal, id, amount)
RK_JSON_FIELDS(GiveTempHp, id, amount)
RK_JSON_FIELDS(SetHp, id, hp)
RK_JSON_FIELDS(RollHitPoints, id, dice, roll)
RK_JSON_FIELDS(SetInitiative, id, value)
RK_JSON_FIELDS(MoveInOrder, id, down)
RK_JSON_FIELDS(AddReminder, text, round, count, every_round)
RK_JSON_FIELDS(ReminderDone, id)
RK_JSON_FIELDS(RemoveReminder, id)
RK_JSON_FIELDS(RenameEncounter, name)
RK_JSON_FIELDS(SetRuleset, ruleset, settings)
RK_JSON_FIELDS(SetLevel, id, level)
RK_JSON_FIELDS(SetNotes, id, notes)
RK_JSON_FIELDS(SetHidden, id, hidden)
RK_JSON_FIELDS(SetStat, id, key, value)
RK_JSON_FIELDS(RollInitiative, id, roll)
RK_JSON_FIELDS(RollSideInitiative, side, roll)
RK_JSON_FIELDS(RollSurprise, id, die, roll)
RK_JSON_FIELDS(SaveVersusDeath, id, roll)
RK_JSON_FIELDS(SubdualHit, id, amount)
RK_JSON_FIELDS(ExtractMissile, id, saved, by)
RK_JSON_FIELDS(UnarmedBlow, id, amount, natural_20, roll)
RK_JSON_FIELDS(DeclareActors, ids)
RK_JSON_FIELDS(RollTie, id, roll)
RK_JSON_FIELDS(DeclareAction, id, kind, what)
RK_JSON_FIELDS(Hold, id)
RK_JSON_FIELDS(ActNow, id)
RK_JSON_FIELDS(AttackHits, target, attacker)
RK_JSON_FIELDS(TakeHit, id, amount)
RK_JSON_FIELDS(AddEffect, name, source, target, duration, expiry, anchor_on_source,
               count_this_round, modifiers, roll, resistible)
RK_JSON_FIELDS(RemoveEffect, id)
RK_JSON_FIELDS(ExtendEffect, id, by)
// rules text 003
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
// rules text 002
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
RK_JSON_FIELDS(CastDamageSpell, caster, spell, targets)
RK_JSON_FIELDS(Run, id)
RK_JSON_FIELDS(CastHeal, caster, target)
RK_JSON_FIELDS(WeaponHit, attacker, target, damage, magic)
RK_JSON_FIELDS(GolemControl, id, inactive)
RK_JSON_FIELDS(ReduceDefencePool, id, by)
RK_JSON_FIELDS(BurnActionDie, id, die)
RK_JSON_FIELDS(UseTactic, id, tactic, dice, cost)
RK_JSON_FIELDS(GroupAttack, id, targets, dice, cost)
RK_JSON_FIELDS(Flee, id, dice, cost)
RK_JSON_FIELDS(SpecialResult, id, result, die, over)
// rules text 002
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
// rules text 004
RK_JSON_FIELDS(AddSide, name)
RK_JSON_FIELDS(RenameSide, id, name)
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

void to_json(nlohmann::json& j, const Action& a);
void from_json(const nlohmann::json& j, Action& a);

// The type names of an action variant's alternatives, in order: {"AddCombatant", ...}.
template <class Variant>
constexpr auto variant_type_names() {
    return []<std::size_t... I>(std::index_sequence<I...>) {
        return std::array<std::string_view, sizeof...(I)>{std::variant_alternative_t<I, Variant>::kType...};
    }(std::make_index_sequence<std::variant_size_v<Variant>>{});
}

// Any variant of actions (the encounter's, the library's) as JSON: the alternative's fields
// and its type name under "type"; an unknown name is an error.
template <class Variant>
void variant_to_json(nlohmann::json& j, const Variant& v) {
    std::visit([&](const auto& x) { j = x; }, v);
    static constexpr auto names = variant_type_names<Variant>();
    j["type"] = names[v.index()];
}

// The alternative of an action variant whose type name is `type`, default-constructed; none
// for an unknown name. A table of names and one of makers: the lookup is data, not a chain of
// comparisons and assignments per alternative (docs/size.md).
template <class Variant>
std::optional<Variant> variant_of_type(std::string_view type) {
    static constexpr auto names = variant_type_names<Variant>();
    static constexpr auto makers = []<std::size_t... I>(std::index_sequence<I...>) {
        return std::array<Variant (*)(), sizeof...(I)>{+[]() { return Variant(std::in_place_index<I>); }...};
    }(std::make_index_sequence<std::variant_size_v<Variant>>{});
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == type) return makers[i]();
    return std::nullopt;
}

template <class Variant>
void variant_from_json(const nlohmann::json& j, Variant& out) {
    const std::string& type = j.at("type").get_ref<const std::string&>();
    std::optional<Variant> made = variant_of_type<Variant>(type);
    if (!made) throw std::invalid_argument("unknown action \"" + type + "\"");
    std::visit([&](auto& alternative) { from_json(j, alternative); }, *made);
    out = std::move(*made);
}

} // namespace rk
