#pragma once
// When a reminder (core/model/reminder.hpp) comes, and how the table is told of it.
#include <string>

#include "core/model/encounter.hpp"

namespace rk {

// Its round has come (and its count, where it names one), and the table has not dealt with it
// this round.
bool reminder_due(const Encounter& e, const Reminder& r);
// Where the order goes by counts (the system's goes_before_count) and the reminder names one:
// whether this combatant's turn comes before it, so the list shows the reminder after it.
bool placed_by_count(const Encounter& e, const Reminder& r);
bool goes_before(const Encounter& e, const Combatant& c, const Reminder& r);
// When it comes, as the game master set it: "round 3", "every round from round 2, at count 20"
// ("Round 3" to start a line).
std::string reminder_when(const Reminder& r, bool capital = false);

namespace detail {
class Collector;
// A "Done" for each reminder that has come (the Collector offers it only when due).
void reminder_prompts(const Encounter& e, Collector& out);
} // namespace detail

} // namespace rk
