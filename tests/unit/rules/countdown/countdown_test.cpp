// Rules text 001 (OSR d20, "Order of Battle"): the countdown from 10 to 1. Every rule test quotes
// /work/shared/rules/001_9b33af6f46041b76.txt verbatim (its U+FFFD characters included).
#include <algorithm>

#include "core/fight/combat.hpp"
#include "core/fight/prompts.hpp"
#include "core/rules/countdown/countdown.hpp"
#include "core/rules/rule_system.hpp"
#include "core/formats/serialize.hpp"
#include "core/fight/turn_order.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/countdown/countdown_system.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;

namespace {

constexpr CombatantId kAria = 1, kMerlin = 2, kGoblin = 3, kOrc = 4;
constexpr SideId kParty = 1, kFoes = 2;

SchemeSettings settings(bool side_initiative = false, bool dex_die = false) {
    SchemeSettings s;
    s.side_initiative = side_initiative;
    s.dex_initiative_die = dex_die;
    return s;
}

// Aria and Merlin (the party, players) against a Goblin and an Orc.
Encounter four(SchemeSettings s = settings()) {
    Encounter e;
    e = must(e, SetRuleset{kCountdown, s});
    e = must(e, AddCombatant{"Aria", kParty, true, 3, 20});
    e = must(e, AddCombatant{"Merlin", kParty, true, 3, 12});
    e = must(e, AddCombatant{"Goblin", kFoes, false, 1, 7});
    e = must(e, AddCombatant{"Orc", kFoes, false, 1, 9});
    return e;
}

RollInput faces(std::initializer_list<int> f) { return RollInput{std::vector<int>(f)}; }

// Started, nobody surprised, nothing declared: ready for initiative.
Encounter rolling(SchemeSettings s = settings()) {
    Encounter e = must(four(s), StartEncounter{});
    e = must(e, NextTurn{});             // nobody surprised
    e = must(e, FinishDeclarations{});   // nothing declared
    REQUIRE(e.step == Step::RollingInitiative);
    return e;
}

// Everyone rolls their entered d10, in the order Aria, Merlin, Goblin, Orc.
Encounter rolled(Encounter e, std::initializer_list<int> d10s) {
    CombatantId id = kAria;
    for (int face : d10s) e = must(e, RollInitiative{id++, faces({face})});
    return e;
}

bool logged(const Encounter& e, const std::string& text) {
    const auto entries = e.log.entries();
    return std::any_of(entries.begin(), entries.end(), [&](const LogEntry& l) { return l.text == text; });
}

const Declaration& declaration(const Encounter& e, CombatantId id) {
    const Combatant* c = e.find(id);
    REQUIRE(c);
    REQUIRE(part<CountdownPart>(*c).declaration.has_value());
    return *part<CountdownPart>(*c).declaration;
}

} // namespace

TEST_CASE("001 order of battle: surprise, declarations, initiative, the countdown, held actions, next round", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "When the party of adventurers comes into contact with enemies, the order of events is as follows:"
    // "  1. Determine surprise"  "  2. Declare Spells"
    // "  3. Determine Initiative (d10, highest result goes first)."
    // "  5. Anyone who �held� initiative acts, and results take effect (both sides simultaneously)."
    // "The round is complete; begin the next round if the battle has not been resolved."
    Encounter e = must(four(), StartEncounter{});
    CHECK(e.round == 1);
    CHECK(e.step == Step::Surprise);
    e = must(e, NextTurn{});
    CHECK(e.step == Step::Declaring);
    e = must(e, FinishDeclarations{});
    CHECK(e.step == Step::RollingInitiative);
    e = rolled(e, {8, 6, 4, 2});
    CHECK(e.step == Step::Acting);
    CHECK(e.acting == kAria);
    e = must(e, Hold{kAria});
    CHECK(e.acting == kMerlin);
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    CHECK(e.step == Step::Held);
    CHECK(e.acting == kAria);
    e = must(e, NextTurn{});
    CHECK(e.round == 2);
    CHECK(e.step == Step::Declaring);   // no surprise after the first round
    CHECK_FALSE(e.acting.has_value());
    CHECK(logged(e, "Round 1 ends"));
}

TEST_CASE("001 surprise: a 1 or 2 on the d6 surprises for that many segments", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "A character or monster is normally surprised if they roll a 1 or 2 on the die, and can
    // be attacked freely without the ability to respond in that round; the number rolled indicates how long the victim is
    // surprised for, so if a 2 is rolled, they can be attacked at least twice!"
    Encounter e = must(four(), StartEncounter{});
    e = must(e, RollSurprise{kGoblin, "d6", faces({2})});
    e = must(e, RollSurprise{kOrc, "d6", faces({1})});
    e = must(e, RollSurprise{kAria, "d6", faces({3})});
    CHECK(part<CountdownPart>(*e.find(kGoblin)).surprised_segments == 2);
    CHECK(part<CountdownPart>(*e.find(kOrc)).surprised_segments == 1);
    CHECK(part<CountdownPart>(*e.find(kAria)).surprised_segments == 0);
    CHECK(part<CountdownPart>(*e.find(kAria)).surprise_roll == 3);
    CHECK(logged(e, "Goblin rolls surprise d6: [2] = 2 (entered): surprised for 2 segments"));
    CHECK(logged(e, "Aria rolls surprise d6: [3] = 3 (entered): not surprised"));
}

TEST_CASE("001 surprise segments: only those not surprised act, a victim is free once its segments have passed", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "GM determines if one side gets a free initiative phase before the first initiative roll."
    // "Note that each segment of surprise is treated as if it were a full round of combat"
    Encounter e = must(four(), StartEncounter{});
    e = must(e, RollSurprise{kGoblin, "d6", faces({2})});
    e = must(e, RollSurprise{kOrc, "d6", faces({1})});
    e = must(e, NextTurn{});
    CHECK(e.step == Step::Surprise);
    CHECK(part<CountdownFight>(e).count == 1);
    CHECK(e.acting == kAria);
    CHECK(logged(e, "Surprise segment 1: Aria and Merlin act freely; Goblin and Orc are surprised"));
    // The victims can be attacked freely without the ability to respond.
    e = must(e, AttackHits{kGoblin, kAria});
    CHECK(refusal_code(e, Hold{kAria}) == Why::WrongStep);
    e = must(e, NextTurn{});
    CHECK(e.acting == kMerlin);
    e = must(e, NextTurn{});
    CHECK(part<CountdownFight>(e).count == 2);
    CHECK(part<CountdownPart>(*e.find(kGoblin)).surprised_segments == 1);
    CHECK(part<CountdownPart>(*e.find(kOrc)).surprised_segments == 0);
    CHECK(logged(e, "Surprise segment 2: Aria, Merlin and Orc act freely; Goblin is surprised"));
    CHECK(turn_order(e) == std::vector<CombatantId>{kAria, kMerlin, kOrc, kGoblin});
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    CHECK(e.acting == kOrc);
    e = must(e, NextTurn{});
    CHECK(logged(e, "The surprise is over"));
    CHECK(e.step == Step::Declaring);
    CHECK(e.round == 1);
    CHECK(part<CountdownFight>(e).count == 0);
    CHECK(part<CountdownPart>(*e.find(kGoblin)).surprised_segments == 0);
    CHECK_FALSE(e.find(kAria)->acted);
}

