#pragma once
// An entry in the order that is not a combatant: a lair acting at initiative count 20 each round,
// reinforcements arriving in round 3, a trap going off in two rounds. When its round (and, where
// the order goes by initiative counts, its count) comes, the table is prompted (reminders.hpp).
#include <optional>
#include <string>

#include "core/model/types.hpp"

namespace rk {

struct Reminder {
    ReminderId id = 0;
    std::string text;               // what comes: "Reinforcements: four goblins at the gate"
    int round = 1;                  // the round it comes in (and each round after it, if every_round)
    std::optional<int> count;       // where the order goes by initiative counts: it comes once the turn passes it
    bool every_round = false;       // a lair: again each round from `round` on
    int done_round = 0;             // every_round: the last round the table dealt with it
    bool operator==(const Reminder&) const = default;
};

// The most reminders an encounter holds, and the latest round one may name.
inline constexpr int kMaxReminders = 50;
inline constexpr int kMaxReminderRound = 9999;

} // namespace rk
