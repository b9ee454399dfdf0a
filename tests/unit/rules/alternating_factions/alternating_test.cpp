// Rules text 004 (alternating factions, "Combat procedure"): rounds of alternating turns, passes,
// the initiative, reactions and the concealed characters' bonus round. Every rule test quotes
// /work/shared/rules/004_2715924881334fee.txt verbatim (its curly apostrophes included).
#include <algorithm>

#include "core/rules/alternating_factions/factions.hpp"
#include "core/formats/serialize.hpp"
#include "core/fight/turn_order.hpp"
#include "tests/unit/rules/alternating_factions/alternating_helpers.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;

using namespace rk::test::alternating;

TEST_CASE("004 the example round: Balthasar, Sybilla and Theobald against three bandits and their leader, turn by turn, pass by pass",
          "[alternating][scenario]") {
    // 004_2715924881334fee.txt: "Balthasar, Sybilla, and Theobald are fighting against three bandits and their leader.
    // The bandits started the fight and have the initiative. The round plays out in this sequence:"
    Encounter e = must(example_setup(), GiveInitiative{kBandits});
    e = must(e, StartEncounter{});
    CHECK(e.round == 1);
    CHECK(e.step == Step::ChoosingFaction);
    e = must(e, FirstFaction{kBandits});
    CHECK(e.step == Step::Acting);
    CHECK(part<FactionRound>(e).to_move == kBandits);

    // "  • The GM decides to take turn with the bandit leader first."
    e = must(e, ActNow{kLeader});
    CHECK(e.acting == kLeader);
    e = must(e, NextTurn{});
    CHECK(part<FactionRound>(e).to_move == kPlayers);
    // "  • The Players decide to take turn with Sybilla."
    CHECK(refusal_code(e, ActNow{kBandit1}) == Why::NotItsTurn);
    e = turn(e, kSybilla);
    CHECK(part<FactionRound>(e).to_move == kBandits);
    // "  • The GM takes turn with a bandit."
    e = turn(e, kBandit1);
    CHECK(part<FactionRound>(e).to_move == kPlayers);
    // "  • The Players decide to pass, rather than activating."
    e = must(e, Pass{kPlayers});
    CHECK(part<FactionRound>(e).passes == 1);
    CHECK(part<FactionRound>(e).to_move == kBandits);
    // "  • The GM takes turn with another bandit. Since he didn’t pass, play goes back to the players."
    e = must(e, ActNow{kBandit2});
    CHECK(part<FactionRound>(e).passes == 0);
    e = must(e, NextTurn{});
    CHECK(part<FactionRound>(e).to_move == kPlayers);
    // "  • The Players take turn with Balthasar."
    e = turn(e, kBalthasar);
    // "  • The GM takes turn with the last bandit."
    e = turn(e, kBandit3);
    // "  • The players take turn with Theobald."
    e = must(e, ActNow{kTheobald});
    CHECK(e.round == 1);
    CHECK(turn_order(e) == std::vector<CombatantId>{kLeader, kSybilla, kBandit1, kBandit2, kBalthasar, kBandit3, kTheobald});
    e = must(e, NextTurn{});
    // "  • The GM must pass because all bandits have taken their turn."
    // "  • The Players must pass as well. Since all factions have passed consecutively, the round ends."
    CHECK(e.round == 2);
    CHECK(e.step == Step::ChoosingFaction);
    CHECK(log_of_round(e, 1) == std::vector<std::string>{
                                    "Round 1 begins",
                                    "Bandits hold the initiative: they choose which faction acts first",
                                    "Bandits hold the initiative and act first",
                                    "Bandits: Bandit leader takes a turn",
                                    "Players: Sybilla takes a turn",
                                    "Bandits: Bandit 1 takes a turn",
                                    "Players: pass",
                                    "Bandits: Bandit 2 takes a turn",
                                    "Players: Balthasar takes a turn",
                                    "Bandits: Bandit 3 takes a turn",
                                    "Players: Theobald takes a turn",
                                    "Bandits: must pass, all of them have taken their turn this round",
                                    "Players: must pass, all of them have taken their turn this round",
                                    "All factions have passed consecutively",
                                    "Round 1 ends",
                                });
    CHECK(log_of_round(e, 2) == std::vector<std::string>{"Round 2 begins",
                                                         "Bandits hold the initiative: they choose which faction acts first"});
    for (const auto& c : e.combatants) CHECK_FALSE(c.acted);   // a new round: everyone may take a turn again
}

