// The main screen. On a phone held upright: the header, what the rules ask of the table, the
// order as large cards (the acting combatant highlighted, a tapped card opening its actions),
// and the scheme's primary action as a big button at the bottom in thumb reach. On a phone on
// its side the order and the selected combatant's detail sit side by side; on a tablet or
// desktop the combat log joins them as a third column.
#include <imgui.h>
#include <imgui_internal.h>   // ScrollToRectEx

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <utility>
#include <variant>

#include "ui/app/navigation.hpp"
#include "core/fight/combat.hpp"
#include "core/library/library_reducer.hpp"
#include "core/library/party.hpp"
#include "core/fight/reminders.hpp"
#include "core/rules/rule_system.hpp"
#include "core/fight/turn_order.hpp"
#include "ui/drawing/icons.hpp"
#include "ui/drawing/theme.hpp"
#include "ui/rules/system_screens.hpp"
#include "views.hpp"
#include "card_parts.hpp"

namespace rk::ui::views {

namespace {
std::vector<std::string> g_cut_labels;   // this frame's (a diagnostic, read by the test hook)
// Where this frame's big button begins (its top left) and how wide its row is: the strip of
// messages sits just above it. Unset on a frame without the button (a form fills the screen).
std::optional<std::pair<ImVec2, float>> g_above_primary;
} // namespace

std::vector<std::string>& cut_labels() { return g_cut_labels; }

void note_cut_text(const ImDrawList& list, const ImFont* font, float size, ImVec2 pos,
                   const char* begin, const char* end, float wrap_width, const ImVec4* fine_clip) {
    if (!end) end = begin + std::strlen(begin);
    if (begin == end) return;
    if (!font) font = list._Data->Font;   // AddText's defaults: the list's current font and size
    if (size == 0) size = list._Data->FontSize;
    ImVec4 clip = list._CmdHeader.ClipRect;
    if (fine_clip)
        clip = ImVec4(std::max(clip.x, fine_clip->x), std::max(clip.y, fine_clip->y),
                      std::min(clip.z, fine_clip->z), std::min(clip.w, fine_clip->w));
    clip.x = std::max(clip.x, 0.0f);   // and the screen's sides, for a window wider than it
    clip.z = std::min(clip.z, ImGui::GetIO().DisplaySize.x);
    const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, wrap_width, begin, end);
    // Only where it shows: a line scrolled above or below its list is not cut, only hidden.
    const bool shown = pos.y < clip.w && pos.y + extent.y > clip.y;
    if (shown && (pos.x < clip.x - 0.5f || pos.x + extent.x > clip.z + 0.5f)) g_cut_labels.emplace_back(begin, end);
}

bool big_button(const char* label, float width, float height) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const std::string shown(label, ImGui::FindRenderedTextEnd(label));
    ImVec2 size = ImGui::CalcItemSize(ImVec2(width, height > 0 ? height : theme::kTapTargetPx), 0, 0);
    // ImGui starts a label too wide to centre after the left padding and clips it at the frame.
    const float room = size.x - style.FramePadding.x;
    // Words that would be cut (a long name at Large text on a small phone) go on two lines, or
    // more where two are not enough, the button as tall as they need; the id stays the label's.
    std::string drawn;
    if (ImGui::CalcTextSize(shown.c_str()).x > room + 0.5f && shown.find(' ') != std::string::npos) {
        drawn = in_lines(shown, room - style.FramePadding.x) + "###" + label;
        size.y = std::max(size.y, ImGui::CalcTextSize(drawn.c_str(), nullptr, true).y + 2 * style.FramePadding.y);
    }
    const bool pressed = ImGui::Button(drawn.empty() ? label : drawn.c_str(), size);
    // A label running past its button's right edge (ImGui starts it after the padding and clips
    // it at the frame) is cut off: the browser tests look for none at any text size and layout.
    const char* text = drawn.empty() ? label : drawn.c_str();
    if (ImGui::CalcTextSize(text, nullptr, true).x > room + 0.5f) g_cut_labels.push_back(shown);
    return pressed;
}

std::string in_lines(const std::string& text, float room) {
    if (ImGui::CalcTextSize(text.c_str()).x <= room) return text;
    // Two lines: the space that leaves the longer of them shortest.
    std::string best = text;
    float best_width = FLT_MAX;
    for (std::size_t at = text.find(' '); at != std::string::npos; at = text.find(' ', at + 1)) {
        const float w = std::max(ImGui::CalcTextSize(text.c_str(), text.c_str() + at).x, ImGui::CalcTextSize(text.c_str() + at + 1).x);
        if (w < best_width) { best_width = w; best = text.substr(0, at) + "\n" + text.substr(at + 1); }
    }
    if (best_width <= room) return best;
    // Longer still (a reminder's sentence at Large text): as many lines as it takes, each filled.
    std::string lines, line;
    for (std::size_t start = 0; start <= text.size();) {
        const std::size_t end = std::min(text.find(' ', start), text.size());
        const std::string word = text.substr(start, end - start);
        const std::string longer = line.empty() ? word : line + " " + word;
        if (!line.empty() && ImGui::CalcTextSize(longer.c_str()).x > room) {
            lines += line + "\n";
            line = word;
        } else {
            line = longer;
        }
        start = end + 1;
    }
    return lines + line;
}

void muted_text(const char* text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", text);
    ImGui::PopStyleColor();
}

