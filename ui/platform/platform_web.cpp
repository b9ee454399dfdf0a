// The browser platform: WebGL2 and the page's input events straight into ImGui (Emscripten's
// HTML5 API: no SDL2 on the web, docs/size.md), frames drawn only when something happened
// (input, resize, a widget settling), the soft-keyboard bridge, and the test hook the browser
// tests read. Larger JavaScript lives in web/lib/*.js (linked as --js-library).
#include <emscripten.h>
#include <emscripten/heap.h>
#include <emscripten/html5.h>
#include <imgui.h>

#include <GLES3/gl3.h>
#include "core/formats/json_numbers.hpp"
#include <algorithm>
#include <vector>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "ui/app/app.hpp"
#include "ui/app/test_hook.hpp"
#include "ui/text/codepoints.hpp"
#include "ui/text/format_text.hpp"
#include "ui/text/number_scan.hpp"
#include "ui/drawing/trig.hpp"
#include "core/formats/json_types.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "core/fight/turn_order.hpp"
#include "ui/platform/platform.hpp"
#include "ui/drawing/renderer.hpp"
#include "ui/app/runner.hpp"
#include "ui/drawing/theme.hpp"
#include "ui/views/views.hpp"

extern "C" {
// web/lib/roundkeeper.js
void rk_js_frame_drawn(int frame, int wants_text);
void rk_js_install_page_handlers();
void rk_js_queue_gesture(const char* kind, const char* a, const char* b);
void rk_js_mark(const char* name);
void rk_js_fight_running(int running);
void rk_js_back_depth(int depth);
void rk_js_set_cursor(const char* css);
int rk_js_prefers_light();
// web/lib/glyphs.js
unsigned char* rk_js_draw_glyph(int codepoint, float size, int* info);
void rk_js_fetch_second_font();
// web/lib/storage.js
char* rk_js_storage_read(const char* key);
char* rk_js_storage_write(const char* key, const char* value);
void rk_js_storage_remove(const char* key);
char* rk_js_storage_keys(const char* prefix);   // the keys, one per line
char* rk_js_take_link_fragment();
int rk_js_last_start_failed();
void rk_js_link_handled();
void rk_js_keep_players_view(const char* fragment);
char* rk_js_kept_players_view();
char* rk_js_page_address();
void rk_js_install_storage_handlers(const char* key);
// web/lib/live.js
char* rk_js_live_host();
void rk_js_live_publish(const char* token, const char* fragment);
void rk_js_live_follow(const char* token);
// web/lib/join.js
void rk_js_join_host();
void rk_js_join_host_stop();
void rk_js_join_accept(const char* sdp);
void rk_js_join_publish(const char* fragment);
void rk_js_join_answer(const char* sdp);
}

