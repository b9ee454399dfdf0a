// Rules text 002 (Swift Swords Tactica): action dice, the countdown, spending, pools, defence
// pools and the Refresh. Every rule test quotes /work/shared/rules/002_0ab9c90439f7658b.txt
// verbatim. Dice are entered as faces unless a test is about the app's own rolls.
#include <algorithm>

#include "core/rules/action_dice/action_dice.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "core/rules/rule_system.hpp"
#include "core/formats/serialize.hpp"
#include "core/fight/turn_order.hpp"
#include "core/fight/validate.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;

namespace {

constexpr CombatantId kRoland = 1, kAria = 2, kGoblin = 3, kOrc = 4;
constexpr SideId kParty = 1, kFoes = 2;

RollInput faces(std::initializer_list<int> f) { return RollInput{std::vector<int>(f)}; }

// Roland and Aria (players) against a Goblin and an Orc, before the fight.
Encounter table() {
    Encounter e;
    e = must(e, SetRuleset{kActionDice, {}});
    e = must(e, AddCombatant{"Roland", kParty, true, 3, std::nullopt});
    e = must(e, AddCombatant{"Aria", kParty, true, 3, std::nullopt});
    e = must(e, AddCombatant{"Goblin", kFoes, false, 1, std::nullopt});
    e = must(e, AddCombatant{"Orc", kFoes, false, 1, std::nullopt});
    return e;
}

const Combatant& who(const Encounter& e, CombatantId id) {
    const Combatant* c = e.find(id);
    REQUIRE(c);
    return *c;
}

std::vector<int> hand(const Encounter& e, CombatantId id) { return part<ActionDicePart>(who(e, id)).hand; }

bool logged(const Encounter& e, const std::string& text) {
    const auto entries = e.log.entries();
    return std::any_of(entries.begin(), entries.end(), [&](const LogEntry& l) { return l.text == text; });
}

const std::string& last_log(const Encounter& e) { return e.log.back().text; }

// Started, everyone's dice entered as given sets (RollInitiative is tested on its own), in the
// order Roland, Aria, Goblin, Orc; a set every round that has already come is kept.
Encounter rolled(Encounter e, std::vector<int> roland, std::vector<int> aria, std::vector<int> goblin, std::vector<int> orc) {
    e = must(e, StartEncounter{});
    REQUIRE(e.step == Step::RollingInitiative);
    const std::vector<std::pair<CombatantId, std::vector<int>>> sets = {{kRoland, roland}, {kAria, aria}, {kGoblin, goblin}, {kOrc, orc}};
    for (const auto& [id, dice] : sets)
        if (!part<ActionDicePart>(who(e, id)).hand_ready) e = must(e, GiveActionDice{id, dice, false});
    return e;
}

SpendDice attack(CombatantId id, std::vector<int> dice, int cost = 4) { return SpendDice{id, std::move(dice), cost, "Melee attack", false}; }

AddEffect effect_on(CombatantId target, std::string name, std::string duration, std::map<std::string, int> modifiers = {},
                    Expiry expiry = Expiry::EndOfRound) {
    AddEffect a;
    a.name = std::move(name);
    a.target = target;
    a.duration = std::move(duration);
    a.expiry = expiry;
    a.modifiers = std::move(modifiers);
    a.resistible = false;
    return a;
}

// Roland against three goblins, each given 5,4,3,2 every round (the Dodge and Block examples).
constexpr CombatantId kGoblin1 = 2, kGoblin2 = 3, kGoblin3 = 4;
Encounter roland_and_three_goblins() {
    Encounter e;
    e = must(e, SetRuleset{kActionDice, {}});
    e = must(e, AddCombatant{"Roland", kParty, true, 3, std::nullopt});
    for (const char* name : {"Goblin 1", "Goblin 2", "Goblin 3"}) e = must(e, AddCombatant{name, kFoes, false, 1, std::nullopt});
    for (CombatantId g : {kGoblin1, kGoblin2, kGoblin3}) e = must(e, GiveActionDice{g, {5, 4, 3, 2}, true});
    e = must(e, StartEncounter{});
    e = must(e, RollInitiative{kRoland, faces({5, 4, 3, 2})});
    REQUIRE(e.step == Step::Acting);
    // "help is a few moves away": Roland holds, the goblins come at him.
    REQUIRE(e.acting == kRoland);
    e = must(e, Hold{kRoland});
    return e;
}

} // namespace

TEST_CASE("002 action dice: heroes 4d, soldiers 3d, untrained 2d, modifiers, at least 1 die set at 3, at most 6", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "All participants of a combat begin with a number of ActionDice (AD) plus or minus any modifiers. For a player this will normally be 4d."
    // 002_0ab9c90439f7658b.txt: "As a guide: default Heroes will have 4d, as would veteran soldiers and top level predators. Normal soldiers, common predators and omnivores would have 3d. Untrained creatures and herbivores would have 2d."
    // 002_0ab9c90439f7658b.txt: "The minimum number of dice you can have is 1, if you fall below 1 you still get 1 dice set at 3. The normal maximum number of dice you can have is 6, not counting rerolls. Some Advantages increase this."
    Encounter e = table();
    CHECK(action_dice_entitled(e, who(e, kRoland)) == 4);   // a player: a hero
    CHECK(action_dice_entitled(e, who(e, kGoblin)) == 3);   // an NPC: a normal soldier
    e = must(e, SetStat{kOrc, "action_dice", 2});           // untrained
    CHECK(action_dice_entitled(e, who(e, kOrc)) == 2);
    e = must(e, SetStat{kAria, "action_dice", 9});
    CHECK(action_dice_entitled(e, who(e, kAria)) == 6);
    e = must(e, SetStat{kAria, "action_dice_max", 7});      // an Advantage
    CHECK(action_dice_entitled(e, who(e, kAria)) == 7);
    e = must(e, effect_on(kGoblin, "Terrified", "until removed", {{"action_dice", -5}}));
    CHECK(action_dice_entitled(e, who(e, kGoblin)) == 0);
    e = must(e, effect_on(kRoland, "Haste", "3 rounds", {{"action_dice", 1}}));
    CHECK(action_dice_entitled(e, who(e, kRoland)) == 5);

    e = must(e, StartEncounter{});
    CHECK(e.step == Step::RollingInitiative);
    CHECK(refusal_code(e, RollInitiative{kRoland, faces({5, 4, 3, 2})}) == Why::WrongDiceCount);
    e = must(e, RollInitiative{kRoland, faces({5, 4, 3, 2, 2})});
    CHECK(hand(e, kRoland) == std::vector<int>{5, 4, 3, 2, 2});
    CHECK(last_log(e) == "Roland rolls 5 action dice, 5d6: [5, 4, 3, 2, 2] = 16 (entered): 5, 4, 3, 2, 2");
    e = must(e, RollInitiative{kOrc, faces({4, 1})});
    CHECK(hand(e, kOrc).size() == 2);
    // Below 1: one die set at 3, not rolled.
    CHECK(refusal_code(e, RollInitiative{kGoblin, faces({4})}) == Why::FixedDiceSet);
    e = must(e, RollInitiative{kGoblin, {}});
    CHECK(hand(e, kGoblin) == std::vector<int>{3});
    CHECK(last_log(e) == "Goblin has fewer than 1 action die: 1 die set at 3: 3");
    e = must(e, RollInitiative{kAria, faces({5, 5, 4, 4, 3, 3, 2})});
    CHECK(hand(e, kAria).size() == 7);
    CHECK(refusal_code(e, RollInitiative{kAria, {}}) == Why::AlreadyRolled);
}

