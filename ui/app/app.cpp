#include "ui/app/app.hpp"

#include <imgui.h>
#include <imgui_internal.h>   // the current window's clip rectangle, for the test hook

#include <algorithm>
#include <cstring>
#include <unordered_map>

#include "ui/app/back_navigation.hpp"
#include "core/fight/combat.hpp"
#include "core/fight/effects.hpp"
#include "core/fight/every_round.hpp"
#include "core/library/library_reducer.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "core/fight/turn_order.hpp"
#include "ui/platform/platform.hpp"
#include "ui/views/views.hpp"

namespace rk::ui {

App::App()
    : persistence_(Storage{platform::storage_read, platform::storage_write, platform::storage_remove, platform::storage_keys}) {}

void App::start() {
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
        note_input();
        return;
    }
    if (store_.open_id()) ui_.screen = Screen::Tracker;
    live_host_token_ = platform::live_host();
    handle_link();
    note_input();
}

bool App::shown(Refusal refusal) {
    if (refusal) {
        ui_.message = refusal->text;
        return false;
    }
    ui_.message.clear();
    return true;
}

// ---- the open encounter ----

bool App::dispatch_all(std::span<const Action> actions) {
    if (actions.empty()) return true;
    note_input();
    const std::vector<Effect> before = store_.encounter().effects;   // what may run out (not the 500 combatants)
    if (!shown(store_.dispatch_all(actions))) return false;
    announce_expired(before, actions.back());
    return true;
}

// Effects that ran out because time passed (not because the user ended them) are announced
// until the next change: the table must hear that the Bless is over.
void App::announce_expired(const std::vector<Effect>& before, const Action& action) {
    ui_.announcement.clear();
    if (std::holds_alternative<RemoveEffect>(action) || std::holds_alternative<RemoveCombatant>(action)) return;
    const Encounter& now = store_.encounter();
    for (const Effect& fx : before) {
        if (now.find_effect(fx.id)) continue;
        ui_.announcement += (ui_.announcement.empty() ? "" : "\n") + effect_ended_words(now, fx);
    }
}

const std::vector<Prompt>& App::prompts() {
    if (prompts_version_ != store_.version()) {
        prompts_ = read_only() ? std::vector<Prompt>{} : rk::prompts(store_.encounter());
        primary_ = read_only() ? std::nullopt : primary_prompt(store_.encounter());
        offers_ = read_only() ? std::vector<Prompt>{} : every_round_offers(store_.encounter());
        prompts_version_ = store_.version();
    }
    return prompts_;
}

// Those out of the fight take no turn: they go last, dimmed, in the order's own order.
const std::vector<OrderRow>& App::order_rows() {
    if (order_version_ == store_.version()) return order_rows_;
    const Encounter& e = store_.encounter();
    std::unordered_map<CombatantId, std::size_t> where;
    where.reserve(e.combatants.size());
    for (std::size_t i = 0; i < e.combatants.size(); ++i) where.emplace(e.combatants[i].id, i);
    const auto row_of = [&](CombatantId id) -> OrderRow& { return order_rows_[where.at(id)]; };
    order_rows_.assign(e.combatants.size(), OrderRow{});
    for (std::size_t i = 0; i < e.combatants.size(); ++i)
        order_rows_[i] = OrderRow{.id = e.combatants[i].id, .index = i, .out = !in_the_fight(e, e.combatants[i]), .asked = false, .whys = {}};
    // The rules ask something of it: its prompts, or while nobody acts (the table declares) the
    // every-round actions it may take. Each card says a prompt's context once per screen.
    for (const auto* list : {&prompts(), &offers()})
        for (const Prompt& p : *list) {
            if (!p.who || !where.count(*p.who)) continue;
            OrderRow& row = row_of(*p.who);
            if (list == &prompts_ || !e.acting) row.asked = true;
            if (!p.why.empty()) row.whys.push_back(p.why);
        }
    std::vector<OrderRow> rows;
    rows.reserve(order_rows_.size());
    for (CombatantId id : turn_order(e))
        if (where.count(id)) rows.push_back(std::move(row_of(id)));
    std::stable_partition(rows.begin(), rows.end(), [](const OrderRow& r) { return !r.out; });
    order_rows_ = std::move(rows);
    acts_next_ = rk::acts_next(e);
    order_version_ = store_.version();
    return order_rows_;
}

