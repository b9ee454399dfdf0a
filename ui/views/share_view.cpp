// Handing the encounter to another phone: the link (the whole encounter, or the players' view)
// as a QR code other phones at the table can scan, and copy / share buttons.
#include <imgui.h>
#include <qrcodegen.hpp>

#include <algorithm>
#include <cmath>
#include <string>

#include "ui/app/navigation.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "ui/drawing/theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

// Draws the QR code of `text`, with the quiet zone the standard asks for, in the largest whole
// number of pixels per module that fits `side` (sharp edges a camera reads at any distance).
float qr_code(const std::string& text, float side) {
    try {
        const auto qr = qrcodegen::QrCode::encodeText(text.c_str(), qrcodegen::QrCode::Ecc::LOW);
        const int n = qr.getSize();
        constexpr int kQuiet = 4;
        const float cell = std::floor(side / static_cast<float>(n + 2 * kQuiet));
        const float size = cell * static_cast<float>(n + 2 * kQuiet);
        ImDrawList* dl = ImGui::GetWindowDrawList();
        const ImVec2 p = ImGui::GetCursorScreenPos();
        const float x0 = p.x + std::floor((ImGui::GetContentRegionAvail().x - size) / 2);
        dl->AddRectFilled(ImVec2(x0, p.y), ImVec2(x0 + size, p.y + size), IM_COL32_WHITE);
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x)
                if (qr.getModule(x, y)) {
                    const ImVec2 a(x0 + cell * static_cast<float>(x + kQuiet), p.y + cell * static_cast<float>(y + kQuiet));
                    dl->AddRectFilled(a, ImVec2(a.x + cell, a.y + cell), IM_COL32_BLACK);
                }
        ImGui::Dummy(ImVec2(ImGui::GetContentRegionAvail().x, size));
        return size;
    } catch (const std::exception&) {
        ImGui::TextWrapped("This encounter is too large for a QR code; copy or share the link instead.");
        return 0;
    }
}

