#pragma once
// Everything a game master keeps: several named encounters and the party roster reused
// across them. Saved as one document with its own schema number.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/encounter.hpp"
#include "core/model/member.hpp"

namespace rk {

// A party member (or a favourite foe) kept between encounters: its sheet (name, level, maximum
// hit points, stats, notes), edited by the game master, and how it stands now (issue 28).
struct RosterEntry {
    std::string name;
    bool is_player = true;
    int level = 1;
    std::optional<int> hp_max;
    std::map<std::string, int> stats;
    std::string notes;
    // What the last fight it was kept from left of it (hit points, its rule system's lasting
    // parts, the effects still running), in the terms of that fight's rules (`standing_rules`).
    // None: at full health with nothing on it, as a new entry (and an old library's) is.
    std::optional<Member> standing;
    Ruleset standing_rules = kDefaultRuleset;
    bool operator==(const RosterEntry&) const = default;
};

// A named party (issue 28): a group of roster members a game master runs together, known by its
// name as a member is by its. Its members are roster names; a member may be in several parties
// and keeps one standing, shared by each. The roster stays the pool of members and favourite foes.
struct Party {
    std::string name;
    std::vector<std::string> members;
    bool operator==(const Party&) const = default;
};

// The party an older library (one without parties) reads as: every player of its roster.
inline constexpr const char* kFirstPartyName = "The party";

// What the library's list and the questions about other fights read of an encounter, without
// its contents (issue 33: the library's index keeps it, so a start need not read them all).
struct EntrySummary {
    std::string name;
    Ruleset ruleset = kDefaultRuleset;
    Phase phase = Phase::Setup;
    int round = 0;
    std::uint32_t combatants = 0;
    // Its combatants' names, sorted and each once, while the fight is not over (a member may be
    // in one open fight at a time: party.hpp's other_open_fights asks).
    std::vector<std::string> names;
    bool operator==(const EntrySummary&) const = default;
};
EntrySummary entry_summary(const Encounter& e);

struct LibraryEntry {
    std::uint32_t id = 0;
    // Its contents; none until read from storage: a start reads only the open encounter, the
    // others when they are opened (Store::load), and lists them by the summary the index kept.
    std::optional<Encounter> encounter;
    EntrySummary summary;   // the index's, kept only while the contents are not read
    bool operator==(const LibraryEntry&) const = default;
};
// The entry's summary: of its contents when they were read, else the index's.
EntrySummary summary_of(const LibraryEntry& entry);
const std::string& name_of(const LibraryEntry& entry);   // its summary's name, without the rest

// The app's settings travel with the library (one save holds everything).
struct LibrarySettings {
    bool theme_follows_device = true;  // light or dark as the phone is set, until the user picks one
    bool light_theme = false;          // the one picked (dark: dim rooms)
    int text_size = 1;                 // 0 small, 1 normal, 2 large
    int last_export_day = -1;          // days since 1970 of the last export (-1: never)
    int reminder_dismissed_day = -1;   // the export reminder is quiet for a while after this
    bool keep_screen_on = true;        // the screen stays on while a fight runs (a wake lock, where the browser has one)
    bool operator==(const LibrarySettings&) const = default;
};

struct Library {
    std::vector<LibraryEntry> encounters;
    std::vector<RosterEntry> roster;
    std::vector<Party> parties;
    std::optional<std::uint32_t> open;   // the encounter on screen
    std::uint32_t next_id = 1;
    LibrarySettings settings;
    bool operator==(const Library&) const = default;
};

std::string save_library(const Library& lib);                // {"schema":1,"library":{...}}
Result<Library> load_library(std::string_view json_text);

// A file to import: a library (its encounters and roster) or one encounter. Parsed once; which
// of the two it is decides the reason it is refused with (a too long name, a number out of
// range), never "not a library" for an encounter's file.
struct ImportedFile {
    std::vector<Encounter> encounters;
    std::vector<RosterEntry> roster;
    std::vector<Party> parties;
};
Result<ImportedFile> load_import_file(std::string_view text);

// Nothing when the library is sound; otherwise its first broken invariant, in words.
Refusal check_library(const Library& lib);
// The parties' part of it: names unique, not empty and within a name's bounds, each member once
// and in the roster.
Refusal check_parties(const Library& lib);

// A library read from a file or storage that holds no parties (written before they were): one
// party, "The party", of every player of its roster (none when it has no player).
void upgrade_parties(Library& lib);
// Parties read from damaged storage made sound: a member not in the roster (lost with its entry)
// or named twice leaves; a party without a sound name of its own is dropped. How many were dropped.
int mend_parties(Library& lib);

// Whether the party roster holds someone of this name (names are the roster's keys).
bool in_roster(const Library& lib, const std::string& name);
// The roster's entry of that name, or nullptr.
const RosterEntry* find_member(const Library& lib, const std::string& name);
RosterEntry* find_member(Library& lib, const std::string& name);
const Party* find_party(const Library& lib, const std::string& name);
Party* find_party(Library& lib, const std::string& name);
bool in_party(const Party& p, const std::string& member);
const LibraryEntry* find_entry(const Library& lib, std::uint32_t id);
LibraryEntry* find_entry(Library& lib, std::uint32_t id);

} // namespace rk
