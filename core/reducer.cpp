#include "reducer.hpp"

#include "handlers.hpp"

namespace rk {

Result<Encounter> apply(const Encounter& state, const Action& action) {
    Encounter next = state;
    Refusal refusal = std::visit([&](const auto& a) { return detail::handle(next, a); }, action);
    if (refusal) return Result<Encounter>::refused(std::move(*refusal));
    return Result<Encounter>::ok(std::move(next));
}

std::string_view action_type(const Action& a) {
    return std::visit([](const auto& x) { return std::decay_t<decltype(x)>::kType; }, a);
}

namespace detail {

void log(Encounter& e, std::string text) { e.log.push_back({e.round, std::move(text)}); }

std::string unknown_combatant(CombatantId id) {
    return "There is no combatant #" + std::to_string(id) + " in this encounter";
}

} // namespace detail
} // namespace rk
