// Initiative rounds, rules text 000_d5980b65f981aac0.txt (TURN and INITIATIVE), and the generic
// highest-first scheme that is the same engine with declarations off.
#include <fstream>
#include <sstream>

#include "core/fight/card_state.hpp"
#include "core/fight/prompts.hpp"
#include "core/formats/serialize.hpp"
#include "core/fight/turn_order.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;

namespace {

constexpr CombatantId kKnight = 1, kArcher = 2, kOrc = 3, kWolf = 4, kTroll = 5;

SchemeSettings settings(bool declarations, TieRule tie_rule) {
    SchemeSettings s;
    s.declarations = declarations;
    s.tie_rule = tie_rule;
    return s;
}

Encounter add_mini(Encounter e, const std::string& name, SideId side, bool player, int level, int initiative) {
    AddCombatant add;
    add.name = name;
    add.side = side;
    add.is_player = player;
    add.level = level;
    e = must(e, add);
    return must(e, SetStat{e.combatants.back().id, "initiative", initiative});
}

// Whether the table is offered to pick who goes first among equals (the tie banner).
bool tie_offered(const Encounter& e) {
    const auto ps = prompts(e);
    return std::any_of(ps.begin(), ps.end(), [](const Prompt& p) { return !p.who && std::holds_alternative<ActNow>(p.action); });
}

// Knight 9 (level 3), Archer 7 (level 1), Orc 7 (level 2), Wolf 4 (level 1); the party are players.
Encounter skirmish(bool declarations = true, TieRule tie_rule = TieRule::D100PlusLevel) {
    Encounter e = must(Encounter{}, SetRuleset{kInitiativeRounds, settings(declarations, tie_rule)});
    e = add_mini(e, "Knight", 1, true, 3, 9);
    e = add_mini(e, "Archer", 1, true, 1, 7);
    e = add_mini(e, "Orc", 2, false, 2, 7);
    e = add_mini(e, "Wolf", 2, false, 1, 4);
    return e;
}

bool logged(const Encounter& e, const std::string& text) {
    for (const auto& entry : e.log.entries())
        if (entry.text == text) return true;
    return false;
}

std::vector<CombatantId> acted_in_order(const Encounter& e) {
    std::vector<CombatantId> ids;
    for (const auto& t : e.turns_taken) ids.push_back(t.id);
    return ids;
}

} // namespace

TEST_CASE("000 A1: a turn is made of one initiative round per initiative value, highest first", "[rounds][000]") {
    // 000_d5980b65f981aac0.txt: "TURN - Each turn is broken down into initiative rounds."
    Encounter e = must(skirmish(false, TieRule::PlayersFirst), StartEncounter{});
    CHECK(e.round == 1);
    CHECK(e.step == Step::Acting);
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 9);
    CHECK(e.acting == kKnight);
    e = must(e, NextTurn{});
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 7);   // no initiative round 8: no mini has that value
    CHECK(e.acting == kArcher);
    e = must(e, NextTurn{});
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 7);
    CHECK(e.acting == kOrc);
    e = must(e, NextTurn{});
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 4);
    CHECK(e.acting == kWolf);
    e = must(e, NextTurn{});
    CHECK(e.round == 2);
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 9);
    CHECK(e.acting == kKnight);
    CHECK(logged(e, "Initiative round 7 begins"));
    CHECK(logged(e, "Round 1 ends"));
}

TEST_CASE("000 A2: each participant declares the minis acting before each initiative round", "[rounds][000]") {
    // 000_d5980b65f981aac0.txt: "- At the beginning of an initiative round, each participant must declare which
    // mini's will be performing actions during that particular round."
    Encounter e = must(skirmish(), StartEncounter{});
    CHECK(e.step == Step::Declaring);
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 9);
    CHECK_FALSE(e.acting.has_value());
    CHECK(refusal_code(e, NextTurn{}) == Why::WrongStep);
    e = must(e, DeclareActors{{kKnight}});
    e = must(e, FinishDeclarations{});
    CHECK(e.step == Step::Acting);   // a lone mini has nobody to roll a tie against
    CHECK(e.acting == kKnight);
    e = must(e, NextTurn{});
    CHECK(e.step == Step::Declaring);
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 7);
    // Each side names its own minis; declarations add up until the table finishes them.
    e = must(e, DeclareActors{{kArcher}});
    e = must(e, DeclareActors{{kOrc}});
    CHECK(part<InitiativeRoundsPart>(*e.find(kArcher)).declared);
    CHECK(part<InitiativeRoundsPart>(*e.find(kOrc)).declared);
    CHECK(logged(e, "Declared for initiative round 7: Orc"));
    // A declared mini can be taken back while declaring.
    e = must(e, Hold{kOrc});
    CHECK_FALSE(part<InitiativeRoundsPart>(*e.find(kOrc)).declared);
    e = must(e, DeclareActors{{kOrc}});
    e = must(e, FinishDeclarations{});
    CHECK(e.step == Step::RollingTies);
    CHECK(refusal_code(e, DeclareActors{{kWolf}}) == Why::WrongStep);
}