TEST_CASE("002 every 6 gives one extra die, rolled and added, and extra dice give no more", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Any dice showing a 6 gives you an extra dice, roll that extra dice and add it to your pool (rerolls do not give you further rerolls)."
    Encounter e = must(table(), StartEncounter{});
    CHECK(refusal_code(e, RollInitiative{kRoland, faces({6, 6, 2, 1, 6})}) == Why::WrongDiceCount);
    CHECK(refusal_code(e, RollInitiative{kRoland, faces({6, 6, 2, 1, 6, 7})}) == Why::BadDieFace);
    e = must(e, RollInitiative{kRoland, faces({6, 6, 2, 1, 6, 3})});
    CHECK(hand(e, kRoland) == std::vector<int>{6, 6, 6, 3, 2, 1});   // the extra 6 gave nothing
    CHECK(last_log(e) == "Roland rolls 4 action dice, 4d6: [6, 6, 2, 1] = 15 (entered); the 6s give 2 extra dice, "
                         "2d6: [6, 3] = 9 (entered): 6, 6, 6, 3, 2, 1");
    // The 6 rule beats the maximum: "not counting rerolls".
    e = must(e, SetStat{kAria, "action_dice", 6});
    e = must(e, RollInitiative{kAria, faces({6, 5, 5, 5, 5, 5, 4})});
    CHECK(hand(e, kAria).size() == 7);

    // The app's own rolls follow the same rule.
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Encounter r = must(table(), StartEncounter{});
        r.rng.state = seed;
        r = must(r, RollInitiative{kRoland, {}});
        const auto& h = hand(r, kRoland);
        const auto sixes = std::count(h.begin(), h.end(), 6);
        const auto extra = static_cast<long>(h.size()) - 4;
        INFO("seed " << seed);
        CHECK(extra >= 0);
        CHECK(extra <= 4);
        CHECK(sixes >= extra);   // each extra die came from a 6 among the four
        CHECK(std::all_of(h.begin(), h.end(), [](int f) { return f >= 1 && f <= 6; }));
    }
}

TEST_CASE("002 minor NPCs are given a set number of dice instead of rolling", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Minor NPCs do not roll, they are simply given a set number of dice (eg 5,4,3,2 or 5,3,2). Major NPCs may roll at the discretion of the GM."
    Encounter e = table();
    e = must(e, GiveActionDice{kGoblin, {2, 3, 4, 5}, true});
    CHECK(last_log(e) == "Goblin is given 5, 4, 3, 2 every round instead of rolling");
    CHECK(refusal_code(e, GiveActionDice{kOrc, {5, 3, 2}, false}) == Why::WrongStep);
    CHECK(refusal_code(e, GiveActionDice{kOrc, {5, 3, 7}, true}) == Why::BadDieFace);
    e = must(e, StartEncounter{});
    CHECK(hand(e, kGoblin) == std::vector<int>{5, 4, 3, 2});
    CHECK(logged(e, "Goblin is given its set: 5, 4, 3, 2"));
    CHECK(refusal_code(e, RollInitiative{kGoblin, {}}) == Why::AlreadyRolled);
    e = must(e, GiveActionDice{kOrc, {5, 3, 2}, false});   // this round only
    CHECK(hand(e, kOrc) == std::vector<int>{5, 3, 2});
    CHECK(refusal_code(e, GiveActionDice{kOrc, {5, 3, 2}, false}) == Why::AlreadyRolled);
    // RollInitiative for everyone rolls only for those who still need a set.
    e = must(e, RollInitiative{0, {}});
    CHECK(e.step == Step::Acting);
    CHECK(hand(e, kGoblin) == std::vector<int>{5, 4, 3, 2});
    CHECK(hand(e, kRoland).size() >= 4);
    // Next round: the Goblin has its set again, the Orc rolls.
    e = must(e, EndRound{});
    CHECK(e.round == 2);
    CHECK(hand(e, kGoblin) == std::vector<int>{5, 4, 3, 2});
    CHECK_FALSE(part<ActionDicePart>(who(e, kOrc)).hand_ready);
    // A set every round given during the roll is given at once; an empty one: roll again.
    e = must(e, GiveActionDice{kOrc, {4, 4, 4}, true});
    CHECK(hand(e, kOrc) == std::vector<int>{4, 4, 4});
    e = must(e, GiveActionDice{kOrc, {}, true});
    CHECK(part<ActionDicePart>(who(e, kOrc)).fixed_dice.empty());
    CHECK(last_log(e) == "Orc rolls its own action dice again");
}

TEST_CASE("002 the countdown: the most dice (a count, not a sum), then players, then NPCs", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "The order of action is as follows:"
    // 002_0ab9c90439f7658b.txt: "    • The most AD (actual dice, not scores)"  "    • Players"  "    • NPCs"
    // 002_0ab9c90439f7658b.txt: "So when several creatures have the same AD total a player (any) may elect to act first, which player is up to them. If GM controlled creatures apply then the GM may select which one will go first."
    Encounter e = table();
    e = must(e, SetStat{kAria, "action_dice", 3});
    e = rolled(e, {2, 2, 1, 1}, {5, 5, 4}, {5, 4, 3, 2}, {5, 5, 5});
    CHECK(e.step == Step::Acting);
    // Roland's four dice add up to 6, the Goblin's to 14: equal counts, and a player goes first.
    CHECK(may_act_now(e) == std::vector<CombatantId>{kRoland});
    CHECK(e.acting == kRoland);
    CHECK(last_log(e) == "Roland acts (4 dice)");
    CHECK(turn_order(e) == std::vector<CombatantId>{kRoland, kGoblin, kAria, kOrc});
    CHECK(refusal_code(e, attack(kGoblin, {5})) == Why::SomeoneElseActing);
    e = must(e, attack(kRoland, {2, 2}));
    // Now the Goblin alone holds 4 dice.
    CHECK(e.acting == kGoblin);
    e = must(e, attack(kGoblin, {5}));
    // Aria, the Goblin and the Orc hold 3 dice each: the player first.
    CHECK(e.acting == kAria);
    CHECK(refusal_code(e, attack(kOrc, {5})) == Why::SomeoneElseActing);
    e = must(e, attack(kAria, {5}));
    // The Goblin and the Orc tie: the GM picks.
    CHECK_FALSE(e.acting.has_value());
    CHECK(may_act_now(e) == std::vector<CombatantId>{kGoblin, kOrc});
    CHECK(last_log(e) == "Goblin and Orc may act now (3 dice each): the GM chooses who goes first");
    CHECK(refusal_code(e, ActNow{kRoland}) == Why::NotItsTurn);
    e = must(e, ActNow{kOrc});
    CHECK(e.acting == kOrc);
    CHECK(may_act_now(e) == std::vector<CombatantId>{kOrc});
    CHECK(refusal_code(e, ActNow{kOrc}) == Why::AlreadyActing);
}

TEST_CASE("002 equal dice among players: the players pick, by acting", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "So when several creatures have the same AD total a player (any) may elect to act first, which player is up to them."
    Encounter e = rolled(table(), {5, 4, 3, 2}, {5, 4, 3, 3}, {5, 4, 3, 2}, {5, 4, 3});
    CHECK_FALSE(e.acting.has_value());
    CHECK(may_act_now(e) == std::vector<CombatantId>{kRoland, kAria});
    CHECK(next_to_act(e) == kRoland);
    CHECK(refusal_code(e, attack(kGoblin, {5})) == Why::NotItsTurn);
    e = must(e, attack(kAria, {3, 3}));   // Aria simply acts: the players chose her
    CHECK(logged(e, "Aria spends 3 + 3 on Melee attack (4 pips, 2 wasted)"));
    CHECK(e.acting == kRoland);
    e = must(e, attack(kRoland, {5}));
    CHECK(may_act_now(e) == std::vector<CombatantId>{kGoblin});
}

