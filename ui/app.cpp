#include "app.hpp"

#include <imgui.h>
#include <imgui_internal.h>   // the current window's clip rectangle, for the test hook

#include <algorithm>

#include "core/reducer.hpp"
#include "core/saved_session.hpp"
#include "core/serialize.hpp"
#include "core/share_codec.hpp"
#include "platform.hpp"
#include "views/views.hpp"

namespace rk::ui {

namespace {
const char* const kNewerDataMessage =
    "Your library was saved by a newer version of Roundkeeper. It is kept exactly as it is and nothing is "
    "saved over it: reload the page (or close every Roundkeeper tab and open it again) to get the new version.";
} // namespace

App::App() = default;

void App::start() {
    load_saved();
    handle_link();
    note_input();
}

// ---- the open encounter ----

bool App::dispatch(const Action& action) { return dispatch_all(std::span(&action, 1)); }

bool App::dispatch_all(std::span<const Action> actions) {
    if (actions.empty()) return true;
    note_input();
    if (ui_.read_only) {
        ui_.message = "This is a player view: it cannot be changed";
        return false;
    }
    if (newer_data_) {
        ui_.message = kNewerDataMessage;
        return false;
    }
    if (open_id_ == 0) {   // nothing open yet: the change starts a new encounter in the library
        open_id_ = add_encounter(history_.present);
        library_.open = open_id_;
    }
    const Encounter before = history_.present;   // cheap: the log is shared, the rest is small
    if (Refusal refusal = commit_all(history_, actions)) {
        ui_.message = refusal->text;
        return false;
    }
    ui_.message.clear();
    announce_expired(before, actions.back());
    changed();
    return true;
}

// Effects that ran out because time passed (not because the user ended them) are announced
// until the next change: the table must hear that the Bless is over.
void App::announce_expired(const Encounter& before, const Action& action) {
    ui_.announcement.clear();
    if (std::holds_alternative<RemoveEffect>(action) || std::holds_alternative<RemoveCombatant>(action)) return;
    const Encounter& now = history_.present;
    for (const Effect& fx : before.effects) {
        if (now.find_effect(fx.id)) continue;
        std::string line = fx.name;
        if (fx.target) if (const Combatant* t = now.find(*fx.target)) line += " on " + t->name;
        ui_.announcement += (ui_.announcement.empty() ? "" : "\n") + line + " has ended.";
    }
}

const std::vector<Prompt>& App::prompts() {
    if (prompts_version_ != version_) {
        prompts_ = ui_.read_only ? std::vector<Prompt>{} : rk::prompts(history_.present);
        primary_ = ui_.read_only ? std::nullopt : primary_prompt(history_.present);
        prompts_version_ = version_;
    }
    return prompts_;
}

const std::optional<Prompt>& App::primary() {
    prompts();   // brings both up to date
    return primary_;
}

void App::undo() {
    note_input();
    if (ui_.read_only) return;
    if (Refusal r = rk::undo(history_)) ui_.message = r->text;
    else { ui_.message.clear(); ui_.announcement.clear(); changed(); }
}

void App::redo() {
    note_input();
    if (ui_.read_only) return;
    if (Refusal r = rk::redo(history_)) ui_.message = r->text;
    else { ui_.message.clear(); ui_.announcement.clear(); changed(); }
}

// ---- the library ----

void App::store_open_encounter() {
    if (LibraryEntry* entry = find_entry(library_, open_id_)) entry->encounter = history_.present;
}

std::uint32_t App::add_encounter(Encounter e) {
    const std::uint32_t id = library_.next_id++;
    library_.encounters.push_back({id, std::move(e)});
    return id;
}

void App::open_encounter(std::uint32_t id) {
    note_input();
    const LibraryEntry* entry = find_entry(library_, id);
    if (!entry) return;
    if (!ui_.read_only) store_open_encounter();   // switching never touches another encounter's data
    if (view_kept_) platform::keep_players_view("");   // the players' view is closed
    view_kept_ = false;
    ui_.read_only = false;
    open_id_ = id;
    library_.open = id;
    history_ = History<Encounter>{};
    history_.present = entry->encounter;
    ui_.selected.reset();
    ui_.message.clear();
    ui_.announcement.clear();
    ui_.sheet.reset();
    ui_.entering.reset();
    ui_.actions_menu.reset();
    ui_.encounter_menu = false;
    ui_.screen = Screen::Tracker;
    changed();
}

void App::new_encounter(Ruleset ruleset, const SchemeSettings& settings) {
    Encounter e;
    e.name = "Encounter " + std::to_string(library_.next_id);
    auto r = apply(e, SetRuleset{ruleset, settings});
    if (!r) { ui_.message = r.reason(); return; }
    open_encounter(add_encounter(r.value()));
}

void App::delete_encounter(std::uint32_t id) {
    note_input();
    auto it = std::find_if(library_.encounters.begin(), library_.encounters.end(),
                           [&](const LibraryEntry& x) { return x.id == id; });
    if (it == library_.encounters.end()) return;
    library_.encounters.erase(it);
    if (open_id_ == id) {
        open_id_ = 0;
        library_.open.reset();
        history_ = History<Encounter>{};
        ui_.screen = Screen::Library;
    }
    changed();
}

void App::add_to_roster(const Combatant& c) {
    note_input();
    for (const auto& r : library_.roster)
        if (r.name == c.name) { ui_.message = c.name + " is already in the party roster"; return; }
    library_.roster.push_back({c.name, c.is_player, c.level, c.hp ? std::optional(c.hp->max) : std::nullopt, c.stats, c.notes});
    ui_.message.clear();
    changed();
}

void App::remove_from_roster(std::size_t index) {
    note_input();
    if (index >= library_.roster.size()) return;
    library_.roster.erase(library_.roster.begin() + static_cast<long>(index));
    changed();
}

void App::add_from_roster(std::size_t index) {
    if (index >= library_.roster.size()) return;
    const RosterEntry r = library_.roster[index];
    const CombatantId id = history_.present.next_id;   // the id the new combatant gets
    std::vector<Action> add{AddCombatant{r.name, r.is_player ? SideId{1} : SideId{2}, r.is_player, r.level, r.hp_max}};
    for (const auto& [key, value] : r.stats) add.push_back(SetStat{id, key, value});
    if (!r.notes.empty()) add.push_back(SetNotes{id, r.notes});
    dispatch_all(add);   // one intent: one undo step
}

void App::update_settings(const LibrarySettings& s) {
    if (s == library_.settings) return;   // views call this every frame: only a change counts
    note_input();
    library_.settings = s;
    changed();
}

void App::open_shared(const Encounter& e) {
    Encounter shared = e;   // `e` may live in ui_.link, which is cleared next
    ui_.link.reset();
    ui_.read_only = false;
    open_encounter(add_encounter(std::move(shared)));
}

void App::open_shared_read_only(const Encounter& e) {
    note_input();
    Encounter shared = e;   // `e` may live in ui_.link, which is cleared below
    store_open_encounter();
    open_id_ = 0;
    library_.open.reset();
    history_ = History<Encounter>{};
    history_.present = std::move(shared);
    ui_.link.reset();
    ui_.read_only = true;
    ui_.selected.reset();
    ui_.screen = Screen::Tracker;
    // Kept for this page: a reload (the one that installs a new version too) reopens it.
    link_pending_ = false;
    platform::keep_players_view(share_fragment(history_.present, ShareKind::PlayerView));
    view_kept_ = true;
    changed();
}

void App::handle_link() {
    const std::string fragment = platform::take_link_fragment();
    if (fragment.empty()) return;
    note_input();
    auto shared = parse_fragment(fragment);
    if (!shared) {
        ui_.notice = "This link could not be opened: " + shared.reason() + " Nothing was changed.";
        platform::link_handled();
        return;
    }
    const bool players = shared.value().kind == ShareKind::PlayerView;
    if (players && fragment == platform::kept_players_view()) {   // this page's own view, reloaded
        open_shared_read_only(shared.value().encounter);
        return;
    }
    // The link stays in the address until the user decides (link_pending_, see draw).
    ui_.link = PendingLink{std::move(shared).value().encounter, players};
    link_pending_ = true;
}

void App::import_file(const std::string& contents) {
    note_input();
    if (newer_data_) {
        ui_.notice = std::string("This file was not imported. ") + kNewerDataMessage;
        return;
    }
    std::vector<Encounter> found;
    std::size_t roster_added = 0;
    if (auto lib = load_library(contents)) {
        for (const auto& entry : lib.value().encounters) found.push_back(entry.encounter);
        for (const auto& r : lib.value().roster) {
            const bool known = std::any_of(library_.roster.begin(), library_.roster.end(),
                                           [&](const RosterEntry& x) { return x.name == r.name; });
            if (!known) { library_.roster.push_back(r); ++roster_added; }
        }
    } else if (auto one = load_encounter(contents)) {
        found.push_back(one.value());
    } else {
        ui_.notice = "This file could not be imported: " + lib.reason() + ". Nothing was changed.";
        return;
    }
    for (auto& e : found) add_encounter(std::move(e));
    ui_.notice = "Imported " + std::to_string(found.size()) + (found.size() == 1 ? " encounter" : " encounters") +
                 (roster_added ? " and " + std::to_string(roster_added) + " roster entries" : "") +
                 " as new entries; nothing was overwritten.";
    changed();
}

void App::export_library() {
    store_open_encounter();
    platform::save_file("roundkeeper-library.json", save_library(library_));
    library_.settings.last_export_day = platform::today();
    changed();
}

// ---- storage ----

std::string App::saved_text() const {
    SavedSession s;
    s.library = library_;
    if (LibraryEntry* entry = find_entry(s.library, open_id_); entry && !ui_.read_only) entry->encounter = history_.present;
    s.library.open = open_id_ ? std::optional(open_id_) : std::nullopt;
    const std::size_t from = history_.past.size() > kSavedUndoSteps ? history_.past.size() - kSavedUndoSteps : 0;
    s.undo.assign(history_.past.begin() + static_cast<long>(from), history_.past.end());
    s.redo = history_.future;
    return save_session(s);
}

void App::load_saved() {
    const auto text = platform::storage_read(kStorageKey);
    if (!text) return;   // first visit
    auto loaded = load_session(*text);
    SavedSession s;
    if (!loaded && saved_by_newer_version(*text)) {
        // Never read as this version's data, never recovered, never written back.
        newer_data_ = true;
        ui_.notice = kNewerDataMessage;
        return;
    }
    if (loaded) {
        s = std::move(loaded).value();
    } else {
        // Keep the original bytes aside before anything else is written, then start with what
        // could be recovered.
        const Refusal kept = platform::storage_write(kBackupKey, *text);
        Recovered r = recover_session(*text);
        s = std::move(r.session);
        ui_.notice = "Your saved library was damaged (" + loaded.reason() + "). Recovered " +
                     std::to_string(s.library.encounters.size()) + " encounters; lost " + r.lost + ". " +
                     (kept ? "The damaged data could not be kept aside: " + kept->text
                           : std::string("The damaged data was kept aside under \"") + kBackupKey + "\".");
        unsaved_ = true;
    }
    library_ = std::move(s.library);
    if (library_.open && find_entry(library_, *library_.open)) {
        open_id_ = *library_.open;
        history_.present = find_entry(library_, open_id_)->encounter;
        history_.past.assign(s.undo.begin(), s.undo.end());
        history_.future = std::move(s.redo);
        ui_.screen = Screen::Tracker;
    }
}

void App::save_if_needed() {
    if (unsaved_) save_now();
}

void App::save_now() {
    if (stale_) return;   // another tab saved after us: never overwrite it silently
    if (newer_data_) {    // a newer version's data stays exactly as it is
        if (unsaved_) ui_.notice = kNewerDataMessage;
        unsaved_ = false;
        return;
    }
    std::string text = saved_text();
    Refusal failed = platform::storage_write(kStorageKey, text);
    if (failed) {
        // Storage full: the library matters more than its undo history.
        SavedSession lean;
        lean.library = library_;
        if (LibraryEntry* entry = find_entry(lean.library, open_id_); entry && !ui_.read_only) entry->encounter = history_.present;
        if (!platform::storage_write(kStorageKey, save_session(lean))) {
            ui_.notice = "Storage is almost full: the undo history is no longer kept across reloads. "
                         "Export your library to keep it safe.";
            unsaved_ = false;
            return;
        }
        ui_.notice = "This change could not be saved (" + failed->text + "). The previous save is intact. "
                     "Export your library, then delete old encounters to make room.";
        return;
    }
    unsaved_ = false;
}

void App::storage_changed_elsewhere() {
    note_input();
    stale_ = true;
    ui_.notice = "This library was changed in another tab or window. Reload this page to continue with "
                 "the latest version; this tab no longer saves, so nothing is overwritten.";
}

// ---- frames ----

bool App::wants_frame(double) const { return frames_owed_ > 0; }

int App::text_input_mode() const {
    if (!ImGui::GetIO().WantTextInput) return 0;
    return numeric_field_active_ ? 2 : 1;
}

void App::numeric_field() {
    if (ImGui::IsItemActive()) numeric_field_active_ = true;
}

void App::tag_last_item(const char* name) {
    // Only the part a tap can reach: the item clipped by its list. Fully clipped, it keeps its
    // position with no height, so a test knows which way to scroll.
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    const ImRect clip = ImGui::GetCurrentWindow()->ClipRect;
    const float top = std::max(a.y, clip.Min.y), bottom = std::min(b.y, clip.Max.y);
    const float left = std::max(a.x, clip.Min.x), right = std::min(b.x, clip.Max.x);
    if (bottom <= top || right <= left) widgets_[name] = Rect{a.x, a.y, b.x - a.x, 0};
    else widgets_[name] = Rect{left, top, right - left, bottom - top};
}

void App::keyboard_shortcuts() {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || ui_.screen != Screen::Tracker) return;   // typing a name: keys are text
    if (io.KeyCtrl && ImGui::IsKeyPressed(ImGuiKey_Z, false)) undo();
    if (io.KeyCtrl && ImGui::IsKeyPressed(ImGuiKey_Y, false)) redo();
    if (!io.KeyCtrl && (ImGui::IsKeyPressed(ImGuiKey_Space, false) || ImGui::IsKeyPressed(ImGuiKey_N, false)))
        if (const auto next = primary()) dispatch(next->action);
}

