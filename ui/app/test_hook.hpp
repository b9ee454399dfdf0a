#pragma once
// What the browser tests read of the app and do to it (tests/browser/lib/): each answer as text,
// JSON where it has parts. The web platform exports these to the page (rk_test_*) and nothing
// else of the app; a page no test drives never calls them.
#include <string>

namespace rk::ui {
class App;
}

namespace rk::ui::test_hook {

std::string state(App& app);   // the encounter on screen, as a saved file holds it
// An action (or a library action) given as JSON: "" once it applied, else why not.
std::string dispatch(App& app, const char* action_json);
std::string dispatch_library(App& app, const char* action_json);
// Where each named widget was drawn in the last frame, in CSS pixels ({} until tags are wanted).
std::string widgets(App& app);
std::string screen(App& app);         // "library", "tracker:read-only:live|notice", ...
std::string announcement(App& app);   // "Undid: Goblin 3 takes 5 damage (2/7)", "" if nothing
std::string state_hash(App& app);     // a hash of everything the app saves
std::string stored_library();         // {"notice", "saved"}: the library as a new tab would read it now
std::string share_link(App& app, const std::string& page, bool players);   // the link the Share screen shows
std::string live_link(App& app);      // the link "Open a live players' window" opens ("" if none)
std::string join(App& app);           // the join screens: {"offer", "answer", "players", "problem"}
// A players' view fragment as the players' page reads it: a saved file, or {"refused": why}.
std::string decode_view(const char* fragment);

} // namespace rk::ui::test_hook
