#include <fstream>
#include <sstream>

#include "core/library/library.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::must;

namespace {
Library two_encounters() {
    Library lib;
    lib.roster = {{"Aria", true, 3, 24, {{"dex", 15}}, "Cleric"}, {"Bram", true, 3, 31, {}, ""}};
    Encounter bridge = must(Encounter{}, RenameEncounter{"Bridge"});
    bridge = must(bridge, AddCombatant{"Troll", 2, false, 5, 60});
    Encounter crypt = must(Encounter{}, RenameEncounter{"Crypt"});
    lib.encounters = {{1, bridge}, {2, crypt}};
    lib.open = 2;
    lib.next_id = 3;
    return lib;
}
std::string fixture(const std::string& name) {
    std::ifstream in(std::string(RK_FIXTURES_DIR) + "/" + name);
    REQUIRE(in.good());
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
} // namespace

TEST_CASE("a library of encounters and the party roster survives save and load", "[library]") {
    const Library lib = two_encounters();
    auto back = load_library(save_library(lib));
    INFO(back.reason());
    REQUIRE(back.is_ok());
    CHECK(back.value() == lib);
}

TEST_CASE("a damaged or foreign library is refused with a reason", "[library]") {
    std::string good = save_library(two_encounters());
    for (const std::string& bad : {good.substr(0, good.size() / 2), std::string("{\"schema\":1}"),
                                   std::string("{\"schema\":7,\"library\":{}}"), std::string("[1,2,3]"),
                                   std::string("{\"schema\":1,\"library\":{\"encounters\":[{\"id\":5}],\"next_id\":2}}"),
                                   std::string("{\"schema\":1,\"library\":{\"open\":9}}"),
                                   std::string("{\"schema\":1,\"library\":{\"roster\":[{\"name\":\"\"}]}}")}) {
        INFO(bad);
        auto r = load_library(bad);
        CHECK_FALSE(r.is_ok());
        CHECK_FALSE(r.reason().empty());
    }
}

TEST_CASE("a library with a number that is not whole is refused", "[library]") {
    auto r = load_library(R"({"schema": 1, "library": {"next_id": 1e300}})");
    REQUIRE_FALSE(r.is_ok());
    CHECK(r.why() == Why::WrongFormat);
}

TEST_CASE("frozen fixture: schema 1 library still loads", "[library][fixtures]") {
    auto r = load_library(fixture("library-v1.json"));
    INFO(r.reason());
    REQUIRE(r.is_ok());
    CHECK(r.value().encounters.size() == 2);
    CHECK(r.value().roster.size() == 2);
    CHECK(r.value().roster[0].stats.at("dex") == 15);
    CHECK(r.value().open == 2u);
}
