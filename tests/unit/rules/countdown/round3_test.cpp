// Rules text 001 (OSR d20), round three of the rules fidelity work: simultaneous ties and held
// actions, a monster's save versus death after healing, the dead stay dead, the flesh wound's
// penalty on saves, the unarmed stun, a missile's full round, surprise for a combatant who joins
// later. Every rule test quotes /work/shared/rules/001_9b33af6f46041b76.txt verbatim (its U+FFFD
// characters included).
#include <algorithm>

#include "core/fight/card_state.hpp"
#include "core/fight/combat.hpp"
#include "core/fight/effect_presets.hpp"
#include "core/fight/effects.hpp"
#include "core/fight/prompts.hpp"
#include "core/rules/countdown/countdown.hpp"
#include "core/rules/rule_system.hpp"
#include "core/formats/serialize.hpp"
#include "tests/unit/helpers.hpp"
#include "tests/unit/rules/countdown/missile_in_wound.hpp"
#include "core/rules/countdown/countdown_system.hpp"

namespace rk::test {
namespace {

constexpr CombatantId kAria = 1, kMerlin = 2, kGoblin = 3, kOrc = 4;
constexpr SideId kParty = 1, kFoes = 2;

// Aria and Merlin (the party, players) against a Goblin (7 hit points) and an Orc (9).
Encounter four() {
    Encounter e;
    e = must(e, SetRuleset{kCountdown, rule_system(kCountdown).settings});
    e = must(e, AddCombatant{"Aria", kParty, true, 3, 20});
    e = must(e, AddCombatant{"Merlin", kParty, true, 3, 12});
    e = must(e, AddCombatant{"Goblin", kFoes, false, 1, 7});
    e = must(e, AddCombatant{"Orc", kFoes, false, 1, 9});
    return e;
}

// Started, nobody surprised, nothing declared, the d10s entered for Aria, Merlin, Goblin, Orc.
Encounter counting(Encounter e, std::initializer_list<int> d10s) {
    e = must(e, StartEncounter{});
    e = must(e, NextTurn{});
    e = must(e, FinishDeclarations{});
    CombatantId id = kAria;
    for (int face : d10s) e = must(e, RollInitiative{id++, faces({face})});
    REQUIRE(e.step == Step::Acting);
    return e;
}

std::vector<std::string> alerts(const Encounter& e, CombatantId id) { return rule_system(e).alerts(e, *e.find(id)); }

bool has_alert(const Encounter& e, CombatantId id, const std::string& text) {
    const auto list = alerts(e, id);
    return std::find(list.begin(), list.end(), text) != list.end();
}

bool has_chip(const Encounter& e, CombatantId id, const std::string& text) {
    const auto chips = card_chips(e, *e.find(id));
    return std::any_of(chips.begin(), chips.end(), [&](const CardChip& c) { return c.text == text; });
}

const EffectPreset& preset(const char* name) {
    const auto& list = rule_system(kCountdown).effect_presets;
    const auto it = std::find_if(list.begin(), list.end(), [&](const EffectPreset& p) { return p.name == name; });
    REQUIRE(it != list.end());
    return *it;
}


} // namespace

// ---- 1. ties and held actions are simultaneous ----

TEST_CASE("001 round3: a combatant struck down by another acting on the same count still acts on it", "[round3][countdown]") {
    // 001_9b33af6f46041b76.txt: "Initiative rolls may result in a tie. When this happens, both sides are considered to be
    // acting simultaneously. When both sides are acting simultaneously, it is possible for two combatants to kill each
    // other in the same round!"
    Encounter e = counting(four(), {7, 3, 7, 5});   // Aria and the Goblin on 7, the Orc on 5, Merlin on 3
    REQUIRE(e.acting == kAria);
    e = must(e, Damage{kGoblin, 9});   // Aria strikes the Goblin to -2 at count 7
    CHECK_FALSE(in_the_fight(e, *e.find(kGoblin)));
    CHECK(has_alert(e, kGoblin, "Struck down at count 7: still acts on it (simultaneous)"));
    e = must(e, NextTurn{});
    CHECK(e.acting == kGoblin);   // its blow lands with Aria's
    CHECK(part<CountdownFight>(e).count == 7);
    CHECK(logged(e, "Goblin is down at -2 hit points, a save versus death is due, but acts all the same: its action is "
                    "simultaneous with the blow"));
    e = must(e, Damage{kAria, 20});   // and it may kill Aria in the same round
    CHECK_FALSE(in_the_fight(e, *e.find(kAria)));
    e = must(e, NextTurn{});
    CHECK(e.acting == kOrc);
    CHECK(part<CountdownFight>(e).count == 5);
    CHECK_FALSE(has_alert(e, kGoblin, "Struck down at count 7: still acts on it (simultaneous)"));   // only while the count lasts
    SECTION("one struck down at an earlier count does not act on its own") {
        e = must(e, Damage{kMerlin, 12});   // the Orc, on 5, fells Merlin, who acts on 3
        e = must(e, NextTurn{});
        CHECK(e.step == Step::Declaring);   // count 3 passes: Merlin was down before it came up
        CHECK(e.round == 2);
    }
}

TEST_CASE("001 round3: a stun at the same count does not take that count's action", "[round3][countdown]") {
    // 001_9b33af6f46041b76.txt: "Initiative rolls may result in a tie. When this happens, both sides are considered to be
    // acting simultaneously."
    Encounter e = counting(four(), {7, 3, 7, 5});
    e = must(e, UnarmedBlow{kGoblin, 5, false, faces({2})});   // 5 of 7: stunned at count 7
    CHECK(stunned(e, *e.find(kGoblin)));
    e = must(e, NextTurn{});
    CHECK(e.acting == kGoblin);
    CHECK(logged(e, "Goblin is stunned, but acts all the same: its action is simultaneous with the blow"));
}

TEST_CASE("001 round3: held actions go off simultaneously, a holder struck down among them still acts", "[round3][countdown]") {
    // 001_9b33af6f46041b76.txt: "  5. Anyone who �held� initiative acts, and results take effect (both sides simultaneously)."
    Encounter e = counting(four(), {9, 2, 6, 4});
    e = must(e, Hold{kAria});
    e = must(e, Hold{kGoblin});
    e = must(e, NextTurn{});   // the Orc on 4
    e = must(e, NextTurn{});   // Merlin on 2
    REQUIRE(e.step == Step::Held);
    REQUIRE(e.acting == kAria);
    e = must(e, Damage{kGoblin, 30});   // Aria's held blow: the Goblin to -23, dead
    CHECK(monster_fate(*e.find(kGoblin)) == MonsterFate::Dead);
    CHECK(has_alert(e, kGoblin, "Struck down: its held action still goes off (simultaneous)"));
    e = must(e, NextTurn{});
    CHECK(e.acting == kGoblin);
    CHECK(logged(e, "Goblin is dead at -23 hit points, but acts all the same: held actions go off simultaneously"));
    e = must(e, NextTurn{});
    CHECK(e.round == 2);
    CHECK(part<CountdownFight>(e).simultaneous.empty());
}

// ---- 2 and 3. the save versus death after healing; the dead stay dead ----

TEST_CASE("001 round3: a monster healed and reduced to 0 to -5 again owes a new save", "[round3][countdown][wounds]") {
    // 001_9b33af6f46041b76.txt: "For monsters and NPCs, just make a simple save versus death when reduced to damage from
    // 0 to -5."
    Encounter e = must(four(), SetStat{kOrc, "save", 14});
    e = must(e, TakeHit{kOrc, 12});   // 9 - 12 = -3
    e = must(e, SaveVersusDeath{kOrc, faces({16})});
    CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::FightsAtMinus2);
    e = must(e, TakeHit{kOrc, 1});   // -4: the same reduction, the save stands
    CHECK(refusal_code(e, SaveVersusDeath{kOrc, faces({10})}) == Why::NoRollDue);
    e = must(e, Heal{kOrc, 10});     // 6
    CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::Fighting);
    SECTION("before the fight, from the keypad") {
        e = must(e, TakeHit{kOrc, 8});   // -2: reduced again
    }
    SECTION("in the countdown") {
        e = counting(e, {9, 2, 6, 4});
        e = must(e, Damage{kOrc, 8});
    }
    CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::SaveDue);
    CHECK(has_alert(e, kOrc, "Save versus death due (d20, 14 or more)"));
    e = must(e, SaveVersusDeath{kOrc, faces({3})});
    CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::Unconscious);
}

