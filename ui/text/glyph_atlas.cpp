#include "ui/text/glyph_atlas.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>

#include "ui/text/codepoints.hpp"
#include "ui/platform/platform.hpp"
#include "ui/drawing/theme.hpp"

// scripts/lib/embed_font.py: Cyrillic and Greek, compiled in natively; empty on the web, which
// fetches them (platform::second_font).
extern const unsigned char rk_ui_font_second[];
extern const unsigned int rk_ui_font_second_size;

namespace rk::ui {

namespace {
// ImGui indexes glyphs by character in flat tables as long as the largest one: the supplementary
// planes' far end (tag characters, private use) would cost megabytes for a box anyway.
constexpr char32_t kLargestDrawn = 0x2FFFF;

std::string_view second_font() {
    if (rk_ui_font_second_size > 0) return {reinterpret_cast<const char*>(rk_ui_font_second), rk_ui_font_second_size};
    return platform::second_font();
}

void add_range(ImVector<ImWchar>& ranges, char32_t c) {
    if (!ranges.empty() && ranges.back() + 1 == c) ranges.back() = static_cast<ImWchar>(c);
    else { ranges.push_back(static_cast<ImWchar>(c)); ranges.push_back(static_cast<ImWchar>(c)); }
}
} // namespace

// The pixels the platform's glyphs may take in the atlas, for both sizes of the font: a few
// megabytes of texture (and as much again while it is built), whatever the texts hold.
constexpr double kDrawnPixelBudget = 2.0e6;
constexpr std::size_t kFewestDrawn = 48, kMostDrawn = 1024;

namespace {
std::vector<std::string>& drawn_texts() {
    static std::vector<std::string> texts;
    return texts;
}
} // namespace

void note_drawn_text(std::string_view text) {
    if (drawn_texts().size() < 512) drawn_texts().emplace_back(text);   // a screenful of names, drawn in a few passes
}

bool GlyphAtlas::want_drawn_texts() {
    const std::vector<std::string> texts = std::move(drawn_texts());
    drawn_texts().clear();
    bool grew = false;
    for (const std::string& t : texts) grew = want(std::string_view(t)) || grew;
    return grew;
}

bool GlyphAtlas::has(char32_t c) const { return std::binary_search(chars_.begin(), chars_.end(), c) || drawn_.has(c); }

bool GlyphAtlas::want(char32_t c) {
    if (c < 0x20 || c == 0x7F) return false;
    if (!codepoints::in_ui_font(c) && !codepoints::in_second_font(c)) return drawn_.want(c);
    if (std::binary_search(chars_.begin(), chars_.end(), c)) return false;
    return want_all(codepoints::with_its_alphabet(c));
}

bool GlyphAtlas::want_all(const std::vector<char32_t>& cs) {
    bool grew = false;
    for (char32_t c : cs) {
        const auto at = std::lower_bound(chars_.begin(), chars_.end(), c);
        if (at != chars_.end() && *at == c) continue;
        chars_.insert(at, c);
        grew = true;
    }
    return grew;
}

bool GlyphAtlas::want(std::string_view text) {
    bool grew = false;
    bool arabic = false;
    for (char32_t c : codepoints::decode(text)) {
        grew = want(c) || grew;
        arabic = arabic || (c >= 0x600 && c <= 0x6FF);
    }
    // Arabic is drawn with its joined forms (codepoints::visual_order), which the text itself lacks.
    if (arabic)
        for (char32_t c : codepoints::decode(codepoints::visual_order(text))) grew = want(c) || grew;
    return grew;
}

bool GlyphAtlas::from_font(char32_t c) const {
    return codepoints::in_ui_font(c) || (codepoints::in_second_font(c) && built_with_second_);
}

bool GlyphAtlas::second_font_arrived() const {
    return !built_with_second_ && std::any_of(chars_.begin(), chars_.end(), codepoints::in_second_font) && !second_font().empty();
}

// The characters the fonts lack, drawn by the platform (or empty, for the invisible ones): each
// gets a rectangle in the atlas, filled once it is built.
void GlyphAtlas::add_drawn_glyphs(float density, bool with_second, std::vector<Drawn>& drawn, std::vector<std::uint8_t>& pixels) {
    ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    platform::GlyphImage image;
    std::vector<char32_t> all = chars_;
    all.insert(all.end(), drawn_.chars().begin(), drawn_.chars().end());
    for (char32_t c : all) {
        if (codepoints::in_ui_font(c) || (with_second && codepoints::in_second_font(c)) || c > kLargestDrawn) continue;
        for (const ImFontConfig& config : atlas.ConfigData) {   // a font's size is known before it is built
            if (config.MergeMode) continue;
            if (codepoints::invisible(c)) image = platform::GlyphImage{1, 1, 0, 0, 0, false, {0, 0, 0, 0}};
            else if (!platform::draw_glyph(c, std::round(config.SizePixels * density), image)) continue;   // the placeholder box
            const int rect = atlas.AddCustomRectFontGlyph(config.DstFont, static_cast<ImWchar>(c), image.width, image.height,
                                                          image.advance / density);
            drawn.push_back({config.DstFont, c, rect, image.width, image.height, image.left, image.baseline, image.coloured, pixels.size()});
            pixels.insert(pixels.end(), image.rgba.begin(), image.rgba.end());
        }
    }
}

// Copies the drawn glyphs into the built atlas and places them on the line as the font's own
// are (ImGui would draw a custom rectangle at texture size, unscaled by the density).
void GlyphAtlas::place_drawn_glyphs(float density, const std::vector<Drawn>& drawn, const std::vector<std::uint8_t>& pixels) {
    ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    unsigned char* tex = nullptr;
    int tex_w = 0, tex_h = 0;
    atlas.GetTexDataAsRGBA32(&tex, &tex_w, &tex_h);
    for (const Drawn& d : drawn) {
        const ImFontAtlasCustomRect* r = atlas.GetCustomRectByIndex(d.rect);
        const std::size_t row = static_cast<std::size_t>(d.width) * 4;
        for (int y = 0; y < d.height; ++y)
            std::memcpy(tex + (static_cast<std::size_t>(r->Y + y) * tex_w + r->X) * 4, pixels.data() + d.pixels + y * row, row);
        auto* glyph = const_cast<ImFontGlyph*>(d.font->FindGlyphNoFallback(static_cast<ImWchar>(d.c)));
        if (!glyph) continue;
        glyph->X0 = d.left / density;
        glyph->X1 = glyph->X0 + d.width / density;
        glyph->Y0 = std::round(d.font->Ascent) - d.baseline / density;
        glyph->Y1 = glyph->Y0 + d.height / density;
        glyph->Colored = d.coloured;
    }
}

void GlyphAtlas::build(float density, float text_scale) {
    // A glyph's image is about a line high and an em wide, at both sizes (1 and 1.45 lines).
    const double line = std::ceil(20.0 * text_scale) * density;
    const double per_char = (1.0 + 1.45 * 1.45) * 1.35 * line * line;
    drawn_.set_capacity(std::clamp<std::size_t>(static_cast<std::size_t>(kDrawnPixelBudget / per_char), kFewestDrawn, kMostDrawn));
    // The second part is asked for (on the web: fetched) only once a text needs it.
    const bool needs_second = std::any_of(chars_.begin(), chars_.end(), codepoints::in_second_font);
    const std::string_view second = needs_second ? second_font() : std::string_view();
    ranges_.clear();
    second_ranges_.clear();
    for (char32_t c : chars_) {
        if (codepoints::in_ui_font(c)) add_range(ranges_, c);
        else if (!second.empty() && codepoints::in_second_font(c)) add_range(second_ranges_, c);
    }
    add_range(ranges_, 0xFFFD);   // the placeholder box, ImGui's fallback glyph
    ranges_.push_back(0);
    built_with_second_ = !second_ranges_.empty();
    second_ranges_.push_back(0);
    theme::add_fonts(density, text_scale, ranges_.Data, built_with_second_ ? second : std::string_view(), second_ranges_.Data);
    std::vector<Drawn> drawn;
    std::vector<std::uint8_t> pixels;
    add_drawn_glyphs(density, built_with_second_, drawn, pixels);
    ImGui::GetIO().Fonts->Build();
    place_drawn_glyphs(density, drawn, pixels);
}

} // namespace rk::ui
