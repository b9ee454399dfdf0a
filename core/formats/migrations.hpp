#pragma once
// Every saved document carries a schema number. Loading first upgrades an older document,
// step by step, to the current schema; a newer one is refused (the app must be updated).
#include "core/formats/json_numbers.hpp"
#include <string_view>

#include "core/model/types.hpp"

namespace rk {

inline constexpr int kSchemaVersion = 2;

// Schema 1 to 2 for one encounter (also for share links of version 1): each rule system's
// fields move into the combatant's and the encounter's part.
void upgrade_encounter_v1(nlohmann::json& encounter);

// The upgrade steps from `schema` to the current one, on whatever of the document is there (for
// recovering a damaged document entry by entry; a sound one goes through upgrade_document).
void upgrade_steps(nlohmann::json& doc, int schema);

// `what` names the document in messages ("This encounter file", "This library").
// `body_key` is the member that holds the document's content ("encounter", "library").
Result<nlohmann::json> upgrade_document(nlohmann::json doc, std::string_view what, std::string_view body_key);

} // namespace rk
