// Timed and permanent effects.
#include "effects.hpp"

#include "handlers.hpp"

namespace rk {

int effect_modifier(const Encounter&, CombatantId, const std::string&) { return 0; }
std::string remaining_text(const Effect&) { return ""; }

namespace detail {
void effects_turn_started(Encounter&, CombatantId) {}
void effects_turn_ended(Encounter&, CombatantId) {}
void effects_round_ended(Encounter&) {}
void effects_segment_passed(Encounter&) {}
void effects_combatant_removed(Encounter&, CombatantId) {}

Refusal handle(Encounter&, const AddEffect&) { return std::string("Effects are not available in this version"); }
Refusal handle(Encounter&, const RemoveEffect&) { return std::string("Effects are not available in this version"); }
Refusal handle(Encounter&, const ExtendEffect&) { return std::string("Effects are not available in this version"); }
} // namespace detail
} // namespace rk
