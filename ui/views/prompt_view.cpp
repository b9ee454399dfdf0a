// What the rules ask for now, as buttons: a roll prompt offers "roll for me" (the app rolls)
// and "enter" (the faces the table rolled, tapped in on a keypad); every other prompt is one
// button. The keypad is drawn in place of the tracker's body while it is open.
#include <imgui.h>

#include <charconv>
#include <string>

#include "icons.hpp"
#include "theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

struct DiceShape {
    int count = 1;
    int sides = 6;
};

// "d10", "4d6", "d100" -> how many dice, how many sides (a die of unknown shape: d6).
DiceShape parse_dice(const std::string& text) {
    DiceShape s;
    const auto d = text.find('d');
    if (d == std::string::npos) return s;
    if (d > 0) std::from_chars(text.data(), text.data() + d, s.count);
    std::from_chars(text.data() + d + 1, text.data() + text.size(), s.sides);
    if (s.sides < 2) s.sides = 6;
    if (s.count < 1) s.count = 1;
    return s;
}

std::string faces_text(const std::vector<int>& faces) {
    std::string out;
    for (int f : faces) out += (out.empty() ? "" : ", ") + std::to_string(f);
    return out;
}

} // namespace

std::string prompt_tag(const Prompt& p, std::map<std::string, int>& used) {
    std::string tag = "prompt-" + std::string(rk::action_type(p.action)) + "-" + (p.who ? std::to_string(*p.who) : std::string("table"));
    const int n = ++used[tag];
    if (n > 1) tag += "-" + std::to_string(n);
    return tag;
}

void prompt_button(App& app, UiState& ui, const Prompt& p, const std::string& tag, float width) {
    ImGui::PushID(tag.c_str());
    if (p.dice.empty()) {
        if (big_button(p.text.c_str(), width)) app.dispatch(p.action);
        app.tag_last_item(tag.c_str());
    } else {
        const float enter = 96;
        const float main = (width > 0 ? width : ImGui::GetContentRegionAvail().x) - enter - ImGui::GetStyle().ItemSpacing.x;
        const std::string label = p.text + " (" + p.dice + ")";
        if (big_button(label.c_str(), main)) app.dispatch(p.action);   // "roll for me"
        app.tag_last_item(tag.c_str());
        ImGui::SameLine();
        if (big_button("Enter", enter)) ui.entering = DiceEntry{p, {}};
        app.tag_last_item(("enter-" + tag).c_str());
    }
    // Context is said once per screen: "Bandits to move" need not follow every bandit.
    if (!p.why.empty() && ui.whys_shown.insert(p.why).second) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", p.why.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::PopID();
}

void prompt_list(App& app, UiState& ui, const std::vector<Prompt>& list, std::optional<CombatantId> who) {
    std::map<std::string, int> used;
    for (const Prompt& p : list) {
        const std::string tag = prompt_tag(p, used);
        if (p.who != who) continue;
        prompt_button(app, ui, p, tag, -FLT_MIN);
    }
}

void dice_entry(App& app, UiState& ui) {
    DiceEntry& entry = *ui.entering;
    const DiceShape shape = parse_dice(entry.prompt.dice);
    section_title(entry.prompt.text.c_str());
    ImGui::TextDisabled("Tap the faces the table rolled (%s).", entry.prompt.dice.c_str());
    if (!entry.prompt.why.empty()) ImGui::TextWrapped("%s", entry.prompt.why.c_str());

    // The faces so far, as dice.
    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    if (entry.faces.empty()) ImGui::TextDisabled("No dice yet");
    else ImGui::TextUnformatted(faces_text(entry.faces).c_str());
    ImGui::PopFont();
    app.tag_last_item("dice-faces");

    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float w = ImGui::GetContentRegionAvail().x;
    if (shape.sides <= 12) {
        const int per_row = shape.sides <= 6 ? 3 : 4;
        const float bw = (w - gap * (per_row - 1)) / per_row;
        for (int face = 1; face <= shape.sides; ++face) {
            if ((face - 1) % per_row) ImGui::SameLine();
            const std::string label = std::to_string(face);
            if (big_button(label.c_str(), bw, 64)) entry.faces.push_back(face);
            app.tag_last_item(("dice-face-" + label).c_str());
        }
    } else {
        // d20, d100: the number by digits, then "add".
        static std::string typed;   // one keypad is open at a time
        ImGui::Text("Die: %s", typed.empty() ? "-" : typed.c_str());
        const float bw = (w - gap * 2) / 3;
        for (int digit = 1; digit <= 10; ++digit) {
            const int shown = digit % 10;
            if ((digit - 1) % 3) ImGui::SameLine();
            const std::string label = std::to_string(shown);
            if (big_button(label.c_str(), bw, 56) && typed.size() < 3) typed += label;
            app.tag_last_item(("dice-digit-" + label).c_str());
        }
        ImGui::SameLine();
        int value = 0;
        std::from_chars(typed.data(), typed.data() + typed.size(), value);
        ImGui::BeginDisabled(value < 1 || value > shape.sides);
        if (big_button("Add die", bw * 2 + gap, 56)) { entry.faces.push_back(value); typed.clear(); }
        app.tag_last_item("dice-add");
        ImGui::EndDisabled();
    }
    const float third = (w - 2 * gap) / 3;
    ImGui::BeginDisabled(entry.faces.empty());
    if (big_button("Undo a die", third)) entry.faces.pop_back();
    app.tag_last_item("dice-back");
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (big_button("Cancel", third)) { ui.entering.reset(); return; }
    app.tag_last_item("dice-cancel");
    ImGui::SameLine();
    ImGui::BeginDisabled(entry.faces.empty());
    if (big_button("Use these", third)) {
        const Action action = with_entered_faces(entry.prompt.action, entry.faces);
        ui.entering.reset();
        app.dispatch(action);
        ImGui::EndDisabled();
        return;
    }
    app.tag_last_item("dice-use");
    ImGui::EndDisabled();
    if (static_cast<int>(entry.faces.size()) < shape.count)
        ImGui::TextDisabled("%d of %d dice", static_cast<int>(entry.faces.size()), shape.count);
}

} // namespace rk::ui::views