std::optional<CombatantId> App::acts_next() {
    order_rows();
    return acts_next_;
}

const std::optional<Prompt>& App::primary() {
    prompts();   // brings all three up to date
    return primary_;
}

const std::vector<Prompt>& App::offers() {
    prompts();
    return offers_;
}

// Undo and redo say what they took back (brought back), in the log's words for that step
// (core's undo_label): the table hears "Undid: Goblin 3 takes 5 damage", not just a change.
void App::undo() {
    note_input();
    if (read_only()) return;
    const std::string step = store_.undo_label();   // read before the step is gone
    if (shown(store_.undo())) ui_.announcement = "Undid: " + step;
}

void App::redo() {
    note_input();
    if (read_only()) return;
    const std::string step = store_.redo_label();
    if (shown(store_.redo())) ui_.announcement = "Redid: " + step;
}

// ---- the library ----

bool App::dispatch_all(std::span<const LibraryAction> actions) {
    if (actions.empty()) return true;
    note_input();
    const std::uint32_t was_open = store_.open_id();
    return library_changed(store_.dispatch_all(actions), was_open);
}

void App::undo_library() {
    note_input();
    const std::uint32_t was_open = store_.open_id();
    library_changed(store_.undo_library(), was_open);
}

void App::redo_library() {
    note_input();
    const std::uint32_t was_open = store_.open_id();
    library_changed(store_.redo_library(), was_open);
}

bool App::library_changed(Refusal refusal, std::uint32_t was_open) {
    if (!shown(std::move(refusal))) return false;
    if (store_.open_id() != was_open) opened();
    ui_.offer_library_undo = ui_.screen == Screen::Library;
    return true;
}

// What was on screen belonged to another encounter (or none is open now).
void App::opened() {
    if (store_.open_id() && view_kept_) close_players_view();
    ui_.selected.reset();
    ui_.announcement.clear();
    ui_.sheet.reset();
    ui_.entering.reset();
    ui_.actions_menu.reset();
    ui_.encounter_menu = false;
    if (!store_.open_id() && !read_only()) ui_.screen = Screen::Library;
}

void App::close_players_view() {
    platform::keep_players_view("");   // a reload no longer reopens it
    platform::live_follow("");
    view_kept_ = false;
    live_token_.clear();
    live_ = Live::Snapshot;
    if (!read_only()) return;   // an encounter of the library was opened, which ended the view
    if (library_outdated_) sync_library();
    else store_.end_read_only();
}

// Another tab saved while this one showed a players' view (which writes nothing): the library
// is read again as stored, as at a start, so this tab goes on from what the other saved.
void App::sync_library() {
    library_outdated_ = false;
    show_notice(persistence_.reload(store_));
}

void App::open_encounter(std::uint32_t id) {
    if (!dispatch(OpenEncounter{id})) return;
    opened();   // also when it was open already: it shows afresh
    ui_.screen = Screen::Tracker;
}

void App::new_encounter(Ruleset ruleset, const SchemeSettings& settings) {
    const std::uint32_t id = library().next_id;   // the id the new encounter gets
    if (dispatch_all(std::vector<LibraryAction>{NewEncounter{ruleset, settings}, OpenEncounter{id}}))
        ui_.screen = Screen::Tracker;
}

void App::change_settings(const LibrarySettings& s) {
    if (s != library().settings) dispatch(ChangeSettings{s});
}

void App::open_shared(const Encounter& e) {
    Encounter shared = e;   // `e` may live in ui_.link, which is cleared next
    ui_.link.reset();
    if (read_only() && library_outdated_) close_players_view();   // added to the library as stored now
    const std::uint32_t id = library().next_id;
    if (dispatch_all(std::vector<LibraryAction>{AddEncounters{{std::move(shared)}, {}}, OpenEncounter{id}}))
        ui_.screen = Screen::Tracker;
}

namespace {

// A players' link that follows a page live ends in "&live=<that page's token>" (the share
// fragment itself is base64url and never holds a '&').
constexpr std::string_view kLiveMark = "&live=";
std::pair<std::string, std::string> split_live(const std::string& fragment) {
    const std::size_t at = fragment.find(kLiveMark);
    if (at == std::string::npos) return {fragment, ""};
    return {fragment.substr(0, at), fragment.substr(at + kLiveMark.size())};
}
std::string with_live(std::string fragment, const std::string& token) {
    return token.empty() ? fragment : fragment + std::string(kLiveMark) + token;
}
// A players' view that came over a direct connection is kept as "&live=direct": after a reload
// it shows the fight as it last was, and says to scan the game master's code again.
constexpr std::string_view kJoinedMark = "direct";

} // namespace

