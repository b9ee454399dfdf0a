// Rules text 002 (Swift Swords Tactica): ranks, States, damage against a rank, crossover, Out of
// Action and KIA, groups, fear and fatigue. Every rule test quotes
// /work/shared/rules/002_0ab9c90439f7658b.txt verbatim.
#include <algorithm>

#include "core/model/history.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "core/formats/serialize.hpp"
#include "core/fight/validate.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;
using rk::test::faces;
using rk::test::logged;
using rk::test::mental;
using rk::test::physical;
using rk::test::ranks;

namespace {

constexpr CombatantId kRoland = 1, kGoblin = 2, kGoblin2 = 3, kGoblin3 = 4;
constexpr SideId kParty = 1, kFoes = 2;





// Roland, "a base Heroic character" with 3 Physical ranks (2 + Heroic), against three goblins
// of rank 2 (minor NPCs, not Heroic).
Encounter roland_and_goblins(Ruleset rules = kActionDice) {
    Encounter e;
    e = must(e, SetRuleset{rules, {}});
    e = must(e, AddCombatant{"Roland", kParty, true, 1, std::nullopt});
    for (const char* name : {"Goblin", "Goblin 2", "Goblin 3"}) e = must(e, AddCombatant{name, kFoes, false, 1, std::nullopt});
    e = must(e, SetRanks{.id = kRoland, .physical = 2, .mental = 3});
    for (CombatantId g : {kGoblin, kGoblin2, kGoblin3}) e = must(e, SetRanks{.id = g, .physical = 2, .mental = 2});
    return e;
}

ApplyDamage hit(CombatantId id, int points, DamageTrack track = DamageTrack::Physical) {
    return ApplyDamage{.id = id, .points = points, .track = track};
}
ApplyDamage rank_loss(CombatantId id, int points, DamageTrack track = DamageTrack::Physical) {
    return ApplyDamage{.id = id, .points = points, .track = track, .take_state = false};
}

} // namespace

TEST_CASE("002 ranks: Physical and Mental ranks from 0 to 9, heroes one level up on the side they choose", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "All creatures will be ranked from 1 to 9 for Physical and Mental status."
    // 002_0ab9c90439f7658b.txt: "Players should always be given an extra level over what they may rate as
    // numerically, they are heroes after all. They will automatically gain a Feat called Heroic which does this.
    // The extra level can be taken either on the Physical side or the Mental side at the beginning of each event."
    Encounter e = roland_and_goblins(kHighestFirst);
    CHECK(ranks(e, kRoland).heroic);                // a player is Heroic unless told otherwise
    CHECK_FALSE(ranks(e, kGoblin).heroic);
    CHECK(physical(e, kRoland) == 3);
    CHECK(mental(e, kRoland) == 3);
    CHECK(logged(e, "Roland: Physical 3, Mental 3, Heroic (Physical)"));

    e = must(e, ChooseHeroic{kRoland, RankTrack::Mental});
    CHECK(physical(e, kRoland) == 2);
    CHECK(mental(e, kRoland) == 4);
    CHECK(refusal_code(e, ChooseHeroic{kGoblin, RankTrack::Mental}) == Why::NotHeroic);
    CHECK(refusal_code(e, SetRanks{.id = kGoblin, .physical = 10}) == Why::RankOutOfRange);
    CHECK(refusal_code(e, SetRanks{.id = 42}) == Why::NoSuchCombatant);
    CHECK(refusal_code(e, ApplyDamage{.id = 42, .points = 1}) == Why::NoSuchCombatant);

    e = must(e, StartEncounter{});
    CHECK(refusal_code(e, ChooseHeroic{kRoland, RankTrack::Physical}) == Why::AlreadyStarted);
    // A creature without ranks is told so.
    Encounter plain = must(Encounter{}, AddCombatant{"Aria", kParty, true, 1, 20});
    CHECK(refusal_code(plain, ApplyDamage{.id = 1, .points = 2}) == Why::NoRanks);
}

TEST_CASE("002 bonus ranks count for the damage thresholds but cannot absorb damage", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "Bonus Ranks cannot be used to actually absorb damage, but they do count for
    // determining the level of damage you may suffer. Eg: if you were Rank 3 and had a Bonus Rank to become Rank 4,
    // then you would need to suffer 5 damage to suffer a Trauma or Panicked result."
    Encounter e = roland_and_goblins();
    e = must(e, SetRanks{.id = kGoblin, .physical = 3, .mental = 3, .physical_bonus = 1, .mental_bonus = 1});
    CHECK(total_rank(ranks(e, kGoblin), RankTrack::Physical) == 4);

    Encounter four = must(e, rank_loss(kGoblin, 4));
    CHECK(ranks(four, kGoblin).injuries.empty());                 // no Trauma at 4
    Encounter five = must(e, rank_loss(kGoblin, 5));
    CHECK(ranks(five, kGoblin).injuries.size() == 1);             // Trauma at 5
    CHECK(logged(five, "Goblin suffers a Trauma wound"));

    Encounter calm = must(e, rank_loss(kGoblin, 4, DamageTrack::Mental));
    CHECK_FALSE(has_state(ranks(calm, kGoblin), RankState::Panicked));
    Encounter panicked = must(e, rank_loss(kGoblin, 5, DamageTrack::Mental));
    CHECK(has_state(ranks(panicked, kGoblin), RankState::Panicked));

    // 002_0ab9c90439f7658b.txt: "Bonus ranks cannot be marked as lost."
    // A rank-1 goblin behind a wall (+2) still goes down with its one real rank.
    e = must(e, SetRanks{.id = kGoblin2, .physical = 1, .mental = 2, .physical_bonus = 2});
    e = must(e, rank_loss(kGoblin2, 1));
    CHECK(ranks(e, kGoblin2).standing == Standing::OutOfAction);
    // "The downside is that if your enemy breach the wall you bonus levels vanish."
    e = must(e, SetRanks{.id = kGoblin, .physical = 3, .mental = 3});
    CHECK(total_rank(ranks(e, kGoblin), RankTrack::Physical) == 3);
}

