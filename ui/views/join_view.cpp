// Players' own phones follow the fight over a direct connection, set up by the phones' cameras
// (App::Joining, web/lib/join.js, docs/live-view.md): the game master's "Players join" screen,
// and a player's page opened by its link.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "ui/platform/platform.hpp"
#include "ui/drawing/theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

void quiet_text(const char* text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", text);
    ImGui::PopStyleColor();
}

void problem_text(App& app, const std::string& problem) {
    if (problem.empty()) return;
    ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().accent));
    ImGui::TextWrapped("%s", problem.c_str());
    ImGui::PopStyleColor();
    app.tag_last_item("join-problem");
}

// A join code's QR code, or while it is being made a line saying so, in the same room either
// way: the buttons below stay where the thumb expects them when the next code arrives.
void code_or_wait(App& app, const std::string& text, const char* tag, const char* waiting, bool wait) {
    const float side = std::min(ImGui::GetContentRegionAvail().x, 320.0f);
    const float room = side + ImGui::GetStyle().ItemSpacing.y;
    const float top = ImGui::GetCursorPosY();
    if (!text.empty()) {
        qr_code(text, side);
        app.tag_last_item(tag);
    } else if (wait) {
        quiet_text(waiting);
    } else {
        return;   // nothing is coming (a problem says why): no room kept
    }
    const float used = ImGui::GetCursorPosY() - top;
    if (room - used > ImGui::GetStyle().ItemSpacing.y) ImGui::Dummy(ImVec2(1, room - used - ImGui::GetStyle().ItemSpacing.y));
}

} // namespace

void players_join(App& app, UiState& ui) {
    const App::Joining& join = app.joining();
    section_title("Players join on their phones");
    ImGui::TextWrapped("1. Each player points their phone's camera at this code and opens the link.");
    code_or_wait(app, join.offer_link, "join-qr", "Preparing the code...", join.problem.empty() || join.players > 0);
    ImGui::TextWrapped("2. Their phone then shows a code: scan it here.");
    ImGui::BeginDisabled(join.offer_link.empty());
    if (big_button("Scan a player's code", -FLT_MIN)) app.scan_player_code();
    app.tag_last_item("join-scan");
    ImGui::EndDisabled();
    problem_text(app, join.problem);
    const std::string following = join.players == 0 ? "No player follows yet."
                                : join.players == 1 ? "1 player follows this fight."
                                                    : std::to_string(join.players) + " players follow this fight.";
    ImGui::TextWrapped("%s", following.c_str());
    app.tag_last_item("join-players");
    quiet_text("Same Wi-Fi, no account and no server: phones talk directly. They see the players' view (no hidden "
               "combatants, NPC hit points or notes) and follow every change while this page is open.");
    if (big_button("Share the players' link instead", -FLT_MIN)) {
        ui.share_player_view = true;
        ui.screen = Screen::Share;
    }
    app.tag_last_item("join-link-instead");
    if (big_button("Back to the fight", -FLT_MIN)) ui.screen = Screen::Tracker;
    app.tag_last_item("join-back");
}

void joining(App& app, UiState& ui) {
    const App::Joining& join = app.joining();
    section_title("Join the game master's fight");
    ImGui::TextWrapped("Show this code to the game master: their phone scans it.");
    code_or_wait(app, join.answer_code, "joining-qr", "Preparing this phone's code...", join.problem.empty());
    quiet_text("This screen then follows the fight, read-only.");
    problem_text(app, join.problem);
    if (big_button("Cancel", -FLT_MIN)) ui.screen = Screen::Library;
    app.tag_last_item("joining-cancel");
}

} // namespace rk::ui::views
