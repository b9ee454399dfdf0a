#pragma once
// The screens and panels of the app, one file each. Views read the encounter, keep transient
// state in UiState, and change the encounter only by dispatching actions through the App.
#include "app.hpp"

namespace rk::ui::views {

void tracker(App& app, UiState& ui);       // header, order list, primary action
void quick_add(App& app, UiState& ui);     // the add-combatant form
void combatant_card(App& app, UiState& ui, const Combatant& c, bool acting);
void segment_clock(App& app);              // text 003: the current segment, what goes off, what is coming

// Helpers shared by the views.
bool big_button(const char* label, float width, float height = 0);
void load_sample_fight(App& app);

} // namespace rk::ui::views
