#pragma once
// The game master's whole encounter as one plain value. Nothing here changes except through
// the reducer (reducer.hpp); the UI copies values out of it and dispatches actions.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/model/dice.hpp"
#include "core/model/event_log.hpp"
#include "core/model/reminder.hpp"
#include "core/rules/system_parts.hpp"
#include "core/model/types.hpp"

namespace rk {

struct HitPoints {
    int current = 0;
    int max = 0;
    int temp = 0;   // temporary hit points: damage takes them first (docs/rules-notes.md)
    bool operator==(const HitPoints&) const = default;
};

// Damage as hit points take it, by whatever route: the temporary hit points first, down to 0;
// returns what is left to come off the current hit points (docs/rules-notes.md).
inline int take_temp_first(HitPoints& hp, int damage) {
    if (damage <= 0 || hp.temp <= 0) return damage;
    const int absorbed = hp.temp < damage ? hp.temp : damage;
    hp.temp -= absorbed;
    return damage - absorbed;
}

// A side of the fight (the party, the foes, or one of several factions in rules text 004).
struct Side {
    SideId id = 0;
    std::string name;
    std::optional<int> initiative;   // text 001 with side initiative: the side's d10 this round
    bool operator==(const Side&) const = default;
};

// A timed (or permanent) effect: a spell, a condition, a bleeding wound.
enum class DurationUnit : std::uint8_t { Rounds, Turns, Segments, UntilRemoved };
// When one unit of the duration is used up.
enum class Expiry : std::uint8_t { EndOfRound, StartOfTurn, EndOfTurn, Never };

struct Effect {
    EffectId id = 0;
    std::string name;
    std::optional<CombatantId> source;      // the caster, if any
    std::optional<CombatantId> target;      // who it affects, if anyone in particular
    DurationUnit unit = DurationUnit::Rounds;
    Expiry expiry = Expiry::EndOfRound;
    std::optional<CombatantId> anchor;      // whose turn start/end uses up a unit
    int remaining = 0;                      // units left (unused for UntilRemoved)
    int total = 0;                          // units it started with
    bool skip_next_tick = false;            // the round it began in does not count
    std::map<std::string, int> modifiers;   // e.g. {"initiative": 3} for Speed
    std::string formula;                    // the duration as entered ("1 turn + caster's level")
    int started_round = 0;
    int ticked_round = 0;                   // last round a round or turn event used it up (or skipped it)
    bool operator==(const Effect&) const = default;
};

// How this table runs its scheme, where the rules leave a choice.
enum class TieRule : std::uint8_t {
    PlayersFirst,        // the generic default: players before NPCs, then who joined first
    D100PlusLevel,       // text 000: "roll percentile dice for each mini, adding their character levels"
    Simultaneous,        // text 001: "both sides are considered to be acting simultaneously"
};

struct SchemeSettings {
    bool declarations = false;           // text 000: declare which minis act before each initiative round
    TieRule tie_rule = TieRule::PlayersFirst;
    bool side_initiative = false;        // text 001: one d10 per side instead of one per combatant
    bool dex_initiative_die = false;     // text 001: the initiative die from the DEX table
    bool operator==(const SchemeSettings&) const = default;
};

// Where the current round stands: the steps several texts share, then each system's own (its
// folder's <system>_state.hpp, through core/rules/system_parts.hpp). X(value, its name in JSON,
// its words on the round line).
#define RK_COMMON_STEPS(X) \
    /* not running */ \
    X(Idle, "idle", "") \
    /* texts 001 and 003: the free segments of the side that was not surprised */ \
    X(Surprise, "surprise", "surprise") \
    /* text 000: before an initiative round; texts 001 and 003: spells and charges before initiative */ \
    X(Declaring, "declaring", "declaring") \
    /* initiative for the round (texts 001, 002, 003) */ \
    X(RollingInitiative, "rolling_initiative", "rolling initiative") \
    /* turns are being taken */ \
    X(Acting, "acting", "")

enum class Step : std::uint8_t {
#define RK_STEP_ENUM(value, name, words) value,
    RK_COMMON_STEPS(RK_STEP_ENUM) RK_SYSTEM_STEPS(RK_STEP_ENUM)
#undef RK_STEP_ENUM
};

// A step in words for the round line ("held actions"); empty where the line says nothing more
// (Idle, Acting).
std::string_view step_words(Step step);

struct Combatant {
    CombatantId id = 0;
    std::string name;
    SideId side = 0;
    bool is_player = false;
    int level = 1;
    // The numbers a ruleset reads, by name ("initiative_modifier", "dex", "con", "body", ...).
    std::map<std::string, int> stats;
    std::optional<HitPoints> hp;   // absent where the ruleset counts ranks instead
    std::string notes;             // game master's notes: never shown to players
    bool hidden = false;           // hidden from the players' view
    // Set only in a players' view (rk::player_view), for an NPC whose hit points and ranks it
    // leaves out: the rules read it out of the fight, so the players see it so too. Read only
    // while neither is kept (core/fight/combat.cpp).
    bool shown_out = false;

