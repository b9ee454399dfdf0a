// Rules text 004, "Morale": end-of-round morale checks for groups and for characters fighting alone.
// Every rule test quotes /work/shared/rules/004_2715924881334fee.txt verbatim.
#include "core/rules/alternating_factions/factions.hpp"
#include "tests/unit/rules/alternating_factions/alternating_helpers.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;
using namespace rk::test::alternating;

namespace {

// The example's cast with WIT scores, the bandits to move in round 1.
Encounter with_wits() {
    Encounter e = example_setup();
    for (CombatantId id = kBalthasar; id <= kBandit3; ++id) e = must(e, SetStat{id, "wit", 10});
    e = must(e, GiveInitiative{kBandits});
    e = must(e, StartEncounter{});
    return must(e, FirstFaction{kBandits});
}

// Everyone passes: the round ends.
Encounter all_pass(Encounter e) {
    const int round = e.round;
    while (e.round == round && e.step == Step::Acting) e = must(e, Pass{});
    return e;
}

// A troll fighting alone against the three players.
Encounter troll() {
    Encounter e = example_setup();
    e = must(e, RemoveCombatant{kLeader});
    for (CombatantId id = kBandit1; id <= kBandit3; ++id) e = must(e, RemoveCombatant{id});
    e = must(e, AddCombatant{"Troll", kBandits, false, 1, 12});
    e = must(e, SetStat{8, "wit", 6});
    e = must(e, GiveInitiative{kPlayers});
    e = must(e, StartEncounter{});
    return must(e, FirstFaction{kPlayers});
}
constexpr CombatantId kTroll = 8;

} // namespace

TEST_CASE("004 morale: morale checks come at the end of the round", "[alternating][morale]") {
    // 004_2715924881334fee.txt: "At the end of the round, you must make morale checks if necessary (see Morale)."
    // "Morale checks are made at the end of the round."
    Encounter e = with_wits();
    e = must(e, SetCondition{kBandit1, "Dead"});
    e = must(e, SetCondition{kBandit2, "Incapacitated"});
    CHECK(e.step == Step::Acting);   // nothing is checked mid-round
    e = all_pass(e);
    CHECK(e.step == Step::Morale);
    CHECK(e.round == 1);
    CHECK(log_of_round(e, 1).back() == "Morale: Bandits are down to 2 of their 4: Bandit leader and Bandit 3 make a group WIT save");
}

TEST_CASE("004 morale: a group reduced to half or less of its original numbers in the round checks", "[alternating][morale]") {
    // 004_2715924881334fee.txt: "Groups must make a morale check if they were reduced to half or less their original
    // numbers in the past round."
    SECTION("four bandits, two fall: two of four is half") {
        Encounter e = with_wits();
        e = must(e, SetCondition{kBandit1, "Dead"});
        e = must(e, SetCondition{kBandit2, "Surrendering"});
        e = all_pass(e);
        CHECK(part<FactionRound>(e).morale_due == std::vector<CombatantId>{kLeader, kBandit3});
        CHECK(refusal_code(e, NextTurn{}) == Why::RollsStillDue);
        CHECK(refusal_code(e, ActNow{kLeader}) == Why::WrongStep);
    }
    SECTION("one of four falls: more than half are left, no check") {
        Encounter e = with_wits();
        e = must(e, SetHp{kBandit1, 0});
        e = all_pass(e);
        CHECK(e.round == 2);
        CHECK(e.step == Step::ChoosingFaction);
    }
    SECTION("a group already at half when the round began is not reduced to half in that round") {
        Encounter e = with_wits();
        e = must(e, SetCondition{kBandit1, "Dead"});
        e = must(e, SetCondition{kBandit2, "Dead"});
        e = all_pass(e);
        e = must(e, RollMorale{kLeader, faces({4})});
        e = must(e, RollMorale{kBandit3, faces({4})});
        REQUIRE(e.round == 2);
        e = must(e, FirstFaction{kBandits});
        e = must(e, SetCondition{kBandit3, "Immune to morale", false});
        e = must(e, SetCondition{kBandit3, "Incapacitated"});
        e = all_pass(e);
        CHECK(e.round == 3);   // one of four left, but it was not this round that brought them to half
    }
    SECTION("groups within a faction count apart") {
        Encounter e = example_setup();
        e = must(e, SetGroup{kBandit2, "Archers"});
        e = must(e, SetGroup{kBandit3, "Archers"});
        CHECK(e.log.back().text == "Bandit 3 fights in the group Archers");
        for (CombatantId id = kBalthasar; id <= kBandit3; ++id) e = must(e, SetStat{id, "wit", 10});
        e = must(e, GiveInitiative{kBandits});
        e = must(e, StartEncounter{});
        e = must(e, FirstFaction{kBandits});
        e = must(e, SetCondition{kBandit2, "Dead"});   // one of the two archers: half
        e = must(e, SetCondition{kBandit1, "Dead"});   // one of the leader's two: half as well
        e = all_pass(e);
        CHECK(logged(e, "Morale: Archers are down to 1 of their 2: Bandit 3 makes a group WIT save"));
        CHECK(logged(e, "Morale: Bandits are down to 1 of their 2: Bandit leader makes a group WIT save"));
    }
}

