// Outside input never breaks the app: files, stored data and links of any size up to a stated
// limit are read or refused with a message, nesting is bounded, every number is range-checked
// on the way in, the reducer's arithmetic saturates, and data from a newer version is refused
// (never recovered as if it were this version's).
#include <limits>
#include <string>

#include "core/model/bounded.hpp"
#include "core/model/dice.hpp"
#include "core/formats/json_input.hpp"
#include "core/library/library.hpp"
#include "core/library/saved_session.hpp"
#include "core/formats/serialize.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::must;

namespace {

std::string encounter_with_hp(const std::string& current, const std::string& max) {
    return R"({"schema": 1, "encounter": {"next_id": 2, "combatants": [{"id": 1, "name": "Ogre", "side": 2, "hp": {"current": )" +
           current + R"(, "max": )" + max + "}}]}}";
}

std::string session_with(const std::string& bad_hp) {
    // Two encounters: the first sound, the second with the given hit points.
    return R"({"schema": 1, "library": {"next_id": 3, "open": 1, "encounters": [)"
           R"({"id": 1, "encounter": {"name": "Sound", "next_id": 2, "combatants": [{"id": 1, "name": "Aria", "side": 1, "hp": {"current": 5, "max": 9}}]}},)"
           R"({"id": 2, "encounter": {"name": "Odd", "next_id": 2, "combatants": [{"id": 1, "name": "Ogre", "side": 2, "hp": {"current": )" +
           bad_hp + R"(, "max": 10}}]}}]}})";
}

std::string nested(int depth) { return std::string(static_cast<std::size_t>(depth), '[') + std::string(static_cast<std::size_t>(depth), ']'); }

} // namespace

TEST_CASE("input: numbers an int cannot hold are refused, never wrapped or cut", "[input][numbers]") {
    // The issue: "1e300 hit points load as -2147483648, -2147483649 wraps to 2147483647, 7.5 becomes 7".
    for (const char* bad : {"1e300", "-2147483649", "2147483648", "7.5", "4294967296", "true"}) {
        INFO(bad);
        auto e = load_encounter(encounter_with_hp(bad, "10"));
        REQUIRE_FALSE(e.is_ok());
        CHECK_FALSE(e.reason().empty());
        CHECK_FALSE(load_session(session_with(bad)).is_ok());
    }
    CHECK(load_encounter(encounter_with_hp("-2147483649", "10")).why() == Why::WrongFormat);
    // An id below zero does not become 4294967295.
    CHECK_FALSE(load_encounter(R"({"schema": 1, "encounter": {"next_id": -1}})").is_ok());
    CHECK_FALSE(load_action(R"({"type": "Damage", "id": -1, "amount": 5})").is_ok());
    CHECK_FALSE(load_action(R"({"type": "Damage", "id": 1, "amount": 4294967301})").is_ok());
    // Sound numbers still load.
    auto fine = load_encounter(encounter_with_hp("-5", "10"));
    REQUIRE(fine.is_ok());
    CHECK(fine.value().combatants[0].hp->current == -5);
}

TEST_CASE("input: recovering damaged storage drops an entry with a bad number, keeps the rest", "[input][numbers][session]") {
    // Recovery read each entry without checking its numbers: 1e300 came back as -2147483648.
    for (const char* bad : {"1e300", "-2147483649", "7.5", "2147483648"}) {
        INFO(bad);
        const Recovered r = recover_session(session_with(bad));
        REQUIRE(r.session.library.encounters.size() == 1);
        CHECK(r.session.library.encounters[0].encounter->name == "Sound");
        CHECK(r.lost.find("1 damaged entry") != std::string::npos);
        CHECK_FALSE(check_library(r.session.library));
    }
    const Recovered whole = recover_session(session_with("3.0"));   // a whole number with a point is fine
    CHECK(whole.session.library.encounters.size() == 2);
}

