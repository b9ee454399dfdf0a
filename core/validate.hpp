#pragma once
// The invariants every encounter keeps, whether built by actions or loaded from a file.
#include "encounter.hpp"

namespace rk {

// Nothing when the encounter is sound; otherwise the first broken invariant, in words.
Refusal check_invariants(const Encounter& e);

} // namespace rk
