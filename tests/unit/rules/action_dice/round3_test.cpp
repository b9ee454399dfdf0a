// Rules text 002 (Swift Swords Tactica), round three of the rules fidelity work: exposures that
// last until the creature's next action, one Spirit roll per action (Panicked, Dread), a
// Panicked creature's flight, a group's attacks against separate targets, the Special Tactics and
// the Special Results kept on the target. Every rule test quotes
// /work/shared/rules/002_0ab9c90439f7658b.txt verbatim.
#include "core/rules/action_dice/action_dice.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "core/rules/rule_system.hpp"
#include "core/formats/serialize.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"

using namespace rk;
using rk::test::faces;
using rk::test::logged;
using rk::test::mental;
using rk::test::must;
using rk::test::refusal_code;

namespace {

constexpr CombatantId kRoland = 1, kAria = 2, kGoblin = 3, kOrc = 4;
constexpr SideId kParty = 1, kFoes = 2;

// Roland and Aria (players) against a Goblin and an Orc, all with ranks, before the fight.
Encounter table() {
    Encounter e;
    e = must(e, SetRuleset{kActionDice, {}});
    e = must(e, AddCombatant{"Roland", kParty, true, 3, std::nullopt});
    e = must(e, AddCombatant{"Aria", kParty, true, 3, std::nullopt});
    e = must(e, AddCombatant{"Goblin", kFoes, false, 1, std::nullopt});
    e = must(e, AddCombatant{"Orc", kFoes, false, 1, std::nullopt});
    e = must(e, SetRanks{.id = kRoland, .physical = 3, .mental = 3});
    e = must(e, SetRanks{.id = kAria, .physical = 3, .mental = 3});
    e = must(e, SetRanks{.id = kGoblin, .physical = 2, .mental = 2});
    e = must(e, SetRanks{.id = kOrc, .physical = 3, .mental = 3});
    return e;
}

// Started, everyone's set given, in the order Roland, Aria, Goblin, Orc.
Encounter rolled(Encounter e, std::vector<int> roland, std::vector<int> aria, std::vector<int> goblin, std::vector<int> orc) {
    e = must(e, StartEncounter{});
    const std::vector<std::pair<CombatantId, std::vector<int>>> sets = {{kRoland, roland}, {kAria, aria}, {kGoblin, goblin}, {kOrc, orc}};
    for (const auto& [id, dice] : sets) e = must(e, GiveActionDice{id, dice, false});
    return e;
}

const ActionDicePart& dice_of(const Encounter& e, CombatantId id) { return part<ActionDicePart>(*e.find(id)); }

SpendDice attack(CombatantId id, std::vector<int> dice, int cost = 4) { return SpendDice{id, std::move(dice), cost, "Melee attack", false}; }

std::vector<std::string> alerts_of(const Encounter& e, CombatantId id) { return rule_system(e).alerts(e, *e.find(id)); }

bool has_alert(const Encounter& e, CombatantId id, const std::string& text) {
    const auto all = alerts_of(e, id);
    return std::find(all.begin(), all.end(), text) != all.end();
}

RemoveState panic_roll(CombatantId id, std::initializer_list<int> f, std::optional<int> die = std::nullopt) {
    return RemoveState{id, RankState::Panicked, StateRemoval::Roll, faces(f), die};
}

} // namespace

TEST_CASE("002 round3: exposures go with the creature's next action, not when its turn comes, nor by holding", "[round3][action_dice]") {
    // 002_0ab9c90439f7658b.txt: "Anyone attacking the creature may pick up any 1 exposure dice they have and add them to their attack pool. These exposure dice remain until that creatures next action."
    // 002_0ab9c90439f7658b.txt: "Creatures can elect to hold their actions simply by not taking one."
    Encounter e = rolled(table(), {5, 4, 3}, {}, {4, 3}, {});
    REQUIRE(e.acting == kRoland);
    e = must(e, attack(kRoland, {5}));
    // Roland (2 dice, a player) goes again at once; the table marks what his attack left after it.
    REQUIRE(e.acting == kRoland);
    e = must(e, MarkExposure{kRoland, 2, true});
    // Not taking an action is holding: no action, the exposures stay.
    e = must(e, NextTurn{});
    REQUIRE(e.find(kRoland)->holding);
    CHECK(dice_of(e, kRoland).exposures == 2);
    CHECK(dice_of(e, kRoland).fumbled);
    CHECK(has_alert(e, kRoland, "Exposed: 2 dice for its attackers"));
    // The Goblin's turn comes and goes: Roland's exposures are still there for its attack.
    REQUIRE(e.acting == kGoblin);
    e = must(e, attack(kGoblin, {4}));
    CHECK(dice_of(e, kRoland).exposures == 2);
    // Roland's next action (spending a die on one) takes them away.
    e = must(e, attack(kRoland, {4}));
    CHECK(dice_of(e, kRoland).exposures == 0);
    CHECK_FALSE(dice_of(e, kRoland).fumbled);
    CHECK(logged(e, "Roland's exposures and Fumble go with its next action"));
}

