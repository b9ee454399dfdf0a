#include <algorithm>

#include "core/fight/effects.hpp"
#include "core/model/history.hpp"
#include "core/formats/serialize.hpp"
#include "core/fight/turn_order.hpp"
#include "core/fight/validate.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;

namespace {

constexpr CombatantId kAria = 1, kGoblin = 2, kMage = 3;

// The generic highest-first scheme: Goblin (14), Aria (12), Mage (8). Aria and the Mage are level 3.
Encounter fight() {
    Encounter e;
    e = must(e, AddCombatant{"Aria", 1, true, 3, 20});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
    e = must(e, AddCombatant{"Mage", 1, true, 3, 12});
    e = must(e, SetInitiative{kAria, 12});
    e = must(e, SetInitiative{kGoblin, 14});
    e = must(e, SetInitiative{kMage, 8});
    return e;
}

Encounter running() { return must(fight(), StartEncounter{}); }

AddEffect speed_on_aria() {
    return AddEffect{.name = "Speed", .source = kMage, .target = kAria, .duration = "1 turn + caster's level",
                     .modifiers = {{"initiative", 3}}};
}

const std::string& last_log(const Encounter& e) { return e.log.back().text; }

bool logged(const Encounter& e, const std::string& text) {
    const auto entries = e.log.entries();
    return std::any_of(entries.begin(), entries.end(), [&](const LogEntry& l) { return l.text == text; });
}

const Effect& only_effect(const Encounter& e) {
    REQUIRE(e.effects.size() == 1);
    return e.effects.front();
}

Refusal dispatch(History<Encounter>& h, const Action& a) { return commit(h, a, apply); }

} // namespace

TEST_CASE("000 Speed: +3 initiative for 1 turn + caster's level; the order goes back when it ends", "[effects]") {
    // 000_d5980b65f981aac0.txt: "Duration: 1 turn + caster's level Effect: Mini affected adds 1" to their movement Mini affected adds 3 to their initiative"
    // 000_d5980b65f981aac0.txt: "TURN - Each turn is broken down into initiative rounds."
    // A turn of text 000 is the whole round of play, so Speed counts down at the end of each round,
    // and the turn it is cast in counts as its first.
    Encounter e = running();
    CHECK(turn_order(e) == std::vector<CombatantId>{kGoblin, kAria, kMage});
    e = must(e, speed_on_aria());
    CHECK(last_log(e) == "Speed on Aria: 4 turns (1 turn + caster's level = 1 + 3)");
    const Effect& fx = only_effect(e);
    CHECK(fx.unit == DurationUnit::Turns);
    CHECK(fx.expiry == Expiry::EndOfRound);
    CHECK(fx.remaining == 4);
    CHECK(fx.total == 4);
    CHECK(fx.started_round == 1);
    CHECK(fx.formula == "1 turn + caster's level");
    CHECK(fx.id == 4);   // the id counter is shared with combatants
    CHECK(e.next_id == 5);
    CHECK(effect_modifier(e, kAria, "initiative") == 3);
    CHECK(effect_modifier(e, kGoblin, "initiative") == 0);
    CHECK(effective_initiative(e, *e.find(kAria)) == 15);
    // The Goblin is acting: Speed puts Aria first from the next round on.
    CHECK(turn_order(e) == std::vector<CombatantId>{kGoblin, kAria, kMage});

    for (int round = 1; round <= 3; ++round) e = must(e, EndRound{});
    CHECK(e.round == 4);
    CHECK(remaining_text(only_effect(e)) == "1 turn left");
    CHECK(e.acting == kAria);   // Speed still puts her first in turn 4

    e = must(e, EndRound{});   // the end of turn 4 = 1 + 4 - 1
    CHECK(logged(e, "Speed on Aria ends"));
    CHECK(e.effects.empty());
    CHECK(e.round == 5);
    CHECK(turn_order(e) == std::vector<CombatantId>{kGoblin, kAria, kMage});
    CHECK(e.acting == kGoblin);
    CHECK_FALSE(check_invariants(e));
}

