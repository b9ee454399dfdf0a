#include "core/fight/reducer.hpp"

#include "core/fight/fight_summary.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/rule_system.hpp"

namespace rk {

Result<Encounter> apply(const Encounter& state, const Action& action) {
    Encounter next = state;
    Refusal refusal = apply_in_place(next, action);
    if (refusal) return Result<Encounter>::refused(*refusal);
    return Result<Encounter>::ok(std::move(next));
}

Refusal apply_in_place(Encounter& state, const Action& action) {
    const HealthBefore before = health_before(state, action);   // the summary's harm (fight_summary.hpp)
    if (Refusal refused = std::visit([&](const auto& a) { return detail::handle(state, a); }, action)) return refused;
    // A system's own actions change its own part of the state; no other system takes them.
    // (Handlers say why first, in their words; this catches any that would not. The caller
    // drops `state` after a refusal.)
    if (const RuleSystem& system = rule_system(state); !plays(system, action_type(action)))
        return Reason{Why::NotInThisRuleset, std::string(action_type(action)) + " is not part of " + std::string(system.name)};
    note_harm(state, before);
    return std::nullopt;
}

Refusal commit(History<Encounter>& h, const Action& action, Result<Encounter> (*reduce)(const Encounter&, const Action&)) {
    if (reduce == &apply) return commit_in_place(h, action, apply_in_place);
    return commit<Encounter, Action>(h, action, reduce);
}

Refusal commit_all(History<Encounter>& h, std::span<const Action> actions) {
    return commit_in_place(h, actions, [](Encounter& e, std::span<const Action> list) -> Refusal {
        for (const Action& a : list)
            if (Refusal refused = apply_in_place(e, a)) return refused;
        return std::nullopt;
    });
}

std::string_view action_type(const Action& a) {
    return std::visit([](const auto& x) { return std::decay_t<decltype(x)>::kType; }, a);
}

namespace detail {

void log(Encounter& e, std::string text) { e.log.push_back({e.round, std::move(text)}); }

Reason unknown_combatant(CombatantId id) {
    return {Why::NoSuchCombatant, "There is no combatant #" + std::to_string(id) + " in this encounter"};
}

} // namespace detail
} // namespace rk