TEST_CASE("004 morale: a character fighting alone checks when brought to half its health or less in the round", "[alternating][morale]") {
    // 004_2715924881334fee.txt: "Characters fighting alone must make a morale check if they were reduced to half or
    // less their maximum health in the past round."
    Encounter e = troll();
    e = must(e, Damage{kTroll, 5});   // 7 of 12: more than half
    e = all_pass(e);
    CHECK(e.round == 2);
    e = must(e, FirstFaction{kPlayers});
    e = must(e, Damage{kTroll, 1});   // 6 of 12: half
    e = all_pass(e);
    CHECK(e.step == Step::Morale);
    CHECK(logged(e, "Morale: Troll, fighting alone, is down to 6 of 12 health: a WIT save"));
    CHECK(part<FactionRound>(e).morale_due == std::vector<CombatantId>{kTroll});
    // The players are a group of three, untouched: no check for them.
    e = must(e, RollMorale{kTroll, faces({3})});
    CHECK(e.round == 3);
}

TEST_CASE("004 morale: a group worn down to one survivor is still checked on health", "[alternating][morale]") {
    // 004_2715924881334fee.txt: "Characters fighting alone must make a morale check if they were reduced to half or
    // less their maximum health in the past round." A group's last survivor fights alone.
    Encounter e = with_wits();
    e = must(e, SetCondition{kBandit1, "Dead"});
    e = must(e, SetCondition{kBandit2, "Dead"});
    e = must(e, SetCondition{kBandit3, "Dead"});   // four down to one in this round: the group checks
    e = must(e, Damage{kLeader, 5});                // 5 of 10: half its health as well
    e = all_pass(e);
    CHECK(logged(e, "Morale: Bandits are down to 1 of their 4: Bandit leader makes a group WIT save"));
    CHECK(part<FactionRound>(e).morale_due == std::vector<CombatantId>{kLeader});   // one save, not two
    e = must(e, RollMorale{kLeader, faces({4})});
    CHECK(e.round == 2);
    e = must(e, SetCondition{kLeader, "Immune to morale", false});   // the GM takes the immunity back
    e = must(e, FirstFaction{kPlayers});
    SECTION("the survivor brought to half its health checks, though its group was already down") {
        e = must(e, Heal{kLeader, 5});
        e = all_pass(e);
        e = must(e, FirstFaction{kPlayers});
        e = must(e, Damage{kLeader, 6});   // 4 of 10 in round 3
        e = all_pass(e);
        CHECK(logged(e, "Morale: Bandit leader, fighting alone, is down to 4 of 10 health: a WIT save"));
        CHECK(part<FactionRound>(e).morale_due == std::vector<CombatantId>{kLeader});
    }
    SECTION("no check while its health stays above half") {
        e = must(e, Heal{kLeader, 5});
        e = must(e, Damage{kLeader, 4});   // 6 of 10
        e = all_pass(e);
        CHECK(e.round == 3);
    }
}

