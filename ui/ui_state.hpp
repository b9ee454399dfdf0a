#pragma once
// Transient interface state: what is being typed, which panel is open, the last message.
// Never part of the encounter, never undone, never saved with it.
#include <map>
#include <string>

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

struct UiState {
    QuickAddForm add;
    bool add_open = false;
    std::optional<CombatantId> selected;     // the card whose actions are open
    std::string message;                     // the last refusal, shown until the next change
    float text_scale = 1.0f;
};

} // namespace rk::ui