TEST_CASE("002 spending: dice whose pips equal or exceed the cost are discarded, waste allowed", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Each time an action is taken one or more AD will be discarded that equal or exceed the cost of the action. Only one action can be undertaken at a time. Eg: a melee attack with a normal weapon is rated as a 4, this means you must have dice showing a value of 4 or more to perform the action. This can come from one dice, or several, as long as the total equals or exceeds the cost."
    // 002_0ab9c90439f7658b.txt: "Dice, other than 1's, may be combined to meet the cost of the action, eg a Break action will cost 4 pips of dice, so you could combine a dice showing 2 and 3 to make 5, sufficient for the cost. Wastage of pips is expected."
    Encounter e = rolled(table(), {5, 3, 2, 1}, {3, 2}, {2, 2}, {2});
    REQUIRE(e.acting == kRoland);
    CHECK(refusal_code(e, SpendDice{kRoland, {3}, 4, "Break", false}) == Why::TooFewPips);
    CHECK(refusal_code(e, SpendDice{kRoland, {6}, 4, "Break", false}) == Why::NoSuchDie);
    CHECK(refusal_code(e, SpendDice{kRoland, {3, 3}, 4, "Break", false}) == Why::NoSuchDie);
    CHECK(refusal_code(e, SpendDice{kRoland, {}, 4, "Break", false}) == Why::NothingChosen);
    CHECK(refusal_code(e, SpendDice{kRoland, {5}, 0, "Break", false}) == Why::CostOutOfRange);
    CHECK(refusal_code(e, SpendDice{kRoland, {5}, 4, "", false}) == Why::ActionNameMissing);
    e = must(e, SpendDice{kRoland, {2, 3}, 4, "Break", false});
    CHECK(hand(e, kRoland) == std::vector<int>{5, 1});
    CHECK(logged(e, "Roland spends 2 + 3 on Break (4 pips, 1 wasted)"));
    // One action at a time: the turn has passed (Roland's 2 dice now tie Aria's, the players go first).
    CHECK_FALSE(e.acting.has_value());
    CHECK(may_act_now(e) == std::vector<CombatantId>{kRoland, kAria});
    // Aria cannot afford a 6-pip action at all.
    CHECK(refusal_code(e, SpendDice{kAria, {3, 2}, 6, "Charge", false}) == Why::TooFewPips);
}

TEST_CASE("002 dice showing 1 are not combined and only buy free actions, one 1 at a time", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Dice showing 1's are limited in what they can be used for, and cannot be combined with other dice to achieve an action cost."
    // 002_0ab9c90439f7658b.txt: "Any 1’s rolled on your initiative dice can only be used for specific simple (Free) actions, as follows."
    // 002_0ab9c90439f7658b.txt: "    • Effort, +1 dice to the next roll you make, decided before the roll (4d would become 5d), before you roll."
    // 002_0ab9c90439f7658b.txt: "    • To make an extra Stun recovery roll."
    // 002_0ab9c90439f7658b.txt: "    • Act as a +1 dice to increase another skill dice, eg: increasing a 3 result to a 4, after you have rolled."
    // 002_0ab9c90439f7658b.txt: "Only one 1 may be used at a time, so you cannot use two 1's to increase a roll by +2."
    Encounter e = rolled(table(), {4, 3, 1, 1}, {3, 2}, {2, 2}, {2});
    REQUIRE(e.acting == kRoland);
    CHECK(refusal_code(e, SpendDice{kRoland, {3, 1}, 4, "Melee attack", false}) == Why::DieShowsOne);
    CHECK(refusal_code(e, SpendDice{kRoland, {1}, 1, "Shout", false}) == Why::DieShowsOne);
    e = must(e, SpendFreeAction{kRoland, FreeAction::Effort});
    CHECK(last_log(e) == "Roland uses a 1 for Effort: +1 die to its next roll");
    CHECK(hand(e, kRoland) == std::vector<int>{4, 3, 1});
    CHECK(e.acting == kRoland);   // a free action is not Roland's action
    // Anyone may use a 1 between actions, but each free action takes exactly one 1.
    e = must(e, SpendFreeAction{kRoland, FreeAction::SkillBonus});
    CHECK(last_log(e) == "Roland uses a 1 for +1 to one of its skill dice");
    CHECK(hand(e, kRoland) == std::vector<int>{4, 3});
    CHECK(refusal_code(e, SpendFreeAction{kRoland, FreeAction::StunRecovery}) == Why::NoSuchDie);
    Encounter orc = rolled(table(), {4, 3, 2, 2}, {3, 2}, {2, 2}, {1});
    orc = must(orc, SpendFreeAction{kOrc, FreeAction::StunRecovery});
    CHECK(logged(orc, "Orc uses a 1 for an extra Stun recovery roll"));
}

TEST_CASE("002 Action Pools: the base cost first, then one die per action, released in turn, lost on any other action", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Some actions will allow for the creation of an Action Pool (AP), where AD are accumulated for bonus effects. The most common AP will be Cast (spell). Where an AP is to be used the base Action cost must be paid at the start, then 1 extra dice is added to the pool each time that character is allowed to act. When the character wishes to activate the pool they simply announce this when it is their turn and resolve the Action. A dice showing a 1 cannot be used for this purpose (adding). If you perform any action other than POOL the pool of dice are lost."
    Encounter e = rolled(table(), {6, 4, 3, 1, 3}, {2, 2}, {2, 2}, {2});
    REQUIRE(e.acting == kRoland);
    CHECK(refusal_code(e, AddToPool{kRoland, 4, false}) == Why::NoPool);
    CHECK(refusal_code(e, StartPool{kRoland, "Cast Fireball", 4, {3}}) == Why::TooFewPips);
    e = must(e, StartPool{kRoland, "Cast Fireball", 4, {6}});
    CHECK(logged(e, "Roland starts a pool: spends 6 on Cast Fireball (4 pips, 2 wasted)"));
    REQUIRE(part<ActionDicePart>(who(e, kRoland)).action_pool.has_value());
    CHECK(*part<ActionDicePart>(who(e, kRoland)).action_pool == ActionPool{"Cast Fireball", 4, 0});
    // Roland's 4 dice are the most: his turn again.
    REQUIRE(e.acting == kRoland);
    CHECK(refusal_code(e, AddToPool{kRoland, 1, false}) == Why::DieShowsOne);
    e = must(e, AddToPool{kRoland, 4, false});
    CHECK(part<ActionDicePart>(who(e, kRoland)).action_pool->dice == 1);
    CHECK(logged(e, "Roland uses a Pool action: a die (4) goes to Cast Fireball, now 1 die pooled"));
    REQUIRE(e.acting == kRoland);
    e = must(e, AddToPool{kRoland, 3, false});
    CHECK(part<ActionDicePart>(who(e, kRoland)).action_pool->dice == 2);
    CHECK(hand(e, kRoland) == std::vector<int>{3, 1});
    // Roland (2 dice) and Aria (2) tie. Releasing is an action in Roland's turn; it costs no more dice.
    CHECK(refusal_code(e, ReleasePool{kGoblin}) == Why::NoPool);
    e = must(e, ReleasePool{kRoland});
    CHECK(logged(e, "Roland releases Cast Fireball: 4 pips paid and 2 dice pooled"));
    CHECK_FALSE(part<ActionDicePart>(who(e, kRoland)).action_pool.has_value());
    CHECK(hand(e, kRoland) == std::vector<int>{3, 1});

    // Any other action loses the pool.
    Encounter other = rolled(table(), {5, 4, 3, 2}, {2, 2}, {2, 2}, {2});
    other = must(other, StartPool{kRoland, "Cast Fireball", 4, {5}});
    other = must(other, AddToPool{kRoland, 4, false});
    other = must(other, attack(kRoland, {3, 2}));
    CHECK_FALSE(part<ActionDicePart>(who(other, kRoland)).action_pool.has_value());
    CHECK(logged(other, "Roland loses its pool (Cast Fireball, 1 die)"));
}

