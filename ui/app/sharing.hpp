#pragma once
// The fight carried to other pages: links the page was opened with (a share link asks before
// anything is opened), the players' views that follow a page of this browser live (a second tab,
// a window on a TV: web/lib/live.js), and players' own phones joined over a direct connection
// (WebRTC, web/lib/join.js; the codes: core/formats/join_code.hpp; docs/live-view.md).
#include <string>

#include "core/formats/join_code.hpp"
#include "ui/app/frame_pacing.hpp"
#include "ui/app/session.hpp"
#include "ui/app/ui_state.hpp"

namespace rk::ui {

class Sharing {
public:
    Sharing(Session& session, UiState& ui, FramePacing& pacing) : session_(session), ui_(ui), pacing_(pacing) {}

    void start();   // after the library is read: this page's live token, then the link it was opened with
    // Looks at the page's link fragment (at start, and when it changes): a share link asks
    // before anything is opened; the players' view this page had open reopens read-only.
    void handle_link();
    // A players' view of `e`: shown, never saved. With the live token of a game master's page in
    // this browser, it follows that page's fight.
    void open_players_view(const Encounter& e, const std::string& live_token = "");
    void begin_frame(double now_seconds) { now_ = now_seconds; }
    void after_frame();   // the screens' changes: hosting, answering, the link's question

    // The phone's own ways to pass the fight on, for the share screens (views call no platform).
    std::string link_to(const std::string& fragment) const;   // this page's address with `fragment`
    void copy(const std::string& text);                        // to the clipboard
    void share_link(const std::string& url, const std::string& title);   // the phone's share sheet
    void share_text(const std::string& text, const std::string& title);  // the same, for a text (else the clipboard)
    bool players_can_join() const;                            // this browser can link players' phones directly

    std::string live_link() const;   // the players' link that follows this page live
    // Opens the live link in a new window. Such a window cannot be asked whether it opened (it has
    // no opener), so the page waits for its hello: until then the share screen says how a blocked
    // window is let through.
    void open_live_window();
    enum class LiveWindow { None, Waiting, Answered };
    LiveWindow live_window() const { return live_window_; }   // since the last open_live_window
    void live_hello();               // a view following this page asked: it gets the fight now, then each change
    void live_view(const std::string& fragment);   // the followed page's fight, as it stands now
    void live_gone();                // the followed page was closed
    void publish_live();             // the open fight to the views following it, when it changed

    // The game master's "Players join" screen (Screen::Join) shows the next player's join link as
    // a QR code and reads each player's answer with the camera; a player's page opened by that
    // link (Screen::Joining) shows its answer, then follows the fight as a players' view.
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

private:
    void join_link(const std::string& fragment);   // a player's page opened by a join link
    void join_screens();         // starts and stops hosting or answering as their screens open and close

    Session& session_;
    UiState& ui_;
    FramePacing& pacing_;
    bool link_pending_ = false;   // a link waits for the user (ui_.link): handled once it is gone
    std::string live_host_token_;   // this page's, for views that follow it ("": no live views here)
    bool live_followed_ = false;  // a view follows this page's fight: each change is published
    std::uint64_t live_published_ = 0;   // the store's version last published
    LiveWindow live_window_ = LiveWindow::None;
    Joining joining_;
    bool hosting_ = false;        // the game master's join screen has an offer out
    bool answering_ = false;      // a player's join screen is answering an offer
    double last_view_at_ = -1;    // when the last view came over a direct connection (now_)
    double now_ = 0;
};

} // namespace rk::ui
