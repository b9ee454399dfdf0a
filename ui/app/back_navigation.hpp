#pragma once
// The back gesture or button closes what is open, one layer at a time, instead of leaving the
// app mid-fight (the web page keeps a history entry while anything is open).
#include "ui/app/ui_state.hpp"

namespace rk::ui {

// Closes the topmost open layer (as the views draw them over each other); false when none is.
bool close_top_layer(UiState& ui);
// How many times back can close something (as close_top_layer counts them).
int back_depth(const UiState& ui);
// Another encounter is on screen (or none): nothing of the last one's panels stays open.
void forget_encounter_panels(UiState& ui);

} // namespace rk::ui
