// Rules text 002 (Swift Swords Tactica): a combatant in a STATE, or Crushed, in the countdown
// (core/rules/action_dice/states_in_action.cpp). Every rule test quotes
// /work/shared/rules/002_0ab9c90439f7658b.txt verbatim.
#include "core/rules/action_dice/action_dice.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "core/fight/prompts.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"

using namespace rk;
using rk::test::faces;
using rk::test::logged;
using rk::test::must;
using rk::test::ranks;
using rk::test::refusal_code;

namespace {

constexpr CombatantId kRoland = 1, kGoblin = 2;
constexpr SideId kParty = 1, kFoes = 2;

std::vector<int> hand(const Encounter& e, CombatantId id) { return part<ActionDicePart>(*e.find(id)).hand; }

// Roland (a player, Physical 3 with Heroic, Mental 3) and a Goblin (2/2), their dice given.
Encounter fight(std::vector<int> roland, std::vector<int> goblin) {
    Encounter e;
    e = must(e, SetRuleset{kActionDice, {}});
    e = must(e, AddCombatant{"Roland", kParty, true, 1, std::nullopt});
    e = must(e, AddCombatant{"Goblin", kFoes, false, 1, std::nullopt});
    e = must(e, SetRanks{.id = kRoland, .physical = 2, .mental = 3});
    e = must(e, SetRanks{.id = kGoblin, .physical = 2, .mental = 2});
    e = must(e, StartEncounter{});
    e = must(e, GiveActionDice{kRoland, std::move(roland), false});
    e = must(e, GiveActionDice{kGoblin, std::move(goblin), false});
    REQUIRE(e.step == Step::Acting);
    return e;
}

ApplyDamage stun(CombatantId id) { return ApplyDamage{.id = id, .points = 1}; }
SpendDice attack(CombatantId id, std::vector<int> dice) { return SpendDice{id, std::move(dice), 4, "Melee attack", false}; }

bool offered(const Encounter& e, const Action& a) {
    for (const Prompt& p : prompts(e))
        if (p.action == a) return true;
    return false;
}

} // namespace

TEST_CASE("002 a combatant in a State may do nothing until it removes it: no attack, no defence, no pool", "[action_dice][002]") {
    // 002_0ab9c90439f7658b.txt: "A character who takes a STATE loses all dice they may currently have in any ongoing
    // pools (accumulating actions). They may do nothing until they remove the STATE, and cannot start any new pools."
    Encounter e = fight({5, 4, 3, 1}, {4, 3});
    REQUIRE(e.acting == kRoland);
    e = must(e, stun(kRoland));
    REQUIRE(has_state(ranks(e, kRoland), RankState::Stun));
    CHECK(refusal_code(e, attack(kRoland, {5})) == Why::InAState);
    CHECK(refusal_code(e, StartPool{kRoland, "Cast Fireball", 4, {4}}) == Why::InAState);
    CHECK(refusal_code(e, StartDefence{kRoland, DefenceKind::Dodge, 5, 2, 0, 4}) == Why::InAState);
    CHECK(refusal_code(e, SpendFreeAction{kRoland, FreeAction::Effort}) == Why::InAState);
    CHECK(hand(e, kRoland) == std::vector<int>{5, 4, 3, 1});
    // The big button's prompts offer the two ways out, as the Goblin's attack would be refused too.
    CHECK(offered(e, RemoveState{kRoland, RankState::Stun, StateRemoval::SpendDie, {}, std::nullopt}));
    CHECK(offered(e, RemoveState{kRoland, RankState::Stun, StateRemoval::Roll, {}, std::nullopt}));
    // Anyone not in a State still defends as before.
    CHECK(part<ActionDicePart>(*must(e, StartDefence{kGoblin, DefenceKind::Dodge, 4, 1, 0, 3}).find(kGoblin)).defence_pool);
}

TEST_CASE("002 removing a State: spending a die removes it, and the die leaves the hand", "[action_dice][002]") {
    // 002_0ab9c90439f7658b.txt: "A character must attempt to remove a single STATE each time they would take an
    // action. They may chose to simply expend a dice and do nothing, in which case one STATE is removed, or they may
    // roll to remove it and still use the Action."
    Encounter e = must(fight({5, 4, 3, 1}, {4, 3}), stun(kRoland));
    // Not its turn: the Goblin cannot shake off a Stun out of turn by spending a die.
    Encounter goblin = must(e, ApplyDamage{.id = kGoblin, .points = 1});
    CHECK(refusal_code(goblin, RemoveState{kGoblin, RankState::Stun, StateRemoval::SpendDie, {}, std::nullopt}) == Why::SomeoneElseActing);
    CHECK(refusal_code(e, RemoveState{kRoland, RankState::Stun, StateRemoval::SpendDie, {}, 1}) == Why::DieShowsOne);
    CHECK(refusal_code(e, RemoveState{kRoland, RankState::Stun, StateRemoval::SpendDie, {}, 6}) == Why::NoSuchDie);
    Encounter spent = must(e, RemoveState{kRoland, RankState::Stun, StateRemoval::SpendDie, {}, std::nullopt});
    CHECK(hand(spent, kRoland) == std::vector<int>{5, 4, 1});   // its lowest full die went
    CHECK(logged(spent, "Roland spends its 3 and does nothing"));
    CHECK_FALSE(has_state(ranks(spent, kRoland), RankState::Stun));
    CHECK(logged(spent, "Roland acts (3 dice)"));   // that was its action: the countdown picks again
    Encounter chosen = must(e, RemoveState{kRoland, RankState::Stun, StateRemoval::SpendDie, {}, 5});
    CHECK(hand(chosen, kRoland) == std::vector<int>{4, 3, 1});
}

