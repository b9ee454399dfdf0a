// Whole fights across the rules core: each plays full rounds of a scheme with fixed dice
// (entered and seeded) together with effects, and walks undo back across an expiry.
#include "core/fight/effects.hpp"
#include "core/model/history.hpp"
#include "core/formats/serialize.hpp"
#include "core/fight/turn_order.hpp"
#include "core/fight/validate.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "helpers.hpp"

using namespace rk;

namespace {

struct Table {
    History<Encounter> h;
    void operator()(const Action& a) {
        Refusal r = commit(h, a, rk::apply);
        INFO(r);
        REQUIRE_FALSE(r.has_value());
        REQUIRE_FALSE(check_invariants(h.present));
    }
    const Encounter& e() const { return h.present; }
};

bool logged(const Encounter& e, const std::string& text) {
    for (const auto& entry : e.log.entries())
        if (entry.text == text) return true;
    return false;
}

RollInput faces(std::vector<int> f) { return RollInput{std::move(f)}; }

} // namespace

TEST_CASE("scenario 000: two turns with declarations, a d100 tie, a wait and Speed expiring", "[scenario][000]") {
    // 000_d5980b65f981aac0.txt: "- At the beginning of an initiative round, each participant must declare which mini's
    // will be performing actions during that particular round."
    // 000_d5980b65f981aac0.txt: "participants roll percentile dice for each mini, adding their character levels to their scores."
    // 000_d5980b65f981aac0.txt: "Speed ----- Cost: 5 Range: 12" + caster's level Duration: 1 turn + caster's level
    // Effect: Mini affected adds 1" to their movement Mini affected adds 3 to their initiative"
    Table t;
    t.h.limit = 1000;
    SchemeSettings s;
    s.declarations = true;
    s.tie_rule = TieRule::D100PlusLevel;
    t(SetRuleset{kInitiativeRounds, s});
    struct Mini { const char* name; SideId side; bool player; int level; int init; };
    for (const Mini& m : {Mini{"Aria", 1, true, 3, 5}, Mini{"Goblin", 2, false, 1, 5}, Mini{"Mage", 1, true, 1, 3},
                          Mini{"Ogre", 2, false, 2, 2}}) {
        AddCombatant add;
        add.name = m.name;
        add.side = m.side;
        add.is_player = m.player;
        add.level = m.level;
        t(add);
        t(SetStat{t.e().combatants.back().id, "initiative", m.init});
    }
    constexpr CombatantId kAria = 1, kGoblin = 2, kMage = 3, kOgre = 4;
    t(StartEncounter{});

    // Turn 1, initiative round 5: Aria and the Goblin are declared and tie.
    REQUIRE(t.e().step == Step::Declaring);
    CHECK(part<InitiativeRoundsFight>(t.e()).initiative_round == 5);
    t(DeclareActors{{kAria, kGoblin}});
    t(FinishDeclarations{});
    REQUIRE(t.e().step == Step::RollingTies);
    t(RollTie{kAria, faces({40})});     // 40 + 3 = 43, entered
    t(RollTie{kGoblin, faces({70})});   // 70 + 1 = 71, entered
    CHECK(t.e().acting == kGoblin);
    t(NextTurn{});
    CHECK(t.e().acting == kAria);
    t(NextTurn{});
    // Initiative round 3: the Mage casts Speed on the Goblin (level 1: 1 + 1 = 2 turns).
    CHECK(part<InitiativeRoundsFight>(t.e()).initiative_round == 3);
    t(DeclareActors{{kMage}});
    t(FinishDeclarations{});
    CHECK(t.e().acting == kMage);
    AddEffect speed;
    speed.name = "Speed";
    speed.source = kMage;
    speed.target = kGoblin;
    speed.duration = "1 turn + caster's level";
    speed.modifiers = {{"initiative", 3}};
    t(speed);
    CHECK(logged(t.e(), "Speed on Goblin: 2 turns (1 turn + caster's level = 1 + 1)"));
    t(NextTurn{});
    // Initiative round 2: the Ogre.
    CHECK(part<InitiativeRoundsFight>(t.e()).initiative_round == 2);
    t(DeclareActors{{kOgre}});
    t(FinishDeclarations{});
    CHECK(t.e().acting == kOgre);
    t(NextTurn{});

    // Turn 2: the hasted Goblin (8) goes alone; Aria (5) waits for a later initiative round.
    CHECK(t.e().round == 2);
    CHECK(part<InitiativeRoundsFight>(t.e()).initiative_round == 8);
    CHECK(effective_initiative(t.e(), *t.e().find(kGoblin)) == 8);
    t(DeclareActors{{kGoblin}});
    t(FinishDeclarations{});
    CHECK(t.e().acting == kGoblin);
    t(NextTurn{});
    CHECK(part<InitiativeRoundsFight>(t.e()).initiative_round == 5);
    // Nobody is declared: Aria "can decide to wait to peform actions on a later inititiave round"
    t(FinishDeclarations{});
    CHECK(part<InitiativeRoundsFight>(t.e()).initiative_round == 3);
    t(DeclareActors{{kAria, kMage}});   // Aria joins the Mage's initiative round: a tie, rolled (seeded)
    t(FinishDeclarations{});
    REQUIRE(t.e().step == Step::RollingTies);
    t(RollTie{0, {}});
    const auto first = t.e().acting;
    REQUIRE(first.has_value());
    t(NextTurn{});
    CHECK(t.e().acting != first);
    t(NextTurn{});
    CHECK(part<InitiativeRoundsFight>(t.e()).initiative_round == 2);
    t(DeclareActors{{kOgre}});
    t(FinishDeclarations{});
    REQUIRE(t.e().effects.size() == 1);
    t(NextTurn{});   // the end of turn 2: Speed (cast in turn 1, 2 turns) ends

    CHECK(t.e().round == 3);
    CHECK(t.e().effects.empty());
    CHECK(logged(t.e(), "Speed on Goblin ends"));
    CHECK(effective_initiative(t.e(), *t.e().find(kGoblin)) == 5);
    CHECK(part<InitiativeRoundsFight>(t.e()).initiative_round == 5);   // the Goblin is back with Aria

    // Undo across the expiry brings Speed back, as it was.
    REQUIRE_FALSE(undo(t.h));
    CHECK(t.e().round == 2);
    REQUIRE(t.e().effects.size() == 1);
    CHECK(t.e().effects.front().remaining == 1);
    CHECK(t.e().acting == kOgre);
    REQUIRE_FALSE(redo(t.h));
    CHECK(t.e().effects.empty());

    // The same fight saves and loads exactly, mid-round.
    CHECK(load_encounter(save_encounter(t.e())).value() == t.e());
}

