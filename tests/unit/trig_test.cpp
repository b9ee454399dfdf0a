// The web build's sinf and cosf (ui/drawing/trig.hpp) against the C library's.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "ui/drawing/trig.hpp"

TEST_CASE("sine and cosine agree with the C library to float precision") {
    std::mt19937 random(5);
    std::uniform_real_distribution<float> turns(-2000.0f, 2000.0f), huge(-1e6f, 1e6f);
    for (int i = 0; i < 200000; ++i) {
        const float x = i % 2 ? turns(random) : huge(random);
        INFO(x);
        CHECK(std::fabs(rk::ui::sine(x) - static_cast<float>(std::sin(static_cast<double>(x)))) <= 2e-7f);
        CHECK(std::fabs(rk::ui::cosine(x) - static_cast<float>(std::cos(static_cast<double>(x)))) <= 2e-7f);
    }
    // The angles ImGui asks for most: whole and half turns, and the circle's segments.
    const float pi = 3.14159265358979f;
    CHECK(rk::ui::sine(0.0f) == 0.0f);
    CHECK(rk::ui::cosine(0.0f) == 1.0f);
    CHECK(std::fabs(rk::ui::cosine(pi) + 1.0f) <= 1e-7f);
    CHECK(std::fabs(rk::ui::sine(pi / 2) - 1.0f) <= 1e-7f);
    CHECK(std::isnan(rk::ui::sine(INFINITY)));
    CHECK(std::isnan(rk::ui::cosine(NAN)));
}
