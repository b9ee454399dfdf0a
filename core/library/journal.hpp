#pragma once
// An encounter's undo history, kept as the intents that made it rather than as copies of the
// encounter: a checkpoint (where it stood before its oldest step) and every step since, each the
// actions one tap dispatched. The reducer is deterministic and the dice live in the state, so
// replaying the steps rebuilds every state; a step is a few bytes where a copy is kilobytes.
#include <cstddef>
#include <cstdint>
#include <deque>
#include <span>
#include <string>
#include <vector>

#include "core/model/actions.hpp"
#include "core/model/history.hpp"

namespace rk {

using Intent = std::vector<Action>;   // what one tap dispatched: all apply or none does

// The history as it is kept between visits.
struct Journal {
    Encounter checkpoint;
    std::vector<Intent> steps;   // oldest first
    std::size_t applied = 0;     // steps [0, applied) are in effect; the rest can be redone
    // How many steps this session has settled: moved out of the undo window into the checkpoint
    // (persistence writes them once, apart, instead of rewriting the checkpoint). A count of
    // this session's, not part of the history's value.
    std::uint64_t settled = 0;
    bool operator==(const Journal& o) const { return checkpoint == o.checkpoint && steps == o.steps && applied == o.applied; }
};

// Undo steps kept per encounter (in memory, across reloads and while another is open). Beyond
// it the checkpoint moves on, a batch at a time: the batch's steps are settled (stored once, on
// their own, until they outweigh the stored checkpoint), never at every action.
inline constexpr std::size_t kJournalSteps = 200;
inline constexpr std::size_t kJournalSlack = 50;

// The open encounter's history in memory: every state (undo is instant) and the intent that
// made each step.
struct EncounterHistory {
    EncounterHistory() { states.limit = static_cast<std::size_t>(-1); }   // trimmed here, a batch at a time
    History<Encounter> states;
    std::deque<Intent> done;     // done[i] led from states.past[i] to the next state
    std::vector<Intent> undone;  // parallel to states.future (its last is redone first)
    std::uint64_t settled = 0;   // steps moved into the checkpoint since this history began

    const Encounter& present() const { return states.present; }
};

EncounterHistory fresh_history(Encounter present);
// Applies the intent as one step (nothing is recorded when nothing changed).
Refusal commit_intent(EncounterHistory& h, std::span<const Action> actions);
Refusal undo(EncounterHistory& h);
Refusal redo(EncounterHistory& h);
// What the last step did and what redo would do, in the log's words ("Goblin 3 takes 5 damage");
// "" when there is nothing to undo (redo).
std::string undo_label(const EncounterHistory& h);
std::string redo_label(const EncounterHistory& h);

Journal journal_of(const EncounterHistory& h);
// Replays every step. Refused when a step no longer applies (the data was changed by hand, or a
// newer version's rules): the caller keeps the encounter without that history.
Result<EncounterHistory> replay(const Journal& j);
// The encounter after `steps`, each applied whole, with no history kept: the settled steps
// stored apart from a checkpoint. Refused when a step no longer applies or changes nothing.
Result<Encounter> settle(Encounter base, std::span<const Intent> steps);

} // namespace rk
