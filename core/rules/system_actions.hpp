#pragma once
// Every rule system's own actions, one list per system (core/rules/<system>/<system>_actions.hpp):
// the common core joins them to its own into rk::Action (core/model/actions.hpp). A new system's
// list is one more line here and in system_handlers.hpp and system_json.hpp.
#include "core/model/action_list.hpp"
#include "core/rules/action_dice/action_dice_actions.hpp"
#include "core/rules/alternating_factions/alternating_factions_actions.hpp"
#include "core/rules/countdown/countdown_actions.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_actions.hpp"
#include "core/rules/segments/segments_actions.hpp"

namespace rk {

using SystemActions = JoinActions<InitiativeRoundsActions, CountdownActions, ActionDiceActions, SegmentsActions,
                                  AlternatingFactionsActions>;

} // namespace rk
