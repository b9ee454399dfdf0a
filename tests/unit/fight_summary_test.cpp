// The fight's summary (issue 28): the harm each combatant took and dealt, counted by the reducer
// while the fight runs, who fell or fled, what lasts on the party, and the plain text shared from
// the phone. Readings in docs/rules-notes.md, "The fight's summary".
#include "helpers.hpp"

#include "core/fight/fight_summary.hpp"
#include "core/fight/validate.hpp"
#include "core/formats/share_codec.hpp"
#include "core/model/history.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"

using namespace rk;
using namespace rk::test;

namespace {

// Aria (player, 24 hp) and two goblins (7 hp), initiative Aria 15, Goblin 1 12, Goblin 2 9.
Encounter skirmish() {
    Encounter e = must(Encounter{}, RenameEncounter{"Goblin ambush"});
    e = must(e, AddCombatant{"Aria", 1, true, 3, 24});
    e = must(e, AddCombatant{"Goblin 1", 2, false, 1, 7});
    e = must(e, AddCombatant{"Goblin 2", 2, false, 1, 7});
    e = must(e, SetInitiative{1, 15});
    e = must(e, SetInitiative{2, 12});
    e = must(e, SetInitiative{3, 9});
    return e;
}

HarmTally tally(const Encounter& e, CombatantId id) {
    for (const HarmTally& t : e.tally)
        if (t.id == id) return t;
    return HarmTally{id, 0, 0};
}

const SummaryLine& line_of(const FightSummary& s, const std::string& name) {
    for (const SummarySide& side : s.sides)
        for (const SummaryLine& l : side.lines)
            if (l.name == name) return l;
    FAIL("no " << name << " in the summary");
    throw;
}

} // namespace

TEST_CASE("summary: harm on a combatant's turn is dealt by it and taken by the one hit", "[summary]") {
    Encounter e = must(skirmish(), StartEncounter{});
    REQUIRE(e.acting == CombatantId{1});
    e = must(e, Damage{2, 5});          // Aria's blow on Goblin 1
    e = must(e, NextTurn{});            // Goblin 1's turn
    e = must(e, GiveTempHp{1, 3});
    e = must(e, Damage{1, 4});          // its blow: 3 temporary, 1 of Aria's own
    CHECK(tally(e, 1).taken == 4);
    CHECK(tally(e, 1).dealt == 5);
    CHECK(tally(e, 2).taken == 5);
    CHECK(tally(e, 2).dealt == 4);
    CHECK(tally(e, 3).taken == 0);
    e = must(e, Heal{1, 1});            // healing takes nothing back
    CHECK(tally(e, 1).taken == 4);
    e = must(e, Damage{2, 2});          // on its own turn Goblin 1 hurts itself: taken, dealt by nobody
    CHECK(tally(e, 2).taken == 7);
    CHECK(tally(e, 2).dealt == 4);
    CHECK_FALSE(check_invariants(e));
}

TEST_CASE("summary: nothing is counted while setting up, and undo takes the count back with the blow", "[summary]") {
    Encounter e = must(skirmish(), Damage{2, 3});   // set up wounded: not harm of this fight
    CHECK(e.tally.empty());
    e = must(e, StartEncounter{});
    History<Encounter> h;
    h.present = e;
    REQUIRE_FALSE(commit(h, Action{Damage{3, 6}}, apply));
    CHECK(tally(h.present, 3).taken == 6);
    CHECK(tally(h.present, 1).dealt == 6);
    REQUIRE_FALSE(undo(h));
    CHECK(h.present.tally.empty());
}

TEST_CASE("summary: a spell's caster is credited with its harm whoever's turn it is (text 000)", "[summary]") {
    // 000_d5980b65f981aac0.txt: Flying fist "Effect: 6 damage + caster's level"; the caster, not
    // whoever holds the initiative round, dealt it.
    Encounter e = started_sample(kInitiativeRounds);   // Knight (3), Archer, Orc (8 hp), Wolf
    const CombatantId knight = 1, orc = 3;
    REQUIRE(e.acting != std::optional<CombatantId>(knight));
    e = must(e, CastDamageSpell{knight, DamageSpell::FlyingFist, {orc}});
    CHECK(tally(e, orc).taken == 9);   // 6 + level 3, past its 8 life points: the fall in them
    CHECK(tally(e, knight).dealt == 9);
}

