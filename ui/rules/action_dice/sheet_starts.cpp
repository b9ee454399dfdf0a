// Rules text 002 (action dice): its actions' forms start from what the combatant has.
#include <algorithm>

#include <nlohmann/json.hpp>

#include "core/rules/action_dice/action_dice_state.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "core/rules/system_parts.hpp"
#include "ui/rules/action_dice/action_dice_parts.hpp"

namespace rk::ui::action_dice {

// The die a Dodge or Block spends is one of its hand (the one tapped, else its highest); the
// dice a tactic, a group attack or fleeing pays with are those chosen on the card, else its
// highest; a hit on a rank is taken as the State only when its ranks allow one.
void start_sheet(SheetState& s, const Combatant& c, const UiState& ui) {
    const auto* dice = find_part<ActionDicePart>(c);
    const bool holds_dice = dice && !dice->hand.empty();
    if (s.type == StartDefence::kType && holds_dice) {
        const auto& hand = dice->hand;
        int die = *std::max_element(hand.begin(), hand.end());
        if (ui.chosen_dice_owner == c.id && ui.chosen_dice.size() == 1 && ui.chosen_dice[0] >= 0 &&
            ui.chosen_dice[0] < static_cast<int>(hand.size()))
            die = hand[static_cast<std::size_t>(ui.chosen_dice[0])];
        s.values["die"] = die;
    } else if ((s.type == UseTactic::kType || s.type == GroupAttack::kType || s.type == Flee::kType) && holds_dice) {
        nlohmann::json faces = nlohmann::json::array();
        if (ui.chosen_dice_owner == c.id)
            for (int i : ui.chosen_dice)
                if (i >= 0 && i < static_cast<int>(dice->hand.size())) faces.push_back(dice->hand[static_cast<std::size_t>(i)]);
        if (faces.empty()) faces.push_back(*std::max_element(dice->hand.begin(), dice->hand.end()));
        s.values["dice"] = faces;
    } else if (s.type == ApplyDamage::kType && c.ranks) {
        s.values["take_state"] = state_allowed(*c.ranks, DamageTrack::Physical).has_value();
    }
}

} // namespace rk::ui::action_dice
