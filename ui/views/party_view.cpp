// The party on the start screen (issue 28): each member as it stands between fights (hit points,
// what its rule system keeps, the effects still running with what remains of them), one tap to
// open a member (rest and care as its text says, its sheet, remove), one tap to start a fight
// with the party. Everything it changes is a library action (Recover, EditMember, ...), undone
// by the library's undo.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>

#include "core/fight/lasting.hpp"
#include "core/library/party.hpp"
#include "core/rules/rule_system.hpp"
#include "ui/drawing/theme.hpp"
#include "card_parts.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

std::string indexed(const char* prefix, std::size_t i) { return prefix + std::to_string(i); }

// One line of what lasts on the member (core's what_lasts: its system's words, then the effects
// still running with what remains of them). A member never kept has nothing on it.
std::string lasting_line(const RosterEntry& r, const Member& m) {
    std::string line;
    if (r.standing)
        for (const std::string& w : what_lasts(r.standing_rules, m)) line += (line.empty() ? "" : " · ") + w;
    return line;
}

// The member's row: name, hit points with their bar, and what lasts on it. A tap opens it.
void member_row(const ViewContext& ctx, UiState& ui, const RosterEntry& r, std::size_t i, const std::string& in) {
    const Member m = member_of(r, r.standing_rules);
    const bool open = ui.party_member == r.name && ui.party_member_in == in;
    std::string label = r.name + (r.is_player ? "" : " (foe)");
    if (const auto& hp = m.combatant.hp)
        label += "   " + std::to_string(hp->current) + "/" + std::to_string(hp->max) + " hp" +
                 (hp->temp > 0 ? " +" + std::to_string(hp->temp) : "");
    const std::string lasts = lasting_line(r, m);
    const float w = ImGui::GetContentRegionAvail().x;
    const ImGuiStyle& style = ImGui::GetStyle();
    // As tall as its lines, with room under them for the bar; lit while open.
    const float room = w - 3 * style.FramePadding.x;
    const std::string lines = in_lines(label, room) + (lasts.empty() ? "" : "\n" + in_lines(lasts, room)) + "###member";
    const float tall = std::max(theme::kTapTargetPx, ImGui::CalcTextSize(lines.c_str(), nullptr, true).y + 2 * style.FramePadding.y + 8);
    ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.4f));
    if (open) {
        ImGui::PushStyleColor(ImGuiCol_Button, theme::vec(theme::palette().selected));
        ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().on_selected));
    }
    if (ImGui::Button(lines.c_str(), ImVec2(w, tall))) {
        ui.party_member = open ? std::optional<std::string>() : std::optional(r.name);
        ui.party_member_in = in;
    }
    if (open) ImGui::PopStyleColor(2);
    ImGui::PopStyleVar();
    ctx.tag(indexed("party-member-", i).c_str());
    if (const auto& hp = m.combatant.hp) {
        const ImVec2 below = ImGui::GetItemRectMin();
        const ImVec2 size = ImGui::GetItemRectSize();
        card::hp_bar(*hp, ImVec2(below.x + 6, below.y + size.y - 8), size.x - 12, 4);
    }
}

