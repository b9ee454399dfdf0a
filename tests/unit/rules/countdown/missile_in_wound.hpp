#pragma once
// Text 001's stuck missile, as the effect sheet's "Missile in wound" preset adds it, with the
// weapon's normal damage on its stepper (shared by the 001 tests).
#include "core/model/actions.hpp"

namespace rk::test {

inline AddEffect missile_in(CombatantId id, int normal_damage) {
    AddEffect fx;
    fx.name = "Missile in wound";
    fx.target = id;
    fx.duration = "until removed";
    fx.expiry = Expiry::Never;
    fx.modifiers = {{"missile_damage", normal_damage}};
    fx.resistible = false;
    return fx;
}

} // namespace rk::test