TEST_CASE("scenario 001: surprise, declarations, a tie and a hold over two rounds, with a stun expiring", "[scenario][001]") {
    // 001_9b33af6f46041b76.txt: "7-14 Oof! Strike to the groin, head or other painful blow stuns the character for 1d3 rounds"
    // 001_9b33af6f46041b76.txt: "The round is counted down from 10 to 1"
    Table t;
    t.h.limit = 1000;
    t(SetRuleset{kCountdown, {}});
    for (const char* name : {"Aria", "Goblin"}) {
        AddCombatant add;
        add.name = name;
        add.side = std::string(name) == "Aria" ? 1 : 2;
        add.is_player = add.side == 1;
        add.hp_max = 12;
        t(add);
    }
    constexpr CombatantId kAria = 1, kGoblin = 2;
    t(StartEncounter{});
    REQUIRE(t.e().step == Step::Surprise);
    t(RollSurprise{kAria, "d6", faces({5})});
    t(RollSurprise{kGoblin, "d6", faces({1})});   // surprised for 1 segment
    CHECK(part<CountdownPart>(*t.e().find(kGoblin)).surprised_segments == 1);
    t(FinishDeclarations{});                     // on to the surprise segment
    CHECK(t.e().acting == kAria);                // only Aria acts in it
    t(Damage{kGoblin, 4});
    AddEffect stun;
    stun.name = "Stunned";
    stun.target = kGoblin;
    stun.duration = "1d3 rounds";
    stun.roll = faces({1});                      // 1 round after this one
    stun.count_this_round = false;
    t(stun);
    t(NextTurn{});
    REQUIRE(t.e().step == Step::Declaring);
    t(FinishDeclarations{});
    REQUIRE(t.e().step == Step::RollingInitiative);
    t(RollInitiative{kAria, faces({6})});
    t(RollInitiative{kGoblin, faces({6})});      // a tie: simultaneous
    REQUIRE(t.e().step == Step::Acting);
    CHECK(part<CountdownFight>(t.e()).count == 6);
    CHECK(t.e().acting == kAria);
    t(NextTurn{});                               // the stunned Goblin loses its turn: the round ends
    CHECK(logged(t.e(), "Goblin is stunned: its turn passes"));
    CHECK(t.e().round == 2);
    CHECK_FALSE(t.e().effects.empty());          // the round it was dealt in does not count
    t(FinishDeclarations{});
    t(RollInitiative{0, {}});                    // seeded
    REQUIRE(t.e().step == Step::Acting);
    CHECK(t.e().acting == kAria);                // the Goblin, still stunned, loses this turn too
    t(Hold{kAria});                              // holds to after count 1
    REQUIRE(t.e().step == Step::Held);
    t(NextTurn{});                               // the held action goes off; the round ends
    CHECK(t.e().round == 3);
    CHECK(t.e().effects.empty());
    CHECK(logged(t.e(), "Stunned on Goblin ends"));
    REQUIRE_FALSE(undo(t.h));
    CHECK(t.e().effects.size() == 1);            // undo across the expiry
}
