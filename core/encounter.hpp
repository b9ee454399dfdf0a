#pragma once
// The game master's whole encounter as one plain value. Nothing here changes except through
// the reducer (reducer.hpp); the UI copies values out of it and dispatches actions.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "dice.hpp"
#include "event_log.hpp"
#include "core/rules/action_dice/rank_types.hpp"
#include "types.hpp"

namespace rk {

struct HitPoints {
    int current = 0;
    int max = 0;
    bool operator==(const HitPoints&) const = default;
};

// A side of the fight (the party, the foes, or one of several factions in rules text 004).
struct Side {
    SideId id = 0;
    std::string name;
    std::optional<int> initiative;   // text 001 with side initiative: the side's d10 this round
    bool operator==(const Side&) const = default;
};

// What a combatant announced before initiative (text 001: spells and charges).
struct Declaration {
    std::string kind;        // "spell", "charge" or "other"
    std::string what;        // e.g. "Sleep"
    bool lost = false;       // a spell disrupted by a successful attack before it went off
    bool operator==(const Declaration&) const = default;
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

// Where the current round stands.
enum class Step : std::uint8_t {
    Idle,                // not running
    Surprise,            // text 001: the free segments of the side that was not surprised
    Declaring,           // text 000: before an initiative round; text 001: spells and charges before initiative
    RollingInitiative,   // text 001: initiative for the round
    RollingTies,         // text 000: d100 + level among the minis of one initiative round
    Acting,              // turns are being taken
    Held,                // text 001: held actions after count 1
    Refresh,             // text 002: a Refresh was called; everyone else has one more option
    ChoosingFaction,     // text 004: the faction holding the initiative picks the faction that acts first
    Morale,              // text 004: end-of-round morale saves are due
};

// Rules text 002 (Swift Swords Tactica): an Action Pool (AP) being built up, e.g. Cast.
struct ActionPool {
    std::string name;    // what it will do when released ("Cast Fireball")
    int cost = 0;        // the base cost paid when it was started
    int dice = 0;        // dice added since, one per Pool action
    bool operator==(const ActionPool&) const = default;
};

// Text 002: the defences that keep their successes as a pool.
enum class DefenceKind : std::uint8_t { Dodge, Block };

struct DefencePool {
    DefenceKind kind = DefenceKind::Dodge;
    int dice = 0;        // the kept successes (a Block's with the shield's value), at least 1
    int most = 0;        // a Pool action adds dice up to the number of dice the defender would roll
    bool operator==(const DefencePool&) const = default;
};

// ---- rules text 003 (segments): what a combatant declared for the round ----

// How it moves this round: a free 5-foot move, "no movement" (+3), half move and attack (-5),
// run and attack (-7).
enum class Movement : std::uint8_t { FreeMove, NoMovement, HalfMove, Run };
// Its weapon: in hand, drawn (-5), or sheathed and another drawn (-10 and one action fewer).
enum class WeaponHandling : std::uint8_t { Ready, Draw, SheatheAndDraw };

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
    bool operator==(const RoundPlan&) const = default;
};

// Text 004: a weapon, a suit of armour or a shield a character carries into the fight.
struct Gear {
    std::string name;                // "Sword", "Light armour"
    std::string kind = "weapon";     // "weapon", "armour" or "shield"
    std::string damage;              // a weapon's damage die ("d6"); empty for armour and shields
    int armour = 0;                  // armour and shields: what it adds to the armour value
    bool used = false;               // used at least once this fight: a durability roll afterwards
    bool operator==(const Gear&) const = default;
};

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

