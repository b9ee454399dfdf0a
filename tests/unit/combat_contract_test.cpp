// The shared combat contract (core/fight/combat.hpp): a combatant out of the fight is offered no turn
// in any rule system. Each case plays a round by the big button alone, as a table would, and
// checks that the combatant who is down never acts and is never offered a turn.
#include <set>

#include "core/fight/combat.hpp"
#include "core/fight/prompts.hpp"
#include "core/fight/turn_order.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/alternating_factions/factions.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/segments/segments_system.hpp"

namespace rk::test {
namespace {

bool offers_a_turn(const Action& a, CombatantId id) {
    if (const auto* act = std::get_if<ActNow>(&a)) return act->id == id;
    if (const auto* hold = std::get_if<Hold>(&a)) return hold->id == id;
    if (const auto* declare = std::get_if<DeclareActors>(&a))
        return std::find(declare->ids.begin(), declare->ids.end(), id) != declare->ids.end();
    return false;
}

// Taps the big button until round 2 begins; returns who acted. Fails if `down` is ever acting,
// or offered a turn by any prompt or by the big button.
std::set<CombatantId> play_round(Encounter e, CombatantId down) {
    std::set<CombatantId> acted;
    for (int tap = 0; tap < 80 && e.round < 2; ++tap) {
        INFO("round " << e.round << ", tap " << tap << ", log: " << (e.log.entries().empty() ? "" : e.log.entries().back().text));
        REQUIRE(e.acting != down);
        if (e.acting) acted.insert(*e.acting);
        for (const Prompt& p : prompts(e)) CHECK_FALSE(offers_a_turn(p.action, down));
        const auto primary = primary_prompt(e);
        REQUIRE(primary);
        CHECK_FALSE(offers_a_turn(primary->action, down));
        e = must(e, primary->action);
    }
    REQUIRE(e.round == 2);
    return acted;
}

Encounter new_fight(Ruleset r) {
    Encounter e;
    return must(e, SetRuleset{r, rule_system(r).settings});
}

// The generic system: Aria (a player, 12) against a Goblin (15) and an Orc (8).
Encounter generic_three() {
    Encounter e = new_fight(kHighestFirst);
    e = must(e, AddCombatant{"Aria", 1, true, 1, 10});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
    e = must(e, AddCombatant{"Orc", 2, false, 1, 9});
    e = must(e, SetInitiative{1, 12});
    e = must(e, SetInitiative{2, 15});
    return must(e, SetInitiative{3, 8});
}

} // namespace

TEST_CASE("contract, generic system: a foe at 0 hit points gets no turn; a player at 0 keeps it, down", "[contract]") {
    // docs/rules-notes.md: the generic system's reading of 0 hit points.
    Encounter e = generic_three();
    e = must(e, Damage{2, 7});
    e = must(e, Damage{1, 10});
    CHECK(out_of_fight(e, *e.find(2)) == "down at 0 hit points");
    CHECK(in_the_fight(e, *e.find(1)));   // a player at 0 is marked down on its card, and acts
    CHECK(rule_system(e).alerts(e, *e.find(1)) == std::vector<std::string>{"Down: still takes its turn"});
    e = must(e, StartEncounter{});
    CHECK(play_round(e, 2) == std::set<CombatantId>{1, 3});
}

TEST_CASE("contract, text 000: a mini at 0 life points is not declared and takes no action", "[contract]") {
    // 000_d5980b65f981aac0.txt is silent on 0 life points (docs/rules-notes.md); a mini "that has
    // already performed actions", has "a lower inititiave value" or was "not declared" cannot act,
    // and neither can one that is out of the fight.
    Encounter e = new_fight(kInitiativeRounds);
    e = must(e, AddCombatant{"Knight", 1, true, 3, 14});
    e = must(e, AddCombatant{"Orc", 2, false, 1, 8});
    e = must(e, AddCombatant{"Wolf", 2, false, 1, 6});
    e = must(e, SetStat{1, "initiative", 7});
    e = must(e, SetStat{2, "initiative", 9});
    e = must(e, SetStat{3, "initiative", 7});
    e = must(e, Damage{2, 8});
    e = must(e, StartEncounter{});
    CHECK(refusal_code(e, DeclareActors{{2}}) == Why::OutOfFight);
    CHECK(play_round(e, 2) == std::set<CombatantId>{1, 3});
}

TEST_CASE("contract, text 001: a monster at 0 hit points or below takes no turn in the countdown", "[contract]") {
    // 001_9b33af6f46041b76.txt: "For monsters and NPCs, just make a simple save versus death when
    // reduced to damage from 0 to -5." "At -11 and below, just kill the critter."
    Encounter e = new_fight(kCountdown);
    e = must(e, AddCombatant{"Fighter", 1, true, 2, 16});
    e = must(e, AddCombatant{"Ghoul", 2, false, 2, 11});
    e = must(e, AddCombatant{"Skeleton", 2, false, 1, 5});
    e = must(e, Damage{2, 12});
    e = must(e, StartEncounter{});
    CHECK(play_round(e, 2) == std::set<CombatantId>{1, 3});
}

TEST_CASE("contract, text 002: a combatant Out of Action rolls no dice and takes no action", "[contract]") {
    // 002_0ab9c90439f7658b.txt: "When a normal creature is reduced to 0 or less Ranks it is Out of
    // Action (OoA) and generally either unconscious, cowering, crippled or run away."
    Encounter e = new_fight(kActionDice);
    e = must(e, AddCombatant{"Roland", 1, true, 1, std::nullopt});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, std::nullopt});
    e = must(e, AddCombatant{"Goblin boss", 2, false, 1, std::nullopt});
    for (CombatantId id : {1u, 2u, 3u}) e = must(e, SetRanks{id, 2, 2});
    e = must(e, SetStanding{2, Standing::OutOfAction});
    CHECK(out_of_fight(e, *e.find(2)));
    e = must(e, StartEncounter{});
    const auto acted = play_round(e, 2);
    CHECK_FALSE(acted.count(2));
}

