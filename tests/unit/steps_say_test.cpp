// Issue 31, items 9, 10 and 5: steps that say what they do (the surprise step's button, the 003
// order's numbers, the declared target, what a casting's end was), 004's reactions offered on
// the card, and quick add's armour in each system's own word.
#include <algorithm>

#include "core/fight/card_state.hpp"
#include "core/fight/effects.hpp"
#include "core/fight/every_round.hpp"
#include "core/fight/prompts.hpp"
#include "core/rules/rule_system.hpp"
#include "core/fight/turn_order.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/segments/segments_system.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::faces;
using rk::test::must;

namespace {

Encounter party_and_foes(Ruleset r) {
    Encounter e;
    e = must(e, SetRuleset{r, {}});
    e = must(e, AddCombatant{"Aria", 1, true, 3, 20});
    e = must(e, AddCombatant{"Merlin", 1, true, 5, 18});
    e = must(e, AddCombatant{"Ogre", 2, false, 4, 30});
    return e;
}

std::optional<CardChip> chip(const Encounter& e, CombatantId id, const std::string& tag) {
    for (const CardChip& c : card_chips(e, *e.find(id)))
        if (c.tag == tag) return c;
    return std::nullopt;
}

std::string order_value(const Encounter& e, CombatantId id) { return rule_system(e).order_value(e, *e.find(id)); }

} // namespace

TEST_CASE("001 surprise step: the button says where it goes", "[issue31][steps][countdown]") {
    // 001_9b33af6f46041b76.txt: "1. Determine surprise" then "2. Declare Spells"; "A character or monster is
    // normally surprised if they roll a 1 or 2 on the die, and can be attacked freely without the ability to respond in
    // that round".
    Encounter e = must(party_and_foes(kCountdown), StartEncounter{});
    REQUIRE(e.step == Step::Surprise);
    CHECK(primary_prompt(e)->text == "Nobody surprised: declare spells");
    CHECK(primary_prompt(e)->action == Action{NextTurn{}});
    Encounter surprised = must(e, RollSurprise{3, "d6", faces({2})});
    CHECK(primary_prompt(surprised)->text == "Start the surprise segments");
    // Neither says only "Go on".
    const Encounter nobody = must(e, NextTurn{});
    CHECK(nobody.step == Step::Declaring);
}

TEST_CASE("003 surprise step: the button says where it goes", "[issue31][steps][segments]") {
    // 003_abb45db44eb0a0ba.txt: "At the beginning of the round, the GM will call for action declarations."
    Encounter e = party_and_foes(kSegments);
    e = must(must(e, SetStat{1, "per", 15}), SetStat{2, "per", 12});
    e = must(e, StartEncounter{});
    REQUIRE(e.step == Step::Surprise);
    CHECK(primary_prompt(e)->text == "No ambush: declare actions");
    // "Attackers gain +10 to SC on their surprise round."
    e = must(e, SpringAmbush{{3}});
    e = must(must(e, RollAmbush{1, faces({90})}), RollAmbush{2, faces({95})});
    CHECK(primary_prompt(e)->text == "Start the surprise round");
}

TEST_CASE("003 the order's number is the segment each acts on next, sorted so", "[issue31][steps][segments]") {
    // 003_abb45db44eb0a0ba.txt: "Once all actions are declared, the GM will resolve the round in initiative order."
    Encounter e = must(must(party_and_foes(kSegments), StartEncounter{}), NextTurn{});
    REQUIRE(e.step == Step::Declaring);
    e = must(e, DeclareAttacks{1, 2, Movement::FreeMove, WeaponHandling::Ready, 3});
    e = must(e, FinishDeclarations{});
    CHECK(order_value(e, 1) == "–");   // nothing rolled yet
    // Aria's first attack on 3, her second (a d8) on 8; Merlin on 5; the Ogre on 9.
    e = must(e, RollInitiative{1, faces({3, 8})});
    e = must(e, RollInitiative{2, faces({5})});
    e = must(e, RollInitiative{3, faces({9})});
    REQUIRE(e.step == Step::Acting);
    CHECK(order_value(e, 1) == "8");
    CHECK(order_value(e, 2) == "5");
    CHECK(order_value(e, 3) == "9");
    std::vector<int> shown;
    for (CombatantId id : turn_order(e)) shown.push_back(std::stoi(order_value(e, id)));
    CHECK(std::is_sorted(shown.rbegin(), shown.rend()));
    // Aria acts on 8 and shows 8, not her first die's 3; after it, her next is 3.
    e = must(e, NextTurn{});
    REQUIRE(e.acting == CombatantId{1});
    CHECK(part<SegmentsFight>(e).segment == 8);
    CHECK(order_value(e, 1) == "8");
    e = must(e, NextTurn{});
    CHECK(order_value(e, 1) == "3");
}

