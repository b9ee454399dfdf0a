#include "theme.hpp"

#include <cmath>

extern const unsigned char rk_ui_font[];
extern const unsigned int rk_ui_font_size;
extern const float rk_ui_font_line_per_em;
extern const float rk_ui_font_cap_per_em;

namespace rk::ui::theme {

void apply_dark_style() {
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
    c[ImGuiCol_WindowBg] = {0.07f, 0.08f, 0.10f, 1.0f};
    c[ImGuiCol_ChildBg] = {0.13f, 0.14f, 0.17f, 1.0f};
    c[ImGuiCol_PopupBg] = {0.11f, 0.12f, 0.15f, 0.98f};
    c[ImGuiCol_Text] = {0.93f, 0.94f, 0.96f, 1.0f};
    c[ImGuiCol_TextDisabled] = kMuted;
    c[ImGuiCol_Button] = {0.20f, 0.22f, 0.27f, 1.0f};
    c[ImGuiCol_ButtonHovered] = {0.26f, 0.28f, 0.34f, 1.0f};
    c[ImGuiCol_ButtonActive] = {0.32f, 0.35f, 0.42f, 1.0f};
    c[ImGuiCol_FrameBg] = {0.17f, 0.18f, 0.22f, 1.0f};
    c[ImGuiCol_FrameBgHovered] = {0.21f, 0.23f, 0.28f, 1.0f};
    c[ImGuiCol_FrameBgActive] = {0.25f, 0.27f, 0.33f, 1.0f};
    c[ImGuiCol_CheckMark] = kAccent;
    c[ImGuiCol_Header] = {0.20f, 0.22f, 0.27f, 1.0f};
    c[ImGuiCol_Separator] = {0.22f, 0.24f, 0.29f, 1.0f};
}

void apply_light_style() {
    apply_dark_style();   // sizes and rounding stay; only the colours change
    ImVec4* c = ImGui::GetStyle().Colors;
    c[ImGuiCol_WindowBg] = {0.96f, 0.96f, 0.94f, 1.0f};
    c[ImGuiCol_ChildBg] = {0.89f, 0.89f, 0.86f, 1.0f};
    c[ImGuiCol_PopupBg] = {0.98f, 0.98f, 0.97f, 0.98f};
    c[ImGuiCol_Text] = {0.08f, 0.09f, 0.11f, 1.0f};
    c[ImGuiCol_TextDisabled] = {0.36f, 0.38f, 0.42f, 1.0f};
    c[ImGuiCol_Button] = {0.80f, 0.81f, 0.79f, 1.0f};
    c[ImGuiCol_ButtonHovered] = {0.74f, 0.75f, 0.73f, 1.0f};
    c[ImGuiCol_ButtonActive] = {0.68f, 0.69f, 0.67f, 1.0f};
    c[ImGuiCol_FrameBg] = {1.0f, 1.0f, 1.0f, 1.0f};
    c[ImGuiCol_FrameBgHovered] = {0.95f, 0.95f, 0.95f, 1.0f};
    c[ImGuiCol_FrameBgActive] = {0.92f, 0.92f, 0.92f, 1.0f};
    c[ImGuiCol_Separator] = {0.75f, 0.76f, 0.74f, 1.0f};
}

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

ImVec4 acting_background() {
    const bool light = ImGui::GetStyle().Colors[ImGuiCol_WindowBg].x > 0.5f;
    return light ? ImVec4(0.99f, 0.88f, 0.66f, 1.0f) : ImVec4(0.24f, 0.19f, 0.10f, 1.0f);
}

ImU32 side_colour(unsigned side) {
    static const ImU32 palette[] = {IM_COL32(90, 160, 255, 255), IM_COL32(235, 90, 80, 255),
                                    IM_COL32(120, 200, 120, 255), IM_COL32(200, 140, 240, 255),
                                    IM_COL32(240, 200, 90, 255)};
    return palette[(side + 4) % 5];
}

} // namespace rk::ui::theme
