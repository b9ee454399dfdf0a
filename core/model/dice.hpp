#pragma once
// A portable, deterministic dice generator. Its whole state is one integer stored in the
// encounter, so the same seed and actions give the same rolls natively and in WebAssembly,
// and undo/replay reproduce them. No std::uniform_int_distribution: its output is unspecified.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/types.hpp"

namespace rk {

struct Rng {
    std::uint64_t state = 0x9E3779B97F4A7C15ull;

    std::uint64_t next_u64();                 // SplitMix64 step
    int uniform(int lo, int hi);              // inclusive, unbiased (rejection sampling)
    bool operator==(const Rng&) const = default;
};

// Standard notation: "d10", "2d6+3", "d100", "1d3", "4d6-1", or a plain number "7".
struct DiceFormula {
    int count = 0;      // number of dice (0 for a constant)
    int sides = 0;
    int modifier = 0;
    bool operator==(const DiceFormula&) const = default;
    std::string to_string() const;
};

Result<DiceFormula> parse_dice(std::string_view text);

// How a roll is made: by the app's generator, or by the table with physical dice.
struct RollInput {
    std::vector<int> faces;   // empty: roll it; otherwise the faces the table rolled
    bool operator==(const RollInput&) const = default;
    bool entered() const { return !faces.empty(); }
};

struct RollOutcome {
    std::vector<int> faces;
    int total = 0;
    bool entered = false;
    std::string describe(const DiceFormula& f) const;   // "2d6+3: [4, 2] + 3 = 9 (entered)"
};

// Rolls `formula` with `rng`, or checks and uses the entered faces (count and range must fit).
Result<RollOutcome> roll(const DiceFormula& formula, const RollInput& input, Rng& rng);

} // namespace rk
