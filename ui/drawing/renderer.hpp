#pragma once
// The parts of a frame both platforms share: ImGui setup with our style and fonts, and one
// frame from new-frame to GL draw. Platforms differ only in window, input, loop and browser
// glue (platform.hpp: begin_frame, present).
#include <cstdint>

#include <imgui.h>

#include "ui/text/glyph_atlas.hpp"
#include "ui/app/swipe_to_scroll.hpp"

namespace rk::ui {

class App;

struct Renderer {
    float font_density = 0;   // the device pixel ratio the font atlas was built for
    int text_size = -1;       // the text size setting it was built for
    int light_theme = -1;     // the theme the style was set for
    GlyphAtlas glyphs;        // the atlas's characters: the base set and what the texts need
    SwipeToScroll swipe;      // a press that moves scrolls the list under it and acts on nothing
    std::uint64_t on_screen = 0;   // the fingerprint of the frame on screen; 0: draw the next one
    long frames_shown = 0;    // frames drawn to the screen (others showed what was there already)

    // Creates the ImGui context and its GL objects in the current GL context (the platform
    // made it). `glsl` is the shader version line.
    void init(const char* glsl);
    // Draws one frame of `app`, rebuilding the font atlas first if the pixel ratio changed or a
    // text needs a character the atlas lacks.
    void frame(App& app, float device_pixel_ratio);
    // After the GPU context was lost and given back (the browser's webglcontextrestored):
    // every GL object of the lost context is gone, so ImGui's shaders, buffers and font
    // texture are made again in the new one.
    void gl_context_restored();
    // The next frame is drawn even if it shows what the last one did: the screen lost it.
    void redraw() { on_screen = 0; }
    void shutdown();
};

} // namespace rk::ui
