#pragma once
// nlohmann-json conversions for the library and its actions (see json_types.hpp for the
// encounter's).
#include "json_types.hpp"
#include "library.hpp"
#include "library_actions.hpp"

namespace rk {

NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RosterEntry, name, is_player, level, hp_max, stats, notes)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(LibraryEntry, id, encounter)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(LibrarySettings, light_theme, text_size, last_export_day,
                                                reminder_dismissed_day, keep_screen_on)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Library, encounters, roster, open, next_id, settings)

// ---- the library's actions: {"type": "DeleteEncounter", "id": 2} ----
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(NewEncounter, ruleset, settings)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(AddEncounters, encounters, roster)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(OpenEncounter, id)
inline void to_json(nlohmann::json& j, const CloseEncounter&) { j = nlohmann::json::object(); }
inline void from_json(const nlohmann::json&, CloseEncounter&) {}
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(DeleteEncounter, id)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(KeepEncounter, id, encounter)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(AddToRoster, entry)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RemoveFromRoster, name)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ChangeSettings, settings)

inline void to_json(nlohmann::json& j, const LibraryAction& a) { variant_to_json(j, a); }
inline void from_json(const nlohmann::json& j, LibraryAction& a) { variant_from_json(j, a); }

} // namespace rk
