// One combatant as a compact row, so that a whole fight fits on a phone: the number the order
// goes by, the name, what it is under as small chips, and its hit points (or ranks) at the
// right, on one line a finger can tap. A tap opens it (its card and actions), a long press
// lists all its actions, a tap on the hit points opens the damage keypad, as on the card.
#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "card_parts.hpp"
#include "core/combat.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "core/rules/rule_system.hpp"
#include "theme.hpp"
#include "views.hpp"

namespace rk::ui::views::card {

namespace {

struct Chip {
    std::string text;
    bool alarm = false;   // drawn in red: it changes what the combatant may do
};

// What the combatant is under, most pressing first: out of the fight, the rules' alerts
// (stunned, wounded), its ranks' states, done or holding, hidden, then its effects.
std::vector<Chip> condition_chips(const Encounter& e, const Combatant& c) {
    std::vector<Chip> chips;
    const RuleSystem& system = rule_system(e);
    const std::optional<std::string> out = out_of_fight(e, c);
    if (out) chips.push_back({*out, true});
    if (system.alerts)
        for (const std::string& alert : system.alerts(e, c)) chips.push_back({alert, true});
    if (c.ranks && system.counts_ranks) {
        if (c.ranks->standing != Standing::Active && !out) chips.push_back({standing_name(c.ranks->standing), true});
        for (RankState st : c.ranks->states) chips.push_back({state_name(st), false});
    }
    if (c.holding) chips.push_back({"holding", false});
    if (c.acted) chips.push_back({"done", false});
    if (c.hidden) chips.push_back({"hidden", false});
    for (const Effect& fx : e.effects)
        if (fx.target == c.id) chips.push_back({fx.name, false});
    return chips;
}

constexpr float kChipPadX = 7.0f;
constexpr float kChipGap = 5.0f;

float chip_width(const Chip& chip) { return ImGui::CalcTextSize(chip.text.c_str()).x + 2 * kChipPadX; }

// Draws the chips from `x` (screen) on the line at `y`, as many as `room` holds; the rest are
// counted in a last "+n" chip. Returns the width taken.
float draw_chips(const std::vector<Chip>& chips, float x, float y, float room) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float h = ImGui::GetTextLineHeight() + 4;
    const float start = x;
    auto draw_one = [&](const Chip& chip) {
        const float w = chip_width(chip);
        const ImVec4 bg = chip.alarm ? ImVec4(theme::kDanger.x, theme::kDanger.y, theme::kDanger.z, 0.28f) : theme::kSelected;
        dl->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), ImGui::GetColorU32(bg), h / 2);
        dl->AddText(ImVec2(x + kChipPadX, y + 2), ImGui::GetColorU32(chip.alarm ? theme::kDanger : ImGui::GetStyleColorVec4(ImGuiCol_Text)),
                    chip.text.c_str());
        x += w + kChipGap;
    };
    for (std::size_t i = 0; i < chips.size(); ++i) {
        const Chip more{"+" + std::to_string(chips.size() - i), false};
        const bool last = i + 1 == chips.size();
        // This chip fits, with room left for a "+n" after it unless it is the last.
        if (x - start + chip_width(chips[i]) + (last ? 0 : kChipGap + chip_width(more)) <= room) {
            draw_one(chips[i]);
            continue;
        }
        if (x - start + chip_width(more) <= room) draw_one(more);
        break;
    }
    return x - start;
}

// How much of the name's room the chips may take: the name keeps at least this share.
constexpr float kNameShare = 0.45f;

float chips_width(const std::vector<Chip>& chips) {
    float w = 0;
    for (const Chip& chip : chips) w += chip_width(chip) + kChipGap;
    return w;
}

} // namespace

void combatant_row(App& app, UiState& ui, const Combatant& c, bool acting, bool ringed) {
    const Encounter& e = app.encounter();
    ImGui::PushID(static_cast<int>(c.id));
    const Dimmed dimmed(e, c);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float height = std::max(theme::kTapTargetPx, ImGui::GetFrameHeight());
    const float width = ImGui::GetContentRegionAvail().x;
    const ImVec2 top = ImGui::GetCursorPos();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(p, ImVec2(p.x + width, p.y + height),
                      ImGui::GetColorU32(acting ? theme::acting_background() : style.Colors[ImGuiCol_ChildBg]), style.ChildRounding);
    dl->AddRectFilled(p, ImVec2(p.x + 6, p.y + height), ImGui::GetColorU32(theme::side_colour(c.side)),
                      style.ChildRounding, ImDrawFlags_RoundCornersLeft);

    // The whole row is one tap target; the hit points on it are a button of their own.
    ImGui::SetNextItemAllowOverlap();
    const bool tapped = ImGui::InvisibleButton("select", ImVec2(width, height));
    app.tag_last_item(("card-" + std::to_string(c.id)).c_str());
    press(app, ui, c, tapped);

    const float line = ImGui::GetTextLineHeight();
    const float text_y = top.y + (height - line) / 2;
    const float pad = style.WindowPadding.x;
    const float name_x = top.x + pad + 40;
    ImGui::SetCursorPos(ImVec2(top.x + pad, text_y));
    ImGui::TextColored(acting ? theme::kAccent : theme::kMuted, "%s", order_number(e, c).c_str());

    const std::string v = vitals(e, c);
    const float vitals_x = v.empty() ? top.x + width - pad : top.x + width - pad - ImGui::CalcTextSize(v.c_str()).x - line - 8;
    const float room = vitals_x - name_x - style.ItemSpacing.x;
    const std::vector<Chip> chips = condition_chips(e, c);
    const float name_w = ImGui::CalcTextSize(c.name.c_str()).x;
    // The name takes what it needs, or its share when the chips want the rest.
    const float chips_room = std::max(room * (1 - kNameShare), room - name_w - style.ItemSpacing.x);
    const float want = std::min(chips_room, chips_width(chips));
    ImGui::SetCursorPos(ImVec2(name_x, text_y));
    name_text(c.name, room - want - (want > 0 ? style.ItemSpacing.x : 0));
    app.tag_last_item(("name-" + std::to_string(c.id)).c_str());
    if (!chips.empty()) {
        const ImVec2 name_end = ImGui::GetItemRectMax();
        draw_chips(chips, name_end.x + style.ItemSpacing.x, ImGui::GetItemRectMin().y - 2, want);
    }
    if (!v.empty()) {
        ImGui::SetCursorPos(ImVec2(vitals_x, text_y));
        vitals_text(app, c, v);
        if (!app.read_only()) amount_button(app, ui, c, ImVec2(vitals_x, top.y), ImVec2(top.x + width - vitals_x, height));
    }
    // The hit points left, as a thin bar along the bottom of the row.
    if (c.hp) hp_bar(*c.hp, ImVec2(p.x + pad, p.y + height - 6), width - 2 * pad, 3);

    ImGui::SetCursorPos(top);   // the row again as the last item, for finish()
    ImGui::Dummy(ImVec2(width, height));
    finish(app, c, dimmed, ringed);
    ImGui::PopID();
}

} // namespace rk::ui::views::card
