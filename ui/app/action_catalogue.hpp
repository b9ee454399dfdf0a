#pragma once
// Every action the core offers, described for the interface: a label, whether it is about one
// combatant, and its fields. The action sheet draws a form from an entry and builds the action as JSON that the core's own parser reads, so a new
// action needs one entry here and nothing else in the views. No ImGui here: the catalogue is
// plain data, and a unit test checks it against the core's Action variant.
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/formats/json_numbers.hpp"

#include "core/rules/rule_system.hpp"
#include "core/model/types.hpp"

namespace rk::ui {

enum class FieldKind : std::uint8_t {
    Self,               // the combatant whose sheet is open: filled in, not shown
    Combatant,          // another combatant of the encounter, picked from a list
    OptionalCombatant,  // another combatant, or nobody (the JSON key is left out)
    CombatantList,      // several combatants (a JSON array of ids)
    Members,            // members of the library's party roster, each as it stands (a JSON array of members)
    Side,               // one of the encounter's sides (factions)
    Effect,             // an effect on this combatant (encounter scope: any effect)
    Reminder,           // one of the encounter's reminders (core/model/reminder.hpp)
    Wound,              // one of this combatant's wounds (text 002)
    Int,
    OptionalInt,        // a number, or nothing (the JSON key is left out)
    OptionalCount,      // an initiative count, or nothing: asked only where the running system's
                        // order has counts (its goes_before_count hook); elsewhere the key is left out
    Bool,
    OptionalBool,       // yes, no, or the rules' default (the JSON key is left out)
    Text,
    Choice,             // one of `choices`, spelled as the core's JSON spells them
    Dice,               // die faces, "5, 4, 3" (a JSON array of numbers)
    Roll,               // a RollInput: "roll for me", or the faces the table rolled
    OptionalChoice,     // one of `choices`, or the rules' default (the JSON key is left out)
    RuleSystem,         // one of the registered rule systems, by key (the registry lists them)
    Modifiers,          // an effect's modifiers (a JSON object of key: number): the running system's
                        // keys as steppers, and its text's named spells as presets
};

// The catalogue is constant data, laid out by the compiler: no code builds its entries at
// start-up (it used to be some 26 KB of WebAssembly; docs/size.md): the compiler also joins the
// common entries and each rule system's (ui/rules/<system>/<system>_catalogue.hpp) into one table.
// Its lists are initializer lists, whose arrays live as long as the catalogue.
struct FieldSpec {
    const char* key;                    // the JSON key of the action's field
    const char* label;                  // what the form shows
    FieldKind kind;
    int min = 0, max = 99;              // Int / OptionalInt / OptionalCount stepper bounds
    std::initializer_list<const char*> choices{}; // Choice: the JSON spellings, in a sensible order
};

enum class Scope : std::uint8_t { Encounter, Combatant };

struct ActionSpec {
    std::string_view type;              // the action's kType
    const char* label;                  // as the sheet's button reads: "Spend dice"
    Scope scope;
    std::initializer_list<FieldSpec> fields; // fields not listed keep the action's defaults
    const char* help = "";              // one line under the form's title
    bool destructive = false;           // asks before it applies
};

// Every action type, in the order the sheet lists them: the common ones, then each system's in
// the order of core/rules/systems.cmake.
std::span<const ActionSpec> action_catalogue();
// The spellings a choice offers: its own list, or for a rule system the registry's keys.
std::vector<const char*> field_choices(const FieldSpec& field);
const ActionSpec* find_action_spec(std::string_view type);
// The entries a rule system's list offers (offers(): no other text's own), for a scope.
std::vector<const ActionSpec*> actions_for(Ruleset ruleset, Scope scope);

// The full list of a combatant (or, with nobody, of the encounter) in groups, most used first:
// what its table does every round (every_round_offers), hit points and effects, the text's own
// actions (under the system's name), the turn, who is in the fight. Empty groups are left out.
struct ActionGroup {
    const char* title;
    std::vector<const ActionSpec*> specs;
};
std::vector<ActionGroup> grouped_actions(const Encounter& e, std::optional<CombatantId> who);
// The action of that type with every field at its default, as the core writes it:
// {"type": "Damage", "id": 0, "amount": 0}. Null for an unknown type.
nlohmann::json default_action_json(std::string_view type);

} // namespace rk::ui
