#pragma once
// The documents the app edits and their undo histories, changed only by dispatching actions
// (lager's store, without effects): the library with its own undo, and the open encounter with
// its own. It knows no interface and no storage: ui/app/persistence.cpp keeps it between visits,
// the views read it and dispatch.
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <string>

#include "core/model/actions.hpp"
#include "core/model/history.hpp"
#include "core/library/journal.hpp"
#include "core/library/library_actions.hpp"
#include "core/library/saved_session.hpp"

namespace rk {

class Store {
public:
    Store();

    // A change to the open encounter; with none open, the change starts a new one in the
    // library. Several actions are one intent: all apply or none does, one undo takes them back.
    Refusal dispatch(const Action& action) { return dispatch_all(std::span(&action, 1)); }
    Refusal dispatch_all(std::span<const Action> actions);
    Refusal undo();   // the open encounter's
    Refusal redo();
    // What undo (redo) of the open encounter would take back (bring back), in the log's words.
    std::string undo_label() const { return rk::undo_label(encounter_); }
    std::string redo_label() const { return rk::redo_label(encounter_); }

    // A change to the library (its encounters, roster, settings), the same way. Each encounter
    // keeps its own undo history while another is open; deleting the open one closes it.
    Refusal dispatch(const LibraryAction& action) { return dispatch_all(std::span(&action, 1)); }
    Refusal dispatch_all(std::span<const LibraryAction> actions);
    Refusal undo_library();
    Refusal redo_library();
    // What library undo (redo) would take back (bring back), in words; "" when nothing.
    std::string library_undo_label() const;
    std::string library_redo_label() const;

    // A players' view: an encounter shown outside the library, never changed nor saved. The
    // library is left exactly as it was (its open encounter stays open there, and reopens at the
    // next start): showing a view writes nothing another tab would see. Shown again, it replaces
    // the view (a live view's next state). It ends when an encounter of the library is opened,
    // or by end_read_only (back to the library's open encounter).
    void show_read_only(Encounter e);
    void end_read_only();
    bool read_only() const { return read_only_; }
    // Every change is refused with `reason` from now on (data saved by a newer version).
    void refuse_changes(std::string reason) { refusing_ = std::move(reason); }   // data of a newer version: Why::NewerVersion

    const Encounter& encounter() const { return encounter_.present(); }
    const History<Encounter>& history() const { return encounter_.states; }
    // The library; the open encounter's entry may lag behind encounter() (saved_session has both).
    const Library& library() const { return library_.present; }
    const History<Library>& library_history() const { return library_; }
    // The library's encounter on screen: none while a players' view is.
    std::uint32_t open_id() const { return read_only_ ? 0 : library_open(); }
    // Counts changes: whatever is derived from the state (prompts, the saved text) compares it.
    std::uint64_t version() const { return version_; }
    // Counts the changes to library() alone (the index Persistence writes is derived from it).
    std::uint64_t library_version() const { return library_version_; }

    // Everything kept between visits: the library with the open encounter filed, and the open
    // encounter's last `undo_steps` undo steps with its redo steps.
    SavedSession saved_session(std::size_t undo_steps) const;
    // Starts from a saved session (the library's own undo starts empty; the snapshots of the
    // single-document layout carry no intents, so its undo history is not kept).
    void restore(SavedSession saved);

    // Each encounter's undo history as it is kept between visits: its checkpoint and steps.
    // An encounter the store holds no history for has its present as the checkpoint. Only of
    // an encounter that was read (load).
    Journal journal(std::uint32_t id) const;

    // An encounter's records read when it is first needed: its history and what it replays to.
    struct Read {
        Journal journal;
        Encounter present;
    };
    using Loader = std::function<Result<Read>(std::uint32_t id)>;
    // Starts from a library and the histories of its encounters (each replays to its entry's
    // encounter; the caller checked that). The library's own undo starts empty. Entries listed
    // only by their summary are read by `loader` when they are needed.
    void restore(Library library, std::map<std::uint32_t, Journal> journals, Loader loader = {});
    // Reads an encounter the library lists by its summary only (nothing to do once read).
    // Opening, deleting or keeping the party's state from one reads it first. One that cannot
    // be read leaves the library (no undo step, its records left as they are), and the refusal
    // says so; data of a newer version makes the store refuse changes, as at a start.
    Refusal load(std::uint32_t id);
    // Reads every encounter not read yet: before the whole library is written out (an export).
    Refusal load_all();

private:
    Refusal refusal() const;   // why no change is possible now, if so
    void file_open_encounter();   // writes the open encounter's present into its library entry
    void open_from_library(std::uint32_t was_open);   // the encounter history follows the library's open entry
    Refusal step_encounter(Refusal (*step)(EncounterHistory&));   // undo or redo
    Refusal step_library(Refusal (*step)(History<Library>&));
    void changed() { ++version_; }
    void library_changed() { ++library_version_; changed(); }
    std::uint32_t library_open() const { return library_.present.open.value_or(0); }

    History<Library> library_;
    EncounterHistory encounter_;   // the open encounter's
    // The other encounters' histories, with the encounter each leads to (used only while the
    // library's entry still is that encounter: a library undo may have put back another).
    struct Kept {
        Journal journal;
        Encounter present;
    };
    std::map<std::uint32_t, Kept> kept_;
    Loader loader_;
    bool read_only_ = false;
    std::string refusing_;
    std::uint64_t version_ = 1;
    std::uint64_t library_version_ = 1;
};

} // namespace rk
