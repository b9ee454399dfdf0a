// The start screen: the encounter library ("new encounter" with the choice of rules, each
// encounter one tap away), the party roster reused across encounters, export/import and the
// display settings.
#include <imgui.h>

#include <algorithm>
#include <string>
#include <utility>

#include "ui/app/navigation.hpp"
#include "core/library/library_reducer.hpp"
#include "core/library/party.hpp"
#include "core/rules/rule_system.hpp"
#include "ui/drawing/theme.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

// A widget name for tests from a system's key: "rules-" + "action-dice".
std::string key_tag(const char* prefix, std::string_view key) {
    std::string tag = prefix;
    for (char ch : key) tag += ch == '_' ? '-' : ch;
    return tag;
}

std::string summary(const EntrySummary& e) {
    std::string s = std::string(rule_system(e.ruleset).name) + " · " + std::to_string(e.combatants) + " in the fight";
    if (e.phase == Phase::Running) s += " · round " + std::to_string(e.round);
    if (e.phase == Phase::Ended) s += " · over";
    return s;
}

// A deleted encounter, a roster change or an import can be taken back (the library's own undo),
// offered above the list from the change until a fight is opened.
void library_undo(const ViewContext& ctx, const UiState& ui) {
    if (!ui.offer_library_undo) return;
    const float w = ImGui::GetContentRegionAvail().x;
    if (const std::string undo = ctx.session.store().library_undo_label(); !undo.empty()) {
        if (big_button(("Undo: " + undo).c_str(), w)) ctx.session.undo_library();
        ctx.tag("library-undo");
    }
    if (const std::string redo = ctx.session.store().library_redo_label(); !redo.empty()) {
        if (big_button(("Redo: " + redo).c_str(), w)) ctx.session.redo_library();
        ctx.tag("library-redo");
    }
}