TEST_CASE("000 A3: acted, lower-valued or undeclared minis cannot act in an initiative round", "[rounds][000]") {
    // 000_d5980b65f981aac0.txt: "- A mini cannot perform actions during an initiave round if they have already
    // performed actions in a previous initiative round, if they have a lower inititiave value than the current
    // round, or they were not declared before the start of the round."
    Encounter e = must(skirmish(true, TieRule::PlayersFirst), StartEncounter{});
    e = must(e, DeclareActors{{kKnight}});
    e = must(e, FinishDeclarations{});
    e = must(e, NextTurn{});
    REQUIRE(part<InitiativeRoundsFight>(e).initiative_round == 7);

    SECTION("already performed actions in a previous initiative round") {
        CHECK(refusal_code(e, DeclareActors{{kKnight}}) == Why::AlreadyActed);
        CHECK(refusal_code(e, ActNow{kKnight}) == Why::AlreadyActed);
    }
    SECTION("a lower initiative value than the current round") {
        CHECK(refusal_code(e, DeclareActors{{kArcher, kWolf}}) == Why::NotItsTurn);
        CHECK_FALSE(part<InitiativeRoundsPart>(*e.find(kArcher)).declared);   // a refused declaration changes nothing
        // A declared mini whose value drops below the round before its turn does not act in it.
        e = must(e, DeclareActors{{kArcher, kOrc}});
        e = must(e, FinishDeclarations{});
        CHECK(e.acting == kArcher);
        e = must(e, SetStat{kOrc, "initiative", 5});
        CHECK(refusal_code(e, ActNow{kOrc}) == Why::NotItsTurn);
        e = must(e, NextTurn{});
        CHECK(part<InitiativeRoundsFight>(e).initiative_round == 5);
        CHECK(e.step == Step::Declaring);
        CHECK_FALSE(e.find(kOrc)->acted);
    }
    SECTION("not declared before the start of the round") {
        e = must(e, DeclareActors{{kArcher}});
        e = must(e, FinishDeclarations{});
        CHECK(e.acting == kArcher);
        CHECK(refusal_code(e, ActNow{kOrc}) == Why::NotItsTurn);
        e = must(e, NextTurn{});
        CHECK(part<InitiativeRoundsFight>(e).initiative_round == 4);   // the Orc did not act in initiative round 7
        CHECK(e.step == Step::Declaring);
        CHECK_FALSE(e.find(kOrc)->acted);
    }
}

TEST_CASE("000 A4: minis act in descending order of their initiative values", "[rounds][000]") {
    // 000_d5980b65f981aac0.txt: "INITIATIVE - Mini's perform actions in descending order, based on their
    // initiative values."
    Encounter e = must(Encounter{}, SetRuleset{kInitiativeRounds, settings(false, TieRule::PlayersFirst)});
    e = add_mini(e, "Wolf", 2, false, 1, 4);
    e = add_mini(e, "Knight", 1, true, 3, 9);
    e = add_mini(e, "Orc", 2, false, 2, 7);
    CHECK(turn_order(e) == std::vector<CombatantId>{2, 3, 1});
    e = must(e, StartEncounter{});
    std::vector<int> counts;
    std::vector<CombatantId> actors;
    while (e.round == 1) {
        counts.push_back(part<InitiativeRoundsFight>(e).initiative_round);
        actors.push_back(*e.acting);
        e = must(e, NextTurn{});
    }
    CHECK(counts == std::vector<int>{9, 7, 4});
    CHECK(actors == std::vector<CombatantId>{2, 3, 1});
}

