// Adding combatants in a few taps: a name, which side, hit points (a number, or dice rolled for
// each copy), initiative (left unset, the rules' prompt asks for the roll), and how many copies
// ("Goblin 1...N"). After each add the form starts afresh and says what was added.
#include <imgui.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "core/library/library_reducer.hpp"
#include "core/library/party.hpp"
#include "core/rules/rule_system.hpp"
#include "ui/drawing/theme.hpp"
#include "ui/rules/system_screens.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

// A number with large - and + buttons either side: no typing needed.
void stepper(const ViewContext& ctx, const char* label, const char* tag, int& value, int lo, int hi, int step) {
    ImGui::PushID(label);
    const float bw = theme::kTapTargetPx, gap = ImGui::GetStyle().ItemSpacing.x;
    const ImVec2 row = ImGui::GetCursorPos();
    const float controls_x = row.x + ImGui::GetContentRegionAvail().x - 2 * bw - 72 - 2 * gap;
    // A label longer than its room ("Initiative modifier" on a phone) goes on two lines beside
    // the buttons rather than under the "-".
    float label_bottom = 0;
    if (row.x + ImGui::CalcTextSize(label).x + gap <= controls_x) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(label);
        ImGui::SameLine(controls_x);
    } else {
        ImGui::PushTextWrapPos(controls_x - gap);
        ImGui::TextWrapped("%s", label);
        ImGui::PopTextWrapPos();
        label_bottom = ImGui::GetItemRectMax().y - ImGui::GetWindowPos().y + ImGui::GetScrollY();
        ImGui::SetCursorPos(ImVec2(controls_x, row.y));
    }
    if (big_button("-", bw)) value = std::max(lo, value - step);
    ctx.tag((std::string(tag) + "-minus").c_str());
    ImGui::SameLine();
    ImGui::SetNextItemWidth(72);
    ImGui::InputInt("##v", &value, 0, 0, ImGuiInputTextFlags_CharsDecimal);   // a numeric keypad on phones
    ctx.tag((std::string(tag) + "-value").c_str());
    numeric_field(ctx.ui);
    value = std::clamp(value, lo, hi);
    ImGui::SameLine();
    if (big_button("+", bw)) value = std::min(hi, value + step);
    ctx.tag((std::string(tag) + "-plus").c_str());
    if (const float below = label_bottom - ImGui::GetCursorPosY(); below > 0) ImGui::Dummy(ImVec2(0, below));   // a tall label's room
    ImGui::PopID();
}

// A stepper in `width` with its label above it: two share a row (the level and the armour), so
// that "Add to the fight" stays above the fold on a phone.
void half_stepper(const ViewContext& ctx, const char* label, const char* tag, int& value, int lo, int hi, float width) {
    ImGui::PushID(label);
    ImGui::BeginGroup();
    ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().muted));
    ImGui::TextUnformatted(label);
    ImGui::PopStyleColor();
    const float bw = theme::kTapTargetPx, gap = ImGui::GetStyle().ItemSpacing.x;
    if (big_button("-", bw)) value = std::max(lo, value - 1);
    ctx.tag((std::string(tag) + "-minus").c_str());
    ImGui::SameLine();
    ImGui::SetNextItemWidth(std::max(40.0f, width - 2 * bw - 2 * gap));
    ImGui::InputInt("##v", &value, 0, 0, ImGuiInputTextFlags_CharsDecimal);   // a numeric keypad on phones
    ctx.tag((std::string(tag) + "-value").c_str());
    numeric_field(ctx.ui);
    value = std::clamp(value, lo, hi);
    ImGui::SameLine();
    if (big_button("+", bw)) value = std::min(hi, value + 1);
    ctx.tag((std::string(tag) + "-plus").c_str());
    ImGui::EndGroup();
    ImGui::PopID();
}