TEST_CASE("001 surprise: nobody rolling or nobody surprised goes straight to the declarations", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "This is either through common sense (adventurers or monsters are not alert)"
    Encounter e = must(four(), StartEncounter{});
    e = must(e, RollSurprise{kOrc, "d6", faces({5})});
    e = must(e, FinishDeclarations{});
    CHECK(e.step == Step::Declaring);
    CHECK(logged(e, "Nobody is surprised"));
}

TEST_CASE("001 surprise: when everyone is surprised the segment passes with nobody acting", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "the number rolled indicates how long the victim is surprised for"
    Encounter e = must(four(), StartEncounter{});
    for (CombatantId id : {kAria, kMerlin, kGoblin}) e = must(e, RollSurprise{id, "d6", faces({1})});
    e = must(e, RollSurprise{kOrc, "d6", faces({2})});
    e = must(e, NextTurn{});
    CHECK(logged(e, "Surprise segment 1: everyone is surprised, the segment passes"));
    CHECK(part<CountdownFight>(e).count == 2);
    CHECK(e.acting == kAria);   // segment 2: the three freed act, the Orc is still surprised
    CHECK(part<CountdownPart>(*e.find(kOrc)).surprised_segments == 1);
}

TEST_CASE("001 surprise die: d6 by default, another die where the table says so", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "The default die remains the d6, with surprise usually occurring if a 1 or 2 is thrown."
    // "so a fighter wearing a closed armet would be rolling a d3 for surprise"
    // "but a roll of 1 always means the character or creature is surprised."
    Encounter e = must(four(), StartEncounter{});
    CHECK(refusal_code(e, RollSurprise{kAria, "d3", faces({4})}) == Why::BadDieFace);
    CHECK(refusal_code(e, RollSurprise{kAria, "2d6", faces({1, 1})}) == Why::BadSurpriseDie);
    CHECK(refusal_code(e, RollSurprise{kAria, "d100", {}}) == Why::BadSurpriseDie);
    CHECK(refusal_code(e, RollSurprise{kAria, "banana", {}}) == Why::NotDiceNotation);
    e = must(e, RollSurprise{kAria, "d3", faces({1})});
    CHECK(part<CountdownPart>(*e.find(kAria)).surprised_segments == 1);
    e = must(e, RollSurprise{kMerlin, "d30", faces({30})});
    CHECK(part<CountdownPart>(*e.find(kMerlin)).surprised_segments == 0);
}

TEST_CASE("001 surprise modifiers: WIS or senses modify the die, and a natural 1 always surprises", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "High or low wisdom and/or keen or dull senses may modify the surprise roll, but a
    // roll of 1 always means the character or creature is surprised."
    Encounter e = must(four(), StartEncounter{});
    CHECK(refusal_code(e, RollSurprise{kAria, "d6+6", faces({3})}) == Why::BadSurpriseDie);
    e = must(e, RollSurprise{kAria, "d6+2", faces({1})});   // entered as rolled: 1 + 2 = 3, still surprised
    CHECK(part<CountdownPart>(*e.find(kAria)).surprised_segments == 1);
    CHECK(logged(e, "Aria rolls surprise d6+2: [1] + 2 = 3 (entered): surprised for 1 segment (a 1 always surprises)"));
    e = must(e, RollSurprise{kMerlin, "d6+2", faces({2})});   // 4: keen senses save it
    CHECK(part<CountdownPart>(*e.find(kMerlin)).surprised_segments == 0);
    e = must(e, RollSurprise{kGoblin, "d6-1", faces({3})});   // dull senses: 2, surprised for 2 segments
    CHECK(part<CountdownPart>(*e.find(kGoblin)).surprised_segments == 2);
    e = must(e, RollSurprise{kOrc, "d6-2", faces({2})});      // 0: surprised, for at least one segment
    CHECK(part<CountdownPart>(*e.find(kOrc)).surprised_segments == 1);
}

TEST_CASE("001 surprise modifiers: the prompt rolls the combatant's modified die", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "High or low wisdom and/or keen or dull senses may modify the surprise roll"
    Encounter e = must(four(), SetStat{kAria, "surprise_modifier", 1});
    e = must(e, StartEncounter{});
    const auto offered = prompts(e);
    const auto it = std::find_if(offered.begin(), offered.end(), [](const Prompt& p) { return p.who == kAria; });
    REQUIRE(it != offered.end());
    CHECK(std::get<RollSurprise>(it->action).die == "d6+1");
    e = must(e, with_entered_faces(it->action, {1}));   // the face entered on the keypad
    CHECK(part<CountdownPart>(*e.find(kAria)).surprised_segments == 1);
}

TEST_CASE("001 monsters at 0 to -5 save versus death: a pass fights at -2, a failure is unconscious, a 1 dies",
          "[countdown][wounds]") {
    // 001_9b33af6f46041b76.txt: "For monsters and NPCs, just make a simple save versus death when reduced to damage from
    // 0 to -5. If the save is successful, then the critter remains conscious but fights at -2. If the save fails, the
    // critter is unconscious, if the save is a 1, the critter dies."
    Encounter e = must(four(), SetStat{kOrc, "save", 14});
    e = must(e, Damage{kOrc, 12});   // 9 - 12 = -3
    CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::SaveDue);
    CHECK(out_of_fight(e, *e.find(kOrc)) == "down at -3 hit points, a save versus death is due");
    CHECK(refusal_code(e, SaveVersusDeath{kAria, faces({10})}) == Why::NoRollDue);   // players do not
    SECTION("a pass: conscious, fighting at -2") {
        e = must(e, SaveVersusDeath{kOrc, faces({14})});
        CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::FightsAtMinus2);
        CHECK(in_the_fight(e, *e.find(kOrc)));
        CHECK(rule_system(e).alerts(e, *e.find(kOrc)).front() == "Saved versus death: fights at -2");
        CHECK(logged(e, "Orc saves versus death (d20: [14] = 14 (entered) against 14): conscious, fights at -2"));
        CHECK(refusal_code(e, SaveVersusDeath{kOrc, faces({10})}) == Why::NoRollDue);   // once for the band
    }
    SECTION("a failure: unconscious, out of the countdown") {
        e = must(e, SaveVersusDeath{kOrc, faces({13})});
        CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::Unconscious);
        CHECK(out_of_fight(e, *e.find(kOrc)) == "unconscious at -3 hit points");
    }
    SECTION("a 1: dead") {
        e = must(e, SetStat{kOrc, "save", 1});
        e = must(e, SaveVersusDeath{kOrc, faces({1})});
        CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::Dead);
        CHECK(out_of_fight(e, *e.find(kOrc)) == "dead at -3 hit points");
    }
}

