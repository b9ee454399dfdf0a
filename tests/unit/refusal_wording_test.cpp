// Golden wording: the sentences a game master reads for a representative set of refusals.
// Every other test checks the refusal's code (rk::Why), so rewording a message breaks a line
// here and nowhere else; a change here is a change the table will see.
#include <set>
#include <string>

#include "core/model/history.hpp"
#include "core/rules/rule_system.hpp"
#include "core/formats/json_input.hpp"
#include "core/library/saved_session.hpp"
#include "core/formats/serialize.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/segments/segments_system.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::faces;
using rk::test::must;
using rk::test::refused;

namespace {

// Two against two under `rules` with its usual settings, before the fight; hit points where
// the system has them.
Encounter table(Ruleset rules) {
    Encounter e = must(Encounter{}, SetRuleset{rules, rule_system(rules).settings});
    const bool hp = rules != kActionDice;
    e = must(e, AddCombatant{"Aria", 1, true, 3, hp ? std::optional<int>(20) : std::nullopt});
    e = must(e, AddCombatant{"Roland", 1, true, 3, hp ? std::optional<int>(20) : std::nullopt});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, hp ? std::optional<int>(7) : std::nullopt});
    e = must(e, AddCombatant{"Orc", 2, false, 1, hp ? std::optional<int>(8) : std::nullopt});
    return e;
}

} // namespace

TEST_CASE("wording: the common refusals", "[refusal][wording]") {
    const Encounter e = table(kHighestFirst);
    CHECK(refused(e, NextTurn{}) == "The encounter has not started yet");
    CHECK(refused(Encounter{}, StartEncounter{}) == "Add at least one combatant before starting");
    CHECK(refused(e, Damage{99, 3}) == "There is no combatant #99 in this encounter");
    CHECK(refused(e, AddCombatant{"X", 9}) == "There is no side #9");
    CHECK(refused(e, SetHp{1, 31}) == "Hit points must be at most the maximum (20)");
    CHECK(refused(e, SetNotes{1, std::string(4001, 'x')}) == "Notes are limited to 4000 bytes");
    CHECK(refused(e, AddEffect{.name = "Heal", .target = 1, .duration = "Immediate"}) ==
          "An immediate spell resolves at once: there is no duration to track");
    CHECK(refused(e, Strike{1, std::nullopt, "3", {}}) ==
          "Strikes with PROT and criticals are part of Segments (Spelljammer): use Damage");
    History<Encounter> h;
    CHECK(*undo(h) == Reason{Why::NothingToUndo, "Nothing to undo"});
}

TEST_CASE("wording: text 000 names who is out of the fight and why", "[refusal][wording]") {
    Encounter e = table(kInitiativeRounds);
    e = must(e, Damage{4, 8});
    e = must(e, StartEncounter{});
    CHECK(refused(e, DeclareActors{{4}}) == "Orc is out of the fight (down at 0 hit points)");
}

TEST_CASE("wording: text 002 says which dice are in hand, what a spend lacks and who acts", "[refusal][wording]") {
    Encounter e = must(table(kActionDice), StartEncounter{});
    e = must(e, GiveActionDice{1, {5, 3, 2, 1}, false});
    e = must(e, GiveActionDice{2, {3, 2}, false});
    e = must(e, GiveActionDice{3, {2, 2}, false});
    e = must(e, GiveActionDice{4, {2}, false});
    REQUIRE(e.acting == 1);
    CHECK(refused(e, SpendDice{1, {6}, 4, "Break", false}) == "No die shows 6 (the dice in hand: 5, 3, 2, 1)");
    CHECK(refused(e, SpendDice{1, {3}, 4, "Break", false}) == "Break costs 4 pips, but 3 make only 3 pips");
    CHECK(refused(e, ActNow{2}) == "It is Aria's action: Roland can only respond until it is done");
}

TEST_CASE("wording: text 003 says which initiative dice to enter", "[refusal][wording]") {
    Encounter e = must(table(kSegments), StartEncounter{});
    e = must(e, NextTurn{});
    CHECK(refused(e, RollInitiative{1, faces({5})}) ==
          "Actions are being declared: initiative is rolled for every action once the declarations are made");
    e = must(e, DeclareAttacks{1, 3, Movement::FreeMove, WeaponHandling::Ready, 3});
    e = must(e, FinishDeclarations{});
    CHECK(refused(e, RollInitiative{1, faces({5, 5})}) ==
          "Aria rolls 3 initiative dice this round (d10, d8, d6): enter one face for each");
}

TEST_CASE("wording: texts 001 and 004 say what the step is, or what the rules take", "[refusal][wording]") {
    const Encounter countdown = must(table(kCountdown), StartEncounter{});
    CHECK(refused(countdown, DeclareAction{1, "spell", "Light"}) ==
          "The fight is still in its surprise step: spells and charges are declared before initiative is rolled");
    const Encounter factions = table(kAlternatingFactions);
    CHECK(refused(factions, SetCondition{3, "Sleepy"}) ==
          "\"Sleepy\" is not a condition of these rules: Incapacitated, Grabbed, Surrendering, Retreating, Concealed, "
          "Immune to morale, Dead or Riding");
}

TEST_CASE("wording: files and stored data say what is wrong with them", "[refusal][wording]") {
    Encounter e = must(Encounter{}, AddCombatant{"Aria", 1, true, 1, 10});
    e.combatants[0].notes = std::string(kMaxFileBytes, 'x');
    CHECK(load_encounter(save_encounter(e)).reason() == "This encounter file is too large (20.1 MB; Roundkeeper reads up to 20 MB)");
    CHECK(load_session(R"({"schema": 3, "library": {}})").reason() ==
          "The saved data was saved by a newer Roundkeeper (schema 3); update the app to open it");
}