TEST_CASE("004 factions alternate: each takes a turn with a character or passes", "[alternating]") {
    // 004_2715924881334fee.txt: "The factions involved in the fight alternate taking turns with a character or passing."
    Encounter e = bandits_first();
    CHECK(refusal_code(e, NextTurn{}) == Why::NotItsTurn);
    CHECK(refusal_code(e, Pass{kPlayers}) == Why::NotItsTurn);
    e = must(e, ActNow{kBandit1});
    CHECK(refusal_code(e, Pass{}) == Why::SomeoneElseActing);
    CHECK(refusal_code(e, ActNow{kBandit2}) == Why::SomeoneElseActing);
    e = must(e, NextTurn{});
    CHECK(part<FactionRound>(e).to_move == kPlayers);
    e = must(e, Pass{});   // side 0: whichever faction is to move
    CHECK(part<FactionRound>(e).to_move == kBandits);
    CHECK(logged(e, "Players: pass"));
    CHECK(turn_order(e).front() == kBandit1);   // who has acted comes first, then the faction to move
    CHECK(next_to_act(e) == kLeader);
}

TEST_CASE("004 a character takes one turn per round", "[alternating]") {
    // 004_2715924881334fee.txt: "Each character can only take a turn once per round."
    Encounter e = bandits_first();
    e = turn(e, kBandit1);
    e = turn(e, kSybilla);
    CHECK(refusal_code(e, ActNow{kBandit1}) == Why::AlreadyActed);
    e = turn(e, kBandit2);
    CHECK(refusal_code(e, ActNow{kSybilla}) == Why::AlreadyActed);
}

TEST_CASE("004 the round ends when all factions pass consecutively, not before", "[alternating]") {
    // 004_2715924881334fee.txt: "When all factions pass consecutively, the round ends."
    Encounter e = bandits_first();
    e = must(e, Pass{kBandits});
    e = turn(e, kSybilla);    // a turn breaks the run of passes
    e = must(e, Pass{kBandits});
    CHECK(e.round == 1);
    e = must(e, Pass{kPlayers});
    CHECK(e.round == 2);
    CHECK(e.step == Step::ChoosingFaction);
    CHECK(log_of_round(e, 1).back() == "Round 1 ends");
}

TEST_CASE("004 the faction holding the initiative chooses who acts first, every round", "[alternating]") {
    // 004_2715924881334fee.txt: "The faction holding the initiative can decide which faction acts first at the start of each round."
    Encounter e = must(example_setup(), GiveInitiative{kBandits});
    e = must(e, StartEncounter{});
    CHECK(refusal_code(e, NextTurn{}) == Why::WrongStep);
    CHECK(refusal_code(e, ActNow{kLeader}) == Why::WrongStep);
    CHECK(refusal_code(e, FirstFaction{9}) == Why::NoSuchSide);
    e = must(e, FirstFaction{kPlayers});
    CHECK(logged(e, "Bandits hold the initiative and let Players act first"));
    CHECK(part<FactionRound>(e).to_move == kPlayers);
    CHECK(refusal_code(e, FirstFaction{kBandits}) == Why::WrongStep);
    e = must(e, Pass{});
    e = must(e, Pass{});
    CHECK(e.round == 2);
    e = must(e, FirstFaction{kBandits});   // the next round, another choice
    CHECK(part<FactionRound>(e).to_move == kBandits);
}