int per_row_fitting(std::span<const std::string> labels, int most, float margin) {
    float widest = 0;
    for (const std::string& l : labels) widest = std::max(widest, ImGui::CalcTextSize(l.c_str(), nullptr, true).x);
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float pad = 2 * (margin >= 0 ? margin : ImGui::GetStyle().FramePadding.x);
    int n = most;
    while (n > 1 && (ImGui::GetContentRegionAvail().x - (n - 1) * gap) / n < widest + pad) --n;
    return n;
}

bool toggle_button(const char* label, bool on, float width) {
    // The option in force is drawn lit; the others as plain buttons.
    if (on) {
        ImGui::PushStyleColor(ImGuiCol_Button, theme::vec(theme::palette().selected));
        ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().on_selected));
    }
    const bool pressed = big_button(label, width);
    if (on) ImGui::PopStyleColor(2);
    return pressed;
}

bool filled_button(const char* label, float width, Colour fill, Colour ink) {
    ImGui::PushStyleColor(ImGuiCol_Button, theme::vec(fill));
    ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(ink));
    const bool pressed = big_button(label, width);
    ImGui::PopStyleColor(2);
    return pressed;
}

Layout current_layout() {
    const ImVec2 size = ImGui::GetMainViewport()->WorkSize;
    if (size.x >= 900) return Layout::Wide;
    if (size.x > size.y || size.x >= 700) return Layout::TwoColumns;
    return Layout::Phone;
}

namespace {

constexpr float kPrimaryHeight = 64.0f;
constexpr float kFoldedPrimaryHeight = 52.0f;   // a short screen keeps its rows; still a big target
constexpr float kRowGap = 4.0f;   // between the order's rows: a finger still tells them apart (their fills differ)
// A phone on its side: the header folds to one line of buttons, the turn heads the order.
constexpr float kFoldedHeaderBelowPx = 560.0f;

bool header_folded(Layout layout) {
    return layout != Layout::Phone && ImGui::GetMainViewport()->WorkSize.y < kFoldedHeaderBelowPx;
}

float primary_button_height() {
    return ImGui::GetMainViewport()->WorkSize.y < kFoldedHeaderBelowPx ? kFoldedPrimaryHeight : kPrimaryHeight;
}

// Where the round stands, in words: "Round 2 · count 7", "Round 1 · segment 4".
std::string round_line(const Encounter& e) {
    if (e.phase == Phase::Setup) return "Setting up";
    if (e.phase == Phase::Ended) return "The fight is over";
    std::string s = "Round " + std::to_string(e.round);
    if (const std::string_view words = step_words(e.step); !words.empty()) s += " · " + std::string(words);   // "held actions"
    if (const auto clock = rule_system(e).clock)
        if (const std::string where = clock(e); !where.empty()) s += " · " + where;   // "count 7"
    return s;
}

// "Round 2 · Goblin 3 acts · next: Aria": where the round stands, who acts now and who takes
// the turn after (the system's own order, core's acts_next, once per change).
std::string turn_line(const ViewContext& ctx) {
    const Encounter& e = ctx.encounter();
    std::string s = round_line(e);
    if (e.phase != Phase::Running || !e.acting) return s;
    if (const Combatant* now = e.find(*e.acting)) s += " · " + now->name + " acts";
    if (const auto next = ctx.reading.acts_next())
        if (const Combatant* then = e.find(*next)) s += " · next: " + then->name;
    return s;
}

// The turn line, tagged for tests also by whom it names: "turn-next-<id>".
void turn_text(const ViewContext& ctx, const std::string& line) {
    const Encounter& e = ctx.encounter();
    ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(e.phase == Phase::Running ? theme::palette().accent : theme::palette().muted));
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopStyleColor();
    ctx.tag("round-line");
    if (const auto next = ctx.reading.acts_next()) ctx.tag(("turn-next-" + std::to_string(*next)).c_str());
}

// What the players' view is: live, or a snapshot of the moment it was shared (players must
// know whether what they see still changes).
void players_view_line(const ViewContext& ctx) {
    std::string what;
    std::string why;
    switch (ctx.session.live()) {
    case Live::Following: what = "live"; break;
    case Live::Waiting: what = "waiting"; why = "It follows the game master's page once that page is open in this browser."; break;
    case Live::Gone:
        what = "not live";
        why = "The game master's page was closed: this is the fight as it last was.";
        // A phone joined over a direct connection: how old it is, and how to follow again.
        if (ctx.sharing.joined()) {
            const double ago = ctx.sharing.seconds_since_view();
            what = ago < 0 ? "not live" : ago < 120 ? "last update " + std::to_string(static_cast<int>(ago)) + " s ago"
                                                    : "last update " + std::to_string(static_cast<int>(ago / 60)) + " min ago";
            why = "The connection to the game master's phone ended. To rejoin, scan the game master's join code again.";
        }
        break;
    case Live::Snapshot: what = "a snapshot"; why = "It shows the fight as it was when shared; ask for a new link to see later turns."; break;
    }
    turn_text(ctx, "Players' view · " + what + " · " + turn_line(ctx));
    if (!why.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", why.c_str());
        ImGui::PopStyleColor();
        ctx.tag("players-view-note");
    }
}

