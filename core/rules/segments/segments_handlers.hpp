#pragma once
// Internal to the core: the handlers of rules text 003's own actions (segments_actions.hpp), each
// defined in the file of this folder its concept names. A handler edits a private copy of the
// encounter and returns a refusal reason, or nothing when the action applied.
#include "core/rules/segments/segments_actions.hpp"

namespace rk::detail {

// ambush.cpp
Refusal handle(Encounter&, const SpringAmbush&);
Refusal handle(Encounter&, const RollAmbush&);
Refusal handle(Encounter&, const SurpriseAttack&);
// segment_clock.cpp
Refusal handle(Encounter&, const DeclareAttacks&);
Refusal handle(Encounter&, const DeclareSpell&);
Refusal handle(Encounter&, const Retarget&);
Refusal handle(Encounter&, const LoseActions&);
// strikes.cpp
Refusal handle(Encounter&, const Strike&);
// defence.cpp
Refusal handle(Encounter&, const DeclareDefence&);
Refusal handle(Encounter&, const TakeFreeAction&);
// combining.cpp
Refusal handle(Encounter&, const TradeScForDef&);
Refusal handle(Encounter&, const AttackAndMove&);

} // namespace rk::detail
