#pragma once
// The fight's summary (issue 28): how many rounds it took, who fell or fled, the harm each
// combatant took and dealt, and what lasts on the party. The reducer counts the harm as the
// fight runs (Encounter::tally, by note_harm); the summary reads it off the encounter, so it is
// kept with the encounter, undone with it, and the same on every reload.
#include <optional>
#include <string>
#include <vector>

#include "core/model/actions.hpp"
#include "core/model/encounter.hpp"

namespace rk {

// Each combatant's health before an action (RuleSystem::health), to compare after it.
struct HealthBefore {
    std::vector<std::pair<CombatantId, int>> health;   // in the encounter's order
    std::optional<CombatantId> striker;                // whom the harm others take is credited to
};

// Taken before an action while the fight runs (nothing otherwise: setting up is not harm).
HealthBefore health_before(const Encounter& e, const Action& action);
// After the action applied: each fall in a combatant's health is harm it took, and harm the
// striker dealt when someone else took it. The striker is the one the action names as attacker
// or caster, else whoever's turn it is (docs/rules-notes.md, "The fight's summary").
void note_harm(Encounter& e, const HealthBefore& before);

struct SummaryLine {
    CombatantId id = 0;
    std::string name;
    bool is_player = false;
    int taken = 0;
    int dealt = 0;
    std::optional<std::string> out;    // why it is out of the fight at the end (fell, fled, surrendered)
    std::string hit_points;            // players: "9/24 hp" as the fight leaves them ("" without)
    std::vector<std::string> lasting;  // players: what else lasts ("4 subdual", "Bless (3 rounds)")
    bool operator==(const SummaryLine&) const = default;
};

struct SummarySide {
    std::string name;                  // "Party", "Foes", a faction
    std::vector<SummaryLine> lines;    // in the encounter's order
    bool operator==(const SummarySide&) const = default;
};

struct FightSummary {
    std::string encounter;
    int rounds = 0;
    bool over = false;                 // ended, or still running (a summary so far)
    std::string unit;                  // of harm: "hp", "ranks"
    std::vector<SummarySide> sides;    // in the encounter's order of sides; empty sides left out
    bool operator==(const FightSummary&) const = default;
};

FightSummary summarize(const Encounter& e);

// The summary as plain text, to share in a message: a heading line, then a line per side and a
// line per combatant ("Aria: took 15 hp, dealt 12 hp · lasts: 9/24 hp, Bless (3 rounds)").
std::string summary_text(const FightSummary& s);
// One combatant's line without its name ("fell (down at 0 hit points) · took 7 hp, dealt 3 hp").
std::string summary_words(const SummaryLine& line, const std::string& unit);

} // namespace rk