TEST_CASE("002 an Action Pool lasts over the Refresh into the next round", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "then 1 extra dice is added to the pool each time that character is allowed to act."
    Encounter e = table();
    e = must(e, SetStat{kRoland, "action_dice", 1});
    e = rolled(e, {5}, {2}, {}, {});
    e = must(e, ActNow{kRoland});
    e = must(e, StartPool{kRoland, "Cast Sleep", 4, {5}});   // Roland's last die: a Refresh
    CHECK(e.step == Step::Refresh);
    e = must(e, RefreshOption{kAria, std::nullopt});
    CHECK(e.round == 2);
    e = must(e, RollInitiative{kRoland, faces({3})});
    REQUIRE(part<ActionDicePart>(who(e, kRoland)).action_pool.has_value());
    CHECK(part<ActionDicePart>(who(e, kRoland)).action_pool->name == "Cast Sleep");
}

TEST_CASE("002 Refresh: the last die calls it, everyone else gets one more option, then everyone rerolls", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "When any character uses their last AD and completes their action, they must call for a "Refresh". Everyone else then gets one more option to act. If they have sufficient dice they may perform an Action, or they may take one of their AD and carry it over to the next round. As each creature performs their last action they remove all remaining dice to indicate they have had their last turn. If they are carrying a dice over to the next round simply hold it to the side so no one gets confused. Once everyone has chosen (to act or keep) everyone rerolls a new set of AD. Those that kept a dice (carry over) add it to their normal pool and roll all of them."
    Encounter e = table();
    e = must(e, SetStat{kRoland, "action_dice", 2});
    e = rolled(e, {4, 3}, {5, 5, 2, 1}, {6, 2}, {});
    CHECK(refusal_code(e, RefreshOption{kAria, 5}) == Why::WrongStep);
    REQUIRE(e.acting == kAria);
    e = must(e, attack(kAria, {5}));
    e = must(e, attack(kAria, {5}));
    // Roland, Aria and the Goblin hold 2 dice each: the players first.
    CHECK(may_act_now(e) == std::vector<CombatantId>{kRoland, kAria});
    e = must(e, SpendDice{kRoland, {4, 3}, 6, "Charge", false});
    CHECK(logged(e, "Roland has used its last action die"));
    CHECK(logged(e, "Roland calls a Refresh: everyone else has one more option, to act or to keep one die for the next round"));
    CHECK(e.step == Step::Refresh);
    CHECK(part<ActionDiceFight>(e).refresh_caller == kRoland);
    CHECK(e.round == 1);
    // Aria (a player) has the first option; the Orc had no dice left, so no option.
    CHECK(refresh_options_left(e) == std::vector<CombatantId>{kAria, kGoblin});
    CHECK(e.acting == kAria);
    CHECK(refusal_code(e, RefreshOption{kRoland, std::nullopt}) == Why::NoOptionLeft);
    CHECK(refusal_code(e, RefreshOption{kAria, 6}) == Why::NoSuchDie);
    CHECK(refusal_code(e, Hold{kAria}) == Why::LastOption);
    CHECK(refusal_code(e, CallRefresh{kAria}) == Why::RefreshCalled);
    e = must(e, RefreshOption{kAria, 2});
    CHECK(logged(e, "Aria keeps a die (2) for the next round"));
    CHECK(part<ActionDicePart>(who(e, kAria)).carries_die);
    CHECK(hand(e, kAria).empty());
    CHECK(refusal_code(e, attack(kAria, {2})) == Why::NoOptionLeft);
    CHECK(refresh_options_left(e) == std::vector<CombatantId>{kGoblin});
    // The Goblin acts as its last option; its remaining die goes.
    CHECK(e.acting == kGoblin);
    e = must(e, attack(kGoblin, {6}));
    CHECK(logged(e, "Goblin's remaining dice go (2)"));
    CHECK(logged(e, "Everyone has had their last option: new action dice for everyone"));
    // Round 2: everyone rerolls; Aria rolls her 4 dice and the kept one.
    CHECK(e.round == 2);
    CHECK(e.step == Step::RollingInitiative);
    CHECK(hand(e, kGoblin).empty());
    CHECK(refusal_code(e, RollInitiative{kAria, faces({5, 4, 3, 2})}) == Why::WrongDiceCount);
    e = must(e, RollInitiative{kAria, faces({5, 4, 3, 2, 2})});
    CHECK(hand(e, kAria).size() == 5);
    CHECK(last_log(e) == "Aria rolls 4 action dice and its kept die, 5d6: [5, 4, 3, 2, 2] = 16 (entered): 5, 4, 3, 2, 2");
    CHECK_FALSE(part<ActionDicePart>(who(e, kAria)).carries_die);
}

TEST_CASE("002 the maximum of 6 counts the dice a combatant is entitled to: a kept die comes on top", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "The normal maximum number of dice you can have is 6, not counting rerolls."
    // 002_0ab9c90439f7658b.txt: "Those that kept a dice (carry over) add it to their normal pool and roll all of them."
    Encounter e = table();
    e = must(e, SetStat{kRoland, "action_dice", 6});
    e = rolled(e, {5, 4}, {2}, {}, {});
    e = must(e, Hold{kRoland});
    REQUIRE(e.acting == kAria);
    e = must(e, SpendDice{kAria, {2}, 2, "Move", false});
    REQUIRE(e.step == Step::Refresh);
    e = must(e, RefreshOption{kRoland, 5});
    REQUIRE(e.round == 2);
    CHECK(refusal_code(e, RollInitiative{kRoland, faces({5, 5, 4, 4, 3, 3})}) == Why::WrongDiceCount);
    e = must(e, RollInitiative{kRoland, faces({5, 5, 4, 4, 3, 3, 2})});
    CHECK(hand(e, kRoland).size() == 7);
}

TEST_CASE("002 Refresh: passing, and acting with the last option on a Pool", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Once everyone has chosen (to act or keep) everyone rerolls a new set of AD."
    Encounter e = table();
    e = must(e, SetStat{kRoland, "action_dice", 1});
    e = rolled(e, {4}, {3, 2}, {5, 5}, {4, 3});
    e = must(e, attack(kAria, {3, 2}, 5));
    CHECK(e.step == Step::Refresh);
    // The Goblin and the Orc tie; Roland (1 die) comes after them.
    CHECK_FALSE(e.acting.has_value());
    CHECK(may_act_now(e) == std::vector<CombatantId>{kGoblin, kOrc});
    // Keeping is not acting: any of them may choose it in any order.
    e = must(e, RefreshOption{kRoland, std::nullopt});
    CHECK(logged(e, "Roland passes (its dice 4 go)"));
    CHECK_FALSE(part<ActionDicePart>(who(e, kRoland)).carries_die);
    e = must(e, NextTurn{});   // starts the first the countdown offers
    CHECK(e.acting == kGoblin);
    e = must(e, NextTurn{});   // the Goblin lets its option go
    CHECK(logged(e, "Goblin passes (its dice 5, 5 go)"));
    CHECK(e.acting == kOrc);
    e = must(e, StartPool{kOrc, "Cast Curse", 4, {4}});
    CHECK(logged(e, "Orc's remaining dice go (3)"));
    CHECK(e.round == 2);
    CHECK(part<ActionDicePart>(who(e, kOrc)).action_pool.has_value());
}

TEST_CASE("002 a Refresh is called by whoever cannot afford its action", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Whenever anyone tries to perform an action, and they do not have enough AD to do it a refresh will be triggered. A refresh will give everyone a new set of AD, based on the number they are each entitled to."
    Encounter e = rolled(table(), {1, 1, 1, 2}, {3, 2}, {2, 2}, {2});
    REQUIRE(e.acting == kRoland);
    CHECK(refusal_code(e, attack(kRoland, {2})) == Why::TooFewPips);
    CHECK(refusal_code(e, CallRefresh{kAria}) == Why::SomeoneElseActing);
    e = must(e, CallRefresh{kRoland});
    CHECK(logged(e, "Roland cannot afford its action (its dice 2, 1, 1, 1 go)"));
    CHECK(e.step == Step::Refresh);
    CHECK(hand(e, kRoland).empty());
    CHECK(e.acting == kAria);
}