void toolbar_buttons(const ViewContext& ctx, UiState& ui, float w) {
    ImGui::BeginDisabled(!ctx.session.history().can_undo());
    if (big_button("Undo", w)) ctx.session.undo();
    ctx.tag("undo");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!ctx.session.history().can_redo());
    if (big_button("Redo", w)) ctx.session.redo();
    ctx.tag("redo");
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (big_button(ui.add_open ? "Close" : "+ Add", w)) {
        if (ui.add_open) close_quick_add(ui);
        else ui.add_open = true;
    }
    ctx.tag("add");
    ImGui::SameLine();
    if (big_button(ui.log_open ? "Order" : "Log", w)) ui.log_open = !ui.log_open;
    ctx.tag("log");
}

void header(const ViewContext& ctx, UiState& ui, Layout layout) {
    const Encounter& e = ctx.encounter();
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const bool folded = header_folded(layout);
    const float back_w = folded ? theme::kTapTargetPx : 150;
    if (big_button(folded ? "<" : "< Encounters", back_w)) navigate(ui, ShowScreen{Screen::Library});
    ctx.tag("to-library");
    const float right_edge = ImGui::GetWindowContentRegionMax().x;
    const float share_x = right_edge - 110 - gap - theme::kTapTargetPx;
    if (layout != Layout::Phone && !ctx.read_only()) {
        ImGui::SameLine();
        toolbar_buttons(ctx, ui, 96);
    }
    float row_y = -1;   // the buttons' row, where the name is drawn beside them
    if (folded) {
        // One row: the encounter's name in what room the buttons leave (the turn heads the order),
        // in two lines where one is too short, centred on the buttons.
        ImGui::SameLine();
        row_y = ImGui::GetCursorPosY();
        const float room = share_x - gap - ImGui::GetCursorPosX();
        const float tall = static_cast<float>(name_line_count(e.name, room)) * ImGui::GetTextLineHeight();
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + std::max(0.0f, (theme::kTapTargetPx - tall) / 2));
        name_two_lines(e.name, room);
        ctx.tag("encounter-name");
    }
    if (!ctx.read_only()) {
        ImGui::SameLine(share_x);
        if (row_y >= 0) ImGui::SetCursorPosY(row_y);   // level with the buttons, not the centred name
        if (big_button("Share", 110)) navigate(ui, ShowScreen{Screen::Share});
        ctx.tag("to-share");
        ImGui::SameLine();
        if (big_button("...", theme::kTapTargetPx)) {
            ui.encounter_menu = !ui.encounter_menu;
            ui.actions_menu.reset();
        }
        ctx.tag("encounter-menu");
    }
    if (folded) return;
    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    name_text(e.name, ImGui::GetContentRegionAvail().x);
    ImGui::PopFont();
    const bool running = e.phase == Phase::Running;
    if (ctx.read_only()) {
        players_view_line(ctx);
        return;
    }
    const std::string rules(ruleset_name(e.ruleset));
    const std::string where = turn_line(ctx);
    // The rules' name goes before the round when both fit on the line; in a running fight the
    // turn alone is shown rather than take a second line.
    const bool one_line = ImGui::CalcTextSize((rules + " · " + where).c_str()).x < ImGui::GetContentRegionAvail().x;
    if (one_line || !running) {
        ImGui::TextDisabled("%s", rules.c_str());
        if (one_line) ImGui::SameLine(0, 0);
    }
    turn_text(ctx, one_line ? " · " + where : where);
    if (layout == Layout::Phone) {
        toolbar_buttons(ctx, ui, (ImGui::GetContentRegionAvail().x - 3 * gap) / 4);
    }
}

// The height of one message strip of `width` (message_strips), and of all that show with the gap
// above them: the room they cover at the bottom of the order.
float strip_height(const std::string& text, float width) {
    const float pad = ImGui::GetStyle().WindowPadding.x;
    if (text.empty() || width <= 2 * pad) return 0;
    return ImGui::GetFont()->CalcTextSizeA(ImGui::GetFontSize(), FLT_MAX, width - 2 * pad, text.c_str()).y + 2 * pad;
}
float strips_height(const UiState& ui, float width) {
    float covered = 0;
    for (const std::string* text : {&ui.message, &ui.announcement})
        if (const float h = strip_height(*text, width); h > 0) covered += h + ImGui::GetStyle().ItemSpacing.y;
    return covered;
}

void banner(const ViewContext& ctx, const std::string& text, Colour colour, const char* id) {
    if (text.empty()) return;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, theme::vec(colour));
    ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().on_strip));
    ImGui::BeginChild(id, ImVec2(0, 0), ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::EndChild();
    ImGui::PopStyleColor(2);
    ctx.tag(id);
}

// The table's prompts ("Roll for everyone", "Bandits act first", "Done declaring"), and apart
// from them, the game master's reminders that came ("Reinforcements arrive").
void table_prompts(const ViewContext& ctx, UiState& ui) {
    // The big button at the bottom already offers the primary move: the banner lists the rest.
    const std::optional<Prompt>& primary = ctx.reading.primary();
    std::vector<Prompt> rules, reminders;
    for (const Prompt& p : ctx.reading.prompts())
        if (p.who || !primary || !(p.action == primary->action))
            (std::holds_alternative<ReminderDone>(p.action) ? reminders : rules).push_back(p);
    const auto box = [&](const char* id, const std::vector<Prompt>& list, icons::Icon icon, const char* heading) {
        if (std::none_of(list.begin(), list.end(), [](const Prompt& p) { return !p.who; })) return;
        ImGui::PushStyleColor(ImGuiCol_ChildBg, theme::vec(theme::palette().prompt_box));
        ImGui::BeginChild(id, ImVec2(0, 0), ImGuiChildFlags_AutoResizeY | ImGuiChildFlags_AlwaysUseWindowPadding);
        icons::draw(icon, theme::u32(theme::palette().accent), 5);
        ImGui::SameLine();
        ImGui::TextColored(theme::vec(theme::palette().accent), "%s", heading);
        prompt_list(ctx, ui, list, std::nullopt);
        ImGui::EndChild();
        ImGui::PopStyleColor();
        ctx.tag(id);
    };
    box("table-prompts", rules, icons::Icon::Die, "The rules ask the table:");
    box("reminders-due", reminders, icons::Icon::Hourglass, "Reminder:");
}

