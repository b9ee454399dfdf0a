#pragma once
// Rules text 002's own actions: plain data, JSON-serializable, each with its type name. The common
// core joins them with every other system's into rk::Action (core/model/actions.hpp, through
// core/rules/system_actions.hpp); their handlers are declared in action_dice_handlers.hpp, their
// JSON fields in action_dice_json.hpp.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/action_list.hpp"
#include "core/model/dice.hpp"
#include "core/model/encounter.hpp"
#include "core/model/types.hpp"

namespace rk {

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

using ActionDiceActions = ActionList<GiveActionDice, SpendDice, SpendFreeAction, CallRefresh, RefreshOption,
                                     StartPool, AddToPool, ReleasePool, StartDefence, DefendWithPool,
                                     MarkExposure, ReduceDefencePool, BurnActionDie, UseTactic, GroupAttack,
                                     Flee, SpecialResult, SetRanks, ChooseHeroic, ApplyDamage, RemoveState,
                                     RollCheck, HealRank, SetStanding, RollInjury, ShiftInjury,
                                     RollInjuryEffect, ApplyInjury, RollBleeder, HealWound, SetFear, FaceFear,
                                     RollFear, Fatigue>;

} // namespace rk
