// Rules text 003 between fights. The stuck missiles last "until removed by First Aid" and the armor
// a grievous hit damaged "until the armor is repaired" (both effects until removed); what the
// round set up (its declarations, a casting, the ambush) is the fight's.
#include <algorithm>
#include <string_view>

#include "core/rules/segments/segments_lasting.hpp"

namespace rk {
namespace {

bool starts_with(const std::string& s, std::string_view prefix) { return s.rfind(prefix, 0) == 0; }

// "If a single hit causes damage greater than your CON, you are stunned for the rest of the round":
// the round, and with it the stun, ends with the fight; so do the round's own effects.
bool of_the_round(const Effect& fx) {
    return fx.name == "Stunned" || fx.name == "No movement" || starts_with(fx.name, "Casting ") ||
           starts_with(fx.name, "Ambush vs ") || starts_with(fx.name, "Surprise vs ");
}

} // namespace

Member segments_lasting(const Encounter& e, const Combatant& c) {
    Member m = generic_lasting(e, c);
    std::erase_if(m.effects, of_the_round);
    return m;
}

namespace {
constexpr Recovery kRecoveries[] = {
    {"first_aid_missiles", "First Aid: stuck missiles out", "", 0, [](const Member& m, int) { return first_aid_missiles(m); }},
};
} // namespace

std::span<const Recovery> segments_recoveries() { return kRecoveries; }

Member first_aid_missiles(Member m) {
    std::erase_if(m.effects, [](const Effect& fx) { return fx.modifiers.contains("bleeding"); });
    return m;
}

} // namespace rk
