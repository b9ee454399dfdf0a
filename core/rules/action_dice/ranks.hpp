#pragma once
// Rules text 002 (Swift Swords Tactica): Physical and Mental ranks, States, damage against a
// rank, crossover, Out of Action and KIA, and the rolls that decide them. Injuries, bleeders
// and fear build on the helpers at the bottom (injuries.hpp, bleeders.hpp, fear.cpp).
#include <string>
#include <vector>

#include "core/model/encounter.hpp"
#include "core/rules/action_dice/rank_types.hpp"

namespace rk {

// ---- reading a combatant's ranks ----

// The Real rank of one side: numerical rank + Heroic + group levels - fatigue (at most 9).
int real_rank(const Ranks& r, RankTrack t);
// Real + Bonus: the "Total Rank" the damage thresholds are measured against.
int total_rank(const Ranks& r, RankTrack t);
// The rank it stands on now: Real minus the ranks lost (directly and by crossover).
int current_rank(const Ranks& r, RankTrack t);
// Out of Action at 0, or at -3 for Heroic creatures.
int lowest_rank(const Ranks& r);
bool has_state(const Ranks& r, RankState s);
// The STATE a hit on this track may be taken as instead of a rank ("You can only elect to do
// this if you are not in an appropriate STATE already"; never for a Stateless creature).
std::optional<RankState> state_allowed(const Ranks& r, DamageTrack track);
// The STATE it must try to remove at its next action (the oldest), if any.
std::optional<RankState> state_to_remove(const Ranks& r);

// Groups: rank levels, extra dice on their rolls ("+1d") and attacks per round.
int group_rank_bonus(Group g, RankTrack t);
int group_dice_bonus(Group g);
int group_attacks(Group g);

// Damage points from the successes of a hit with a weapon of this weight (Light 1+2d, ...).
int damage_from_successes(WeaponWeight w, int successes);

// Dice of a Body / Mind / Spirit roll: 4 + the characteristic's level (stats "body", "mind",
// "spirit"), plus a group's dice, minus the given dice and every "all rolls" wound penalty; at least 1.
enum class Characteristic : std::uint8_t { Body, Mind, Spirit };
int roll_dice(const Combatant& c, Characteristic ch, int minus_dice = 0);

// A roll the table owes now: bleeders at the start of the round, BODY after a hit while down,
// an injury's rolls, a fear's Spirit roll.
enum class DueKind : std::uint8_t { Bleeder, Check, InjuryLocation, InjuryEffect, Fear };
struct DueRoll {
    CombatantId id = 0;
    DueKind kind = DueKind::Check;
    WoundId wound = 0;       // the bleeder, for DueKind::Bleeder
    int dice = 0;            // the dice to roll (d6), successes on 5-6
    std::string what;        // "Roland: BODY 4d for the bleeder in the Neck (-2d)"
    bool operator==(const DueRoll&) const = default;
};
std::vector<DueRoll> rolls_due(const Encounter& e);

std::string rank_track_name(RankTrack t);   // "Physical", "Mental"
std::string state_name(RankState s);        // "Stun", "Shock", "Doubt", "Panicked", "Crushed"
std::string standing_name(Standing s);      // "in action", "Out of Action", "Killed in Action"

// Invariants of every ranked combatant (validate.cpp).
Refusal check_rank_invariants(const Encounter& e);

namespace detail {

// Hooks into the action-dice scheme (core/schemes/action_dice.cpp, merged separately): a STATE,
// Trauma or worse empties the character's pools; a wound burns one action die; the Kill wound
// discards every die it holds. Until the scheme is wired in they only log.
void on_state_taken(Encounter& e, CombatantId id);
void on_die_burned(Encounter& e, CombatantId id);
void on_dice_discarded(Encounter& e, CombatantId id);

// A d6 success pool (successes on 5-6), rolled or entered: any count of entered faces is taken,
// since Effort, skills and advantages change the pool at the table.
struct PoolRoll {
    std::vector<int> faces;
    int successes = 0;
    bool entered = false;
    std::string describe(const std::string& what) const;   // "BODY 4d: [2, 5, 1, 3], 1 success (entered)"
};
Result<PoolRoll> roll_pool(int dice, const RollInput& input, Rng& rng);

// The combatant's ranks, or a refusal a game master can read.
Result<Combatant*> ranked(Encounter& e, CombatantId id);

// Marks one rank lost on a side (unless it stands on level 9 and no special event allows it),
// carries every 2nd loss over to the other side, and puts it Out of Action at its lowest rank.
// Returns whether a rank was lost. `injury_if_down`: going Out of Action calls for an injury roll.
bool lose_rank(Encounter& e, Combatant& c, RankTrack t, const std::string& why, bool special_event = false,
               bool injury_if_down = false);
// Out of Action or Killed in Action, logged; pools go, pending checks and bleeder rolls lapse.
void go_down(Encounter& e, Combatant& c, Standing to, const std::string& why);
// Takes a STATE or condition if not already in it (logged, pools lost); false if already in it.
bool take_state(Encounter& e, Combatant& c, RankState s);
void owe_injury(Encounter& e, Combatant& c, int effect_bonus);

} // namespace detail
} // namespace rk