TEST_CASE("002 level 9 cannot be knocked down without a special event", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "They cannot be knocked off level 9 unless some special event occurs that would be
    // most likely story driven. A bane weapon might drop its target off Physical 9, an extended and highly risky
    // debate might knock a Mental 9 down."
    Encounter e = roland_and_goblins();
    e = must(e, SetRanks{.id = kGoblin, .physical = 9, .mental = 4});
    e = must(e, rank_loss(kGoblin, 30));
    CHECK(physical(e, kGoblin) == 9);
    CHECK(ranks(e, kGoblin).standing == Standing::Active);
    CHECK(logged(e, "Goblin stands on Physical 9: only a special event knocks it down"));

    e = must(e, ApplyDamage{.id = kGoblin, .points = 1, .take_state = false, .special_event = true});   // the bane weapon
    CHECK(physical(e, kGoblin) == 8);
    e = must(e, rank_loss(kGoblin, 1));   // off level 9, it loses ranks as anyone does
    CHECK(physical(e, kGoblin) == 7);
    // "It is possible to have a creature on level 9 in one area and not another, which may be their weakness."
    CHECK(mental(e, kGoblin) == 3);   // the 2nd physical loss carried over
    e = must(e, rank_loss(kGoblin, 1, DamageTrack::Mental));
    CHECK(mental(e, kGoblin) == 2);
}

TEST_CASE("002 damage may be taken as the State of its kind, unless already in it or Stateless", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "Any damage inflicted (not stopped) may result in the taking of a State result
    // (Stun/Shock) as long as they are not already suffering a State effect of the appropriate type. If they already
    // have an appropriate State they must take a Rank loss. You may elect to take a Rank loss instead of a State if
    // you wish. Minor NPCs can be flagged as Stateless, in which case they always take a Rank loss."
    // 002_0ab9c90439f7658b.txt: "A STATE (Physical=Stun, Mental=Shock, Magic=Doubt) is a form a damage you may elect
    // to suffer rather than lose a Rank."
    Encounter e = roland_and_goblins();
    e = must(e, hit(kRoland, 1));
    CHECK(has_state(ranks(e, kRoland), RankState::Stun));
    CHECK(physical(e, kRoland) == 3);
    CHECK(logged(e, "Roland is Stunned"));

    e = must(e, hit(kRoland, 1));   // already Stunned: a rank goes
    CHECK(physical(e, kRoland) == 2);
    CHECK(logged(e, "Roland is already in Stun: it must lose a rank"));

    e = must(e, hit(kRoland, 1, DamageTrack::Mental));
    CHECK(has_state(ranks(e, kRoland), RankState::Shock));
    e = must(e, hit(kRoland, 1, DamageTrack::Magic));
    CHECK(has_state(ranks(e, kRoland), RankState::Doubt));
    CHECK(mental(e, kRoland) == 3);   // magic is resisted with the Mental rank

    e = must(e, rank_loss(kGoblin, 1));   // the goblin elects the rank loss
    CHECK(physical(e, kGoblin) == 1);
    CHECK(ranks(e, kGoblin).states.empty());

    e = must(e, SetRanks{.id = kGoblin2, .physical = 2, .mental = 2, .stateless = true});
    e = must(e, hit(kGoblin2, 1));
    CHECK(physical(e, kGoblin2) == 1);
    CHECK(ranks(e, kGoblin2).states.empty());
    CHECK(logged(e, "Goblin 2 is Stateless: it always loses a rank"));

    // A miss does nothing at all.
    CHECK(apply(e, hit(kGoblin3, 0)).value() == e);
}

TEST_CASE("002 one rank per attack; a Trauma beyond the rank, a Killing Blow beyond twice", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "Eg: a base Heroic character has 3 Ranks, so any successful hit that inflicts any
    // damage will take away one rank reflecting small wounds and fatigue. A hit of 4 damage will inflict a Trauma
    // Wound, and a hit of 7 damage will inflict a Killing Blow."
    const Encounter e = roland_and_goblins();
    for (int points : {1, 2, 3}) {
        const Encounter after = must(e, rank_loss(kRoland, points));
        CHECK(physical(after, kRoland) == 2);
        CHECK(ranks(after, kRoland).injuries.empty());
    }
    // 002_0ab9c90439f7658b.txt: "TRAUMA: when the damage inflicted from a single attack exceeds the normal Physical
    // Rank of the target, then a Trauma has been inflicted. This is a specific injury affect and a roll on the Injury
    // Table is required."
    Encounter trauma = must(e, rank_loss(kRoland, 4));
    CHECK(physical(trauma, kRoland) == 2);
    REQUIRE(ranks(trauma, kRoland).injuries.size() == 1);
    CHECK(ranks(trauma, kRoland).injuries[0].effect_bonus == 0);
    CHECK(ranks(trauma, kRoland).standing == Standing::Active);
    CHECK(logged(trauma, "Roland must roll on the injury table"));
    trauma = must(e, rank_loss(kRoland, 6));
    CHECK(ranks(trauma, kRoland).standing == Standing::Active);   // 6 is not more than twice 3

    // 002_0ab9c90439f7658b.txt: "KILLING BLOW: if you suffer more than 2 times your normal Rank in damage in one
    // attack you are knocked unconscious and count as OoA (Out of Action) and you must roll on the Injury Tables. Add
    // +1 to the Injury Table roll."
    const Encounter blow = must(e, hit(kRoland, 7));
    CHECK(ranks(blow, kRoland).standing == Standing::OutOfAction);
    REQUIRE(ranks(blow, kRoland).injuries.size() == 1);
    CHECK(ranks(blow, kRoland).injuries[0].effect_bonus == 1);
    CHECK(logged(blow, "Roland suffers a Killing Blow"));
    CHECK(logged(blow, "Roland is Out of Action (Killing Blow)"));
}

