// Rules text 001 between fights. "Subdual Damage": "such subdual points are recovered at a rate of
// 1 hp per hour" (so they last beyond the fight, until recovered); a combatant that died stays dead
// (CountdownPart::dead). The declaration, surprise, death saves and attack rolls are the round's.
#include <algorithm>
#include <utility>

#include "core/fight/handlers.hpp"
#include "core/rules/countdown/countdown_lasting.hpp"
#include "core/rules/system_parts.hpp"

namespace rk {
namespace {

// Only subdual damage and death, or no part at all when neither is left: one member, one value.
void keep_only(Combatant& c, int subdual, bool dead) {
    c.part = {};
    if (subdual <= 0 && !dead) return;
    auto& p = part<CountdownPart>(c);
    p.subdual = std::max(0, subdual);
    p.dead = dead;
}

} // namespace

Member countdown_lasting(const Encounter& e, const Combatant& c) {
    Member m = generic_lasting(e, c);
    const CountdownPart& p = part<CountdownPart>(c);
    keep_only(m.combatant, p.subdual, p.dead);
    return m;
}

Refusal countdown_rejoin(Encounter& e, CombatantId id, const Member& m) {
    Combatant* c = e.find(id);
    if (!c) return detail::unknown_combatant(id);
    const CountdownPart& p = part<CountdownPart>(m.combatant);
    keep_only(*c, p.subdual, p.dead);
    return std::nullopt;
}

std::vector<std::string> countdown_lasting_words(const Member& m) {
    const CountdownPart& p = part<CountdownPart>(m.combatant);
    std::vector<std::string> words;
    if (p.subdual > 0) words.push_back(std::to_string(p.subdual) + " subdual");
    if (p.dead) words.push_back("dead");
    return words;
}

namespace {
constexpr Recovery kRecoveries[] = {
    {"subdual_by_the_hour", "Rest: subdual damage back, 1 hp an hour", "hours", 1000,
     [](const Member& m, int hours) { return recover_subdual(m, hours); }},
};
} // namespace

std::span<const Recovery> countdown_recoveries() { return kRecoveries; }

Member recover_subdual(Member m, int hours) {
    const CountdownPart p = part<CountdownPart>(std::as_const(m.combatant));
    keep_only(m.combatant, p.subdual - std::max(0, std::min(hours, p.subdual)), p.dead);
    return m;
}

} // namespace rk
