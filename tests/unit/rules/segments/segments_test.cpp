// Rules text 003 (Spelljammer): per-attack initiative on the segment clock, declarations, spell
// casting, PROT and stun. Every rule test quotes /work/shared/rules/003_abb45db44eb0a0ba.txt verbatim.
#include <algorithm>
#include <map>

#include "core/fight/effects.hpp"
#include "core/model/history.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/segments/segments.hpp"
#include "core/formats/serialize.hpp"
#include "core/fight/turn_order.hpp"
#include "core/fight/validate.hpp"
#include "tests/unit/helpers.hpp"
#include "core/rules/segments/segments_system.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;

namespace {

constexpr CombatantId kAria = 1, kMerlin = 2, kOgre = 3, kGoblin = 4;
constexpr SideId kParty = 1, kFoes = 2;

RollInput faces(std::initializer_list<int> f) { return RollInput{std::vector<int>(f)}; }

// Aria (fighter, IM +2, 30 hp, CON 14, PROT 3) and Merlin (mage, IM +1, 18 hp, CON 10) against an
// Ogre (IM 0, 60 hp, CON 18, Large, PROT 2) and a Goblin archer (IM +3, 12 hp, CON 10, PROT 1).
Encounter four() {
    Encounter e;
    e = must(e, SetRuleset{kSegments, {}});
    e = must(e, AddCombatant{"Aria", kParty, true, 3, 30, 2});
    e = must(e, AddCombatant{"Merlin", kParty, true, 5, 18, 1});
    e = must(e, AddCombatant{"Ogre", kFoes, false, 4, 60, 0});
    e = must(e, AddCombatant{"Goblin", kFoes, false, 1, 12, 3});
    for (auto [id, con, prot, per] :
         {std::tuple{kAria, 14, 3, 15}, {kMerlin, 10, 0, 12}, {kOgre, 18, 2, 8}, {kGoblin, 10, 1, 10}}) {
        e = must(e, SetStat{id, "con", con});
        e = must(e, SetStat{id, "prot", prot});
        e = must(e, SetStat{id, "per", per});
    }
    e = must(e, SetStat{kOgre, "size", 1});
    return e;
}

// Started, no ambush: round 1's declarations.
Encounter declaring() {
    Encounter e = must(four(), StartEncounter{});
    REQUIRE(e.step == Step::Surprise);
    e = must(e, NextTurn{});
    REQUIRE(e.step == Step::Declaring);
    return e;
}

// Everyone declared as in the scenario, declarations closed.
Encounter scenario_rolling() {
    Encounter e = declaring();
    e = must(e, DeclareAttacks{kAria, 2, Movement::FreeMove, WeaponHandling::Ready, kGoblin});
    e = must(e, DeclareSpell{kMerlin, "Bolt of Energy", SpellCasting::SK, 8, 0, Movement::FreeMove, kOgre});
    e = must(e, DeclareAttacks{kOgre, 1, Movement::FreeMove, WeaponHandling::Ready, kMerlin});
    e = must(e, DeclareAttacks{kGoblin, 2, Movement::FreeMove, WeaponHandling::Ready, kAria});
    e = must(e, FinishDeclarations{});
    REQUIRE(e.step == Step::RollingInitiative);
    return e;
}

bool logged(const Encounter& e, const std::string& text) {
    const auto entries = e.log.entries();
    return std::any_of(entries.begin(), entries.end(), [&](const LogEntry& l) { return l.text == text; });
}

const SegmentAction& action(const Encounter& e, CombatantId id, int number) {
    const Combatant* c = e.find(id);
    REQUIRE(c);
    auto it = std::find_if(part<SegmentsPart>(*c).plan.actions.begin(), part<SegmentsPart>(*c).plan.actions.end(),
                           [&](const SegmentAction& a) { return a.number == number; });
    REQUIRE(it != part<SegmentsPart>(*c).plan.actions.end());
    return *it;
}

int hp(const Encounter& e, CombatantId id) { return e.find(id)->hp->current; }

const Effect* effect_named(const Encounter& e, const std::string& name, CombatantId target) {
    for (const auto& fx : e.effects)
        if (fx.name == name && fx.target == target) return &fx;
    return nullptr;
}

// Rolls Ogre and Goblin (the ones the test does not care about) out of the way: late, single attacks.
Encounter foes_roll_low(Encounter e) {
    e = must(e, RollInitiative{kOgre, faces({1})});
    e = must(e, RollInitiative{kGoblin, faces({1})});
    return e;
}

} // namespace

// ---- declarations and order ----

