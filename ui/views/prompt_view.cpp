// What the rules ask for now, as buttons: a roll prompt offers "roll for me" (the app rolls)
// and "enter" (the faces the table rolled, tapped in on a keypad); every other prompt is one
// button. The keypad is drawn in place of the tracker's body while it is open.
#include <imgui.h>

#include <charconv>
#include <string>

#include "ui/app/action_catalogue.hpp"
#include "ui/drawing/icons.hpp"
#include "ui/drawing/theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

// Context is said once per screen: "Bandits to move" need not follow every bandit.
void say_why_once(UiState& ui, const Prompt& p) {
    if (p.why.empty() || !ui.whys_shown.insert(p.why).second) return;
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", p.why.c_str());
    ImGui::PopStyleColor();
}

} // namespace

std::string prompt_tag(const Prompt& p, std::map<std::string, int>& used) {
    std::string tag = (p.form ? "offer-" : "prompt-") + std::string(rk::action_type(p.action)) + "-" + (p.who ? std::to_string(*p.who) : std::string("table"));
    const int n = ++used[tag];
    if (n > 1) tag += "-" + std::to_string(n);
    return tag;
}

void prompt_button(const ViewContext& ctx, UiState& ui, const Prompt& p, const std::string& tag, float width) {
    ImGui::PushID(tag.c_str());
    if (p.form) {   // an every-round action: its form, named as the full list names it
        const ActionSpec* spec = find_action_spec(action_type(p.action));
        if (big_button(spec ? spec->label : p.text.c_str(), width)) open_sheet(ctx, ui, p.action, p.who);
        ctx.tag(tag.c_str());
    } else if (p.dice.empty()) {
        if (big_button(p.text.c_str(), width)) ctx.dispatch(p.action);
        ctx.tag(tag.c_str());
    } else {
        const float enter = 96;
        const float full = width > 0 ? width : ImGui::GetContentRegionAvail().x;
        const std::string label = p.text + " (" + p.dice.text() + ")";
        // "Enter" beside the roll, or under it where the roll's words need the whole width.
        const bool beside = ImGui::CalcTextSize(label.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x <= full - enter - ImGui::GetStyle().ItemSpacing.x;
        const float x = ImGui::GetCursorPosX();   // under it, "Enter" keeps the same indent
        if (big_button(label.c_str(), beside ? full - enter - ImGui::GetStyle().ItemSpacing.x : full)) ctx.dispatch(p.action);   // "roll for me"
        ctx.tag(tag.c_str());
        if (beside) ImGui::SameLine();
        else ImGui::SetCursorPosX(x);
        if (big_button("Enter", beside ? enter : full)) ui.entering.emplace().prompt = p;
        ctx.tag(("enter-" + tag).c_str());
    }
    say_why_once(ui, p);
    ImGui::PopID();
}

void prompt_list(const ViewContext& ctx, UiState& ui, const std::vector<Prompt>& list, std::optional<CombatantId> who) {
    std::map<std::string, int> used;
    for (const Prompt& p : list) {
        // A tag names whom its prompt is for, so only this one's prompts count for its numbering.
        if (p.who != who) continue;
        const std::string tag = prompt_tag(p, used);
        if (!who) say_why_once(ui, p);   // the table's choices under what they are about ("Tied: ...")
        prompt_button(ctx, ui, p, tag, -FLT_MIN);
    }
}

namespace {

std::string faces_text(const std::vector<int>& faces) {
    std::string out;
    for (int f : faces) out += (out.empty() ? "" : ", ") + std::to_string(f);
    return out;
}

// Digits 1..9 then 0 in three columns `bw` wide: a tap adds its digit to `typed` (at most three
// digits, none leading with 0). The cursor is left beside the 0, for the row's last button.
void digit_pad(const ViewContext& ctx, std::string& typed, float bw) {
    const std::size_t digits = typed.size() - (typed.starts_with('-') ? 1 : 0);
    for (int digit = 1; digit <= 10; ++digit) {
        const int shown = digit % 10;
        if ((digit - 1) % 3) ImGui::SameLine();
        const std::string label = std::to_string(shown);
        if (big_button(label.c_str(), bw, 56) && digits < 3 && !(digits == 0 && shown == 0)) typed += label;
        ctx.tag(("dice-digit-" + label).c_str());
    }
    ImGui::SameLine();
}

// The keypad of one die: its faces only (1..8 for a d8), or digits and "Add" for a d20 or d100.
// Returns the face entered by this frame's tap, 0 when none.
int die_keypad(const ViewContext& ctx, DiceEntry& entry, int sides) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float w = ImGui::GetContentRegionAvail().x;
    int entered = 0;
    if (sides <= 12) {
        const int per_row = sides <= 6 ? 3 : 4;
        const float bw = (w - gap * (per_row - 1)) / per_row;
        for (int face = 1; face <= sides; ++face) {
            if ((face - 1) % per_row) ImGui::SameLine();
            const std::string label = std::to_string(face);
            if (big_button(label.c_str(), bw, 64)) entered = face;
            ctx.tag(("dice-face-" + label).c_str());
        }
        return entered;
    }
    std::string& typed = entry.typed;
    int value = 0;
    std::from_chars(typed.data(), typed.data() + typed.size(), value);
    const bool fits = value >= 1 && value <= sides;
    ImGui::Text("Die: %s", typed.empty() ? "-" : typed.c_str());
    if (!typed.empty() && !fits) {   // refused for this die alone: the dice before it stay
        ImGui::SameLine();
        ImGui::TextDisabled("(a d%d shows 1 to %d)", sides, sides);
    }
    const float bw = (w - gap * 2) / 3;
    digit_pad(ctx, typed, bw);
    ImGui::BeginDisabled(!fits);
    if (big_button("Add die", bw * 2 + gap, 56)) { entered = value; typed.clear(); }
    ctx.tag("dice-add");
    ImGui::EndDisabled();
    ImGui::BeginDisabled(typed.empty());
    if (big_button("Clear", bw, 48)) typed.clear();
    ctx.tag("dice-clear");
    ImGui::EndDisabled();
    return entered;
}

// The total as the player says it ("22": the die and its modifier added up), with a minus for
// one below 0; "Set" sends it as the roll's result (with_total). Returns true once it was taken.
bool total_keypad(const ViewContext& ctx, UiState& ui) {
    std::string& typed = ui.entering->typed;
    int value = 0;
    const bool number = std::from_chars(typed.data(), typed.data() + typed.size(), value).ec == std::errc{};
    ImGui::Text("Total: %s", typed.empty() ? "-" : typed.c_str());
    ctx.tag("dice-total");
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float bw = (ImGui::GetContentRegionAvail().x - gap * 2) / 3;
    digit_pad(ctx, typed, bw);
    ImGui::BeginDisabled(!number);
    const std::string set = number ? "Set " + typed : std::string("Set");
    const bool send = big_button(set.c_str(), bw * 2 + gap, 56);
    ctx.tag("dice-total-set");
    ImGui::EndDisabled();
    if (big_button("-/+", bw, 48)) typed = typed.starts_with('-') ? typed.substr(1) : "-" + typed;
    ctx.tag("dice-total-sign");
    ImGui::SameLine();
    ImGui::BeginDisabled(typed.empty());
    if (big_button("Clear", bw, 48)) typed.clear();
    ctx.tag("dice-clear");
    ImGui::EndDisabled();
    if (!send || !ctx.dispatch(with_total(ui.entering->prompt.action, value))) return false;
    ui.entering.reset();
    return true;
}

// Sends the entered faces; a refusal keeps the entry open with every face entered.
bool use_faces(const ViewContext& ctx, UiState& ui) {
    const Action action = with_entered_faces(ui.entering->prompt.action, ui.entering->faces);
    if (!ctx.dispatch(action)) return false;
    ui.entering.reset();
    return true;
}

} // namespace

