#pragma once
// Rules text 003's own actions: plain data, JSON-serializable, each with its type name. The common
// core joins them with every other system's into rk::Action (core/model/actions.hpp, through
// core/rules/system_actions.hpp); their handlers are declared in segments_handlers.hpp, their JSON
// fields in segments_json.hpp.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/action_list.hpp"
#include "core/model/dice.hpp"
#include "core/model/encounter.hpp"
#include "core/model/types.hpp"

namespace rk {

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

using SegmentsActions = ActionList<SpringAmbush, RollAmbush, DeclareAttacks, DeclareSpell, Retarget, Strike,
                                   LoseActions, SurpriseAttack, DeclareDefence, TakeFreeAction, TradeScForDef,
                                   AttackAndMove>;

} // namespace rk
