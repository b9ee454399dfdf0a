#pragma once
// The toy's one action of its own, joined into rk::Action through the list of systems.
#include <string_view>

#include "core/model/action_list.hpp"
#include "core/model/dice.hpp"
#include "core/model/types.hpp"

namespace rk {

// A combatant tosses its coin, once a round: by the encounter's dice, or as the table's coin fell
// (a d2's face: 1 heads, 2 tails).
struct TossCoin {
    static constexpr std::string_view kType = "TossCoin";
    CombatantId id = 0;
    RollInput roll;
    bool operator==(const TossCoin&) const = default;
};

using ToyCoinTossActions = ActionList<TossCoin>;

} // namespace rk
