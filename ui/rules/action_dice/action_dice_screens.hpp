#pragma once
// Rules text 002 (action dice): the dice in hand on a combatant's card and detail, and spending them.
#include "ui/rules/system_screens.hpp"

namespace rk::ui {
const SystemScreens& action_dice_screens();
}