TEST_CASE("summary: text 002 counts harm in ranks lost", "[summary]") {
    // 002_0ab9c90439f7658b.txt: "A STATE ... is a form a damage you may elect to suffer rather than
    // lose a Rank" and "Carry over ranks lost should be marked": harm here is ranks lost, counted
    // in ranks, crossover included.
    Encounter e = started_sample(kActionDice);
    const int before = ranks(e, 1).physical.lost + ranks(e, 1).physical.crossover + ranks(e, 1).mental.crossover;
    e = must(e, ApplyDamage{.id = 1, .points = 2, .take_state = false});
    const int after = ranks(e, 1).physical.lost + ranks(e, 1).physical.crossover + ranks(e, 1).mental.crossover;
    REQUIRE(after > before);
    CHECK(tally(e, 1).taken == after - before);
    const FightSummary s = summarize(e);
    CHECK(s.unit == "ranks");
    CHECK(summary_words(line_of(s, e.find(1)->name), s.unit).find("took " + std::to_string(after - before) + " rank") != std::string::npos);
}

TEST_CASE("summary: rounds, who is out and why, what lasts on the party, as text to share", "[summary]") {
    Encounter e = must(skirmish(), StartEncounter{});
    e = must(e, AddEffect{.name = "Bless", .target = CombatantId{1}, .duration = "3 rounds"});
    e = must(e, Damage{2, 7});   // Goblin 1 falls on Aria's turn
    e = must(e, NextTurn{});     // Goblin 1 is out: Goblin 2
    e = must(e, Damage{1, 9});
    e = must(e, EndEncounter{});
    const FightSummary s = summarize(e);
    CHECK(s.over);
    CHECK(s.rounds == 1);
    REQUIRE(s.sides.size() == 2);
    CHECK(s.sides[0].name == "Party");
    const SummaryLine& aria = line_of(s, "Aria");
    CHECK(aria.taken == 9);
    CHECK(aria.dealt == 7);
    CHECK_FALSE(aria.out);
    CHECK(aria.hit_points == "15/24 hp");
    CHECK(aria.lasting == std::vector<std::string>{"Bless (3 rounds)"});
    const SummaryLine& goblin = line_of(s, "Goblin 1");
    REQUIRE(goblin.out);
    CHECK(goblin.hit_points.empty());   // a foe's hit points are not what lasts
    const std::string text = summary_text(s);
    CHECK(text.find("Goblin ambush: the fight is over after 1 round.") == 0);
    CHECK(text.find("- Aria: took 9 hp, dealt 7 hp · lasts: 15/24 hp, Bless (3 rounds)\n") != std::string::npos);
    CHECK(text.find("- Goblin 1: out: " + *goblin.out + " · took 7 hp\n") != std::string::npos);
    CHECK(text.find("- Goblin 2: took nothing, dealt 9 hp\n") != std::string::npos);
}

TEST_CASE("summary: kept in the saved encounter, kept from the players, and a damaged tally is refused", "[summary]") {
    Encounter e = must(skirmish(), StartEncounter{});
    e = must(e, Damage{2, 5});
    const auto again = load_encounter(save_encounter(e));
    REQUIRE(again.is_ok());
    CHECK(again.value().tally == e.tally);
    CHECK(player_view(e).tally.empty());
    Encounter bad = e;
    bad.tally.push_back(HarmTally{1, -3, 0});
    CHECK(check_invariants(bad));
    bad = e;
    bad.tally.insert(bad.tally.begin(), HarmTally{2, 1, 1});   // twice, out of order
    CHECK(check_invariants(bad));
}
