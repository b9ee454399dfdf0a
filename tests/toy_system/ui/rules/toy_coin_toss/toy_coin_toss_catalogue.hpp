#pragma once
// The toy system's entry of the action catalogue (action_catalogue() lists it after the common ones).
#include <span>

#include "ui/app/action_catalogue.hpp"

namespace rk::ui {
std::span<const ActionSpec> toy_coin_toss_catalogue();
}
