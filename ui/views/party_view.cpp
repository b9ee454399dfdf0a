// The party on the start screen (issue 28): each member as it stands between fights (hit points,
// what its rule system keeps, the effects still running with what remains of them), one tap to
// open a member (rest and care as its text says, its sheet, remove), one tap to start a fight
// with the party. Everything it changes is a library action (Recover, EditMember, ...), undone
// by the library's undo.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "core/fight/lasting.hpp"
#include "core/library/party.hpp"
#include "core/rules/rule_system.hpp"
#include "ui/drawing/theme.hpp"
#include "card_parts.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

std::string indexed(const char* prefix, std::size_t i) { return prefix + std::to_string(i); }

// "Stunned (until removed)", "Bless (3 rounds)".
std::string effect_words(const Effect& fx) { return fx.name + " (" + remaining_words(fx) + ")"; }

// One line of what lasts on the member: its system's words, then the effects still running.
std::string lasting_line(const RosterEntry& r, const Member& m) {
    std::vector<std::string> words;
    if (const auto own = rule_system(r.standing_rules).lasting_words; own && r.standing) words = own(m);
    for (const Effect& fx : m.effects) words.push_back(effect_words(fx));
    std::string line;
    for (const std::string& w : words) line += (line.empty() ? "" : " · ") + w;
    return line;
}

// The member's row: name, hit points with their bar, and what lasts on it. A tap opens it.
void member_row(const ViewContext& ctx, UiState& ui, const RosterEntry& r, std::size_t i) {
    const Member m = member_of(r, r.standing_rules);
    const bool open = ui.party_member == r.name;
    std::string label = r.name + (r.is_player ? "" : " (foe)");
    if (const auto& hp = m.combatant.hp)
        label += "   " + std::to_string(hp->current) + "/" + std::to_string(hp->max) + " hp" +
                 (hp->temp > 0 ? " +" + std::to_string(hp->temp) : "");
    const std::string lasts = lasting_line(r, m);
    const float w = ImGui::GetContentRegionAvail().x;
    const ImGuiStyle& style = ImGui::GetStyle();
    // As tall as its lines, with room under them for the bar; lit while open.
    const float room = w - 3 * style.FramePadding.x;
    const std::string lines = in_lines(label, room) + (lasts.empty() ? "" : "\n" + in_lines(lasts, room)) + "###member";
    const float tall = std::max(theme::kTapTargetPx, ImGui::CalcTextSize(lines.c_str(), nullptr, true).y + 2 * style.FramePadding.y + 8);
    ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.4f));
    if (open) {
        ImGui::PushStyleColor(ImGuiCol_Button, theme::vec(theme::palette().selected));
        ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().on_selected));
    }
    if (ImGui::Button(lines.c_str(), ImVec2(w, tall))) ui.party_member = open ? std::optional<std::string>() : std::optional(r.name);
    if (open) ImGui::PopStyleColor(2);
    ImGui::PopStyleVar();
    ctx.tag(indexed("party-member-", i).c_str());
    if (const auto& hp = m.combatant.hp) {
        const ImVec2 below = ImGui::GetItemRectMin();
        const ImVec2 size = ImGui::GetItemRectSize();
        card::hp_bar(*hp, ImVec2(below.x + 6, below.y + size.y - 8), size.x - 12, 4);
    }
}

