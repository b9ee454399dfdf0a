// Rules text 004's conditions: grabbed, surrendering, incapacitated (and the death blow), concealed.
// Every rule test quotes /work/shared/rules/004_2715924881334fee.txt verbatim.
#include "core/rules/alternating_factions/factions.hpp"
#include "tests/unit/rules/alternating_factions/alternating_helpers.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;
using namespace rk::test::alternating;

TEST_CASE("004 conditions are effects that last until removed, named as in the text", "[alternating][conditions]") {
    // 004_2715924881334fee.txt: "Grabbed characters can’t act, and can only spend their turn to attempt to break free by passing a STR save."
    Encounter e = example_setup();
    e = must(e, SetCondition{kBandit1, "Grabbed", true, kTheobald});
    CHECK(e.log.back().text == "Bandit 1 is grabbed by Theobald");
    REQUIRE(e.effects.size() == 1);
    CHECK(e.effects[0].name == "Grabbed");
    CHECK(e.effects[0].source == kTheobald);
    CHECK(e.effects[0].unit == DurationUnit::UntilRemoved);
    CHECK(refusal_code(e, SetCondition{kBandit1, "Grabbed"}) == Why::ConditionAlreadySet);
    CHECK(refusal_code(e, SetCondition{kBandit2, "Grabbed", false}) == Why::ConditionNotSet);
    CHECK(refusal_code(e, SetCondition{kBandit2, "Sleepy"}) == Why::BadCondition);
    CHECK(refusal_code(e, SetCondition{kBandit2, "Incapacitated", true, kTheobald}) == Why::BadCondition);
    CHECK(refusal_code(e, SetCondition{kBandit2, "Grabbed", true, kBandit2}) == Why::TargetsItself);
    e = must(e, SetCondition{kBandit1, "Grabbed", false});
    CHECK(e.log.back().text == "Bandit 1 is no longer grabbed");
    CHECK(e.effects.empty());
    Encounter generic;
    generic = must(generic, AddCombatant{"Aria", 1, true, 1, 10});
    CHECK(refusal_code(generic, SetCondition{1, "Grabbed"}) == Why::NotInThisRuleset);
}

TEST_CASE("004 grabbed: no acting, no reacting, only a STR save to break free, which uses up the turn", "[alternating][conditions]") {
    // 004_2715924881334fee.txt: "Grabbed characters can’t act, and can only spend their turn to attempt to break free by
    // passing a STR save."
    // "The bandit can’t react since he is grabbed, but he is still alive and conscious despite suffering damage. On his
    // turn, he can only attempt to break free by passing a STR save. He succeeds, however his turn has already been
    // consumed by the attempt to break free and he can’t do anything else."
    Encounter e = example_setup();
    e = must(e, SetStat{kBandit1, "str", 9});
    e = must(e, GiveInitiative{kPlayers});
    e = must(e, StartEncounter{});
    e = must(e, FirstFaction{kPlayers});
    e = must(e, ActNow{kTheobald});
    e = must(e, SetCondition{kBandit1, "Grabbed", true, kTheobald});
    CHECK(refusal_code(e, React{kBandit1, "dodge", kTheobald}) == Why::Grabbed);
    e = must(e, NextTurn{});
    CHECK(refusal_code(e, ActNow{kBandit1}) == Why::Grabbed);
    CHECK(refusal_code(e, Surrender{kBandit1}) == Why::Grabbed);
    CHECK(refusal_code(e, BreakFree{kBandit2}) == Why::ConditionNotSet);
    e = must(e, BreakFree{kBandit1, std::nullopt, faces({4})});
    CHECK(e.log.back().text ==
          "Bandits: Bandit 1 tries to break free (STR save d20: [4] = 4 (entered) against STR 9): passed, Bandit 1 is no longer "
          "grabbed; the attempt uses up its turn");
    CHECK_FALSE(has_condition(e, kBandit1, condition::kGrabbed));
    CHECK(e.find(kBandit1)->acted);
    CHECK(part<FactionRound>(e).to_move == kPlayers);
    CHECK_FALSE(e.acting.has_value());
}

