#pragma once
// What every view is handed: the state to read (const), the ways to change it (actions to the
// open encounter or the library, undo; files, links), what the rules ask now, the interface's
// own state and the test hook's names. Views never see the App, its saving or its frames.
#include "ui/app/fight_reading.hpp"
#include "ui/app/session.hpp"
#include "ui/app/sharing.hpp"
#include "ui/app/test_tags.hpp"
#include "ui/app/ui_state.hpp"

namespace rk::ui {

struct ViewContext {
    Session& session;        // the documents: read them, change them by actions, undo; files and notices
    Sharing& sharing;        // links, the players' views that follow live, players' phones
    FightReading& reading;   // what the rules ask now, the order as listed (once per change)
    TestTags& tags;          // where named widgets were drawn, for the browser tests
    UiState& ui;

    // The shorthands every view uses.
    const Encounter& encounter() const { return session.encounter(); }
    const Library& library() const { return session.library(); }
    bool read_only() const { return session.read_only(); }
    bool dispatch(const Action& action) const { return session.dispatch(action); }
    bool dispatch(const LibraryAction& action) const { return session.dispatch(action); }
    void tag(const char* name) const { tags.tag_last_item(name); }
};

} // namespace rk::ui
