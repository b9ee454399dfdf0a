#pragma once
// The test-only toy rule system (toy_coin_toss_system.cpp).
#include "core/rules/rule_system.hpp"

namespace rk::test::toy {

// Its key, which no built-in system uses.
inline constexpr Ruleset kRuleset{"toy_coin_toss"};

const RuleSystem& system();

} // namespace rk::test::toy
