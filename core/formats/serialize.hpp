#pragma once
// Saved encounters and action lists as JSON text. Every document carries a schema number;
// parsing never throws: malformed, foreign or invalid input comes back as a clear refusal.
#include <string>
#include <string_view>
#include <vector>

#include "core/model/actions.hpp"
#include "core/model/encounter.hpp"
#include "core/formats/migrations.hpp"

namespace rk {


std::string save_encounter(const Encounter& e);                 // {"schema":1,"encounter":{...}}
Result<Encounter> load_encounter(std::string_view json_text);

std::string save_action(const Action& a);                       // {"type":"Damage","id":3,"amount":5}
Result<Action> load_action(std::string_view json_text);
Result<std::vector<Action>> load_actions(std::string_view json_text);   // a JSON array of actions

} // namespace rk
