// What the generic highest-first system asks for: a d20 + modifier for whoever has no
// initiative, then the same steps as initiative rounds.
#include <cstdlib>

#include "core/fight/combat.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/prompt_collector.hpp"

namespace rk::detail {
void highest_first_prompts(const Encounter& e, Collector& out) {
    int missing = 0;
    for (const auto& c : e.combatants) {
        if (round_value(e, c) || !in_the_fight(e, c)) continue;
        ++missing;
        const int mod = c.stat("initiative_modifier");
        // Initiative here is a total, d20 + modifier: the keypad takes the total the player says
        // (docs/rules-notes.md), or the die's face with the modifier added.
        DiceToEnter d20 = die(20);
        d20.or_total = true;
        out.card(c.id, "Roll initiative", RollInitiative{c.id, {}},
                 mod ? "d20 " + std::string(mod > 0 ? "+ " : "- ") + std::to_string(std::abs(mod)) : "d20", d20);
    }
    if (missing > 1) out.table("Roll for everyone", RollInitiative{0, {}}, "Initiative for everyone who has none");
    initiative_round_prompts(e, out, kGenericRoundWords);
}

std::vector<Prompt> highest_first_primary(const Encounter& e) {
    if (auto p = initiative_round_primary(e, kGenericRoundWords); !p.empty()) return p;
    return {table_prompt("Next turn", NextTurn{})};
}

} // namespace rk::detail