namespace rk::ui::platform {

namespace {
Renderer g_renderer;
App* g_app = nullptr;
bool g_frame_scheduled = false;
bool g_gl_lost = false;   // the GPU context is lost: nothing can be drawn until it is given back
std::string g_reply;   // storage for strings handed to JavaScript
int g_device_theme = -1;   // the device prefers light (1) or dark (0); -1: ask the page
std::string g_second_font;   // the UI font's second part (accents, Cyrillic, Greek), once fetched (ImGui reads it in place)

void schedule_frame();

constexpr const char* kCanvas = "#canvas";

// The canvas as the last frame found it: its layout size (CSS px, rounded as its backing store
// is) and its backing store (device px).
struct CanvasSize {
    float layout_w = 1, layout_h = 1;
    int store_w = 1, store_h = 1;
};
CanvasSize g_canvas;

// The canvas's backing store is its CSS size x devicePixelRatio, rounded: WebKit lays the
// canvas out at 843.984375 CSS pixels for 844 (its calc() with the safe-area insets, in 1/64
// px), so at DPR 3 a truncated store came out one row short and the browser stretched it: a
// little blurry on every iPhone. Set before each frame (cheap: the layout is clean then, and
// the store is only set when it differs); the frame's ImGui passes read g_canvas.
void fit_canvas() {
    double css_w = 0, css_h = 0;
    if (emscripten_get_element_css_size(kCanvas, &css_w, &css_h) != EMSCRIPTEN_RESULT_SUCCESS) return;
    const double dpr = emscripten_get_device_pixel_ratio();
    const int want_w = static_cast<int>(css_w * dpr + 0.5), want_h = static_cast<int>(css_h * dpr + 0.5);
    int w = 0, h = 0;
    emscripten_get_canvas_element_size(kCanvas, &w, &h);
    if (want_w > 0 && want_h > 0 && (w != want_w || h != want_h)) {
        emscripten_set_canvas_element_size(kCanvas, want_w, want_h);
        w = want_w;
        h = want_h;
    }
    g_canvas = {std::max(1.0f, std::round(static_cast<float>(css_w))), std::max(1.0f, std::round(static_cast<float>(css_h))),
                std::max(1, w), std::max(1, h)};
}

EM_BOOL tick(double, void*) {
    g_frame_scheduled = false;
    // Without a GPU context nothing is drawn and input waits in ImGui's queue: the first frame
    // after the context is back handles it, on screen.
    if (g_gl_lost) return EM_FALSE;
    fit_canvas();
    const FrameOutcome frame = run_frame(*g_app, g_renderer, device_pixel_ratio());
    rk_js_frame_drawn(static_cast<int>(g_app->pacing().frames_drawn()), g_app->text_input_mode());
    // The screen stays on while a fight runs on screen (the page asks for a wake lock), unless
    // the settings say it may dim.
    static int running = -1;
    // The screen stays on while a fight is on screen, unless the game master turned that off.
    const int now_running = g_app->fight_on_screen() && g_app->session().library().settings.keep_screen_on;
    if (now_running != running) rk_js_fight_running(running = now_running);
    static int depth = -1;
    if (const int d = g_app->back_depth(); d != depth) rk_js_back_depth(depth = d);
    if (frame.wants_frame) schedule_frame();
    return EM_FALSE;
}

void schedule_frame() {
    if (g_frame_scheduled) return;
    g_frame_scheduled = true;
    emscripten_request_animation_frame(tick, nullptr);
}

// ---- input: the page's events into ImGui's queue as they happen; each owes a few frames ----

void woken() {
    g_app->pacing().note_input();
    schedule_frame();
}

struct Pointer {
    double left = 0, top = 0;   // the canvas's place in the page (client px), from the last canvas event
    long finger = -1;           // the touch that moves the pointer; -1: none (a second finger is ignored)
    // A mouse that moves and presses at once (a quick click, a test's click) has its buttons
    // held for two frames: a row's button, drawn under the name with others over it, takes a
    // press only once the pointer has been over it for a frame.
    bool moved = false;                        // since the last frame began
    struct Held { int button; bool down; int frames; };
    std::vector<Held> held;                    // in order; each let through when its frames run out
};
Pointer g_pointer;

// ImGui numbers buttons left, right, middle; the DOM left, middle, right.
int imgui_button(unsigned short dom) { return dom == 1 ? 2 : dom == 2 ? 1 : dom; }

// The pointer moves with motion only (as SDL2 had it): a press or release acts where the last
// motion left the pointer, whatever the event's own coordinates (some drivers press at 0,0).
EM_BOOL on_mouse(int type, const EmscriptenMouseEvent* e, void*) {
    ImGuiIO& io = ImGui::GetIO();
    io.AddMouseSourceEvent(ImGuiMouseSource_Mouse);
    if (type == EMSCRIPTEN_EVENT_MOUSEMOVE || type == EMSCRIPTEN_EVENT_MOUSEENTER) {
        g_pointer.left = static_cast<double>(e->clientX - e->targetX);
        g_pointer.top = static_cast<double>(e->clientY - e->targetY);
        io.AddMousePosEvent(static_cast<float>(e->targetX), static_cast<float>(e->targetY));
    } else if (type == EMSCRIPTEN_EVENT_MOUSELEAVE) {
        if (!ImGui::IsAnyMouseDown()) io.AddMousePosEvent(-FLT_MAX, -FLT_MAX);
    } else if (e->button <= 2) {
        if (g_pointer.moved || !g_pointer.held.empty()) g_pointer.held.push_back({imgui_button(e->button), type == EMSCRIPTEN_EVENT_MOUSEDOWN, 2});
        else io.AddMouseButtonEvent(imgui_button(e->button), type == EMSCRIPTEN_EVENT_MOUSEDOWN);
    }
    if (type == EMSCRIPTEN_EVENT_MOUSEMOVE || type == EMSCRIPTEN_EVENT_MOUSEENTER) g_pointer.moved = true;
    woken();
    // A press is the app's (the browser would move the focus and select); a release off the
    // canvas (heard on the whole document: a drag may end anywhere) is the page's.
    if (type == EMSCRIPTEN_EVENT_MOUSEDOWN) return EM_TRUE;
    if (type == EMSCRIPTEN_EVENT_MOUSEUP) {
        const double x = static_cast<double>(e->clientX) - g_pointer.left, y = static_cast<double>(e->clientY) - g_pointer.top;
        double w = 0, h = 0;
        emscripten_get_element_css_size(kCanvas, &w, &h);
        return x >= 0 && y >= 0 && x < w && y < h;
    }
    return EM_FALSE;
}

// One finger is the pointer, as a mouse that is only there while it touches: put under the
// finger before it presses (no motion comes first), and taken away after it lifts (else the
// last button tapped stays lit as "hovered"). A cancelled touch (the browser took the gesture)
// lifts off every widget, so it taps nothing.
EM_BOOL on_touch(int type, const EmscriptenTouchEvent* e, void*) {
    ImGuiIO& io = ImGui::GetIO();
    for (int i = 0; i < e->numTouches; ++i) {
        const EmscriptenTouchPoint& t = e->touches[i];
        if (!t.isChanged) continue;
        const float x = static_cast<float>(t.targetX), y = static_cast<float>(t.targetY);
        if (type == EMSCRIPTEN_EVENT_TOUCHSTART) {
            if (g_pointer.finger >= 0) continue;
            g_pointer.finger = t.identifier;
            io.AddMouseSourceEvent(ImGuiMouseSource_TouchScreen);
            io.AddMousePosEvent(x, y);
            io.AddMouseSourceEvent(ImGuiMouseSource_TouchScreen);
            io.AddMouseButtonEvent(ImGuiMouseButton_Left, true);
        } else if (t.identifier == g_pointer.finger) {
            io.AddMouseSourceEvent(ImGuiMouseSource_TouchScreen);
            if (type == EMSCRIPTEN_EVENT_TOUCHCANCEL) io.AddMousePosEvent(-FLT_MAX, -FLT_MAX);
            else io.AddMousePosEvent(x, y);
            if (type == EMSCRIPTEN_EVENT_TOUCHMOVE) continue;
            io.AddMouseSourceEvent(ImGuiMouseSource_TouchScreen);
            io.AddMouseButtonEvent(ImGuiMouseButton_Left, false);
            io.AddMousePosEvent(-FLT_MAX, -FLT_MAX);
            g_pointer.finger = -1;
        }
    }
    woken();
    // The app scrolls and zooms nothing the browser would; no mouse events are made up after.
    return type != EMSCRIPTEN_EVENT_TOUCHMOVE;
}

// The wheel scrolls the list under it: the pointer is placed there first (a page reloaded under
// a still mouse has had no motion yet).
EM_BOOL on_wheel(int, const EmscriptenWheelEvent* e, void*) {
    // In steps: 100 px, 3 lines or 1/80 page (as SDL2 counted them, so scrolling feels the same).
    double y = e->deltaY;
    if (e->deltaMode == DOM_DELTA_PIXEL) y /= 100;
    else if (e->deltaMode == DOM_DELTA_LINE) y /= 3;
    else y *= 80;
    ImGuiIO& io = ImGui::GetIO();
    io.AddMouseSourceEvent(ImGuiMouseSource_Mouse);
    io.AddMousePosEvent(static_cast<float>(e->mouse.targetX), static_cast<float>(e->mouse.targetY));
    io.AddMouseWheelEvent(static_cast<float>(-e->deltaX / 100), static_cast<float>(-y));
    woken();
    return EM_TRUE;
}

// The keys the app and ImGui's text fields use, by the character or name the key produces in
// the user's layout (Ctrl+Z is Z wherever Z sits).
ImGuiKey imgui_key(const EmscriptenKeyboardEvent& e) {
    const std::string_view key = e.key;
    if (key.size() == 1) {
        const char c = key[0];
        if (c >= 'a' && c <= 'z') return static_cast<ImGuiKey>(ImGuiKey_A + (c - 'a'));
        if (c >= 'A' && c <= 'Z') return static_cast<ImGuiKey>(ImGuiKey_A + (c - 'A'));
        if (c >= '0' && c <= '9') return static_cast<ImGuiKey>(ImGuiKey_0 + (c - '0'));
        if (c == ' ') return ImGuiKey_Space;
    }
    struct Named {
        std::string_view name;
        ImGuiKey key;
    };
    static constexpr Named named[] = {
        {"Enter", ImGuiKey_Enter}, {"Escape", ImGuiKey_Escape}, {"Backspace", ImGuiKey_Backspace},
        {"Tab", ImGuiKey_Tab}, {"Delete", ImGuiKey_Delete}, {"ArrowLeft", ImGuiKey_LeftArrow},
        {"ArrowRight", ImGuiKey_RightArrow}, {"ArrowUp", ImGuiKey_UpArrow}, {"ArrowDown", ImGuiKey_DownArrow},
        {"Home", ImGuiKey_Home}, {"End", ImGuiKey_End}, {"PageUp", ImGuiKey_PageUp}, {"PageDown", ImGuiKey_PageDown},
    };
    for (const Named& n : named)
        if (n.name == key) return n.key;
    return ImGuiKey_None;
}

EM_BOOL on_key(int type, const EmscriptenKeyboardEvent* e, void*) {
    ImGuiIO& io = ImGui::GetIO();
    const bool down = type == EMSCRIPTEN_EVENT_KEYDOWN;
    io.AddKeyEvent(ImGuiMod_Ctrl, e->ctrlKey);
    io.AddKeyEvent(ImGuiMod_Shift, e->shiftKey);
    io.AddKeyEvent(ImGuiMod_Alt, e->altKey);
    io.AddKeyEvent(ImGuiMod_Super, e->metaKey);
    const ImGuiKey key = imgui_key(*e);
    if (key != ImGuiKey_None) io.AddKeyEvent(key, down);
    woken();
    // Keys that would move the page or its focus (Backspace, Tab, the arrows) and shortcuts are
    // the app's; other key presses go on, so the browser makes their text ('keypress').
    const bool navigation = key == ImGuiKey_Backspace || key == ImGuiKey_Tab || (key >= ImGuiKey_LeftArrow && key <= ImGuiKey_DownArrow);
    return !down || navigation || e->ctrlKey;
}

EM_BOOL on_key_text(int, const EmscriptenKeyboardEvent* e, void*) {
    if (e->charCode >= 32 && e->charCode != 127) ImGui::GetIO().AddInputCharacter(static_cast<unsigned>(e->charCode));
    woken();
    return EM_TRUE;
}

// The window lost the focus (another tab, another app): keys held then are let go.
EM_BOOL on_focus(int type, const EmscriptenFocusEvent*, void*) {
    ImGui::GetIO().AddFocusEvent(type == EMSCRIPTEN_EVENT_FOCUS);
    woken();
    return EM_FALSE;
}

EM_BOOL on_resize(int, const EmscriptenUiEvent*, void*) {
    woken();
    return EM_FALSE;
}

void listen_for_input() {
    emscripten_set_mousedown_callback(kCanvas, nullptr, EM_FALSE, on_mouse);
    emscripten_set_mousemove_callback(kCanvas, nullptr, EM_FALSE, on_mouse);
    emscripten_set_mouseenter_callback(kCanvas, nullptr, EM_FALSE, on_mouse);
    emscripten_set_mouseleave_callback(kCanvas, nullptr, EM_FALSE, on_mouse);
    emscripten_set_mouseup_callback(EMSCRIPTEN_EVENT_TARGET_DOCUMENT, nullptr, EM_FALSE, on_mouse);
    emscripten_set_wheel_callback(kCanvas, nullptr, EM_FALSE, on_wheel);
    emscripten_set_touchstart_callback(kCanvas, nullptr, EM_FALSE, on_touch);
    emscripten_set_touchmove_callback(kCanvas, nullptr, EM_FALSE, on_touch);
    emscripten_set_touchend_callback(kCanvas, nullptr, EM_FALSE, on_touch);
    emscripten_set_touchcancel_callback(kCanvas, nullptr, EM_FALSE, on_touch);
    // Keys while the canvas has the focus (shortcuts); text typed into a field comes through
    // the hidden input instead (rk_text_input), which has the focus then.
    emscripten_set_keydown_callback(kCanvas, nullptr, EM_FALSE, on_key);
    emscripten_set_keyup_callback(kCanvas, nullptr, EM_FALSE, on_key);
    emscripten_set_keypress_callback(kCanvas, nullptr, EM_FALSE, on_key_text);
    emscripten_set_focus_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_FALSE, on_focus);
    emscripten_set_blur_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_FALSE, on_focus);
    emscripten_set_resize_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_FALSE, on_resize);
}

