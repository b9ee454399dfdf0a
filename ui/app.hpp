#pragma once
// The application: holds the library of encounters with the open encounter's undo history,
// and the interface state; turns user intent into actions; saves after every change; draws
// one frame at a time. The platform owns the loop and runs what only it can (storage, share).
#include <map>
#include <span>
#include <string>

#include "core/actions.hpp"
#include "core/encounter.hpp"
#include "core/history.hpp"
#include "core/library.hpp"
#include "core/prompts.hpp"
#include "ui_state.hpp"

namespace rk::ui {

inline constexpr const char* kStorageKey = "roundkeeper.library";
inline constexpr const char* kBackupKey = "roundkeeper.library.backup";
inline constexpr std::size_t kSavedUndoSteps = 30;   // undo history kept across reloads

class App {
public:
    App();

    // Called once the platform is up: restores the saved library (or starts fresh), then
    // looks at the link the page was opened with.
    void start();

    // Everything the user does to the open encounter goes through here; a refusal is shown
    // and the state kept. Successful changes are saved.
    bool dispatch(const Action& action);
    // Several actions as one intent: all apply or none does, and one undo takes them back.
    bool dispatch_all(std::span<const Action> actions);
    void undo();
    void redo();

    // The library: several named encounters and the party roster.
    void new_encounter(Ruleset ruleset, const SchemeSettings& settings);
    void open_encounter(std::uint32_t id);
    void delete_encounter(std::uint32_t id);
    void add_to_roster(const Combatant& c);
    void remove_from_roster(std::size_t index);
    void add_from_roster(std::size_t index);
    void update_settings(const LibrarySettings& s);
    // Adds the encounters of an imported file (a library or one encounter); never overwrites.
    void import_file(const std::string& contents);
    void export_library();
    void open_shared(const Encounter& e);   // "open as a new encounter"
    void open_shared_read_only(const Encounter& e);   // a players' view: shown, never saved
    // Looks at the page's link fragment (at start, and when it changes): a share link asks
    // before anything is opened; the players' view this page had open reopens read-only.
    void handle_link();
    // Whether the saved data came from a newer version of the app: it is left exactly as it is
    // (nothing is saved over it) and changes are refused until the app is updated.
    bool newer_data() const { return newer_data_; }

    // Storage: the platform calls these after each frame and when the page is hidden.
    void save_if_needed();
    void save_now();
    // Another tab changed the saved library: stop saving over it until this tab reloads.
    void storage_changed_elsewhere();

    // One frame of the interface (between ImGui::NewFrame and ImGui::Render).
    void draw(double now_seconds);

    // Frames still owed after input (ImGui settles hover/active state over a few frames).
    // Zero means the app can sleep until the next event.
    bool wants_frame(double now_seconds) const;
    void note_input() { frames_owed_ = 3; }
    void frame_done() { if (frames_owed_ > 0) --frames_owed_; ++frames_drawn_; }
    long frames_drawn() const { return frames_drawn_; }

    const Encounter& encounter() const { return history_.present; }
    const Library& library() const { return library_; }
    std::uint32_t open_id() const { return open_id_; }
    UiState& ui_state() { return ui_; }
    const History<Encounter>& history() const { return history_; }
    // What the rules ask of the table now (computed once per change, not per frame).
    const std::vector<Prompt>& prompts();
    const std::optional<Prompt>& primary();   // the scheme's big button now
    std::string saved_text() const;   // exactly what save_now writes

    // What the soft keyboard should offer now: 0 none, 1 text, 2 a numeric keypad.
    int text_input_mode() const;
    void numeric_field();   // after a field that takes numbers: while it is being edited, a keypad

    // Where named widgets were drawn in the last frame (layout pixels), for the browser tests.
    void tag_last_item(const char* name);
    const std::map<std::string, Rect>& widget_rects() const { return widgets_; }

private:
    void keyboard_shortcuts();   // desktop: Space/N next turn, Ctrl+Z undo, Ctrl+Y redo
    void load_saved();
    void changed() { unsaved_ = true; ++version_; }
    void announce_expired(const Encounter& before, const Action& action);
    void store_open_encounter();  // writes the open encounter's present value into the library
    std::uint32_t add_encounter(Encounter e);

    Library library_;
    History<Encounter> history_;
    std::uint32_t open_id_ = 0;
    UiState ui_;
    std::map<std::string, Rect> widgets_;
    std::map<std::string, Rect> previous_widgets_;
    bool numeric_field_active_ = false;
    int settling_frames_ = 0;     // frames drawn in a row because the layout was still moving
    bool unsaved_ = false;
    std::uint64_t version_ = 1;          // counts changes: cached views of the encounter compare it
    std::uint64_t prompts_version_ = 0;
    std::vector<Prompt> prompts_;
    std::optional<Prompt> primary_;
    bool stale_ = false;          // another tab owns the saved library now
    bool newer_data_ = false;     // the saved library is a newer version's: never written over
    bool link_pending_ = false;   // a link waits for the user (ui_.link): handled once it is gone
    bool view_kept_ = false;      // the open players' view is kept for a reload (platform::keep_players_view)
    int frames_owed_ = 3;
    long frames_drawn_ = 0;
    double now_ = 0;
};

} // namespace rk::ui
