// The desktop platform: an SDL2 window with OpenGL 3, a loop that sleeps until the next event
// when nothing changes.
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdl2.h>

#include <cfloat>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "ui/app/app.hpp"
#include "core/formats/json_input.hpp"
#include "ui/platform/platform.hpp"
#include "ui/drawing/renderer.hpp"
#include "ui/app/runner.hpp"

namespace rk::ui::platform {

namespace {
Renderer g_renderer;
App* g_app = nullptr;
SDL_Window* g_window = nullptr;
SDL_GLContext g_gl = nullptr;
}

namespace fs = std::filesystem;

// Saved data lives in $XDG_DATA_HOME/roundkeeper (or ~/.local/share/roundkeeper), a file per key.
fs::path data_dir() {
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return fs::path(xdg) / "roundkeeper";
    if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".local/share/roundkeeper";
    return fs::path("roundkeeper-data");
}

// The desktop build draws only what the built-in font has (all of it compiled in): anything
// else is a placeholder box.
bool draw_glyph(char32_t, float, GlyphImage&) { return false; }
std::string_view second_font() { return {}; }

// SDL 2 cannot tell the desktop's light or dark setting (SDL 3 can): dark, as a new library is.
bool prefers_light_theme() { return false; }

int today() {
    using namespace std::chrono;
    return static_cast<int>(duration_cast<days>(system_clock::now().time_since_epoch()).count());
}

std::optional<std::string> storage_read(const std::string& key) {
    std::ifstream in(data_dir() / (key + ".json"), std::ios::binary);
    if (!in) return std::nullopt;
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

Refusal storage_write(const std::string& key, const std::string& value) {
    std::error_code ec;
    fs::create_directories(data_dir(), ec);
    // Write beside, then rename over: a crash mid-write never leaves half a save.
    const fs::path target = data_dir() / (key + ".json"), temp = data_dir() / (key + ".json.tmp");
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out << value;
        out.flush();
        if (!out) return {Why::StorageFailed, "the disk refused the write (" + temp.string() + ")"};
    }
    fs::rename(temp, target, ec);
    if (ec) return {Why::StorageFailed, "could not replace " + target.string() + ": " + ec.message()};
    return std::nullopt;
}

void storage_remove(const std::string& key) {
    std::error_code ec;
    fs::remove(data_dir() / (key + ".json"), ec);
}

std::vector<std::string> storage_keys(const std::string& prefix) {
    std::vector<std::string> keys;
    std::error_code ec;
    for (const auto& file : fs::directory_iterator(data_dir(), ec)) {
        const std::string name = file.path().filename().string();
        if (name.size() > 5 && name.ends_with(".json") && name.rfind(prefix, 0) == 0) keys.push_back(name.substr(0, name.size() - 5));
    }
    return keys;
}

std::string take_link_fragment() {
    // The desktop app opens a share link passed in ROUNDKEEPER_LINK (the part after '#'), once.
    static bool taken = false;
    const char* link = std::getenv("ROUNDKEEPER_LINK");
    if (taken || !link) return {};
    taken = true;
    std::string s = link;
    const auto hash = s.find('#');
    return hash == std::string::npos ? s : s.substr(hash + 1);
}

// The desktop app has no address bar to keep a link in: it is handled once, and a players'
// view ends with the process.
void link_handled() {}
bool last_start_failed() { return false; }   // a desktop app that fails says so in its terminal
void keep_players_view(const std::string&) {}
std::string kept_players_view() { return {}; }

std::string page_address() { return "https://roundkeeper.app/"; }

// One window, one process: no players' view follows the desktop app live.
std::string live_host() { return {}; }
void live_publish(const std::string&, const std::string&) {}
void live_follow(const std::string&) {}
bool join_supported() { return false; }   // a desktop app has no camera page to join from
void join_host() {}
void join_host_stop() {}
void join_accept(const std::string&) {}
void join_publish(const std::string&) {}
void join_answer(const std::string&) {}
void scan_code() {}
void open_window(const std::string&) {}

void share_link(const std::string& url, const std::string&) { copy_text(url); }

void copy_text(const std::string& text) { SDL_SetClipboardText(text.c_str()); }

void share_text(const std::string& text, const std::string&) { copy_text(text); }

std::string save_file(const std::string& file_name, const std::string& contents) {
    const fs::path target = data_dir() / file_name;
    Refusal failed = storage_write(file_name.substr(0, file_name.rfind('.')), contents);
    return failed ? "Export failed: " + failed->text : "Exported to " + target.string();
}

// The desktop build imports the file named in ROUNDKEEPER_IMPORT, else import.json in the data folder.
void pick_file_to_import() {
    const char* env = std::getenv("ROUNDKEEPER_IMPORT");
    const fs::path source = env && *env ? fs::path(env) : data_dir() / "import.json";
    std::error_code size_error;
    const auto size = fs::file_size(source, size_error);
    if (!size_error && size > rk::kMaxFileBytes) {
        g_app->session().show_notice("This file is too large to import (" + std::to_string(size / (1024 * 1024)) +
                           " MB; Roundkeeper imports up to 20 MB). Nothing was changed.");
        return;
    }
    std::ifstream in(source, std::ios::binary);
    if (!in) {
        g_app->session().show_notice("Put the file to import at " + source.string() + " (or name it in ROUNDKEEPER_IMPORT).");
        return;
    }
    std::stringstream text;
    text << in.rdbuf();
    g_app->session().import_file(text.str());
}

float device_pixel_ratio() {
    int w = 0, h = 0, dw = 0, dh = 0;
    SDL_GetWindowSize(g_window, &w, &h);
    SDL_GL_GetDrawableSize(g_window, &dw, &dh);
    return w > 0 ? static_cast<float>(dw) / static_cast<float>(w) : 1.0f;
}

// Every queued event goes to ImGui and owes the app a few frames. A finger lifted leaves no
// pointer behind (else the last button tapped stays lit as "hovered"), and a finger put down
// where the last one was lifted brings no motion event, so the pointer is placed under it first.
bool feed_input(App& app) {
    bool quit = false;
    SDL_Event ev;
    while (SDL_PollEvent(&ev)) {
        const bool touch = (ev.type == SDL_MOUSEBUTTONDOWN || ev.type == SDL_MOUSEBUTTONUP) && ev.button.which == SDL_TOUCH_MOUSEID;
        if (touch && ev.type == SDL_MOUSEBUTTONDOWN)
            ImGui::GetIO().AddMousePosEvent(static_cast<float>(ev.button.x), static_cast<float>(ev.button.y));
        ImGui_ImplSDL2_ProcessEvent(&ev);
        if (touch && ev.type == SDL_MOUSEBUTTONUP) ImGui::GetIO().AddMousePosEvent(-FLT_MAX, -FLT_MAX);
        if (ev.type == SDL_QUIT) quit = true;
        if (ev.type == SDL_WINDOWEVENT) g_renderer.redraw();   // uncovered, resized, shown: draw it anew
        app.pacing().note_input();
    }
    return quit;
}

void begin_frame() { ImGui_ImplSDL2_NewFrame(); }
void present() { SDL_GL_SwapWindow(g_window); }

int run(App& app) {
    g_app = &app;
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    const auto flags = static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    g_window = SDL_CreateWindow("Roundkeeper", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800, flags);
    if (!g_window) { std::fprintf(stderr, "SDL_CreateWindow: %s\n", SDL_GetError()); return 1; }
    g_gl = SDL_GL_CreateContext(g_window);
    if (!g_gl) { std::fprintf(stderr, "SDL_GL_CreateContext: %s\n", SDL_GetError()); return 1; }
    SDL_GL_MakeCurrent(g_window, g_gl);
    g_renderer.init("#version 150");
    ImGui_ImplSDL2_InitForOpenGL(g_window, g_gl);
    SDL_GL_SetSwapInterval(1);   // vsync: never spin
    app.start();

    // ROUNDKEEPER_EXIT_AFTER_FRAMES=N draws N frames then quits (smoke test, screenshots).
    const char* exit_after = std::getenv("ROUNDKEEPER_EXIT_AFTER_FRAMES");
    const long frame_limit = exit_after ? std::atol(exit_after) : -1;
    while (true) {
        // Idle: block until something happens instead of drawing frames nobody needs.
        if (!app.pacing().wants_frame() && frame_limit < 0) SDL_WaitEvent(nullptr);
        const FrameOutcome frame = run_frame(app, g_renderer, device_pixel_ratio());
        if (frame.quit || (frame_limit >= 0 && app.pacing().frames_drawn() >= frame_limit)) break;
    }
    app.session().save_now();
    ImGui_ImplSDL2_Shutdown();
    g_renderer.shutdown();
    SDL_GL_DeleteContext(g_gl);
    SDL_DestroyWindow(g_window);
    SDL_Quit();
    return 0;
}

} // namespace rk::ui::platform