// The browser's cursor over the canvas follows ImGui's (a hand on buttons, a bar over text).
void show_cursor(ImGuiMouseCursor cursor) {
    static ImGuiMouseCursor shown = ImGuiMouseCursor_Arrow;
    if (cursor == shown) return;
    shown = cursor;
    static const char* const css[ImGuiMouseCursor_COUNT] = {"default", "text", "move", "ns-resize", "ew-resize",
                                                            "nesw-resize", "nwse-resize", "pointer", "not-allowed"};
    rk_js_set_cursor(cursor >= 0 && cursor < ImGuiMouseCursor_COUNT ? css[cursor] : "none");
}

// Phones drop WebGL contexts when the browser goes to the background or its GPU process
// restarts. Taking the loss (preventDefault, by returning true) lets the browser give the
// context back; then the GL objects are made again and the current screen is drawn.
EM_BOOL on_gl_lost(int, const void*, void*) {
    g_gl_lost = true;
    emscripten_console_warn("The GPU context was lost: waiting for the browser to give it back");
    return EM_TRUE;
}

EM_BOOL on_gl_restored(int, const void*, void*) {
    g_gl_lost = false;
    g_renderer.gl_context_restored();
    g_app->pacing().note_input();   // a few frames, as after input, so ImGui settles
    schedule_frame();
    return EM_TRUE;
}

