#pragma once
// What the app keeps between visits, as one document: the whole library (encounters, roster,
// settings) and the undo history of the open encounter, so a reload restores exactly where the
// table was, undo included. One document means one atomic write: never half a save.
#include <string>
#include <string_view>
#include <vector>

#include "core/library/library.hpp"

namespace rk {

struct SavedSession {
    Library library;                 // the open encounter's latest value is in library.encounters
    std::vector<Encounter> undo;     // oldest first: the open encounter's past
    std::vector<Encounter> redo;     // the redo stack, in History order
    bool operator==(const SavedSession&) const = default;
};

std::string save_session(const SavedSession& s);          // {"schema":1,"library":{...},"undo":[...],"redo":[...]}
Result<SavedSession> load_session(std::string_view json_text);

// Whether stored data says it was written by a newer Roundkeeper (a schema above this one's).
// Such data is never recovered nor written over: the app shows it read-only and asks for an
// update.
bool saved_by_newer_version(std::string_view json_text);

// For damaged storage: keeps every encounter and roster entry that still reads on its own and
// drops the rest (and the undo history). `lost` says what could not be kept, for the message.
struct Recovered {
    SavedSession session;
    std::string lost;
};
Recovered recover_session(std::string_view json_text);

} // namespace rk