TEST_CASE("002 Massive damage, or more than 3 times the rank, is Killed in Action", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "MASSIVE: some creatures are so big and powerful that any hit results in massive
    // damage and you are considered KIA (Killed in Action). As a further guide if more than 3 times your current rank
    // are inflicted it can be considered Massive Damage."
    const Encounter e = roland_and_goblins();
    Encounter kia = must(e, hit(kGoblin, 7));   // rank 2: 7 > 6
    CHECK(ranks(kia, kGoblin).standing == Standing::KilledInAction);
    CHECK(ranks(kia, kGoblin).injuries.at(0).effect_bonus == 1);
    CHECK(refusal_code(kia, hit(kGoblin, 1)) == Why::AlreadyDead);

    Encounter giant = must(e, ApplyDamage{.id = kRoland, .points = 1, .massive = true});
    CHECK(ranks(giant, kRoland).standing == Standing::KilledInAction);
    // 002_0ab9c90439f7658b.txt: "Massive weapons only need a single success to gain a roll on the Massive Damage Table."
    giant = must(e, ApplyDamage{.id = kRoland, .points = 1, .weapon = WeaponWeight::Massive});
    CHECK(ranks(giant, kRoland).standing == Standing::KilledInAction);
    CHECK(refusal_code(e, ApplyDamage{.id = kRoland, .points = 1, .track = DamageTrack::Mental, .massive = true}) == Why::MassiveIsPhysical);
}

TEST_CASE("002 mental damage: Panicked beyond the rank, Crushed beyond twice, shaken off with Spirit rolls", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "PANICKED: when a creature suffers more than their starting Mental Rank in a single
    // mental damage roll, they are Panicked."
    // 002_0ab9c90439f7658b.txt: "CRUSHED: when a creatures suffers more than 2 times their starting Mental Rank in a
    // single mental damage roll, they are Crushed. A Crushed creature may do nothing."
    Encounter e = roland_and_goblins();
    Encounter panicked = must(e, hit(kGoblin, 3, DamageTrack::Mental));
    CHECK(has_state(ranks(panicked, kGoblin), RankState::Shock));
    CHECK(has_state(ranks(panicked, kGoblin), RankState::Panicked));
    CHECK(ranks(panicked, kGoblin).injuries.empty());   // the injury table is for bodies
    part<ActionDicePart>(*e.find(kGoblin)).defence_pool = DefencePool{DefenceKind::Block, 1, 1};
    Encounter crushed = must(e, hit(kGoblin, 5, DamageTrack::Mental));
    CHECK(has_state(ranks(crushed, kGoblin), RankState::Crushed));
    CHECK_FALSE(has_state(ranks(crushed, kGoblin), RankState::Panicked));
    CHECK_FALSE(part<ActionDicePart>(*crushed.find(kGoblin)).defence_pool.has_value());   // Crushed is a State: the pool goes

    // "They may try to become un-Panicked by making a Spirit roll at the start of every action after the initial one"
    CHECK(refusal_code(panicked, RemoveState{kGoblin, RankState::Panicked, StateRemoval::SpendDie, {}}) == Why::NeedsSpiritRoll);
    Encounter still = must(panicked, RemoveState{kGoblin, RankState::Panicked, StateRemoval::Roll, faces({1, 2, 3, 4})});
    CHECK(has_state(ranks(still, kGoblin), RankState::Panicked));
    CHECK(logged(still, "Goblin rolls SPIRIT against Panicked 4d: [1, 2, 3, 4], 0 successes (entered)"));
    Encounter calm = must(still, RemoveState{kGoblin, RankState::Panicked, StateRemoval::Roll, faces({1, 2, 6, 4})});
    CHECK_FALSE(has_state(ranks(calm, kGoblin), RankState::Panicked));
}

TEST_CASE("002 crossover: every 2nd rank lost costs one on the other side, does not cascade, heals with its cause", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "By default each 2nd rank loss on the Physical side will result in the loss of one
    // Mental rank. This happens both ways, as will be seen below, but such carry over damage does not contribute to
    // further carry over damage. Eg a physical rank loss that results in a mental rank loss that results in another
    // physical rank loss etc. Carry over ranks lost should be marked by a linking arrow from the area that caused it
    // to differentiate it from normal damage loses. Carry over damage is regained if the cause is removed (healed)."
    Encounter e = roland_and_goblins();
    e = must(e, SetRanks{.id = kRoland, .physical = 5, .mental = 4});   // Physical 6 with Heroic, Mental 4
    e = must(e, rank_loss(kRoland, 1));
    CHECK(mental(e, kRoland) == 4);
    e = must(e, rank_loss(kRoland, 1));   // the 2nd physical loss
    CHECK(physical(e, kRoland) == 4);
    CHECK(mental(e, kRoland) == 3);
    CHECK(ranks(e, kRoland).mental.crossover == 1);
    CHECK(ranks(e, kRoland).mental.lost == 0);
    CHECK(logged(e, "Roland also loses a Mental rank by crossover: Physical 4, Mental 3"));

    // A mental loss by crossover is not a mental loss of its own: one more mental loss is the 1st, not the 2nd.
    e = must(e, rank_loss(kRoland, 1, DamageTrack::Mental));
    CHECK(physical(e, kRoland) == 4);
    e = must(e, rank_loss(kRoland, 1, DamageTrack::Mental));   // the 2nd direct mental loss
    CHECK(physical(e, kRoland) == 3);
    CHECK(ranks(e, kRoland).physical.crossover == 1);
    CHECK(mental(e, kRoland) == 1);

    // Healing the 2nd physical loss removes the cause: the mental rank it cost comes back with it.
    e = must(e, HealRank{kRoland, RankTrack::Physical});
    CHECK(ranks(e, kRoland).mental.crossover == 0);
    CHECK(physical(e, kRoland) == 4);
    CHECK(mental(e, kRoland) == 2);
    CHECK(logged(e, "Roland regains a Physical rank and the Mental rank it cost by crossover: Physical 4, Mental 2"));
    e = must(e, HealRank{kRoland, RankTrack::Physical});
    CHECK(physical(e, kRoland) == 5);   // the crossover from the mental side stays until that side heals
    CHECK(refusal_code(e, HealRank{kRoland, RankTrack::Physical}) == Why::CrossoverRanks);
}

