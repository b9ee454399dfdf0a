#pragma once
// What rules text 002 (Swift Swords Tactica) keeps on a combatant instead of hit points:
// Physical and Mental ranks, States, wounds and the rolls they call for. Plain values only;
// the rules that change them live in ranks.cpp, injuries.cpp, bleeders.cpp and fear.cpp.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/model/types.hpp"

namespace rk {

using WoundId = std::uint32_t;

enum class RankTrack : std::uint8_t { Physical, Mental };

// What an attack hits: magic is resisted with the Mental rank but its State is Doubt.
enum class DamageTrack : std::uint8_t { Physical, Mental, Magic };

// The three STATEs (Stun, Shock, Doubt), and the two mental conditions that also have to be
// shaken off with a roll (Panicked, Crushed).
enum class RankState : std::uint8_t { Stun, Shock, Doubt, Panicked, Crushed };

enum class Standing : std::uint8_t { Active, OutOfAction, KilledInAction };

// Mobs, Crowds, Hordes, Companies and Units: several creatures tracked as one.
enum class Group : std::uint8_t { None, Mob, Crowd, Horde, Company, Unit };

enum class FearLevel : std::uint8_t { None, Scary, Fearsome, Dread, Terror, Fell };

// Light 1+2d, Medium 1+1d, Heavy 2+1d, Large 3+1d, Huge 4+1d, Massive (the Massive Damage result).
enum class WeaponWeight : std::uint8_t { None, Light, Medium, Heavy, Large, Huge, Massive };

enum class Location : std::uint8_t { Head, Neck, Chest, LeftArm, RightArm, Groin, LeftLeg, RightLeg };

enum class InjuryEffect : std::uint8_t {
    Stun, Unconscious, Sight, Sound, Fracture, Balance, Bleeder, Kill, FleshWound, Paralysed, Wind,
    Puncture, Broken, Foot, Hand, Sever, Maim,
};

// One side (Physical or Mental) of a combatant's ranks.
struct RankLine {
    int base = 0;        // the numerical rank (0-9) before Heroic and group levels
    int bonus = 0;       // temporary Bonus ranks: count for the damage thresholds, cannot be lost
    int lost = 0;        // ranks marked lost by damage, wounds, bleeders and fear
    int crossover = 0;   // ranks lost because the other side lost every 2nd (3rd, ...) rank
    int fatigue = 0;     // "a straight -1 rank" per level of fatigue
    bool operator==(const RankLine&) const = default;
};

// A wound from the injury tables that is still being tracked.
struct Wound {
    WoundId id = 0;
    Location location = Location::Chest;
    InjuryEffect effect = InjuryEffect::FleshWound;
    int bleeder_minus_dice = 0;   // a "-2d" bleeder rolls two fewer dice
    int burn = 0;                 // action dice it burns now and every round until removed
    int minus_dice = 0;           // its "-Nd" penalty
    std::string penalty;          // to what: "all rolls", "rolls using the Left Arm", ...
    int bleeds_due = 0;           // bleeder BODY rolls due and not yet rolled
    int marked_round = 0;         // the round whose start already marked its roll and burned its dice
    bool operator==(const Wound&) const = default;
};

// A roll the table owes right now, and what failing it does.
enum class CheckKind : std::uint8_t {
    HitWhileDown,   // an Out of Action creature was hit again: BODY or Killed in Action
    Unconscious,    // injury: Will roll or fall unconscious (Out of Action)
    Paralysed,      // injury: Body roll or fall Out of Action
    Kill,           // injury: Body roll at -2d or Out of Action
};

struct PendingCheck {
    CheckKind kind = CheckKind::HitWhileDown;
    int minus_dice = 0;
    bool operator==(const PendingCheck&) const = default;
};

// An injury roll owed after Trauma, a Killing Blow, Massive damage, Out of Action or KIA.
struct PendingInjury {
    int effect_bonus = 0;                 // +1 for a Killing Blow or Massive Damage
    std::optional<Location> location;     // set once the 4d6 are rolled
    int shifts = 0;                       // areas it may still be moved (triple 1, quadruple 2)
    bool operator==(const PendingInjury&) const = default;
};

struct Ranks {
    RankLine physical;
    RankLine mental;
    bool heroic = false;                        // goes down to -3 before Out of Action
    RankTrack heroic_track = RankTrack::Physical;   // where the Heroic level goes this event
    bool stateless = false;                     // minor NPCs that always lose a rank
    Group group = Group::None;
    int crossover_every = 2;                    // 0: no crossover at all
    std::vector<RankState> states;              // in the order taken
    Standing standing = Standing::Active;
    std::vector<Wound> wounds;
    std::vector<PendingCheck> checks;
    std::vector<PendingInjury> injuries;
    FearLevel causes_fear = FearLevel::None;    // the fear this creature spreads
    FearLevel afraid = FearLevel::None;         // the fear it must still pass a Spirit roll against
    FearLevel steeled = FearLevel::None;        // the worst fear it has already passed
    bool operator==(const Ranks&) const = default;
};

} // namespace rk
