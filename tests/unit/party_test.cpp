// The party between fights (issue 28), as the app plays it through the store: members brought
// into a fight as they stand, the fight's state kept back into the roster as one library undo
// step, the log's lines, foes left alone, a member in two fights, and old rosters upgraded.
#include "helpers.hpp"

#include "core/fight/lasting.hpp"
#include "core/library/library_json.hpp"
#include "core/library/library_reducer.hpp"
#include "core/library/party.hpp"
#include "core/library/store.hpp"
#include "core/rules/action_dice/action_dice_lasting.hpp"
#include "core/rules/countdown/countdown_lasting.hpp"
#include "core/rules/countdown/countdown.hpp"
#include "core/rules/system_parts.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"

using namespace rk;
using namespace rk::test;

namespace {

RosterEntry sheet(std::string name, bool player, int hp) { return {std::move(name), player, 3, hp, {}, ""}; }

// A store with Aria (24 hp), Bram (31 hp) and a favourite troll in the roster, and a new open
// encounter of `rules` (its id returned).
std::uint32_t new_fight(Store& s, Ruleset rules = kHighestFirst) {
    const std::uint32_t id = s.library().next_id;
    REQUIRE_FALSE(s.dispatch_all(std::vector<LibraryAction>{NewEncounter{rules, rule_system(rules).settings}, OpenEncounter{id}}));
    return id;
}

Store with_roster() {
    Store s;
    for (const RosterEntry& r : {sheet("Aria", true, 24), sheet("Bram", true, 31), sheet("Troll", false, 60)})
        REQUIRE_FALSE(s.dispatch(AddToRoster{r}));
    return s;
}

const Combatant& named(const Encounter& e, const std::string& name) {
    for (const Combatant& c : e.combatants)
        if (c.name == name) return c;
    FAIL("no " << name);
    throw;
}

const RosterEntry& entry(const Store& s, const std::string& name) {
    for (const RosterEntry& r : s.library().roster)
        if (r.name == name) return r;
    FAIL("no " << name << " in the roster");
    throw;
}

} // namespace

TEST_CASE("party: a fight's state goes back to the roster when it ends, and the next fight starts from it", "[party]") {
    Store s = with_roster();
    new_fight(s);
    REQUIRE_FALSE(s.dispatch(party_into_fight(party(s.library().roster), kHighestFirst)));
    REQUIRE_FALSE(s.dispatch(party_into_fight(std::vector{entry(s, "Troll")}, kHighestFirst)));
    const CombatantId aria = named(s.encounter(), "Aria").id, bram = named(s.encounter(), "Bram").id;
    const CombatantId troll = named(s.encounter(), "Troll").id;
    REQUIRE_FALSE(s.dispatch(SetInitiative{aria, 15}));
    REQUIRE_FALSE(s.dispatch(SetInitiative{bram, 12}));
    REQUIRE_FALSE(s.dispatch(SetInitiative{troll, 8}));
    REQUIRE_FALSE(s.dispatch(StartEncounter{}));
    REQUIRE_FALSE(s.dispatch(Damage{aria, 15}));
    REQUIRE_FALSE(s.dispatch(Damage{troll, 40}));
    REQUIRE_FALSE(s.dispatch(AddEffect{.name = "Stunned", .target = bram, .duration = "until removed"}));
    REQUIRE_FALSE(s.dispatch(EndEncounter{}));

    const Library before = s.library();
    REQUIRE_FALSE(s.dispatch(KeepPartyState{*s.library().open}));
    CHECK(entry(s, "Aria").standing->combatant.hp == HitPoints{9, 24, 0});
    REQUIRE(entry(s, "Bram").standing->effects.size() == 1);
    CHECK(entry(s, "Bram").standing->effects[0].name == "Stunned");
    CHECK_FALSE(entry(s, "Troll").standing);   // foes are never written back unless asked
    CHECK(party_changes(before, s.library()) == std::vector<std::string>{"Aria 24 → 9 hp", "Bram Stunned kept"});
    CHECK(s.library_undo_label() == "change the state of 2 members");

    // The second fight: the whole party as the first left them.
    new_fight(s);
    REQUIRE_FALSE(s.dispatch(party_into_fight(party(s.library().roster), kHighestFirst)));
    CHECK(named(s.encounter(), "Aria").hp == HitPoints{9, 24, 0});
    const Combatant& bram_again = named(s.encounter(), "Bram");
    REQUIRE(s.encounter().effects.size() == 1);
    CHECK(s.encounter().effects[0].name == "Stunned");
    CHECK(s.encounter().effects[0].target == bram_again.id);
    CHECK(s.history().past.size() == 1);   // the whole party is one undo step

    // Undo of the keeping puts the party back as it was (full health), the encounters untouched.
    const Encounter second = s.encounter();
    REQUIRE_FALSE(s.undo_library());   // takes back the second encounter's creation first
    REQUIRE_FALSE(s.undo_library());
    CHECK_FALSE(entry(s, "Aria").standing);
    CHECK(member_of(entry(s, "Aria"), kHighestFirst).combatant.hp == HitPoints{24, 24, 0});
}