TEST_CASE("002 crossover every 3rd or 4th where advantages say so", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "Some advantages/spells/events may modify the carryover value from every 2nd to
    // every 3rd or even every 4th."
    Encounter e = roland_and_goblins();
    e = must(e, SetRanks{.id = kGoblin, .physical = 6, .mental = 6, .crossover_every = 3});
    e = must(e, rank_loss(kGoblin, 1));
    e = must(e, rank_loss(kGoblin, 1));
    CHECK(mental(e, kGoblin) == 6);
    e = must(e, rank_loss(kGoblin, 1));
    CHECK(mental(e, kGoblin) == 5);
    CHECK(refusal_code(e, SetRanks{.id = kGoblin, .physical = 6, .mental = 6, .crossover_every = 1}) == Why::RankOutOfRange);
}

TEST_CASE("002 Out of Action at 0 ranks, at -3 for Heroic creatures", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "When a normal creature is reduced to 0 or less Ranks it is Out of Action (OoA) and
    // generally either unconscious, cowering, crippled or run away."
    // 002_0ab9c90439f7658b.txt: "Heroic creatures are able to go to negative Ranks as indicated and become OoA at -3
    // Ranks instead."
    Encounter e = roland_and_goblins();
    e = must(e, rank_loss(kGoblin, 1));
    CHECK(ranks(e, kGoblin).standing == Standing::Active);
    e = must(e, rank_loss(kGoblin, 1));
    CHECK(physical(e, kGoblin) == 0);
    CHECK(ranks(e, kGoblin).standing == Standing::OutOfAction);
    CHECK(logged(e, "Goblin is Out of Action (no Physical rank left)"));
    // Reduced to OoA by damage: "Anyone reduced to OoA or KIA, or who suffers a Trauma effect from damage, must roll
    // on the injury table to see if they have taken a grievous wound and or a permanent injury."
    CHECK(ranks(e, kGoblin).injuries.size() == 1);

    for (int i = 0; i < 5; ++i) e = must(e, rank_loss(kRoland, 1));   // Physical 3 down to -2
    CHECK(physical(e, kRoland) == -2);
    CHECK(ranks(e, kRoland).standing == Standing::Active);
    e = must(e, rank_loss(kRoland, 1));
    CHECK(physical(e, kRoland) == -3);
    CHECK(ranks(e, kRoland).standing == Standing::OutOfAction);
    // Back in action by the game master's word, once a rank has healed.
    CHECK(refusal_code(e, SetStanding{kRoland, Standing::Active}) == Why::NoRankLeft);
    e = must(e, HealRank{kRoland, RankTrack::Physical});
    e = must(e, SetStanding{kRoland, Standing::Active});
    CHECK(ranks(e, kRoland).standing == Standing::Active);
}

TEST_CASE("002 an Out of Action creature hit again rolls its BODY dice or is Killed in Action", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "Each time an OoA creatures is hit again it must roll its BODY dice (4+level) and
    // achieve a success or become Killed in Action (KIA). The amount of damage inflicted is irrelevant."
    Encounter e = roland_and_goblins();
    e = must(e, SetStanding{kGoblin, Standing::OutOfAction});
    e = must(e, SetStat{kGoblin, "body", 1});
    e = must(e, hit(kGoblin, 1));
    REQUIRE(ranks(e, kGoblin).checks.size() == 1);
    CHECK(logged(e, "Goblin is hit while Out of Action: BODY roll (5d) or Killed in Action"));
    const auto due = rolls_due(e);
    REQUIRE(due.size() == 1);
    CHECK(due[0].dice == 5);
    CHECK(due[0].what == "Goblin: 5d, BODY roll after a hit while Out of Action, or Killed in Action");

    const Encounter alive = must(e, RollCheck{kGoblin, faces({1, 2, 3, 4, 5})});
    CHECK(ranks(alive, kGoblin).standing == Standing::OutOfAction);
    CHECK(logged(alive, "Goblin rolls BODY 5d: [1, 2, 3, 4, 5], 1 success (entered)"));
    const Encounter dead = must(e, RollCheck{kGoblin, faces({1, 2, 3, 4, 4})});
    CHECK(ranks(dead, kGoblin).standing == Standing::KilledInAction);
    CHECK(refusal_code(alive, RollCheck{kGoblin, {}}) == Why::NoRollDue);
    CHECK(refusal_code(e, hit(kGoblin, 2, DamageTrack::Mental)) == Why::OutOfAction);

    // Rolled by the app: the same log, from the encounter's own dice.
    const Encounter rolled = must(e, RollCheck{kGoblin, {}});
    CHECK(rolled.rng != e.rng);
    CHECK(ranks(rolled, kGoblin).checks.empty());
}

