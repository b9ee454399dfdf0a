#pragma once
// The app: its parts, wired once, and one frame of the interface at a time (the loop is the
// platform's: runner.hpp). Each part does one thing: the session holds the documents and what
// keeps and carries them (session.hpp), sharing the links, live views and players' phones
// (sharing.hpp), the fight's reading what the rules ask now (fight_reading.hpp), the test tags
// where widgets were drawn (test_tags.hpp), the pacing how many frames are owed
// (frame_pacing.hpp). Views are handed a ViewContext (view_context.hpp), never the App.
#include <string>

#include "ui/app/fight_reading.hpp"
#include "ui/app/frame_pacing.hpp"
#include "ui/app/session.hpp"
#include "ui/app/sharing.hpp"
#include "ui/app/test_tags.hpp"
#include "ui/app/ui_state.hpp"
#include "ui/app/view_context.hpp"

namespace rk::ui {

class App {
public:
    App();

    // Called once the platform is up: restores the saved library (or starts fresh), then
    // looks at the link the page was opened with.
    void start();
    // One frame of the interface (between ImGui::NewFrame and ImGui::Render).
    void draw(double now_seconds);
    void after_frame();   // saves what changed and publishes it to the views that follow it

    int back();              // the back gesture: closes the topmost layer; how many are left
    int back_depth() const;
    bool fight_on_screen() const;   // a running fight is shown (the screen should stay on)
    std::string screen_name() const;   // for the test hook: "library", "tracker:read-only|notice", ...
    // What the soft keyboard should offer now: 0 none, 1 text, 2 a numeric keypad.
    int text_input_mode() const;

    Session& session() { return session_; }
    Sharing& sharing() { return sharing_; }
    FramePacing& pacing() { return pacing_; }
    TestTags& tags() { return tags_; }
    UiState& ui_state() { return ui_; }

private:
    void keyboard_shortcuts();   // desktop: Space/N next turn, Ctrl+Z undo, Ctrl+Y redo
    void keep_typing_in_view();   // the field being typed into stays on screen (soft keyboard)

    UiState ui_;
    FramePacing pacing_;
    TestTags tags_;
    Session session_;
    Sharing sharing_;
    FightReading reading_;
    ViewContext views_;
    unsigned typing_id_ = 0;        // the text field being typed into last frame (an ImGuiID), 0: none
    float typing_height_ = 0;       // the screen's height then
    int settling_frames_ = 0;     // frames drawn in a row because the layout was still moving
};

} // namespace rk::ui
