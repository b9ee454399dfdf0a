// Roundkeeper: a combat tracker for the table. The platform layer owns the loop.
#include "ui/app/app.hpp"
#include "ui/platform/platform.hpp"

int main(int, char**) {
    // Static: on the web the loop outlives main() (the browser calls back into the app).
    static rk::ui::App app;
    return rk::ui::platform::run(app);
}