TEST_CASE("002 a character in a State loses its pools and must try to remove one State at each action", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "A character who takes a STATE loses all dice they may currently have in any ongoing
    // pools (accumulating actions). They may do nothing until they remove the STATE, and cannot start any new pools."
    Encounter e = roland_and_goblins();
    part<ActionDicePart>(*e.find(kRoland)).action_pool = ActionPool{"Cast", 4, 2};           // pools under way (text 002's dice side)
    part<ActionDicePart>(*e.find(kRoland)).defence_pool = DefencePool{DefenceKind::Dodge, 2, 2};
    e = must(e, hit(kRoland, 1));
    CHECK_FALSE(part<ActionDicePart>(*e.find(kRoland)).action_pool.has_value());
    CHECK_FALSE(part<ActionDicePart>(*e.find(kRoland)).defence_pool.has_value());
    e = must(e, hit(kRoland, 1, DamageTrack::Mental));
    CHECK(state_to_remove(ranks(e, kRoland)) == RankState::Stun);   // one at a time, oldest first

    // 002_0ab9c90439f7658b.txt: "A character must attempt to remove a single STATE each time they would take an
    // action. They may chose to simply expend a dice and do nothing, in which case one STATE is removed, or they may
    // roll to remove it and still use the Action. If they fail the roll then they may do nothing that action and
    // remain in that STATE, the cost of the attempted action is lost."
    Encounter spent = must(e, RemoveState{kRoland, RankState::Stun, StateRemoval::SpendDie, {}});
    CHECK_FALSE(has_state(ranks(spent, kRoland), RankState::Stun));
    CHECK(logged(spent, "Roland spends a die and does nothing"));
    CHECK(state_to_remove(ranks(spent, kRoland)) == RankState::Shock);

    // 002_0ab9c90439f7658b.txt: "The roll to remove a STATE is based on the characteristic affected (Body, Mind, Soul)."
    e = must(e, SetStat{kRoland, "mind", 2});
    Encounter failed = must(e, RemoveState{kRoland, RankState::Shock, StateRemoval::Roll, faces({4, 4, 3, 2, 1, 1})});
    CHECK(has_state(ranks(failed, kRoland), RankState::Shock));
    CHECK(logged(failed, "Roland rolls MIND against Shock 6d: [4, 4, 3, 2, 1, 1], 0 successes (entered)"));
    CHECK(logged(failed, "Roland stays in Shock: it may do nothing this action"));
    Encounter passed = must(e, RemoveState{kRoland, RankState::Shock, StateRemoval::Roll, faces({5})});
    CHECK_FALSE(has_state(ranks(passed, kRoland), RankState::Shock));
    CHECK(refusal_code(passed, RemoveState{kRoland, RankState::Shock, StateRemoval::Roll, {}}) == Why::ConditionNotSet);
    CHECK(refusal_code(e, RemoveState{kRoland, RankState::Shock, StateRemoval::Roll, faces({7})}) == Why::BadDieFace);
}

TEST_CASE("002 Roland and the goblins: the Block example's damage, reproduced with entered dice", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "The attacker can expend 2 of their successes and reduce the Block to no successes,
    // and the Block fails, but the attacker only has 2 successes inflicting damage."
    const Encounter e = roland_and_goblins();
    const Encounter two = must(e, ApplyDamage{.id = kRoland, .points = 2, .weapon = WeaponWeight::Medium});
    CHECK(logged(two, "Roland takes 2 physical damage (2 successes with a Medium weapon)"));
    CHECK(has_state(ranks(two, kRoland), RankState::Stun));   // 2 is not more than his 3 ranks: no Trauma
    CHECK(ranks(two, kRoland).injuries.empty());

    // 002_0ab9c90439f7658b.txt: "The third goblin attacks and manages to get an amazing 4 successes, which is higher
    // than the Block pool of 3 so the shield is ignored and the 4 successes become 4 hits."
    // 002_0ab9c90439f7658b.txt: "If you became stunned or suffer trauma or worse you would lose the defence pool."
    Encounter blocking = e;
    part<ActionDicePart>(*blocking.find(kRoland)).defence_pool = DefencePool{DefenceKind::Block, 3, 3};   // Roland's Block pool of 3
    Encounter four = must(blocking, hit(kRoland, 4));
    CHECK_FALSE(part<ActionDicePart>(*four.find(kRoland)).defence_pool.has_value());
    const auto log = four.log.entries();
    std::vector<std::string> last;
    for (std::size_t i = log.size() - 5; i < log.size(); ++i) last.push_back(log[i].text);
    CHECK(last == std::vector<std::string>{"Roland takes 4 physical damage", "Roland is Stunned", "Roland loses its Block pool (3 dice)",
                                           "Roland suffers a Trauma wound", "Roland must roll on the injury table"});
    CHECK(physical(four, kRoland) == 3);   // the Stun took the hit's rank loss
    // The Trauma's injury: "Eg: you roll 4d and get 4,4,4,6. A triple of 4’s means that the Right Arm is hit, but the
    // attacker may shift the result one area to the Chest if they wish due to the triple."
    four = must(four, RollInjury{kRoland, faces({4, 4, 4, 6})});
    CHECK(ranks(four, kRoland).injuries.at(0).location == Location::RightArm);
    four = must(four, ShiftInjury{kRoland, Location::Chest});
    CHECK(ranks(four, kRoland).injuries.at(0).location == Location::Chest);

    // 002_0ab9c90439f7658b.txt (the Dodge example): "The third goblin attacks with a net 1d (4-3) and rolls a 1 which
    // is a Fumble." No hit, no damage: nothing changes.
    CHECK(apply(e, hit(kRoland, 0)).value() == e);
}

