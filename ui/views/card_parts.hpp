#pragma once
// What a combatant's compact row (combatant_row.cpp) and its expanded card (combatant_card.cpp)
// share: the number the order goes by, the hit points or ranks, the press that opens it, the
// keypad under its hit points, and the dimming of a combatant out of the fight.
#include <string>

#include "ui/app/view_context.hpp"
#include "core/fight/card_state.hpp"
#include "core/model/encounter.hpp"

namespace rk::ui::views::card {

// The number the order goes by: initiative, or (text 002) the dice in hand; "–" for none.
std::string order_number(const Encounter& e, const Combatant& c);
// "18 / 24"; text 002: the current Physical and Mental ranks; empty when neither is kept.
std::string vitals(const Encounter& e, const Combatant& c);
bool down(const Combatant& c);   // at 0 hit points, or its ranks no longer standing
// The heart (a skull when down) and the vitals, inline at the cursor, tagged "vitals-<id>".
void vitals_text(const ViewContext& ctx, const Combatant& c, const std::string& v);

// The hit points left as a bar at `pos` (screen), green to red.
void hp_bar(const HitPoints& hp, ImVec2 pos, float width, float height);

// The press on a card or row just drawn (its last item): a tap selects it (or closes it when
// open), a press held still opens the full list of its actions.
void press(const ViewContext& ctx, UiState& ui, const Combatant& c, bool tapped);
// A tap target over the hit points at `pos` (window coordinates), `size` big: opens the keypad
// for an amount of damage or healing. The cursor is left where it was.
void amount_button(const ViewContext& ctx, UiState& ui, const Combatant& c, ImVec2 pos, ImVec2 size);

// Out of the fight, as the rules read it (core/fight/combat.hpp): the row or card is drawn faded.
// Out of the fight, drawn dimmed; not while the rules still ask something of it (a 001 monster's
// owed save versus death): its buttons are live and must look so.
class Dimmed {
public:
    Dimmed(const ViewContext& ctx, const Combatant& c);
    ~Dimmed();
    Dimmed(const Dimmed&) = delete;
    Dimmed& operator=(const Dimmed&) = delete;
    bool on() const { return on_; }

private:
    bool on_;
};
inline constexpr float kDimmedAlpha = 0.45f;

// After a row or card is drawn (its last item): tags it "row-<id>" (and "dimmed-<id>" when out
// of the fight) for the test hook, and rings it when it is the acting one or the open one.
void finish(const ViewContext& ctx, const Combatant& c, const Dimmed& dimmed, bool ringed);

// What the combatant is under (core's card_chips), drawn as chips (card_chips.cpp), each tagged
// "chip-<id>-<what>". On one line from `at` (screen), in their brief words, as many as `room`
// holds, the rest counted in a "+n" chip; returns the width taken.
float chips_in_line(const ViewContext& ctx, CombatantId id, const std::vector<CardChip>& chips, ImVec2 at, float room);
float chips_width(const std::vector<CardChip>& chips);   // all of them on one line, brief
// All of them at the cursor, wrapping like words.
void chips_wrapped(const ViewContext& ctx, CombatantId id, const std::vector<CardChip>& chips);

// The compact row's height (one tap target): the order knows it without drawing the row.
float row_height();
// The compact row: initiative, name, condition chips and hit points on one tap-sized line;
// lit when acting, ringed when `ringed` (acting, or open in the detail panel beside it).
void combatant_row(const ViewContext& ctx, UiState& ui, const Combatant& c, bool acting, bool ringed);

} // namespace rk::ui::views::card