void share(const ViewContext& ctx, UiState& ui) {
    const Encounter& e = ctx.encounter();
    section_title("Share this encounter");
    const float half = share_of(2);
    for (int i = 0; i < 2; ++i) {
        if (i) ImGui::SameLine();
        const bool players = i == 1;
        const bool on = ui.share_player_view == players;
        if (toggle_button(players ? "Players' view" : "Everything", on, half)) ui.share_player_view = players;
        ctx.tag(players ? "share-players" : "share-everything");
    }
    ImGui::TextWrapped("%s", ui.share_player_view
                                 ? "Read-only, without NPC hit points, hidden combatants or your notes."
                                 : "The whole encounter, to continue it on another device.");
    const ShareKind kind = ui.share_player_view ? ShareKind::PlayerView : ShareKind::Full;
    const std::string fragment = share_fragment(e, kind);
    const std::string link = ctx.sharing.link_to(fragment);
    const LinkReach reach = link_reach(link.size(), fragment.size());
    if (reach == LinkReach::Anywhere) {
        qr_code(link, std::min(ImGui::GetContentRegionAvail().x, 360.0f));
        ctx.tag("share-qr");
    } else if (reach == LinkReach::NoQrCode) {
        ImGui::TextWrapped("This encounter is too large for a QR code (it holds %zu bytes); copy or share the link instead.", kQrCodeMaxBytes);
    }
    ImGui::TextDisabled("%zu characters", link.size());
    if (reach == LinkReach::Long || reach == LinkReach::TooLong) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().accent));
        if (reach == LinkReach::TooLong)
            ImGui::TextWrapped("This encounter is too large for a link: %zu characters, and Roundkeeper opens links of up to %zu. "
                               "Save it as a file and send the file instead.", fragment.size(), kMaxShareFragmentChars);
        else
            ImGui::TextWrapped("This link is %zu characters long: messaging apps and mail may cut links longer than %zu, and a cut "
                               "link opens nothing. The file is safer: save it and send the file.", link.size(), kLinkSafeChars);
        ImGui::PopStyleColor();
        ctx.tag("share-warning");
        if (big_button("Save as a file", -FLT_MIN))
            ctx.session.save_file("roundkeeper-encounter.json", save_encounter(kind == ShareKind::PlayerView ? player_view(e) : e));
        ctx.tag("share-file");
    }
    if (reach != LinkReach::TooLong) {
        if (big_button("Copy link", half)) ctx.sharing.copy(link);
        ctx.tag("share-copy");
        ImGui::SameLine();
        if (big_button("Share...", half)) ctx.sharing.share_link(link, e.name);
        ctx.tag("share-send");
    }
    if (const std::string live = ctx.sharing.live_link(); ui.share_player_view && !live.empty()) {
        // A second screen of this device (a TV, a window beside the tracker) follows every change.
        if (big_button("Open a live players' window", -FLT_MIN)) ctx.sharing.open_live_window();
        ctx.tag("share-live-window");
        // A window that has not said hello may have been blocked (one opened without an opener
        // cannot be asked): that line stands out.
        const Sharing::LiveWindow window = ctx.sharing.live_window();
        ImGui::PushStyleColor(ImGuiCol_Text, window == Sharing::LiveWindow::Waiting ? theme::vec(theme::palette().accent)
                                                                                   : ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        switch (window) {
        case Sharing::LiveWindow::None:
            ImGui::TextWrapped("On this device (a TV, a second screen): it follows every change. The link and code above show "
                               "the fight as it is now.");
            break;
        case Sharing::LiveWindow::Waiting:
            // No "...": a narrow screen's wrap may break between its dots.
            ImGui::TextWrapped("Waiting for the players' window: if none opened, the browser blocked it. Allow pop-ups "
                               "for this site, then tap the button again.");
            ctx.tag("share-live-waiting");
            break;
        case Sharing::LiveWindow::Answered:
            ImGui::TextWrapped("The players' window opened: it follows every change.");
            ctx.tag("share-live-answered");
            break;
        }
        ImGui::PopStyleColor();
    }
    if (ui.share_player_view && ctx.sharing.players_can_join()) {
        // Players' own phones, on the same Wi-Fi: each follows every change (join_view.cpp).
        if (big_button("Players join on their phones", -FLT_MIN)) navigate(ui, ShowScreen{Screen::Join});
        ctx.tag("share-join");
    }
    if (big_button("Back to the fight", -FLT_MIN)) navigate(ui, ShowScreen{Screen::Tracker});
    ctx.tag("share-back");
}

void link_prompt(const ViewContext& ctx, UiState& ui) {
    const PendingLink& link = *ui.link;
    const Encounter& e = link.encounter;
    section_title(link.player_view ? "A players' view was shared with you" : "An encounter was shared with you");
    ImGui::TextWrapped("\"%s\" · %s · %zu combatants%s", e.name.c_str(), std::string(ruleset_name(e.ruleset)).c_str(),
                       e.combatants.size(), e.phase == Phase::Running ? (", round " + std::to_string(e.round)).c_str() : "");
    const std::size_t shown = std::min<std::size_t>(e.combatants.size(), 10);
    for (std::size_t i = 0; i < shown; ++i) ImGui::BulletText("%s", e.combatants[i].name.c_str());
    if (e.combatants.size() > shown) ImGui::TextDisabled("and %zu more", e.combatants.size() - shown);
    const float w = ImGui::GetContentRegionAvail().x;
    if (link.player_view) {
        if (big_button("Watch it (read-only)", w)) {
            ctx.sharing.open_players_view(e);
        }
        ctx.tag("link-open");
    } else {
        if (big_button("Open as a new encounter", w)) ctx.session.open_shared(e);
        ctx.tag("link-open");
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("It is added to your library; nothing you have is changed.");
        ImGui::PopStyleColor();
    }
    if (big_button("Cancel", w)) ui.link.reset();
    ctx.tag("link-cancel");
}

} // namespace rk::ui::views
