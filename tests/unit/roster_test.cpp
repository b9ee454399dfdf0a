#include "helpers.hpp"
#include "core/formats/serialize.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"

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

// Quick add and the roster send one AddCombatants (issue 27: the reducer gives the ids, the
// interface guesses none).
TEST_CASE("adding several alike is one action: the encounter's next ids, each copy its own hit points, one undo step", "[roster]") {
    History<Encounter> h;
    h.present = must(Encounter{}, AddCombatant{"Aria", 1, true, 3, 20});
    h.present = must(h.present, AddCombatant{"Scout", 2, false, 1, 5});
    h.present = must(h.present, RemoveCombatant{2});   // ids are never reused: the next is 3
    AddCombatants goblins{"Goblin", 2, false, 1, 7, "2d8+2", 14, {{"dex", 12}}, "Flees at half", 3};
    REQUIRE_FALSE(commit(h, Action{goblins}, apply));
    CHECK(h.past.size() == 1);
    const Encounter& e = h.present;
    REQUIRE(e.combatants.size() == 4);
    for (CombatantId id : {3, 4, 5}) {
        const Combatant* c = e.find(id);
        REQUIRE(c);
        CHECK(c->name == "Goblin " + std::to_string(id - 2));
        CHECK(c->hp->max >= 4);   // rolled 2d8+2, not the 7 typed
        CHECK(c->hp->max <= 18);
        CHECK(c->hp->current == c->hp->max);
        CHECK(c->stats.at("dex") == 12);
        CHECK(c->notes == "Flees at half");
    }
    CHECK(e.next_id == 6);
    // Without hit dice the hit points typed; without copies one combatant, its name as typed.
    Encounter one = must(e, AddCombatants{"Ogre", 2, false, 4, 30});
    CHECK(one.find(6)->name == "Ogre");
    CHECK(one.find(6)->hp->max == 30);
    REQUIRE_FALSE(undo(h));
    CHECK(h.present.combatants.size() == 1);
}

// 002_0ab9c90439f7658b.txt: "All creatures will be ranked from 1 to 9 for Physical and Mental
// status", and "In this system physical wounds are removed from being the primary means of
// defeating an opponent": a newcomer to such a fight has ranks, and no hit points (rules-notes).
TEST_CASE("002_0ab9c90439f7658b.txt \"All creatures will be ranked from 1 to 9 for Physical and Mental status\": adding several alike gives ranks, no hit points", "[roster][002]") {
    Encounter e = must(Encounter{}, SetRuleset{kActionDice, {}});
    e = must(e, AddCombatants{"Bandit", 2, false, 1, 12, "2d6", std::nullopt, {{"physical", 4}, {"mental", 2}}, "", 2});
    REQUIRE(e.combatants.size() == 2);
    for (CombatantId id : {1, 2}) {
        CHECK_FALSE(e.find(id)->hp);
        CHECK(test::physical(e, id) == 4);
        CHECK(test::mental(e, id) == 2);
    }
}

TEST_CASE("adding several alike is refused whole, with the part's reason, and changes nothing", "[roster]") {
    const Encounter e = must(Encounter{}, AddCombatant{"Aria", 1, true, 3, 20});
    CHECK(refusal_code(e, AddCombatants{"Goblin", 2, false, 1, 7, "", std::nullopt, {}, "", 0}) == Why::CopiesOutOfRange);
    CHECK(refusal_code(e, AddCombatants{"Goblin", 2, false, 1, 7, "", std::nullopt, {}, "", 101}) == Why::CopiesOutOfRange);
    CHECK(refusal_code(e, AddCombatants{"", 2, false, 1, 7}) == Why::NameMissing);
    CHECK(refusal_code(e, AddCombatants{"Goblin", 2, false, 1, 7, "2x6", std::nullopt, {}, "", 3}) == Why::NotDiceNotation);
    CHECK(refusal_code(e, AddCombatants{"Goblin", 2, false, 1, 7, "", std::nullopt, {{"", 1}}, "", 3}) == Why::BadStat);
    CHECK(refusal_code(e, AddCombatants{"Goblin", 9, false, 1, 7}) == Why::NoSuchSide);
    History<Encounter> h;
    h.present = e;
    CHECK(commit(h, Action{AddCombatants{"Goblin", 2, false, 1, 7, "2x6", std::nullopt, {}, "", 3}}, apply));
    CHECK(h.present == e);
    CHECK(h.past.empty());
}

TEST_CASE("adding several alike reads and writes as JSON with its type name", "[roster][serialize]") {
    auto a = load_action(R"({"type": "AddCombatants", "name": "Goblin", "side": 2, "hp_max": 7, "hp_dice": "2d8+2",
                             "initiative": 12, "stats": {"dex": 12}, "notes": "", "copies": 4})");
    REQUIRE(a.is_ok());
    const auto* add = std::get_if<AddCombatants>(&a.value());
    REQUIRE(add);
    CHECK(add->copies == 4);
    CHECK(add->initiative == 12);
    CHECK(add->stats.at("dex") == 12);
    auto again = load_action(save_action(a.value()));
    REQUIRE(again.is_ok());
    CHECK(again.value() == a.value());
}
