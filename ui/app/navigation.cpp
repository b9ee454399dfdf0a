#include "ui/app/navigation.hpp"

namespace rk::ui {

bool close_top_layer(UiState& ui) {
    if (ui.entering) { ui.entering.reset(); return true; }
    if (ui.amount) { ui.amount.reset(); return true; }
    if (ui.sheet) { ui.sheet.reset(); return true; }
    if (ui.confirm_end) { ui.confirm_end = false; return true; }
    if (ui.actions_menu || ui.encounter_menu) { ui.actions_menu.reset(); ui.encounter_menu = false; return true; }
    if (ui.add_open) { close_quick_add(ui); return true; }
    if (ui.log_open) { ui.log_open = false; return true; }
    if (ui.choosing_ruleset) { ui.choosing_ruleset = false; return true; }
    if (ui.screen == Screen::Join) { ui.screen = Screen::Share; return true; }
    if (ui.screen == Screen::Share) { ui.screen = Screen::Tracker; return true; }
    if (ui.screen == Screen::Joining) { ui.screen = Screen::Library; return true; }
    if (ui.screen == Screen::Tracker) { ui.screen = Screen::Library; return true; }
    return false;
}

int back_depth(const UiState& ui) {
    return int{ui.entering.has_value()} + int{ui.amount.has_value()} + int{ui.sheet.has_value()} + int{ui.confirm_end} +
           int{ui.actions_menu.has_value() || ui.encounter_menu} + int{ui.add_open} + int{ui.log_open} +
           int{ui.choosing_ruleset} + (ui.screen == Screen::Join ? 3 : ui.screen == Screen::Share ? 2 : ui.screen == Screen::Tracker || ui.screen == Screen::Joining ? 1 : 0);
}

namespace {

// Nothing of the last encounter's panels stays open.
void forget_encounter_panels(UiState& ui) {
    ui.selected.reset();
    ui.announcement.clear();
    ui.sheet.reset();
    ui.entering.reset();
    ui.actions_menu.reset();
    ui.encounter_menu = false;
}

} // namespace

bool navigate(UiState& ui, const Navigation& step) {
    if (const auto* show = std::get_if<ShowScreen>(&step)) {
        if (ui.screen == show->screen) return false;
        ui.screen = show->screen;
        return true;
    }
    if (std::holds_alternative<Back>(step)) return close_top_layer(ui);
    forget_encounter_panels(ui);
    return true;
}

} // namespace rk::ui
