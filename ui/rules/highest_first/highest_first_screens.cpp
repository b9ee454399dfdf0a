// The generic system (highest first): where its own parts go on the shared screens.
#include "ui/rules/highest_first/highest_first_screens.hpp"

#include "ui/views/views.hpp"

namespace rk::ui {

namespace {

// Its order is this round's initiative: quick add asks it (a rolled d20, "roll" until set)
// after the hit points, so a combatant joins the order where the table rolled it.
QuickAddAsked hit_points_and_initiative(const ViewContext& ctx, QuickAddForm& f) {
    views::quick_add_hit_points(ctx, f);
    views::quick_add_initiative(ctx, f);
    return {.initiative = true};
}

} // namespace

const SystemScreens& highest_first_screens() {
    static const SystemScreens kScreens{.key = "highest_first", .quick_add_fields = hit_points_and_initiative};
    return kScreens;
}

} // namespace rk::ui