TEST_CASE("004 the initiative: the faction that started the fight, else assigned at random", "[alternating]") {
    // 004_2715924881334fee.txt: "Initiative is held by the faction which started the fight, or is assigned randomly if that’s unclear."
    SECTION("nobody holds it when the fight starts: the table gives it or rolls for it") {
        Encounter e = must(example_setup(), StartEncounter{});
        CHECK(e.step == Step::RollingInitiative);
        CHECK(refusal_code(e, NextTurn{}) == Why::WrongStep);
        CHECK(refusal_code(e, FirstFaction{kPlayers}) == Why::WrongStep);
        CHECK(refusal_code(e, RollFactionInitiative{faces({3})}) == Why::BadDieFace);
        e = must(e, RollFactionInitiative{faces({2})});
        CHECK(part<FactionRound>(e).initiative == kBandits);
        CHECK(logged(e, "The initiative is assigned randomly (1 Players, 2 Bandits): d2: [2] = 2 (entered): Bandits hold the initiative"));
        CHECK(e.step == Step::ChoosingFaction);
        CHECK(refusal_code(e, RollFactionInitiative{}) == Why::AlreadyHoldInitiative);
    }
    SECTION("the app's dice pick one of the factions") {
        Encounter e = must(example_setup(), RollFactionInitiative{});
        REQUIRE(part<FactionRound>(e).initiative.has_value());
        CHECK((*part<FactionRound>(e).initiative == kPlayers || *part<FactionRound>(e).initiative == kBandits));
        CHECK(e.log.back().text.find("The initiative is assigned randomly (1 Players, 2 Bandits): d2: [") == 0);
    }
    SECTION("the faction that started the fight holds it from the start") {
        Encounter e = must(example_setup(), GiveInitiative{kPlayers});
        CHECK(e.log.back().text == "Players hold the initiative");
        e = must(e, StartEncounter{});
        CHECK(e.step == Step::ChoosingFaction);
        CHECK(refusal_code(e, GiveInitiative{kPlayers}) == Why::AlreadyHoldInitiative);
    }
    SECTION("other rulesets have no faction initiative") {
        Encounter e;
        CHECK(refusal_code(e, GiveInitiative{kPlayers}) == Why::NotInThisRuleset);
        CHECK(refusal_code(e, Pass{}) == Why::NotInThisRuleset);
    }
}

TEST_CASE("004 more than two factions alternate in turn, and all of them must pass", "[alternating]") {
    // 004_2715924881334fee.txt: "The factions involved in the fight alternate taking turns with a character or passing."
    // "When all factions pass consecutively, the round ends."
    Encounter e = must(example_setup(), AddSide{"Wolves"});
    CHECK(e.sides.back().id == 3u);
    CHECK(refusal_code(e, AddSide{"Wolves"}) == Why::BadSideName);
    e = must(e, AddCombatant{"Wolf", 3, false, 1, 6});
    e = must(e, DuplicateCombatant{8, 1});
    const CombatantId wolf1 = 8, wolf2 = 9;
    e = must(e, GiveInitiative{3});
    e = must(e, StartEncounter{});
    e = must(e, FirstFaction{kBandits});
    e = turn(e, kLeader);
    CHECK(part<FactionRound>(e).to_move == 3u);
    e = turn(e, wolf1);
    CHECK(part<FactionRound>(e).to_move == kPlayers);
    e = must(e, Pass{});   // Players
    e = must(e, Pass{});   // Bandits
    CHECK(e.round == 1);   // two of three factions have passed
    CHECK(part<FactionRound>(e).to_move == 3u);
    e = turn(e, wolf2);
    CHECK(part<FactionRound>(e).passes == 0);
    e = must(e, Pass{});   // Players
    e = must(e, Pass{});   // Bandits
    // The wolves have nobody left: they must pass, and all three have passed in a row.
    CHECK(e.round == 2);
    const auto round1 = log_of_round(e, 1);
    CHECK(std::vector<std::string>(round1.end() - 5, round1.end()) ==
          std::vector<std::string>{"Players: pass", "Bandits: pass",
                                   "Wolves: must pass, all of them have taken their turn this round",
                                   "All factions have passed consecutively", "Round 1 ends"});
}

TEST_CASE("004 a side with nobody in the fight has no move", "[alternating]") {
    // 004_2715924881334fee.txt: "The factions involved in the fight alternate taking turns with a character or passing."
    Encounter e = must(example_setup(), AddSide{"Cultists"});   // nobody joins them
    e = must(e, GiveInitiative{kPlayers});
    e = must(e, StartEncounter{});
    CHECK(refusal_code(e, FirstFaction{3}) == Why::SideHasNobody);
    e = must(e, FirstFaction{kBandits});
    e = must(e, Pass{});
    CHECK(part<FactionRound>(e).to_move == kPlayers);   // straight past the cultists
    e = must(e, Pass{});
    CHECK(e.round == 2);   // two passes are all the factions in the fight
}

