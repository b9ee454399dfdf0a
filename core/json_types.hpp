#pragma once
// nlohmann-json conversions for the core's values. Used by serialize.cpp and by tools that
// need the JSON tree itself (the replay tool, the web test hook). Missing keys take their
// defaults, so files from older versions load; unknown enum names are errors, never guesses.
#include <nlohmann/json.hpp>
#include <optional>

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

void to_json(nlohmann::json& j, const EventLog& log);
void from_json(const nlohmann::json& j, EventLog& log);

void to_json(nlohmann::json& j, const Rng& r);
void from_json(const nlohmann::json& j, Rng& r);

// Every number the model holds is whole. Call on a parsed document before reading it: whole
// numbers written with a point ("3.0") become integers, and a fraction or a number beyond 64
// bits throws std::domain_error (cutting a fraction would be a guess, and reading a number
// beyond an int's range into one is undefined behaviour).
void make_numbers_whole(nlohmann::json& j);

// The macros define inline conversions; missing keys keep the type's defaults.
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(HitPoints, current, max)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Side, id, name, initiative)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Declaration, kind, what, lost)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Combatant, id, name, side, is_player, level, stats, hp, notes, hidden,
                                                initiative, acted, declared, holding, tie_roll, tie_rerolls, declaration,
                                                surprised_segments, surprise_roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Effect, id, name, source, target, unit, expiry, anchor, remaining, total,
                                                skip_next_tick, modifiers, formula, started_round, ticked_round)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SchemeSettings, declarations, tie_rule, side_initiative,
                                                dex_initiative_die)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollInput, faces)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(LogEntry, round, text)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(TurnTaken, id, count)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Encounter, name, ruleset, phase, round, acting, sides, combatants,
                                                effects, settings, step, count, turns_taken, log, rng,
                                                next_id)

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
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(DeclareActors, ids)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RollTie, id, roll)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(DeclareAction, id, kind, what)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Hold, id)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ActNow, id)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(AttackHits, target, attacker)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(AddEffect, name, source, target, duration, expiry, anchor_on_source,
                                                count_this_round, modifiers, roll, resistible)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RemoveEffect, id)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ExtendEffect, id, by)

void to_json(nlohmann::json& j, const Action& a);
void from_json(const nlohmann::json& j, Action& a);

} // namespace rk
