#pragma once
// Undo and redo around any document and its reducer: keeps past and future values,
// records only real changes, drops the redo tail on a new edit, and bounds its length.
// It changes the history in place (copying a long history per action would be slow), and
// only when the step succeeds: a refusal leaves every field as it was.
#include <cstddef>
#include <cstdint>
#include <deque>
#include <vector>

#include "core/model/types.hpp"

namespace rk {

template <class Doc>
struct History {
    std::deque<Doc> past;
    Doc present;
    std::vector<Doc> future;
    std::size_t limit = 200;
    // Not part of the history's value: the storage of a step that fell off the end, which the
    // next commit_in_place copies the present into (reusing its memory instead of allocating
    // a whole document per action).
    Doc spare{};
    // Not part of the value either: counts the steps recorded, so a caller can tell whether its
    // commit made one (a change) or not (nothing changed; the history at its limit keeps its size).
    std::uint64_t recorded = 0;

    bool can_undo() const { return !past.empty(); }
    bool can_redo() const { return !future.empty(); }
    bool operator==(const History& o) const {
        return past == o.past && present == o.present && future == o.future && limit == o.limit;
    }
};

// Applies `reduce(present, action)` and records the change for undo.
template <class Doc, class Action, class Reduce>
Refusal commit(History<Doc>& h, const Action& action, Reduce&& reduce) {
    Result<Doc> r = reduce(h.present, action);
    if (!r) return r.refusal();
    if (r.value() == h.present) return std::nullopt;   // nothing changed: nothing to undo
    h.past.push_back(std::move(h.present));
    while (h.past.size() > h.limit) h.past.pop_front();
    h.present = std::move(r).value();
    h.future.clear();
    ++h.recorded;
    return std::nullopt;
}

// The same contract with a reducer that changes a copy of the present in place:
// `reduce(Doc& copy, action)` returns a Refusal (the copy is then discarded). The copy is
// copy-assigned into `h.spare`, so in a long session (the history at its limit) each action
// reuses the memory of the step that fell off the end.
template <class Doc, class Action, class ReduceInPlace>
Refusal commit_in_place(History<Doc>& h, const Action& action, ReduceInPlace&& reduce) {
    h.spare = h.present;
    if (Refusal r = reduce(h.spare, action)) return r;
    if (h.spare == h.present) return std::nullopt;   // nothing changed: nothing to undo
    h.past.push_back(std::move(h.present));
    h.present = std::move(h.spare);
    if (!h.future.empty()) {   // the redo tail is dropped: keep one of its values as storage
        h.spare = std::move(h.future.back());
        h.future.clear();
    }
    while (h.past.size() > h.limit) {
        h.spare = std::move(h.past.front());
        h.past.pop_front();
    }
    ++h.recorded;
    return std::nullopt;
}

template <class Doc>
Refusal undo(History<Doc>& h) {
    if (!h.can_undo()) return {Why::NothingToUndo, "Nothing to undo"};
    h.future.push_back(std::move(h.present));
    h.present = std::move(h.past.back());
    h.past.pop_back();
    return std::nullopt;
}

template <class Doc>
Refusal redo(History<Doc>& h) {
    if (!h.can_redo()) return {Why::NothingToRedo, "Nothing to redo"};
    h.past.push_back(std::move(h.present));
    h.present = std::move(h.future.back());
    h.future.pop_back();
    return std::nullopt;
}

} // namespace rk
