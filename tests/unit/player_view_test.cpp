// The players' view (rk::player_view, core/share_codec.cpp) carries only what players may see.
// For each rule system, a fight with a hidden NPC is played by its prompts, and at every step a
// "#v=" link is decoded and searched: no field of the hidden combatant (its name, anything
// pointing at its id), no hit points, ranks or health marks of NPCs, and no count that tells a
// hidden combatant is there (text 004's group tallies, the next id).
#include <algorithm>
#include <set>
#include <string>

#include "core/json_types.hpp"
#include "core/base64url.hpp"
#include "core/combat.hpp"
#include "core/prompts.hpp"
#include "core/share_codec.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::must;
using nlohmann::json;

namespace {

constexpr SideId kParty = 1, kFoes = 2;
constexpr CombatantId kAria = 1, kGoblin = 2, kLurker = 3;
const std::string kHiddenName = "Zzyx the Lurker";

// Aria (a player), a goblin and, last, a hidden NPC who casts a curse on Aria.
Encounter fight(Ruleset r) {
    const bool ranks = r == Ruleset::ActionDice;
    Encounter e = must(Encounter{}, SetRuleset{r, {}});
    e = must(e, AddCombatant{"Aria", kParty, true, 3, ranks ? std::nullopt : std::optional(20), 2});
    e = must(e, AddCombatant{"Goblin", kFoes, false, 1, ranks ? std::nullopt : std::optional(8), 1});
    e = must(e, AddCombatant{kHiddenName, kFoes, false, 2, ranks ? std::nullopt : std::optional(15), 3});
    if (ranks) {
        e = must(e, SetRanks{.id = kAria, .physical = 3, .mental = 3});
        e = must(e, SetRanks{.id = kGoblin, .physical = 2, .mental = 1});
        e = must(e, SetRanks{.id = kLurker, .physical = 2, .mental = 2});
    }
    e = must(e, SetNotes{kLurker, "waits under the bridge"});
    e = must(e, SetHidden{kLurker, true});
    AddEffect curse;
    curse.name = "Curse of " + kHiddenName;
    curse.source = kLurker;
    curse.target = kAria;
    curse.duration = "until removed";
    curse.expiry = Expiry::Never;
    e = must(e, curse);
    AddEffect ward;
    ward.name = "Ward";
    ward.source = kLurker;
    ward.target = kGoblin;
    ward.duration = "3 rounds";
    return must(e, ward);
}

const std::set<std::string> kIdKeys = {"id", "acting", "target", "source", "anchor", "refresh_caller", "attacker"};

// Every place of the decoded view's JSON tree that names the hidden combatant.
void find_hidden(const json& j, const std::string& path, std::vector<std::string>& found) {
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            const std::string at = path + "." + it.key();
            if (kIdKeys.count(it.key()) && it.value().is_number() && it.value().get<long long>() == kLurker &&
                path.find("effects") == std::string::npos && path.find("wounds") == std::string::npos)
                found.push_back(at);
            if (it.key() == "morale_due")
                for (const auto& id : it.value())
                    if (id.get<long long>() == kLurker) found.push_back(at);
            find_hidden(it.value(), at, found);
        }
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i) find_hidden(j[i], path + "." + std::to_string(i), found);
    } else if (j.is_string() && j.get_ref<const std::string&>().find("Zzyx") != std::string::npos) {
        found.push_back(path);
    }
}

void check_view(const Encounter& table) {
    const std::string link = share_fragment(table, ShareKind::PlayerView);
    auto shared = parse_fragment(link);
    INFO("round " << table.round << ", step " << json(table.step).dump() << ": " << shared.reason());
    REQUIRE(shared.is_ok());
    REQUIRE(shared.value().kind == ShareKind::PlayerView);
    const Encounter& v = shared.value().encounter;
    const json tree = json(v);

    std::vector<std::string> found;
    find_hidden(tree, "", found);
    std::string where;
    for (const auto& f : found) where += f + " ";
    INFO("the hidden combatant shows at: " << where);
    CHECK(found.empty());
    CHECK(v.find(kLurker) == nullptr);
    for (const Effect& fx : v.effects) {
        CHECK(fx.source != std::optional<CombatantId>(kLurker));
        CHECK(fx.target != std::optional<CombatantId>(kLurker));
        CHECK(fx.anchor != std::optional<CombatantId>(kLurker));
    }
    for (const Combatant& c : v.combatants) {
        INFO(c.name);
        CHECK(c.notes.empty());
        if (!c.is_player) {
            CHECK_FALSE(c.hp);
            CHECK_FALSE(c.ranks);
        }
    }
    for (const HealthMark& mark : part<FactionRound>(v).health) {
        const Combatant* c = v.find(mark.id);
        CHECK((c && c->is_player));   // NPC health is hit points the table hides
    }
    CHECK(part<FactionRound>(v).groups.empty());   // a group's numbers count its hidden members
    // The next id does not tell that the last combatant added is a hidden one.
    CombatantId highest = 0;
    for (const Combatant& c : v.combatants) highest = std::max(highest, c.id);
    for (const Effect& fx : v.effects) highest = std::max(highest, fx.id);
    CHECK(v.next_id == highest + 1);
    CHECK(link.find("Zzyx") == std::string::npos);
}

