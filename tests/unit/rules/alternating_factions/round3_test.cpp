// Rules text 004, round three: size in attacks, grabs, blast attacks, damaged and destroyed gear,
// impaired damage, and a mount at full speed. Every rule test quotes
// /work/shared/rules/004_2715924881334fee.txt verbatim.
#include "core/fight/card_state.hpp"
#include "core/rules/alternating_factions/factions.hpp"
#include "tests/unit/rules/alternating_factions/alternating_helpers.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;
using namespace rk::test::alternating;

namespace {

constexpr CombatantId kWyrm = 8, kHorse = 9;

// The text's wyrm (large: size 1) joins the bandits; everyone has STR 10; the players move first,
// with nobody taking a turn yet.
Encounter with_wyrm() {
    Encounter e = armed();
    e = must(e, AddCombatant{"Wyrm", kBandits, false, 1, 40});
    REQUIRE(e.find(kWyrm)->name == "Wyrm");
    e = must(e, SetStat{kWyrm, "size", 1});
    e = must(e, AddGear{kWyrm, "Bite", "weapon", "d8"});
    e = must(e, AddGear{kWyrm, "Fire breath", "weapon", "d6"});
    e = must(e, AddGear{kSybilla, "Fire bomb", "weapon", "d6"});
    for (CombatantId id : {kBalthasar, kSybilla, kTheobald, kLeader, kBandit1, kBandit2, kBandit3, kWyrm}) e = must(e, SetStat{id, "str", 10});
    e = must(e, GiveInitiative{kPlayers});
    e = must(e, StartEncounter{});
    return must(e, FirstFaction{kPlayers});
}

int health(const Encounter& e, CombatantId id) { return e.find(id)->hp->current; }

bool chip(const Encounter& e, CombatantId id, const std::string& text) {
    for (const CardChip& c : card_chips(e, *e.find(id)))
        if (c.text == text) return true;
    return false;
}

const Gear& gear(const Encounter& e, CombatantId id, const std::string& name) {
    for (const Gear& g : part<FactionsPart>(*e.find(id)).gear)
        if (g.name == name) return g;
    FAIL("no gear " << name);
    throw 0;
}

} // namespace

TEST_CASE("004 size: smaller characters halve damage, larger ones double their dice, in every attack", "[round3][alternating]") {
    // 004_2715924881334fee.txt: "Smaller characters halve damage for each size of difference. Larger characters double che number of dice they roll for damage for each size of difference, and can distribute dice from melee attacks among several smaller targets as they see fit."
    // 004_2715924881334fee.txt: "A human attacking a wyrm with a sword (d6 damage) would halve damage: for example, a roll of 3 would only inflict 2 damage."
    // 004_2715924881334fee.txt: "Its bite attack inflicts 2d8 damage against a single medium-sized character, and 4d8 damage against a single small character."
    Encounter e = with_wyrm();
    e = must(e, Attack{kBalthasar, kWyrm, "Sword", faces({3})});
    CHECK(e.log.back().text == "Balthasar hits Wyrm with Sword: d6: [3] = 3 (entered), halved for 1 size smaller: 2, armour 0: 2 damage (38/40)");
    CHECK(health(e, kWyrm) == 38);
    // The bite rolls 2d8 against a medium-sized character: one die is not enough.
    CHECK(refusal_code(e, Attack{kWyrm, kBalthasar, "Bite", faces({5})}) == Why::WrongDiceCount);
    e = must(e, Attack{kWyrm, kBalthasar, "Bite", faces({5, 4})});
    CHECK(e.log.back().text == "Wyrm hits Balthasar with Bite: 2d8: [5, 4] = 9 (entered) (1 size larger: dice doubled), armour 0: 9 damage (3/12)");
    // 4d8 against a small one.
    e = must(e, SetStat{kSybilla, "size", -1});
    CHECK(refusal_code(e, Attack{kWyrm, kSybilla, "Bite", faces({1, 2})}) == Why::WrongDiceCount);
    e = must(e, Attack{kWyrm, kSybilla, "Bite", faces({1, 1, 1, 2})});
    CHECK(health(e, kSybilla) == 5);
    // Two sizes smaller: halved twice, rounding up as the example does (5, 3, 2).
    e = must(e, Attack{kSybilla, kWyrm, "", faces({4})});
    CHECK(health(e, kWyrm) == 37);
    e = must(e, AddGear{kSybilla, "Dagger", "weapon", "d8"});
    e = must(e, Attack{kSybilla, kWyrm, "Dagger", faces({5})});
    CHECK(health(e, kWyrm) == 35);
    // Not only non-lethal attacks: a counter's blows are halved and doubled too.
    Encounter c = must(with_wyrm(), ActNow{kTheobald});
    c = must(c, CounterAttack{kWyrm, kTheobald, "damage", "Spear", faces({3}), "damage", "Bite", faces({2, 2})});
    CHECK(health(c, kWyrm) == 38);       // 3 halved: 2
    CHECK(health(c, kTheobald) == 10);   // 2d8 = 4, less his armour value of 2
    // Sizes more than four categories apart are a mistake in the stats.
    e = must(e, SetStat{kBandit1, "size", 9});
    CHECK(refusal_code(e, Attack{kBalthasar, kBandit1, "Sword", faces({3})}) == Why::BadStat);
}

