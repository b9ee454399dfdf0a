#pragma once
// The pure function that changes the library, as reducer.hpp's changes an encounter: library
// and action in, new library out, or a refusal with a reason and the library as it was.
//
// Library changes have their own undo. It takes back what a game master would miss: an
// encounter deleted, added or imported, a roster entry added or removed. It never takes back
// the settings, which encounter is open, nor an encounter's contents (each encounter has its
// own undo): those are carried over from the current library into the one restored.
#include <span>
#include <string>
#include <vector>

#include "core/model/actions.hpp"
#include "core/model/history.hpp"
#include "core/library/library_actions.hpp"

namespace rk {

Result<Library> apply_to_library(const Library& library, const LibraryAction& action);

// One intent made of several library actions (a new encounter and opening it): all apply or
// none does. Recorded for undo as one step when it changed what library undo takes back;
// otherwise the present changes and the redo steps stay.
Refusal commit_all(History<Library>& h, std::span<const LibraryAction> actions);
Refusal commit(History<Library>& h, const LibraryAction& action);

// Undo and redo of library changes, carrying over what they never take back (see above).
Refusal undo_library(History<Library>& h);
Refusal redo_library(History<Library>& h);

// The step undo would take back from `after` to `before`, in words: "delete \"Bridge\"".
std::string describe_library_change(const Library& before, const Library& after);

} // namespace rk