// A reminder set (an entry in the order that is not a combatant): when it comes, and a way to
// drop it. One that has come is in the accent colour. Its height, spacing included, is noted for
// the order list. A copy: its Remove changes the encounter.
void reminder_row(const ViewContext& ctx, UiState& ui, const Reminder r) {
    const Encounter& e = ctx.encounter();
    const float remove_w = ImGui::CalcTextSize("Remove").x + 2 * ImGui::GetStyle().FramePadding.x;
    const float y0 = ImGui::GetCursorPosY();
    ImGui::PushID(static_cast<int>(r.id));
    const bool due = reminder_due(e, r);
    const ImU32 ink = theme::u32(due ? theme::palette().accent : theme::palette().muted);
    ImGui::BeginGroup();
    icons::draw(icons::Icon::Hourglass, ink);
    ImGui::SameLine();
    const std::string line = (due ? "Now: " : reminder_when(r, true) + ": ") + r.text;
    ImGui::PushTextWrapPos(ImGui::GetContentRegionMax().x - (ctx.read_only() ? 0 : remove_w + ImGui::GetStyle().ItemSpacing.x));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ink));
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    ctx.tag(("reminder-" + std::to_string(r.id)).c_str());
    if (!ctx.read_only()) {
        ImGui::SameLine(ImGui::GetContentRegionMax().x - remove_w);
        if (big_button("Remove", remove_w)) ctx.dispatch(RemoveReminder{r.id});
        ctx.tag(("reminder-remove-" + std::to_string(r.id)).c_str());
    }
    ImGui::PopID();
    ui.reminder_heights[r.id] = ImGui::GetCursorPosY() - y0;
}

// The reminders that name a round only (or a count where the order has none), above the
// combatants; one at a count sits between the cards (order_list).
void reminder_rows(const ViewContext& ctx, UiState& ui, CardPlace place) {
    const Encounter& e = ctx.encounter();
    if (place == CardPlace::PlayersView) return;
    const std::vector<Reminder> reminders = e.reminders;   // a Remove changes the encounter
    for (const Reminder& r : reminders)
        if (!placed_by_count(e, r)) reminder_row(ctx, ui, r);
}

// Where each reminder at a count sits: before the first row that does not go before its count
// (a lair on 15 after those on 15), and before those out of the fight; [rows.size()]: after all.
std::vector<std::vector<Reminder>> reminders_between(const Encounter& e, const std::vector<OrderRow>& rows, CardPlace place) {
    std::vector<std::vector<Reminder>> before(rows.size() + 1);
    if (place == CardPlace::PlayersView) return before;
    for (const Reminder& r : e.reminders) {
        if (!placed_by_count(e, r)) continue;
        std::size_t i = 0;
        for (; i < rows.size(); ++i) {
            const Combatant* c = e.find(rows[i].id);
            if (rows[i].out || !c || !goes_before(e, *c, r)) break;
        }
        before[i].push_back(r);
    }
    return before;
}

// The acting combatant's row (the list's last item) is brought wholly into view when a turn
// begins, and followed for a few frames while cards settle their height.
void follow_turn(UiState& ui, const TurnInView& turn, float covered) {
    constexpr int kMaxFollowFrames = 10;
    ImGuiWindow* list = ImGui::GetCurrentWindow();
    // A finger holding the list (a swipe: ui/app/swipe_to_scroll.cpp) keeps it where it put it;
    // the turn is followed once it lets go (a players' page gets turns while it is read).
    if (ImGui::GetActiveID() == list->MoveId) return;
    // The row counts as shown only clear of the message strips over the list's bottom.
    const ImRect row(ImGui::GetItemRectMin(), ImVec2(ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y + covered));
    const bool wholly_shown = row.Min.y >= list->InnerRect.Min.y && row.Max.y <= list->InnerRect.Max.y;
    if ((wholly_shown && ui.turn_follow_frames > 0) || ++ui.turn_follow_frames > kMaxFollowFrames) {
        ui.turn_in_view = turn;
        ui.turn_follow_frames = 0;
        return;
    }
    if (!wholly_shown) ImGui::ScrollToRectEx(list, row, ImGuiScrollFlags_KeepVisibleEdgeY);
}

