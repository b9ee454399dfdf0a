// Rules text 000, round three: Statue and running stop spells and attacks, the Non magic weapons
// resistance, the Heal spell and a golem out of its caster's control
// (core/rules/initiative_rounds/mini_actions.cpp). Every rule test quotes
// /work/shared/rules/000_d5980b65f981aac0.txt verbatim.
#include <algorithm>
#include <limits>

#include "core/model/actions.hpp"
#include "core/fight/card_state.hpp"
#include "core/fight/combat.hpp"
#include "core/rules/rule_system.hpp"
#include "core/fight/turn_order.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"

using namespace rk;
using rk::test::logged;
using rk::test::must;
using rk::test::refusal_code;

namespace {

constexpr CombatantId kWizard = 1, kCleric = 2, kGolem = 3, kOrc = 4;

Encounter with_value(Encounter e, int value) { return must(e, SetStat{e.combatants.back().id, "initiative", value}); }

// Wizard 9 (level 3), Cleric 8 (level 2), Golem 7 (level 2), Orc 5 (level 1): distinct values, no tie rolls.
Encounter mill() {
    Encounter e = must(Encounter{}, SetRuleset{kInitiativeRounds, rule_system(kInitiativeRounds).settings});
    e = with_value(must(e, AddCombatant{"Wizard", 1, true, 3, 10}), 9);
    e = with_value(must(e, AddCombatant{"Cleric", 1, true, 2, 12}), 8);
    e = with_value(must(e, AddCombatant{"Golem", 1, false, 2, 20}), 7);
    e = with_value(must(e, AddCombatant{"Orc", 2, false, 1, 30}), 5);
    return must(e, StartEncounter{});
}

// The Wizard's initiative round 9: only it declared, and its turn begun.
Encounter wizard_acting() { return must(must(mill(), DeclareActors{{kWizard}}), FinishDeclarations{}); }

bool accepts(const Encounter& e, const Action& a) { return apply(e, a).is_ok(); }

Encounter statue_on(const Encounter& e, CombatantId id) {
    AddEffect statue;
    statue.name = "Statue";
    statue.source = kWizard;
    statue.target = id;
    statue.duration = "3 turns";
    statue.modifiers = {{"stunned", 1}};
    return must(e, statue);
}

int hp(const Encounter& e, CombatantId id) { return e.find(id)->hp->current; }

bool has_chip(const Encounter& e, CombatantId id, const std::string& tag) {
    const auto chips = card_chips(e, *e.find(id));
    return std::any_of(chips.begin(), chips.end(), [&](const CardChip& c) { return c.tag == tag; });
}

} // namespace

TEST_CASE("000 a mini under Statue casts no spell attack", "[round3][rounds][000]") {
    // 000_d5980b65f981aac0.txt: "Statue ------ Cost: 20 Range: 12" + caster's level Duration: 1 turn + (caster's level - mini affected's level) Effect: Mini affected cannot move or attack"
    const Encounter e = statue_on(mill(), kCleric);
    CHECK(refusal_code(e, CastDamageSpell{kCleric, DamageSpell::FlyingFist, {kOrc}}) == Why::Stunned);
    CHECK(refusal_code(e, CastDamageSpell{kCleric, DamageSpell::Fireball, {kOrc}}) == Why::Stunned);
    CHECK(refusal_code(e, WeaponHit{kCleric, kOrc, 5, false}) == Why::Stunned);
    CHECK(refusal_code(e, CastHeal{kCleric, kWizard}) == Why::Stunned);
    // Once the Statue is gone the same mini casts again.
    const Encounter freed = must(e, RemoveEffect{e.effects.back().id});
    CHECK(hp(must(freed, CastDamageSpell{kCleric, DamageSpell::FlyingFist, {kOrc}}), kOrc) == 30 - 8);
    // A mini out of the fight casts nothing either.
    const Encounter down = must(mill(), SetHp{kCleric, 0});
    CHECK(refusal_code(down, CastDamageSpell{kCleric, DamageSpell::FlyingFist, {kOrc}}) == Why::OutOfFight);
}

