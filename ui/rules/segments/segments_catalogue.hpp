#pragma once
// Rules text 003's actions as the action sheet shows them: ambushes, declarations, strikes.
// Constant data in a header: ui/app/action_catalogue.cpp joins it after the common entries
// when it is compiled (ui/rules/system_catalogues.hpp, generated from core/rules/systems.cmake).
#include "core/rules/segments/segments_actions.hpp"
#include "ui/app/action_spec_fields.hpp"

namespace rk::ui::spec {

// The JSON spellings of core/rules/segments/segments_json.cpp, most common first;
// named, as a list written in choice()'s call would die with the call.
inline constexpr std::initializer_list<const char*> kMovements{"free_move", "no_movement", "half_move", "run"};

// Which rule systems offer an entry is their RuleSystem::actions (core), not the file it is in.
inline constexpr ActionSpec kSegmentsCatalogue[] = {
        // ---- rules text 003: segments ----
        {SpringAmbush::kType, "Spring an ambush", kEncounter, {field("attackers", "Ambushers", K::CombatantList)},
         "Before round 1: the combatants who spring an ambush (nobody: no ambush)"},
        {RollAmbush::kType, "Roll PER (ambush)", kCombatant, {self(), roll()},
         "An ambush victim's d100 PER roll against its \"per\" stat"},
        {DeclareAttacks::kType, "Declare attacks", kCombatant, {self(), number("attacks", "Attacks", 0, 10), choice("movement", "Movement", kMovements),
          {"weapon", "Weapon", K::Choice, 0, 0, {"ready", "draw", "sheathe_and_draw"}},
          field("target", "Target", K::OptionalCombatant), field("careful_aim", "Careful aim (+15 SC, one attack)", K::Bool),
          {"half_round", "Half the round on", K::Choice, 0, 0, {"none", "ready_shield", "drink_potion", "drink_potion_half_move"}}},
         "At the start of the round: its attacks, how it moves and what it does with its weapon"},
        {DeclareSpell::kType, "Declare a spell", kCombatant, {self(), field("spell", "Spell", K::Text), {"casting", "Caster", K::Choice, 0, 0, {"sk", "gk", "cleric"}},
          number("rank", "Rank in the spell (mage)", 1, 100), number("casting_time", "Casting time (cleric)", 0, 10),
          choice("movement", "Movement", kMovements), field("target", "Target", K::OptionalCombatant)},
         "At the start of the round: the spell that is its action this round"},
        {Strike::kType, "Strike", kCombatant, {self("target"), field("attacker", "Attacker", K::OptionalCombatant), field("damage", "Damage (\"1d8+4\")", K::Text),
          roll(), {"hit", "Hit", K::Choice, 0, 0, {"normal", "critical", "grievous"}},
          {"missile", "Missile left in", K::Choice, 0, 0, {"none", "arrow", "quarrel", "javelin", "spear"}}},
         "A hit that does damage: less PROT, or doubled without PROT on a critical or grievous hit"},
        {SurpriseAttack::kType, "Surprise attack", kCombatant, {self("attacker"), field("target", "Target", K::Combatant),
          {"kind", "Surprise", K::Choice, 0, 0, {"in_combat", "out_of_combat"}}},
         "An attack the target does not expect: +10 SC in combat, +25 out of combat, for that one attack"},
        {DeclareDefence::kType, "Defend", kCombatant, {self(), number("rank", "Weapon rank", 0, 100), field("desperate", "Desperate", K::Bool)},
         "At the start of the round: full defence (no attacks) or desperate (nothing else)"},
        {TakeFreeAction::kType, "Free action", kCombatant, {self(), field("what", "What", K::Text)},
         "One free action a round; another costs an action"},
        {TradeScForDef::kType, "Trade SC for DEF", kCombatant, {self(), number("sc", "SC given up", 0, 500), number("rank", "Weapon rank", 0, 100)},
         "At the start of the round: 2 SC for 1 DEF, at most weapon rank x 5 SC; it keeps its attacks"},
        {AttackAndMove::kType, "Move after attacking", kCombatant, {self(), roll("DEX roll")},
         "Attack and move: it moves after its last attack (a DEX roll after 10 says when) and attacks no more"},
        {Retarget::kType, "Retarget", kCombatant, {self(), number("number", "Action", 1, 10), field("target", "New target", K::Combatant)},
         "A declared action whose target is gone turns on another"},
        {LoseActions::kType, "Lose actions", kCombatant, {self(), field("reason", "Why", K::Text)},
         "It loses its remaining actions this round; a spell being cast is interrupted"},
};

} // namespace rk::ui::spec
