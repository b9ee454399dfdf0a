#pragma once
// Internal to the core: the handlers of rules text 000's own actions
// (initiative_rounds_actions.hpp), each defined in the file of this folder its concept names. A
// handler edits a private copy of the encounter and returns a refusal reason, or nothing when the
// action applied.
#include "core/rules/initiative_rounds/initiative_rounds_actions.hpp"

namespace rk::detail {

// damage_spells.cpp
Refusal handle(Encounter&, const CastDamageSpell&);
// mini_actions.cpp
Refusal handle(Encounter&, const Run&);
Refusal handle(Encounter&, const CastHeal&);
Refusal handle(Encounter&, const WeaponHit&);
Refusal handle(Encounter&, const GolemControl&);

} // namespace rk::detail
