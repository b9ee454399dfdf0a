// What lasts between fights (issue 28): each system's fight played through the reducer, what
// lasts of its combatants taken, brought into a fresh encounter and taken again (the second fight
// starts with exactly the state the first left), recovery as each text says, and the log's summary.
#include "helpers.hpp"

#include "core/fight/effects.hpp"
#include "core/fight/lasting.hpp"
#include "core/rules/action_dice/action_dice_lasting.hpp"
#include "core/rules/countdown/countdown.hpp"
#include "core/rules/countdown/countdown_lasting.hpp"
#include "core/rules/alternating_factions/factions.hpp"
#include "core/rules/segments/segments_lasting.hpp"
#include "core/rules/system_parts.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/segments/segments_system.hpp"

using namespace rk;
using namespace rk::test;

namespace {

Member member(const Encounter& e, CombatantId id) {
    const Combatant* c = e.find(id);
    REQUIRE(c);
    return lasting_state(e, *c);
}

// A fresh encounter of the same rules, before its fight.
Encounter next_fight(Ruleset r) { return must(Encounter{}, SetRuleset{r, rule_system(r).settings}); }

// Brings the member in; returns the id the encounter gave it.
CombatantId bring(Encounter& e, const Member& m) {
    const CombatantId id = e.next_id;
    Refusal refused = bring_back(e, m);
    INFO("refused: " << (refused ? refused->text : std::string()));
    REQUIRE_FALSE(refused);
    return id;
}

// Every combatant of `fight` brought into a fresh encounter: each stands there as it stood.
void each_comes_back_as_it_stands(const Encounter& fight) {
    Encounter next = next_fight(fight.ruleset);
    for (const Combatant& c : fight.combatants) {
        const Member kept = lasting_state(fight, c);
        const CombatantId id = bring(next, kept);
        INFO(c.name);
        CHECK(member(next, id) == kept);
        CHECK(next.find(id)->name == c.name);
    }
}

const Effect* effect(const Member& m, const std::string& name) {
    for (const Effect& fx : m.effects)
        if (fx.name == name) return &fx;
    return nullptr;
}

} // namespace

TEST_CASE("lasting, generic: hit points, temporary hit points and running effects last; the round's state does not", "[lasting]") {
    const Encounter sample = started_sample(kHighestFirst);
    const Member aria_before = member(sample, 1), bram_before = member(sample, 2);
    Encounter e = must(sample, Damage{1, 15});
    e = must(e, AddEffect{.name = "Stunned", .target = 1, .duration = "3 rounds", .modifiers = {{"stunned", 1}}});
    e = must(e, AddEffect{.name = "Bless", .source = 3, .target = 2, .duration = "10 rounds", .expiry = Expiry::EndOfTurn});
    e = must(e, GiveTempHp{2, 5});
    e = must(e, NextTurn{});
    e = must(e, EndEncounter{});

    const Member aria = member(e, 1);
    CHECK(aria.combatant.hp == HitPoints{9, 24, 0});
    CHECK(aria.combatant.id == 0);
    CHECK_FALSE(aria.combatant.initiative);   // the fight's initiative is gone
    CHECK_FALSE(aria.combatant.acted);
    REQUIRE(aria.effects.size() == 1);
    CHECK(aria.effects[0].name == "Stunned");
    CHECK(aria.effects[0].remaining == 3);
    CHECK(aria.effects[0].target == CombatantId{0});   // the member itself
    const Member bram = member(e, 2);
    CHECK(bram.combatant.hp == HitPoints{31, 31, 5});
    REQUIRE(effect(bram, "Bless"));
    CHECK_FALSE(effect(bram, "Bless")->source);     // Cyra is not the member: the caster is not kept
    CHECK(effect(bram, "Bless")->anchor == CombatantId{0});   // counted on the member's own turns now

    each_comes_back_as_it_stands(e);

    CHECK(change_summary(kHighestFirst, aria_before, aria) == "Aria 24 → 9 hp, Stunned kept");
    CHECK(change_summary(kHighestFirst, bram_before, bram) == "Bram 0 → 5 temporary hp, Bless kept");
    CHECK(change_summary(kHighestFirst, member(e, 3), member(e, 3)).empty());
    CHECK(change_summary(kHighestFirst, aria, clear_condition(aria, "Stunned")) == "Aria Stunned ended");
}

