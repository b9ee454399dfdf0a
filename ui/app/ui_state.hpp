#pragma once
// Transient interface state: what is being typed, which screen and panel are open, the last
// message. Never part of the encounter, never undone, never saved with it.
#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/formats/json_numbers.hpp"

#include "core/model/encounter.hpp"
#include "core/fight/prompts.hpp"
#include "core/library/party.hpp"
#include "core/model/types.hpp"

namespace rk::ui {

struct Rect {
    float x = 0, y = 0, w = 0, h = 0;
    bool clipped = false;   // part of the item is cut off by its list (the rect is what shows)
    float list_top = 0, list_bottom = 0;   // what its list shows, top to bottom: where a wheel scrolls it
};

// A widget a list's row tagged when it was last drawn, where it was from the row's top left
// (TestTags::record): the row says so while it is scrolled away and not drawn.
struct TagMark {
    std::string name;
    Rect rect;
};

// A row of the order as the tracker lists it (FightReading::order_rows, once per change): who, where in
// the encounter, and what the row needs to know without being drawn.
struct OrderRow {
    CombatantId id = 0;
    std::size_t index = 0;    // in the encounter's combatants
    bool out = false;         // out of the fight: dimmed and listed last
    bool asked = false;       // the rules ask something of it: its prompts are on its card
    std::vector<std::string> whys;   // what its card's prompts say once per screen (say_why_once)
};

// What the order list knows of a row without drawing it (tracker_view.cpp): its height when it
// was last drawn, in full or as a compact row, and the widgets it tagged then, as what.
struct RowMemory {
    float height = 0;                // drawn in full (a compact row's is fixed)
    bool in_full = false;
    int drawn_in = -1;               // ImGui's frame it was last drawn in
    std::uint64_t tags_of = 0;       // what the row showed when its tags were noted (0: never)
    std::vector<TagMark> tags;
};

// The quick add form. Everything but the side starts afresh for each new kind of combatant
// (and each encounter), so nothing of the last one carries over unnoticed.
struct QuickAddForm {
    char name[64] = "";
    int side = 2;            // foes by default: the party is usually added once
    bool is_player = false;
    int hp = 10;
    char hp_dice[24] = "";   // "2d6+2": each copy's hit points rolled, instead of `hp`
    std::optional<int> initiative;   // unset: the rules' prompt asks for the roll
    int level = 1;
    int copies = 1;
    std::map<std::string, int> stats;   // the numbers the ruleset reads ("dex", "wit", ranks...)
    std::string added;       // what the last tap on "Add" put in the fight, said back
    std::uint32_t encounter = 0;   // the encounter the form was filled for
    bool operator==(const QuickAddForm&) const = default;
};

// The fresh form the next combatant starts from, on the same side as `last`.
inline QuickAddForm fresh_quick_add(const QuickAddForm& last) {
    QuickAddForm f;
    f.side = last.side;
    f.is_player = last.is_player;
    f.encounter = last.encounter;
    return f;
}

enum class Screen {
    Library, Tracker, Share,
    Join,      // the game master's "Players join": the next player's code, the camera for their answers
    Joining,   // a player's page opened by a join link: its answer, for the game master's camera
};

// An action's form being filled in (the action sheet): its JSON, edited field by field.
struct SheetState {
    std::string type;                        // the action's type name
    std::optional<CombatantId> self;         // the combatant it is about, if any
    nlohmann::json values;                   // the action as JSON, defaults first
    std::map<std::string, std::array<char, 96>> text;   // what is typed into text and dice fields
    bool confirming = false;                 // a destructive action asks once more
    bool fresh = true;                       // just opened: its fields start at the top
};

// "Enter dice" for a roll prompt: the faces the table rolled, tapped in one by one.
struct DiceEntry {
    Prompt prompt;
    std::vector<int> faces;
    std::string typed;   // a d20's or d100's face (or the total) being typed digit by digit
    // Where the prompt's dice allow it (or_total), the total the player says ("22") rather than
    // the die's face: the keypad starts with it.
    bool total = true;
};

// Damage or healing being typed for one combatant (the keypad its hit points open).
struct AmountEntry {
    CombatantId id = 0;
    std::string typed;
};

// A link the page was opened with, waiting for the user to decide.
struct PendingLink {
    Encounter encounter;
    bool player_view = false;
};

// What the start screen's parties have half done: a new party's name being typed, a party being
// renamed, its members being chosen, or its removal asked.
struct PartyEditing {
    enum class What { Nothing, New, Rename, Members, Remove } what = What::Nothing;
    std::string party;    // the party it is about (none for a new one)
    char name[64] = "";   // the name being typed
    char member[64] = ""; // a new member's name, typed while choosing members
    int member_hp = 10;   // and its hit points
};

// A file being imported whose parties or roster members the library holds otherwise: nothing
// changes until each is answered (replace it, keep both, leave it out), then one library action.
struct PendingImport {
    AddEncounters found;
    std::vector<ImportQuestion> questions;
    std::size_t asked = 0;   // the question on screen
};

// A turn as the order list follows it: which encounter, who acts, in which round, on a screen
// of which size.
struct TurnInView {
    std::uint32_t encounter = 0;
    CombatantId acting = 0;
    int round = 0;
    float screen_w = 0, screen_h = 0;
    bool operator==(const TurnInView&) const = default;
};

struct UiState {
    Screen screen = Screen::Library;
    QuickAddForm add;
    bool add_open = false;
    bool choosing_ruleset = false;
    bool fight_with_party = false;           // the rules chosen next start a fight with a party
    std::string fight_party;                 // which party (by name)
    std::optional<std::string> party_member; // the party member open on the start screen
    std::string party_member_in;             // under which party's list it is open ("": no party's)
    PartyEditing party_editing;              // a party being named, renamed, filled or removed
    int rest_amount = 1;                     // hours, weeks or hit points of the next rest
    std::optional<CombatantId> selected;     // the card whose actions are open
    // Beside the list, the detail panel follows whoever acts: a combatant tapped earlier gives
    // way when the turn moves on, unless pinned there.
    bool pinned = false;
    std::optional<CombatantId> detail_seen;  // the selection as the panel last saw it
    CombatantId detail_seen_acting = 0;      // and who was acting then
    std::optional<std::uint32_t> confirm_delete;
    bool offer_library_undo = false;         // a library change was made on this screen: Undo is offered
    std::string message;                     // the last refusal or problem, shown until the next change
    std::string notice;                      // something the user should know (storage, other tab)
    bool offer_damaged_data = false;         // the notice offers to save damaged stored data as a file
    bool offer_export = false;               // the notice offers "Save everything as a file" (safe mode)
    std::string announcement;                // what just ran out ("Bless on Aria has ended"), until the next change
    std::optional<PendingLink> link;         // "open as a new encounter?"
    std::optional<PendingImport> import;     // "replace it, keep both or leave it out?"
    bool share_player_view = false;
    float join_code_side = 0;                // the last join code's QR side: the room kept while the next is made