TEST_CASE("000 A5: a mini may wait and act in a later initiative round", "[rounds][000]") {
    // 000_d5980b65f981aac0.txt: "- A mini does not have to perform actions on their initiative round, and can
    // decide to wait to peform actions on a later inititiave round."
    Encounter e = must(skirmish(true, TieRule::PlayersFirst), StartEncounter{});
    e = must(e, DeclareActors{{kKnight}});
    e = must(e, FinishDeclarations{});
    e = must(e, Hold{kKnight});
    CHECK(e.find(kKnight)->holding);
    CHECK_FALSE(e.find(kKnight)->acted);
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 7);   // nobody else acts in initiative round 9
    CHECK(e.step == Step::Declaring);
    // Waiting with initiative 9, the Knight is listed at the head of those still to come.
    CHECK(turn_order(e) == std::vector<CombatantId>{kKnight, kArcher, kOrc, kWolf});

    SECTION("it is declared in a lower initiative round and acts there") {
        e = must(e, DeclareActors{{kKnight, kOrc}});
        CHECK_FALSE(e.find(kKnight)->holding);
        e = must(e, FinishDeclarations{});
        CHECK(e.acting == kKnight);
        e = must(e, NextTurn{});
        CHECK(e.acting == kOrc);
        CHECK(e.turns_taken == std::vector<TurnTaken>{{kKnight, 7}});
    }
    SECTION("it can wait past several initiative rounds") {
        e = must(e, DeclareActors{{kArcher}});
        e = must(e, FinishDeclarations{});
        e = must(e, NextTurn{});
        CHECK(part<InitiativeRoundsFight>(e).initiative_round == 4);
        e = must(e, DeclareActors{{kWolf, kKnight}});
        e = must(e, FinishDeclarations{});
        CHECK(e.acting == kKnight);
    }
    SECTION("waiting past the lowest initiative round loses the activation") {
        e = must(e, DeclareActors{{kArcher, kOrc}});
        e = must(e, FinishDeclarations{});
        e = must(e, NextTurn{});
        e = must(e, NextTurn{});
        e = must(e, FinishDeclarations{});   // initiative round 4: nobody declared
        CHECK(logged(e, "Nobody is declared for initiative round 4"));
        CHECK(e.round == 2);
        CHECK(part<InitiativeRoundsFight>(e).initiative_round == 9);
        CHECK_FALSE(e.find(kKnight)->holding);   // nothing carries over to the next turn
    }
}

TEST_CASE("000 A6: ties in an initiative round go by d100 + level, re-rolled among equal scores", "[rounds][000]") {
    // 000_d5980b65f981aac0.txt: "- If 1 or more mini's are performing actions on the same initiative round,
    // participants roll percentile dice for each mini, adding their character levels to their scores. Mini's then
    // perform actions in decending order, based on the adjusted rolls for that initiative round."
    Encounter e = skirmish();
    e = must(e, SetStat{kKnight, "initiative", 7});
    e = must(e, SetStat{kWolf, "initiative", 7});
    e = must(e, StartEncounter{});
    REQUIRE(part<InitiativeRoundsFight>(e).initiative_round == 7);
    e = must(e, DeclareActors{{kKnight, kArcher, kOrc, kWolf}});
    e = must(e, FinishDeclarations{});
    REQUIRE(e.step == Step::RollingTies);
    CHECK(logged(e, "Initiative round 7: Knight, Archer, Orc, Wolf roll d100 + level"));
    e = must(e, RollTie{kArcher, {{50}}});
    CHECK(part<InitiativeRoundsPart>(*e.find(kArcher)).tie_roll == 51);
    CHECK(logged(e, "Archer rolls for the tie: d100+1: [50] + 1 = 51 (entered)"));
    e = must(e, RollTie{kOrc, {{49}}});
    CHECK(logged(e, "Orc ties with Archer at 51: they roll again"));
    e = must(e, RollTie{kWolf, {{80}}});
    e = must(e, RollTie{kKnight, {{27}}});
    CHECK(e.step == Step::RollingTies);
    CHECK(refusal_code(e, NextTurn{}) == Why::RollsStillDue);
    CHECK(refusal_code(e, RollTie{kWolf, {{3}}}) == Why::AlreadyRolled);
    e = must(e, RollTie{kOrc, {{10}}});
    e = must(e, RollTie{kArcher, {{5}}});
    // The re-roll only orders the Orc and the Archer: neither drops below the Knight's 30.
    CHECK(e.step == Step::Acting);
    CHECK(part<InitiativeRoundsPart>(*e.find(kOrc)).tie_rerolls == std::vector<int>{12});
    CHECK(logged(e, "Order in initiative round 7: Wolf 81, Orc 51/12, Archer 51/6, Knight 30"));
    std::vector<CombatantId> actors;
    while (e.round == 1) {
        actors.push_back(*e.acting);
        e = must(e, NextTurn{});
    }
    CHECK(actors == std::vector<CombatantId>{kWolf, kOrc, kArcher, kKnight});
    // "for that initiative round": the next turn rolls afresh.
    CHECK_FALSE(part<InitiativeRoundsPart>(*e.find(kWolf)).tie_roll.has_value());
}

TEST_CASE("000 A6: a mini that waits rolls again in the initiative round it joins", "[rounds][000]") {
    Encounter e = must(skirmish(), StartEncounter{});
    e = must(e, DeclareActors{{kKnight}});
    e = must(e, FinishDeclarations{});
    e = must(e, Hold{kKnight});
    e = must(e, DeclareActors{{kKnight, kOrc}});
    e = must(e, FinishDeclarations{});
    REQUIRE(e.step == Step::RollingTies);
    e = must(e, RollTie{kKnight, {{10}}});
    e = must(e, RollTie{kOrc, {{60}}});
    CHECK(e.acting == kOrc);   // the Knight's higher value gives it no edge once it waited
}