TEST_CASE("001 monsters at -6 to -10 are unconscious and die on a failed save; at -11 they are dead", "[countdown][wounds]") {
    // 001_9b33af6f46041b76.txt: "If struck to -6 to -10, the critter is unconscious and dies if it fails a save versus
    // death. At -11 and below, just kill the critter."
    Encounter e = must(four(), SetStat{kOrc, "save", 14});
    e = must(e, Damage{kOrc, 12});
    e = must(e, SaveVersusDeath{kOrc, faces({16})});   // fights at -2 from -3 ...
    e = must(e, Damage{kOrc, 5});                      // ... then struck to -8: a new save
    CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::SaveDue);
    CHECK_FALSE(in_the_fight(e, *e.find(kOrc)));
    SECTION("a pass: unconscious, alive") {
        e = must(e, SaveVersusDeath{kOrc, faces({15})});
        CHECK(out_of_fight(e, *e.find(kOrc)) == "unconscious at -8 hit points");
        CHECK(logged(e, "Orc saves versus death (d20: [15] = 15 (entered) against 14): unconscious, alive"));
    }
    SECTION("a failure: dead") {
        e = must(e, SaveVersusDeath{kOrc, faces({2})});
        CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::Dead);
    }
    SECTION("-11 and below: dead, no save") {
        e = must(e, Damage{kOrc, 3});
        CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::Dead);
        CHECK(refusal_code(e, SaveVersusDeath{kOrc, faces({20})}) == Why::NoRollDue);
    }
    SECTION("healed above 0, it fights again") {
        e = must(e, Heal{kOrc, 9});
        CHECK(monster_fate(*e.find(kOrc)) == MonsterFate::Fighting);
        CHECK(in_the_fight(e, *e.find(kOrc)));
    }
}

TEST_CASE("001 the unconscious and the dead leave the countdown; the save comes first on the big button", "[countdown][wounds]") {
    // 001_9b33af6f46041b76.txt: "If the save fails, the critter is unconscious" — it acts on no count.
    Encounter e = rolled(rolling(), {7, 3, 5, 9});   // the Orc acts first, on 9
    REQUIRE(e.acting == kOrc);
    e = must(e, NextTurn{});                          // Aria, on 7
    e = must(e, Damage{kGoblin, 9});                  // the Goblin (7 hit points) to -2
    const auto primary = primary_prompt(e);
    REQUIRE(primary);
    CHECK(primary->text == "Save versus death");
    CHECK(std::holds_alternative<SaveVersusDeath>(primary->action));
    e = must(e, with_entered_faces(primary->action, {1}));   // a 1: the Goblin dies
    CHECK(logged(e, "Goblin saves versus death (d20: [1] = 1 (entered) against 18): a 1: dies"));
    e = must(e, NextTurn{});                          // count 5 passes: the Goblin does not act
    CHECK(e.acting == kMerlin);
    CHECK(part<CountdownFight>(e).count == 3);
}

TEST_CASE("001 surprise is rolled once, at the start of the fight", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "Once the combat is under way, surprise is only relevant if previously undetected
    // combatants enter the fray."
    Encounter e = must(four(), StartEncounter{});
    e = must(e, RollSurprise{kGoblin, "d6", faces({2})});
    CHECK(refusal_code(e, RollSurprise{kGoblin, "d6", faces({5})}) == Why::AlreadyRolled);
    e = must(e, NextTurn{});
    CHECK(refusal_code(e, RollSurprise{kAria, "d6", faces({1})}) == Why::WrongStep);
    e = must(rolling(), RollInitiative{kAria, faces({5})});
    CHECK(refusal_code(e, RollSurprise{kAria, "d6", faces({1})}) == Why::WrongStep);
}

TEST_CASE("001 spells are declared before the initiative roll", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "Any player whose character is going to cast a spell must say so before the initiative roll."
    Encounter e = must(must(four(), StartEncounter{}), NextTurn{});
    CHECK(refusal_code(e, DeclareAction{kMerlin, "spell", ""}) == Why::BadDeclaration);
    e = must(e, DeclareAction{kMerlin, "spell", "Sleep"});
    CHECK(declaration(e, kMerlin) == Declaration{"spell", "Sleep", false});
    CHECK(part<CountdownPart>(*e.find(kMerlin)).declaration);
    CHECK(logged(e, "Merlin declares a spell: Sleep"));
    CHECK(refusal_code(e, DeclareAction{kMerlin, "charge", ""}) == Why::AlreadyDeclared);
    e = must(e, FinishDeclarations{});
    CHECK(refusal_code(e, DeclareAction{kAria, "spell", "Light"}) == Why::WrongStep);
    e = rolled(e, {6, 5, 4, 3});
    CHECK(e.step == Step::Acting);
    CHECK(refusal_code(e, DeclareAction{kAria, "spell", "Light"}) == Why::WrongStep);
}

TEST_CASE("001 a charge is declared before initiative, like a spell", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "A charge must be declared before initiative is rolled, just like spellcasting"
    Encounter e = must(must(four(), StartEncounter{}), NextTurn{});
    e = must(e, DeclareAction{kOrc, "charge", "at Aria"});
    CHECK(declaration(e, kOrc) == Declaration{"charge", "at Aria", false});
    CHECK(logged(e, "Orc declares a charge: at Aria"));
    CHECK(refusal_code(e, DeclareAction{kGoblin, "dance", ""}) == Why::BadDeclaration);
    // A hit does not cancel a charge.
    e = must(e, AttackHits{kOrc, kAria});
    CHECK_FALSE(declaration(e, kOrc).lost);
    // Declarations last one round.
    e = must(e, FinishDeclarations{});
    e = rolled(e, {6, 5, 4, 3});
    for (int i = 0; i < 4; ++i) e = must(e, NextTurn{});
    CHECK(e.round == 2);
    CHECK_FALSE(part<CountdownPart>(*e.find(kOrc)).declaration.has_value());
}

