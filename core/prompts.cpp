// TEMPORARY STUB (not committed): replaced by the prompts branch.
#include "prompts.hpp"
namespace rk {
std::vector<Prompt> prompts(const Encounter& e) {
    std::vector<Prompt> out;
    if (e.phase == Phase::Running && e.step == Step::RollingInitiative) {
        out.push_back({std::nullopt, "Roll for everyone", "", RollInitiative{0, {}}, ""});
        for (auto& c : e.combatants) if (!c.initiative) out.push_back({c.id, "Roll initiative", "", RollInitiative{c.id, {}}, "d10"});
    }
    return out;
}
std::optional<Prompt> primary_prompt(const Encounter& e) {
    if (e.phase == Phase::Setup) return Prompt{std::nullopt, "Start the fight", "", StartEncounter{}, ""};
    if (e.phase == Phase::Running) return Prompt{std::nullopt, "Next turn", "", NextTurn{}, ""};
    return std::nullopt;
}
Action with_entered_faces(Action a, std::vector<int> faces) {
    std::visit([&](auto& x) { if constexpr (requires { x.roll.faces; }) x.roll.faces = faces; }, a);
    return a;
}
}
