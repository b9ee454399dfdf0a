// The fight's summary (issue 28), on screen once the fight is over: how many rounds it took, the
// harm each combatant took and dealt, who fell or fled, and what lasts on the party; one tap
// shares it as plain text (the phone's share sheet, else the clipboard). On a phone it stands in
// for the order (which is one tap away); beside the order it fills the detail column until a
// combatant is tapped. Everything it says is read off the encounter (core/fight/fight_summary.hpp).
#include <imgui.h>

#include <string>

#include "core/fight/fight_summary.hpp"
#include "ui/drawing/theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

void fight_summary(const ViewContext& ctx, UiState& ui, bool beside_order) {
    const Encounter& e = ctx.encounter();
    const FightSummary s = summarize(e);
    // Every line wraps a little short of the side, clear of the panel's scroll bar.
    ImGui::PushTextWrapPos(ImGui::GetContentRegionMax().x - ImGui::GetStyle().ItemSpacing.x);
    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    const std::string heading = "The fight is over after " + std::to_string(s.rounds) + (s.rounds == 1 ? " round" : " rounds");
    ImGui::TextWrapped("%s", heading.c_str());
    ImGui::PopFont();
    ctx.tag("summary-heading");
    const int buttons = beside_order ? 1 : 2;
    if (big_button("Share summary", share_of(buttons))) ctx.sharing.share_text(summary_text(s), e.name);
    ctx.tag("summary-share");
    if (!beside_order) {
        ImGui::SameLine();
        if (big_button("Show the order", share_of(1))) ui.order_after_fight_of = ctx.session.open_id();
        ctx.tag("summary-order");
    }
    for (const SummarySide& side : s.sides) {
        ImGui::Spacing();
        ImGui::TextColored(theme::vec(theme::palette().accent), "%s", side.name.c_str());
        for (const SummaryLine& line : side.lines) {
            ImGui::BeginGroup();
            ImGui::TextWrapped("%s", line.name.c_str());
            ImGui::Indent();
            muted_text(summary_words(line, s.unit).c_str());
            ImGui::Unindent();
            ImGui::EndGroup();
            ctx.tag(("summary-" + std::to_string(line.id)).c_str());
        }
    }
    ImGui::PopTextWrapPos();
}

bool summary_shown(const ViewContext& ctx, const UiState& ui) {
    return !ctx.read_only() && ctx.encounter().phase == Phase::Ended && ui.order_after_fight_of != ctx.session.open_id();
}

} // namespace rk::ui::views
