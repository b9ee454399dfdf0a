// A name on one line: in reading order (right-to-left scripts drawn right to left) and cut with
// an ellipsis where its room ends, so a long name never runs under the hit points beside it.
#include <imgui.h>
#include <imgui_internal.h>   // RenderTextEllipsis

#include <algorithm>

#include "ui/text/codepoints.hpp"
#include "ui/text/glyph_atlas.hpp"
#include "views.hpp"

namespace rk::ui::views {

void name_text(const std::string& raw, float max_width) {
    // One line, whatever it holds: a line break or a tab (refused in names from files and
    // links, core/fight/validate.hpp) would otherwise spill under the next row.
    std::string one_line;
    if (std::any_of(raw.begin(), raw.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; })) {
        one_line = raw;
        for (char& c : one_line)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
    }
    const std::string& name = one_line.empty() ? raw : one_line;
    const std::string shown = codepoints::visual_order(name);
    const char* begin = shown.c_str();
    const char* end = begin + shown.size();
    const ImVec2 size = ImGui::CalcTextSize(begin, end);
    const float width = std::max(1.0f, std::min(size.x, max_width));
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    // Names on screen have their characters in the atlas first (a bounded cache of them).
    if (ImGui::IsRectVisible(pos, ImVec2(pos.x + width, pos.y + size.y))) note_drawn_text(name);
    ImGui::Dummy(ImVec2(width, size.y));   // the line's room, as ImGui::Text would take
    if (size.x <= max_width) {
        ImGui::GetWindowDrawList()->AddText(pos, ImGui::GetColorU32(ImGuiCol_Text), begin, end);
        return;
    }
    const ImVec2 max(pos.x + width, pos.y + size.y);
    ImGui::RenderTextEllipsis(ImGui::GetWindowDrawList(), pos, max, max.x, max.x, begin, end, &size);
}

namespace {

// Where a name too long for one line breaks: after the last space whose words still fit, or
// nullptr where it fits, has no such space, or is drawn right to left.
const char* line_break(const std::string& name, float max_width) {
    const char* begin = name.c_str();
    const char* end = begin + name.size();
    if (ImGui::CalcTextSize(begin, end).x <= max_width || codepoints::visual_order(name) != name) return nullptr;
    const char* at = nullptr;
    for (const char* p = begin; p < end; ++p)
        if (*p == ' ' && p > begin && ImGui::CalcTextSize(begin, p).x <= max_width) at = p;
    return at;
}

} // namespace

int name_line_count(const std::string& name, float max_width) { return line_break(name, max_width) ? 2 : 1; }

void name_two_lines(const std::string& name, float max_width) {
    const char* at = line_break(name, max_width);
    if (!at) return name_text(name, max_width);
    ImGui::BeginGroup();   // the second line starts under the first, wherever that is
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));   // lines, not items
    name_text(std::string(name.c_str(), at), max_width);
    name_text(std::string(at + 1), max_width);
    ImGui::PopStyleVar();
    ImGui::EndGroup();
}

} // namespace rk::ui::views