// Back from the background (another app, a locked phone): some browsers let a hidden page's
// canvas go, so the screen is drawn anew rather than left to what the last frame showed.
EM_BOOL on_visibility(int, const EmscriptenVisibilityChangeEvent* event, void*) {
    if (!event->hidden) {
        g_renderer.redraw();
        woken();
    }
    return EM_FALSE;
}

// Takes ownership of a malloc'd string from JavaScript.
std::string adopt(char* p) {
    std::string s = p ? p : "";
    std::free(p);
    return s;
}

} // namespace

float device_pixel_ratio() { return static_cast<float>(emscripten_get_device_pixel_ratio()); }

bool feed_input(App&) { return false; }   // the events went in as they came (listen_for_input)

// The canvas's layout size and how many device pixels each CSS pixel holds (as fit_canvas found
// them before this frame); the time since the last frame.
void begin_frame() {
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(g_canvas.layout_w, g_canvas.layout_h);
    io.DisplayFramebufferScale = ImVec2(static_cast<float>(g_canvas.store_w) / g_canvas.layout_w,
                                        static_cast<float>(g_canvas.store_h) / g_canvas.layout_h);
    static double last = 0;
    const double now = emscripten_get_now() / 1000.0;
    io.DeltaTime = last > 0 ? static_cast<float>(std::max(now - last, 1e-4)) : 1.0f / 60.0f;
    last = now;
    show_cursor(io.MouseDrawCursor ? ImGuiMouseCursor_None : ImGui::GetMouseCursor());
    // Held mouse buttons (Pointer): let through in order once their frames have passed.
    g_pointer.moved = false;
    std::size_t through = 0;
    for (auto& held : g_pointer.held) held.frames = std::max(0, held.frames - 1);
    while (through < g_pointer.held.size() && g_pointer.held[through].frames == 0) {
        io.AddMouseButtonEvent(g_pointer.held[through].button, g_pointer.held[through].down);
        ++through;
    }
    g_pointer.held.erase(g_pointer.held.begin(), g_pointer.held.begin() + static_cast<std::ptrdiff_t>(through));
    if (!g_pointer.held.empty()) g_app->pacing().note_input();   // frames until the last is let through
}

void present() {}   // the browser shows what was drawn when the frame's callback returns