TEST_CASE("004 blast attacks: their damage is not modified by size", "[round3][alternating]") {
    // 004_2715924881334fee.txt: "Damage from blast attacks isn’t modified."
    // 004_2715924881334fee.txt: "Its fire breath attack has the blast property, therefore it always inflicts d6 damage, no matter the target’s size."
    // 004_2715924881334fee.txt: "A human throwing a fire bomb (d6 damage, range 2, blast) would inflict full damage against the wyrm, thanks to the blast property."
    // 004_2715924881334fee.txt: "Ranged blast attacks hit any zone within range and target the attacker as well if directed at their own zone."
    Encounter e = with_wyrm();
    CHECK(refusal_code(e, Attack{kWyrm, kBalthasar, "Fire breath", faces({5, 1}), false, false, true}) == Why::WrongDiceCount);
    e = must(e, Attack{kWyrm, kBalthasar, "Fire breath", faces({5}), false, false, true});
    CHECK(e.log.back().text == "Wyrm hits Balthasar with Fire breath, blast: d6: [5] = 5 (entered) (blast: size does not change it), armour 0: 5 damage (7/12)");
    e = must(e, Attack{kSybilla, kWyrm, "Fire bomb", faces({3}), false, false, true});
    CHECK(health(e, kWyrm) == 37);   // full damage
    // Each character in the zone is its own attack with the same roll; the thrower's own zone
    // includes the thrower.
    e = must(e, Attack{kSybilla, kSybilla, "Fire bomb", faces({3}), false, false, true});
    CHECK(health(e, kSybilla) == 7);
    CHECK(refusal_code(e, Attack{kSybilla, kSybilla, "Fire bomb", faces({3})}) == Why::TargetsItself);
}

