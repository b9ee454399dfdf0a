#pragma once
// A rule system as the rest of the program sees it. Each system's folder under core/rules/
// defines one descriptor (named fields, designated initializers), and core/rules/systems.cmake
// lists the systems once. The common core and the interface ask the registry what the running system does;
// they never compare or switch on which system it is. docs/architecture.md, "Adding a rule
// system", lists the steps.
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/fight/card_state.hpp"
#include "core/model/encounter.hpp"
#include "core/fight/prompts.hpp"

namespace rk {
struct Member;   // a combatant as it stands between fights (core/model/member.hpp)

// A way a member recovers between fights (issue 28): a text's rest or care, applied to the member
// alone (the library's Recover action names it by key).
struct Recovery {
    std::string_view key;     // "subdual_by_the_hour"
    std::string_view label;   // what the party screen's button says: "Rest: subdual back"
    std::string_view unit;    // what the amount counts ("hours", "weeks"); "" when none is asked
    int most = 0;             // the largest amount (with a unit)
    Member (*apply)(const Member&, int amount) = nullptr;
};
namespace detail {
struct Scheme;
class Collector;
} // namespace detail

// A number quick add asks for when a combatant joins.
struct StatQuestion {
    std::string_view key;     // the SetStat key ("dex"); where the system counts ranks, "physical" and "mental"
    std::string_view label;   // "DEX"
    int initial = 0;
    int lo = 0;
    int hi = 0;
};

// One of the system's table options, shown as a toggle in the encounter menu.
struct RuleOption {
    std::string_view label;   // "ties act simultaneously"
    std::string_view tag;     // the widget's name for tests: "option-simultaneous"
    bool (*is_on)(const SchemeSettings&) = nullptr;
    void (*flip)(SchemeSettings&) = nullptr;
};

// An effect modifier the system reads, as the effect sheet offers it: {"initiative", "Initiative"}.
struct ModifierSpec {
    std::string_view key;
    std::string_view label;
};

// A named spell or condition of the system's text, filled into the effect sheet by one tap.
struct EffectPreset {
    std::string_view name;           // "Speed"
    std::string_view duration;       // "1 turn + caster's level"
    std::string_view modifier = {};  // the modifier it sets, if any ("initiative")
    int value = 0;                   // by how much (+3)
    bool spell = true;               // a spell: the Spells resistance halves it
};

// What every system's turn order reads when a system names none of its own.
inline constexpr ModifierSpec kSharedModifiers[] = {{"initiative", "Initiative"}, {"stunned", "Stunned (1: yes)"}};

struct RuleSystem {
    std::string_view key;             // its name in saved files and links: "countdown" (a string literal: the catalogue reads .data())
    Ruleset id() const { return Ruleset{key.data()}; }
    std::string_view name;            // "Countdown 10 to 1 (OSR)"
    std::string_view choice;          // its button under "New encounter"
    std::string_view rules_text;      // its text in shared/rules ("" for the generic system)
    SchemeSettings settings{};        // how a new encounter of this system starts
    std::span<const RuleOption> options;

