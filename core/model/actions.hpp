#pragma once
// Every change to an encounter is one of these plain, JSON-serializable actions.
// Each carries its type name so that saved action lists and bug reports read as words.
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <map>
#include <vector>

#include "core/model/dice.hpp"
#include "core/model/encounter.hpp"
#include "core/model/member.hpp"
#include "core/model/types.hpp"

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

// Text 001: a monster's save versus death at 0 to -10 hit points: d20 against its "save" stat.
struct SaveVersusDeath {
    static constexpr std::string_view kType = "SaveVersusDeath";
    CombatantId id = 0;
    RollInput roll;
    bool operator==(const SaveVersusDeath&) const = default;
};

// Text 001: a blow meant to beat down, not kill: half of its damage real, half subdual.
struct SubdualHit {
    static constexpr std::string_view kType = "SubdualHit";
    CombatantId id = 0;
    int amount = 0;
    bool operator==(const SubdualHit&) const = default;
};

// Text 001: a missile left in the wound is pulled out: normal damage unless the remover saves.
// While the fight runs it takes the remover's full round (the one acting now, unless named).
struct ExtractMissile {
    static constexpr std::string_view kType = "ExtractMissile";
    CombatantId id = 0;
    bool saved = false;   // the remover's saving throw succeeded
    std::optional<CombatantId> by;   // the remover (unset: the one acting now)
    bool operator==(const ExtractMissile&) const = default;
};