TEST_CASE("000 Slow: -3 initiative; Speed and Slow together cancel", "[effects]") {
    // 000_d5980b65f981aac0.txt: "Slow ---- Cost: 5 Range: 12" + caster's level Duration: 1 turn + caster's level Effect: Mini affected loses 1" to their movement Mini affected loses 3 to their initiative"
    Encounter e = running();
    e = must(e, AddEffect{.name = "Slow", .source = kMage, .target = kGoblin, .duration = "1 turn + caster's level",
                          .modifiers = {{"initiative", -3}}});
    CHECK(last_log(e) == "Slow on Goblin: 4 turns (1 turn + caster's level = 1 + 3)");
    CHECK(effect_modifier(e, kGoblin, "initiative") == -3);
    CHECK(turn_order(e) == std::vector<CombatantId>{kGoblin, kAria, kMage});   // the Goblin is acting
    e = must(e, EndRound{});
    CHECK(turn_order(e) == std::vector<CombatantId>{kAria, kGoblin, kMage});   // slowed below Aria
    e = must(e, AddEffect{.name = "Speed", .source = kMage, .target = kGoblin, .duration = "1 turn + caster's level",
                          .modifiers = {{"initiative", 3}}});
    CHECK(effect_modifier(e, kGoblin, "initiative") == 0);
    CHECK(turn_order(e) == std::vector<CombatantId>{kAria, kGoblin, kMage});   // Aria is acting; the Goblin is next
}

TEST_CASE("undo across an expiry brings the effect back, with its place in the order", "[effects][history]") {
    // 000_d5980b65f981aac0.txt: "Duration: 1 turn + caster's level"
    History<Encounter> h;
    h.present = fight();
    REQUIRE_FALSE(dispatch(h, StartEncounter{}));
    REQUIRE_FALSE(dispatch(h, speed_on_aria()));
    for (int round = 1; round <= 3; ++round) REQUIRE_FALSE(dispatch(h, EndRound{}));
    const Encounter before_expiry = h.present;
    REQUIRE(h.present.effects.size() == 1);

    REQUIRE_FALSE(dispatch(h, EndRound{}));
    CHECK(h.present.effects.empty());
    CHECK(turn_order(h.present).front() == kGoblin);

    REQUIRE_FALSE(undo(h));
    CHECK(h.present == before_expiry);
    CHECK(remaining_text(only_effect(h.present)) == "1 turn left");
    CHECK(turn_order(h.present).front() == kAria);
    CHECK(h.present.acting == kAria);

    REQUIRE_FALSE(redo(h));
    CHECK(h.present.effects.empty());
    CHECK(logged(h.present, "Speed on Aria ends"));
}

TEST_CASE("000 Statue and Fear last 1 turn + the level difference; 0 or less has no effect", "[effects]") {
    // 000_d5980b65f981aac0.txt: "Statue ------ Cost: 20 Range: 12" + caster's level Duration: 1 turn + (caster's level - mini affected's level) Effect: Mini affected cannot move or attack"
    // 000_d5980b65f981aac0.txt: "Fear ---- Cost: 10 Range: 12" + caster's level Duration: 1 turn + (caster's level - mini affected's level) Effect: Mini affected runs in opposite direction of the caster"
    Encounter e = running();
    e = must(e, AddEffect{.name = "Fear", .source = kMage, .target = kGoblin,
                          .duration = "1 turn + (caster's level - mini affected's level)"});
    CHECK(last_log(e) == "Fear on Goblin: 3 turns (1 turn + (caster's level - mini affected's level) = 1 + 3 - 1)");
    CHECK(only_effect(e).remaining == 3);

    // The same formula typed with a Unicode minus and "target's level".
    e = must(e, AddCombatant{"Ogre", 2, false, 4, 30});
    const CombatantId ogre = 5;
    const auto next_id = e.next_id;
    e = must(e, AddEffect{.name = "Statue", .source = kMage, .target = ogre,
                          .duration = "1 turn + (caster's level \xE2\x88\x92 target's level)"});
    CHECK(last_log(e) == "Statue on Ogre has no effect (1 turn + (caster's level \xE2\x88\x92 target's level) = 1 + 3 - 4 = 0)");
    CHECK(e.effects.size() == 1);   // only Fear
    CHECK(e.next_id == next_id);
    e = must(e, SetLevel{ogre, 6});
    e = must(e, AddEffect{.name = "Statue", .source = kMage, .target = ogre,
                          .duration = "1 turn + (caster's level - mini affected's level)"});
    CHECK(last_log(e) == "Statue on Ogre has no effect (1 turn + (caster's level - mini affected's level) = 1 + 3 - 6 = -2)");
    CHECK(e.effects.size() == 1);
}

