// Rules text 002 (Swift Swords Tactica): bleeders, due at the start of every round. Every rule
// test quotes /work/shared/rules/002_0ab9c90439f7658b.txt verbatim.
#include <algorithm>

#include "core/rules/action_dice/bleeders.hpp"
#include "core/model/history.hpp"
#include "core/rules/action_dice/injuries.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;
using rk::test::faces;
using rk::test::logged;
using rk::test::physical;
using rk::test::ranks;

namespace {

constexpr CombatantId kRoland = 1, kGoblin = 2;




// Roland (Heroic: Physical 6) and a rank-4 goblin in a running generic fight, round 1.
Encounter fight() {
    Encounter e;
    e = must(e, AddCombatant{"Roland", 1, true, 1, std::nullopt});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, std::nullopt});
    e = must(e, SetRanks{.id = kRoland, .physical = 5, .mental = 6, .crossover_every = 0});
    e = must(e, SetRanks{.id = kGoblin, .physical = 4, .mental = 4, .crossover_every = 0});
    return must(e, StartEncounter{});
}

WoundId wound_at(const Encounter& e, CombatantId id, Location where) {
    for (const Wound& w : ranks(e, id).wounds)
        if (w.location == where) return w.id;
    FAIL("no wound there");
    return 0;
}

} // namespace

TEST_CASE("002 bleeder: a BODY roll at the start of each round or a Physical rank is lost, until healed", "[bleeders][002]") {
    // 002_0ab9c90439f7658b.txt: "Bleeder: A major vascular wound has been inflicted that will cause the victim to
    // suffer extra wounds every round until magical healing is applied or first aid and complete rest is started. The
    // target must make a BODY roll at the start of each Round or suffer an extra Physical Rank loss."
    Encounter e = must(fight(), ApplyInjury{kRoland, Location::LeftArm, InjuryEffect::Bleeder});
    CHECK(logged(e, "Roland bleeds from the Left Arm: a BODY roll at the start of every round, or a Physical rank is lost"));
    const WoundId arm = wound_at(e, kRoland, Location::LeftArm);
    CHECK(rolls_due(e).empty());   // the first roll comes with the next round
    CHECK(refusal_code(e, RollBleeder{kRoland, arm, faces({5})}) == Why::NoRollDue);

    e = must(e, EndRound{});
    CHECK(logged(e, "Bleeder rolls due: Roland (Left Arm)"));
    auto due = rolls_due(e);
    REQUIRE(due.size() == 1);
    CHECK(due[0] == DueRoll{kRoland, DueKind::Bleeder, arm, 4, "Roland: BODY 4d for the bleeder in the Left Arm"});

    const Encounter held = must(e, RollBleeder{kRoland, arm, faces({1, 2, 3, 6})});
    CHECK(physical(held, kRoland) == 6);
    CHECK(logged(held, "Roland rolls BODY for the bleeder in the Left Arm 4d: [1, 2, 3, 6], 1 success (entered)"));
    CHECK(rolls_due(held).empty());
    Encounter bled = must(e, RollBleeder{kRoland, arm, faces({1, 2, 3, 4})});
    CHECK(physical(bled, kRoland) == 5);
    CHECK(logged(bled, "Roland loses a Physical rank (bleeding from the Left Arm): Physical 5, Mental 6"));

    // Every round again, whether or not the last one was rolled.
    bled = must(bled, EndRound{});
    bled = must(bled, RollBleeder{kRoland, arm, faces({4, 4, 4, 4})});
    CHECK(physical(bled, kRoland) == 4);
    Encounter forgotten = must(must(e, EndRound{}), EndRound{});
    CHECK(ranks(forgotten, kRoland).wounds.at(0).bleeds_due == 3);

    // The same sentence: "until magical healing is applied or first aid and complete rest is started"
    bled = must(bled, HealWound{kRoland, arm});
    bled = must(bled, EndRound{});
    CHECK(rolls_due(bled).empty());
    CHECK(physical(bled, kRoland) == 4);   // healing the wound stops the bleeding; lost ranks heal on their own
}

TEST_CASE("002 bleeders in different locations accumulate, a second in the same location does not", "[bleeders][002]") {
    // 002_0ab9c90439f7658b.txt: "Multiple bleeder results to different locations will accumulate, but another bleeder
    // result to the same location will not."
    Encounter e = fight();
    e = must(e, ApplyInjury{kGoblin, Location::Chest, InjuryEffect::Bleeder});
    e = must(e, ApplyInjury{kGoblin, Location::Chest, InjuryEffect::Bleeder});
    CHECK(logged(e, "Goblin already bleeds from the Chest: a second bleeder there does not add up"));
    e = must(e, ApplyInjury{kGoblin, Location::RightLeg, InjuryEffect::Bleeder});
    CHECK(ranks(e, kGoblin).wounds.size() == 2);
    e = must(e, EndRound{});
    CHECK(logged(e, "Bleeder rolls due: Goblin (Chest), Goblin (Right Leg)"));
    CHECK(rolls_due(e).size() == 2);
    e = must(e, RollBleeder{kGoblin, wound_at(e, kGoblin, Location::Chest), faces({1, 1, 1, 1})});
    e = must(e, RollBleeder{kGoblin, wound_at(e, kGoblin, Location::RightLeg), faces({2, 2, 2, 2})});
    CHECK(physical(e, kGoblin) == 2);
}

