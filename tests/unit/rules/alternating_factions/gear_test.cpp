// Rules text 004: weapons, armour and shields; the armour value (never above 3) and the durability
// rolls after the fight. Every rule test quotes /work/shared/rules/004_2715924881334fee.txt verbatim.
#include "core/rules/alternating_factions/factions.hpp"
#include "tests/unit/rules/alternating_factions/alternating_helpers.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;
using namespace rk::test::alternating;

TEST_CASE("004 gear: weapons with a damage die, armour and shields with an armour value", "[alternating][gear]") {
    // 004_2715924881334fee.txt: "Armed attacks inflict damage depending on the weapon used."
    Encounter e = armed();
    CHECK(logged(e, "Theobald carries Spear (weapon, d6 damage)"));
    CHECK(logged(e, "Theobald holds Shield (shield, +1 armour)"));
    CHECK(logged(e, "Theobald wears Light armour (armour, +1 armour)"));
    CHECK(refusal_code(e, AddGear{kTheobald, "Spear", "weapon", "d6"}) == Why::BadGear);
    CHECK(refusal_code(e, AddGear{kTheobald, "Club", "weapon", ""}) == Why::BadGear);
    CHECK(refusal_code(e, AddGear{kTheobald, "Potion", "potion"}) == Why::BadGear);
    CHECK(refusal_code(e, AddGear{kTheobald, "Plate", "armour", "", 4}) == Why::BadGear);
    CHECK(refusal_code(e, AddGear{kTheobald, "Buckler", "shield", "d4", 1}) == Why::BadGear);
}

TEST_CASE("004 the armour value reduces damage: Theobald's shield and light armour", "[alternating][gear]") {
    // 004_2715924881334fee.txt: "Theobald attacks the bandit leader with his spear (d6 damage). The bandit leader decides to
    // counter with his battleaxe (d8 damage). They both roll for damage: Theobald inflicts 4 damage, the bandit leader
    // inflicts 5 damage. Theobald however is holding a shield and wearing light armour, so he has an armour value of 2 and
    // would only suffer 3 damage. Because of this, the bandit leader is hit for 4 damage first."
    Encounter e = must(armed(), GiveInitiative{kPlayers});
    e = must(e, StartEncounter{});
    e = must(e, FirstFaction{kPlayers});
    CHECK(armour_value(e, *e.find(kTheobald), false) == 2);
    e = must(e, ActNow{kTheobald});
    e = must(e, React{kLeader, "counter", kTheobald});
    e = must(e, Attack{kTheobald, kLeader, "Spear", faces({4})});
    e = must(e, Attack{kLeader, kTheobald, "Battleaxe", faces({5})});
    CHECK(e.find(kLeader)->hp->current == 6);
    CHECK(e.find(kTheobald)->hp->current == 9);
    CHECK(e.log.back().text == "Bandit leader hits Theobald with Battleaxe: d8: [5] = 5 (entered), armour 2: 3 damage (9/12)");
    CHECK(refusal_code(e, Attack{kLeader, kTheobald, "Spear", faces({5})}) == Why::NoSuchGear);
    CHECK(refusal_code(e, Attack{kLeader, kTheobald, "Battleaxe", faces({9})}) == Why::BadDieFace);
}