TEST_CASE("002 damage points from successes by the weight of the weapon", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "So Light weapons will do damage on 1,3,5,7... successful dice rolls."
    CHECK(damage_from_successes(WeaponWeight::Light, 1) == 1);
    CHECK(damage_from_successes(WeaponWeight::Light, 2) == 1);
    CHECK(damage_from_successes(WeaponWeight::Light, 3) == 2);
    CHECK(damage_from_successes(WeaponWeight::Light, 7) == 4);
    // "So Medium weapons will do damage on 1,2,3,4... successes."
    CHECK(damage_from_successes(WeaponWeight::Medium, 4) == 4);
    // "Heavy weapons (generally two handed weapons for humans) need a single success to gain a basic hit and a basic
    // hit does 2 damage, and each extra success does an extra point of damage. This is displayed as 2+1d."
    CHECK(damage_from_successes(WeaponWeight::Heavy, 1) == 2);
    CHECK(damage_from_successes(WeaponWeight::Heavy, 3) == 4);
    // "Large weapons (refer to the SIZE table) will do 3+1d. Huge weapons will do 4+1d etc."
    CHECK(damage_from_successes(WeaponWeight::Large, 1) == 3);
    CHECK(damage_from_successes(WeaponWeight::Huge, 2) == 5);
    CHECK(damage_from_successes(WeaponWeight::Heavy, 0) == 0);

    const Encounter e = must(roland_and_goblins(), ApplyDamage{.id = kGoblin, .points = 3, .weapon = WeaponWeight::Heavy});
    CHECK(logged(e, "Goblin takes 4 physical damage (3 successes with a Heavy weapon)"));
    CHECK(ranks(e, kGoblin).standing == Standing::Active);   // 4 is twice 2, not more: a Trauma
    CHECK(ranks(e, kGoblin).injuries.size() == 1);
}

TEST_CASE("002 groups: Mob, Crowd, Horde, Company and Unit with their ranks, dice and attacks", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "A MOB is 3 or 4 creatures, it gains +1 Physical level (so generally humans will be
    // on rank 4). It gains +1d and can attack twice in one round against separate targets."
    // "A CROWD is 2 Mobs (8 men), it gains +1 Physical and +1 Mental levels (so generally will be on rank 5/4). It
    // gains +2d and can attack three times in one round against separate targets."
    // "A HORDE is 2 Crowds (16 men), it gains +2 Physical and +1 Mental levels (so generally will be on rank 6/5). It
    // gains +3d and can attack four times in one round against separate targets."
    // "A COMPANY is 2 Hordes (32 men), it gains +3 Physical and +2 Mental Ranks and comes with an NCO commander. It
    // gains +4d and can attack four times in one round against separate targets."
    // "A UNIT is 2 Companies (64 men), it gains +4 Physical and +2 Mental Ranks and comes with an Officer commander.
    // It gains +4d and can attack six times in one round against separate targets."
    struct Row { Group g; int physical, mental, dice, attacks; };
    for (const Row& row : {Row{Group::Mob, 1, 0, 1, 2}, Row{Group::Crowd, 1, 1, 2, 3}, Row{Group::Horde, 2, 1, 3, 4},
                           Row{Group::Company, 3, 2, 4, 4}, Row{Group::Unit, 4, 2, 4, 6}}) {
        CHECK(group_rank_bonus(row.g, RankTrack::Physical) == row.physical);
        CHECK(group_rank_bonus(row.g, RankTrack::Mental) == row.mental);
        CHECK(group_dice_bonus(row.g) == row.dice);
        CHECK(group_attacks(row.g) == row.attacks);
    }
    Encounter e = roland_and_goblins();
    e = must(e, SetRanks{.id = kGoblin, .physical = 3, .mental = 3, .group = Group::Mob});
    CHECK(physical(e, kGoblin) == 4);   // "so generally humans will be on rank 4"
    CHECK(mental(e, kGoblin) == 3);
    CHECK(logged(e, "Goblin: Physical 4, Mental 3, a Mob"));
    e = must(e, rank_loss(kGoblin, 1));   // the group's levels are real: they absorb damage
    CHECK(physical(e, kGoblin) == 3);
}

TEST_CASE("002 level 0 creatures are squashed by any damage", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "Some creatures are very small or very weak, or have very weak or primitive minds,
    // and any amount of damage will squash them."
    Encounter e = roland_and_goblins();
    e = must(e, SetRanks{.id = kGoblin, .physical = 0, .mental = 1});
    CHECK(ranks(e, kGoblin).standing == Standing::Active);
    e = must(e, hit(kGoblin, 1));
    CHECK(ranks(e, kGoblin).standing == Standing::OutOfAction);
    CHECK(ranks(e, kGoblin).states.empty());
    CHECK(logged(e, "Goblin is Out of Action (squashed: it has no Physical rank to lose)"));
}