TEST_CASE("002 removing a State by a roll: a failure loses the action's die, a pass lets the action go on", "[action_dice][002]") {
    // 002_0ab9c90439f7658b.txt: "If they fail the roll then they may do nothing that action and remain in that STATE,
    // the cost of the attempted action is lost. If they pass they remove the State and may use the AD normally
    // (including trying to remove another State)."
    Encounter e = must(fight({5, 4, 3}, {4, 3}), stun(kRoland));
    Encounter failed = must(e, RemoveState{kRoland, RankState::Stun, StateRemoval::Roll, faces({1, 2, 3, 4}), 4});
    CHECK(has_state(ranks(failed, kRoland), RankState::Stun));
    CHECK(hand(failed, kRoland) == std::vector<int>{5, 3});
    CHECK(logged(failed, "Roland loses the 4 it spent: it does nothing this action"));
    CHECK(logged(failed, "Roland acts (2 dice)"));   // its action is over: the countdown picks again

    Encounter passed = must(e, RemoveState{kRoland, RankState::Stun, StateRemoval::Roll, faces({5, 2, 3, 4}), std::nullopt});
    CHECK_FALSE(has_state(ranks(passed, kRoland), RankState::Stun));
    CHECK(hand(passed, kRoland) == std::vector<int>{5, 4, 3});   // "may use the AD normally"
    CHECK(passed.acting == kRoland);
    passed = must(passed, attack(kRoland, {4}));
    CHECK(hand(passed, kRoland) == std::vector<int>{5, 3});
}

TEST_CASE("002 a 1 buys a roll to remove a State between actions, and goes whether or not it works", "[action_dice][002]") {
    // 002_0ab9c90439f7658b.txt: "They can use a 1-AD to roll to remove a single STATE as a Free action between actions."
    Encounter e = fight({5, 4, 3}, {4, 1});
    REQUIRE(e.acting == kRoland);
    e = must(e, stun(kGoblin));
    CHECK(refusal_code(e, RemoveState{kGoblin, RankState::Stun, StateRemoval::Roll, faces({6}), 4}) == Why::SomeoneElseActing);
    Encounter failed = must(e, RemoveState{kGoblin, RankState::Stun, StateRemoval::Roll, faces({2, 3}), 1});
    CHECK(hand(failed, kGoblin) == std::vector<int>{4});
    CHECK(has_state(ranks(failed, kGoblin), RankState::Stun));
    CHECK(failed.acting == kRoland);   // a free action takes nobody's turn
    Encounter passed = must(e, RemoveState{kGoblin, RankState::Stun, StateRemoval::Roll, faces({6, 3}), 1});
    CHECK(hand(passed, kGoblin) == std::vector<int>{4});
    CHECK_FALSE(has_state(ranks(passed, kGoblin), RankState::Stun));
    CHECK(logged(passed, "Goblin uses a 1 to roll BODY against Stun 2d: [6, 3], 1 success (entered)"));
}

TEST_CASE("002 a Crushed creature does nothing at all, not even defend, until a Spirit roll passes", "[action_dice][002]") {
    // 002_0ab9c90439f7658b.txt: "A Crushed creature may do nothing. They fall to their knees (if they have any) and
    // take no actions whatsoever, including defensive ones. They may try to become un-Crushed by making a Spirit roll
    // at the start of every action after the initial one."
    Encounter e = fight({5, 4, 3}, {4, 3});
    e = must(e, ApplyDamage{.id = kGoblin, .points = 5, .track = DamageTrack::Mental});
    REQUIRE(has_state(ranks(e, kGoblin), RankState::Crushed));
    CHECK(refusal_code(e, StartDefence{kGoblin, DefenceKind::Dodge, 4, 1, 0, 3}) == Why::CrushedDoesNothing);
    e = must(e, SpendDice{kRoland, {5, 4}, 8, "Charge", false});
    REQUIRE(e.acting == kGoblin);   // the Goblin holds more dice now
    CHECK(refusal_code(e, attack(kGoblin, {4})) == Why::CrushedDoesNothing);
    CHECK(refusal_code(e, RemoveState{kGoblin, RankState::Crushed, StateRemoval::SpendDie, {}, std::nullopt}) == Why::NeedsSpiritRoll);
    CHECK(refusal_code(e, RemoveState{kGoblin, RankState::Crushed, StateRemoval::Roll, faces({6}), 1}) == Why::CrushedDoesNothing);
    Encounter still = must(e, RemoveState{kGoblin, RankState::Crushed, StateRemoval::Roll, faces({1, 2}), std::nullopt});
    CHECK(has_state(ranks(still, kGoblin), RankState::Crushed));
    CHECK(hand(still, kGoblin) == std::vector<int>{4});
}
