#include "core/library/saved_session.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::must;

namespace {
SavedSession sample() {
    SavedSession s;
    Encounter a = must(Encounter{}, RenameEncounter{"Bridge"});
    a = must(a, AddCombatant{"Troll", 2, false, 5, 60});
    s.undo = {Encounter{}, must(Encounter{}, RenameEncounter{"Bridge"})};
    a = must(a, StartEncounter{});
    Encounter b = must(Encounter{}, RenameEncounter{"Crypt"});
    s.library.encounters = {{1, a}, {2, b}};
    s.library.open = 1;
    s.library.next_id = 3;
    s.library.roster = {{"Aria", true, 3, 24, {}, ""}};
    s.library.settings.text_size = 2;
    s.library.settings.last_export_day = 20400;
    s.library.settings.keep_screen_on = false;
    return s;
}
} // namespace

TEST_CASE("the saved session keeps the library, the settings and the open encounter's undo history", "[session]") {
    const SavedSession s = sample();
    auto back = load_session(save_session(s));
    INFO(back.reason());
    REQUIRE(back.is_ok());
    CHECK(back.value() == s);
}

TEST_CASE("settings saved before the screen setting existed keep the screen on", "[session]") {
    auto back = load_session(R"({"schema":1,"library":{"settings":{"light_theme":true}}})");
    REQUIRE(back.is_ok());
    CHECK(back.value().library.settings.keep_screen_on);
    CHECK(back.value().library.settings.light_theme);
}

TEST_CASE("documents from a newer version or without a schema are refused, older ones upgraded", "[session][migrations]") {
    CHECK(load_session(R"({"schema":3,"library":{}})").why() == Why::NewerVersion);
    CHECK_FALSE(load_session(R"({"library":{}})").is_ok());
    CHECK_FALSE(load_session(R"({"schema":"1","library":{}})").is_ok());
    CHECK(load_session(R"({"schema":1,"library":{}})").is_ok());   // the current schema passes unchanged
}

TEST_CASE("damaged storage: what still reads is recovered, the rest is reported", "[session]") {
    std::string text = save_session(sample());
    // One encounter made inconsistent (a combatant on a side that does not exist).
    const auto pos = text.find("\"side\":2");
    REQUIRE(pos != std::string::npos);
    text.replace(pos, 8, "\"side\":9");
    CHECK_FALSE(load_session(text).is_ok());
    Recovered r = recover_session(text);
    REQUIRE(r.session.library.encounters.size() == 1);
    CHECK(r.session.library.encounters[0].encounter->name == "Crypt");
    CHECK(r.session.library.roster.size() == 1);
    CHECK(r.session.library.settings.text_size == 2);
    CHECK(r.lost == "1 damaged entry and the undo history");
    CHECK_FALSE(check_library(r.session.library));

    Recovered cut = recover_session(text.substr(0, text.size() / 2));
    CHECK(cut.session.library.encounters.empty());
    CHECK(cut.lost == "everything (the saved data is not readable)");
    CHECK(recover_session("[1,2]").lost == "everything (this is not Roundkeeper data)");
}
