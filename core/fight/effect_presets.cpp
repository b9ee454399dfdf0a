#include "core/fight/effect_presets.hpp"

#include "core/fight/duration.hpp"

namespace rk {

AddEffect preset_effect(const EffectPreset& preset, CombatantId target, std::optional<CombatantId> caster) {
    AddEffect a;
    a.name = std::string(preset.name);
    a.target = target;
    a.source = caster;
    a.duration = std::string(preset.duration);
    if (!preset.modifier.empty()) a.modifiers[std::string(preset.modifier)] = preset.value;
    a.resistible = preset.spell;
    return a;
}

bool preset_needs_caster(const EffectPreset& preset) {
    const auto formula = parse_duration(preset.duration);
    return formula && has_term(formula.value(), DurationTerm::Kind::CasterLevel);
}

} // namespace rk