TEST_CASE("initiative rounds refuse invalid actions with a reason", "[rounds][000]") {
    Encounter setup = skirmish();
    CHECK(refusal_code(setup, DeclareActors{{kKnight}}) == Why::NotStarted);
    CHECK(refusal_code(setup, RollTie{kKnight, {}}) == Why::NotStarted);
    Encounter e = must(setup, StartEncounter{});

    SECTION("unknown ids") {
        CHECK(refusal_code(e, DeclareActors{{kKnight, 99}}) == Why::NoSuchCombatant);
        CHECK(refusal_code(e, Hold{99}) == Why::NoSuchCombatant);
        CHECK(refusal_code(e, ActNow{99}) == Why::NoSuchCombatant);
        e = must(must(e, DeclareActors{{kKnight}}), FinishDeclarations{});
        e = must(must(e, NextTurn{}), DeclareActors{{kArcher, kOrc}});
        e = must(e, FinishDeclarations{});
        CHECK(refusal_code(e, RollTie{99, {}}) == Why::NoSuchCombatant);
    }
    SECTION("declaring out of step, nobody, twice-acting or below the round") {
        CHECK(refusal_code(e, DeclareActors{{}}) == Why::NothingChosen);
        CHECK(refusal_code(e, DeclareActors{{kOrc}}) == Why::NotItsTurn);
        CHECK(refusal_code(e, Hold{kOrc}) == Why::AlreadyHolding);
        e = must(must(e, DeclareActors{{kKnight}}), FinishDeclarations{});
        CHECK(refusal_code(e, FinishDeclarations{}) == Why::WrongStep);
        CHECK(refusal_code(e, DeclareActors{{kKnight}}) == Why::WrongStep);
        e = must(e, NextTurn{});
        CHECK(refusal_code(e, DeclareActors{{kKnight}}) == Why::AlreadyActed);
        CHECK(refusal_code(e, Hold{kKnight}) == Why::AlreadyActed);
        CHECK(refusal_code(e, ActNow{kArcher}) == Why::WrongStep);
    }
    SECTION("tie rolls out of step or badly entered") {
        CHECK(refusal_code(e, RollTie{kKnight, {}}) == Why::NoRollDue);
        e = must(must(e, DeclareActors{{kKnight}}), FinishDeclarations{});
        e = must(must(e, NextTurn{}), DeclareActors{{kArcher, kOrc}});
        e = must(e, FinishDeclarations{});
        CHECK(refusal_code(e, RollTie{kArcher, {{101}}}) == Why::BadDieFace);
        CHECK(refusal_code(e, RollTie{kArcher, {{1, 2}}}) == Why::WrongDiceCount);
        CHECK(refusal_code(e, RollTie{kWolf, {{5}}}) == Why::NoRollDue);
        CHECK(refusal_code(e, RollTie{0, {{5}}}) == Why::DiceForOne);
        CHECK(refusal_code(e, Hold{kArcher}) == Why::WrongStep);
        CHECK(refusal_code(e, ActNow{kArcher}) == Why::WrongStep);
    }
    SECTION("acting out of turn or twice") {
        e = must(must(e, DeclareActors{{kKnight}}), FinishDeclarations{});
        CHECK(refusal_code(e, ActNow{kKnight}) == Why::AlreadyActing);
        e = must(must(e, NextTurn{}), DeclareActors{{kArcher, kOrc}});
        e = must(e, FinishDeclarations{});
        e = must(must(e, RollTie{kArcher, {{90}}}), RollTie{kOrc, {{20}}});
        REQUIRE(e.acting == kArcher);
        CHECK(refusal_code(e, ActNow{kOrc}) == Why::OrderIsFixed);
        CHECK(refusal_code(e, ActNow{kWolf}) == Why::NotItsTurn);
        CHECK(refusal_code(e, ActNow{kKnight}) == Why::AlreadyActed);
    }
    SECTION("the d20 roll of other tables, and other rulesets") {
        CHECK(refusal_code(e, RollInitiative{kKnight, {}}) == Why::InitiativeIsSet);
        Encounter other = must(Encounter{}, SetRuleset{kCountdown, {}});
        CHECK(refusal_code(other, DeclareActors{{1}}) == Why::NotInThisRuleset);
        Encounter plain = must(skirmish(false, TieRule::PlayersFirst), StartEncounter{});
        CHECK(refusal_code(plain, DeclareActors{{kKnight}}) == Why::NotInTheseSettings);
        CHECK(refusal_code(plain, FinishDeclarations{}) == Why::NotInTheseSettings);
        CHECK(refusal_code(plain, RollTie{kKnight, {}}) == Why::NotInTheseSettings);
    }
}

