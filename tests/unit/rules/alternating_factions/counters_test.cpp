// Rules text 004: non-lethal attacks (a STR save or the effect) and counters, resolved in the
// text's order. Every rule test quotes /work/shared/rules/004_2715924881334fee.txt verbatim.
#include "core/rules/alternating_factions/factions.hpp"
#include "tests/unit/rules/alternating_factions/alternating_helpers.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;
using namespace rk::test::alternating;

namespace {

// Theobald takes the players' first turn of round 1; the bandits have STR 10 and an axe.
Encounter theobald_acts() {
    Encounter e = armed();
    for (CombatantId id : {kBalthasar, kSybilla, kTheobald, kLeader, kBandit1, kBandit2, kBandit3}) e = must(e, SetStat{id, "str", 10});
    e = must(e, AddGear{kBandit1, "Axe", "weapon", "d6"});
    e = must(e, GiveInitiative{kPlayers});
    e = must(e, StartEncounter{});
    e = must(e, FirstFaction{kPlayers});
    return must(e, ActNow{kTheobald});
}

int health(const Encounter& e, CombatantId id) { return e.find(id)->hp->current; }

// The log since `before` lines.
std::vector<std::string> since(const Encounter& e, std::size_t before) {
    std::vector<std::string> lines;
    const auto entries = e.log.entries();
    for (std::size_t i = before; i < entries.size(); ++i) lines.push_back(entries[i].text);
    return lines;
}

} // namespace

TEST_CASE("004 a counter: whoever suffers the most damage after reductions is hit first", "[alternating][counters]") {
    // 004_2715924881334fee.txt: "Counter. Perform a suitable attack against the attacker. Both characters roll for damage at the same time. Whoever suffers the most damage, after reductions, is hit first. In case of a tie both characters are hit at the same time."
    // 004_2715924881334fee.txt: "Theobald attacks the bandit leader with his spear (d6 damage). The bandit leader decides to counter with his battleaxe (d8 damage). They both roll for damage: Theobald inflicts 4 damage, the bandit leader inflicts 5 damage. Theobald however is holding a shield and wearing light armour, so he has an armour value of 2 and would only suffer 3 damage. Because of this, the bandit leader is hit for 4 damage first. This is enough to inflict critical damage and incapacitate him, so Theobald suffers no damage at all!"
    const Encounter start = theobald_acts();
    const std::size_t before = start.log.entries().size();
    Encounter e = must(start, CounterAttack{kLeader, kTheobald, "damage", "Spear", faces({4}), "damage", "Battleaxe", faces({5}), true});
    CHECK(since(e, before) == std::vector<std::string>{
                                  "Bandit leader reacts (counter against Theobald), out of sequence: its turn this round is used up",
                                  "Bandit leader suffers more damage (4 against 3) and is hit first",
                                  "Theobald hits Bandit leader with Spear: d6: [4] = 4 (entered), armour 0: 4 damage (6/10)",
                                  "Bandit leader is incapacitated by the hit",
                                  "Bandit leader is down: Theobald suffers no damage"});
    CHECK(health(e, kTheobald) == 12);
    CHECK(has_condition(e, kLeader, condition::kIncapacitated));
    CHECK(e.find(kLeader)->acted);
    CHECK(refusal_code(e, CounterAttack{kLeader, kTheobald, "damage", "Spear", faces({4}), "damage", "Battleaxe", faces({5})}) ==
          Why::OutOfFight);

    // Not incapacitated by it: the second hit lands after the first.
    e = must(start, CounterAttack{kLeader, kTheobald, "damage", "Spear", faces({4}), "damage", "Battleaxe", faces({5})});
    CHECK(health(e, kLeader) == 6);
    CHECK(health(e, kTheobald) == 9);
    CHECK(refusal_code(e, CounterAttack{kLeader, kTheobald}) == Why::AlreadyActed);   // the reaction took its turn
    // Health gone with the first hit: down, no hit back.
    e = must(start, SetHp{kLeader, 3});
    e = must(e, CounterAttack{kLeader, kTheobald, "damage", "Spear", faces({4}), "damage", "Battleaxe", faces({5})});
    CHECK(health(e, kLeader) == -1);
    CHECK(health(e, kTheobald) == 12);
    CHECK(e.log.back().text == "Bandit leader is down: Theobald suffers no damage");
    // A tie: both at the same time, even when both go down.
    e = must(start, CounterAttack{kLeader, kTheobald, "damage", "Spear", faces({4}), "damage", "Battleaxe", faces({6}), true});
    CHECK(logged(e, "Both suffer 4 damage: they are hit at the same time"));
    CHECK(health(e, kLeader) == 6);
    CHECK(health(e, kTheobald) == 8);
    CHECK_FALSE(has_condition(e, kLeader, condition::kIncapacitated));

    CHECK(refusal_code(start, CounterAttack{kTheobald, kLeader}) == Why::AlreadyActing);
    CHECK(refusal_code(start, CounterAttack{kLeader, kLeader}) == Why::TargetsItself);
    CHECK(refusal_code(start, CounterAttack{kLeader, kTheobald, "kick"}) == Why::BadNonLethal);
    CHECK(refusal_code(start, CounterAttack{kLeader, kTheobald, "damage", "Axe"}) == Why::NoSuchGear);
}

