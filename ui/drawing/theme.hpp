#pragma once
// Colours, sizes and the font: large touch targets, legible text in a dim room.
#include <imgui.h>

#include "ui/drawing/palette.hpp"

#include <string_view>

namespace rk::ui::theme {

// The body font's em (what CSS calls its size), at the normal text setting: iOS's body text.
// ImGui sizes a font by its line, some 1.2 em (font_line_per_em): an 18 px line was a 15 px em.
inline constexpr float kBodyEmPx = 17.0f;
inline constexpr float kTapTargetPx = 48.0f;     // at least 44 CSS px

void apply_dark_style();
void apply_light_style();   // for daylight tables
// Body text per setting (0 small, 1 normal, 2 large), against normal: an em of 16, 17, 20 CSS
// px, never under 16.
float text_scale(int text_size);
float font_line_per_em();   // the UI font's line height per em (its hhea metrics)
float font_cap_per_em();    // its capitals' height per em
// Clears the font atlas and adds the UI font for `density` device pixels per layout pixel,
// with the glyphs of `ranges` (ImGui's zero-terminated pairs), and its second part (Cyrillic,
// Greek: `second`'s bytes, if any) with those of `second_ranges`, without building it
// (GlyphAtlas adds the glyphs the font lacks, then builds).
void add_fonts(float density, float text_scale, const ImWchar* ranges, std::string_view second, const ImWchar* second_ranges);

// The palette of the theme in force (set by apply_*_style), and its colours in ImGui's forms.
const Palette& palette();
inline ImVec4 vec(Colour c) { return {c.r, c.g, c.b, c.a}; }
inline ImU32 u32(Colour c) { return ImGui::GetColorU32(vec(c)); }
ImU32 side_colour(unsigned side);

} // namespace rk::ui::theme
