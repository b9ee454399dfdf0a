#pragma once
// The one sequence a frame runs, on every platform: the queued input to ImGui, the frame, the
// save of what changed, and whether another frame is owed. Platforms own only the loop around
// it: natively a loop that sleeps until the next event, on the web the browser's
// requestAnimationFrame, asked for only while a frame is owed.
namespace rk::ui {

class App;
struct Renderer;

struct FrameOutcome {
    bool quit = false;          // the window was closed
    bool wants_frame = false;   // draw again soon; else sleep until the next event
};

FrameOutcome run_frame(App& app, Renderer& renderer, float device_pixel_ratio);

} // namespace rk::ui
