#pragma once
// Every rule system's own refusal codes, joined for core/model/refusal_codes.hpp.
#include "core/rules/action_dice/action_dice_refusals.hpp"
#include "core/rules/alternating_factions/alternating_factions_refusals.hpp"
#include "core/rules/countdown/countdown_refusals.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_refusals.hpp"
#include "core/rules/segments/segments_refusals.hpp"

#define RK_SYSTEM_REFUSAL_CODES(X) \
    RK_INITIATIVE_ROUNDS_REFUSAL_CODES(X) RK_COUNTDOWN_REFUSAL_CODES(X) RK_ACTION_DICE_REFUSAL_CODES(X) \
    RK_SEGMENTS_REFUSAL_CODES(X) RK_ALTERNATING_FACTIONS_REFUSAL_CODES(X)
