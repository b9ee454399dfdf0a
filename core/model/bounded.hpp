#pragma once
// Arithmetic on the model's whole numbers (ints) that never overflows: the sum is taken wide
// and a result beyond an int is held at its edge (saturates) instead of wrapping, so whatever
// the reducer makes is defined, keeps its invariants, and saves and loads back.
#include <algorithm>
#include <cstdint>
#include <limits>

namespace rk {

// `v` held within an int's range.
constexpr int bounded(std::int64_t v) {
    return static_cast<int>(std::clamp<std::int64_t>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}
constexpr int bounded_sum(int a, int b) { return bounded(std::int64_t{a} + b); }
constexpr int bounded_difference(int a, int b) { return bounded(std::int64_t{a} - b); }

} // namespace rk
