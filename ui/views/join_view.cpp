// Players' own phones follow the fight over a direct connection, set up by the phones' cameras
// (Sharing::Joining, web/lib/join.js, docs/live-view.md): the game master's "Players join" screen,
// and a player's page opened by its link.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "ui/app/navigation.hpp"
#include "ui/drawing/theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

void quiet_text(const char* text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", text);
    ImGui::PopStyleColor();
}

void problem_text(const JoinScreen& screen, const std::string& problem) {
    if (problem.empty()) return;
    ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().accent));
    ImGui::TextWrapped("%s", problem.c_str());
    ImGui::PopStyleColor();
    screen.tag("join-problem");
}

// A join code's QR code, or while it is being made a line saying so, in the room the last code
// took: the buttons below stay where the thumb expects them when the next code arrives. Before
// the first code, the room of the largest it may be (it is short: the gap closes once).
void code_or_wait(const JoinScreen& screen, UiState& ui, const std::string& text, const char* tag, const char* waiting,
                  bool wait) {
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    const float side = std::min(ImGui::GetContentRegionAvail().x, 320.0f);
    if (!text.empty()) {
        ui.join_code_side = qr_code(text, side);
        screen.tag(tag);
        return;
    }
    if (!wait) return;   // nothing is coming (a problem says why): no room kept
    const float room = (ui.join_code_side > 0 ? std::min(ui.join_code_side, side) : side) + spacing;
    const float top = ImGui::GetCursorPosY();
    quiet_text(waiting);
    const float used = ImGui::GetCursorPosY() - top;
    if (room - used > spacing) ImGui::Dummy(ImVec2(1, room - used - spacing));
}

} // namespace

void players_join(const JoinScreen& screen, UiState& ui) {
    const Sharing::Joining& join = screen.join;
    section_title("Players join on their phones");
    ImGui::TextWrapped("1. Each player points their phone's camera at this code and opens the link.");
    code_or_wait(screen, ui, join.offer_link, "join-qr", "Preparing the code...", join.problem.empty() || join.players > 0);
    ImGui::TextWrapped("2. Their phone then shows a code: scan it here.");
    ImGui::BeginDisabled(join.offer_link.empty());
    if (big_button("Scan a player's code", -FLT_MIN)) screen.scan_player_code();
    screen.tag("join-scan");
    ImGui::EndDisabled();
    problem_text(screen, join.problem);
    const std::string following = join.players == 0 ? "No player follows yet."
                                : join.players == 1 ? "1 player follows this fight."
                                                    : std::to_string(join.players) + " players follow this fight.";
    ImGui::TextWrapped("%s", following.c_str());
    screen.tag("join-players");
    quiet_text("Same Wi-Fi, no account and no server: phones talk directly. They see the players' view (no hidden "
               "combatants, NPC hit points or notes) and follow every change while this page is open.");
    if (big_button("Share the players' link instead", -FLT_MIN)) {
        ui.share_player_view = true;
        navigate(ui, ShowScreen{Screen::Share});
    }
    screen.tag("join-link-instead");
    if (big_button("Back to the fight", -FLT_MIN)) navigate(ui, ShowScreen{Screen::Tracker});
    screen.tag("join-back");
}

void joining(const JoinScreen& screen, UiState& ui) {
    const Sharing::Joining& join = screen.join;
    section_title("Join the game master's fight");
    ImGui::TextWrapped("Show this code to the game master: their phone scans it.");
    code_or_wait(screen, ui, join.answer_code, "joining-qr", "Preparing this phone's code...", join.problem.empty());
    quiet_text("This screen then follows the fight, read-only.");
    problem_text(screen, join.problem);
    if (big_button("Cancel", -FLT_MIN)) navigate(ui, ShowScreen{Screen::Library});
    screen.tag("joining-cancel");
}

} // namespace rk::ui::views
