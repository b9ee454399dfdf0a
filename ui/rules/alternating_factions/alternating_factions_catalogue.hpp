#pragma once
// Rules text 004's actions as the action sheet shows them: initiative, reactions, morale, conditions, gear, attacks.
// Constant data in a header: ui/app/action_catalogue.cpp joins it after the common entries
// when it is compiled (ui/rules/system_catalogues.hpp, generated from core/rules/systems.cmake).
#include "core/rules/alternating_factions/alternating_factions_actions.hpp"
#include "ui/app/action_spec_fields.hpp"

namespace rk::ui::spec {

// The spellings core/rules/alternating_factions/counters.cpp reads;
// named, as a list written in choice()'s call would die with the call.
inline constexpr std::initializer_list<const char*> kNonLethal{"grapple", "disarm", "shove"};
inline constexpr std::initializer_list<const char*> kCounterKinds{"damage", "grapple", "disarm", "shove"};

// Which rule systems offer an entry is their RuleSystem::actions (core), not the file it is in.
inline constexpr ActionSpec kAlternatingFactionsCatalogue[] = {
        // ---- rules text 004: alternating factions ----
        {GiveInitiative::kType, "Give the initiative", kEncounter, {field("side", "Side", K::Side)},
         "The faction that started the fight holds the initiative"},
        {RollFactionInitiative::kType, "Roll for the initiative", kEncounter, {roll()},
         "Unclear who started it: one die with a face per faction"},
        {FirstFaction::kType, "Pick the first faction", kEncounter, {field("side", "Acts first", K::Side)},
         "At the start of each round, the faction holding the initiative picks who acts first"},
        {Pass::kType, "Pass", kEncounter, {field("side", "Side", K::Side)},
         "The faction to move passes instead of taking a turn"},
        {React::kType, "React", kCombatant, {self(), {"kind", "Reaction", K::Choice, 0, 0, {"dodge", "counter", "guard", "hide behind", "opportunity attack"}},
          field("against", "Against", K::OptionalCombatant)},
         "A reaction out of sequence: it uses up the character's turn for the round"},
        {Surrender::kType, "Surrender", kCombatant, {self()}, "The character spends its turn to surrender"},
        {BreakFree::kType, "Break free", kCombatant, {self(), field("by", "Helped by", K::OptionalCombatant), roll()},
         "A STR save to break a grab: its whole turn, or an ally's main action"},
        {RollMorale::kType, "Roll morale", kCombatant, {self(), roll(), {"if_failed", "If it fails", K::Choice, 0, 0, {"Surrendering", "Retreating"}}},
         "An end-of-round WIT save; a failure surrenders or retreats"},
        {SetCondition::kType, "Set a condition", kCombatant, {self(),
          {"condition", "Condition", K::Choice, 0, 0, {"Incapacitated", "Grabbed", "Surrendering", "Retreating", "Concealed", "Immune to morale", "Dead", "Riding"}},
          field("on", "On", K::Bool), field("by", "Grabbed by / riding", K::OptionalCombatant)},
         "Puts a condition on or takes it off"},
        {AddGear::kType, "Add gear", kCombatant, {self(), field("name", "Name", K::Text), {"kind", "Kind", K::Choice, 0, 0, {"weapon", "armour", "shield"}},
          field("damage", "Damage die (weapon)", K::Text), number("armour", "Armour value", 0, 3),
          field("damaged", "Damaged (improvised weapon)", K::Bool), field("great", "Great weapon (two hands)", K::Bool)},
         "A weapon with its damage die, or armour or a shield with its armour value"},
        {SetGearState::kType, "Damaged gear", kCombatant, {self(), field("name", "Gear", K::Text),
          {"state", "State", K::Choice, 0, 0, {"damaged", "destroyed", "sound"}}},
         "Damaged (a durability roll), destroyed, or mended"},
        {UseGear::kType, "Use gear", kCombatant, {self(), field("name", "Gear", K::Text)},
         "A piece of gear was used: a durability roll after the fight"},
        {Attack::kType, "Attack", kCombatant, {self("attacker"), field("target", "Target", K::Combatant), field("weapon", "Weapon (empty: unarmed)", K::Text),
          roll(), field("cover", "Target behind cover", K::Bool), field("direct", "Direct damage", K::Bool),
          field("blast", "Blast (size does not change it)", K::Bool), field("impaired", "Held back (impaired: d4)", K::Bool)},
         "A hit: the weapon's damage die (doubled per size larger, halved per size smaller) less the target's armour value"},
        {NonLethalAttack::kType, "Non-lethal attack", kCombatant, {self("attacker"), field("target", "Target", K::Combatant),
          choice("kind", "Attack", kNonLethal), roll("Target's STR save")},
         "Disarm, shove or grapple: the target's STR save or the effect"},
        {CounterAttack::kType, "Counter", kCombatant, {self(), field("against", "Attacker", K::Combatant),
          choice("attack", "Their attack", kCounterKinds), field("attack_weapon", "Their weapon", K::Text),
          {"attack_roll", "Their dice (damage or your STR save)", K::Roll},
          choice("counter", "Your counter", kCounterKinds), field("weapon", "Your weapon", K::Text),
          roll("Your dice (damage or their STR save)"), field("first_out", "First hit incapacitates", K::Bool)},
         "A reaction: both attacks resolve in the rules' order"},
        {DeathBlow::kType, "Death blow", kCombatant, {self("attacker"), field("target", "Target", K::Combatant), field("weapon", "Weapon", K::Text)},
         "A death blow on a nearby incapacitated target"},
        {FullSpeed::kType, "Full speed", kCombatant, {self(), field("on", "On", K::Bool)},
         "A mount or vehicle moves at full speed: its riders can't act nor react this round"},
};

} // namespace rk::ui::spec
