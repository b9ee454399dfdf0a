#pragma once
// A party member (or a favourite foe) between fights, as a plain value: what a fight left of a
// combatant, free of any encounter's ids. Made and brought back by core/fight/lasting.hpp; kept in
// the library's roster (core/library/library.hpp) and carried into a fight by AddMembers.
#include <vector>

#include "core/model/encounter.hpp"

namespace rk {

// The combatant's id is 0; its effects' ids are 0, their target (and a turn-counted effect's
// anchor) is 0 for the member itself, and a caster is kept only where it was the member (0). Two
// members are equal when the same state lasts.
struct Member {
    Combatant combatant;
    std::vector<Effect> effects;
    bool operator==(const Member&) const = default;
};

} // namespace rk