TEST_CASE("contract, text 003: a combatant at 0 hit points or below makes no attack on the segment clock", "[contract]") {
    // 003_abb45db44eb0a0ba.txt does not define 0 hit points; its parent game reads 0 or below as
    // down (docs/rules-notes.md): no attacks, no initiative, no turns.
    Encounter e = new_fight(kSegments);
    e = must(e, AddCombatant{"Aria", 1, true, 3, 30});
    e = must(e, AddCombatant{"Ogre", 2, false, 4, 60});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 12});
    e = must(e, Damage{2, 63});   // the ogre at -3
    e = must(e, StartEncounter{});
    CHECK(play_round(e, 2) == std::set<CombatantId>{1, 3});
}

TEST_CASE("contract, text 004: surrendering and incapacitated characters take no turn; their faction passes for them",
          "[contract]") {
    // 004_2715924881334fee.txt: "Surrendering characters who are harmed by the enemy can resume
    // fighting normally": until then they take no turn. Incapacitated characters cannot act.
    Encounter e = new_fight(kAlternatingFactions);
    e = must(e, AddCombatant{"Balthasar", 1, true, 1, 12});
    e = must(e, AddCombatant{"Bandit", 2, false, 1, 8});
    e = must(e, AddCombatant{"Bandit leader", 2, false, 1, 10});
    e = must(e, SetCondition{2, std::string(condition::kSurrendering)});
    e = must(e, SetCondition{3, std::string(condition::kIncapacitated)});
    e = must(e, GiveInitiative{2});
    e = must(e, StartEncounter{});
    CHECK(out_of_fight(e, *e.find(2)) == "surrendering");
    CHECK(play_round(e, 2) == std::set<CombatantId>{1});
    CHECK(play_round(e, 3) == std::set<CombatantId>{1});
    // Harmed by the enemy, the surrendering bandit fights on.
    e = must(e, Damage{2, 1});
    CHECK(in_the_fight(e, *e.find(2)));
}

// ---- stunned: one meaning per system, whether the rules or the table's hand added it ----

// The phone's effect sheet adds a stun as an effect named "Stunned" with no modifier.
AddEffect stun_by_hand(CombatantId id, std::string duration = "1 round") {
    AddEffect fx;
    fx.name = "Stunned";
    fx.target = id;
    fx.duration = std::move(duration);
    return fx;
}

