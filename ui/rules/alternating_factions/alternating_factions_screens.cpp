// Rules text 004 (alternating factions): where its own parts go on the shared screens.
#include "ui/rules/alternating_factions/alternating_factions_screens.hpp"

namespace rk::ui {

// The factions take turns: the card says whose side a fighter is on ("Red · NPC").
const SystemScreens& alternating_factions_screens() {
    static const SystemScreens kScreens{.key = "alternating_factions", .names_sides = true};
    return kScreens;
}

} // namespace rk::ui