bool draw_glyph(char32_t c, float size, GlyphImage& out) {
    int info[6] = {};
    unsigned char* rgba = rk_js_draw_glyph(static_cast<int>(c), size, info);
    if (!rgba) return false;
    out.width = info[0];
    out.height = info[1];
    out.left = static_cast<float>(info[2]);
    out.baseline = static_cast<float>(info[3]);
    out.advance = info[4] / 64.0f;
    out.coloured = info[5] != 0;
    out.rgba.assign(rgba, rgba + static_cast<std::size_t>(out.width) * out.height * 4);
    std::free(rgba);
    return true;
}

std::string_view second_font() {
    static bool asked = false;
    if (g_second_font.empty() && !asked) {
        asked = true;
        rk_js_fetch_second_font();
    }
    return g_second_font;
}

bool prefers_light_theme() {
    if (g_device_theme < 0) g_device_theme = rk_js_prefers_light();   // asked again after a change
    return g_device_theme == 1;
}

int today() {
    return static_cast<int>(EM_ASM_DOUBLE({ return Math.floor((Date.now() - new Date().getTimezoneOffset() * 60000) / 86400000); }));
}

std::optional<std::string> storage_read(const std::string& key) {
    char* p = rk_js_storage_read(key.c_str());
    if (!p) return std::nullopt;
    return adopt(p);
}

Refusal storage_write(const std::string& key, const std::string& value) {
    char* problem = rk_js_storage_write(key.c_str(), value.c_str());
    if (!problem) return std::nullopt;
    return {Why::StorageFailed, adopt(problem)};
}

void storage_remove(const std::string& key) { rk_js_storage_remove(key.c_str()); }

std::vector<std::string> storage_keys(const std::string& prefix) {
    const std::string lines = adopt(rk_js_storage_keys(prefix.c_str()));
    std::vector<std::string> keys;
    for (std::size_t start = 0; start < lines.size();) {
        const std::size_t end = std::min(lines.find('\n', start), lines.size());
        if (end > start) keys.push_back(lines.substr(start, end - start));
        start = end + 1;
    }
    return keys;
}

std::string take_link_fragment() { return adopt(rk_js_take_link_fragment()); }
void link_handled() { rk_js_link_handled(); }
bool last_start_failed() { return rk_js_last_start_failed() != 0; }
void keep_players_view(const std::string& fragment) { rk_js_keep_players_view(fragment.c_str()); }
std::string kept_players_view() { return adopt(rk_js_kept_players_view()); }
std::string page_address() { return adopt(rk_js_page_address()); }
void share_link(const std::string& url, const std::string& title) { rk_js_queue_gesture("share", url.c_str(), title.c_str()); }
void copy_text(const std::string& text) { rk_js_queue_gesture("copy", text.c_str(), ""); }
void share_text(const std::string& text, const std::string& title) { rk_js_queue_gesture("share-text", text.c_str(), title.c_str()); }
void open_window(const std::string& url) { rk_js_queue_gesture("window", url.c_str(), ""); }
std::string live_host() { return adopt(rk_js_live_host()); }
void live_publish(const std::string& token, const std::string& fragment) { rk_js_live_publish(token.c_str(), fragment.c_str()); }
void live_follow(const std::string& token) { rk_js_live_follow(token.c_str()); }
bool join_supported() { return true; }   // where the browser lacks WebRTC or a camera, web/lib/join.js says so
void join_host() { rk_js_join_host(); }
void join_host_stop() { rk_js_join_host_stop(); }
void join_accept(const std::string& answer_sdp) { rk_js_join_accept(answer_sdp.c_str()); }
void join_publish(const std::string& fragment) { rk_js_join_publish(fragment.c_str()); }
void join_answer(const std::string& offer_sdp) { rk_js_join_answer(offer_sdp.c_str()); }
void scan_code() { rk_js_queue_gesture("scan", "", ""); }
std::string save_file(const std::string& name, const std::string& contents) {
    rk_js_queue_gesture("download", name.c_str(), contents.c_str());
    return "";   // the browser shows the download
}
void pick_file_to_import() { rk_js_queue_gesture("import", "", ""); }

int run(App& app) {
    g_app = &app;
    rk_js_mark("rk-main");
    // The page made the WebGL2 context already (shell.html: no depth, no alpha): this takes it.
    EmscriptenWebGLContextAttributes attributes;
    emscripten_webgl_init_context_attributes(&attributes);
    attributes.majorVersion = 2;
    attributes.depth = attributes.stencil = attributes.antialias = attributes.alpha = EM_FALSE;
    const EMSCRIPTEN_WEBGL_CONTEXT_HANDLE gl = emscripten_webgl_create_context(kCanvas, &attributes);
    if (gl <= 0 || emscripten_webgl_make_context_current(gl) != EMSCRIPTEN_RESULT_SUCCESS) {
        emscripten_console_error("No WebGL2 context");
        return 1;
    }
    g_renderer.init("#version 300 es");
    ImGuiIO& io = ImGui::GetIO();
    io.BackendPlatformName = "roundkeeper_web";
    io.BackendFlags |= ImGuiBackendFlags_HasMouseCursors;
    listen_for_input();
    emscripten_set_webglcontextlost_callback(kCanvas, nullptr, EM_FALSE, on_gl_lost);
    emscripten_set_webglcontextrestored_callback(kCanvas, nullptr, EM_FALSE, on_gl_restored);
    emscripten_set_visibilitychange_callback(nullptr, EM_FALSE, on_visibility);
    rk_js_install_page_handlers();
    rk_js_install_storage_handlers(kRecordPrefix);
    app.start();
    rk_js_mark("rk-started");
    // The first frame is drawn now rather than at the next animation frame: the page shows
    // the app as soon as it can (frames after this one come from input, as always).
    tick(0, nullptr);
    // The browser owns the loop: keep the runtime (and the static app) alive after main returns.
    emscripten_exit_with_live_runtime();
    return 0;
}

} // namespace rk::ui::platform

