// Rules text 003 (segments): the segment clock above the order — the current segment and its part
// of the round, what goes off on it, and what is coming.
#include <imgui.h>

#include <string>

#include "core/rules/segments/segments.hpp"
#include "ui/drawing/theme.hpp"
#include "ui/rules/segments/segments_screens.hpp"
#include "ui/views/views.hpp"

namespace rk::ui {

namespace {

constexpr std::size_t kComingShown = 4;

void segment_clock(const ViewContext& ctx) {
    const Encounter& e = ctx.encounter();
    const auto segment = current_segment(e);
    if (!segment) return;
    const SegmentPart part = segment_part(*segment);
    std::string heading = "Segment " + std::to_string(*segment) + " · " + std::string(segment_part_name(part));
    if (part == SegmentPart::Movement) heading += " (" + std::to_string(movement_done_percent(*segment)) + "% moved)";
    ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().accent));
    ImGui::TextWrapped("%s", heading.c_str());   // "Segment 5 · movement (60% moved)" at Large text
    ImGui::PopStyleColor();
    std::size_t shown = 0;
    for (const PendingAction& p : pending(e)) {
        const bool now = p.segment >= *segment;
        if (!now && shown >= kComingShown) break;
        const std::string line = std::string(now ? "Now: " : "Coming: ") + describe(e, p);
        if (now) ImGui::TextWrapped("%s", line.c_str());
        else views::muted_text(line.c_str());
        if (!now) ++shown;
    }
}

} // namespace

const SystemScreens& segments_screens() {
    static const SystemScreens kScreens{.key = "segments", .above_order = segment_clock};
    return kScreens;
}

} // namespace rk::ui
