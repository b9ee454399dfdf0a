// Rules text 001 (OSR d20): subdual damage kept apart from the hit points, and a missile left in
// a wound after a critical. Every rule test quotes /work/shared/rules/001_9b33af6f46041b76.txt
// verbatim (its U+FFFD characters included).
#include <algorithm>


#include "core/fight/combat.hpp"
#include "core/fight/effects.hpp"
#include "core/fight/prompts.hpp"
#include "core/rules/countdown/countdown.hpp"
#include "core/rules/rule_system.hpp"
#include "core/formats/serialize.hpp"
#include "tests/unit/helpers.hpp"
#include "tests/unit/rules/countdown/missile_in_wound.hpp"
#include "core/rules/countdown/countdown_system.hpp"

namespace rk::test {
namespace {

constexpr CombatantId kFighter = 1, kGhoul = 2, kMage = 3;

// A fighter (a player) against a ghoul (11 hit points) and a magic-user (a player, 6).
Encounter three() {
    Encounter e;
    e = must(e, SetRuleset{kCountdown, rule_system(kCountdown).settings});
    e = must(e, AddCombatant{"Fighter", 1, true, 2, 16});
    e = must(e, AddCombatant{"Ghoul", 2, false, 2, 11});
    e = must(e, AddCombatant{"Magic-user", 1, true, 2, 6});
    return e;
}

// Into the countdown: nobody surprised, nothing declared, the d10s entered.
Encounter counting(Encounter e, int fighter, int ghoul, int mage) {
    e = must(e, StartEncounter{});
    e = must(e, NextTurn{});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kFighter, faces({fighter})});
    e = must(e, RollInitiative{kGhoul, faces({ghoul})});
    e = must(e, RollInitiative{kMage, faces({mage})});
    REQUIRE(e.step == Step::Acting);
    return e;
}


std::vector<std::string> alerts(const Encounter& e, CombatantId id) { return rule_system(e).alerts(e, *e.find(id)); }

} // namespace

TEST_CASE("001 subdual damage: half of a blow, kept apart, knocks out instead of killing", "[countdown][subdual]") {
    // 001_9b33af6f46041b76.txt: "When the player desires, damage inflicted can be composed of half �real� damage
    // and half �subdual� damage that does not kill" ... "If the opponent�s hit points, including the subdual
    // damage, fall to zero, the opponent is knocked unconscious rather than killed".
    Encounter e = counting(three(), 8, 5, 3);
    e = must(e, SubdualHit{kGhoul, 7});
    CHECK(e.find(kGhoul)->hp->current == 8);   // 3 real
    CHECK(subdual_damage(*e.find(kGhoul)) == 4);   // the odd point is subdual
    CHECK(logged(e, "Ghoul is beaten for 7: 3 real and 4 subdual damage"));
    CHECK(in_the_fight(e, *e.find(kGhoul)));
    CHECK(alerts(e, kGhoul) == std::vector<std::string>{"Subdual 4: out at 4 hp"});
    e = must(e, SubdualHit{kGhoul, 8});   // 4 real (4 hit points left), 4 subdual (8 in all)
    CHECK(e.find(kGhoul)->hp->current == 4);
    CHECK(knocked_out_by_subdual(*e.find(kGhoul)));
    CHECK(out_of_fight(e, *e.find(kGhoul)) == "knocked out by subdual damage");
    CHECK(logged(e, "Ghoul is knocked unconscious: 8 subdual damage on 4 hit points"));
    CHECK(alerts(e, kGhoul) == std::vector<std::string>{"Subdual 8: knocked out"});
    // Knocked out, not dying: no save versus death is asked, and it acts on no count.
    CHECK(monster_fate(*e.find(kGhoul)) == MonsterFate::Fighting);
    for (const Prompt& p : prompts(e)) CHECK_FALSE(std::holds_alternative<SaveVersusDeath>(p.action));
    while (e.round == 1) {
        CHECK(e.acting != kGhoul);
        e = must(e, NextTurn{});
    }
}

TEST_CASE("001 subdual damage: real damage to zero kills all the same; a player is knocked out too", "[countdown][subdual]") {
    // 001_9b33af6f46041b76.txt: "(unless the real damage actually reduces real hit points to zero, in which case
    // the opponent is accidentally killed)".
    Encounter e = must(three(), Damage{kGhoul, 9});   // 2 hit points left
    e = must(e, SubdualHit{kGhoul, 5});                // 2 real: 0 hit points
    CHECK(e.find(kGhoul)->hp->current == 0);
    CHECK_FALSE(knocked_out_by_subdual(*e.find(kGhoul)));
    CHECK(monster_fate(*e.find(kGhoul)) == MonsterFate::SaveDue);   // the text's 0 to -5, as any blow
    e = must(e, SubdualHit{kMage, 6});   // 3 real, 3 subdual on 6: knocked out
    CHECK(out_of_fight(e, *e.find(kMage)) == "knocked out by subdual damage");
    CHECK(e.find(kMage)->hp->current == 3);
    // Healing real hit points above the subdual damage wakes it.
    e = must(e, Heal{kMage, 1});
    CHECK(in_the_fight(e, *e.find(kMage)));
}

