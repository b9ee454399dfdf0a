#pragma once
// The app's colours by role, one palette per theme, and the contrast each pairing of an ink
// (text, an icon) with the surface it is drawn on must reach (WCAG 2's AA). Plain data, no
// ImGui: the unit tests check every pairing the views draw, in both themes.
#include <span>

namespace rk::ui {

struct Colour {
    float r = 0, g = 0, b = 0, a = 1;
};

struct Palette {
    // Surfaces.
    Colour window, card, popup;
    Colour button, button_hovered, button_active;
    Colour frame, frame_hovered, frame_active, separator;
    Colour acting_card;   // the acting combatant's card
    Colour prompt_box;    // what the rules ask the table; the export reminder
    Colour notice;        // what the user must know (damaged storage, an import, another tab)
    Colour selected;      // the option in force of a set (a lit toggle)
    Colour chip;          // a state chip on a card
    Colour danger_fill;   // a destructive button asking to be confirmed; an alarm chip
    Colour heal_fill;     // the keypad's Heal (Damage is danger_fill): never one colour for both
    Colour primary, primary_hovered, primary_active;   // the big amber button; a chosen die
    Colour message, announcement;   // the strips over the order's bottom: dark in either theme
    Colour hp_track, hp_high, hp_mid, hp_low;   // the hit point bar and its fill by how much is left
    // Inks.
    Colour text, muted, accent, danger;
    Colour on_selected, on_danger, on_heal, on_primary, on_strip, on_side;
};

const Palette& dark_palette();
const Palette& light_palette();

// The sides' colours (a card's stripe, quick add's side buttons), in either theme.
std::span<const Colour> side_colours();

// WCAG 2's contrast ratio of `ink` (composited over `surface` when translucent) and `surface`:
// from 1 (none) to 21 (black on white).
double contrast_ratio(Colour ink, Colour surface);

// An ink drawn on a surface somewhere in the views, and the least contrast it needs: 4.5 for
// text, 3 for large text (the big button's) and for controls.
struct Pairing {
    const char* ink_name;
    Colour Palette::*ink;
    const char* surface_name;
    Colour Palette::*surface;
    double least;
};
std::span<const Pairing> pairings();

} // namespace rk::ui