void encounters(const ViewContext& ctx, UiState& ui) {
    section_title("Encounters");
    const float w = ImGui::GetContentRegionAvail().x;
    if (big_button(ui.choosing_ruleset ? "Cancel" : "+ New encounter", w)) {
        ui.choosing_ruleset = !ui.choosing_ruleset;
        ui.fight_with_party = false;
    }
    ctx.tag("new-encounter");
    if (ui.choosing_ruleset) {
        const std::string asked = ui.fight_with_party ? "A fight with " + ui.fight_party + ": which rules does the table play?" : "Which rules does the table play?";
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", asked.c_str());
        ImGui::PopStyleColor();
        for (const RuleSystem* system : rule_systems()) {
            if (big_button(std::string(system->choice).c_str(), w)) {
                ui.choosing_ruleset = false;
                ctx.session.new_encounter(system->id(), system->settings);
                // The party joins as each member stands (one undo step of the new fight).
                if (std::exchange(ui.fight_with_party, false))
                    if (const Party* p = find_party(ctx.library(), ui.fight_party))
                        if (const auto members = members_of(ctx.library(), *p); !members.empty())
                            ctx.dispatch(party_into_fight(members, system->id()));
            }
            ctx.tag(key_tag("rules-", system->key).c_str());
        }
    }
    // A tap is acted on after the list is drawn: the list is the library's, which the act replaces.
    std::optional<LibraryAction> tapped;
    const auto& list = ctx.library().encounters;
    if (list.empty()) ImGui::TextWrapped("No encounters yet. Start a new one, or try a sample fight below.");
    for (auto it = list.rbegin(); it != list.rend(); ++it) {
        const LibraryEntry& entry = *it;
        ImGui::PushID(static_cast<int>(entry.id));
        ImGui::BeginChild("entry", ImVec2(0, 0), ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
        const float inner = ImGui::GetContentRegionAvail().x;
        // The open one as it is now (its entry is filed only when it is left).
        const EntrySummary shown = entry.id == ctx.session.open_id() ? entry_summary(ctx.encounter()) : summary_of(entry);
        const ImVec2 top = ImGui::GetCursorPos();
        if (ImGui::InvisibleButton("open", ImVec2(inner - 110, 56))) tapped = OpenEncounter{entry.id};
        ctx.tag(("open-" + std::to_string(entry.id)).c_str());
        ImGui::SetCursorPos(top);
        ImGui::PushTextWrapPos(top.x + inner - 112);   // text stays clear of the Delete button
        ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
        ImGui::TextWrapped("%s", shown.name.c_str());
        ImGui::PopFont();
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", summary(shown).c_str());
        ImGui::PopStyleColor();
        ImGui::PopTextWrapPos();
        const ImVec2 end = ImGui::GetCursorPos();
        ImGui::SetCursorPos(ImVec2(top.x + inner - 100, top.y + 4));
        if (ui.confirm_delete == entry.id) {
            // Asked once, and where "Delete" was stands "Keep": a double tap on Delete keeps the
            // encounter; deleting it takes a tap on the red button below.
            if (big_button("Keep", 100)) ui.confirm_delete.reset();
            ctx.tag(("keep-" + std::to_string(entry.id)).c_str());
            ImGui::SetCursorPos(ImVec2(end.x, std::max(end.y, top.y + 56 + ImGui::GetStyle().ItemSpacing.y)));   // below "open"'s area
            if (filled_button("Delete it", -FLT_MIN, theme::palette().danger_fill, theme::palette().on_danger)) {
                tapped = DeleteEncounter{entry.id};
                ui.confirm_delete.reset();
            }
            ctx.tag(("confirm-delete-" + std::to_string(entry.id)).c_str());
        } else {
            if (big_button("Delete", 100)) ui.confirm_delete = entry.id;
            ctx.tag(("delete-" + std::to_string(entry.id)).c_str());
            ImGui::SetCursorPos(end);
        }
        ImGui::EndChild();
        ImGui::PopID();
    }
    if (const auto* open = tapped ? std::get_if<OpenEncounter>(&*tapped) : nullptr) ctx.session.open_encounter(open->id);
    else if (tapped) ctx.dispatch(*tapped);
}

// One ready-made fight per rule system, each a new encounter one tap away.
void samples(const ViewContext& ctx) {
    section_title("Try a sample fight");
    muted_text("A ready-made encounter for each rule system.");
    std::vector<std::string> names;
    for (const RuleSystem* system : rule_systems())
        if (!system->sample_fight.empty()) names.emplace_back(system->name);
    const int per_row = per_row_fitting(names, 3);
    const float w = (ImGui::GetContentRegionAvail().x - (per_row - 1) * ImGui::GetStyle().ItemSpacing.x) / per_row;
    int column = 0;
    for (const RuleSystem* system : rule_systems()) {
        if (system->sample_fight.empty()) continue;
        if (column++ % per_row) ImGui::SameLine();
        if (big_button(std::string(system->name).c_str(), w)) {
            ctx.session.new_encounter(system->id(), system->settings);
            load_sample_fight(ctx, system->id());
        }
        ctx.tag(key_tag("sample-", system->key).c_str());   // "sample-countdown"
    }
}

void backup_and_settings(const ViewContext& ctx) {
    section_title("Keep it safe");
    const float half = share_of(2);
    if (big_button("Export library", half)) ctx.session.export_library();
    ctx.tag("export");
    ImGui::SameLine();
    if (big_button("Import file", half)) ctx.session.pick_file_to_import();
    ctx.tag("import");

    section_title("Display");
    LibrarySettings s = ctx.library().settings;
    ImGui::TextDisabled("Text size");
    const char* sizes[] = {"Small", "Normal", "Large"};
    const float third = (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
    for (int i = 0; i < 3; ++i) {
        if (i) ImGui::SameLine();
        const bool on = s.text_size == i;
        if (toggle_button(sizes[i], on, third)) s.text_size = i;
        ctx.tag((std::string("text-size-") + std::to_string(i)).c_str());
    }
    // Light or dark as the phone is set (what a new library does), or one of them always.
    muted_text("Colours (Auto: as the phone is set)");
    const char* themes[] = {"Auto", "Dark", "Light"};
    const char* theme_tags[] = {"theme-device", "theme-dark", "theme-light"};
    const int theme_now = s.theme_follows_device ? 0 : s.light_theme ? 2 : 1;
    for (int i = 0; i < 3; ++i) {
        if (i) ImGui::SameLine();
        if (toggle_button(themes[i], theme_now == i, third)) {
            s.theme_follows_device = i == 0;
            if (i) s.light_theme = i == 2;
        }
        ctx.tag(theme_tags[i]);
    }
    if (toggle_button(s.keep_screen_on ? "On: screen stays on in a fight" : "Off: screen may dim in a fight", s.keep_screen_on, -FLT_MIN))
        s.keep_screen_on = !s.keep_screen_on;
    ctx.tag("keep-screen-on");
    ctx.session.change_settings(s);
}

void export_reminder(const ViewContext& ctx) {
    const LibrarySettings& s = ctx.library().settings;
    const int today = ctx.session.today();
    const bool has_data = !ctx.library().encounters.empty();
    const bool overdue = s.last_export_day < 0 || today - s.last_export_day > 14;
    const bool quiet = s.reminder_dismissed_day >= 0 && today - s.reminder_dismissed_day < 7;
    if (!has_data || !overdue || quiet) return;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, theme::vec(theme::palette().prompt_box));
    ImGui::BeginChild("reminder", ImVec2(0, 0), ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
    ImGui::TextWrapped("Your library lives only in this browser. Export it now and then (or add the app to your "
                       "home screen): some browsers clear sites that go unvisited for a week.");
    const float half = share_of(2);
    if (big_button("Export now", half)) ctx.session.export_library();
    ctx.tag("reminder-export");
    ImGui::SameLine();
    if (big_button("Later", half)) {
        LibrarySettings quieter = s;
        quieter.reminder_dismissed_day = today;
        ctx.session.change_settings(quieter);
    }
    ctx.tag("reminder-later");
    ImGui::EndChild();
    ImGui::PopStyleColor();
}

} // namespace

void library(const ViewContext& ctx, UiState& ui) {
    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    const float title = ImGui::CalcTextSize("Roundkeeper").x;
    ImGui::TextUnformatted("Roundkeeper");
    ImGui::PopFont();
    if (ctx.session.open_id() != 0) {
        // Right-aligned beside the title, or under it where both do not fit (a small phone at Large text).
        if (title + ImGui::GetStyle().ItemSpacing.x + 150 <= ImGui::GetContentRegionAvail().x)
            ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - 150);
        if (big_button("Back to fight", 150)) navigate(ui, ShowScreen{Screen::Tracker});
        ctx.tag("back-to-fight");
    }
    library_undo(ctx, ui);
    ImGui::BeginChild("library-scroll", ImVec2(0, 0), ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
    export_reminder(ctx);
    encounters(ctx, ui);
    // Newcomers see the samples first; once there are encounters they move to the bottom.
    const bool newcomer = ctx.library().encounters.empty();
    if (newcomer) samples(ctx);
    party(ctx, ui);
    backup_and_settings(ctx);
    if (!newcomer) samples(ctx);
    ImGui::EndChild();
}

} // namespace rk::ui::views
