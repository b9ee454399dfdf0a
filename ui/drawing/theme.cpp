#include "ui/drawing/theme.hpp"

#include <cmath>

extern const unsigned char rk_ui_font[];
extern const unsigned int rk_ui_font_size;
extern const float rk_ui_font_line_per_em;
extern const float rk_ui_font_cap_per_em;

namespace rk::ui::theme {

namespace {
const Palette* g_palette = &dark_palette();

void apply_style(const Palette& p) {
    g_palette = &p;
    ImGuiStyle& s = ImGui::GetStyle();
    ImGui::StyleColorsDark(&s);
    s.WindowPadding = {14, 12};
    s.FramePadding = {14, 13};          // 18 px text + 2 * 13 = 44+ px tall buttons
    s.ItemSpacing = {10, 10};
    s.ItemInnerSpacing = {8, 8};
    s.ScrollbarSize = 6;
    s.GrabMinSize = 20;
    s.WindowRounding = 0;
    s.ChildRounding = 10;
    s.FrameRounding = 10;
    s.PopupRounding = 10;
    s.GrabRounding = 6;
    s.WindowBorderSize = 0;
    s.ChildBorderSize = 0;
    s.FrameBorderSize = 0;
    s.TouchExtraPadding = {2, 2};
    ImVec4* c = s.Colors;
    c[ImGuiCol_WindowBg] = vec(p.window);
    c[ImGuiCol_ChildBg] = vec(p.card);
    c[ImGuiCol_PopupBg] = vec(p.popup);
    c[ImGuiCol_Text] = vec(p.text);
    c[ImGuiCol_TextDisabled] = vec(p.muted);
    c[ImGuiCol_Button] = vec(p.button);
    c[ImGuiCol_ButtonHovered] = vec(p.button_hovered);
    c[ImGuiCol_ButtonActive] = vec(p.button_active);
    c[ImGuiCol_FrameBg] = vec(p.frame);
    c[ImGuiCol_FrameBgHovered] = vec(p.frame_hovered);
    c[ImGuiCol_FrameBgActive] = vec(p.frame_active);
    c[ImGuiCol_CheckMark] = vec(p.accent);
    c[ImGuiCol_Header] = vec(p.button);
    c[ImGuiCol_Separator] = vec(p.separator);
}
} // namespace

void apply_dark_style() { apply_style(dark_palette()); }
void apply_light_style() { apply_style(light_palette()); }
const Palette& palette() { return *g_palette; }

float text_scale(int text_size) {
    static const float scales[] = {16.0f / kBodyEmPx, 1.0f, 20.0f / kBodyEmPx};
    return scales[text_size < 0 ? 0 : text_size > 2 ? 2 : text_size];
}

float font_line_per_em() { return rk_ui_font_line_per_em; }
float font_cap_per_em() { return rk_ui_font_cap_per_em; }

void add_fonts(float density, float text_scale, const ImWchar* ranges, std::string_view second, const ImWchar* second_ranges) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;          // the bytes are static, compiled in (or kept by the platform)
    cfg.RasterizerDensity = density;           // glyphs drawn at device resolution: crisp at DPR 2-3
    cfg.OversampleH = 1;
    cfg.OversampleV = 1;
    cfg.PixelSnapH = true;
    // ImGui's size is the line, and it drops the fraction: rounded up, the em is never smaller.
    const float body = std::ceil(kBodyEmPx * rk_ui_font_line_per_em * text_scale);
    // Fonts[0]: body text; Fonts[1]: large (headings, the primary button). Each takes the
    // second part's glyphs (Cyrillic, Greek) into itself when there is one.
    for (const float size : {body, body * 1.45f}) {
        cfg.MergeMode = false;
        io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(rk_ui_font), static_cast<int>(rk_ui_font_size), size,
                                       &cfg, ranges);
        if (second.empty()) continue;
        cfg.MergeMode = true;
        io.Fonts->AddFontFromMemoryTTF(const_cast<char*>(second.data()), static_cast<int>(second.size()), size, &cfg,
                                       second_ranges);
    }
}

ImU32 side_colour(unsigned side) {
    const auto sides = side_colours();
    return u32(sides[(side + sides.size() - 1) % sides.size()]);
}

} // namespace rk::ui::theme
