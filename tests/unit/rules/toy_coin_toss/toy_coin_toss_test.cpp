// The toy rule system (tests/toy_system/), added by its two folders and one line of
// core/rules/systems.cmake, plays everywhere a real one does: "New encounter" lists it, quick
// add asks for its stats, the big button drives it through its prompts, its own action changes
// its own parts or is refused with its own code, its card shows its chip, the action sheet
// offers its action, and it survives save, load, a share link and undo.
#include <algorithm>

#include "ui/app/action_catalogue.hpp"
#include "core/fight/card_state.hpp"
#include "core/model/history.hpp"
#include "core/fight/prompts.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "core/rules/system_parts.hpp"
#include "core/rules/toy_coin_toss/toy_coin_toss_system.hpp"
#include "tests/unit/helpers.hpp"

namespace rk::test {
namespace {

Encounter toy_fight() {
    Encounter e;
    e = must(e, SetRuleset{kToyCoinToss, {}});
    auto sample = load_actions(toy_coin_toss_system().sample_fight);
    REQUIRE(sample.is_ok());
    for (const Action& a : sample.value()) e = must(e, a);
    return e;
}

} // namespace

TEST_CASE("toy system: listed from its own folders, it is listed with the real ones", "[toy]") {
    const auto all = rule_systems();
    CHECK(std::find(all.begin(), all.end(), &toy_coin_toss_system()) != all.end());   // "New encounter" lists these
    CHECK(find_rule_system("toy_coin_toss") == &toy_coin_toss_system());
    CHECK(rule_system(kToyCoinToss).name == "Coin toss (toy)");
    // Quick add asks for what the system reads.
    REQUIRE(rule_system(kToyCoinToss).stats.size() == 1);
    CHECK(rule_system(kToyCoinToss).stats[0].key == "luck");
    // Its action list holds what every system plays, and none of another system's own actions.
    const auto list = ui::actions_for(kToyCoinToss, ui::Scope::Combatant);
    auto listed = [&](std::string_view type) {
        return std::any_of(list.begin(), list.end(), [&](const ui::ActionSpec* s) { return s->type == type; });
    };
    CHECK(listed(TakeHit::kType));
    CHECK(listed(TossCoin::kType));   // its own, from ui/rules/toy_coin_toss/
    CHECK_FALSE(listed(SpendDice::kType));
    CHECK_FALSE(listed(Hold::kType));
    // And no other system's list offers its action.
    for (const RuleSystem* other : all) {
        if (other == &toy_coin_toss_system()) continue;
        const auto theirs = ui::actions_for(other->id(), ui::Scope::Combatant);
        CHECK(std::none_of(theirs.begin(), theirs.end(), [](const ui::ActionSpec* s) { return s->type == TossCoin::kType; }));
    }
}

TEST_CASE("toy system: its own action changes its own parts, and is refused with its own code", "[toy]") {
    Encounter e = must(toy_fight(), StartEncounter{});
    const CombatantId ann = *e.acting;   // the order of names: Ann first
    CHECK(e.find(ann)->name == "Ann");
    // The prompts offer the toss before it is made, and not after.
    auto offered = [](const Encounter& now) {
        const auto due = prompts(now);
        return std::any_of(due.begin(), due.end(), [](const Prompt& p) { return p.text == "Toss"; });
    };
    CHECK(offered(e));
    e = must(e, TossCoin{ann, faces({1})});   // heads, as the table's coin fell
    CHECK(find_part<ToyCoinTossPart>(*e.find(ann))->heads == 1);
    CHECK(find_part<ToyCoinTossFight>(e)->tosses == 1);
    CHECK(e.log.back().text == "Ann tosses the coin: heads");
    CHECK_FALSE(offered(e));
    // Once a round: its own refusal code, and the encounter as it was.
    CHECK(refusal_code(e, TossCoin{ann, faces({2})}) == Why::AlreadyTossed);
    CHECK(why_name(Why::AlreadyTossed) == "already_tossed");
    // A coin has two faces.
    const CombatantId zed = e.combatants[0].name == "Zed" ? e.combatants[0].id : e.combatants[1].id;
    CHECK(refusal_code(e, TossCoin{zed, faces({3})}) != Why::AlreadyTossed);
    // A new round, a new toss (rolled by the encounter's dice this time).
    e = must(must(e, NextTurn{}), NextTurn{});
    REQUIRE(e.round == 2);
    e = must(e, TossCoin{ann, {}});
    const auto& p = *find_part<ToyCoinTossPart>(*e.find(ann));
    CHECK(p.heads + p.tails == 2);
    // Another system's fight does not play it.
    CHECK(refusal_code(started_sample(kDefaultRuleset), TossCoin{1, faces({1})}) == Why::NotInThisRuleset);
}

TEST_CASE("toy system: its card shows what its coin has shown", "[toy]") {
    Encounter e = must(toy_fight(), StartEncounter{});
    const CombatantId ann = *e.acting;
    auto coin_chip = [&](const Encounter& now) -> std::string {
        for (const CardChip& c : card_chips(now, *now.find(ann)))
            if (c.tag == "coin") return c.text;
        return "";
    };
    CHECK(coin_chip(e).empty());   // nothing before a toss
    e = must(e, TossCoin{ann, faces({2})});
    CHECK(coin_chip(e) == "Heads 0 · tails 1");
}

TEST_CASE("toy system: its sample fight sets up its table", "[toy]") {
    const Encounter e = toy_fight();
    CHECK(e.name == "Heads or tails");
    REQUIRE(e.combatants.size() == 2);
    CHECK(e.combatants[1].stats.at("luck") == 4);
}

TEST_CASE("toy system: the big button drives a round through its prompts", "[toy]") {
    Encounter e = toy_fight();
    for (int tap = 0; tap < 6 && e.round < 2; ++tap) {
        const auto p = primary_prompt(e);
        REQUIRE(p);
        e = must(e, p->action);
        if (e.round == 1) CHECK(e.acting);
    }
    CHECK(e.round == 2);
    CHECK(e.find(*e.acting)->name == "Ann");   // the order of names: Ann before Zed
    const auto due = prompts(e);
    REQUIRE(due.size() == 2);
    CHECK(due[0].text == "Toss");   // its own action, offered on its card
    CHECK(due[1].text == "Done");
    // Its turns cannot step back (no previous_turn): refused, with Undo the way back.
    CHECK(refusal_code(e, PreviousTurn{}) == Why::NoGoingBack);
}

TEST_CASE("toy system: saved, loaded, shared and undone like any other", "[toy]") {
    Encounter e = must(must(toy_fight(), StartEncounter{}), TossCoin{2, faces({1})});
    const std::string file = save_encounter(e);
    CHECK(file.find("\"toy_coin_toss\"") != std::string::npos);
    auto loaded = load_encounter(file);
    REQUIRE(loaded.is_ok());
    CHECK(loaded.value() == e);
    CHECK(find_part<ToyCoinTossPart>(*loaded.value().find(2))->heads == 1);   // its part, saved under its key

    auto shared = parse_fragment(share_fragment(e, ShareKind::Full));
    REQUIRE(shared.is_ok());
    CHECK(shared.value().encounter.ruleset == kToyCoinToss);
    CHECK(shared.value().encounter.combatants == e.combatants);

    History<Encounter> h;
    h.present = e;
    REQUIRE_FALSE(commit(h, NextTurn{}, apply));
    CHECK(h.present.acting != e.acting);
    REQUIRE_FALSE(undo(h));
    CHECK(h.present == e);
}

} // namespace rk::test
