#include "helpers.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;
using rk::test::refused;

TEST_CASE("combatants get stable ids that are never reused", "[roster]") {
    Encounter e;
    e = must(e, AddCombatant{"Aria", 1, true, 3, 20});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
    CHECK(e.combatants[0].id == 1);
    CHECK(e.combatants[1].id == 2);
    e = must(e, RemoveCombatant{1});
    e = must(e, AddCombatant{"Bram", 1, true, 2, 15});
    CHECK(e.find(3)->name == "Bram");
    CHECK(e.find(1) == nullptr);
}

TEST_CASE("duplicate xN names the copies Goblin 1...N", "[roster]") {
    Encounter e = must(Encounter{}, AddCombatant{"Goblin", 2, false, 1, 7});
    e = must(e, DuplicateCombatant{1, 3});
    REQUIRE(e.combatants.size() == 4);
    CHECK(e.combatants[0].name == "Goblin 1");
    CHECK(e.combatants[3].name == "Goblin 4");
    CHECK(e.combatants[3].hp->max == 7);
    // Duplicating a numbered one continues from the shared name.
    e = must(e, DuplicateCombatant{2, 1});
    CHECK(e.combatants[2].name == "Goblin 2");
}

TEST_CASE("damage, healing and setting hit points", "[roster]") {
    Encounter e = must(Encounter{}, AddCombatant{"Ogre", 2, false, 4, 30});
    e = must(e, Damage{1, 12});
    CHECK(e.find(1)->hp->current == 18);
    e = must(e, Heal{1, 50});
    CHECK(e.find(1)->hp->current == 30);   // healing stops at the maximum
    e = must(e, SetHp{1, -3});
    CHECK(e.find(1)->hp->current == -3);
}

TEST_CASE("invalid roster actions are refused with a reason and change nothing", "[roster]") {
    Encounter e = must(Encounter{}, AddCombatant{"Ogre", 2, false, 4, 30});
    CHECK(refusal_code(e, Damage{99, 3}) == Why::NoSuchCombatant);
    CHECK(refusal_code(e, AddCombatant{"", 2}) == Why::NameMissing);
    CHECK(refusal_code(e, AddCombatant{"X", 9}) == Why::NoSuchSide);
    CHECK(refusal_code(e, Damage{1, -5}) == Why::AmountOutOfRange);
    CHECK(refusal_code(e, SetHp{1, 31}) == Why::HpOutOfRange);
    CHECK(refusal_code(e, DuplicateCombatant{1, 0}) == Why::CopiesOutOfRange);
}

TEST_CASE("notes stay private and hiding from players is logged", "[roster]") {
    Encounter e = must(Encounter{}, AddCombatant{"Assassin", 2, false, 5, 22});
    const size_t logged = e.log.size();
    e = must(e, SetNotes{1, "Poisoned blade: save or 1d6"});
    CHECK(e.find(1)->notes == "Poisoned blade: save or 1d6");
    CHECK(e.log.size() == logged);   // the log may be shown to players; notes never are
    e = must(e, SetHidden{1, true});
    CHECK(e.find(1)->hidden);
    CHECK(e.log.back().text == "Assassin is hidden from the players");
    CHECK(refusal_code(e, SetNotes{1, std::string(4001, 'x')}) == Why::NotesTooLong);
    CHECK(refusal_code(e, SetHidden{9, true}) == Why::NoSuchCombatant);
}

TEST_CASE("hit points rolled for each copy: the roll is the maximum and the current", "[roster]") {
    Encounter e = must(Encounter{}, AddCombatant{"Goblin", 2, false, 1, 1});
    e = must(e, DuplicateCombatant{1, 2});
    // Entered faces: each copy its own roll.
    e = must(e, RollHitPoints{1, "2d6+2", RollInput{{3, 5}}});
    e = must(e, RollHitPoints{2, "2d6+2", RollInput{{1, 1}}});
    CHECK(e.find(1)->hp->max == 10);
    CHECK(e.find(1)->hp->current == 10);
    CHECK(e.find(2)->hp->max == 4);
    // Rolled by the app: within 2d6+2, and the generator moved on.
    const Rng before = e.rng;
    e = must(e, RollHitPoints{3, "2d6+2", {}});
    CHECK(e.find(3)->hp->max >= 4);
    CHECK(e.find(3)->hp->max <= 14);
    CHECK_FALSE(e.rng == before);
    // A roll below 1 still leaves a standing monster; bad notation and wrong faces are refused.
    e = must(e, RollHitPoints{3, "1d4-3", RollInput{{1}}});
    CHECK(e.find(3)->hp->max == 1);
    CHECK(refusal_code(e, RollHitPoints{3, "2x6", {}}) == Why::NotDiceNotation);
    CHECK(refusal_code(e, RollHitPoints{3, "2d6", RollInput{{7, 1}}}) == Why::BadDieFace);
    CHECK(refusal_code(e, RollHitPoints{9, "2d6", {}}) == Why::NoSuchCombatant);
}
