#pragma once
// What rules text 003 (Spelljammer segments) keeps on a combatant and on the encounter: the
// round's declared actions on the segment clock, and the ambush.
#include <cstdint>
#include <optional>
#include <string_view>
#include <string>
#include <vector>

#include "core/model/types.hpp"

namespace rk {

// How it moves this round: a free 5-foot move, "no movement" (+3), half move and attack (-5),
// run and attack (-7).
enum class Movement : std::uint8_t { FreeMove, NoMovement, HalfMove, Run };
// Its weapon: in hand, drawn (-5), or sheathed and another drawn (-10 and one action fewer).
enum class WeaponHandling : std::uint8_t { Ready, Draw, SheatheAndDraw };
// Half a round spent on something else: readying a shield, or drinking a potion (at the cost of
// half its attacks, or of half its movement).
enum class HalfRound : std::uint8_t { None, ReadyShield, DrinkPotion, DrinkPotionMoving };

// One declared action on the segment clock: an attack, or a spell being cast.
struct SegmentAction {
    int number = 1;                          // 1st, 2nd, ... this round: its initiative die (d10, d8, d6, ...)
    std::string spell;                       // empty for an attack
    int casting_time = 0;                    // a spell's segments from the start of casting to going off
    std::optional<CombatantId> target;       // as declared, or retargeted
    std::optional<int> start;                // the segment it acts on (a spell: where casting begins); unset until rolled
    bool next_round = false;                 // a spell that begins casting on 10 of the following round
    bool done = false;                       // resolved
    std::string lost;                        // why it was lost ("stunned", ...); empty while it stands
    std::optional<EffectId> casting_effect;  // the "Casting" effect while the spell is being cast
    bool operator==(const SegmentAction&) const = default;
};

struct RoundPlan {
    bool declared = false;                   // declared this round (otherwise it makes its normal attacks)
    Movement movement = Movement::FreeMove;
    WeaponHandling weapon = WeaponHandling::Ready;
    std::vector<SegmentAction> actions;      // in the order declared
    int defence = 0;                         // DEF gained by full or desperate defence (0: neither); no attacks
    bool desperate = false;                  // desperate defence: no other action at all this round
    int free_actions = 0;                    // free actions taken this round (one is free, more cost an action)
    bool careful_aim = false;                // Careful Aim: +15 SC, one attack fewer, no DEX or Defence skill DEF
    HalfRound half_round = HalfRound::None;  // half the round readying a shield or drinking a potion
    int sc_traded = 0;                       // SC sacrificed for DEF ("on a 2 for 1 basis")
    int def_traded = 0;                      // the DEF it bought
    bool moving = false;                     // Attack and Move: it moves after its attacks, and attacks no more
    std::optional<int> moves_from{};         // the segment its movement begins (unset while moving: it cannot move)
    bool operator==(const RoundPlan&) const = default;
};

struct SegmentsPart {
    static constexpr std::string_view kKey = "segments";   // its key in a saved combatant or encounter
    RoundPlan plan;                          // its declared actions this round on the segment clock
    bool ambusher = false;                   // springs the ambush (acts in the surprise round)
    std::optional<int> ambush_per;           // an ambush victim's PER result, 1 to 5 (1x PER ... 5x PER or worse)
    bool operator==(const SegmentsPart&) const = default;
};

struct SegmentsFight {
    static constexpr std::string_view kKey = "segments";   // its key in a saved combatant or encounter
    int segment = 0;                         // the segment the clock stands at (10 down to 1)
    bool surprise_round = false;             // this round is the ambushers' free attack round
    bool operator==(const SegmentsFight&) const = default;
};

} // namespace rk
