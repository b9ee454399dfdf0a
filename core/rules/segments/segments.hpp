#pragma once
// Rules text 003 (Spelljammer): the segment clock and what the table reads off it. Every attack
// has its own initiative; the round counts down in segments, pre-movement above 10, movement
// from 10 to 1, post-movement below 1, and anything set for -6 or later is lost.
// The scheme itself is core/schemes/segments.cpp; these are the numbers and views the app shows.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/actions.hpp"
#include "core/model/encounter.hpp"
#include "core/model/refusal.hpp"

namespace rk {

// ---- the segment clock ----

constexpr int kMovementFirstSegment = 10;   // "Movement occurs between initiatives 10 and 1"
constexpr int kMovementLastSegment = 1;
constexpr int kLastSegment = -5;            // "Any actions set to occur on initiative -6 or later are lost."
constexpr int kHighestSegment = 99;         // initiative above this counts as 99 (the clock stays short)

enum class SegmentPart : std::uint8_t { PreMovement, Movement, PostMovement, Lost };
SegmentPart segment_part(int segment);
std::string_view segment_part_name(SegmentPart part);   // "pre-movement", "movement", "post-movement", "lost"
// How much of the round's movement has happened once `segment` is over (10% per segment).
int movement_done_percent(int segment);

// The segment a rolled action goes off on: an attack's start, a spell's start less its casting time.
inline int goes_off_segment(const SegmentAction& a) { return a.start.value_or(0) - a.casting_time; }

// The segment the clock stands on, while it runs.
std::optional<int> current_segment(const Encounter& e);

// A declared action not yet resolved this round (rolled, not lost, not put off to next round).
struct PendingAction {
    CombatantId id = 0;
    int number = 1;                       // its action number this round
    std::string spell;                    // empty for an attack
    std::optional<CombatantId> target;
    int segment = 0;                      // when it goes off
    std::optional<int> casting_from;      // a spell: the segment its casting begins
    bool casting = false;                 // the casting has begun: a hit on the caster now loses it
    bool now = false;                     // being resolved now
    bool operator==(const PendingAction&) const = default;
};
// Everything still to go off this round, soonest first ("what is coming").
std::vector<PendingAction> pending(const Encounter& e);
// What goes off on the current segment (empty when the clock is not running).
std::vector<PendingAction> going_off(const Encounter& e);
// "Aria: attack 2 on Ogre (segment 7)", "Merlin: Bolt of Energy on Ogre (casting from 9, goes off on 3)".
std::string describe(const Encounter& e, const PendingAction& p);

// ---- initiative ----

// The die of a combatant's n-th action this round: d10, d8, d6, d4, then d2.
int initiative_die_sides(int action_number);
int initiative_modifier(Movement m);          // +3 no movement, -5 half move, -7 run
int initiative_modifier(WeaponHandling w);    // -5 draw, -10 sheathe and draw
// Every initiative roll of `c` this round adds this: its "initiative_modifier" stat (DEX
// modifier), effect modifiers, and its declared movement and weapon handling.
int round_initiative_modifier(const Encounter& e, const Combatant& c);
// How many of its normal attacks a combatant keeps with this movement and weapon handling.
int attacks_kept(int attacks, Movement m, WeaponHandling w);
// ... and with half the round spent on a shield or a potion (half its attacks, rounded up, go)
// and Careful Aim (one attack goes).
int attacks_kept(int attacks, Movement m, WeaponHandling w, HalfRound half, bool careful_aim);

// ---- spells ----

// A mage's casting time in segments by spell rank (GK or SK); Cleric spells carry their own.
int mage_casting_time(SpellCasting casting, int rank);
constexpr int kOneRoundCasting = 10;   // a spell of one round must begin on 10

// ---- damage ----

// The armour's PROT: the "prot" stat plus effect modifiers (a grievous hit's -1), at least 0.
int protection(const Encounter& e, const Combatant& c);
// Damage above this from a single hit stuns; none without a "con" stat. Reads "con", "size"
// (1 Large, 2 Giant) and the maximum hit points.
std::optional<int> stun_threshold(const Combatant& c);
// Stunned for the rest of the round: an effect with a "stunned" modifier.
bool is_stunned(const Encounter& e, CombatantId id);

// The wound modifier to all actions (cast chances, skill and attack rolls, TMR): 0, -10, -20, -30.
int wound_modifier(const Combatant& c);
// "Unhurt", "Wounded", "Bloodied", "Badly Wounded", "Very Badly Wounded".
std::string_view wound_state(const Combatant& c);

// ---- penetrating missiles ----

struct StuckMissile {
    int dex_penalty = 0;   // as a positive number: 2 means -2 DEX
    int bleeding = 0;      // damage per round in combat
};
StuckMissile stuck_missile(Missile m, bool grievous);
std::string_view missile_name(Missile m);   // "arrow", "quarrel", ...
// Bleeding damage `id` takes at the start of the next round (stuck missiles, "bleeding" effects).
int bleeding_per_round(const Encounter& e, CombatantId id);

// ---- ambush ----

// A PER roll on d100 read as a multiple of PER: 1 (1x PER) ... 5 (5x PER or worse).
int per_result(int roll, int per);
struct AmbushBonus {
    int sc = 0;
    int damage = 0;
    bool operator==(const AmbushBonus&) const = default;
};
// What the attackers gain against a victim with this PER result on their surprise round.
AmbushBonus ambush_table(int per_result);
// What `attacker` gains against `target` this round: the ambush table's bonuses and a surprise
// attack's SC bonus (each recorded on the attacker as an effect, with the target as its source).
AmbushBonus ambush_bonus(const Encounter& e, CombatantId attacker, CombatantId target);

// ---- defending ----

// Full defence's DEF bonus, "5 + (weapon rank x 2.5; round up)"; desperate defence's, 20 + the same.
int defending_bonus(int rank, bool desperate);
// Its "normal DEF": the "def" stat plus effect "def" modifiers (no movement's -20, ...).
int normal_defence(const Encounter& e, const Combatant& c);
// Its DEF this round: normal DEF plus a full or desperate defence's bonus.
int defence(const Encounter& e, const Combatant& c);
// The DEF `target` has against `attacker`'s attack: half its normal DEF when the attacker has an
// in-combat surprise bonus on it, only its "magic_def" stat out of combat, else its DEF.
int defence_against(const Encounter& e, const Combatant& target, CombatantId attacker);
// The d100 roll `attacker` needs to hit `target`: its "sc" stat with its wound modifier, ambush and
// surprise bonuses, +10 on a stunned target and -25 running, less the DEF it meets; kept within
// 3 (always a hit) and 95 (96 and up always miss). Nothing without an "sc" stat.
std::optional<int> roll_needed(const Encounter& e, const Combatant& attacker, const Combatant& target);
// ", roll 72 or less" for an attack on `target`, or "" (no SC, no target).
std::string roll_needed_words(const Encounter& e, const Combatant* attacker, std::optional<CombatantId> target);

// ---- combining actions, careful aim, gang-ups ----

// How many combatants attack `target` this round: everyone in the fight with an attack declared
// on it that is not lost, plus `attacker` (who is attacking it now) when given.
int attackers_of(const Encounter& e, CombatantId target, std::optional<CombatantId> attacker = std::nullopt);
// "+10 to their Strike Chance (SC) for every person above one attacking a target".
int gang_up_sc(int attackers);
// Casting a spell now (between the start of its casting and its going off).
bool is_casting(const Encounter& e, const Combatant& c);
// The DEF bonuses it does not get now: from DEX ("def_dex"), Defence skill ("def_skill") and
// Shield skill ("def_shield") while casting; from DEX and Defence skill while taking Careful Aim.
int def_bonuses_lost(const Encounter& e, const Combatant& c);
// Why `attacker` may make no attack now (down, stunned, surprised, defending, moved), or nothing.
Refusal why_no_attack(const Encounter& e, const Combatant& attacker);

// ---- surprise ----

// The attacker's SC bonus for one attack the target is not expecting: +10 in combat, +25 out of combat.
int surprise_sc(SurpriseKind kind);

} // namespace rk
