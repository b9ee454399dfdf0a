#include "runner.hpp"

#include <imgui.h>
#include <imgui_impl_sdl2.h>

#include <cfloat>

#include "app.hpp"
#include "renderer.hpp"

namespace rk::ui {

namespace {

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
        app.note_input();
    }
    return quit;
}

} // namespace

FrameOutcome run_frame(App& app, Renderer& renderer, float device_pixel_ratio) {
    FrameOutcome out;
    out.quit = feed_input(app);
    renderer.frame(app, device_pixel_ratio);
    app.save_if_needed();   // after every change, before the next input
    out.wants_frame = app.wants_frame();
    return out;
}

} // namespace rk::ui
