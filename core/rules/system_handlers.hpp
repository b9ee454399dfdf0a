#pragma once
// Internal to the core: every rule system's handlers of its own actions (the reducer visits them
// all; core/fight/handlers.hpp declares the common ones).
#include "core/rules/action_dice/action_dice_handlers.hpp"
#include "core/rules/alternating_factions/alternating_factions_handlers.hpp"
#include "core/rules/countdown/countdown_handlers.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_handlers.hpp"
#include "core/rules/segments/segments_handlers.hpp"
