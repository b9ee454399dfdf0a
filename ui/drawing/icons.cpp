#include "ui/drawing/icons.hpp"

#include "ui/drawing/theme.hpp"

#include <cmath>

namespace rk::ui::icons {

namespace {

// Pip positions of a die face on a 3x3 grid (0..2), faces 1-6; more than 6 shows 6.
void die(ImDrawList* dl, ImVec2 p, float s, ImU32 c, int pips) {
    const float r = s * 0.18f;
    dl->AddRect(ImVec2(p.x + s * 0.08f, p.y + s * 0.08f), ImVec2(p.x + s * 0.92f, p.y + s * 0.92f), c, r, 0, s * 0.09f);
    static const int kGrid[7][7][2] = {
        {}, {{1, 1}}, {{0, 0}, {2, 2}}, {{0, 0}, {1, 1}, {2, 2}}, {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
        {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}}, {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
    };
    const int n = pips < 1 ? 1 : pips > 6 ? 6 : pips;
    for (int i = 0; i < n; ++i) {
        const float gx = p.x + s * (0.30f + 0.20f * kGrid[n][i][0]);
        const float gy = p.y + s * (0.30f + 0.20f * kGrid[n][i][1]);
        dl->AddCircleFilled(ImVec2(gx, gy), s * 0.065f, c);
    }
}

void heart(ImDrawList* dl, ImVec2 p, float s, ImU32 c) {
    const float r = s * 0.23f;
    dl->AddCircleFilled(ImVec2(p.x + s * 0.30f, p.y + s * 0.36f), r, c);
    dl->AddCircleFilled(ImVec2(p.x + s * 0.70f, p.y + s * 0.36f), r, c);
    dl->AddTriangleFilled(ImVec2(p.x + s * 0.085f, p.y + s * 0.45f), ImVec2(p.x + s * 0.915f, p.y + s * 0.45f),
                          ImVec2(p.x + s * 0.5f, p.y + s * 0.90f), c);
    dl->AddRectFilled(ImVec2(p.x + s * 0.30f, p.y + s * 0.36f), ImVec2(p.x + s * 0.70f, p.y + s * 0.50f), c);
}

void skull(ImDrawList* dl, ImVec2 p, float s, ImU32 c) {
    // The eyes, nose and teeth are holes: the card under the skull shows through (either theme).
    const ImU32 hole = theme::u32(theme::palette().card);
    dl->AddCircleFilled(ImVec2(p.x + s * 0.5f, p.y + s * 0.42f), s * 0.36f, c);
    dl->AddRectFilled(ImVec2(p.x + s * 0.30f, p.y + s * 0.55f), ImVec2(p.x + s * 0.70f, p.y + s * 0.90f), c, s * 0.08f);
    dl->AddCircleFilled(ImVec2(p.x + s * 0.36f, p.y + s * 0.45f), s * 0.09f, hole);
    dl->AddCircleFilled(ImVec2(p.x + s * 0.64f, p.y + s * 0.45f), s * 0.09f, hole);
    dl->AddTriangleFilled(ImVec2(p.x + s * 0.5f, p.y + s * 0.56f), ImVec2(p.x + s * 0.45f, p.y + s * 0.66f),
                          ImVec2(p.x + s * 0.55f, p.y + s * 0.66f), hole);
    for (int i = 0; i < 3; ++i) {
        const float x = p.x + s * (0.40f + 0.10f * i);
        dl->AddLine(ImVec2(x, p.y + s * 0.76f), ImVec2(x, p.y + s * 0.90f), hole, s * 0.04f);
    }
}

void hourglass(ImDrawList* dl, ImVec2 p, float s, ImU32 c) {
    const float t = s * 0.08f;
    dl->AddRectFilled(ImVec2(p.x + s * 0.18f, p.y + s * 0.06f), ImVec2(p.x + s * 0.82f, p.y + s * 0.06f + t), c);
    dl->AddRectFilled(ImVec2(p.x + s * 0.18f, p.y + s * 0.94f - t), ImVec2(p.x + s * 0.82f, p.y + s * 0.94f), c);
    const ImVec2 tl(p.x + s * 0.26f, p.y + s * 0.16f), tr(p.x + s * 0.74f, p.y + s * 0.16f);
    const ImVec2 bl(p.x + s * 0.26f, p.y + s * 0.84f), br(p.x + s * 0.74f, p.y + s * 0.84f);
    const ImVec2 mid(p.x + s * 0.5f, p.y + s * 0.5f);
    dl->AddTriangle(tl, tr, mid, c, s * 0.06f);
    dl->AddTriangle(bl, br, mid, c, s * 0.06f);
    dl->AddTriangleFilled(ImVec2(p.x + s * 0.36f, p.y + s * 0.84f), ImVec2(p.x + s * 0.64f, p.y + s * 0.84f), mid, c);
}

void sword(ImDrawList* dl, ImVec2 p, float s, ImU32 c) {
    dl->AddLine(ImVec2(p.x + s * 0.20f, p.y + s * 0.80f), ImVec2(p.x + s * 0.85f, p.y + s * 0.15f), c, s * 0.11f);
    dl->AddLine(ImVec2(p.x + s * 0.12f, p.y + s * 0.58f), ImVec2(p.x + s * 0.42f, p.y + s * 0.88f), c, s * 0.10f);
    dl->AddLine(ImVec2(p.x + s * 0.08f, p.y + s * 0.92f), ImVec2(p.x + s * 0.22f, p.y + s * 0.78f), c, s * 0.13f);
}

void shield(ImDrawList* dl, ImVec2 p, float s, ImU32 c) {
    dl->AddRectFilled(ImVec2(p.x + s * 0.18f, p.y + s * 0.10f), ImVec2(p.x + s * 0.82f, p.y + s * 0.50f), c, s * 0.06f);
    dl->AddTriangleFilled(ImVec2(p.x + s * 0.18f, p.y + s * 0.49f), ImVec2(p.x + s * 0.82f, p.y + s * 0.49f),
                          ImVec2(p.x + s * 0.5f, p.y + s * 0.92f), c);
}

} // namespace

void draw_at(ImDrawList* dl, ImVec2 min, float size, Icon icon, ImU32 colour, int pips) {
    switch (icon) {
    case Icon::Die: die(dl, min, size, colour, pips); break;
    case Icon::Heart: heart(dl, min, size, colour); break;
    case Icon::Skull: skull(dl, min, size, colour); break;
    case Icon::Hourglass: hourglass(dl, min, size, colour); break;
    case Icon::Sword: sword(dl, min, size, colour); break;
    case Icon::Shield: shield(dl, min, size, colour); break;
    }
}

void draw(Icon icon, ImU32 colour, int pips) {
    const float s = ImGui::GetTextLineHeight();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    draw_at(ImGui::GetWindowDrawList(), p, s, icon, colour, pips);
    ImGui::Dummy(ImVec2(s, s));
}

} // namespace rk::ui::icons
