// What the common core asks of every rule system through its descriptor, and never reads itself
// (issue 27): what must hold of a system's parts in a saved state wherever they are, what its parts
// forget of a combatant that leaves, how a newcomer's health is measured, and the system's key as
// the only name a fight gives its rules.
#include <string>

#include "helpers.hpp"
#include "core/fight/validate.hpp"
#include "core/formats/serialize.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/segments/segments_system.hpp"
#include "core/rules/system_parts.hpp"

using namespace rk;
using namespace rk::test;

namespace {

// The words of the refusal a saved state gets, or "" when it holds.
std::string damage_in(const Encounter& e) {
    const Refusal broken = check_invariants(e);
    if (!broken) return "";
    CHECK(broken->why == Why::Inconsistent);
    return broken->text;
}

} // namespace

TEST_CASE("system hooks: each system's parts are checked wherever a saved file puts them, even in another system's fight", "[system_hooks]") {
    const Encounter generic = started_sample(kHighestFirst);
    REQUIRE(damage_in(generic).empty());
    const CombatantId id = generic.combatants.front().id;

    Encounter dice = generic;   // text 002: "d6s" only
    part<ActionDicePart>(*dice.find(id)).hand = {7};
    CHECK(damage_in(dice).find("not a d6 face") != std::string::npos);

    Encounter refresh = generic;   // a Refresh only in a running action-dice fight
    refresh.step = Step::Refresh;
    CHECK(damage_in(refresh) == "a Refresh is under way outside a running action-dice fight");

    Encounter ambush = generic;   // text 003's PER results run 1x to 5x
    part<SegmentsPart>(*ambush.find(id)).ambush_per = 9;
    CHECK(damage_in(ambush).find("PER result outside 1x to 5x") != std::string::npos);

    Encounter factions = generic;   // text 004's round names factions that exist
    part<FactionRound>(factions).initiative = 99;
    CHECK(damage_in(factions) == "the faction holding the initiative does not exist");

    Encounter gear = generic;
    part<FactionsPart>(*gear.find(id)).gear.push_back(Gear{});
    CHECK(damage_in(gear).find("carries gear without a name") != std::string::npos);
}

TEST_CASE("system hooks: a combatant who leaves the fight no longer stands as the one who called the Refresh", "[system_hooks]") {
    Encounter e = started_sample(kActionDice);
    const CombatantId caller = e.combatants.back().id;
    part<ActionDiceFight>(e).refresh_caller = caller;
    REQUIRE(damage_in(e).empty());
    e = must(e, RemoveCombatant{caller});
    CHECK_FALSE(part<ActionDiceFight>(e).refresh_caller.has_value());
    CHECK(damage_in(e).empty());
}

TEST_CASE("system hooks: where the rules measure health by ranks, a newcomer has ranks and no hit points", "[system_hooks]") {
    Encounter e = must(Encounter{}, SetRuleset{kActionDice, {}});
    e = must(e, AddCombatants{.name = "Orc", .hp_max = 12, .hp_dice = "2d6", .stats = {{"physical", 4}, {"mental", 2}, {"dex", 3}}, .copies = 2});
    REQUIRE(e.combatants.size() == 2);
    for (const Combatant& c : e.combatants) {
        CHECK_FALSE(c.hp.has_value());
        REQUIRE(c.ranks.has_value());
        CHECK(physical(e, c.id) == 4);
        CHECK(mental(e, c.id) == 2);
        CHECK(c.stats.at("dex") == 3);
        CHECK_FALSE(c.stats.contains("physical"));
    }
    Encounter generic = must(Encounter{}, AddCombatants{.name = "Orc", .hp_max = 12, .stats = {{"physical", 4}}});
    CHECK(generic.combatants.front().hp->max == 12);
    CHECK_FALSE(generic.combatants.front().ranks.has_value());
    CHECK(generic.combatants.front().stats.at("physical") == 4);
}

TEST_CASE("system hooks: a fight names its rules by the registry's key, saved as that key; a key no system has is refused", "[system_hooks]") {
    CHECK(kHighestFirst == kDefaultRuleset);
    CHECK(Encounter{}.ruleset == kHighestFirst);
    // A Ruleset compares by its key's address (core/model/types.hpp): each system's constant holds
    // the very array its descriptor, and so every key read from a file, holds.
    for (const Ruleset constant : {kHighestFirst, kInitiativeRounds, kCountdown, kActionDice, kSegments, kAlternatingFactions}) {
        const RuleSystem* system = find_rule_system(constant.key());
        REQUIRE(system);
        CHECK(system->id() == constant);
        CHECK(system->key.data() == constant.key().data());
    }
    for (const RuleSystem* system : rule_systems()) {
        CHECK(rule_system(system->id()).key == system->key);
        Encounter e = must(Encounter{}, SetRuleset{system->id(), system->settings});
        const std::string saved = save_encounter(e);
        CHECK(saved.find("\"ruleset\":\"" + std::string(system->key) + "\"") != std::string::npos);
        const auto loaded = load_encounter(saved);
        REQUIRE(loaded);
        CHECK(loaded.value().ruleset == system->id());
    }
    std::string chess = save_encounter(Encounter{});
    chess.replace(chess.find("\"highest_first\""), 15, "\"chess\"");
    const auto refused = load_encounter(chess);
    REQUIRE_FALSE(refused);
    CHECK(refused.reason().find("unknown ruleset \"chess\"") != std::string::npos);
    CHECK(rule_system(Ruleset{"chess"}).key == kDefaultRuleset.key());   // asked by code, the generic one answers
}
