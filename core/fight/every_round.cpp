#include "core/fight/every_round.hpp"

#include "core/fight/reducer.hpp"
#include "core/rules/rule_system.hpp"

namespace rk {

namespace {

// A form starts without what only the table knows (the spell's name): the reducer's refusal of
// that field alone means "fill it in", not "not now".
bool open_now(const Encounter& e, const Action& start) {
    const auto result = apply(e, start);
    if (result) return true;
    const Why why = result.why();
    return why == Why::BadDeclaration || why == Why::BadSpell;
}

} // namespace

std::vector<Prompt> every_round_offers(const Encounter& e) {
    std::vector<Prompt> out;
    const RuleSystem& system = rule_system(e);
    if (!system.every_round) return out;
    for (const Combatant& c : e.combatants)
        for (Action& start : system.every_round(e, c))
            if (open_now(e, start)) {
                Prompt p{.who = c.id, .text = {}, .why = {}, .action = std::move(start), .dice = {}};
                p.form = true;   // the interface titles it as its full list names the action
                out.push_back(std::move(p));
            }
    return out;
}

} // namespace rk