TEST_CASE("002 fear: a Spirit roll at each action until one passes, the worst fear only", "[ranks][002][fear]") {
    // 002_0ab9c90439f7658b.txt: "Whenever a fear affect is present those who are fearful must make a Spirit roll to
    // avoid the immediate lose of one Mental Rank."
    // "This continues every time a creature has an action (discards a dice) until they pass a Spirit test, after which
    // they no longer need to make further rolls."
    Encounter e = roland_and_goblins();
    e = must(e, SetFear{kGoblin3, FearLevel::Dread});
    e = must(e, FaceFear{.id = kRoland, .source = kGoblin3});
    CHECK(ranks(e, kRoland).afraid == FearLevel::Dread);
    // "Dread: as Fearsome, but the SPIR roll is at -1d, stun is no longer an option."
    CHECK(logged(e, "Roland faces Dread fear: a SPIRIT roll (3d) at each action until one passes"));
    REQUIRE(rolls_due(e).size() == 1);
    CHECK(rolls_due(e)[0].dice == 3);
    CHECK(refusal_code(e, RollFear{kRoland, faces({6, 6, 6}), true}) == Why::FearCannotStun);

    // "Where multiple opponents have fear always use the single worst effect and ignore the rest."
    CHECK(apply(e, FaceFear{.id = kRoland, .level = FearLevel::Scary}).value() == e);

    e = must(e, RollFear{kRoland, faces({1, 2, 3}), false});
    CHECK(mental(e, kRoland) == 2);
    CHECK(ranks(e, kRoland).afraid == FearLevel::Dread);   // again at the next action
    e = must(e, RollFear{kRoland, faces({1, 2, 5}), false});
    CHECK(ranks(e, kRoland).afraid == FearLevel::None);
    CHECK(mental(e, kRoland) == 2);
    CHECK(logged(e, "Roland stands up to the fear: no more rolls against it"));
    // Passed: no more rolls for the same fear.
    e = must(e, FaceFear{.id = kRoland, .level = FearLevel::Dread});
    CHECK(ranks(e, kRoland).afraid == FearLevel::None);
    // "If you are the target of a Fear attack and you fail then you again become susceptible to automatic fears
    // effects until you pass one again."
    e = must(e, FaceFear{.id = kRoland, .level = FearLevel::Fearsome, .attack = true});
    e = must(e, RollFear{kRoland, faces({1, 1, 1, 1}), false});
    e = must(e, RollFear{kRoland, faces({6}), false});
    e = must(e, FaceFear{.id = kRoland, .level = FearLevel::Scary});
    CHECK(ranks(e, kRoland).afraid == FearLevel::None);   // passed Fearsome covers Scary
    CHECK(refusal_code(e, RollFear{kRoland, {}, false}) == Why::NoFear);
    CHECK(refusal_code(e, FaceFear{.id = kRoland, .source = kGoblin}) == Why::NoFear);
}

TEST_CASE("002 fear levels: Scary costs the action, Fearsome a rank or a stun, Fell rolls again at once", "[ranks][002][fear]") {
    // 002_0ab9c90439f7658b.txt: "Scary: these creatures are somewhat scary, if you fail the fear roll (a SPIR test),
    // then you will lose one Action dice (the one you just discarded, so you do nothing this action)."
    Encounter e = roland_and_goblins();
    Encounter scary = must(e, FaceFear{.id = kGoblin, .level = FearLevel::Scary});
    scary = must(scary, RollFear{kGoblin, faces({1, 1, 1, 1}), false});
    CHECK(mental(scary, kGoblin) == 2);
    CHECK(logged(scary, "Goblin loses the action die just spent: it does nothing this action"));

    // "Fearsome: pass a Fear roll or lose one Mental Rank, or be stunned."
    Encounter fearsome = must(e, FaceFear{.id = kGoblin, .level = FearLevel::Fearsome});
    Encounter stunned = must(fearsome, RollFear{kGoblin, faces({1, 1, 1, 1}), true});
    CHECK(has_state(ranks(stunned, kGoblin), RankState::Stun));
    CHECK(mental(stunned, kGoblin) == 2);
    Encounter shaken = must(fearsome, RollFear{kGoblin, faces({1, 1, 1, 1}), false});
    CHECK(mental(shaken, kGoblin) == 1);

    // "Terror: as Dread but the area of effect is the zone the creature is in plus all adjacent ones."
    Encounter terror = must(e, FaceFear{.id = kGoblin, .level = FearLevel::Terror});
    CHECK(rolls_due(terror).at(0).dice == 3);
    // "Fell: as Dread but the SPIR roll is made continuously until passed or the target is Broken... ie win or lose
    // all in a flash."
    Encounter fell = must(e, FaceFear{.id = kRoland, .level = FearLevel::Fell});
    fell = must(fell, RollFear{kRoland, faces({1, 1, 1}), false});
    CHECK(logged(fell, "Roland must roll again at once: Fell fear is won or lost all in a flash"));
    fell = must(fell, RollFear{kRoland, faces({1, 1, 1}), false});
    fell = must(fell, RollFear{kRoland, faces({1, 1, 1}), false});
    CHECK(mental(fell, kRoland) == 0);
    CHECK(ranks(fell, kRoland).afraid == FearLevel::Fell);
}

TEST_CASE("002 fatigue is a straight -1 rank, avoided by a Body or Will roll when doubtful", "[ranks][002][fatigue]") {
    // 002_0ab9c90439f7658b.txt: "To keep things simple I would suggest applying a straight -1 rank to either Physical
    // or Mental ranks when you feel that players would be tired or fatigued. If the possibility is doubtful then allow
    // them to make a Body or Will roll (4d+level) to avoid any rank loss."
    Encounter e = roland_and_goblins();
    e = must(e, Fatigue{kRoland, RankTrack::Physical, 1, false, {}});
    CHECK(physical(e, kRoland) == 2);
    CHECK(total_rank(ranks(e, kRoland), RankTrack::Physical) == 2);   // a lower rank, thresholds too
    Encounter shrugged = must(e, Fatigue{kRoland, RankTrack::Mental, 1, true, faces({2, 3, 5, 1})});
    CHECK(mental(shrugged, kRoland) == 3);
    CHECK(logged(shrugged, "Roland shrugs off the fatigue"));
    Encounter tired = must(e, Fatigue{kRoland, RankTrack::Mental, 1, true, faces({2, 3, 4, 1})});
    CHECK(mental(tired, kRoland) == 2);
    // "Severe fatigue will progressively apply more rank losses."
    e = must(e, Fatigue{kRoland, RankTrack::Physical, 1, false, {}});
    CHECK(physical(e, kRoland) == 1);
    e = must(e, Fatigue{kRoland, RankTrack::Physical, -1, false, {}});
    e = must(e, Fatigue{kRoland, RankTrack::Physical, -1, false, {}});
    CHECK(physical(e, kRoland) == 3);
    CHECK(refusal_code(e, Fatigue{kRoland, RankTrack::Physical, -1, false, {}}) == Why::ConditionNotSet);
}

