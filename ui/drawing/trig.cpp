#include "ui/drawing/trig.hpp"

#include <cmath>

namespace rk::ui {

namespace {

// pi/2 in two parts (Cody and Waite): k * kHalfPiHigh is exact for the k that matter here.
constexpr double kHalfPiHigh = 1.57079632673412561417e+00;
constexpr double kHalfPiLow = 6.07710050650619224932e-11;
constexpr double kTwoOverPi = 6.36619772367581382433e-01;

// Taylor series on |r| <= pi/4: the first omitted term is below 1e-12.
double sin_near_zero(double r) {
    const double r2 = r * r;
    return r * (1 - r2 / 6 * (1 - r2 / 20 * (1 - r2 / 42 * (1 - r2 / 72 * (1 - r2 / 110 * (1 - r2 / 156))))));
}
double cos_near_zero(double r) {
    const double r2 = r * r;
    return 1 - r2 / 2 * (1 - r2 / 12 * (1 - r2 / 30 * (1 - r2 / 56 * (1 - r2 / 90 * (1 - r2 / 132 * (1 - r2 / 182))))));
}

// sin(x + quarter turns): quadrant 0..3 from the reduction.
float rotated(double r, long quadrant, bool cosine) {
    switch ((quadrant + (cosine ? 1 : 0)) & 3) {
    case 0: return static_cast<float>(sin_near_zero(r));
    case 1: return static_cast<float>(cos_near_zero(r));
    case 2: return static_cast<float>(-sin_near_zero(r));
    default: return static_cast<float>(-cos_near_zero(r));
    }
}

float sin_or_cos(float x, bool cosine) {
    if (!std::isfinite(x)) return std::nanf("");
    const double k = std::nearbyint(static_cast<double>(x) * kTwoOverPi);
    const double r = (static_cast<double>(x) - k * kHalfPiHigh) - k * kHalfPiLow;
    return rotated(r, static_cast<long>(std::fmod(k, 4.0)) + 4, cosine);
}

} // namespace

float sine(float x) { return sin_or_cos(x, false); }
float cosine(float x) { return sin_or_cos(x, true); }

} // namespace rk::ui
