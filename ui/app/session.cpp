#include "ui/app/session.hpp"

#include "core/fight/effects.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "core/library/library_reducer.hpp"
#include "core/library/party.hpp"
#include "ui/app/navigation.hpp"
#include "ui/app/live_links.hpp"
#include "ui/platform/platform.hpp"

namespace rk::ui {

Session::Session(UiState& ui, FramePacing& pacing)
    : ui_(ui), pacing_(pacing),
      persistence_(Storage{platform::storage_read, platform::storage_write, platform::storage_remove, platform::storage_keys}) {}

bool Session::start() {
    show_notice(persistence_.load(store_));
    ui_.offer_damaged_data = !ui_.notice.empty() && !persistence_.damaged_data().empty();
    if (platform::last_start_failed()) {
        // Safe mode: what may have stopped the last start (the open encounter, a link) is left
        // closed, and the library is offered as a file before anything else.
        if (store_.open_id()) store_.dispatch(CloseEncounter{});
        if (!platform::take_link_fragment().empty()) platform::link_handled();
        show_notice("Roundkeeper did not finish starting the last time, so it opened in safe mode: your encounters are "
                    "listed and none is open. Save everything as a file first, then open them one by one.");
        ui_.offer_export = true;
        return false;
    }
    if (store_.open_id()) navigate(ui_, ShowScreen{Screen::Tracker});
    return true;
}

bool Session::shown(Refusal refusal) {
    if (refusal) {
        ui_.message = refusal->text;
        return false;
    }
    ui_.message.clear();
    return true;
}

// ---- the open encounter ----

bool Session::dispatch_all(std::span<const Action> actions) {
    if (actions.empty()) return true;
    pacing_.note_input();
    const std::vector<Effect> before = store_.encounter().effects;   // what may run out (not the 500 combatants)
    const bool was_over = store_.encounter().phase == Phase::Ended;
    if (!shown(store_.dispatch_all(actions))) return false;
    announce_expired(before, actions.back());
    // The fight just ended: the party keeps what it left of them (one library undo takes it back).
    if (!was_over && store_.encounter().phase == Phase::Ended && open_id() && party_differs(library(), encounter())) {
        const std::string expired = ui_.announcement;
        keep_party_state();
        if (!expired.empty()) ui_.announcement = expired + "\n" + ui_.announcement;
    }
    return true;
}

// Effects that ran out because time passed (not because the user ended them) are announced
// until the next change: the table must hear that the Bless is over.
void Session::announce_expired(const std::vector<Effect>& before, const Action& action) {
    ui_.announcement.clear();
    if (std::holds_alternative<RemoveEffect>(action) || std::holds_alternative<RemoveCombatant>(action)) return;
    const Encounter& now = store_.encounter();
    for (const Effect& fx : before) {
        if (now.find_effect(fx.id)) continue;
        ui_.announcement += (ui_.announcement.empty() ? "" : "\n") + effect_ended_words(now, fx);
    }
}

// Undo and redo say what they took back (brought back), in the log's words for that step
// (core's undo_label): the table hears "Undid: Goblin 3 takes 5 damage", not just a change.
void Session::undo() {
    pacing_.note_input();
    if (read_only()) return;
    const std::string step = store_.undo_label();   // read before the step is gone
    if (shown(store_.undo())) ui_.announcement = "Undid: " + step;
}

void Session::redo() {
    pacing_.note_input();
    if (read_only()) return;
    const std::string step = store_.redo_label();
    if (shown(store_.redo())) ui_.announcement = "Redid: " + step;
}

// ---- the library ----

bool Session::dispatch_all(std::span<const LibraryAction> actions) {
    if (actions.empty()) return true;
    pacing_.note_input();
    const std::uint32_t was_open = store_.open_id();
    const std::size_t listed = library().encounters.size();
    const Refusal refused = store_.dispatch_all(actions);
    // An encounter read for the first time since the start may be damaged: what it cost is said
    // as a start says it, and one that could not be read at all has left the list.
    std::string damage = persistence_.take_told();
    const bool unreadable = refused && library().encounters.size() < listed;
    if (unreadable)
        damage = "Your saved library was damaged: " + refused->text +
                 ". The damaged data is kept: \"Save the damaged data as a file\" keeps a copy.";
    if (!damage.empty()) {
        show_notice(damage);
        ui_.offer_damaged_data = true;
    }
    if (unreadable) {   // said once, in the notice that offers the data, not again as a refusal below
        ui_.message.clear();
        return false;
    }
    return library_changed(refused, was_open);
}

bool Session::keep_party_state(bool even_if_elsewhere) {
    if (!open_id()) return false;
    const Library before = library();
    if (!dispatch(KeepPartyState{open_id(), false, even_if_elsewhere})) return false;
    const std::vector<std::string> lines = party_changes(before, library());
    std::string said = lines.empty() ? "The party's state is as this fight left it" : "The party's state is kept:";
    for (const std::string& line : lines) said += "\n" + line;
    for (const Combatant* c : party_in_fight(library(), encounter()))
        if (const auto elsewhere = other_open_fights(library(), open_id(), c->name); !elsewhere.empty() && !even_if_elsewhere)
            said += "\n" + c->name + " is also in \"" + elsewhere.front() + "\", not over: kept as that fight left them";
    ui_.announcement = said;
    return true;
}

bool Session::change_party(const LibraryAction& action) {
    const Library before = library();
    if (!dispatch(action)) return false;
    std::string said;
    for (const std::string& line : party_changes(before, library())) said += (said.empty() ? "" : "\n") + line;
    ui_.announcement = said;
    return true;
}

void Session::undo_library() {
    pacing_.note_input();
    const std::uint32_t was_open = store_.open_id();
    library_changed(store_.undo_library(), was_open);
}

void Session::redo_library() {
    pacing_.note_input();
    const std::uint32_t was_open = store_.open_id();
    library_changed(store_.redo_library(), was_open);
}

bool Session::library_changed(Refusal refusal, std::uint32_t was_open) {
    if (!shown(std::move(refusal))) return false;
    if (store_.open_id() != was_open) opened();
    ui_.offer_library_undo = ui_.screen == Screen::Library;
    return true;
}

// What was on screen belonged to another encounter (or none is open now).
void Session::opened() {
    if (store_.open_id() && view_kept_) close_players_view();
    navigate(ui_, ForgetEncounterPanels{});
    if (!store_.open_id() && !read_only()) navigate(ui_, ShowScreen{Screen::Library});
}

void Session::close_players_view() {
    platform::keep_players_view("");   // a reload no longer reopens it
    platform::live_follow("");
    view_kept_ = false;
    view_token_.clear();
    live_ = Live::Snapshot;
    if (!read_only()) return;   // an encounter of the library was opened, which ended the view
    if (library_outdated_) sync_library();
    else store_.end_read_only();
}

void Session::leave_players_view_for_library() {
    if (view_kept_ && ui_.screen == Screen::Library) close_players_view();
}

// Another tab saved while this one showed a players' view (which writes nothing): the library
// is read again as stored, as at a start, so this tab goes on from what the other saved.
void Session::sync_library() {
    library_outdated_ = false;
    show_notice(persistence_.reload(store_));
}

void Session::open_encounter(std::uint32_t id) {
    if (!dispatch(OpenEncounter{id})) return;
    opened();   // also when it was open already: it shows afresh
    navigate(ui_, ShowScreen{Screen::Tracker});
}

void Session::new_encounter(Ruleset ruleset, const SchemeSettings& settings) {
    const std::uint32_t id = library().next_id;   // the id the new encounter gets
    if (dispatch_all(std::vector<LibraryAction>{NewEncounter{ruleset, settings}, OpenEncounter{id}}))
        navigate(ui_, ShowScreen{Screen::Tracker});
}

void Session::change_settings(const LibrarySettings& s) {
    if (s != library().settings) dispatch(ChangeSettings{s});
}

void Session::open_shared(const Encounter& e) {
    Encounter shared = e;   // `e` may live in ui_.link, which is cleared next
    ui_.link.reset();
    if (read_only() && library_outdated_) close_players_view();   // added to the library as stored now
    const std::uint32_t id = library().next_id;
    if (dispatch_all(std::vector<LibraryAction>{AddEncounters{{std::move(shared)}, {}}, OpenEncounter{id}}))
        navigate(ui_, ShowScreen{Screen::Tracker});
}

// ---- the players' view ----

void Session::show_players_view(const Encounter& e, const std::string& token, Live live) {
    pacing_.note_input();
    Encounter shared = e;   // `e` may live in ui_.link, which is cleared below
    store_.show_read_only(std::move(shared));
    ui_.link.reset();
    ui_.selected.reset();
    navigate(ui_, ShowScreen{Screen::Tracker});
    // Kept for this page: a reload (the one that installs a new version too) reopens it.
    view_token_ = token;
    live_ = live;
    platform::keep_players_view(with_live(share_fragment(store_.encounter(), ShareKind::PlayerView), view_token_));
    platform::live_follow(token == kJoinedMark ? "" : view_token_);
    view_kept_ = true;
}

void Session::update_players_view(Encounter e, const std::string& fragment) {
    store_.show_read_only(std::move(e));
    platform::keep_players_view(with_live(fragment, view_token_));   // a reload shows the latest
}

// ---- files ----

void Session::import_file(const std::string& contents) {
    pacing_.note_input();
    auto file = load_import_file(contents);
    if (!file) {
        ui_.notice = "This file could not be imported: " + file.reason() + ". Nothing was changed.";
        return;
    }
    ImportedFile read = std::move(file).value();
    AddEncounters found{std::move(read.encounters), std::move(read.roster), std::move(read.parties), {}, {}};
    std::vector<ImportQuestion> questions = import_questions(library(), found);
    if (questions.empty()) finish_import(found);
    else ui_.import = PendingImport{std::move(found), std::move(questions), 0};
}

void Session::answer_import(std::string_view how) {
    pacing_.note_input();
    if (!ui_.import || ui_.import->asked >= ui_.import->questions.size()) return;
    PendingImport& pending = *ui_.import;
    const ImportQuestion& q = pending.questions[pending.asked++];
    (q.party ? pending.found.party_answers : pending.found.member_answers)[q.name] = std::string(how);
    if (pending.asked < pending.questions.size()) return;
    const AddEncounters found = std::move(pending.found);
    ui_.import.reset();
    finish_import(found);
}

void Session::cancel_import() {
    pacing_.note_input();
    ui_.import.reset();
    ui_.notice = "The file was not imported. Nothing was changed.";
}

void Session::finish_import(const AddEncounters& found) {
    const Library before = library();
    if (Refusal refused = store_.dispatch(found)) {
        ui_.notice = "This file was not imported. " + refused->text;
        return;
    }
    ui_.offer_library_undo = ui_.screen == Screen::Library;   // one step of the library's undo takes it back
    const std::size_t roster_added = library().roster.size() - before.roster.size();
    const std::size_t parties_added = library().parties.size() - before.parties.size();
    std::string replaced;
    for (const auto* answers : {&found.member_answers, &found.party_answers})
        for (const auto& [name, how] : *answers)
            if (how == kReplaceIt) replaced += (replaced.empty() ? "" : ", ") + name;
    const std::size_t n = found.encounters.size();
    ui_.notice = "Imported " + std::to_string(n) + (n == 1 ? " encounter" : " encounters") +
                 (roster_added ? ", " + std::to_string(roster_added) + " roster entries" : "") +
                 (parties_added ? ", " + std::to_string(parties_added) + (parties_added == 1 ? " party" : " parties") : "") +
                 " as new entries; " + (replaced.empty() ? "nothing was overwritten." : "replaced as you chose: " + replaced + ".");
}

void Session::save_file(const std::string& name, const std::string& contents) {
    show_notice(platform::save_file(name, contents));
}

void Session::pick_file_to_import() { platform::pick_file_to_import(); }

int Session::today() const { return platform::today(); }

void Session::export_library() {
    pacing_.note_input();
    // Every encounter goes in the file: those not opened since the start are read now. One that
    // cannot be read is said, and the rest is saved.
    const Refusal unread = store_.load_all();
    const std::string saved = platform::save_file("roundkeeper-library.json", save_library(store_.saved_session(0).library));
    show_notice(unread ? unread->text + ". " + saved : saved);
    LibrarySettings s = library().settings;
    s.last_export_day = platform::today();
    store_.dispatch(ChangeSettings{s});   // refused only when nothing may change: the export happened anyway
}

void Session::save_damaged_data() {
    pacing_.note_input();
    show_notice(platform::save_file("roundkeeper-damaged-data.json", persistence_.damaged_data()));
}

// ---- saving ----

// A players' view writes nothing (its settings last while it shows): another tab's guard never
// wakes because of it, and the library's open fight is what the next start reopens.
void Session::save_if_needed() {
    if (read_only()) return;
    const std::uint32_t was_open = store_.open_id();
    saved(was_open, persistence_.save_if_needed(store_));
}

void Session::save_now() {
    if (read_only()) return;
    const std::uint32_t was_open = store_.open_id();
    saved(was_open, persistence_.save_now(store_));
}

// A save may find that another tab saved first: the store then holds what was stored, which
// may not have this tab's encounter any more.
void Session::saved(std::uint32_t was_open, std::string problem) {
    if (store_.open_id() != was_open) opened();
    show_notice(std::move(problem));
}

// Another tab saved this library: this tab stops saving over it, shows what was stored (a
// change of its own not yet stored is named as lost), and says so. A players' view is left as it is.
void Session::storage_changed_elsewhere() {
    if (read_only()) {   // nothing of this tab's to lose: the library is read again when the view ends
        library_outdated_ = true;
        return;
    }
    // This tab's last change is lost when it was not stored yet, or when its save crossed the
    // other tab's and was written over.
    const bool lost_change = persistence_.unsaved(store_) || persistence_.overwritten();
    const std::string lost = lost_change ? store_.undo_label() : "";
    const std::uint32_t was_open = store_.open_id();
    persistence_.changed_elsewhere(store_);
    persistence_.show_stored(store_);
    if (store_.open_id() != was_open) opened();
    std::string text = kOtherTabMessage;
    if (!lost.empty()) text = "Your last change (" + lost + ") was not saved: " + text;
    if (was_open && !store_.open_id()) text += " The encounter open here was deleted there.";
    show_notice(std::move(text));
}

void Session::show_notice(std::string text) {
    if (text.empty()) return;
    pacing_.note_input();
    // A notice not yet dismissed stays and the new one goes below it, once: an import's count
    // and the storage's "could not be saved" that follows it both matter to the game master.
    if (ui_.notice.empty()) ui_.notice = std::move(text);
    else if (ui_.notice.find(text) == std::string::npos) ui_.notice += "\n\n" + text;
}

} // namespace rk::ui
