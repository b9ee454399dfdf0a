#pragma once
// Small builders shared by the core tests.
#include <catch2/catch.hpp>

#include "core/reducer.hpp"

namespace rk::test {

// Applies an action that must succeed and returns the new state.
inline Encounter must(const Encounter& e, const Action& a) {
    auto r = apply(e, a);
    INFO("refused: " << r.reason());
    REQUIRE(r.is_ok());
    return r.value();
}

// Applies an action that must be refused; checks the state is untouched by construction.
inline std::string refused(const Encounter& e, const Action& a) {
    auto r = apply(e, a);
    REQUIRE_FALSE(r.is_ok());
    return r.reason();
}

} // namespace rk::test
