#include "ui/app/action_catalogue.hpp"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <iterator>
#include <utility>
#include <variant>
#include <vector>

#include "core/model/actions.hpp"
#include "core/fight/every_round.hpp"
#include "core/rules/rule_system.hpp"
#include "core/formats/json_types.hpp"
#include "core/fight/reducer.hpp"
#include "ui/app/action_spec_fields.hpp"
#include "ui/rules/system_catalogues.hpp"   // generated from core/rules/systems.cmake

namespace rk::ui {
namespace {

using namespace spec;

// The actions most systems play; each rule system's own are in its folder
// (ui/rules/<system>/<system>_catalogue.hpp). Which rule systems play an entry is not kept here:
// each system lists the action types only some systems play (RuleSystem::actions), and every
// system plays the rest (actions_for).
constexpr ActionSpec kCommon[] = {
        // ---- in every fight: hit points, effects ----
        {Damage::kType, "Damage", kCombatant, {self(), number("amount", "Damage", 0, 100000)},
         "Takes hit points off; a hit that does damage may disrupt a spell or stun, as the rules say"},
        {Heal::kType, "Heal", kCombatant, {self(), number("amount", "Healing", 0, 100000)},
         "Gives hit points back, up to the maximum"},
        {MoveInOrder::kType, "Move in the order", kCombatant, {self(), field("down", "Move down (untick: up)", K::Bool)},
         "After a mistake: one place up or down; it takes the initiative of the one it passes"},
        {GiveTempHp::kType, "Temp hit points", kCombatant, {self(), number("amount", "Temporary hit points", 1, 100000)},
         "Damage takes them first; a new grant keeps the higher, healing does not give them back"},
        {RollHitPoints::kType, "Roll hit points", kCombatant, {self(), field("dice", "Hit dice", K::Text), roll()},
         "Maximum and current hit points from a roll, like 2d8+2"},
        {SetHp::kType, "Set hit points", kCombatant, {self(), number("hp", "Hit points", -100000, 100000)},
         "Sets the current hit points (at most the maximum)"},
        {TakeHit::kType, "Take a hit", kCombatant, {self(), number("amount", "Damage", 0, 100000)},
         "A hit as the table rolled it: PROT, armour or ranks take their share, as the rules say"},
        {AttackHits::kType, "Hit (no damage)", kCombatant, {self("target"), field("attacker", "Attacker", K::OptionalCombatant)},
         "A successful attack, even one that does no damage: it disrupts a declared spell where the rules say so"},
        {AddEffect::kType, "Add an effect", kCombatant, {self("target"), field("modifiers", "Spell or modifiers", K::Modifiers),
          field("name", "Effect", K::Text), field("source", "Caused by", K::OptionalCombatant),
          field("duration", "Duration", K::Text), choice("expiry", "Runs out", kExpiries),
          field("anchor_on_source", "Count the caster's turns", K::Bool),
          field("count_this_round", "This round counts", K::Bool), roll("Duration dice"),
          field("resistible", "A spell (resistance halves it)", K::Bool)},
         "An effect with a duration: \"1 round\", \"1d3 rounds\", \"1 turn + caster's level\", \"until removed\""},
        {RemoveEffect::kType, "Remove an effect", kEncounter, {field("id", "Effect", K::Effect)},
         "The effect ends now, whatever time it had left", true},
        {ExtendEffect::kType, "Extend an effect", kEncounter, {field("id", "Effect", K::Effect), number("by", "By", -100, 100)},
         "Adds time to an effect (a negative number shortens it)"},

        // ---- reminders: entries in the order that are not combatants ----
        {AddReminder::kType, "Add a reminder", kEncounter, {field("text", "Reminder", K::Text),
          number("round", "In round", 1, kMaxReminderRound), {"count", "At initiative count", K::OptionalCount, -1000, 1000},
          field("every_round", "Every round from then on (a lair)", K::Bool)},
         "Reinforcements in round 3, a lair on count 20 each round, a trap: the table is reminded when it comes"},
        {ReminderDone::kType, "Reminder done", kEncounter, {field("id", "Reminder", K::Reminder)},
         "The table has dealt with a reminder that came (one for every round comes again next round)"},
        {RemoveReminder::kType, "Remove a reminder", kEncounter, {field("id", "Reminder", K::Reminder)},
         "The reminder is dropped, whether or not it came", true},

        // ---- moving through the fight ----
        {StartEncounter::kType, "Start the fight", kEncounter, {}, "Round 1 begins with the combatants on the list"},
        {NextTurn::kType, "Next turn", kEncounter, {}, "The acting combatant is done: on to the next one, step or round"},
        {PreviousTurn::kType, "Previous turn", kEncounter, {},
         "Back to the last finished turn of this round (Undo goes further)"},
        {EndRound::kType, "End the round", kEncounter, {},
         "Closes the round early: effects tick and the next round begins"},
        {RollInitiative::kType, "Roll initiative", kCombatant, {self(), roll()},
         "Rolls (or takes the faces the table rolled for) this combatant's initiative: d20 + modifier, the "
         "countdown's d10, the round's action dice or each declared action's die"},
        {SetInitiative::kType, "Set initiative", kCombatant, {self(), number("value", "Initiative", -1000, 1000)},
         "The initiative a player says, modifier included (e.g. 22): the highest goes first. Where each "
         "attack has its own initiative, this sets the one being rolled"},
        {FinishDeclarations::kType, "Finish declarations", kEncounter, {},
         "Ends the declaring step and goes on (to initiative, or to the initiative round)"},
        {Hold::kType, "Hold / wait", kCombatant, {self()},
         "Puts the turn off: delays until you tap Act now (highest first), waits for a later initiative round "
         "(000), holds until after count 1 (001), or holds its dice (002)"},
        {ActNow::kType, "Act now", kCombatant, {self()},
         "A waiting or holding combatant acts now; in alternating factions, its faction takes its turn with it"},
        {EndEncounter::kType, "End the fight", kEncounter, {},
         "The fight is over: no more turns (durability rolls are listed for text 004's gear)", true},

        // ---- who is in the fight ----
        {AddCombatant::kType, "Add a combatant", kEncounter, {field("name", "Name", K::Text), field("side", "Side", K::Side), field("is_player", "Player character", K::Bool),
          number("level", "Level", 0, 100), optional_number("hp_max", "Hit points", 1, 100000),
          number("initiative_modifier", "Initiative modifier", -50, 50)},
         "A new combatant joins the fight"},
        {AddCombatants::kType, "Add several alike", kEncounter, {field("name", "Name", K::Text), field("side", "Side", K::Side), field("is_player", "Player character", K::Bool),
          number("level", "Level", 0, 100), optional_number("hp_max", "Hit points", 1, 100000), field("hp_dice", "or hit dice (2d8+2)", K::Text),
          optional_number("initiative", "Initiative", -1000, 1000), number("copies", "How many", 1, 100)},
         "Combatants alike, numbered \"Goblin 1 ... N\": hit dice roll each one's hit points (ranks instead where the rules count ranks)"},
        {AddMembers::kType, "Add from the party", kEncounter, {field("members", "Who", K::Members)},
         "Party members join as they stand: their hit points, what lasts of the last fight, the effects still on them"},
        {RenameCombatant::kType, "Rename", kCombatant, {self(), field("name", "Name", K::Text)}, "A new name"},
        {DuplicateCombatant::kType, "Duplicate", kCombatant, {self(), number("count", "Copies", 1, 100)},
         "Makes copies; the original and its copies are numbered \"Goblin 1 ... N\""},
        {RemoveCombatant::kType, "Remove from the fight", kCombatant, {self()},
         "The combatant leaves the fight with its effects", true},
        {SetLevel::kType, "Set level", kCombatant, {self(), number("level", "Level", 0, 100)},
         "The level the rules read (text 000's tie rolls, effect durations)"},
        {SetStat::kType, "Set a stat", kCombatant, {self(), field("key", "Stat", K::Text), number("value", "Value", -100000, 100000)},
         "A number the rules read: \"initiative\", \"dex\", \"initiative_modifier\", \"per\", \"str\", \"wit\", \"body\"..."},
        {SetNotes::kType, "Notes", kCombatant, {self(), field("notes", "Notes", K::Text)},
         "The game master's notes (never shown to players)"},
        {SetHidden::kType, "Hide from players", kCombatant, {self(), field("hidden", "Hidden", K::Bool)},
         "Hides the combatant from the players' view (an ambush not yet sprung), or reveals it"},
        {SetGroup::kType, "Set group", kCombatant, {self(), field("group", "Group", K::Text)},
         "Its group within its side, for morale checks (empty: the side is its group)"},
        {RenameEncounter::kType, "Rename the encounter", kEncounter, {field("name", "Name", K::Text)},
         "A new name for the encounter"},
        {SetRuleset::kType, "Change the rules", kEncounter, {field("ruleset", "Rules", K::RuleSystem)},
         "The combat system, before the fight starts (its settings go back to their defaults)"},
        {AddSide::kType, "Add a side", kEncounter, {field("name", "Name", K::Text)},
         "A side (a faction) joins the fight"},
        {RenameSide::kType, "Rename a side", kEncounter, {field("id", "Side", K::Side), field("name", "Name", K::Text)},
         "A new name for a side"},
};

// The common entries and each rule system's (ui/rules/<system>/<system>_catalogue.hpp), in the order
// RK_SYSTEM_CATALOGUES names them, joined by the compiler into one constant table.
template <std::size_t... N>
constexpr auto joined(const ActionSpec (&... parts)[N]) {
    std::array<ActionSpec, (N + ...)> all{};
    std::size_t at = 0;
    ((std::copy(std::begin(parts), std::end(parts), all.begin() + at), at += N), ...);
    return all;
}
constexpr auto kCatalogue = joined(kCommon RK_SYSTEM_CATALOGUES);

} // namespace

std::span<const ActionSpec> action_catalogue() { return kCatalogue; }

std::vector<const char*> field_choices(const FieldSpec& field) {
    if (field.kind != FieldKind::RuleSystem) return field.choices;
    std::vector<const char*> keys;   // keys are string literals: their data() is a C string
    for (const RuleSystem* system : rule_systems()) keys.push_back(system->key.data());
    return keys;
}

const ActionSpec* find_action_spec(std::string_view type) {
    for (const ActionSpec& spec : action_catalogue())
        if (spec.type == type) return &spec;
    return nullptr;
}

std::vector<const ActionSpec*> actions_for(Ruleset ruleset, Scope scope) {
    const RuleSystem& system = rule_system(ruleset);
    std::vector<const ActionSpec*> out;
    for (const ActionSpec& spec : action_catalogue())
        if (spec.scope == scope && offers(system, spec.type)) out.push_back(&spec);
    return out;
}

namespace {

// The groups every system shares; whatever else a system offers is its text's own.
constexpr std::string_view kHitPointsAndEffects[] = {Damage::kType,  Heal::kType,      TakeHit::kType, GiveTempHp::kType,
                                                     AttackHits::kType, RollHitPoints::kType, SetHp::kType,
                                                     AddEffect::kType, RemoveEffect::kType, ExtendEffect::kType};
constexpr std::string_view kTurn[] = {StartEncounter::kType, NextTurn::kType,       PreviousTurn::kType,
                                      EndRound::kType,       RollInitiative::kType, SetInitiative::kType,
                                      FinishDeclarations::kType, Hold::kType,      ActNow::kType, MoveInOrder::kType,
                                      EndEncounter::kType,   AddReminder::kType,    ReminderDone::kType,
                                      RemoveReminder::kType};
constexpr std::string_view kInTheFight[] = {AddCombatant::kType, AddCombatants::kType, AddMembers::kType, RenameCombatant::kType, DuplicateCombatant::kType,
                                            RemoveCombatant::kType, SetLevel::kType,    SetStat::kType,
                                            SetNotes::kType,     SetHidden::kType,       SetGroup::kType,
                                            RenameEncounter::kType, SetRuleset::kType,   AddSide::kType,
                                            RenameSide::kType};

bool among(std::span<const std::string_view> types, std::string_view type) {
    return std::find(types.begin(), types.end(), type) != types.end();
}

} // namespace

namespace {
// An encounter's action the reducer refuses outright at this moment (the fight not started yet or
// under way, over, another step, these rules or settings without it) is not offered: as with
// the prompts' Collector, a button exists only if its action can be accepted now.
bool not_now(const Encounter& e, std::string_view type) {
    const std::optional<Action> action = variant_of_type<Action>(type);
    if (!action) return false;
    const Result<Encounter> tried = apply(e, *action);
    if (tried) return false;
    switch (tried.why()) {
    case Why::NotStarted: case Why::AlreadyStarted: case Why::Ended: case Why::NotRunning:
    case Why::NotInThisRuleset: case Why::NotInTheseSettings: case Why::WrongStep: return true;
    case Why::NoSuchReminder: return e.reminders.empty();   // nothing to pick
    default: return false;   // refused for what a field holds: the form is there to fill it in
    }
}
} // namespace

std::vector<ActionGroup> grouped_actions(const Encounter& e, std::optional<CombatantId> who) {
    const RuleSystem& system = rule_system(e);
    std::vector<std::string_view> every_round;
    if (who)
        for (const Prompt& p : every_round_offers(e))
            if (p.who == who) every_round.push_back(action_type(p.action));
    std::vector<ActionGroup> groups{{"Every round", {}},
                                    {"Hit points and effects", {}},
                                    {system.rules_text.empty() ? "More" : system.name.data(), {}},
                                    {"The turn", {}},
                                    {"Who is in the fight", {}}};
    for (const ActionSpec* spec : actions_for(e.ruleset, who ? Scope::Combatant : Scope::Encounter)) {
        const std::size_t at = among(every_round, spec->type)          ? 0
                               : among(kHitPointsAndEffects, spec->type) ? 1
                               : among(kTurn, spec->type)                ? 3
                               : among(kInTheFight, spec->type)          ? 4
                                                                         : 2;
        if (!who && not_now(e, spec->type)) continue;   // the encounter's menu: what can be done now
        groups[at].specs.push_back(spec);
    }
    std::erase_if(groups, [](const ActionGroup& g) { return g.specs.empty(); });
    return groups;
}

nlohmann::json default_action_json(std::string_view type) {
    const std::optional<Action> action = variant_of_type<Action>(type);
    return action ? nlohmann::json(*action) : nlohmann::json();   // null for an unknown type
}

} // namespace rk::ui