TEST_CASE("002 holding: not taking an action, and acting later", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Creatures can elect to hold their actions simply by not taking one. The danger will be that the round will Close and they will be restricted in what they can do."
    Encounter e = rolled(table(), {5, 4, 3, 2}, {5, 4}, {5, 4, 3}, {5, 4, 3});
    REQUIRE(e.acting == kRoland);
    e = must(e, NextTurn{});   // not taking an action is holding it
    CHECK(logged(e, "Roland holds its action"));
    CHECK(who(e, kRoland).holding);
    CHECK(may_act_now(e) == std::vector<CombatantId>{kGoblin, kOrc});
    CHECK(refusal_code(e, Hold{kRoland}) == Why::AlreadyHolding);
    e = must(e, ActNow{kGoblin});
    // The holder comes in whenever it chooses, even in the Goblin's turn.
    e = must(e, attack(kRoland, {5}));
    CHECK_FALSE(who(e, kRoland).holding);
    // Roland (3 dice, a player) is next again; this time he holds, and so do the goblins.
    CHECK(e.acting == kRoland);
    e = must(e, Hold{kRoland});
    e = must(e, ActNow{kOrc});
    e = must(e, Hold{kOrc});
    CHECK(e.acting == kGoblin);
    e = must(e, Hold{kGoblin});
    // Only Aria is not holding now, and the round closes on the holders.
    CHECK(e.acting == kAria);
    e = must(e, attack(kAria, {5, 4}));
    CHECK(e.step == Step::Refresh);
    // Holding is over: the holders get a single option each.
    CHECK_FALSE(who(e, kRoland).holding);
    CHECK(may_act_now(e) == std::vector<CombatantId>{kRoland});
}

TEST_CASE("002 when only holders have dice, the countdown comes back to them", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Creatures can elect to hold their actions simply by not taking one."
    Encounter e = table();
    e = must(e, SetStat{kRoland, "action_dice", 2});
    e = rolled(e, {5, 4}, {}, {}, {});
    e = must(e, Hold{kRoland});
    CHECK(e.acting == kRoland);
    CHECK_FALSE(who(e, kRoland).holding);
}

TEST_CASE("002 surprised: no dice this round", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "During a surprise round the surprising side will generally get all of their initiative dice and the surprised will get none (which means the round will Close immediately)."
    Encounter e = must(table(), StartEncounter{});
    e = must(e, GiveActionDice{kGoblin, {}, false});
    CHECK(last_log(e) == "Goblin is given: no dice");
    e = must(e, GiveActionDice{kOrc, {}, false});
    e = must(e, GiveActionDice{kRoland, {}, false});
    e = must(e, GiveActionDice{kAria, {}, false});
    // Nobody has dice: round 1 closes at once.
    CHECK(logged(e, "Nobody has action dice left: the round closes"));
    CHECK(e.round == 2);
    CHECK(e.step == Step::RollingInitiative);
    // The Goblins surprised in round 2: the party acts, the goblins cannot even respond.
    e = must(e, GiveActionDice{kGoblin, {}, false});
    e = must(e, GiveActionDice{kOrc, {}, false});
    e = must(e, RollInitiative{kRoland, faces({5, 4, 3, 2})});
    e = must(e, RollInitiative{kAria, faces({5, 4, 3, 2})});
    CHECK(refusal_code(e, StartDefence{kGoblin, DefenceKind::Dodge, 5, 2, 0, 4}) == Why::NoDiceLeft);
    CHECK(may_act_now(e) == std::vector<CombatantId>{kRoland, kAria});
}

TEST_CASE("002 Roland and the goblins: the Dodge pool", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Eg: Roland is being attacked by 3 goblins but help is a few moves away. On the first goblins attack he decides to Dodge, his Dodge pool being 4d (Skill) + 1d (Adv). He rolls and gets 4 successes. The first Goblin only has 4d of attack so all of them are cancelled by the 4d of Dodge. Roland discards 1d of the 4 (the cost). The second goblin attacks and misses with a 3, having 1d left of his 4. Roland discards a dice, down to 2d of Dodge. Roland takes an action and uses a Pool, adding 1d to his Dodge Pool. The third goblin attacks with a net 1d (4-3) and rolls a 1 which is a Fumble."
    // 002_0ab9c90439f7658b.txt: "Each successful dodge dice removes one attack dice before they are rolled, so a dodge defence must be rolled before the attacker rolls. The Dodge roll creates a Pool, see below."
    // 002_0ab9c90439f7658b.txt: "After each use of your defence pool against an attack you must discard one dice from it, including the first attack."
    Encounter e = roland_and_three_goblins();
    CHECK(may_act_now(e) == std::vector<CombatantId>{kGoblin1, kGoblin2, kGoblin3});
    e = must(e, ActNow{kGoblin1});
    e = must(e, SpendDice{kGoblin1, {5}, 4, "Melee attack on Roland", false});
    // Roland dodges (a full action die: his 5): 4d + 1d rolled, 4 successes.
    e = must(e, StartDefence{kRoland, DefenceKind::Dodge, 5, 4, 0, 5});
    CHECK(last_log(e) == "Roland uses Dodge (spends a 5): 4 successes, a Dodge pool of 4");
    REQUIRE(part<ActionDicePart>(who(e, kRoland)).defence_pool.has_value());
    CHECK(*part<ActionDicePart>(who(e, kRoland)).defence_pool == DefencePool{DefenceKind::Dodge, 4, 5});
    CHECK(hand(e, kRoland) == std::vector<int>{4, 3, 2});
    e = must(e, DefendWithPool{kRoland, 4, 0, false});
    CHECK(last_log(e) == "Roland's Dodge pool of 4 removes 4 of 4 dice: the attack rolls 0 dice; Roland discards a die: Dodge pool 3");
    // The second goblin: 1d left of his 4.
    e = must(e, ActNow{kGoblin2});
    e = must(e, SpendDice{kGoblin2, {5}, 4, "Melee attack on Roland", false});
    e = must(e, DefendWithPool{kRoland, 4, 0, false});
    CHECK(last_log(e) == "Roland's Dodge pool of 3 removes 3 of 4 dice: the attack rolls 1 die; Roland discards a die: Dodge pool 2");
    // Roland takes an action and uses a Pool (the third goblin, alone with 4 dice, was about to act).
    CHECK(e.acting == kGoblin3);
    e = must(e, ActNow{kRoland});
    e = must(e, AddToPool{kRoland, 4, true});
    CHECK(logged(e, "Roland uses a Pool action: a die (4) goes to its Dodge pool, now 3"));
    CHECK(part<ActionDicePart>(who(e, kRoland)).defence_pool->dice == 3);
    // The third goblin attacks with a net 1d (4-3).
    REQUIRE(e.acting == kGoblin3);
    e = must(e, SpendDice{kGoblin3, {5}, 4, "Melee attack on Roland", false});
    e = must(e, DefendWithPool{kRoland, 4, 0, false});
    CHECK(last_log(e) == "Roland's Dodge pool of 3 removes 3 of 4 dice: the attack rolls 1 die; Roland discards a die: Dodge pool 2");
    CHECK(part<ActionDicePart>(who(e, kRoland)).defence_pool->dice == 2);
}