TEST_CASE("004 morale: a group WIT save, those who fail surrender or retreat, those who pass are immune for the fight",
          "[alternating][morale]") {
    // 004_2715924881334fee.txt: "Make a group WIT save: those who fail must surrender or retreat, but those who pass
    // aren’t subject to morale for the remainder of the stretch."
    SECTION("each member rolls d20 against its WIT, rolled by the app or entered") {
        Encounter e = with_wits();
        e = must(e, SetCondition{kBandit1, "Dead"});
        e = must(e, SetCondition{kBandit2, "Dead"});
        e = all_pass(e);
        CHECK(refusal_code(e, RollMorale{kSybilla, faces({3})}) == Why::NoRollDue);
        CHECK(refusal_code(e, RollMorale{kLeader, faces({21})}) == Why::BadDieFace);
        CHECK(refusal_code(e, RollMorale{kLeader, faces({3}), "Fleeing"}) == Why::BadMoraleOutcome);
        e = must(e, RollMorale{kLeader, faces({10})});   // equal to WIT: a pass
        CHECK(e.log.back().text ==
              "Bandit leader's morale save (d20: [10] = 10 (entered) against WIT 10): passed, not subject to morale for the rest of the fight");
        CHECK(has_condition(e, kLeader, condition::kImmuneToMorale));
        CHECK(e.step == Step::Morale);
        e = must(e, RollMorale{kBandit3, faces({11}), "Retreating"});
        CHECK(logged(e, "Bandit 3's morale save (d20: [11] = 11 (entered) against WIT 10): failed, must retreat (Retreating)"));
        CHECK(has_condition(e, kBandit3, condition::kRetreating));
        CHECK(e.round == 2);
        CHECK(e.step == Step::ChoosingFaction);
    }
    SECTION("id 0: the app rolls for everyone due") {
        Encounter e = with_wits();
        e = must(e, SetCondition{kBandit1, "Dead"});
        e = must(e, SetCondition{kBandit2, "Dead"});
        e = all_pass(e);
        CHECK(refusal_code(e, RollMorale{0, faces({4})}) == Why::DiceForOne);
        e = must(e, RollMorale{});
        CHECK(e.round == 2);
        for (CombatantId id : {kLeader, kBandit3})
            CHECK((has_condition(e, id, condition::kImmuneToMorale) || has_condition(e, id, condition::kSurrendering)));
    }
    SECTION("a save needs a WIT score") {
        Encounter e = example_setup();   // nobody has a WIT score
        e = must(e, GiveInitiative{kBandits});
        e = must(e, StartEncounter{});
        e = must(e, FirstFaction{kBandits});
        e = must(e, SetCondition{kBandit1, "Dead"});
        e = must(e, SetCondition{kBandit2, "Dead"});
        e = all_pass(e);
        CHECK(refusal_code(e, RollMorale{kLeader, faces({12})}) == Why::StatMissing);
        CHECK(refusal_code(e, RollMorale{}) == Why::StatMissing);
        e = must(e, SetStat{kLeader, "wit", 8});
        e = must(e, RollMorale{kLeader, faces({12})});
        CHECK(has_condition(e, kLeader, condition::kSurrendering));
    }
    SECTION("who passed is not subject to morale for the rest of the fight") {
        Encounter e = troll();
        e = must(e, Damage{kTroll, 6});
        e = all_pass(e);
        e = must(e, RollMorale{kTroll, faces({2})});
        e = must(e, FirstFaction{kPlayers});
        e = must(e, Heal{kTroll, 6});   // back to full health in round 2
        e = all_pass(e);
        e = must(e, FirstFaction{kPlayers});
        e = must(e, Damage{kTroll, 8});   // 4 of 12 in round 3
        e = all_pass(e);
        CHECK(logged(e, "Morale: Troll, fighting alone, is down to 4 of 12 health: immune to morale"));
        CHECK(e.round == 4);
    }
}

TEST_CASE("004 morale: characters immune to fear are immune to morale", "[alternating][morale]") {
    // 004_2715924881334fee.txt: "Characters who are immune to fear are also immune to morale."
    Encounter e = example_setup();
    e = must(e, SetCondition{kLeader, "Immune to morale"});
    CHECK(e.log.back().text == "Bandit leader is immune to morale");
    for (CombatantId id = kBalthasar; id <= kBandit3; ++id) e = must(e, SetStat{id, "wit", 10});
    e = must(e, GiveInitiative{kBandits});
    e = must(e, StartEncounter{});
    e = must(e, FirstFaction{kBandits});
    e = must(e, SetCondition{kBandit1, "Dead"});
    e = must(e, SetCondition{kBandit2, "Dead"});
    e = all_pass(e);
    CHECK(part<FactionRound>(e).morale_due == std::vector<CombatantId>{kBandit3});
    // Marked immune while the save is due: nobody owes one any more, and the next round begins.
    e = must(e, SetCondition{kBandit3, "Immune to morale"});
    CHECK(e.round == 2);
    CHECK(e.step == Step::ChoosingFaction);
}