void App::open_shared_read_only(const Encounter& e, const std::string& live_token) {
    note_input();
    Encounter shared = e;   // `e` may live in ui_.link, which is cleared below
    store_.show_read_only(std::move(shared));
    ui_.link.reset();
    ui_.selected.reset();
    ui_.screen = Screen::Tracker;
    // Kept for this page: a reload (the one that installs a new version too) reopens it.
    link_pending_ = false;
    live_token_ = live_token;
    live_ = live_token.empty() ? Live::Snapshot : live_token == kJoinedMark ? Live::Gone : Live::Waiting;
    platform::keep_players_view(with_live(share_fragment(store_.encounter(), ShareKind::PlayerView), live_token_));
    platform::live_follow(live_token == kJoinedMark ? "" : live_token_);
    view_kept_ = true;
}

std::string App::live_link() const {
    if (live_host_token_.empty()) return "";
    return platform::page_address() + "#" + with_live(share_fragment(store_.encounter(), ShareKind::PlayerView), live_host_token_);
}

void App::live_hello() {
    live_followed_ = true;
    live_published_ = 0;   // the new view gets the fight as it stands, now
    publish_live();
}

void App::publish_live() {
    if (!live_followed_ || read_only() || !store_.open_id() || store_.version() == live_published_) return;
    live_published_ = store_.version();
    const std::string fragment = share_fragment(store_.encounter(), ShareKind::PlayerView);
    platform::live_publish(live_host_token_, fragment);
    platform::join_publish(fragment);
}

void App::live_view(const std::string& fragment) {
    if (!read_only() || live_token_.empty()) return;
    auto shared = parse_fragment(fragment);
    if (!shared || shared.value().kind != ShareKind::PlayerView) return;   // never from our own pages: ignored
    note_input();
    live_ = Live::Following;
    if (shared.value().encounter == store_.encounter()) return;
    store_.show_read_only(std::move(shared).value().encounter);
    platform::keep_players_view(with_live(fragment, live_token_));   // a reload shows the latest
}

void App::live_gone() {
    if (!read_only() || live_token_.empty()) return;
    note_input();
    live_ = Live::Gone;
}

// ---- players' phones, over a direct connection ----

void App::join_link(const std::string& fragment) {
    auto offer = join_description(fragment);
    if (!offer || offer.value().role != JoinRole::Offer) {
        ui_.notice = offer ? "This is a player's answer code: the game master's phone reads it on its Players join screen."
                           : "This join link could not be opened: " + offer.reason() + ". Nothing was changed.";
        platform::link_handled();
        return;
    }
    // The link stays in the address until the fight arrives: a reload answers it afresh (the
    // game master's phone still waits for this player's answer).
    joining_ = {};
    answering_ = true;
    ui_.link.reset();
    ui_.screen = Screen::Joining;
    platform::join_answer(offer.value().sdp);
}

void App::join_screens() {
    if (ui_.screen == Screen::Join && !hosting_) {
        hosting_ = true;
        joining_.offer_link.clear();
        joining_.problem.clear();
        platform::join_host();
    } else if (ui_.screen != Screen::Join && hosting_) {
        hosting_ = false;   // players already joined keep following
        platform::join_host_stop();
    }
    if (ui_.screen != Screen::Joining && answering_) {
        answering_ = false;   // the player went back: the join link is done with, its connection too
        platform::join_answer("");
        platform::link_handled();
    }
}

void App::scan_player_code() {
    joining_.problem.clear();
    platform::scan_code();
}

void App::join_local(JoinRole role, const std::string& description) {
    note_input();
    if ((role == JoinRole::Offer && !hosting_) || (role == JoinRole::Answer && !answering_)) return;   // left meanwhile
    auto code = join_code(description, role);
    if (!code) {
        joining_.problem = code.reason() + ".";
        return;
    }
    if (role == JoinRole::Offer) joining_.offer_link = platform::page_address() + "#" + std::string(kJoinLinkKey) + code.value();
    else joining_.answer_code = code.value();
}

