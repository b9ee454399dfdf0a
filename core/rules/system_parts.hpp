#pragma once
// The part of a combatant and of an encounter that belongs to one rule system. A combatant
// carries its own system's part and no other's; so does the encounter. The common core never
// reads a part: each system's module does, through `part` (to change it) or `find_part`.
#include <variant>

#include "core/model/types.hpp"
#include "core/rules/system_states.hpp"   // generated from core/rules/systems.cmake: every system's parts and steps

namespace rk {

// The rule system a new encounter starts with until the game master picks one: the generic
// highest-first order, the one most tables know.
inline constexpr char kHighestFirstKey[] = "highest_first";   // one array: a Ruleset compares by its address
inline constexpr Ruleset kDefaultRuleset{kHighestFirstKey};   // highest_first_system.hpp's kHighestFirst

// A value's part of type P, if it has one.
template <class P, class Owner>
auto find_part(Owner& owner) -> decltype(std::get_if<P>(&owner.part)) {
    return std::get_if<P>(&owner.part);
}

// A value's part of type P to change, made (with its defaults) if it has none yet.
template <class P, class Owner>
P& part(Owner& owner) {
    if (auto* p = std::get_if<P>(&owner.part)) return *p;
    return owner.part.template emplace<P>();
}

// A combatant's part as a copy of it starts (DuplicateCombatant): each system's part says what a
// copy does not share with the original by a `fresh_copy()` of its own; the others are copied as they are.
inline void fresh_copy(CombatantPart& p) {
    std::visit([](auto& part) {
        if constexpr (requires { part.fresh_copy(); }) part.fresh_copy();
    }, p);
}

// A value's part of type P to read: its defaults if it has none.
template <class P, class Owner>
const P& part(const Owner& owner) {
    if (auto* p = std::get_if<P>(&owner.part)) return *p;
    static const P defaults{};
    return defaults;
}

} // namespace rk