TEST_CASE("stepping back crosses initiative rounds, not turns", "[rounds][000]") {
    Encounter e = must(skirmish(), StartEncounter{});
    e = must(must(e, DeclareActors{{kKnight}}), FinishDeclarations{});
    e = must(must(e, NextTurn{}), DeclareActors{{kArcher, kOrc}});
    e = must(e, FinishDeclarations{});
    e = must(must(e, RollTie{kArcher, {{90}}}), RollTie{kOrc, {{20}}});
    e = must(e, NextTurn{});
    REQUIRE(e.acting == kOrc);
    e = must(e, PreviousTurn{});
    CHECK(e.acting == kArcher);
    CHECK_FALSE(e.find(kArcher)->acted);
    CHECK(part<InitiativeRoundsPart>(*e.find(kOrc)).declared);
    e = must(e, PreviousTurn{});   // back into initiative round 9
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 9);
    CHECK(e.acting == kKnight);
    CHECK_FALSE(part<InitiativeRoundsPart>(*e.find(kArcher)).declared);
    CHECK_FALSE(part<InitiativeRoundsPart>(*e.find(kOrc)).tie_roll.has_value());   // initiative round 7 will roll again
    CHECK(refusal_code(e, PreviousTurn{}) == Why::FirstTurn);
    e = must(e, NextTurn{});
    CHECK(e.step == Step::Declaring);
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 7);
}

TEST_CASE("stepping back skips minis who left the fight", "[rounds][000]") {
    Encounter e = must(skirmish(false, TieRule::PlayersFirst), StartEncounter{});
    e = must(must(e, NextTurn{}), NextTurn{});
    REQUIRE(e.acting == kOrc);
    e = must(e, RemoveCombatant{kArcher});
    e = must(e, PreviousTurn{});
    CHECK(e.acting == kKnight);
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 9);
    CHECK(refusal_code(e, PreviousTurn{}) == Why::FirstTurn);
}

TEST_CASE("highest first is initiative rounds without declarations: players first among equals", "[rounds][turns]") {
    Encounter e;
    e = must(e, AddCombatant{"Aria", 1, true, 3, 20});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
    e = must(e, AddCombatant{"Bram", 1, true, 2, 15});
    e = must(e, AddCombatant{"Scout", 2, false, 1, 5});
    e = must(e, SetInitiative{1, 12});
    e = must(e, SetInitiative{2, 12});
    e = must(e, SetInitiative{3, 17});
    // The Scout has no initiative yet: it acts after everyone.
    e = must(e, StartEncounter{});
    CHECK(e.acting == 3u);
    CHECK(e.log.back().text == "Round 1 begins");   // a d20 table's log does not speak of initiative rounds
    e = must(e, NextTurn{});
    CHECK(e.acting == 1u);
    // The table picks among equals: the Goblin goes first, Aria keeps her place.
    e = must(e, ActNow{2});
    CHECK(e.acting == 2u);
    CHECK(turn_order(e) == std::vector<CombatantId>{3, 2, 1, 4});
    e = must(e, NextTurn{});
    CHECK(e.acting == 1u);
    // Delaying, Aria stops acting at once: the next one (here: those without initiative) acts.
    e = must(e, Hold{1});
    CHECK(e.acting == 4u);
    CHECK(e.find(1)->holding);
    CHECK(part<InitiativeRoundsFight>(e).initiative_round < -1000);
    CHECK(turn_order(e) == std::vector<CombatantId>{3, 2, 4, 1});
    // Nobody else is left: the last one has nobody to wait for.
    CHECK(refusal_code(e, Hold{4}) == Why::NobodyToWaitFor);
    e = must(e, NextTurn{});
    CHECK(e.acting == 1u);   // never brought back in, she acts before the round ends
    CHECK(logged(e, "Aria stops delaying: the round ends after it"));
    e = must(e, NextTurn{});
    CHECK(e.round == 2);
    CHECK(acted_in_order(e).empty());
    CHECK(e.acting == 3u);
}