// What a row showed when it was last drawn, as far as its tags go: a row shown otherwise since
// (a change, a tap that opened it, a new width or text size) no longer says where its widgets are.
std::uint64_t row_look(const ViewContext& ctx, const UiState& ui, CombatantId id, bool in_full, CardPlace place) {
    const std::uint64_t version = ctx.session.store().version();
    const float width = ImGui::GetContentRegionAvail().x, font = ImGui::GetFontSize();
    std::uint64_t h = 1469598103934665603ull;
    const auto mix = [&](const void* p, std::size_t n) {
        for (std::size_t i = 0; i < n; ++i) h = (h ^ static_cast<const unsigned char*>(p)[i]) * 1099511628211ull;
    };
    const bool open = ui.selected == id, dice = ui.chosen_dice_owner == id;
    const int where = static_cast<int>(place);
    mix(&version, sizeof version);
    mix(&in_full, sizeof in_full);
    mix(&open, sizeof open);
    mix(&dice, sizeof dice);
    mix(&where, sizeof where);
    mix(&width, sizeof width);
    mix(&font, sizeof font);
    return h | 1;   // never 0: "never noted"
}

// The order, one row per combatant. Only the rows on screen are drawn, so a fight of 500 costs
// a frame what a fight of 15 does: the list knows every row's height without drawing it (a
// compact row's is fixed; a card in full keeps the height it had when last drawn, or the last
// full card's until it is drawn), skips over the rows above and below the view and keeps their
// room, so the list scrolls, and its scrollbar reads, as if every row were drawn. The acting row
// is drawn wherever it is while the list brings it into view. While the test hook wants tags, a
// row not drawn says where its widgets are as when it was last drawn (each clipped away
// entirely: its place, no height), and one shown otherwise since is drawn in its place again.
void order_list(const ViewContext& ctx, UiState& ui, float height, CardPlace place) {
    const Encounter& e = ctx.encounter();
    // The strips cover the bottom of a list drawn above the big button (not the players' view).
    const float covered = place == CardPlace::PlayersView ? 0.0f : strips_height(ui, ImGui::GetContentRegionAvail().x);
    ImGui::BeginChild("order", ImVec2(0, height), ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
    if (e.combatants.empty()) {
        ImGui::Spacing();
        ImGui::TextWrapped("No one is here yet. Add the party and their foes with + Add, or try the sample fight for these rules.");
        ImGui::Spacing();
        // Each party in one tap (one undo step), as quick add's "The whole party".
        const std::vector<const Party*> parties = ctx.read_only() ? std::vector<const Party*>{} : parties_with_members(ctx.library());
        for (std::size_t k = 0; k < parties.size(); ++k) {
            const std::vector<RosterEntry> members = members_of(ctx.library(), *parties[k]);
            const std::string label = (parties.size() == 1 ? std::string("Add the whole party") : "Add " + parties[k]->name) +
                                      " (" + std::to_string(members.size()) + ")";
            ImGui::PushID(static_cast<int>(k));
            if (big_button(label.c_str(), -FLT_MIN))
                ctx.dispatch(party_into_fight(members, ctx.encounter().ruleset));
            ctx.tag(parties.size() == 1 ? "empty-add-party" : ("empty-add-party-" + std::to_string(k)).c_str());
            ImGui::PopID();
        }
        if (!ctx.read_only() && big_button("Load a sample fight", -FLT_MIN)) load_sample_fight(ctx, e.ruleset);
        ctx.tag("sample");
    }
    reminder_rows(ctx, ui, place);
    // A copy: a tap on a card may change the encounter (and the app's rows) halfway down the list.
    const std::vector<OrderRow> rows = ctx.reading.order_rows();
    // The reminders at a count, before the row they come before, and the room they take there
    // (as last drawn: they are always drawn, being few). Copies, as the rows are.
    const std::vector<std::vector<Reminder>> between = reminders_between(e, rows, place);
    std::vector<float> block(rows.size() + 1, 0.0f);
    for (std::size_t i = 0; i < between.size(); ++i)
        for (const Reminder& r : between[i]) {
            const auto known = ui.reminder_heights.find(r.id);
            block[i] += known != ui.reminder_heights.end() ? known->second : theme::kTapTargetPx + ImGui::GetStyle().ItemSpacing.y;
        }
    const ImVec2 screen = ImGui::GetMainViewport()->WorkSize;   // turned or resized: followed again
    const TurnInView turn{ctx.session.open_id(), e.acting.value_or(0), e.round, screen.x, screen.y};
    if (!e.acting) ui.turn_in_view = turn;   // no one to follow
    const bool following = !(ui.turn_in_view == turn);

    const std::uint32_t memory_of = ctx.read_only() ? 0xFFFFFFFFu : ctx.session.open_id();
    if (ui.order_memory_of != memory_of) {   // another encounter: its ids name other rows
        ui.order_memory.clear();
        ui.reminder_heights.clear();
        ui.order_memory_of = memory_of;
    }
    // Where each row begins (from the first row's top) and whether it is drawn in full.
    const float compact = card::row_height();
    const float unmeasured = ui.order_full_height > 0 ? ui.order_full_height : 3 * compact;
    std::vector<float> tops(rows.size() + 1, 0.0f);
    std::vector<char> in_full(rows.size(), 0), measured(rows.size(), 1);
    std::vector<RowMemory*> memory(rows.size(), nullptr);   // (an unordered_map's elements stay put)
    for (std::size_t i = 0; i < rows.size(); ++i) {
        in_full[i] = card_in_full(e, ui, rows[i], place);
        memory[i] = &ui.order_memory[rows[i].id];
        float h = compact;
        if (in_full[i]) {
            measured[i] = memory[i]->in_full && memory[i]->height > 0;
            h = measured[i] ? memory[i]->height : unmeasured;
        }
        tops[i + 1] = tops[i] + block[i] + h + kRowGap;
    }
    // The rows on screen: from the first whose bottom is below the view's top to the last whose
    // top is above its bottom (in the list's own coordinates, as the cursor's).
    ImGuiWindow* list = ImGui::GetCurrentWindow();
    const float origin = ImGui::GetCursorPosY();
    const float view_top = list->Scroll.y, view_bottom = view_top + list->InnerRect.GetHeight();
    const auto top_of = [&](std::size_t i) { return origin + tops[i]; };
    const std::size_t first = static_cast<std::size_t>(
        std::upper_bound(tops.begin() + 1, tops.end(), view_top - origin + kRowGap) - (tops.begin() + 1));
    std::size_t end = first;
    while (end < rows.size() && top_of(end) < view_bottom) ++end;
    const float gap = kRowGap - ImGui::GetStyle().ItemSpacing.y;   // a row's item spacing, made the rows' gap
    const float left = ImGui::GetCursorScreenPos().x;
    const float screen_origin = list->Pos.y - list->Scroll.y;   // a list coordinate's screen position, less it

    bool flowing = false;   // the cursor follows the row just drawn (the rows on screen)
    float scroll_by = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const OrderRow& row = rows[i];
        const bool on_screen = i >= first && i < end;
        const bool acting = e.acting == row.id;
        RowMemory& mine = *memory[i];
        const std::uint64_t look = ctx.tags.wanted() ? row_look(ctx, ui, row.id, in_full[i], place) : 0;
        const bool stale_tags = ctx.tags.wanted() && mine.tags_of != look;
        const Combatant* c = row.index < e.combatants.size() && e.combatants[row.index].id == row.id ? &e.combatants[row.index] : e.find(row.id);
        if (!c || !(on_screen || (acting && following) || stale_tags)) {
            flowing = false;
            if (!between[i].empty()) {
                ImGui::SetCursorPosY(top_of(i));
                for (const Reminder& r : between[i]) reminder_row(ctx, ui, r);
            }
            // Not drawn: what its card would have said once per screen is said (a prompt's
            // context goes with the first card showing it), and for the test hook, its widgets.
            if (in_full[i] && !ctx.read_only()) ui.whys_shown.insert(row.whys.begin(), row.whys.end());
            for (const TagMark& t : mine.tags) {
                const float x = left + t.rect.x, y = screen_origin + top_of(i) + block[i] + t.rect.y;
                ctx.tags.tag_rect(t.name.c_str(), x, y, x + t.rect.w, y + t.rect.h);
            }
            continue;
        }
        if (flowing) ImGui::SetCursorPosY(ImGui::GetCursorPosY() + gap);
        else ImGui::SetCursorPosY(top_of(i));
        flowing = on_screen;
        for (const Reminder& r : between[i]) reminder_row(ctx, ui, r);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        std::vector<TagMark> tags;
        ctx.tags.record(&tags, at.x, at.y);
        combatant_card(ctx, ui, *c, place, in_full[i]);
        ctx.tags.record(nullptr);
        if (acting && following) follow_turn(ui, turn, covered);
        // Its height as drawn now (a card in full finds it a frame late: settling frames follow).
        const float drawn = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y - (ImGui::GetItemRectMin().y - screen_origin);
        const float was = tops[i + 1] - tops[i] - kRowGap - block[i];
        // A card in full coming into view at the top (scrolled to, not just opened), taller or
        // shorter than the list had reckoned it: the list scrolls by the difference, so what is
        // under the finger stays put.
        const bool came_into_view = mine.drawn_in + 1 != ImGui::GetFrameCount();
        if (!measured[i] && came_into_view && top_of(i) < view_top && std::abs(drawn - was) > 0.5f) scroll_by += drawn - was;
        mine.drawn_in = ImGui::GetFrameCount();
        mine.in_full = in_full[i];
        if (in_full[i]) ui.order_full_height = mine.height = drawn;
        if (ctx.tags.wanted()) {
            mine.tags = std::move(tags);
            mine.tags_of = look;
        }
    }
    // After the last row, the reminders whose count comes after everyone's turn.
    if (!between[rows.size()].empty()) {
        ImGui::SetCursorPosY(flowing ? ImGui::GetCursorPosY() + gap : top_of(rows.size()));
        for (const Reminder& r : between[rows.size()]) reminder_row(ctx, ui, r);
        flowing = true;
    }
    // Below the last row (drawn or not), the room of all the rows: the list scrolls to its end.
    if (!flowing && !rows.empty()) {
        ImGui::SetCursorPosY(top_of(rows.size()) - kRowGap);
        ImGui::Dummy(ImVec2(1, 0));
    }
    if (scroll_by != 0 && !following) ImGui::SetScrollY(list->Scroll.y + scroll_by);
    // A runway below the last card, so that it can be scrolled clear of the strips. It grows with
    // them; when they go, it shrinks only by what lies below the view, so no card moves.
    const float below_view = std::max(0.0f, list->ScrollMax.y - list->Scroll.y);
    ui.order_runway = std::max(covered, ui.order_runway - below_view);
    if (ui.order_runway > 0) ImGui::Dummy(ImVec2(1, ui.order_runway));
    ImGui::EndChild();
}