TEST_CASE("000 Spells resistance halves spell durations, rounding down but keeping at least 1", "[effects]") {
    // 000_d5980b65f981aac0.txt: "All spells do 1/2 damage and/or have their duration halved"
    // 000_d5980b65f981aac0.txt: "Magic shield ------------ Cost: 10 Range: NA Duration: 1 turn + caster's level Effect: Acts as a large shield"
    Encounter e = running();
    e = must(e, SetStat{kAria, "resist_spells", 1});
    e = must(e, speed_on_aria());
    CHECK(last_log(e) == "Speed on Aria: 2 turns (1 turn + caster's level = 1 + 3 = 4, halved by Aria's Spells resistance)");
    CHECK(only_effect(e).remaining == 2);

    // Magic shield is the caster's own spell: it is halved as literally "all spells" are. 1 + 2 = 3 -> 1.
    e = must(e, SetStat{kMage, "resist_spells", 1});
    e = must(e, SetLevel{kMage, 2});
    e = must(e, AddEffect{.name = "Magic shield", .source = kMage, .target = kMage, .duration = "1 turn + caster's level"});
    CHECK(last_log(e) == "Magic shield on Mage: 1 turn (1 turn + caster's level = 1 + 2 = 3, halved by Mage's Spells resistance)");
    // 1 turn + caster's level with a level-0 caster is 1: halving keeps 1.
    e = must(e, SetLevel{kMage, 0});
    e = must(e, AddEffect{.name = "Magic shield", .source = kMage, .target = kMage, .duration = "1 turn + caster's level"});
    CHECK(e.effects.back().remaining == 1);
    e = must(e, AddEffect{.name = "Water walk", .target = kAria, .duration = "3 turns"});
    CHECK(last_log(e) == "Water walk on Aria: 1 turn (3 turns, halved by Aria's Spells resistance)");
    e = must(e, AddEffect{.name = "Curse", .target = kAria, .duration = "until removed"});
    CHECK(last_log(e) == "Curse on Aria: until removed");   // nothing to halve
    // Not a spell (the game master says so): not halved.
    e = must(e, AddEffect{.name = "Prone", .target = kAria, .duration = "2 rounds", .resistible = false});
    CHECK(last_log(e) == "Prone on Aria: 2 rounds");
    // A level difference of 0 or less stays "no effect"; halving cannot raise it to 1.
    e = must(e, SetLevel{kMage, 3});
    e = must(e, SetLevel{kAria, 5});
    e = must(e, AddEffect{.name = "Statue", .source = kMage, .target = kAria,
                          .duration = "1 turn + (caster's level - mini affected's level)"});
    CHECK(last_log(e) == "Statue on Aria has no effect (1 turn + (caster's level - mini affected's level) = 1 + 3 - 5 = -1)");
}

TEST_CASE("001 stunned 1d3 rounds: N further full rounds after the blow", "[effects]") {
    // 001_9b33af6f46041b76.txt: "7-14 Oof! Strike to the groin, head or other painful blow stuns the character for 1d3 rounds, and suffers a flesh wound as above -2"
    // The round of the blow does not count (count_this_round = false): stunned in round 1 for 2 ends at the end of round 3.
    Encounter e = running();
    e = must(e, AddEffect{.name = "Stunned", .target = kGoblin, .duration = "1d3 rounds", .count_this_round = false,
                          .roll = RollInput{{2}}});
    CHECK(last_log(e) == "Stunned on Goblin: 2 rounds after this one (1d3 rounds = d3: [2] = 2 (entered))");
    CHECK(only_effect(e).skip_next_tick);
    e = must(e, EndRound{});
    CHECK(remaining_text(only_effect(e)) == "2 rounds left");
    e = must(e, EndRound{});
    CHECK(remaining_text(only_effect(e)) == "1 round left");
    e = must(e, EndRound{});
    CHECK(e.effects.empty());
    CHECK(e.log.latest(3)[2].text == "Stunned on Goblin ends");
    CHECK(e.log.latest(3)[2].round == 3);
}

