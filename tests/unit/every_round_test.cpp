// Each system's own actions at hand (issue 14, item 4): what its table does every round is
// offered on the card (every_round_offers, forms with starting values the reducer takes), and
// the full list holds only this system's actions, in groups, the every-round ones first.
#include <algorithm>
#include <string>

#include "core/fight/every_round.hpp"
#include "core/rules/action_dice/action_dice_state.hpp"
#include "core/formats/serialize.hpp"
#include "tests/unit/helpers.hpp"
#include "ui/app/action_catalogue.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/segments/segments_system.hpp"

namespace rk::test {
namespace {


// Follows the big button until the round reaches `step`.
Encounter until(Encounter e, Step step) {
    for (int i = 0; i < 20 && e.step != step; ++i) {
        const auto p = primary_prompt(e);
        REQUIRE(p);
        e = must(e, p->action);
    }
    REQUIRE(e.step == step);
    return e;
}

std::vector<std::string> offered(const Encounter& e, CombatantId who) {
    std::vector<std::string> out;
    for (const Prompt& p : every_round_offers(e))
        if (p.who == who) {
            CHECK(p.form);
            out.emplace_back(action_type(p.action));
        }
    return out;
}

using Types = std::vector<std::string>;

} // namespace

TEST_CASE("every round 001: each card offers declaring a spell or charge while the table declares", "[every-round][001]") {
    // 001_9b33af6f46041b76.txt: "Spell-casters must declare that they intend to cast a spell before initiative is rolled"
    // 001_9b33af6f46041b76.txt: "A charge must be declared before initiative is rolled, just like spellcasting"
    const Encounter declaring = until(started_sample(kCountdown), Step::Declaring);
    for (const Combatant& c : declaring.combatants) CHECK(offered(declaring, c.id) == Types{"DeclareAction"});
    // The form opens on a spell whose name the table types; a charge needs no name.
    const CombatantId first = declaring.combatants.front().id;
    const Encounter charged = must(declaring, DeclareAction{.id = first, .kind = "charge", .what = {}});
    CHECK(offered(charged, first).empty());   // one declaration a round
    CHECK(offered(charged, declaring.combatants.back().id) == Types{"DeclareAction"});
    // Once initiative is rolled, nothing more is declared.
    const Encounter rolled = must(declaring, FinishDeclarations{});
    CHECK(every_round_offers(rolled).empty());
}

TEST_CASE("every round 003: each card offers declaring attacks or a spell at the start of the round", "[every-round][003]") {
    // 003_abb45db44eb0a0ba.txt: "At the beginning of the round, the GM will call for action declarations."
    const Encounter declaring = until(started_sample(kSegments), Step::Declaring);
    for (const Combatant& c : declaring.combatants) CHECK(offered(declaring, c.id) == (Types{"DeclareAttacks", "DeclareSpell"}));
    // The attacks form starts at one attack, which the reducer takes as it stands.
    const Prompt attacks = every_round_offers(declaring).front();   // a copy: the list is a temporary
    CHECK(rk::apply(declaring, attacks.action).is_ok());
    // 003_abb45db44eb0a0ba.txt: "If a single hit causes damage greater than your CON, you are stunned for the rest of the round."
    const CombatantId first = declaring.combatants.front().id;
    const Encounter stunned = must(declaring, AddEffect{.name = "Stunned", .target = first, .duration = "1 round"});
    CHECK(offered(stunned, first).empty());
    CHECK(every_round_offers(must(declaring, FinishDeclarations{})).empty());
}

TEST_CASE("every round 002: the target of an attack, not the one acting, may Dodge or Block with its highest die", "[every-round][002]") {
    // 002_0ab9c90439f7658b.txt: "They announce their attack and give the target the opportunity to use a defence option."
    const Encounter e = until(started_sample(kActionDice), Step::Acting);
    REQUIRE(e.acting);
    CHECK(offered(e, *e.acting).empty());
    int defenders = 0;
    for (const Prompt& p : every_round_offers(e)) {
        const auto* defence = std::get_if<StartDefence>(&p.action);
        REQUIRE(defence);
        const auto& hand = part<ActionDicePart>(*e.find(*p.who)).hand;
        CHECK(defence->die == *std::max_element(hand.begin(), hand.end()));
        CHECK(rk::apply(e, p.action).is_ok());
        ++defenders;
    }
    CHECK(defenders > 0);
}

TEST_CASE("every round 004: the character taking its turn is offered its attack", "[every-round][004]") {
    // 004_2715924881334fee.txt: "Attacking an enemy is a main action."
    Encounter e = started_sample(kAlternatingFactions);
    for (int i = 0; i < 10 && !e.acting; ++i) {
        const auto turn = std::find_if(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) {
            return rk::apply(e, ActNow{c.id}).is_ok();
        });
        if (turn != e.combatants.end()) { e = must(e, ActNow{turn->id}); break; }
        const auto p = primary_prompt(e);
        REQUIRE(p);
        e = must(e, p->action);
    }
    REQUIRE(e.acting);
    const auto offers = every_round_offers(e);
    REQUIRE(std::count_if(offers.begin(), offers.end(), [&](const Prompt& p) { return p.who == e.acting; }) == 1);
    const Prompt& own = *std::find_if(offers.begin(), offers.end(), [&](const Prompt& p) { return p.who == e.acting; });
    const auto* attack = std::get_if<Attack>(&own.action);
    REQUIRE(attack);
    CHECK(e.find(attack->target)->side != e.find(*e.acting)->side);
    CHECK(rk::apply(e, own.action).is_ok());
    // The others are offered a reaction against it (issue 31: tests/unit/steps_say_test.cpp).
    CHECK(std::all_of(offers.begin(), offers.end(), [&](const Prompt& p) { return p.who == e.acting || std::holds_alternative<React>(p.action); }));
}

