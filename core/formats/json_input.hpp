#pragma once
// Outside input (a file to import, the browser's storage, an action list) read as a JSON tree:
// its size, its nesting and its numbers are checked before anything reads it, so no input can
// exhaust the stack (a parsed tree is copied and freed recursively) or reach an undefined cast.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/formats/json_numbers.hpp"
#include "core/model/types.hpp"

namespace rk {

// The largest file the app imports (an export of the whole library must fit).
inline constexpr std::size_t kMaxFileBytes = 20 * 1024 * 1024;
// The largest value read from the browser's storage (its whole quota is 5 to 10 MB).
inline constexpr std::size_t kMaxStoredBytes = 64 * 1024 * 1024;
// The longest text any field of the model keeps (notes; names keep 64 bytes, validate.hpp).
inline constexpr std::size_t kMaxTextBytes = 4000;
// The model nests about ten levels deep (library, encounters, combatants, plans, actions...).
inline constexpr int kMaxJsonDepth = 64;

// How deeply `text` nests arrays and objects (a scan that needs no stack), or -1 when it is
// deeper than `limit`.
int json_depth(std::string_view text, int limit);

// Parses `text` (at most `max_bytes`), refuses nesting deeper than kMaxJsonDepth, then makes
// its numbers whole (make_numbers_whole, json_types.hpp) unless `whole_numbers` is
// false (recovery checks them part by part). `what` names the input in the refusal ("This
// encounter file"). Never throws.
Result<nlohmann::json> parse_json_input(std::string_view text, std::string_view what,
                                        std::size_t max_bytes = kMaxFileBytes, bool whole_numbers = true);

} // namespace rk