    std::optional<SheetState> sheet;         // an action's form, over the tracker
    std::optional<DiceEntry> entering;       // entering rolled dice for a prompt
    std::optional<AmountEntry> amount;       // typing an amount of damage or healing
    std::optional<CombatantId> actions_menu; // the long-press list of a combatant's actions
    bool encounter_menu = false;             // the encounter's own actions (rename, end, ...)
    bool confirm_end = false;                // "end the encounter?"
    bool log_open = false;                   // the combat log (phone: instead of the order)
    std::uint32_t order_after_fight_of = 0;  // the ended fight whose order a phone shows instead of its summary
    CombatantId long_press = 0;              // the card held down long enough to open its list
    bool numeric_field_active = false;       // a field that takes numbers is being typed into: the keyboard offers a keypad
    std::vector<int> chosen_dice;            // text 002: indexes of the dice tapped to spend
    CombatantId chosen_dice_owner = 0;
    int spend_cost = 4;
    std::set<std::string> whys_shown;        // prompt context lines already drawn this frame
    // The turn the order list has brought into view: when another begins (start, next turn,
    // undo) or the screen turns, the list scrolls to the acting one until it is wholly on screen (a few frames at
    // most, cards find their height a frame late), then leaves the scrolling to the user.
    TurnInView turn_in_view;
    int turn_follow_frames = 0;
    // Room left below the order's last card for the message strips drawn over its bottom: it grows
    // with them at once and shrinks only as far as that moves no card (see tracker_view.cpp).
    float order_runway = 0;
    // The order list draws only the rows on screen: what it knows of the others, by combatant,
    // for the encounter it was filled for.
    std::uint32_t order_memory_of = 0;
    std::unordered_map<CombatantId, RowMemory> order_memory;
    float order_full_height = 0;   // the last card drawn in full: what one not drawn yet is reckoned at
    // A reminder placed between the cards at its count: its row's height when last drawn (for
    // the encounter order_memory_of names, forgotten with it).
    std::unordered_map<ReminderId, float> reminder_heights;
};

// Quick add closed (its Close, or Back): a half-filled form is not kept for the next time.
inline void close_quick_add(UiState& ui) {
    ui.add_open = false;
    ui.add = fresh_quick_add(ui.add);
}

// Something half typed or half chosen that a reload would lose (an amount on the keypad, dice
// being entered, an action's form, quick add, dice tapped to spend): the page waits for it to be
// finished or closed before it reloads into a new version of the app.
inline bool half_done(const UiState& ui) {
    return ui.amount || ui.entering || ui.sheet || ui.add_open || !ui.chosen_dice.empty() || ui.import;
}

} // namespace rk::ui
