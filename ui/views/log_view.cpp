// The combat log: what happened, newest first, under the round it happened in.
#include <imgui.h>

#include <string>

#include "ui/drawing/theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {
constexpr std::size_t kShown = 200;   // older entries stay in the encounter (and its export)
}

void combat_log(const ViewContext& ctx) {
    const Encounter& e = ctx.encounter();
    section_title("Combat log");
    ctx.tag("log-title");
    if (e.log.empty()) {
        ImGui::TextDisabled("Nothing has happened yet.");
        return;
    }
    int round = -1;
    for (const LogEntry& entry : e.log.latest(kShown)) {
        if (entry.round != round) {
            round = entry.round;
            ImGui::Spacing();
            if (round > 0) ImGui::TextColored(theme::vec(theme::palette().accent), "Round %d", round);
            else ImGui::TextColored(theme::vec(theme::palette().accent), "Before the fight");
        }
        ImGui::TextWrapped("%s", entry.text.c_str());
    }
    if (e.log.size() > kShown) ImGui::TextDisabled("%zu older entries are kept with the encounter.", e.log.size() - kShown);
}

} // namespace rk::ui::views