TEST_CASE("highest first: Delay puts the turn off until the table brings the combatant back in", "[rounds][turns][delay]") {
    // 000_d5980b65f981aac0.txt: "A mini does not have to perform actions on their initiative round, and can decide
    // to wait to peform actions on a later inititiave round." docs/rules-notes.md, generic highest first (declarations
    // off): one delaying is not put into the next initiative by itself; it acts when the table taps its "Act now",
    // or last in the round, and keeps its initiative for the next round.
    Encounter e = must(Encounter{}, SetRuleset{kHighestFirst, settings(false, TieRule::PlayersFirst)});
    e = must(e, AddCombatant{"Bram", 1, true, 3, 31});
    e = must(e, AddCombatant{"Aria", 1, true, 3, 24});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
    e = must(e, AddCombatant{"Ogre", 2, false, 4, 45});
    e = must(e, SetInitiative{1, 22});
    e = must(e, SetInitiative{2, 17});
    e = must(e, SetInitiative{3, 12});
    e = must(e, SetInitiative{4, 8});
    e = must(e, StartEncounter{});
    REQUIRE(e.acting == 1u);

    e = must(e, Hold{1});
    CHECK(e.acting == 2u);   // the next one acts at once
    CHECK(e.find(1)->holding);
    CHECK(logged(e, "Bram delays"));
    // No tie to pick: Aria is alone at 17, Bram is not in her initiative.
    CHECK_FALSE(tie_offered(e));
    const auto ps = prompts(e);
    // Bram's card brings him back in, and says he is delaying rather than 22.
    CHECK(std::any_of(ps.begin(), ps.end(), [](const Prompt& p) { return p.who == 1u && p.text == "Act now"; }));
    CHECK(rule_system(e).order_value(e, *e.find(1)) == "–");
    const auto chips = card_chips(e, *e.find(1));
    CHECK(std::any_of(chips.begin(), chips.end(), [](const CardChip& c) { return c.tag == "held" && c.text == "delaying"; }));

    e = must(e, NextTurn{});
    CHECK(e.acting == 3u);   // the next initiative goes on without him
    CHECK(e.find(1)->holding);
    e = must(e, ActNow{1});
    CHECK(e.acting == 1u);
    CHECK_FALSE(e.find(1)->holding);
    CHECK(logged(e, "Bram stops delaying and acts before Goblin"));
    CHECK_FALSE(tie_offered(e));   // back in from 22, he ties with nobody at 12
    CHECK(rule_system(e).order_value(e, *e.find(1)) == "22");
    e = must(e, NextTurn{});
    CHECK(e.acting == 3u);   // the Goblin keeps its place
    e = must(e, NextTurn{});
    CHECK(e.acting == 4u);
    e = must(e, NextTurn{});
    CHECK(e.round == 2);
    CHECK(e.acting == 1u);   // his initiative is still 22
    CHECK(refusal_code(e, ActNow{1}) == Why::AlreadyActing);
}

TEST_CASE("highest first with d100 + level ties, rolled by the app", "[rounds][turns]") {
    Encounter e = must(Encounter{}, SetRuleset{kHighestFirst, settings(false, TieRule::D100PlusLevel)});
    e = must(e, AddCombatant{"Aria", 1, true, 3, 20});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
    e = must(e, AddCombatant{"Bram", 1, true, 2, 15});
    e = must(e, SetInitiative{1, 12});
    e = must(e, SetInitiative{2, 12});
    e = must(e, SetInitiative{3, 17});
    e.rng.state = 7;   // d100 gives 88, then 5
    Rng probe{7};
    const int aria = probe.uniform(1, 100) + 3, goblin = probe.uniform(1, 100) + 1;
    REQUIRE(aria == 91);
    REQUIRE(goblin == 6);
    e = must(e, StartEncounter{});
    CHECK(e.acting == 3u);
    e = must(e, NextTurn{});
    CHECK(e.step == Step::RollingTies);
    CHECK_FALSE(e.acting.has_value());
    e = must(e, RollTie{0, {}});
    CHECK(part<InitiativeRoundsPart>(*e.find(1)).tie_roll == aria);
    CHECK(part<InitiativeRoundsPart>(*e.find(2)).tie_roll == goblin);
    CHECK(e.acting == 1u);
    CHECK(refusal_code(e, ActNow{2}) == Why::OrderIsFixed);
    e = must(e, NextTurn{});
    CHECK(e.acting == 2u);
}

TEST_CASE("highest first with simultaneous ties: equals act as one", "[rounds][turns]") {
    Encounter e = must(Encounter{}, SetRuleset{kHighestFirst, settings(false, TieRule::Simultaneous)});
    e = must(e, AddCombatant{"Aria", 1, true, 3, 20});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
    e = must(e, AddCombatant{"Bram", 1, true, 2, 15});
    e = must(e, SetInitiative{1, 12});
    e = must(e, SetInitiative{2, 12});
    e = must(e, SetInitiative{3, 17});
    e = must(e, StartEncounter{});
    e = must(e, NextTurn{});
    CHECK(e.acting == 1u);
    CHECK(logged(e, "Aria, Goblin act simultaneously"));
    CHECK(refusal_code(e, ActNow{2}) == Why::OrderIsFixed);
    e = must(e, PreviousTurn{});
    CHECK(e.acting == 3u);
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 17);
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});   // the whole group is done at once
    CHECK(e.round == 2);
    CHECK(e.acting == 3u);
    e = must(e, NextTurn{});
    e = must(e, Hold{2});   // the Goblin leaves the group; with no lower initiative round left...
    CHECK(e.acting == 1u);
    e = must(e, NextTurn{});
    CHECK(e.round == 2);    // ...it still acts before the round ends: without declarations nobody loses a turn
    CHECK(e.acting == 2u);
    e = must(e, NextTurn{});
    CHECK(e.round == 3);
}