TEST_CASE("001 initiative: a d10 per combatant, highest first", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "  3. Determine Initiative (d10, highest result goes first)."
    Encounter e = rolling();
    CHECK(refusal_code(e, RollInitiative{kAria, faces({11})}) == Why::BadDieFace);
    e = must(e, RollInitiative{kAria, faces({10})});
    CHECK(logged(e, "Aria rolls initiative d10: [10] = 10 (entered)"));
    // Rolled by the app with the encounter's seeded generator.
    e.rng.state = 7;
    Rng copy = e.rng;
    const int merlin = copy.uniform(1, 10), goblin = copy.uniform(1, 10), orc = copy.uniform(1, 10);
    e = must(e, RollInitiative{0, {}});
    CHECK(e.find(kMerlin)->initiative == merlin);
    CHECK(e.find(kGoblin)->initiative == goblin);
    CHECK(e.find(kOrc)->initiative == orc);
    CHECK(e.rng == copy);
    CHECK(logged(e, "Orc rolls initiative d10: [" + std::to_string(orc) + "] = " + std::to_string(orc)));
    CHECK(e.step == Step::Acting);
    CHECK(e.acting == kAria);
}

TEST_CASE("001 initiative die by DEX score", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "The die-type rolled for initiative depends on the character or creature's DEX score, as
    // shown in the table below."
    // "25 or more d20" "21-24 d12" "18-20 d10" "15-17 d8" "9-14 d6" "6-8 d4" "4-5 d3" "3 or less d2"
    const std::vector<std::pair<int, int>> dex_to_sides = {{30, 20}, {25, 20}, {24, 12}, {21, 12}, {20, 10}, {18, 10},
                                                           {17, 8},  {15, 8},  {14, 6},  {9, 6},   {8, 4},   {6, 4},
                                                           {5, 3},   {4, 3},   {3, 2},   {1, 2}};
    for (auto [dex, sides] : dex_to_sides) {
        INFO("DEX " << dex);
        Encounter e = must(rolling(settings(false, true)), SetStat{kAria, "dex", dex});
        CHECK(refusal_code(e, RollInitiative{kAria, faces({sides + 1})}) == Why::BadDieFace);
        e = must(e, RollInitiative{kAria, faces({sides})});
        CHECK(e.find(kAria)->initiative == sides);
    }
    // No DEX score: rolled as an average DEX (9-14, a d6).
    CHECK(refusal_code(rolling(settings(false, true)), RollInitiative{kGoblin, faces({7})}) == Why::BadDieFace);
}

TEST_CASE("001 initiative per side: one d10 for each side, everyone acts on the side's number", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "Characters or monsters with Initiative acts first (casting spells, attacking, etc), and
    // results take effect."
    // "  4. Characters etc. that lost initiative act, and results take effect."
    Encounter e = rolling(settings(true));
    CHECK(refusal_code(e, RollInitiative{kAria, faces({5})}) == Why::NotInTheseSettings);
    CHECK(refusal_code(e, RollSideInitiative{9, faces({5})}) == Why::NoSuchSide);
    e = must(e, RollSideInitiative{kFoes, faces({8})});
    CHECK(logged(e, "Foes roll initiative d10: [8] = 8 (entered)"));
    CHECK(refusal_code(e, RollSideInitiative{kFoes, faces({2})}) == Why::AlreadyRolled);
    CHECK(refusal_code(e, NextTurn{}) == Why::RollsStillDue);
    e = must(e, RollSideInitiative{kParty, faces({3})});
    CHECK(e.step == Step::Acting);
    CHECK(part<CountdownFight>(e).count == 8);
    CHECK(turn_order(e) == std::vector<CombatantId>{kGoblin, kOrc, kAria, kMerlin});
    CHECK(logged(e, "Count 8: Goblin and Orc act simultaneously"));
    CHECK(e.find(kAria)->initiative == 3);
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    CHECK(part<CountdownFight>(e).count == 3);
    CHECK(e.acting == kAria);
    CHECK(refusal_code(rolling(), RollSideInitiative{kFoes, faces({5})}) == Why::NotInTheseSettings);
}

TEST_CASE("001 the round is counted down from 10 to 1", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "The round is counted down from 10 to 1, with characters and monsters acting on the number
    // corresponding with their initiative score(s)."
    Encounter e = rolled(rolling(), {2, 9, 5, 1});
    CHECK(logged(e, "The countdown starts at 10"));
    CHECK(turn_order(e) == std::vector<CombatantId>{kMerlin, kGoblin, kAria, kOrc});
    CHECK(part<CountdownFight>(e).count == 9);
    CHECK(e.acting == kMerlin);
    e = must(e, NextTurn{});
    CHECK(part<CountdownFight>(e).count == 5);
    CHECK(e.acting == kGoblin);
    CHECK(logged(e, "Count 5: Goblin acts"));
    e = must(e, NextTurn{});
    CHECK(part<CountdownFight>(e).count == 2);
    e = must(e, NextTurn{});
    CHECK(part<CountdownFight>(e).count == 1);
    CHECK(e.acting == kOrc);
    e = must(e, NextTurn{});
    CHECK(e.round == 2);
}

TEST_CASE("001 DEX dice above 10 act before count 10", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "The round is counted down from 10 to 1" and "25 or more d20"
    Encounter e = must(rolling(settings(false, true)), SetStat{kOrc, "dex", 25});
    for (CombatantId id : {kAria, kMerlin, kGoblin}) e = must(e, RollInitiative{id, faces({6})});
    e = must(e, RollInitiative{kOrc, faces({17})});
    CHECK(logged(e, "The countdown starts at 17"));
    CHECK(part<CountdownFight>(e).count == 17);
    CHECK(e.acting == kOrc);
}

TEST_CASE("001 ties act simultaneously", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "Initiative rolls may result in a tie. When this happens, both sides are considered to be
    // acting simultaneously."
    Encounter e = rolled(rolling(), {7, 3, 7, 7});
    CHECK(logged(e, "Count 7: Aria, Goblin and Orc act simultaneously"));
    // Resolved one after the other at the same count: players listed first, then who joined first.
    CHECK(turn_order(e) == std::vector<CombatantId>{kAria, kGoblin, kOrc, kMerlin});
    e = must(e, NextTurn{});
    CHECK(part<CountdownFight>(e).count == 7);
    CHECK(e.acting == kGoblin);
    e = must(e, NextTurn{});
    CHECK(part<CountdownFight>(e).count == 7);
    CHECK(e.acting == kOrc);
    e = must(e, NextTurn{});
    CHECK(part<CountdownFight>(e).count == 3);
}

