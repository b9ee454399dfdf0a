#pragma once
// Internal to the core: the handlers of rules text 001's own actions (countdown_actions.hpp), each
// defined in the file of this folder its concept names. A handler edits a private copy of the
// encounter and returns a refusal reason, or nothing when the action applied.
#include "core/rules/countdown/countdown_actions.hpp"

namespace rk::detail {

// countdown_turns.cpp
Refusal handle(Encounter&, const RollSideInitiative&);
Refusal handle(Encounter&, const RollSurprise&);
Refusal handle(Encounter&, const DeclareAction&);
// monster_wounds.cpp
Refusal handle(Encounter&, const SaveVersusDeath&);
// subdual.cpp
Refusal handle(Encounter&, const SubdualHit&);
// missile_wounds.cpp
Refusal handle(Encounter&, const ExtractMissile&);
// unarmed.cpp
Refusal handle(Encounter&, const UnarmedBlow&);

} // namespace rk::detail
