#pragma once
// The toy system's action as the action sheet shows it: a toss of the coin.
// Constant data in a header: ui/app/action_catalogue.cpp joins it after the common entries
// when it is compiled (ui/rules/system_catalogues.hpp, generated from core/rules/systems.cmake).
#include "core/rules/toy_coin_toss/toy_coin_toss_actions.hpp"
#include "ui/app/action_spec_fields.hpp"

namespace rk::ui::spec {

inline constexpr ActionSpec kToyCoinTossCatalogue[] = {
        {TossCoin::kType, "Toss the coin", kCombatant, {self(), roll("Coin (1 heads, 2 tails)")},
         "Heads or tails, once a round"},
};

} // namespace rk::ui::spec