TEST_CASE("002 a -2d bleeder rolls two fewer dice", "[bleeders][002]") {
    // 002_0ab9c90439f7658b.txt: "If a -2d is indicated then the number of dice used for that roll is decreased by 2,
    // such areas being more prone to this type of wound."
    // Neck and Groin: "1-2-Bleeder -2d"
    Encounter e = fight();
    e = must(e, SetStat{kRoland, "body", 1});
    e = must(e, ApplyDamage{.id = kRoland, .points = 7});   // Trauma
    e = must(e, RollInjury{kRoland, faces({6, 6, 6, 1})});  // the Chest, a triple
    e = must(e, ShiftInjury{kRoland, Location::Neck});
    e = must(e, RollInjuryEffect{kRoland, faces({2}), std::nullopt});
    CHECK(logged(e, "Roland bleeds from the Neck: a BODY roll at -2d at the start of every round, or a Physical rank is lost"));
    e = must(e, EndRound{});
    CHECK(logged(e, "Bleeder rolls due: Roland (Neck, -2d)"));
    const auto due = rolls_due(e);
    REQUIRE(due.size() == 1);
    CHECK(due[0].dice == 3);   // BODY 4 + 1, less 2
    CHECK(due[0].what == "Roland: BODY 3d for the bleeder in the Neck (-2d)");
    e = must(e, RollBleeder{kRoland, due[0].wound, {}});   // rolled by the app: three dice
    const auto last_two = e.log.latest(2);
    const bool three_dice = last_two[0].text.find(" 3d: [") != std::string::npos ||
                            last_two[1].text.find(" 3d: [") != std::string::npos;
    CHECK(three_dice);
}

TEST_CASE("002 the start of every round lists the bleeder rolls due, once per round", "[bleeders][002]") {
    // 002_0ab9c90439f7658b.txt: "The target must make a BODY roll at the start of each Round or suffer an extra
    // Physical Rank loss."
    // The action-dice scheme calls start_of_round_bleeders when its round begins; a second call in the same round
    // (the generic begin_round also calls it) changes nothing.
    Encounter e;
    e = must(e, SetRuleset{kActionDice, {}});
    e = must(e, AddCombatant{"Roland", 1, true, 1, std::nullopt});
    e = must(e, SetRanks{.id = kRoland, .physical = 3, .mental = 3});
    e = must(e, ApplyInjury{kRoland, Location::Groin, InjuryEffect::Bleeder});
    e = must(e, ApplyInjury{kRoland, Location::LeftLeg, InjuryEffect::Foot});   // burns a die every round
    e.round = 1;   // the action-dice scheme's first round
    start_of_round_bleeders(e);
    const Encounter once = e;
    start_of_round_bleeders(e);
    CHECK(e == once);
    CHECK(ranks(e, kRoland).wounds.at(0).bleeds_due == 1);
    CHECK(e.log.back().text == "Bleeder rolls due: Roland (Groin, -2d)");
    // The Foot wound burns a die of every new set (schemes/action_dice.cpp), not at the round's start.
    CHECK(dice_burned_each_round(*e.find(kRoland)) == 1);

    // Out of Action and KIA creatures owe no bleeder rolls.
    e = must(e, SetStanding{kRoland, Standing::OutOfAction});
    CHECK(rolls_due(e).empty());
    e.round = 2;
    start_of_round_bleeders(e);
    CHECK(rolls_due(e).empty());
}

TEST_CASE("002 bleeder rolls are undone like any other action", "[bleeders][002]") {
    History<Encounter> h;
    h.present = must(fight(), ApplyInjury{kRoland, Location::Chest, InjuryEffect::Bleeder});
    REQUIRE_FALSE(commit(h, EndRound{}, apply));
    const Encounter due = h.present;
    const WoundId chest = wound_at(due, kRoland, Location::Chest);
    REQUIRE_FALSE(commit(h, RollBleeder{kRoland, chest, faces({1, 1, 1, 1})}, apply));
    CHECK(physical(h.present, kRoland) == 5);
    REQUIRE_FALSE(undo(h));
    CHECK(h.present == due);
    CHECK(rolls_due(h.present).size() == 1);
    CHECK(refusal_code(h.present, RollBleeder{kRoland, 999, {}}) == Why::NoSuchWound);
    const Encounter fractured = must(h.present, ApplyInjury{kRoland, Location::LeftArm, InjuryEffect::Fracture});
    CHECK(refusal_code(fractured, RollBleeder{kRoland, wound_at(fractured, kRoland, Location::LeftArm), {}}) == Why::NotABleeder);
}

TEST_CASE("002 bleeding Out of Action owes the injury roll", "[bleeders][002]") {
    // 002_0ab9c90439f7658b.txt: "Anyone reduced to OoA or KIA, or who suffers a Trauma effect from damage, must roll on
    // the injury table to see if they have taken a grievous wound and or a permanent injury."
    Encounter e = fight();
    e = must(e, SetRanks{.id = kGoblin, .physical = 1, .mental = 4, .crossover_every = 0});
    e = must(e, ApplyInjury{kGoblin, Location::Chest, InjuryEffect::Bleeder});
    const std::size_t owed = ranks(e, kGoblin).injuries.size();
    e = must(e, EndRound{});
    e = must(e, RollBleeder{kGoblin, wound_at(e, kGoblin, Location::Chest), faces({1, 2, 3, 4})});
    CHECK(ranks(e, kGoblin).standing == Standing::OutOfAction);
    CHECK(ranks(e, kGoblin).injuries.size() == owed + 1);
    CHECK(logged(e, "Goblin must roll on the injury table"));
}
