// The replay tool's library part (tests/replay/tool/replay.hpp): reading action lists with Undo and
// Redo, applying them as the app does, and describing where the fight stands.
#include "core/formats/serialize.hpp"
#include "helpers.hpp"
#include "tests/replay/tool/replay.hpp"

using namespace rk;
using namespace rk::replay;

namespace {
const char* const kFight = R"([
  {"type": "AddCombatant", "name": "Aria", "side": 1, "is_player": true, "hp_max": 20},
  {"type": "AddCombatant", "name": "Goblin", "side": 2, "hp_max": 7},
  {"type": "SetInitiative", "id": 1, "value": 12},
  {"type": "SetInitiative", "id": 2, "value": 17},
  {"type": "StartEncounter"},
  {"type": "Damage", "id": 1, "amount": 5},
  {"type": "NextTurn"},
  {"type": "Undo"},
  {"type": "Redo"}
])";

std::vector<ReplayStep> steps(const char* text) {
    auto r = load_steps(text);
    INFO(r.reason());
    REQUIRE(r.is_ok());
    return r.value();
}
} // namespace

TEST_CASE("replay: action lists take Undo and Redo between the actions", "[replay]") {
    const auto list = steps(kFight);
    REQUIRE(list.size() == 9);
    CHECK(list[0] == ReplayStep{Action{AddCombatant{"Aria", 1, true, 1, 20}}});
    CHECK(list[7] == ReplayStep{UndoStep{}});
    CHECK(list[8] == ReplayStep{RedoStep{}});
    CHECK(step_type(list[5]) == "Damage");
    CHECK(step_type(list[7]) == "Undo");
}

TEST_CASE("replay: a malformed list is refused and names the item", "[replay]") {
    CHECK(load_steps("[").why() == Why::NotJson);
    CHECK(load_steps(R"({"type": "NextTurn"})").why() == Why::WrongFormat);
    CHECK(load_steps(R"([{"type": "NextTurn"}, 3])").why() == Why::WrongFormat);
    CHECK(load_steps(R"([{"type": "Fireball"}])").why() == Why::WrongFormat);
    CHECK_FALSE(load_steps(R"([{"type": "Damage", "id": "Aria"}])").is_ok());
    CHECK(load_steps("[]").is_ok());
}

TEST_CASE("replay: steps go through the history as in the app", "[replay]") {
    const ReplayResult r = run(Encounter{}, steps(kFight));
    REQUIRE_FALSE(r.stop);
    CHECK(r.applied == 9);
    const Encounter& e = r.history.present;
    CHECK(e.round == 1);
    CHECK(e.acting == 1u);
    CHECK(e.find(1)->hp->current == 15);
    CHECK(r.history.past.size() == 7);   // Damage 5, NextTurn and the five setup steps
}

TEST_CASE("replay: the first refusal stops it, with its 1-based number and type", "[replay]") {
    auto list = steps(kFight);
    list.insert(list.begin() + 2, Action{Damage{42, 1}});
    const ReplayResult r = run(Encounter{}, list);
    REQUIRE(r.stop);
    CHECK(r.applied == 2);
    CHECK(r.stop->message() == "action 3 (Damage): There is no combatant #42 in this encounter");
    CHECK_FALSE(r.stop->broken_invariant);

    const ReplayResult nothing = run(Encounter{}, {UndoStep{}});
    REQUIRE(nothing.stop);
    CHECK(nothing.stop->message() == "action 1 (Undo): Nothing to undo");
    CHECK(run(Encounter{}, {RedoStep{}}).stop->message() == "action 1 (Redo): Nothing to redo");
}

TEST_CASE("replay: the report holds the saved encounter and where the fight stands", "[replay]") {
    auto list = steps(kFight);
    list.push_back(Action{AddCombatant{"Bram", 1, true, 2, 15}});
    const ReplayResult r = run(Encounter{}, list);
    REQUIRE_FALSE(r.stop);
    const nlohmann::json out = report(r.history.present, r.applied);

    CHECK(out["applied"] == 10);
    // The encounter is exactly a save file: it loads back to the same state.
    CHECK(out["encounter"]["schema"] == kSchemaVersion);
    auto back = load_encounter(out["encounter"].dump());
    REQUIRE(back.is_ok());
    CHECK(back.value() == r.history.present);

    const nlohmann::json& order = out["order"];
    CHECK(order["round"] == 1);
    CHECK(order["step"] == "acting");
    CHECK(order["acting"] == nlohmann::json{{"id", 1}, {"name", "Aria"}});
    CHECK(order["next"] == nlohmann::json{{"id", 3}, {"name", "Bram"}});
    REQUIRE(order["turn_order"].size() == 3);
    CHECK(order["turn_order"][0] ==
          nlohmann::json{{"id", 2}, {"name", "Goblin"}, {"initiative", 17}, {"acted", true}, {"holding", false}});
    CHECK(order["turn_order"][2]["name"] == "Bram");
    CHECK(order["turn_order"][2]["initiative"].is_null());   // joined without initiative
    CHECK(order["held"] == nlohmann::json::array());
    CHECK(order["effects"] == nlohmann::json::array());
}

TEST_CASE("replay: nobody acts or is next outside a running fight", "[replay]") {
    const ReplayResult r = run(Encounter{}, steps(R"([{"type": "AddCombatant", "name": "Aria", "side": 1}])"));
    const nlohmann::json order = describe_order(r.history.present);
    CHECK(order["round"] == 0);
    CHECK(order["step"] == "idle");
    CHECK(order["acting"].is_null());
    CHECK(order["next"].is_null());
    CHECK(order["turn_order"].size() == 1);
}