TEST_CASE("lasting, generic: a second fight starts with the state the first left, and plays on from it", "[lasting]") {
    Encounter e = must(started_sample(kHighestFirst), Damage{1, 15});
    e = must(e, EndEncounter{});
    Encounter next = next_fight(kHighestFirst);
    const CombatantId aria = bring(next, member(e, 1));
    next = must(next, AddCombatant{"Wolf", 2, false, 1, 11});
    next = must(next, SetInitiative{aria, 12});
    next = must(next, SetInitiative{aria + 1, 8});
    next = must(next, StartEncounter{});
    CHECK(next.find(aria)->hp == HitPoints{9, 24, 0});
    next = must(next, Damage{aria, 4});
    CHECK(next.find(aria)->hp->current == 5);
    CHECK(next.find(aria)->stat("initiative_modifier") == 3);   // its stats came along
}

TEST_CASE("lasting, where a text is silent: heal N, to full, clear a condition", "[lasting]") {
    Encounter e = must(started_sample(kHighestFirst), Damage{1, 15});
    e = must(e, AddEffect{.name = "Stunned", .target = 1, .duration = "until removed"});
    const Member aria = member(e, 1);
    CHECK(heal(aria, 4).combatant.hp->current == 13);
    CHECK(heal(aria, 100).combatant.hp->current == 24);   // never above the maximum
    CHECK(heal(aria, -3) == aria);
    CHECK(heal_to_full(aria).combatant.hp->current == 24);
    CHECK(clear_condition(aria, "Stunned").effects.empty());
    CHECK(clear_condition(aria, "Blessed") == aria);
}

// ---- text 000 ----

TEST_CASE("lasting 000: life points and the spells still running with the turns left; the initiative rounds' state is the fight's", "[lasting][000]") {
    Encounter e = started_sample(kInitiativeRounds);
    e = must(e, Damage{1, 5});
    // 000_d5980b65f981aac0.txt: "Speed ----- ... Duration: 1 turn + caster's level Effect: ... Mini affected adds 3 to their initiative"
    e = must(e, AddEffect{.name = "Speed", .source = 2, .target = 1, .duration = "1 turn + caster's level",
                          .modifiers = {{"initiative", 3}}});
    e = must(e, EndEncounter{});
    const Member knight = member(e, 1);
    CHECK(knight.combatant.hp == HitPoints{9, 14, 0});
    CHECK(std::holds_alternative<std::monostate>(knight.combatant.part));   // declarations, tie rolls: the fight's
    REQUIRE(effect(knight, "Speed"));
    CHECK(effect(knight, "Speed")->remaining == 3);   // 1 turn + the Archer's level 2
    CHECK(effect(knight, "Speed")->formula == "1 turn + caster's level");
    CHECK(effect(knight, "Speed")->modifiers.at("initiative") == 3);
    each_comes_back_as_it_stands(e);
}

// ---- text 001 ----

TEST_CASE("001_9b33af6f46041b76.txt \"such subdual points are recovered at a rate of 1 hp per hour\": subdual damage outlasts the fight", "[lasting][001]") {
    const Encounter sample = started_sample(kCountdown);
    Encounter e = must(sample, SubdualHit{1, 9});   // 4 real, 5 subdual
    // 001_9b33af6f46041b76.txt: "A critical hit with a missile weapon ... leaves it in the wound"
    e = must(e, AddEffect{.name = "Missile in wound", .target = 1, .duration = "until removed", .modifiers = {{"missile_damage", 6}}});
    e = must(e, AddEffect{.name = "Stunned", .target = 2, .duration = "2 rounds", .modifiers = {{"stunned", 1}}});
    e = must(e, Damage{4, 16});   // the skeleton, struck to -11: dead
    e = must(e, EndEncounter{});

    const Member fighter = member(e, 1);
    CHECK(fighter.combatant.hp == HitPoints{12, 16, 0});
    CHECK(part<CountdownPart>(fighter.combatant) == CountdownPart{.subdual = 5});   // only the subdual damage
    CHECK(effect(fighter, "Missile in wound"));
    CHECK(effect(member(e, 2), "Stunned"));
    CHECK(part<CountdownPart>(member(e, 4).combatant).dead);   // "it stays dead, healed or not"
    each_comes_back_as_it_stands(e);

    CHECK(change_summary(kCountdown, member(sample, 1), fighter) == "Fighter 16 → 12 hp, 5 subdual, Missile in wound kept");
    CHECK(change_summary(kCountdown, member(sample, 4), member(e, 4)) == "Skeleton 1 5 → -11 hp, dead");

    // 001_9b33af6f46041b76.txt: "If the opponent's hit points, including the subdual damage, fall to zero, the opponent is
    // knocked unconscious": the subdual damage of the first fight counts in the second.
    Encounter next = next_fight(kCountdown);
    const CombatantId again = bring(next, fighter);
    CHECK(subdual_damage(*next.find(again)) == 5);
    CHECK_FALSE(knocked_out_by_subdual(*next.find(again)));
    next = must(next, Damage{again, 7});   // 5 hit points left, 5 of them subdual
    CHECK(knocked_out_by_subdual(*next.find(again)));

    // 001_9b33af6f46041b76.txt: "such subdual points are recovered at a rate of 1 hp per hour"
    CHECK(part<CountdownPart>(recover_subdual(fighter, 3).combatant).subdual == 2);
    CHECK(recover_subdual(fighter, 3).combatant.hp == fighter.combatant.hp);   // the real damage is not subdual
    const Member rested = recover_subdual(fighter, 8);
    CHECK(std::holds_alternative<std::monostate>(rested.combatant.part));
    CHECK(recover_subdual(fighter, 0) == fighter);
    CHECK(change_summary(kCountdown, fighter, rested) == "Fighter 5 subdual gone");
    // The text says nothing of real hit points coming back: the plain heal.
    CHECK(heal(rested, 2).combatant.hp->current == 14);
    // 001_9b33af6f46041b76.txt: "It requires a full round to extract": outside a fight, the effect is taken off.
    CHECK_FALSE(effect(clear_condition(fighter, "Missile in wound"), "Missile in wound"));
}

