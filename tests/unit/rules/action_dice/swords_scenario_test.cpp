// Rules text 002 (Swift Swords Tactica), the issue's scenario: "a 3-hero vs 5-goblin fight through
// two refreshes with a bleeder and a crossover". The same fight is in tests/replay/swords-two-refreshes.json.
// Every rule quoted from /work/shared/rules/002_0ab9c90439f7658b.txt verbatim.
#include <algorithm>

#include "core/rules/action_dice/action_dice.hpp"
#include "core/model/history.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;

namespace {

constexpr CombatantId kAldric = 1, kBrenna = 2, kCael = 3, kGoblin1 = 4, kGoblin2 = 5, kGoblin3 = 6, kGoblin4 = 7,
                      kBoss = 8;

RollInput faces(std::initializer_list<int> f) { return RollInput{std::vector<int>(f)}; }

const Combatant& who(const Encounter& e, CombatantId id) {
    const Combatant* c = e.find(id);
    REQUIRE(c);
    return *c;
}
const Ranks& ranks(const Encounter& e, CombatantId id) {
    REQUIRE(who(e, id).ranks);
    return *who(e, id).ranks;
}
Standing standing(const Encounter& e, CombatantId id) { return ranks(e, id).standing; }

bool logged(const Encounter& e, const std::string& text) {
    const auto entries = e.log.entries();
    return std::any_of(entries.begin(), entries.end(), [&](const LogEntry& l) { return l.text == text; });
}

// Three Heroic rank-3 heroes, four Stateless rank-1 goblins given 4,3,2 every round and a rank-2
// goblin boss rolling 4 dice, in an action-dice fight not yet started.
Encounter set_up() {
    Encounter e;
    e = must(e, RenameEncounter{"Three heroes and five goblins"});
    e = must(e, SetRuleset{kActionDice, {}});
    for (const char* hero : {"Aldric", "Brenna", "Cael"}) e = must(e, AddCombatant{hero, 1, true, 1, std::nullopt});
    for (const char* goblin : {"Goblin 1", "Goblin 2", "Goblin 3", "Goblin 4", "Goblin boss"})
        e = must(e, AddCombatant{goblin, 2, false, 1, std::nullopt});
    for (CombatantId hero : {kAldric, kBrenna, kCael}) e = must(e, SetRanks{.id = hero, .physical = 3, .mental = 3});
    for (CombatantId goblin : {kGoblin1, kGoblin2, kGoblin3, kGoblin4}) {
        e = must(e, SetRanks{.id = goblin, .physical = 1, .mental = 1, .stateless = true});
        e = must(e, GiveActionDice{goblin, {4, 3, 2}, true});
    }
    e = must(e, SetRanks{.id = kBoss, .physical = 2, .mental = 2});
    return must(e, SetStat{kBoss, "action_dice", 4});
}

// Round 1 up to the Refresh Aldric calls, every die entered.
Encounter round_one(Encounter e) {
    // 002: "Minor NPCs can be given a fixed set of dice, eg 5,4,3,2, to simplify the process."
    e = must(e, StartEncounter{});
    REQUIRE(e.step == Step::RollingInitiative);
    CHECK(part<ActionDicePart>(who(e, kGoblin1)).hand == std::vector<int>{4, 3, 2});
    e = must(e, RollInitiative{kAldric, faces({5, 4, 3, 2})});
    e = must(e, RollInitiative{kBrenna, faces({5, 5, 3, 1})});
    e = must(e, RollInitiative{kCael, faces({4, 4, 3, 2})});
    // 002: "Any dice showing a 6 gives you an extra dice, roll that extra dice and add it to your pool"
    e = must(e, RollInitiative{kBoss, faces({6, 4, 3, 2, 5})});
    CHECK(part<ActionDicePart>(who(e, kBoss)).hand == std::vector<int>{6, 5, 4, 3, 2});
    // 002: the countdown goes by the count of dice: the boss, with five, acts alone.
    REQUIRE(e.step == Step::Acting);
    CHECK(e.acting == kBoss);

    e = must(e, SpendDice{kBoss, {6}, 4, "Axe on Brenna"});
    // 002: "TRAUMA: when the damage inflicted from a single attack exceeds the normal Physical Rank of the
    // target, then a Trauma has been inflicted." Brenna's Physical rank is 4 (3, Heroic +1); she takes the rank.
    e = must(e, ApplyDamage{.id = kBrenna, .points = 5, .take_state = false});
    CHECK(ranks(e, kBrenna).physical.lost == 1);
    CHECK(ranks(e, kBrenna).mental.crossover == 0);
    e = must(e, RollInjury{kBrenna, faces({6, 6, 2, 3})});   // two 6s: the Chest
    e = must(e, RollInjuryEffect{kBrenna, faces({3}), std::nullopt});   // Chest 3: Bleeder
    REQUIRE(ranks(e, kBrenna).wounds.size() == 1);
    CHECK(ranks(e, kBrenna).wounds[0].effect == InjuryEffect::Bleeder);
    CHECK(ranks(e, kBrenna).wounds[0].bleeds_due == 0);   // the first roll comes with the next round

    // Four dice each: "players before NPCs", and the players pick among themselves.
    CHECK(may_act_now(e) == std::vector<CombatantId>{kAldric, kBrenna, kCael});
    e = must(e, ActNow{kCael});
    e = must(e, SpendDice{kCael, {4}, 4, "Sword on Goblin 1"});
    // 002: Stateless minor NPCs always lose a rank, and at 0 they are Out of Action.
    e = must(e, ApplyDamage{.id = kGoblin1, .points = 1});
    CHECK(standing(e, kGoblin1) == Standing::OutOfAction);
    // 002: "OoA creature get no action dice"
    CHECK(part<ActionDicePart>(who(e, kGoblin1)).hand.empty());

    e = must(e, ActNow{kAldric});
    // 002: "When any character uses their last AD and completes their action, they must call for a "Refresh"."
    e = must(e, SpendDice{kAldric, {5, 4, 3, 2}, 12, "Whirlwind on Goblins 2 and 3"});
    CHECK(e.step == Step::Refresh);
    CHECK(part<ActionDiceFight>(e).refresh_caller == kAldric);
    e = must(e, ApplyDamage{.id = kGoblin2, .points = 2});
    e = must(e, ApplyDamage{.id = kGoblin3, .points = 1});
    CHECK(standing(e, kGoblin2) == Standing::OutOfAction);
    CHECK(standing(e, kGoblin3) == Standing::OutOfAction);
    CHECK(refresh_options_left(e) == std::vector<CombatantId>{kBrenna, kBoss, kCael, kGoblin4});
    return e;
}

// Everyone's last option: Brenna keeps a 5, the rest pass; round 2 begins.
Encounter first_refresh(Encounter e) {
    // 002: "Everyone else then gets one more option to act. If they have sufficient dice they may perform an
    // Action, or they may take one of their AD and carry it over to the next round."
    e = must(e, RefreshOption{kBrenna, 5});
    e = must(e, RefreshOption{kBoss, std::nullopt});
    e = must(e, RefreshOption{kCael, std::nullopt});
    e = must(e, RefreshOption{kGoblin4, std::nullopt});
    return e;
}

} // namespace

