#pragma once
// Rules text 002's entries of the action catalogue (action_catalogue() lists them after the common ones).
#include <span>

#include "ui/app/action_catalogue.hpp"

namespace rk::ui {
std::span<const ActionSpec> action_dice_catalogue();
}
