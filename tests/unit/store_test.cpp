#include "core/library/store.hpp"
#include "core/library/party.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::must;

namespace {
std::vector<Action> goblins(const Store& s, int copies) {
    const CombatantId id = s.encounter().next_id;
    return {AddCombatant{"Goblin", 2, false, 1, 7}, SetStat{id, "dex", 12}, DuplicateCombatant{id, copies - 1}};
}
} // namespace

TEST_CASE("the store: a first change with nothing open starts an encounter in the library", "[store]") {
    Store s;
    REQUIRE_FALSE(s.dispatch(AddCombatant{"Aria", 1, true, 3, 24}));
    CHECK(s.open_id() == 1);
    CHECK(s.library().encounters.size() == 1);
    CHECK(s.encounter().combatants.size() == 1);
    CHECK(s.history().past.size() == 1);
    const SavedSession saved = s.saved_session(30);
    CHECK(saved.library.encounters[0].encounter == s.encounter());   // the open encounter is filed
    CHECK(saved.undo.size() == 1);
}

TEST_CASE("the store: quick add of Goblin x6 is one undo step, and a refusal midway changes nothing", "[store]") {
    Store s;
    REQUIRE_FALSE(s.dispatch_all(std::vector<LibraryAction>{NewEncounter{}, OpenEncounter{1}}));
    REQUIRE_FALSE(s.dispatch_all(goblins(s, 6)));
    CHECK(s.encounter().combatants.size() == 6);
    CHECK(s.history().past.size() == 1);
    const std::uint64_t version = s.version();
    std::vector<Action> bad = goblins(s, 3);
    bad.push_back(Damage{999, 1});
    CHECK(s.dispatch_all(bad)->why == Why::NoSuchCombatant);
    CHECK(s.encounter().combatants.size() == 6);
    CHECK(s.version() == version);
    REQUIRE_FALSE(s.undo());
    CHECK(s.encounter().combatants.empty());
}

TEST_CASE("the store: each encounter keeps its changes when another is opened; deleting it is undone", "[store]") {
    Store s;
    REQUIRE_FALSE(s.dispatch_all(std::vector<LibraryAction>{NewEncounter{}, NewEncounter{}, OpenEncounter{1}}));
    REQUIRE_FALSE(s.dispatch(AddCombatant{"Troll", 2, false, 5, 60}));
    REQUIRE_FALSE(s.dispatch(OpenEncounter{2}));
    CHECK(s.encounter().combatants.empty());
    CHECK_FALSE(s.history().can_undo());   // each encounter's undo starts when it opens
    REQUIRE_FALSE(s.dispatch(OpenEncounter{1}));
    CHECK(s.encounter().combatants.size() == 1);   // the troll was filed when encounter 2 opened
    REQUIRE_FALSE(s.dispatch(Damage{1, 10}));
    REQUIRE_FALSE(s.dispatch(DeleteEncounter{1}));   // the open one, by mistake
    CHECK(s.open_id() == 0);
    CHECK(s.library_undo_label() == "delete \"Encounter 1\"");
    REQUIRE_FALSE(s.undo_library());
    REQUIRE(s.library().encounters.size() == 2);
    CHECK(s.library().encounters[0].encounter->find(1)->hp->current == 50);   // as it was, damage included
    CHECK(s.library_redo_label() == "delete \"Encounter 1\"");
}

TEST_CASE("the store: a players' view is shown but refuses changes; opening an encounter ends it", "[store]") {
    Store s;
    REQUIRE_FALSE(s.dispatch(AddCombatant{"Aria", 1, true, 3, 24}));
    Encounter shared = test::must(Encounter{}, AddCombatant{"Ogre", 2, false, 4, 30});
    s.show_read_only(shared);
    CHECK(s.read_only());
    CHECK(s.encounter() == shared);
    CHECK(s.open_id() == 0);
    CHECK(s.dispatch(Damage{1, 3})->why == Why::ReadOnly);
    CHECK(s.saved_session(30).library.encounters[0].encounter->find(1)->name == "Aria");   // the view is never saved
    REQUIRE_FALSE(s.dispatch(OpenEncounter{1}));
    CHECK_FALSE(s.read_only());
    CHECK(s.encounter().find(1)->name == "Aria");
}