TEST_CASE("party: foes are written back only when the game master asks", "[party]") {
    Store s = with_roster();
    const std::uint32_t id = new_fight(s);
    REQUIRE_FALSE(s.dispatch(party_into_fight(std::vector{entry(s, "Troll")}, kHighestFirst)));
    REQUIRE_FALSE(s.dispatch(Damage{named(s.encounter(), "Troll").id, 10}));
    CHECK(code(s.dispatch(KeepPartyState{id})) == Why::NotInRoster);   // no player of the roster here
    REQUIRE_FALSE(s.dispatch(KeepPartyState{id, true}));
    CHECK(entry(s, "Troll").standing->combatant.hp->current == 50);
}

TEST_CASE("party: a member also in another fight not over is kept from it only when asked", "[party]") {
    Store s = with_roster();
    const std::uint32_t bridge = new_fight(s);
    REQUIRE_FALSE(s.dispatch(RenameEncounter{"Bridge"}));
    REQUIRE_FALSE(s.dispatch(party_into_fight(std::vector{entry(s, "Aria")}, kHighestFirst)));
    const std::uint32_t cave = new_fight(s);
    REQUIRE_FALSE(s.dispatch(party_into_fight(party(s.library().roster), kHighestFirst)));
    REQUIRE_FALSE(s.dispatch(Damage{named(s.encounter(), "Aria").id, 4}));
    REQUIRE_FALSE(s.dispatch(Damage{named(s.encounter(), "Bram").id, 6}));
    CHECK(other_open_fights(s.library(), cave, "Aria") == std::vector<std::string>{"Bridge"});
    CHECK(other_open_fights(s.library(), cave, "Bram").empty());

    REQUIRE_FALSE(s.dispatch(KeepPartyState{cave}));
    CHECK_FALSE(entry(s, "Aria").standing);   // nothing silently overwritten
    CHECK(entry(s, "Bram").standing->combatant.hp->current == 25);
    REQUIRE_FALSE(s.dispatch(KeepPartyState{cave, false, true}));
    CHECK(entry(s, "Aria").standing->combatant.hp->current == 20);

    // Once the bridge's fight is over, it no longer holds her.
    REQUIRE_FALSE(s.dispatch(OpenEncounter{bridge}));
    REQUIRE_FALSE(s.dispatch(StartEncounter{}));
    REQUIRE_FALSE(s.dispatch(EndEncounter{}));
    REQUIRE_FALSE(s.dispatch(OpenEncounter{cave}));   // files the bridge's fight in the library
    CHECK(other_open_fights(s.library(), cave, "Aria").empty());
}

TEST_CASE("party: the sheet is the game master's: a lower maximum caps the hit points kept", "[party]") {
    RosterEntry aria = sheet("Aria", true, 24);
    Member hurt;
    hurt.combatant.name = "Aria";
    hurt.combatant.hp = HitPoints{20, 24, 3};
    aria.standing = hurt;
    aria.hp_max = 18;
    aria.level = 4;
    const Member m = member_of(aria, kHighestFirst);
    CHECK(m.combatant.hp == HitPoints{18, 18, 3});
    CHECK(m.combatant.level == 4);
}

TEST_CASE("party: what a member keeps in one text's terms stays with that text; hit points and effects go anywhere", "[party]") {
    // Rules text 001, "Subdual Damage": "such subdual points are recovered at a rate of 1 hp per hour".
    RosterEntry aria = sheet("Aria", true, 24);
    Member kept;
    kept.combatant.name = "Aria";
    kept.combatant.hp = HitPoints{15, 24, 0};
    part<CountdownPart>(kept.combatant).subdual = 4;
    aria.standing = kept;
    aria.standing_rules = kCountdown;
    const Member in_001 = member_of(aria, kCountdown);
    CHECK(countdown_lasting_words(in_001) == std::vector<std::string>{"4 subdual"});
    const Member elsewhere = member_of(aria, kHighestFirst);
    CHECK(elsewhere.combatant.hp == HitPoints{15, 24, 0});
    CHECK(std::holds_alternative<std::monostate>(elsewhere.combatant.part));

    Encounter e = must(Encounter{}, SetRuleset{kCountdown, rule_system(kCountdown).settings});
    e = must(e, AddMembers{{in_001}});
    CHECK(part<CountdownPart>(e.combatants.front()).subdual == 4);
}