TEST_CASE("001 round3: a monster that died stays dead when healed", "[round3][countdown][wounds]") {
    // 001_9b33af6f46041b76.txt: "If the save fails, the critter is unconscious, if the save is a 1, the critter dies. If
    // struck to -6 to -10, the critter is unconscious and dies if it fails a save versus death. At -11 and below, just
    // kill the critter."
    Encounter e = must(four(), SetStat{kOrc, "save", 14});
    SECTION("a 1 on the save") {
        e = must(e, TakeHit{kOrc, 12});
        e = must(e, SaveVersusDeath{kOrc, faces({1})});
    }
    SECTION("a failed save at -6 to -10") {
        e = must(e, TakeHit{kOrc, 17});
        e = must(e, SaveVersusDeath{kOrc, faces({9})});
    }
    SECTION("struck to -11 and below") {
        e = must(e, TakeHit{kOrc, 20});
        CHECK(logged(e, "Orc is dead (-11 hit points)"));
    }
    REQUIRE(monster_fate(*e.find(kOrc)) == MonsterFate::Dead);
    e = must(e, Heal{kOrc, 30});
    CHECK(e.find(kOrc)->hp->current == 9);
    CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::Dead);
    CHECK(out_of_fight(e, *e.find(kOrc)) == "dead at 9 hit points");
    CHECK(has_alert(e, kOrc, "Dead"));
    CHECK(refusal_code(e, SaveVersusDeath{kOrc, faces({20})}) == Why::NoRollDue);
    // It acts on no count: with the highest number, its count passes.
    e = counting(e, {5, 3, 2, 9});
    CHECK(e.acting == kAria);
    // And it stays dead through a save and a load.
    auto back = load_encounter(save_encounter(e));
    REQUIRE(back.is_ok());
    CHECK(monster_fate(*back.value().find(kOrc)) == MonsterFate::Dead);
}

