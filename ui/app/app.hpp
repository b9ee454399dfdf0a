#pragma once
// The views' context: what every view is handed. It owns the store (the documents and their
// undo, core/library/store.hpp), keeps it between visits through persistence.hpp, and holds the
// interface's transient state; it turns the user's intents into actions for the store and
// shows their refusals. It draws one frame at a time: the loop is the platform's (runner.hpp).
#include <map>
#include <span>
#include <string>

#include "core/model/actions.hpp"
#include "core/library/library_actions.hpp"
#include "core/fight/prompts.hpp"
#include "core/formats/join_code.hpp"
#include "core/library/store.hpp"
#include "ui/app/persistence.hpp"
#include "ui/app/ui_state.hpp"

namespace rk::ui {

class App {
public:
    App();

    // Called once the platform is up: restores the saved library (or starts fresh), then
    // looks at the link the page was opened with.
    void start();

    // Everything the user does to the open encounter goes through here; a refusal is shown
    // and the state kept. Several actions are one intent: all apply or none does, and one
    // undo takes them back.
    bool dispatch(const Action& action) { return dispatch_all(std::span(&action, 1)); }
    bool dispatch_all(std::span<const Action> actions);
    void undo();
    void redo();

    // The library (its encounters, the party roster, the settings) the same way, with its own
    // undo (deleting an encounter, a roster change, an import).
    bool dispatch(const LibraryAction& action) { return dispatch_all(std::span(&action, 1)); }
    bool dispatch_all(std::span<const LibraryAction> actions);
    void undo_library();
    void redo_library();
    void new_encounter(Ruleset ruleset, const SchemeSettings& settings);   // and open it
    void open_encounter(std::uint32_t id);
    void change_settings(const LibrarySettings& s);   // views call it every frame: only a change counts
    // Adds the encounters of an imported file (a library or one encounter); never overwrites.
    void import_file(const std::string& contents);
    void export_library();
    void open_shared(const Encounter& e);   // "open as a new encounter"
    // A players' view: shown, never saved, and nothing of the library is written while it shows.
    // With the live token of a game master's page in this browser, it follows that page's fight.
    void open_shared_read_only(const Encounter& e, const std::string& live_token = "");
    // Looks at the page's link fragment (at start, and when it changes): a share link asks
    // before anything is opened; the players' view this page had open reopens read-only.
    void handle_link();

    // What the platform tells the app, and asks of it.
    void save_if_needed();   // after each frame
    void save_now();         // the page is being hidden or closed
    void storage_changed_elsewhere();   // another tab saved: stop saving over it until reload

    // The players' view that follows this page's fight live in the same browser (a second tab,
    // a window on a TV): see web/lib/live.js.
    std::string live_link() const;   // the players' link that follows this page live
    void live_hello();               // a view following this page asked: it gets the fight now, then each change
    void live_view(const std::string& fragment);   // the followed page's fight, as it stands now
    void live_gone();                // the followed page was closed
    enum class Live { Snapshot, Waiting, Following, Gone };
    Live live() const { return live_; }   // what the players' view on screen is

    // Players' own phones, joined over a direct connection (WebRTC, web/lib/join.js; the codes:
    // core/formats/join_code.hpp; docs/live-view.md). The game master's "Players join" screen
    // (Screen::Join) shows the next player's join link as a QR code and reads each player's
    // answer with the camera; a player's page opened by that link (Screen::Joining) shows its
    // answer, then follows the fight as a players' view.
    struct Joining {
        std::string offer_link;    // the link the next player's camera opens ("" while it is made)
        int players = 0;           // players' phones that follow this fight now
        std::string answer_code;   // a player's page: its answer, for the game master's camera
        std::string problem;       // what went wrong, in plain words ("" when nothing did)
    };
    const Joining& joining() const { return joining_; }
    void scan_player_code();       // the game master taps "Scan": the camera opens
    void join_local(JoinRole role, const std::string& description);   // this page's offer or answer, gathered
    void join_scanned(const std::string& text);   // what the camera read
    void join_players(int count);
    void join_view(const std::string& fragment);  // the game master's fight, as it stands now
    void join_problem(const std::string& text);
    bool joined() const;                 // the players' view on screen came over a direct connection
    double seconds_since_view() const;   // since it last heard (negative: not since this page opened)

    void show_notice(std::string text);
    int back();              // the back gesture: closes the topmost layer; how many are left
    int back_depth() const;
    bool fight_on_screen() const;   // a running fight is shown (the screen should stay on)
    std::string screen_name() const;   // for the test hook: "library", "tracker:read-only|notice", ...
    const std::string& message() const { return ui_.message; }   // the last refusal
    const std::string& announcement() const { return ui_.announcement; }   // "Undid: ...", "Bless has ended."
    std::string saved_text() const { return everything_kept(store_); }   // what the saved records hold
    void save_damaged_data();   // "Save the damaged data as a file"

    // One frame of the interface (between ImGui::NewFrame and ImGui::Render).
    void draw(double now_seconds);

