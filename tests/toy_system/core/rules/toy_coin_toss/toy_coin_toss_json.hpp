#pragma once
// The JSON of the toy's parts and of its action; missing keys keep their defaults.
#include "core/formats/json_fields.hpp"
#include "core/rules/toy_coin_toss/toy_coin_toss_actions.hpp"
#include "core/rules/toy_coin_toss/toy_coin_toss_state.hpp"

namespace rk {

RK_JSON_FIELDS(ToyCoinTossPart, heads, tails, tossed)
RK_JSON_FIELDS(ToyCoinTossFight, tosses)
RK_JSON_FIELDS(TossCoin, id, roll)

} // namespace rk
