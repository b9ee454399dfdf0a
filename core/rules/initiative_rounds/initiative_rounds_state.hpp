#pragma once
// What rules text 000 (initiative rounds) keeps on a combatant and on the encounter.
#include <optional>
#include <string_view>
#include <vector>

#include "core/model/types.hpp"

// The steps of this text's round besides the common ones (core/model/encounter.hpp's Step):
// X(value, its name in JSON, its words on the round line).
#define RK_INITIATIVE_ROUNDS_STEPS(X) \
    /* d100 + level among the minis of one initiative round */ \
    X(RollingTies, "rolling_ties", "tie rolls")

namespace rk {

struct InitiativeRoundsPart {
    static constexpr std::string_view kKey = "initiative_rounds";   // its key in a saved combatant or encounter
    bool declared = false;                  // declared for the current initiative round
    bool offered = false;                   // could have been declared in one of this turn's initiative rounds
    std::optional<int> tie_roll;            // d100 + level in the current initiative round
    std::vector<int> tie_rerolls;           // d100 + level again, while it ties with another mini
    int running_turn = 0;                   // the turn it runs in (0: none): no spells, no combat in it
    bool golem_inactive = false;            // a Golem out of its caster's range, until control is regained
    int place = 0;                          // moved by hand: its place among equal initiatives (higher first) ...
    int placed_at = 0;                      // ... while its initiative is still the one it was placed at
    bool operator==(const InitiativeRoundsPart&) const = default;
};

struct InitiativeRoundsFight {
    static constexpr std::string_view kKey = "initiative_rounds";   // its key in a saved combatant or encounter
    int initiative_round = 0;               // the initiative round being played (0: none yet)
    bool operator==(const InitiativeRoundsFight&) const = default;
};

} // namespace rk