    // Turn state of the current round.
    std::optional<int> initiative;          // this round's initiative (before effect modifiers)
    bool acted = false;                     // has taken its turn this round
    bool declared = false;                  // text 000: declared for the current initiative round
    bool holding = false;                   // waiting (000) or holding its action (001)
    std::optional<int> tie_roll;            // text 000: d100 + level in the current initiative round
    std::vector<int> tie_rerolls;           // text 000: d100 + level again, while it ties with another mini
    std::optional<Declaration> declaration; // text 001: declared spell or charge this round
    int surprised_segments = 0;             // text 001: segments it is still surprised for
    std::optional<int> surprise_roll;       // text 001: its surprise die this fight (unset: not rolled)
    RoundPlan plan;                         // text 003: its declared actions this round on the segment clock
    bool ambusher = false;                  // text 003: springs the ambush (acts in the surprise round)
    std::optional<int> ambush_per;          // text 003: an ambush victim's PER result, 1 to 5 (1x PER ... 5x PER or worse)

    // Text 002: action dice (AD) and pools.
    std::vector<int> action_dice;           // the faces in hand, highest first
    bool action_dice_ready = false;         // rolled or given for this round (the hand may be empty)
    bool carries_die = false;               // kept one die over the Refresh: rolled with the next set
    std::vector<int> fixed_action_dice;     // a minor NPC's set, given every round instead of rolling
    std::optional<ActionPool> action_pool;
    std::optional<DefencePool> defence_pool;
    std::optional<Ranks> ranks;             // text 002: Physical and Mental ranks, States, wounds
    std::string group;                      // text 004: its group within the faction for morale (empty: the faction)
    std::vector<Gear> gear;                 // text 004: weapons, armour and shields, and whether they were used

    bool operator==(const Combatant&) const = default;
    int stat(const std::string& key, int fallback = 0) const {
        auto it = stats.find(key);
        return it == stats.end() ? fallback : it->second;
    }
};

enum class Phase : std::uint8_t { Setup, Running, Ended };

// A finished turn this round, and the initiative round (text 000) it was taken in.
struct TurnTaken {
    CombatantId id = 0;
    int count = 0;
    bool operator==(const TurnTaken&) const = default;
};

// Text 004: a group's numbers for the morale checks, by faction and group name.
struct GroupTally {
    SideId side = 0;
    std::string group;                      // empty: the faction's own group
    int original = 0;                       // members at the start of the fight (and any who joined later)
    int standing_at_round_start = 0;
    bool operator==(const GroupTally&) const = default;
};

// Text 004: a character's health when the round began (for a lone character's morale check).
struct HealthMark {
    CombatantId id = 0;
    int hp = 0;
    bool operator==(const HealthMark&) const = default;
};

// Text 004 (alternating factions): the initiative, and where the round's sequence of moves stands.
struct FactionRound {
    std::optional<SideId> initiative;       // the faction holding the initiative
    std::optional<SideId> to_move;          // whose move it is: a turn with one of its characters, or a pass
    int passes = 0;                         // consecutive passes since the last turn taken in sequence
    bool bonus_round = false;               // the concealed characters' bonus round at the start of the fight
    std::vector<GroupTally> groups;
    std::vector<HealthMark> health;
    std::vector<CombatantId> morale_due;    // who still owes a morale save at the end of this round
    bool operator==(const FactionRound&) const = default;
};

struct Encounter {
    std::string name = "Encounter";
    Ruleset ruleset = Ruleset::HighestFirst;
    Phase phase = Phase::Setup;
    int round = 0;                          // 0 before the fight starts
    std::optional<CombatantId> acting;      // whose turn it is, if anyone's
    std::vector<Side> sides = {{1, "Party", std::nullopt}, {2, "Foes", std::nullopt}};
    std::vector<Combatant> combatants;
    std::vector<Effect> effects;
    SchemeSettings settings;
    Step step = Step::Idle;
    int count = 0;                          // the initiative round's value (000), the countdown number (001), the segment (003)
    std::vector<TurnTaken> turns_taken;     // this round's finished turns in order (to list and step back)
    bool surprise_round = false;            // text 003: this round is the ambushers' free attack round
    std::optional<CombatantId> refresh_caller;   // text 002: who called the Refresh being played out
    FactionRound factions;                  // text 004 only
    EventLog log;
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
