// Every ink the views draw on a surface, in both themes, reaches WCAG 2's AA contrast: 4.5:1
// for text, 3:1 for large text and controls (the pairings are listed beside the palettes in
// ui/drawing/palette.cpp). The light theme's amber turn line was 1.72:1 and its lit toggles 2.49:1.
#include <catch2/catch.hpp>

#include <string>

#include "ui/drawing/palette.hpp"

using namespace rk::ui;

TEST_CASE("contrast ratios follow WCAG 2's formula") {
    CHECK(contrast_ratio({0, 0, 0}, {1, 1, 1}) == Approx(21.0));
    CHECK(contrast_ratio({1, 1, 1}, {1, 1, 1}) == Approx(1.0));
    CHECK(contrast_ratio({0.5f, 0.5f, 0.5f}, {1, 1, 1}) == Approx(3.98).epsilon(0.01));
    // A translucent ink is seen composited over its surface: at no opacity, it is the surface.
    CHECK(contrast_ratio({0, 0, 0, 0}, {1, 1, 1}) == Approx(1.0));
    // The colours the light theme used to draw its turn line and lit toggles with.
    CHECK(contrast_ratio({0.96f, 0.69f, 0.26f}, {0.96f, 0.96f, 0.94f}) < 1.8);
    CHECK(contrast_ratio({0.08f, 0.09f, 0.11f}, {0.30f, 0.34f, 0.44f}) < 2.5);
}

TEST_CASE("every ink on every surface it is drawn on reads in both themes (WCAG AA)") {
    for (const auto& [name, palette] : {std::pair{"dark", &dark_palette()}, std::pair{"light", &light_palette()}}) {
        for (const Pairing& p : pairings()) {
            const double ratio = contrast_ratio(palette->*p.ink, palette->*p.surface);
            INFO(name << " theme: " << p.ink_name << " on " << p.surface_name << " is " << ratio << ":1, needs " << p.least);
            CHECK(ratio >= p.least);
        }
    }
}

TEST_CASE("a chosen side's name reads on the side's colour, and each side's stripe shows on a card") {
    for (const Colour side : side_colours()) {
        CHECK(contrast_ratio(dark_palette().on_side, side) >= 4.5);
        CHECK(contrast_ratio(light_palette().on_side, side) >= 4.5);
        CHECK(contrast_ratio(side, dark_palette().card) >= 3.0);   // a stripe is a control's part: 3:1
    }
}

TEST_CASE("the two themes differ where a phone's light setting needs them to") {
    CHECK(contrast_ratio(light_palette().text, light_palette().window) >= 7.0);
    CHECK(contrast_ratio(dark_palette().text, dark_palette().window) >= 7.0);
    // The message strips stay dark with light ink in either theme: they sit over the list.
    CHECK(contrast_ratio(light_palette().on_strip, light_palette().message) >= 4.5);
}
