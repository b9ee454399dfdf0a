#pragma once
// Where the user is, changed by actions of the interface state (never of the encounter): a
// button that leaves for another screen, the back gesture, another encounter put on screen. The
// views and the app name the step; navigate() applies it, the one place screens change.
// The back gesture or button closes what is open, one layer at a time, instead of leaving the
// app mid-fight (the web page keeps a history entry while anything is open).
#include <variant>

#include "ui/app/ui_state.hpp"

namespace rk::ui {

struct ShowScreen { Screen screen; };   // a button that leaves for another screen
struct Back {};                         // the back gesture: the topmost layer closes
struct ForgetEncounterPanels {};        // another encounter is on screen (or none): its panels close
using Navigation = std::variant<ShowScreen, Back, ForgetEncounterPanels>;

// Applies one step; false when it changed nothing (Back with nothing open: the page is left as usual).
bool navigate(UiState& ui, const Navigation& step);

// Closes the topmost open layer (as the views draw them over each other); false when none is.
bool close_top_layer(UiState& ui);
// How many times back can close something (as close_top_layer counts them).
int back_depth(const UiState& ui);

} // namespace rk::ui
