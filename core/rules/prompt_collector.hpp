#pragma once
// What each rule system's prompts are built with (prompts.hpp says what a prompt is).
//
// The reducer has the last word: the Collector offers a prompt only when rk::apply accepts its
// action in this state, so a button never answers with a refusal. Where a system's own
// bookkeeping decides who owes something (text 000's tie rolls), that check picks them out.
#include <optional>
#include <string>
#include <vector>

#include "core/fight/handlers.hpp"
#include "core/fight/prompts.hpp"

namespace rk::detail {

// Gathers the prompts: those for the whole table first, then the combatants' in turn order.
class Collector {
public:
    explicit Collector(const Encounter& e) : e_(e) {}

    void table(std::string text, Action action, std::string why = {}, DiceToEnter dice = {});
    void card(CombatantId id, std::string text, Action action, std::string why = {}, DiceToEnter dice = {});
    std::vector<Prompt> done() &&;

private:
    void add(std::optional<CombatantId> who, std::string text, Action action, std::string why, DiceToEnter dice);

    const Encounter& e_;
    std::vector<Prompt> table_, cards_;
};

// A prompt for the whole table (a candidate for the big button).
Prompt table_prompt(std::string text, Action action, std::string why = {}, DiceToEnter dice = {});

// A d6, 4d6: the dice a prompt asks the table to roll.
DiceToEnter die(int sides);
DiceToEnter dice(int count, int sides);

} // namespace rk::detail
