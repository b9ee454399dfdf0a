// Damage or healing of any amount in three taps: the hit points on a card open this keypad, the
// number is tapped in, and "Damage" sends it through the rule system's damage model (TakeHit:
// PROT, armour, ranks) while "Heal" gives hit points back. Drawn in place of the order.
#include <imgui.h>

#include <charconv>
#include <string>

#include "core/rules/rule_system.hpp"
#include "theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

void amount_keypad(App& app, UiState& ui) {
    const Combatant* c = app.encounter().find(ui.amount->id);
    if (!c || app.read_only()) { ui.amount.reset(); return; }
    std::string& typed = ui.amount->typed;
    section_title((c->name + (c->hp ? ": damage or healing" : ": a hit")).c_str());
    if (c->hp) ImGui::TextDisabled("Hit points now: %d of %d%s", c->hp->current, c->hp->max,
                                   c->hp->temp > 0 ? (" +" + std::to_string(c->hp->temp) + " temp").c_str() : "");
    int amount = 0;
    std::from_chars(typed.data(), typed.data() + typed.size(), amount);
    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    ImGui::Text("%s", typed.empty() ? "–" : typed.c_str());
    ImGui::PopFont();
    app.tag_last_item("amount-typed");

    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float third = (ImGui::GetContentRegionAvail().x - 2 * gap) / 3;
    for (int key = 1; key <= 12; ++key) {   // 1-9, then "Clear", 0 and "Back"
        if ((key - 1) % 3) ImGui::SameLine();
        ImGui::PushID(key);
        if (key <= 9 || key == 11) {
            const std::string digit = std::to_string(key == 11 ? 0 : key);
            // Up to four digits (9999), and no leading zero.
            if (big_button(digit.c_str(), third, 56) && typed.size() < 4 && !(typed.empty() && key == 11)) typed += digit;
            app.tag_last_item(("amount-digit-" + digit).c_str());
        } else {
            const bool clear = key == 10;
            ImGui::BeginDisabled(typed.empty());
            if (big_button(clear ? "Clear" : "Back", third, 56)) {
                if (clear) typed.clear();
                else typed.pop_back();
            }
            ImGui::EndDisabled();
            app.tag_last_item(clear ? "amount-clear" : "amount-back");
        }
        ImGui::PopID();
    }

    const CombatantId id = c->id;
    if (big_button("Cancel", third)) { ui.amount.reset(); return; }
    app.tag_last_item("amount-cancel");
    ImGui::SameLine();
    ImGui::BeginDisabled(amount < 1 || !c->hp);
    const std::string heal = "Heal " + (amount ? std::to_string(amount) : std::string());
    // Heal in green, Damage in red: side by side, they never read as one choice.
    const Palette& colours = theme::palette();
    if (filled_button(heal.c_str(), third, colours.heal_fill, colours.on_heal)) {
        ui.amount.reset();
        app.dispatch(Heal{id, amount});
        ImGui::EndDisabled();
        return;
    }
    ImGui::EndDisabled();
    app.tag_last_item("amount-heal");
    ImGui::SameLine();
    ImGui::BeginDisabled(amount < 1);
    const std::string hit = (c->hp ? "Damage " : "Hit ") + (amount ? std::to_string(amount) : std::string());
    if (filled_button(hit.c_str(), third, colours.danger_fill, colours.on_danger)) {
        ui.amount.reset();
        app.dispatch(TakeHit{id, amount});
        ImGui::EndDisabled();
        return;
    }
    ImGui::EndDisabled();
    app.tag_last_item("amount-damage");
    // Temporary hit points (a spell's, a potion's) below, apart from the two a turn mostly needs.
    if (!c->hp || !offers(rule_system(app.encounter()), GiveTempHp::kType)) return;
    ImGui::BeginDisabled(amount <= c->hp->temp);
    const std::string temp = amount ? "Temp +" + std::to_string(amount) + " (damage takes them first)" : std::string("Temp (damage takes them first)");
    if (big_button(temp.c_str(), ImGui::GetContentRegionAvail().x, 44)) {
        ui.amount.reset();
        app.dispatch(GiveTempHp{id, amount});
    }
    ImGui::EndDisabled();
    app.tag_last_item("amount-temp");
}

} // namespace rk::ui::views
