// Wound modifiers (rules text 003): the fewer hit points left, the bigger the penalty to all
// actions, except for a creature whose full hit points already lie inside a band.
#include "core/rules/segments/segments_detail.hpp"

namespace rk {
namespace {

// 0: above 20 hit points; 1: 20 or less; 2: 10 or less; 3: 5 or less.
int band(int hp) {
    if (hp <= 5) return 3;
    if (hp <= 10) return 2;
    if (hp <= 20) return 1;
    return 0;
}

int modifier_at(int hp, int max) {
    const int b = band(hp);
    // "If starting hit points are at one of these levels, then the character has no modifier
    // until they reach the next level"
    if (b == 0 || b <= band(max)) return 0;
    return -10 * b;
}

} // namespace

int wound_modifier(const Combatant& c) { return c.hp ? modifier_at(c.hp->current, c.hp->max) : 0; }

std::string_view wound_state(const Combatant& c) {
    if (!c.hp) return "";
    const int hp = c.hp->current;
    switch (band(hp)) {
    case 3:
    case 2: return "Very Badly Wounded";
    case 1: return "Badly Wounded";
    default: break;
    }
    if (2LL * hp < c.hp->max) return "Bloodied";   // wide: hit points may be any int
    if (hp < c.hp->max) return "Wounded";
    return "Unhurt";
}

namespace detail {

void note_wound_change(Encounter& e, const Combatant& c, int hp_before) {
    if (!c.hp) return;
    const int before = modifier_at(hp_before, c.hp->max);
    const int now = wound_modifier(c);
    if (before == now) return;
    if (now == 0) log(e, c.name + " no longer has a wound modifier");
    else log(e, c.name + " is " + std::string(wound_state(c)) + ": " + std::to_string(now) + " to all actions and TMR");
}

} // namespace detail
} // namespace rk
