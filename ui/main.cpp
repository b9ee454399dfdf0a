// Roundkeeper: a combat tracker for the table. The platform layer owns the loop.
#include "app.hpp"
#include "platform.hpp"

int main(int, char**) {
    // Static: on the web the loop outlives main() (the browser calls back into the app).
    static rk::ui::App app;
    return rk::ui::platform::run(app);
}
