#include "core/model/types.hpp"

namespace rk {

bool operator==(Ruleset a, Ruleset b) { return a.key() == b.key(); }

} // namespace rk
