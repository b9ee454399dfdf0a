#pragma once
// Every saved document carries a schema number. Loading first upgrades an older document,
// step by step, to the current schema; a newer one is refused (the app must be updated).
#include "json_numbers.hpp"
#include <string_view>

#include "types.hpp"

namespace rk {

inline constexpr int kSchemaVersion = 1;

// `what` names the document in messages ("This encounter file", "This library").
// `body_key` is the member that holds the document's content ("encounter", "library").
Result<nlohmann::json> upgrade_document(nlohmann::json doc, std::string_view what, std::string_view body_key);

} // namespace rk