// Rest and care for the open member: its text's recoveries and the common ones, an amount where
// one is asked (hours, weeks, hit points), the effects to clear, its sheet, and remove.
void member_panel(const ViewContext& ctx, UiState& ui, const RosterEntry& r) {
    const Member m = member_of(r, r.standing_rules);
    const auto change = [&](const LibraryAction& a) { ctx.session.change_party(a); };
    muted_text(("Between fights · " + std::string(rule_system(r.standing_rules).name)).c_str());
    // The amount the next recovery with a unit uses.
    const float bw = theme::kTapTargetPx;
    if (big_button("-", bw)) ui.rest_amount = std::max(1, ui.rest_amount - 1);
    ctx.tag("party-amount-minus");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(88);
    ImGui::InputInt("##amount", &ui.rest_amount, 0, 0, ImGuiInputTextFlags_CharsDecimal);
    numeric_field(ui);
    ctx.tag("party-amount");
    ImGui::SameLine();
    if (big_button("+", bw)) ++ui.rest_amount;
    ctx.tag("party-amount-plus");
    ui.rest_amount = std::clamp(ui.rest_amount, 1, 100000);
    for (std::span<const Recovery> list : {rule_system(r.standing_rules).recoveries, common_recoveries()})
        for (const Recovery& way : list) {
            // "Heal: 3 hit points", "Heal: 1 hit point".
            std::string unit(way.unit);
            if (ui.rest_amount == 1 && !unit.empty() && unit.back() == 's') unit.pop_back();
            const std::string label = unit.empty() ? std::string(way.label) : std::string(way.label) + ": " + std::to_string(ui.rest_amount) + " " + unit;
            if (big_button(label.c_str(), -FLT_MIN)) change(Recover{{r.name}, std::string(way.key), ui.rest_amount, ""});
            ctx.tag(("party-rest-" + std::string(way.key)).c_str());
        }
    for (std::size_t k = 0; k < m.effects.size(); ++k) {
        if (big_button(("Clear " + m.effects[k].name).c_str(), -FLT_MIN)) change(Recover{{r.name}, "clear", 0, m.effects[k].name});
        ctx.tag(indexed("party-clear-", k).c_str());
    }
    // The sheet: level and maximum hit points by steps (the card and quick add set the rest).
    RosterEntry sheet = r;
    sheet.standing.reset();
    const float half = share_of(2);
    if (big_button(("Level " + std::to_string(r.level) + " +1").c_str(), half)) {
        ++sheet.level;
        change(EditMember{r.name, sheet});
    }
    ctx.tag("party-level-up");
    ImGui::SameLine();
    if (r.hp_max && big_button(("Max hp " + std::to_string(*r.hp_max) + " +1").c_str(), half)) {
        sheet.hp_max = *r.hp_max + 1;
        change(EditMember{r.name, sheet});
    }
    if (r.hp_max) ctx.tag("party-max-hp-up");
    ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().danger));
    const bool removed = big_button(("Remove " + r.name + " from the party").c_str(), -FLT_MIN);
    ImGui::PopStyleColor();
    ctx.tag("party-remove");
    if (removed) {
        ui.party_member.reset();
        ctx.dispatch(RemoveFromRoster{r.name});
    }
}

} // namespace

void party(const ViewContext& ctx, UiState& ui) {
    section_title("The party");
    const std::vector<RosterEntry> list = ctx.library().roster;   // a copy: a tap changes the roster
    if (list.empty()) {
        ImGui::TextWrapped("Save a combatant to the party from its card (tap it): the party keeps how each member "
                           "stands from fight to fight, and joins any encounter in one tap.");
        return;
    }
    if (!party(list).empty()) {
        if (big_button(ui.choosing_ruleset && ui.fight_with_party ? "Cancel" : "Start a fight with the party", -FLT_MIN)) {
            ui.fight_with_party = !(ui.choosing_ruleset && ui.fight_with_party);
            ui.choosing_ruleset = ui.fight_with_party;
            ImGui::SetScrollY(0);   // the choice of rules is at the top
        }
        ctx.tag("party-fight");
    }
    for (std::size_t i = 0; i < list.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        member_row(ctx, ui, list[i], i);
        if (ui.party_member == list[i].name) {
            member_panel(ctx, ui, list[i]);
            // What the last tap changed ("Fighter 5 subdual gone, 2 subdual"), or why it could not.
            if (!ui.message.empty()) {
                ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().danger));
                ImGui::TextWrapped("%s", ui.message.c_str());
                ImGui::PopStyleColor();
            } else if (!ui.announcement.empty()) {
                ImGui::TextWrapped("%s", ui.announcement.c_str());
            }
            ctx.tag("party-said");
        }
        ImGui::PopID();
    }
}

} // namespace rk::ui::views