TEST_CASE("001 round3: a monster struck to -11 in the countdown is dead, healed or not", "[round3][countdown][wounds]") {
    // 001_9b33af6f46041b76.txt: "At -11 and below, just kill the critter."
    Encounter e = counting(four(), {9, 2, 6, 4});
    e = must(e, Damage{kGoblin, 18});   // 7 - 18 = -11
    CHECK(logged(e, "Goblin is dead (-11 hit points)"));
    e = must(e, Heal{kGoblin, 20});
    CHECK(monster_fate(*e.find(kGoblin)) == MonsterFate::Dead);
    e = must(e, NextTurn{});   // count 6 passes: the Goblin does not act
    CHECK(e.acting == kOrc);
    SECTION("an unconscious survivor healed above 0 fights again (it did not die)") {
        e = must(e, Damage{kOrc, 16});   // -7
        e = must(e, SaveVersusDeath{kOrc, faces({18})});
        e = must(e, Heal{kOrc, 10});
        CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::Fighting);
    }
}

// ---- 4. the flesh wound's -2 on saves ----

TEST_CASE("001 round3: a flesh wound's -2 applies to the save versus death; the preset sets it", "[round3][countdown][wounds]") {
    // 001_9b33af6f46041b76.txt: "1-6 Merely a flesh wound! Continue fighting with a -2 penalty on attacks and saves. -1"
    const EffectPreset& flesh = preset("Flesh wound");
    CHECK(flesh.modifier == "save");
    CHECK(flesh.value == -2);
    CHECK(flesh.duration == "until removed");
    const auto& modifiers = rule_system(kCountdown).effect_modifiers;
    CHECK(std::any_of(modifiers.begin(), modifiers.end(), [](const ModifierSpec& m) { return m.key == "save"; }));
    Encounter e = must(four(), SetStat{kOrc, "save", 14});
    e = must(e, preset_effect(flesh, kOrc, std::nullopt));
    CHECK(effect_modifier(e, kOrc, "save") == -2);
    e = counting(e, {9, 2, 6, 4});
    CHECK(has_alert(e, kOrc, "-2 on saves (the save versus death too)"));
    e = must(e, TakeHit{kOrc, 12});   // -3
    CHECK(has_alert(e, kOrc, "Save versus death due (d20 -2, 14 or more)"));
    const auto primary = primary_prompt(e);
    REQUIRE(primary);
    CHECK(primary->why == "d20 -2, 14 or more; a 1 kills");
    SECTION("15 - 2 = 13 fails against 14") {
        e = must(e, SaveVersusDeath{kOrc, faces({15})});
        CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::Unconscious);
        CHECK(logged(e, "Orc saves versus death (d20-2: [15] - 2 = 13 (entered) against 14): unconscious"));
    }
    SECTION("16 - 2 = 14 passes") {
        e = must(e, SaveVersusDeath{kOrc, faces({16})});
        CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::FightsAtMinus2);
    }
    SECTION("removed (healed), the save is back to a plain d20") {
        e = must(e, RemoveEffect{e.effects.front().id});
        e = must(e, SaveVersusDeath{kOrc, faces({14})});
        CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::FightsAtMinus2);
    }
}