TEST_CASE("002 round3: exposures marked after an action last through the turn that follows until the next action", "[round3][action_dice]") {
    // 002_0ab9c90439f7658b.txt: "These exposure dice remain until that creatures next action."
    // 002_0ab9c90439f7658b.txt: "When someone acts they begin by selecting an action and declaring their intent"
    Encounter e = rolled(table(), {5, 4, 3}, {}, {4, 3}, {});
    // Roland declares his attack (spends); the Goblin dodges it with its pool, leaving an exposure.
    e = must(e, attack(kRoland, {5}));
    REQUIRE(e.acting == kRoland);   // his next turn has already come round
    e = must(e, StartDefence{kGoblin, DefenceKind::Dodge, 4, 3, 0, 3});
    e = must(e, DefendWithPool{kGoblin, 2, 0, false, kRoland});
    REQUIRE(dice_of(e, kRoland).exposures == 1);
    // The exposure of the last attack is there through his turn, until he spends on the next.
    Encounter next = must(e, attack(kRoland, {4}));
    CHECK(dice_of(next, kRoland).exposures == 0);
    // Passing his turn on changes nothing (today's turn start no longer clears them either).
    Encounter held = must(e, Hold{kRoland});
    CHECK(dice_of(held, kRoland).exposures == 1);
}

TEST_CASE("002 round3: a Refresh is no action: exposures stay over it and into the next round", "[round3][action_dice]") {
    // 002_0ab9c90439f7658b.txt: "These exposure dice remain until that creatures next action."
    // 002_0ab9c90439f7658b.txt: "Everyone else then gets one more option to act. If they have sufficient dice they may perform an Action, or they may take one of their AD and carry it over to the next round."
    Encounter e = rolled(table(), {5, 4, 3}, {}, {4, 3}, {});
    e = must(e, MarkExposure{kRoland, 2, false});
    e = must(e, MarkExposure{kGoblin, 1, true});
    // Roland cannot afford what he wants: he calls the Refresh (not an action).
    e = must(e, CallRefresh{kRoland});
    REQUIRE(e.step == Step::Refresh);
    CHECK(dice_of(e, kRoland).exposures == 2);
    // The Goblin's last option comes round and it keeps a die: no action either.
    REQUIRE(e.acting == kGoblin);
    CHECK(dice_of(e, kGoblin).exposures == 1);
    e = must(e, RefreshOption{kGoblin, 4});
    REQUIRE(e.step == Step::RollingInitiative);
    CHECK(dice_of(e, kRoland).exposures == 2);
    CHECK(dice_of(e, kGoblin).exposures == 1);
    CHECK(dice_of(e, kGoblin).fumbled);
}