TEST_CASE("001 ties act simultaneously: the rule, not an option", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "Initiative rolls may result in a tie. When this happens, both sides are considered to be
    // acting simultaneously."
    const RuleSystem& system = rule_system(kCountdown);
    CHECK(std::none_of(system.options.begin(), system.options.end(),
                       [](const RuleOption& o) { return o.tag == "option-simultaneous"; }));
}

TEST_CASE("001 a tied caster hit at its own count loses its spell", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "When both sides are acting simultaneously, it is possible for two combatants to kill
    // each other in the same round!"
    // "use of a spell from a wand can usually only be interrupted by an attack if initiative is simultaneous"
    Encounter e = must(must(four(), StartEncounter{}), NextTurn{});
    e = must(e, DeclareAction{kMerlin, "spell", "Sleep"});
    e = must(e, FinishDeclarations{});
    e = rolled(e, {2, 6, 6, 1});
    CHECK(e.acting == kMerlin);
    e = must(e, NextTurn{});   // Merlin has cast; the Goblin strikes at the same count
    CHECK(e.acting == kGoblin);
    e = must(e, AttackHits{kMerlin, kGoblin});
    CHECK(declaration(e, kMerlin).lost);
    CHECK(logged(e, "Merlin's spell (Sleep) is lost"));
}

TEST_CASE("001 a successful attack before the spell goes off disrupts it", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "the spell will actually go off on the magic-user�s initiative. Any successful attack on
    // them before the spell is cast, even if it does no actual damage, will disrupt the spell and it will be lost, just
    // as if it had been cast."
    Encounter e = must(must(four(), StartEncounter{}), NextTurn{});
    e = must(e, DeclareAction{kMerlin, "spell", "Sleep"});
    e = must(e, DeclareAction{kAria, "spell", "Light"});
    e = must(e, FinishDeclarations{});
    e = rolled(e, {3, 4, 8, 1});
    CHECK(e.acting == kGoblin);
    SECTION("a hit without damage") {
        e = must(e, AttackHits{kMerlin, kGoblin});
        CHECK(declaration(e, kMerlin).lost);
        CHECK(logged(e, "Goblin hits Merlin"));
        CHECK(logged(e, "Merlin's spell (Sleep) is lost"));
        // Lost once: a second hit changes nothing more.
        const size_t lines = e.log.size();
        e = must(e, AttackHits{kMerlin, kGoblin});
        CHECK(e.log.size() == lines + 1);
    }
    SECTION("damage is a successful attack too") {
        e = must(e, Damage{kMerlin, 3});
        CHECK(declaration(e, kMerlin).lost);
    }
    SECTION("after the spell went off a hit does not undo it") {
        e = must(e, NextTurn{});
        CHECK(e.acting == kMerlin);
        e = must(e, NextTurn{});
        CHECK(e.acting == kAria);
        e = must(e, AttackHits{kMerlin, kGoblin});
        CHECK_FALSE(declaration(e, kMerlin).lost);
        // Aria is casting at this very count: a hit now comes before her spell goes off.
        e = must(e, AttackHits{kAria, kOrc});
        CHECK(declaration(e, kAria).lost);
    }
}

TEST_CASE("001 a shove before initiative is rolled disrupts a declared spell", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "For example, a wizard who is even shoved while casting a spell will lose the spell."
    Encounter e = must(must(four(), StartEncounter{}), NextTurn{});
    e = must(e, DeclareAction{kMerlin, "spell", "Sleep"});
    e = must(e, AttackHits{kMerlin, std::nullopt});
    CHECK(logged(e, "A hit on Merlin"));
    CHECK(declaration(e, kMerlin).lost);
}

TEST_CASE("001 spell disruption belongs to the countdown only", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "Spell-casters must declare that they intend to cast a spell before initiative is rolled"
    Encounter e;
    e = must(e, AddCombatant{"Merlin", kParty, true, 3, 12});
    e = must(e, SetInitiative{1, 10});
    e = must(e, StartEncounter{});
    CHECK(refusal_code(e, DeclareAction{1, "spell", "Sleep"}) == Why::NotInThisRuleset);
    CHECK(refusal_code(e, RollSurprise{1, "d6", {}}) == Why::NotInThisRuleset);
    CHECK(refusal_code(e, RollSideInitiative{1, {}}) == Why::NotInThisRuleset);
    e = must(e, Damage{1, 2});
    CHECK_FALSE(part<CountdownPart>(*e.find(1)).declaration.has_value());
}

TEST_CASE("001 held actions go off after count 1, all at once", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "  5. Anyone who �held� initiative acts, and results take effect (both sides simultaneously)."
    Encounter e = rolled(rolling(), {9, 2, 6, 4});
    CHECK(refusal_code(e, Hold{kGoblin}) == Why::SomeoneElseActing);
    e = must(e, Hold{kAria});
    CHECK(logged(e, "Aria holds its action until after count 1"));
    CHECK(e.acting == kGoblin);
    CHECK(refusal_code(e, ActNow{kAria}) == Why::AlreadyHolding);
    CHECK(refusal_code(e, ActNow{kOrc}) == Why::NotItsTurn);
    e = must(e, Hold{kGoblin});
    CHECK(turn_order(e) == std::vector<CombatantId>{kOrc, kMerlin, kAria, kGoblin});
    CHECK(refusal_code(e, Hold{kAria}) == Why::AlreadyHolding);
    e = must(e, NextTurn{});   // Orc
    e = must(e, NextTurn{});   // Merlin
    CHECK(e.step == Step::Held);
    CHECK(part<CountdownFight>(e).count == 0);
    CHECK(logged(e, "After count 1, held actions go off simultaneously: Aria and Goblin"));
    CHECK(e.acting == kAria);
    CHECK(refusal_code(e, Hold{kAria}) == Why::WrongStep);
    CHECK(refusal_code(e, ActNow{kMerlin}) == Why::AlreadyActed);
    // Simultaneous: the table may resolve them in any order.
    e = must(e, ActNow{kGoblin});
    CHECK(e.acting == kGoblin);
    e = must(e, NextTurn{});
    CHECK(e.acting == kAria);
    e = must(e, NextTurn{});
    CHECK(e.round == 2);
    CHECK(e.step == Step::Declaring);
    CHECK_FALSE(e.find(kAria)->holding);
}

TEST_CASE("001 a holding caster can still be disrupted until its held action goes off", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "Any successful attack on them before the spell is cast, even if it does no actual damage,
    // will disrupt the spell and it will be lost"
    Encounter e = must(must(four(), StartEncounter{}), NextTurn{});
    e = must(e, DeclareAction{kMerlin, "spell", "Sleep"});
    e = must(e, FinishDeclarations{});
    e = rolled(e, {2, 9, 6, 1});
    e = must(e, Hold{kMerlin});
    e = must(e, NextTurn{});   // Goblin
    e = must(e, NextTurn{});   // Aria
    e = must(e, NextTurn{});   // Orc
    CHECK(e.step == Step::Held);
    e = must(e, AttackHits{kMerlin, kOrc});
    CHECK(declaration(e, kMerlin).lost);
}

