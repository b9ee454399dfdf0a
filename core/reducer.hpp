#pragma once
// The one pure function that changes an encounter: state and action in, new state out.
// An invalid action is refused with a reason, and the caller keeps the state it had.
#include "actions.hpp"
#include "encounter.hpp"

namespace rk {

Result<Encounter> apply(const Encounter& state, const Action& action);

} // namespace rk
