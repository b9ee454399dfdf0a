// Every rule system's own screen parts, listed once (ui/rules/system_screens.hpp).
#include "ui/rules/system_screens.hpp"

#include <array>

#include "core/rules/rule_system.hpp"
#include "ui/rules/action_dice/action_dice_screens.hpp"
#include "ui/rules/alternating_factions/alternating_factions_screens.hpp"
#include "ui/rules/highest_first/highest_first_screens.hpp"
#include "ui/rules/segments/segments_screens.hpp"

namespace rk::ui {

const SystemScreens& screens_of(const Encounter& e) {
    static const std::array<const SystemScreens*, 4> kAll = {&action_dice_screens(), &alternating_factions_screens(),
                                                            &highest_first_screens(), &segments_screens()};
    static const SystemScreens kNone{};
    const std::string_view key = rule_system(e).key;
    for (const SystemScreens* s : kAll)
        if (s->key == key) return *s;
    return kNone;
}

} // namespace rk::ui