// Plays the fight by its big button, checking the view before every step, into round 2.
void play_and_check(Ruleset r) {
    Encounter e = fight(r);
    check_view(e);
    e = must(e, StartEncounter{});
    for (int step = 0; step < 120 && !(e.phase == Phase::Running && e.round >= 3); ++step) {
        check_view(e);
        const auto next = primary_prompt(e);
        if (!next) break;
        auto r2 = rk::apply(e, next->action);
        if (!r2) break;
        e = std::move(r2).value();
    }
    check_view(e);
    CHECK(e.round >= 2);
}

} // namespace

TEST_CASE("players' view: highest first leaks nothing of a hidden NPC, nor NPC hit points", "[share][player-view]") {
    play_and_check(Ruleset::HighestFirst);
}

TEST_CASE("players' view: initiative rounds (text 000) leak nothing of a hidden NPC", "[share][player-view]") {
    play_and_check(Ruleset::InitiativeRounds);
}

TEST_CASE("players' view: the countdown (text 001) leaks nothing of a hidden NPC", "[share][player-view]") {
    play_and_check(Ruleset::Countdown);
}

TEST_CASE("players' view: action dice (text 002) leak nothing of a hidden NPC, nor NPC ranks", "[share][player-view]") {
    play_and_check(Ruleset::ActionDice);
}

TEST_CASE("players' view: segments (text 003) leak nothing of a hidden NPC, not even an attack declared on it",
          "[share][player-view]") {
    Encounter e = fight(Ruleset::Segments);
    check_view(e);
    play_and_check(Ruleset::Segments);
}

TEST_CASE("players' view: alternating factions (text 004) carry no NPC health and no group tallies",
          "[share][player-view]") {
    // The issue: "a #v= link of an alternating-factions fight carries every NPC's health
    // (factions.health), including a hidden combatant's, and the group tallies reveal that a
    // hidden combatant exists."
    Encounter e = must(fight(Ruleset::AlternatingFactions), GiveInitiative{kFoes});
    e = must(e, StartEncounter{});
    REQUIRE_FALSE(part<FactionRound>(e).health.empty());
    REQUIRE_FALSE(part<FactionRound>(e).groups.empty());
    check_view(e);
    play_and_check(Ruleset::AlternatingFactions);
}

TEST_CASE("players' view: a hand-made #v= link is cut down to the players' view when it opens", "[share][player-view]") {
    // Whoever made the link, a players' view shows only what player_view lets through: here
    // the game master's full tree sealed under the players' letter.
    const Encounter e = must(fight(Ruleset::HighestFirst), StartEncounter{});
    const std::string full = share_fragment(e, ShareKind::Full);
    const auto body = base64url_decode(std::string_view(full).substr(3));
    REQUIRE(body);
    const std::string tree = body->substr(0, body->size() - 4);
    auto opened = parse_fragment(detail::seal_fragment(ShareKind::PlayerView, tree));
    REQUIRE(opened.is_ok());
    CHECK(opened.value().kind == ShareKind::PlayerView);
    CHECK(opened.value().encounter.find(kLurker) == nullptr);
    CHECK(opened.value().encounter == player_view(e));
    CHECK(player_view(player_view(e)) == player_view(e));   // applying it twice changes nothing more
}

TEST_CASE("players' view: an NPC out of the fight is shown out, without its hit points", "[share][player-view]") {
    Encounter e = must(fight(Ruleset::HighestFirst), StartEncounter{});
    e = must(e, Damage{kGoblin, 500});
    REQUIRE(out_of_fight(e, *e.find(kGoblin)));
    const Encounter view = player_view(e);
    const Combatant& goblin = *view.find(kGoblin);
    CHECK_FALSE(goblin.hp.has_value());
    CHECK(out_of_fight(view, goblin) == std::optional<std::string>("out of the fight"));   // nothing of how hurt
    CHECK_FALSE(out_of_fight(view, *view.find(kAria)));
    // Where hit points are kept (a game master's encounter), they are what counts: healed, it fights on.
    Encounter healed = must(e, Heal{kGoblin, 600});
    for (Combatant& c : healed.combatants) c.shown_out = c.id == kGoblin;
    CHECK_FALSE(out_of_fight(healed, *healed.find(kGoblin)));
}