TEST_CASE("002 round3: Panicked flees, with one Spirit roll at the start of each action after the initial one", "[round3][action_dice][ranks]") {
    // 002_0ab9c90439f7658b.txt: "A Panicked creature will take compulsory actions to move as far as possible from the greatest perceived danger, without concern for consequences (such as opportunity attacks or allies). They may try to become un-Panicked by making a Spirit roll at the start of every action after the initial one (or by using a 1 dice to trigger a new roll)."
    Encounter e = rolled(table(), {5, 4, 3}, {}, {5, 4, 1}, {});
    e = must(e, ApplyDamage{.id = kGoblin, .points = 3, .track = DamageTrack::Mental, .take_state = false});
    REQUIRE(has_state(*e.find(kGoblin)->ranks, RankState::Panicked));
    CHECK(has_alert(e, kGoblin, "Panicked: must flee, no attack"));
    e = must(e, Hold{kRoland});
    REQUIRE(e.acting == kGoblin);
    // Its initial action is the flight: no roll before it, and no attack.
    CHECK(refusal_code(e, panic_roll(kGoblin, {6, 6, 6, 6})) == Why::PanickedFlees);
    CHECK(refusal_code(e, attack(kGoblin, {5})) == Why::PanickedFlees);
    CHECK(refusal_code(e, StartPool{kGoblin, "Cast", 4, {5}}) == Why::PanickedFlees);
    CHECK(refusal_code(e, UseTactic{kGoblin, Tactic::AllOutAttack, {5}, 4}) == Why::PanickedFlees);
    CHECK(refusal_code(e, Flee{kRoland, {4}, 2}) == Why::ConditionNotSet);
    e = must(e, Flee{kGoblin, {5}, 2});
    CHECK(logged(e, "Goblin flees as far as it can from the greatest danger, heedless of opportunity attacks and allies"));
    CHECK(has_alert(e, kGoblin, "Panicked: flees, rolls to stop"));
    // Its next action starts with one roll, and only one.
    REQUIRE(e.acting == kGoblin);
    e = must(e, panic_roll(kGoblin, {1, 2, 3, 4}));
    CHECK(has_state(*e.find(kGoblin)->ranks, RankState::Panicked));
    CHECK(refusal_code(e, panic_roll(kGoblin, {6, 6, 6, 6})) == Why::OneRollPerAction);
    // A 1 triggers a new roll.
    e = must(e, panic_roll(kGoblin, {1, 2, 3, 4}, 1));
    CHECK(dice_of(e, kGoblin).hand == std::vector<int>{4});
    CHECK(refusal_code(e, panic_roll(kGoblin, {6, 6, 6, 6})) == Why::OneRollPerAction);
    // Still Panicked: the action is flight again; the next one may roll again.
    e = must(e, Flee{kGoblin, {4}, 2});
    CHECK(e.step == Step::Refresh);
}

TEST_CASE("002 round3: a Panicked creature that passes its roll may act freely", "[round3][action_dice][ranks]") {
    // 002_0ab9c90439f7658b.txt: "They may try to become un-Panicked by making a Spirit roll at the start of every action after the initial one"
    Encounter e = rolled(table(), {5, 4, 3}, {}, {5, 4, 3}, {});
    e = must(e, ApplyDamage{.id = kGoblin, .points = 3, .track = DamageTrack::Mental, .take_state = false});
    e = must(e, Hold{kRoland});
    e = must(e, Flee{kGoblin, {5}, 2});
    REQUIRE(e.acting == kGoblin);
    e = must(e, panic_roll(kGoblin, {6, 1, 1, 1}));
    CHECK_FALSE(has_state(*e.find(kGoblin)->ranks, RankState::Panicked));
    CHECK(alerts_of(e, kGoblin).empty());
    e = must(e, attack(kGoblin, {4}));
    CHECK(logged(e, "Goblin spends 4 on Melee attack (4 pips)"));
    // Outside a running fight the table rolls as it likes (the flight is a fight's).
    Encounter before = table();
    before = must(before, ApplyDamage{.id = kGoblin, .points = 3, .track = DamageTrack::Mental, .take_state = false});
    before = must(before, panic_roll(kGoblin, {1, 1, 1, 1}));
    before = must(before, panic_roll(kGoblin, {1, 1, 1, 1}));
    CHECK(has_state(*before.find(kGoblin)->ranks, RankState::Panicked));
}

TEST_CASE("002 round3: fear rolls once per action; only Fell rolls on until passed", "[round3][action_dice][fear]") {
    // 002_0ab9c90439f7658b.txt: "This continues every time a creature has an action (discards a dice) until they pass a Spirit test, after which they no longer need to make further rolls."
    // 002_0ab9c90439f7658b.txt: "Dread: as Fearsome, but the SPIR roll is at -1d, stun is no longer an option."
    // 002_0ab9c90439f7658b.txt: "Fell: as Dread but the SPIR roll is made continuously until passed or the target is Broken... ie win or lose all in a flash."
    Encounter e = rolled(table(), {5, 4, 3}, {5, 4}, {4, 3}, {});
    e = must(e, FaceFear{.id = kRoland, .level = FearLevel::Dread});
    e = must(e, RollFear{kRoland, faces({1, 2, 3}), false});
    CHECK(mental(e, kRoland) == 2);
    CHECK(refusal_code(e, RollFear{kRoland, faces({1, 2, 3}), false}) == Why::OneRollPerAction);
    // Its action (a die discarded): the next roll comes with it.
    e = must(e, attack(kRoland, {5}));
    e = must(e, RollFear{kRoland, faces({1, 2, 3}), false});
    CHECK(mental(e, kRoland) == 1);

    Encounter fell = must(e, FaceFear{.id = kAria, .level = FearLevel::Fell});
    fell = must(fell, RollFear{kAria, faces({1, 1, 1}), false});
    fell = must(fell, RollFear{kAria, faces({1, 1, 1}), false});
    CHECK(mental(fell, kAria) == 1);
    fell = must(fell, RollFear{kAria, faces({6, 1, 1}), false});
    CHECK(fell.find(kAria)->ranks->afraid == FearLevel::None);
}

