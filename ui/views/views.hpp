#pragma once
// The screens and panels of the app, one file each. Views read the encounter, keep transient
// state in UiState, and change things only through the App (dispatch, library operations).
#include "app.hpp"

namespace rk::ui::views {

void library(App& app, UiState& ui);       // the start screen: encounters, roster, settings
void tracker(App& app, UiState& ui);       // header, order list, primary action
void quick_add(App& app, UiState& ui);     // the add-combatant form
void combatant_card(App& app, UiState& ui, const Combatant& c, bool acting);
void share(App& app, UiState& ui);         // link, QR code, copy / share
void link_prompt(App& app, UiState& ui);   // "this link holds ...: open as a new encounter?"
void notice_banner(App& app, UiState& ui); // storage problems, another tab, imports
void segment_clock(App& app);              // text 003: the current segment, what goes off, what is coming

// Helpers shared by the views.
bool big_button(const char* label, float width, float height = 0);
void section_title(const char* text);
void load_sample_fight(App& app);

} // namespace rk::ui::views
