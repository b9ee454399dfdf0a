// What a card shows (core/fight/card_state.hpp): each state as a chip with its time left, read by the
// core so the interface decides no rule. Rules behaviours quote their text.
#include <algorithm>

#include "core/fight/card_state.hpp"
#include "core/rules/segments/segments.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/segments/segments_system.hpp"

using namespace rk;
using rk::test::faces;
using rk::test::must;

namespace {

const CardChip* chip(const Encounter& e, CombatantId id, const std::string& tag) {
    static std::vector<CardChip> last;
    last = card_chips(e, *e.find(id));
    const auto it = std::find_if(last.begin(), last.end(), [&](const CardChip& c) { return c.tag == tag; });
    return it == last.end() ? nullptr : &*it;
}

Encounter two(Ruleset r) {
    Encounter e;
    e = must(e, SetRuleset{r, {}});
    e = must(e, AddCombatant{"Aria", 1, true, 3, 20});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
    return e;
}

} // namespace

TEST_CASE("card: an effect shows with the time it has left, in its own units", "[card]") {
    Encounter e = two(kHighestFirst);
    e = must(e, AddEffect{"Bless", std::nullopt, 1, "3 rounds", Expiry::EndOfRound, false, true, {}, {}});
    const CardChip* bless = chip(e, 1, "effect-" + std::to_string(e.effects.front().id));
    REQUIRE(bless);
    CHECK(bless->text == "Bless: 3 rounds left");
    CHECK_FALSE(bless->alarm);
    CHECK_FALSE(chip(e, 2, "effect-" + std::to_string(e.effects.front().id)));   // only on its target
}

TEST_CASE("card: a stun is one chip, in its text's words, and it is an alarm", "[card]") {
    Encounter e = two(kHighestFirst);
    CHECK_FALSE(chip(e, 2, "stunned"));
    e = must(e, AddEffect{"Stunned", std::nullopt, 2, "1 round", Expiry::EndOfRound, false, true, {}, {}});
    const CardChip* stun = chip(e, 2, "stunned");
    REQUIRE(stun);
    CHECK(stun->text == "Stunned: loses its turns · 1 round left");
    CHECK(stun->alarm);
    const auto all = card_chips(e, *e.find(2));
    CHECK(std::count_if(all.begin(), all.end(), [](const CardChip& c) { return c.text.rfind("Stunned", 0) == 0; }) == 1);
}

TEST_CASE("card 001: surprise with its segments left, and the declared spell, lost once hit", "[card][countdown]") {
    // 001_9b33af6f46041b76.txt: "the number rolled indicates how long the victim is surprised for"
    Encounter e = must(two(kCountdown), StartEncounter{});
    e = must(e, RollSurprise{2, "d6", faces({2})});
    const CardChip* surprised = chip(e, 2, "surprised");
    REQUIRE(surprised);
    CHECK(surprised->text == "Surprised: 2 segments");
    CHECK(surprised->alarm);
    CHECK_FALSE(chip(e, 1, "surprised"));

    // 001_9b33af6f46041b76.txt: "Any player whose character is going to cast a spell must say so before the initiative roll."
    e = must(must(two(kCountdown), StartEncounter{}), NextTurn{});   // nobody surprised
    REQUIRE(e.step == Step::Declaring);
    e = must(e, DeclareAction{1, "spell", "Sleep"});
    REQUIRE(chip(e, 1, "declared"));
    CHECK(chip(e, 1, "declared")->text == "Sleep declared");
    e = must(e, DeclareAction{2, "charge", ""});
    CHECK(chip(e, 2, "declared")->text == "charge declared");
}

TEST_CASE("card 003: each declared attack and spell with the segment it goes off on", "[card][segments]") {
    // 003_abb45db44eb0a0ba.txt: "At the beginning of the round, the GM will call for action declarations."
    Encounter e = two(kSegments);
    e = must(e, AddCombatant{"Merlin", 1, true, 5, 18});
    e = must(e, StartEncounter{});
    e = must(e, NextTurn{});   // no ambush: declarations
    REQUIRE(e.step == Step::Declaring);
    e = must(e, DeclareAttacks{1, 2, Movement::FreeMove, WeaponHandling::Ready, 2});
    e = must(e, DeclareSpell{3, "Bolt of Energy", SpellCasting::SK, 8, 0, Movement::FreeMove, 2});
    REQUIRE(chip(e, 1, "declared-1"));
    // Issue 31 item 9: the chip names the declared target ("I attack the ogre with my longsword").
    CHECK(chip(e, 1, "declared-1")->text == "Attack 1 on Goblin declared");
    CHECK(chip(e, 1, "declared-2")->text == "Attack 2 on Goblin declared");
    CHECK(chip(e, 1, "declared-1")->brief == "Attack 1");
    REQUIRE(chip(e, 3, "declared-1"));
    CHECK(chip(e, 3, "declared-1")->text == "Bolt of Energy on Goblin declared");
    CHECK_FALSE(chip(e, 2, "declared-1"));
    // No target named: none is shown.
    e = must(e, DeclareAttacks{2, 1, Movement::FreeMove, WeaponHandling::Ready, std::nullopt});
    CHECK(chip(e, 2, "declared-1")->text == "Attack 1 declared");
    // Rolled: the segment, still with the target.
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{1, faces({7, 3})});
    CHECK(chip(e, 1, "declared-1")->text == "Attack 1 on Goblin: segment 7");
}

TEST_CASE("card 001: a held action shows until it is taken", "[card][countdown]") {
    // 001_9b33af6f46041b76.txt: "Anyone who �held� initiative acts, and results take effect (both sides simultaneously)."
    Encounter e = must(must(two(kCountdown), StartEncounter{}), NextTurn{});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{1, faces({6})});
    e = must(e, RollInitiative{2, faces({3})});
    REQUIRE(e.acting == CombatantId{1});
    CHECK_FALSE(chip(e, 1, "held"));
    e = must(e, Hold{1});
    REQUIRE(chip(e, 1, "held"));
    CHECK(chip(e, 1, "held")->text == "holding");
}

TEST_CASE("card: hidden from the players", "[card]") {
    Encounter e = two(kHighestFirst);
    e = must(e, SetHidden{2, true});
    CHECK(chip(e, 2, "hidden"));
    CHECK_FALSE(chip(e, 1, "hidden"));
}