void App::join_scanned(const std::string& text) {
    note_input();
    if (!hosting_) return;
    auto answer = join_description(text);
    if (!answer) {
        joining_.problem = "The camera read a code that is not a player's answer (" + answer.reason() + "). Scan the code on the player's phone.";
        return;
    }
    if (answer.value().role != JoinRole::Answer) {
        joining_.problem = "That is a game master's join code. Scan the code the player's phone shows after opening yours.";
        return;
    }
    joining_.problem.clear();
    joining_.offer_link.clear();   // the next player's code is being made
    platform::join_accept(answer.value().sdp);
}

void App::join_players(int count) {
    note_input();
    joining_.players = count;
}

void App::join_problem(const std::string& text) {
    note_input();
    joining_.problem = text;
}

void App::join_view(const std::string& fragment) {
    if (!answering_ && !joined()) return;   // a join the player cancelled
    auto shared = parse_fragment(fragment);
    if (!shared || shared.value().kind != ShareKind::PlayerView) return;
    note_input();
    last_view_at_ = now_;
    live_ = Live::Following;
    const bool arrived = ui_.screen == Screen::Joining || !joined();   // the first view of this join
    if (arrived) {
        answering_ = false;
        joining_ = {};
    }
    if (!joined()) {   // the player's page becomes a players' view, kept for a reload
        open_shared_read_only(shared.value().encounter, std::string(kJoinedMark));
        live_ = Live::Following;
        return;
    }
    if (arrived) ui_.screen = Screen::Tracker;   // rejoined from a view shown before
    if (!arrived && shared.value().encounter == store_.encounter()) return;
    store_.show_read_only(std::move(shared).value().encounter);
    platform::keep_players_view(with_live(fragment, live_token_));   // a reload shows the latest
}

bool App::joined() const { return read_only() && live_token_ == kJoinedMark; }

double App::seconds_since_view() const { return last_view_at_ < 0 ? -1 : now_ - last_view_at_; }

void App::handle_link() {
    const std::string fragment = platform::take_link_fragment();
    if (fragment.empty()) return;
    note_input();
    if (fragment.starts_with(kJoinLinkKey)) return join_link(fragment);
    const auto [link, live] = split_live(fragment);
    auto shared = parse_fragment(link);
    if (!shared) {
        ui_.notice = "This link could not be opened: " + shared.reason() + " Nothing was changed.";
        platform::link_handled();
        return;
    }
    const bool players = shared.value().kind == ShareKind::PlayerView;
    // This page's own view, reloaded; or a view that follows a page of this browser live (the
    // game master opened it: nothing to ask, a players' view changes nothing here).
    if (players && (fragment == platform::kept_players_view() || !live.empty())) {
        open_shared_read_only(shared.value().encounter, live);
        return;
    }
    // The link stays in the address until the user decides (link_pending_, see draw).
    ui_.link = PendingLink{std::move(shared).value().encounter, players};
    link_pending_ = true;
}

void App::import_file(const std::string& contents) {
    note_input();
    AddEncounters found;
    if (auto file = load_import_file(contents)) {
        found.encounters = std::move(file).value().encounters;
        found.roster = std::move(file).value().roster;
    } else {
        ui_.notice = "This file could not be imported: " + file.reason() + ". Nothing was changed.";
        return;
    }
    const std::size_t roster_before = library().roster.size();
    if (Refusal refused = store_.dispatch(found)) {
        ui_.notice = "This file was not imported. " + refused->text;
        return;
    }
    const std::size_t roster_added = library().roster.size() - roster_before;
    const std::size_t n = found.encounters.size();
    ui_.notice = "Imported " + std::to_string(n) + (n == 1 ? " encounter" : " encounters") +
                 (roster_added ? " and " + std::to_string(roster_added) + " roster entries" : "") +
                 " as new entries; nothing was overwritten.";
}

void App::export_library() {
    note_input();
    show_notice(platform::save_file("roundkeeper-library.json", save_library(store_.saved_session(0).library)));
    LibrarySettings s = library().settings;
    s.last_export_day = platform::today();
    store_.dispatch(ChangeSettings{s});   // refused only when nothing may change: the export happened anyway
}

// ---- what the platform tells the app ----

void App::save_damaged_data() {
    note_input();
    show_notice(platform::save_file("roundkeeper-damaged-data.json", persistence_.damaged_data()));
}

