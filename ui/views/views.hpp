#pragma once
// The screens and panels of the app, one file each. Views are handed a ViewContext
// (ui/app/view_context.hpp): they read the state through it, keep transient state in UiState, and
// change things only by its actions (dispatch to the encounter or the library, its files and links).
#include <imgui.h>

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ui/app/view_context.hpp"
#include "ui/drawing/palette.hpp"
#include "core/fight/prompts.hpp"

namespace rk::ui::views {

void library(const ViewContext& ctx, UiState& ui);       // the start screen: encounters, the party, settings
void party(const ViewContext& ctx, UiState& ui);         // the party between fights, on the start screen
void tracker(const ViewContext& ctx, UiState& ui);       // header, order list, primary action
void quick_add(const ViewContext& ctx, UiState& ui);     // the add-combatant form
// Quick add's questions that systems choose among (ui/rules/system_screens.hpp, quick_add_fields):
// the hit points, as a number or as hit dice; this round's initiative ("roll" until set).
void quick_add_hit_points(const ViewContext& ctx, QuickAddForm& f);
void quick_add_initiative(const ViewContext& ctx, QuickAddForm& f);
// Where a combatant of the order is drawn: in a phone's one column (the tapped one opens its
// detail in place), beside the detail panel (which shows the tapped, else the acting one), or
// in the players' read-only view.
enum class CardPlace { Column, BesideDetail, PlayersView };
// Whether the order draws this row's card in full (else as a compact row), and the card itself.
bool card_in_full(const Encounter& e, const UiState& ui, const OrderRow& row, CardPlace place);
void combatant_card(const ViewContext& ctx, UiState& ui, const Combatant& c, CardPlace place, bool in_full);
void share(const ViewContext& ctx, UiState& ui);         // link, QR code, copy / share
void import_prompt(const ViewContext& ctx, UiState& ui); // "the file has a party of that name: replace it, keep both, leave it out?"
void link_prompt(const ViewContext& ctx, UiState& ui);   // "this link holds ...: open as a new encounter?"
// What the join screens read and do, and nothing else: the join's state, the test hook's names,
// the camera (they are drawn for a player's page too, which has no fight).
struct JoinScreen {
    const Sharing::Joining& join;
    std::function<void(const char*)> tag;     // names the item just drawn, for the test hook
    std::function<void()> scan_player_code;   // "Scan": the camera opens over the page
};
void players_join(const JoinScreen& screen, UiState& ui);   // the game master's: players' phones join by camera
void joining(const JoinScreen& screen, UiState& ui);        // a player's page: its answer, for the game master's camera
// A QR code of `text`, at most `side` pixels square (whole pixels per module), centred; the
// side it was drawn at (0: too long for a QR code, a sentence says so instead).
float qr_code(const std::string& text, float side);
void notice_banner(const ViewContext& ctx, UiState& ui); // storage problems, another tab, imports
void combatant_detail(const ViewContext& ctx, UiState& ui, const Combatant& c);   // everything one can do to a combatant
void actions_menu(const ViewContext& ctx, UiState& ui);  // every action of the catalogue for a combatant or the encounter
void action_sheet(const ViewContext& ctx, UiState& ui);  // the form of one action
// The form of one action, its fields started from what the combatant has (a die of its hand).
void open_sheet(const ViewContext& ctx, UiState& ui, std::string_view type, std::optional<CombatantId> self);
// The same form with these starting values (an every-round offer: the rules filled in what they could).
void open_sheet(const ViewContext& ctx, UiState& ui, const Action& start, std::optional<CombatantId> self);
void dice_entry(const ViewContext& ctx, UiState& ui);    // "enter dice": the faces the table rolled
void amount_keypad(const ViewContext& ctx, UiState& ui); // damage or healing of any amount, from a card's hit points
void combat_log(const ViewContext& ctx);                 // what happened, newest first
// The fight's summary once it is over (rounds, harm taken and dealt, who is out, what lasts),
// with "Share summary"; on a phone it stands in for the order, with a button back to it.
void fight_summary(const ViewContext& ctx, UiState& ui, bool beside_order);
// Whether the phone shows the summary in place of the order (an ended fight, its order not asked for).
bool summary_shown(const ViewContext& ctx, const UiState& ui);

// How the screen is laid out: one column on a phone held upright; order and detail side by
// side on a phone on its side or a small tablet; order, detail and log on a tablet or desktop.
enum class Layout { Phone, TwoColumns, Wide };
Layout current_layout();

// Helpers shared by the views.
bool big_button(const char* label, float width, float height = 0);
// What was cut off in the frame being drawn (cleared as each frame starts): the buttons whose
// label did not fit, and, once a test has asked, every text running past the edge of the box it
// is drawn in and every tagged widget cut by its list's sides (as "[tag]").
std::vector<std::string>& cut_labels();
// A text about to be drawn by `list` (ImDrawList::AddText's arguments): noted in cut_labels()
// when part of a line that shows runs past the side of its clip rectangle or of the screen.
void note_cut_text(const ImDrawList& list, const ImFont* font, float size, ImVec2 pos,
                   const char* begin, const char* end, float wrap_width, const ImVec4* fine_clip);
// How many of these buttons go on a row (at most `most`) with every label whole and `margin`
// clear on each side of it (by default the frame's padding; a chip's short number needs less).
int per_row_fitting(std::span<const std::string> labels, int most, float margin = -1);
bool toggle_button(const char* label, bool on, float width);   // one of a set of options, lit when chosen
// A big button in a colour of its own with its ink (the palette pairs them: theme.hpp).
bool filled_button(const char* label, float width, Colour fill, Colour ink);
// The prompts of one combatant (or the table's, who unset), as buttons filling the width.
void prompt_list(const ViewContext& ctx, UiState& ui, const std::vector<Prompt>& list, std::optional<CombatantId> who);
void section_title(const char* text);
// After a field that takes numbers: while it is being edited, the soft keyboard offers a keypad.
void numeric_field(UiState& ui);
// The text as is where it fits `room`, else broken into two lines at the space that suits best,
// or into as many as it takes where two do not fit.
std::string in_lines(const std::string& text, float room);
// The width of one of `n` buttons side by side on the rest of this line, with the gaps between them.
inline float share_of(int n) {
    return (ImGui::GetContentRegionAvail().x - static_cast<float>(n - 1) * ImGui::GetStyle().ItemSpacing.x) / static_cast<float>(n);
}
// A sentence in the muted colour, wrapped at the width it has (a phone at Large text is narrow).
void muted_text(const char* text);
// A name on one line, in reading order (right to left for Hebrew, Arabic), cut with "…" past `max_width`.
void name_text(const std::string& name, float max_width);
// A name in as many as two lines, broken between words (left-to-right scripts; others keep one
// line), the second cut with an ellipsis if it still does not fit; and how many lines it takes.
void name_two_lines(const std::string& name, float max_width);
int name_line_count(const std::string& name, float max_width);
void load_sample_fight(const ViewContext& ctx, Ruleset ruleset);   // a ready-made fight for these rules

} // namespace rk::ui::views
