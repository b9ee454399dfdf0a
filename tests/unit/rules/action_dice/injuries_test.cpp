// Rules text 002 (Swift Swords Tactica): the General Injury Table, its locations and effects, and
// the consequences the tracker keeps. Every rule test quotes /work/shared/rules/002_0ab9c90439f7658b.txt.
#include <algorithm>

#include "core/rules/action_dice/bleeders.hpp"
#include "core/rules/action_dice/injuries.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;
using rk::test::faces;
using rk::test::logged;
using rk::test::mental;
using rk::test::physical;
using rk::test::ranks;

namespace {

constexpr CombatantId kRoland = 1, kGoblin = 2;



int count_logged(const Encounter& e, const std::string& text) {
    const auto entries = e.log.entries();
    return static_cast<int>(std::count_if(entries.begin(), entries.end(), [&](const LogEntry& l) { return l.text == text; }));
}

// Roland (Heroic: Physical 6, Mental 6) and a rank-4 goblin, in a running generic fight.
Encounter fight(Ruleset rules = kHighestFirst) {
    Encounter e;
    e = must(e, SetRuleset{rules, {}});
    e = must(e, AddCombatant{"Roland", 1, true, 1, std::nullopt});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, std::nullopt});
    e = must(e, SetRanks{.id = kRoland, .physical = 5, .mental = 6, .crossover_every = 0});
    e = must(e, SetRanks{.id = kGoblin, .physical = 4, .mental = 4, .crossover_every = 0});
    if (rules == kHighestFirst) e = must(e, StartEncounter{});
    return e;
}

// A Trauma on Roland (7 damage > 6) and its location rolled with entered dice.
Encounter located(std::initializer_list<int> location_dice) {
    Encounter e = must(fight(), ApplyDamage{.id = kRoland, .points = 7});
    return must(e, RollInjury{kRoland, faces(location_dice)});
}

// Roland suffers `what` at `where`, given by hand.
Encounter wounded(Location where, InjuryEffect what) { return must(fight(), ApplyInjury{kRoland, where, what}); }

} // namespace

TEST_CASE("002 injury location: 4d6, the face that comes up most, draws to the highest", "[injuries][002]") {
    // 002_0ab9c90439f7658b.txt: "Roll 4d6 and consult the following Location Table. The number that comes up the most
    // becomes the target location. If the result is a draw (2 pairs or 4 singles) then the HIGHEST roll is hit (6s).
    // Once a location is determined you may shift the location one connected area if you rolled a triple, two areas
    // if you rolled a quadruple."
    auto read = [](std::vector<int> f) { return read_location_roll(f); };
    CHECK(read({4, 4, 4, 6}).location == Location::RightArm);
    CHECK(read({4, 4, 4, 6}).shifts == 1);
    CHECK(read({3, 3, 1, 6}).location == Location::LeftArm);   // a pair beats a higher single
    CHECK(read({3, 3, 1, 6}).shifts == 0);
    CHECK(read({2, 2, 5, 5}).face == 5);                        // 2 pairs: the highest
    CHECK(read({1, 2, 3, 4}).face == 4);                        // 4 singles: the highest
    CHECK(read({1, 3, 2, 6}).location == Location::Chest);
    CHECK(read({1, 1, 1, 1}).location == Location::LeftLeg);
    CHECK(read({1, 1, 1, 1}).shifts == 2);
    CHECK(read({5, 5, 2, 1}).location == Location::Head);
    CHECK(read({2, 2, 6, 1}).location == Location::RightLeg);

    // "Neck and Groin maybe ignored as locations if you wish (they are optional)." They are reached by shifting,
    // and the areas around them also touch directly.
    CHECK(areas_between(Location::RightArm, Location::Chest) == 1);
    CHECK(areas_between(Location::RightArm, Location::Head) == 2);
    CHECK(areas_between(Location::Head, Location::Neck) == 1);
    CHECK(areas_between(Location::Chest, Location::Groin) == 1);
    CHECK(areas_between(Location::LeftLeg, Location::Groin) == 1);
    CHECK(areas_between(Location::LeftLeg, Location::RightArm) == 2);
    CHECK(areas_between(Location::LeftArm, Location::RightArm) == 2);
}

