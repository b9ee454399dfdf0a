#include "core/fight/turn_order.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;

namespace {
Encounter three_fighters() {
    Encounter e;
    e = must(e, AddCombatant{"Aria", 1, true, 3, 20});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
    e = must(e, AddCombatant{"Bram", 1, true, 2, 15});
    e = must(e, SetInitiative{1, 12});
    e = must(e, SetInitiative{2, 17});
    e = must(e, SetInitiative{3, 12});
    return e;
}
} // namespace

TEST_CASE("highest first: order by initiative, ties to players, then to who joined first", "[turns]") {
    Encounter e = must(three_fighters(), AddCombatant{"Orc", 2, false, 1, 9});
    e = must(e, SetInitiative{4, 12});
    CHECK(turn_order(e) == std::vector<CombatantId>{2, 1, 3, 4});
}

TEST_CASE("turns go down the order and wrap into the next round", "[turns]") {
    Encounter e = must(three_fighters(), StartEncounter{});
    CHECK(e.round == 1);
    CHECK(e.acting == 2u);
    e = must(e, NextTurn{});
    CHECK(e.acting == 1u);
    e = must(e, NextTurn{});
    CHECK(e.acting == 3u);
    e = must(e, NextTurn{});
    CHECK(e.round == 2);
    CHECK(e.acting == 2u);
    e = must(e, NextTurn{});
    e = must(e, PreviousTurn{});
    CHECK(e.round == 2);
    CHECK(e.acting == 2u);
    // Back across a round boundary would have to undo effect ticks: that is Undo's job.
    CHECK(refusal_code(e, PreviousTurn{}) == Why::FirstTurn);
}

TEST_CASE("turn actions are refused outside a running fight", "[turns]") {
    CHECK(refusal_code(three_fighters(), NextTurn{}) == Why::NotStarted);
    CHECK(refusal_code(Encounter{}, StartEncounter{}) == Why::NoCombatants);
    Encounter started = must(three_fighters(), StartEncounter{});
    CHECK(refusal_code(started, PreviousTurn{}) == Why::FirstTurn);
    CHECK(refusal_code(started, StartEncounter{}) == Why::AlreadyStarted);
    Encounter ended = must(started, EndEncounter{});
    CHECK(refusal_code(ended, NextTurn{}) == Why::Ended);
}

TEST_CASE("removing the acting combatant keeps the turn order sound", "[turns]") {
    Encounter e = must(three_fighters(), StartEncounter{});
    e = must(e, RemoveCombatant{2});
    CHECK_FALSE(e.acting.has_value());
    e = must(e, NextTurn{});
    CHECK(e.acting == 1u);
}

TEST_CASE("who acts next is who the system's own next turn hands it to", "[turns]") {
    Encounter e = must(three_fighters(), AddCombatant{"Orc", 2, false, 1, 9});
    e = must(e, SetInitiative{4, 12});
    CHECK_FALSE(acts_next(e).has_value());   // not started: no one acts, no one is next
    e = must(e, StartEncounter{});
    REQUIRE(e.acting == 2u);
    CHECK(acts_next(e) == std::optional<CombatantId>(1));   // Goblin (17), then Aria (12: players first in a tie)
    // The d20 table's reading: a player down at 0 still takes its turn, a monster is out of the fight.
    e = must(e, Damage{1, 20});
    e = must(e, Damage{4, 9});
    CHECK(acts_next(e) == std::optional<CombatantId>(1));
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    REQUIRE(e.acting == 3u);
    CHECK(acts_next(e) == std::optional<CombatantId>(2));   // past the downed Orc, into round 2
    CHECK(e.round == 1);                                   // asking changed nothing
}