    // Turn state of the current round.
    std::optional<int> initiative;          // this round's initiative (before effect modifiers)
    bool acted = false;                     // has taken its turn this round
    bool holding = false;                   // has put off its turn: waiting (000) or holding its action (001)

    std::optional<Ranks> ranks;             // text 002's damage model: ranks, States, wounds (unset elsewhere)
    CombatantPart part;                     // what its rule system keeps on it (core/rules/system_parts.hpp)

    bool operator==(const Combatant&) const = default;
    int stat(const std::string& key, int fallback = 0) const {
        auto it = stats.find(key);
        return it == stats.end() ? fallback : it->second;
    }
};

enum class Phase : std::uint8_t { Setup, Running, Ended };

// A finished turn this round, and (text 000 only) the initiative round it was taken in.
struct TurnTaken {
    CombatantId id = 0;
    int count = 0;
    bool operator==(const TurnTaken&) const = default;
};

// What the fight has done to one combatant and what it has done to others, in its rule system's
// units of harm (hit points; ranks for text 002), for the fight's summary
// (core/fight/fight_summary.hpp). Counted by the reducer while the fight runs.
struct HarmTally {
    CombatantId id = 0;
    int taken = 0;   // harm it took
    int dealt = 0;   // harm others took on its turn, or from its attack or spell
    bool operator==(const HarmTally&) const = default;
};

// The most combatants an encounter holds: in the reducer, in files, links and storage alike (a
// fight this large still plays at a frame per action on a phone; scripts/bench measures 100).
inline constexpr int kMaxCombatants = 500;

struct Encounter {
    std::string name = "Encounter";
    Ruleset ruleset = kDefaultRuleset;
    Phase phase = Phase::Setup;
    int round = 0;                          // 0 before the fight starts
    std::optional<CombatantId> acting;      // whose turn it is, if anyone's
    std::vector<Side> sides = {{1, "Party", std::nullopt}, {2, "Foes", std::nullopt}};
    std::vector<Combatant> combatants;
    std::vector<Effect> effects;
    std::vector<Reminder> reminders;        // what the game master is to be reminded of, and when
    SchemeSettings settings;
    Step step = Step::Idle;
    std::vector<TurnTaken> turns_taken;     // this round's finished turns in order (to list and step back)
    FightPart part;                         // what its rule system keeps on the fight (core/rules/system_parts.hpp)
    EventLog log;
    std::vector<HarmTally> tally;           // by id; only those that took or dealt harm this fight
    Rng rng;
    std::uint32_t next_id = 1;              // ids are never reused, even after removal

    bool operator==(const Encounter&) const = default;

    const Combatant* find(CombatantId id) const;
    Combatant* find(CombatantId id);
    const Side* find_side(SideId id) const;
    Side* find_side(SideId id);
    const Effect* find_effect(EffectId id) const;
};

std::string_view ruleset_name(Ruleset r);

} // namespace rk