TEST_CASE("002 the location example: a triple of 4s hits the Right Arm and may shift to the Chest", "[injuries][002]") {
    // 002_0ab9c90439f7658b.txt: "Eg: you roll 4d and get 4,4,4,6. A triple of 4’s means that the Right Arm is hit,
    // but the attacker may shift the result one area to the Chest if they wish due to the triple."
    Encounter e = located({4, 4, 4, 6});
    CHECK(logged(e, "Roland's injury location 4d6: [4, 4, 4, 6] = 18 (entered): the Right Arm (a triple: the attacker "
                    "may shift it one connected area)"));
    CHECK(refusal_code(e, ShiftInjury{kRoland, Location::Head}) == Why::ShiftNotAllowed);
    CHECK(refusal_code(e, RollInjury{kRoland, faces({1, 2, 3, 4})}) == Why::InjuryLocated);
    e = must(e, ShiftInjury{kRoland, Location::Chest});
    CHECK(logged(e, "The injury shifts from the Right Arm to the Chest"));
    CHECK(refusal_code(e, ShiftInjury{kRoland, Location::Neck}) == Why::ShiftNotAllowed);

    Encounter pair = located({4, 4, 2, 6});
    CHECK(refusal_code(pair, ShiftInjury{kRoland, Location::Chest}) == Why::ShiftNotAllowed);
    Encounter four = located({1, 1, 1, 1});
    four = must(four, ShiftInjury{kRoland, Location::Groin});
    four = must(four, ShiftInjury{kRoland, Location::Chest});   // two areas in all
    CHECK(ranks(four, kRoland).injuries.at(0).location == Location::Chest);
    CHECK(refusal_code(must(fight(), ApplyDamage{.id = kRoland, .points = 1}), RollInjury{kRoland, {}}) == Why::NoRollDue);
    CHECK(refusal_code(located({4, 4, 4, 6}), RollInjury{kGoblin, faces({1, 2, 3})}) == Why::NoRollDue);
    Encounter owed = must(fight(), ApplyDamage{.id = kRoland, .points = 7});
    CHECK(refusal_code(owed, RollInjury{kRoland, faces({1, 2, 3})}) == Why::WrongDiceCount);
    CHECK(refusal_code(owed, RollInjuryEffect{kRoland, faces({3}), std::nullopt}) == Why::NoInjuryLocation);
}

