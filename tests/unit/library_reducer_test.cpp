#include "core/library/library_json.hpp"
#include "core/library/library_reducer.hpp"
#include "core/library/party.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/segments/segments_system.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::must;

namespace {

Library applied(const Library& lib, const LibraryAction& a) {
    auto r = apply_to_library(lib, a);
    INFO("refused: " << r.reason());
    REQUIRE(r.is_ok());
    return r.value();
}

std::string refused(const Library& lib, const LibraryAction& a) {
    auto r = apply_to_library(lib, a);
    REQUIRE_FALSE(r.is_ok());
    return r.reason();
}

Encounter named(const std::string& name) { return must(Encounter{}, RenameEncounter{name}); }

RosterEntry aria() { return {"Aria", true, 3, 24, {{"dex", 15}}, "Cleric"}; }

} // namespace

TEST_CASE("library actions add, open and delete encounters; ids are never reused", "[library][reducer]") {
    Library lib = applied(Library{}, NewEncounter{kCountdown, {}});
    REQUIRE(lib.encounters.size() == 1);
    CHECK(lib.encounters[0].id == 1);
    CHECK(lib.encounters[0].encounter->name == "Encounter 1");
    CHECK(lib.encounters[0].encounter->ruleset == kCountdown);
    lib = applied(lib, AddEncounters{{named("Bridge"), named("Crypt")}, {}});
    CHECK(lib.encounters.size() == 3);
    CHECK(lib.encounters[2].id == 3);
    lib = applied(lib, OpenEncounter{3});
    CHECK(lib.open == 3u);
    lib = applied(lib, DeleteEncounter{3});
    CHECK_FALSE(lib.open);   // deleting the open encounter closes it
    lib = applied(lib, NewEncounter{});
    CHECK(lib.encounters.back().id == 4);
    CHECK(check_library(lib) == std::nullopt);
}

TEST_CASE("library actions on what is not there are refused with a reason", "[library][reducer]") {
    const Library lib = applied(Library{}, NewEncounter{});
    CHECK(refused(lib, OpenEncounter{7}) == "There is no encounter #7 in the library");
    CHECK(refused(lib, DeleteEncounter{7}) == "There is no encounter #7 in the library");
    CHECK(refused(lib, KeepEncounter{7, named("Bridge")}) == "There is no encounter #7 in the library");
    CHECK(refused(lib, RemoveFromRoster{"Aria"}) == "Aria is not in the party roster");
    CHECK(refused(lib, AddToRoster{RosterEntry{}}) == "A party member needs a name");
    CHECK(refused(lib, AddToRoster{RosterEntry{"Wisp", true, 1, 0, {}, ""}}) == "Hit points are between 1 and 100000");
    LibrarySettings huge;
    huge.text_size = 9;
    CHECK(refused(lib, ChangeSettings{huge}) == "The text size is small (0), normal (1) or large (2)");
    Encounter broken = named("Broken");
    broken.next_id = 0;   // an id every combatant would collide with
    broken = must(broken, AddCombatant{"Troll", 2, false, 5, 60});
    CHECK(refused(lib, AddEncounters{{broken}, {}}).rfind("Encounter \"Broken\" is inconsistent: ", 0) == 0);
}

TEST_CASE("the roster holds one entry per name; an import adds only the names it lacks", "[library][reducer]") {
    Library lib = applied(Library{}, AddToRoster{aria()});
    CHECK(refused(lib, AddToRoster{aria()}) == "Aria is already in the party roster");
    RosterEntry other = aria();
    other.level = 9;
    lib = applied(lib, AddEncounters{{}, {other, {"Bram", true, 3, 31, {}, ""}}});
    REQUIRE(lib.roster.size() == 2);
    CHECK(lib.roster[0] == aria());   // the roster's own Aria stays
    CHECK(lib.roster[1].name == "Bram");
    lib = applied(lib, RemoveFromRoster{"Aria"});
    REQUIRE(lib.roster.size() == 1);
    CHECK(lib.roster[0].name == "Bram");
}

TEST_CASE("a batch of library actions applies all or nothing", "[library][reducer][history]") {
    History<Library> h;
    REQUIRE_FALSE(commit(h, AddToRoster{aria()}));
    const History<Library> before = h;
    const LibraryAction batch[] = {NewEncounter{}, OpenEncounter{1}, AddToRoster{aria()}};
    CHECK(commit_all(h, batch)->why == Why::AlreadyInRoster);
    CHECK(h == before);   // no encounter was added halfway
    const LibraryAction fine[] = {NewEncounter{}, OpenEncounter{1}};
    REQUIRE_FALSE(commit_all(h, fine));
    CHECK(h.past.size() == 2);   // one step for the new encounter and its opening
    CHECK(h.present.open == 1u);
}

