// What text 001 (the countdown) asks the table for: surprise, declarations, initiative, held actions.
#include <algorithm>

#include "core/fight/effects.hpp"
#include "core/rules/alternating_factions/factions.hpp"
#include "core/rules/countdown/countdown.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/prompt_collector.hpp"

namespace rk::detail {
namespace {

// Text 001: the d6, modified by WIS or keen or dull senses: the "surprise_modifier" stat.
DiceFormula surprise_die(const Combatant& c) { return {1, 6, std::clamp(c.stat("surprise_modifier"), -5, 5)}; }

// Text 001: a flesh wound's "-2 penalty on attacks and saves", as the save is rolled: " -2".
std::string save_penalty(const Encounter& e, const Combatant& c) {
    const int save = effect_modifier(e, c.id, "save");
    return save == 0 ? std::string() : (save > 0 ? " +" : " ") + std::to_string(save);
}

// Text 001: monsters at 0 to -10 hit points owe a save versus death, whatever the step.
std::vector<Prompt> death_saves(const Encounter& e) {
    std::vector<Prompt> owed;
    for (const auto& c : e.combatants)
        if (!c.is_player && monster_fate(c) == MonsterFate::SaveDue)
            owed.push_back({c.id, "Save versus death", "d20" + save_penalty(e, c) + ", " + std::to_string(death_save_target(c)) + " or more; a 1 kills",
                            SaveVersusDeath{c.id, {}}, die(20)});
    return owed;
}

} // namespace

void countdown_prompts(const Encounter& e, Collector& out) {
    for (const Prompt& p : death_saves(e)) out.card(*p.who, p.text, p.action, p.why, p.dice);
    switch (e.step) {
    case Step::Surprise:
        // Text 001: a surprise die for whoever may be caught unaware, before the first segment.
        if (part<CountdownFight>(e).count == 0)
            for (const auto& c : e.combatants)
                if (!part<CountdownPart>(c).surprise_roll)
                    out.card(c.id, "Roll surprise", RollSurprise{c.id, surprise_die(c).to_string(), {}},
                             "1 or 2: surprised for that many segments; a 1 always", die(6));
        break;
    case Step::Declaring:
        // Spells and charges are the table's own words (DeclareAction): only the end is a button.
        out.table("Done declaring", FinishDeclarations{}, "Spells and charges are declared: roll initiative");
        break;
    case Step::RollingInitiative:
        if (e.settings.side_initiative) {
            for (SideId s : factions_in_fight(e))
                out.table("Roll for " + side_name(e, s), RollSideInitiative{s, {}}, "One d10 for the whole side", die(10));
            break;
        }
        {
            int missing = 0;
            for (const auto& c : e.combatants) {
                if (!countdown_owes_initiative(e, c)) continue;
                ++missing;
                const DiceFormula f = countdown_initiative_die(e, c);
                std::string why = e.settings.dex_initiative_die ? "The DEX die (DEX " + std::to_string(c.stat("dex", 10)) + ")"
                                                                : "Acts on that count";
                // "One roll is made for each attack": the card asks for each in turn.
                std::string text = "Roll initiative";
                if (const int attacks = countdown_attacks(e, c); attacks > 1) {
                    const std::string which = std::to_string(c.initiative ? part<CountdownPart>(c).attack_rolls.size() + 2 : 1);
                    text = "Roll for attack " + which;
                    why = "Attack " + which + " of " + std::to_string(attacks) + ": " + why;
                }
                out.card(c.id, text, RollInitiative{c.id, {}}, why, die(f.sides));
            }
            if (missing > 1) out.table("Roll for everyone", RollInitiative{0, {}}, "Initiative for everyone who has none");
        }
        break;
    case Step::Acting:
        if (e.acting) out.card(*e.acting, "Hold", Hold{*e.acting}, "Act after count 1, with the other held actions");
        break;
    case Step::Held:
        // Held actions go off together: the table picks which to resolve next.
        for (const auto& c : e.combatants)
            if (c.holding && !c.acted && e.acting != c.id) out.card(c.id, "Act now", ActNow{c.id}, "Held action");
        break;
    default: break;
    }
}

namespace {

std::vector<Prompt> primary_for_step(const Encounter& e) {
    switch (e.step) {
    case Step::Surprise:
        if (part<CountdownFight>(e).count == 0) {
            const bool surprised = std::any_of(e.combatants.begin(), e.combatants.end(),
                                               [](const Combatant& c) { return part<CountdownPart>(c).surprised_segments > 0; });
            // The button says where it goes: "1. Determine surprise", then "2. Declare Spells".
            if (surprised) return {table_prompt("Start the surprise segments", NextTurn{}, "Those surprised can be attacked freely")};
            return {table_prompt("Nobody surprised: declare spells", NextTurn{}, "Then initiative")};
        }
        return {table_prompt("End turn", NextTurn{}, "Surprise segment " + std::to_string(part<CountdownFight>(e).count))};
    case Step::Declaring: return {table_prompt("Done declaring", FinishDeclarations{})};
    case Step::RollingInitiative: {
        std::vector<Prompt> p;
        if (e.settings.side_initiative) {
            for (SideId s : factions_in_fight(e))
                p.push_back(table_prompt("Roll for " + side_name(e, s), RollSideInitiative{s, {}}, "One d10 for the side", die(10)));
        } else {
            p.push_back(table_prompt("Roll for everyone", RollInitiative{0, {}}, "Initiative for everyone who has none"));
        }
        p.push_back(table_prompt("Start the countdown", NextTurn{}));
        return p;
    }
    case Step::Acting: return {table_prompt("End turn", NextTurn{}, "Count " + std::to_string(part<CountdownFight>(e).count))};
    case Step::Held: return {table_prompt("End turn", NextTurn{}, "Held actions")};
    default: return {};
    }
}

} // namespace

std::vector<Prompt> countdown_primary(const Encounter& e) {
    // An owed save versus death comes first: the monster's lot decides whether it fights on.
    std::vector<Prompt> candidates = death_saves(e);
    for (Prompt& p : primary_for_step(e)) candidates.push_back(std::move(p));
    return candidates;
}

} // namespace rk::detail