TEST_CASE("contract, stun: the generic system skips a stunned combatant's turn while the stun lasts", "[contract][stun]") {
    // No text for the generic system: a stunned creature loses its turn, the d20 table's habit (docs/rules-notes.md).
    Encounter e = generic_three();
    e = must(e, StartEncounter{});
    REQUIRE(e.acting == 2);
    e = must(e, NextTurn{});
    e = must(e, stun_by_hand(3));   // the Orc is stunned before its turn: it loses it
    CHECK(stunned(e, *e.find(3)));
    CHECK(why_not_acting(e, *e.find(3)) == "stunned");
    CHECK(rule_system(e).alerts(e, *e.find(3)) == std::vector<std::string>{"Stunned: loses its turns"});
    CHECK(play_round(e, 3) == std::set<CombatantId>{1});
    e = must(e, NextTurn{});   // Aria
    e = must(e, NextTurn{});   // the Orc's turn passes; round 2
    CHECK(logged(e, "Orc is stunned: its turn passes"));
    // The stun of one round is over: the Orc acts in round 2.
    CHECK(e.round == 2);
    CHECK(may_act(e, *e.find(3)));
    CHECK(turn_order(e).back() == 3);
}

TEST_CASE("contract, stun: text 001 skips the stunned and the knocked out on their counts", "[contract][stun]") {
    // 001_9b33af6f46041b76.txt: "Strike to the groin, head or other painful blow stuns the character for 1d3 rounds";
    // "Anyone who is already stunned will be knocked unconscious for 1d4 rounds by the next successful attack."
    Encounter e = new_fight(kCountdown);
    e = must(e, AddCombatant{"Fighter", 1, true, 2, 16});
    e = must(e, AddCombatant{"Ghoul", 2, false, 2, 11});
    e = must(e, AddCombatant{"Skeleton", 2, false, 1, 5});
    e = must(e, StartEncounter{});
    SECTION("stunned by hand") {
        e = must(e, stun_by_hand(2));
        CHECK(play_round(e, 2) == std::set<CombatantId>{1, 3});
        CHECK(rule_system(e).alerts(e, *e.find(2)) == std::vector<std::string>{"Stunned: loses its turns"});
    }
    SECTION("knocked out for some rounds") {
        AddEffect out = stun_by_hand(2, "2 rounds");
        out.name = "Unconscious";
        e = must(e, out);
        CHECK(why_not_acting(e, *e.find(2)) == "unconscious");
        CHECK(in_the_fight(e, *e.find(2)));   // it wakes up: it stays in the fight
        CHECK(play_round(e, 2) == std::set<CombatantId>{1, 3});
        CHECK(rule_system(e).alerts(e, *e.find(2)) == std::vector<std::string>{"Unconscious: loses its turns"});
    }
}

TEST_CASE("contract, stun: text 000's Statue keeps the mini from being declared and from acting", "[contract][stun]") {
    // 000_d5980b65f981aac0.txt, Statue: "Duration: 1 turn + (caster's level - mini affected's level)
    // Effect: Mini affected cannot move or attack".
    Encounter e = new_fight(kInitiativeRounds);
    e = must(e, AddCombatant{"Knight", 1, true, 3, 14});
    e = must(e, AddCombatant{"Orc", 2, false, 1, 8});
    e = must(e, AddCombatant{"Wolf", 2, false, 1, 6});
    e = must(e, SetStat{1, "initiative", 7});
    e = must(e, SetStat{2, "initiative", 9});
    e = must(e, SetStat{3, "initiative", 7});
    SECTION("the Statue spell, cast by the level-3 Knight on the level-1 Orc") {
        AddEffect statue;
        statue.name = "Statue";
        statue.source = 1;
        statue.target = 2;
        statue.duration = "1 turn + (caster's level - mini affected's level)";
        statue.expiry = Expiry::EndOfTurn;
        statue.modifiers = {{"stunned", 1}};
        e = must(e, statue);
    }
    SECTION("a stun added by hand") { e = must(e, stun_by_hand(2)); }
    e = must(e, StartEncounter{});
    CHECK(why_not_acting(e, *e.find(2)) == "stunned");
    CHECK(rule_system(e).alerts(e, *e.find(2)) == std::vector<std::string>{"Stunned: cannot move or attack"});
    CHECK(refusal_code(e, DeclareActors{{2}}) == Why::Stunned);
    CHECK(play_round(e, 2) == std::set<CombatantId>{1, 3});
}

