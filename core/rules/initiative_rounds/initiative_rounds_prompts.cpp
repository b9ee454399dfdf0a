// What text 000 (initiative rounds) asks the table for: declarations, tie rolls, who acts.
#include <algorithm>
#include <limits>

#include "core/combat.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/prompt_collector.hpp"
#include "core/turn_order.hpp"

namespace rk::detail {
namespace {

// Text 000: a mini can act in the current initiative round if it has not acted and its value is
// not lower than the round's.
bool may_join_round(const Encounter& e, const Combatant& c) {
    return !c.acted && round_value(e, c).value_or(std::numeric_limits<int>::min()) >= part<InitiativeRoundsFight>(e).initiative_round && may_act(e, c);
}

std::vector<CombatantId> undeclared_for_round(const Encounter& e) {
    std::vector<CombatantId> ids;
    for (CombatantId id : turn_order(e))
        if (const Combatant& c = *e.find(id); may_join_round(e, c) && !part<InitiativeRoundsPart>(c).declared) ids.push_back(id);
    return ids;
}

std::string round_words(const Encounter& e) {
    if (part<InitiativeRoundsFight>(e).initiative_round == std::numeric_limits<int>::min()) return "The round of those without initiative";
    return "Initiative round " + std::to_string(part<InitiativeRoundsFight>(e).initiative_round);
}

} // namespace

// A mini's initiative value, as schemes/initiative_rounds.cpp reads it: the round's roll or the
// "initiative" stat, with effect modifiers; none at all acts after everyone.
std::optional<int> round_value(const Encounter& e, const Combatant& c) {
    if (!c.initiative && !c.stats.count("initiative")) return std::nullopt;
    return effective_initiative(e, c);
}

// What initiative rounds ask for in their steps (declaring, tie rolls, acting), shared with
// the generic system, which plays the same order.
void initiative_round_prompts(const Encounter& e, Collector& out) {
    if (e.phase != Phase::Running) return;

    switch (e.step) {
    case Step::Declaring: {
        // Text 000: "each participant must declare which mini's will be performing actions".
        const auto ids = undeclared_for_round(e);
        if (!ids.empty()) out.table("Everyone acts", DeclareActors{ids}, round_words(e) + ": declare every mini that can act");
        for (CombatantId id : ids) out.card(id, "Declare", DeclareActors{{id}}, "Acts in " + round_words(e));
        out.table("Done declaring", FinishDeclarations{}, round_words(e) + " starts with those declared");
        break;
    }
    case Step::RollingTies:
        // Text 000: "roll percentile dice for each mini, adding their character levels"; the
        // reducer knows who still owes one (first rolls, then re-rolls while they tie).
        out.table("Roll all ties", RollTie{0, {}}, "d100 + level for every mini that owes one");
        for (const auto& c : e.combatants)
            out.card(c.id, "Roll for the tie", RollTie{c.id, {}}, "d100 + level " + std::to_string(c.level), die(100));
        break;
    case Step::Acting:
        // Text 000: a mini "can decide to wait to peform actions on a later inititiave round";
        // the table may also pick who goes first among equals.
        for (const auto& c : e.combatants) {
            if (!part<InitiativeRoundsPart>(c).declared || c.acted) continue;
            if (e.acting != c.id) out.card(c.id, "Act now", ActNow{c.id}, round_words(e));
            out.card(c.id, "Wait", Hold{c.id}, "Act in a later initiative round");
        }
        break;
    default: break;
    }
}

// The big button in the declaring and tie-roll steps; empty in the others.
std::vector<Prompt> initiative_round_primary(const Encounter& e) {
    switch (e.step) {
    case Step::Declaring: {
        const bool someone_declared = std::any_of(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) {
            return part<InitiativeRoundsPart>(c).declared && may_join_round(e, c);
        });
        std::vector<Prompt> p;
        if (!someone_declared) {
            const auto ids = undeclared_for_round(e);
            if (!ids.empty()) p.push_back(table_prompt("Everyone acts", DeclareActors{ids}, round_words(e)));
        }
        p.push_back(table_prompt("Done declaring", FinishDeclarations{}, round_words(e)));
        return p;
    }
    case Step::RollingTies:
        return {table_prompt("Roll all ties", RollTie{0, {}}, "d100 + level"), table_prompt("Next", NextTurn{})};
    default: break;
    }
    return {};
}

// Text 000's own: the values are on the minis' sheets, so nothing is rolled for the order.
void initiative_rounds_prompts(const Encounter& e, Collector& out) { initiative_round_prompts(e, out); }

std::vector<Prompt> initiative_rounds_primary(const Encounter& e) {
    if (auto p = initiative_round_primary(e); !p.empty()) return p;
    if (e.settings.tie_rule == TieRule::Simultaneous)
        return {table_prompt("Next initiative round", NextTurn{}, round_words(e) + " acts at once")};
    return {table_prompt("Next mini", NextTurn{}, round_words(e))};
}

} // namespace rk::detail
