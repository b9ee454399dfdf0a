// Rolls owed under text 002's ranks (bleeders, BODY and Will checks, injuries, fear). Ranks
// live on the combatant and work under any rule system (docs/rules-notes.md), so prompts.cpp
// asks for these in every system.
#include <set>
#include <utility>

#include "core/rules/action_dice/ranks.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/prompt_collector.hpp"

namespace rk::detail {
void owed_rolls_prompts(const Encounter& e, Collector& out) {
    std::set<std::pair<CombatantId, DueKind>> once;   // a check or an injury: the oldest is rolled first
    std::set<WoundId> bleeders;
    for (const DueRoll& d : rolls_due(e)) {
        const Combatant& c = *e.find(d.id);
        std::string why = d.what;
        if (why.rfind(c.name + ": ", 0) == 0) why.erase(0, c.name.size() + 2);   // shown on its own card
        switch (d.kind) {
        case DueKind::Bleeder:
            // Text 002: "The target must make a BODY roll at the start of each Round or suffer an extra Physical Rank loss."
            if (bleeders.insert(d.wound).second)
                out.card(d.id, "Roll for the bleeder", RollBleeder{d.id, d.wound, {}}, why, dice(d.dice, 6));
            break;
        case DueKind::Check:
            // The oldest check goes first (RollCheck): a Will roll against falling unconscious, else BODY.
            if (once.insert({d.id, d.kind}).second) {
                const bool will = c.ranks->checks.front().kind == CheckKind::Unconscious;
                out.card(d.id, will ? "Roll Will" : "Roll BODY", RollCheck{d.id, {}}, why, dice(d.dice, 6));
            }
            break;
        case DueKind::InjuryLocation:
        case DueKind::InjuryEffect:
            if (!once.insert({d.id, DueKind::InjuryLocation}).second) break;
            if (d.kind == DueKind::InjuryLocation) out.card(d.id, "Roll the injury", RollInjury{d.id, {}}, why, dice(4, 6));
            else out.card(d.id, "Roll the injury's effect", RollInjuryEffect{d.id, {}, std::nullopt}, why, die(6));
            break;
        case DueKind::Fear:
            out.card(d.id, "Roll against fear", RollFear{d.id, {}, false}, why, dice(d.dice, 6));
            break;
        }
    }
}

} // namespace rk::detail
