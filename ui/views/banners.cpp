// Things the user must know that are not about one action: damaged storage recovered, a full
// disk, another tab, an import. Shown on every screen until dismissed.
#include <imgui.h>

#include "ui/drawing/theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

void notice_banner(const ViewContext& ctx, UiState& ui) {
    if (ui.notice.empty()) return;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, theme::vec(theme::palette().notice));
    ImGui::BeginChild("notice", ImVec2(0, 0), ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
    ImGui::TextWrapped("%s", ui.notice.c_str());
    if (ui.offer_damaged_data) {
        if (big_button("Save the damaged data as a file", -1)) ctx.session.save_damaged_data();
        ctx.tag("notice-save-damaged");
    }
    if (ui.offer_export) {
        if (big_button("Save everything as a file", -1)) ctx.session.export_library();
        ctx.tag("notice-export");
    }
    if (big_button("OK", 96)) {
        ui.notice.clear();
        ui.offer_damaged_data = false;
        ui.offer_export = false;
    }
    ctx.tag("notice-ok");
    ImGui::EndChild();
    ImGui::PopStyleColor();
}

void numeric_field(UiState& ui) {
    if (ImGui::IsItemActive()) ui.numeric_field_active = true;
}

void section_title(const char* text) {
    ImGui::Spacing();
    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    ImGui::PushTextWrapPos(0.0f);   // a long title (a name in it, large text) wraps, never runs off the screen
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
}

} // namespace rk::ui::views