TEST_CASE("000 a running mini casts no spell and engages in no combat that turn", "[round3][rounds][000]") {
    // 000_d5980b65f981aac0.txt: "RUNNING - A mini can elect to run during their turn. When running, the mini can move 1.5 times its normal movement value. A mini that is running cannot cast spells of any kind or engage in combat."
    Encounter e = wizard_acting();
    REQUIRE(e.acting == kWizard);
    // "during their turn": not in another mini's turn, and not before the fight.
    CHECK(refusal_code(e, Run{kCleric}) == Why::NotItsTurn);
    CHECK(refusal_code(e, Run{99}) == Why::NoSuchCombatant);
    {
        Encounter before = must(Encounter{}, SetRuleset{kInitiativeRounds, {}});
        before = must(before, AddCombatant{"Wizard", 1, true, 3, 10});
        CHECK(refusal_code(before, Run{kWizard}) == Why::NotStarted);
    }
    e = must(e, Run{kWizard});
    CHECK(logged(e, "Wizard runs: 1.5 times its move, no spells and no combat this turn"));
    CHECK(refusal_code(e, Run{kWizard}) == Why::Running);
    CHECK(refusal_code(e, CastDamageSpell{kWizard, DamageSpell::FlyingFist, {kOrc}}) == Why::Running);
    CHECK(refusal_code(e, CastDamageSpell{kWizard, DamageSpell::Fireball, {kOrc, kGolem}}) == Why::Running);
    CHECK(refusal_code(e, CastHeal{kWizard, kCleric}) == Why::Running);
    CHECK(refusal_code(e, WeaponHit{kWizard, kOrc, 4, false}) == Why::Running);
    CHECK(refusal_code(e, WeaponHit{kWizard, kOrc, 4, true}) == Why::Running);
    // Shown on its card while it lasts; the others fight on.
    CHECK(has_chip(e, kWizard, "running"));
    CHECK_FALSE(has_chip(e, kCleric, "running"));
    CHECK(accepts(e, WeaponHit{kOrc, kWizard, 4, false}));
    // Its turn over, it still runs until the turn (the game round) ends ...
    e = must(e, NextTurn{});
    CHECK(refusal_code(e, CastDamageSpell{kWizard, DamageSpell::FlyingFist, {kOrc}}) == Why::Running);
    // ... and in the next turn it casts again, and its card no longer says it runs.
    while (e.round == 1) e = e.step == Step::Declaring ? must(e, FinishDeclarations{}) : must(e, NextTurn{});
    CHECK_FALSE(has_chip(e, kWizard, "running"));
    CHECK(accepts(e, CastDamageSpell{kWizard, DamageSpell::FlyingFist, {kOrc}}));
}

TEST_CASE("000 Non magic weapons resistance halves a weapon's damage, not a magic weapon's", "[round3][rounds][000]") {
    // 000_d5980b65f981aac0.txt: "RESISTANCES Non magic weapons ----------------- Cost: 75 Effect: All non magic weapons do 1/2 damage"
    Encounter e = must(mill(), SetStat{kOrc, "resist_non_magic", 1});
    const Encounter hit = must(e, WeaponHit{kWizard, kOrc, 9, false});
    CHECK(hp(hit, kOrc) == 30 - 4);   // 9 halved, rounded down as the Spells resistance's half
    CHECK(logged(hit, "Wizard hits Orc with a non magic weapon for 9"));
    CHECK(logged(hit, "Orc is hit for 9, less half (Non magic weapons resistance) 5: 4 damage"));
    CHECK(hp(must(e, WeaponHit{kWizard, kOrc, 9, true}), kOrc) == 30 - 9);   // a magic weapon
    CHECK(hp(must(e, WeaponHit{kWizard, kGolem, 9, false}), kGolem) == 20 - 9);   // no resistance
    // The phone's damage chips (TakeHit) are a weapon's hit in text 000.
    CHECK(hp(must(e, TakeHit{kOrc, 7}), kOrc) == 30 - 3);
    CHECK(hp(must(e, TakeHit{kGolem, 7}), kGolem) == 20 - 7);
    // A spell is not a weapon: the Non magic weapons resistance leaves Flying fist whole.
    CHECK(hp(must(e, CastDamageSpell{kWizard, DamageSpell::FlyingFist, {kOrc}}), kOrc) == 30 - 9);
    // Damage entered by hand stays the table's number.
    CHECK(hp(must(e, Damage{kOrc, 7}), kOrc) == 30 - 7);
    CHECK(refusal_code(e, WeaponHit{kWizard, kWizard, 3, false}) == Why::TargetsItself);
    CHECK(refusal_code(e, WeaponHit{kWizard, kOrc, -1, false}) == Why::AmountOutOfRange);
    CHECK(refusal_code(e, WeaponHit{kWizard, kOrc, 100001, false}) == Why::AmountOutOfRange);
    CHECK(refusal_code(e, WeaponHit{kWizard, 99, 3, false}) == Why::NoSuchCombatant);
}

