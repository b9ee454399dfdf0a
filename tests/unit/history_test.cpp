#include "core/model/history.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::code;

namespace {
Refusal dispatch(History<Encounter>& h, const Action& a) { return commit(h, a, apply); }
} // namespace

TEST_CASE("undo and redo walk the history; a new edit drops the redo tail", "[history]") {
    History<Encounter> h;
    REQUIRE_FALSE(dispatch(h, AddCombatant{"Aria", 1, true, 3, 20}));
    REQUIRE_FALSE(dispatch(h, Damage{1, 5}));
    CHECK(h.present.find(1)->hp->current == 15);
    REQUIRE_FALSE(undo(h));
    CHECK(h.present.find(1)->hp->current == 20);
    REQUIRE_FALSE(redo(h));
    CHECK(h.present.find(1)->hp->current == 15);
    REQUIRE_FALSE(undo(h));
    REQUIRE_FALSE(dispatch(h, Heal{1, 0}));   // no real change: not recorded, redo kept
    CHECK(h.can_redo());
    REQUIRE_FALSE(dispatch(h, Damage{1, 2}));
    CHECK_FALSE(h.can_redo());
    CHECK(undo(h) == std::nullopt);
    CHECK(undo(h) == std::nullopt);
    CHECK(code(undo(h)) == Why::NothingToUndo);
}

TEST_CASE("a refused action leaves the history exactly as it was", "[history]") {
    History<Encounter> h;
    REQUIRE_FALSE(dispatch(h, AddCombatant{"Aria", 1, true, 3, 20}));
    const History<Encounter> before = h;
    CHECK(code(dispatch(h, Damage{42, 1})) == Why::NoSuchCombatant);
    CHECK(h == before);
}

TEST_CASE("the history is bounded", "[history]") {
    History<Encounter> h;
    h.limit = 5;
    REQUIRE_FALSE(dispatch(h, AddCombatant{"Aria", 1, true, 3, 100}));
    for (int i = 0; i < 20; ++i) REQUIRE_FALSE(dispatch(h, Damage{1, 1}));
    CHECK(h.past.size() == 5);
}

TEST_CASE("history: several actions as one intent are one undo step, and a refusal midway changes nothing", "[history]") {
    History<Encounter> h;
    const std::vector<Action> goblins{AddCombatant{"Goblin", 2, false, 1, 7}, SetStat{1, "dex", 12},
                                      DuplicateCombatant{1, 5}};
    REQUIRE_FALSE(commit_all(h, goblins));
    CHECK(h.present.combatants.size() == 6);
    CHECK(h.past.size() == 1);
    REQUIRE_FALSE(undo(h));
    CHECK(h.present.combatants.empty());

    const Encounter before = h.present;
    const std::vector<Action> broken{AddCombatant{"Orc", 2, false, 1, 9}, SetStat{99, "dex", 12}};
    const Refusal refused = commit_all(h, broken);
    REQUIRE(refused);
    CHECK(refused->why == Why::NoSuchCombatant);
    CHECK(h.present == before);
    CHECK(h.past.empty());
}

TEST_CASE("the log: a very long log is freed entry by entry, not recursively", "[log]") {
    // A million entries freed recursively overflow any stack (the browser's much sooner: a
    // 16,000-line log did while loading); freed one at a time, nothing overflows.
    rk::EventLog shared;
    {
        rk::EventLog log;
        for (int i = 0; i < 1'000'000; ++i) log.push_back({1, "x"});
        shared = log;
        rk::EventLog moved = std::move(log);
        CHECK(moved.size() == 1'000'000);
    }
    CHECK(shared.size() == 1'000'000);   // a copy still shares every entry
    shared = rk::EventLog{};
    CHECK(shared.empty());
}
