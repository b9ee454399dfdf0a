#pragma once
// nlohmann-json conversions for the library (see json_types.hpp for the encounter's).
#include "json_types.hpp"
#include "library.hpp"

namespace rk {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RosterEntry, name, is_player, level, hp_max, stats, notes)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(LibraryEntry, id, encounter)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(LibrarySettings, light_theme, text_size, last_export_day,
                                                reminder_dismissed_day, keep_screen_on)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Library, encounters, roster, open, next_id, settings)

} // namespace rk
