// Everything one can do to a combatant, in the order a game master reaches for it: hit points
// (quick damage and healing), its dice (text 002), wounds, effects with their time left, then
// the rest of the rules' actions, and the roster, duplicate, hide and remove.
#include <imgui.h>

#include <numeric>
#include <string>

#include "ui/app/action_catalogue.hpp"
#include "core/fight/effect_presets.hpp"
#include "core/fight/effects.hpp"
#include "core/library/library_reducer.hpp"
#include "core/library/party.hpp"
#include "core/fight/reducer.hpp"
#include "core/rules/rule_system.hpp"
#include "ui/drawing/theme.hpp"
#include "ui/rules/system_screens.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

std::string tagged(const char* what, CombatantId id) { return std::string(what) + "-" + std::to_string(id); }

// Hits and healing by chips (any other amount: the keypad the card's hit points open). A hit goes through the rule system's damage model (TakeHit: PROT,
// armour, ranks); healing gives hit points back.
// What quick add asked of it, as the running system names it ("Armour class 15 · DEX 12").
void stats_line(const ViewContext& ctx, const Combatant& c) {
    const RuleSystem& system = rule_system(ctx.encounter());   // (where they are ranks, they are not stats: none shown)
    std::string line;
    for (const StatQuestion& s : system.stats)
        if (auto it = c.stats.find(std::string(s.key)); it != c.stats.end())
            line += (line.empty() ? "" : " · ") + std::string(s.label) + " " + std::to_string(it->second);
    if (line.empty()) return;
    ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().muted));
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopStyleColor();
    ctx.tag(tagged("stats", c.id).c_str());
}

void hit_points(const ViewContext& ctx, const Combatant& c) {
    if (!c.hp) {   // its health is the rules' own (text 002's ranks: hits on its ranks)
        if (const auto health = screens_of(ctx.encounter()).health_controls) health(ctx, c);
        return;
    }
    struct Chip { const char* label; int delta; const char* tag; };
    static const Chip chips[] = {{"-10", -10, "hp-10"}, {"-5", -5, "hp-5"}, {"-1", -1, "hp-1"},
                                 {"+1", 1, "hp+1"}, {"+5", 5, "hp+5"}, {"+10", 10, "hp+10"}};
    // Six on a row; at Large text on a narrow phone, the hits over the healing, three by three.
    static const std::string labels[] = {"-10", "-5", "-1", "+1", "+5", "+10"};
    const int per_row = per_row_fitting(labels, 6, ImGui::GetStyle().FramePadding.x / 2) == 6 ? 6 : 3;
    const float w = share_of(per_row);
    for (int i = 0; i < 6; ++i) {
        if (i % per_row) ImGui::SameLine();
        ImGui::PushID(i);
        if (big_button(chips[i].label, w)) {
            if (chips[i].delta < 0) ctx.dispatch(TakeHit{c.id, -chips[i].delta});
            else ctx.dispatch(Heal{c.id, chips[i].delta});
        }
        ctx.tag(tagged(chips[i].tag, c.id).c_str());
        ImGui::PopID();
    }
}

} // namespace