TEST_CASE("002 Roland and the goblins: the Block pool", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Eg: Roland is being attacked by 3 goblins but help is a few moves away. On the first goblins attack he decides to Block with a Medium Shield (Block=2), his Block pool being 4d (Skill) + 1d (Adv) + 2 from the Shield. He rolls and gets 2 successes, making a Block Pool of 4. The first Goblin has 4d of attack and scores 2 successes, not more than the Block pool of 4 so the shield works and reduces the number of successes by 2, so the goblin misses plus he suffers 2 exposures (net 4-2=2). Roland discards 1d of the 4 (the cost to Block). The second goblin attacks and gets 2 hits vs the Block=3, so again the shield works and reduces the number of successes to 0, plus the Goblin suffers 1 exposure. Roland discards a dice, down to 2d of Block. Roland takes an action and uses a Pool, adding 1d to his Block Pool, back upto 3. The third goblin attacks and manages to get an amazing 4 successes, which is higher than the Block pool of 3 so the shield is ignored and the 4 successes become 4 hits. Rolands Block Pool is reduced to 2d."
    Encounter e = roland_and_three_goblins();
    e = must(e, ActNow{kGoblin1});
    e = must(e, SpendDice{kGoblin1, {5}, 4, "Melee attack on Roland", false});
    e = must(e, StartDefence{kRoland, DefenceKind::Block, 5, 2, 2, 5});
    CHECK(last_log(e) == "Roland uses Block (spends a 5): 2 successes + 2, a Block pool of 4");
    e = must(e, DefendWithPool{kRoland, 2, 0, false});
    CHECK(last_log(e) == "Roland's Block pool of 4 meets 2 successes: the Block works (its armour counts), 2 exposures on the attacker; "
                         "Roland discards a die: Block pool 3");
    e = must(e, ActNow{kGoblin2});
    e = must(e, SpendDice{kGoblin2, {5}, 4, "Melee attack on Roland", false});
    e = must(e, DefendWithPool{kRoland, 2, 0, false});
    CHECK(last_log(e) == "Roland's Block pool of 3 meets 2 successes: the Block works (its armour counts), 1 exposure on the attacker; "
                         "Roland discards a die: Block pool 2");
    e = must(e, ActNow{kRoland});
    e = must(e, AddToPool{kRoland, 4, true});
    CHECK(part<ActionDicePart>(who(e, kRoland)).defence_pool->dice == 3);   // back up to 3
    e = must(e, SpendDice{kGoblin3, {5}, 4, "Melee attack on Roland", false});
    e = must(e, DefendWithPool{kRoland, 4, 0, false});
    CHECK(last_log(e) == "Roland's Block pool of 3 meets 4 successes: the Block fails, the shield is ignored; Roland discards a die: Block pool 2");
    CHECK(part<ActionDicePart>(who(e, kRoland)).defence_pool->dice == 2);
}

TEST_CASE("002 Block: the attacker may spend successes to take the Block pool apart", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "The attacker may use any successes from their attack roll to reduce the number of dice in the Block Pool, with an aim to remove them all and stop the Block. This will of course reduce the effectiveness of the attack."
    // 002_0ab9c90439f7658b.txt: "The attacker can expend 2 of their successes and reduce the Block to no successes, and the Block fails, but the attacker only has 2 successes inflicting damage."
    Encounter e = rolled(table(), {5, 4, 3, 2}, {2}, {5, 4}, {2});
    e = must(e, StartDefence{kRoland, DefenceKind::Block, 5, 2, 0, 6});   // 6d, 2 successes
    CHECK(refusal_code(e, DefendWithPool{kRoland, 4, 3, false}) == Why::DefenceOutOfRange);
    e = must(e, DefendWithPool{kRoland, 4, 2, false});
    CHECK(last_log(e) == "Roland's Block pool of 2, cut to 0 by 2 of the attacker's successes, meets 2 successes: the Block fails, "
                         "the shield is ignored; Roland discards a die: the Block pool is used up");
    CHECK_FALSE(part<ActionDicePart>(who(e, kRoland)).defence_pool.has_value());
    CHECK(refusal_code(e, DefendWithPool{kRoland, 4, 0, false}) == Why::NoPool);
}

TEST_CASE("002 defences: a full action die, a Pool adds up to the dice rolled, other actions and States discard them", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "All defences require a full action dice (use an AD, not a 1) to be expended, this must be decided after an attack is declared but before it is resolved (so the attacker declares the attack and before they roll any dice the defender declares a defence)."
    // 002_0ab9c90439f7658b.txt: "The defence roll is only discarded if you elect to do some other action other than Pool. If you perform a Pool action you may add 1 dice to your defence pool (counts as a success) upto the number of dice you would normally roll. If you became stunned or suffer trauma or worse you would lose the defence pool."
    // 002_0ab9c90439f7658b.txt: "A character who takes a STATE loses all dice they may currently have in any ongoing pools (accumulating actions)."
    Encounter e = rolled(table(), {5, 4, 3, 1}, {5, 4, 2}, {2}, {2});
    REQUIRE(e.acting == kRoland);
    CHECK(refusal_code(e, StartDefence{kRoland, DefenceKind::Dodge, 1, 3, 0, 3}) == Why::DieShowsOne);
    CHECK(refusal_code(e, StartDefence{kRoland, DefenceKind::Dodge, 6, 3, 0, 3}) == Why::NoSuchDie);
    CHECK(refusal_code(e, StartDefence{kRoland, DefenceKind::Dodge, 5, 3, 0, 0}) == Why::DefenceOutOfRange);
    // A defence is a response, out of turn: Aria dodges in Roland's turn.
    e = must(e, StartDefence{kAria, DefenceKind::Dodge, 2, 3, 0, 3});
    CHECK(part<ActionDicePart>(who(e, kAria)).defence_pool->dice == 3);
    CHECK(e.acting == kRoland);   // a response does not take Roland's turn away
    e = must(e, Hold{kRoland});
    REQUIRE(e.acting == kAria);
    CHECK(refusal_code(e, AddToPool{kAria, 5, true}) == Why::PoolFull);
    // No successes: no pool.
    e = must(e, StartDefence{kRoland, DefenceKind::Block, 4, 0, 2, 4});
    CHECK(last_log(e) == "Roland uses Block (spends a 4): 0 successes, no pool");
    CHECK_FALSE(part<ActionDicePart>(who(e, kRoland)).defence_pool.has_value());
    // A fired missile: the Dodge counts one success less.
    e = must(e, DefendWithPool{kAria, 3, 0, true});
    CHECK(last_log(e) == "Aria's Dodge pool of 3 (1 less against a missile) removes 2 of 3 dice: the attack rolls 1 die; Aria discards a die: Dodge pool 2");
    CHECK(refusal_code(e, DefendWithPool{kAria, 3, 1, false}) == Why::NotForDodge);
    // Any other action discards it.
    e = must(e, attack(kAria, {5}));
    CHECK_FALSE(part<ActionDicePart>(who(e, kAria)).defence_pool.has_value());
    CHECK(logged(e, "Aria loses its Dodge pool (2 dice)"));
    // A State (the ranks code calls lose_pools) takes both pools.
    Encounter state = rolled(table(), {5, 4, 3, 2}, {2}, {2}, {2});
    state = must(state, StartPool{kRoland, "Cast Fireball", 4, {5}});
    state = must(state, StartDefence{kRoland, DefenceKind::Dodge, 4, 2, 0, 4});   // a response: the Cast pool goes
    CHECK_FALSE(part<ActionDicePart>(who(state, kRoland)).action_pool.has_value());
    state = must(state, AddToPool{kRoland, 3, true});
    lose_pools(state, kRoland);
    CHECK_FALSE(part<ActionDicePart>(who(state, kRoland)).defence_pool.has_value());
    CHECK(last_log(state) == "Roland loses its Dodge pool (3 dice)");
    CHECK_FALSE(check_invariants(state));
}