TEST_CASE("001 Crushing Blow 1d6 rounds and unconscious 1d4 rounds, rolled by the app", "[effects]") {
    // 001_9b33af6f46041b76.txt: "15-17 Crushing Blow! Character is stunned for 1d6 rounds, suffers a flesh wound"
    // 001_9b33af6f46041b76.txt: "Anyone who is already stunned will be knocked unconscious for 1d4 rounds by the next successful attack."
    Encounter e = running();
    for (const auto& [name, dice, sides] : {std::tuple{"Stunned", "1d6 rounds", 6}, std::tuple{"Unconscious", "1d4 rounds", 4}}) {
        Rng expected = e.rng;
        const int face = expected.uniform(1, sides);
        e = must(e, AddEffect{.name = name, .target = kAria, .duration = dice, .count_this_round = false});
        CHECK(e.effects.back().remaining == face);
        CHECK(e.rng == expected);
        const std::string n = std::to_string(face);
        CHECK(last_log(e) == std::string(name) + " on Aria: " + n + (face == 1 ? " round" : " rounds") + " after this one (" + dice +
                                 " = d" + std::to_string(sides) + ": [" + n + "] = " + n + ")");
    }
}

TEST_CASE("entered and rolled dice durations are logged the same way", "[effects][dice]") {
    // 001_9b33af6f46041b76.txt: "stuns the character for 1d3 rounds"
    Encounter e = running();
    Rng copy = e.rng;
    const int face = copy.uniform(1, 3);
    const AddEffect rolled{.name = "Stunned", .target = kGoblin, .duration = "1d3 rounds", .count_this_round = false};
    AddEffect entered = rolled;
    entered.roll = RollInput{{face}};
    const Encounter by_app = must(e, rolled);
    const Encounter by_table = must(e, entered);
    CHECK(by_app.effects == by_table.effects);
    CHECK(last_log(by_table) == last_log(by_app).substr(0, last_log(by_app).size() - 1) + " (entered))");
    CHECK(by_table.rng == e.rng);   // entering dice does not consume the generator
    CHECK(refusal_code(e, AddEffect{.name = "Stunned", .target = kGoblin, .duration = "1d3 rounds", .roll = RollInput{{4}}}) == Why::BadDieFace);
    CHECK(refusal_code(e, AddEffect{.name = "Stunned", .target = kGoblin, .duration = "1d3 rounds", .roll = RollInput{{1, 2}}}) == Why::WrongDiceCount);
    CHECK(refusal_code(e, AddEffect{.name = "Stunned", .target = kGoblin, .duration = "2 rounds", .roll = RollInput{{1}}}) == Why::DurationHasNoDice);
}

TEST_CASE("001 flesh wound: -2 until removed", "[effects]") {
    // 001_9b33af6f46041b76.txt: "1-6 Merely a flesh wound! Continue fighting with a -2 penalty on attacks and saves. -1"
    Encounter e = running();
    e = must(e, AddEffect{.name = "Flesh wound", .target = kGoblin, .duration = "until removed",
                          .modifiers = {{"attack", -2}, {"save", -2}}});
    CHECK(last_log(e) == "Flesh wound on Goblin: until removed");
    const Effect fx = only_effect(e);
    CHECK(fx.expiry == Expiry::Never);
    CHECK(remaining_text(fx) == "until removed");
    for (int i = 0; i < 5; ++i) e = must(e, EndRound{});
    for (int i = 0; i < 5; ++i) e = must(e, NextTurn{});
    detail::effects_segment_passed(e);
    CHECK(only_effect(e) == fx);
    CHECK(effect_modifier(e, kGoblin, "attack") == -2);
    CHECK(refusal_code(e, ExtendEffect{fx.id, 1}) == Why::NothingToExtend);
    e = must(e, RemoveEffect{fx.id});
    CHECK(last_log(e) == "Flesh wound on Goblin is removed");
    CHECK(e.effects.empty());
    CHECK(effect_modifier(e, kGoblin, "attack") == 0);
    CHECK(refusal_code(e, RemoveEffect{fx.id}) == Why::NoSuchEffect);
}