void dice_entry(const ViewContext& ctx, UiState& ui) {
    DiceEntry& entry = *ui.entering;
    const DiceToEnter& dice = entry.prompt.dice;
    const int sides = dice.next_sides(entry.faces);
    const int count = dice.count(entry.faces);
    section_title(entry.prompt.text.c_str());

    // Whose roll and which die: "Goblin 2: d8, 2 of 2".
    const Combatant* who = entry.prompt.who ? ctx.encounter().find(*entry.prompt.who) : nullptr;
    const std::string owner = who ? who->name : std::string("The table");
    // Where the rules' value is a total (d20 + modifier), the keypad takes it as the player says
    // it, or the die's face: a choice made before any face is in.
    const bool total = dice.or_total && entry.total && entry.faces.empty();
    if (dice.or_total && entry.faces.empty()) {
        const float half = share_of(2);
        if (toggle_button("Total (e.g. 22)", total, half) && !total) { entry.total = true; entry.typed.clear(); }
        ctx.tag("dice-mode-total");
        ImGui::SameLine();
        const std::string face = "Die face (d" + std::to_string(sides) + ")";
        if (toggle_button(face.c_str(), !total, half) && total) { entry.total = false; entry.typed.clear(); }
        ctx.tag("dice-mode-face");
    }
    const std::string which = total ? owner + ": the total the player says, modifier included"
                            : sides ? owner + ": d" + std::to_string(sides) + ", " + std::to_string(entry.faces.size() + 1) + " of " + std::to_string(count)
                                    : owner + ": " + (count == 1 ? std::string("the die is in") : "all " + std::to_string(count) + " dice are in");
    ImGui::TextWrapped("%s", which.c_str());
    ctx.tag("dice-which");
    if (!entry.prompt.why.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", entry.prompt.why.c_str());
        ImGui::PopStyleColor();
    }

    if (total) {
        if (total_keypad(ctx, ui)) return;
        if (big_button("Cancel", -FLT_MIN)) ui.entering.reset();
        ctx.tag("dice-cancel");
        return;
    }

    // The faces so far, as dice.
    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    if (entry.faces.empty()) ImGui::TextDisabled("No dice yet");
    else ImGui::TextUnformatted(faces_text(entry.faces).c_str());
    ImGui::PopFont();
    ctx.tag("dice-faces");

    if (sides) {
        if (const int face = die_keypad(ctx, entry, sides)) {
            entry.faces.push_back(face);
            // One die: its face is the roll, no "Use these" to tap.
            if (dice.next_sides(entry.faces) == 0 && dice.count(entry.faces) == 1 && use_faces(ctx, ui)) return;
        }
    }

    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float third = (ImGui::GetContentRegionAvail().x - 2 * gap) / 3;
    ImGui::BeginDisabled(entry.faces.empty());
    if (big_button("Undo a die", third)) entry.faces.pop_back();
    ctx.tag("dice-back");
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (big_button("Cancel", third)) { ui.entering.reset(); return; }
    ctx.tag("dice-cancel");
    ImGui::SameLine();
    ImGui::BeginDisabled(dice.next_sides(entry.faces) != 0);
    const bool use = big_button("Use these", third);
    ctx.tag("dice-use");
    ImGui::EndDisabled();
    if (use) use_faces(ctx, ui);
}

} // namespace rk::ui::views
