// Every rule system's own screen parts, listed once: core/rules/systems.cmake names the systems,
// and the build joins the screens of those with a folder here (system_screens_list.hpp).
#include "ui/rules/system_screens.hpp"

#include <array>

#include "core/rules/rule_system.hpp"
#include "ui/rules/system_screens_list.hpp"   // generated from core/rules/systems.cmake

namespace rk::ui {

const SystemScreens& screens_of(const Encounter& e) {
    static const std::array kAll{RK_SYSTEM_SCREENS};
    static const SystemScreens kNone{};
    const std::string_view key = rule_system(e).key;
    for (const SystemScreens* s : kAll)
        if (s->key == key) return *s;
    return kNone;
}

} // namespace rk::ui