    // Frames still owed after input (ImGui settles hover/active state over a few frames).
    // Zero means the app can sleep until the next event.
    bool wants_frame() const { return frames_owed_ > 0; }
    void note_input() { frames_owed_ = 3; }
    void frame_done() { if (frames_owed_ > 0) --frames_owed_; ++frames_drawn_; }
    long frames_drawn() const { return frames_drawn_; }

    const Store& store() const { return store_; }
    const Encounter& encounter() const { return store_.encounter(); }
    const Library& library() const { return store_.library(); }
    std::uint32_t open_id() const { return store_.open_id(); }
    const History<Encounter>& history() const { return store_.history(); }
    bool read_only() const { return store_.read_only(); }   // a players' view: nothing can be changed
    UiState& ui_state() { return ui_; }
    // What the rules ask of the table now (computed once per change, not per frame).
    const std::vector<Prompt>& prompts();
    const std::optional<Prompt>& primary();   // the scheme's big button now
    const std::vector<Prompt>& offers();      // the system's every-round actions (forms) open now
    // The order as the tracker lists it, and who acts after the acting one (core's acts_next):
    // computed once per change, as the prompts are.
    const std::vector<OrderRow>& order_rows();
    std::optional<CombatantId> acts_next();

    // What the soft keyboard should offer now: 0 none, 1 text, 2 a numeric keypad.
    int text_input_mode() const;
    void numeric_field();   // after a field that takes numbers: while it is being edited, a keypad

    // Where named widgets were drawn in the last frame (layout pixels), for the browser tests.
    // Kept only once the test hook has asked (want_tags): until then a tag costs a few additions
    // to the frame's layout hash (whether the layout still moves), no map and no allocation.
    void tag_last_item(const char* name);
    // The same for something drawn without an item of its own (a chip): its screen rectangle.
    void tag_rect(const char* name, float x0, float y0, float x1, float y1);
    const std::map<std::string, Rect>& widget_rects() const { return widgets_; }
    bool tags_wanted() const { return tags_wanted_; }
    void want_tags() { tags_wanted_ = true; note_input(); }
    // While tags are wanted: the tags drawn until record_tags(nullptr) are also noted in `into`,
    // each rectangle (unclipped) from `origin` (a list's row remembers what it holds, and says
    // so while it is scrolled away and not drawn).
    void record_tags(std::vector<TagMark>* into, float origin_x = 0, float origin_y = 0);

private:
    void keyboard_shortcuts();   // desktop: Space/N next turn, Ctrl+Z undo, Ctrl+Y redo
    void keep_typing_in_view();   // the field being typed into stays on screen (soft keyboard)
    bool shown(Refusal refusal);   // shows a refusal (or clears the last one); whether it applied
    // After a library change (or its refusal) made when `was_open` was open.
    bool library_changed(Refusal refusal, std::uint32_t was_open);
    void announce_expired(const std::vector<Effect>& before, const Action& action);
    void opened();   // an encounter of the library is on screen now, afresh
    void saved(std::uint32_t was_open, std::string problem);   // after a save that began with `was_open` open
    void close_players_view();   // the players' view ends: the library's open encounter is back
    void publish_live();         // the open fight to the views following it, when it changed
    void sync_library();         // the library as stored, when another tab changed it during a view
    void join_link(const std::string& fragment);   // a player's page opened by a join link
    void join_screens();         // starts and stops hosting or answering as their screens open and close

    Store store_;
    Persistence persistence_;
    UiState ui_;
    std::map<std::string, Rect> widgets_;
    bool tags_wanted_ = false;
    std::vector<TagMark>* recording_ = nullptr;
    float recording_x_ = 0, recording_y_ = 0;
    std::uint64_t layout_hash_ = 0, previous_layout_hash_ = 0;   // the frame's tags and where they were
    bool numeric_field_active_ = false;
    unsigned typing_id_ = 0;        // the text field being typed into last frame (an ImGuiID), 0: none
    float typing_height_ = 0;       // the screen's height then
    int settling_frames_ = 0;     // frames drawn in a row because the layout was still moving
    std::uint64_t prompts_version_ = 0;
    std::vector<Prompt> prompts_;
    std::optional<Prompt> primary_;
    std::vector<Prompt> offers_;
    std::uint64_t order_version_ = 0;
    std::vector<OrderRow> order_rows_;
    std::optional<CombatantId> acts_next_;
    bool link_pending_ = false;   // a link waits for the user (ui_.link): handled once it is gone
    bool view_kept_ = false;      // the open players' view is kept for a reload (platform::keep_players_view)
    bool library_outdated_ = false;   // another tab saved while a players' view showed here
    std::string live_host_token_;   // this page's, for views that follow it ("": no live views here)
    std::string live_token_;      // the page whose fight the players' view follows ("": a snapshot)
    Live live_ = Live::Snapshot;
    bool live_followed_ = false;  // a view follows this page's fight: each change is published
    std::uint64_t live_published_ = 0;   // the store's version last published
    Joining joining_;
    bool hosting_ = false;        // the game master's join screen has an offer out
    bool answering_ = false;      // a player's join screen is answering an offer
    double last_view_at_ = -1;    // when the last view came over a direct connection (now_)
    int frames_owed_ = 3;
    long frames_drawn_ = 0;
    double now_ = 0;
};

} // namespace rk::ui