TEST_CASE("an encounter saved before turns had steps carries on", "[rounds][turns][fixtures]") {
    std::ifstream in(std::string(RK_FIXTURES_DIR) + "/encounter-v1-highest-first.json");
    std::stringstream text;
    text << in.rdbuf();
    auto r = load_encounter(text.str());
    REQUIRE(r.is_ok());
    Encounter e = r.value();
    REQUIRE(e.step == Step::Idle);
    CHECK(turn_order(e) == std::vector<CombatantId>{1, 2});
    e = must(e, NextTurn{});
    CHECK(e.acting == 2u);
    e = must(e, NextTurn{});
    CHECK(e.round == 2);
    CHECK(e.acting == 1u);
}

TEST_CASE("000 scenario: two full turns with entered and generated tie rolls, a wait and a late declaration",
          "[rounds][000][scenario]") {
    // 000_d5980b65f981aac0.txt: "- A mini does not have to perform actions on their initiative round, and can
    // decide to wait to peform actions on a later inititiave round."
    Encounter e = skirmish();
    e = add_mini(e, "Troll", 2, false, 4, 9);
    e.rng.state = 2024;   // d100 gives 62, 43, 72, 26
    Rng probe{2024};
    const std::vector<int> d100 = {probe.uniform(1, 100), probe.uniform(1, 100), probe.uniform(1, 100), probe.uniform(1, 100)};
    REQUIRE(d100 == std::vector<int>{62, 43, 72, 26});
    e = must(e, StartEncounter{});

    // ---- turn 1, initiative round 9: Knight and Troll tie at 43 and roll again (entered dice).
    REQUIRE(part<InitiativeRoundsFight>(e).initiative_round == 9);
    e = must(e, DeclareActors{{kKnight}});
    e = must(e, DeclareActors{{kTroll}});
    e = must(e, FinishDeclarations{});
    e = must(e, RollTie{kKnight, {{40}}});
    e = must(e, RollTie{kTroll, {{39}}});
    CHECK(logged(e, "Troll ties with Knight at 43: they roll again"));
    CHECK(e.step == Step::RollingTies);
    auto saved = load_encounter(save_encounter(e));
    REQUIRE(saved.is_ok());
    CHECK(saved.value() == e);
    e = must(e, RollTie{kKnight, {{70}}});
    e = must(e, RollTie{kTroll, {{20}}});
    CHECK(e.acting == kKnight);
    e = must(e, NextTurn{});
    CHECK(e.acting == kTroll);
    e = must(e, Hold{kTroll});   // the Troll waits

    // ---- initiative round 7: Archer and Orc, rolled by the app; the Troll keeps waiting.
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 7);
    CHECK(e.step == Step::Declaring);
    e = must(e, DeclareActors{{kArcher, kOrc}});
    e = must(e, FinishDeclarations{});
    e = must(e, RollTie{kArcher, {}});
    e = must(e, RollTie{kOrc, {}});
    CHECK(part<InitiativeRoundsPart>(*e.find(kArcher)).tie_roll == d100[0] + 1);
    CHECK(part<InitiativeRoundsPart>(*e.find(kOrc)).tie_roll == d100[1] + 2);
    CHECK(logged(e, "Archer rolls for the tie: d100+1: [62] + 1 = 63"));
    CHECK(e.acting == kArcher);
    e = must(e, NextTurn{});
    CHECK(e.acting == kOrc);
    e = must(e, NextTurn{});

    // ---- initiative round 4: the Troll is declared late, with the Wolf.
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 4);
    CHECK(turn_order(e) == std::vector<CombatantId>{kKnight, kArcher, kOrc, kTroll, kWolf});
    e = must(e, DeclareActors{{kWolf, kTroll}});
    e = must(e, FinishDeclarations{});
    e = must(e, RollTie{kTroll, {{90}}});
    e = must(e, RollTie{kWolf, {{10}}});
    CHECK(e.acting == kTroll);
    e = must(e, NextTurn{});
    CHECK(e.acting == kWolf);
    CHECK(turn_order(e) == std::vector<CombatantId>{kKnight, kArcher, kOrc, kTroll, kWolf});
    CHECK(e.turns_taken == std::vector<TurnTaken>{{kKnight, 9}, {kArcher, 7}, {kOrc, 7}, {kTroll, 4}});
    e = must(e, NextTurn{});

    // ---- turn 2, initiative round 9: both rolled by the app in one go.
    CHECK(e.round == 2);
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 9);
    CHECK(e.step == Step::Declaring);
    CHECK_FALSE(e.find(kTroll)->holding);
    e = must(e, DeclareActors{{kKnight, kTroll}});
    e = must(e, FinishDeclarations{});
    e = must(e, RollTie{0, {}});
    CHECK(part<InitiativeRoundsPart>(*e.find(kKnight)).tie_roll == d100[2] + 3);
    CHECK(part<InitiativeRoundsPart>(*e.find(kTroll)).tie_roll == d100[3] + 4);
    CHECK(e.acting == kKnight);
    e = must(e, NextTurn{});
    CHECK(e.acting == kTroll);
    e = must(e, NextTurn{});

    // ---- initiative round 7: only the Archer is declared, so nobody rolls; the Orc waits.
    e = must(e, DeclareActors{{kArcher}});
    e = must(e, FinishDeclarations{});
    CHECK(e.acting == kArcher);
    CHECK_FALSE(part<InitiativeRoundsPart>(*e.find(kArcher)).tie_roll.has_value());
    e = must(e, NextTurn{});

    // ---- initiative round 4: the Orc, declared late, and the Wolf.
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 4);
    e = must(e, DeclareActors{{kOrc, kWolf}});
    e = must(e, FinishDeclarations{});
    e = must(e, RollTie{kWolf, {{55}}});
    e = must(e, RollTie{kOrc, {{30}}});
    CHECK(e.acting == kWolf);
    e = must(e, NextTurn{});
    CHECK(e.acting == kOrc);
    e = must(e, NextTurn{});
    CHECK(acted_in_order(e).empty());
    CHECK(e.round == 3);
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 9);
    CHECK(e.step == Step::Declaring);
}