TEST_CASE("the store: a players' view leaves the library exactly as it was, its open encounter and undo included", "[store]") {
    Store s;
    REQUIRE_FALSE(s.dispatch(AddCombatant{"Aria", 1, true, 3, 24}));
    REQUIRE_FALSE(s.dispatch(Damage{1, 4}));
    const Library before = s.saved_session(0).library;
    const std::size_t library_steps = s.library_history().past.size();
    s.show_read_only(test::must(Encounter{}, AddCombatant{"Ogre", 2, false, 4, 30}));
    // What is kept between visits (and what another tab reads) is unchanged: the next start
    // reopens the game master's fight, and no library undo step was made.
    CHECK(s.saved_session(0).library == before);
    CHECK(s.library().open == before.open);
    CHECK(s.library_history().past.size() == library_steps);
    // A live view's next state replaces the shown one; the library still is as it was.
    s.show_read_only(test::must(Encounter{}, AddCombatant{"Troll", 2, false, 4, 30}));
    CHECK(s.encounter().find(1)->name == "Troll");
    CHECK(s.saved_session(0).library == before);
    // Ending the view shows the library's open encounter again, with its undo.
    s.end_read_only();
    CHECK_FALSE(s.read_only());
    CHECK(s.open_id() == *before.open);
    CHECK(s.encounter().find(1)->hp->current == 20);
    REQUIRE_FALSE(s.undo());
    CHECK(s.encounter().find(1)->hp->current == 24);
}

TEST_CASE("the store: after refuse_changes nothing changes, and the reason is given", "[store]") {
    Store s;
    s.refuse_changes("saved by a newer version");
    CHECK(s.dispatch(AddCombatant{"Aria", 1, true, 3, 24}) == Refusal(Why::NewerVersion, "saved by a newer version"));
    CHECK(s.dispatch(NewEncounter{}) == Refusal(Why::NewerVersion, "saved by a newer version"));
    CHECK(s.library().encounters.empty());
}

TEST_CASE("the store: the library and each encounter's journal restore the open encounter's undo", "[store]") {
    Store s;
    REQUIRE_FALSE(s.dispatch(AddCombatant{"Aria", 1, true, 3, 24}));
    REQUIRE_FALSE(s.dispatch(Damage{1, 4}));
    const Journal journal = s.journal(1);
    CHECK(journal.steps.size() == 2);   // kept as the actions, not as copies
    CHECK(journal.checkpoint.combatants.empty());
    Store back;
    back.restore(s.saved_session(0).library, {{1, journal}});
    CHECK(back.open_id() == 1);
    CHECK(back.encounter() == s.encounter());
    CHECK(back.history().past.size() == 2);
    REQUIRE_FALSE(back.undo());
    CHECK(back.encounter().find(1)->hp->current == 24);
    CHECK(back.saved_session(1).undo.size() == 1);   // only the last steps are kept
}

// Issue 33: a start reads only the open encounter; the others are listed by the summary the
// library's index kept, and read when first needed.
TEST_CASE("store: an encounter listed by its summary is read once, when it is first needed", "[store]") {
    const Encounter crypt = must(must(Encounter{}, RenameEncounter{"Crypt"}), AddCombatant{"Aria", 1, true, 3, 20});
    Library lib;
    lib.encounters.push_back({1, std::nullopt, entry_summary(crypt)});
    lib.encounters.push_back({2, must(Encounter{}, RenameEncounter{"Bridge"})});
    lib.open = 2;
    lib.next_id = 3;
    int reads = 0;
    Store s;
    s.restore(lib, {}, [&](std::uint32_t id) {
        ++reads;
        CHECK(id == 1);
        return Result<Store::Read>::ok(Store::Read{Journal{crypt, {}, 0}, crypt});
    });
    CHECK(reads == 0);
    CHECK(summary_of(s.library().encounters[0]).name == "Crypt");
    CHECK(other_open_fights(s.library(), 2, "Aria") == std::vector<std::string>{"Crypt"});   // from its summary
    REQUIRE_FALSE(s.dispatch(OpenEncounter{1}));
    CHECK(reads == 1);
    CHECK(s.encounter() == crypt);
    REQUIRE_FALSE(s.dispatch(OpenEncounter{2}));
    REQUIRE_FALSE(s.dispatch(OpenEncounter{1}));
    CHECK(reads == 1);   // once
}

TEST_CASE("store: an encounter that cannot be read leaves the list, and what was open stays open", "[store]") {
    Library lib;
    lib.encounters.push_back({1, std::nullopt, EntrySummary{"Crypt"}});
    lib.encounters.push_back({2, must(Encounter{}, RenameEncounter{"Bridge"})});
    lib.open = 2;
    lib.next_id = 3;
    Store s;
    s.restore(lib, {}, [](std::uint32_t) { return Result<Store::Read>::refused(Why::StorageFailed, "no copy of it is whole"); });
    const Refusal refused = s.dispatch(OpenEncounter{1});
    REQUIRE(refused);
    CHECK(refused->text == "\"Crypt\" could not be read at all (no copy of it is whole)");
    CHECK(s.library().encounters.size() == 1);
    CHECK(s.open_id() == 2);
    CHECK(s.encounter().name == "Bridge");
    CHECK_FALSE(s.library_history().can_undo());   // no step of library undo
}
