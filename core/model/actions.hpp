#pragma once
// Every change to an encounter is one of these plain, JSON-serializable actions.
// Each carries its type name so that saved action lists and bug reports read as words.
// Here are the ones every rule system shares; each system declares its own in its folder
// (core/rules/<system>/<system>_actions.hpp) and rk::Action, below, is one of either.
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <map>
#include <vector>

#include "core/model/action_list.hpp"
#include "core/model/dice.hpp"
#include "core/model/encounter.hpp"
#include "core/model/member.hpp"
#include "core/model/types.hpp"
#include "core/rules/system_actions.hpp"

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

// Quick add's one intent, and one party member's: a combatant as the form (or the roster)
// describes it, and copies of it. The reducer gives the ids (the encounter's next ones), sets
// what the running rules read (its ranks where they count ranks, else hit points: `hp_dice`
// rolled for each copy, else `hp_max`) and numbers the copies "Goblin 1 ... N".
struct AddCombatants {
    static constexpr std::string_view kType = "AddCombatants";
    std::string name;
    SideId side = 2;
    bool is_player = false;
    int level = 1;
    std::optional<int> hp_max;
    std::string hp_dice;                 // "2d8+2": each copy rolls its own; "" keeps hp_max
    std::optional<int> initiative;       // this round's, where the rules ask it on joining
    std::map<std::string, int> stats;    // the rules' stats; "physical" and "mental" are ranks where they count them
    std::string notes;
    int copies = 1;
    bool operator==(const AddCombatants&) const = default;
};

// Party members into the fight as they stand (issue 28): each one's hit points, its rule system's
// lasting parts and the effects still running on it, brought in through the reducer's own actions
// (core/fight/lasting.hpp, bring_back) on the ids the encounter gives. One intent ("the whole
// party") is one action, so one undo step. A member's side is kept where the fight has it; else
// players join the first side and foes the last.
struct AddMembers {
    static constexpr std::string_view kType = "AddMembers";
    std::vector<Member> members;
    bool operator==(const AddMembers&) const = default;
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

// Temporary hit points (a spell's, a potion's): damage takes them first; a new grant keeps the
// higher of the two, healing never gives them back (docs/rules-notes.md).
struct GiveTempHp {
    static constexpr std::string_view kType = "GiveTempHp";
    CombatantId id = 0;
    int amount = 0;
    bool operator==(const GiveTempHp&) const = default;
};

struct SetHp {
    static constexpr std::string_view kType = "SetHp";
    CombatantId id = 0;
    int hp = 0;
    bool operator==(const SetHp&) const = default;
};

// Hit points rolled for one combatant ("2d6+2"; quick add rolls each copy of a monster): its
// maximum and current hit points become the roll, at least 1.
struct RollHitPoints {
    static constexpr std::string_view kType = "RollHitPoints";
    CombatantId id = 0;
    std::string dice;
    RollInput roll;   // no faces: the app rolls
    bool operator==(const RollHitPoints&) const = default;
};

struct SetInitiative {
    static constexpr std::string_view kType = "SetInitiative";
    CombatantId id = 0;
    int value = 0;
    bool operator==(const SetInitiative&) const = default;
};

// Moves a combatant one place up or down the order by hand, after a mistake: it takes the
// initiative of the one it passes and a place among equals (docs/rules-notes.md). Only where the
// order is the game master's to change.
struct MoveInOrder {
    static constexpr std::string_view kType = "MoveInOrder";
    CombatantId id = 0;
    bool down = false;   // up unless down
    bool operator==(const MoveInOrder&) const = default;
};

// Reminders: entries in the order that are not combatants (core/model/reminder.hpp). A new one comes
// at its round, and where the order goes by initiative counts, at its count.
struct AddReminder {
    static constexpr std::string_view kType = "AddReminder";
    std::string text;
    int round = 1;
    std::optional<int> count;
    bool every_round = false;
    bool operator==(const AddReminder&) const = default;
};

// The table has dealt with a reminder that came: it is gone, or (one for every round) done
// until the next round.
struct ReminderDone {
    static constexpr std::string_view kType = "ReminderDone";
    ReminderId id = 0;
    bool operator==(const ReminderDone&) const = default;
};

struct RemoveReminder {
    static constexpr std::string_view kType = "RemoveReminder";
    ReminderId id = 0;
    bool operator==(const RemoveReminder&) const = default;
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
    Ruleset ruleset = kDefaultRuleset;
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
// without declarations, one delaying comes back in when the table says; 001: in the held step).
struct ActNow {
    static constexpr std::string_view kType = "ActNow";
    CombatantId id = 0;
    bool operator==(const ActNow&) const = default;
};

// A hit of `amount` damage, as the table enters it on the phone: the rule system's damage model
// takes it (text 003's PROT, text 004's armour, text 002's ranks and States; elsewhere the hit
// points). Damage takes hit points off as they are.
struct TakeHit {
    static constexpr std::string_view kType = "TakeHit";
    CombatantId id = 0;
    int amount = 0;
    bool operator==(const TakeHit&) const = default;
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

// ---- sides: any fight's (text 004's factions are its sides) ----

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

using CommonActions = ActionList<AddCombatant, RemoveCombatant, RenameCombatant, DuplicateCombatant, Damage,
                                 Heal, SetHp, SetInitiative, StartEncounter, NextTurn, PreviousTurn,
                                 EndEncounter, RenameEncounter, SetRuleset, SetLevel, SetStat, RollInitiative,
                                 DeclareActors, RollTie, FinishDeclarations, Hold, ActNow, AttackHits,
                                 EndRound, AddEffect, RemoveEffect, ExtendEffect, SetNotes, SetHidden,
                                 AddSide, RenameSide, TakeHit, RollHitPoints, GiveTempHp, MoveInOrder,
                                 AddReminder, ReminderDone, RemoveReminder, AddCombatants, AddMembers>;
using Action = ActionVariant<CommonActions, SystemActions>;

std::string_view action_type(const Action& a);

} // namespace rk
