// Rules text 000: damage spells and the resistances that cut them
// (core/rules/initiative_rounds/damage_spells.cpp). Every rule test quotes
// /work/shared/rules/000_d5980b65f981aac0.txt verbatim.
#include <limits>

#include "core/model/actions.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"

using namespace rk;
using rk::test::logged;
using rk::test::must;
using rk::test::refusal_code;

namespace {

constexpr CombatantId kWizard = 1, kOrc = 2, kWolf = 3, kTroll = 4;

// A level-3 Wizard against an Orc, a Wolf and a Troll with 30 life points each.
Encounter mill() {
    Encounter e = must(Encounter{}, SetRuleset{kInitiativeRounds, {}});
    e = must(e, AddCombatant{"Wizard", 1, true, 3, 10});
    for (const char* name : {"Orc", "Wolf", "Troll"}) e = must(e, AddCombatant{name, 2, false, 1, 30});
    return must(e, StartEncounter{});
}

int hp(const Encounter& e, CombatantId id) { return e.find(id)->hp->current; }

} // namespace

TEST_CASE("000 the Spells resistance halves a spell's damage, not only its duration", "[rounds][000][spells]") {
    // 000_d5980b65f981aac0.txt: "Spells ----------------- Cost: 75 Effect: All spells do 1/2 damage and/or have their duration halved"
    // 000_d5980b65f981aac0.txt: "Flying fist ----------- Cost: 5 Range: 12" + caster's level Duration: Immediate Effect: 6 damage + caster's level"
    Encounter e = must(mill(), SetStat{kOrc, "resist_spells", 1});
    Encounter hit = must(e, CastDamageSpell{kWizard, DamageSpell::FlyingFist, {kOrc}});
    CHECK(hp(hit, kOrc) == 30 - 4);   // 6 + 3 = 9, halved and rounded down
    CHECK(logged(hit, "Wizard casts Flying fist: 9 damage (6 + level 3)"));
    CHECK(logged(hit, "Orc's Spells resistance halves it to 4"));
    Encounter plain = must(e, CastDamageSpell{kWizard, DamageSpell::FlyingFist, {kWolf}});
    CHECK(hp(plain, kWolf) == 30 - 9);
    CHECK(refusal_code(e, CastDamageSpell{kWizard, DamageSpell::FlyingFist, {kOrc, kWolf}}) == Why::BadSpell);
    CHECK(refusal_code(e, CastDamageSpell{kWizard, DamageSpell::FlyingFist, {}}) == Why::NothingChosen);
    CHECK(refusal_code(e, CastDamageSpell{kWizard, DamageSpell::FlyingFist, {99}}) == Why::NoSuchCombatant);
    // A level no table uses (a damaged file) is refused as too much damage, never wrapped around.
    const Encounter huge = must(e, AddCombatant{"Archmage", 1, true, std::numeric_limits<int>::max(), 10});
    CHECK(refusal_code(huge, CastDamageSpell{huge.combatants.back().id, DamageSpell::FlyingFist, {kWolf}}) == Why::AmountOutOfRange);
}

TEST_CASE("000 a Fireball hits every mini in its path, each with its own resistances", "[rounds][000][spells]") {
    // 000_d5980b65f981aac0.txt: "Fireball -------- Cost: 20 Range: 12" + mini's level Duration: Immediate Effect: Every mini (roll separately for each), within the path of the fireball receives 8 damage + caster's level"
    // 000_d5980b65f981aac0.txt: "Fire, Electricity, or Posion ---------------------------- Cost: 50 for each Effect: All attacks of the resistance in question do no damage"
    Encounter e = must(mill(), SetStat{kOrc, "resist_spells", 1});
    e = must(e, SetStat{kTroll, "resist_fire", 1});
    e = must(e, CastDamageSpell{kWizard, DamageSpell::Fireball, {kOrc, kWolf, kTroll}});
    CHECK(hp(e, kOrc) == 30 - 5);    // 11 halved
    CHECK(hp(e, kWolf) == 30 - 11);
    CHECK(hp(e, kTroll) == 30);
    CHECK(logged(e, "Troll's resistance takes all of it"));
    CHECK(refusal_code(e, CastDamageSpell{kWizard, DamageSpell::Fireball, {kOrc, kOrc}}) == Why::BadSpell);
    // Lightning against electricity resistance: nothing.
    e = must(e, SetStat{kWolf, "resist_electricity", 1});
    const Encounter bolt = must(e, CastDamageSpell{kWizard, DamageSpell::LightningBolt, {kWolf}});
    CHECK(hp(bolt, kWolf) == 30 - 11);
}