// ---- 5. the unarmed stun ----

TEST_CASE("001 round3: an unarmed blow of more than half the remaining hit points, or a natural 20, stuns", "[round3][countdown]") {
    // 001_9b33af6f46041b76.txt: "If the damage from the attack inflicts more than half of the defender�s remaining hit
    // points, or if a blow is a natural 20, the defender is stunned."
    // "Example: a blow of the fist inflicts 3 hit points of damage, and the defender has 4 hit points. The defender is
    // stunned and suffers the penalties for being stunned. If the blow had only inflicted 2 points of damage (exactly
    // half), the defender would not be stunned."
    Encounter e = must(four(), Damage{kGoblin, 3});   // 4 of 7 left
    e = counting(e, {9, 2, 6, 4});
    SECTION("3 of 4: stunned, for 1d3 rounds") {
        e = must(e, UnarmedBlow{kGoblin, 3, false, faces({2})});
        CHECK(e.find(kGoblin)->hp->current == 1);
        CHECK(stunned(e, *e.find(kGoblin)));
        CHECK(why_not_acting(e, *e.find(kGoblin)) == std::optional<std::string>("stunned"));
        CHECK(e.effects.back().name == "Stunned");
        CHECK(e.effects.back().total == 2);
        CHECK(logged(e, "Goblin is stunned: more than half of its 4 remaining hit points"));
        CHECK(has_alert(e, kGoblin, "Stunned: loses its turns"));
        e = must(e, NextTurn{});   // its count (6) passes
        CHECK(e.acting == kOrc);
        CHECK(logged(e, "Goblin is stunned: its turn passes"));
    }
    SECTION("2 of 4, exactly half: not stunned") {
        e = must(e, UnarmedBlow{kGoblin, 2, false, {}});
        CHECK(e.find(kGoblin)->hp->current == 2);
        CHECK_FALSE(stunned(e, *e.find(kGoblin)));
        CHECK(e.effects.empty());
    }
    SECTION("a natural 20 stuns whatever the damage") {
        e = must(e, UnarmedBlow{kGoblin, 1, true, faces({1})});
        CHECK(stunned(e, *e.find(kGoblin)));
        CHECK(logged(e, "Goblin is stunned: a natural 20"));
    }
}

TEST_CASE("001 round3: an unarmed blow on one already stunned knocks it out for 1d4 rounds", "[round3][countdown]") {
    // 001_9b33af6f46041b76.txt: "Anyone who is already stunned will be knocked unconscious for 1d4 rounds by the next
    // successful attack."
    // "If the stunned character is hit a second time, he will be knocked unconscious."
    Encounter e = counting(four(), {9, 2, 6, 4});
    e = must(e, UnarmedBlow{kAria, 1, true, faces({3})});
    REQUIRE(stunned(e, *e.find(kAria)));
    CHECK(refusal_code(e, UnarmedBlow{kAria, 1, false, faces({7})}) == Why::BadDieFace);   // a d4 shows 1 to 4
    e = must(e, UnarmedBlow{kAria, 1, false, faces({4})});
    CHECK(logged(e, "Aria was already stunned: knocked unconscious"));
    CHECK(e.effects.back().name == "Unconscious");
    CHECK(e.effects.back().total == 4);
    CHECK(why_not_acting(e, *e.find(kAria)) == std::optional<std::string>("unconscious"));
    CHECK(has_alert(e, kAria, "Unconscious: loses its turns"));
}

