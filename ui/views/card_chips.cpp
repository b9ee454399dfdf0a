// What a combatant is under (core's card_chips: stunned, surprised, holding, what it declared,
// its effects with their time left) as small rounded chips: on a row, one line with the rest
// counted in "+n"; on a card in full, all of them, wrapping like words (one longer than the line
// takes more lines: "Very Badly Wounded -30 to all rolls" on a phone). Each drawn chip is tagged
// "chip-<id>-<what>" for the test hook. The chips only copy the core's words: no rule here.
#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "card_parts.hpp"
#include "ui/drawing/theme.hpp"
#include "views.hpp"

namespace rk::ui::views::card {

namespace {

constexpr float kChipPadX = 7.0f;
constexpr float kChipGap = 5.0f;

float chip_height() { return ImGui::GetTextLineHeight() + 4; }
// A chip's size for its words (on one line, or on the lines they were broken into).
float chip_width(const std::string& text) { return ImGui::CalcTextSize(text.c_str()).x + 2 * kChipPadX; }
float chip_height(const std::string& text) { return ImGui::CalcTextSize(text.c_str()).y + 4; }

// One chip at `at` (screen) with `text` (its full or brief words), tagged; returns its width.
float draw_chip(const ViewContext& ctx, CombatantId id, const CardChip& chip, const std::string& text, ImVec2 at) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float w = chip_width(text), h = chip_height(text);
    // An alarm (bleeding, dying) is a red chip with white ink; the others are quiet.
    const Palette& colours = theme::palette();
    dl->AddRectFilled(at, ImVec2(at.x + w, at.y + h), theme::u32(chip.alarm ? colours.danger_fill : colours.chip), chip_height() / 2);
    dl->AddText(ImVec2(at.x + kChipPadX, at.y + 2), theme::u32(chip.alarm ? colours.on_danger : colours.text),
                text.c_str());
    ctx.tags.tag_rect(("chip-" + std::to_string(id) + "-" + chip.tag).c_str(), at.x, at.y, at.x + w, at.y + h);
    if (ctx.tags.wanted()) {   // its words, for the tests, on one line
        std::string words = text;
        std::replace(words.begin(), words.end(), '\n', ' ');
        ctx.tags.tag_rect(("says-" + std::to_string(id) + ": " + words).c_str(), at.x, at.y, at.x + w, at.y + h);
    }
    return w;
}

} // namespace

float chips_width(const std::vector<CardChip>& chips) {
    float w = 0;
    for (const CardChip& chip : chips) w += chip_width(brief_text(chip)) + kChipGap;
    return w;
}

float chips_in_line(const ViewContext& ctx, CombatantId id, const std::vector<CardChip>& chips, ImVec2 at, float room) {
    float x = at.x;
    for (std::size_t i = 0; i < chips.size(); ++i) {
        const CardChip more{"+" + std::to_string(chips.size() - i), "more", false, {}};
        const bool last = i + 1 == chips.size();
        // This chip fits, with room left for a "+n" after it unless it is the last.
        const std::string& text = brief_text(chips[i]);
        if (x - at.x + chip_width(text) + (last ? 0 : kChipGap + chip_width(more.text)) <= room) {
            x += draw_chip(ctx, id, chips[i], text, ImVec2(x, at.y)) + kChipGap;
            continue;
        }
        if (x - at.x + chip_width(more.text) <= room) x += draw_chip(ctx, id, more, more.text, ImVec2(x, at.y)) + kChipGap;
        break;
    }
    return x - at.x;
}

void chips_wrapped(const ViewContext& ctx, CombatantId id, const std::vector<CardChip>& chips) {
    if (chips.empty()) return;
    const ImVec2 start = ImGui::GetCursorScreenPos();
    const float right = start.x + ImGui::GetContentRegionAvail().x;
    ImVec2 at = start;
    float line_h = 0;   // the tallest chip on the line
    for (const CardChip& chip : chips) {
        const std::string text = chip_width(chip.text) > right - start.x ? in_lines(chip.text, right - start.x - 2 * kChipPadX) : chip.text;
        const float w = chip_width(text);
        if (at.x > start.x && at.x + w > right) {   // a new line
            at = ImVec2(start.x, at.y + line_h + kChipGap);
            line_h = 0;
        }
        at.x += draw_chip(ctx, id, chip, text, at) + kChipGap;
        line_h = std::max(line_h, chip_height(text));
    }
    ImGui::Dummy(ImVec2(right - start.x, at.y + line_h - start.y));   // the lines taken
}

} // namespace rk::ui::views::card