TEST_CASE("contract, stun: text 003's stun added by hand costs the attacks as one a hit caused", "[contract][stun]") {
    // 003_abb45db44eb0a0ba.txt: "Stunned combatants lose all remaining attacks for the round."
    Encounter e = new_fight(kSegments);
    e = must(e, AddCombatant{"Aria", 1, true, 3, 30});
    e = must(e, AddCombatant{"Ogre", 2, false, 4, 60});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 12});
    e = must(e, StartEncounter{});
    e = must(e, stun_by_hand(2));
    CHECK(stunned(e, *e.find(2)));
    CHECK(play_round(e, 2) == std::set<CombatantId>{1, 3});
    e = must(e, FinishDeclarations{});   // no ambush: the declarations
    REQUIRE(e.step == Step::Declaring);
    CHECK(refusal_code(e, DeclareAttacks{.id = 2}) == Why::Stunned);
}

TEST_CASE("contract, stun: text 004 has no stun; one added by hand keeps the character from its turns", "[contract][stun]") {
    // 004_2715924881334fee.txt is silent on stuns (docs/rules-notes.md); "The factions involved in the fight
    // alternate taking turns with a character or passing": a faction with nobody able passes.
    Encounter e = new_fight(kAlternatingFactions);
    e = must(e, AddCombatant{"Balthasar", 1, true, 1, 12});
    e = must(e, AddCombatant{"Bandit", 2, false, 1, 8});
    e = must(e, AddCombatant{"Bandit leader", 2, false, 1, 10});
    e = must(e, GiveInitiative{2});
    e = must(e, StartEncounter{});
    e = must(e, FirstFaction{2});
    e = must(e, stun_by_hand(3));
    CHECK(refusal_code(e, ActNow{3}) == Why::Stunned);
    CHECK(play_round(e, 3) == std::set<CombatantId>{1, 2});
}

} // namespace rk::test

namespace rk::test {

// ---- one damage path: a hit entered on the phone (TakeHit) goes through the system's model ----

TEST_CASE("contract, text 003: a hit entered on the phone loses PROT first", "[contract][damage]") {
    // 003_abb45db44eb0a0ba.txt: "Subtract your protection (PROT) from any damage taken and
    // subtract the remainder from your hit point total."
    Encounter e;
    e = must(e, SetRuleset{kSegments, {}});
    e = must(e, AddCombatant{"Aria", 1, true, 3, 30});
    e = must(e, SetStat{1, "prot", 3});
    e = must(e, TakeHit{1, 8});
    CHECK(e.find(1)->hp->current == 25);
    CHECK(logged(e, "Aria is hit for 8, less PROT 3: 5 damage"));
    e = must(e, TakeHit{1, 2});   // all of it stopped
    CHECK(e.find(1)->hp->current == 25);
}

TEST_CASE("contract, text 004: a hit entered on the phone loses the armour value first", "[contract][damage]") {
    // 004_2715924881334fee.txt: "Theobald however is holding a shield and wearing light armour, so
    // he has an armour value of 2 and would only suffer 3 damage."
    Encounter e;
    e = must(e, SetRuleset{kAlternatingFactions, {}});
    e = must(e, AddCombatant{"Theobald", 1, true, 1, 12});
    e = must(e, AddGear{1, "Shield", "shield", "", 1});
    e = must(e, AddGear{1, "Light armour", "armour", "", 1});
    e = must(e, TakeHit{1, 5});
    CHECK(e.find(1)->hp->current == 9);
    CHECK(logged(e, "Theobald is hit for 5, less armour 2: 3 damage"));
}

TEST_CASE("contract, text 002: a hit entered on the phone lands on a rank", "[contract][damage]") {
    // 002_0ab9c90439f7658b.txt: "Damage will inflict a State or Rank loss, and if sufficient may
    // inflict a Trauma or Killing Blow." The State is the table's choice (the full form).
    Encounter e;
    e = must(e, SetRuleset{kActionDice, {}});
    e = must(e, AddCombatant{"Roland", 1, true, 1, std::nullopt});
    e = must(e, SetRanks{1, 3, 3});
    const int before = physical(e, 1);
    e = must(e, TakeHit{1, 2});
    CHECK(physical(e, 1) == before - 1);
    CHECK(ranks(e, 1).states.empty());
}

TEST_CASE("contract, generic system and texts 000, 001: a hit takes the hit points as they are", "[contract][damage]") {
    for (Ruleset r : {kHighestFirst, kInitiativeRounds, kCountdown}) {
        Encounter e;
        e = must(e, SetRuleset{r, {}});
        e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
        e = must(e, TakeHit{1, 5});
        CHECK(e.find(1)->hp->current == 2);
    }
}

} // namespace rk::test
