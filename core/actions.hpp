#pragma once
// Every change to an encounter is one of these plain, JSON-serializable actions.
// Each carries its type name so that saved action lists and bug reports read as words.
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <map>
#include <vector>

#include "dice.hpp"
#include "encounter.hpp"
#include "types.hpp"

namespace rk {

struct AddCombatant {
    static constexpr std::string_view kType = "AddCombatant";
    std::string name;
    SideId side = 2;
    bool is_player = false;
    int level = 1;
    std::optional<int> hp_max;
    int initiative_modifier = 0;
    bool operator==(const AddCombatant&) const = default;
};

struct RemoveCombatant {
    static constexpr std::string_view kType = "RemoveCombatant";
    CombatantId id = 0;
    bool operator==(const RemoveCombatant&) const = default;
};

struct RenameCombatant {
    static constexpr std::string_view kType = "RenameCombatant";
    CombatantId id = 0;
    std::string name;
    bool operator==(const RenameCombatant&) const = default;
};

// Makes `count` copies; the original and its copies are numbered "Goblin 1 ... N".
struct DuplicateCombatant {
    static constexpr std::string_view kType = "DuplicateCombatant";
    CombatantId id = 0;
    int count = 1;
    bool operator==(const DuplicateCombatant&) const = default;
};

struct Damage {
    static constexpr std::string_view kType = "Damage";
    CombatantId id = 0;
    int amount = 0;
    bool operator==(const Damage&) const = default;
};

struct Heal {
    static constexpr std::string_view kType = "Heal";
    CombatantId id = 0;
    int amount = 0;
    bool operator==(const Heal&) const = default;
};

struct SetHp {
    static constexpr std::string_view kType = "SetHp";
    CombatantId id = 0;
    int hp = 0;
    bool operator==(const SetHp&) const = default;
};

struct SetInitiative {
    static constexpr std::string_view kType = "SetInitiative";
    CombatantId id = 0;
    int value = 0;
    bool operator==(const SetInitiative&) const = default;
};

struct StartEncounter {
    static constexpr std::string_view kType = "StartEncounter";
    bool operator==(const StartEncounter&) const = default;
};

struct NextTurn {
    static constexpr std::string_view kType = "NextTurn";
    bool operator==(const NextTurn&) const = default;
};

struct PreviousTurn {
    static constexpr std::string_view kType = "PreviousTurn";
    bool operator==(const PreviousTurn&) const = default;
};

struct EndEncounter {
    static constexpr std::string_view kType = "EndEncounter";
    bool operator==(const EndEncounter&) const = default;
};

struct RenameEncounter {
    static constexpr std::string_view kType = "RenameEncounter";
    std::string name;
    bool operator==(const RenameEncounter&) const = default;
};

// ---- setting up ----

struct SetRuleset {
    static constexpr std::string_view kType = "SetRuleset";
    Ruleset ruleset = Ruleset::HighestFirst;
    SchemeSettings settings;
    bool operator==(const SetRuleset&) const = default;
};

struct SetLevel {
    static constexpr std::string_view kType = "SetLevel";
    CombatantId id = 0;
    int level = 1;
    bool operator==(const SetLevel&) const = default;
};

// A number the ruleset reads: "initiative" (text 000's initiative value), "dex" (text 001),
// "initiative_modifier", "resist_spells" (text 000's Spells resistance, 1 or 0), ...
struct SetStat {
    static constexpr std::string_view kType = "SetStat";
    CombatantId id = 0;
    std::string key;
    int value = 0;
    bool operator==(const SetStat&) const = default;
};

// The game master's notes on a combatant (never shown to players).
struct SetNotes {
    static constexpr std::string_view kType = "SetNotes";
    CombatantId id = 0;
    std::string notes;
    bool operator==(const SetNotes&) const = default;
};

// Hide a combatant from the players' view (an ambush not yet sprung, a lurking foe).
struct SetHidden {
    static constexpr std::string_view kType = "SetHidden";
    CombatantId id = 0;
    bool hidden = true;
    bool operator==(const SetHidden&) const = default;
};

// ---- initiative ----

// Rolls (or takes the entered faces of) a combatant's initiative die: d20 + modifier in the
// generic scheme, d10 or the DEX die in text 001. id 0: everyone who has none yet.
struct RollInitiative {
    static constexpr std::string_view kType = "RollInitiative";
    CombatantId id = 0;
    RollInput roll;
    bool operator==(const RollInitiative&) const = default;
};

// Text 001 with side initiative: one d10 for a whole side.
struct RollSideInitiative {
    static constexpr std::string_view kType = "RollSideInitiative";
    SideId side = 0;
    RollInput roll;
    bool operator==(const RollSideInitiative&) const = default;
};

// Text 001: a surprise die (d6 by default) for a combatant; 1-2 means surprised for that many segments.
struct RollSurprise {
    static constexpr std::string_view kType = "RollSurprise";
    CombatantId id = 0;
    std::string die = "d6";
    RollInput roll;
    bool operator==(const RollSurprise&) const = default;
};

// Text 000: the table declares which minis act in the coming initiative round.
struct DeclareActors {
    static constexpr std::string_view kType = "DeclareActors";
    std::vector<CombatantId> ids;
    bool operator==(const DeclareActors&) const = default;
};

// Text 000: a d100 tie roll (plus the mini's level) among minis of the same initiative round.
struct RollTie {
    static constexpr std::string_view kType = "RollTie";
    CombatantId id = 0;
    RollInput roll;
    bool operator==(const RollTie&) const = default;
};

// Text 001: a spell or a charge declared before initiative.
struct DeclareAction {
    static constexpr std::string_view kType = "DeclareAction";
    CombatantId id = 0;
    std::string kind = "spell";
    std::string what;
    bool operator==(const DeclareAction&) const = default;
};

// Ends the declaring step and goes on (to initiative in 001, to the initiative round in 000).
struct FinishDeclarations {
    static constexpr std::string_view kType = "FinishDeclarations";
    bool operator==(const FinishDeclarations&) const = default;
};

// Wait (000: act in a later initiative round) or hold (001: act after count 1).
struct Hold {
    static constexpr std::string_view kType = "Hold";
    CombatantId id = 0;
    bool operator==(const Hold&) const = default;
};

// A waiting or holding combatant acts now (000: in the current initiative round if declared;
// 001: in the held step).
struct ActNow {
    static constexpr std::string_view kType = "ActNow";
    CombatantId id = 0;
    bool operator==(const ActNow&) const = default;
};

// A successful attack, even one that does no damage (text 001: it disrupts a declared spell).
struct AttackHits {
    static constexpr std::string_view kType = "AttackHits";
    CombatantId target = 0;
    std::optional<CombatantId> attacker;
    bool operator==(const AttackHits&) const = default;
};

struct EndRound {
    static constexpr std::string_view kType = "EndRound";
    bool operator==(const EndRound&) const = default;
};

// ---- effects ----

struct AddEffect {
    static constexpr std::string_view kType = "AddEffect";
    std::string name;
    std::optional<CombatantId> source;
    std::optional<CombatantId> target;
    // "1 turn + caster's level", "1 + (caster's level - target's level)", "1d3 rounds", "until removed"
    std::string duration = "1 round";
    Expiry expiry = Expiry::EndOfRound;
    bool anchor_on_source = false;          // count the caster's turns instead of the target's
    bool count_this_round = true;           // does the round it starts in count as one?
    std::map<std::string, int> modifiers;
    RollInput roll;                          // the dice of a dice duration, if entered
    bool resistible = true;                  // text 000's Spells resistance halves it (false: not a spell)
    bool operator==(const AddEffect&) const = default;
};

struct RemoveEffect {
    static constexpr std::string_view kType = "RemoveEffect";
    EffectId id = 0;
    bool operator==(const RemoveEffect&) const = default;
};

struct ExtendEffect {
    static constexpr std::string_view kType = "ExtendEffect";
    EffectId id = 0;
    int by = 1;
    bool operator==(const ExtendEffect&) const = default;
};

// ---- rules text 004 (alternating factions) ----

// A faction joins the fight: any number of factions alternate (Encounter.sides are the factions).
struct AddSide {
    static constexpr std::string_view kType = "AddSide";
    std::string name{};
    bool operator==(const AddSide&) const = default;
};

struct RenameSide {
    static constexpr std::string_view kType = "RenameSide";
    SideId id = 0;
    std::string name{};
    bool operator==(const RenameSide&) const = default;
};

// A character's group within its faction, for morale checks (empty: the faction is its group).
struct SetGroup {
    static constexpr std::string_view kType = "SetGroup";
    CombatantId id = 0;
    std::string group{};
    bool operator==(const SetGroup&) const = default;
};

// The faction that started the fight holds the initiative.
struct GiveInitiative {
    static constexpr std::string_view kType = "GiveInitiative";
    SideId side = 0;
    bool operator==(const GiveInitiative&) const = default;
};

// When it is unclear who started the fight: one die with a face per faction in the fight (d2 for
// two), the face picking the faction in the order of the sides.
struct RollFactionInitiative {
    static constexpr std::string_view kType = "RollFactionInitiative";
    RollInput roll{};
    bool operator==(const RollFactionInitiative&) const = default;
};

// At the start of each round the faction holding the initiative picks the faction that acts first.
struct FirstFaction {
    static constexpr std::string_view kType = "FirstFaction";
    SideId side = 0;
    bool operator==(const FirstFaction&) const = default;
};

// The faction to move passes instead of taking a turn (side 0: whichever faction is to move).
// Taking a turn is ActNow with one of its characters; NextTurn ends that turn.
struct Pass {
    static constexpr std::string_view kType = "Pass";
    SideId side = 0;
    bool operator==(const Pass&) const = default;
};

// A reaction out of sequence ("dodge", "counter", "guard", "hide behind", "opportunity attack"):
// it uses up the character's turn for the round. `against`: the attacker or the one moving away.
struct React {
    static constexpr std::string_view kType = "React";
    CombatantId id = 0;
    std::string kind = "dodge";
    std::optional<CombatantId> against{};
    bool operator==(const React&) const = default;
};

// A character spends its turn to surrender.
struct Surrender {
    static constexpr std::string_view kType = "Surrender";
    CombatantId id = 0;
    bool operator==(const Surrender&) const = default;
};

// A STR save (d20 against the "str" stat) to break a grab: the grabbed character's whole turn, or
// (with `by`) the main action of an ally taking its turn.
struct BreakFree {
    static constexpr std::string_view kType = "BreakFree";
    CombatantId id = 0;
    std::optional<CombatantId> by{};
    RollInput roll{};
    bool operator==(const BreakFree&) const = default;
};

// An end-of-round morale save: d20 against the "wit" stat; a failure marks `if_failed`
// ("Surrendering" or "Retreating"). id 0: everyone who owes one, rolled by the app.
struct RollMorale {
    static constexpr std::string_view kType = "RollMorale";
    CombatantId id = 0;
    RollInput roll{};
    std::string if_failed = "Surrendering";
    bool operator==(const RollMorale&) const = default;
};

// A condition of text 004 on or off: "Incapacitated", "Grabbed" (by `by`), "Surrendering",
// "Retreating", "Concealed", "Immune to morale", "Dead".
struct SetCondition {
    static constexpr std::string_view kType = "SetCondition";
    CombatantId id = 0;
    std::string condition{};
    bool on = true;
    std::optional<CombatantId> by{};
    bool operator==(const SetCondition&) const = default;
};

// A weapon (with its damage die), a suit of armour or a shield (with its armour value).
struct AddGear {
    static constexpr std::string_view kType = "AddGear";
    CombatantId id = 0;
    std::string name{};
    std::string kind = "weapon";
    std::string damage{};
    int armour = 0;
    bool operator==(const AddGear&) const = default;
};

// A piece of gear was used (a shield raised to guard, a bow loosed): a durability roll after the fight.
struct UseGear {
    static constexpr std::string_view kType = "UseGear";
    CombatantId id = 0;
    std::string name{};
    bool operator==(const UseGear&) const = default;
};

// An attack that hits: the weapon's damage die (unarmed: d4), rolled or entered, less the
// target's armour value (never above 3; +1 behind cover) unless the damage is direct.
struct Attack {
    static constexpr std::string_view kType = "Attack";
    CombatantId attacker = 0;
    CombatantId target = 0;
    std::string weapon{};
    RollInput roll{};
    bool cover = false;
    bool direct = false;
    bool operator==(const Attack&) const = default;
};

// A death blow on a nearby incapacitated target.
struct DeathBlow {
    static constexpr std::string_view kType = "DeathBlow";
    CombatantId attacker = 0;
    CombatantId target = 0;
    std::string weapon{};
    bool operator==(const DeathBlow&) const = default;
};

using Action = std::variant<AddCombatant, RemoveCombatant, RenameCombatant, DuplicateCombatant, Damage, Heal, SetHp,
                            SetInitiative, StartEncounter, NextTurn, PreviousTurn, EndEncounter, RenameEncounter,
                            SetRuleset, SetLevel, SetStat, RollInitiative, RollSideInitiative, RollSurprise,
                            DeclareActors, RollTie, DeclareAction, FinishDeclarations, Hold, ActNow, AttackHits,
                            EndRound, AddEffect, RemoveEffect, ExtendEffect, SetNotes, SetHidden,
                            // rules text 004
                            AddSide, RenameSide, SetGroup, GiveInitiative, RollFactionInitiative, FirstFaction, Pass,
                            React, Surrender, BreakFree, RollMorale, SetCondition, AddGear, UseGear, Attack, DeathBlow>;


std::string_view action_type(const Action& a);

} // namespace rk