// A players' view writes nothing (its settings last while it shows): another tab's guard never
// wakes because of it, and the library's open fight is what the next start reopens.
void App::save_if_needed() {
    if (read_only()) return;
    const std::uint32_t was_open = store_.open_id();
    saved(was_open, persistence_.save_if_needed(store_));
    publish_live();
}
void App::save_now() {
    if (read_only()) return;
    const std::uint32_t was_open = store_.open_id();
    saved(was_open, persistence_.save_now(store_));
}

// A save may find that another tab saved first: the store then holds what was stored, which
// may not have this tab's encounter any more.
void App::saved(std::uint32_t was_open, std::string problem) {
    if (store_.open_id() != was_open) opened();
    show_notice(std::move(problem));
}

// Another tab saved this library: this tab stops saving over it, shows what was stored (a
// change of its own not yet stored is named as lost), and says so. A players' view is left as it is.
void App::storage_changed_elsewhere() {
    if (read_only()) {   // nothing of this tab's to lose: the library is read again when the view ends
        library_outdated_ = true;
        return;
    }
    // This tab's last change is lost when it was not stored yet, or when its save crossed the
    // other tab's and was written over.
    const bool lost_change = !read_only() && (persistence_.unsaved(store_) || persistence_.overwritten());
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

void App::show_notice(std::string text) {
    if (text.empty()) return;
    note_input();
    // A notice not yet dismissed stays and the new one goes below it, once: an import's count
    // and the storage's "could not be saved" that follows it both matter to the game master.
    if (ui_.notice.empty()) ui_.notice = std::move(text);
    else if (ui_.notice.find(text) == std::string::npos) ui_.notice += "\n\n" + text;
}

int App::back() {
    note_input();
    close_top_layer(ui_);
    return back_depth();
}

int App::back_depth() const { return ui::back_depth(ui_); }

bool App::fight_on_screen() const { return ui_.screen == Screen::Tracker && encounter().phase == Phase::Running; }

std::string App::screen_name() const {
    std::string name = ui_.link ? "link" : ui_.screen == Screen::Library ? "library"
                     : ui_.screen == Screen::Share ? "share" : ui_.screen == Screen::Join ? "join"
                     : ui_.screen == Screen::Joining ? "joining" : "tracker";
    if (read_only()) name += ":read-only";
    if (read_only() && live_ != Live::Snapshot) name += live_ == Live::Following ? ":live" : live_ == Live::Waiting ? ":waiting" : ":gone";
    if (!ui_.notice.empty()) name += "|" + ui_.notice;
    return name;
}

// ---- frames ----

int App::text_input_mode() const {
    if (!ImGui::GetIO().WantTextInput) return 0;
    return numeric_field_active_ ? 2 : 1;
}

void App::numeric_field() {
    if (ImGui::IsItemActive()) numeric_field_active_ = true;
}

void App::tag_last_item(const char* name) {
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    tag_rect(name, a.x, a.y, b.x, b.y);
}

namespace {

// FNV-1a, folded over a tag's name and where it was drawn.
std::uint64_t fold(std::uint64_t h, const void* data, std::size_t n) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < n; ++i) h = (h ^ bytes[i]) * 1099511628211ull;
    return h;
}

} // namespace

void App::tag_rect(const char* name, float x0, float y0, float x1, float y1) {
    // Only the part a tap can reach: the item clipped by its list. Fully clipped, it keeps its
    // position with no height, so a test knows which way to scroll.
    const ImVec2 a(x0, y0), b(x1, y1);
    const ImRect clip = ImGui::GetCurrentWindow()->ClipRect;
    const float top = std::max(a.y, clip.Min.y), bottom = std::min(b.y, clip.Max.y);
    const float left = std::max(a.x, clip.Min.x), right = std::min(b.x, clip.Max.x);
    Rect r = bottom <= top || right <= left
                 ? Rect{a.x, a.y, b.x - a.x, 0, true}
                 : Rect{left, top, right - left, bottom - top, top > a.y || bottom < b.y || left > a.x || right < b.x};
    r.list_top = clip.Min.y;
    r.list_bottom = clip.Max.y;
    const float where[4] = {r.x, r.y, r.w, r.h};
    layout_hash_ = fold(fold(layout_hash_, name, std::strlen(name) + 1), where, sizeof where);
    if (!tags_wanted_) return;
    // Shown in part (not scrolled away) but cut by its list's sides, or past the screen's: a chip
    // or a die a thumb cannot see whole (the browser tests look for none).
    const float shown_left = std::max(clip.Min.x, 0.0f), shown_right = std::min(clip.Max.x, ImGui::GetIO().DisplaySize.x);
    if (bottom > top && (a.x < shown_left - 0.5f || b.x > shown_right + 0.5f))
        views::cut_labels().push_back(std::string("[") + name + "]");
    widgets_[name] = r;
    if (recording_) recording_->push_back(TagMark{name, Rect{x0 - recording_x_, y0 - recording_y_, x1 - x0, y1 - y0, false}});
}

