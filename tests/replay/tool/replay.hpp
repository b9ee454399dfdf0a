#pragma once
// The headless replay of a fight: an encounter, a list of actions (plus Undo and Redo), and
// the state they lead to, as JSON. Everything here is pure; replay_main.cpp does the I/O.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/formats/json_numbers.hpp"

#include "core/model/actions.hpp"
#include "core/model/encounter.hpp"
#include "core/model/history.hpp"

namespace rk::replay {

// {"type":"Undo"} and {"type":"Redo"} in an action list: the app's undo and redo buttons.
struct UndoStep {
    bool operator==(const UndoStep&) const = default;
};
struct RedoStep {
    bool operator==(const RedoStep&) const = default;
};
using ReplayStep = std::variant<Action, UndoStep, RedoStep>;

// "Damage", "Undo", ...
std::string_view step_type(const ReplayStep& step);

// A JSON array of actions, Undo and Redo; a refusal names the item (1-based) that is wrong.
Result<std::vector<ReplayStep>> load_steps(std::string_view json_text);

// Why a replay stopped early.
struct Stop {
    std::size_t index = 0;      // 1-based position in the list
    std::string type;           // "Damage", "Undo", ...
    std::string reason;
    bool broken_invariant = false;   // the core let an action break an invariant: a core bug
    std::string message() const;     // "action 3 (Damage): There is no combatant #42 in this encounter"
};

struct ReplayResult {
    History<Encounter> history;      // the app's own default limit, so undo goes as far as in the app
    std::size_t applied = 0;         // items that went through (changing nothing still counts)
    std::optional<Stop> stop;
};

// Applies the steps in order through rk::History, as the app does; stops at the first refusal.
ReplayResult run(const Encounter& start, const std::vector<ReplayStep>& steps);

// Where the fight stands: round, step, who acts, who is next, the order, holds and effects.
nlohmann::json describe_order(const Encounter& e);

// The tool's whole answer: {"encounter": <saved encounter>, "order": ..., "applied": K}.
// "encounter" holds exactly what save_encounter writes (schema included), so it can be
// saved as a file and replayed further.
nlohmann::json report(const Encounter& e, std::size_t applied);

} // namespace rk::replay
