#pragma once
// Rules text 001's actions as the action sheet shows them: saves versus death, subdual, missiles, surprise, declarations.
// Constant data in a header: ui/app/action_catalogue.cpp joins it after the common entries
// when it is compiled (ui/rules/system_catalogues.hpp, generated from core/rules/systems.cmake).
#include "core/rules/countdown/countdown_actions.hpp"
#include "ui/app/action_spec_fields.hpp"

namespace rk::ui::spec {

// Which rule systems offer an entry is their RuleSystem::actions (core), not the file it is in.
inline constexpr ActionSpec kCountdownCatalogue[] = {
        // ---- rules text 001: countdown ----
        {SaveVersusDeath::kType, "Save versus death", kCombatant, {self(), roll()},
         "A monster at 0 to -10 hit points: d20 against its save; a 1 kills it"},
        {SubdualHit::kType, "Subdual blow", kCombatant, {self(), number("amount", "Damage", 1, 100000)},
         "Beats down: half real damage, half subdual; knocked out when subdual reaches the hit points"},
        {ExtractMissile::kType, "Pull out a missile", kCombatant, {self(), field("saved", "The remover saved", K::Bool),
          field("by", "Pulled out by (else the one acting)", K::OptionalCombatant)},
         "A full round: the remover's round is spent; normal damage unless the remover saves"},
        {UnarmedBlow::kType, "Unarmed blow", kCombatant, {self(), number("amount", "Damage", 0, 100000),
          field("natural_20", "A natural 20", K::Bool), roll("Stun dice (d3; d4 if already stunned)")},
         "Fist, foot or pommel: more than half its remaining hit points or a natural 20 stuns; already stunned, knocked out 1d4 rounds"},
        {RollSurprise::kType, "Roll surprise", kCombatant, {self(), field("die", "Surprise die", K::Text), roll()},
         "A surprise die (d6 by default): 1 or 2 means surprised for that many segments (rounds for one that joins later)"},
        {RollSideInitiative::kType, "Roll side initiative", kEncounter, {field("side", "Side", K::Side), roll()}, "One d10 for a whole side (with side initiative on)"},
        {DeclareAction::kType, "Declare a spell or charge", kCombatant, {self(), {"kind", "Declares", K::Choice, 0, 0, {"spell", "charge", "other"}}, field("what", "What", K::Text)},
         "A spell or a charge declared before initiative; a hit disrupts a declared spell"},
};

} // namespace rk::ui::spec