TEST_CASE("002 defence pools: a special success or Break takes dice off", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Specific tactics exist to remove Defence Pools (eg Break)."
    Encounter e = rolled(table(), {5, 4, 3, 2}, {2}, {2}, {2});
    e = must(e, StartDefence{kRoland, DefenceKind::Dodge, 5, 3, 0, 5});
    e = must(e, ReduceDefencePool{kRoland, 1});
    CHECK(last_log(e) == "Roland loses 1 die of its defence pool: Dodge pool 2");
    e = must(e, ReduceDefencePool{kRoland, 5});
    CHECK(last_log(e) == "Roland loses 2 dice of its defence pool: the Dodge pool is used up");
    CHECK(refusal_code(e, ReduceDefencePool{kRoland, 1}) == Why::NoPool);
}

TEST_CASE("002 a wound burns an action die: the owner picks which becomes a 1, again every round", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Where a wound has the effect of "Burn an action dice", that effect occurs immediately AND remains every round until the wound effect is removed. The owner may select which dice to convert to 1's."
    Encounter e = rolled(table(), {5, 4, 3, 2}, {2}, {2}, {2});
    e = must(e, BurnActionDie{kRoland, 4});
    CHECK(hand(e, kRoland) == std::vector<int>{5, 3, 2, 1});
    CHECK(last_log(e) == "Roland burns an action die: its 4 becomes a 1");
    e = must(e, BurnActionDie{kRoland, std::nullopt});   // the lowest that still counts
    CHECK(hand(e, kRoland) == std::vector<int>{5, 3, 1, 1});
    CHECK(refusal_code(e, BurnActionDie{kRoland, 1}) == Why::DieShowsOne);
    burn_action_die(e, kRoland);   // the hook for the injury table
    burn_action_die(e, kRoland);
    CHECK(hand(e, kRoland) == std::vector<int>{1, 1, 1, 1});
    CHECK(refusal_code(e, BurnActionDie{kRoland, std::nullopt}) == Why::NoSuchDie);
    burn_action_die(e, kRoland);
    CHECK(last_log(e) == "Roland has no action die to burn");
    // Every round until removed: a wound effect with "burn_action_dice".
    e = must(e, effect_on(kAria, "Hand wound", "until removed", {{"burn_action_dice", 1}}));
    e = must(e, EndRound{});
    e = must(e, RollInitiative{kAria, faces({5, 4, 3, 2})});
    CHECK(hand(e, kAria) == std::vector<int>{5, 4, 3, 1});
    CHECK(last_log(e) == "Aria burns an action die: its 2 becomes a 1");
}

TEST_CASE("002 discarding all remaining dice does not call a Refresh", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Kill: target must make an immediate Body roll at -2d or they are OoA. Discard all remaining Initiative dice. Lose 2 Mental Ranks immediately."
    Encounter e = rolled(table(), {5, 4, 3, 2}, {5, 4, 3}, {2}, {2});
    REQUIRE(e.acting == kRoland);
    discard_action_dice(e, kRoland);
    CHECK(hand(e, kRoland).empty());
    CHECK(e.step == Step::Acting);
    CHECK(e.acting == kAria);
    CHECK_FALSE(check_invariants(e));
}

TEST_CASE("002 rounds: a round runs from the roll to the end of the Refresh, effects count actions and rounds", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "a. Determine surprise."  "c. Roll Action Dice for the round"  "d. Take actions in accordance with the Countdown."  "e. Repeat c to e until encounter is over."
    // 002_0ab9c90439f7658b.txt: "A round for a single creature will be until the their first action after a refresh is called."
    Encounter e = table();
    e = must(e, effect_on(kRoland, "Bless", "2 rounds"));
    e = must(e, effect_on(kAria, "Guard", "2 turns", {}, Expiry::EndOfTurn));
    e = must(e, SetStat{kRoland, "action_dice", 1});
    e = rolled(e, {5}, {5, 4, 3, 2}, {}, {});
    // Aria acts twice this round: her turn-counted effect uses up one unit only, per round.
    REQUIRE(e.acting == kAria);
    e = must(e, attack(kAria, {5}));
    e = must(e, attack(kAria, {4}));
    CHECK(e.find_effect(6)->remaining == 1);
    CHECK(e.find_effect(5)->remaining == 2);
    e = must(e, Hold{kAria});
    REQUIRE(e.acting == kRoland);
    e = must(e, attack(kRoland, {5}));   // the last die: a Refresh
    CHECK(e.step == Step::Refresh);
    CHECK(e.round == 1);
    CHECK(e.find_effect(5)->remaining == 2);   // the round is not over yet
    e = must(e, RefreshOption{kAria, 3});
    CHECK(e.round == 2);
    CHECK(logged(e, "Round 1 ends"));
    CHECK(e.find_effect(5)->remaining == 1);
    e = must(e, RollInitiative{kRoland, faces({2})});
    e = must(e, GiveActionDice{kGoblin, {}, false});
    e = must(e, GiveActionDice{kOrc, {}, false});
    e = must(e, RollInitiative{kAria, faces({4, 4, 4, 4, 4})});
    e = must(e, attack(kAria, {4}));
    CHECK(e.find_effect(6) == nullptr);   // Guard: its second turn is over
    CHECK(logged(e, "Guard on Aria ends"));
}

TEST_CASE("002 turn actions: going back is Undo's, closing the round early loses the options", "[action_dice]") {
    // 002_0ab9c90439f7658b.txt: "The length of a Round of combat is variable, depending on the initiative of those involved."
    Encounter e = must(table(), StartEncounter{});
    CHECK(refusal_code(e, NextTurn{}) == Why::RollsStillDue);
    CHECK(refusal_code(e, EndRound{}) == Why::RollsStillDue);
    CHECK(refusal_code(e, attack(kRoland, {5})) == Why::RollsStillDue);
    CHECK(refusal_code(e, FinishDeclarations{}) == Why::NotInThisRuleset);
    e = rolled(table(), {5, 4, 3, 2}, {5}, {5}, {5});
    CHECK(refusal_code(e, PreviousTurn{}) == Why::NoGoingBack);
    e = must(e, EndRound{});
    CHECK(logged(e, "Round 1 is closed early: options not yet taken are lost"));
    CHECK(e.round == 2);
    CHECK(e.step == Step::RollingInitiative);
    // The action-dice actions belong to this ruleset only.
    Encounter other;
    other = must(other, AddCombatant{"Aria", kParty, true, 3, 20});
    other = must(other, StartEncounter{});
    CHECK(refusal_code(other, attack(1, {5})) == Why::NotInThisRuleset);
    CHECK(refusal_code(other, GiveActionDice{1, {5}, true}) == Why::NotInThisRuleset);
}

TEST_CASE("002 the action-dice state is saved and loaded, and every new action reads back from JSON", "[action_dice]") {
    Encounter e = table();
    e = must(e, SetStat{kRoland, "action_dice", 2});
    e = must(e, GiveActionDice{kOrc, {5, 3, 2}, true});
    e = rolled(e, {4, 3}, {5, 5, 2, 1}, {6, 2}, {5, 3, 2});
    e = must(e, StartDefence{kGoblin, DefenceKind::Block, 6, 2, 2, 5});
    e = must(e, StartPool{kAria, "Cast Fireball", 4, {5}});
    e = must(e, attack(kAria, {5}));
    e = must(e, attack(kOrc, {5}));
    e = must(e, SpendDice{kRoland, {4, 3}, 6, "Charge", false});
    REQUIRE(e.step == Step::Refresh);
    auto loaded = load_encounter(save_encounter(e));
    REQUIRE(loaded.is_ok());
    CHECK(loaded.value() == e);
    CHECK(save_encounter(e).find("\"step\":\"refresh\"") != std::string::npos);

    const std::vector<Action> actions = {
        GiveActionDice{3, {5, 4}, true},
        SpendDice{1, {3, 2}, 4, "Break", true},
        SpendFreeAction{1, FreeAction::StunRecovery},
        CallRefresh{2},
        RefreshOption{2, 5},
        RefreshOption{2, std::nullopt},
        StartPool{1, "Cast", 4, {5}},
        AddToPool{1, 4, true},
        ReleasePool{1},
        StartDefence{1, DefenceKind::Block, 5, 2, 2, 5},
        DefendWithPool{1, 4, 2, true},
        ReduceDefencePool{1, 2},
        BurnActionDie{1, 4},
    };
    for (const Action& a : actions) {
        auto back = load_action(save_action(a));
        INFO(save_action(a));
        REQUIRE(back.is_ok());
        CHECK(back.value() == a);
    }
    // Older files without the new fields load with their defaults.
    auto old = load_action(R"({"type": "SpendDice", "id": 1, "dice": [4]})");
    REQUIRE(old.is_ok());
    CHECK(std::get<SpendDice>(old.value()).cost == 4);
    CHECK_FALSE(std::get<SpendDice>(old.value()).response.has_value());   // the rules decide
}