TEST_CASE("002 round3: a group attacks twice (three, four, six times) against separate targets", "[round3][action_dice][groups]") {
    // 002_0ab9c90439f7658b.txt: "A MOB is 3 or 4 creatures, it gains +1 Physical level (so generally humans will be on rank 4). It gains +1d and can attack twice in one round against separate targets."
    // 002_0ab9c90439f7658b.txt: "A CROWD is 2 Mobs (8 men), it gains +1 Physical and +1 Mental levels (so generally will be on rank 5/4). It gains +2d and can attack three times in one round against separate targets."
    Encounter e = table();
    e = must(e, SetRanks{.id = kGoblin, .physical = 2, .mental = 2, .group = Group::Mob});
    e = rolled(e, {}, {}, {5, 4, 3}, {5, 4, 3});
    CHECK(refusal_code(e, GroupAttack{kGoblin, {kRoland, kAria, kOrc}, {5}, 4}) == Why::TooManyTargets);
    CHECK(refusal_code(e, GroupAttack{kGoblin, {kRoland, kRoland}, {5}, 4}) == Why::NamedTwice);
    CHECK(refusal_code(e, GroupAttack{kGoblin, {kGoblin}, {5}, 4}) == Why::TargetsItself);
    CHECK(refusal_code(e, GroupAttack{kGoblin, {}, {5}, 4}) == Why::NothingChosen);
    CHECK(refusal_code(e, GroupAttack{kGoblin, {kRoland, 42}, {5}, 4}) == Why::NoSuchCombatant);
    CHECK(refusal_code(e, GroupAttack{kGoblin, {kRoland, kAria}, {3}, 4}) == Why::TooFewPips);
    CHECK(refusal_code(e, GroupAttack{kOrc, {kRoland}, {5}, 4}) == Why::NotAGroup);
    e = must(e, GroupAttack{kGoblin, {kRoland, kAria}, {5}, 4});
    CHECK(logged(e, "Goblin (Mob) attacks Roland and Aria: 2 attacks against separate targets (a Mob has 2)"));
    CHECK(dice_of(e, kGoblin).hand == std::vector<int>{4, 3});   // one action, one payment

    Encounter crowd = table();
    crowd = must(crowd, SetRanks{.id = kGoblin, .physical = 2, .mental = 2, .group = Group::Crowd});
    crowd = rolled(crowd, {}, {}, {5, 4, 3}, {5, 4, 3});
    crowd = must(crowd, GroupAttack{kGoblin, {kRoland, kAria, kOrc}, {5}, 4});
    CHECK(logged(crowd, "Goblin (Crowd) attacks Roland, Aria and Orc: 3 attacks against separate targets (a Crowd has 3)"));
}

