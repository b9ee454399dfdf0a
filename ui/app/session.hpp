#pragma once
// The documents and what keeps and carries them: the store (the library, the open encounter and
// their undo, core/library/store.hpp), kept between visits by persistence.hpp; changes made by
// actions, their refusals shown; files in and out; notices; and the players' view on screen (a
// fight shown read-only, never saved, while the library waits as stored).
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/library/library_actions.hpp"
#include "core/library/store.hpp"
#include "core/model/actions.hpp"
#include "ui/app/frame_pacing.hpp"
#include "ui/app/persistence.hpp"
#include "ui/app/ui_state.hpp"

namespace rk::ui {

// What the players' view on screen follows: nothing (a snapshot), a page of this browser or a
// direct connection (waiting for it, following it, or gone).
enum class Live { Snapshot, Waiting, Following, Gone };

class Session {
public:
    Session(UiState& ui, FramePacing& pacing);

    // Reads the saved library (or starts fresh) and tells what the user must know; false in safe
    // mode (the last start did not finish: nothing is opened).
    bool start();

    // Everything the user does to the open encounter goes through here; a refusal is shown and
    // the state kept. Several actions are one intent: all apply or none does, one undo takes them back.
    bool dispatch(const Action& action) { return dispatch_all(std::span(&action, 1)); }
    bool dispatch_all(std::span<const Action> actions);
    void undo();
    void redo();
    // The library (its encounters, the party roster, the settings) the same way, with its own undo.
    bool dispatch(const LibraryAction& action) { return dispatch_all(std::span(&action, 1)); }
    bool dispatch_all(std::span<const LibraryAction> actions);
    void undo_library();
    void redo_library();
    // The open fight's party members back into the roster (KeepPartyState: one library undo
    // step), said in a line per member that changed. Done by itself when a fight ends.
    bool keep_party_state(bool even_if_elsewhere = false);
    // A change to the party between fights (Recover, EditMember), said in a line per member whose
    // state it changed.
    bool change_party(const LibraryAction& action);
    void new_encounter(Ruleset ruleset, const SchemeSettings& settings);   // and open it
    void open_encounter(std::uint32_t id);
    void change_settings(const LibrarySettings& s);   // views call it every frame: only a change counts
    void open_shared(const Encounter& e);   // "open as a new encounter"

    // Files: an import adds the encounters of a library or one encounter, and a library's roster
    // and parties. A party or member the library holds otherwise is asked about first
    // (ui.import): nothing changes until each is answered, then the import is one library action.
    void import_file(const std::string& contents);
    void answer_import(std::string_view how);   // kReplaceIt, kKeepBoth or kLeaveOut, for the question on screen
    void cancel_import();
    void export_library();
    void save_file(const std::string& name, const std::string& contents);   // a download; a notice says where it went
    void pick_file_to_import();   // the phone's file chooser: the file comes back through import_file
    int today() const;            // today's date (days since 1970), for the export reminder
    void save_damaged_data();   // "Save the damaged data as a file"

    // Saving, and what the platform tells of storage.
    void save_if_needed();   // after each frame
    void save_now();         // the page is being hidden or closed
    void storage_changed_elsewhere();   // another tab saved: stop saving over it until reload
    std::string saved_text() { return everything_kept(store_); }   // what the saved records hold

    // The players' view: shown, never saved, and nothing of the library is written while it
    // shows. `token` names what it follows (a page's live token, "direct"; "": a snapshot).
    void show_players_view(const Encounter& e, const std::string& token, Live live);
    void update_players_view(Encounter e, const std::string& fragment);   // what it follows changed
    void set_live(Live live) { live_ = live; }
    Live live() const { return live_; }
    const std::string& view_token() const { return view_token_; }
    // Back to the library from a players' view: a reload no longer reopens it.
    void leave_players_view_for_library();

    void show_notice(std::string text);

    const Store& store() const { return store_; }
    const Encounter& encounter() const { return store_.encounter(); }
    const Library& library() const { return store_.library(); }
    std::uint32_t open_id() const { return store_.open_id(); }
    const History<Encounter>& history() const { return store_.history(); }
    bool read_only() const { return store_.read_only(); }   // a players' view: nothing can be changed

private:
    bool shown(Refusal refusal);   // shows a refusal (or clears the last one); whether it applied
    // After a library change (or its refusal) made when `was_open` was open.
    bool library_changed(Refusal refusal, std::uint32_t was_open);
    void announce_expired(const std::vector<Effect>& before, const Action& action);
    void opened();   // an encounter of the library is on screen now, afresh
    void saved(std::uint32_t was_open, std::string problem);
    void finish_import(const AddEncounters& found);   // after a save that began with `was_open` open
    void close_players_view();   // the players' view ends: the library's open encounter is back
    void sync_library();         // the library as stored, when another tab changed it during a view

    UiState& ui_;
    FramePacing& pacing_;
    Store store_;
    Persistence persistence_;
    bool view_kept_ = false;          // the open players' view is kept for a reload (platform::keep_players_view)
    bool library_outdated_ = false;   // another tab saved while a players' view showed here
    std::string view_token_;          // what the players' view follows ("": a snapshot)
    Live live_ = Live::Snapshot;
};

} // namespace rk::ui
