#pragma once
// The toy's own parts: what a combatant's coin has shown, and how many coins the fight has seen.
// (A test-only system: tests/unit/rules/toy_coin_toss/ proves a system is its folders and a line.)
#include <string_view>

namespace rk {

// A combatant's tosses this fight, and whether it has tossed this round.
struct ToyCoinTossPart {
    static constexpr std::string_view kKey = "toy_coin_toss";   // its key in a saved combatant
    int heads = 0;
    int tails = 0;
    bool tossed = false;   // this round
    bool operator==(const ToyCoinTossPart&) const = default;
};

// The fight's tosses in all.
struct ToyCoinTossFight {
    static constexpr std::string_view kKey = "toy_coin_toss";   // its key in a saved encounter
    int tosses = 0;
    bool operator==(const ToyCoinTossFight&) const = default;
};

} // namespace rk