// Rest and care for the open member: its text's recoveries and the common ones, an amount where
// one is asked (hours, weeks, hit points), the effects to clear, its sheet, and remove.
void member_panel(const ViewContext& ctx, UiState& ui, const RosterEntry& r) {
    const Member m = member_of(r, r.standing_rules);
    const auto change = [&](const LibraryAction& a) { ctx.session.change_party(a); };
    muted_text(("Between fights · " + std::string(rule_system(r.standing_rules).name)).c_str());
    // The amount the next recovery with a unit uses.
    const float bw = theme::kTapTargetPx;
    if (big_button("-", bw)) ui.rest_amount = std::max(1, ui.rest_amount - 1);
    ctx.tag("party-amount-minus");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(88);
    ImGui::InputInt("##amount", &ui.rest_amount, 0, 0, ImGuiInputTextFlags_CharsDecimal);
    numeric_field(ui);
    ctx.tag("party-amount");
    ImGui::SameLine();
    if (big_button("+", bw)) ++ui.rest_amount;
    ctx.tag("party-amount-plus");
    ui.rest_amount = std::clamp(ui.rest_amount, 1, 100000);
    for (std::span<const Recovery> list : {rule_system(r.standing_rules).recoveries, common_recoveries()})
        for (const Recovery& way : list) {
            // "Heal: 3 hit points", "Heal: 1 hit point".
            std::string unit(way.unit);
            if (ui.rest_amount == 1 && !unit.empty() && unit.back() == 's') unit.pop_back();
            const std::string label = unit.empty() ? std::string(way.label) : std::string(way.label) + ": " + std::to_string(ui.rest_amount) + " " + unit;
            if (big_button(label.c_str(), -FLT_MIN)) change(Recover{{r.name}, std::string(way.key), ui.rest_amount, ""});
            ctx.tag(("party-rest-" + std::string(way.key)).c_str());
        }
    for (std::size_t k = 0; k < m.effects.size(); ++k) {
        if (big_button(("Clear " + m.effects[k].name).c_str(), -FLT_MIN)) change(Recover{{r.name}, "clear", 0, m.effects[k].name});
        ctx.tag(indexed("party-clear-", k).c_str());
    }
    // The sheet: level and maximum hit points by steps (the card and quick add set the rest).
    RosterEntry sheet = r;
    sheet.standing.reset();
    const float half = share_of(2);
    if (big_button(("Level " + std::to_string(r.level) + " +1").c_str(), half)) {
        ++sheet.level;
        change(EditMember{r.name, sheet});
    }
    ctx.tag("party-level-up");
    ImGui::SameLine();
    if (r.hp_max && big_button(("Max hp " + std::to_string(*r.hp_max) + " +1").c_str(), half)) {
        sheet.hp_max = *r.hp_max + 1;
        change(EditMember{r.name, sheet});
    }
    if (r.hp_max) ctx.tag("party-max-hp-up");
    ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().danger));
    const bool removed = big_button(("Remove " + r.name + " from the roster").c_str(), -FLT_MIN);
    ImGui::PopStyleColor();
    ctx.tag("party-remove");
    if (removed) {
        ui.party_member.reset();
        ctx.dispatch(RemoveFromRoster{r.name});
    }
}

// The open member's panel under its row, with what the last tap changed or why it could not.
void member_with_panel(const ViewContext& ctx, UiState& ui, const RosterEntry& r, std::size_t& row, const std::string& in) {
    ImGui::PushID(static_cast<int>(row));
    member_row(ctx, ui, r, row++, in);
    if (ui.party_member == r.name && ui.party_member_in == in) {
        member_panel(ctx, ui, r);
        if (!ui.message.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().danger));
            ImGui::TextWrapped("%s", ui.message.c_str());
            ImGui::PopStyleColor();
        } else if (!ui.announcement.empty()) {
            ImGui::TextWrapped("%s", ui.announcement.c_str());
        }
        ctx.tag("party-said");
    }
    ImGui::PopID();
}

using What = PartyEditing::What;

// A name field with its confirm and cancel buttons (a new party's, a party's new name); whether
// confirm was tapped.
bool name_field(const ViewContext& ctx, UiState& ui, const char* hint, const char* confirm) {
    ImGui::SetNextItemWidth(-FLT_MIN);
    ImGui::InputTextWithHint("##party-name", hint, ui.party_editing.name, sizeof ui.party_editing.name);
    ctx.tag("party-name-field");
    const float half = share_of(2);
    const bool done = big_button(confirm, half);
    ctx.tag("party-name-save");
    ImGui::SameLine();
    if (big_button("Cancel", half)) ui.party_editing = {};
    ctx.tag("party-name-cancel");
    return done;
}

void start_editing(UiState& ui, What what, const std::string& party) {
    const bool again = ui.party_editing.what == what && ui.party_editing.party == party;
    ui.party_editing = {};
    if (again) return;   // a second tap closes it
    ui.party_editing.what = what;
    ui.party_editing.party = party;
    if (what == What::Rename) std::snprintf(ui.party_editing.name, sizeof ui.party_editing.name, "%s", party.c_str());
}