TEST_CASE("001 one initiative roll for each attack, made afresh every round", "[countdown][attacks]") {
    // 001_9b33af6f46041b76.txt: "Determine Initiative (d10, highest result goes first). One roll is made for each attack."
    Encounter e = must(rolling(), RollInitiative{kAria, faces({5})});
    CHECK(refusal_code(e, RollInitiative{kAria, faces({6})}) == Why::AlreadyRolled);   // one attack, one roll
    CHECK(refusal_code(e, NextTurn{}) == Why::RollsStillDue);
    e = must(e, RollInitiative{kMerlin, faces({4})});
    e = must(e, RollInitiative{kGoblin, faces({3})});
    e = must(e, RollInitiative{kOrc, faces({2})});
    e = must(e, EndRound{});
    CHECK(logged(e, "Round 1 is closed early"));
    CHECK(e.round == 2);
    for (const auto& c : e.combatants) CHECK_FALSE(c.initiative.has_value());
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kAria, faces({6})});
    CHECK(e.find(kAria)->initiative == 6);
}

TEST_CASE("001 a combatant with several attacks rolls for each and acts on each of its counts", "[countdown][attacks]") {
    // 001_9b33af6f46041b76.txt: "One roll is made for each attack. Characters or monsters with Initiative
    // acts first (casting spells, attacking, etc), and results take effect."
    Encounter e = must(four(), SetStat{kOrc, "attacks", 2});   // the Orc: claw and bite
    e = must(e, StartEncounter{});
    e = must(e, NextTurn{});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kAria, faces({6})});
    e = must(e, RollInitiative{kMerlin, faces({4})});
    e = must(e, RollInitiative{kOrc, faces({2})});
    CHECK(logged(e, "Orc rolls initiative (attack 1 of 2) d10: [2] = 2 (entered)"));
    CHECK(e.step == Step::RollingInitiative);   // the Orc's second roll is still due
    CHECK(refusal_code(e, NextTurn{}) == Why::RollsStillDue);
    // The Orc's card asks for it, with the keypad's die.
    const auto asked = prompts(e);
    CHECK(std::any_of(asked.begin(), asked.end(), [](const Prompt& p) {
        return p.who == kOrc && std::holds_alternative<RollInitiative>(p.action) && p.dice.text() == "d10" &&
               p.text == "Roll for attack 2" && p.why == "Attack 2 of 2: Acts on that count";
    }));
    e = must(e, RollInitiative{kOrc, faces({8})});
    CHECK(logged(e, "Orc rolls initiative (attack 2 of 2) d10: [8] = 8 (entered)"));
    CHECK(refusal_code(e, RollInitiative{kOrc, faces({1})}) == Why::AlreadyRolled);
    e = must(e, RollInitiative{kGoblin, faces({3})});
    REQUIRE(e.step == Step::Acting);   // every roll is in: the countdown starts

    // The Orc acts on 8 and again on 2; everyone else once.
    std::vector<std::pair<CombatantId, int>> turns;
    while (e.round == 1) {
        if (e.acting) turns.emplace_back(*e.acting, part<CountdownFight>(e).count);
        e = must(e, NextTurn{});
    }
    CHECK(turns == std::vector<std::pair<CombatantId, int>>{{kOrc, 8}, {kAria, 6}, {kMerlin, 4}, {kGoblin, 3}, {kOrc, 2}});
    CHECK(logged(e, "Count 8: Orc acts"));
    CHECK(logged(e, "Count 2: Orc acts"));
}

TEST_CASE("001 several attacks: the card asks for each roll, roll for everyone rolls them all", "[countdown][attacks]") {
    // 001_9b33af6f46041b76.txt: "One roll is made for each attack."
    Encounter e = must(four(), SetStat{kGoblin, "attacks", 3});
    e = must(e, StartEncounter{});
    e = must(e, NextTurn{});
    e = must(e, FinishDeclarations{});
    e = rolled(e, {9, 7, 5, 1});
    const auto asking = [](const Encounter& at) {
        std::vector<std::string> why;
        for (const Prompt& p : prompts(at))
            if (p.who == kGoblin && std::holds_alternative<RollInitiative>(p.action)) why.push_back(p.why);
        return why;
    };
    CHECK(asking(e) == std::vector<std::string>{"Attack 2 of 3: Acts on that count"});
    e = must(e, RollInitiative{kGoblin, faces({10})});
    CHECK(asking(e) == std::vector<std::string>{"Attack 3 of 3: Acts on that count"});
    CHECK(e.step == Step::RollingInitiative);
    SECTION("roll for everyone rolls what is left") {
        e = must(e, RollInitiative{0, {}});
        CHECK(e.step == Step::Acting);
        CHECK(part<CountdownPart>(*e.find(kGoblin)).attack_rolls.size() == 2);
    }
    SECTION("the big button rolls it, then the count starts at the Goblin's 10 and it comes up three times") {
        e = must(e, RollInitiative{kGoblin, faces({3})});
        REQUIRE(e.step == Step::Acting);
        CHECK(e.acting == kGoblin);
        CHECK(rule_system(e).order_value(e, *e.find(kGoblin)) == "10");
        int goblin_turns = 0;
        while (e.round == 1) {
            if (e.acting == kGoblin) ++goblin_turns;
            e = must(e, NextTurn{});
        }
        CHECK(goblin_turns == 3);
    }
}

TEST_CASE("001 several attacks: a spell goes off at the caster's first count, later hits do not undo it", "[countdown][attacks]") {
    // 001_9b33af6f46041b76.txt: "One roll is made for each attack. Characters or monsters with Initiative acts
    // first (casting spells, attacking, etc), and results take effect."
    Encounter e = must(four(), SetStat{kMerlin, "attacks", 2});
    e = must(e, StartEncounter{});
    e = must(e, NextTurn{});
    e = must(e, DeclareAction{kMerlin, "spell", "Sleep"});
    e = must(e, FinishDeclarations{});
    e = rolled(e, {6, 9, 9, 2});
    e = must(e, RollInitiative{kMerlin, faces({3})});
    REQUIRE(e.acting == kMerlin);   // count 9: the spell goes off
    e = must(e, NextTurn{});
    REQUIRE(e.acting == kGoblin);   // the Goblin at the same count
    SECTION("a hit at the same count still counts as before the spell went off") {
        e = must(e, AttackHits{kMerlin, kGoblin});
        CHECK(declaration(e, kMerlin).lost);
    }
    SECTION("a hit later in the round, before its second attack, does not") {
        e = must(e, NextTurn{});
        REQUIRE(e.acting == kAria);
        e = must(e, AttackHits{kMerlin, kAria});
        CHECK_FALSE(declaration(e, kMerlin).lost);
    }
}