TEST_CASE("004 impaired damage: unarmed, held back, or made by a rider", "[round3][alternating]") {
    // 004_2715924881334fee.txt: "Unarmed attacks inflict d4 impaired damage."
    // 004_2715924881334fee.txt: "The attacker may choose to voluntarily hold back an attack to inflict impaired damage."
    // 004_2715924881334fee.txt: "Attacks made by riders and passengers are impaired."
    Encounter e = with_wyrm();
    e = must(e, Attack{kBalthasar, kBandit1, "", faces({4})});
    CHECK(e.log.back().text == "Balthasar hits Bandit 1 with bare hands: d4: [4] = 4 (entered), armour 0: 4 damage (4/8)");
    CHECK(refusal_code(e, Attack{kBalthasar, kBandit2, "Sword", faces({6}), false, false, false, true}) == Why::BadDieFace);
    e = must(e, Attack{kBalthasar, kBandit2, "Sword", faces({3}), false, false, false, true});
    CHECK(e.log.back().text == "Balthasar hits Bandit 2 with Sword (impaired): d4: [3] = 3 (entered), armour 0: 3 damage (5/8)");
    CHECK(gear(e, kBalthasar, "Sword").used);
    // A rider: every attack is impaired, and a larger rider still doubles the dice.
    e = must(e, AddCombatant{"Horse", kPlayers, false, 1, 14});
    e = must(e, SetCondition{kTheobald, "Riding", true, kHorse});
    CHECK(e.log.back().text == "Theobald rides Horse");
    CHECK(chip(e, kTheobald, "Riding Horse: attacks impaired"));
    CHECK(refusal_code(e, Attack{kTheobald, kBandit3, "Spear", faces({5})}) == Why::BadDieFace);
    e = must(e, Attack{kTheobald, kBandit3, "Spear", faces({2})});
    CHECK(e.log.back().text == "Theobald hits Bandit 3 with Spear (impaired: riding): d4: [2] = 2 (entered), armour 0: 2 damage (6/8)");
    CHECK(refusal_code(e, SetCondition{kTheobald, "Riding", true, kHorse}) == Why::ConditionAlreadySet);
    CHECK(refusal_code(e, SetCondition{kBalthasar, "Riding", true}) == Why::BadCondition);
    CHECK(refusal_code(e, SetCondition{kBalthasar, "Riding", true, kBalthasar}) == Why::TargetsItself);
    e = must(e, SetCondition{kTheobald, "Riding", false});
    CHECK(e.log.back().text == "Theobald dismounts");
    e = must(e, Attack{kTheobald, kBandit3, "Spear", faces({6})});
    CHECK(health(e, kBandit3) == 0);
}

