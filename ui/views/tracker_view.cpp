// The main screen: the encounter's name and round on top, the order as large cards, and the
// one primary action (start, next turn) as a big button at the bottom in thumb reach.
#include <imgui.h>

#include "core/turn_order.hpp"
#include "theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

bool big_button(const char* label, float width, float height) {
    return ImGui::Button(label, ImVec2(width, height > 0 ? height : theme::kTapTargetPx));
}

namespace {

void header(App& app, UiState& ui) {
    const Encounter& e = app.encounter();
    if (big_button("< Encounters", 150)) ui.screen = Screen::Library;
    app.tag_last_item("to-library");
    if (!ui.read_only) {
        ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - 110);   // right-aligned
        if (big_button("Share", 110)) ui.screen = Screen::Share;
        app.tag_last_item("to-share");
    }
    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    ImGui::TextUnformatted(e.name.c_str());
    ImGui::PopFont();
    if (ui.read_only) {
        ImGui::TextColored(theme::kAccent, "Players' view · read-only");
        return;
    }
    ImGui::TextDisabled("%s", std::string(ruleset_name(e.ruleset)).c_str());
    ImGui::SameLine();
    const char* phase = e.phase == Phase::Setup ? "Setting up" : e.phase == Phase::Ended ? "Fight over" : nullptr;
    if (phase) ImGui::TextColored(theme::kMuted, "· %s", phase);
    else ImGui::TextColored(theme::kAccent, "· Round %d", e.round);

    const float w = ImGui::GetContentRegionAvail().x;
    const float third = (w - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
    ImGui::BeginDisabled(!app.history().can_undo());
    if (big_button("Undo", third)) app.undo();
    app.tag_last_item("undo");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!app.history().can_redo());
    if (big_button("Redo", third)) app.redo();
    app.tag_last_item("redo");
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (big_button(ui.add_open ? "Close" : "+ Add", third)) ui.add_open = !ui.add_open;
    app.tag_last_item("add");
}

void message_banner(UiState& ui) {
    if (ui.message.empty()) return;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.35f, 0.14f, 0.13f, 1.0f));
    ImGui::BeginChild("message", ImVec2(0, 0), ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
    ImGui::TextWrapped("%s", ui.message.c_str());
    ImGui::EndChild();
    ImGui::PopStyleColor();
}

void order_list(App& app, UiState& ui, float height) {
    const Encounter& e = app.encounter();
    ImGui::BeginChild("order", ImVec2(0, height), ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
    if (e.combatants.empty()) {
        ImGui::Spacing();
        ImGui::TextWrapped("No one is here yet. Add the party and their foes, or try a ready-made fight.");
        ImGui::Spacing();
        if (big_button("Load a sample fight", -FLT_MIN)) load_sample_fight(app);
        app.tag_last_item("sample");
    }
    for (CombatantId id : turn_order(e)) {
        const Combatant* c = e.find(id);
        combatant_card(app, ui, *c, e.acting == id);
    }
    // Drag anywhere on the list to scroll it, as on any phone list.
    ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 8.0f))
        ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
    ImGui::EndChild();
}

void primary_action(App& app) {
    const Encounter& e = app.encounter();
    const float w = ImGui::GetContentRegionAvail().x;
    const float h = 64.0f;
    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.80f, 0.55f, 0.16f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.88f, 0.62f, 0.20f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.96f, 0.69f, 0.26f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.08f, 0.06f, 0.03f, 1.0f));
    if (e.phase == Phase::Setup) {
        if (big_button("Start the fight", w, h)) app.dispatch(StartEncounter{});
        app.tag_last_item("primary");
    } else if (e.phase == Phase::Running) {
        const float back = h * 1.2f;
        if (big_button("Back", back, h)) app.dispatch(PreviousTurn{});
        app.tag_last_item("previous");
        ImGui::SameLine();
        if (big_button("Next turn", -FLT_MIN, h)) app.dispatch(NextTurn{});
        app.tag_last_item("primary");
    } else {
        ImGui::BeginDisabled();
        big_button("The fight is over", w, h);
        ImGui::EndDisabled();
    }
    ImGui::PopStyleColor(4);
    ImGui::PopFont();
}

} // namespace

void tracker(App& app, UiState& ui) {
    header(app, ui);
    message_banner(ui);
    if (ui.read_only) {
        order_list(app, ui, 0);
        return;
    }
    if (ui.add_open) quick_add(app, ui);
    segment_clock(app);
    const float bottom = 64.0f + ImGui::GetStyle().ItemSpacing.y + ImGui::GetStyle().WindowPadding.y;
    order_list(app, ui, ImGui::GetContentRegionAvail().y - bottom);
    primary_action(app);
}

} // namespace rk::ui::views
