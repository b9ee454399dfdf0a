// Rules text 002 (action dice): where its own parts go on the shared screens.
#include "ui/rules/action_dice/action_dice_screens.hpp"

#include "ui/rules/action_dice/action_dice_parts.hpp"

namespace rk::ui {

namespace {

void spend_then_ranks(const ViewContext& ctx, UiState& ui, const Combatant& c) {
    action_dice::spend_in_detail(ctx, ui, c);
    action_dice::ranks_and_wounds(ctx, c);
}

// Its ranks are its stats (Physical, Mental): quick add asks no hit points.
QuickAddAsked no_hit_points(const ViewContext&, QuickAddForm&) { return {}; }

} // namespace

const SystemScreens& action_dice_screens() {
    static const SystemScreens kScreens{.key = "action_dice",
                                        .combatant_controls = action_dice::dice_in_hand,
                                        .detail_actions = spend_then_ranks,
                                        .vitals = action_dice::rank_vitals,
                                        .health_controls = action_dice::rank_hits,
                                        .quick_add_fields = no_hit_points,
                                        .sheet_starts = action_dice::start_sheet};
    return kScreens;
}

} // namespace rk::ui