TEST_CASE("party: AddMembers puts a member on a side the fight has, refuses nobody, and reads back from JSON", "[party]") {
    Member m;
    m.combatant.name = "Aria";
    m.combatant.is_player = true;
    m.combatant.side = 7;   // a faction of another fight
    m.combatant.hp = HitPoints{9, 24, 0};
    const Encounter e = must(Encounter{}, AddMembers{{m}});
    CHECK(e.combatants.front().side == e.sides.front().id);
    CHECK(e.combatants.front().hp == HitPoints{9, 24, 0});
    CHECK(refusal_code(Encounter{}, AddMembers{}) == Why::NothingChosen);
    const Action a = AddMembers{{m}};
    const auto back = load_action(save_action(a));
    REQUIRE(back.is_ok());
    CHECK(back.value() == a);
}

TEST_CASE("party: an old library's roster (no standing) loads, at full health", "[party][serialize]") {
    const auto lib = load_library(R"({"schema":1,"library":{"encounters":[],"roster":[
        {"name":"Aria","is_player":true,"level":3,"hp_max":24,"stats":{"dex":15},"notes":"Cleric"}],"next_id":1}})");
    REQUIRE(lib.is_ok());
    const RosterEntry& aria = lib.value().roster.front();
    CHECK_FALSE(aria.standing);
    CHECK(member_of(aria, kHighestFirst).combatant.hp == HitPoints{24, 24, 0});
    // and what is kept now reads back the same
    Library with = lib.value();
    Member hurt = member_of(aria, kHighestFirst);
    hurt.combatant.hp->current = 9;
    with.roster.front().standing = hurt;
    const auto again = load_library(save_library(with));
    REQUIRE(again.is_ok());
    CHECK(again.value() == with);
}

namespace {

// A store whose roster holds `fighter` as a fight of `rules` left it (kept by KeepPartyState).
Store kept_from(const Encounter& fight, const std::string& fighter) {
    Store s;
    REQUIRE_FALSE(s.dispatch(AddEncounters{{fight}, {}}));
    const Combatant& c = named(fight, fighter);
    RosterEntry r{c.name, true, c.level, c.hp ? std::optional(c.hp->max) : std::nullopt, c.stats, c.notes};
    REQUIRE_FALSE(s.dispatch(AddToRoster{r}));
    REQUIRE_FALSE(s.dispatch(KeepPartyState{s.library().encounters.front().id, true}));
    REQUIRE(entry(s, fighter).standing);
    return s;
}

} // namespace

TEST_CASE("party: 001_9b33af6f46041b76.txt \"such subdual points are recovered at a rate of 1 hp per hour\": hours of rest for the party", "[party][001]") {
    Encounter e = started_sample(kCountdown);
    e = must(e, SubdualHit{1, 9});   // 4 real, 5 subdual
    e = must(e, EndEncounter{});
    Store s = kept_from(e, "Fighter");
    CHECK(countdown_lasting_words(*entry(s, "Fighter").standing) == std::vector<std::string>{"5 subdual"});
    const Library before = s.library();
    REQUIRE_FALSE(s.dispatch(Recover{{"Fighter"}, "subdual_by_the_hour", 3}));
    CHECK(countdown_lasting_words(*entry(s, "Fighter").standing) == std::vector<std::string>{"2 subdual"});
    CHECK(entry(s, "Fighter").standing->combatant.hp->current == 12);   // the real damage does not come back with it
    CHECK(party_changes(before, s.library()) == std::vector<std::string>{"Fighter 2 subdual, 5 subdual gone"});
    CHECK(code(s.dispatch(Recover{{"Fighter"}, "subdual_by_the_hour", 0})) == Why::AmountOutOfRange);
    CHECK(code(s.dispatch(Recover{{"Fighter"}, "week_of_rest", 1})) == Why::NotInThisRuleset);   // text 002's
    REQUIRE_FALSE(s.undo_library());
    CHECK(countdown_lasting_words(*entry(s, "Fighter").standing) == std::vector<std::string>{"5 subdual"});
}

