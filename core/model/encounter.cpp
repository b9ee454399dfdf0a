#include "core/model/encounter.hpp"

#include <algorithm>

namespace rk {

const Combatant* Encounter::find(CombatantId id) const {
    auto it = std::find_if(combatants.begin(), combatants.end(), [id](const Combatant& c) { return c.id == id; });
    return it == combatants.end() ? nullptr : &*it;
}

Combatant* Encounter::find(CombatantId id) {
    return const_cast<Combatant*>(static_cast<const Encounter&>(*this).find(id));
}

const Side* Encounter::find_side(SideId id) const {
    auto it = std::find_if(sides.begin(), sides.end(), [id](const Side& s) { return s.id == id; });
    return it == sides.end() ? nullptr : &*it;
}

Side* Encounter::find_side(SideId id) {
    return const_cast<Side*>(static_cast<const Encounter&>(*this).find_side(id));
}

const Effect* Encounter::find_effect(EffectId id) const {
    auto it = std::find_if(effects.begin(), effects.end(), [id](const Effect& x) { return x.id == id; });
    return it == effects.end() ? nullptr : &*it;
}

std::string_view step_words(Step step) {
    switch (step) {
#define RK_STEP_WORDS(value, name, words) \
    case Step::value: return words;
        RK_COMMON_STEPS(RK_STEP_WORDS) RK_SYSTEM_STEPS(RK_STEP_WORDS)
#undef RK_STEP_WORDS
    }
    return "";
}

} // namespace rk