TEST_CASE("004 the armour value is never above 3, cover included", "[alternating][gear]") {
    // 004_2715924881334fee.txt: "The target’s armour value is increased by 1 (as usual never above 3), unless the attack
    // is powerful enough to penetrate the cover."
    Encounter e = must(armed(), GiveInitiative{kBandits});
    e = must(e, StartEncounter{});
    const Combatant& theobald = *e.find(kTheobald);
    CHECK(armour_value(e, theobald, true) == 3);
    e = must(e, SetStat{kTheobald, "armour", 1});   // a helmet, say: 4 in all
    int uncapped = 0;
    CHECK(armour_value(e, *e.find(kTheobald), true, &uncapped) == 3);
    CHECK(uncapped == 4);
    e = must(e, FirstFaction{kBandits});
    e = must(e, ActNow{kLeader});
    e = must(e, Attack{kLeader, kTheobald, "Battleaxe", faces({8}), true});
    CHECK(e.log.back().text ==
          "Bandit leader hits Theobald with Battleaxe: d8: [8] = 8 (entered), armour 3 with cover (4, never above 3): 5 damage (7/12)");
    // Damage that penetrates (direct damage) ignores armour.
    e = must(e, Attack{kLeader, kTheobald, "Battleaxe", faces({2}), false, true});
    CHECK(e.log.back().text == "Bandit leader hits Theobald with Battleaxe: d8: [2] = 2 (entered), direct: 2 damage (5/12)");
    // Unarmed: a d4.
    e = must(e, Attack{kLeader, kTheobald, "", faces({4})});
    CHECK(e.log.back().text == "Bandit leader hits Theobald with bare hands: d4: [4] = 4 (entered), armour 3: 1 damage (4/12)");
}

TEST_CASE("004 after the fight: a durability roll for every weapon and armour used at least once", "[alternating][gear]") {
    // 004_2715924881334fee.txt: "After a fight, make a durability roll for all weapons and armour which were used at least once."
    Encounter e = must(armed(), GiveInitiative{kPlayers});
    e = must(e, StartEncounter{});
    e = must(e, FirstFaction{kPlayers});
    e = must(e, ActNow{kBalthasar});
    e = must(e, Attack{kBalthasar, kBandit1, "Sword", faces({3})});
    e = must(e, Attack{kBalthasar, kBandit1, "Sword", faces({1})});   // used twice: still one roll
    e = must(e, NextTurn{});
    e = must(e, ActNow{kLeader});
    e = must(e, UseGear{kTheobald, "Shield"});   // raised to guard
    CHECK(e.log.back().text == "Theobald's Shield is used: a durability roll after the fight");
    CHECK(refusal_code(e, UseGear{kTheobald, "Bow"}) == Why::NoSuchGear);
    e = must(e, EndEncounter{});
    CHECK(e.log.back().text == "Durability rolls for the weapons and armour used: Balthasar's Sword, Theobald's Shield");
    CHECK_FALSE(part<FactionsPart>(*e.find(kTheobald)).gear[0].used);   // the spear stayed unused
}

TEST_CASE("004 after a fight without any gear used, no durability rolls", "[alternating][gear]") {
    // 004_2715924881334fee.txt: "After a fight, make a durability roll for all weapons and armour which were used at least once."
    Encounter e = must(armed(), EndEncounter{});
    CHECK(e.log.back().text == "No weapon or armour was used: no durability rolls");
}

TEST_CASE("004 a copy of a fighter carries its own gear, not yet used", "[alternating][gear]") {
    // 004_2715924881334fee.txt: "After a fight, make a durability roll for all weapons and armour which were used at least once."
    // A copy made during the fight (DuplicateCombatant) has used nothing yet: its gear owes no roll.
    Encounter e = must(armed(), GiveInitiative{kPlayers});
    e = must(e, StartEncounter{});
    e = must(e, FirstFaction{kPlayers});
    e = must(e, ActNow{kTheobald});
    e = must(e, UseGear{kTheobald, "Shield"});
    const CombatantId copy = e.next_id;
    e = must(e, DuplicateCombatant{kTheobald, 1});
    const auto& original = part<FactionsPart>(*e.find(kTheobald)).gear;
    const auto& copied = part<FactionsPart>(*e.find(copy)).gear;
    REQUIRE(copied.size() == original.size());
    for (std::size_t i = 0; i < copied.size(); ++i) {
        CHECK(copied[i].name == original[i].name);
        CHECK_FALSE(copied[i].used);
    }
    CHECK(std::any_of(original.begin(), original.end(), [](const Gear& g) { return g.used; }));   // the original's shield was used
}