TEST_CASE("004 non-lethal attacks: the target's STR save, or it is disarmed, shoved or grabbed", "[alternating][counters]") {
    // 004_2715924881334fee.txt: "Non-lethal attacks don't inflict damage, but instead force the target to pass a save or suffer negative consequences."
    // 004_2715924881334fee.txt: "Grapple. Target a nearby character. The target must pass a STR save or the attacker grabs them."
    // 004_2715924881334fee.txt: "Disarm. Target a nearby character. The target must pass a STR save or drop a weapon chosen by the attacker."
    // 004_2715924881334fee.txt: "Shove. Target a nearby character. The target must pass a STR save or the attacker can force them to move by half a zone"
    Encounter e = theobald_acts();
    e = must(e, NonLethalAttack{kTheobald, kBandit1, "disarm", faces({3})});
    CHECK(e.log.back().text == "Theobald tries to disarm Bandit 1 (STR save d20: [3] = 3 (entered) against STR 10): passed, no effect");
    e = must(e, NonLethalAttack{kTheobald, kBandit1, "grapple", faces({14})});
    CHECK(e.log.back().text == "Theobald tries to grapple Bandit 1 (STR save d20: [14] = 14 (entered) against STR 10): failed, Bandit 1 is grabbed");
    CHECK(has_condition(e, kBandit1, condition::kGrabbed));
    CHECK(health(e, kBandit1) == 8);   // "don't inflict damage"
    e = must(e, NonLethalAttack{kTheobald, kBandit2, "shove", faces({11})});
    CHECK(e.log.back().text == "Theobald tries to shove Bandit 2 (STR save d20: [11] = 11 (entered) against STR 10): failed, Theobald may push Bandit 2 half a zone");
    e = must(e, NonLethalAttack{kTheobald, kLeader, "disarm", faces({20})});
    CHECK(e.log.back().text == "Theobald tries to disarm Bandit leader (STR save d20: [20] = 20 (entered) against STR 10): failed, Bandit leader drops a weapon Theobald chooses");

    CHECK(refusal_code(e, NonLethalAttack{kTheobald, kBandit3, "trip", faces({3})}) == Why::BadNonLethal);
    CHECK(refusal_code(e, NonLethalAttack{kTheobald, kTheobald, "shove", faces({3})}) == Why::TargetsItself);
    e = must(e, SetCondition{kBandit3, "Incapacitated", true});
    CHECK(refusal_code(e, NonLethalAttack{kBandit3, kTheobald, "shove", faces({3})}) == Why::OutOfFight);
}

