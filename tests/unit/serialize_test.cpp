#include <fstream>
#include <sstream>

#include "core/formats/serialize.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::must;

namespace {
std::string read_fixture(const std::string& name) {
    std::ifstream in(std::string(RK_FIXTURES_DIR) + "/" + name);
    REQUIRE(in.good());
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
Encounter sample() {
    Encounter e;
    e.rng.state = 0xFFFFFFFFFFFFFFF1ull;   // needs all 64 bits: JSON numbers would lose it
    e = must(e, AddCombatant{"Aria", 1, true, 3, 20, 2});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
    e = must(e, SetInitiative{1, 14});
    e = must(e, StartEncounter{});
    e = must(e, Damage{2, 3});
    return e;
}
} // namespace

TEST_CASE("an encounter survives a save and load unchanged", "[serialize]") {
    const Encounter e = sample();
    auto back = load_encounter(save_encounter(e));
    REQUIRE(back.is_ok());
    CHECK(back.value() == e);
}

TEST_CASE("actions round-trip through JSON with their type names", "[serialize]") {
    const std::vector<Action> all = {AddCombatant{"Aria", 1, true, 3, 20, 2}, RemoveCombatant{4}, RenameCombatant{1, "Bo"},
                                     DuplicateCombatant{2, 3}, Damage{1, 5}, Heal{1, 2}, SetHp{1, 9}, SetInitiative{1, 7},
                                     StartEncounter{}, NextTurn{}, PreviousTurn{}, EndEncounter{}, RenameEncounter{"Bridge"}};
    for (const auto& a : all) {
        const std::string text = save_action(a);
        INFO(text);
        auto back = load_action(text);
        REQUIRE(back.is_ok());
        CHECK(back.value() == a);
    }
    CHECK(save_action(Damage{3, 5}) == R"({"amount":5,"id":3,"type":"Damage"})");
}

TEST_CASE("malformed, foreign or inconsistent input is refused, never thrown", "[serialize]") {
    const char* bad[] = {
        "", "{", "[]", "null", "42", "{\"schema\":1}", "{\"schema\":\"x\",\"encounter\":{}}",
        "{\"schema\":99,\"encounter\":{}}",
        "{\"schema\":1,\"encounter\":{\"ruleset\":\"chess\"}}",
        "{\"schema\":1,\"encounter\":{\"combatants\":[{\"id\":5,\"name\":\"A\",\"side\":1}],\"next_id\":2}}",
        "{\"schema\":1,\"encounter\":{\"combatants\":[{\"id\":1,\"name\":\"A\",\"side\":7}],\"next_id\":2}}",
        "{\"schema\":1,\"encounter\":{\"rng\":12}}",
        "{\"schema\":1,\"encounter\":{\"combatants\":\"lots\"}}",
    };
    for (const char* text : bad) {
        INFO(text);
        auto r = load_encounter(text);
        CHECK_FALSE(r.is_ok());
        CHECK_FALSE(r.reason().empty());
    }
    CHECK(load_encounter("{\"schema\":99,\"encounter\":{}}").why() == Why::NewerVersion);
    CHECK_FALSE(load_action("{\"type\":\"Teleport\"}").is_ok());
    CHECK_FALSE(load_action("{\"type\":\"Damage\",\"id\":\"three\"}").is_ok());
    CHECK_FALSE(load_actions("{\"type\":\"NextTurn\"}").is_ok());
}

TEST_CASE("numbers in a file are whole: a fraction or a huge number is refused, 3.0 reads as 3", "[serialize]") {
    // Found by tests/fuzz/fuzz_json_file.cpp: 1e300 read into an int was undefined behaviour.
    auto huge = load_encounter(R"({"schema": 1, "encounter": {"round": 1e300}})");
    REQUIRE_FALSE(huge.is_ok());
    CHECK(huge.why() == Why::WrongFormat);
    CHECK_FALSE(load_encounter(R"({"schema": 1e300, "encounter": {}})").is_ok());
    CHECK_FALSE(load_encounter(R"({"schema": 1, "encounter": {"count": 2.5}})").is_ok());
    CHECK_FALSE(load_encounter(R"({"schema": 1, "encounter": {"next_id": -1.0e19}})").is_ok());
    CHECK_FALSE(load_action(R"({"type": "Damage", "id": 1, "amount": 0.5})").is_ok());
    auto whole = load_encounter(R"({"schema": 1.0, "encounter": {"count": -3.0, "next_id": 4e0}})");
    REQUIRE(whole.is_ok());
    CHECK(part<InitiativeRoundsFight>(whole.value()).initiative_round == -3);   // schema 1 kept it as "count"
    CHECK(whole.value().next_id == 4u);
}

TEST_CASE("frozen fixture: schema 1 encounter still loads", "[serialize][fixtures]") {
    auto r = load_encounter(read_fixture("encounter-v1-highest-first.json"));
    INFO(r.reason());
    REQUIRE(r.is_ok());
    const Encounter& e = r.value();
    CHECK(e.name == "Bridge ambush");
    CHECK(e.round == 1);
    CHECK(e.acting == 1u);
    CHECK(e.find(2)->hp->current == 4);
}

TEST_CASE("frozen fixtures: mid-fight encounters of each scheme load and play on", "[serialize][fixtures]") {
    // Saved by schema 1 in the middle of a round, with a running effect: they must load in every
    // later version and the fight must continue from where it stood.
    for (const char* name : {"encounter-v1-initiative-rounds.json", "encounter-v1-countdown.json"}) {
        INFO(name);
        auto r = load_encounter(read_fixture(name));
        INFO(r.reason());
        REQUIRE(r.is_ok());
        const Encounter& e = r.value();
        CHECK(e.phase == Phase::Running);
        CHECK(e.acting == 1u);
        CHECK(e.effects.size() == 1);
        auto next = apply(e, NextTurn{});
        INFO(next.reason());
        CHECK(next.is_ok());
    }
}

TEST_CASE("schema 1 to 2: each system's fields move into its part, other systems' fields are dropped", "[serialize][migrations]") {
    // Schema 1 kept every system's fields on every combatant; text 004's round was "factions".
    const auto loaded = load_encounter(R"({"schema": 1, "encounter": {
        "ruleset": "alternating_factions", "next_id": 3, "count": 7,
        "sides": [{"id": 1, "name": "Players"}, {"id": 2, "name": "Bandits"}],
        "factions": {"initiative": 2, "passes": 1},
        "combatants": [{"id": 1, "name": "Sybilla", "side": 1, "is_player": true, "hp": {"current": 9, "max": 9},
                        "group": "Archers", "gear": [{"name": "Bow"}], "plan": {"declared": true}, "action_dice": [6]},
                       {"id": 2, "name": "Bandit", "side": 2, "hp": {"current": 5, "max": 5}}]}})");
    INFO(loaded.reason());
    REQUIRE(loaded.is_ok());
    const Encounter& e = loaded.value();
    REQUIRE(find_part<FactionRound>(e));
    CHECK(find_part<FactionRound>(e)->initiative == SideId{2});
    CHECK(find_part<FactionRound>(e)->passes == 1);
    const Combatant& sybilla = *e.find(1);
    REQUIRE(find_part<FactionsPart>(sybilla));
    CHECK(find_part<FactionsPart>(sybilla)->group == "Archers");
    CHECK(find_part<FactionsPart>(sybilla)->gear.at(0).name == "Bow");
    CHECK_FALSE(find_part<SegmentsPart>(sybilla));      // another system's plan is not carried over
    CHECK(std::holds_alternative<std::monostate>(e.find(2)->part));   // nothing of its own to keep
}