TEST_CASE("001 surprise segments: a segment effect counts only segments", "[effects]") {
    // 001_9b33af6f46041b76.txt: "the number rolled indicates how long the victim is surprised for"
    Encounter e = running();
    e = must(e, AddEffect{.name = "Surprised", .target = kGoblin, .duration = "2 segments"});
    CHECK(last_log(e) == "Surprised on Goblin: 2 segments");
    CHECK(remaining_text(only_effect(e)) == "2 segments left");
    e = must(e, EndRound{});
    e = must(e, NextTurn{});
    CHECK(only_effect(e).remaining == 2);
    detail::effects_segment_passed(e);
    CHECK(remaining_text(only_effect(e)) == "1 segment left");
    detail::effects_segment_passed(e);
    CHECK(e.effects.empty());
    CHECK(last_log(e) == "Surprised on Goblin ends");
    CHECK(refusal_code(running(), AddEffect{.name = "Surprised", .target = kGoblin, .duration = "2 segments",
                                       .expiry = Expiry::EndOfTurn}) == Why::BadExpiry);
}

TEST_CASE("effects counted on a combatant's turns, at its start or end", "[effects]") {
    // No rule text: the tracker's turn-anchored counting ("until the start of your next turn").
    Encounter e = running();   // Goblin acts
    e = must(e, AddEffect{.name = "Dodge", .source = kGoblin, .target = kGoblin, .duration = "1 round",
                          .expiry = Expiry::StartOfTurn, .anchor_on_source = true});
    CHECK(only_effect(e).anchor == kGoblin);
    e = must(e, AddEffect{.name = "Hex", .source = kGoblin, .target = kMage, .duration = "1 round", .expiry = Expiry::EndOfTurn});
    CHECK(e.effects.back().anchor == kMage);
    e = must(e, NextTurn{});   // Aria
    e = must(e, NextTurn{});   // Mage
    CHECK(e.effects.size() == 2);
    e = must(e, NextTurn{});   // the Mage's turn ends: Hex ends; round 2, the Goblin's turn starts: Dodge ends
    CHECK(e.effects.empty());
    CHECK(logged(e, "Hex on Mage ends"));
    CHECK(last_log(e) == "Dodge on Goblin ends");
}

TEST_CASE("001 stunned counted on the victim's own turns: the round of the blow never counts", "[effects]") {
    // 001_9b33af6f46041b76.txt: "stuns the character for 1d3 rounds". A stunned combatant loses the
    // turns the stun lasts (core/fight/combat.hpp, why_not_acting), and they count it down.
    Encounter e = running();   // Goblin (14), Aria (12), Mage (8): the Goblin acts
    const AddEffect stun{.name = "Stunned", .duration = "1d3 rounds", .expiry = Expiry::EndOfTurn, .count_this_round = false,
                         .roll = RollInput{{1}}};
    AddEffect on_aria = stun;   // her turn is still to come this round: it is left out
    on_aria.target = kAria;
    e = must(e, on_aria);
    CHECK(last_log(e) == "Stunned on Aria: 1 round after this one (1d3 rounds = d3: [1] = 1 (entered))");
    CHECK(only_effect(e).skip_next_tick);
    e = must(e, NextTurn{});   // Aria's turn 1 passes, left out of the count: the Mage acts
    CHECK(logged(e, "Aria is stunned: its turn passes"));
    CHECK(e.acting == kMage);
    CHECK(e.effects.size() == 1);
    AddEffect on_goblin = stun; // its turn is over: nothing of this round is left to leave out
    on_goblin.target = kGoblin;
    e = must(e, on_goblin);
    CHECK(last_log(e) == "Stunned on Goblin: 1 round after this one (1d3 rounds = d3: [1] = 1 (entered))");
    CHECK_FALSE(e.effects.back().skip_next_tick);
    e = must(e, NextTurn{});   // round 2: the Goblin's and Aria's turns pass, each counting its stun
    CHECK(logged(e, "Goblin is stunned: its turn passes"));
    CHECK(logged(e, "Stunned on Goblin ends"));
    CHECK(logged(e, "Stunned on Aria ends"));
    CHECK(e.effects.empty());
    CHECK(e.round == 2);
    CHECK(e.acting == kMage);
}

