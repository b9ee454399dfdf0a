// Rules text 002 (action dice): a combatant's Physical and Mental ranks where others show hit
// points: on the card ("P 3 · M 2"), and on the detail the hits its damage thresholds take, its
// ranks of each track and its wounds, each healed by a tap.
#include <imgui.h>

#include <string>

#include "core/formats/json_types.hpp"   // a wound's location and effect in words
#include "core/rules/action_dice/ranks.hpp"
#include "ui/drawing/theme.hpp"
#include "ui/rules/action_dice/action_dice_parts.hpp"
#include "ui/views/views.hpp"

namespace rk::ui::action_dice {

std::string rank_vitals(const Encounter&, const Combatant& c) {
    if (!c.ranks) return "";
    return "P " + std::to_string(current_rank(*c.ranks, RankTrack::Physical)) + " · M " +
           std::to_string(current_rank(*c.ranks, RankTrack::Mental));
}

void rank_hits(const ViewContext& ctx, const Combatant& c) {
    if (!c.ranks) return;
    struct Hit { const char* label; int amount; const char* tag; };
    static const Hit hits[] = {{"Hit 1", 1, "hit1"}, {"Hit 2", 2, "hit2"}, {"Hit 3", 3, "hit3"}, {"Hit 5", 5, "hit5"}};
    const float w = views::share_of(4);   // four to a row
    for (int i = 0; i < 4; ++i) {
        if (i) ImGui::SameLine();
        ImGui::PushID(i);
        if (views::big_button(hits[i].label, w)) ctx.dispatch(TakeHit{c.id, hits[i].amount});
        ctx.tag((std::string(hits[i].tag) + "-" + std::to_string(c.id)).c_str());
        ImGui::PopID();
    }
}

void ranks_and_wounds(const ViewContext& ctx, const Combatant& c) {
    if (!c.ranks) return;
    const Ranks& r = *c.ranks;
    ImGui::Text("Physical %d of %d · Mental %d of %d", current_rank(r, RankTrack::Physical), total_rank(r, RankTrack::Physical),
                current_rank(r, RankTrack::Mental), total_rank(r, RankTrack::Mental));
    for (const Wound& w : r.wounds) {
        ImGui::PushID(static_cast<int>(w.id));
        const std::string name = nlohmann::json(w.location).get<std::string>() + ": " + nlohmann::json(w.effect).get<std::string>() +
                                 (w.minus_dice ? " (-" + std::to_string(w.minus_dice) + "d " + w.penalty + ")" : "");
        ImGui::TextColored(theme::vec(theme::palette().danger), "%s", name.c_str());
        ImGui::SameLine();
        if (views::big_button("Heal", 80)) ctx.dispatch(HealWound{c.id, w.id});
        ctx.tag(("heal-wound-" + std::to_string(w.id)).c_str());
        ImGui::PopID();
    }
}

} // namespace rk::ui::action_dice