TEST_CASE("001 subdual damage: a blow that lands disrupts a declared spell; bad blows are refused", "[countdown][subdual]") {
    // 001_9b33af6f46041b76.txt: "When the player desires, damage inflicted can be composed of half �real� damage
    // and half �subdual� damage that does not kill".
    Encounter e = must(three(), StartEncounter{});
    e = must(e, NextTurn{});
    e = must(e, DeclareAction{kMage, "spell", "Sleep"});
    e = must(e, SubdualHit{kMage, 1});   // no real damage, yet a successful attack
    CHECK(e.find(kMage)->hp->current == 6);
    CHECK(part<CountdownPart>(*e.find(kMage)).declaration->lost);
    CHECK(refusal_code(e, SubdualHit{kMage, 0}) == Why::AmountOutOfRange);
    CHECK(refusal_code(e, SubdualHit{99, 3}) == Why::NoSuchCombatant);
    Encounter other = must(Encounter{}, AddCombatant{"Knight", 1, true, 3, 14});
    CHECK(refusal_code(other, SubdualHit{1, 3}) == Why::NotInThisRuleset);
    CHECK(refusal_code(other, ExtractMissile{1, false}) == Why::NotInThisRuleset);
}

TEST_CASE("001 a missile left in the wound does half damage each round the victim fights", "[countdown][missile]") {
    // 001_9b33af6f46041b76.txt: "A critical hit with a missile weapon does damage as above, but leaves it in the
    // wound, and it will do � additional (normal) damage in any round in which the victim moves, fights etc."
    Encounter e = must(three(), missile_in(kGhoul, 7));   // a bow's 7: 3 a round
    CHECK(missile_in_wound(e, *e.find(kGhoul)) == 7);
    CHECK(alerts(e, kGhoul) == std::vector<std::string>{"Missile: 3 damage a round it fights"});
    e = counting(e, 8, 5, 3);
    CHECK(e.find(kGhoul)->hp->current == 11);
    e = must(e, NextTurn{});   // the Fighter on 8
    REQUIRE(e.acting == kGhoul);
    e = must(e, NextTurn{});   // the Ghoul fought on 5
    CHECK(e.find(kGhoul)->hp->current == 8);
    CHECK(logged(e, "Ghoul fought with a missile in the wound: 3 damage (8/11)"));
    SECTION("a round in which it does not fight (stunned) costs nothing") {
        while (e.round == 1) e = must(e, NextTurn{});
        AddEffect stun;
        stun.name = "Stunned";
        stun.target = kGhoul;
        e = must(e, stun);
        e = must(e, FinishDeclarations{});
        e = must(e, RollInitiative{0, {}});
        while (e.round == 2) e = must(e, NextTurn{});
        CHECK(e.find(kGhoul)->hp->current == 8);
    }
}

TEST_CASE("001 pulling out a missile: a full round, normal damage unless the remover saves", "[countdown][missile]") {
    // 001_9b33af6f46041b76.txt: "It requires a full round to extract, and does normal damage on being extracted"
    // ... "Extraction damage can be avoided with a successful saving throw by whoever is removing the weapon".
    Encounter e = must(three(), missile_in(kFighter, 5));
    CHECK(refusal_code(e, ExtractMissile{kGhoul, false}) == Why::MissileNotStuck);
    SECTION("the remover fails the save: normal damage") {
        e = must(e, ExtractMissile{kFighter, false});
        CHECK(e.find(kFighter)->hp->current == 11);
        CHECK(logged(e, "Fighter has the missile pulled out (a full round): 5 damage (11/16)"));
    }
    SECTION("the remover saves: no harm") {
        e = must(e, ExtractMissile{kFighter, true});
        CHECK(e.find(kFighter)->hp->current == 16);
    }
    CHECK(missile_in_wound(e, *e.find(kFighter)) == 0);
    CHECK(e.effects.empty());
    CHECK(refusal_code(e, ExtractMissile{kFighter, false}) == Why::MissileNotStuck);
}

TEST_CASE("001 subdual damage and a stuck missile survive save and load; the sheet offers the preset", "[countdown][subdual][missile]") {
    // 001_9b33af6f46041b76.txt: "such subdual points are recovered at a rate of 1 hp per hour".
    Encounter e = must(three(), SubdualHit{kGhoul, 5});
    e = must(e, missile_in(kGhoul, 4));
    auto back = load_encounter(save_encounter(e));
    REQUIRE(back.is_ok());
    CHECK(back.value() == e);
    CHECK(subdual_damage(*back.value().find(kGhoul)) == 3);
    const RuleSystem& system = rule_system(e);
    const auto missile = std::find_if(system.effect_presets.begin(), system.effect_presets.end(),
                                      [](const EffectPreset& p) { return p.name == "Missile in wound"; });
    REQUIRE(missile != system.effect_presets.end());
    CHECK(missile->modifier == "missile_damage");
    CHECK(missile->duration == "until removed");
}

} // namespace rk::test
