#pragma once
// Every change to the library (the saved encounters, the party roster, the settings) is one of
// these plain, JSON-serializable actions, as every change to an encounter is one of
// actions.hpp's. The library's reducer (library_reducer.hpp) applies them.
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/library/library.hpp"

namespace rk {

// A fresh encounter for these rules, named "Encounter N" after its id.
struct NewEncounter {
    static constexpr std::string_view kType = "NewEncounter";
    Ruleset ruleset = kDefaultRuleset;
    SchemeSettings settings;
    bool operator==(const NewEncounter&) const = default;
};

// What the game master answered for an imported party or roster member whose name the library
// already holds otherwise: replace the library's with it, keep both (the imported one named
// "Name (2)"), or leave it out. No answer leaves it out: an import never overwrites unasked.
inline constexpr std::string_view kReplaceIt = "replace", kKeepBoth = "both", kLeaveOut = "leave";

// Encounters from outside (an imported file, a share link opened as a new encounter), added as
// new entries and never over one, with the file's roster entries and parties: those whose names
// the library lacks come in; one the library holds the same stays; one it holds otherwise is
// answered by name in `member_answers` / `party_answers` (import_questions, party.hpp).
struct AddEncounters {
    static constexpr std::string_view kType = "AddEncounters";
    std::vector<Encounter> encounters;
    std::vector<RosterEntry> roster;
    std::vector<Party> parties{};
    std::map<std::string, std::string> party_answers{};
    std::map<std::string, std::string> member_answers{};
    bool operator==(const AddEncounters&) const = default;
};

struct OpenEncounter {
    static constexpr std::string_view kType = "OpenEncounter";
    std::uint32_t id = 0;
    bool operator==(const OpenEncounter&) const = default;
};

// No encounter of the library is open (the library screen, or a players' view).
struct CloseEncounter {
    static constexpr std::string_view kType = "CloseEncounter";
    bool operator==(const CloseEncounter&) const = default;
};

struct DeleteEncounter {
    static constexpr std::string_view kType = "DeleteEncounter";
    std::uint32_t id = 0;
    bool operator==(const DeleteEncounter&) const = default;
};

// The open encounter's latest value written into its entry (the encounter's own changes go
// through its reducer and its own undo history; this only files the result).
struct KeepEncounter {
    static constexpr std::string_view kType = "KeepEncounter";
    std::uint32_t id = 0;
    Encounter encounter;
    bool operator==(const KeepEncounter&) const = default;
};

// A new roster entry, and into `party` when one is named (made when the library has none of that
// name: a player kept from a fight goes into the first party, rk::party_for_new).
struct AddToRoster {
    static constexpr std::string_view kType = "AddToRoster";
    RosterEntry entry;
    std::string party{};
    bool operator==(const AddToRoster&) const = default;
};

// Roster entries are known by their name: the roster never holds two of the same name. A member
// removed leaves every party it was in.
struct RemoveFromRoster {
    static constexpr std::string_view kType = "RemoveFromRoster";
    std::string name;
    bool operator==(const RemoveFromRoster&) const = default;
};

// How the party stands back from an encounter of the library (issue 28), as one undoable step:
// each combatant whose name the roster holds (players; foes only when `foes`) keeps what the fight
// left of it (core/fight/lasting.hpp). A member also in another fight not ended is left as the
// roster has it unless `even_if_elsewhere`: the app names that fight and asks first.
struct KeepPartyState {
    static constexpr std::string_view kType = "KeepPartyState";
    std::uint32_t id = 0;
    bool foes = false;
    bool even_if_elsewhere = false;
    bool operator==(const KeepPartyState&) const = default;
};

// Rest and care between fights (issue 28) for these members: a recovery of the rule system their
// state is kept in (RuleSystem::recoveries) or a common one ("heal", "to_full"), by key, with an
// amount where it asks one; or, with `how` "clear", the effect or condition named `effect` ended.
struct Recover {
    static constexpr std::string_view kType = "Recover";
    std::vector<std::string> names;
    std::string how;
    int amount = 0;
    std::string effect;
    bool operator==(const Recover&) const = default;
};

// A member's sheet changed (player or foe, level, maximum hit points, stats, notes, and its name
// where no other entry has it: its parties follow the new name); how it stands is kept.
struct EditMember {
    static constexpr std::string_view kType = "EditMember";
    std::string name;
    RosterEntry sheet;
    bool operator==(const EditMember&) const = default;
};

// Named parties (issue 28): a new empty one, a new name, one removed (its members stay in the
// roster), a roster member put in (`in`) or taken out of one.
struct AddParty {
    static constexpr std::string_view kType = "AddParty";
    std::string name;
    bool operator==(const AddParty&) const = default;
};

struct RenameParty {
    static constexpr std::string_view kType = "RenameParty";
    std::string name;
    std::string to;
    bool operator==(const RenameParty&) const = default;
};

struct RemoveParty {
    static constexpr std::string_view kType = "RemoveParty";
    std::string name;
    bool operator==(const RemoveParty&) const = default;
};

struct SetInParty {
    static constexpr std::string_view kType = "SetInParty";
    std::string party;
    std::string member;
    bool in = true;
    bool operator==(const SetInParty&) const = default;
};

struct ChangeSettings {
    static constexpr std::string_view kType = "ChangeSettings";
    LibrarySettings settings;
    bool operator==(const ChangeSettings&) const = default;
};

using LibraryAction = std::variant<NewEncounter, AddEncounters, OpenEncounter, CloseEncounter, DeleteEncounter,
                                   KeepEncounter, AddToRoster, RemoveFromRoster, KeepPartyState, Recover, EditMember,
                                   AddParty, RenameParty, RemoveParty, SetInParty, ChangeSettings>;

std::string_view action_type(const LibraryAction& a);
// A library action as JSON ({"type":"OpenEncounter","id":2}): for the test hook and tools.
Result<LibraryAction> load_library_action(std::string_view json_text);

} // namespace rk