void primary_action(const ViewContext& ctx, UiState& ui) {
    g_above_primary = {ImGui::GetCursorScreenPos(), ImGui::GetContentRegionAvail().x};
    const Encounter& e = ctx.encounter();
    const std::optional<Prompt> primary = ctx.reading.primary();   // a copy: tapping it changes the state
    ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[1]);
    // "Back" is a plain button beside the amber one: the two never read as one choice.
    if (e.phase == Phase::Running) {
        const float back = std::max(kPrimaryHeight * 1.2f, ImGui::CalcTextSize("Back").x + 2 * ImGui::GetStyle().FramePadding.x);
        if (big_button("Back", back, primary_button_height())) ctx.dispatch(PreviousTurn{});
        ctx.tag("previous");
        ImGui::SameLine();
    }
    const Palette& colours = theme::palette();
    ImGui::PushStyleColor(ImGuiCol_Button, theme::vec(colours.primary));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, theme::vec(colours.primary_hovered));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, theme::vec(colours.primary_active));
    ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(colours.on_primary));
    if (primary) {
        const std::string label = primary->dice.empty() ? primary->text : primary->text + " (" + primary->dice.text() + ")";
        // A long label ("Bandit leader takes a turn") drops to the body font rather than overflow
        // (and to two lines of it, as any button's, where one is still too long: Large text).
        const float room = ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().FramePadding.x;
        const bool fits = ImGui::CalcTextSize(label.c_str()).x < room;
        if (!fits) ImGui::PushFont(ImGui::GetIO().Fonts->Fonts[0]);
        if (big_button(label.c_str(), -FLT_MIN, primary_button_height())) ctx.dispatch(primary->action);
        if (!fits) ImGui::PopFont();
        ctx.tag("primary");
        ctx.tag(("primary: " + primary->text).c_str());   // what it says, for the tests
    } else if (e.phase == Phase::Setup) {
        // A new encounter has no one to start with: the big button adds them.
        if (big_button("+ Add combatants", -FLT_MIN, primary_button_height())) ui.add_open = true;
        ctx.tag("primary-add");
    } else if (!ctx.read_only() && party_differs(ctx.library(), e)) {
        // The fight is over and the party stands otherwise than the roster has it (its keeping
        // undone, or a member added after): one tap keeps it.
        if (big_button("Keep the party's state", -FLT_MIN, primary_button_height())) ctx.session.keep_party_state();
        ctx.tag("primary-keep-party");
    } else if (!ctx.read_only() && current_layout() == Layout::Phone && !summary_shown(ctx, ui)) {
        // The order of an ended fight is showing: its summary is one tap back.
        if (big_button("The fight's summary", -FLT_MIN, primary_button_height())) ui.order_after_fight_of = 0;
        ctx.tag("primary-summary");
    } else {
        ImGui::BeginDisabled();
        big_button("The fight is over", -FLT_MIN, primary_button_height());
        ImGui::EndDisabled();
    }
    ImGui::PopStyleColor(4);
    ImGui::PopFont();
}