TEST_CASE("004 non-lethal attacks and size: no save for the smaller, no effect on the larger", "[alternating][counters]") {
    // 004_2715924881334fee.txt: "Smaller characters can't resist with a STR save when a larger character disarms, shoves, or grabs them (they can however still attempt to dodge or counter), and can't free themselves from a grab with a STR save. Larger characters can't be disarmed, shoved, or grabbed by smaller characters."
    // 004_2715924881334fee.txt: "Larger characters shoving a smaller one inflict d4 direct damage"
    Encounter e = theobald_acts();
    e = must(e, SetStat{kBandit2, "size", 1});
    CHECK(refusal_code(e, NonLethalAttack{kTheobald, kBandit2, "grapple", faces({20})}) == Why::TooSmall);
    e = must(e, NonLethalAttack{kBandit2, kBalthasar, "shove", faces({3})});
    CHECK(e.log.back().text == "Bandit 2 tries to shove Balthasar: Balthasar is smaller and cannot resist; the shove does d4: [3] = 3 (entered) direct damage, Bandit 2 may push Balthasar half a zone");
    CHECK(health(e, kBalthasar) == 9);
    e = must(e, NonLethalAttack{kBandit2, kSybilla, "grapple", {}});
    CHECK(has_condition(e, kSybilla, condition::kGrabbed));
}

TEST_CASE("004 counters with non-lethal attacks: the non-lethal one is resolved last", "[alternating][counters]") {
    // 004_2715924881334fee.txt: "They can be dodged and countered and can be used to counter. If a normal attack is countered by a non-lethal attack, or viceversa, the non-lethal attack is resolved last. If a non-lethal attack is countered by a non-lethal attack, the counter is resolved last."
    // 004_2715924881334fee.txt: "Theobald attempts to grab a bandit. The bandit reacts by countering with his axe, inflicting d6 damage: he rolls a 1, just a scratch! Since Theobald is still standing, the bandit must now attempt a STR save to avoid being grabbed, but fails."
    const Encounter start = theobald_acts();
    const std::size_t before = start.log.entries().size();
    Encounter e = must(start, CounterAttack{kBandit1, kTheobald, "grapple", "", faces({13}), "damage", "Axe", faces({1})});
    CHECK(since(e, before) == std::vector<std::string>{
                                  "Bandit 1 reacts (counter against Theobald), out of sequence: its turn this round is used up",
                                  "The non-lethal grapple is resolved last",
                                  "Bandit 1 hits Theobald with Axe: d6: [1] = 1 (entered), armour 2: 0 damage (12/12)",
                                  "Theobald tries to grapple Bandit 1 (STR save d20: [13] = 13 (entered) against STR 10): failed, Bandit 1 is grabbed"});
    CHECK(has_condition(e, kBandit1, condition::kGrabbed));

    // The axe takes Theobald down first: his grapple comes to nothing.
    e = must(start, SetHp{kTheobald, 2});
    e = must(e, CounterAttack{kBandit1, kTheobald, "grapple", "", faces({13}), "damage", "Axe", faces({6})});
    CHECK(health(e, kTheobald) == -2);
    CHECK(e.log.back().text == "Theobald's grapple comes to nothing: Theobald is down");
    CHECK_FALSE(has_condition(e, kBandit1, condition::kGrabbed));

    // A normal attack countered by a shove: the spear first, then the shove if the bandit still stands.
    e = must(start, CounterAttack{kBandit1, kTheobald, "damage", "Spear", faces({2}), "shove", "", faces({12})});
    const auto lines = since(e, before);
    REQUIRE(lines.size() == 4);
    CHECK(lines[1] == "The non-lethal shove is resolved last");
    CHECK(lines[2] == "Theobald hits Bandit 1 with Spear: d6: [2] = 2 (entered), armour 0: 2 damage (6/8)");
    CHECK(lines[3] == "Bandit 1 tries to shove Theobald (STR save d20: [12] = 12 (entered) against STR 10): failed, Bandit 1 may push Theobald half a zone");

    // Both non-lethal: the counter last.
    e = must(start, CounterAttack{kBandit1, kTheobald, "grapple", "", faces({2}), "disarm", "", faces({19})});
    CHECK(since(e, before) == std::vector<std::string>{
                                  "Bandit 1 reacts (counter against Theobald), out of sequence: its turn this round is used up",
                                  "A non-lethal attack countered by a non-lethal one: the counter is resolved last",
                                  "Theobald tries to grapple Bandit 1 (STR save d20: [2] = 2 (entered) against STR 10): passed, no effect",
                                  "Bandit 1 tries to disarm Theobald (STR save d20: [19] = 19 (entered) against STR 10): failed, Theobald drops a weapon Bandit 1 chooses"});
}