// A member made here, straight into the party (a player at level 1: its sheet is edited later),
// for a game master who sets the party up before any fight. A refusal (a name the roster has)
// is said under the button, the typed name kept.
void new_member(const ViewContext& ctx, UiState& ui, const Party& p) {
    PartyEditing& form = ui.party_editing;
    muted_text("Or someone new:");
    ImGui::SetNextItemWidth(-FLT_MIN);
    ImGui::InputTextWithHint("##member-name", "Name", form.member, sizeof form.member);
    ctx.tag("party-new-member-name");
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Hit points");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(std::min(120.0f, ImGui::GetContentRegionAvail().x));
    ImGui::InputInt("##member-hp", &form.member_hp, 0, 0, ImGuiInputTextFlags_CharsDecimal);   // a numeric keypad on phones
    numeric_field(ui);
    ctx.tag("party-new-member-hp");
    // Why the last one was refused, where the button was: in sight of the thumb that tapped it.
    if (!ui.message.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().danger));
        ImGui::TextWrapped("%s", ui.message.c_str());
        ImGui::PopStyleColor();
        ctx.tag("party-new-member-said");
    }
    RosterEntry entry;   // a player character at level 1 with the hit points asked, at full health
    entry.name = form.member;
    entry.hp_max = form.member_hp;
    if (big_button(("Add to " + p.name).c_str(), -FLT_MIN) && ctx.dispatch(AddToRoster{entry, p.name})) {
        form.member[0] = '\0';
        form.member_hp = 10;
    }
    ctx.tag("party-new-member-add");
}

// A party: its name, "Start a fight with" it, its members as they stand, and its own buttons
// (choose its members, rename, remove), each opening its part below them.
void party_block(const ViewContext& ctx, UiState& ui, const Party& p, std::size_t pi, std::size_t& row) {
    const std::string tag = std::to_string(pi);
    ImGui::PushID(p.name.c_str());
    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    ImGui::TextWrapped("%s", p.name.c_str());
    ImGui::PopFont();
    ctx.tag(("party-title-" + tag).c_str());
    const std::vector<RosterEntry> members = members_of(ctx.library(), p);
    if (members.empty()) muted_text("No one is in this party yet: tap Members to choose them from the roster or add someone new.");
    else {
        const bool chosen = ui.choosing_ruleset && ui.fight_with_party && ui.fight_party == p.name;
        if (big_button((chosen ? "Cancel" : "Start a fight with " + p.name).c_str(), -FLT_MIN)) {
            ui.fight_with_party = !chosen;
            ui.fight_party = chosen ? "" : p.name;
            ui.choosing_ruleset = ui.fight_with_party;
            ImGui::SetScrollY(0);   // the choice of rules is at the top
        }
        ctx.tag(("party-fight-" + tag).c_str());
    }
    for (const RosterEntry& r : members) member_with_panel(ctx, ui, r, row, p.name);
    const PartyEditing& editing = ui.party_editing;
    const bool here = editing.party == p.name;
    // Three to a row, or as many as fit whole (a small phone at Large text).
    static const std::string kLabels[] = {"Members", "Rename", "Remove"};
    static constexpr What kWhat[] = {What::Members, What::Rename, What::Remove};
    static const char* const kTags[] = {"party-members-", "party-rename-", "party-remove-"};
    const int per_row = std::max(1, per_row_fitting(kLabels, 3));
    const float w = share_of(per_row);
    for (int k = 0; k < 3; ++k) {
        if (k % per_row) ImGui::SameLine();
        if (kWhat[k] == What::Remove) ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().danger));
        if (toggle_button(kLabels[k].c_str(), here && editing.what == kWhat[k], w)) start_editing(ui, kWhat[k], p.name);
        if (kWhat[k] == What::Remove) ImGui::PopStyleColor();
        ctx.tag((kTags[k] + tag).c_str());
    }
    if (here && editing.what == What::Members) {
        // Every roster entry: a tap puts it in or takes it out (one undoable step each).
        muted_text(("Tap to put in or take out of " + p.name + ":").c_str());
        const auto& roster = ctx.library().roster;
        for (std::size_t k = 0; k < roster.size(); ++k) {
            const bool in = in_party(p, roster[k].name);
            const std::string label = (in ? "In: " : "Out: ") + roster[k].name + (roster[k].is_player ? "" : " (foe)");
            ImGui::PushID(static_cast<int>(k));
            if (toggle_button(label.c_str(), in, -FLT_MIN)) ctx.dispatch(SetInParty{p.name, roster[k].name, !in});
            ctx.tag(("party-choose-" + std::to_string(k)).c_str());
            ImGui::PopID();
        }
        new_member(ctx, ui, p);
        if (big_button("Done", -FLT_MIN)) ui.party_editing = {};
        ctx.tag("party-members-done");
    }
    if (here && editing.what == What::Rename && name_field(ctx, ui, "The party's name", "Save") &&
        ctx.dispatch(RenameParty{p.name, ui.party_editing.name}))
        ui.party_editing = {};
    if (here && editing.what == What::Remove) {
        ImGui::TextWrapped("Remove the party \"%s\"? Its members stay in the roster.", p.name.c_str());
        const float half = share_of(2);
        ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().danger));
        const bool remove = big_button("Remove it", half);
        ImGui::PopStyleColor();
        ctx.tag("party-remove-confirm");
        ImGui::SameLine();
        if (big_button("Keep it", half)) ui.party_editing = {};
        ctx.tag("party-remove-keep");
        if (remove && ctx.dispatch(RemoveParty{p.name})) ui.party_editing = {};
    }
    ImGui::Spacing();
    ImGui::PopID();
}

} // namespace

