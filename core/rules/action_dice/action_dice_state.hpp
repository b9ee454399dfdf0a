#pragma once
// What rules text 002 (Swift Swords Tactica) keeps on a combatant and on the encounter:
// action dice (AD) in hand and pools. (Its ranks, which stand in for hit points, are the
// combatant's `ranks`: see rank_types.hpp.)
#include <optional>
#include <string_view>
#include <string>
#include <vector>

#include "core/model/types.hpp"
#include "core/rules/action_dice/rank_types.hpp"   // Combatant::ranks: its ranks, which any fight may carry

// The steps of this text's round besides the common ones (core/model/encounter.hpp's Step):
// X(value, its name in JSON, its words on the round line).
#define RK_ACTION_DICE_STEPS(X) \
    /* a Refresh was called; everyone else has one more option */ \
    X(Refresh, "refresh", "Refresh")

namespace rk {

// An Action Pool (AP) being built up, e.g. Cast.
struct ActionPool {
    std::string name;    // what it will do when released ("Cast Fireball")
    int cost = 0;        // the base cost paid when it was started
    int dice = 0;        // dice added since, one per Pool action
    bool operator==(const ActionPool&) const = default;
};

// The defences that keep their successes as a pool.
enum class DefenceKind : std::uint8_t { Dodge, Block };

struct DefencePool {
    DefenceKind kind = DefenceKind::Dodge;
    int dice = 0;        // the kept successes (a Block's with the shield's value), at least 1
    int most = 0;        // a Pool action adds dice up to the number of dice the defender would roll
    bool operator==(const DefencePool&) const = default;
};

// Text 002's Special Tactics: "ALL OUT ATTACK - no defence, ... no defence till you have a new
// action"; "DOUBLE STRIKE - two attacks, one after the other, may only use Dodge as a defence till
// you have a new action".
enum class Tactic : std::uint8_t { AllOutAttack, DoubleStrike };

// Text 002's Special Results tracked on the target (beside burning a die and reducing a defence
// pool): "Lose of an action dice", "Disarm attempt", "Knockback/down".
enum class SpecialResultKind : std::uint8_t { LoseActionDie, Disarm, Knockback };

struct ActionDicePart {
    static constexpr std::string_view kKey = "action_dice";   // its key in a saved combatant or encounter
    std::vector<int> hand;                  // the action dice in hand (their faces), highest first
    bool hand_ready = false;                // rolled or given for this round (the hand may be empty)
    bool carries_die = false;               // kept one die over the Refresh: rolled with the next set
    bool refresh_after = false;
    int exposures = 0;                      // 1s left in front of it for its attackers, until its next action
    bool fumbled = false;                   // its attack Fumbled: attackers gain a bonus SL, until its next action             // used its last die responding to another's action: calls the Refresh once that is done
    std::vector<int> fixed_dice;            // a minor NPC's set, given every round instead of rolling
    std::optional<ActionPool> action_pool;
    std::optional<DefencePool> defence_pool;
    bool action_begun = false;              // has spent (begun) the action now going on: its exposures went then
    std::optional<Tactic> tactic;           // a Special Tactic limiting its defences, until its next action
    bool disarmed = false;                  // a Disarm special result worked: until it takes up a weapon again
    bool knocked_down = false;              // Knockback/down: on the ground until it gets up
    bool panic_fled = false;                // Panicked: its initial action (the flight) is taken, rolls come at each later one
    bool spirit_rolled = false;             // rolled SPIRIT against Panicked since its last action began
    bool fear_rolled = false;               // rolled SPIRIT against fear since its last action began
    bool operator==(const ActionDicePart&) const = default;
};

struct ActionDiceFight {
    static constexpr std::string_view kKey = "action_dice";   // its key in a saved combatant or encounter
    std::optional<CombatantId> refresh_caller;   // who called the Refresh being played out
    bool operator==(const ActionDiceFight&) const = default;
};

} // namespace rk
