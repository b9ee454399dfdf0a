#include <catch2/catch.hpp>

#include "ui/app/navigation.hpp"

using namespace rk::ui;

TEST_CASE("back closes the topmost layer first, then the fight, and counts what is left", "[ui][back]") {
    UiState ui;
    ui.screen = Screen::Share;
    ui.log_open = true;
    ui.sheet = SheetState{};
    ui.entering = DiceEntry{};
    CHECK(back_depth(ui) == 5);   // dice entry, sheet, log, share screen, the fight
    REQUIRE(close_top_layer(ui));
    CHECK_FALSE(ui.entering);
    CHECK(ui.sheet);               // only the topmost layer goes
    REQUIRE(close_top_layer(ui));
    CHECK_FALSE(ui.sheet);
    REQUIRE(close_top_layer(ui));
    CHECK_FALSE(ui.log_open);
    REQUIRE(close_top_layer(ui));
    CHECK(ui.screen == Screen::Tracker);
    CHECK(back_depth(ui) == 1);
    REQUIRE(close_top_layer(ui));
    CHECK(ui.screen == Screen::Library);
    CHECK(back_depth(ui) == 0);
    CHECK_FALSE(close_top_layer(ui));   // nothing open: back leaves the app as usual
}

TEST_CASE("back closes the damage keypad before the fight", "[ui][back]") {
    UiState ui;
    ui.screen = Screen::Tracker;
    ui.amount = AmountEntry{3, "8"};
    CHECK(back_depth(ui) == 2);   // the keypad, the fight
    REQUIRE(close_top_layer(ui));
    CHECK_FALSE(ui.amount);
    CHECK(ui.screen == Screen::Tracker);
}

TEST_CASE("screens change by navigation steps, the app's and the views' alike", "[ui][back]") {
    UiState ui;
    CHECK(navigate(ui, ShowScreen{Screen::Tracker}));
    CHECK(ui.screen == Screen::Tracker);
    CHECK_FALSE(navigate(ui, ShowScreen{Screen::Tracker}));   // already there: nothing changed
    ui.selected = 4;
    ui.sheet = SheetState{};
    ui.actions_menu = 4;
    ui.announcement = "Bless on Aria has ended.";
    REQUIRE(navigate(ui, ForgetEncounterPanels{}));   // another encounter on screen: nothing of this one stays
    CHECK_FALSE(ui.selected);
    CHECK_FALSE(ui.sheet);
    CHECK_FALSE(ui.actions_menu);
    CHECK(ui.announcement.empty());
    CHECK(ui.screen == Screen::Tracker);
    REQUIRE(navigate(ui, Back{}));
    CHECK(ui.screen == Screen::Library);
    CHECK_FALSE(navigate(ui, Back{}));
}