TEST_CASE("004 grabbed: an ally spends a main action on a STR save to free them", "[alternating][conditions]") {
    // 004_2715924881334fee.txt: "Allies can also spend a main action to attempt to free them with a STR save."
    Encounter e = bandits_first();
    e = must(e, SetStat{kBandit2, "str", 12});
    e = must(e, SetCondition{kBandit1, "Grabbed", true, kTheobald});
    CHECK(refusal_code(e, BreakFree{kBandit1, kBandit2, faces({3})}) == Why::NotItsTurn);
    e = must(e, ActNow{kBandit2});
    CHECK(refusal_code(e, BreakFree{kBandit1, kSybilla, faces({3})}) == Why::NotAnAlly);
    e = must(e, BreakFree{kBandit1, kBandit2, faces({15})});
    CHECK(e.log.back().text == "Bandit 2 tries to free Bandit 1 (STR save d20: [15] = 15 (entered) against STR 12): failed");
    CHECK(has_condition(e, kBandit1, condition::kGrabbed));
    CHECK(e.acting == kBandit2);   // only a main action: the turn goes on
    e = must(e, BreakFree{kBandit1, kBandit2, faces({12})});
    CHECK_FALSE(has_condition(e, kBandit1, condition::kGrabbed));
    CHECK(refusal_code(e, BreakFree{kBandit3, std::nullopt, faces({3})}) == Why::ConditionNotSet);
}

TEST_CASE("004 surrendering: a character spends its turn to surrender, and harmed by the enemy it may fight again",
          "[alternating][conditions]") {
    // 004_2715924881334fee.txt: "Characters can spend their turn to surrender, throwing their weapons away, putting their
    // hands up, etc. Their turn is wasted, but they might be spared by the enemy. Surrendering characters who are harmed by
    // the enemy can resume fighting normally, even if they previously failed a morale check."
    Encounter e = bandits_first();
    CHECK(refusal_code(e, Surrender{kSybilla}) == Why::NotItsTurn);
    e = must(e, Surrender{kBandit1});
    CHECK(e.log.back().text == "Bandits: Bandit 1 spends its turn to surrender");
    CHECK(has_condition(e, kBandit1, condition::kSurrendering));
    CHECK(e.find(kBandit1)->acted);
    CHECK(part<FactionRound>(e).to_move == kPlayers);
    CHECK(refusal_code(e, Surrender{kBandit1}) == Why::ConditionAlreadySet);
    e = must(e, AddGear{kSybilla, "Dagger", "weapon", "d4"});
    e = must(e, ActNow{kSybilla});
    e = must(e, Attack{kSybilla, kBandit1, "Dagger", faces({2})});
    CHECK(e.log.back().text == "Bandit 1 was surrendering and is harmed by the enemy: it can resume fighting normally");
    e = must(e, Surrender{kSybilla});   // during its own turn: the rest of it is wasted
    CHECK(part<FactionRound>(e).to_move == kBandits);
    CHECK_FALSE(e.acting.has_value());
}

TEST_CASE("004 incapacitated: no turns, no reactions, and open to a death blow", "[alternating][conditions]") {
    // 004_2715924881334fee.txt: "If the target is nearby and incapacitated, the attacker may decide to deliver a death blow and kill them."
    // "Balthasar attacks a nearby bandit with a sword (d6 damage). The bandit directly takes d6 damage. He rolls a 4,
    // reducing his health from 8 to 4 and incapacitating him."
    // "Sybilla later attacks the same bandit with a dagger. Since he is nearby and incapacitated, she slits his throats and
    // kills him on the spot."
    Encounter e = example_setup();
    e = must(e, AddGear{kBalthasar, "Sword", "weapon", "d6"});
    e = must(e, AddGear{kSybilla, "Dagger", "weapon", "d4"});
    e = must(e, GiveInitiative{kPlayers});
    e = must(e, StartEncounter{});
    e = must(e, FirstFaction{kPlayers});
    e = must(e, ActNow{kBalthasar});
    e = must(e, Attack{kBalthasar, kBandit1, "Sword", faces({4})});
    CHECK(e.find(kBandit1)->hp->current == 4);
    CHECK(e.log.back().text == "Balthasar hits Bandit 1 with Sword: d6: [4] = 4 (entered), armour 0: 4 damage (4/8)");
    CHECK(refusal_code(e, DeathBlow{kSybilla, kBandit1, "Dagger"}) == Why::NotIncapacitated);
    e = must(e, SetCondition{kBandit1, "Incapacitated"});
    CHECK(refusal_code(e, React{kBandit1, "dodge", kBalthasar}) == Why::OutOfFight);
    e = must(e, NextTurn{});
    CHECK(refusal_code(e, ActNow{kBandit1}) == Why::OutOfFight);
    e = turn(e, kBandit2);
    e = must(e, ActNow{kSybilla});
    e = must(e, DeathBlow{kSybilla, kBandit1, "Dagger"});
    CHECK(e.log.back().text == "Sybilla delivers a death blow with Dagger: Bandit 1 is dead");
    CHECK(has_condition(e, kBandit1, condition::kDead));
    CHECK_FALSE(standing(e, *e.find(kBandit1)));
    CHECK(refusal_code(e, DeathBlow{kSybilla, kBandit1}) == Why::AlreadyDead);
    CHECK(refusal_code(e, Attack{kBandit1, kSybilla}) == Why::OutOfFight);
}
