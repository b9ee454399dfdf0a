#include "ui/app/sharing.hpp"

#include "ui/app/navigation.hpp"
#include "core/formats/share_codec.hpp"
#include "ui/app/live_links.hpp"
#include "ui/platform/platform.hpp"

namespace rk::ui {

void Sharing::start() {
    live_host_token_ = platform::live_host();
    handle_link();
}

void Sharing::open_players_view(const Encounter& e, const std::string& live_token) {
    link_pending_ = false;
    session_.show_players_view(e, live_token,
                               live_token.empty() ? Live::Snapshot : live_token == kJoinedMark ? Live::Gone : Live::Waiting);
}

std::string Sharing::link_to(const std::string& fragment) const { return platform::page_address() + "#" + fragment; }
void Sharing::copy(const std::string& text) { platform::copy_text(text); }
void Sharing::share_link(const std::string& url, const std::string& title) { platform::share_link(url, title); }
void Sharing::share_text(const std::string& text, const std::string& title) { platform::share_text(text, title); }
bool Sharing::players_can_join() const { return platform::join_supported(); }

std::string Sharing::live_link() const {
    if (live_host_token_.empty()) return "";
    return platform::page_address() + "#" +
           with_live(share_fragment(session_.encounter(), ShareKind::PlayerView), live_host_token_);
}

void Sharing::open_live_window() {
    const std::string link = live_link();
    if (link.empty()) return;
    live_window_ = LiveWindow::Waiting;
    platform::open_window(link);
}

void Sharing::live_hello() {
    live_followed_ = true;
    if (live_window_ == LiveWindow::Waiting) live_window_ = LiveWindow::Answered;
    live_published_ = 0;   // the new view gets the fight as it stands, now
    publish_live();
}

void Sharing::publish_live() {
    const Store& store = session_.store();
    if (!live_followed_ || store.read_only() || !store.open_id() || store.version() == live_published_) return;
    live_published_ = store.version();
    const std::string fragment = share_fragment(store.encounter(), ShareKind::PlayerView);
    platform::live_publish(live_host_token_, fragment);
    platform::join_publish(fragment);
}

void Sharing::live_view(const std::string& fragment) {
    if (!session_.read_only() || session_.view_token().empty()) return;
    auto shared = parse_fragment(fragment);
    if (!shared || shared.value().kind != ShareKind::PlayerView) return;   // never from our own pages: ignored
    pacing_.note_input();
    session_.set_live(Live::Following);
    if (shared.value().encounter == session_.encounter()) return;
    session_.update_players_view(std::move(shared).value().encounter, fragment);
}

void Sharing::live_gone() {
    if (!session_.read_only() || session_.view_token().empty()) return;
    pacing_.note_input();
    session_.set_live(Live::Gone);
}

// ---- players' phones, over a direct connection ----

void Sharing::join_link(const std::string& fragment) {
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
    navigate(ui_, ShowScreen{Screen::Joining});
    platform::join_answer(offer.value().sdp);
}

void Sharing::join_screens() {
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

void Sharing::scan_player_code() {
    joining_.problem.clear();
    platform::scan_code();
}

void Sharing::join_local(JoinRole role, const std::string& description) {
    pacing_.note_input();
    if ((role == JoinRole::Offer && !hosting_) || (role == JoinRole::Answer && !answering_)) return;   // left meanwhile
    auto code = join_code(description, role);
    if (!code) {
        joining_.problem = code.reason() + ".";
        return;
    }
    if (role == JoinRole::Offer) joining_.offer_link = platform::page_address() + "#" + std::string(kJoinLinkKey) + code.value();
    else joining_.answer_code = code.value();
}

void Sharing::join_scanned(const std::string& text) {
    pacing_.note_input();
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

void Sharing::join_players(int count) {
    pacing_.note_input();
    joining_.players = count;
}

void Sharing::join_problem(const std::string& text) {
    pacing_.note_input();
    joining_.problem = text;
}

void Sharing::join_view(const std::string& fragment) {
    if (!answering_ && !joined()) return;   // a join the player cancelled
    auto shared = parse_fragment(fragment);
    if (!shared || shared.value().kind != ShareKind::PlayerView) return;
    pacing_.note_input();
    last_view_at_ = now_;
    session_.set_live(Live::Following);
    const bool arrived = ui_.screen == Screen::Joining || !joined();   // the first view of this join
    if (arrived) {
        answering_ = false;
        joining_ = {};
    }
    if (!joined()) {   // the player's page becomes a players' view, kept for a reload
        open_players_view(shared.value().encounter, std::string(kJoinedMark));
        session_.set_live(Live::Following);
        return;
    }
    if (arrived) navigate(ui_, ShowScreen{Screen::Tracker});   // rejoined from a view shown before
    if (!arrived && shared.value().encounter == session_.encounter()) return;
    session_.update_players_view(std::move(shared).value().encounter, fragment);
}

bool Sharing::joined() const { return session_.read_only() && session_.view_token() == kJoinedMark; }

double Sharing::seconds_since_view() const { return last_view_at_ < 0 ? -1 : now_ - last_view_at_; }

void Sharing::handle_link() {
    const std::string fragment = platform::take_link_fragment();
    if (fragment.empty()) return;
    pacing_.note_input();
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
        open_players_view(shared.value().encounter, live);
        return;
    }
    // The link stays in the address until the user decides (link_pending_, see after_frame).
    ui_.link = PendingLink{std::move(shared).value().encounter, players};
    link_pending_ = true;
}

void Sharing::after_frame() {
    join_screens();
    // The user answered the link's question (opened it, or cancelled): it leaves the address.
    if (link_pending_ && !ui_.link) {
        link_pending_ = false;
        platform::link_handled();
    }
}

} // namespace rk::ui