float primary_height() {
    return primary_button_height() + ImGui::GetStyle().ItemSpacing.y;
}

// The detail panel follows the turn: a selection made earlier is dropped when someone else
// starts acting, unless the game master pinned it.
void follow_turn_in_detail(const ViewContext& ctx, UiState& ui) {
    const CombatantId acting = ctx.encounter().acting.value_or(0);
    if (ui.selected != ui.detail_seen) {
        ui.detail_seen = ui.selected;
        ui.detail_seen_acting = acting;
        if (!ui.selected) ui.pinned = false;
    } else if (ui.selected && !ui.pinned && acting != ui.detail_seen_acting) {
        ui.selected.reset();
        ui.detail_seen.reset();
    }
}

// The combatant the detail panel shows: the one tapped (or pinned), else whoever is acting.
const Combatant* detail_subject(const ViewContext& ctx, const UiState& ui) {
    const Encounter& e = ctx.encounter();
    if (ui.selected) if (const Combatant* c = e.find(*ui.selected)) return c;
    if (e.acting) return e.find(*e.acting);
    return nullptr;
}

void detail_panel(const ViewContext& ctx, UiState& ui) {
    if (const Combatant* c = detail_subject(ctx, ui)) combatant_detail(ctx, ui, *c);
    else ImGui::TextDisabled("Tap a combatant to see what it can do.");
}

