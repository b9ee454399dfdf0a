// The browser platform: WebGL2 through SDL2, frames drawn only when something happened
// (input, resize, a widget settling), the soft-keyboard bridge, and the test hook the
// browser tests read. Larger JavaScript lives in web/lib/*.js (linked as --js-library).
#include <emscripten.h>
#include <emscripten/html5.h>
#include <imgui.h>
#include <imgui_impl_sdl2.h>

#include <nlohmann/json.hpp>
#include <string>

#include "app.hpp"
#include "core/json_types.hpp"
#include "core/serialize.hpp"
#include "core/turn_order.hpp"
#include "platform.hpp"
#include "renderer.hpp"

extern "C" {
// web/lib/roundkeeper.js
void rk_js_frame_drawn(int frame, int wants_text);
void rk_js_install_page_handlers();
}

namespace rk::ui::platform {

namespace {
Renderer g_renderer;
App* g_app = nullptr;
bool g_frame_scheduled = false;
std::string g_reply;   // storage for strings handed to JavaScript

void schedule_frame();

EM_BOOL tick(double, void*) {
    g_frame_scheduled = false;
    SDL_Event ev;
    while (SDL_PollEvent(&ev)) ImGui_ImplSDL2_ProcessEvent(&ev);
    g_renderer.frame(*g_app, device_pixel_ratio());
    rk_js_frame_drawn(static_cast<int>(g_app->frames_drawn()), ImGui::GetIO().WantTextInput ? 1 : 0);
    if (g_app->wants_frame(0)) schedule_frame();
    return EM_FALSE;
}

void schedule_frame() {
    if (g_frame_scheduled) return;
    g_frame_scheduled = true;
    emscripten_request_animation_frame(tick, nullptr);
}

// Every SDL event (touch, mouse, key, resize) owes the app a few frames; nothing else does.
// SDL_PollEvent itself pushes a sentinel event, which must not wake the loop again.
int on_sdl_event(void*, SDL_Event* ev) {
    if (ev->type == SDL_POLLSENTINEL) return 0;
    g_app->note_input();
    schedule_frame();
    return 0;
}

} // namespace

float device_pixel_ratio() { return static_cast<float>(emscripten_get_device_pixel_ratio()); }

int run(App& app) {
    g_app = &app;
    SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        emscripten_log(EM_LOG_ERROR, "SDL_Init: %s", SDL_GetError());
        return 1;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    if (!g_renderer.init("Roundkeeper", "#version 300 es", 390, 844)) return 1;
    SDL_AddEventWatch(on_sdl_event, nullptr);
    rk_js_install_page_handlers();
    schedule_frame();
    // The browser owns the loop: keep the runtime (and the static app) alive after main returns.
    emscripten_exit_with_live_runtime();
    return 0;
}

} // namespace rk::ui::platform

// ---- called from JavaScript (web/lib/roundkeeper.js and the browser tests' hook) ----
using rk::ui::platform::g_app;
using rk::ui::platform::g_reply;

extern "C" {

// Text from the hidden input (soft keyboards and IMEs deliver text only as 'input' events).
EMSCRIPTEN_KEEPALIVE void rk_text_input(const char* utf8) {
    ImGui::GetIO().AddInputCharactersUTF8(utf8);
    g_app->note_input();
    rk::ui::platform::schedule_frame();
}

EMSCRIPTEN_KEEPALIVE void rk_key_backspace() {
    ImGuiIO& io = ImGui::GetIO();
    io.AddKeyEvent(ImGuiKey_Backspace, true);
    io.AddKeyEvent(ImGuiKey_Backspace, false);
    g_app->note_input();
    rk::ui::platform::schedule_frame();
}

// Runs a frame now, inside a touch handler, so the page can focus the hidden input within the
// user's gesture (iOS only opens the keyboard then). Returns whether ImGui wants text.
EMSCRIPTEN_KEEPALIVE int rk_pump_frame() {
    rk::ui::platform::tick(0, nullptr);
    return ImGui::GetIO().WantTextInput ? 1 : 0;
}

// Test hook: the encounter as JSON (the same format as a saved file).
EMSCRIPTEN_KEEPALIVE const char* rk_test_state() {
    g_reply = rk::save_encounter(g_app->encounter());
    return g_reply.c_str();
}

// Test hook: dispatch an action given as JSON; returns "" or the reason it was refused.
EMSCRIPTEN_KEEPALIVE const char* rk_test_dispatch(const char* action_json) {
    auto action = rk::load_action(action_json);
    if (!action) g_reply = action.reason();
    else g_reply = g_app->dispatch(action.value()) ? "" : g_app->ui_state().message;
    rk::ui::platform::schedule_frame();
    return g_reply.c_str();
}

// Test hook: where each named widget was drawn in the last frame, in CSS pixels.
EMSCRIPTEN_KEEPALIVE const char* rk_test_widgets() {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [name, r] : g_app->widget_rects()) j[name] = {{"x", r.x}, {"y", r.y}, {"w", r.w}, {"h", r.h}};
    g_reply = j.dump();
    return g_reply.c_str();
}

EMSCRIPTEN_KEEPALIVE int rk_test_frames() { return static_cast<int>(g_app->frames_drawn()); }

} // extern "C"