TEST_CASE("004 a faction whose last character able to act leaves the fight must pass", "[alternating]") {
    // 004_2715924881334fee.txt: "When all factions pass consecutively, the round ends."
    Encounter e = bandits_first();
    e = turn(e, kLeader);
    e = must(e, Pass{});   // Players
    e = must(e, RemoveCombatant{kBandit1});
    e = must(e, RemoveCombatant{kBandit2});
    CHECK(e.round == 1);
    e = must(e, RemoveCombatant{kBandit3});   // the bandits have nobody left who can take a turn
    CHECK(logged(e, "Bandits: must pass, all of them have taken their turn this round"));
    CHECK(logged(e, "Round 1 ends"));
    CHECK(e.step == Step::Morale);   // and the leader is left alone of four
    e = must(e, RemoveCombatant{kLeader});   // the save due leaves with him
    CHECK(e.round == 2);
}

TEST_CASE("004 factions are the sides: added, renamed, split into groups", "[alternating]") {
    // 004_2715924881334fee.txt: "The factions involved in the fight alternate taking turns with a character or passing."
    Encounter e = example_setup();
    CHECK(refusal_code(e, RenameSide{kPlayers, "Bandits"}) == Why::BadSideName);
    CHECK(refusal_code(e, RenameSide{7, "Wolves"}) == Why::NoSuchSide);
    CHECK(refusal_code(e, AddSide{""}) == Why::BadSideName);
    e = must(e, AddSide{"Cultists"});
    CHECK(e.log.back().text == "Cultists join the fight as side #3");
    e = must(e, RenameSide{3, "Zealots"});
    CHECK(e.log.back().text == "Cultists are now called Zealots");
    e = must(e, SetGroup{kBandit3, "Archers"});
    CHECK(part<FactionsPart>(*e.find(kBandit3)).group == "Archers");
    e = must(e, SetGroup{kBandit3, ""});
    CHECK(e.log.back().text == "Bandit 3 fights in the group of Bandits");
    CHECK(refusal_code(e, SetGroup{kBandit3, std::string(65, 'x')}) == Why::BadSideName);
}

TEST_CASE("004 reactions are turns taken out of sequence: they use up the character's turn", "[alternating]") {
    // 004_2715924881334fee.txt: "Alternatively, characters can take their turn outside the normal round sequence to
    // perform a reaction in response to a specific trigger. A reaction takes the whole turn and doesn’t allow for
    // movement or a bonus action."
    // "Reactions: countering, dodging, guarding, hiding behind someone else from an attack, or performing an opportunity attack."
    // "The bandit hasn’t acted yet during this turn and decides to dodge."
    Encounter e = must(example_setup(), GiveInitiative{kBandits});
    e = must(e, StartEncounter{});
    e = must(e, FirstFaction{kPlayers});
    e = must(e, ActNow{kSybilla});
    e = must(e, React{kBandit1, "dodge", kSybilla});
    CHECK(e.log.back().text == "Bandit 1 reacts (dodge against Sybilla), out of sequence: its turn this round is used up");
    CHECK(e.find(kBandit1)->acted);
    CHECK(e.acting == kSybilla);   // Sybilla's turn goes on
    CHECK(refusal_code(e, React{kBandit1, "counter", kSybilla}) == Why::AlreadyActed);
    CHECK(refusal_code(e, React{kSybilla, "dodge", kLeader}) == Why::AlreadyActing);
    CHECK(refusal_code(e, React{kBandit2, "parry", kSybilla}) == Why::BadReaction);
    e = must(e, React{kBandit2, "counter", kSybilla});
    e = must(e, React{kBandit3, "guard", std::nullopt});
    e = must(e, React{kBalthasar, "hide behind", kBandit2});
    e = must(e, NextTurn{});
    // The sequence is untouched: the bandits move next, and only their leader has a turn left.
    CHECK(part<FactionRound>(e).to_move == kBandits);
    CHECK(refusal_code(e, ActNow{kBandit2}) == Why::AlreadyActed);
    e = must(e, ActNow{kLeader});
    e = must(e, React{kTheobald, "opportunity attack", kLeader});   // the leader moves away from him
    e = must(e, NextTurn{});
    // The players have nobody left who can take a turn: they must pass, and so must the bandits.
    CHECK(e.round == 2);
    CHECK(logged(e, "Players: must pass, all of them have taken their turn this round"));
}

