// One combatant as a large card: side colour, name, initiative and hit points; tap it to open
// its quick actions (damage and healing chips, duplicate, remove).
#include <imgui.h>

#include <string>

#include "core/segments.hpp"
#include "theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

void hp_bar(const HitPoints& hp, float width) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float h = 6.0f;
    const float frac = hp.max > 0 ? std::max(0.0f, std::min(1.0f, float(hp.current) / float(hp.max))) : 0.0f;
    dl->AddRectFilled(p, ImVec2(p.x + width, p.y + h), IM_COL32(60, 64, 74, 255), 3.0f);
    const ImU32 fill = frac > 0.5f ? IM_COL32(110, 200, 120, 255) : frac > 0.25f ? IM_COL32(235, 180, 70, 255)
                                                                              : IM_COL32(230, 85, 75, 255);
    if (frac > 0) dl->AddRectFilled(p, ImVec2(p.x + width * frac, p.y + h), fill, 3.0f);
    ImGui::Dummy(ImVec2(width, h));
}

void quick_actions(App& app, UiState& ui, const Combatant& c) {
    const std::string suffix = "-" + std::to_string(c.id);
    if (c.hp) {
        struct Chip { const char* label; int delta; const char* tag; };
        static const Chip chips[] = {{"-5", -5, "hp-5"}, {"-1", -1, "hp-1"}, {"+1", 1, "hp+1"}, {"+5", 5, "hp+5"}};
        const float w = (ImGui::GetContentRegionAvail().x - 3 * ImGui::GetStyle().ItemSpacing.x) / 4;
        for (int i = 0; i < 4; ++i) {
            if (i) ImGui::SameLine();
            ImGui::PushID(i);
            if (big_button(chips[i].label, w)) {
                if (chips[i].delta < 0) app.dispatch(Damage{c.id, -chips[i].delta});
                else app.dispatch(Heal{c.id, chips[i].delta});
            }
            app.tag_last_item((chips[i].tag + suffix).c_str());
            ImGui::PopID();
        }
    }
    const float third = (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
    const float half = third;
    if (big_button("To roster", third)) app.add_to_roster(c);
    app.tag_last_item(("to-roster" + suffix).c_str());
    ImGui::SameLine();
    if (big_button("Duplicate", half)) app.dispatch(DuplicateCombatant{c.id, 1});
    app.tag_last_item(("duplicate" + suffix).c_str());
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, theme::kDanger);
    if (big_button("Remove", half)) {
        app.dispatch(RemoveCombatant{c.id});
        ui.selected.reset();
    }
    ImGui::PopStyleColor();
    app.tag_last_item(("remove" + suffix).c_str());
}

} // namespace

void combatant_card(App& app, UiState& ui, const Combatant& c, bool acting) {
    ImGui::PushID(static_cast<int>(c.id));
    const bool open = ui.selected == c.id;
    if (acting) ImGui::PushStyleColor(ImGuiCol_ChildBg, theme::acting_background());
    ImGui::BeginChild("card", ImVec2(0, 0), ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
    if (acting) ImGui::PopStyleColor();

    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 wp = ImGui::GetWindowPos();
    const ImVec2 ws = ImGui::GetWindowSize();
    dl->AddRectFilled(wp, ImVec2(wp.x + 6, wp.y + ws.y), theme::side_colour(c.side), 10.0f, ImDrawFlags_RoundCornersLeft);
    if (acting) dl->AddRect(wp, ImVec2(wp.x + ws.x, wp.y + ws.y), ImGui::GetColorU32(theme::kAccent), 10.0f, 0, 2.0f);

    // The whole top of the card is one tap target that opens its actions.
    const ImVec2 top = ImGui::GetCursorPos();
    const float width = ImGui::GetContentRegionAvail().x;
    if (ImGui::InvisibleButton("select", ImVec2(width, 52)) && !ui.read_only)
        ui.selected = open ? std::nullopt : std::optional(c.id);
    app.tag_last_item(("card-" + std::to_string(c.id)).c_str());
    ImGui::SetCursorPos(top);

    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    const std::string init = c.initiative ? std::to_string(*c.initiative) : "–";
    ImGui::TextColored(acting ? theme::kAccent : theme::kMuted, "%s", init.c_str());
    ImGui::SameLine(top.x + 44);
    ImGui::TextUnformatted(c.name.c_str());
    ImGui::PopFont();
    if (c.hp) {
        const std::string hp = std::to_string(c.hp->current) + " / " + std::to_string(c.hp->max) + " hp";
        ImGui::SameLine(width - ImGui::CalcTextSize(hp.c_str()).x);
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(c.hp->current <= 0 ? theme::kDanger : ImGui::GetStyleColorVec4(ImGuiCol_Text), "%s", hp.c_str());
    }
    ImGui::SetCursorPosX(top.x + 44);
    ImGui::TextDisabled("%s%s%s", c.is_player ? "Player" : "NPC", acting ? " · acting now" : "", c.acted ? " · done" : "");
    if (app.encounter().ruleset == Ruleset::Segments) {
        // Text 003: the wound modifier applies to every roll the combatant makes.
        if (const int wound = wound_modifier(c); wound != 0) {
            ImGui::SameLine();
            ImGui::TextColored(theme::kDanger, "%s %d to all rolls", std::string(wound_state(c)).c_str(), wound);
        }
        if (is_stunned(app.encounter(), c.id)) {
            ImGui::SameLine();
            ImGui::TextColored(theme::kDanger, "· stunned");
        }
    }
    if (c.hp) hp_bar(*c.hp, width);
    if (open) {
        ImGui::Spacing();
        quick_actions(app, ui, c);
    }
    ImGui::EndChild();
    ImGui::PopID();
}

} // namespace rk::ui::views