TEST_CASE("002 scenario: three heroes and five goblins through two Refreshes, a bleeder and a crossover",
          "[scenario][002]") {
    Encounter e = first_refresh(round_one(set_up()));
    REQUIRE(e.round == 2);
    REQUIRE(e.step == Step::RollingInitiative);
    // 002: "The target must make a BODY roll at the start of each Round or suffer an extra Physical Rank loss."
    const Wound chest = ranks(e, kBrenna).wounds[0];
    CHECK(chest.bleeds_due == 1);
    CHECK(logged(e, "Bleeder rolls due: Brenna (Chest)"));
    // 002: "Anyone reduced to OoA or KIA ... must roll on the injury table": the three fallen goblins owe theirs.
    std::vector<std::string> due;
    for (const DueRoll& r : rolls_due(e)) due.push_back(r.what);
    CHECK(due == std::vector<std::string>{"Brenna: BODY 4d for the bleeder in the Chest",
                                          "Goblin 1: 4d6 on the injury Location Table",
                                          "Goblin 2: 4d6 on the injury Location Table",
                                          "Goblin 3: 4d6 on the injury Location Table"});
    // The goblins that are down get no dice; Goblin 4 is given its set again.
    CHECK(logged(e, "Goblin 1 is Out of Action: no action dice"));
    CHECK(refusal_code(e, RollInitiative{kGoblin2, {}}) == Why::OutOfFight);
    CHECK(part<ActionDicePart>(who(e, kGoblin4)).hand == std::vector<int>{4, 3, 2});
    CHECK(part<ActionDicePart>(who(e, kBrenna)).carries_die);

    // The bleeder roll fails: the second Physical rank lost carries one Mental rank over.
    // 002: "By default each 2nd rank loss on the Physical side will result in the loss of one Mental rank."
    e = must(e, RollBleeder{kBrenna, chest.id, faces({1, 2, 3, 4})});
    CHECK(ranks(e, kBrenna).physical.lost == 2);
    CHECK(ranks(e, kBrenna).mental.crossover == 1);
    CHECK(current_rank(ranks(e, kBrenna), RankTrack::Physical) == 2);
    CHECK(current_rank(ranks(e, kBrenna), RankTrack::Mental) == 2);
    CHECK(logged(e, "Brenna also loses a Mental rank by crossover: Physical 2, Mental 2"));
    CHECK(refusal_code(e, RollBleeder{kBrenna, chest.id, faces({5})}) == Why::NoRollDue);

    // 002: "Those that kept a dice (carry over) add it to their normal pool and roll all of them."
    e = must(e, RollInitiative{kAldric, faces({4, 4, 3, 2})});
    e = must(e, RollInitiative{kBrenna, faces({5, 4, 3, 2, 2})});
    e = must(e, RollInitiative{kCael, faces({5, 4, 3, 3})});
    e = must(e, RollInitiative{kBoss, faces({5, 4, 3, 2})});
    REQUIRE(e.step == Step::Acting);
    CHECK(e.acting == kBrenna);   // five dice
    e = must(e, SpendDice{kBrenna, {5, 4, 3, 2, 2}, 16, "Charge Goblin 4"});
    CHECK(part<ActionDiceFight>(e).refresh_caller == kBrenna);
    e = must(e, ApplyDamage{.id = kGoblin4, .points = 3});
    CHECK(standing(e, kGoblin4) == Standing::OutOfAction);

    // The second Refresh, undone and redone across the new round.
    History<Encounter> h;
    h.present = e;
    REQUIRE_FALSE(commit(h, RefreshOption{kAldric, std::nullopt}, apply));
    REQUIRE_FALSE(commit(h, RefreshOption{kCael, 5}, apply));
    REQUIRE_FALSE(commit(h, RefreshOption{kBoss, std::nullopt}, apply));
    const Encounter round3 = h.present;
    CHECK(round3.round == 3);
    CHECK(round3.step == Step::RollingInitiative);
    CHECK(ranks(round3, kBrenna).wounds[0].bleeds_due == 1);   // due again at the start of round 3
    REQUIRE_FALSE(undo(h));
    CHECK(h.present.round == 2);
    CHECK(h.present.step == Step::Refresh);
    CHECK(ranks(h.present, kBrenna).wounds[0].bleeds_due == 0);
    CHECK(refresh_options_left(h.present) == std::vector<CombatantId>{kBoss});
    REQUIRE_FALSE(redo(h));
    CHECK(h.present == round3);

    // Final state: every goblin but the boss is down, Brenna has lost 2 Physical and 1 Mental by crossover.
    for (CombatantId goblin : {kGoblin1, kGoblin2, kGoblin3, kGoblin4})
        CHECK(standing(round3, goblin) == Standing::OutOfAction);
    CHECK(standing(round3, kBoss) == Standing::Active);
    CHECK(part<ActionDicePart>(who(round3, kCael)).carries_die);
    CHECK(current_rank(ranks(round3, kAldric), RankTrack::Physical) == 4);
}