TEST_CASE("changing the order mid-round does not break turn-counted expiry", "[effects][turns]") {
    // No rule text: the tracker's own rule; a turn-counted effect uses one unit per round, whatever the order.
    Encounter e = running();   // Goblin (14), Aria (12), Mage (8); the Goblin acts
    e = must(e, AddEffect{.name = "Hex", .source = kMage, .target = kAria, .duration = "3 rounds", .expiry = Expiry::EndOfTurn});
    e = must(e, SetInitiative{kAria, 5});   // Aria moves behind the Mage before her turn
    CHECK(turn_order(e) == std::vector<CombatantId>{kGoblin, kMage, kAria});
    e = must(e, NextTurn{});
    CHECK(e.acting == kMage);
    e = must(e, SetInitiative{kAria, 20});  // and back to the front: she has still not acted
    e = must(e, NextTurn{});
    CHECK(e.acting == kAria);
    CHECK(only_effect(e).remaining == 3);
    e = must(e, NextTurn{});               // her turn ends: round 2 begins with her
    CHECK(e.round == 2);
    CHECK(e.acting == kAria);
    CHECK(only_effect(e).remaining == 2);
    e = must(e, NextTurn{});
    CHECK(only_effect(e).remaining == 1);
    e = must(e, PreviousTurn{});           // back to Aria and on again: her turn ends twice in round 2, counts once
    CHECK(e.acting == kAria);
    e = must(e, NextTurn{});
    CHECK(only_effect(e).remaining == 1);
    e = must(e, SetInitiative{kAria, 1});  // she has acted: moving her does not give her a second turn
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    CHECK(e.round == 3);
    CHECK(only_effect(e).remaining == 1);
    CHECK(turn_order(e).back() == kAria);
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    CHECK(e.acting == kAria);
    e = must(e, NextTurn{});
    CHECK(e.effects.empty());
    CHECK(logged(e, "Hex on Aria ends"));
    CHECK_FALSE(check_invariants(e));
}

TEST_CASE("the combatant an effect counts on leaves: the effect counts at the end of each round", "[effects][roster]") {
    // 000_d5980b65f981aac0.txt: "Duration: 1 turn + caster's level" (here counted on the caster's turns)
    AddEffect speed = speed_on_aria();
    speed.expiry = Expiry::EndOfTurn;
    speed.anchor_on_source = true;

    SECTION("before its turn in the round: that round's end counts instead") {
        Encounter e = must(running(), speed);          // 4 turns, on the Mage's turn ends
        CHECK(only_effect(e).anchor == kMage);
        e = must(e, NextTurn{});
        e = must(e, NextTurn{});
        e = must(e, NextTurn{});                        // the Mage's turn 1 ends: 3 left; round 2
        CHECK(only_effect(e).remaining == 3);
        e = must(e, RemoveCombatant{kMage});
        CHECK(last_log(e) == "Speed on Aria now counts down at the end of each round: Mage left the fight");
        const Effect& fx = only_effect(e);
        CHECK(fx.expiry == Expiry::EndOfRound);
        CHECK_FALSE(fx.anchor.has_value());
        CHECK_FALSE(fx.source.has_value());   // the spell outlives its caster's departure
        CHECK_FALSE(check_invariants(e));
        e = must(e, EndRound{});
        CHECK(only_effect(e).remaining == 2);
        e = must(e, EndRound{});
        e = must(e, EndRound{});                        // the end of round 4, as if the Mage had stayed
        CHECK(e.effects.empty());
        CHECK(logged(e, "Speed on Aria ends"));
    }
    SECTION("after its turn in the round: that round is not counted twice") {
        Encounter e = must(fight(), SetInitiative{kMage, 20});
        e = must(e, StartEncounter{});                  // Mage (20), Goblin, Aria: the Mage acts
        e = must(e, speed);
        e = must(e, NextTurn{});                        // the Mage's turn 1 ends: 3 left
        CHECK(only_effect(e).remaining == 3);
        e = must(e, RemoveCombatant{kMage});
        CHECK(only_effect(e).expiry == Expiry::EndOfRound);
        e = must(e, EndRound{});                        // round 1 was already counted
        CHECK(only_effect(e).remaining == 3);
        e = must(e, EndRound{});
        e = must(e, EndRound{});
        CHECK(only_effect(e).remaining == 1);
        e = must(e, EndRound{});                        // the end of round 4, as if the Mage had stayed
        CHECK(e.effects.empty());
    }
    SECTION("the target leaves: the effect goes with it") {
        Encounter e = must(running(), speed);
        e = must(e, RemoveCombatant{kAria});
        CHECK(logged(e, "Speed on Aria ends: Aria left the fight"));
        CHECK(e.effects.empty());
        CHECK_FALSE(check_invariants(e));
    }
}

