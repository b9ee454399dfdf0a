#pragma once
// Internal to the core: the handler of the toy's action (coin.cpp).
#include "core/model/encounter.hpp"
#include "core/rules/toy_coin_toss/toy_coin_toss_actions.hpp"

namespace rk::detail {

Refusal handle(Encounter&, const TossCoin&);

} // namespace rk::detail
