// The players' view (rk::player_view, core/formats/share_codec.cpp) carries only what players may see.
// For each rule system, a fight with a hidden NPC is played by its prompts, and at every step a
// "#v=" link is decoded and searched: no field of the hidden combatant (its name, anything
// pointing at its id), no hit points, ranks or health marks of NPCs, and no count that tells a
// hidden combatant is there (text 004's group tallies, the next id).
#include <algorithm>
#include <set>
#include <string>

#include "core/formats/json_types.hpp"
#include "core/formats/base64url.hpp"
#include "core/fight/combat.hpp"
#include "core/fight/prompts.hpp"
#include "core/rules/rule_system.hpp"
#include "core/formats/share_codec.hpp"
#include "core/fight/turn_order.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/segments/segments_system.hpp"
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
    const bool ranks = r == kActionDice;
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
    // Numbers the game master keeps on the goblin and on Aria: a player's own are the table's.
    e = must(e, SetStat{kGoblin, "secret_weakness", 7});
    e = must(e, SetStat{kGoblin, "armour", 2});
    e = must(e, SetStat{kAria, "armour", 1});
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
    const RuleSystem& system = rule_system(table);
    for (const Combatant& c : v.combatants) {
        INFO(c.name);
        CHECK(c.notes.empty());
        if (!c.is_player) {
            CHECK_FALSE(c.hp);
            CHECK_FALSE(c.ranks);
            // Only the stats its order reads, which the order shows anyway.
            for (const auto& [key, value] : c.stats) {
                INFO(key);
                CHECK((key == "initiative" || std::find(system.order_stats.begin(), system.order_stats.end(), key) != system.order_stats.end()));
            }
            CHECK(part<FactionsPart>(c) == FactionsPart{});   // text 004: its gear and group are the game master's
            for (const SegmentAction& planned : part<SegmentsPart>(c).plan.actions) {   // text 003: not what, nor at whom
                CHECK_FALSE(planned.target);
                CHECK((planned.spell.empty() || planned.spell == "a spell"));
            }
        } else {
            CHECK(c.stats == table.find(c.id)->stats);   // a player's own numbers are shown
        }
    }
    CHECK(link.find("secret_weakness") == std::string::npos);
    // The players see the order the table plays by: the same, but for the hidden.
    std::vector<CombatantId> table_order;
    for (CombatantId id : turn_order(table))
        if (id != kLurker) table_order.push_back(id);
    CHECK(turn_order(v) == table_order);
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

bool link_holds(const Encounter& e, const std::string& text) {
    auto shared = parse_fragment(share_fragment(e, ShareKind::PlayerView));
    return shared && json(shared.value().encounter).dump().find(text) != std::string::npos;
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
    play_and_check(kHighestFirst);
}

TEST_CASE("players' view: initiative rounds (text 000) leak nothing of a hidden NPC", "[share][player-view]") {
    play_and_check(kInitiativeRounds);
}

TEST_CASE("players' view: the countdown (text 001) leaks nothing of a hidden NPC", "[share][player-view]") {
    play_and_check(kCountdown);
}

TEST_CASE("players' view: action dice (text 002) leak nothing of a hidden NPC, nor NPC ranks", "[share][player-view]") {
    play_and_check(kActionDice);
}

TEST_CASE("players' view: action dice (text 002) on the table are seen, an NPC's too", "[share][player-view]") {
    // shared/rules/002_0ab9c90439f7658b.txt: "the 1s are left in front of the creature and indicate
    // 'exposure'"; "you should keep the roll in front of you": the dice lie on the table, and the
    // order goes by them (docs/rules-notes.md).
    Encounter e = must(fight(kActionDice), StartEncounter{});
    for (int i = 0; i < 20 && part<ActionDicePart>(*e.find(kGoblin)).hand.empty(); ++i) e = must(e, primary_prompt(e)->action);
    REQUIRE_FALSE(part<ActionDicePart>(*e.find(kGoblin)).hand.empty());
    const Encounter v = player_view(e);
    CHECK(part<ActionDicePart>(*v.find(kGoblin)).hand == part<ActionDicePart>(*e.find(kGoblin)).hand);
    CHECK(part<ActionDicePart>(*v.find(kGoblin)).exposures == part<ActionDicePart>(*e.find(kGoblin)).exposures);
}

TEST_CASE("players' view: segments (text 003) leak nothing of a hidden NPC, not even an attack declared on it",
          "[share][player-view]") {
    Encounter e = fight(kSegments);
    check_view(e);
    play_and_check(kSegments);
}

TEST_CASE("players' view: segments (text 003) show when an NPC's declared action comes, not what it is nor at whom",
          "[share][player-view]") {
    // shared/rules/003_abb45db44eb0a0ba.txt: "At the beginning of the round, the GM will call for action
    // declarations": the players declare aloud; the game master's own stay behind the screen
    // (docs/rules-notes.md) until they happen.
    Encounter e = must(fight(kSegments), StartEncounter{});
    for (int i = 0; i < 10 && e.step != Step::Declaring; ++i) e = must(e, primary_prompt(e)->action);   // past the surprise
    REQUIRE(e.step == Step::Declaring);
    e = must(e, DeclareSpell{.id = kGoblin, .spell = "Sleep", .rank = 1, .target = kAria});
    e = must(e, DeclareAttacks{.id = kAria, .attacks = 1, .target = kGoblin});
    const Encounter v = player_view(e);
    const auto& goblin = part<SegmentsPart>(*v.find(kGoblin)).plan.actions;
    REQUIRE(goblin.size() == 1);
    CHECK(goblin[0].spell == "a spell");
    CHECK_FALSE(goblin[0].target);
    CHECK(goblin[0].start == part<SegmentsPart>(*e.find(kGoblin)).plan.actions[0].start);   // when it comes
    const auto& aria = part<SegmentsPart>(*v.find(kAria)).plan.actions;
    REQUIRE(aria.size() == 1);
    CHECK(aria[0].target == std::optional<CombatantId>(kGoblin));
    CHECK_FALSE(link_holds(e, "Sleep"));
    check_view(e);
}

TEST_CASE("players' view: alternating factions (text 004) carry no NPC health and no group tallies",
          "[share][player-view]") {
    // An NPC's gear is the game master's numbers (docs/rules-notes.md); a player's is shown.
    // The issue: "a #v= link of an alternating-factions fight carries every NPC's health
    // (factions.health), including a hidden combatant's, and the group tallies reveal that a
    // hidden combatant exists."
    Encounter e = must(fight(kAlternatingFactions), AddGear{.id = kGoblin, .name = "Poisoned spear", .damage = "d8"});
    e = must(e, AddGear{.id = kAria, .name = "Sword", .damage = "d6"});
    REQUIRE(player_view(e).find(kAria)->part == e.find(kAria)->part);
    REQUIRE(link_holds(e, "Sword"));
    REQUIRE_FALSE(link_holds(e, "Poisoned"));
    e = must(e, GiveInitiative{kFoes});
    e = must(e, StartEncounter{});
    REQUIRE_FALSE(part<FactionRound>(e).health.empty());
    REQUIRE_FALSE(part<FactionRound>(e).groups.empty());
    check_view(e);
    play_and_check(kAlternatingFactions);
}

TEST_CASE("players' view: a hand-made #v= link is cut down to the players' view when it opens", "[share][player-view]") {
    // Whoever made the link, a players' view shows only what player_view lets through: here
    // the game master's full tree sealed under the players' letter.
    const Encounter e = must(fight(kHighestFirst), StartEncounter{});
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
    Encounter e = must(fight(kHighestFirst), StartEncounter{});
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
