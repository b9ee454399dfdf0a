// One combatant in the order: a compact row (combatant_row.cpp), or in full as a large card for
// the acting one, the tapped one and any the rules ask something of: side colour, initiative,
// name, hit points (or ranks), what it is under (effects with their time left, states, wounds),
// its action dice, and what the rules ask of it now. Tap the card to open its actions; press and
// hold for the full list.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "card_parts.hpp"
#include "core/fight/combat.hpp"
#include "core/fight/effects.hpp"
#include "core/rules/rule_system.hpp"
#include "core/fight/turn_order.hpp"
#include "ui/drawing/icons.hpp"
#include "ui/drawing/theme.hpp"
#include "ui/rules/system_screens.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

constexpr float kLongPressSeconds = 0.5f;

// Who it is; what it is under is in its chips.
std::string status_line(const Encounter& e, const Combatant& c, bool acting) {
    std::string s = c.is_player ? "Player" : "NPC";
    if (const Side* side = e.find_side(c.side); side && screens_of(e).names_sides) s = side->name + " · " + s;
    if (acting) s += " · acting now";
    return s;
}

} // namespace

namespace card {

void hp_bar(const HitPoints& hp, ImVec2 p, float width, float height) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float frac = hp.max > 0 ? std::max(0.0f, std::min(1.0f, float(hp.current) / float(hp.max))) : 0.0f;
    dl->AddRectFilled(p, ImVec2(p.x + width, p.y + height), theme::u32(theme::palette().hp_track), height / 2);
    const Palette& colours = theme::palette();
    const Colour fill = frac > 0.5f ? colours.hp_high : frac > 0.25f ? colours.hp_mid : colours.hp_low;
    if (frac > 0) dl->AddRectFilled(p, ImVec2(p.x + width * frac, p.y + height), theme::u32(fill), height / 2);
}

std::string order_number(const Encounter& e, const Combatant& c) {
    const RuleSystem& system = rule_system(e);
    if (system.order_value) return system.order_value(e, c);
    return c.initiative ? std::to_string(*c.initiative) : "–";
}

std::string vitals(const Encounter& e, const Combatant& c) {
    if (c.hp) return std::to_string(c.hp->current) + " / " + std::to_string(c.hp->max);   // temporary ones: a chip
    if (const auto own = screens_of(e).vitals) return own(e, c);   // the rules' own health: text 002's ranks
    return "";
}

void vitals_text(const ViewContext& ctx, const Combatant& c, const std::string& v) {
    // The combat contract says it (core/fight/combat.hpp): out of the fight as its system reads it
    // (down, dead, surrendered, fled), or down at 0 hit points while still taking turns.
    const bool is_down = !in_the_fight(ctx.encounter(), c) || down_at_zero_hit_points(c);
    icons::draw(is_down ? icons::Icon::Skull : icons::Icon::Heart,
                theme::u32(is_down ? theme::palette().muted : theme::palette().danger));
    ImGui::SameLine(0, 8);
    ImGui::TextColored(theme::vec(is_down ? theme::palette().danger : theme::palette().text), "%s", v.c_str());
    ctx.tag(("vitals-" + std::to_string(c.id)).c_str());
    if (is_down) ctx.tag(("down-" + std::to_string(c.id)).c_str());
}

void press(const ViewContext& ctx, UiState& ui, const Combatant& c, bool tapped) {
    // A finger that moved is scrolling: it no longer holds the card (SwipeToScroll), so a held,
    // still press is all this needs to look at.
    const ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsItemActive() && io.MouseDownDuration[0] >= kLongPressSeconds && ui.long_press != c.id && !ctx.read_only()) {
        ui.long_press = c.id;
        ui.actions_menu = c.id;
        ui.encounter_menu = false;
    }
    if (!tapped) return;
    if (ui.long_press == c.id) ui.long_press = 0;   // the release that ends a long press is not a tap
    else if (!ctx.read_only()) ui.selected = ui.selected == c.id ? std::nullopt : std::optional(c.id);
}

void amount_button(const ViewContext& ctx, UiState& ui, const Combatant& c, ImVec2 pos, ImVec2 size) {
    const ImVec2 was = ImGui::GetCursorPos();
    ImGui::SetCursorPos(pos);
    if (ImGui::InvisibleButton("amount", size)) ui.amount = AmountEntry{c.id, ""};
    ctx.tag(("amount-" + std::to_string(c.id)).c_str());
    ImGui::SetCursorPos(was);
}

namespace {
bool asked_of(const ViewContext& ctx, CombatantId id) {
    const auto& ps = ctx.reading.prompts();
    return std::any_of(ps.begin(), ps.end(), [id](const Prompt& p) { return p.who == id; });
}
} // namespace

Dimmed::Dimmed(const ViewContext& ctx, const Combatant& c) : on_(out_of_fight(ctx.encounter(), c).has_value() && !asked_of(ctx, c.id)) {
    if (on_) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, ImGui::GetStyle().Alpha * kDimmedAlpha);
}

Dimmed::~Dimmed() {
    if (on_) ImGui::PopStyleVar();
}

void finish(const ViewContext& ctx, const Combatant& c, const Dimmed& dimmed, bool ringed) {
    ctx.tag(("row-" + std::to_string(c.id)).c_str());
    if (dimmed.on()) ctx.tag(("dimmed-" + std::to_string(c.id)).c_str());
    // The ring goes around the whole card, drawn by the list (a card clips its own edges).
    if (ringed)
        ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), theme::u32(theme::palette().accent),
                                            ImGui::GetStyle().ChildRounding, 0, 2.0f);
}

} // namespace card