TEST_CASE("001 round3: unarmed blows: a hit that lands, bad blows refused, only in the countdown", "[round3][countdown]") {
    // 001_9b33af6f46041b76.txt: "Brawling attacks, such as those conducted with fist, foot or dagger pommel, will normally
    // inflict 1d2 points of damage, plus the attacker�s strength bonus to damage (if any)."
    Encounter e = must(must(four(), StartEncounter{}), NextTurn{});
    e = must(e, DeclareAction{kMerlin, "spell", "Sleep"});
    e = must(e, UnarmedBlow{kMerlin, 0, false, {}});   // a pommel that does no damage still lands
    CHECK(part<CountdownPart>(*e.find(kMerlin)).declaration->lost);
    CHECK(refusal_code(e, UnarmedBlow{kMerlin, -1, false, {}}) == Why::AmountOutOfRange);
    CHECK(refusal_code(e, UnarmedBlow{kMerlin, 100001, false, {}}) == Why::AmountOutOfRange);
    CHECK(refusal_code(e, UnarmedBlow{99, 1, false, {}}) == Why::NoSuchCombatant);
    Encounter other;
    other = must(other, AddCombatant{"Aria", kParty, true, 3, 20});
    CHECK(refusal_code(other, UnarmedBlow{1, 3, false, {}}) == Why::NotInThisRuleset);
}

// ---- 6. a missile takes a full round to extract ----

TEST_CASE("001 round3: pulling out a missile spends the remover's full round", "[round3][countdown][missile]") {
    // 001_9b33af6f46041b76.txt: "It requires a full round to extract, and does normal damage on being extracted"
    Encounter e = must(four(), missile_in(kGoblin, 4));
    e = must(e, SetStat{kAria, "attacks", 2});
    e = must(e, StartEncounter{});
    e = must(e, NextTurn{});
    CHECK(refusal_code(e, ExtractMissile{kGoblin, false, {}}) == Why::WrongStep);   // declaring: nobody's round
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kAria, faces({9})});
    e = must(e, RollInitiative{kAria, faces({3})});   // Aria attacks on 9 and on 3
    e = must(e, RollInitiative{kMerlin, faces({2})});
    e = must(e, RollInitiative{kGoblin, faces({6})});
    e = must(e, RollInitiative{kOrc, faces({4})});
    REQUIRE(e.acting == kAria);
    CHECK(refusal_code(e, ExtractMissile{kGoblin, false, kMerlin}) == Why::SomeoneElseActing);
    CHECK(refusal_code(e, ExtractMissile{kGoblin, false, 99}) == Why::NoSuchCombatant);
    SECTION("the one acting pulls it out: its round is spent, its later attack too") {
        e = must(e, ExtractMissile{kGoblin, false, {}});
        CHECK(e.find(kGoblin)->hp->current == 3);
        CHECK(logged(e, "Aria spends a full round pulling the missile out of Goblin"));
        CHECK(e.find(kAria)->acted);
        CHECK(e.acting == kGoblin);   // on to count 6
        while (e.round == 1) {
            CHECK(e.acting != kAria);   // no second attack on 3
            e = must(e, NextTurn{});
        }
    }
    SECTION("named, the remover must be the one whose turn it is") {
        e = must(e, ExtractMissile{kGoblin, true, kAria});
        CHECK(e.find(kGoblin)->hp->current == 7);
        CHECK(e.acting == kGoblin);
    }
    SECTION("after one of its attacks, the round is no longer whole") {
        e = must(e, NextTurn{});   // Aria's attack on 9
        e = must(e, missile_in(kAria, 4));
        while (e.acting != kAria) e = must(e, NextTurn{});   // its attack on 3
        CHECK(refusal_code(e, ExtractMissile{kAria, false, {}}) == Why::AlreadyActed);
    }
    SECTION("the victim pulls out its own: its turn ends, no half damage for fighting") {
        while (e.acting != kGoblin) e = must(e, NextTurn{});
        e = must(e, ExtractMissile{kGoblin, false, {}});
        CHECK(logged(e, "Goblin spends a full round pulling the missile out of its wound"));
        CHECK(e.find(kGoblin)->hp->current == 3);   // 4 on extraction, no half damage on top
        CHECK(e.acting == kOrc);
    }
}