TEST_CASE("002 scenario with seeded rolls: the same fight, rolled by the app, replays the same", "[scenario][002]") {
    // 002: every roll can be entered or rolled; rolled by the app from the encounter's seed, the fight is
    // the same each time it is played from the same seed.
    auto play = [](std::uint64_t seed) {
        Encounter e = set_up();
        e.rng.state = seed;
        e = must(e, StartEncounter{});
        for (CombatantId id : {kAldric, kBrenna, kCael, kBoss}) e = must(e, RollInitiative{id, {}});
        REQUIRE(e.step == Step::Acting);
        // 002: "The normal maximum number of dice you can have is 6, not counting rerolls."
        for (CombatantId id : {kAldric, kBrenna, kCael}) {
            const auto& hand = part<ActionDicePart>(who(e, id)).hand;
            const auto sixes = std::count(hand.begin(), hand.end(), 6);
            CHECK(hand.size() >= 4);
            CHECK(static_cast<long>(hand.size()) <= 4 + sixes);
        }
        e = must(e, ApplyDamage{.id = kBrenna, .points = 5, .take_state = false});
        e = must(e, RollInjury{kBrenna, {}});
        while (!ranks(e, kBrenna).injuries.empty()) {
            if (!ranks(e, kBrenna).injuries[0].location) e = must(e, RollInjury{kBrenna, {}});
            else e = must(e, RollInjuryEffect{kBrenna, {}, std::nullopt});
        }
        // Whoever may act first cannot afford its action: it calls a Refresh; everyone else passes.
        REQUIRE_FALSE(may_act_now(e).empty());
        e = must(e, CallRefresh{may_act_now(e).front()});
        REQUIRE(e.step == Step::Refresh);
        while (!refresh_options_left(e).empty()) e = must(e, RefreshOption{refresh_options_left(e).front(), std::nullopt});
        CHECK(e.round == 2);
        return e;
    };
    for (std::uint64_t seed : {1u, 2u, 3u, 2002u}) {
        INFO("seed " << seed);
        const Encounter a = play(seed);
        CHECK(a == play(seed));
        CHECK(a.step == Step::RollingInitiative);
        // A bleeder, if the wound rolled was one, is due now; nothing else is owed.
        int bleeders = 0;
        for (const Wound& w : ranks(a, kBrenna).wounds)
            if (w.effect == InjuryEffect::Bleeder) {
                ++bleeders;
                CHECK(w.bleeds_due == (ranks(a, kBrenna).standing == Standing::Active ? 1 : 0));
            }
        CHECK(static_cast<int>(rolls_due(a).size()) >= (ranks(a, kBrenna).standing == Standing::Active ? bleeders : 0));
    }
}