TEST_CASE("extending and shortening an effect", "[effects]") {
    // 000_d5980b65f981aac0.txt: "Duration: 1 turn + caster's level"
    Encounter e = must(running(), speed_on_aria());
    const EffectId id = only_effect(e).id;
    e = must(e, ExtendEffect{id, 2});
    CHECK(last_log(e) == "Speed on Aria extended by 2 turns: 6 turns left");
    e = must(e, ExtendEffect{id, -5});
    CHECK(last_log(e) == "Speed on Aria shortened by 5 turns: 1 turn left");
    CHECK(only_effect(e).total == 4);   // what it started with
    CHECK(refusal_code(e, ExtendEffect{id, -1}) == Why::NoTimeLeft);
    CHECK(refusal_code(e, ExtendEffect{id, 0}) == Why::NothingToExtend);
    CHECK(refusal_code(e, ExtendEffect{id, 20000}) == Why::DurationTooLong);
    CHECK(refusal_code(e, ExtendEffect{99, 1}) == Why::NoSuchEffect);
    CHECK(refusal_code(e, RemoveEffect{99}) == Why::NoSuchEffect);
    CHECK(refusal_code(e, ExtendEffect{kAria, 1}) == Why::NoSuchEffect);   // a combatant's id
}

TEST_CASE("adding an effect is validated", "[effects]") {
    const Encounter e = running();
    CHECK(refusal_code(e, AddEffect{.name = ""}) == Why::BadEffectName);
    CHECK(refusal_code(e, AddEffect{.name = std::string(65, 'x')}) == Why::BadEffectName);
    CHECK(refusal_code(e, AddEffect{.name = "Speed", .source = 42}) == Why::NoSuchCombatant);
    CHECK(refusal_code(e, AddEffect{.name = "Speed", .target = 42}) == Why::NoSuchCombatant);
    CHECK(refusal_code(e, AddEffect{.name = "Speed", .target = kAria, .duration = "1 turn + caster's levle"}) == Why::UnreadableDuration);
    CHECK(refusal_code(e, AddEffect{.name = "Speed", .target = kAria, .duration = "1 turn + 2 rounds"}) == Why::UnreadableDuration);
    CHECK(refusal_code(e, AddEffect{.name = "Heal", .target = kAria, .duration = "Immediate"}) == Why::NothingToCount);
    CHECK(refusal_code(e, AddEffect{.name = "Speed", .target = kAria, .duration = "1 turn + caster's level"}) == Why::EffectNeedsCombatant);
    CHECK(refusal_code(e, AddEffect{.name = "Fear", .source = kMage, .duration = "1 turn + (caster's level - target's level)"}) == Why::EffectNeedsCombatant);
    CHECK(refusal_code(e, AddEffect{.name = "Hex", .target = kAria, .duration = "2 rounds", .expiry = Expiry::Never}) == Why::BadExpiry);
    CHECK(refusal_code(e, AddEffect{.name = "Hex", .target = kAria, .duration = "2 rounds", .expiry = Expiry::EndOfTurn,
                               .anchor_on_source = true}) == Why::EffectNeedsCombatant);
    CHECK(refusal_code(e, AddEffect{.name = "Fog", .duration = "2 rounds", .expiry = Expiry::StartOfTurn}) == Why::EffectNeedsCombatant);
    CHECK(refusal_code(e, AddEffect{.name = "Hex", .target = kAria, .modifiers = {{"", 1}}}) == Why::BadModifier);
    CHECK(refusal_code(e, AddEffect{.name = "Hex", .target = kAria, .modifiers = {{"initiative", 5000}}}) == Why::BadModifier);
    CHECK(refusal_code(must(e, EndEncounter{}), AddEffect{.name = "Hex", .target = kAria}) == Why::Ended);
    // An effect on nobody in particular (fog over the field) is fine.
    Encounter fog = must(e, AddEffect{.name = "Fog", .duration = "2 rounds"});
    CHECK(last_log(fog) == "Fog: 2 rounds");
}