// ---- 7. surprise for a combatant who joins later ----

TEST_CASE("001 round3: a combatant who joins later can be surprised, for rounds of the countdown", "[round3][countdown]") {
    // 001_9b33af6f46041b76.txt: "Once the combat is under way, surprise is only relevant if previously undetected
    // combatants enter the fray."
    // "the number rolled indicates how long the victim is surprised for, so if a 2 is rolled, they can be attacked at
    // least twice! Note that each segment of surprise is treated as if it were a full round of combat"
    Encounter e = must(must(four(), StartEncounter{}), NextTurn{});   // nobody surprised at the start
    REQUIRE(e.step == Step::Declaring);
    CHECK(refusal_code(e, RollSurprise{kGoblin, "d6", faces({1})}) == Why::WrongStep);   // those there from the start: no
    e = must(e, AddCombatant{"Wolf", kFoes, false, 1, 8});
    const CombatantId wolf = e.combatants.back().id;
    CHECK(joined_late(e, *e.find(wolf)));
    CHECK_FALSE(joined_late(e, *e.find(kGoblin)));
    e = must(e, RollSurprise{wolf, "d6", faces({2})});
    CHECK(logged(e, "Wolf rolls surprise d6: [2] = 2 (entered): surprised for 2 rounds, joining the fight late"));
    CHECK(refusal_code(e, RollSurprise{wolf, "d6", faces({5})}) == Why::AlreadyRolled);
    CHECK(surprised(e, *e.find(wolf)));
    CHECK(has_chip(e, wolf, "Surprised: 2 rounds"));
    e = must(e, FinishDeclarations{});
    for (CombatantId id : {kAria, kMerlin, kGoblin, kOrc}) e = must(e, RollInitiative{id, faces({static_cast<int>(id) + 1})});
    e = must(e, RollInitiative{wolf, faces({10})});
    REQUIRE(e.step == Step::Acting);
    CHECK(e.acting == kOrc);   // the Wolf's 10 passes: it is surprised
    CHECK(logged(e, "Wolf is surprised: its turn passes"));
    while (e.round == 1) e = must(e, NextTurn{});
    CHECK(has_chip(e, wolf, "Surprised: 1 round"));
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{0, {}});
    while (e.round == 2) {
        CHECK(e.acting != wolf);
        e = must(e, NextTurn{});
    }
    CHECK_FALSE(surprised(e, *e.find(wolf)));
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{0, {}});
    bool acted = false;
    while (e.round == 3) {
        acted = acted || e.acting == wolf;
        e = must(e, NextTurn{});
    }
    CHECK(acted);   // the third round it fights
}

TEST_CASE("001 round3: a newcomer in the middle of a round counts its surprise from its first round with a number", "[round3][countdown]") {
    // 001_9b33af6f46041b76.txt: "Once the combat is under way, surprise is only relevant if previously undetected
    // combatants enter the fray."
    Encounter e = counting(four(), {9, 2, 6, 4});
    e = must(e, AddCombatant{"Wolf", kFoes, false, 1, 8});
    const CombatantId wolf = e.combatants.back().id;
    e = must(e, RollSurprise{wolf, "d6", faces({1})});
    CHECK(part<CountdownPart>(*e.find(wolf)).surprised_segments == 1);
    while (e.round == 1) e = must(e, NextTurn{});   // no number this round: it does not count
    CHECK(part<CountdownPart>(*e.find(wolf)).surprised_segments == 1);
    SECTION("saved and loaded, it is still a newcomer") {
        auto back = load_encounter(save_encounter(e));
        REQUIRE(back.is_ok());
        CHECK(back.value() == e);
        CHECK(joined_late(back.value(), *back.value().find(wolf)));
    }
    SECTION("a 5: not surprised") {
        e = must(e, AddCombatant{"Bat", kFoes, false, 1, 2});
        e = must(e, RollSurprise{e.combatants.back().id, "d6", faces({5})});
        CHECK_FALSE(surprised(e, *e.find(e.combatants.back().id)));
    }
}

} // namespace rk::test