TEST_CASE("every round: the generic fight and text 000 have no every-round form", "[every-round]") {
    CHECK(every_round_offers(started_sample(kHighestFirst)).empty());
    CHECK(every_round_offers(started_sample(kInitiativeRounds)).empty());
}

TEST_CASE("full list: only this system's actions, no ranks in a d20 fight", "[every-round][catalogue]") {
    const auto has = [](Ruleset r, std::string_view type) {
        const auto list = ui::actions_for(r, ui::Scope::Combatant);
        return std::any_of(list.begin(), list.end(), [&](const ui::ActionSpec* s) { return s->type == type; });
    };
    for (std::string_view own : {"SetRanks", "ApplyDamage", "ApplyInjury", "FaceFear"}) {
        INFO(own);
        CHECK(has(kActionDice, own));
        for (Ruleset r : {kHighestFirst, kInitiativeRounds, kCountdown, kSegments, kAlternatingFactions})
            CHECK_FALSE(has(r, own));
        // A saved generic fight may carry ranks: the reducer still takes them there.
        CHECK(plays(rule_system(kHighestFirst), own));
    }
    CHECK(has(kCountdown, "DeclareAction"));
    CHECK_FALSE(has(kHighestFirst, "DeclareAction"));
    CHECK(has(kHighestFirst, "Damage"));
}

TEST_CASE("full list: in groups, what the table does every round first, then hit points and effects", "[every-round][catalogue]") {
    const Encounter declaring = until(started_sample(kSegments), Step::Declaring);
    const auto groups = ui::grouped_actions(declaring, declaring.combatants.front().id);
    REQUIRE(groups.size() >= 4);
    CHECK(std::string(groups[0].title) == "Every round");
    REQUIRE(groups[0].specs.size() == 2);
    CHECK(groups[0].specs[0]->type == "DeclareAttacks");
    CHECK(groups[0].specs[1]->type == "DeclareSpell");
    CHECK(std::string(groups[1].title) == "Hit points and effects");
    CHECK(groups[1].specs.front()->type == "Damage");
    CHECK(std::string(groups[2].title) == rule_system(kSegments).name);
    // Every entry of the flat list is in exactly one group.
    std::size_t total = 0;
    for (const auto& g : groups) total += g.specs.size();
    CHECK(total == ui::actions_for(kSegments, ui::Scope::Combatant).size());
    // Without a declaring step, no "Every round" group: the generic fight starts with hit points.
    const auto generic = ui::grouped_actions(started_sample(kHighestFirst), 1);
    CHECK(std::string(generic.front().title) == "Hit points and effects");
}

} // namespace rk::test