TEST_CASE("001 several attacks: older saves without the stat make one; side initiative rolls once per side", "[countdown][attacks]") {
    // 001_9b33af6f46041b76.txt: "One roll is made for each attack." A missing "attacks" stat is one attack.
    Encounter e = rolled(rolling(), {8, 6, 4, 2});
    CHECK(e.step == Step::Acting);
    CHECK(countdown_attacks(e, *e.find(kOrc)) == 1);
    // With one d10 per side, everyone acts on the side's number (docs/rules-notes.md).
    Encounter sides = must(four(settings(true)), SetStat{kOrc, "attacks", 2});
    sides = must(sides, StartEncounter{});
    sides = must(sides, NextTurn{});
    sides = must(sides, FinishDeclarations{});
    sides = must(sides, RollSideInitiative{kParty, faces({7})});
    sides = must(sides, RollSideInitiative{kFoes, faces({3})});
    CHECK(sides.step == Step::Acting);
    CHECK(countdown_attacks(sides, *sides.find(kOrc)) == 1);
}

TEST_CASE("001 several attacks: mid-round saves come back whole, and going back needs Undo", "[countdown][attacks]") {
    // 001_9b33af6f46041b76.txt: "One roll is made for each attack."
    Encounter e = must(four(), SetStat{kAria, "attacks", 2});
    e = must(e, StartEncounter{});
    e = must(e, NextTurn{});
    e = must(e, FinishDeclarations{});
    e = rolled(e, {9, 6, 4, 2});
    e = must(e, RollInitiative{kAria, faces({5})});
    REQUIRE(e.acting == kAria);
    e = must(e, NextTurn{});   // Aria's first attack, on 9
    CHECK(e.acting == kMerlin);
    CHECK(part<CountdownPart>(*e.find(kAria)).attacks_made == 1);
    CHECK_FALSE(e.find(kAria)->acted);
    CHECK(refusal_code(e, PreviousTurn{}) == Why::FirstTurn);
    auto back = load_encounter(save_encounter(e));
    REQUIRE(back.is_ok());
    CHECK(back.value() == e);
    e = must(e, NextTurn{});   // Merlin on 6
    CHECK(e.acting == kAria);  // Aria's second attack, on 5
    CHECK(part<CountdownFight>(e).count == 5);
}

TEST_CASE("001 refusals: wrong step, out of turn, twice in a round, unknown ids", "[countdown]") {
    Encounter setup = four();
    CHECK(refusal_code(setup, RollInitiative{kAria, faces({5})}) == Why::NotStarted);
    CHECK(refusal_code(setup, DeclareAction{kAria, "spell", "Light"}) == Why::NotStarted);
    CHECK(refusal_code(setup, FinishDeclarations{}) == Why::NotStarted);

    Encounter surprise = must(setup, StartEncounter{});
    CHECK(refusal_code(surprise, RollSurprise{99, "d6", {}}) == Why::NoSuchCombatant);
    CHECK(refusal_code(surprise, DeclareAction{kAria, "spell", "Light"}) == Why::WrongStep);
    CHECK(refusal_code(surprise, RollInitiative{kAria, faces({5})}) == Why::WrongStep);
    CHECK(refusal_code(surprise, EndRound{}) == Why::SurpriseFirst);
    CHECK(refusal_code(surprise, PreviousTurn{}) == Why::WrongStep);
    CHECK(refusal_code(surprise, Hold{kAria}) == Why::WrongStep);

    Encounter declaring = must(surprise, NextTurn{});
    CHECK(refusal_code(declaring, DeclareAction{99, "spell", "Light"}) == Why::NoSuchCombatant);
    CHECK(refusal_code(declaring, DeclareAction{kAria, "spell", std::string(65, 'x')}) == Why::BadDeclaration);
    CHECK(refusal_code(declaring, ActNow{kAria}) == Why::WrongStep);

    Encounter rolling_step = must(declaring, FinishDeclarations{});
    CHECK(refusal_code(rolling_step, FinishDeclarations{}) == Why::WrongStep);
    CHECK(refusal_code(rolling_step, RollInitiative{99, faces({5})}) == Why::NoSuchCombatant);
    CHECK(refusal_code(rolling_step, RollInitiative{0, faces({5})}) == Why::DiceForOne);

    Encounter acting = rolled(rolling_step, {8, 6, 4, 2});
    CHECK(refusal_code(acting, Hold{99}) == Why::NoSuchCombatant);
    CHECK(refusal_code(acting, ActNow{99}) == Why::NoSuchCombatant);
    CHECK(refusal_code(acting, Hold{kOrc}) == Why::SomeoneElseActing);
    CHECK(refusal_code(acting, RollInitiative{kAria, faces({5})}) == Why::WrongStep);
    CHECK(refusal_code(acting, FinishDeclarations{}) == Why::WrongStep);
    Encounter later = must(acting, NextTurn{});
    CHECK(refusal_code(later, Hold{kAria}) == Why::AlreadyActed);
    CHECK(refusal_code(later, ActNow{kAria}) == Why::AlreadyActed);

    Encounter ended = must(acting, EndEncounter{});
    CHECK(refusal_code(ended, Hold{kAria}) == Why::Ended);
    CHECK(refusal_code(ended, RollSurprise{kAria, "d6", {}}) == Why::Ended);
}

TEST_CASE("001 previous turn steps back inside the countdown", "[countdown]") {
    Encounter e = rolled(rolling(), {8, 6, 6, 2});
    CHECK(refusal_code(e, PreviousTurn{}) == Why::FirstTurn);
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    CHECK(e.acting == kGoblin);
    e = must(e, PreviousTurn{});
    CHECK(e.acting == kMerlin);
    CHECK(part<CountdownFight>(e).count == 6);
    e = must(e, PreviousTurn{});
    CHECK(e.acting == kAria);
    CHECK(part<CountdownFight>(e).count == 8);
    CHECK_FALSE(e.find(kMerlin)->acted);
}