TEST_CASE("003 declarations at the start of the round, then resolution in initiative order", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "At the beginning of the round, the GM will call for action declarations."
    // 003_abb45db44eb0a0ba.txt: "Once all actions are declared, the GM will resolve the round in initiative order."
    Encounter e = declaring();
    CHECK(e.round == 1);
    CHECK(e.log.back().text == "Declare actions: attacks, movement and spells");
    e = must(e, DeclareAttacks{kAria, 2, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    CHECK(e.log.back().text == "Aria declares 2 attacks on Ogre");
    CHECK(refusal_code(e, RollInitiative{kAria, faces({5, 5})}) == Why::WrongStep);
    e = must(e, FinishDeclarations{});
    // Who declared nothing makes its normal attacks ("attacks" stat, 1 by default).
    CHECK(logged(e, "Merlin, Ogre and Goblin make their normal attacks"));
    CHECK(refusal_code(e, DeclareAttacks{kMerlin, 1, Movement::FreeMove, WeaponHandling::Ready, std::nullopt}) == Why::WrongStep);
    e = must(e, RollInitiative{kAria, faces({3, 8})});   // 5 and 10
    e = must(e, RollInitiative{kMerlin, faces({6})});    // 7
    e = must(e, RollInitiative{kOgre, faces({9})});      // 9
    CHECK(e.step == Step::RollingInitiative);
    CHECK(refusal_code(e, NextTurn{}) == Why::RollsStillDue);
    e = must(e, RollInitiative{kGoblin, faces({4})});    // 7
    CHECK(e.step == Step::Acting);
    CHECK(logged(e, "The segment clock starts at 10"));
    // Resolved in initiative order, segment by segment; on a shared segment players first.
    std::vector<std::pair<CombatantId, int>> seen;
    while (e.round == 1) {
        REQUIRE(e.acting);
        seen.emplace_back(*e.acting, part<SegmentsFight>(e).segment);
        e = must(e, NextTurn{});
    }
    CHECK(seen == std::vector<std::pair<CombatantId, int>>{{kAria, 10}, {kOgre, 9}, {kMerlin, 7}, {kGoblin, 7}, {kAria, 5}});
    CHECK(e.step == Step::Declaring);
    CHECK(logged(e, "Round 1 ends"));
}

TEST_CASE("003 a declared action whose target is gone turns on another combatant", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "For example, Derrick's declared action was to attack the ogre with his longsword but, by the time the GM gets to his attack, the ogre has been killed by Harlan."
    // 003_abb45db44eb0a0ba.txt: "In this case, if there is another combatant that Derrick could target, he will simply apply the attacks against the other combatant."
    Encounter e = declaring();
    e = must(e, DeclareAttacks{kAria, 2, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    e = must(e, DeclareAttacks{kMerlin, 1, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kAria, faces({2, 1})});   // 4, 3
    e = must(e, RollInitiative{kMerlin, faces({9})});    // 10
    e = foes_roll_low(e);
    REQUIRE(e.acting == kMerlin);
    CHECK(refusal_code(e, Retarget{kAria, 1, kGoblin}) == Why::TargetStillStanding);
    e = must(e, SetHp{kOgre, 0});   // Merlin kills the ogre
    e = must(e, NextTurn{});
    REQUIRE(e.acting == kAria);
    CHECK(e.log.back().text == "Segment 4: Aria attacks Ogre (attack 1); the target is gone: retarget or go on");
    CHECK(describe(e, going_off(e).front()) == "Aria: attack 1 on Ogre (gone) (segment 4)");
    CHECK(refusal_code(e, Retarget{kAria, 1, kAria}) == Why::TargetsItself);
    e = must(e, Retarget{kAria, 1, kGoblin});
    e = must(e, Retarget{kAria, 2, kGoblin});
    CHECK(e.log.back().text == "Aria's attack 2 turns on Goblin (Ogre is gone)");
    CHECK(action(e, kAria, 1).target == kGoblin);
    CHECK(action(e, kAria, 2).target == kGoblin);
    // A target that left the fight is gone too.
    e = must(e, RemoveCombatant{kGoblin});
    e = must(e, Retarget{kAria, 2, kMerlin});
    CHECK(action(e, kAria, 2).target == kMerlin);
}

// ---- initiative ----

TEST_CASE("003 initiative per attack: d10 + DEX modifier for the first, then d8, d6, ...", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "Roll 1d10 and add your DEX modifier to determine your initiative."
    // 003_abb45db44eb0a0ba.txt: "Multiple attacks use a lower die for each successive attack (1d10 for the first attack, 1d8 for the second, 1d6 for the third, etc.)"
    // 003_abb45db44eb0a0ba.txt: "INIT [1d10+2], SC 112 [roll], DMG [1d8+4]"
    // 003_abb45db44eb0a0ba.txt: "INIT [1d8+2], SC 112 [roll], DMG [1d8+4]"
    CHECK(initiative_die_sides(1) == 10);
    CHECK(initiative_die_sides(2) == 8);
    CHECK(initiative_die_sides(3) == 6);
    CHECK(initiative_die_sides(4) == 4);
    CHECK(initiative_die_sides(5) == 2);
    CHECK(initiative_die_sides(9) == 2);

    Encounter e = declaring();
    e = must(e, DeclareAttacks{kAria, 3, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    e = must(e, FinishDeclarations{});
    CHECK(refusal_code(e, RollInitiative{kAria, faces({5, 5})}) == Why::WrongDiceCount);
    CHECK(refusal_code(e, RollInitiative{kAria, faces({5, 9, 1})}) == Why::BadDieFace);
    e = must(e, RollInitiative{kAria, faces({7, 5, 1})});
    CHECK(logged(e, "Aria's attack 1: initiative d10: [7] = 7 (entered), +2 = 9"));
    CHECK(logged(e, "Aria's attack 2: initiative d8: [5] = 5 (entered), +2 = 7"));
    CHECK(logged(e, "Aria's attack 3: initiative d6: [1] = 1 (entered), +2 = 3"));
    CHECK(action(e, kAria, 1).start == 9);
    CHECK(action(e, kAria, 2).start == 7);
    CHECK(action(e, kAria, 3).start == 3);
    CHECK(e.find(kAria)->initiative == 9);
    CHECK(refusal_code(e, RollInitiative{kAria, faces({1, 1, 1})}) == Why::AlreadyRolled);
    // Rolled by the app: every die within its range.
    e = must(e, RollInitiative{0, {}});
    CHECK(e.step == Step::Acting);
    for (CombatantId id : {kMerlin, kOgre, kGoblin}) {
        const int im = e.find(id)->stat("initiative_modifier");
        CHECK(*action(e, id, 1).start >= 1 + im);
        CHECK(*action(e, id, 1).start <= 10 + im);
    }
}

TEST_CASE("003 initiative entered as a total: SetInitiative gives the next action its number", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "In a nutshell, for each attack you get, roll initiative, attack and damage."
    Encounter e = declaring();
    e = must(e, DeclareAttacks{kAria, 2, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    CHECK(refusal_code(e, SetInitiative{kAria, 9}) == Why::WrongStep);
    e = must(e, FinishDeclarations{});
    e = must(e, SetInitiative{kAria, 9});
    CHECK(e.log.back().text == "Aria's attack 1: initiative 9 (entered, all modifiers included)");
    e = must(e, SetInitiative{kAria, 6});
    CHECK(action(e, kAria, 2).start == 6);
    CHECK(refusal_code(e, SetInitiative{kAria, 4}) == Why::AlreadyRolled);
}

TEST_CASE("003 two attacks on the same count: the second goes 1 segment later", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "If you end up with the same initiative for both attacks, the second attack goes 1 segment later."
    Encounter e = declaring();
    e = must(e, DeclareAttacks{kAria, 3, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kAria, faces({5, 5, 4})});   // 7, 7 -> 6, 6 -> 5
    CHECK(action(e, kAria, 1).start == 7);
    CHECK(action(e, kAria, 2).start == 6);
    CHECK(action(e, kAria, 3).start == 5);
    CHECK(logged(e, "Aria's attack 2 shares a segment with an earlier one: it goes on 6"));
    CHECK(logged(e, "Aria's attack 3 shares a segment with an earlier one: it goes on 5"));
}

TEST_CASE("003 an attack at -6 or later is lost for the round", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "If, after all modifiers are taken into account, your initiative is at -6 or later, you lose that attack for the round."
    // 003_abb45db44eb0a0ba.txt: "Remember that if your initiative comes out to -6 or worse, you lose the attack."
    Encounter e = declaring();
    e = must(e, DeclareAttacks{kOgre, 2, Movement::Run, WeaponHandling::Ready, kAria});   // keeps 1 attack, -7
    e = must(e, DeclareAttacks{kGoblin, 2, Movement::HalfMove, WeaponHandling::SheatheAndDraw, kAria});   // -15, 0 attacks
    CHECK(part<SegmentsPart>(*e.find(kGoblin)).plan.actions.empty());
    e = must(e, SetStat{kAria, "initiative_modifier", -10});
    e = must(e, DeclareAttacks{kAria, 2, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kAria, faces({5, 5})});   // -5, then -5 -> -6: lost
    CHECK(action(e, kAria, 1).start == -5);
    CHECK(action(e, kAria, 1).lost.empty());
    CHECK(action(e, kAria, 2).lost == "initiative -6 or later");
    CHECK(logged(e, "Aria's attack 2 is lost: initiative -6 is -6 or later"));
    e = must(e, RollInitiative{kOgre, faces({1})});   // 1 - 7 = -6: lost
    CHECK(action(e, kOgre, 1).lost == "initiative -6 or later");
    e = must(e, RollInitiative{kMerlin, faces({1})});
    CHECK(e.step == Step::Acting);
    std::vector<std::pair<CombatantId, int>> seen;
    while (e.round == 1) {
        seen.emplace_back(*e.acting, part<SegmentsFight>(e).segment);
        e = must(e, NextTurn{});
    }
    CHECK(seen == std::vector<std::pair<CombatantId, int>>{{kMerlin, 2}, {kAria, -5}});
}

TEST_CASE("003 initiative modifiers: no movement, half move, run, drawing and sheathing", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "You can declare \"no movement\" and gain a +3 initiative modifier."
    // 003_abb45db44eb0a0ba.txt: "This means that you will not move at all during the round (not even a 5 foot free move) and will suffer a -20 to DEF and -20 to Luck saves."
    // 003_abb45db44eb0a0ba.txt: "All initiative rolls are at -5 if you move and then attack."
    // 003_abb45db44eb0a0ba.txt: "If you normally get multiple attacks, you lose half of your attacks, rounded down. Thus, if you normally get 2 or 3 attacks, you lose one of them. If you normally get 4 or 5 attacks, you lose 2 of them."
    // 003_abb45db44eb0a0ba.txt: "  • -7 initiative"
    // 003_abb45db44eb0a0ba.txt: "  • Lose half of your attacks, round up (minimum one). Thus, if you normally get 1 to 3 attacks, you lose all but 1 of them. If you normally get 4 or 5 attacks, you lose all but 2 of them."
    // 003_abb45db44eb0a0ba.txt: "Drawing a weapon incurs a penalty of -5 to initiative. Sheathing a weapon and also drawing a new weapon incurs a -10 to initiative."
    // 003_abb45db44eb0a0ba.txt: "For example, if some sheaths a weapon (-5 init) and draws a weapon (-5 init), then they not only suffer a -10 to initiative, but they also lose an action."
    CHECK(initiative_modifier(Movement::NoMovement) == 3);
    CHECK(initiative_modifier(Movement::HalfMove) == -5);
    CHECK(initiative_modifier(Movement::Run) == -7);
    CHECK(initiative_modifier(WeaponHandling::Draw) == -5);
    CHECK(initiative_modifier(WeaponHandling::SheatheAndDraw) == -10);
    const WeaponHandling ready = WeaponHandling::Ready;
    for (auto [normal, half, run] : {std::tuple{1, 1, 1}, {2, 1, 1}, {3, 2, 1}, {4, 2, 2}, {5, 3, 2}}) {
        INFO(normal << " attacks");
        CHECK(attacks_kept(normal, Movement::HalfMove, ready) == half);
        CHECK(attacks_kept(normal, Movement::Run, ready) == run);
        CHECK(attacks_kept(normal, Movement::NoMovement, ready) == normal);
    }
    CHECK(attacks_kept(2, Movement::FreeMove, WeaponHandling::SheatheAndDraw) == 1);
    CHECK(attacks_kept(2, Movement::FreeMove, WeaponHandling::Draw) == 2);
    CHECK(attacks_kept(3, Movement::HalfMove, WeaponHandling::Draw) == 1);   // two -5 actions: one more lost

    Encounter e = declaring();
    e = must(e, DeclareAttacks{kAria, 3, Movement::HalfMove, WeaponHandling::Draw, kOgre});
    CHECK(e.log.back().text == "Aria declares 3 attacks on Ogre, half move and attack (-5 initiative) and draws a weapon "
                               "(-5 initiative): 1 attack left");
    e = must(e, DeclareAttacks{kMerlin, 1, Movement::NoMovement, WeaponHandling::Ready, kOgre});
    e = must(e, DeclareAttacks{kOgre, 2, Movement::FreeMove, WeaponHandling::SheatheAndDraw, kAria});
    CHECK(part<SegmentsPart>(*e.find(kOgre)).plan.actions.size() == 1);
    e = must(e, FinishDeclarations{});
    CHECK(round_initiative_modifier(e, *e.find(kAria)) == 2 - 10);
    CHECK(round_initiative_modifier(e, *e.find(kMerlin)) == 1 + 3);
    CHECK(round_initiative_modifier(e, *e.find(kOgre)) == -10);
    // "No movement" costs DEF and Luck saves for the round.
    const Effect* still = effect_named(e, "No movement", kMerlin);
    REQUIRE(still);
    CHECK(still->modifiers == std::map<std::string, int>{{"def", -20}, {"luck", -20}});
    e = must(e, RollInitiative{kAria, faces({10})});
    CHECK(action(e, kAria, 1).start == 2);
    e = must(e, RollInitiative{kMerlin, faces({5})});
    CHECK(action(e, kMerlin, 1).start == 9);
    e = must(e, RollInitiative{kGoblin, faces({6})});
    e = must(e, RollInitiative{kOgre, faces({10})});
    CHECK(action(e, kOgre, 1).start == 0);
    e = must(e, EndRound{});
    CHECK_FALSE(effect_named(e, "No movement", kMerlin));
}

// ---- the segment clock ----

TEST_CASE("003 the segment clock: pre-movement above 10, movement 10 to 1, post-movement below 1", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "Any actions that happen prior to initiative 10 are resolved before movement occurs. Movement occurs between initiatives 10 and 1 with 10% of movement happening every segment. Any actions that occur after initiative 1 are resolved after movement. Any actions set to occur on initiative -6 or later are lost."
    CHECK(segment_part(13) == SegmentPart::PreMovement);
    CHECK(segment_part(11) == SegmentPart::PreMovement);
    CHECK(segment_part(10) == SegmentPart::Movement);
    CHECK(segment_part(1) == SegmentPart::Movement);
    CHECK(segment_part(0) == SegmentPart::PostMovement);
    CHECK(segment_part(-5) == SegmentPart::PostMovement);
    CHECK(segment_part(-6) == SegmentPart::Lost);
    CHECK(segment_part_name(SegmentPart::PostMovement) == "post-movement");
    CHECK(movement_done_percent(12) == 0);
    CHECK(movement_done_percent(10) == 10);
    CHECK(movement_done_percent(6) == 50);
    CHECK(movement_done_percent(1) == 100);
    CHECK(movement_done_percent(-3) == 100);

    Encounter e = declaring();
    e = must(e, SetStat{kAria, "initiative_modifier", 5});
    e = must(e, DeclareAttacks{kAria, 2, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    e = must(e, FinishDeclarations{});
    // A timed effect in segments counts down as the clock passes.
    e = must(e, AddEffect{.name = "Blinded", .source = std::nullopt, .target = kGoblin, .duration = "4 segments",
                          .modifiers = {}, .roll = {}});
    e = must(e, RollInitiative{kAria, faces({8, 3})});   // 13 and 8
    e = must(e, RollInitiative{kMerlin, faces({1})});    // 2
    e = must(e, RollInitiative{kOgre, faces({6})});      // 6
    CHECK_FALSE(current_segment(e));
    e = must(e, RollInitiative{kGoblin, faces({2})});    // 5
    CHECK(logged(e, "The segment clock starts at 13"));
    CHECK(current_segment(e) == 13);
    CHECK(segment_part(*current_segment(e)) == SegmentPart::PreMovement);
    REQUIRE(going_off(e).size() == 1);
    CHECK(going_off(e).front().id == kAria);
    CHECK(going_off(e).front().now);
    const auto coming = pending(e);
    REQUIRE(coming.size() == 5);
    CHECK(describe(e, coming[0]) == "Aria: attack 1 on Ogre (segment 13)");
    CHECK(describe(e, coming[1]) == "Aria: attack 2 on Ogre (segment 8)");
    CHECK(coming[2].id == kOgre);
    CHECK(coming[3].id == kGoblin);
    CHECK(coming[4].id == kMerlin);
    CHECK(turn_order(e) == std::vector<CombatantId>{kAria, kOgre, kGoblin, kMerlin});
    e = must(e, NextTurn{});
    CHECK(part<SegmentsFight>(e).segment == 8);
    CHECK(logged(e, "Segment 10: movement begins, 10% of it each segment"));
    CHECK(e.log.back().text == "Segment 8: Aria attacks Ogre (attack 2)");
    // 13, 12, 11, 10 passed: the 4-segment effect is over.
    CHECK_FALSE(effect_named(e, "Blinded", kGoblin));
    CHECK(logged(e, "Blinded on Goblin ends"));
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    CHECK(part<SegmentsFight>(e).segment == 2);
    CHECK(e.acting == kMerlin);
    CHECK(pending(e).size() == 1);
    CHECK(refusal_code(e, PreviousTurn{}) == Why::NoGoingBack);
    e = must(e, NextTurn{});
    CHECK(logged(e, "Segment 0: movement is over, post-movement actions follow"));
    CHECK(e.round == 2);
    CHECK(pending(e).empty());
    CHECK_FALSE(current_segment(e));
}

TEST_CASE("003 the table picks who goes first among the actions of one segment", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "Once all actions are declared, the GM will resolve the round in initiative order."
    Encounter e = declaring();
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kAria, faces({5})});     // 7
    e = must(e, RollInitiative{kMerlin, faces({6})});   // 7
    e = must(e, RollInitiative{kOgre, faces({7})});     // 7
    e = must(e, RollInitiative{kGoblin, faces({1})});   // 4
    REQUIRE(e.acting == kAria);
    CHECK(going_off(e).size() == 3);
    CHECK(refusal_code(e, ActNow{kGoblin}) == Why::NotItsTurn);
    e = must(e, ActNow{kOgre});
    CHECK(e.acting == kOgre);
    e = must(e, NextTurn{});
    CHECK(e.acting == kAria);
    e = must(e, NextTurn{});
    CHECK(e.acting == kMerlin);
    e = must(e, NextTurn{});
    CHECK(e.acting == kGoblin);
    CHECK(refusal_code(e, ActNow{kAria}) == Why::NoActions);
}

TEST_CASE("003 effects counted on a combatant's turns count once a round, however many actions it has", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "In a nutshell, for each attack you get, roll initiative, attack and damage."
    Encounter e = declaring();
    e = must(e, AddEffect{.name = "Bless", .source = kMerlin, .target = kAria, .duration = "2 rounds",
                          .expiry = Expiry::EndOfTurn, .modifiers = {}, .roll = {}});
    e = must(e, DeclareAttacks{kAria, 3, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kAria, faces({8, 6, 4})});   // 10, 8, 6
    e = foes_roll_low(e);
    e = must(e, RollInitiative{kMerlin, faces({1})});
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    CHECK(remaining_text(*effect_named(e, "Bless", kAria)) == "2 rounds left");   // its turn is not over yet
    e = must(e, NextTurn{});   // its last action
    CHECK(remaining_text(*effect_named(e, "Bless", kAria)) == "1 round left");
}

// ---- spells ----

TEST_CASE("003 cleric spells: casting begins on the initiative and goes off casting time segments later", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "Thus, if you roll an 8 for initiative and are casting a spell with a casting time of 5, the spell goes off on 3. If you roll a 3 for initiative, then the spell goes off on -2 but still during the same round."
    Encounter e = declaring();
    e = must(e, SetStat{kMerlin, "initiative_modifier", 0});
    e = must(e, DeclareSpell{kMerlin, "Cure Wounds", SpellCasting::Cleric, 1, 5, Movement::FreeMove, kAria});
    CHECK(e.log.back().text == "Merlin declares Cure Wounds on Aria (casting time 5 segments)");
    e = must(e, FinishDeclarations{});
    Encounter three = must(e, RollInitiative{kMerlin, faces({3})});
    CHECK(action(three, kMerlin, 1).start == 3);
    CHECK(goes_off_segment(action(three, kMerlin, 1)) == -2);
    e = must(e, RollInitiative{kMerlin, faces({8})});
    CHECK(logged(e, "Merlin's Cure Wounds: casting begins on 8 and it goes off on 3"));
    e = must(e, RollInitiative{kAria, faces({10})});   // 12
    e = foes_roll_low(e);
    REQUIRE(part<SegmentsFight>(e).segment == 12);
    e = must(e, NextTurn{});
    REQUIRE(part<SegmentsFight>(e).segment == 4);   // the goblin: 1 + 3
    CHECK(e.acting == kGoblin);
    CHECK(logged(e, "Segment 8: Merlin begins casting Cure Wounds, which goes off on 3"));
    const Effect* casting = effect_named(e, "Casting Cure Wounds", kMerlin);
    REQUIRE(casting);
    CHECK(casting->unit == DurationUnit::Segments);
    CHECK(remaining_text(*casting) == "1 segment left");   // 8, 7, 6 and 5 have passed
    const auto coming = pending(e);
    REQUIRE(coming.size() == 3);
    CHECK(describe(e, coming[1]) == "Merlin: Cure Wounds on Aria (casting since 8, goes off on 3)");
    e = must(e, NextTurn{});
    CHECK(part<SegmentsFight>(e).segment == 3);
    CHECK(e.acting == kMerlin);
    CHECK(e.log.back().text == "Segment 3: Merlin's Cure Wounds goes off on Aria");
    CHECK_FALSE(effect_named(e, "Casting Cure Wounds", kMerlin));   // the casting is over as it goes off
}

TEST_CASE("003 mage spells: casting time by rank, GK or SK", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "How long it takes for the spell to go off depends on spell rank and spell type (GK or SK)."
    // 003_abb45db44eb0a0ba.txt: "Thus, if a mage casts an SK spell that he is rank 8 in, his casting time is 6. If he rolls a 9 for initiative, the spell goes off on a 3. If he rolls a 2 for initiative, his spell goes off on a -4 (of the same round)."
    const std::vector<std::tuple<int, int, int>> table = {{1, 6, 7},   {5, 6, 7},   {6, 5, 6},   {10, 5, 6}, {11, 4, 5},
                                                           {15, 4, 5},  {16, 3, 4},  {20, 3, 4},  {21, 2, 3}, {22, 1, 2},
                                                           {30, 1, 2}};
    for (auto [rank, gk, sk] : table) {
        INFO("rank " << rank);
        CHECK(mage_casting_time(SpellCasting::GK, rank) == gk);
        CHECK(mage_casting_time(SpellCasting::SK, rank) == sk);
    }
    Encounter e = declaring();
    e = must(e, SetStat{kMerlin, "initiative_modifier", 0});
    e = must(e, DeclareSpell{kMerlin, "Bolt of Energy", SpellCasting::SK, 8, 0, Movement::FreeMove, kOgre});
    CHECK(e.log.back().text == "Merlin declares Bolt of Energy on Ogre (casting time SK rank 8: 6 segments)");
    CHECK(action(e, kMerlin, 1).casting_time == 6);
    e = must(e, FinishDeclarations{});
    Encounter nine = must(e, RollInitiative{kMerlin, faces({9})});
    CHECK(logged(nine, "Merlin's Bolt of Energy: casting begins on 9 and it goes off on 3"));
    Encounter two = must(e, RollInitiative{kMerlin, faces({2})});
    CHECK(logged(two, "Merlin's Bolt of Energy: casting begins on 2 and it goes off on -4"));
    CHECK_FALSE(action(two, kMerlin, 1).next_round);
}

TEST_CASE("003 a spell that cannot go off this round begins on 10 of the next; one-round spells start on 10", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "A mage or cleric who wishes to cast a spell must roll a high enough initiative to that the spell will go off in the round. Otherwise, they will begin casting on initiative 10 of the following round."
    // 003_abb45db44eb0a0ba.txt: "Spell that take 1 round to cast (normally cleric spells) must start on initiative 10, either by rolling a 10 or higher for initiative, or by holding your action from the previous round."
    Encounter e = declaring();
    e = must(e, SetStat{kMerlin, "initiative_modifier", 0});
    e = must(e, DeclareSpell{kMerlin, "Fireball", SpellCasting::GK, 1, 0, Movement::FreeMove, kOgre});   // 6 segments
    e = must(e, DeclareSpell{kAria, "Bless", SpellCasting::Cleric, 1, kOneRoundCasting, Movement::NoMovement, kMerlin});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kMerlin, faces({0 + 1})});   // 1: it would go off on -5, still this round
    CHECK(goes_off_segment(action(e, kMerlin, 1)) == -5);
    e = must(e, RollInitiative{kAria, faces({6})});         // 6 + 2 + 3 = 11: begins on 10, goes off on 0
    CHECK(action(e, kAria, 1).start == 10);
    CHECK(logged(e, "Aria's Bless takes a round: casting begins on 10 and it goes off on 0"));

    Encounter late = declaring();
    late = must(late, SetStat{kMerlin, "initiative_modifier", -1});
    late = must(late, DeclareSpell{kMerlin, "Fireball", SpellCasting::GK, 1, 0, Movement::FreeMove, kOgre});
    late = must(late, DeclareSpell{kAria, "Bless", SpellCasting::Cleric, 1, kOneRoundCasting, Movement::FreeMove, kMerlin});
    late = must(late, FinishDeclarations{});
    late = must(late, RollInitiative{kMerlin, faces({1})});   // 0: it would go off on -6
    CHECK(action(late, kMerlin, 1).next_round);
    CHECK(logged(late, "Merlin's Fireball cannot go off this round (initiative 0): casting begins on 10 of the next round"));
    late = must(late, RollInitiative{kAria, faces({7})});     // 9: a one-round spell must start on 10
    CHECK(action(late, kAria, 1).next_round);
    late = foes_roll_low(late);
    CHECK(pending(late).size() == 2);   // only the foes act this round
    while (late.round == 1) late = must(late, NextTurn{});
    // Round 2: both spells are under way from 10, no roll needed; declaring anew gives one up.
    CHECK(late.step == Step::Declaring);
    CHECK(action(late, kMerlin, 1).start == 10);
    CHECK(action(late, kAria, 1).start == 10);
    late = must(late, DeclareAttacks{kAria, 1, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    CHECK(logged(late, "Aria gives up casting Bless"));
    late = must(late, FinishDeclarations{});
    CHECK(refusal_code(late, RollInitiative{kMerlin, faces({5})}) == Why::AlreadyRolled);
    late = must(late, RollInitiative{kAria, faces({9})});
    late = foes_roll_low(late);
    CHECK(part<SegmentsFight>(late).segment == 11);
    late = must(late, NextTurn{});
    CHECK(part<SegmentsFight>(late).segment == 4);
    CHECK(logged(late, "Segment 10: Merlin begins casting Fireball, which goes off on 4"));
    CHECK(late.log.back().text == "Segment 4: Merlin's Fireball goes off on Ogre");
}

TEST_CASE("003 a caster hit while casting loses the spell and the action", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "If a spell caster is hit with an attack while casting a spell, the spell might be interrupted (see rules for spell casting). In this case, the spell (or spell energy) is lost and so is the spell caster's action for the round."
    // 003_abb45db44eb0a0ba.txt: "When casting spells, the caster is unable to dodge or otherwise try to avoid attacks."
    Encounter e = declaring();
    e = must(e, SetStat{kMerlin, "initiative_modifier", 0});
    e = must(e, DeclareSpell{kMerlin, "Bolt of Energy", SpellCasting::SK, 8, 0, Movement::FreeMove, kOgre});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kMerlin, faces({7})});   // casting 7, goes off 1
    e = must(e, RollInitiative{kAria, faces({8})});     // 10
    e = foes_roll_low(e);
    REQUIRE(e.acting == kAria);
    // Not yet casting: a hit before segment 7 does not touch the spell.
    e = must(e, AttackHits{kMerlin, kAria});
    CHECK(action(e, kMerlin, 1).lost.empty());
    e = must(e, NextTurn{});   // Segment 7: casting begins; the goblin's arrow comes at 4
    CHECK(part<SegmentsFight>(e).segment == 4);
    REQUIRE(pending(e).size() == 3);
    CHECK_FALSE(pending(e)[0].casting);   // the goblin's attack
    CHECK(pending(e)[1].id == kMerlin);
    CHECK(pending(e)[1].casting);
    Encounter by_hit = must(e, AttackHits{kMerlin, kGoblin});
    CHECK(action(by_hit, kMerlin, 1).lost == "hit while casting");
    CHECK(logged(by_hit, "Merlin loses Bolt of Energy this round (hit while casting)"));
    CHECK_FALSE(effect_named(by_hit, "Casting Bolt of Energy", kMerlin));
    CHECK(by_hit.find(kMerlin)->acted);
    Encounter by_damage = must(e, Damage{kMerlin, 2});
    CHECK(action(by_damage, kMerlin, 1).lost == "hit while casting");
    Encounter by_strike = must(e, Strike{kMerlin, kGoblin, "1d6", faces({1})});
    CHECK(action(by_strike, kMerlin, 1).lost == "hit while casting");
    // The spell is gone from what is coming: after the goblin, the round ends.
    by_hit = must(by_hit, NextTurn{});
    by_hit = must(by_hit, NextTurn{});
    CHECK(by_hit.round == 2);
    CHECK_FALSE(logged(by_hit, "Segment 1: Merlin's Bolt of Energy goes off on Ogre"));
}

// ---- damage ----

TEST_CASE("003 damage less PROT; criticals double it and ignore PROT; grievous hits cost the armor 1 PROT", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "Subtract your protection (PROT) from any damage taken and subtract the remainder from your hit point total."
    // 003_abb45db44eb0a0ba.txt: "A critical hit causes double damage and the target gets no Protection."
    // 003_abb45db44eb0a0ba.txt: "A grievous hit, whether it results in an actual grievous wound or not, reduces the target's armor PROT by 1 until the armor is repaired."
    Encounter e = declaring();
    e = must(e, Strike{kOgre, kAria, "1d8+4", faces({5})});
    CHECK(e.log.back().text == "Aria strikes Ogre: d8+4: [5] + 4 = 9 (entered), less PROT 2: 7 damage (53/60)");
    e = must(e, Strike{kOgre, kAria, "1d8+4", faces({3}), HitKind::Critical});
    CHECK(logged(e, "Aria strikes Ogre: critical hit, d8+4: [3] + 4 = 7 (entered), doubled, no PROT: 14 damage (39/60)"));
    e = must(e, Strike{kOgre, kAria, "1", {}, HitKind::Grievous});
    CHECK(hp(e, kOgre) == 37);
    CHECK(protection(e, *e.find(kOgre)) == 1);
    CHECK(logged(e, "Ogre's armor loses 1 PROT until it is repaired"));
    e = must(e, Strike{kOgre, kAria, "3", {}});
    CHECK(hp(e, kOgre) == 35);   // 3 less PROT 1
    // Repaired: the effect is removed.
    e = must(e, RemoveEffect{effect_named(e, "Armor damaged", kOgre)->id});
    CHECK(protection(e, *e.find(kOgre)) == 2);
    // Damage never goes below 0 after PROT.
    e = must(e, Strike{kOgre, kAria, "1", {}});
    CHECK(hp(e, kOgre) == 35);
    CHECK(refusal_code(e, Strike{kOgre, kAria, "", {}}) == Why::DamageMissing);
    CHECK(refusal_code(e, Strike{kOgre, kAria, "2d6", faces({7, 1})}) == Why::BadDieFace);
    Encounter generic = must(Encounter{}, AddCombatant{"Aria", kParty, true, 1, 10});
    CHECK(refusal_code(generic, Strike{1, std::nullopt, "3", {}}) == Why::NotInThisRuleset);
}

TEST_CASE("003 a single hit above CON stuns for the rest of the round and loses the remaining attacks", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "If a single hit causes damage greater than your CON, you are stunned for the rest of the round. Stunned combatants lose all remaining attacks for the round."
    // 003_abb45db44eb0a0ba.txt: "Attacker gets a +10 to SC to hit a stunned target."
    Encounter e = declaring();
    e = must(e, DeclareAttacks{kGoblin, 2, Movement::FreeMove, WeaponHandling::Ready, kAria});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kAria, faces({8})});      // 10
    e = must(e, RollInitiative{kGoblin, faces({5, 4})}); // 8, 7
    e = must(e, RollInitiative{kMerlin, faces({1})});
    e = must(e, RollInitiative{kOgre, faces({1})});
    REQUIRE(e.acting == kAria);
    // Exactly CON does not stun.
    Encounter ten = must(e, Strike{kGoblin, kAria, "11", {}});   // 11 - PROT 1 = 10
    CHECK_FALSE(is_stunned(ten, kGoblin));
    e = must(e, Strike{kGoblin, kAria, "12", {}});               // 11 > 10
    CHECK(is_stunned(e, kGoblin));
    CHECK(logged(e, "Goblin is stunned for the rest of the round (11 damage, more than 10)"));
    CHECK(logged(e, "Goblin loses attack 1 and attack 2 this round (stunned)"));
    CHECK(action(e, kGoblin, 1).lost == "stunned");
    CHECK(e.find(kGoblin)->acted);
    e = must(e, NextTurn{});
    CHECK(e.acting == kMerlin);   // the goblin's attacks on 8 and 7 are gone
    while (e.round == 1) e = must(e, NextTurn{});
    CHECK_FALSE(is_stunned(e, kGoblin));
    CHECK(logged(e, "Stunned on Goblin ends"));
    // A stunned combatant declares nothing: a hit while declaring keeps it out of the round.
    Encounter d = declaring();
    d = must(d, Damage{kGoblin, 11});
    CHECK(refusal_code(d, DeclareAttacks{kGoblin, 1, Movement::FreeMove, WeaponHandling::Ready, std::nullopt}) == Why::Stunned);
    d = must(d, FinishDeclarations{});
    CHECK(part<SegmentsPart>(*d.find(kGoblin)).plan.actions.empty());
}

TEST_CASE("003 the stun threshold: the table above CON 25, Large and Giant, hit points above 100", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "If CON is above human max (25) consult the following table to determine Stun Level."
    // 003_abb45db44eb0a0ba.txt: "Add +2 to CON for Large and +4 to CON for Giant creatures for the purpose of determining whether a creature is stunned."
    // 003_abb45db44eb0a0ba.txt: "Also add 1 to CON for this purpose for every 10 HP (or fraction thereof) above 100. This also applies to the adventurers."
    Combatant c;
    CHECK_FALSE(stun_threshold(c));   // no CON, no stun
    const std::vector<std::pair<int, int>> table = {{10, 10}, {25, 25}, {26, 27}, {27, 29}, {28, 31}, {29, 33}, {30, 35},
                                                    {31, 37}, {32, 39}, {33, 41}, {34, 43}, {35, 45}};
    for (auto [con, threshold] : table) {
        INFO("CON " << con);
        c.stats["con"] = con;
        CHECK(stun_threshold(c) == threshold);
    }
    c.stats["con"] = 20;
    c.stats["size"] = 1;   // Large
    CHECK(stun_threshold(c) == 22);
    c.stats["size"] = 2;   // Giant
    CHECK(stun_threshold(c) == 24);
    c.stats["con"] = 24;   // 24 + 4 = 28 on the table
    CHECK(stun_threshold(c) == 31);
    c.stats["size"] = 0;
    c.stats["con"] = 20;
    c.hp = HitPoints{101, 101};
    CHECK(stun_threshold(c) == 21);   // a fraction of 10 above 100 counts
    c.hp = HitPoints{110, 110};
    CHECK(stun_threshold(c) == 21);
    c.hp = HitPoints{111, 111};
    CHECK(stun_threshold(c) == 22);
}

TEST_CASE("003 wound modifiers by hit points left, with the exception for low starting hit points", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "Wound modifiers apply to all actions including cast chances, skill rolls and attack rolls."
    // 003_abb45db44eb0a0ba.txt: "  • Badly Wounded - 20 or less hit points: -10 to all actions and TMR"
    // 003_abb45db44eb0a0ba.txt: "  • Very Badly Wounded - 10 or less hit points: -20 to all actions and TMR"
    // 003_abb45db44eb0a0ba.txt: "  • Very Badly Wounded - 5 or less hit points: -30 to all actions and TMR"
    // 003_abb45db44eb0a0ba.txt: "Exception: If starting hit points are at one of these levels, then the character has no modifier until they reach the next level, at which point they have normal modifier. For example, if your starting hit points are 18, then you have no modifier for being under 20 hit points, but when you reach 10 or less hit points, you have the normal -20 modifier."
    Combatant c;
    CHECK(wound_modifier(c) == 0);
    c.hp = HitPoints{30, 30};
    CHECK(wound_state(c) == "Unhurt");
    const std::vector<std::tuple<int, int, std::string>> rows = {
        {25, 0, "Wounded"}, {21, 0, "Wounded"}, {20, -10, "Badly Wounded"}, {11, -10, "Badly Wounded"},
        {10, -20, "Very Badly Wounded"}, {6, -20, "Very Badly Wounded"}, {5, -30, "Very Badly Wounded"},
        {0, -30, "Very Badly Wounded"}};
    for (auto [left, modifier, state] : rows) {
        INFO(left << " hit points left of 30");
        c.hp->current = left;
        CHECK(wound_modifier(c) == modifier);
        CHECK(wound_state(c) == state);
    }
    c.hp = HitPoints{18, 18};
    CHECK(wound_modifier(c) == 0);
    c.hp->current = 12;
    CHECK(wound_modifier(c) == 0);
    c.hp->current = 10;
    CHECK(wound_modifier(c) == -20);
    c.hp->current = 5;
    CHECK(wound_modifier(c) == -30);
    c.hp = HitPoints{8, 8};
    c.hp->current = 6;
    CHECK(wound_modifier(c) == 0);
    c.hp->current = 5;
    CHECK(wound_modifier(c) == -30);
    c.hp = HitPoints{60, 60};
    c.hp->current = 29;
    CHECK(wound_state(c) == "Bloodied");
    CHECK(wound_modifier(c) == 0);

    // Logged when it changes in the fight.
    Encounter e = declaring();
    e = must(e, Damage{kAria, 10});
    CHECK(logged(e, "Aria is Badly Wounded: -10 to all actions and TMR"));
    e = must(e, Strike{kAria, kOgre, "15", {}});   // 15 - PROT 3 = 12: 8 left
    CHECK(logged(e, "Aria is Very Badly Wounded: -20 to all actions and TMR"));
}

// ---- stuck missiles ----

TEST_CASE("003 penetrating missiles stuck after a critical: DEX penalty and bleeding every round until removed", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "Critical hits are resolved the same as with melee except that, if the ranged weapon is penetrating (arrow, quarrel, javelin or spear) is stuck in the character."
    // 003_abb45db44eb0a0ba.txt: "An arrow or quarrel causes a -2 DEX penalty until it is removed and will cause 1 point of bleeding damage per round that the character remains in combat or otherwise involved in strenuous activity."
    // 003_abb45db44eb0a0ba.txt: "A javelin causes a -3 DEX penalty until it is removed and will cause 2 points of bleeding damage per round that the character remains in combat or otherwise involved in strenuous activity."
    // 003_abb45db44eb0a0ba.txt: "A javelin causes a -4 DEX penalty until it is removed and will cause 5 points of bleeding damage per round that the character remains in combat or otherwise involved in strenuous activity."
    // 003_abb45db44eb0a0ba.txt: "With a grievous wound, the DEX penalty is increased by 1 (i.e., -3, -4 or -5)."
    // 003_abb45db44eb0a0ba.txt: "Removing a weapon can be done with First Aid (see First Aid skill)."
    CHECK(stuck_missile(Missile::Arrow, false).dex_penalty == 2);
    CHECK(stuck_missile(Missile::Quarrel, false).bleeding == 1);
    CHECK(stuck_missile(Missile::Javelin, false).dex_penalty == 3);
    CHECK(stuck_missile(Missile::Javelin, false).bleeding == 2);
    CHECK(stuck_missile(Missile::Spear, false).dex_penalty == 4);
    CHECK(stuck_missile(Missile::Spear, false).bleeding == 5);
    CHECK(stuck_missile(Missile::Arrow, true).dex_penalty == 3);
    CHECK(stuck_missile(Missile::Javelin, true).dex_penalty == 4);
    CHECK(stuck_missile(Missile::Spear, true).dex_penalty == 5);

    Encounter e = declaring();
    CHECK(refusal_code(e, Strike{kAria, kGoblin, "1d6", faces({4}), HitKind::Normal, Missile::Arrow}) == Why::MissileNotStuck);
    History<Encounter> h;
    h.present = e;
    REQUIRE_FALSE(commit(h, Strike{kAria, kGoblin, "1d6", faces({4}), HitKind::Critical, Missile::Arrow}, apply));
    REQUIRE_FALSE(commit(h, Strike{kOgre, kAria, "1d6", faces({1}), HitKind::Grievous, Missile::Javelin}, apply));
    e = h.present;
    CHECK(hp(e, kAria) == 22);
    CHECK(logged(e, "An arrow is stuck in Aria: -2 DEX and 1 bleeding damage every round in combat until it is removed"));
    CHECK(logged(e, "A javelin is stuck in Ogre: -4 DEX and 2 bleeding damage every round in combat until it is removed"));
    CHECK(effect_modifier(e, kAria, "dex") == -2);
    CHECK(bleeding_per_round(e, kAria) == 1);
    CHECK(bleeding_per_round(e, kOgre) == 2);
    // Not in the round it got stuck: from the next one, at its start.
    REQUIRE_FALSE(commit(h, FinishDeclarations{}, apply));
    REQUIRE_FALSE(commit(h, RollInitiative{0, {}}, apply));
    REQUIRE_FALSE(commit(h, EndRound{}, apply));
    e = h.present;
    CHECK(e.round == 2);
    CHECK(hp(e, kAria) == 21);
    CHECK(hp(e, kOgre) == 60 - 2 - 2);
    CHECK(logged(e, "Aria bleeds 1 (Arrow stuck): 21/30"));
    CHECK(logged(e, "Ogre bleeds 2 (Javelin stuck): 56/60"));
    // Undone with the round's end.
    REQUIRE_FALSE(undo(h));
    CHECK(hp(h.present, kAria) == 22);
    REQUIRE_FALSE(redo(h));
    // First Aid removes it: no more bleeding.
    REQUIRE_FALSE(commit(h, RemoveEffect{effect_named(h.present, "Arrow stuck", kAria)->id}, apply));
    REQUIRE_FALSE(commit(h, FinishDeclarations{}, apply));
    REQUIRE_FALSE(commit(h, EndRound{}, apply));
    CHECK(h.present.round == 3);
    CHECK(hp(h.present, kAria) == 21);
    CHECK(hp(h.present, kOgre) == 54);
}

// ---- ambush ----

TEST_CASE("003 ambush: PER rolls against the table give the attackers their surprise round bonuses", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "An ambush is when one or more attackers spring suddenly and attack. In such cases, make a PER roll and compare to the table below."
    // 003_abb45db44eb0a0ba.txt: "2x PER - Ambush noted just as it is springing. Attackers gain no bonus and character can attack back once during their free attack round."
    // 003_abb45db44eb0a0ba.txt: "3x PER - Surprised but not completely. Attackers gain +10 to SC on their surprise round."
    // 003_abb45db44eb0a0ba.txt: "4x PER - Surprised. Attackers gain +20 to SC on their surprise round."
    // 003_abb45db44eb0a0ba.txt: "5x PER or Worse - Completely surprised. Attackers gain a +30 to SC and +2 to Damage on their surprise round."
    CHECK(per_result(15, 15) == 1);
    CHECK(per_result(16, 15) == 2);
    CHECK(per_result(45, 15) == 3);
    CHECK(per_result(60, 15) == 4);
    CHECK(per_result(61, 15) == 5);
    CHECK(ambush_table(1) == AmbushBonus{});
    CHECK(ambush_table(2) == AmbushBonus{});
    CHECK(ambush_table(3) == AmbushBonus{10, 0});
    CHECK(ambush_table(4) == AmbushBonus{20, 0});
    CHECK(ambush_table(5) == AmbushBonus{30, 2});

    Encounter e = must(four(), StartEncounter{});
    CHECK(refusal_code(e, RollAmbush{kAria, faces({50})}) == Why::NothingChosen);
    e = must(e, SpringAmbush{{kOgre, kGoblin}});
    CHECK(e.log.back().text == "Ogre and Goblin spring an ambush: the others roll PER");
    CHECK(refusal_code(e, RollAmbush{kOgre, faces({50})}) == Why::NotAVictim);
    CHECK(refusal_code(e, NextTurn{}) == Why::RollsStillDue);
    e = must(e, RollAmbush{kAria, faces({25})});     // PER 15: 2x
    CHECK(e.log.back().text == "Aria rolls PER d100: [25] = 25 (entered) against PER 15: 2x PER: ambush noted just as it "
                               "springs, attackers gain no bonus, attacks back once");
    e = must(e, RollAmbush{kMerlin, faces({70})});   // PER 12: 5x or worse
    CHECK(refusal_code(e, RollAmbush{kMerlin, faces({1})}) == Why::AlreadyRolled);
    e = must(e, NextTurn{});
    CHECK(part<SegmentsFight>(e).surprise_round);
    CHECK(e.step == Step::Declaring);
    CHECK(logged(e, "Ogre gains +30 SC and +2 damage vs Merlin on the surprise round"));
    CHECK(logged(e, "Surprise round: Ogre and Goblin spring the ambush; Aria attacks back once; Merlin cannot act"));
    // Recorded on the attackers, against each victim.
    CHECK(ambush_bonus(e, kOgre, kMerlin) == AmbushBonus{30, 2});
    CHECK(ambush_bonus(e, kGoblin, kMerlin) == AmbushBonus{30, 2});
    CHECK(ambush_bonus(e, kOgre, kAria) == AmbushBonus{});
    CHECK(effect_named(e, "Ambush vs Merlin", kOgre));
    CHECK(refusal_code(e, DeclareSpell{kMerlin, "Sleep", SpellCasting::GK, 3, 0, Movement::FreeMove, std::nullopt}) == Why::Surprised);
    e = must(e, DeclareAttacks{kAria, 2, Movement::FreeMove, WeaponHandling::Ready, kGoblin});
    CHECK(e.log.back().text == "Aria declares 2 attacks on Goblin: 1 attack left (it attacks back once in the surprise round)");
    e = must(e, FinishDeclarations{});
    CHECK(part<SegmentsPart>(*e.find(kMerlin)).plan.actions.empty());
    e = must(e, RollInitiative{0, {}});
    CHECK(e.step == Step::Acting);
    // The +2 damage comes with the ogre's strikes on Merlin this round.
    e = must(e, Strike{kMerlin, kOgre, "1d10", faces({4})});
    CHECK(e.log.back().text == "Ogre strikes Merlin: d10: [4] = 4 (entered) + 2 (ambush): 6 damage (12/18)");
    e = must(e, EndRound{});
    CHECK(e.round == 2);
    CHECK_FALSE(part<SegmentsFight>(e).surprise_round);
    CHECK(ambush_bonus(e, kOgre, kMerlin) == AmbushBonus{});
    CHECK(logged(e, "Ambush vs Merlin on Ogre ends"));
}

TEST_CASE("003 ambush: a victim who notes it warns the others, who move down one on the table", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "1x PER - Ambush noted just before being sprung. Can shout out warning to everyone, moving them down one on this table (i.e., if they rolled 3x PER, treat it as 2x PER). Can attack back normally on their free attack round."
    Encounter e = must(four(), StartEncounter{});
    e = must(e, SpringAmbush{{kGoblin}});
    CHECK(refusal_code(e, RollAmbush{kOgre, faces({1})}) == Why::NotAVictim);
    e = must(e, RollAmbush{kAria, faces({10})});   // 1x
    e = must(e, RollAmbush{kMerlin, faces({30})}); // 3x -> 2x
    e = must(e, FinishDeclarations{});
    CHECK(logged(e, "Aria shouts a warning: Merlin 2x PER now"));
    CHECK(part<SegmentsPart>(*e.find(kMerlin)).ambush_per == 2);
    CHECK(ambush_bonus(e, kGoblin, kMerlin) == AmbushBonus{});
    CHECK(logged(e, "Surprise round: Goblin springs the ambush; Aria attacks back normally; Merlin attacks back once; "
                    "Ogre cannot act"));
    e = must(e, DeclareAttacks{kAria, 2, Movement::FreeMove, WeaponHandling::Ready, kGoblin});
    CHECK(part<SegmentsPart>(*e.find(kAria)).plan.actions.size() == 2);
    CHECK(refusal_code(e, DeclareAttacks{kOgre, 1, Movement::FreeMove, WeaponHandling::Ready, std::nullopt}) == Why::Surprised);
    // No ambush at all: round 1 is an ordinary round.
    Encounter plain = must(four(), StartEncounter{});
    plain = must(plain, SpringAmbush{{kGoblin}});
    plain = must(plain, SpringAmbush{{}});
    plain = must(plain, NextTurn{});
    CHECK_FALSE(part<SegmentsFight>(plain).surprise_round);
    CHECK(logged(plain, "No ambush"));
    CHECK(refusal_code(plain, SpringAmbush{{kGoblin}}) == Why::WrongStep);
}

TEST_CASE("003 ambush: the 3x and 4x rows' SC bonuses are recorded on the attackers and logged", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "3x PER - Surprised but not completely. Attackers gain +10 to SC on their surprise round."
    // 003_abb45db44eb0a0ba.txt: "4x PER - Surprised. Attackers gain +20 to SC on their surprise round."
    Encounter e = must(four(), StartEncounter{});
    e = must(e, SpringAmbush{{kOgre}});
    e = must(e, RollAmbush{kAria, faces({45})});     // PER 15: 3x
    e = must(e, RollAmbush{kMerlin, faces({48})});   // PER 12: 4x
    e = must(e, NextTurn{});
    CHECK(logged(e, "Ogre gains +10 SC vs Aria and +20 SC vs Merlin on the surprise round"));
    REQUIRE(effect_named(e, "Ambush vs Aria", kOgre));
    CHECK(effect_named(e, "Ambush vs Aria", kOgre)->modifiers == std::map<std::string, int>{{"ambush_sc", 10}});
    REQUIRE(effect_named(e, "Ambush vs Merlin", kOgre));
    CHECK(effect_named(e, "Ambush vs Merlin", kOgre)->modifiers == std::map<std::string, int>{{"ambush_sc", 20}});
    CHECK(ambush_bonus(e, kOgre, kAria) == AmbushBonus{10, 0});
    CHECK(ambush_bonus(e, kOgre, kMerlin) == AmbushBonus{20, 0});
    CHECK(ambush_bonus(e, kGoblin, kMerlin) == AmbushBonus{});   // the goblin does not spring it
    // No damage bonus on these rows.
    e = must(e, Strike{kAria, kOgre, "1d10", faces({4})});
    CHECK(e.log.back().text == "Ogre strikes Aria: d10: [4] = 4 (entered), less PROT 3: 1 damage (29/30)");
}

// ---- surprise ----

TEST_CASE("003 surprise: an attack the target does not expect gives +10 SC in combat, +25 out of combat", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "When the target is not expecting to be attacked, the attacker gains a bonus for surprise:"
    // 003_abb45db44eb0a0ba.txt: "In Combat: +10 and target gets half normal DEF"
    // 003_abb45db44eb0a0ba.txt: "Out of Combat: +25 and target gets only magical DEF that is "always on""
    // 003_abb45db44eb0a0ba.txt: "In Combat means that you are attacking someone who is already involved or otherwise aware of the combat, but was not expecting this particular attack."
    CHECK(surprise_sc(SurpriseKind::InCombat) == 10);
    CHECK(surprise_sc(SurpriseKind::OutOfCombat) == 25);
    Encounter other;
    other = must(other, AddCombatant{"Aria", kParty, true, 3, 30, 2});
    other = must(other, AddCombatant{"Merlin", kParty, true, 5, 18, 1});
    CHECK(refusal_code(other, SurpriseAttack{kAria, kMerlin, SurpriseKind::InCombat}) == Why::NotInThisRuleset);

    Encounter e = must(four(), StartEncounter{});
    e = must(e, NextTurn{});   // no ambush: round 1
    e = must(e, SurpriseAttack{kOgre, kMerlin, SurpriseKind::InCombat});
    CHECK(e.log.back().text == "Ogre attacks Merlin by surprise (in combat): +10 SC on this attack, Merlin gets half normal DEF");
    REQUIRE(effect_named(e, "Surprise vs Merlin", kOgre));
    CHECK(effect_named(e, "Surprise vs Merlin", kOgre)->source == kMerlin);
    CHECK(effect_named(e, "Surprise vs Merlin", kOgre)->modifiers == std::map<std::string, int>{{"surprise_sc", 10}});
    CHECK(ambush_bonus(e, kOgre, kMerlin) == AmbushBonus{10, 0});
    CHECK(ambush_bonus(e, kOgre, kAria) == AmbushBonus{});
    CHECK(refusal_code(e, SurpriseAttack{kOgre, kMerlin, SurpriseKind::OutOfCombat}) == Why::AlreadySurprised);
    CHECK(refusal_code(e, SurpriseAttack{kOgre, kOgre, SurpriseKind::InCombat}) == Why::TargetsItself);

    e = must(e, SurpriseAttack{kGoblin, kAria, SurpriseKind::OutOfCombat});
    CHECK(e.log.back().text == "Goblin attacks Aria by surprise (out of combat): +25 SC on this attack, Aria gets only "
                               "magical DEF that is \"always on\"");
    CHECK(ambush_bonus(e, kGoblin, kAria) == AmbushBonus{25, 0});

    // "this particular attack": the ogre's strike on Merlin uses its bonus up.
    e = must(e, Strike{kMerlin, kOgre, "1d10", faces({4})});
    CHECK(logged(e, "Ogre strikes Merlin: d10: [4] = 4 (entered): 4 damage (14/18)"));
    CHECK(e.log.back().text == "Ogre's surprise bonus against Merlin is used");
    CHECK(ambush_bonus(e, kOgre, kMerlin) == AmbushBonus{});
    CHECK_FALSE(effect_named(e, "Surprise vs Merlin", kOgre));
    // An unused bonus goes with the round.
    e = must(e, EndRound{});
    CHECK(logged(e, "Surprise vs Aria on Goblin ends"));
    CHECK(ambush_bonus(e, kGoblin, kAria) == AmbushBonus{});
}

// ---- losing actions ----

TEST_CASE("003 a combatant forced to move after declaring no movement loses its remaining actions", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "If circumstances force them to move, they lose all remaining actions for the round and must make a 2x DEX roll to avoid falling down. Spells being cast are interrupted."
    Encounter e = declaring();
    e = must(e, SetStat{kMerlin, "initiative_modifier", 0});
    e = must(e, DeclareSpell{kMerlin, "Bolt of Energy", SpellCasting::GK, 12, 0, Movement::NoMovement, kOgre});   // 4 segments
    CHECK(refusal_code(e, LoseActions{kMerlin, "forced to move"}) == Why::WrongStep);
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kMerlin, faces({7})});   // 10, goes off 6
    e = must(e, RollInitiative{kAria, faces({5})});     // 7
    e = foes_roll_low(e);
    REQUIRE(e.acting == kAria);
    REQUIRE(effect_named(e, "Casting Bolt of Energy", kMerlin));
    e = must(e, LoseActions{kMerlin, "forced to move"});
    CHECK(logged(e, "Merlin loses Bolt of Energy this round (forced to move)"));
    CHECK_FALSE(effect_named(e, "Casting Bolt of Energy", kMerlin));
    CHECK(refusal_code(e, LoseActions{kMerlin, "forced to move"}) == Why::NoActions);
}

// ---- saving ----

TEST_CASE("003 the segment clock survives save and load, and its actions round-trip through JSON", "[segments][serialize]") {
    Encounter e = scenario_rolling();
    e = must(e, RollInitiative{0, {}});
    auto back = load_encounter(save_encounter(e));
    REQUIRE(back.is_ok());
    CHECK(back.value() == e);
    const std::vector<Action> all = {SpringAmbush{{3, 4}},
                                     RollAmbush{1, faces({47})},
                                     DeclareAttacks{1, 2, Movement::HalfMove, WeaponHandling::SheatheAndDraw, 3},
                                     DeclareSpell{2, "Sleep", SpellCasting::Cleric, 1, 10, Movement::NoMovement, 3},
                                     Retarget{1, 2, 4},
                                     Strike{3, 1, "1d8+4", faces({5}), HitKind::Grievous, Missile::Spear},
                                     LoseActions{2, "forced to move"}};
    for (const auto& a : all) {
        const std::string text = save_action(a);
        INFO(text);
        auto loaded = load_action(text);
        REQUIRE(loaded.is_ok());
        CHECK(loaded.value() == a);
    }
    CHECK(save_action(Retarget{1, 2, 4}) == R"({"id":1,"number":2,"target":4,"type":"Retarget"})");
    CHECK_FALSE(load_action(R"({"type":"Strike","target":1,"hit":"lucky"})").is_ok());
}

// ---- the scenario ----

TEST_CASE("003 scenario: two attackers, a mage's spell lost to a hit, a stun, and an arrow bleeding next round", "[segments][scenario]") {
    // 003_abb45db44eb0a0ba.txt: "Once all actions are declared, the GM will resolve the round in initiative order."
    // 003_abb45db44eb0a0ba.txt: "Thus, if a mage casts an SK spell that he is rank 8 in, his casting time is 6. If he rolls a 9 for initiative, the spell goes off on a 3."
    // 003_abb45db44eb0a0ba.txt: "In this case, the spell (or spell energy) is lost and so is the spell caster's action for the round."
    // 003_abb45db44eb0a0ba.txt: "If a single hit causes damage greater than your CON, you are stunned for the rest of the round. Stunned combatants lose all remaining attacks for the round."
    // 003_abb45db44eb0a0ba.txt: "An arrow or quarrel causes a -2 DEX penalty until it is removed and will cause 1 point of bleeding damage per round that the character remains in combat or otherwise involved in strenuous activity."
    History<Encounter> h;
    h.present = scenario_rolling();
    auto run = [&](const Action& a) {
        INFO(save_action(a));
        Refusal r = commit(h, a, apply);
        INFO(r);
        REQUIRE_FALSE(r);
        REQUIRE_FALSE(check_invariants(h.present));
    };
    run(RollInitiative{kAria, faces({7, 6})});     // 9, 8
    run(RollInitiative{kMerlin, faces({8})});      // casting from 9, goes off on 3
    run(RollInitiative{kOgre, faces({4})});        // 4
    run(RollInitiative{kGoblin, faces({7, 3})});   // 10, 6
    const Encounter* e = &h.present;
    CHECK(part<SegmentsFight>(*e).segment == 10);
    CHECK(e->acting == kGoblin);
    // The goblin's arrow: a critical that sticks in Aria.
    run(Strike{kAria, kGoblin, "1d6", faces({5}), HitKind::Critical, Missile::Arrow});
    CHECK(hp(*e, kAria) == 20);
    CHECK(logged(*e, "Aria is Badly Wounded: -10 to all actions and TMR"));
    run(NextTurn{});
    CHECK(part<SegmentsFight>(*e).segment == 9);
    CHECK(e->acting == kAria);
    CHECK(logged(*e, "Segment 9: Merlin begins casting Bolt of Energy, which goes off on 3"));
    // Aria's first attack stuns the goblin: its second attack, on 6, is lost.
    run(Strike{kGoblin, kAria, "1d8+4", faces({8})});
    CHECK(hp(*e, kGoblin) == 1);
    CHECK(is_stunned(*e, kGoblin));
    CHECK(action(*e, kGoblin, 2).lost == "stunned");
    run(NextTurn{});
    CHECK(part<SegmentsFight>(*e).segment == 8);
    CHECK(e->acting == kAria);
    run(NextTurn{});
    CHECK(part<SegmentsFight>(*e).segment == 4);
    CHECK(e->acting == kOgre);
    CHECK(going_off(*e).size() == 1);
    CHECK(describe(*e, pending(*e).back()) == "Merlin: Bolt of Energy on Ogre (casting since 9, goes off on 3)");
    // The ogre hits the casting mage: the spell is lost.
    run(Strike{kMerlin, kOgre, "2d6", faces({3, 4})});
    CHECK(hp(*e, kMerlin) == 11);
    CHECK(action(*e, kMerlin, 1).lost == "hit while casting");
    REQUIRE(pending(*e).size() == 1);   // only the ogre's attack, being resolved
    CHECK(pending(*e).front().now);
    run(NextTurn{});
    // Round 2: the arrow bleeds.
    CHECK(e->round == 2);
    CHECK(e->step == Step::Declaring);
    CHECK(hp(*e, kAria) == 19);
    CHECK(logged(*e, "Aria bleeds 1 (Arrow stuck): 19/30"));
    CHECK_FALSE(is_stunned(*e, kGoblin));
    REQUIRE(e->effects.size() == 1);
    CHECK(e->effects.front().name == "Arrow stuck");
    // Undo walks it all back to the rolls.
    while (h.can_undo()) REQUIRE_FALSE(undo(h));
    CHECK(h.present == scenario_rolling());
}

// ---- robustness ----

TEST_CASE("003 random segment fights with ambushes keep their invariants, file and undo", "[segments][property]") {
    // Not a rule: thousands of plausible segments actions (the generic property test rarely reaches
    // the ambush), each checked for invariants, a save and load every step, and undo to the start.
    int surprise_rounds = 0;
    for (std::uint64_t seed : {7u, 8u, 9u}) {
        Rng g{seed};
        auto pick = [&](int lo, int hi) { return g.uniform(lo, hi); };
        auto someone = [&]() { return static_cast<CombatantId>(pick(1, 5)); };   // 5: unknown
        History<Encounter> h;
        h.limit = 100000;
        h.present = four();
        const Encounter start = h.present;
        int applied = 0, rounds = 0;
        for (int step = 0; step < 600; ++step) {
            Action a = NextTurn{};
            // In the ambush step, mostly set up the ambush (the table's usual first moves).
            const bool sprung = std::any_of(h.present.combatants.begin(), h.present.combatants.end(),
                                            [](const Combatant& c) { return part<SegmentsPart>(c).ambusher; });
            const int kind = h.present.step == Step::Surprise && pick(0, 3) > 0 ? (sprung ? 2 : 1) : pick(0, 15);
            switch (kind) {
            case 0: a = StartEncounter{}; break;
            case 1:
                a = SpringAmbush{pick(0, 2) ? std::vector<CombatantId>{someone()} : std::vector<CombatantId>{someone(), someone()}};
                break;
            case 2: a = RollAmbush{someone(), {}}; break;
            case 3: a = DeclareAttacks{someone(), pick(0, 3), static_cast<Movement>(pick(0, 3)),
                                       static_cast<WeaponHandling>(pick(0, 2)), someone()}; break;
            case 4: a = DeclareSpell{someone(), "Sleep", static_cast<SpellCasting>(pick(0, 2)), pick(1, 22), pick(1, 10),
                                     static_cast<Movement>(pick(0, 3)), someone()}; break;
            case 5: a = RollInitiative{pick(0, 1) ? CombatantId{0} : someone(), {}}; break;
            case 6: a = Strike{someone(), someone(), pick(0, 1) ? "1d8+4" : "2d10", {}, static_cast<HitKind>(pick(0, 2)),
                               static_cast<Missile>(pick(0, 4))}; break;
            case 7: a = AttackHits{someone(), someone()}; break;
            case 8: a = Retarget{someone(), pick(1, 2), someone()}; break;
            case 9: a = LoseActions{someone(), "forced to move"}; break;
            case 10: a = ActNow{someone()}; break;
            case 11: a = SetInitiative{someone(), pick(-8, 14)}; break;
            case 12: a = EndRound{}; break;
            case 13: a = FinishDeclarations{}; break;
            default: break;
            }
            if (pick(0, 19) == 0) {
                undo(h);
            } else if (!commit(h, a, apply)) {
                ++applied;
            }
            INFO("seed " << seed << " step " << step << ": " << save_action(a));
            REQUIRE_FALSE(check_invariants(h.present));
            if (step % 20 == 0) {
                auto back = load_encounter(save_encounter(h.present));
                REQUIRE(back.is_ok());
                REQUIRE(back.value() == h.present);
            }
            rounds = std::max(rounds, h.present.round);
            if (part<SegmentsFight>(std::as_const(h.present)).surprise_round && h.present.step == Step::Acting) ++surprise_rounds;
        }
        CHECK(applied > 80);
        CHECK(rounds >= 3);
        while (h.can_undo()) REQUIRE_FALSE(undo(h));
        CHECK(h.present == start);
    }
    CHECK(surprise_rounds > 0);
}

// ---- defending, free actions, the roll an attack needs ----

TEST_CASE("003 full and desperate defence: a DEF bonus for the round, no attacks", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "The combatant who is in full defensive mode gets their max bonus for Defending, plus an additional +5 to DEF. Additionally, fractions round up. Thus, if the combatant is rank 5 with his weapon, he gains +13 for max bonus for defending, plus another 5 for Full Defense, for a total bonus to DEF of +18. If his normal DEF was 30, then his total DEF for Full Defense is 48 (30 + 18). The combatant cannot attack during the round but can stay with the attacker."
    // 003_abb45db44eb0a0ba.txt: "The combatant who is desperately defending gets their max bonus for Defending, plus an additional +20 to DEF."
    // 003_abb45db44eb0a0ba.txt: "Desperate Defense must be declared at the beginning of the round and the character can take no other actions during the round except to desperately defend."
    CHECK(defending_bonus(5, false) == 18);
    CHECK(defending_bonus(5, true) == 33);
    CHECK(defending_bonus(4, false) == 15);
    CHECK(defending_bonus(0, false) == 5);

    Encounter e = declaring();
    e = must(e, SetStat{kAria, "def", 30});
    e = must(e, DeclareDefence{kAria, 5, false});
    CHECK(e.log.back().text == "Aria defends fully: DEF +18, no attacks this round");
    CHECK(defence(e, *e.find(kAria)) == 48);
    CHECK(rule_system(e).alerts(e, *e.find(kAria)) == std::vector<std::string>{"Full defence: DEF 48"});
    e = must(e, DeclareDefence{kMerlin, 5, true});
    CHECK(e.log.back().text == "Merlin defends desperately: DEF +33, no other action; attackers can force it 10 ft this round");
    CHECK(refusal_code(e, DeclareDefence{kOgre, 101, false}) == Why::RankOutOfRange);
    e = must(e, FinishDeclarations{});
    CHECK(logged(e, "Ogre and Goblin make their normal attacks"));
    CHECK(part<SegmentsPart>(*e.find(kAria)).plan.actions.empty());
    CHECK(refusal_code(e, DeclareDefence{kOgre, 3, false}) == Why::WrongStep);   // "at the beginning of the round"
    CHECK(refusal_code(e, Strike{kOgre, kAria, "1d8", faces({3})}) == Why::Defending);
    CHECK(refusal_code(e, TakeFreeAction{kMerlin, "shouts"}) == Why::Defending);
    e = must(e, TakeFreeAction{kAria, "shouts"});   // full defence keeps its free action

    // For the round: the next round's declarations start without it.
    e = must(e, RollInitiative{0, {}});
    e = must(e, EndRound{});
    CHECK(e.round == 2);
    CHECK(defence(e, *e.find(kAria)) == 30);
    CHECK(rule_system(e).alerts(e, *e.find(kAria)).empty());
    // A new declaration replaces it.
    e = must(e, DeclareDefence{kAria, 5, false});
    e = must(e, DeclareAttacks{kAria, 1, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    CHECK(defence(e, *e.find(kAria)) == 30);
}

TEST_CASE("003 one free action a round; another uses up a regular action", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "A Free Action can be done at the character's earliest possible initiative. Only one Free Action can be taken per round. If an additional Free Action is desired, the character must use a regular action."
    Encounter e = declaring();
    CHECK(refusal_code(e, TakeFreeAction{kAria, "drops a torch"}) == Why::WrongStep);
    e = must(e, DeclareAttacks{kAria, 2, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    e = must(e, FinishDeclarations{});
    e = must(e, TakeFreeAction{kAria, "drops a torch"});
    CHECK(e.log.back().text == "Aria takes a free action: drops a torch");
    CHECK(rule_system(e).alerts(e, *e.find(kAria)) == std::vector<std::string>{"Free action used"});
    e = must(e, TakeFreeAction{kAria, "picks up a dagger"});
    CHECK(e.log.back().text == "Aria loses attack 1 this round (used for picks up a dagger)");
    CHECK(action(e, kAria, 1).lost == "used for picks up a dagger");
    CHECK(action(e, kAria, 2).lost.empty());
    e = must(e, TakeFreeAction{kAria, ""});
    CHECK(e.log.back().text == "Aria loses attack 2 this round (used for a free action)");
    CHECK(refusal_code(e, TakeFreeAction{kAria, "waves"}) == Why::NoActions);
    CHECK(refusal_code(e, TakeFreeAction{kAria, std::string(41, 'x')}) == Why::ReasonTooLong);
    // Aria has nothing left to roll for; the others roll, and round 2 gives a free action again.
    e = must(e, RollInitiative{0, {}});
    e = must(e, EndRound{});
    e = must(e, FinishDeclarations{});
    e = must(e, TakeFreeAction{kAria, "drops a torch"});
    CHECK(e.log.back().text == "Aria takes a free action: drops a torch");
}

TEST_CASE("003 the roll an attack needs: SC less DEF, with wounds, stuns and surprise applied", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "For example, if you have a SC of 112, and the target has a DEF of 40, you need to roll a 72 or less to hit."
    // 003_abb45db44eb0a0ba.txt: "In Combat: +10 and target gets half normal DEF"
    // 003_abb45db44eb0a0ba.txt: "Out of Combat: +25 and target gets only magical DEF that is "always on""
    // 003_abb45db44eb0a0ba.txt: "Wound modifiers apply to all actions including cast chances, skill rolls and attack rolls."
    // 003_abb45db44eb0a0ba.txt: "Attacker gets a +10 to SC to hit a stunned target."
    // 003_abb45db44eb0a0ba.txt: "96-100 is always a miss"; "03 is always a hit"
    Encounter e = declaring();
    const auto needed = [&](CombatantId attacker, CombatantId target) { return roll_needed(e, *e.find(attacker), *e.find(target)); };
    CHECK_FALSE(needed(kOgre, kMerlin));   // no SC: the tracker does not guess
    e = must(e, SetStat{kOgre, "sc", 112});
    e = must(e, SetStat{kMerlin, "def", 40});
    CHECK(needed(kOgre, kMerlin) == 72);
    e = must(e, SetStat{kOgre, "sc", 60});
    CHECK(needed(kOgre, kMerlin) == 20);
    // Full defence counts, but a surprise in combat halves the *normal* DEF, without the bonus.
    e = must(e, DeclareDefence{kMerlin, 4, false});   // +15: DEF 55
    CHECK(needed(kOgre, kMerlin) == 5);
    e = must(e, SurpriseAttack{kOgre, kMerlin, SurpriseKind::InCombat});
    CHECK(defence_against(e, *e.find(kMerlin), kOgre) == 20);
    CHECK(needed(kOgre, kMerlin) == 50);   // 60 + 10 - 20
    // Out of combat only magical DEF that is always on.
    e = must(e, SetStat{kGoblin, "sc", 60});
    e = must(e, SetStat{kAria, "def", 30});
    e = must(e, SetStat{kAria, "magic_def", 5});
    e = must(e, SurpriseAttack{kGoblin, kAria, SurpriseKind::OutOfCombat});
    CHECK(needed(kGoblin, kAria) == 80);   // 60 + 25 - 5
    // Never past the automatic hits and misses.
    e = must(e, SetStat{kGoblin, "sc", 300});
    CHECK(needed(kGoblin, kAria) == 95);
    e = must(e, SetStat{kGoblin, "sc", -50});
    CHECK(needed(kGoblin, kAria) == 3);

    // The ogre's wounds and a stunned target reach the number, and the prompt says it.
    e = must(e, DeclareAttacks{kOgre, 1, Movement::FreeMove, WeaponHandling::Ready, kAria});
    e = must(e, FinishDeclarations{});
    CHECK(needed(kOgre, kAria) == 30);   // 60 - 30
    e = must(e, SetHp{kOgre, 20});        // 20 left of 60: -10
    CHECK(needed(kOgre, kAria) == 20);
    e = must(e, RollInitiative{kAria, faces({5})});
    e = must(e, RollInitiative{kOgre, faces({9})});
    e = must(e, RollInitiative{kGoblin, faces({1})});
    REQUIRE(e.step == Step::Acting);
    CHECK(logged(e, "Segment 9: Ogre attacks Aria (attack 1, roll 20 or less)"));
    e = must(e, AddEffect{"Stunned", std::nullopt, kAria, "1 round", Expiry::EndOfRound, false, true, {{"stunned", 1}}, {}});
    CHECK(needed(kOgre, kAria) == 30);
    const auto coming = pending(e);
    const auto ogre = std::find_if(coming.begin(), coming.end(), [](const PendingAction& p) { return p.id == kOgre; });
    REQUIRE(ogre != coming.end());
    CHECK(describe(e, *ogre) == "Ogre: attack 1 on Aria (segment 9, roll 30 or less)");
}

TEST_CASE("003 a wounded victim's PER roll against an ambush carries its wound modifier", "[segments]") {
    // 003_abb45db44eb0a0ba.txt: "Wound modifiers apply to all actions including cast chances, skill rolls and attack rolls."
    Encounter e = must(four(), StartEncounter{});
    e = must(e, SpringAmbush{{kOgre}});
    e = must(e, SetHp{kAria, 20});                    // Badly Wounded: -10
    e = must(e, RollAmbush{kAria, faces({25})});      // 25 + 10 against PER 15: 3x, not 2x
    CHECK(part<SegmentsPart>(*e.find(kAria)).ambush_per == 3);
    CHECK(e.log.back().text == "Aria rolls PER d100: [25] = 25 (entered) (-10 wounded) against PER 15: 3x PER: surprised but "
                               "not completely, attackers gain +10 SC");
    e = must(e, RollAmbush{kMerlin, faces({25})});    // unhurt, PER 12: 3x as rolled
    CHECK(part<SegmentsPart>(*e.find(kMerlin)).ambush_per == 3);
}

// ---- round three: who may attack, combining actions, melee modifiers ----

TEST_CASE("003 a stunned attacker's later strikes this round are refused", "[segments][round3]") {
    // 003_abb45db44eb0a0ba.txt: "Stunned combatants lose all remaining attacks for the round."
    Encounter e = declaring();
    e = must(e, DeclareAttacks{kGoblin, 2, Movement::FreeMove, WeaponHandling::Ready, kAria});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kAria, faces({8})});      // 10
    e = must(e, RollInitiative{kGoblin, faces({5, 4})}); // 8, 7
    e = must(e, RollInitiative{kMerlin, faces({1})});
    e = must(e, RollInitiative{kOgre, faces({1})});
    REQUIRE(e.acting == kAria);
    // Before the stun the goblin's strike is taken (the table enters it late, say).
    CHECK(rk::apply(e, Strike{kAria, kGoblin, "1", {}}).is_ok());
    e = must(e, Strike{kGoblin, kAria, "12", {}});   // 11 > CON 10: stunned
    REQUIRE(is_stunned(e, kGoblin));
    CHECK(refusal_code(e, Strike{kAria, kGoblin, "1d6", faces({3})}) == Why::Stunned);
    CHECK(refusal_code(e, Strike{kMerlin, kGoblin, "4", {}}) == Why::Stunned);
    CHECK(refusal_code(e, SurpriseAttack{kGoblin, kAria, SurpriseKind::InCombat}) == Why::Stunned);
    CHECK(refusal_code(e, AttackAndMove{kGoblin, {}}) == Why::Stunned);
    // A strike with no attacker named, or by someone else, still lands.
    CHECK(rk::apply(e, Strike{kAria, std::nullopt, "4", {}}).is_ok());
    CHECK(rk::apply(e, Strike{kGoblin, kAria, "1", {}}).is_ok());
    // The stun lasts the round: in round 2 the goblin strikes again.
    while (e.round == 1) e = must(e, NextTurn{});
    CHECK_FALSE(is_stunned(e, kGoblin));
    CHECK(rk::apply(e, Strike{kAria, kGoblin, "4", {}}).is_ok());
    // A combatant that is down makes no attack either.
    e = must(e, SetHp{kOgre, 0});
    CHECK(refusal_code(e, Strike{kAria, kOgre, "4", {}}) == Why::OutOfFight);
}

TEST_CASE("003 a victim caught by surprise neither strikes nor takes free actions in the surprise round", "[segments][round3]") {
    // 003_abb45db44eb0a0ba.txt: "An ambush is when one or more attackers spring suddenly and attack."
    // 003_abb45db44eb0a0ba.txt: "2x PER - Ambush noted just as it is springing. Attackers gain no bonus and character can attack back once during their free attack round."
    // 003_abb45db44eb0a0ba.txt: "5x PER or Worse - Completely surprised. Attackers gain a +30 to SC and +2 to Damage on their surprise round."
    Encounter e = must(four(), StartEncounter{});
    e = must(e, SpringAmbush{{kOgre}});
    e = must(e, RollAmbush{kAria, faces({25})});     // PER 15: 2x, attacks back once
    e = must(e, RollAmbush{kMerlin, faces({70})});   // PER 12: 5x or worse, cannot act
    e = must(e, NextTurn{});
    REQUIRE(part<SegmentsFight>(e).surprise_round);
    // The goblin is on the ambushers' side but did not spring it: it does not act either.
    for (CombatantId who : {kMerlin, kGoblin}) {
        INFO(who);
        CHECK(refusal_code(e, Strike{kAria, who, "4", {}}) == Why::Surprised);
        CHECK(refusal_code(e, SurpriseAttack{who, kAria, SurpriseKind::InCombat}) == Why::Surprised);
    }
    e = must(e, FinishDeclarations{});
    CHECK(refusal_code(e, TakeFreeAction{kMerlin, "shouts"}) == Why::Surprised);
    CHECK(refusal_code(e, TakeFreeAction{kGoblin, "shouts"}) == Why::Surprised);
    e = must(e, RollInitiative{0, {}});
    REQUIRE(e.step == Step::Acting);
    // The ambusher and the victim who attacks back strike.
    e = must(e, Strike{kMerlin, kOgre, "1", {}});
    e = must(e, Strike{kOgre, kAria, "1", {}});
    e = must(e, TakeFreeAction{kAria, "shouts"});
    // From round 2 everyone acts.
    e = must(e, EndRound{});
    REQUIRE_FALSE(part<SegmentsFight>(e).surprise_round);
    CHECK(rk::apply(e, Strike{kAria, kMerlin, "1", {}}).is_ok());
    e = must(e, FinishDeclarations{});
    CHECK(rk::apply(e, TakeFreeAction{kMerlin, "shouts"}).is_ok());
}

TEST_CASE("003 several attackers on one target: +10 SC for every person above one", "[segments][round3]") {
    // 003_abb45db44eb0a0ba.txt: "Attackers get a +10 to their Strike Chance (SC) for every person above one attacking a target. Thus, if three people are attacking a single target, all three attackers each get a +20 to their SC."
    CHECK(gang_up_sc(0) == 0);
    CHECK(gang_up_sc(1) == 0);
    CHECK(gang_up_sc(3) == 20);
    Encounter e = declaring();
    for (CombatantId id : {kAria, kMerlin, kGoblin}) e = must(e, SetStat{id, "sc", 60});
    e = must(e, SetStat{kOgre, "def", 20});
    const auto needed = [&](CombatantId attacker) { return roll_needed(e, *e.find(attacker), *e.find(kOgre)); };
    CHECK(needed(kAria) == 40);   // alone: 60 - 20
    e = must(e, DeclareAttacks{kAria, 2, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    CHECK(needed(kAria) == 40);   // two attacks of one attacker are one person
    CHECK(needed(kMerlin) == 50); // Merlin attacking it too makes two
    e = must(e, DeclareAttacks{kMerlin, 1, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    CHECK(needed(kAria) == 50);
    e = must(e, DeclareAttacks{kGoblin, 1, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    CHECK(attackers_of(e, kOgre) == 3);
    CHECK(needed(kAria) == 60);
    CHECK(needed(kMerlin) == 60);
    CHECK(needed(kGoblin) == 60);
    const auto alerts = rule_system(e).alerts(e, *e.find(kOgre));
    CHECK(std::find(alerts.begin(), alerts.end(), "3 attacking it: +20 SC each") != alerts.end());
    // A spell on it is no attack; a stunned attacker's lost attacks no longer count.
    e = must(e, DeclareSpell{kMerlin, "Sleep", SpellCasting::GK, 3, 0, Movement::FreeMove, kOgre});
    CHECK(attackers_of(e, kOgre) == 2);
    e = must(e, FinishDeclarations{});
    e = must(e, Damage{kGoblin, 11});   // stunned: its attack is lost
    CHECK(attackers_of(e, kOgre) == 1);
    CHECK(needed(kAria) == 40);
    CHECK(rule_system(e).alerts(e, *e.find(kOgre)).empty());
}

TEST_CASE("003 Careful Aim: +15 SC standing still, one attack fewer, attackers +10, no DEX or Defence DEF", "[segments][round3]") {
    // 003_abb45db44eb0a0ba.txt: "If the attacker is standing still and taking careful aim, he gets a +15 bonus to his SC. Note that anyone attacking him gets the +10 Target Stationary bonus. The attacker also loses Defense bonuses for DEX or Defense skill. It takes one combat action to take Careful Aim. As such, the attacker loses one attack for the round."
    CHECK(attacks_kept(2, Movement::FreeMove, WeaponHandling::Ready, HalfRound::None, true) == 1);
    CHECK(attacks_kept(1, Movement::NoMovement, WeaponHandling::Ready, HalfRound::None, true) == 0);
    Encounter e = declaring();
    e = must(e, SetStat{kGoblin, "sc", 70});
    e = must(e, SetStat{kGoblin, "def", 30});
    e = must(e, SetStat{kGoblin, "def_dex", 5});
    e = must(e, SetStat{kGoblin, "def_skill", 4});
    e = must(e, SetStat{kGoblin, "def_shield", 6});   // a shield still counts while aiming
    e = must(e, SetStat{kAria, "sc", 60});
    e = must(e, SetStat{kAria, "def", 20});
    CHECK(refusal_code(e, DeclareAttacks{kGoblin, 2, Movement::HalfMove, WeaponHandling::Ready, kAria, true}) == Why::NotStandingStill);
    CHECK(refusal_code(e, DeclareAttacks{kGoblin, 2, Movement::Run, WeaponHandling::Ready, kAria, true}) == Why::NotStandingStill);
    CHECK(refusal_code(e, DeclareAttacks{kGoblin, 1, Movement::NoMovement, WeaponHandling::Ready, kAria, true}) == Why::TooFewAttacks);
    e = must(e, DeclareAttacks{kGoblin, 2, Movement::NoMovement, WeaponHandling::Ready, kAria, true});
    CHECK(e.log.back().text == "Goblin declares 2 attacks on Aria, no movement (+3 initiative, -20 DEF and Luck saves) and careful aim "
                               "(+15 SC, one attack to aim): 1 attack left");
    CHECK(part<SegmentsPart>(*e.find(kGoblin)).plan.actions.size() == 1);
    CHECK(roll_needed(e, *e.find(kGoblin), *e.find(kAria)) == 65);   // 70 + 15 - 20
    CHECK(defence(e, *e.find(kGoblin)) == 21);                         // 30 - 5 - 4
    CHECK(roll_needed(e, *e.find(kAria), *e.find(kGoblin)) == 49);   // 60 + 10 - 21
    const auto alerts = rule_system(e).alerts(e, *e.find(kGoblin));
    CHECK(std::find(alerts.begin(), alerts.end(), "Careful aim: +15 SC; attackers +10") != alerts.end());
    CHECK(std::find(alerts.begin(), alerts.end(), "Aiming: no DEX or Defence DEF (DEF 21)") != alerts.end());
    // For the round only.
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{0, {}});
    e = must(e, EndRound{});
    CHECK(defence(e, *e.find(kGoblin)) == 30);
    CHECK(roll_needed(e, *e.find(kGoblin), *e.find(kAria)) == 50);
}

TEST_CASE("003 Ready Shield and Drink Potion take half a round: half the attacks, rounded up, or half the movement", "[segments][round3]") {
    // 003_abb45db44eb0a0ba.txt: "To ready a shield that is within easy reach (slung on back, leaning against a nearby tree, etc.) takes half a round. Lose half your attacks, rounded up (i.e., if you normally get 3 attacks per round, you get only 1; if you normally only get 1 attack, you lose it)."
    // 003_abb45db44eb0a0ba.txt: "Lose half your attacks (round up - if you normally get 3 attacks per round, you get only 1) or half your movement."
    CHECK(attacks_kept(3, Movement::FreeMove, WeaponHandling::Ready, HalfRound::ReadyShield, false) == 1);
    CHECK(attacks_kept(1, Movement::FreeMove, WeaponHandling::Ready, HalfRound::ReadyShield, false) == 0);
    CHECK(attacks_kept(2, Movement::FreeMove, WeaponHandling::Ready, HalfRound::ReadyShield, false) == 1);
    CHECK(attacks_kept(5, Movement::FreeMove, WeaponHandling::Ready, HalfRound::ReadyShield, false) == 2);
    CHECK(attacks_kept(3, Movement::FreeMove, WeaponHandling::Ready, HalfRound::DrinkPotion, false) == 1);
    CHECK(attacks_kept(3, Movement::FreeMove, WeaponHandling::Ready, HalfRound::DrinkPotionMoving, false) == 3);
    Encounter e = declaring();
    e = must(e, DeclareAttacks{kAria, 3, Movement::FreeMove, WeaponHandling::Ready, kOgre, false, HalfRound::ReadyShield});
    CHECK(e.log.back().text == "Aria declares 3 attacks on Ogre, readies a shield (half a round, half its attacks): 1 attack left");
    CHECK(part<SegmentsPart>(*e.find(kAria)).plan.actions.size() == 1);
    e = must(e, DeclareAttacks{kOgre, 1, Movement::FreeMove, WeaponHandling::Ready, kAria, false, HalfRound::DrinkPotion});
    CHECK(part<SegmentsPart>(*e.find(kOgre)).plan.actions.empty());
    e = must(e, DeclareAttacks{kGoblin, 3, Movement::FreeMove, WeaponHandling::Ready, kAria, false, HalfRound::DrinkPotionMoving});
    CHECK(part<SegmentsPart>(*e.find(kGoblin)).plan.actions.size() == 3);
    const auto has = [&](CombatantId id, const std::string& line) {
        const auto alerts = rule_system(e).alerts(e, *e.find(id));
        return std::find(alerts.begin(), alerts.end(), line) != alerts.end();
    };
    CHECK(has(kAria, "Readying a shield: half its attacks"));
    CHECK(has(kOgre, "Drinking a potion: half its attacks"));
    CHECK(has(kGoblin, "Drinking a potion: half its movement"));
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{0, {}});
    e = must(e, EndRound{});
    CHECK_FALSE(has(kAria, "Readying a shield: half its attacks"));
}

TEST_CASE("003 attack and move: the DEX roll says when it moves, and no attacks are made after movement", "[segments][round3]") {
    // 003_abb45db44eb0a0ba.txt: "If the last attack occurred prior to initiative 10, you can move up to half of your TMR beginning on initiative 10 (move 1/20th of your base TMR each segment)."
    // 003_abb45db44eb0a0ba.txt: "2x DEX roll - Move 1/20th of your TMR each segment beginning 2 segments after your last attack."
    // 003_abb45db44eb0a0ba.txt: "5x DEX roll or worse - cannot move this round."
    // 003_abb45db44eb0a0ba.txt: "No movement occurs after segment 1 so, for example, if your last attack occurs on segment 3 and you make a 4x DEX roll, you cannot move this round since 3-4 = -1."
    // 003_abb45db44eb0a0ba.txt: "No attacks can be made after movement in an Attack and Move scenario."
    Encounter d = declaring();
    d = must(d, SetStat{kAria, "dex", 15});
    d = must(d, DeclareAttacks{kAria, 2, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    CHECK(refusal_code(d, AttackAndMove{kAria, {}}) == Why::WrongStep);
    d = must(d, FinishDeclarations{});
    d = must(d, RollInitiative{kMerlin, faces({1})});   // 2
    d = must(d, RollInitiative{kOgre, faces({1})});     // 1
    d = must(d, RollInitiative{kGoblin, faces({1})});   // 4

    // Last attack on 10, a 2x DEX roll: it moves from 8; its second attack is lost.
    Encounter e = must(d, RollInitiative{kAria, faces({8, 3})});   // 10, 5
    REQUIRE(e.acting == kAria);
    CHECK(refusal_code(e, AttackAndMove{kMerlin, {}}) == Why::NoAttackYet);
    CHECK(refusal_code(must(e, SetStat{kAria, "dex", 0}), AttackAndMove{kAria, faces({25})}) == Why::StatMissing);
    e = must(e, AttackAndMove{kAria, faces({25})});
    CHECK(e.log.back().text == "Aria moves after attacking (DEX roll d100: [25] = 25 (entered) against DEX 15: 2x): from segment 8, "
                               "1/20th of its TMR a segment, no more attacks this round");
    CHECK(action(e, kAria, 1).done);
    CHECK(action(e, kAria, 2).lost == "moves after attacking");
    CHECK(refusal_code(e, AttackAndMove{kAria, faces({25})}) == Why::AlreadyMoving);
    const auto alerts = rule_system(e).alerts(e, *e.find(kAria));
    CHECK(std::find(alerts.begin(), alerts.end(), "Moves from segment 8: no more attacks") != alerts.end());
    e = must(e, Strike{kOgre, kAria, "3", {}});   // its attack on 10 still lands: it has not moved yet
    e = must(e, NextTurn{});
    REQUIRE(e.acting == kGoblin);                  // segment 4: Aria has moved
    CHECK(refusal_code(e, Strike{kOgre, kAria, "3", {}}) == Why::MovedAfterAttacking);

    // 5x or worse: it cannot move.
    Encounter f = must(d, RollInitiative{kAria, faces({8, 3})});
    f = must(f, AttackAndMove{kAria, faces({90})});
    CHECK(f.log.back().text == "Aria cannot move this round (DEX roll d100: [90] = 90 (entered) against DEX 15: 5x or worse)");
    CHECK(rule_system(f).alerts(f, *f.find(kAria)) == std::vector<std::string>{"Cannot move this round"});
    // Last attack on 3 and a 4x roll: 3 - 4 = -1, no movement.
    Encounter g = must(d, RollInitiative{kAria, faces({1, 1})});   // 3, 2 (one segment later)
    while (g.acting != kAria) g = must(g, NextTurn{});
    REQUIRE(part<SegmentsFight>(g).segment == 3);
    g = must(g, AttackAndMove{kAria, faces({60})});
    CHECK_FALSE(part<SegmentsPart>(*g.find(kAria)).plan.moves_from);
    // Last attack before 10: it moves from 10, no roll.
    Encounter h = must(d, RollInitiative{kAria, faces({10, 8})});   // 12, 10
    REQUIRE(h.acting == kAria);
    CHECK(refusal_code(h, AttackAndMove{kAria, faces({25})}) == Why::NoRollDue);
    h = must(h, AttackAndMove{kAria, {}});
    CHECK(part<SegmentsPart>(*h.find(kAria)).plan.moves_from == 10);
    // Declared no movement: moving costs its remaining actions instead.
    Encounter n = declaring();
    n = must(n, DeclareAttacks{kAria, 2, Movement::NoMovement, WeaponHandling::Ready, kOgre});
    n = must(n, FinishDeclarations{});
    n = must(n, RollInitiative{kAria, faces({8, 3})});
    n = foes_roll_low(must(n, RollInitiative{kMerlin, faces({1})}));
    REQUIRE(n.acting == kAria);
    CHECK(refusal_code(n, AttackAndMove{kAria, {}}) == Why::CannotMove);
}

TEST_CASE("003 a caster has no DEF bonus from DEX, Defence skill or Shield skill while casting", "[segments][round3]") {
    // 003_abb45db44eb0a0ba.txt: "The caster gains no bonus to their DEF from DEX, Defense skill or Shield skill while casting."
    Encounter e = declaring();
    e = must(e, SetStat{kMerlin, "def", 40});
    e = must(e, SetStat{kMerlin, "def_dex", 5});
    e = must(e, SetStat{kMerlin, "def_skill", 3});
    e = must(e, SetStat{kMerlin, "def_shield", 4});
    e = must(e, SetStat{kOgre, "sc", 70});
    e = must(e, DeclareSpell{kMerlin, "Bolt of Energy", SpellCasting::SK, 8, 0, Movement::FreeMove, kOgre});   // 6 segments
    e = must(e, DeclareAttacks{kAria, 1, Movement::FreeMove, WeaponHandling::Ready, kGoblin});
    e = must(e, FinishDeclarations{});
    e = must(e, RollInitiative{kAria, faces({10})});    // 12
    e = must(e, RollInitiative{kMerlin, faces({8})});   // 9: casting 9 to 3
    e = foes_roll_low(e);
    REQUIRE(part<SegmentsFight>(e).segment == 12);
    CHECK_FALSE(is_casting(e, *e.find(kMerlin)));
    CHECK(defence(e, *e.find(kMerlin)) == 40);
    CHECK(roll_needed(e, *e.find(kOgre), *e.find(kMerlin)) == 30);
    e = must(e, NextTurn{});
    REQUIRE(e.acting == kGoblin);   // segment 4: the casting began on 9
    REQUIRE(part<SegmentsFight>(e).segment == 4);
    const Encounter mid = e;
    CHECK(is_casting(mid, *mid.find(kMerlin)));
    CHECK(defence(mid, *mid.find(kMerlin)) == 28);
    CHECK(roll_needed(mid, *mid.find(kOgre), *mid.find(kMerlin)) == 42);
    const auto alerts = rule_system(mid).alerts(mid, *mid.find(kMerlin));
    CHECK(std::find(alerts.begin(), alerts.end(), "Casting: no DEX, Defence or Shield DEF (DEF 28)") != alerts.end());
    // Gone off: its bonuses are back.
    while (e.round == 1 && e.acting != kOgre) e = must(e, NextTurn{});
    REQUIRE(e.acting == kOgre);   // segment 1: the spell went off on 3
    CHECK_FALSE(is_casting(e, *e.find(kMerlin)));
    CHECK(defence(e, *e.find(kMerlin)) == 40);
}

TEST_CASE("003 SC traded for DEF on a 2 for 1 basis at the start of the round, at most weapon rank x 5", "[segments][round3]") {
    // 003_abb45db44eb0a0ba.txt: "A combatant can sacrifice SC to improve DEF on a 2 for 1 basis. Thus, if you want to drop your SC by 20, you can improve your DEF by 10. This decision must be made at the beginning of the round. The maximum SC you can sacrifice is equal to weapon rank x 5. Note that all fractions round down. Thus, if you sacrifice 25 from SC, your defense improves by 12, not by 13."
    Encounter e = declaring();
    e = must(e, SetStat{kAria, "sc", 80});
    e = must(e, SetStat{kAria, "def", 30});
    e = must(e, SetStat{kOgre, "sc", 70});
    e = must(e, SetStat{kOgre, "def", 20});
    CHECK(refusal_code(e, TradeScForDef{kAria, 26, 5}) == Why::SacrificeOutOfRange);
    CHECK(refusal_code(e, TradeScForDef{kAria, -2, 5}) == Why::SacrificeOutOfRange);
    CHECK(refusal_code(e, TradeScForDef{kAria, 10, 101}) == Why::RankOutOfRange);
    CHECK(refusal_code(e, TradeScForDef{99, 10, 5}) == Why::NoSuchCombatant);
    e = must(e, TradeScForDef{kAria, 25, 5});
    CHECK(e.log.back().text == "Aria gives up 25 SC for +12 DEF this round");
    CHECK(defence(e, *e.find(kAria)) == 42);
    CHECK(roll_needed(e, *e.find(kAria), *e.find(kOgre)) == 35);   // 80 - 25 - 20
    CHECK(roll_needed(e, *e.find(kOgre), *e.find(kAria)) == 28);   // 70 - 42
    // Its attacks stay, declared before or after.
    e = must(e, DeclareAttacks{kAria, 2, Movement::FreeMove, WeaponHandling::Ready, kOgre});
    CHECK(defence(e, *e.find(kAria)) == 42);
    CHECK(part<SegmentsPart>(*e.find(kAria)).plan.actions.size() == 2);
    CHECK(rule_system(e).alerts(e, *e.find(kAria)) == std::vector<std::string>{"SC -25 for DEF +12: DEF 42"});
    // Full defence already has the most: no trade on top.
    e = must(e, DeclareDefence{kMerlin, 3, false});
    CHECK(refusal_code(e, TradeScForDef{kMerlin, 10, 3}) == Why::Defending);
    // "at the beginning of the round"
    e = must(e, FinishDeclarations{});
    CHECK(refusal_code(e, TradeScForDef{kAria, 10, 5}) == Why::WrongStep);
    CHECK(part<SegmentsPart>(*e.find(kAria)).plan.actions.size() == 2);   // the default plans keep it too
    e = must(e, RollInitiative{0, {}});
    e = must(e, EndRound{});
    CHECK(defence(e, *e.find(kAria)) == 30);
    // Taken back with 0; a trade before any declaration leaves the normal attacks.
    e = must(e, TradeScForDef{kGoblin, 10, 2});
    e = must(e, TradeScForDef{kGoblin, 0, 2});
    CHECK(e.log.back().text == "Goblin keeps its full SC this round");
    e = must(e, TradeScForDef{kOgre, 10, 2});
    e = must(e, FinishDeclarations{});
    CHECK(part<SegmentsPart>(*e.find(kOgre)).plan.actions.size() == 1);
    CHECK(defence(e, *e.find(kOgre)) == 25);
}

TEST_CASE("003 temporary hit points take a strike's damage after PROT, before the hit points", "[segments][temp-hp]") {
    // 003_abb45db44eb0a0ba.txt: "Subtract your protection (PROT) from any damage taken and subtract the remainder from your hit point total."
    // The text has no temporary hit points: docs/rules-notes.md, "temporary hit points", reads
    // them as taking the damage first.
    Encounter e = declaring();
    e = must(e, GiveTempHp{kOgre, 5});
    e = must(e, Strike{kOgre, kAria, "1d8+4", faces({5})});   // 9 less PROT 2: 7, 5 of it temporary
    CHECK(e.find(kOgre)->hp->temp == 0);
    CHECK(hp(e, kOgre) == 58);
}
