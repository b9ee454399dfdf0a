#include "ui/app/runner.hpp"

#include "ui/app/app.hpp"
#include "ui/platform/platform.hpp"
#include "ui/drawing/renderer.hpp"

namespace rk::ui {

FrameOutcome run_frame(App& app, Renderer& renderer, float device_pixel_ratio) {
    FrameOutcome out;
    out.quit = platform::feed_input(app);
    renderer.frame(app, device_pixel_ratio);
    app.after_frame();   // saved after every change, before the next input
    out.wants_frame = app.pacing().wants_frame();
    return out;
}

} // namespace rk::ui
