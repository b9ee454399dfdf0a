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
#include "core/rules/system_json.hpp"

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
void from_json(const nlohmann::json& j, DefenceKind& v);
void from_json(const nlohmann::json& j, FreeAction& v);
void from_json(const nlohmann::json& j, Tactic& v);
void from_json(const nlohmann::json& j, SpecialResultKind& v);

void from_json(const nlohmann::json& j, Movement& v);
void from_json(const nlohmann::json& j, WeaponHandling& v);
void from_json(const nlohmann::json& j, HalfRound& v);
void from_json(const nlohmann::json& j, SpellCasting& v);
void from_json(const nlohmann::json& j, SurpriseKind& v);
void from_json(const nlohmann::json& j, HitKind& v);
void from_json(const nlohmann::json& j, Missile& v);

// rules text 002: ranks, states, wounds
void from_json(const nlohmann::json& j, RankTrack& v);
void from_json(const nlohmann::json& j, DamageTrack& v);
void from_json(const nlohmann::json& j, RankState& v);
void from_json(const nlohmann::json& j, Standing& v);
void from_json(const nlohmann::json& j, Group& v);
void from_json(const nlohmann::json& j, FearLevel& v);
void from_json(const nlohmann::json& j, DamageSpell& v);
void from_json(const nlohmann::json& j, WeaponWeight& v);
void from_json(const nlohmann::json& j, Location& v);
void from_json(const nlohmann::json& j, InjuryEffect& v);
void from_json(const nlohmann::json& j, CheckKind& v);
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
// the rule systems' parts (core/rules/system_parts.hpp)
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
RK_JSON_FIELDS(DeclareActors, ids)
RK_JSON_FIELDS(RollTie, id, roll)
RK_JSON_FIELDS(Hold, id)
RK_JSON_FIELDS(ActNow, id)
RK_JSON_FIELDS(AttackHits, target, attacker)
RK_JSON_FIELDS(TakeHit, id, amount)
RK_JSON_FIELDS(AddEffect, name, source, target, duration, expiry, anchor_on_source,
               count_this_round, modifiers, roll, resistible)
RK_JSON_FIELDS(RemoveEffect, id)
RK_JSON_FIELDS(ExtendEffect, id, by)
// rules text 003
// rules text 002
// rules text 002
// rules text 004
RK_JSON_FIELDS(AddSide, name)
RK_JSON_FIELDS(RenameSide, id, name)

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