TEST_CASE("input: a deeply nested file is refused with a message", "[input][depth]") {
    // The issue: "A deeply nested file (depth 10,000) fails with no message and leaves about
    // 347 KB of stack behind each time."
    CHECK(json_depth(nested(10), 64) == 10);
    CHECK(json_depth(nested(65), 64) == -1);
    CHECK(json_depth(R"({"a": "[[[[[[[[", "b": [1, {"c": "\"]]"}]})", 3) == 3);   // brackets in strings do not count
    CHECK(json_depth(R"({"a": "[[[[[[[[", "b": [1, {"c": "\"]]"}]})", 2) == -1);
    const std::string deep = nested(10000);
    for (const Why why : {load_library(deep).why(), load_encounter(deep).why(), load_session(deep).why(), load_actions(deep).why()})
        CHECK(why == Why::TooLarge);
    const std::string deep_inside = R"({"schema": 1, "library": {"roster": [{"name": "A", "notes": )" + nested(5000) + "}]}}";
    CHECK(load_library(deep_inside).why() == Why::TooLarge);
    CHECK(recover_session(deep_inside).lost == "everything (the saved data is not readable)");
}

TEST_CASE("input: a file up to 20 MB is read, a larger one refused with its size", "[input][size]") {
    // A library of 17 MB within every other limit (nine encounters of 500 combatants, each with
    // 3,900 bytes of notes) imports: the limit is 20 MB for a file.
    Encounter full;
    for (int i = 0; i < kMaxCombatants; ++i) full = must(full, AddCombatant{"Goblin " + std::to_string(i + 1), 1, false, 1, 7});
    for (auto& c : full.combatants) c.notes = std::string(3900, 'x');
    Library lib;
    for (std::uint32_t id = 1; id <= 9; ++id) lib.encounters.push_back({id, full});
    lib.next_id = 10;
    const std::string library_file = save_library(lib);
    REQUIRE(library_file.size() > 17u * 1000 * 1000);
    REQUIRE(library_file.size() < kMaxFileBytes);
    auto back = load_library(library_file);
    INFO(back.reason());
    REQUIRE(back.is_ok());
    CHECK(back.value() == lib);
    // One text of 17 MB is refused for that text, not for the file's size (issue 32).
    Encounter e = must(Encounter{}, AddCombatant{"Aria", 1, true, 1, 10});
    e.combatants[0].notes = std::string(17 * 1024 * 1024, 'x');
    const auto one_long_text = load_encounter(save_encounter(e));
    CHECK(one_long_text.why() == Why::TooLarge);
    CHECK(one_long_text.reason().find("a text (\"notes\") of 17825792 bytes") != std::string::npos);
    e.combatants[0].notes = std::string(kMaxFileBytes, 'x');
    const auto refused = load_encounter(save_encounter(e));
    CHECK(refused.why() == Why::TooLarge);   // its wording, with the sizes: refusal_wording_test.cpp
    CHECK(load_library(save_encounter(e)).why() == Why::TooLarge);
}

TEST_CASE("reducer: damage to a combatant at the edge of an int saturates and the state still saves", "[input][reducer]") {
    // The issue: "a large hit point value plus Damage 100000 overflows; that state is saved, and
    // on the next load the whole encounter is dropped."
    auto loaded = load_encounter(encounter_with_hp("-2147433648", "10"));   // as a file may hold it
    REQUIRE(loaded.is_ok());
    Encounter e = loaded.value();
    for (int i = 0; i < 3; ++i) e = must(e, Damage{1, 100000});
    CHECK(e.combatants[0].hp->current == std::numeric_limits<int>::min());
    auto back = load_encounter(save_encounter(e));
    INFO(back.reason());
    REQUIRE(back.is_ok());
    CHECK(back.value() == e);
    e = must(e, Heal{1, 100000});
    CHECK(e.combatants[0].hp->current == std::numeric_limits<int>::min() + 100000);
    CHECK(bounded_sum(std::numeric_limits<int>::max(), 1) == std::numeric_limits<int>::max());
    CHECK(bounded_difference(std::numeric_limits<int>::min(), 1) == std::numeric_limits<int>::min());
    CHECK(bounded_difference(0, std::numeric_limits<int>::min()) == std::numeric_limits<int>::max());
}

TEST_CASE("input: data saved by a newer version is recognised and never recovered as this version's", "[input][session][migrations]") {
    // The issue: "Data saved by a newer version is downgraded and overwritten (read as the
    // current schema, unknown fields dropped, written back)".
    const std::string newer = R"({"schema": 3, "library": {"next_id": 2, "encounters": [{"id": 1, "encounter": {"name": "Future"}}]}, "shiny": 1})";
    CHECK(saved_by_newer_version(newer));
    CHECK(load_session(newer).why() == Why::NewerVersion);
    const Recovered r = recover_session(newer);
    CHECK(r.session.library.encounters.empty());
    CHECK(r.lost.find("newer Roundkeeper") != std::string::npos);
    for (const char* other : {R"({"schema": 1, "library": {}})", "not json", R"({"schema": "2"})", R"([2])", ""}) {
        INFO(other);
        CHECK_FALSE(saved_by_newer_version(other));
    }
    CHECK(saved_by_newer_version(R"({"schema": 3.0, "library": {}})"));
}

TEST_CASE("dice: a modifier at the edge of an int saturates the total and is described without overflow", "[input][reducer][dice]") {
    // Found by tests/fuzz/fuzz_reducer.cpp: an initiative modifier of -2147483648 (a stat as a
    // file may hold it) was negated to describe the roll, and a large one overflowed the total.
    Rng rng;
    auto high = roll(DiceFormula{1, 20, std::numeric_limits<int>::max()}, RollInput{{20}}, rng);
    REQUIRE(high.is_ok());
    CHECK(high.value().total == std::numeric_limits<int>::max());
    const DiceFormula low{1, 20, std::numeric_limits<int>::min()};
    auto rolled = roll(low, RollInput{{1}}, rng);
    REQUIRE(rolled.is_ok());
    CHECK(rolled.value().total == std::numeric_limits<int>::min() + 1);
    CHECK(rolled.value().describe(low).find("- 2147483648 = -2147483647") != std::string::npos);
}