TEST_CASE("002 OoA creatures get no action dice: their hand goes when they fall, and no new set comes", "[ranks][action_dice][002]") {
    // 002_0ab9c90439f7658b.txt: "OoA creature get no action dice, they act automatically as the GM chooses."
    Encounter e = must(set_up(), StartEncounter{});
    for (CombatantId id : {kAldric, kBrenna, kCael}) e = must(e, RollInitiative{id, faces({5, 4, 3, 2})});
    e = must(e, RollInitiative{kBoss, faces({5, 4, 3, 2})});
    REQUIRE(part<ActionDicePart>(who(e, kGoblin4)).hand == std::vector<int>{4, 3, 2});
    e = must(e, ApplyDamage{.id = kGoblin4, .points = 1});
    CHECK(standing(e, kGoblin4) == Standing::OutOfAction);
    CHECK(part<ActionDicePart>(who(e, kGoblin4)).hand.empty());
    CHECK(logged(e, "Goblin 4 discards its remaining action dice (4, 3, 2)"));
    CHECK(refusal_code(e, SpendDice{kGoblin4, {4}, 4, "Stab"}) == Why::NoDiceLeft);
    // Falling is not using its last die: no Refresh is called.
    CHECK(e.step == Step::Acting);
    CHECK_FALSE(part<ActionDiceFight>(e).refresh_caller);

    e = must(e, EndRound{});
    REQUIRE(e.round == 2);
    CHECK(part<ActionDicePart>(who(e, kGoblin4)).hand_ready);
    CHECK(part<ActionDicePart>(who(e, kGoblin4)).hand.empty());
    CHECK(refusal_code(e, RollInitiative{kGoblin4, {}}) == Why::OutOfFight);
    CHECK(refusal_code(e, GiveActionDice{kGoblin4, {5}, false}) == Why::OutOfFight);
    // Back in action by the game master's word: a set comes with the next round.
    e = must(e, HealRank{kGoblin4, RankTrack::Physical});
    e = must(e, SetStanding{kGoblin4, Standing::Active});
    for (CombatantId id : {kAldric, kBrenna, kCael, kBoss}) e = must(e, RollInitiative{id, faces({5, 4, 3, 2})});
    e = must(e, EndRound{});
    CHECK(part<ActionDicePart>(who(e, kGoblin4)).hand == std::vector<int>{4, 3, 2});
}
