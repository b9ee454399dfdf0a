// The toy rule system, registered from its own folder, plays everywhere a built-in one does:
// "New encounter" lists it, quick add asks for its stats, the big button drives it through its
// prompts, and it survives save, load, a share link and undo.
#include <algorithm>

#include "ui/app/action_catalogue.hpp"
#include "core/model/history.hpp"
#include "core/fight/prompts.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "tests/unit/helpers.hpp"
#include "tests/unit/rules/toy_coin_toss/toy_coin_toss_system.hpp"

namespace rk::test {
namespace {

Encounter toy_fight() {
    Encounter e;
    e = must(e, SetRuleset{toy::kRuleset, {}});
    auto sample = load_actions(toy::system().sample_fight);
    REQUIRE(sample.is_ok());
    for (const Action& a : sample.value()) e = must(e, a);
    return e;
}

} // namespace

TEST_CASE("toy system: registered from its own folder, it is listed with the built-in ones", "[toy]") {
    const auto all = rule_systems();
    CHECK(std::find(all.begin(), all.end(), &toy::system()) != all.end());   // "New encounter" lists these
    CHECK(find_rule_system("toy_coin_toss") == &toy::system());
    CHECK(rule_system(toy::kRuleset).name == "Coin toss (toy)");
    // Quick add asks for what the system reads.
    REQUIRE(rule_system(toy::kRuleset).stats.size() == 1);
    CHECK(rule_system(toy::kRuleset).stats[0].key == "luck");
    // Its action list holds what every system plays, and none of another system's own actions.
    const auto list = ui::actions_for(toy::kRuleset, ui::Scope::Combatant);
    auto listed = [&](std::string_view type) {
        return std::any_of(list.begin(), list.end(), [&](const ui::ActionSpec* s) { return s->type == type; });
    };
    CHECK(listed(TakeHit::kType));
    CHECK_FALSE(listed(SpendDice::kType));
    CHECK_FALSE(listed(Hold::kType));
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
    REQUIRE(due.size() == 1);
    CHECK(due[0].text == "Done");
}

TEST_CASE("toy system: saved, loaded, shared and undone like any other", "[toy]") {
    Encounter e = must(toy_fight(), StartEncounter{});
    const std::string file = save_encounter(e);
    CHECK(file.find("\"toy_coin_toss\"") != std::string::npos);
    auto loaded = load_encounter(file);
    REQUIRE(loaded.is_ok());
    CHECK(loaded.value() == e);

    auto shared = parse_fragment(share_fragment(e, ShareKind::Full));
    REQUIRE(shared.is_ok());
    CHECK(shared.value().encounter.ruleset == toy::kRuleset);
    CHECK(shared.value().encounter.combatants == e.combatants);

    History<Encounter> h;
    h.present = e;
    REQUIRE_FALSE(commit(h, NextTurn{}, apply));
    CHECK(h.present.acting != e.acting);
    REQUIRE_FALSE(undo(h));
    CHECK(h.present == e);
}

} // namespace rk::test
