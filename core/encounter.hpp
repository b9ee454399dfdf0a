#pragma once
// The game master's whole encounter as one plain value. Nothing here changes except through
// the reducer (reducer.hpp); the UI copies values out of it and dispatches actions.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "dice.hpp"
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
    bool operator==(const Side&) const = default;
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
    std::optional<int> initiative;
    bool acted = false;

    bool operator==(const Combatant&) const = default;
    int stat(const std::string& key, int fallback = 0) const {
        auto it = stats.find(key);
        return it == stats.end() ? fallback : it->second;
    }
};

enum class Phase : std::uint8_t { Setup, Running, Ended };

struct LogEntry {
    int round = 0;
    std::string text;
    bool operator==(const LogEntry&) const = default;
};

struct Encounter {
    std::string name = "Encounter";
    Ruleset ruleset = Ruleset::HighestFirst;
    Phase phase = Phase::Setup;
    int round = 0;                          // 0 before the fight starts
    std::optional<CombatantId> acting;      // whose turn it is, if anyone's
    std::vector<Side> sides = {{1, "Party"}, {2, "Foes"}};
    std::vector<Combatant> combatants;
    std::vector<LogEntry> log;
    Rng rng;
    std::uint32_t next_id = 1;              // ids are never reused, even after removal

    bool operator==(const Encounter&) const = default;

    const Combatant* find(CombatantId id) const;
    Combatant* find(CombatantId id);
    const Side* find_side(SideId id) const;
};

std::string_view ruleset_name(Ruleset r);

} // namespace rk
