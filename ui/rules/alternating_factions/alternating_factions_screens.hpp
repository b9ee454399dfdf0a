#pragma once
// Rules text 004 (alternating factions): a combatant's faction is part of how the table names it.
#include "ui/rules/system_screens.hpp"

namespace rk::ui {
const SystemScreens& alternating_factions_screens();
}
