// A name on one line: in reading order (right-to-left scripts drawn right to left) and cut with
// an ellipsis where its room ends, so a long name never runs under the hit points beside it.
#include <imgui.h>
#include <imgui_internal.h>   // RenderTextEllipsis

#include <algorithm>

#include "codepoints.hpp"
#include "views.hpp"

namespace rk::ui::views {

void name_text(const std::string& name, float max_width) {
    const std::string shown = codepoints::visual_order(name);
    const char* begin = shown.c_str();
    const char* end = begin + shown.size();
    const ImVec2 size = ImGui::CalcTextSize(begin, end);
    const float width = std::max(1.0f, std::min(size.x, max_width));
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(width, size.y));   // the line's room, as ImGui::Text would take
    if (size.x <= max_width) {
        ImGui::GetWindowDrawList()->AddText(pos, ImGui::GetColorU32(ImGuiCol_Text), begin, end);
        return;
    }
    const ImVec2 max(pos.x + width, pos.y + size.y);
    ImGui::RenderTextEllipsis(ImGui::GetWindowDrawList(), pos, max, max.x, max.x, begin, end, &size);
}

} // namespace rk::ui::views
