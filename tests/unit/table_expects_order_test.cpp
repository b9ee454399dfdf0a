// Issue 31, item 12: moving a combatant in the order by hand after a mistake. The generic system's
// order is the game master's (docs/rules-notes.md, "What a table expects"); where a text's rules
// set the order, the move is refused with what sets it.
#include "helpers.hpp"

#include "core/fight/turn_order.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"

using namespace rk;
using rk::test::logged;
using rk::test::must;
using rk::test::refusal_code;

namespace {

// The generic sample: Aria 17, Cyra 15, Goblin 1-3 at 13, Bram 12, Ogre 8.
constexpr CombatantId kAria = 1, kBram = 2, kCyra = 3, kGoblin1 = 4, kOgre = 5, kGoblin2 = 6, kGoblin3 = 7;

Encounter generic_setup() { return test::sample(kHighestFirst); }

} // namespace

TEST_CASE("move in the order: one place up or down, by the initiative and a place among equals", "[move-order]") {
    Encounter e = generic_setup();
    REQUIRE(turn_order(e) == std::vector<CombatantId>{kAria, kCyra, kGoblin1, kGoblin2, kGoblin3, kBram, kOgre});
    e = must(e, MoveInOrder{kBram, false});
    CHECK(turn_order(e) == std::vector<CombatantId>{kAria, kCyra, kGoblin1, kGoblin2, kBram, kGoblin3, kOgre});
    CHECK(e.find(kBram)->initiative == 13);
    CHECK(logged(e, "Bram moves before Goblin 3 (initiative 13)"));
    e = must(e, MoveInOrder{kBram, false});
    CHECK(turn_order(e) == std::vector<CombatantId>{kAria, kCyra, kGoblin1, kBram, kGoblin2, kGoblin3, kOgre});
    e = must(e, MoveInOrder{kGoblin1, true});
    CHECK(turn_order(e) == std::vector<CombatantId>{kAria, kCyra, kBram, kGoblin1, kGoblin2, kGoblin3, kOgre});
    e = must(e, MoveInOrder{kOgre, false});   // a different initiative: it takes Goblin 3's
    CHECK(e.find(kOgre)->initiative == 13);
    CHECK(turn_order(e) == std::vector<CombatantId>{kAria, kCyra, kBram, kGoblin1, kGoblin2, kOgre, kGoblin3});
    // The order is what the state says: the same after saving and loading.
    auto loaded = load_encounter(save_encounter(e));
    REQUIRE(loaded.is_ok());
    CHECK(turn_order(loaded.value()) == turn_order(e));
    CHECK(refusal_code(e, MoveInOrder{kAria, false}) == Why::EndOfOrder);
    CHECK(refusal_code(e, MoveInOrder{kGoblin3, true}) == Why::EndOfOrder);
    CHECK(refusal_code(e, MoveInOrder{99, true}) == Why::NoSuchCombatant);
    // A new initiative later leaves the place behind: equals go by the usual order again.
    e = must(e, SetInitiative{kBram, 15});
    CHECK(turn_order(e).at(1) == kBram);   // Bram and Cyra at 15, both players: who joined first
    e = must(e, SetInitiative{kGoblin1, 15});
    CHECK(turn_order(e) == std::vector<CombatantId>{kAria, kBram, kCyra, kGoblin1, kGoblin2, kOgre, kGoblin3});
}

TEST_CASE("move in the order while the fight runs: not past who has acted or acts now; the round follows", "[move-order]") {
    Encounter e = must(generic_setup(), StartEncounter{});
    REQUIRE(e.acting == kAria);
    CHECK(refusal_code(e, MoveInOrder{kAria, true}) == Why::AlreadyActing);
    CHECK(refusal_code(e, MoveInOrder{kCyra, false}) == Why::AlreadyActed);   // Aria acts now
    e = must(e, NextTurn{});   // Cyra
    CHECK(refusal_code(e, MoveInOrder{kAria, true}) == Why::AlreadyActed);
    e = must(e, MoveInOrder{kOgre, false});                                   // the Ogre was entered too low
    e = must(e, MoveInOrder{kOgre, false});
    e = must(e, MoveInOrder{kOgre, false});
    e = must(e, MoveInOrder{kOgre, false});                                   // before Goblin 1, after Cyra
    CHECK(refusal_code(e, MoveInOrder{kOgre, false}) == Why::AlreadyActed);   // Cyra acts now
    const auto shown = turn_order(e);
    REQUIRE(shown == std::vector<CombatantId>{kAria, kCyra, kOgre, kGoblin1, kGoblin2, kGoblin3, kBram});
    std::vector<CombatantId> acted{kAria};
    while (e.round == 1) {
        acted.push_back(*e.acting);
        e = must(e, NextTurn{});
    }
    CHECK(acted == shown);   // the turns went as the order showed
    CHECK(turn_order(e) == shown);   // and round 2 keeps it
}

TEST_CASE("move in the order: refused where the rules set the order, saying what sets it", "[move-order]") {
    for (const RuleSystem* system : rule_systems()) {
        if (system->sample_fight.empty() || system->id() == kHighestFirst) continue;
        INFO(system->name);
        Encounter e = rk::test::started_sample(system->id());
        const CombatantId last = e.combatants.back().id;
        CHECK(refusal_code(e, MoveInOrder{last, false}) == Why::NotInThisRuleset);
        if (!system->rules_text.empty()) CHECK_FALSE(system->order_set_by.empty());   // a text says what sets it
    }
    // The generic system with ties acting at once: among equals there is no order to choose.
    Encounter at_once = must(Encounter{}, SetRuleset{kHighestFirst, {.tie_rule = TieRule::Simultaneous}});
    at_once = must(at_once, AddCombatant{"Aria", 1, true, 1, 10});
    at_once = must(at_once, AddCombatant{"Bram", 1, true, 1, 10});
    at_once = must(at_once, SetInitiative{1, 12});
    at_once = must(at_once, SetInitiative{2, 10});
    CHECK(refusal_code(at_once, MoveInOrder{2, false}) == Why::NotInTheseSettings);
    // Nothing to go by yet.
    Encounter none = must(Encounter{}, AddCombatant{"Aria", 1, true, 1, 10});
    none = must(none, AddCombatant{"Bram", 1, true, 1, 10});
    CHECK(refusal_code(none, MoveInOrder{2, false}) == Why::NoInitiative);
}