// Dear ImGui 1.90.1 links its built-in ProggyClean font (12 KB of base85 text) because
// ImFontAtlas::Build would add it to an atlas with no fonts. The app always adds its own font
// first (theme::add_fonts), so the link points that call here instead (-Wl,--wrap, set in
// cmake/Web.cmake) and the built-in font is left out.
extern "C" ImFont* __wrap__ZN11ImFontAtlas14AddFontDefaultEPK12ImFontConfig(ImFontAtlas*, const ImFontConfig*) {
    return nullptr;
}

// ImGui registers a handler that keeps tables' column widths and order in its .ini file. The app
// keeps no .ini file (io.IniFilename is null) and draws no tables, so the handler is not
// registered and its reading and writing code is left out of the link.
extern "C" void __wrap__ZN5ImGui31TableSettingsAddSettingsHandlerEv() {}

// Every text ImGui draws goes through ImDrawList::AddText (font, size, position, colour, text,
// wrap width, fine clip): once a test asks, each is checked against its box (views::note_cut_text).
extern "C" void __real__ZN10ImDrawList7AddTextEPK6ImFontfRK6ImVec2jPKcS7_fPK6ImVec4(
    ImDrawList*, const ImFont*, float, const ImVec2&, ImU32, const char*, const char*, float, const ImVec4*);
extern "C" void __wrap__ZN10ImDrawList7AddTextEPK6ImFontfRK6ImVec2jPKcS7_fPK6ImVec4(
    ImDrawList* list, const ImFont* font, float size, const ImVec2& pos, ImU32 colour, const char* begin,
    const char* end, float wrap_width, const ImVec4* fine_clip) {
    __real__ZN10ImDrawList7AddTextEPK6ImFontfRK6ImVec2jPKcS7_fPK6ImVec4(list, font, size, pos, colour, begin, end, wrap_width, fine_clip);
    using rk::ui::platform::g_app;
    if (g_app && g_app->tags().wanted()) rk::ui::views::note_cut_text(*list, font, size, pos, begin, end, wrap_width, fine_clip);
}

// libc's strtod and sscanf, answered by the app's smaller readers (ui/text/number_scan.hpp says why;
// -Wl,--wrap in cmake/Web.cmake points every call here, ImGui's and nlohmann's among them).
extern "C" double __wrap_strtod(const char* text, char** end) { return rk::ui::scan_decimal(text, end); }
extern "C" int __wrap_sscanf(const char* text, const char* format, ...) {
    std::va_list args;
    va_start(args, format);
    const int stored = rk::ui::scan_format(text, format, args);
    va_end(args);
    return stored;
}

// libc's vsnprintf (ImGui's labels, snprintf) and vfprintf (the C++ runtime's last words before
// an abort, fprintf): a smaller formatter (ui/text/format_text.hpp).
extern "C" int __wrap_vsnprintf(char* buffer, std::size_t size, const char* format, std::va_list args) {
    return rk::ui::format_text(buffer, size, format, args);
}
extern "C" int __wrap_vfprintf(std::FILE* file, const char* format, std::va_list args) {
    char text[1024];
    const int n = rk::ui::format_text(text, sizeof text, format, args);
    std::fputs(text, file);
    return n;
}
// The compiler turns an fprintf without float arguments into fiprintf (musl's integer-only one).
extern "C" int __wrap_fiprintf(std::FILE* file, const char* format, ...) {
    std::va_list args;
    va_start(args, format);
    const int n = __wrap_vfprintf(file, format, args);
    va_end(args);
    return n;
}

// libc's sinf and cosf, for ImGui's arcs: smaller ones (ui/drawing/trig.hpp).
extern "C" float __wrap_sinf(float x) { return rk::ui::sine(x); }
extern "C" float __wrap_cosf(float x) { return rk::ui::cosine(x); }

// ---- called from JavaScript (web/lib/roundkeeper.js and the browser tests' hook) ----
using rk::ui::platform::g_app;
using rk::ui::platform::g_reply;