TEST_CASE("004 damaged gear: a 1 on the damage die or 8 damage before armour destroys it", "[round3][alternating]") {
    // 004_2715924881334fee.txt: "Damaged weapons and shields are destroyed if used to attack and a 1 is rolled on the damage die. Damaged shields and armour are destroyed by attacks inflicting at least 8 damage before armour reduction (shields are destroyed first)."
    // 004_2715924881334fee.txt: "They work as a simple hand weapon or a simple great weapon, but are handled as if they were already damaged."
    Encounter e = with_wyrm();
    e = must(e, AddGear{kBandit1, "Chair leg", "weapon", "d6", 0, true});
    CHECK(e.log.back().text == "Bandit 1 carries Chair leg (weapon, d6 damage), damaged");
    CHECK(chip(e, kBandit1, "Chair leg damaged"));
    e = must(e, Attack{kBandit1, kBalthasar, "Chair leg", faces({2})});
    CHECK_FALSE(gear(e, kBandit1, "Chair leg").destroyed);
    e = must(e, Attack{kBandit1, kBalthasar, "Chair leg", faces({1})});
    CHECK(e.log.back().text == "Bandit 1's damaged Chair leg rolled a 1: it is destroyed");
    CHECK(health(e, kBalthasar) == 9);   // the blow still lands
    CHECK(gear(e, kBandit1, "Chair leg").destroyed);
    CHECK(chip(e, kBandit1, "Chair leg destroyed"));
    CHECK(refusal_code(e, Attack{kBandit1, kBalthasar, "Chair leg", faces({4})}) == Why::GearDestroyed);
    CHECK(refusal_code(e, DeathBlow{kBandit1, kBalthasar, "Chair leg"}) == Why::NotIncapacitated);
    // A sound weapon rolling 1 stays whole.
    e = must(e, Attack{kLeader, kBalthasar, "Battleaxe", faces({1})});
    CHECK_FALSE(gear(e, kLeader, "Battleaxe").destroyed);

    // Theobald's damaged shield and light armour: 8 damage before armour breaks the shield first.
    e = must(e, SetGearState{kTheobald, "Shield", "damaged"});
    e = must(e, SetGearState{kTheobald, "Light armour", "damaged"});
    CHECK(refusal_code(e, SetGearState{kTheobald, "Shield", "damaged"}) == Why::BadGear);
    CHECK(refusal_code(e, SetGearState{kTheobald, "Shield", "broken"}) == Why::BadGear);
    CHECK(refusal_code(e, SetGearState{kTheobald, "Helmet", "damaged"}) == Why::NoSuchGear);
    e = must(e, Attack{kLeader, kTheobald, "Battleaxe", faces({7})});   // 7: not enough
    CHECK(armour_value(e, *e.find(kTheobald), false) == 2);
    e = must(e, Attack{kLeader, kTheobald, "Battleaxe", faces({8})});
    CHECK(e.log.back().text == "Theobald's damaged Shield takes 8 damage before armour: it is destroyed");
    CHECK(health(e, kTheobald) == 12 - 5 - 6);   // the shield still counted against this blow
    CHECK(armour_value(e, *e.find(kTheobald), false) == 1);
    // Direct damage does not touch the armour; halved by size it may fall short of 8.
    e = must(e, Attack{kLeader, kTheobald, "Battleaxe", faces({8}), false, true});
    CHECK_FALSE(gear(e, kTheobald, "Light armour").destroyed);
    e = must(e, SetStat{kTheobald, "size", 1});
    e = must(e, SetHp{kTheobald, 12});
    e = must(e, Attack{kLeader, kTheobald, "Battleaxe", faces({8})});   // halved: 4
    CHECK_FALSE(gear(e, kTheobald, "Light armour").destroyed);
    e = must(e, SetStat{kTheobald, "size", 0});
    e = must(e, Attack{kLeader, kTheobald, "Battleaxe", faces({8})});
    CHECK(gear(e, kTheobald, "Light armour").destroyed);
    CHECK(armour_value(e, *e.find(kTheobald), false) == 0);
    CHECK(chip(e, kTheobald, "Shield destroyed"));

    // The durability roll after the fight marks gear damaged; the destroyed need no roll.
    e = must(e, EndEncounter{});
    CHECK(e.log.back().text == "Durability rolls for the weapons and armour used: Bandit leader's Battleaxe");
    e = must(e, SetGearState{kLeader, "Battleaxe", "damaged"});
    CHECK(e.log.back().text == "Bandit leader's Battleaxe is damaged");
    e = must(e, SetGearState{kLeader, "Battleaxe", "sound"});
    CHECK_FALSE(gear(e, kLeader, "Battleaxe").damaged);
}

TEST_CASE("004 grabbed characters can't act: no attacks, no help, only breaking free", "[round3][alternating]") {
    // 004_2715924881334fee.txt: "Grabbed characters can’t act, and can only spend their turn to attempt to break free by passing a STR save."
    Encounter e = must(with_wyrm(), ActNow{kTheobald});
    e = must(e, NonLethalAttack{kTheobald, kBandit1, "grapple", faces({15})});
    CHECK(chip(e, kBandit1, "Grabbed by Theobald: can only try to break free"));
    CHECK(chip(e, kTheobald, "Holding Bandit 1"));
    CHECK(refusal_code(e, Attack{kBandit1, kTheobald, "", faces({2})}) == Why::Grabbed);
    CHECK(refusal_code(e, NonLethalAttack{kBandit1, kTheobald, "shove", faces({2})}) == Why::Grabbed);
    CHECK(refusal_code(e, CounterAttack{kBandit1, kTheobald}) == Why::Grabbed);
    e = must(e, SetCondition{kBalthasar, "Incapacitated", true});
    CHECK(refusal_code(e, DeathBlow{kBandit1, kBalthasar}) == Why::Grabbed);
    e = must(e, NextTurn{});
    // A bandit grabbed in the middle of its turn can no longer help Bandit 1, nor attack.
    e = must(e, ActNow{kBandit3});
    e = must(e, SetCondition{kBandit3, "Grabbed", true, kSybilla});
    CHECK(refusal_code(e, BreakFree{kBandit1, kBandit3, faces({3})}) == Why::Grabbed);
    CHECK(refusal_code(e, Attack{kBandit3, kSybilla, "", faces({3})}) == Why::Grabbed);
}

