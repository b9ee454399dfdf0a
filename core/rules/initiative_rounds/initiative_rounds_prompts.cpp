// What text 000 (initiative rounds) asks the table for: declarations, tie rolls, who acts.
#include <algorithm>
#include <limits>

#include "core/fight/combat.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/prompt_collector.hpp"
#include "core/fight/turn_order.hpp"

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

// Text 000's words: "initiative round" is the text's own term.
constexpr RoundWords kSkirmishWords{.round = "Initiative round",
                                    .without_value = "The round of those without initiative",
                                    .wait = "Wait",
                                    .wait_why = "Act in a later initiative round",
                                    .back_why = "Waiting: it acts now, before the one acting"};

std::string round_words(const Encounter& e, const RoundWords& words) {
    if (part<InitiativeRoundsFight>(e).initiative_round == std::numeric_limits<int>::min()) return std::string(words.without_value);
    return std::string(words.round) + " " + std::to_string(part<InitiativeRoundsFight>(e).initiative_round);
}

} // namespace

const RoundWords kGenericRoundWords{.round = "Initiative",
                                    .without_value = "Those without initiative",
                                    .wait = "Delay",
                                    .wait_why = "Act later: \"Act now\" brings it back",
                                    .back_why = "Delaying: it acts now, before the one acting"};

// A mini's initiative value, as schemes/initiative_rounds.cpp reads it: the round's roll or the
// "initiative" stat, with effect modifiers; none at all acts after everyone.
std::optional<int> round_value(const Encounter& e, const Combatant& c) {
    if (!c.initiative && !c.stats.count("initiative")) return std::nullopt;
    return effective_initiative(e, c);
}

// What initiative rounds ask for in their steps (declaring, tie rolls, acting), shared with
// the generic system, which plays the same order.
void initiative_round_prompts(const Encounter& e, Collector& out, const RoundWords& words) {
    if (e.phase != Phase::Running) return;

    switch (e.step) {
    case Step::Declaring: {
        // Text 000: "each participant must declare which mini's will be performing actions".
        const auto ids = undeclared_for_round(e);
        if (!ids.empty()) out.table("Everyone acts", DeclareActors{ids}, round_words(e, words) + ": declare every mini that can act");
        for (CombatantId id : ids) out.card(id, "Declare", DeclareActors{{id}}, "Acts in " + round_words(e, words));
        out.table("Done declaring", FinishDeclarations{}, round_words(e, words) + " starts with those declared");
        break;
    }
    case Step::RollingTies:
        // Text 000: "roll percentile dice for each mini, adding their character levels"; the
        // reducer knows who still owes one (first rolls, then re-rolls while they tie).
        out.table("Roll all ties", RollTie{0, {}}, "d100 + level for every mini that owes one");
        for (const auto& c : e.combatants)
            out.card(c.id, "Roll for the tie", RollTie{c.id, {}}, "d100 + level " + std::to_string(c.level), die(100));
        break;
    case Step::Acting: {
        // The table picks who goes first among equals: one choice per tie, said once for the
        // table ("Tied at 13"), not a button on every tied card. A mini that waited with a higher
        // value may step in: that one is its own card's.
        const int now = part<InitiativeRoundsFight>(e).initiative_round;
        const std::string tied = "Tied: " + round_words(e, words) + ", the table picks who goes first";
        // One that came back in from a higher value ties with nobody: those of this value wait.
        const Combatant* acting = e.acting ? e.find(*e.acting) : nullptr;
        const bool acting_tied = !acting || round_value(e, *acting).value_or(std::numeric_limits<int>::min()) == now;
        for (const auto& c : e.combatants) {
            if (c.acted || e.acting == c.id) continue;
            // Without declarations one delaying comes back in when the table says (the reducer
            // refuses it with declarations on: it is declared in a later initiative round).
            if (c.holding && !part<InitiativeRoundsPart>(c).declared) out.card(c.id, "Act now", ActNow{c.id}, std::string(words.back_why));
            if (!part<InitiativeRoundsPart>(c).declared) continue;
            if (round_value(e, c).value_or(std::numeric_limits<int>::min()) == now) {
                if (acting_tied) out.table(c.name + " goes first", ActNow{c.id}, tied);
            }
            else out.card(c.id, "Act now", ActNow{c.id}, "It waited: " + round_words(e, words) + " is on");
        }
        // Text 000: a mini "can decide to wait to peform actions on a later inititiave round":
        // asked when its turn comes, on its card alone.
        if (e.acting) out.card(*e.acting, std::string(words.wait), Hold{*e.acting}, std::string(words.wait_why));
        break;
    }
    default: break;
    }
}

// The big button in the declaring and tie-roll steps; empty in the others.
std::vector<Prompt> initiative_round_primary(const Encounter& e, const RoundWords& words) {
    switch (e.step) {
    case Step::Declaring: {
        const bool someone_declared = std::any_of(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) {
            return part<InitiativeRoundsPart>(c).declared && may_join_round(e, c);
        });
        std::vector<Prompt> p;
        if (!someone_declared) {
            const auto ids = undeclared_for_round(e);
            if (!ids.empty()) p.push_back(table_prompt("Everyone acts", DeclareActors{ids}, round_words(e, words)));
        }
        p.push_back(table_prompt("Done declaring", FinishDeclarations{}, round_words(e, words)));
        return p;
    }
    case Step::RollingTies:
        return {table_prompt("Roll all ties", RollTie{0, {}}, "d100 + level"), table_prompt("Next", NextTurn{})};
    default: break;
    }
    return {};
}

// Text 000's own: the values are on the minis' sheets, so nothing is rolled for the order.
void initiative_rounds_prompts(const Encounter& e, Collector& out) { initiative_round_prompts(e, out, kSkirmishWords); }

std::vector<Prompt> initiative_rounds_primary(const Encounter& e) {
    if (auto p = initiative_round_primary(e, kSkirmishWords); !p.empty()) return p;
    if (e.settings.tie_rule == TieRule::Simultaneous)
        return {table_prompt("Next initiative round", NextTurn{}, round_words(e, kSkirmishWords) + " acts at once")};
    return {table_prompt("Next mini", NextTurn{}, round_words(e, kSkirmishWords))};
}

} // namespace rk::detail