extern "C" {

// Text from the hidden input (soft keyboards and IMEs deliver text only as 'input' events).
EMSCRIPTEN_KEEPALIVE void rk_text_input(const char* utf8) {
    ImGui::GetIO().AddInputCharactersUTF8(utf8);
    g_app->pacing().note_input();
    rk::ui::platform::schedule_frame();
}

// The UI font's second part has arrived (`length` bytes the page malloc'd; freed here).
EMSCRIPTEN_KEEPALIVE void rk_second_font_arrived(char* bytes, int length) {
    rk::ui::platform::g_second_font.assign(bytes, static_cast<std::size_t>(std::max(length, 0)));
    std::free(bytes);
    g_app->pacing().note_input();
    rk::ui::platform::schedule_frame();
}

// The back gesture or button: closes the topmost open layer; returns how many are left.
EMSCRIPTEN_KEEPALIVE int rk_back() {
    const int left = g_app->back();
    rk::ui::platform::schedule_frame();
    return left;
}

EMSCRIPTEN_KEEPALIVE void rk_key_backspace() {
    ImGuiIO& io = ImGui::GetIO();
    io.AddKeyEvent(ImGuiKey_Backspace, true);
    io.AddKeyEvent(ImGuiKey_Backspace, false);
    g_app->pacing().note_input();
    rk::ui::platform::schedule_frame();
}

// Runs a frame now, inside a touch handler, so the page can focus the hidden input within the
// user's gesture (iOS only opens the keyboard then). Returns whether ImGui wants text.
EMSCRIPTEN_KEEPALIVE int rk_pump_frame() {
    rk::ui::platform::tick(0, nullptr);
    return g_app->text_input_mode();
}

// Test hook (ui/app/test_hook.hpp): each answer is kept in g_reply until the next call.
const char* reply(std::string text) {
    g_reply = std::move(text);
    return g_reply.c_str();
}
namespace hook = rk::ui::test_hook;

EMSCRIPTEN_KEEPALIVE const char* rk_test_state() { return reply(hook::state(*g_app)); }
EMSCRIPTEN_KEEPALIVE const char* rk_test_dispatch(const char* action_json) {
    rk::ui::platform::schedule_frame();
    return reply(hook::dispatch(*g_app, action_json));
}
EMSCRIPTEN_KEEPALIVE const char* rk_test_dispatch_library(const char* action_json) {
    rk::ui::platform::schedule_frame();
    return reply(hook::dispatch_library(*g_app, action_json));
}
// The app keeps the widgets' places only once a test has asked (a page no test drives spends
// nothing on them): the first time, a frame is drawn now that keeps them.
EMSCRIPTEN_KEEPALIVE const char* rk_test_widgets() {
    if (!g_app->tags().wanted()) {
        g_app->tags().want();
        g_app->pacing().note_input();
        rk::ui::platform::tick(0, nullptr);
    }
    return reply(hook::widgets(*g_app));
}

// Test hook: how the atlas draws a character: "font" (the built-in font), "drawn" or
// "drawn-colour" (by the browser's fonts), "placeholder" (no glyph anywhere: the box), or
// "absent" (no text has needed it yet).
EMSCRIPTEN_KEEPALIVE const char* rk_test_glyph(int codepoint) {
    const auto c = static_cast<char32_t>(codepoint);
    const ImFontGlyph* glyph = ImGui::GetIO().Fonts->Fonts[0]->FindGlyphNoFallback(static_cast<ImWchar>(c));
    return reply(!rk::ui::platform::g_renderer.glyphs.has(c) ? "absent"
                 : !glyph                                      ? "placeholder"
                 : rk::ui::platform::g_renderer.glyphs.from_font(c) ? "font"
                 : glyph->Colored                              ? "drawn-colour"
                                                               : "drawn");
}

// Test hook: the platform-drawn glyphs the atlas holds, its most, and how many the last frame
// turned away (glyph_cache.hpp), with the WebAssembly heap's size in bytes (it never shrinks).
EMSCRIPTEN_KEEPALIVE const char* rk_test_memory() {
    const rk::ui::GlyphCache& drawn = rk::ui::platform::g_renderer.glyphs.drawn();
    return reply(nlohmann::json{{"glyphs", drawn.size()}, {"glyph_capacity", drawn.capacity()}, {"turned_away", drawn.turned_away()},
                                {"heap", emscripten_get_heap_size()}}.dump());
}

EMSCRIPTEN_KEEPALIVE int rk_test_frames() { return static_cast<int>(g_app->pacing().frames_drawn()); }
// Test hook: whether the app has asked for no further frame (it sleeps until the next event).
EMSCRIPTEN_KEEPALIVE int rk_test_idle() { return !rk::ui::platform::g_frame_scheduled; }
// Test hook: frames put on screen (a frame showing just what the last one did is not drawn).
EMSCRIPTEN_KEEPALIVE int rk_test_frames_shown() { return static_cast<int>(rk::ui::platform::g_renderer.frames_shown); }
EMSCRIPTEN_KEEPALIVE const char* rk_test_state_hash() { return reply(hook::state_hash(*g_app)); }
EMSCRIPTEN_KEEPALIVE const char* rk_test_stored_library() { return reply(hook::stored_library()); }
EMSCRIPTEN_KEEPALIVE const char* rk_test_screen() { return reply(hook::screen(*g_app)); }
EMSCRIPTEN_KEEPALIVE const char* rk_test_announcement() { return reply(hook::announcement(*g_app)); }

// Test hook: what is cut off on screen, in a frame drawn now: buttons' labels too long or past the
// edge and (looked for only once a test has asked, as the widgets are kept) every text past its
// box's side and every tagged widget cut by its list's sides.
EMSCRIPTEN_KEEPALIVE const char* rk_test_cut_labels() {
    if (!g_app->tags().wanted()) g_app->tags().want();
    rk::ui::platform::tick(0, nullptr);   // the screen as it is now, looked at
    return reply(nlohmann::json(rk::ui::views::cut_labels()).dump());
}

// Test hook: the body text as a reader sees it, in CSS px: its em (CSS's font-size), the height
// of a capital H as drawn, ImGui's line height, and the theme it is drawn in.
EMSCRIPTEN_KEEPALIVE const char* rk_test_text() {
    const ImFont* body = ImGui::GetIO().Fonts->Fonts[0];
    const ImFontGlyph* h = body->FindGlyphNoFallback('H');
    return reply(nlohmann::json{{"em", body->FontSize / rk::ui::theme::font_line_per_em()},
                                {"theme", rk::ui::theme::palette().window.r > 0.5f ? "light" : "dark"},
                                {"cap", h ? h->Y1 - h->Y0 : 0.0f},
                                {"capPerEm", rk::ui::theme::font_cap_per_em()},
                                {"line", body->FontSize}}.dump());
}

EMSCRIPTEN_KEEPALIVE const char* rk_test_share_link(int players) {
    return reply(hook::share_link(*g_app, rk::ui::platform::page_address(), players != 0));
}
EMSCRIPTEN_KEEPALIVE const char* rk_test_live_link() { return reply(hook::live_link(*g_app)); }
EMSCRIPTEN_KEEPALIVE const char* rk_test_join() { return reply(hook::join(*g_app)); }
EMSCRIPTEN_KEEPALIVE const char* rk_test_decode_view(const char* fragment) { return reply(hook::decode_view(fragment)); }

// The page is being hidden or closed: save synchronously, now.
EMSCRIPTEN_KEEPALIVE void rk_save_now() { g_app->session().save_now(); }
EMSCRIPTEN_KEEPALIVE int rk_half_done() { return rk::ui::half_done(g_app->ui_state()); }
EMSCRIPTEN_KEEPALIVE void rk_storage_changed() { g_app->session().storage_changed_elsewhere(); rk::ui::platform::schedule_frame(); }
// A players' view that follows a page live (web/lib/live.js): the page's fight (a malloc'd
// fragment, freed here), a view's hello to this page, the followed page's goodbye.
EMSCRIPTEN_KEEPALIVE void rk_live_view(char* fragment) {
    std::string text(fragment);
    std::free(fragment);
    g_app->sharing().live_view(text);
    rk::ui::platform::schedule_frame();
}
// A view says hello (rare: a window opens or reloads): the share screen may say it answered.
EMSCRIPTEN_KEEPALIVE void rk_live_hello() { g_app->sharing().live_hello(); rk::ui::platform::schedule_frame(); }
// Players' phones over WebRTC (web/lib/join.js): each text is malloc'd by the page and freed here.
EMSCRIPTEN_KEEPALIVE void rk_join_local(int answer, char* sdp) {
    const std::string text = rk::ui::platform::adopt(sdp);
    g_app->sharing().join_local(answer ? rk::JoinRole::Answer : rk::JoinRole::Offer, text);
    rk::ui::platform::schedule_frame();
}
EMSCRIPTEN_KEEPALIVE void rk_join_scanned(char* text) {
    const std::string read = rk::ui::platform::adopt(text);
    g_app->sharing().join_scanned(read);
    rk::ui::platform::schedule_frame();
}
EMSCRIPTEN_KEEPALIVE void rk_join_view(char* fragment) {
    const std::string text = rk::ui::platform::adopt(fragment);
    g_app->sharing().join_view(text);
    rk::ui::platform::schedule_frame();
}
// While a joined phone's connection is lost, once a second: its "last update N s ago" moves on.
EMSCRIPTEN_KEEPALIVE void rk_join_tick() { g_app->pacing().note_input(); rk::ui::platform::schedule_frame(); }
EMSCRIPTEN_KEEPALIVE void rk_join_players(int count) { g_app->sharing().join_players(count); rk::ui::platform::schedule_frame(); }
EMSCRIPTEN_KEEPALIVE void rk_join_problem(char* text) {
    const std::string why = rk::ui::platform::adopt(text);
    g_app->sharing().join_problem(why);
    rk::ui::platform::schedule_frame();
}
EMSCRIPTEN_KEEPALIVE void rk_live_gone() { g_app->sharing().live_gone(); rk::ui::platform::schedule_frame(); }
EMSCRIPTEN_KEEPALIVE void rk_link_changed() { g_app->sharing().handle_link(); rk::ui::platform::schedule_frame(); }
// The device's light or dark setting changed: the theme that follows it is drawn again.
EMSCRIPTEN_KEEPALIVE void rk_device_theme_changed() {
    rk::ui::platform::g_device_theme = -1;
    g_app->pacing().note_input();
    rk::ui::platform::schedule_frame();
}
EMSCRIPTEN_KEEPALIVE void rk_notice(const char* text) {
    g_app->session().show_notice(text);
    rk::ui::platform::schedule_frame();
}
// A file to import: `length` bytes the page malloc'd (files never travel on the stack); freed here.
EMSCRIPTEN_KEEPALIVE void rk_import_file(char* text, int length) {
    std::string contents(text, static_cast<std::size_t>(std::max(length, 0)));
    std::free(text);
    g_app->session().import_file(contents);
    g_app->after_frame();
    rk::ui::platform::schedule_frame();
}

} // extern "C"