TEST_CASE("002 the Effect Tables of each location", "[injuries][002]") {
    // 002_0ab9c90439f7658b.txt: "Once a location is determined then the attacker must roll on the Effect Table to see
    // what happened."
    using F = InjuryEffect;
    // Head: "1-Stun" "2-Unconscious -2d" "3-Sight or Sound" "4-Fracture" "5-Balance" "6-Bleeder" "7+-Kill"
    const std::vector<F> head = {F::Stun, F::Unconscious, F::Sight, F::Fracture, F::Balance, F::Bleeder, F::Kill};
    // Chest: "1-Stun" "2-Wind" "3-Bleeder" "4-Flesh Wound" "5-Fracture" "6-Puncture" "7+-Kill"
    const std::vector<F> chest = {F::Stun, F::Wind, F::Bleeder, F::FleshWound, F::Fracture, F::Puncture, F::Kill};
    // Legs: "1-Bleeder" "2-Balance" "3-Fracture" "4-Broken" "5-Foot" "6-Broken" "7+-Sever/Maim"
    const std::vector<F> legs = {F::Bleeder, F::Balance, F::Fracture, F::Broken, F::Foot, F::Broken, F::Sever};
    // Arms: "1-Bleeder" "2-Flesh Wound" "3-Bleeder" "4-Hand" "5-Fracture" "6-Broken" "7+-Sever/Main"
    const std::vector<F> arms = {F::Bleeder, F::FleshWound, F::Bleeder, F::Hand, F::Fracture, F::Broken, F::Sever};
    // Neck: "1-2-Bleeder -2d" "3-4-Flesh Wound" "5-6-Paralysed" "7+-Kill"
    const std::vector<F> neck = {F::Bleeder, F::Bleeder, F::FleshWound, F::FleshWound, F::Paralysed, F::Paralysed, F::Kill};
    // Groin: "1-2-Bleeder -2d" "3-4-Flesh wound" "5-6-Maim" "7+-Kill"
    const std::vector<F> groin = {F::Bleeder, F::Bleeder, F::FleshWound, F::FleshWound, F::Maim, F::Maim, F::Kill};
    for (int row = 1; row <= 7; ++row) {
        INFO("row " << row);
        const auto i = static_cast<std::size_t>(row - 1);
        CHECK(effect_table(Location::Head, row).effect == head[i]);
        CHECK(effect_table(Location::Chest, row).effect == chest[i]);
        CHECK(effect_table(Location::LeftLeg, row).effect == legs[i]);
        CHECK(effect_table(Location::RightLeg, row).effect == legs[i]);
        CHECK(effect_table(Location::LeftArm, row).effect == arms[i]);
        CHECK(effect_table(Location::RightArm, row).effect == arms[i]);
        CHECK(effect_table(Location::Neck, row).effect == neck[i]);
        CHECK(effect_table(Location::Groin, row).effect == groin[i]);
    }
    CHECK(effect_table(Location::Head, 9).effect == F::Kill);   // "7+"
    CHECK(effect_table(Location::Head, 2).minus_dice == 2);
    CHECK(effect_table(Location::Neck, 1).minus_dice == 2);
    CHECK(effect_table(Location::Groin, 2).minus_dice == 2);
    CHECK(effect_table(Location::Chest, 3).minus_dice == 0);
    CHECK(effect_table(Location::Head, 3).alternative == F::Sound);
    CHECK(effect_table(Location::LeftArm, 7).alternative == F::Maim);

    // The choice of "Sight or Sound" and "Sever/Maim" goes with the effect roll.
    Encounter e = located({5, 5, 1, 2});   // the Head
    CHECK(refusal_code(e, RollInjuryEffect{kRoland, faces({3}), F::Kill}) == Why::NotAChoice);
    CHECK(refusal_code(e, RollInjuryEffect{kRoland, faces({4}), F::Sound}) == Why::NotAChoice);
    e = must(e, RollInjuryEffect{kRoland, faces({3}), F::Sound});
    CHECK(ranks(e, kRoland).wounds.at(0).effect == F::Sound);
    CHECK(ranks(e, kRoland).injuries.empty());
}

TEST_CASE("002 a Killing Blow or Massive Damage adds +1 to the effect roll", "[injuries][002]") {
    // 002_0ab9c90439f7658b.txt: "If rolling for a Killing Blow or Massive Damage add +1 to the Effect roll."
    Encounter e = must(fight(), ApplyDamage{.id = kGoblin, .points = 9});   // more than twice 4: a Killing Blow
    REQUIRE(ranks(e, kGoblin).standing == Standing::OutOfAction);
    e = must(e, RollInjury{kGoblin, faces({6, 6, 2, 3})});
    e = must(e, RollInjuryEffect{kGoblin, faces({6}), std::nullopt});
    CHECK(logged(e, "Goblin's Chest effect d6+1: [6] + 1 = 7 (entered)"));
    CHECK(logged(e, "Goblin suffers Kill to the Chest"));
    const auto due = rolls_due(e);
    CHECK(due.empty());   // already Out of Action: the Kill's Body roll changes nothing
}