TEST_CASE("002 a group's +1d is a die on its rolls, not an action die", "[action_dice][002]") {
    // 002_0ab9c90439f7658b.txt: "A MOB is 3 or 4 creatures, it gains +1 Physical level (so generally humans will be on
    // rank 4). It gains +1d and can attack twice in one round against separate targets."
    // "+1d" as the text writes it elsewhere, a die more on a roll: "his Dodge pool being 4d (Skill) + 1d (Adv)",
    // "Effort, +1 dice to the next roll you make, decided before the roll (4d would become 5d)".
    Encounter e = must(Encounter{}, SetRuleset{kActionDice, {}});
    e = must(e, AddCombatant{"Goblin mob", 2, false, 1, std::nullopt});
    e = must(e, SetStat{1, "action_dice", 2});
    e = must(e, SetRanks{.id = 1, .physical = 3, .mental = 3});
    CHECK(roll_dice(*e.find(1), Characteristic::Body) == 4);
    e = must(e, SetRanks{.id = 1, .physical = 3, .mental = 3, .group = Group::Mob});
    CHECK(action_dice_entitled(e, *e.find(1)) == 2);
    CHECK(roll_dice(*e.find(1), Characteristic::Body) == 5);
    e = must(e, SetRanks{.id = 1, .physical = 3, .mental = 3, .group = Group::Company});
    CHECK(action_dice_entitled(e, *e.find(1)) == 2);
    CHECK(roll_dice(*e.find(1), Characteristic::Spirit) == 8);
}

TEST_CASE("002 a defence with the last die: the attacker's action finishes first, then the Refresh", "[action_dice][002]") {
    // 002_0ab9c90439f7658b.txt: "When any character uses their last AD and completes their action, they must call for a "Refresh"."
    // 002_0ab9c90439f7658b.txt: "Only one action can be undertaken at a time."
    // 002_0ab9c90439f7658b.txt: "All defences require a full action dice (use an AD, not a 1) to be expended, this must be decided after an attack is declared but before it is resolved"
    Encounter e = rolled(table(), {5, 4, 3}, {}, {4}, {});
    REQUIRE(e.acting == kRoland);
    // Roland declares an attack; the Goblin dodges with its only die before Roland spends.
    e = must(e, StartDefence{kGoblin, DefenceKind::Dodge, 4, 2, 0, 3});
    CHECK(hand(e, kGoblin).empty());
    CHECK(e.step == Step::Acting);
    CHECK(e.acting == kRoland);
    CHECK(hand(e, kRoland) == std::vector<int>{5, 4, 3});
    CHECK(logged(e, "Goblin has used its last action die: it calls the Refresh once Roland's action is done"));
    // Roland's attack goes off with its dice; then the Goblin's empty hand calls the Refresh.
    e = must(e, attack(kRoland, {5}));
    CHECK(logged(e, "Roland spends 5 on Melee attack (4 pips, 1 wasted)"));
    CHECK(e.step == Step::Refresh);
    CHECK(part<ActionDiceFight>(e).refresh_caller == kGoblin);
    CHECK(hand(e, kRoland) == std::vector<int>{4, 3});
    CHECK(refresh_options_left(e) == std::vector<CombatantId>{kRoland});   // its one more option, with what is left
    CHECK(e.acting == kRoland);
    e = must(e, RefreshOption{kRoland, 4});
    CHECK(e.round == 2);

    // Holding is finishing the action too: the Refresh follows it.
    Encounter held = rolled(table(), {5, 4, 3}, {2, 2}, {4}, {});
    held = must(held, StartDefence{kGoblin, DefenceKind::Dodge, 4, 2, 0, 3});
    held = must(held, Hold{kRoland});
    CHECK(held.step == Step::Refresh);
    CHECK(part<ActionDiceFight>(held).refresh_caller == kGoblin);
    CHECK(hand(held, kRoland) == std::vector<int>{5, 4, 3});
    // Outside anyone's action the last die calls the Refresh at once, as before.
    Encounter between = rolled(table(), {5, 4}, {}, {4}, {});
    between = must(between, Hold{kRoland});
    REQUIRE(between.acting == kGoblin);
    between = must(between, attack(kGoblin, {4}));
    CHECK(between.step == Step::Refresh);
}

TEST_CASE("002 exposures and Fumbled are kept on the combatant until its next action", "[action_dice][002]") {
    // 002_0ab9c90439f7658b.txt: "If you roll any 1s, but less than or equal to the number of hits then the 1s are left in front of the creature and indicate 'exposure'. Anyone attacking the creature may pick up any 1 exposure dice they have and add them to their attack pool. These exposure dice remain until that creatures next action."
    // 002_0ab9c90439f7658b.txt: "If you roll more 1s than successes then the attack is a Fumble. Mark the creature as Fumbled, anyone attacking them will gain a bonus SL (5-6 will become 4-6)."
    // 002_0ab9c90439f7658b.txt: "If a net number of dodge successes exist (all attack dice are removed) then they can be applied as exposures to the attacker"
    Encounter e = rolled(table(), {5, 4, 3}, {}, {4, 3}, {});
    REQUIRE(e.acting == kRoland);
    e = must(e, StartDefence{kGoblin, DefenceKind::Dodge, 4, 3, 0, 3});
    CHECK(refusal_code(e, DefendWithPool{kGoblin, 2, 0, false, 99}) == Why::NoSuchCombatant);
    e = must(e, DefendWithPool{kGoblin, 2, 0, false, kRoland});
    CHECK(part<ActionDicePart>(who(e, kRoland)).exposures == 1);
    CHECK(logged(e, "Roland now has 1 exposure in front of it, until its next action"));
    // The table marks what the attack roll left: two more 1s, and a Fumble.
    e = must(e, MarkExposure{kRoland, 3, true});
    CHECK(part<ActionDicePart>(who(e, kRoland)).fumbled);
    CHECK(rule_system(e).alerts(e, who(e, kRoland)) == std::vector<std::string>{"Exposed: 3 dice for its attackers", "Fumbled: attackers hit on 4-6"});
    CHECK(refusal_code(e, MarkExposure{kRoland, -1, false}) == Why::DefenceOutOfRange);
    // An attacker picks one up: the table lowers the count.
    e = must(e, MarkExposure{kRoland, 2, true});
    CHECK(part<ActionDicePart>(who(e, kRoland)).exposures == 2);
    // This action ends; with its next one they go.
    e = must(e, attack(kRoland, {5}));
    REQUIRE(e.acting == kRoland);
    CHECK(part<ActionDicePart>(who(e, kRoland)).exposures == 0);
    CHECK_FALSE(part<ActionDicePart>(who(e, kRoland)).fumbled);
    CHECK(logged(e, "Roland's exposures and Fumble go with its next action"));
    CHECK(rule_system(e).alerts(e, who(e, kRoland)).empty());
}
