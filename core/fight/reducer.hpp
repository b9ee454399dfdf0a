#pragma once
// The one pure function that changes an encounter: state and action in, new state out.
// An invalid action is refused with a reason, and the caller keeps the state it had.
#include <span>

#include "core/model/actions.hpp"
#include "core/model/encounter.hpp"
#include "core/model/history.hpp"

namespace rk {

Result<Encounter> apply(const Encounter& state, const Action& action);

// `apply` on `state` itself: returns the refusal, or nothing with `state` changed. After a
// refusal `state` is unspecified (callers work on a copy and drop it).
Refusal apply_in_place(Encounter& state, const Action& action);

// Undo history with this reducer: the same contract as the generic `commit` in history.hpp
// (chosen over it for `commit(h, action, apply)`), but it builds the new state with
// `apply_in_place` in the storage of the step that last fell off the history.
Refusal commit(History<Encounter>& h, const Action& action, Result<Encounter> (*reduce)(const Encounter&, const Action&));

// One intent made of several actions (quick add of "Goblin x6" with its stats, a roster entry,
// a sample fight): all of them apply in order or none does, and undo takes them back in one
// step. The refusal names the action that was refused.
Refusal commit_all(History<Encounter>& h, std::span<const Action> actions);

} // namespace rk
