#pragma once
// What the app needs from the platform it runs on. Each platform implements this in one file
// (platform_web.cpp, platform_native.cpp), chosen by CMake.
#include <string>

namespace rk::ui {

class App;

namespace platform {

// Creates the window and GL context, then drives `app` until the user quits (native) or
// forever (web: the browser owns the loop). Returns the process exit code.
int run(App& app);

// Device pixels per layout pixel: 2 or 3 on phones. Fonts are rasterized at this density.
float device_pixel_ratio();

} // namespace platform
} // namespace rk::ui