// The same for a number that may be left unset (shown as `unset`): - and + start from `from`.
void optional_stepper(const ViewContext& ctx, const char* label, const char* tag, std::optional<int>& value, int lo, int hi,
                      int from, const char* unset) {
    ImGui::PushID(label);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    const float bw = theme::kTapTargetPx;
    const float right = ImGui::GetContentRegionAvail().x + ImGui::GetCursorPosX();
    ImGui::SameLine(right - 2 * bw - 72 - 2 * ImGui::GetStyle().ItemSpacing.x);
    if (big_button("-", bw)) value = std::max(lo, value.value_or(from + 1) - 1);
    ctx.tag((std::string(tag) + "-minus").c_str());
    ImGui::SameLine();
    ImGui::SetNextItemWidth(72);
    char text[12] = "";
    if (value) std::snprintf(text, sizeof text, "%d", *value);
    if (ImGui::InputTextWithHint("##v", unset, text, sizeof text, ImGuiInputTextFlags_CharsDecimal)) {
        int typed = 0;
        const auto [end, ec] = std::from_chars(text, text + std::strlen(text), typed);
        value = ec == std::errc{} ? std::optional(std::clamp(typed, lo, hi)) : std::nullopt;
    }
    ctx.tag((std::string(tag) + "-value").c_str());
    numeric_field(ctx.ui);
    ImGui::SameLine();
    if (big_button("+", bw)) value = std::min(hi, value.value_or(from - 1) + 1);
    ctx.tag((std::string(tag) + "-plus").c_str());
    ImGui::PopID();
}

// The system's questions not yet answered start from their usual values (armour class 10).
void with_initial_stats(QuickAddForm& f, const RuleSystem& system) {
    for (const StatQuestion& s : system.stats) f.stats.try_emplace(std::string(s.key), s.initial);
}

// "Aria, Bram, Cyra": who a tap on "Add the party" added.
std::string names_of(const std::vector<RosterEntry>& entries) {
    std::string out;
    for (const RosterEntry& r : entries) out += (out.empty() ? "" : ", ") + r.name;
    return out;
}

// "Goblin", or "Goblin 1-6" for copies, with how their hit points were set.
std::string what_was_added(const std::string& name, int copies, const char* dice) {
    std::string s = "Added " + (copies > 1 ? name + " 1–" + std::to_string(copies) : name);
    if (dice[0]) s += std::string(copies > 1 ? ", each with " : ", with ") + dice + " hit points rolled";
    return s + ".";
}

} // namespace

void quick_add_hit_points(const ViewContext& ctx, QuickAddForm& f) {
    ImGui::BeginDisabled(f.hp_dice[0] != '\0');   // the dice win
    stepper(ctx, "Hit points", "add-hp", f.hp, 1, 9999, 1);
    ImGui::EndDisabled();
    ImGui::SetNextItemWidth(-FLT_MIN);
    ImGui::InputTextWithHint("##hp-dice", "or hit dice, e.g. 2d6+2", f.hp_dice, sizeof f.hp_dice);
    ctx.tag("add-hp-dice");
}

void quick_add_initiative(const ViewContext& ctx, QuickAddForm& f) {
    optional_stepper(ctx, "Initiative", "add-init", f.initiative, -99, 99, 10, "roll");
}