namespace {

// The text's named spells and conditions, one tap each: the acting one is the caster where the
// duration counts its level; a chip only for what the reducer accepts as it stands.
void effect_presets(const ViewContext& ctx, const Combatant& c) {
    const Encounter& e = ctx.encounter();
    const auto presets = rule_system(e).effect_presets;
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    bool first = true;
    for (const EffectPreset& p : presets) {
        const AddEffect add = preset_effect(p, c.id, preset_needs_caster(p) ? e.acting : std::optional<CombatantId>{});
        if (!apply(e, add).is_ok()) continue;
        const std::string label(p.name);
        const float w = ImGui::CalcTextSize(label.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x + 8;
        if (first) ImGui::TextDisabled("One tap:");
        else if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w < right) ImGui::SameLine();
        first = false;
        ImGui::PushID(label.c_str());
        if (big_button(label.c_str(), w)) ctx.dispatch(add);
        ctx.tag(("preset-now-" + label + "-" + std::to_string(c.id)).c_str());
        ImGui::PopID();
    }
}

// The game master's notes on the combatant ("wants the amulet back"), shown where the actions
// are (never in the players' view); a tap opens them to change.
void notes(const ViewContext& ctx, UiState& ui, const Combatant& c) {
    if (c.notes.empty() || ctx.read_only()) return;
    ImGui::TextDisabled("Notes");
    ImGui::SameLine();
    ImGui::TextWrapped("%s", c.notes.c_str());
    if (ImGui::IsItemClicked()) open_sheet(ctx, ui, "SetNotes", c.id);
    ctx.tag(tagged("notes", c.id).c_str());
}

void effects(const ViewContext& ctx, UiState& ui, const Combatant& c) {
    const Encounter& e = ctx.encounter();
    for (const Effect& fx : e.effects) {
        if (fx.target != c.id && fx.source != c.id) continue;
        ImGui::PushID(static_cast<int>(fx.id));
        std::string line = fx.name + " · " + remaining_text(fx);
        if (fx.target != c.id) if (const Combatant* t = fx.target ? e.find(*fx.target) : nullptr) line += " (on " + t->name + ")";
        const float spacing = ImGui::GetStyle().ItemSpacing.x;
        const float buttons_x = ImGui::GetWindowContentRegionMax().x - 2 * 72 - spacing;
        ImGui::AlignTextToFramePadding();
        ImGui::PushTextWrapPos(buttons_x - spacing);   // a long name wraps beside the buttons, never under them
        ImGui::TextUnformatted(line.c_str());
        ImGui::PopTextWrapPos();
        ImGui::SameLine(buttons_x);
        if (big_button("+1", 72)) ctx.dispatch(ExtendEffect{fx.id, 1});
        ctx.tag(("extend-effect-" + std::to_string(fx.id)).c_str());
        ImGui::SameLine();
        if (big_button("End", 72)) ctx.dispatch(RemoveEffect{fx.id});
        ctx.tag(("remove-effect-" + std::to_string(fx.id)).c_str());
        ImGui::PopID();
    }
    effect_presets(ctx, c);
    if (big_button("+ Effect", share_of(2))) open_sheet(ctx, ui, "AddEffect", c.id);
    ctx.tag(tagged("add-effect", c.id).c_str());
    ImGui::SameLine();
    if (big_button("All actions...", -FLT_MIN)) { ui.actions_menu = c.id; ui.encounter_menu = false; }
    ctx.tag(tagged("all-actions", c.id).c_str());
}

// Moving it in the order by hand, after a mistake, where the reducer takes it (the generic
// system's order is the game master's; where the rules set it, no button shows).
void move_in_order(const ViewContext& ctx, const Combatant& c) {
    const Encounter& e = ctx.encounter();
    if (ctx.read_only() || !offers(rule_system(e), MoveInOrder::kType)) return;
    const bool up = apply(e, MoveInOrder{c.id, false}).is_ok();
    const bool down = apply(e, MoveInOrder{c.id, true}).is_ok();
    if (!up && !down) return;
    const float w = share_of(2);
    ImGui::BeginDisabled(!up);
    if (big_button("Move up", w)) ctx.dispatch(MoveInOrder{c.id, false});
    ImGui::EndDisabled();
    ctx.tag(tagged("move-up", c.id).c_str());
    ImGui::SameLine();
    ImGui::BeginDisabled(!down);
    if (big_button("Move down", w)) ctx.dispatch(MoveInOrder{c.id, true});
    ImGui::EndDisabled();
    ctx.tag(tagged("move-down", c.id).c_str());
}

void housekeeping(const ViewContext& ctx, UiState& ui, const Combatant& c) {
    // Four to a row, or two where the largest text would not fit a quarter.
    // Once in the party roster, the button says so (the roster takes a name once) and the tap
    // that put them there is answered.
    const bool kept = in_roster(ctx.library(), c.name);
    const std::string labels[] = {kept ? "In roster" : "Roster", "Copy", c.hidden ? "Show" : "Hide", "Remove"};
    const int per_row = per_row_fitting(labels, 4) >= 4 ? 4 : 2;
    const float w = share_of(per_row);
    ImGui::BeginDisabled(kept);
    if (big_button(labels[0].c_str(), w)) {   // a player goes into the first party too
        const RosterEntry entry = roster_entry_from(ctx.encounter(), c);
        if (ctx.dispatch(AddToRoster{entry, party_for_new(ctx.library(), entry)}))
            ui.announcement = c.name + " is in the party roster: quick add offers them for the next fight.";
    }
    ImGui::EndDisabled();
    ctx.tag(tagged("to-roster", c.id).c_str());
    ImGui::SameLine();
    if (big_button("Copy", w)) ctx.dispatch(DuplicateCombatant{c.id, 1});
    ctx.tag(tagged("duplicate", c.id).c_str());
    if (per_row == 4) ImGui::SameLine();
    if (big_button(c.hidden ? "Show" : "Hide", w)) ctx.dispatch(SetHidden{c.id, !c.hidden});
    ctx.tag(tagged("hide", c.id).c_str());
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().danger));
    if (big_button("Remove", w)) open_sheet(ctx, ui, "RemoveCombatant", c.id);
    ImGui::PopStyleColor();
    ctx.tag(tagged("remove", c.id).c_str());
}

} // namespace