namespace {

// The card in full: its top line as on the row, then who it is, what it is under, its dice
// (text 002), what the rules ask of it, its hit points as a bar, and (on a phone) its detail.
void expanded_card(const ViewContext& ctx, UiState& ui, const Combatant& c, bool acting, bool with_detail) {
    const Encounter& e = ctx.encounter();
    ImGui::PushID(static_cast<int>(c.id));
    const card::Dimmed dimmed(ctx, c);
    if (acting) ImGui::PushStyleColor(ImGuiCol_ChildBg, theme::vec(theme::palette().acting_card));
    ImGui::BeginChild("card", ImVec2(0, 0), ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
    if (acting) ImGui::PopStyleColor();

    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 wp = ImGui::GetWindowPos();
    const ImVec2 ws = ImGui::GetWindowSize();
    dl->AddRectFilled(wp, ImVec2(wp.x + 6, wp.y + ws.y), ImGui::GetColorU32(theme::side_colour(c.side)), 10.0f,
                      ImDrawFlags_RoundCornersLeft);

    // The top of the card is one tap target: a tap opens its actions, a long press lists them all.
    const ImVec2 top = ImGui::GetCursorPos();
    const float width = ImGui::GetContentRegionAvail().x;
    const float tap_height = std::max(theme::kTapTargetPx, ImGui::GetFrameHeight());
    ImGui::SetNextItemAllowOverlap();   // the hit points on it are a button of their own
    const bool tapped = ImGui::InvisibleButton("select", ImVec2(width, tap_height));
    ctx.tag(("card-" + std::to_string(c.id)).c_str());
    card::press(ctx, ui, c, tapped);
    ImGui::SetCursorPos(top);

    // One line in the large font: initiative, name, and hit points (or ranks) with a heart.
    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    const std::string number = card::order_number(e, c);
    ImGui::TextColored(theme::vec(acting ? theme::palette().accent : theme::palette().muted), "%s", number.c_str());
    if (ctx.tags.wanted()) ctx.tag(("order-" + std::to_string(c.id) + ": " + number).c_str());   // for the tests
    // The name starts after the number's column, or after a number wider than it (105, -12).
    const float name_x = top.x + std::max(44.0f, ImGui::CalcTextSize(number.c_str()).x + ImGui::GetStyle().ItemSpacing.x);
    ImGui::SameLine(name_x);
    const std::string v = card::vitals(e, c);
    const float line = ImGui::GetTextLineHeight();
    // The hit points keep their place at the right; the name gets what room is left before them.
    const float vitals_x = v.empty() ? top.x + width : top.x + width - ImGui::CalcTextSize(v.c_str()).x - line - 8;
    name_text(c.name, vitals_x - name_x - ImGui::GetStyle().ItemSpacing.x);
    ctx.tag(("name-" + std::to_string(c.id)).c_str());
    if (!v.empty()) {
        ImGui::SameLine(vitals_x);
        card::vitals_text(ctx, c, v);
    }
    ImGui::PopFont();
    // A tap on the hit points (or ranks) opens the keypad for an amount of damage or healing.
    if (!v.empty() && !ctx.read_only()) card::amount_button(ctx, ui, c, ImVec2(vitals_x, top.y), ImVec2(top.x + width - vitals_x, tap_height));
    ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), top.y + tap_height - ImGui::GetStyle().ItemSpacing.y));
    ImGui::SetCursorPosX(top.x + 44);
    muted_text(status_line(e, c, acting).c_str());
    // Out of the fight, stunned, surprised, what it declared, its effects and their time left.
    ImGui::SetCursorPosX(top.x + 44);
    card::chips_wrapped(ctx, c.id, card_chips(e, c));
    if (const auto controls = screens_of(e).combatant_controls; controls && !ctx.read_only()) controls(ctx, ui, c, false);   // text 002's dice
    if (!ctx.read_only()) {
        prompt_list(ctx, ui, ctx.reading.prompts(), c.id);
        prompt_list(ctx, ui, ctx.reading.offers(), c.id);   // the system's every-round actions
    }
    if (c.hp) {
        card::hp_bar(*c.hp, ImGui::GetCursorScreenPos(), width, 6);
        ImGui::Dummy(ImVec2(width, 6));
    }
    if (with_detail) {
        ImGui::Spacing();
        combatant_detail(ctx, ui, c);
    }
    ImGui::EndChild();
    card::finish(ctx, c, dimmed, acting || (ui.selected == c.id && !with_detail));
    ImGui::PopID();
}

} // namespace

// Beside the detail panel, the panel shows the tapped (else the acting) combatant: its row
// stays compact. Elsewhere the acting and the tapped one are drawn in full, and so is any
// combatant the rules ask something of (its prompts are on its card).
bool card_in_full(const Encounter& e, const UiState& ui, const OrderRow& row, CardPlace place) {
    const bool acting = e.acting == row.id;
    const bool open = ui.selected == row.id;
    switch (place) {
    case CardPlace::Column: return acting || open || row.asked;
    case CardPlace::BesideDetail: return !(open || (acting && !ui.selected)) && row.asked;
    case CardPlace::PlayersView: return acting;
    }
    return false;
}

void combatant_card(const ViewContext& ctx, UiState& ui, const Combatant& c, CardPlace place, bool in_full) {
    const bool acting = ctx.encounter().acting == c.id;
    const bool open = ui.selected == c.id;
    if (in_full) expanded_card(ctx, ui, c, acting, place == CardPlace::Column && open);
    else card::combatant_row(ctx, ui, c, acting, acting || (open && place == CardPlace::BesideDetail));
}

} // namespace rk::ui::views