TEST_CASE("004 smaller characters can't free themselves from a grab with a STR save", "[round3][alternating]") {
    // 004_2715924881334fee.txt: "Smaller characters can’t resist with a STR save when a larger character disarms, shoves, or grabs them (they can however still attempt to dodge or counter), and can’t free themselves from a grab with a STR save."
    // 004_2715924881334fee.txt: "Allies can also spend a main action to attempt to free them with a STR save."
    Encounter e = with_wyrm();
    e = must(e, SetCondition{kBalthasar, "Grabbed", true, kWyrm});
    CHECK(chip(e, kBalthasar, "Grabbed by Wyrm (larger): can't break free"));
    CHECK(refusal_code(e, BreakFree{kBalthasar, std::nullopt, faces({1})}) == Why::TooSmall);
    CHECK(refusal_code(e, ActNow{kBalthasar}) == Why::TooSmall);
    // An ally may still try.
    e = must(e, ActNow{kSybilla});
    e = must(e, BreakFree{kBalthasar, kSybilla, faces({4})});
    CHECK_FALSE(has_condition(e, kBalthasar, condition::kGrabbed));
    // A faction whose only character left is held by a larger one must pass.
    Encounter f = with_wyrm();
    f = must(f, SetCondition{kSybilla, "Grabbed", true, kWyrm});
    f = turn(f, kBalthasar);
    f = turn(f, kLeader);
    f = turn(f, kTheobald);
    f = turn(f, kBandit1);
    CHECK(logged(f, "Players: must pass, none of those yet to act can act"));
}

TEST_CASE("004 the grabbing character keeps hold with some actions; any other action frees the grabbed", "[round3][alternating]") {
    // 004_2715924881334fee.txt: "The grabbing character can keep hold while moving together with the grabbed character, attempting to disarm them, hiding behind them as reaction to an attack, or attacking with a one-handed weapon or an unarmed attack. Any other action frees the grabbed character."
    // 004_2715924881334fee.txt: "Larger characters need only one hand (or any other appendage) to grab a smaller target, and besides having that hand occupied they can perform any action while keeping hold."
    Encounter start = must(with_wyrm(), AddGear{kBalthasar, "Greatsword", "weapon", "2d6", 0, false, true});
    CHECK(start.log.back().text == "Balthasar carries Greatsword (great weapon, 2d6 damage)");
    CHECK(refusal_code(start, AddGear{kBalthasar, "Tower", "shield", "", 2, false, true}) == Why::BadGear);
    start = must(start, SetCondition{kBandit1, "Grabbed", true, kBalthasar});
    start = must(start, ActNow{kBalthasar});
    // Keeping hold: a one-handed weapon, bare hands, disarming the one held.
    Encounter e = must(start, Attack{kBalthasar, kBandit1, "Sword", faces({2})});
    e = must(e, Attack{kBalthasar, kBandit2, "", faces({2})});
    e = must(e, NonLethalAttack{kBalthasar, kBandit1, "disarm", faces({2})});
    CHECK(has_condition(e, kBandit1, condition::kGrabbed));
    // Any other action: a great weapon, a shove, disarming someone else.
    e = must(start, Attack{kBalthasar, kBandit2, "Greatsword", faces({2, 2})});
    CHECK(e.log.back().text ==
          "Balthasar attacks with a great weapon (Greatsword): Bandit 1 is no longer grabbed (any other action frees the grabbed character)");
    CHECK_FALSE(has_condition(e, kBandit1, condition::kGrabbed));
    e = must(start, NonLethalAttack{kBalthasar, kBandit1, "shove", faces({2})});
    CHECK_FALSE(has_condition(e, kBandit1, condition::kGrabbed));
    e = must(start, NonLethalAttack{kBalthasar, kBandit2, "disarm", faces({2})});
    CHECK_FALSE(has_condition(e, kBandit1, condition::kGrabbed));
    // Reactions: hiding behind keeps hold, a dodge does not; surrendering lets go.
    Encounter r = must(with_wyrm(), SetCondition{kLeader, "Grabbed", true, kTheobald});
    r = must(r, ActNow{kSybilla});
    e = must(r, React{kTheobald, "hide behind", kSybilla});
    CHECK(has_condition(e, kLeader, condition::kGrabbed));
    e = must(r, React{kTheobald, "dodge", kSybilla});
    CHECK_FALSE(has_condition(e, kLeader, condition::kGrabbed));
    r = must(must(r, NextTurn{}), ActNow{kBandit2});
    r = must(must(r, NextTurn{}), Surrender{kTheobald});
    CHECK_FALSE(has_condition(r, kLeader, condition::kGrabbed));
    // A larger character keeps hold whatever it does.
    Encounter w = must(with_wyrm(), AddGear{kWyrm, "Tail", "weapon", "d8", 0, false, true});
    w = must(w, SetCondition{kBalthasar, "Grabbed", true, kWyrm});
    w = must(w, Attack{kWyrm, kSybilla, "Tail", faces({3, 3})});
    w = must(w, NonLethalAttack{kWyrm, kTheobald, "shove", faces({1})});
    CHECK(has_condition(w, kBalthasar, condition::kGrabbed));
}