TEST_CASE("002 wounds that cost ranks: Flesh Wound, Broken, Puncture, Sever; Sight, Sound, Balance, Wind, Maim, Kill", "[injuries][002]") {
    // 002_0ab9c90439f7658b.txt: "Flesh Wound: a deep flesh wound resulting in the loss of an extra Physical Rank."
    Encounter e = wounded(Location::Chest, InjuryEffect::FleshWound);
    CHECK(physical(e, kRoland) == 5);
    CHECK(logged(e, "Roland loses a Physical rank (Flesh Wound to the Chest): Physical 5, Mental 6"));
    // "Broken: the target limb has broken bones and rendered unusable. If an arm then anything not strapped on will be
    // dropped. If a leg then the victim must make DEX rolls at -2d or fall prone each time they try to move. Loss an
    // extra Physical Rank immediately."
    e = wounded(Location::LeftLeg, InjuryEffect::Broken);
    CHECK(physical(e, kRoland) == 5);
    CHECK(ranks(e, kRoland).wounds.at(0).minus_dice == 2);
    e = wounded(Location::RightArm, InjuryEffect::Broken);
    CHECK(logged(e, "Roland: the Right Arm is unusable: anything not strapped on is dropped"));
    // Puncture: "Lose an extra Physical Rank and all rolls are at -1d. Burn 1 action dice."
    e = wounded(Location::Chest, InjuryEffect::Puncture);
    CHECK(physical(e, kRoland) == 5);
    CHECK(roll_dice(*e.find(kRoland), Characteristic::Body) == 3);
    CHECK(count_logged(e, "Roland has no action die to burn") == 1);
    // Sever: "You loss 2 extra Physical Ranks immediately and all rolls are at -2d. Burn 2 action dice."
    e = wounded(Location::LeftArm, InjuryEffect::Sever);
    CHECK(physical(e, kRoland) == 4);
    CHECK(roll_dice(*e.find(kRoland), Characteristic::Spirit) == 2);
    CHECK(count_logged(e, "Roland has no action die to burn") == 2);
    CHECK(dice_burned_each_round(*e.find(kRoland)) == 2);

    // "Sight: all visual based rolls (and that means most of them) are impaired, apply -1d to all rolls that require
    // sight. Victim looses 1 Mental Rank immediately."
    e = wounded(Location::Head, InjuryEffect::Sight);
    CHECK(mental(e, kRoland) == 5);
    CHECK(logged(e, "Roland: -1d to rolls that require sight"));
    CHECK(roll_dice(*e.find(kRoland), Characteristic::Body) == 4);   // not a sight roll
    // Sound: "This will make casting of magic with a verbal component more difficult (-2d), as well as other
    // activities as the GM decides. Victim looses 1 mental rank immediately."
    e = wounded(Location::Head, InjuryEffect::Sound);
    CHECK(mental(e, kRoland) == 5);
    CHECK(logged(e, "Roland: -2d to casting with a verbal component"));
    // "Balance: any kind of movement will require a DEX roll or you fall prone. All spell casting is at -2d. Victim
    // losses 1 mental rank immediately. Burn 2 action dice."
    e = wounded(Location::Head, InjuryEffect::Balance);
    CHECK(mental(e, kRoland) == 5);
    CHECK(count_logged(e, "Roland has no action die to burn") == 2);
    // "Wind: the target will lose 1 Mental Rank immediately. Burn 2 action dice"
    e = wounded(Location::Chest, InjuryEffect::Wind);
    CHECK(mental(e, kRoland) == 5);
    CHECK(dice_burned_each_round(*e.find(kRoland)) == 2);
    // Maim: "You suffer an immediate loss of a Mental rank, and all rolls are at -1d. Burn 1 action dice."
    e = wounded(Location::Groin, InjuryEffect::Maim);
    CHECK(mental(e, kRoland) == 5);
    CHECK(roll_dice(*e.find(kRoland), Characteristic::Mind) == 3);
    // "Kill: target must make an immediate Body roll at -2d or they are OoA. Discard all remaining Initiative dice.
    // Lose 2 Mental Ranks immediately."
    e = wounded(Location::Neck, InjuryEffect::Kill);
    CHECK(mental(e, kRoland) == 4);
    {   // in an action-dice fight the hand really goes
        Encounter d = must(fight(kActionDice), StartEncounter{});
        d = must(d, GiveActionDice{kRoland, {5, 4, 3, 2}});
        d = must(d, ApplyInjury{kRoland, Location::Neck, InjuryEffect::Kill});
        CHECK(part<ActionDicePart>(*d.find(kRoland)).hand.empty());
        CHECK(logged(d, "Roland discards its remaining action dice (5, 4, 3, 2)"));
    }
    CHECK(logged(e, "Roland must make an immediate Body roll at -2d or be Out of Action"));
    REQUIRE(rolls_due(e).size() == 1);
    CHECK(rolls_due(e)[0].dice == 2);
    CHECK(ranks(must(e, RollCheck{kRoland, faces({4, 4})}), kRoland).standing == Standing::OutOfAction);
    CHECK(ranks(must(e, RollCheck{kRoland, faces({4, 6})}), kRoland).standing == Standing::Active);
}