    // Turn order and moving through the round (scheme.hpp).
    const detail::Scheme* turns = nullptr;
    // The steps its round walks through (besides Idle): a saved state at any other step is damaged.
    std::span<const Step> steps;
    // What the rules ask the table for now, during setup and while the fight runs ...
    void (*prompts)(const Encounter&, detail::Collector&) = nullptr;
    // ... and the big button's candidates while it runs, best first (the first the reducer accepts is shown).
    std::vector<Prompt> (*primary)(const Encounter&) = nullptr;
    // Action types that only some systems play: this system plays these. A type that no system
    // lists is played by every system (damage, effects, the roster).
    std::span<const std::string_view> actions;
    // Actions of its text that every system's reducer still takes (a generic fight may carry
    // ranks and wounds), but only this system's action list offers (offers()).
    std::span<const std::string_view> listed_only_here;
    // The actions its table takes every round, as this combatant would start them now (001:
    // declare a spell or charge; 003: declare attacks or a spell; 002: the target's Dodge or
    // Block): every_round_offers keeps those the reducer takes. nullptr: none.
    std::vector<Action> (*every_round)(const Encounter&, const Combatant&) = nullptr;
    // What a saved state of this system must also hold true (validate.cpp); nullptr: nothing more.
    Refusal (*check)(const Encounter&) = nullptr;
    // Parts of this text that any fight may carry, whatever its rules (text 002's ranks and
    // wounds: a generic fight may carry them): what every fight's new round starts with (bleeder
    // rolls), what it owes the table while it runs (rolls for ranks), and what any saved state
    // must hold true of this text's parts wherever they are (a part a file puts in another
    // system's fight is checked all the same), and what its parts forget of a combatant that
    // leaves the fight (RemoveCombatant; it is still there). The common core asks every
    // registered system. nullptr: nothing.
    void (*any_fight_round_begins)(Encounter&) = nullptr;
    void (*any_fight_prompts)(const Encounter&, detail::Collector&) = nullptr;
    Refusal (*any_fight_check)(const Encounter&) = nullptr;
    void (*any_fight_combatant_leaves)(Encounter&, CombatantId) = nullptr;
    // Where this text measures a combatant's health by its own parts instead of hit points (text
    // 002's ranks): a newcomer's (AddCombatants, quick add's one action) as the actions that give
    // it to the first of a batch before its copies are made, taking out of `stats` what they use
    // ("physical" and "mental" become its ranks). The newcomer then has no hit points, however it
    // was described. nullptr: hit points.
    std::vector<Action> (*newcomer_health)(CombatantId first, std::map<std::string, int>& stats) = nullptr;

    // The shared combat contract (core/fight/combat.hpp). Why a combatant is out of the fight under
    // this text (down, dead, surrendered, fled); nullptr: down at 0 hit points or below.
    std::optional<std::string> (*out_of_fight)(const Encounter&, const Combatant&) = nullptr;
    // Why a combatant in the fight may not take a turn now (stunned, knocked out), as this text
    // reads it (why_not_acting in core/fight/combat.hpp); nullptr: nothing but being out of the fight.
    std::optional<std::string> (*kept_from_acting)(const Encounter&, const Combatant&) = nullptr;
    // Stunned as this text means it; nullptr: a "Stunned" effect (or a "stunned" modifier) says so.
    bool (*stunned)(const Encounter&, const Combatant&) = nullptr;
    // Surprised right now (it may not act yet); nullptr: the text has no surprise.
    bool (*surprised)(const Encounter&, const Combatant&) = nullptr;
    // A hit of `amount` damage entered on the phone (TakeHit), through this text's damage model;
    // nullptr: the hit points take it as it is (Damage).
    Refusal (*take_hit)(Encounter&, Combatant&, int amount) = nullptr;
    // A combatant's health in this text's units of harm (`harm_unit`: "ranks"), any origin: the
    // fight's summary counts each fall of it as harm taken (core/fight/fight_summary.hpp).
    // nullptr: its hit points and temporary hit points ("hp").
    int (*health)(const Combatant&) = nullptr;
    std::string_view harm_unit = "hp";
    // What players may see of this text's own parts (share links, the live view): takes out of
    // `view` what only the game master may know. rk::player_view has already taken out the
    // hidden combatants (`hidden`: their ids), notes, NPC hit points and ranks, and the NPC stats
    // that `order_stats` does not name. nullptr: its parts hold nothing more to keep back.
    void (*for_players)(Encounter& view, const std::set<CombatantId>& hidden) = nullptr;
    // The NPC stats its turn order reads (besides "initiative", which every order reads): the
    // players' view keeps these, since the order shows them anyway, and no other NPC stat.
    std::span<const std::string_view> order_stats;

