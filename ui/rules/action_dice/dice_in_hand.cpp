// Rules text 002 (action dice): a combatant's dice in hand on its card and its detail, chosen by
// taps and spent against a cost the table names (the reducer decides whether they pay for it).
#include <imgui.h>

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

#include "core/fight/reducer.hpp"
#include "core/rules/action_dice/action_dice.hpp"
#include "core/rules/action_dice/action_dice_state.hpp"
#include "ui/drawing/icons.hpp"
#include "ui/drawing/theme.hpp"
#include "ui/rules/action_dice/action_dice_parts.hpp"
#include "ui/views/views.hpp"

namespace rk::ui::action_dice {

namespace {

// Text 002: the dice in hand as chips, highest first; 1s are set apart (they buy only free
// actions). Tapping dice chooses them for an action; the app sums them against the cost.
void action_dice_hand(const ViewContext& ctx, UiState& ui, const Combatant& c, bool can_spend) {
    if (part<ActionDicePart>(c).hand.empty()) {
        if (part<ActionDicePart>(c).hand_ready) ImGui::TextDisabled("No action dice left this round");
        return;
    }
    const float size = 44.0f;
    for (std::size_t i = 0; i < part<ActionDicePart>(c).hand.size(); ++i) {
        const int face = part<ActionDicePart>(c).hand[i];
        // On the row while a whole die fits beside the last one, else on the next row.
        if (i && ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + size <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
            ImGui::SameLine();
        ImGui::PushID(static_cast<int>(i));
        const bool chosen = ui.chosen_dice_owner == c.id &&
                            std::find(ui.chosen_dice.begin(), ui.chosen_dice.end(), static_cast<int>(i)) != ui.chosen_dice.end();
        const ImVec2 p = ImGui::GetCursorScreenPos();
        const bool tapped = ImGui::InvisibleButton("die", ImVec2(size, size));
        ctx.tag(("die-" + std::to_string(c.id) + "-" + std::to_string(i)).c_str());
        ImDrawList* dl = ImGui::GetWindowDrawList();
        const Palette& colours = theme::palette();
        const ImU32 fg = theme::u32(chosen ? colours.on_primary : face == 1 ? colours.danger : colours.text);
        if (chosen) dl->AddRectFilled(p, ImVec2(p.x + size, p.y + size), theme::u32(colours.primary_active), 8.0f);
        icons::draw_at(dl, ImVec2(p.x + 2, p.y + 2), size - 4, icons::Icon::Die, fg, face);
        if (tapped && can_spend) {
            if (ui.chosen_dice_owner != c.id) { ui.chosen_dice.clear(); ui.chosen_dice_owner = c.id; }
            auto it = std::find(ui.chosen_dice.begin(), ui.chosen_dice.end(), static_cast<int>(i));
            if (it != ui.chosen_dice.end()) ui.chosen_dice.erase(it);
            else ui.chosen_dice.push_back(static_cast<int>(i));
        }
        ImGui::PopID();
    }
    if (part<ActionDicePart>(c).action_pool) {
        ImGui::TextColored(theme::vec(theme::palette().accent), "Pool: %s · %d dice added (cost %d paid)", part<ActionDicePart>(c).action_pool->name.c_str(),
                           part<ActionDicePart>(c).action_pool->dice, part<ActionDicePart>(c).action_pool->cost);
    }
    if (part<ActionDicePart>(c).defence_pool) {
        ImGui::TextColored(theme::vec(theme::palette().accent), "%s pool: %d of %d", part<ActionDicePart>(c).defence_pool->kind == DefenceKind::Dodge ? "Dodge" : "Block",
                           part<ActionDicePart>(c).defence_pool->dice, part<ActionDicePart>(c).defence_pool->most);
    }
    if (part<ActionDicePart>(c).carries_die) ImGui::TextDisabled("Keeps a die from the Refresh");
}

// The chosen dice against a cost the table names, and "Spend"; `hint` says how to choose when none is.
void spend_chosen_dice(const ViewContext& ctx, UiState& ui, const Combatant& c, bool hint) {
    if (part<ActionDicePart>(c).hand.empty()) return;
    std::vector<int> faces;
    if (ui.chosen_dice_owner == c.id)
        for (int i : ui.chosen_dice)
            if (i >= 0 && i < static_cast<int>(part<ActionDicePart>(c).hand.size())) faces.push_back(part<ActionDicePart>(c).hand[static_cast<std::size_t>(i)]);
    const int sum = std::accumulate(faces.begin(), faces.end(), 0);
    if (faces.empty()) {
        if (hint) views::muted_text("Tap dice above to spend them on an action.");
        return;
    }
    ImGui::Text("Chosen: %d pips from %d dice · cost %d", sum, static_cast<int>(faces.size()), ui.spend_cost);
    const float w = views::share_of(4);   // four to a row
    if (views::big_button("Cost -", w)) ui.spend_cost = std::max(1, ui.spend_cost - 1);
    ctx.tag("cost-minus");
    ImGui::SameLine();
    if (views::big_button("Cost +", w)) ui.spend_cost = std::min(30, ui.spend_cost + 1);
    ctx.tag("cost-plus");
    ImGui::SameLine();
    // The rules decide whether it is an action or a response, and whether the dice pay for it.
    const SpendDice spend{c.id, faces, ui.spend_cost, "an action", std::nullopt};
    const auto refused = apply(ctx.encounter(), spend);
    const bool accepted = refused.is_ok();
    if (!accepted) ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().danger));
    if (views::big_button(accepted ? "Spend" : sum < ui.spend_cost ? "Too few" : "Cannot spend", w * 2 + ImGui::GetStyle().ItemSpacing.x) &&
        ctx.dispatch(spend))
        ui.chosen_dice.clear();
    if (!accepted) ImGui::PopStyleColor();
    ctx.tag(("spend-" + std::to_string(c.id)).c_str());
    if (!accepted && sum >= ui.spend_cost) ImGui::TextWrapped("%s", refused.reason().c_str());
    if (faces.size() == 1 && faces[0] == 1) {
        if (views::big_button("Free action: Effort (+1 die)", -FLT_MIN) && ctx.dispatch(SpendFreeAction{c.id, FreeAction::Effort}))
            ui.chosen_dice.clear();
        ctx.tag(("free-action-" + std::to_string(c.id)).c_str());
    }
}

} // namespace

void dice_in_hand(const ViewContext& ctx, UiState& ui, const Combatant& c, bool in_detail) {
    action_dice_hand(ctx, ui, c, true);
    // A tapped die offers "Spend" at once, on the card (the open detail has its own).
    if (!in_detail && ui.selected != c.id) spend_chosen_dice(ctx, ui, c, false);
}

void spend_in_detail(const ViewContext& ctx, UiState& ui, const Combatant& c) { spend_chosen_dice(ctx, ui, c, true); }

} // namespace rk::ui::action_dice