TEST_CASE("effects added before the fight count from round 1", "[effects]") {
    // 000_d5980b65f981aac0.txt: "Duration: 1 turn + caster's level"
    AddEffect speed = speed_on_aria();
    speed.count_this_round = false;   // no round to leave out before the fight
    Encounter e = must(fight(), speed);
    CHECK_FALSE(only_effect(e).skip_next_tick);
    CHECK(last_log(e) == "Speed on Aria: 4 turns (1 turn + caster's level = 1 + 3)");
    e = must(e, StartEncounter{});
    CHECK(e.acting == kAria);
    for (int i = 0; i < 4; ++i) e = must(e, EndRound{});
    CHECK(e.effects.empty());
}

TEST_CASE("effects survive save and load, and broken effects are caught", "[effects][serialize]") {
    Encounter e = must(running(), speed_on_aria());
    e = must(e, AddEffect{.name = "Hex", .source = kMage, .target = kGoblin, .duration = "1d3 rounds",
                          .expiry = Expiry::EndOfTurn, .anchor_on_source = true, .count_this_round = false});
    auto back = load_encounter(save_encounter(e));
    REQUIRE(back.is_ok());
    CHECK(back.value() == e);
    CHECK_FALSE(check_invariants(e));
    for (const Action& a : std::vector<Action>{speed_on_aria(), AddEffect{.name = "Prone", .roll = RollInput{{2}}, .resistible = false},
                                               RemoveEffect{4}, ExtendEffect{4, -2}}) {
        auto action = load_action(save_action(a));
        REQUIRE(action.is_ok());
        CHECK(action.value() == a);
    }

    Encounter broken = e;
    broken.effects[1].id = broken.effects[0].id;
    CHECK(check_invariants(broken) == Refusal{Why::Inconsistent, "two effects share the id 4"});
    broken = e;
    broken.effects[0].id = broken.next_id;
    CHECK(check_invariants(broken) == Refusal{Why::Inconsistent, "effect #6 is out of range"});
    broken = e;
    broken.effects[0].id = kAria;
    CHECK(check_invariants(broken) == Refusal{Why::Inconsistent, "effect #1 shares its id with a combatant"});
    broken = e;
    broken.effects[0].target = 42;
    CHECK(check_invariants(broken) == Refusal{Why::Inconsistent, "effect #4 is on a combatant who is not in the encounter"});
    broken = e;
    broken.effects[0].source = 42;
    CHECK(check_invariants(broken) == Refusal{Why::Inconsistent, "effect #4 comes from a combatant who is not in the encounter"});
    broken = e;
    broken.effects[1].anchor = 42;
    CHECK(check_invariants(broken) == Refusal{Why::Inconsistent, "effect #5 counts on the turns of a combatant who is not in the encounter"});
    broken = e;
    broken.effects[1].anchor.reset();
    CHECK(check_invariants(broken) == Refusal{Why::Inconsistent, "effect #5 counts on turns without saying whose"});
    broken = e;
    broken.effects[0].remaining = 0;
    CHECK(check_invariants(broken) == Refusal{Why::Inconsistent, "effect #4 has no time left"});
    CHECK_FALSE(load_encounter(save_encounter(broken)).is_ok());
}

TEST_CASE("remaining time in words", "[effects]") {
    Effect fx;
    fx.unit = DurationUnit::Rounds;
    fx.remaining = 3;
    CHECK(remaining_text(fx) == "3 rounds left");
    fx.unit = DurationUnit::Turns;
    fx.remaining = 1;
    CHECK(remaining_text(fx) == "1 turn left");
    fx.unit = DurationUnit::Segments;
    fx.remaining = 2;
    CHECK(remaining_text(fx) == "2 segments left");
    fx.unit = DurationUnit::UntilRemoved;
    CHECK(remaining_text(fx) == "until removed");
}
