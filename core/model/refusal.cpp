#include "core/model/refusal.hpp"

#include <cctype>
#include <iterator>
#include <ostream>

namespace rk {

std::string why_name(Why why) {
    static constexpr std::string_view kNames[] = {
#define RK_WHY_NAME(code) #code,
        RK_REFUSAL_CODES(RK_WHY_NAME)
#undef RK_WHY_NAME
    };
    const auto index = static_cast<std::size_t>(why);
    if (index >= std::size(kNames)) return "unknown";
    // PascalCase to snake_case: NotStarted -> not_started.
    std::string name;
    for (char ch : kNames[index]) {
        const auto u = static_cast<unsigned char>(ch);
        if (std::isupper(u) && !name.empty()) name += '_';
        name += static_cast<char>(std::tolower(u));
    }
    return name;
}

std::ostream& operator<<(std::ostream& out, Why why) { return out << why_name(why); }

std::ostream& operator<<(std::ostream& out, const Refusal& r) {
    if (!r) return out << "not refused";
    return out << r->why << ": " << r->text;
}

} // namespace rk
