#pragma once
// What a combatant's card says it is under, as plain data: out of the fight, stunned, surprised,
// holding its action, what it declared this round (a spell, its attacks), its states, its effects
// with the time they have left. Every rule behind a chip is read here (or by the system's
// descriptor, RuleSystem::card_chips); the interface only draws the list as chips.
#include <string>
#include <vector>

#include "core/model/encounter.hpp"

namespace rk {

struct CardChip {
    std::string text;     // "Stunned: loses its turns", "Sleep declared", "Bless: 3 rounds left"
    std::string tag;      // what it is, for tests and the interface: "out", "stunned", "surprised",
                          // "held", "declared", "declared-2", "done", "hidden", "effect-<id>", ...
    bool alarm = false;   // it changes what the combatant may do now (drawn in red)
    std::string brief;    // the words where room is short (a compact row): "Stunned", "Bless"; empty: the text
    bool operator==(const CardChip&) const = default;
};

// Most pressing first: out of the fight, stunned, surprised, the rules' alerts, what it declared,
// its states, holding, done, hidden, then its effects.
std::vector<CardChip> card_chips(const Encounter& e, const Combatant& c);
inline const std::string& brief_text(const CardChip& chip) { return chip.brief.empty() ? chip.text : chip.brief; }

} // namespace rk