TEST_CASE("001 a fight in the middle of the countdown survives save and load", "[countdown]") {
    Encounter e = must(four(), StartEncounter{});
    e = must(e, RollSurprise{kGoblin, "d6", faces({4})});
    e = must(e, NextTurn{});
    e = must(e, DeclareAction{kMerlin, "spell", "Sleep"});
    e = must(e, FinishDeclarations{});
    e = rolled(e, {8, 6, 4, 2});
    e = must(e, Hold{kAria});
    auto back = load_encounter(save_encounter(e));
    REQUIRE(back.is_ok());
    CHECK(back.value() == e);
    CHECK(part<CountdownPart>(*back.value().find(kGoblin)).surprise_roll == 4);
}

TEST_CASE("001 two full rounds with entered and seeded dice: surprise, a tie, a hold, spells lost", "[countdown]") {
    // 001_9b33af6f46041b76.txt: "  1. Determine surprise" "  2. Declare Spells"
    // "The round is counted down from 10 to 1" "both sides are considered to be acting simultaneously"
    // "  5. Anyone who �held� initiative acts" "will disrupt the spell and it will be lost"
    Encounter e = four();
    e.rng.state = 37;   // chosen so that Merlin is not surprised and the Orc rolls 3, then 7
    Rng dice = e.rng;
    const int merlin_surprise = dice.uniform(1, 6), orc_round1 = dice.uniform(1, 10), orc_round2 = dice.uniform(1, 10);
    REQUIRE(merlin_surprise == 6);
    REQUIRE(orc_round1 == 3);
    REQUIRE(orc_round2 == 7);

    // Round 1: the foes are caught unaware.
    e = must(e, StartEncounter{});
    e = must(e, RollSurprise{kGoblin, "d6", faces({2})});
    e = must(e, RollSurprise{kOrc, "d6", faces({1})});
    e = must(e, RollSurprise{kAria, "d6", faces({5})});
    e = must(e, RollSurprise{kMerlin, "d6", {}});
    CHECK(part<CountdownPart>(*e.find(kMerlin)).surprise_roll == 6);
    CHECK(logged(e, "Merlin rolls surprise d6: [6] = 6: not surprised"));
    e = must(e, NextTurn{});                       // segment 1: Aria, Merlin
    CHECK(e.acting == kAria);
    e = must(e, Damage{kGoblin, 3});
    e = must(e, NextTurn{});
    CHECK(e.acting == kMerlin);
    e = must(e, NextTurn{});                       // segment 2: Aria, Merlin, and the Orc
    CHECK(part<CountdownFight>(e).count == 2);
    e = must(e, Damage{kGoblin, 2});
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    CHECK(e.acting == kOrc);
    e = must(e, NextTurn{});
    CHECK(e.step == Step::Declaring);
    CHECK(e.round == 1);
    CHECK(e.find(kGoblin)->hp->current == 2);

    e = must(e, DeclareAction{kMerlin, "spell", "Sleep"});
    e = must(e, DeclareAction{kOrc, "charge", ""});
    e = must(e, NextTurn{});
    CHECK(e.step == Step::RollingInitiative);
    e = must(e, RollInitiative{kAria, faces({7})});
    e = must(e, RollInitiative{kMerlin, faces({4})});
    e = must(e, RollInitiative{kGoblin, faces({7})});
    e = must(e, RollInitiative{0, {}});            // the Orc, by the app
    CHECK(e.find(kOrc)->initiative == 3);
    CHECK(e.step == Step::Acting);
    CHECK(turn_order(e) == std::vector<CombatantId>{kAria, kGoblin, kMerlin, kOrc});
    CHECK(logged(e, "Count 7: Aria and Goblin act simultaneously"));
    CHECK(e.acting == kAria);
    e = must(e, NextTurn{});
    CHECK(e.acting == kGoblin);
    e = must(e, AttackHits{kMerlin, kGoblin});     // before Merlin's count 4
    CHECK(declaration(e, kMerlin).lost);
    e = must(e, NextTurn{});
    CHECK(part<CountdownFight>(e).count == 4);
    CHECK(e.acting == kMerlin);
    e = must(e, NextTurn{});
    CHECK(part<CountdownFight>(e).count == 3);
    CHECK(e.acting == kOrc);
    e = must(e, NextTurn{});

    // Round 2: no surprise; Aria holds, Merlin is hit at his own count.
    CHECK(e.round == 2);
    CHECK(e.step == Step::Declaring);
    CHECK_FALSE(part<CountdownPart>(*e.find(kMerlin)).declaration.has_value());
    e = must(e, DeclareAction{kMerlin, "spell", "Sleep"});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kAria, faces({9})});
    e = must(e, RollInitiative{kMerlin, faces({5})});
    e = must(e, RollInitiative{kGoblin, faces({5})});
    e = must(e, RollInitiative{0, {}});
    CHECK(e.find(kOrc)->initiative == 7);
    CHECK(e.rng == dice);
    CHECK(e.acting == kAria);
    CHECK(part<CountdownFight>(e).count == 9);
    e = must(e, Hold{kAria});
    CHECK(e.acting == kOrc);
    CHECK(part<CountdownFight>(e).count == 7);
    e = must(e, NextTurn{});
    CHECK(part<CountdownFight>(e).count == 5);
    CHECK(e.acting == kMerlin);
    CHECK(logged(e, "Count 5: Merlin and Goblin act simultaneously"));
    e = must(e, NextTurn{});
    CHECK(e.acting == kGoblin);
    e = must(e, AttackHits{kMerlin, kGoblin});     // simultaneous with Merlin's casting
    CHECK(declaration(e, kMerlin).lost);
    e = must(e, NextTurn{});
    CHECK(e.step == Step::Held);
    CHECK(e.acting == kAria);
    e = must(e, NextTurn{});
    CHECK(e.round == 3);
    CHECK(e.step == Step::Declaring);

    const std::vector<std::string> round_two = [&] {
        std::vector<std::string> lines;
        for (const auto& l : e.log.entries())
            if (l.round == 2) lines.push_back(l.text);
        return lines;
    }();
    CHECK(round_two == std::vector<std::string>{
                           "Round 2 begins",
                           "Declare spells and charges before initiative is rolled",
                           "Merlin declares a spell: Sleep",
                           "Roll initiative: one d10 per combatant",
                           "Aria rolls initiative d10: [9] = 9 (entered)",
                           "Merlin rolls initiative d10: [5] = 5 (entered)",
                           "Goblin rolls initiative d10: [5] = 5 (entered)",
                           "Orc rolls initiative d10: [7] = 7",
                           "The countdown starts at 10",
                           "Count 9: Aria acts",
                           "Aria holds its action until after count 1",
                           "Count 7: Orc acts",
                           "Count 5: Merlin and Goblin act simultaneously",
                           "Goblin hits Merlin",
                           "Merlin's spell (Sleep) is lost",
                           "After count 1, held actions go off simultaneously: Aria",
                           "Round 2 ends",
                       });
}