TEST_CASE("002 ranks, States and wounds survive save, load and undo", "[ranks][002]") {
    History<Encounter> h;
    h.present = roland_and_goblins();
    const Encounter start = h.present;
    for (const Action& a : std::vector<Action>{hit(kRoland, 4), RollInjury{kRoland, faces({3, 3, 1, 2})},
                                               RollInjuryEffect{kRoland, faces({3}), std::nullopt},
                                               FaceFear{.id = kGoblin, .level = FearLevel::Fell}})
        REQUIRE_FALSE(commit(h, a, apply));
    CHECK(ranks(h.present, kRoland).wounds.size() == 1);   // a bleeder in the Left Arm
    CHECK_FALSE(check_invariants(h.present));
    auto loaded = load_encounter(save_encounter(h.present));
    REQUIRE(loaded.is_ok());
    CHECK(loaded.value() == h.present);
    while (h.can_undo()) REQUIRE_FALSE(undo(h));
    CHECK(h.present == start);
}

TEST_CASE("002 level 9 is the game master's: Heroic and group levels add up to 8 at most", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "Creatures of level 9 are GM creatures, nothing gets to this level without the GM
    // intending it, so the maximum normal level is 8."
    Encounter e = roland_and_goblins();
    e = must(e, SetRanks{.id = kRoland, .physical = 8, .mental = 3});   // a Heroic 8: still 8
    CHECK(physical(e, kRoland) == 8);
    e = must(e, SetRanks{.id = kGoblin, .physical = 8, .mental = 8, .group = Group::Unit});   // +4 / +2
    CHECK(physical(e, kGoblin) == 8);
    CHECK(mental(e, kGoblin) == 8);
    // Damage gets through: the side is not "knocked off level 9" because it never stood there.
    e = must(e, rank_loss(kRoland, 1));
    CHECK(physical(e, kRoland) == 7);
    e = must(e, rank_loss(kGoblin, 1));
    CHECK(physical(e, kGoblin) == 7);
    // A creature the game master sets on 9 stays there.
    e = must(e, SetRanks{.id = kGoblin2, .physical = 9, .mental = 2, .group = Group::Mob});
    CHECK(physical(e, kGoblin2) == 9);
}

TEST_CASE("002 Panicked is equivalent to Trauma: the pools are lost", "[ranks][002]") {
    // 002_0ab9c90439f7658b.txt: "If the damage from a single attack exceed the targets starting Rank then they become
    // Panicked (equivalent to Trauma)."
    // 002_0ab9c90439f7658b.txt: "If you became stunned or suffer trauma or worse you would lose the defence pool."
    Encounter e = roland_and_goblins();
    part<ActionDicePart>(*e.find(kGoblin)).action_pool = ActionPool{"Cast", 4, 2};
    part<ActionDicePart>(*e.find(kGoblin)).defence_pool = DefencePool{DefenceKind::Block, 3, 4};
    e = must(e, rank_loss(kGoblin, 3, DamageTrack::Mental));
    REQUIRE(has_state(ranks(e, kGoblin), RankState::Panicked));
    CHECK_FALSE(part<ActionDicePart>(*e.find(kGoblin)).action_pool.has_value());
    CHECK_FALSE(part<ActionDicePart>(*e.find(kGoblin)).defence_pool.has_value());
    CHECK(logged(e, "Goblin loses its Block pool (3 dice)"));
}

TEST_CASE("002 Scary fear in the countdown takes the action die just spent: the action is lost", "[ranks][002][fear]") {
    // 002_0ab9c90439f7658b.txt: "Scary: these creatures are somewhat scary, if you fail the fear roll (a SPIR test),
    // then you will lose one Action dice (the one you just discarded, so you do nothing this action)."
    Encounter e = roland_and_goblins();
    e = must(e, StartEncounter{});
    e = must(e, GiveActionDice{kRoland, {5, 4, 3}, false});
    for (CombatantId g : {kGoblin, kGoblin2, kGoblin3}) e = must(e, GiveActionDice{g, {4, 2}, false});
    REQUIRE(e.acting == kRoland);
    e = must(e, FaceFear{.id = kRoland, .level = FearLevel::Scary});
    Encounter passed = must(e, RollFear{kRoland, faces({5, 1, 1, 1}), false});
    CHECK(part<ActionDicePart>(*passed.find(kRoland)).hand == std::vector<int>{5, 4, 3});
    Encounter failed = must(e, RollFear{kRoland, faces({1, 1, 1, 1}), false});
    CHECK(part<ActionDicePart>(*failed.find(kRoland)).hand == std::vector<int>{5, 4});
    CHECK(logged(failed, "Roland loses the 3 it spent: it does nothing this action"));
    CHECK(mental(failed, kRoland) == 3);   // Scary costs the die, not a rank
    CHECK(logged(failed, "Roland acts (2 dice)"));   // its action is over: the countdown picks again (players first)
}
