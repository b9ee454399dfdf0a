#pragma once
// Undo and redo around any document and its reducer: keeps past and future values,
// records only real changes, drops the redo tail on a new edit, and bounds its length.
// It changes the history in place (copying a long history per action would be slow), and
// only when the step succeeds: a refusal leaves every field as it was.
#include <cstddef>
#include <deque>
#include <vector>

#include "types.hpp"

namespace rk {

template <class Doc>
struct History {
    std::deque<Doc> past;
    Doc present;
    std::vector<Doc> future;
    std::size_t limit = 200;

    bool can_undo() const { return !past.empty(); }
    bool can_redo() const { return !future.empty(); }
    bool operator==(const History&) const = default;
};

// Applies `reduce(present, action)` and records the change for undo.
template <class Doc, class Action, class Reduce>
Refusal commit(History<Doc>& h, const Action& action, Reduce&& reduce) {
    Result<Doc> r = reduce(h.present, action);
    if (!r) return r.reason();
    if (r.value() == h.present) return std::nullopt;   // nothing changed: nothing to undo
    h.past.push_back(std::move(h.present));
    while (h.past.size() > h.limit) h.past.pop_front();
    h.present = std::move(r).value();
    h.future.clear();
    return std::nullopt;
}

template <class Doc>
Refusal undo(History<Doc>& h) {
    if (!h.can_undo()) return "Nothing to undo";
    h.future.push_back(std::move(h.present));
    h.present = std::move(h.past.back());
    h.past.pop_back();
    return std::nullopt;
}

template <class Doc>
Refusal redo(History<Doc>& h) {
    if (!h.can_redo()) return "Nothing to redo";
    h.past.push_back(std::move(h.present));
    h.present = std::move(h.future.back());
    h.future.pop_back();
    return std::nullopt;
}

} // namespace rk
