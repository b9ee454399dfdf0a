#pragma once
// Durations as the rules texts write them: "1 turn + caster's level",
// "1 turn + (caster's level - mini affected's level)", "1d3 rounds", "2 segments", "until removed".
// Accepted: whole numbers, one dice roll, "caster's level" (or "caster level"), "target's level"
// (or "target level", "mini affected's level"), + and - (ASCII, U+2212 or U+2013), parentheses,
// and one unit word anywhere (round(s), turn(s), segment(s); rounds when none is written).
#include <string>
#include <string_view>
#include <vector>

#include "core/model/dice.hpp"
#include "core/model/encounter.hpp"

namespace rk {

struct DurationTerm {
    enum class Kind : std::uint8_t { Number, Dice, CasterLevel, TargetLevel } kind = Kind::Number;
    int sign = 1;              // +1 or -1
    int value = 0;             // Number
    DiceFormula dice;          // Dice
    bool operator==(const DurationTerm&) const = default;
};

struct DurationFormula {
    std::vector<DurationTerm> terms;
    DurationUnit unit = DurationUnit::Rounds;
    bool operator==(const DurationFormula&) const = default;
};

// Refusals say what could not be read and show how to write it.
Result<DurationFormula> parse_duration(std::string_view text);

bool has_term(const DurationFormula& f, DurationTerm::Kind kind);

struct DurationValue {
    int units = 0;             // after halving; may be 0 or less ("no effect")
    int before_halving = 0;
    RollOutcome roll;          // the dice rolled for it, if any
    std::string working;       // the terms' values before halving: "1 + 3", "1d3: [2] = 2"
};

// Evaluates with the caster's and target's levels; `halve` applies text 000's Spells resistance.
Result<DurationValue> evaluate_duration(const DurationFormula& f, int caster_level, int target_level, bool halve,
                                        const RollInput& input, Rng& rng);

} // namespace rk
