#pragma once
// nlohmann-json conversions for the library and its actions (see json_types.hpp for the
// encounter's).
#include <stdexcept>

#include "core/formats/json_types.hpp"
#include "core/library/library.hpp"
#include "core/library/library_actions.hpp"

namespace rk {

RK_JSON_FIELDS(RosterEntry, name, is_player, level, hp_max, stats, notes, standing, standing_rules)
RK_JSON_FIELDS(Party, name, members)
RK_JSON_FIELDS(EntrySummary, name, ruleset, phase, round, combatants, names)
// An entry in a file always has its contents: one not read from storage is never written
// (whoever writes the whole library reads every encounter first, Store::load_all).
inline void to_json(nlohmann::json& j, const LibraryEntry& value) {
    if (!value.encounter) throw std::logic_error("an encounter not read from storage cannot be written");
    j = nlohmann::json{{"id", value.id}, {"encounter", *value.encounter}};
}
inline void from_json(const nlohmann::json& j, LibraryEntry& value) {
    ::rk::json_fields::require_object(j);
    ::rk::json_fields::read(j, "id", value.id);
    Encounter e;
    ::rk::json_fields::read(j, "encounter", e);
    value.encounter = std::move(e);
}
RK_JSON_FIELDS(LibrarySettings, theme_follows_device, light_theme, text_size, last_export_day,
               reminder_dismissed_day, keep_screen_on)
RK_JSON_FIELDS(Library, encounters, roster, parties, open, next_id, settings)
// A document's "library": one written before parties were gets its first party (upgrade_parties).
Library library_from_json(const nlohmann::json& body);

// ---- the library's actions: {"type": "DeleteEncounter", "id": 2} ----
RK_JSON_FIELDS(NewEncounter, ruleset, settings)
RK_JSON_FIELDS(AddEncounters, encounters, roster, parties, party_answers, member_answers)
RK_JSON_FIELDS(OpenEncounter, id)
inline void to_json(nlohmann::json& j, const CloseEncounter&) { j = nlohmann::json::object(); }
inline void from_json(const nlohmann::json&, CloseEncounter&) {}
RK_JSON_FIELDS(DeleteEncounter, id)
RK_JSON_FIELDS(KeepEncounter, id, encounter)
RK_JSON_FIELDS(AddToRoster, entry, party)
RK_JSON_FIELDS(RemoveFromRoster, name)
RK_JSON_FIELDS(KeepPartyState, id, foes, even_if_elsewhere)
RK_JSON_FIELDS(Recover, names, how, amount, effect)
RK_JSON_FIELDS(EditMember, name, sheet)
RK_JSON_FIELDS(AddParty, name)
RK_JSON_FIELDS(RenameParty, name, to)
RK_JSON_FIELDS(RemoveParty, name)
RK_JSON_FIELDS(SetInParty, party, member, in)
RK_JSON_FIELDS(ChangeSettings, settings)

inline void to_json(nlohmann::json& j, const LibraryAction& a) { variant_to_json(j, a); }
inline void from_json(const nlohmann::json& j, LibraryAction& a) { variant_from_json(j, a); }

} // namespace rk
