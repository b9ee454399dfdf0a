#pragma once
// The font atlas's characters: the built-in font's Latin letters and symbols, plus whatever the
// app's texts need (names in any script, what is being typed). Cyrillic and Greek come from the
// font's second part (on the web a file fetched when a name first needs it); any other
// character is drawn by the platform's own fonts (the browser's: a phone has them all, emoji
// included) into the atlas; without one it shows as a box. Those drawn characters are a
// bounded cache (glyph_cache.hpp): at most what fits a fixed budget of pixels, the least
// recently wanted given up when a frame needs others, so no text grows the atlas without bound.
#include <imgui.h>

#include "ui/text/glyph_cache.hpp"

#include <cstdint>
#include <string_view>
#include <vector>

namespace rk::ui {

// A text a view drew where it can be seen (views::name_text calls it): its characters are
// wanted before those of texts off screen in the next frame.
void note_drawn_text(std::string_view text);

class GlyphAtlas {
public:
    // Adds the characters of `text` (or `c`) the atlas lacks; true when any was new, so the
    // atlas must be built again.
    // A new frame: what it wants is kept before what earlier frames wanted.
    void next_frame() { drawn_.next_frame(); }
    bool want(std::string_view text);
    bool want(char32_t c);
    bool want_all(const std::vector<char32_t>& cs);
    // Wants the texts views drew on screen in the last frame (note_drawn_text), then forgets them.
    bool want_drawn_texts();
    // Rebuilds ImGui's atlas with its two fonts (body text and large) for `density` device
    // pixels per layout pixel, with every wanted character.
    void build(float density, float text_scale);
    bool has(char32_t c) const;
    // Whether `c` is drawn from the UI font (not by the platform, nor as the placeholder).
    bool from_font(char32_t c) const;
    // The atlas has Cyrillic or Greek drawn by the platform while their font was not there yet,
    // and now it is: build again.
    bool second_font_arrived() const;
    // The platform-drawn characters held, their most, and how many this frame found no place.
    const GlyphCache& drawn() const { return drawn_; }

private:
    struct Drawn {   // a character drawn by the platform, waiting for its place in the atlas
        ImFont* font;
        char32_t c;
        int rect;
        int width, height;
        float left, baseline;
        bool coloured;
        std::size_t pixels;   // where its RGBA pixels start in `pixels`
    };
    void add_drawn_glyphs(float density, bool with_second, std::vector<Drawn>& drawn, std::vector<std::uint8_t>& pixels);
    static void place_drawn_glyphs(float density, const std::vector<Drawn>& drawn, const std::vector<std::uint8_t>& pixels);

    std::vector<char32_t> chars_;     // sorted: the fonts' characters (a finite set) and the base set
    GlyphCache drawn_{128};           // the platform's: bounded (its capacity is set by build)
    ImVector<ImWchar> ranges_;        // the built-in font's part of chars_ (ImGui reads it while building)
    ImVector<ImWchar> second_ranges_; // the second part's
    bool built_with_second_ = false;
};

} // namespace rk::ui