void party(const ViewContext& ctx, UiState& ui) {
    section_title("Parties");
    const Library lib = ctx.library();   // a copy: a tap changes the roster and the parties
    if (lib.roster.empty())
        ImGui::TextWrapped("Save a combatant to the party from its card (tap it), or make a party here and add its "
                           "members: the party keeps how each member stands from fight to fight, and joins any "
                           "encounter in one tap.");
    std::size_t row = 0;   // the member rows' tags count on through every list
    for (std::size_t pi = 0; pi < lib.parties.size(); ++pi) party_block(ctx, ui, lib.parties[pi], pi, row);
    // The roster's entries in no party (favourite foes, a member taken out of every party).
    bool titled = false;
    for (const RosterEntry& r : lib.roster) {
        if (std::any_of(lib.parties.begin(), lib.parties.end(), [&](const Party& p) { return in_party(p, r.name); })) continue;
        if (!std::exchange(titled, true)) muted_text("In the roster, in no party:");
        member_with_panel(ctx, ui, r, row, "");
    }
    if (ui.party_editing.what == What::New) {
        if (name_field(ctx, ui, "The new party's name", "Add") && ctx.dispatch(AddParty{ui.party_editing.name}))
            ui.party_editing = {};
    } else if (big_button("New party", -FLT_MIN)) start_editing(ui, What::New, "");
    if (ui.party_editing.what != What::New) ctx.tag("party-new");
}

// A file's party or member the library holds otherwise: replace it, keep both, or leave it out.
void import_prompt(const ViewContext& ctx, UiState& ui) {
    const PendingImport& pending = *ui.import;
    const ImportQuestion& q = pending.questions[pending.asked];
    const Library& lib = ctx.library();
    section_title(q.party ? "A party of the same name" : "A roster member of the same name");
    std::string both;
    if (q.party) {
        const auto names = [](const std::vector<std::string>& members) {
            std::string out;
            for (const std::string& m : members) out += (out.empty() ? "" : ", ") + m;
            return out.empty() ? std::string("no one") : out;
        };
        const Party* own = find_party(lib, q.name);
        const auto file = std::find_if(pending.found.parties.begin(), pending.found.parties.end(), [&](const Party& p) { return p.name == q.name; });
        ImGui::TextWrapped("The file has a party \"%s\", and so has your library, with other members.", q.name.c_str());
        ImGui::TextWrapped("Yours: %s", names(own ? own->members : std::vector<std::string>{}).c_str());
        ImGui::TextWrapped("The file's: %s", names(file != pending.found.parties.end() ? file->members : std::vector<std::string>{}).c_str());
        both = free_name(q.name, [&](const std::string& n) { return find_party(lib, n) != nullptr; });
    } else {
        ImGui::TextWrapped("The file has %s, and so has your roster, with another sheet or standing.", q.name.c_str());
        both = free_name(q.name, [&](const std::string& n) { return in_roster(lib, n); });
    }
    muted_text(("Question " + std::to_string(pending.asked + 1) + " of " + std::to_string(pending.questions.size()) +
                ". Nothing changes until every question is answered.").c_str());
    const float w = ImGui::GetContentRegionAvail().x;
    if (big_button("Replace it", w)) ctx.session.answer_import(kReplaceIt);
    ctx.tag("import-replace");
    if (big_button(("Keep both (as \"" + both + "\")").c_str(), w)) ctx.session.answer_import(kKeepBoth);
    ctx.tag("import-both");
    if (big_button("Leave it out", w)) ctx.session.answer_import(kLeaveOut);
    ctx.tag("import-leave");
    if (big_button("Cancel the import", w)) ctx.session.cancel_import();
    ctx.tag("import-cancel");
}

} // namespace rk::ui::views