TEST_CASE("002 round3: All Out Attack leaves no defence, Double Strike only Dodge, till a new action", "[round3][action_dice][tactics]") {
    // 002_0ab9c90439f7658b.txt: "ALL OUT ATTACK - no defence, combine both attacks into one, no defence till you have a new action."
    // 002_0ab9c90439f7658b.txt: "DOUBLE STRIKE - two attacks, one after the other, may only use Dodge as a defence till you have a new action."
    Encounter e = rolled(table(), {5, 4, 3}, {}, {5, 4}, {});
    e = must(e, UseTactic{kRoland, Tactic::AllOutAttack, {5}, 4});
    CHECK(dice_of(e, kRoland).tactic == Tactic::AllOutAttack);
    CHECK(has_alert(e, kRoland, "All Out Attack: no defence"));
    CHECK(refusal_code(e, StartDefence{kRoland, DefenceKind::Dodge, 4, 2, 0, 4}) == Why::TacticForbidsDefence);
    CHECK(refusal_code(e, StartDefence{kRoland, DefenceKind::Block, 4, 2, 0, 4}) == Why::TacticForbidsDefence);
    // Turns coming round are not a new action; spending on one is.
    REQUIRE(e.acting == kRoland);
    e = must(e, Hold{kRoland});
    CHECK(dice_of(e, kRoland).tactic == Tactic::AllOutAttack);
    e = must(e, UseTactic{kRoland, Tactic::DoubleStrike, {4}, 4});
    CHECK(has_alert(e, kRoland, "Double Strike: Dodge only"));
    CHECK(refusal_code(e, StartDefence{kRoland, DefenceKind::Block, 3, 2, 0, 4}) == Why::TacticForbidsDefence);
    Encounter dodged = must(e, StartDefence{kRoland, DefenceKind::Dodge, 3, 2, 0, 4});
    CHECK(dice_of(dodged, kRoland).defence_pool.has_value());
    // The JSON reads back.
    const Action a = UseTactic{kRoland, Tactic::DoubleStrike, {4}, 4};
    CHECK(load_action(save_action(a)).value() == a);
}

TEST_CASE("002 round3: the special results kept on the target: a lost action die, a disarm, a knockback", "[round3][action_dice][special]") {
    // 002_0ab9c90439f7658b.txt: "Where an attack results in more than the required one success, the extra successes can be used to enact one or more of the following special successes"
    // 002_0ab9c90439f7658b.txt: "Lose of an action dice"
    // 002_0ab9c90439f7658b.txt: "Disarm attempt"
    // 002_0ab9c90439f7658b.txt: "Knockback/down"
    // 002_0ab9c90439f7658b.txt: "An opponent who is prone losses any protections they had due to Size and may now suffer Holds. To stand-up they must Withdraw from InClose."
    Encounter e = rolled(table(), {5, 4, 3}, {}, {5, 2}, {});
    e = must(e, SpecialResult{kGoblin, SpecialResultKind::LoseActionDie, std::nullopt, false});
    CHECK(dice_of(e, kGoblin).hand == std::vector<int>{5});
    CHECK(logged(e, "Goblin loses an action die (its 2)"));
    CHECK(refusal_code(e, SpecialResult{kGoblin, SpecialResultKind::LoseActionDie, 4, false}) == Why::NoSuchDie);
    // Its last die lost calls no Refresh: it was not spent on an action.
    e = must(e, SpecialResult{kGoblin, SpecialResultKind::LoseActionDie, 5, false});
    CHECK(dice_of(e, kGoblin).hand.empty());
    CHECK(e.step == Step::Acting);
    CHECK(refusal_code(e, SpecialResult{kGoblin, SpecialResultKind::LoseActionDie, std::nullopt, false}) == Why::NoDiceLeft);

    e = must(e, SpecialResult{kGoblin, SpecialResultKind::Disarm, std::nullopt, false});
    CHECK(has_alert(e, kGoblin, "Disarmed"));
    CHECK(refusal_code(e, SpecialResult{kGoblin, SpecialResultKind::Disarm, std::nullopt, false}) == Why::ConditionAlreadySet);
    e = must(e, SpecialResult{kGoblin, SpecialResultKind::Knockback, std::nullopt, false});
    CHECK(has_alert(e, kGoblin, "Knocked down (prone)"));
    CHECK(logged(e, "Goblin is knocked back and down: prone (no protection from Size, open to Holds) until it Withdraws to stand up"));
    // It lasts through turns and actions until the table says it is over.
    e = must(e, attack(kRoland, {5}));
    CHECK(dice_of(e, kGoblin).disarmed);
    CHECK(dice_of(e, kGoblin).knocked_down);
    e = must(e, SpecialResult{kGoblin, SpecialResultKind::Knockback, std::nullopt, true});
    e = must(e, SpecialResult{kGoblin, SpecialResultKind::Disarm, std::nullopt, true});
    CHECK(alerts_of(e, kGoblin).empty());
    CHECK(refusal_code(e, SpecialResult{kGoblin, SpecialResultKind::Disarm, std::nullopt, true}) == Why::ConditionNotSet);
    CHECK(refusal_code(e, SpecialResult{42, SpecialResultKind::Disarm, std::nullopt, false}) == Why::NoSuchCombatant);
    // Saved and loaded with the combatant.
    auto back = load_encounter(save_encounter(e));
    REQUIRE(back.is_ok());
    CHECK(back.value() == e);
}
