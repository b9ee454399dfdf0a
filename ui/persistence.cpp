#include "persistence.hpp"

namespace rk::ui {

const char* const kNewerDataMessage =
    "Your library was saved by a newer version of Roundkeeper. It is kept exactly as it is and nothing is "
    "saved over it: reload the page (or close every Roundkeeper tab and open it again) to get the new version.";

std::string Persistence::saved_text(const Store& store) const { return save_session(store.saved_session(kSavedUndoSteps)); }

std::string Persistence::load(Store& store) {
    saved_version_ = store.version();
    const auto text = storage_.read(kStorageKey);
    if (!text) return "";   // first visit
    auto loaded = load_session(*text);
    if (!loaded && saved_by_newer_version(*text)) {
        // Never read as this version's data, never recovered, never written back.
        newer_data_ = true;
        store.refuse_changes(kNewerDataMessage);
        return kNewerDataMessage;
    }
    if (loaded) {
        store.restore(std::move(loaded).value());
        saved_version_ = store.version();
        return "";
    }
    // Keep the original bytes aside before anything else is written, then start with what
    // could be recovered (and save it at once).
    const Refusal kept = storage_.write(kBackupKey, *text);
    Recovered r = recover_session(*text);
    store.restore(std::move(r.session));
    saved_version_ = 0;
    return "Your saved library was damaged (" + loaded.reason() + "). Recovered " +
           std::to_string(store.library().encounters.size()) + " encounters; lost " + r.lost + ". " +
           (kept ? "The damaged data could not be kept aside: " + kept->text
                 : std::string("The damaged data was kept aside under \"") + kBackupKey + "\".");
}

std::string Persistence::save_if_needed(const Store& store) {
    return store.version() != saved_version_ ? save_now(store) : "";
}

std::string Persistence::save_now(const Store& store) {
    if (stale_) return "";   // another tab saved after us: never overwrite it silently
    const bool unsaved = store.version() != saved_version_;
    if (newer_data_) {       // a newer version's data stays exactly as it is
        saved_version_ = store.version();
        return unsaved ? kNewerDataMessage : "";
    }
    SavedSession session = store.saved_session(kSavedUndoSteps);
    const Refusal failed = storage_.write(kStorageKey, save_session(session));
    if (!failed) {
        saved_version_ = store.version();
        return "";
    }
    // Storage full: the library matters more than its undo history.
    session.undo.clear();
    session.redo.clear();
    if (!storage_.write(kStorageKey, save_session(session))) {
        saved_version_ = store.version();
        return "Storage is almost full: the undo history is no longer kept across reloads. "
               "Export your library to keep it safe.";
    }
    return "This change could not be saved (" + failed->text + "). The previous save is intact. "
           "Export your library, then delete old encounters to make room.";
}

} // namespace rk::ui
