#pragma once
// Rules text 000's entries of the action catalogue (action_catalogue() lists them after the common ones).
#include <span>

#include "ui/app/action_catalogue.hpp"

namespace rk::ui {
std::span<const ActionSpec> initiative_rounds_catalogue();
}