TEST_CASE("004 a mount at full speed: its riders can't take any action nor react", "[round3][alternating]") {
    // 004_2715924881334fee.txt: "If the mount or vehicle moves at full speed, riders and passengers can’t take any action nor react."
    Encounter e = with_wyrm();
    e = must(e, AddCombatant{"Horse", kPlayers, false, 1, 14});
    e = must(e, SetCondition{kSybilla, "Riding", true, kHorse});
    CHECK(refusal_code(e, FullSpeed{kHorse}) == Why::NotItsTurn);
    e = must(e, ActNow{kHorse});
    e = must(e, FullSpeed{kHorse});
    CHECK(e.log.back().text == "Horse moves at full speed: Sybilla can't take any action nor react this round");
    CHECK(refusal_code(e, FullSpeed{kHorse}) == Why::ConditionAlreadySet);
    CHECK(chip(e, kHorse, "At full speed: riders can't act nor react"));
    CHECK(chip(e, kSybilla, "Horse at full speed: can't act nor react"));
    CHECK(refusal_code(e, Attack{kSybilla, kBandit1, "Fire bomb", faces({2})}) == Why::AtFullSpeed);
    CHECK(refusal_code(e, React{kSybilla, "dodge", kBandit1}) == Why::AtFullSpeed);
    e = must(e, NextTurn{});
    e = must(e, ActNow{kLeader});
    CHECK(refusal_code(e, CounterAttack{kSybilla, kLeader}) == Why::AtFullSpeed);
    e = must(e, NextTurn{});
    CHECK(refusal_code(e, ActNow{kSybilla}) == Why::AtFullSpeed);
    e = turn(e, kBalthasar);
    e = turn(e, kBandit1);
    e = turn(e, kTheobald);
    // Only Sybilla is left to the players, and she can't act: they must pass.
    e = must(e, Pass{kBandits});
    CHECK(logged(e, "Players: must pass, none of those yet to act can act"));
    if (e.step == Step::Morale) e = must(e, NextTurn{});
    REQUIRE(e.round == 2);
    CHECK_FALSE(has_condition(e, kHorse, condition::kFullSpeed));
    e = must(e, FirstFaction{kPlayers});
    e = must(e, ActNow{kSybilla});
    // Taken back by the table.
    Encounter t = must(must(with_wyrm(), AddCombatant{"Horse", kPlayers, false, 1, 14}), ActNow{kHorse});
    t = must(t, FullSpeed{kHorse});
    t = must(t, FullSpeed{kHorse, false});
    CHECK(refusal_code(t, FullSpeed{kHorse, false}) == Why::ConditionNotSet);
    Encounter generic;
    CHECK(refusal_code(generic, FullSpeed{1}) == Why::NotInThisRuleset);
}