TEST_CASE("undo brings back a deleted encounter as it was, and keeps everything undo does not take back", "[library][history]") {
    // "A game master who deletes an encounter by mistake expects Undo to bring it back."
    History<Library> h;
    const LibraryAction two[] = {AddEncounters{{named("Bridge"), named("Crypt")}, {}}};
    REQUIRE_FALSE(commit_all(h, two));
    Encounter bridge = must(*h.present.encounters[0].encounter, AddCombatant{"Troll", 2, false, 5, 60});
    REQUIRE_FALSE(commit(h, KeepEncounter{1, bridge}));   // filing the fight's changes: no step
    CHECK(h.past.size() == 1);
    REQUIRE_FALSE(commit(h, DeleteEncounter{1}));
    CHECK(describe_library_change(h.past.back(), h.present) == "delete \"Bridge\"");
    // Meanwhile: a setting, and a change to the other encounter, neither of them a step.
    LibrarySettings light;
    light.light_theme = true;
    REQUIRE_FALSE(commit(h, ChangeSettings{light}));
    const Encounter crypt = must(*h.present.encounters[0].encounter, RenameEncounter{"Crypt, flooded"});
    REQUIRE_FALSE(commit(h, KeepEncounter{2, crypt}));
    CHECK(h.past.size() == 2);

    REQUIRE_FALSE(undo_library(h));
    REQUIRE(h.present.encounters.size() == 2);
    CHECK(h.present.encounters[0].encounter == bridge);   // with its troll
    CHECK(h.present.encounters[1].encounter == crypt);    // not rolled back
    CHECK(h.present.settings.light_theme);                // not rolled back
    CHECK(h.present.next_id == 3);
    REQUIRE_FALSE(redo_library(h));
    REQUIRE(h.present.encounters.size() == 1);
    CHECK(h.present.encounters[0].encounter == crypt);
}

TEST_CASE("undoing an import removes it; redo brings it back with what was done to it meanwhile", "[library][history]") {
    History<Library> h;
    REQUIRE_FALSE(commit(h, AddEncounters{{named("Imported")}, {aria()}}));
    REQUIRE_FALSE(commit(h, OpenEncounter{1}));
    const Encounter played = must(*h.present.encounters[0].encounter, AddCombatant{"Troll", 2, false, 5, 60});
    REQUIRE_FALSE(commit(h, KeepEncounter{1, played}));
    CHECK(describe_library_change(h.past.back(), h.present) == "add \"Imported\" and add Aria to the roster");
    REQUIRE_FALSE(undo_library(h));
    CHECK(h.present.encounters.empty());
    CHECK(h.present.roster.empty());
    CHECK_FALSE(h.present.open);   // the encounter that was open is gone
    CHECK(h.present.next_id == 2);  // its id is not given out again
    REQUIRE_FALSE(redo_library(h));
    REQUIRE(h.present.encounters.size() == 1);
    CHECK(h.present.encounters[0].encounter == played);
    CHECK(undo_library(h) == std::nullopt);
    CHECK(undo_library(h)->why == Why::NothingToUndo);
}

TEST_CASE("a roster entry kept from a combatant comes back into a fight as one batch", "[library][roster]") {
    Encounter e = must(Encounter{}, AddCombatant{"Aria", 1, true, 3, 24});
    e = must(e, SetStat{1, "dex", 15});
    e = must(e, SetNotes{1, "Cleric"});
    const RosterEntry entry = roster_entry_from(e, *e.find(1));
    RosterEntry sheet = entry;
    sheet.standing.reset();
    CHECK(sheet == aria());
    REQUIRE(entry.standing);   // and how Aria stands now: at full health
    CHECK(entry.standing->combatant.hp->current == 24);
    History<Encounter> h;
    h.present = must(Encounter{}, AddCombatant{"Goblin", 2, false, 1, 7});
    const Action add = party_into_fight(std::span(&entry, 1), h.present.ruleset);
    REQUIRE_FALSE(commit_all(h, std::span(&add, 1)));
    CHECK(h.past.size() == 1);   // one undo step
    const Combatant* back = h.present.find(2);
    REQUIRE(back);
    CHECK(back->name == "Aria");
    CHECK(back->stats.at("dex") == 15);
    CHECK(back->notes == "Cleric");
    CHECK(back->hp->max == 24);
}

TEST_CASE("adding the party is one undo step: each player with its own stats, the NPCs stay out", "[library][roster]") {
    const std::vector<RosterEntry> roster{aria(), {"Troll", false, 5, 60, {}, ""}, {"Bram", true, 3, 31, {{"dex", 9}}, "Fighter"}};
    const std::vector<RosterEntry> players = party(roster);
    REQUIRE(players.size() == 2);
    History<Encounter> h;
    h.present = must(Encounter{}, AddCombatant{"Goblin", 2, false, 1, 7});
    const Action add = party_into_fight(players, h.present.ruleset);
    REQUIRE_FALSE(commit_all(h, std::span(&add, 1)));
    CHECK(h.past.size() == 1);
    CHECK(h.present.find(2)->stats.at("dex") == 15);
    CHECK(h.present.find(3)->name == "Bram");
    CHECK(h.present.find(3)->stats.at("dex") == 9);
    CHECK(h.present.find(3)->notes == "Fighter");
    REQUIRE_FALSE(undo(h));
    CHECK(h.present.combatants.size() == 1);
}

TEST_CASE("library actions are JSON with their type name, and read back the same", "[library][serialize]") {
    LibrarySettings s;
    s.text_size = 2;
    const std::vector<LibraryAction> all{NewEncounter{kSegments, {}}, AddEncounters{{named("Bridge")}, {aria()}},
                                         OpenEncounter{2}, CloseEncounter{}, DeleteEncounter{2},
                                         KeepEncounter{1, named("Crypt")}, AddToRoster{aria()},
                                         RemoveFromRoster{"Aria"}, ChangeSettings{s}};
    for (const LibraryAction& a : all) {
        const nlohmann::json j = a;
        CHECK(j.at("type") == action_type(a));
        CHECK(j.get<LibraryAction>() == a);
    }
    CHECK(nlohmann::json::parse(R"({"type":"DeleteEncounter","id":4})").get<LibraryAction>() == LibraryAction{DeleteEncounter{4}});
    CHECK_THROWS_WITH(nlohmann::json::parse(R"({"type":"Shred"})").get<LibraryAction>(), "unknown action \"Shred\"");
}