// ---- text 002 ----

TEST_CASE("lasting 002: lost ranks, crossover, fatigue, States and wounds last; the action dice are the fight's", "[lasting][002]") {
    const Encounter sample = started_sample(kActionDice);
    Encounter e = must(sample, ApplyDamage{.id = 1, .points = 2, .take_state = false});
    e = must(e, ApplyDamage{.id = 1, .points = 2, .take_state = false});
    e = must(e, ApplyInjury{1, Location::RightArm, InjuryEffect::Fracture});
    // 002_0ab9c90439f7658b.txt: "applying a straight -1 rank to either Physical or Mental ranks when you feel that players would be tired or fatigued"
    e = must(e, Fatigue{.id = 2, .track = RankTrack::Mental});
    e = must(e, ApplyDamage{.id = 2, .points = 1});   // taken as a Stun
    e = must(e, EndEncounter{});

    const Member roland = member(e, 1);
    REQUIRE(roland.combatant.ranks);
    CHECK(roland.combatant.ranks->physical.lost == 2);
    CHECK(roland.combatant.ranks->mental.crossover == 1);   // "every 2nd physical rank lost also costs 1 mental rank"
    REQUIRE(roland.combatant.ranks->wounds.size() == 1);
    CHECK(roland.combatant.ranks->wounds[0].id == 1u);     // numbered within the member
    CHECK_FALSE(roland.combatant.hp);
    CHECK_FALSE(find_part<ActionDicePart>(roland.combatant));   // no dice in hand between fights
    const Member brenna = member(e, 2);
    CHECK(brenna.combatant.ranks->mental.fatigue == 1);
    // 002_0ab9c90439f7658b.txt: "First aid can be used to remove Stun ... Even so the First Aid will take at least 10 minutes to do, so is not applicable to combat healing."
    CHECK(has_state(*brenna.combatant.ranks, RankState::Stun));
    const Member goblin = member(e, 3);
    REQUIRE(find_part<ActionDicePart>(goblin.combatant));
    CHECK(find_part<ActionDicePart>(goblin.combatant)->fixed_dice == std::vector<int>{4, 3, 2});
    CHECK(find_part<ActionDicePart>(goblin.combatant)->hand.empty());
    each_comes_back_as_it_stands(e);

    CHECK(change_summary(kActionDice, member(sample, 1), roland) == "Roland 2 Physical ranks lost, 1 Mental rank lost, Right Arm: Fracture");
    CHECK(change_summary(kActionDice, member(sample, 2), brenna) == "Brenna Mental fatigue 1, Stun");
}