// What replaces the order while the user is busy with one thing (a form, a keypad, a menu).
bool overlay(const ViewContext& ctx, UiState& ui) {
    if (ui.entering) { dice_entry(ctx, ui); return true; }
    if (ui.amount) { amount_keypad(ctx, ui); return true; }
    if (ui.sheet) { action_sheet(ctx, ui); return true; }
    if (ui.actions_menu || ui.encounter_menu) { actions_menu(ctx, ui); return true; }
    if (ui.add_open) {
        ImGui::BeginChild("add-panel", ImVec2(0, 0), ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
        quick_add(ctx, ui);
        ImGui::EndChild();
        return true;
    }
    return false;
}

void phone(const ViewContext& ctx, UiState& ui) {
    if (overlay(ctx, ui)) return;
    table_prompts(ctx, ui);
    if (const auto above = screens_of(ctx.encounter()).above_order) above(ctx);   // text 003's segment clock
    const float list_height = ImGui::GetContentRegionAvail().y - primary_height();
    if (ui.log_open) {
        ImGui::BeginChild("log-panel", ImVec2(0, list_height), ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
        combat_log(ctx);
        ImGui::EndChild();
    } else if (summary_shown(ctx, ui)) {
        ImGui::BeginChild("summary-panel", ImVec2(0, list_height), ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
        fight_summary(ctx, ui, false);
        ImGui::EndChild();
    } else {
        order_list(ctx, ui, list_height, CardPlace::Column);
    }
    primary_action(ctx, ui);
}

void columns(const ViewContext& ctx, UiState& ui, bool with_log, bool folded) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float w = ImGui::GetContentRegionAvail().x;
    const float h = ImGui::GetContentRegionAvail().y;
    const float order_w = with_log ? w * 0.40f : w * 0.52f;
    const float log_w = with_log ? w * 0.25f : 0.0f;

    ImGui::BeginChild("order-column", ImVec2(order_w, h), ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
    if (folded) turn_text(ctx, turn_line(ctx));
    // A phone on its side has a short column: what the rules ask the table goes above the
    // detail, so the order keeps its height for the combatants.
    if (!folded) table_prompts(ctx, ui);
    if (const auto above = screens_of(ctx.encounter()).above_order) above(ctx);   // text 003's segment clock
    order_list(ctx, ui, ImGui::GetContentRegionAvail().y - primary_height(), CardPlace::BesideDetail);
    primary_action(ctx, ui);
    ImGui::EndChild();

    ImGui::SameLine();
    const float detail_w = with_log ? w - order_w - log_w - 2 * gap : 0.0f;
    ImGui::BeginChild("detail-column", ImVec2(detail_w, h), ImGuiChildFlags_Border, ImGuiWindowFlags_NoBackground);
    follow_turn_in_detail(ctx, ui);
    if (!overlay(ctx, ui)) {
        if (folded) table_prompts(ctx, ui);
        if (ui.log_open && !with_log) combat_log(ctx);
        else if (!detail_subject(ctx, ui) && ctx.encounter().phase == Phase::Ended) fight_summary(ctx, ui, true);
        else detail_panel(ctx, ui);
    }
    ImGui::EndChild();

    if (with_log) {
        ImGui::SameLine();
        ImGui::BeginChild("log-column", ImVec2(0, h), ImGuiChildFlags_Border, ImGuiWindowFlags_NoBackground);
        combat_log(ctx);
        ImGui::EndChild();
    }
}

} // namespace

// What the last tap did or why it was refused, and what just ran out ("Undid: ...", "Bless on
// Aria has ended"), as strips drawn over the bottom of the order, just above the big button. They
// are never part of the list's flow, so one appearing or going (the next tap clears it) never
// moves what is under a finger; they take no input, so a tap on one reaches the card below.
void message_strips(const ViewContext& ctx, const UiState& ui) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImVec2 corner;
    float width = 0;
    if (g_above_primary) {
        corner = ImVec2(g_above_primary->first.x, g_above_primary->first.y - style.ItemSpacing.y);
        width = g_above_primary->second;
    } else {
        corner = ImVec2(vp->WorkPos.x + style.WindowPadding.x, vp->WorkPos.y + vp->WorkSize.y - style.WindowPadding.y);
        width = vp->WorkSize.x - 2 * style.WindowPadding.x;
    }
    ImDrawList* draw = ImGui::GetForegroundDrawList();
    ImFont* font = ImGui::GetFont();
    const float size = ImGui::GetFontSize(), pad = style.WindowPadding.x;
    const auto strip = [&](const std::string& text, ImU32 colour, const char* id) {
        if (text.empty() || width <= 2 * pad) return;
        const ImVec2 top(corner.x, corner.y - strip_height(text, width));
        draw->AddRectFilled(top, ImVec2(corner.x + width, corner.y), colour, style.ChildRounding);
        // Light text on the strip's dark colour, in either theme.
        draw->AddText(font, size, ImVec2(top.x + pad, top.y + pad), theme::u32(theme::palette().on_strip), text.c_str(), nullptr, width - 2 * pad);
        ctx.tags.tag_rect(id, top.x, top.y, corner.x + width, corner.y);
        corner.y = top.y - style.ItemSpacing.y;
    };
    strip(ui.announcement, theme::u32(theme::palette().announcement), "announcement");
    strip(ui.message, theme::u32(theme::palette().message), "message");
}

void tracker(const ViewContext& ctx, UiState& ui) {
    ui.whys_shown.clear();
    g_above_primary.reset();
    const Layout layout = ctx.read_only() ? Layout::Phone : current_layout();
    header(ctx, ui, layout);
    // Over a form or keypad that fills a phone's screen (no list under a finger, and a strip would
    // hide its buttons) and in the players' view, the messages stay in the flow, at the top.
    const bool form_fills_screen = layout == Layout::Phone && (ui.entering || ui.amount || ui.sheet || ui.actions_menu ||
                                                                 ui.encounter_menu || ui.add_open);
    if (ctx.read_only() || form_fills_screen) {
        banner(ctx, ui.message, theme::palette().message, "message");
        banner(ctx, ui.announcement, theme::palette().announcement, "announcement");
    }
    if (ctx.read_only()) {
        order_list(ctx, ui, 0, CardPlace::PlayersView);
        return;
    }
    if (layout == Layout::Phone) phone(ctx, ui);
    else columns(ctx, ui, layout == Layout::Wide, header_folded(layout));
    if (!form_fills_screen) message_strips(ctx, ui);
}

} // namespace rk::ui::views
