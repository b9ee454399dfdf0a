// Ready-made fights, one per rule system, so a newcomer sees how each plays in seconds. Each
// system keeps its own (RuleSystem::sample_fight): a list of actions, the same JSON the replay
// tool reads, applied like taps would be.
#include "core/rules/rule_system.hpp"
#include "core/formats/serialize.hpp"
#include "views.hpp"

namespace rk::ui::views {

void load_sample_fight(App& app, Ruleset ruleset) {
    auto actions = load_actions(rule_system(ruleset).sample_fight);
    if (!actions) { app.ui_state().message = "The sample fight could not be read: " + actions.reason(); return; }
    // Ids in the lists count from a fresh encounter's first id: anything else gets a new one.
    if (app.encounter().next_id != 1 || !app.encounter().combatants.empty())
        app.new_encounter(ruleset, app.encounter().settings);
    app.dispatch_all(actions.value());   // the whole sample is one undo step
}

} // namespace rk::ui::views
