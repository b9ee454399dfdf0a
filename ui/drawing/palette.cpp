#include "ui/drawing/palette.hpp"

#include <algorithm>
#include <cmath>

namespace rk::ui {
namespace {

// Dark by default (dim rooms): light ink on near-black.
constexpr Palette kDark{
    .window = {0.07f, 0.08f, 0.10f},
    .card = {0.13f, 0.14f, 0.17f},
    .popup = {0.11f, 0.12f, 0.15f, 0.98f},
    .button = {0.20f, 0.22f, 0.27f},
    .button_hovered = {0.26f, 0.28f, 0.34f},
    .button_active = {0.32f, 0.35f, 0.42f},
    .frame = {0.17f, 0.18f, 0.22f},
    .frame_hovered = {0.21f, 0.23f, 0.28f},
    .frame_active = {0.25f, 0.27f, 0.33f},
    .separator = {0.22f, 0.24f, 0.29f},
    .acting_card = {0.24f, 0.19f, 0.10f},
    .prompt_box = {0.20f, 0.17f, 0.10f},
    .notice = {0.16f, 0.22f, 0.34f},
    .selected = {0.36f, 0.42f, 0.58f},
    .chip = {0.26f, 0.29f, 0.37f},
    .danger_fill = {0.72f, 0.16f, 0.13f},
    .heal_fill = {0.12f, 0.45f, 0.24f},
    .primary = {0.80f, 0.55f, 0.16f},
    .primary_hovered = {0.88f, 0.62f, 0.20f},
    .primary_active = {0.96f, 0.69f, 0.26f},
    .message = {0.35f, 0.14f, 0.13f, 0.96f},
    .announcement = {0.16f, 0.22f, 0.34f, 0.96f},
    .hp_track = {0.24f, 0.25f, 0.29f},
    .hp_high = {0.43f, 0.78f, 0.47f},
    .hp_mid = {0.92f, 0.71f, 0.27f},
    .hp_low = {0.90f, 0.33f, 0.29f},
    .text = {0.93f, 0.94f, 0.96f},
    .muted = {0.62f, 0.64f, 0.70f},
    .accent = {0.96f, 0.69f, 0.26f},
    .danger = {1.0f, 0.52f, 0.47f},
    .on_selected = {0.98f, 0.98f, 1.0f},
    .on_danger = {1.0f, 1.0f, 1.0f},
    .on_heal = {1.0f, 1.0f, 1.0f},
    .on_primary = {0.08f, 0.06f, 0.03f},
    .on_strip = {0.94f, 0.94f, 0.94f},
    .on_side = {0.08f, 0.06f, 0.03f},
};

// For daylight tables: dark ink on paper. The amber and red inks are darkened to read on it;
// the lit toggle is dark with light ink, as the strips are.
constexpr Palette kLight{
    .window = {0.96f, 0.96f, 0.94f},
    .card = {0.89f, 0.89f, 0.86f},
    .popup = {0.98f, 0.98f, 0.97f, 0.98f},
    .button = {0.80f, 0.81f, 0.79f},
    .button_hovered = {0.74f, 0.75f, 0.73f},
    .button_active = {0.68f, 0.69f, 0.67f},
    .frame = {1.0f, 1.0f, 1.0f},
    .frame_hovered = {0.95f, 0.95f, 0.95f},
    .frame_active = {0.92f, 0.92f, 0.92f},
    .separator = {0.75f, 0.76f, 0.74f},
    .acting_card = {0.99f, 0.88f, 0.66f},
    .prompt_box = {0.99f, 0.92f, 0.78f},
    .notice = {0.83f, 0.89f, 0.98f},
    .selected = {0.20f, 0.29f, 0.50f},
    .chip = {0.78f, 0.81f, 0.88f},
    .danger_fill = {0.72f, 0.16f, 0.13f},
    .heal_fill = {0.10f, 0.42f, 0.22f},
    .primary = {0.80f, 0.55f, 0.16f},
    .primary_hovered = {0.88f, 0.62f, 0.20f},
    .primary_active = {0.96f, 0.69f, 0.26f},
    .message = {0.35f, 0.14f, 0.13f, 0.96f},
    .announcement = {0.16f, 0.22f, 0.34f, 0.96f},
    .hp_track = {0.72f, 0.73f, 0.71f},
    .hp_high = {0.15f, 0.52f, 0.25f},
    .hp_mid = {0.72f, 0.47f, 0.05f},
    .hp_low = {0.72f, 0.16f, 0.13f},
    .text = {0.08f, 0.09f, 0.11f},
    .muted = {0.33f, 0.35f, 0.39f},
    .accent = {0.50f, 0.29f, 0.0f},
    .danger = {0.68f, 0.09f, 0.07f},
    .on_selected = {1.0f, 1.0f, 1.0f},
    .on_danger = {1.0f, 1.0f, 1.0f},
    .on_heal = {1.0f, 1.0f, 1.0f},
    .on_primary = {0.08f, 0.06f, 0.03f},
    .on_strip = {0.94f, 0.94f, 0.94f},
    .on_side = {0.08f, 0.06f, 0.03f},
};

constexpr Colour kSides[] = {{0.35f, 0.63f, 1.0f}, {0.92f, 0.35f, 0.31f}, {0.47f, 0.78f, 0.47f},
                             {0.78f, 0.55f, 0.94f}, {0.94f, 0.78f, 0.35f}};

// Every place a view draws an ink on a surface. Text needs 4.5:1; the big button's large text
// and a control's outline 3:1 (WCAG 2.1, 1.4.3 and 1.4.11).
constexpr double kText = 4.5, kLarge = 3.0;
#define RK_PAIR(ink, surface, least) Pairing{#ink, &Palette::ink, #surface, &Palette::surface, least}
constexpr Pairing kPairings[] = {
    // Body text and the muted lines (an order number, a hint) wherever they are drawn.
    RK_PAIR(text, window, kText), RK_PAIR(text, card, kText), RK_PAIR(text, popup, kText),
    RK_PAIR(text, acting_card, kText), RK_PAIR(text, prompt_box, kText), RK_PAIR(text, notice, kText),
    RK_PAIR(text, button, kText), RK_PAIR(text, frame, kText), RK_PAIR(text, chip, kText),
    RK_PAIR(muted, window, kText), RK_PAIR(muted, card, kText), RK_PAIR(muted, popup, kText),
    RK_PAIR(muted, acting_card, kText), RK_PAIR(muted, prompt_box, kText), RK_PAIR(muted, notice, kText),
    // Amber: the turn line, the acting card's number, the log's rounds, the table's prompts.
    RK_PAIR(accent, window, kText), RK_PAIR(accent, card, kText), RK_PAIR(accent, popup, kText),
    RK_PAIR(accent, acting_card, kText), RK_PAIR(accent, prompt_box, kText),
    // Red: a refused action, "down", a 1 on a die, a destructive entry in a list.
    RK_PAIR(danger, window, kText), RK_PAIR(danger, card, kText), RK_PAIR(danger, popup, kText),
    RK_PAIR(danger, acting_card, kText), RK_PAIR(danger, button, kText),
    // Filled buttons and chips with their own ink.
    RK_PAIR(on_selected, selected, kText), RK_PAIR(on_danger, danger_fill, kText), RK_PAIR(on_heal, heal_fill, kText),
    RK_PAIR(on_primary, primary, kText), RK_PAIR(on_primary, primary_active, kText),
    RK_PAIR(on_strip, message, kText), RK_PAIR(on_strip, announcement, kText),
    // The acting card's outline against the list around it.
    RK_PAIR(accent, window, kLarge),
};
#undef RK_PAIR

double channel(float c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }
double luminance(Colour c) { return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b); }

} // namespace

const Palette& dark_palette() { return kDark; }
const Palette& light_palette() { return kLight; }
std::span<const Colour> side_colours() { return kSides; }
std::span<const Pairing> pairings() { return kPairings; }

// A translucent surface (the strips are 96 % opaque) is taken as opaque.
double contrast_ratio(Colour ink, Colour surface) {
    const Colour seen{ink.r * ink.a + surface.r * (1 - ink.a), ink.g * ink.a + surface.g * (1 - ink.a),
                      ink.b * ink.a + surface.b * (1 - ink.a)};
    const double a = luminance(seen), b = luminance(surface);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

} // namespace rk::ui
