// The toy system's action as the action sheet shows it: a toss of the coin.
#include "ui/rules/toy_coin_toss/toy_coin_toss_catalogue.hpp"

#include "core/rules/toy_coin_toss/toy_coin_toss_actions.hpp"
#include "ui/app/action_spec_fields.hpp"

namespace rk::ui {
namespace {

using namespace rk::ui::spec;

constexpr ActionSpec kEntries[] = {
        {TossCoin::kType, "Toss the coin", kCombatant, {self(), roll("Coin (1 heads, 2 tails)")},
         "Heads or tails, once a round"},
};

} // namespace

std::span<const ActionSpec> toy_coin_toss_catalogue() { return kEntries; }

} // namespace rk::ui