TEST_CASE("002_0ab9c90439f7658b.txt \"A week with good food and water and no travel, will result in 2 wounds being healed\": natural healing by the week", "[lasting][002]") {
    Encounter e = started_sample(kActionDice);
    for (int i = 0; i < 3; ++i) e = must(e, ApplyDamage{.id = 1, .points = 2, .take_state = false});
    e = must(e, ApplyInjury{2, Location::LeftLeg, InjuryEffect::Sever});
    e = must(e, EndEncounter{});
    const Member roland = member(e, 1);
    REQUIRE(roland.combatant.ranks->physical.lost == 3);
    const auto lost = [](const Member& m) { return m.combatant.ranks->physical.lost + m.combatant.ranks->mental.lost; };
    // 002_0ab9c90439f7658b.txt: "A week with good food and water and no travel, will result in 2 wounds being healed."
    CHECK(lost(natural_healing(roland, 1, 2)) == 1);
    // 002_0ab9c90439f7658b.txt: "Remove one of the above and it becomes 1 wound."
    CHECK(lost(natural_healing(roland, 1, 1)) == 2);
    CHECK(natural_healing(roland, 1, 0) == roland);
    // 002_0ab9c90439f7658b.txt: "After the first week you recover only 1 wound per week, but can do without one of the requirements."
    CHECK(lost(natural_healing(roland, 2, 1)) == 1);
    CHECK(lost(natural_healing(roland, 3, 1)) == 0);
    // 002_0ab9c90439f7658b.txt: "Carry over damage is regained if the cause is removed (healed)."
    CHECK(natural_healing(roland, 3, 1).combatant.ranks->mental.crossover == 0);
    // 002_0ab9c90439f7658b.txt: "The presence of a trained healer during the entire week, along with a successful Healing roll, will result in an extra rank being recovered."
    CHECK(lost(natural_healing(roland, 1, 1, 1)) == 1);
    CHECK(lost(natural_healing(roland, 1, 1, 5)) == 1);   // one a week at most
    // 002_0ab9c90439f7658b.txt: "Permanent wounds cannot be healed naturally": the injury tables' wounds wait for the game master
    CHECK(natural_healing(member(e, 2), 4, 2).combatant.ranks->wounds.size() == 1);
}

TEST_CASE("002_0ab9c90439f7658b.txt \"First aid can be used to remove Stun and a wound from a creature that has suffered only one rank lost\"", "[lasting][002]") {
    Encounter e = started_sample(kActionDice);
    e = must(e, ApplyDamage{.id = 1, .points = 1});                       // a Stun
    e = must(e, ApplyDamage{.id = 1, .points = 2, .take_state = false});  // and one rank
    e = must(e, ApplyDamage{.id = 2, .points = 2, .take_state = false});
    e = must(e, ApplyDamage{.id = 2, .points = 2, .take_state = false});  // two ranks
    e = must(e, EndEncounter{});
    const Member treated = first_aid(member(e, 1));
    CHECK_FALSE(has_state(*treated.combatant.ranks, RankState::Stun));
    CHECK(treated.combatant.ranks->physical.lost == 0);
    CHECK(first_aid(member(e, 2)) == member(e, 2));   // more than one rank lost: first aid does nothing
    CHECK(first_aid(member(e, 3)) == member(e, 3));   // nothing lost
}

TEST_CASE("lasting 002: fatigue rested off (the text does not say how long), one rank at a time", "[lasting][002]") {
    Encounter e = must(started_sample(kActionDice), Fatigue{.id = 1, .track = RankTrack::Physical});
    e = must(e, Fatigue{.id = 1, .track = RankTrack::Physical});
    const Member tired = member(e, 1);
    CHECK(rest_off_fatigue(tired, RankTrack::Physical).combatant.ranks->physical.fatigue == 1);
    CHECK(rest_off_fatigue(tired, RankTrack::Mental) == tired);
}

// ---- text 003 ----

