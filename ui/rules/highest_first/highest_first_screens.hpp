#pragma once
// The generic system (highest first): quick add asks this round's initiative beside the hit points.
#include "ui/rules/system_screens.hpp"

namespace rk::ui {
const SystemScreens& highest_first_screens();
}