void quick_add(const ViewContext& ctx, UiState& ui) {
    QuickAddForm& f = ui.add;
    if (f.encounter != ctx.session.open_id()) {   // another encounter: nothing carries over from the last
        f = QuickAddForm{};
        f.encounter = ctx.session.open_id();
    }
    const Encounter& e = ctx.encounter();
    const RuleSystem& system = rule_system(e);   // what the rules read of a new combatant
    ImGui::BeginChild("quick-add", ImVec2(0, 0), ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
    ImGui::SetNextItemWidth(-FLT_MIN);
    // Typing the next combatant's name clears what the last add said ("Added Goblin 1-6").
    if (ImGui::InputTextWithHint("##name", "Name (e.g. Goblin)", f.name, sizeof f.name)) f.added.clear();
    ctx.tag("add-name");

    // Which side (any number of factions in text 004), then player or NPC.
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const int per_row = static_cast<int>(std::min<std::size_t>(e.sides.size(), 3));
    const float side_w = (ImGui::GetContentRegionAvail().x - gap * (per_row - 1)) / per_row;
    for (std::size_t i = 0; i < e.sides.size(); ++i) {
        if (i % static_cast<std::size_t>(per_row)) ImGui::SameLine();
        const bool on = f.side == static_cast<int>(e.sides[i].id);
        if (on) {   // the chosen side in its own colour, with dark ink (every side's colour is light enough)
            ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(theme::side_colour(e.sides[i].id)));
            ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().on_side));
        }
        if (big_button(e.sides[i].name.c_str(), side_w)) {
            f.side = static_cast<int>(e.sides[i].id);
            f.is_player = f.side == 1;
        }
        if (on) ImGui::PopStyleColor(2);
        ctx.tag(i == 0 ? "add-side-party" : i == 1 ? "add-side-foes" : ("add-side-" + std::to_string(e.sides[i].id)).c_str());
    }
    const float half = (ImGui::GetContentRegionAvail().x - gap) / 2;
    for (int player = 1; player >= 0; --player) {
        if (!player) ImGui::SameLine();
        const bool on = f.is_player == (player == 1);
        if (toggle_button(player ? "Player" : "NPC", on, half)) f.is_player = player == 1;
        ctx.tag(player ? "add-player" : "add-npc");
    }

    // The system's own questions: by default the hit points.
    const auto own_fields = screens_of(e).quick_add_fields;
    QuickAddAsked asked;
    if (own_fields) asked = own_fields(ctx, f);
    else quick_add_hit_points(ctx, f);
    // The level shares its row with the last of the system's questions (its armour, where it has one).
    with_initial_stats(f, system);
    const std::size_t alone = system.stats.empty() ? 0 : system.stats.size() - 1;
    for (std::size_t i = 0; i < alone; ++i) {
        const StatQuestion& s = system.stats[i];
        const std::string key(s.key), label(s.label);
        stepper(ctx, label.c_str(), ("add-" + key).c_str(), f.stats[key], s.lo, s.hi, 1);
    }
    // Two on a row only where each has its two buttons and room between them for the widest
    // number it takes (a level of 40, a DEF of 200): otherwise one under the other.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float half_row = (ImGui::GetContentRegionAvail().x - style.ItemSpacing.x) / 2;
    float widest = ImGui::CalcTextSize("40").x;
    if (!system.stats.empty())
        for (int bound : {system.stats.back().lo, system.stats.back().hi})
            widest = std::max(widest, ImGui::CalcTextSize(std::to_string(bound).c_str()).x);
    // (The number stands at the field's left padding; half as much is enough after it.)
    const bool pair = half_row >= 2 * theme::kTapTargetPx + 2 * style.ItemSpacing.x + widest + 1.5f * style.FramePadding.x;
    if (system.stats.empty() || !pair) {
        for (std::size_t i = alone; i < system.stats.size(); ++i) {
            const StatQuestion& s = system.stats[i];
            const std::string key(s.key), label(s.label);
            stepper(ctx, label.c_str(), ("add-" + key).c_str(), f.stats[key], s.lo, s.hi, 1);
        }
        stepper(ctx, "Level", "add-level", f.level, 0, 40, 1);
    } else {
        const StatQuestion& s = system.stats.back();
        const std::string key(s.key), label(s.label);
        const ImVec2 row = ImGui::GetCursorPos();
        half_stepper(ctx, "Level", "add-level", f.level, 0, 40, half_row);
        // Placed, not SameLine: on the same line its label would drop to the buttons' text baseline.
        ImGui::SetCursorPos(ImVec2(row.x + half_row + ImGui::GetStyle().ItemSpacing.x, row.y));
        half_stepper(ctx, label.c_str(), ("add-" + key).c_str(), f.stats[key], s.lo, s.hi, half_row);
    }
    stepper(ctx, "How many", "add-copies", f.copies, 1, 50, 1);

    // Straight after an add the form is the fresh one it left: the same button tapped again (a
    // double tap) adds nothing until the form is filled in for the next combatant.
    QuickAddForm left_by_add = fresh_quick_add(f);
    with_initial_stats(left_by_add, system);
    left_by_add.added = f.added;
    const bool just_added = !f.added.empty() && f == left_by_add;
    if (just_added) {
        ImGui::BeginDisabled();
        big_button("Added", -FLT_MIN);
        ImGui::EndDisabled();
    } else if (big_button("Add to the fight", -FLT_MIN)) {
        // One intent, one action, one undo step: the combatant, what the rules read of it, its
        // copies; the reducer gives the ids and decides hit points or ranks.
        AddCombatants add;
        add.name = f.name[0] ? f.name : (f.is_player ? "Hero" : "Foe");
        add.side = static_cast<SideId>(f.side);
        add.is_player = f.is_player;
        add.level = f.level;
        add.hp_max = f.hp;
        add.hp_dice = f.hp_dice;
        add.initiative = asked.initiative ? f.initiative : std::nullopt;
        for (const StatQuestion& s : system.stats) add.stats[std::string(s.key)] = f.stats[std::string(s.key)];
        add.copies = f.copies;
        const std::string name = add.name;
        if (ctx.dispatch(Action{add})) {   // the next combatant starts from a fresh form (on the same side)
            const QuickAddForm done = f;
            f = fresh_quick_add(done);
            f.added = what_was_added(name, done.copies, done.hp_dice);
        }
    }
    ctx.tag("add-confirm");
    if (!f.added.empty()) {   // wrapped: "Added Goblin 1-6, each with ..." is longer than a phone is wide
        ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().accent));
        ImGui::TextWrapped("%s", f.added.c_str());
        ImGui::PopStyleColor();
        ctx.tag("add-added");
    }
    // The roster after the button, so that "Add to the fight" stays above the fold.
    const auto& roster = ctx.library().roster;
    if (!roster.empty()) {
        ImGui::TextDisabled("From the party roster:");
        // The whole party in one tap, as one undo step; a button per party where there are several.
        const std::vector<const Party*> parties = parties_with_members(ctx.library());
        bool offered = false;
        for (std::size_t k = 0; k < parties.size(); ++k) {
            const std::vector<RosterEntry> members = members_of(ctx.library(), *parties[k]);
            if (parties.size() == 1 && members.size() < 2) continue;   // one member: its own button below
            const std::string label = parties.size() == 1 ? "The whole party" : "Add " + parties[k]->name;
            const float w = std::min(ImGui::CalcTextSize(label.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x, ImGui::GetContentRegionAvail().x);
            ImGui::PushID(static_cast<int>(k));
            if (big_button(label.c_str(), w) && ctx.dispatch(party_into_fight(members, ctx.encounter().ruleset)))
                f.added = "Added " + (parties.size() == 1 ? std::string("the party") : parties[k]->name) + ": " + names_of(members);
            ctx.tag(parties.size() == 1 ? "roster-add-party" : ("roster-add-party-" + std::to_string(k)).c_str());
            ImGui::PopID();
            offered = true;
        }
        // A name goes beside the last one where it fits, else on a line of its own.
        const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
        for (std::size_t i = 0; i < roster.size(); ++i) {
            const float w = ImGui::CalcTextSize(roster[i].name.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x;
            if ((i || offered) && ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w <= right) ImGui::SameLine();
            ImGui::PushID(static_cast<int>(i));
            if (big_button(roster[i].name.c_str(), std::min(w, ImGui::GetContentRegionAvail().x)) &&
                ctx.dispatch(party_into_fight(std::span(&roster[i], 1), ctx.encounter().ruleset)))
                f.added = "Added " + roster[i].name;
            ctx.tag(("roster-add-" + std::to_string(i)).c_str());
            ImGui::PopID();
        }
    }
    ImGui::EndChild();
}

} // namespace rk::ui::views
