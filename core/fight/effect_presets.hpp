#pragma once
// A rule text's named spell or condition (RuleSystem::effect_presets) as the action that puts it
// on a combatant in one tap: its name, its duration as the text writes it, in the text's unit (a
// dice duration is rolled with the encounter's own dice by the reducer), and its modifier.
#include <optional>

#include "core/model/actions.hpp"
#include "core/rules/rule_system.hpp"

namespace rk {

// `caster`: who cast it; a duration in the caster's level needs one (else the reducer refuses).
AddEffect preset_effect(const EffectPreset& preset, CombatantId target, std::optional<CombatantId> caster);

// Whether its duration is counted from the caster's level ("1 turn + caster's level").
bool preset_needs_caster(const EffectPreset& preset);

} // namespace rk
