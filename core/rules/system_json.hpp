#pragma once
// Every rule system's JSON: its enums, its parts and its actions (core/rules/<system>/<system>_json.hpp),
// for core/formats/json_types.hpp, which adds the common values' and the action variant's.
#include "core/rules/action_dice/action_dice_json.hpp"
#include "core/rules/alternating_factions/alternating_factions_json.hpp"
#include "core/rules/countdown/countdown_json.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_json.hpp"
#include "core/rules/segments/segments_json.hpp"