TEST_CASE("002 wounds that stun, knock out, paralyse, disable a hand or foot, or fracture", "[injuries][002]") {
    // 002_0ab9c90439f7658b.txt: "Stun: the victim is stunned, lucky escape. Burn 1 action dice."
    Encounter e = wounded(Location::Chest, InjuryEffect::Stun);
    CHECK(has_state(ranks(e, kRoland), RankState::Stun));
    CHECK(physical(e, kRoland) == 6);
    CHECK(dice_burned_each_round(*e.find(kRoland)) == 1);
    e = must(e, RemoveState{kRoland, RankState::Stun, StateRemoval::SpendDie, {}});
    CHECK(dice_burned_each_round(*e.find(kRoland)) == 0);   // the lucky escape is over with the stun

    // "Unconscious: the victim must make an immediate Will roll or fall unconscious OoA (assuming they can suffer
    // this state). Where a 2d is indicated the roll is made with -2d. Burn 1 action dice."
    e = wounded(Location::Head, InjuryEffect::Unconscious);
    REQUIRE(rolls_due(e).size() == 1);
    CHECK(rolls_due(e)[0].what == "Roland: 2d, Will roll or fall unconscious (-2d)");
    CHECK(ranks(must(e, RollCheck{kRoland, faces({1, 4})}), kRoland).standing == Standing::OutOfAction);
    e = wounded(Location::Chest, InjuryEffect::Unconscious);   // by hand, away from the head: no -2d
    CHECK(rolls_due(e).at(0).dice == 4);

    // "Paralysis: roll Body or fall to the ground OoA."
    e = wounded(Location::Neck, InjuryEffect::Paralysed);
    Encounter down = must(e, RollCheck{kRoland, faces({1, 2, 3, 4})});
    CHECK(ranks(down, kRoland).standing == Standing::OutOfAction);
    CHECK(logged(down, "Roland is Out of Action (paralysed)"));

    // "Hand: the target hand is disabled, drop anything held, cannot be used until healed. Burn 1 action dice."
    e = wounded(Location::LeftArm, InjuryEffect::Hand);
    CHECK(logged(e, "Roland: the hand is disabled: anything held is dropped"));
    CHECK(dice_burned_each_round(*e.find(kRoland)) == 1);
    // Foot: "Any rolls to resolve movement will be at -2d. Burn one action dice."
    e = wounded(Location::RightLeg, InjuryEffect::Foot);
    CHECK(ranks(e, kRoland).wounds.at(0).minus_dice == 2);
    CHECK(dice_burned_each_round(*e.find(kRoland)) == 1);
    // "Fracture: a discomfiting bone fracture that doesn’t quite disable but certainly makes it very difficult to use
    // the affected area, reduce all dice rolls related to using that area by -2d."
    e = wounded(Location::RightArm, InjuryEffect::Fracture);
    CHECK(logged(e, "Roland: -2d to rolls using the Right Arm"));
    CHECK(roll_dice(*e.find(kRoland), Characteristic::Body) == 4);
}

