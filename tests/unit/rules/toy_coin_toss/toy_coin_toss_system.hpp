#pragma once
// The test-only toy rule system (toy_coin_toss_system.cpp).
#include "core/rules/rule_system.hpp"

namespace rk::test::toy {

// An id no built-in system uses.
inline constexpr Ruleset kRuleset = static_cast<Ruleset>(200);

const RuleSystem& system();

} // namespace rk::test::toy
