#pragma once
// The application: holds the encounter's history and the interface state, turns user
// intent into actions, and draws one frame at a time. The platform owns the loop.
#include <map>
#include <string>

#include "core/actions.hpp"
#include "core/encounter.hpp"
#include "core/history.hpp"
#include "ui_state.hpp"

namespace rk::ui {

class App {
public:
    App();

    // Everything the user does goes through here; a refusal is shown, the state kept.
    bool dispatch(const Action& action);
    void undo();
    void redo();

    // One frame of the interface (between ImGui::NewFrame and ImGui::Render).
    void draw(double now_seconds);

    // Frames still owed after input (ImGui settles hover/active state over a few frames),
    // or while something animates. Zero means the app can sleep until the next event.
    bool wants_frame(double now_seconds) const;
    void note_input() { frames_owed_ = 3; }
    void frame_done() { if (frames_owed_ > 0) --frames_owed_; ++frames_drawn_; }
    long frames_drawn() const { return frames_drawn_; }

    const Encounter& encounter() const { return history_.present; }
    UiState& ui_state() { return ui_; }
    const History<Encounter>& history() const { return history_; }

    // Where named widgets were drawn in the last frame (layout pixels), for the browser tests.
    void tag_last_item(const char* name);
    const std::map<std::string, Rect>& widget_rects() const { return widgets_; }

private:
    void keyboard_shortcuts();   // desktop: Space/N next turn, Ctrl+Z undo, Ctrl+Y redo

    History<Encounter> history_;
    UiState ui_;
    std::map<std::string, Rect> widgets_;
    int frames_owed_ = 3;
    long frames_drawn_ = 0;
    double now_ = 0;
};

} // namespace rk::ui