TEST_CASE("003 a casting's end is said as what happened", "[issue31][steps][segments]") {
    // 003_abb45db44eb0a0ba.txt: "If a spell caster is hit with an attack while casting a spell, the spell might be
    // interrupted (see rules for spell casting). In this case, the spell (or spell energy) is lost and so is the
    // spell caster's action for the round."
    Encounter e = must(must(party_and_foes(kSegments), StartEncounter{}), NextTurn{});
    e = must(e, DeclareSpell{.id = 2, .spell = "Magic missile", .casting = SpellCasting::Cleric, .casting_time = 3, .target = 3});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{1, faces({1})});
    e = must(e, RollInitiative{2, faces({9})});
    e = must(e, RollInitiative{3, faces({8})});   // the Ogre acts on 8, while Merlin casts from 9
    REQUIRE(e.step == Step::Acting);
    REQUIRE(e.acting == CombatantId{3});
    const auto casting = std::find_if(e.effects.begin(), e.effects.end(), [](const Effect& fx) { return fx.name == "Casting Magic missile"; });
    REQUIRE(casting != e.effects.end());
    const Effect fx = *casting;
    // Hit while casting: lost.
    const Encounter hit = must(e, Damage{2, 1});
    CHECK_FALSE(hit.find_effect(fx.id));
    CHECK(effect_ended_words(hit, fx) == "Merlin's Magic missile is lost (hit while casting).");
    // Left alone: its casting time runs out as the clock reaches 6, where it goes off.
    Encounter on = e;
    while (on.step == Step::Acting && on.find_effect(fx.id)) on = must(on, NextTurn{});
    CHECK(part<SegmentsFight>(on).segment == 6);
    CHECK(effect_ended_words(on, fx) == "Merlin's Magic missile goes off.");
    // Once resolved, it has gone off.
    on = must(on, NextTurn{});
    CHECK(effect_ended_words(on, fx) == "Merlin's Magic missile has gone off.");
    // Another system's effect keeps the plain words.
    Effect bless;
    bless.name = "Bless";
    bless.target = 1;
    CHECK(effect_ended_words(e, bless) == "Bless on Aria has ended.");
}

TEST_CASE("004 reactions are offered on the cards of the acting one's enemies", "[issue31][every-round][alternating]") {
    // 004_2715924881334fee.txt: "Targets of an attack may attempt to dodge, counter, or hide behind a nearby character
    // as a reaction."
    Encounter e = party_and_foes(kAlternatingFactions);
    e = must(must(e, GiveInitiative{2}), StartEncounter{});
    e = must(must(e, FirstFaction{2}), ActNow{3});   // the Ogre takes the bandits' turn
    REQUIRE(e.acting == CombatantId{3});
    const CombatantId actor = *e.acting;
    const SideId actor_side = e.find(actor)->side;
    const auto offers = every_round_offers(e);
    for (const Combatant& c : e.combatants) {
        const bool offered = std::any_of(offers.begin(), offers.end(), [&](const Prompt& p) {
            return p.who == c.id && std::holds_alternative<React>(p.action);
        });
        INFO(c.name);
        CHECK(offered == (c.side != actor_side));
    }
    // The offer is taken as it starts, and then uses up that character's turn: not offered again.
    const auto react = std::find_if(offers.begin(), offers.end(), [](const Prompt& p) { return std::holds_alternative<React>(p.action); });
    REQUIRE(react != offers.end());
    CHECK(std::get<React>(react->action).against == actor);
    const Encounter after = must(e, react->action);
    const auto again = every_round_offers(after);
    CHECK(std::none_of(again.begin(), again.end(), [&](const Prompt& p) { return p.who == react->who && std::holds_alternative<React>(p.action); }));
}

TEST_CASE("quick add asks for armour as each system names it", "[issue31][quick-add]") {
    // 001_9b33af6f46041b76.txt: "The attack roll is then compared to the target's Armour Class" (U+FFFD for the apostrophe);
    // 003_abb45db44eb0a0ba.txt: "take SC (strike chance), subtract target's DEF (defense)";
    // 004_2715924881334fee.txt: "he has an armour value of 2 and would only suffer 3 damage".
    const auto asks = [](Ruleset r, std::string_view key, std::string_view label) {
        Encounter e;
        e = must(e, SetRuleset{r, {}});
        const auto& stats = rule_system(e).stats;
        return std::any_of(stats.begin(), stats.end(), [&](const StatQuestion& s) { return s.key == key && s.label == label; });
    };
    CHECK(asks(kHighestFirst, "ac", "Armour class"));
    CHECK(asks(kCountdown, "ac", "Armour class"));
    CHECK(asks(kSegments, "def", "DEF"));
    CHECK(asks(kAlternatingFactions, "armour", "Armour value"));
    // The 004 armour value quick add sets is the one a hit is lessened by ("as usual never above 3").
    Encounter e = party_and_foes(kAlternatingFactions);
    e = must(e, SetStat{3, "armour", 2});
    e = must(e, TakeHit{3, 5});
    CHECK(e.find(3)->hp->current == 27);
}