// Text 001: a brawling blow: its damage, then stunned (more than half the remaining hit points, or
// a natural 20), or knocked unconscious for 1d4 rounds if already stunned.
struct UnarmedBlow {
    static constexpr std::string_view kType = "UnarmedBlow";
    CombatantId id = 0;       // the defender
    int amount = 0;           // the blow's damage (1d2 + strength bonus, as rolled)
    bool natural_20 = false;  // the attack roll was a natural 20
    RollInput roll;           // the stun's d3 or the knock-out's d4, if entered
    bool operator==(const UnarmedBlow&) const = default;
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

// ---- rules text 003 (segments, Spelljammer) ----

// Before the fight: the combatants who spring an ambush (an empty list: no ambush).
struct SpringAmbush {
    static constexpr std::string_view kType = "SpringAmbush";
    std::vector<CombatantId> attackers;
    bool operator==(const SpringAmbush&) const = default;
};

// An ambush victim's PER roll: d100 against its "per" stat (rolled, or the entered face).
struct RollAmbush {
    static constexpr std::string_view kType = "RollAmbush";
    CombatantId id = 0;
    RollInput roll;
    bool operator==(const RollAmbush&) const = default;
};

// At the start of the round: the attacks a combatant normally gets this round, how it moves and
// what it does with its weapon (the movement and weapon take attacks away where the rules say so).
struct DeclareAttacks {
    static constexpr std::string_view kType = "DeclareAttacks";
    CombatantId id = 0;
    int attacks = 1;
    Movement movement = Movement::FreeMove;
    WeaponHandling weapon = WeaponHandling::Ready;
    std::optional<CombatantId> target;
    bool careful_aim = false;                 // standing still: +15 SC, one attack fewer
    HalfRound half_round = HalfRound::None;   // ready a shield or drink a potion: half its attacks (or movement)
    bool operator==(const DeclareAttacks&) const = default;
};

// How long a spell takes: a mage's GK or SK spell by rank (the casting time table), or a
// cleric's spell with its casting time in segments (10: one round).
enum class SpellCasting : std::uint8_t { GK, SK, Cleric };

// At the start of the round: the spell that is the caster's action this round.
struct DeclareSpell {
    static constexpr std::string_view kType = "DeclareSpell";
    CombatantId id = 0;
    std::string spell;
    SpellCasting casting = SpellCasting::SK;
    int rank = 1;                 // GK and SK: the mage's rank in the spell
    int casting_time = 0;         // Cleric: segments, 10 for a spell of one round
    Movement movement = Movement::FreeMove;
    std::optional<CombatantId> target;
    bool operator==(const DeclareSpell&) const = default;
};

// A declared action whose target is gone (removed, or down to 0 hit points) turns on another.
struct Retarget {
    static constexpr std::string_view kType = "Retarget";
    CombatantId id = 0;
    int number = 1;               // which of its actions this round
    CombatantId target = 0;
    bool operator==(const Retarget&) const = default;
};

enum class HitKind : std::uint8_t { Normal, Critical, Grievous };
// Penetrating missiles that stay in the wound after a critical or grievous hit.
enum class Missile : std::uint8_t { None, Arrow, Quarrel, Javelin, Spear };

// A hit that does damage: the damage roll (rolled or entered), doubled and without PROT on a
// critical or grievous hit, less the target's PROT otherwise; it may stun, and a penetrating
// missile sticks after a critical.
struct Strike {
    static constexpr std::string_view kType = "Strike";
    CombatantId target = 0;
    std::optional<CombatantId> attacker;
    std::string damage;           // dice notation or a number: "1d8+4", "7"
    RollInput roll;
    HitKind hit = HitKind::Normal;
    Missile missile = Missile::None;
    bool operator==(const Strike&) const = default;
};

// The combatant loses its remaining actions this round (forced to move after declaring no
// movement, ...); a spell being cast is interrupted.
struct LoseActions {
    static constexpr std::string_view kType = "LoseActions";
    CombatantId id = 0;
    std::string reason;
    bool operator==(const LoseActions&) const = default;
};

// ---- rules text 002 (Swift Swords Tactica): action dice, pools and the Refresh ----
// Dice are named by their faces (dice showing the same number are interchangeable); the
// round's dice are rolled with RollInitiative (entered faces: the set, then one per extra die).

// A minor NPC's fixed set ("5,4,3,2") instead of rolling. every_round: given at each new roll
// (faces empty: it rolls again); otherwise only this round's set (faces empty: no dice at all,
// e.g. surprised).
struct GiveActionDice {
    static constexpr std::string_view kType = "GiveActionDice";
    CombatantId id = 0;
    std::vector<int> faces;
    bool every_round = false;
    bool operator==(const GiveActionDice&) const = default;
};

// An action that costs pips: the dice are discarded, their sum must reach the cost (waste is
// allowed). response: a defence or opportunity action taken out of turn (Parry, ...).
struct SpendDice {
    static constexpr std::string_view kType = "SpendDice";
    CombatantId id = 0;
    std::vector<int> dice;
    int cost = 4;
    std::string what;
    // Out of turn (a defence, a reaction)? Unset: the rules decide — an action when it may take
    // one now, else a response.
    std::optional<bool> response{};
    bool operator==(const SpendDice&) const = default;
};

enum class FreeAction : std::uint8_t {
    Effort,         // +1 die to the next roll, decided before it
    StunRecovery,   // an extra Stun recovery roll (any State: text 002 "use a 1-AD to roll to remove a single STATE")
    SkillBonus,     // +1 to one skill die after the roll
};

// A die showing 1 buys one free action.
struct SpendFreeAction {
    static constexpr std::string_view kType = "SpendFreeAction";
    CombatantId id = 0;
    FreeAction which = FreeAction::Effort;
    bool operator==(const SpendFreeAction&) const = default;
};

// The combatant cannot afford the action it wants: it calls a Refresh (its remaining dice go).
struct CallRefresh {
    static constexpr std::string_view kType = "CallRefresh";
    CombatantId id = 0;
    bool operator==(const CallRefresh&) const = default;
};

// During a Refresh, instead of acting: keep one die (its face) for the next round, or pass.
struct RefreshOption {
    static constexpr std::string_view kType = "RefreshOption";
    CombatantId id = 0;
    std::optional<int> keep;
    bool operator==(const RefreshOption&) const = default;
};

// Starts an Action Pool (AP): the base cost is paid with these dice.
struct StartPool {
    static constexpr std::string_view kType = "StartPool";
    CombatantId id = 0;
    std::string name;
    int cost = 4;
    std::vector<int> dice;
    bool operator==(const StartPool&) const = default;
};

// A Pool action: one die (not a 1) goes into the action pool, or into the defence pool.
struct AddToPool {
    static constexpr std::string_view kType = "AddToPool";
    CombatantId id = 0;
    int die = 0;
    bool defence = false;
    bool operator==(const AddToPool&) const = default;
};

// The combatant's turn: the action pool is released and its action resolved.
struct ReleasePool {
    static constexpr std::string_view kType = "ReleasePool";
    CombatantId id = 0;
    bool operator==(const ReleasePool&) const = default;
};

// A Dodge or Block: one full die (not a 1) is spent; the successes (plus a Block's shield
// value) are kept as the pool; dice: how many dice the defender rolled, the pool's ceiling.
struct StartDefence {
    static constexpr std::string_view kType = "StartDefence";
    CombatantId id = 0;
    DefenceKind kind = DefenceKind::Dodge;
    int die = 0;
    int successes = 0;
    int bonus = 0;
    int dice = 0;
    bool operator==(const StartDefence&) const = default;
};

// The defence pool meets an attack, then loses one die. attack: the attack's dice (Dodge) or
// successes (Block); reduced_by: successes the attacker spends on the Block pool.
struct DefendWithPool {
    static constexpr std::string_view kType = "DefendWithPool";
    CombatantId id = 0;
    int attack = 0;
    int reduced_by = 0;
    bool missile = false;
    std::optional<CombatantId> attacker;   // set: the exposures the defence leaves go in front of it
    bool operator==(const DefendWithPool&) const = default;
};

// Text 000's damage spells: Flying fist and Lightning bolt "6 damage + caster's level", Fireball
// "8 damage + caster's level" to every mini in its path; each target's resistances apply.
enum class DamageSpell : std::uint8_t { FlyingFist, LightningBolt, Fireball };

struct CastDamageSpell {
    static constexpr std::string_view kType = "CastDamageSpell";
    CombatantId caster = 0;
    DamageSpell spell = DamageSpell::FlyingFist;
    std::vector<CombatantId> targets;
    bool operator==(const CastDamageSpell&) const = default;
};

// Text 000: "A mini that is running cannot cast spells of any kind or engage in combat": the
// mini runs in its turn, and for the rest of that turn (the game round) it neither casts nor attacks.
struct Run {
    static constexpr std::string_view kType = "Run";
    CombatantId id = 0;
    bool operator==(const Run&) const = default;
};

// Text 000's Heal: "Mini affected receives 8 life points + caster's level".
struct CastHeal {
    static constexpr std::string_view kType = "CastHeal";
    CombatantId caster = 0;
    CombatantId target = 0;
    bool operator==(const CastHeal&) const = default;
};

// Text 000: a mini's weapon hits another for `damage`; "Non magic weapons ... do 1/2 damage"
// against a mini with that resistance unless the weapon is magic.
struct WeaponHit {
    static constexpr std::string_view kType = "WeaponHit";
    CombatantId attacker = 0;
    CombatantId target = 0;
    int damage = 0;
    bool magic = false;
    bool operator==(const WeaponHit&) const = default;
};

// Text 000's Golem out of its caster's range "becomes inactive until the spell caster regains
// control" (inactive = false: control regained).
struct GolemControl {
    static constexpr std::string_view kType = "GolemControl";
    CombatantId id = 0;
    bool inactive = true;
    bool operator==(const GolemControl&) const = default;
};

// Text 002: the exposures (1s) left in front of a combatant, which its attackers may add to their
// attack, and whether its attack Fumbled; both as the table sees them now, until its next action.
struct MarkExposure {
    static constexpr std::string_view kType = "MarkExposure";
    CombatantId id = 0;
    int exposures = 0;
    bool fumbled = false;
    bool operator==(const MarkExposure&) const = default;
};

// A special success ("Reduce defence pool") or a tactic such as Break takes dice off the pool.
struct ReduceDefencePool {
    static constexpr std::string_view kType = "ReduceDefencePool";
    CombatantId id = 0;
    int by = 1;
    bool operator==(const ReduceDefencePool&) const = default;
};

// A wound that burns an action die: one die (the owner's pick, else the lowest) becomes a 1.
struct BurnActionDie {
    static constexpr std::string_view kType = "BurnActionDie";
    CombatantId id = 0;
    std::optional<int> die;
    bool operator==(const BurnActionDie&) const = default;
};

// Text 002's Special Tactics as the combatant's action ("ALL OUT ATTACK", "DOUBLE STRIKE"): the dice
// are spent as for any action, and its defences are limited until its next action.
struct UseTactic {
    static constexpr std::string_view kType = "UseTactic";
    CombatantId id = 0;
    Tactic tactic = Tactic::AllOutAttack;
    std::vector<int> dice;
    int cost = 4;
    bool operator==(const UseTactic&) const = default;
};

// Text 002: a Mob (Crowd, Horde, ...) "can attack twice (three, four, six times) in one round
// against separate targets": one attack action of the group against these separate targets.
struct GroupAttack {
    static constexpr std::string_view kType = "GroupAttack";
    CombatantId id = 0;
    std::vector<CombatantId> targets;
    std::vector<int> dice;
    int cost = 4;
    bool operator==(const GroupAttack&) const = default;
};

// Text 002: a Panicked creature's "compulsory actions to move as far as possible from the greatest
// perceived danger": its action, paid like any other, is flight (no attack).
struct Flee {
    static constexpr std::string_view kType = "Flee";
    CombatantId id = 0;
    std::vector<int> dice;
    int cost = 2;
    bool operator==(const Flee&) const = default;
};

// Text 002's Special Results on the target: an action die lost (`die`, else its lowest), a
// Disarm or a Knockback/down that worked; over: the disarmed takes up a weapon, the knocked
// down gets up.
struct SpecialResult {
    static constexpr std::string_view kType = "SpecialResult";
    CombatantId id = 0;
    SpecialResultKind result = SpecialResultKind::LoseActionDie;
    std::optional<int> die;
    bool over = false;
    bool operator==(const SpecialResult&) const = default;
};

// ---- rules text 002 (Swift Swords Tactica): ranks, states, damage, injuries, bleeders, fear ----

// A combatant's numerical ranks (0-9, before Heroic and group levels), its Bonus ranks and flags.
// Ranks already lost are kept. heroic unset: players are Heroic, others are not.
struct SetRanks {
    static constexpr std::string_view kType = "SetRanks";
    CombatantId id = 0;
    int physical = 3;
    int mental = 3;
    int physical_bonus = 0;
    int mental_bonus = 0;
    std::optional<bool> heroic{};
    RankTrack heroic_track = RankTrack::Physical;
    bool stateless = false;
    Group group = Group::None;
    int crossover_every = 2;
    bool operator==(const SetRanks&) const = default;
};

// Heroic: the extra level goes to the Physical or the Mental side, chosen before the event.
struct ChooseHeroic {
    static constexpr std::string_view kType = "ChooseHeroic";
    CombatantId id = 0;
    RankTrack track = RankTrack::Physical;
    bool operator==(const ChooseHeroic&) const = default;
};

// Damage points from one attack (or successes, when a weapon weight is given), whoever's turn it is.
struct ApplyDamage {
    static constexpr std::string_view kType = "ApplyDamage";
    CombatantId id = 0;
    int points = 0;
    DamageTrack track = DamageTrack::Physical;
    WeaponWeight weapon = WeaponWeight::None;   // set: `points` counts successes
    bool massive = false;                       // a Massive hit: Killed in Action
    bool take_state = true;                     // take the State instead of a rank when allowed
    bool special_event = false;                 // what it takes to knock a creature off level 9
    bool operator==(const ApplyDamage&) const = default;
};

enum class StateRemoval : std::uint8_t {
    Roll,       // roll Body, Mind or Spirit; a failure loses the action
    SpendDie,   // spend the die and do nothing: the STATE goes
    Treated,    // first aid, magic or the game master's word
};

struct RemoveState {
    static constexpr std::string_view kType = "RemoveState";
    CombatantId id = 0;
    RankState state = RankState::Stun;
    StateRemoval how = StateRemoval::Roll;
    RollInput roll;
    std::optional<int> die;   // text 002 in play: the action die the attempt spends (unset: its lowest that is not a 1)
    bool operator==(const RemoveState&) const = default;
};

// The oldest roll a combatant owes: BODY after a hit while Out of Action, or an injury's roll.
struct RollCheck {
    static constexpr std::string_view kType = "RollCheck";
    CombatantId id = 0;
    RollInput roll;
    bool operator==(const RollCheck&) const = default;
};

// One lost rank comes back (magic, first aid, rest); crossover losses it caused come back with it.
struct HealRank {
    static constexpr std::string_view kType = "HealRank";
    CombatantId id = 0;
    RankTrack track = RankTrack::Physical;
    bool operator==(const HealRank&) const = default;
};

// The game master's word: back in action (recovered, revived), Out of Action or Killed in Action.
struct SetStanding {
    static constexpr std::string_view kType = "SetStanding";
    CombatantId id = 0;
    Standing standing = Standing::Active;
    bool operator==(const SetStanding&) const = default;
};

// The 4d6 location roll of the oldest injury owed.
struct RollInjury {
    static constexpr std::string_view kType = "RollInjury";
    CombatantId id = 0;
    RollInput roll;
    bool operator==(const RollInjury&) const = default;
};

// After a triple (one area) or a quadruple (two areas), the attacker moves the location.
struct ShiftInjury {
    static constexpr std::string_view kType = "ShiftInjury";
    CombatantId id = 0;
    Location to = Location::Chest;
    bool operator==(const ShiftInjury&) const = default;
};

// The d6 on the location's Effect Table (+1 for a Killing Blow or Massive Damage).
// choice: Sight or Sound on the head, Sever or Maim on a limb (unset: Sight, Sever).
struct RollInjuryEffect {
    static constexpr std::string_view kType = "RollInjuryEffect";
    CombatantId id = 0;
    RollInput roll;
    std::optional<InjuryEffect> choice;
    bool operator==(const RollInjuryEffect&) const = default;
};

// A wound given by hand, as if rolled on the location's table.
struct ApplyInjury {
    static constexpr std::string_view kType = "ApplyInjury";
    CombatantId id = 0;
    Location location = Location::Chest;
    InjuryEffect effect = InjuryEffect::FleshWound;
    bool operator==(const ApplyInjury&) const = default;
};

// A bleeder's BODY roll, due at the start of every round.
struct RollBleeder {
    static constexpr std::string_view kType = "RollBleeder";
    CombatantId id = 0;
    WoundId wound = 0;
    RollInput roll;
    bool operator==(const RollBleeder&) const = default;
};

// A wound is healed or treated: it stops bleeding, burning dice and weighing on rolls.
struct HealWound {
    static constexpr std::string_view kType = "HealWound";
    CombatantId id = 0;
    WoundId wound = 0;
    bool operator==(const HealWound&) const = default;
};

// The fear a creature spreads (Scary, Fearsome, Dread, Terror, Fell).
struct SetFear {
    static constexpr std::string_view kType = "SetFear";
    CombatantId id = 0;
    FearLevel level = FearLevel::None;
    bool operator==(const SetFear&) const = default;
};

// A combatant meets a fear (the source's, or the level given): it owes Spirit rolls until one passes.
// attack: a Fear attack, which must be resisted even by those who passed before.
struct FaceFear {
    static constexpr std::string_view kType = "FaceFear";
    CombatantId id = 0;
    std::optional<CombatantId> source{};
    FearLevel level = FearLevel::None;
    bool attack = false;
    bool operator==(const FaceFear&) const = default;
};

// The Spirit roll against the fear a combatant faces. take_stun: a failed Fearsome roll stuns
// instead of costing a Mental rank.
struct RollFear {
    static constexpr std::string_view kType = "RollFear";
    CombatantId id = 0;
    RollInput roll;
    bool take_stun = false;
    bool operator==(const RollFear&) const = default;
};

// Fatigue: change +1 takes "a straight -1 rank" (resist: a Body or Will roll avoids it), -1 rests.
struct Fatigue {
    static constexpr std::string_view kType = "Fatigue";
    CombatantId id = 0;
    RankTrack track = RankTrack::Physical;
    int change = 1;
    bool resist = false;
    RollInput roll;
    bool operator==(const Fatigue&) const = default;
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
    bool damaged = false;   // already damaged (an improvised weapon is handled as if it were)
    bool great = false;     // a great weapon: two hands (letting go of a grab to wield it)
    bool operator==(const AddGear&) const = default;
};

// A piece of gear's state: "sound", "damaged" (a durability roll's outcome, say) or "destroyed".
struct SetGearState {
    static constexpr std::string_view kType = "SetGearState";
    CombatantId id = 0;
    std::string name{};
    std::string state = "damaged";
    bool operator==(const SetGearState&) const = default;
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
    bool blast = false;      // a blast attack: its damage is not modified by size
    bool impaired = false;   // held back: impaired damage (a d4); unarmed and riders' attacks always are
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

// A non-lethal attack ("disarm", "shove" or "grapple") on a nearby character: no damage; the
// target's STR save (d20, rolled or entered) or it suffers the effect. A smaller target has no
// save, and a shove from a larger character does it d4 direct damage (then `roll` is that d4).
struct NonLethalAttack {
    static constexpr std::string_view kType = "NonLethalAttack";
    CombatantId attacker = 0;
    CombatantId target = 0;
    std::string kind = "grapple";
    RollInput roll{};
    bool operator==(const NonLethalAttack&) const = default;
};

// `id` counters `against`'s attack (a reaction: its turn for the round); both are resolved in
// the text's order. Each attack is "damage" (its weapon, empty: unarmed; its roll the damage
// die) or a non-lethal "disarm", "shove" or "grapple" (its roll the other's STR save).
// `first_out`: the first hit incapacitates (critical damage), so the other suffers nothing.
struct CounterAttack {
    static constexpr std::string_view kType = "CounterAttack";
    CombatantId id = 0;
    CombatantId against = 0;
    std::string attack = "damage";
    std::string attack_weapon{};
    RollInput attack_roll{};
    std::string counter = "damage";
    std::string weapon{};
    RollInput roll{};
    bool first_out = false;
    bool operator==(const CounterAttack&) const = default;
};

// A mount or vehicle moves at full speed on its turn (`on`), so that its riders and passengers
// can't take any action nor react until the round ends; `on` false: the table takes it back.
struct FullSpeed {
    static constexpr std::string_view kType = "FullSpeed";
    CombatantId id = 0;
    bool on = true;
    bool operator==(const FullSpeed&) const = default;
};

// ---- rules text 003: surprise ----

// In combat: the target is in the fight but does not expect this attack; out of combat: the
// target does not expect to be attacked at all.
enum class SurpriseKind : std::uint8_t { InCombat, OutOfCombat };

// An attack the target is not expecting: the attacker's SC bonus for that one attack (+10 in
// combat, +25 out of combat), recorded on the attacker until its next Strike on the target or
// the end of the round.
struct SurpriseAttack {
    static constexpr std::string_view kType = "SurpriseAttack";
    CombatantId attacker = 0;
    CombatantId target = 0;
    SurpriseKind kind = SurpriseKind::InCombat;
    bool operator==(const SurpriseAttack&) const = default;
};

// ---- rules text 003: defending and free actions ----

// At the start of the round: full defence (DEF + 5 + weapon rank x 2.5, rounded up; no attacks)
// or desperate defence (DEF + 20 + the same; no other action at all this round).
struct DeclareDefence {
    static constexpr std::string_view kType = "DeclareDefence";
    CombatantId id = 0;
    int rank = 0;                 // its weapon rank
    bool desperate = false;
    bool operator==(const DeclareDefence&) const = default;
};

// A free action ("what": short words for the log): the first each round is free, another
// costs one of the combatant's regular actions.
struct TakeFreeAction {
    static constexpr std::string_view kType = "TakeFreeAction";
    CombatantId id = 0;
    std::string what;
    bool operator==(const TakeFreeAction&) const = default;
};

// At the start of the round: SC given up for DEF "on a 2 for 1 basis" (at most weapon rank x 5;
// 0 takes it back); its attacks stay.
struct TradeScForDef {
    static constexpr std::string_view kType = "TradeScForDef";
    CombatantId id = 0;
    int sc = 0;                   // SC sacrificed
    int rank = 0;                 // its weapon rank
    bool operator==(const TradeScForDef&) const = default;
};

// On the clock, after its attacks (Attack and Move): it moves and makes no more attacks. After a
// last attack on 2 to 10 its DEX roll (d100 against the "dex" stat) says how soon it starts.
struct AttackAndMove {
    static constexpr std::string_view kType = "AttackAndMove";
    CombatantId id = 0;
    RollInput roll;
    bool operator==(const AttackAndMove&) const = default;
};

using Action = std::variant<AddCombatant, RemoveCombatant, RenameCombatant, DuplicateCombatant, Damage, Heal, SetHp,
                            SetInitiative, StartEncounter, NextTurn, PreviousTurn, EndEncounter, RenameEncounter,
                            SetRuleset, SetLevel, SetStat, RollInitiative, RollSideInitiative, RollSurprise, SaveVersusDeath,
                            DeclareActors, RollTie, DeclareAction, FinishDeclarations, Hold, ActNow, AttackHits,
                            EndRound, AddEffect, RemoveEffect, ExtendEffect, SetNotes, SetHidden,
                            // rules text 003
                            SpringAmbush, RollAmbush, DeclareAttacks, DeclareSpell, Retarget, Strike, LoseActions,
                            // rules text 002
                            GiveActionDice, SpendDice, SpendFreeAction, CallRefresh, RefreshOption, StartPool,
                            AddToPool, ReleasePool, StartDefence, DefendWithPool, ReduceDefencePool, BurnActionDie, MarkExposure, CastDamageSpell,
                            UseTactic, GroupAttack, Flee, SpecialResult,
                            // rules text 000: running, Heal, weapon hits, golems
                            Run, CastHeal, WeaponHit, GolemControl,
                            // rules text 002: ranks, states, damage, injuries, bleeders, fear
                            SetRanks, ChooseHeroic, ApplyDamage, RemoveState, RollCheck, HealRank, SetStanding,
                            RollInjury, ShiftInjury, RollInjuryEffect, ApplyInjury, RollBleeder, HealWound,
                            SetFear, FaceFear, RollFear, Fatigue,
                            // rules text 004
                            AddSide, RenameSide, SetGroup, GiveInitiative, RollFactionInitiative, FirstFaction, Pass,
                            React, Surrender, BreakFree, RollMorale, SetCondition, AddGear, UseGear, Attack, DeathBlow,
                            NonLethalAttack, CounterAttack, SetGearState, FullSpeed,
                            // rules text 003: surprise, defending, free actions
                            SurpriseAttack, DeclareDefence, TakeFreeAction,
                            // rules text 003: trading SC for DEF, attack and move
                            TradeScForDef, AttackAndMove,
                            // any rule system: a hit through its damage model
                            TakeHit,
                            // any rule system with hit points: rolled (quick add's "2d6+2")
                            RollHitPoints,
                            // rules text 001: subdual damage, a missile left in the wound
                            SubdualHit, ExtractMissile, UnarmedBlow,
                            // any rule system with hit points: temporary hit points
                            GiveTempHp,
                            // where the order is the game master's: moving a combatant in it by hand
                            MoveInOrder,
                            // any rule system: entries in the order that are not combatants
                            AddReminder, ReminderDone, RemoveReminder,
                            // any rule system: quick add's one action, and the party's
                            AddCombatants, AddMembers>;


std::string_view action_type(const Action& a);

} // namespace rk
