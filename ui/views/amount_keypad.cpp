// Damage or healing of any amount in three taps: the hit points on a card open this keypad, the
// number is tapped in, and "Damage" sends it through the rule system's damage model (TakeHit:
// PROT, armour, ranks) while "Heal" gives hit points back. Drawn in place of the order.
#include <imgui.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

#include "core/rules/rule_system.hpp"
#include "ui/drawing/theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

void amount_keypad(const ViewContext& ctx, UiState& ui) {
    const Combatant* c = ctx.encounter().find(ui.amount->id);
    if (!c || ctx.read_only()) { ui.amount.reset(); return; }
    std::string& typed = ui.amount->typed;
    section_title((c->name + (c->hp ? ": damage or healing" : ": a hit")).c_str());
    const ImGuiStyle& style = ImGui::GetStyle();
    const float gap = style.ItemSpacing.x;
    ImFont* large = ImGui::GetIO().Fonts->Fonts[1];
    // Upright, the amount has a line of its own and the keys are 56 tall with Cancel, Heal and
    // Damage in a row under them. Where that does not fit (a phone on its side), the amount goes
    // beside the hit points, Damage, Heal and Cancel stand in a column beside the keys, and the
    // keys share the height left, never below a tap target: nothing to scroll.
    const float upright_h = ImGui::GetTextLineHeightWithSpacing() + large->FontSize + 4 * 56 + theme::kTapTargetPx + 6 * style.ItemSpacing.y;
    const bool beside = ImGui::GetContentRegionAvail().y < upright_h;
    if (c->hp) ImGui::TextDisabled("Hit points now: %d of %d%s", c->hp->current, c->hp->max,
                                   c->hp->temp > 0 ? (" +" + std::to_string(c->hp->temp) + " temp").c_str() : "");
    if (c->hp && beside) ImGui::SameLine(0, 3 * gap);
    int amount = 0;
    std::from_chars(typed.data(), typed.data() + typed.size(), amount);
    ImGui::PushFont(large);
    ImGui::Text("%s", typed.empty() ? "–" : typed.c_str());
    ImGui::PopFont();
    ctx.tag("amount-typed");

    const float avail_w = ImGui::GetContentRegionAvail().x;
    const float avail_h = ImGui::GetContentRegionAvail().y;
    const float pad_w = beside ? (avail_w - gap) * 0.64f : avail_w;
    const float third = (pad_w - 2 * gap) / 3;
    constexpr float kSmallestKey = 44.0f;   // a tap target's least, in CSS px
    const float key_h = beside ? std::clamp((avail_h - 3 * style.ItemSpacing.y) / 4, kSmallestKey, 56.0f) : 56.0f;
    if (beside) ImGui::BeginGroup();
    for (int key = 1; key <= 12; ++key) {   // 1-9, then "Clear", 0 and "Back"
        if ((key - 1) % 3) ImGui::SameLine();
        ImGui::PushID(key);
        if (key <= 9 || key == 11) {
            const std::string digit = std::to_string(key == 11 ? 0 : key);
            // Up to four digits (9999), and no leading zero.
            if (big_button(digit.c_str(), third, key_h) && typed.size() < 4 && !(typed.empty() && key == 11)) typed += digit;
            ctx.tag(("amount-digit-" + digit).c_str());
        } else {
            const bool clear = key == 10;
            ImGui::BeginDisabled(typed.empty());
            if (big_button(clear ? "Clear" : "Back", third, key_h)) {
                if (clear) typed.clear();
                else typed.pop_back();
            }
            ImGui::EndDisabled();
            ctx.tag(clear ? "amount-clear" : "amount-back");
        }
        ImGui::PopID();
    }
    float action_w = third, action_h = 0;
    if (beside) {
        ImGui::EndGroup();
        ImGui::SameLine();
        ImGui::BeginGroup();
        action_w = std::floor(ImGui::GetContentRegionAvail().x);   // what is left of the row, not a rounded share
        action_h = key_h;
    }
    const auto next = [&] { if (!beside) ImGui::SameLine(); };
    const auto filled = [&](const char* label, Colour fill, Colour ink) {
        ImGui::PushStyleColor(ImGuiCol_Button, theme::vec(fill));
        ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(ink));
        const bool pressed = big_button(label, action_w, action_h);
        ImGui::PopStyleColor(2);
        return pressed;
    };

    const CombatantId id = c->id;
    const Palette& colours = theme::palette();
    const std::string hit = (c->hp ? "Damage " : "Hit ") + (amount ? std::to_string(amount) : std::string());
    const std::string heal = "Heal " + (amount ? std::to_string(amount) : std::string());
    bool done = false;
    const auto damage_button = [&] {
        ImGui::BeginDisabled(amount < 1);
        if (filled(hit.c_str(), colours.danger_fill, colours.on_danger)) {
            ui.amount.reset();
            ctx.dispatch(TakeHit{id, amount});
            done = true;
        }
        ImGui::EndDisabled();
        ctx.tag("amount-damage");
    };
    const auto heal_button = [&] {
        ImGui::BeginDisabled(amount < 1 || !c->hp);
        // Heal in green, Damage in red: side by side, they never read as one choice.
        if (filled(heal.c_str(), colours.heal_fill, colours.on_heal)) {
            ui.amount.reset();
            ctx.dispatch(Heal{id, amount});
            done = true;
        }
        ImGui::EndDisabled();
        ctx.tag("amount-heal");
    };
    // Temporary hit points (a spell's, a potion's), apart from the two a turn mostly needs.
    const bool temp_offered = c->hp && offers(rule_system(ctx.encounter()), GiveTempHp::kType);
    const auto temp_button = [&](float w, float h) {
        ImGui::BeginDisabled(amount <= c->hp->temp);
        // In the column beside the keys (a phone on its side) the words after the amount are left out.
        const std::string temp = (amount ? "Temp +" + std::to_string(amount) : std::string("Temp")) + (beside ? "" : " (damage takes them first)");
        if (big_button(temp.c_str(), w, h)) {
            ui.amount.reset();
            ctx.dispatch(GiveTempHp{id, amount});
            done = true;
        }
        ImGui::EndDisabled();
        ctx.tag("amount-temp");
    };
    const auto cancel_button = [&] {
        if (big_button("Cancel", action_w, action_h)) { ui.amount.reset(); done = true; }
        ctx.tag("amount-cancel");
    };
    if (beside) {   // the most used on top, nearest the thumb's reach beside the keys
        damage_button();
        if (!done) heal_button();
        if (!done && temp_offered) temp_button(action_w, action_h);
        if (!done) cancel_button();
        ImGui::EndGroup();
    } else {
        cancel_button();
        if (!done) { next(); heal_button(); }
        if (!done) { next(); damage_button(); }
        if (!done && temp_offered) temp_button(ImGui::GetContentRegionAvail().x, 44);
    }
}

} // namespace rk::ui::views