TEST_CASE("party: 002_0ab9c90439f7658b.txt \"A week with good food and water and no travel, will result in 2 wounds being healed\": weeks of rest for the party", "[party][002]") {
    Encounter e = started_sample(kActionDice);
    for (int i = 0; i < 3; ++i) e = must(e, ApplyDamage{.id = 1, .points = 2, .take_state = false});
    e = must(e, EndEncounter{});
    const std::string name = e.find(1)->name;
    Store s = kept_from(e, name);
    REQUIRE(entry(s, name).standing->combatant.ranks->physical.lost == 3);
    REQUIRE_FALSE(s.dispatch(Recover{{name}, "week_of_rest", 1}));
    CHECK(entry(s, name).standing->combatant.ranks->physical.lost == 1);
    // brought into the next fight of text 002 as it stands
    Encounter next = must(Encounter{}, SetRuleset{kActionDice, rule_system(kActionDice).settings});
    next = must(next, party_into_fight(std::vector{entry(s, name)}, kActionDice));
    CHECK(next.combatants.front().ranks->physical.lost == 1);
}

TEST_CASE("party: where a text is silent, heal N, to full and clear a condition, on several at once", "[party]") {
    Encounter e = started_sample(kHighestFirst);
    e = must(e, Damage{1, 15});
    e = must(e, Damage{2, 10});
    e = must(e, AddEffect{.name = "Stunned", .target = 2, .duration = "until removed"});
    e = must(e, EndEncounter{});
    Store s;
    REQUIRE_FALSE(s.dispatch(AddEncounters{{e}, {}}));
    for (const Combatant& c : e.combatants)
        if (c.is_player) REQUIRE_FALSE(s.dispatch(AddToRoster{RosterEntry{c.name, true, c.level, c.hp->max, {}, ""}}));
    REQUIRE_FALSE(s.dispatch(KeepPartyState{s.library().encounters.front().id}));
    const std::string aria = e.find(1)->name, bram = e.find(2)->name;
    REQUIRE_FALSE(s.dispatch(Recover{{aria, bram}, "heal", 4}));
    CHECK(entry(s, aria).standing->combatant.hp->current == 13);
    CHECK(entry(s, bram).standing->combatant.hp->current == 25);
    CHECK(code(s.dispatch(Recover{{bram}, "clear", 0, "Blessed"})) == Why::NoSuchEffect);
    REQUIRE_FALSE(s.dispatch(Recover{{bram}, "clear", 0, "Stunned"}));
    CHECK(entry(s, bram).standing->effects.empty());
    REQUIRE_FALSE(s.dispatch(Recover{{aria}, "to_full"}));
    CHECK(entry(s, aria).standing->combatant.hp->current == 24);
    CHECK(code(s.dispatch(Recover{{"Nobody"}, "to_full"})) == Why::NotInRoster);
    CHECK(code(s.dispatch(Recover{{}, "to_full"})) == Why::NothingChosen);
}

TEST_CASE("party: a member's sheet is edited apart from how it stands; a name is taken once", "[party]") {
    Store s = with_roster();
    const std::uint32_t id = new_fight(s);
    REQUIRE_FALSE(s.dispatch(party_into_fight(std::vector{entry(s, "Aria")}, kHighestFirst)));
    REQUIRE_FALSE(s.dispatch(Damage{named(s.encounter(), "Aria").id, 5}));
    REQUIRE_FALSE(s.dispatch(KeepPartyState{id}));
    RosterEntry levelled = entry(s, "Aria");
    levelled.level = 4;
    levelled.hp_max = 30;
    levelled.standing.reset();   // the sheet alone: how she stands is not the sheet's
    REQUIRE_FALSE(s.dispatch(EditMember{"Aria", levelled}));
    CHECK(entry(s, "Aria").level == 4);
    CHECK(member_of(entry(s, "Aria"), kHighestFirst).combatant.hp == HitPoints{19, 30, 0});
    levelled.name = "Bram";
    CHECK(code(s.dispatch(EditMember{"Aria", levelled})) == Why::AlreadyInRoster);
    levelled.name = "Aria the Bold";
    REQUIRE_FALSE(s.dispatch(EditMember{"Aria", levelled}));
    CHECK(entry(s, "Aria the Bold").standing->combatant.hp->current == 19);
    REQUIRE_FALSE(s.undo_library());
    CHECK(entry(s, "Aria").level == 4);
}
