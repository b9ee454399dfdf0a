// One combatant as a compact row, so that a whole fight fits on a phone: the number the order
// goes by, the name, what it is under as small chips, and its hit points (or ranks) at the
// right, on one line a finger can tap. A tap opens it (its card and actions), a long press
// lists all its actions, a tap on the hit points opens the damage keypad, as on the card.
#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "card_parts.hpp"
#include "ui/drawing/theme.hpp"
#include "views.hpp"

namespace rk::ui::views::card {

namespace {

// How much of the name's room the chips may take: the name keeps at least this share.
constexpr float kNameShare = 0.45f;

} // namespace

float row_height() { return std::max(theme::kTapTargetPx, ImGui::GetFrameHeight()); }

void combatant_row(const ViewContext& ctx, UiState& ui, const Combatant& c, bool acting, bool ringed) {
    const Encounter& e = ctx.encounter();
    ImGui::PushID(static_cast<int>(c.id));
    const Dimmed dimmed(ctx, c);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float height = row_height();
    const float width = ImGui::GetContentRegionAvail().x;
    const ImVec2 top = ImGui::GetCursorPos();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(p, ImVec2(p.x + width, p.y + height),
                      acting ? theme::u32(theme::palette().acting_card) : ImGui::GetColorU32(style.Colors[ImGuiCol_ChildBg]), style.ChildRounding);
    dl->AddRectFilled(p, ImVec2(p.x + 6, p.y + height), ImGui::GetColorU32(theme::side_colour(c.side)),
                      style.ChildRounding, ImDrawFlags_RoundCornersLeft);

    // The whole row is one tap target; the hit points on it are a button of their own.
    ImGui::SetNextItemAllowOverlap();
    const bool tapped = ImGui::InvisibleButton("select", ImVec2(width, height));
    ctx.tag(("card-" + std::to_string(c.id)).c_str());
    press(ctx, ui, c, tapped);

    const float line = ImGui::GetTextLineHeight();
    const float text_y = top.y + (height - line) / 2;
    const float pad = style.WindowPadding.x;
    const std::string number = order_number(e, c);
    // The name starts after the number's column, or after a number wider than it (105, -12).
    const float name_x = top.x + pad + std::max(40.0f, ImGui::CalcTextSize(number.c_str()).x + style.ItemSpacing.x);
    ImGui::SetCursorPos(ImVec2(top.x + pad, text_y));
    ImGui::TextColored(theme::vec(acting ? theme::palette().accent : theme::palette().muted), "%s", number.c_str());
    if (ctx.tags.wanted()) ctx.tag(("order-" + std::to_string(c.id) + ": " + number).c_str());   // for the tests

    const std::string v = vitals(e, c);
    const float vitals_x = v.empty() ? top.x + width - pad : top.x + width - pad - ImGui::CalcTextSize(v.c_str()).x - line - 8;
    const float room = vitals_x - name_x - style.ItemSpacing.x;
    const std::vector<CardChip> chips = card_chips(e, c);
    const float name_w = ImGui::CalcTextSize(c.name.c_str()).x;
    // The name takes what it needs, or its share when the chips want the rest.
    const float chips_room = std::max(room * (1 - kNameShare), room - name_w - style.ItemSpacing.x);
    const float want = std::min(chips_room, chips_width(chips));
    ImGui::SetCursorPos(ImVec2(name_x, text_y));
    name_text(c.name, room - want - (want > 0 ? style.ItemSpacing.x : 0));
    ctx.tag(("name-" + std::to_string(c.id)).c_str());
    if (!chips.empty()) {
        const ImVec2 name_end = ImGui::GetItemRectMax();
        chips_in_line(ctx, c.id, chips, ImVec2(name_end.x + style.ItemSpacing.x, ImGui::GetItemRectMin().y - 2), want);
    }
    if (!v.empty()) {
        ImGui::SetCursorPos(ImVec2(vitals_x, text_y));
        vitals_text(ctx, c, v);
        if (!ctx.read_only()) amount_button(ctx, ui, c, ImVec2(vitals_x, top.y), ImVec2(top.x + width - vitals_x, height));
    }
    // The hit points left, as a thin bar along the bottom of the row.
    if (c.hp) hp_bar(*c.hp, ImVec2(p.x + pad, p.y + height - 6), width - 2 * pad, 3);

    ImGui::SetCursorPos(top);   // the row again as the last item, for finish()
    ImGui::Dummy(ImVec2(width, height));
    finish(ctx, c, dimmed, ringed);
    ImGui::PopID();
}

} // namespace rk::ui::views::card