TEST_CASE("002 a wound that burns action dice burns them now and every round until it is removed", "[injuries][002]") {
    // 002_0ab9c90439f7658b.txt: "Where a wound has the effect of "Burn an action dice", that effect occurs
    // immediately AND remains every round until the wound effect is removed. The owner may select which dice to
    // convert to 1's."
    // In an action-dice fight where Roland is given 5, 4, 3, 2 every round.
    Encounter e = must(fight(kActionDice), StartEncounter{});
    e = must(e, GiveActionDice{kRoland, {5, 4, 3, 2}, true});
    e = must(e, GiveActionDice{kGoblin, {4, 3, 2}, true});
    const std::vector<int> burnt = {5, 4, 1, 1};
    e = must(e, ApplyInjury{kRoland, Location::Chest, InjuryEffect::Wind});   // "Burn 2 action dice"
    CHECK(part<ActionDicePart>(*e.find(kRoland)).hand == burnt);
    e = must(e, EndRound{});
    CHECK(e.round == 2);
    CHECK(part<ActionDicePart>(*e.find(kRoland)).hand == burnt);   // again with the new set
    e = must(e, EndRound{});
    CHECK(part<ActionDicePart>(*e.find(kRoland)).hand == burnt);
    const WoundId wind = ranks(e, kRoland).wounds.at(0).id;
    e = must(e, HealWound{kRoland, wind});
    CHECK(logged(e, "Roland's Wind to the Chest is healed"));
    e = must(e, EndRound{});
    CHECK(part<ActionDicePart>(*e.find(kRoland)).hand == std::vector<int>{5, 4, 3, 2});
    CHECK(refusal_code(e, HealWound{kRoland, wind}) == Why::NoSuchWound);
}

TEST_CASE("002 who rolls on the injury table: Trauma, Killing Blow, Massive, Out of Action and KIA from damage", "[injuries][002]") {
    // 002_0ab9c90439f7658b.txt: "Anyone reduced to OoA or KIA, or who suffers a Trauma effect from damage, must roll
    // on the injury table to see if they have taken a grievous wound and or a permanent injury."
    Encounter e = fight();
    for (int i = 0; i < 3; ++i) e = must(e, ApplyDamage{.id = kGoblin, .points = 1, .take_state = false});
    CHECK(ranks(e, kGoblin).injuries.empty());
    e = must(e, ApplyDamage{.id = kGoblin, .points = 1, .take_state = false});   // the 4th rank: Out of Action
    CHECK(ranks(e, kGoblin).injuries.size() == 1);
    e = must(e, ApplyDamage{.id = kGoblin, .points = 1});
    e = must(e, RollCheck{kGoblin, faces({1, 1, 1, 1})});   // hit while down, failed: KIA
    CHECK(ranks(e, kGoblin).standing == Standing::KilledInAction);
    CHECK(ranks(e, kGoblin).injuries.size() == 2);
    const auto due = rolls_due(e);
    REQUIRE(due.size() == 2);
    CHECK(due[0].what == "Goblin: 4d6 on the injury Location Table");

    // Mental defeat is no bodily harm: no injury roll.
    Encounter broken = fight();
    for (int i = 0; i < 4; ++i) broken = must(broken, ApplyDamage{.id = kGoblin, .points = 1, .track = DamageTrack::Mental, .take_state = false});
    CHECK(ranks(broken, kGoblin).standing == Standing::OutOfAction);
    CHECK(ranks(broken, kGoblin).injuries.empty());
}
