// Duration formulas of the rules texts.
#include "duration.hpp"

namespace rk {

Result<DurationFormula> parse_duration(std::string_view) {
    return Result<DurationFormula>::refused("Duration formulas are not available in this version");
}

Result<DurationValue> evaluate_duration(const DurationFormula&, int, int, bool, const RollInput&, Rng&) {
    return Result<DurationValue>::refused("Duration formulas are not available in this version");
}

} // namespace rk