    // For the interface.
    std::span<const StatQuestion> stats;         // what quick add asks for
    std::string_view sample_fight;               // a list of actions (JSON) for the start screen
    // Where the round stands, for the header ("count 7"); empty when there is nothing to add.
    std::string (*clock)(const Encounter&) = nullptr;
    // The number on a combatant's card that the order goes by ("17", the dice in hand); "–" for none.
    std::string (*order_value)(const Encounter&, const Combatant&) = nullptr;
    // Conditions the card must show in red ("Stunned", "Wounded: -10 to all rolls").
    std::vector<std::string> (*alerts)(const Encounter&, const Combatant&) = nullptr;
    // What only this text keeps that the card shows as chips (core/fight/card_state.hpp): a declared
    // spell (001), declared attacks (003), surprise with its segments left (a chip tagged
    // "surprised" stands in for the plain one).
    std::vector<CardChip> (*card_chips)(const Encounter&, const Combatant&) = nullptr;
    // What the table hears when one of its own effects is gone (a casting: "Merlin's Magic
    // missile goes off."); empty: the plain "<effect> on <target> has ended." (rk::effect_ended_words).
    std::string (*effect_ended)(const Encounter& now, const Effect& fx) = nullptr;
    // The effect modifiers it reads, set on the effect sheet by taps (empty: kSharedModifiers),
    // and its text's named spells and conditions as one-tap presets there.
    std::span<const ModifierSpec> effect_modifiers;
    std::span<const EffectPreset> effect_presets;
    // Where the order goes by initiative counts (a reminder's count, core/model/reminder.hpp): whether
    // this combatant's turn comes before `count` this round (on it, too: a reminder loses ties).
    // It says when a count has come and where a reminder sits in the order. nullptr: the order
    // has no counts to name.
    bool (*goes_before_count)(const Encounter&, const Combatant&, int count) = nullptr;
    // Where the game master may not move a combatant in the order by hand (MoveInOrder): what sets it.
    std::string_view order_set_by;

    // Between fights (core/fight/lasting.hpp). What of a combatant lasts when the fight ends, as
    // this text says: it starts from rk::generic_lasting (hit points, temporary hit points, the
    // effects still running on it, nothing of the round) and keeps its own lasting parts (lost
    // ranks, subdual damage, damaged gear) and drops the effects that end with the fight.
    // nullptr: rk::generic_lasting as it is.
    Member (*lasting)(const Encounter&, const Combatant&) = nullptr;
    // Brings those parts back on `id`, a combatant just added from the member (before its hit
    // points and effects are set), by this text's actions where they say it exactly. nullptr: nothing more.
    Refusal (*rejoin)(Encounter&, CombatantId id, const Member&) = nullptr;
    // Its lasting parts in words for the log's summary ("4 subdual", "Sword damaged"): a
    // change in them is named there. nullptr: none besides hit points and effects.
    std::vector<std::string> (*lasting_words)(const Member&) = nullptr;
    // How a member recovers between fights as this text says (subdual by the hour, a week of
    // rest, first aid), beside what every system offers (rk::common_recoveries: heal N, to full).
    std::span<const Recovery> recoveries;
};

// Every system (core/rules/systems.cmake), in the order "New encounter" lists them.
std::span<const RuleSystem* const> rule_systems();
// The system with that key; the generic one for a key nobody registered.
const RuleSystem& rule_system(Ruleset id);
inline const RuleSystem& rule_system(const Encounter& e) { return rule_system(e.ruleset); }
// The system saved under that key, or nullptr.
const RuleSystem* find_rule_system(std::string_view key);

// Does this system play this action type? Its own (RuleSystem::actions), and every type that
// no system claims as its own. The reducer refuses the others.
bool plays(const RuleSystem& system, std::string_view action_type);
// Does this system's action list offer it? What it plays, less another text's own
// (RuleSystem::listed_only_here): no ranks in a d20 fight's list.
bool offers(const RuleSystem& system, std::string_view action_type);

} // namespace rk
