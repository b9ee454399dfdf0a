#pragma once
// Rules text 003 (segments): the segment clock above the order.
#include "ui/rules/system_screens.hpp"

namespace rk::ui {
const SystemScreens& segments_screens();
}