void App::draw(double now_seconds) {
    now_ = now_seconds;
    previous_widgets_.swap(widgets_);
    numeric_field_active_ = false;
    widgets_.clear();
    keyboard_shortcuts();
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->WorkPos);
    ImGui::SetNextWindowSize(vp->WorkSize);
    constexpr ImGuiWindowFlags kScreen = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("Roundkeeper", nullptr, kScreen);
    views::notice_banner(*this, ui_);
    if (ui_.link) views::link_prompt(*this, ui_);
    else if (ui_.screen == Screen::Library) views::library(*this, ui_);
    else if (ui_.screen == Screen::Share) views::share(*this, ui_);
    else views::tracker(*this, ui_);
    ImGui::End();
    // The user answered the link's question (opened it, or cancelled): it leaves the address.
    if (link_pending_ && !ui_.link) {
        link_pending_ = false;
        platform::link_handled();
    }
    // Back to the library from a players' view: a reload no longer reopens it.
    if (view_kept_ && ui_.screen == Screen::Library) {
        view_kept_ = false;
        platform::keep_players_view("");
    }

    // ImGui sizes some panels (auto-resizing ones, first appearances) a frame late: while the
    // layout still moves, draw again, so what is on screen (and under the next tap) is final.
    const bool moved = widgets_.size() != previous_widgets_.size() ||
                       !std::equal(widgets_.begin(), widgets_.end(), previous_widgets_.begin(), [](const auto& a, const auto& b) {
                           return a.first == b.first && a.second.x == b.second.x && a.second.y == b.second.y &&
                                  a.second.w == b.second.w && a.second.h == b.second.h;
                       });
    settling_frames_ = moved ? settling_frames_ + 1 : 0;
    if (moved && settling_frames_ < 10) frames_owed_ = std::max(frames_owed_, 2);

    // ImGui hands queued input over one event per frame (a tap's press and release, a typed
    // string): while some is still queued, draw on, or the rest would wait for the next touch.
    if (ImGui::GetCurrentContext()->InputEventsQueue.Size > 0) frames_owed_ = std::max(frames_owed_, 2);

    // A finger resting on the screen sends no events, but a long press must still be seen:
    // keep drawing while it is held, up to a little past the long-press time.
    const ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsMouseDown(ImGuiMouseButton_Left) && io.MouseDownDuration[0] < 1.0f) frames_owed_ = std::max(frames_owed_, 2);
    if (!ImGui::IsMouseDown(ImGuiMouseButton_Left) && !ImGui::IsMouseReleased(ImGuiMouseButton_Left)) ui_.long_press = 0;
}

} // namespace rk::ui