TEST_CASE("004 targets unaware of their attacker cannot react", "[alternating]") {
    // 004_2715924881334fee.txt: "Targets who are unaware of their attacker can’t react."
    // "Enemies attacked by a concealed character are taken by surprise and can’t react."
    // 004_2715924881334fee.txt: "Hiding later during the fight requires being out of sight for a while or a major distraction."
    Encounter e = must(example_setup(), GiveInitiative{kPlayers});
    e = must(e, StartEncounter{});
    e = must(e, SetCondition{kSybilla, "Concealed"});   // hidden during the fight: no bonus round
    e = must(e, FirstFaction{kPlayers});
    e = must(e, ActNow{kSybilla});
    CHECK(refusal_code(e, React{kBandit1, "dodge", kSybilla}) == Why::Surprised);
}

TEST_CASE("004 concealed characters play a bonus round at the start of the fight, only they act", "[alternating]") {
    // 004_2715924881334fee.txt: "Characters who launch an ambush are concealed at the start of the fight."
    // "At the start of the fight, concealed characters play a bonus round, during which only they can act."
    Encounter e = example_setup();
    e = must(e, SetCondition{kBandit1, "Concealed"});
    e = must(e, SetCondition{kBandit2, "Concealed"});
    CHECK(e.log.back().text == "Bandit 2 is concealed");
    e = must(e, GiveInitiative{kBandits});
    e = must(e, StartEncounter{});
    CHECK(part<FactionRound>(e).bonus_round);
    CHECK(logged(e, "Bonus round: only the concealed characters act"));
    e = must(e, FirstFaction{kBandits});
    CHECK(refusal_code(e, ActNow{kLeader}) == Why::NotItsTurn);
    e = turn(e, kBandit1);
    // "Concealed characters are revealed when they make noise or become visible to the enemy."
    CHECK(logged(e, "Is Bandit 1 still concealed? Attacking, invoking a power, talking or moving without sneaking reveals them"));
    e = must(e, SetCondition{kBandit1, "Concealed", false});
    CHECK(logged(e, "Bandit 1 is revealed"));
    CHECK(logged(e, "Players: must pass, none of those yet to act is concealed, and only the concealed act in the bonus round"));
    CHECK(refusal_code(e, React{kSybilla, "dodge", kBandit2}) == Why::NotItsTurn);
    e = turn(e, kBandit2);
    // The players must pass again, and so must the bandits: the bonus round is over.
    CHECK(e.round == 2);
    CHECK_FALSE(part<FactionRound>(e).bonus_round);
    e = must(e, FirstFaction{kBandits});
    e = turn(e, kLeader);   // everyone acts in the rounds that follow
    e = turn(e, kSybilla);
    e = turn(e, kBandit1);
}

TEST_CASE("004 without concealed characters there is no bonus round", "[alternating]") {
    // 004_2715924881334fee.txt: "At the start of the fight, concealed characters play a bonus round, during which only they can act."
    Encounter e = bandits_first();
    CHECK_FALSE(part<FactionRound>(e).bonus_round);
    e = turn(e, kLeader);
}

TEST_CASE("004 the table can close a round early", "[alternating]") {
    // 004_2715924881334fee.txt: "During combat, time is tracked using rounds."
    Encounter e = bandits_first();
    e = must(e, ActNow{kLeader});
    e = must(e, EndRound{});
    CHECK(e.round == 2);
    CHECK(logged(e, "Round 1 is closed early"));
    CHECK(refusal_code(e, EndRound{}) == Why::WrongStep);
    CHECK(refusal_code(e, PreviousTurn{}) == Why::NoGoingBack);
}

TEST_CASE("004 an encounter in the middle of a round saves and loads unchanged", "[alternating][serialize]") {
    Encounter e = must(example_setup(), SetCondition{kBandit1, "Concealed"});
    e = must(e, AddGear{kTheobald, "Spear", "weapon", "d6"});
    e = must(e, SetGroup{kLeader, "Leader"});
    e = must(e, GiveInitiative{kBandits});
    e = must(e, StartEncounter{});
    e = must(e, FirstFaction{kBandits});
    e = must(e, ActNow{kBandit1});
    auto back = load_encounter(save_encounter(e));
    REQUIRE(back.is_ok());
    CHECK(back.value() == e);
}