TEST_CASE("000 the Heal spell gives 8 life points + the caster's level", "[round3][rounds][000]") {
    // 000_d5980b65f981aac0.txt: "Heal ---- Cost: 10 Range: 12" + caster's level Duration: Immediate Effect: Mini affected receives 8 life points + caster's level"
    Encounter e = must(mill(), Damage{kOrc, 20});
    e = must(e, Damage{kWizard, 9});
    const Encounter healed = must(e, CastHeal{kCleric, kOrc});
    CHECK(hp(healed, kOrc) == 10 + 10);   // 8 + level 2
    CHECK(logged(healed, "Cleric casts Heal on Orc: 10 life points (8 + level 2)"));
    // Never above the mini's life points (the table's reading), and the caster may heal itself.
    CHECK(hp(must(e, CastHeal{kCleric, kWizard}), kWizard) == 10);
    CHECK(hp(must(must(e, Damage{kCleric, 11}), CastHeal{kCleric, kCleric}), kCleric) == 1 + 10);
    // The Spells resistance halves damage and durations; Heal is neither.
    CHECK(hp(must(must(e, SetStat{kOrc, "resist_spells", 1}), CastHeal{kCleric, kOrc}), kOrc) == 20);
    CHECK(refusal_code(e, CastHeal{kCleric, 99}) == Why::NoSuchCombatant);
    CHECK(refusal_code(e, CastHeal{99, kOrc}) == Why::NoSuchCombatant);
    const Encounter huge = must(e, AddCombatant{"Archmage", 1, true, std::numeric_limits<int>::max(), 10});
    CHECK(refusal_code(huge, CastHeal{huge.combatants.back().id, kOrc}) == Why::AmountOutOfRange);
}

TEST_CASE("000 a golem out of its caster's range is inactive until control is regained", "[round3][rounds][000]") {
    // 000_d5980b65f981aac0.txt: "The spell caster cannot issue commands to the golem if they become out of range for the spell, during the course of play. If this occurs, the golem becomes inactive until the spell caster regains control, and does not continue performing any previously issued commands"
    Encounter e = must(mill(), GolemControl{kGolem, true});
    CHECK(logged(e, "Golem is out of its caster's range: inactive until the caster regains control"));
    CHECK(has_chip(e, kGolem, "golem-inactive"));
    CHECK(why_not_acting(e, *e.find(kGolem)) == std::optional<std::string>("inactive until its caster regains control"));
    CHECK_FALSE(out_of_fight(e, *e.find(kGolem)).has_value());   // not ended: it stays on the table
    CHECK(refusal_code(e, GolemControl{kGolem, true}) == Why::ConditionAlreadySet);
    CHECK(refusal_code(e, WeaponHit{kGolem, kOrc, 5, false}) == Why::GolemInactive);
    // It is not declared and never acts while inactive: its initiative round 7 passes it by.
    e = must(e, FinishDeclarations{});   // nobody in initiative round 9
    e = must(e, FinishDeclarations{});   // nobody in initiative round 8
    REQUIRE(part<InitiativeRoundsFight>(e).initiative_round == 7);
    CHECK(logged(e, "Golem is inactive until its caster regains control: its turn passes"));
    CHECK(refusal_code(e, DeclareActors{{kGolem}}) == Why::Stunned);
    // Control regained: its card no longer says it, it attacks, and it acts in the next turn.
    e = must(e, GolemControl{kGolem, false});
    CHECK(logged(e, "Golem's caster regains control"));
    CHECK_FALSE(has_chip(e, kGolem, "golem-inactive"));
    CHECK(refusal_code(e, GolemControl{kGolem, false}) == Why::ConditionNotSet);
    CHECK(accepts(e, WeaponHit{kGolem, kOrc, 5, false}));
    while (e.round == 1) e = e.step == Step::Declaring ? must(e, FinishDeclarations{}) : must(e, NextTurn{});
    e = must(must(e, FinishDeclarations{}), FinishDeclarations{});
    REQUIRE(part<InitiativeRoundsFight>(e).initiative_round == 7);
    e = must(must(e, DeclareActors{{kGolem}}), FinishDeclarations{});
    CHECK(e.acting == kGolem);
    CHECK(refusal_code(e, GolemControl{99, true}) == Why::NoSuchCombatant);
}
