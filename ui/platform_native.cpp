// The desktop platform: an SDL2 window with OpenGL 3, a loop that sleeps until the next event
// when nothing changes.
#include <imgui.h>
#include <imgui_impl_sdl2.h>

#include <cstdio>
#include <cstdlib>

#include "app.hpp"
#include "platform.hpp"
#include "renderer.hpp"

namespace rk::ui::platform {

namespace {
Renderer g_renderer;
}

float device_pixel_ratio() {
    int w = 0, h = 0, dw = 0, dh = 0;
    SDL_GetWindowSize(g_renderer.window, &w, &h);
    SDL_GL_GetDrawableSize(g_renderer.window, &dw, &dh);
    return w > 0 ? static_cast<float>(dw) / static_cast<float>(w) : 1.0f;
}

int run(App& app) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    if (!g_renderer.init("Roundkeeper", "#version 150", 1280, 800)) return 1;
    SDL_GL_SetSwapInterval(1);   // vsync: never spin

    // ROUNDKEEPER_EXIT_AFTER_FRAMES=N draws N frames then quits (smoke test, screenshots).
    const char* exit_after = std::getenv("ROUNDKEEPER_EXIT_AFTER_FRAMES");
    const long frame_limit = exit_after ? std::atol(exit_after) : -1;
    bool done = false;
    while (!done) {
        SDL_Event ev;
        // Idle: block until something happens instead of drawing frames nobody needs.
        const bool idle = !app.wants_frame(0) && frame_limit < 0;
        if (idle ? SDL_WaitEvent(&ev) : SDL_PollEvent(&ev)) {
            do {
                ImGui_ImplSDL2_ProcessEvent(&ev);
                app.note_input();
                if (ev.type == SDL_QUIT) done = true;
            } while (SDL_PollEvent(&ev));
        }
        g_renderer.frame(app, device_pixel_ratio());
        if (frame_limit >= 0 && app.frames_drawn() >= frame_limit) done = true;
    }
    g_renderer.shutdown();
    SDL_Quit();
    return 0;
}

} // namespace rk::ui::platform
