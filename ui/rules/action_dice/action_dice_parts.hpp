#pragma once
// Text 002's screen parts, one file per concept: the dice in hand (dice_in_hand.cpp) and the
// ranks with their wounds (ranks_view.cpp), its forms' starting values (sheet_starts.cpp);
// action_dice_screens.cpp puts them in their places.
#include <string>

#include "ui/app/view_context.hpp"

namespace rk::ui::action_dice {

void dice_in_hand(const ViewContext& ctx, UiState& ui, const Combatant& c, bool in_detail);   // the chips, tapped to choose
void spend_in_detail(const ViewContext& ctx, UiState& ui, const Combatant& c);                // the chosen dice against a cost, Spend
std::string rank_vitals(const Encounter& e, const Combatant& c);                // "P 3 · M 2" on the card
void rank_hits(const ViewContext& ctx, const Combatant& c);                                   // Hit 1, 2, 3, 5 through the ranks
void ranks_and_wounds(const ViewContext& ctx, const Combatant& c);                            // each track's ranks, each wound and Heal
void start_sheet(SheetState& s, const Combatant& c, const UiState& ui);                       // its actions' forms, from its dice and ranks

} // namespace rk::ui::action_dice