TEST_CASE("000 a mini sped up to the current initiative round after its declarations still acts this turn", "[rounds][000]") {
    // 000_d5980b65f981aac0.txt: "Speed ----- Cost: 5 Range: 12" + caster's level Duration: 1 turn + caster's level Effect: Mini affected adds 1" to their movement Mini affected adds 3 to their initiative"
    // 000_d5980b65f981aac0.txt: "- A mini cannot perform actions during an initiave round if they have already performed actions in a previous initiative round, if they have a lower inititiave value than the current round, or they were not declared before the start of the round."
    Encounter e = must(skirmish(true, TieRule::PlayersFirst), StartEncounter{});
    e = must(e, DeclareActors{{kKnight}});
    e = must(e, FinishDeclarations{});
    e = must(e, NextTurn{});
    REQUIRE(part<InitiativeRoundsFight>(e).initiative_round == 7);
    e = must(e, DeclareActors{{kArcher, kOrc}});
    e = must(e, FinishDeclarations{});
    // The Archer casts Speed on the Wolf: 4 + 3 = 7, the current initiative round, after its declarations.
    AddEffect speed;
    speed.name = "Speed";
    speed.target = kWolf;
    speed.duration = "3 rounds";
    speed.modifiers = {{"initiative", 3}};
    e = must(e, speed);
    CHECK(effective_initiative(e, *e.find(kWolf)) == 7);
    e = must(e, NextTurn{});   // the Orc
    e = must(e, NextTurn{});   // no lower initiative round is left: the Wolf gets its declaration
    CHECK(e.round == 1);
    CHECK(e.step == Step::Declaring);
    CHECK(part<InitiativeRoundsFight>(e).initiative_round == 7);
    e = must(e, DeclareActors{{kWolf}});
    e = must(e, FinishDeclarations{});
    CHECK(e.acting == kWolf);
    e = must(e, NextTurn{});
    CHECK(e.round == 2);

    // A mini that could have been declared and waited has had its chance: the turn ends.
    Encounter waited = must(skirmish(true, TieRule::PlayersFirst), StartEncounter{});
    waited = must(waited, DeclareActors{{kKnight}});
    waited = must(waited, FinishDeclarations{});
    waited = must(waited, NextTurn{});
    waited = must(waited, DeclareActors{{kArcher, kOrc}});
    waited = must(waited, FinishDeclarations{});
    waited = must(waited, NextTurn{});
    waited = must(waited, NextTurn{});
    REQUIRE(part<InitiativeRoundsFight>(waited).initiative_round == 4);
    waited = must(waited, FinishDeclarations{});   // the Wolf waits
    CHECK(waited.round == 2);
}
