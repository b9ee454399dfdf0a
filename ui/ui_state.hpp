#pragma once
// Transient interface state: what is being typed, which screen and panel are open, the last
// message. Never part of the encounter, never undone, never saved with it.
#include <optional>
#include <string>

#include "core/encounter.hpp"
#include "core/types.hpp"

namespace rk::ui {

struct Rect {
    float x = 0, y = 0, w = 0, h = 0;
};

struct QuickAddForm {
    char name[64] = "";
    int side = 2;            // foes by default: the party is usually added once
    bool is_player = false;
    int hp = 10;
    int initiative = 10;
    int copies = 1;
};

enum class Screen { Library, Tracker, Share };

// A link the page was opened with, waiting for the user to decide.
struct PendingLink {
    Encounter encounter;
    bool player_view = false;
};

struct UiState {
    Screen screen = Screen::Library;
    QuickAddForm add;
    bool add_open = false;
    bool choosing_ruleset = false;
    std::optional<CombatantId> selected;     // the card whose actions are open
    std::optional<std::uint32_t> confirm_delete;
    std::string message;                     // the last refusal or problem, shown until the next change
    std::string notice;                      // something the user should know (storage, other tab)
    std::optional<PendingLink> link;         // "open as a new encounter?"
    bool read_only = false;                  // a player-view link: nothing can be changed
    bool share_player_view = false;
};

} // namespace rk::ui
