#pragma once
// What the app needs from the platform it runs on. Each platform implements this in one file
// (platform_web.cpp, platform_native.cpp), chosen by CMake.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/types.hpp"

namespace rk::ui {

class App;

namespace platform {

// Creates the window and GL context, then runs `app`'s frames (runner.hpp) until the user quits
// (native) or forever (web: the browser owns the loop). Returns the process exit code.
int run(App& app);

// The window's part of every frame (runner.hpp, renderer.hpp). feed_input hands ImGui the input
// queued since the last frame, each event owing the app a few frames (FramePacing::note_input), and
// says whether the window was closed. begin_frame tells ImGui the window's size, pixel ratio
// and the time, before its new frame; present shows the frame drawn.
bool feed_input(App& app);
void begin_frame();
void present();

// Device pixels per layout pixel: 2 or 3 on phones. Fonts are rasterized at this density.
float device_pixel_ratio();

// A character the UI font lacks (CJK, Arabic, Hebrew, emoji ...), drawn by the platform's own
// fonts into the glyph atlas at `size` device pixels: white (tinted like text) unless it has
// colours of its own (emoji). False when the platform has no font for it (natively, any): the
// app then shows a placeholder box.
struct GlyphImage {
    int width = 0, height = 0;
    float left = 0;                    // where the image starts, from the pen (device pixels)
    float baseline = 0;                // the baseline, from the image's top
    float advance = 0;                 // how far the pen moves on
    bool coloured = false;
    std::vector<std::uint8_t> rgba;    // width * height * 4, not premultiplied
};
bool draw_glyph(char32_t c, float size, GlyphImage& out);

// The UI font's accented Latin, Cyrillic and Greek, where the build keeps them outside the app (the web: a file
// beside the page, fetched on the first call, so a library in Latin script never downloads it).
// Empty until it has arrived; then a frame is drawn.
std::string_view second_font();

// Whether the device is set to a light appearance (the page's prefers-color-scheme), for the
// theme that follows it. A change of the setting draws a frame.
bool prefers_light_theme();

// Days since 1970-01-01 (local clock): for the export reminder. The core has no clock.
int today();

// Durable key-value storage (localStorage on the web, files natively). A write that fails
// (storage full) returns why, and the previous value stays as it was.
std::optional<std::string> storage_read(const std::string& key);
Refusal storage_write(const std::string& key, const std::string& value);
void storage_remove(const std::string& key);
std::vector<std::string> storage_keys(const std::string& prefix);   // every stored key that starts with prefix

// The link fragment the page was opened with ("e=..." without '#'), or "" when none. It stays
// in the address until link_handled(): a reload before the user decides (such as the one that
// installs a new version of the app) brings the same question back.
std::string take_link_fragment();
// The user has decided about the link (or it was refused): a reload does not open it again.
void link_handled();
// The players' view open in this page ("v=..."), or "" when it is closed: a reload, such as the
// one that installs a new version, reopens it read-only without asking again.
void keep_players_view(const std::string& fragment);
std::string kept_players_view();
// The page's address for share links.
std::string page_address();

// A players' view that follows a game master's page live in the same browser (a second tab, a
// window on a TV; web/lib/live.js). The page's token as a game master's page, under which the
// views that follow it are answered ("" where the platform has no such views). The answers come
// back through Sharing::live_hello, live_view and live_gone.
std::string live_host();
void live_publish(const std::string& token, const std::string& fragment);   // to the views that follow `token`
void live_follow(const std::string& token);   // this page's players' view follows `token` ("": none)

// Players' phones that follow the fight over a direct connection (WebRTC, web/lib/join.js;
// docs/live-view.md). The platform makes the connections; the app turns descriptions into join
// codes and back (core/formats/join_code.hpp). Answers come back through Sharing::join_local,
// join_scanned, join_players, join_view and join_problem; a lost connection through live_gone.
// Natively these do nothing: join_supported() is false.
bool join_supported();
void join_host();                        // a fresh connection: its offer comes to Sharing::join_local
void join_host_stop();                   // the offer no player answered is dropped
void join_accept(const std::string& answer_sdp);   // a player's answer to the latest offer
void join_publish(const std::string& fragment);    // the players' view, to every connected player
void join_answer(const std::string& offer_sdp);    // a player's page answers the game master's offer ("": no longer)
void scan_code();                        // the camera reads a QR code (in the tap): Sharing::join_scanned

// Things a browser only allows inside a user's tap: the platform performs them in the gesture
// that triggered them (after the frame that handled the tap).
void share_link(const std::string& url, const std::string& title);
void copy_text(const std::string& text);
// A text for a message (the fight's summary): the phone's share sheet where the browser has one,
// else the clipboard; natively, the clipboard.
void share_text(const std::string& text, const std::string& title);
void open_window(const std::string& url);   // a new window (a tab on a phone) on this link
// Returns what to tell the user about it ("" when the platform shows it itself).
std::string save_file(const std::string& file_name, const std::string& contents);
void pick_file_to_import();   // the chosen file arrives through Session::import_file

// The previous start of the app never drew its first frame (on the web: a marker the page sets
// before loading and the first frame clears): this start opens in safe mode.
bool last_start_failed();

} // namespace platform
} // namespace rk::ui
