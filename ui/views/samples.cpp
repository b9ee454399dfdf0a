// Ready-made fights, one per rule system, so a newcomer sees how each plays in seconds. Each
// system keeps its own (RuleSystem::sample_fight): a list of actions, the same JSON the replay
// tool reads, applied like taps would be.
#include "core/rules/rule_system.hpp"
#include "core/formats/serialize.hpp"
#include "views.hpp"

namespace rk::ui::views {

void load_sample_fight(const ViewContext& ctx, Ruleset ruleset) {
    auto actions = load_actions(rule_system(ruleset).sample_fight);
    if (!actions) { ctx.ui.message = "The sample fight could not be read: " + actions.reason(); return; }
    // Ids in the lists count from a fresh encounter's first id: anything else gets a new one.
    if (ctx.encounter().next_id != 1 || !ctx.encounter().combatants.empty())
        ctx.session.new_encounter(ruleset, ctx.encounter().settings);
    ctx.session.dispatch_all(actions.value());   // the whole sample is one undo step
}

} // namespace rk::ui::views