void combatant_detail(const ViewContext& ctx, UiState& ui, const Combatant& c) {
    ImGui::PushID(static_cast<int>(c.id) + 100000);
    if (current_layout() != Layout::Phone) {
        // The detail panel stands on its own beside the list: it names whom it is about, and
        // "Pin" keeps it on them as turns pass (else it follows whoever acts).
        const bool pinned = ui.pinned && ui.selected == c.id;
        const char* pin = pinned ? "Pinned" : "Pin";
        const float pin_w = ImGui::CalcTextSize("Pinned").x + 2 * ImGui::GetStyle().FramePadding.x;
        const float title_right = ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x - pin_w - ImGui::GetStyle().ItemSpacing.x;
        ImGui::Spacing();
        ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
        ImGui::PushTextWrapPos(title_right);
        ImGui::TextUnformatted(c.name.c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopFont();
        if (!ctx.read_only()) {
            ImGui::SameLine(title_right + ImGui::GetStyle().ItemSpacing.x);
            if (toggle_button(pin, pinned, pin_w)) {
                ui.pinned = !pinned;
                ui.selected = c.id;
            }
            ctx.tag("pin-detail");
        }
        if (const auto controls = screens_of(ctx.encounter()).combatant_controls) controls(ctx, ui, c, true);   // text 002's dice
        prompt_list(ctx, ui, ctx.reading.prompts(), c.id);
        prompt_list(ctx, ui, ctx.reading.offers(), c.id);
    }
    stats_line(ctx, c);
    hit_points(ctx, c);
    if (const auto actions = screens_of(ctx.encounter()).detail_actions) actions(ctx, ui, c);   // text 002: Spend, ranks, wounds
    effects(ctx, ui, c);
    notes(ctx, ui, c);
    move_in_order(ctx, c);
    housekeeping(ctx, ui, c);
    ImGui::PopID();
}

namespace {

// The choices the rules leave to the table (before the fight): each chip applies at once.
void rules_options(const ViewContext& ctx) {
    const Encounter& e = ctx.encounter();
    const RuleSystem& system = rule_system(e);
    if (e.phase != Phase::Setup || system.options.empty()) return;
    section_title("Rules options");
    for (const RuleOption& option : system.options) {
        const bool on = option.is_on(e.settings);
        const std::string text = std::string(on ? "On: " : "Off: ") + std::string(option.label);
        if (toggle_button(text.c_str(), on, -FLT_MIN)) {
            SchemeSettings s = e.settings;
            option.flip(s);
            ctx.dispatch(SetRuleset{e.ruleset, s});
        }
        ctx.tag(std::string(option.tag).c_str());
    }
}

// The party in this fight (issue 28): their state back to the roster at any moment, the fight
// that also holds one of them named, and the keeping taken back (the library's undo).
void party_options(const ViewContext& ctx) {
    const Encounter& e = ctx.encounter();
    const std::vector<const Combatant*> members = party_in_fight(ctx.library(), e);
    if (members.empty() || ctx.read_only()) return;
    section_title("The party");
    const bool differs = party_differs(ctx.library(), e);
    ImGui::BeginDisabled(!differs);
    if (big_button(differs ? "Keep the party's state" : "The party's state is kept", -FLT_MIN)) ctx.session.keep_party_state();
    ImGui::EndDisabled();
    ctx.tag("keep-party");
    for (const Combatant* c : members)
        if (const auto elsewhere = other_open_fights(ctx.library(), ctx.session.open_id(), c->name); !elsewhere.empty()) {
            muted_text((c->name + " is also in \"" + elsewhere.front() + "\", not over.").c_str());
            if (big_button(("Keep " + c->name + "'s from this fight too").c_str(), -FLT_MIN)) ctx.session.keep_party_state(true);
            ctx.tag(("keep-party-anyway-" + std::to_string(c->id)).c_str());
        }
    if (const std::string undo = ctx.session.store().library_undo_label(); undo.rfind("change ", 0) == 0) {
        if (big_button(("Undo: " + undo).c_str(), -FLT_MIN)) ctx.session.undo_library();
        ctx.tag("keep-party-undo");
    }
}

} // namespace

// The full list: every action of the rules for this combatant (or for the whole encounter).
void actions_menu(const ViewContext& ctx, UiState& ui) {
    const Encounter& e = ctx.encounter();
    const Combatant* c = ui.actions_menu ? e.find(*ui.actions_menu) : nullptr;
    if (ui.actions_menu && !c) { ui.actions_menu.reset(); return; }
    section_title(c ? (c->name + ": all actions").c_str() : "This encounter");
    if (big_button("Close", -FLT_MIN)) { ui.actions_menu.reset(); ui.encounter_menu = false; return; }
    ctx.tag("menu-close");
    ImGui::BeginChild("menu-list", ImVec2(0, 0), ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
    if (!c) {
        party_options(ctx);
        rules_options(ctx);
    }
    const float half = share_of(2);
    const float pad = 2 * ImGui::GetStyle().FramePadding.x;
    const std::optional<CombatantId> who = c ? std::optional(c->id) : std::nullopt;
    const std::vector<ActionGroup> groups = grouped_actions(e, who);
    for (std::size_t g = 0; g < groups.size(); ++g) {
        section_title(groups[g].title);
        ctx.tag(("menu-group-" + std::to_string(g)).c_str());
        bool row_open = false;   // a half-width button waits for a neighbour on its row
        for (const ActionSpec* spec : groups[g].specs) {
            // Two to a row; a label too long for half the width gets a row of its own.
            const bool wide = ImGui::CalcTextSize(spec->label).x + pad > half;
            if (row_open && !wide) ImGui::SameLine();
            row_open = !wide && !row_open;
            if (spec->destructive) ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().danger));
            const bool tapped = big_button(spec->label, wide ? -FLT_MIN : half);
            if (spec->destructive) ImGui::PopStyleColor();
            if (tapped) {
                // An every-round action opens with what the rules filled in (the highest die ...).
                const auto& offers = ctx.reading.offers();
                const auto offer = std::find_if(offers.begin(), offers.end(), [&](const Prompt& p) {
                    return p.who == who && action_type(p.action) == spec->type;
                });
                if (offer != offers.end()) open_sheet(ctx, ui, offer->action, who);
                else open_sheet(ctx, ui, spec->type, who);
                ImGui::EndChild();
                return;
            }
            ctx.tag(("menu-" + std::string(spec->type)).c_str());
        }
    }
    ImGui::EndChild();
}

} // namespace rk::ui::views