void App::record_tags(std::vector<TagMark>* into, float origin_x, float origin_y) {
    recording_ = tags_wanted_ ? into : nullptr;
    recording_x_ = origin_x;
    recording_y_ = origin_y;
}

void App::keyboard_shortcuts() {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || ui_.screen == Screen::Share) return;   // typing a name: keys are text
    const bool library = ui_.screen == Screen::Library;   // there, undo is the library's
    if (io.KeyCtrl && ImGui::IsKeyPressed(ImGuiKey_Z, false)) library ? undo_library() : undo();
    if (io.KeyCtrl && ImGui::IsKeyPressed(ImGuiKey_Y, false)) library ? redo_library() : redo();
    if (library) return;
    if (!io.KeyCtrl && (ImGui::IsKeyPressed(ImGuiKey_Space, false) || ImGui::IsKeyPressed(ImGuiKey_N, false)))
        if (const auto next = primary()) dispatch(next->action);
}

// A phone's soft keyboard covers the bottom of the screen: the page then lays the app out in
// the part still visible (web/lib/roundkeeper.js), and the field being typed into may now be
// below it. As phones do for their own fields, its list scrolls it back into view, when the
// field or the screen's height changes (not every frame: the user may scroll away while typing).
void App::keep_typing_in_view() {
    const ImGuiContext& g = *GImGui;
    ImGuiWindow* window = g.NavWindow;   // the field's window: tapping a field focuses it
    const bool typing = g.ActiveId != 0 && g.ActiveId == g.InputTextState.ID && g.NavId == g.ActiveId && window;
    const float height = ImGui::GetIO().DisplaySize.y;
    if (typing && (g.ActiveId != typing_id_ || height != typing_height_)) {
        const ImRect field = ImGui::WindowRectRelToAbs(window, window->NavRectRel[ImGuiNavLayer_Main]);
        ImGui::ScrollToRectEx(window, field, ImGuiScrollFlags_KeepVisibleEdgeY);   // and its parents
        frames_owed_ = std::max(frames_owed_, 2);   // the scroll shows in the next frame
    }
    typing_id_ = typing ? g.ActiveId : 0;
    typing_height_ = height;
}

void App::draw(double now_seconds) {
    now_ = now_seconds;
    previous_layout_hash_ = layout_hash_;
    layout_hash_ = 1469598103934665603ull;
    recording_ = nullptr;
    numeric_field_active_ = false;
    widgets_.clear();
    views::cut_labels().clear();
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
    else if (ui_.screen == Screen::Join || ui_.screen == Screen::Joining) {
        const views::JoinScreen join{joining_, [this](const char* name) { tag_last_item(name); }, [this] { scan_player_code(); }};
        if (ui_.screen == Screen::Join) views::players_join(join, ui_);
        else views::joining(join, ui_);
    }
    else views::tracker(*this, ui_);
    ImGui::End();
    join_screens();
    // The user answered the link's question (opened it, or cancelled): it leaves the address.
    if (link_pending_ && !ui_.link) {
        link_pending_ = false;
        platform::link_handled();
    }
    // Back to the library from a players' view: a reload no longer reopens it.
    if (view_kept_ && ui_.screen == Screen::Library) close_players_view();
    if (ui_.screen != Screen::Library) ui_.offer_library_undo = false;
    keep_typing_in_view();

    // ImGui sizes some panels (auto-resizing ones, first appearances) a frame late: while the
    // layout still moves, draw again, so what is on screen (and under the next tap) is final.
    // (The tags drawn, and where: a hash of them, kept whether or not a test asks for the tags.)
    const bool moved = layout_hash_ != previous_layout_hash_;
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
