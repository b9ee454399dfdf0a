#pragma once
// Rules text 000's actions as the action sheet shows them: who acts, tie rolls, spells, running, weapon hits, golems.
// Constant data in a header: ui/app/action_catalogue.cpp joins it after the common entries
// when it is compiled (ui/rules/system_catalogues.hpp, generated from core/rules/systems.cmake).
#include "core/model/actions.hpp"
#include "ui/app/action_spec_fields.hpp"

namespace rk::ui::spec {

// Which rule systems offer an entry is their RuleSystem::actions (core), not the file it is in:
// highest first offers the declarations and tie rolls too.
inline constexpr ActionSpec kInitiativeRoundsCatalogue[] = {
        // ---- rules text 000: initiative rounds ----
        {DeclareActors::kType, "Declare who acts", kEncounter, {field("ids", "Acting", K::CombatantList)},
         "The minis that act in the coming initiative round (with declarations on)"},
        {RollTie::kType, "Roll the tie", kCombatant, {self(), roll()},
         "A d100 + level roll among minis of the same initiative round (with the d100 tie rule)"},

        // ---- rules text 000: spells, running, weapon hits, golems ----
        {CastDamageSpell::kType, "Cast a damage spell", kCombatant, {self("caster"), {"spell", "Spell", K::Choice, 0, 0, {"flying_fist", "lightning_bolt", "fireball"}},
          field("targets", "Targets", K::CombatantList)},
         "Flying fist and Lightning bolt: 6 + the caster's level; Fireball: 8 + the caster's level to each; Spells resistance halves it"},
        {Run::kType, "Run", kCombatant, {self()},
         "In its turn: 1.5 times its move, but no spells of any kind and no combat for the rest of the turn"},
        {WeaponHit::kType, "Weapon hit", kCombatant, {self("attacker"), field("target", "Target", K::Combatant),
          number("damage", "Damage", 0, 100000), field("magic", "A magic weapon", K::Bool)},
         "Its weapon hits: Non magic weapons resistance (\"resist_non_magic\") halves a non magic weapon's damage"},
        {CastHeal::kType, "Cast Heal", kCombatant, {self("caster"), field("target", "Mini healed", K::Combatant)},
         "The mini healed receives 8 life points + the caster's level"},
        {GolemControl::kType, "Golem out of range", kCombatant, {self(), field("inactive", "Inactive (untick: control regained)", K::Bool)},
         "A golem out of its caster's range is inactive until the caster regains control"},
};

} // namespace rk::ui::spec