TEST_CASE("003_abb45db44eb0a0ba.txt stuck missiles and damaged armor last \"until removed\"; a stun \"for the rest of the round\" does not", "[lasting][003]") {
    const Encounter sample = started_sample(kSegments);
    Encounter e = must(sample, NextTurn{});   // past the surprise, declaring
    e = must(e, Strike{1, 3, "1d6", faces({4}), HitKind::Critical, Missile::Arrow});   // 8 damage, an arrow stuck
    e = must(e, Strike{1, 3, "20", {}});   // 17 through PROT 3: more than CON 14, stunned
    e = must(e, Strike{3, 2, "1", {}, HitKind::Grievous});   // Merlin: Aria, stunned, strikes no more
    e = must(e, EndEncounter{});
    const Member aria = member(e, 1);
    CHECK(aria.combatant.hp == HitPoints{5, 30, 0});
    // 003_abb45db44eb0a0ba.txt: "If a single hit causes damage greater than your CON, you are stunned for the rest of the round."
    CHECK_FALSE(effect(aria, "Stunned"));
    REQUIRE(effect(aria, "Arrow stuck"));
    CHECK(effect(aria, "Arrow stuck")->modifiers.at("bleeding") == 1);
    CHECK(std::holds_alternative<std::monostate>(aria.combatant.part));   // the declared plan is the round's
    // 003_abb45db44eb0a0ba.txt: "reduces the target's armor PROT by 1 until the armor is repaired"
    CHECK(effect(member(e, 3), "Armor damaged"));
    each_comes_back_as_it_stands(e);
    CHECK(change_summary(kSegments, member(sample, 1), aria) == "Aria 30 → 5 hp, Arrow stuck kept");
    Encounter next = next_fight(kSegments);
    const CombatantId again = bring(next, aria);
    // 003_abb45db44eb0a0ba.txt: "An arrow or quarrel causes a -2 DEX penalty until it is removed": in the next fight too.
    CHECK(effect_modifier(next, again, "dex") == -2);

    // 003_abb45db44eb0a0ba.txt: "Removing a weapon can be done with First Aid (see First Aid skill)."
    CHECK_FALSE(effect(first_aid_missiles(aria), "Arrow stuck"));
    CHECK(first_aid_missiles(member(e, 3)) == member(e, 3));   // armor is not a missile
    CHECK_FALSE(effect(clear_condition(member(e, 3), "Armor damaged"), "Armor damaged"));   // repaired
    CHECK(heal(aria, 10).combatant.hp->current == 15);   // the text has no natural healing: the plain heal
}

// ---- text 004 ----

TEST_CASE("004_2715924881334fee.txt health, death and damaged gear last; the conditions \"until the end of the stretch\" do not", "[lasting][004]") {
    const Encounter sample = started_sample(kAlternatingFactions);
    Encounter e = must(sample, Damage{1, 7});
    // 004_2715924881334fee.txt: "the bandit is disarmed and incapacitated until the end of the stretch"
    e = must(e, SetCondition{1, "Incapacitated"});
    e = must(e, SetCondition{2, "Immune to morale"});
    e = must(e, SetCondition{5, "Dead"});
    e = must(e, UseGear{3, "Spear"});
    // 004_2715924881334fee.txt: "After a fight, make a durability roll for all weapons and armour which were used at least once."
    e = must(e, SetGearState{3, "Spear", "damaged"});
    e = must(e, EndEncounter{});

    const Member balthasar = member(e, 1);
    CHECK(balthasar.combatant.hp == HitPoints{5, 12, 0});
    CHECK(balthasar.effects.empty());
    // 004_2715924881334fee.txt: "those who pass aren't subject to morale for the remainder of the stretch"
    CHECK(member(e, 2).effects.empty());
    CHECK(effect(member(e, 5), "Dead"));
    const Member theobald = member(e, 3);
    const auto* gear = find_part<FactionsPart>(theobald.combatant);
    REQUIRE(gear);
    REQUIRE_FALSE(gear->gear.empty());
    CHECK(gear->gear[0].damaged);
    CHECK_FALSE(gear->gear[0].used);   // its durability roll was the last fight's
    each_comes_back_as_it_stands(e);

    CHECK(change_summary(kAlternatingFactions, member(sample, 1), balthasar) == "Balthasar 12 → 5 hp");
    CHECK(change_summary(kAlternatingFactions, member(sample, 3), theobald) == "Theobald Spear damaged");
    CHECK(change_summary(kAlternatingFactions, member(sample, 5), member(e, 5)) == "Bandit 1 Dead kept");
    Encounter next = next_fight(kAlternatingFactions);
    const CombatantId bandit = bring(next, member(e, 5));
    const CombatantId hurt = bring(next, balthasar);
    CHECK(has_condition(next, bandit, condition::kDead));
    CHECK_FALSE(has_condition(next, hurt, condition::kIncapacitated));
    // The text has no healing between fights: the plain heal, to full.
    CHECK(heal_to_full(balthasar).combatant.hp->current == 12);
}

TEST_CASE("lasting 004: destroyed gear comes back destroyed", "[lasting][004]") {
    Encounter e = must(started_sample(kAlternatingFactions), SetGearState{3, "Spear", "destroyed"});
    e = must(e, EndEncounter{});
    const Member theobald = member(e, 3);
    CHECK(find_part<FactionsPart>(theobald.combatant)->gear[0].destroyed);
    each_comes_back_as_it_stands(e);
}
