#include "core/library/journal.hpp"

#include "core/fight/reducer.hpp"

namespace rk {

namespace {

// Beyond kJournalSteps + kJournalSlack steps, the oldest go at once (down to kJournalSteps).
void trim(EncounterHistory& h) {
    if (h.states.past.size() <= kJournalSteps + kJournalSlack) return;
    while (h.states.past.size() > kJournalSteps) {
        h.states.past.pop_front();
        h.done.pop_front();
        ++h.settled;
    }
}

// The log entries a step added, newest last, joined ("Goblin 3 takes 5 damage").
std::string added_entries(const Encounter& before, const Encounter& after) {
    if (after.log.size() <= before.log.size()) return "";
    std::string out;
    for (const LogEntry& e : after.log.latest(after.log.size() - before.log.size())) out = e.text + (out.empty() ? "" : "; " + out);
    return out;
}

// "RenameCombatant" -> "rename combatant": the words of a step that wrote nothing in the log.
std::string type_words(const Intent& intent) {
    if (intent.empty()) return "";
    std::string out;
    for (char c : action_type(intent.front())) {
        if (c >= 'A' && c <= 'Z') {
            if (!out.empty()) out += ' ';
            out += static_cast<char>(c - 'A' + 'a');
        } else {
            out += c;
        }
    }
    if (!out.empty()) out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out;
}

std::string step_words(const Encounter& before, const Encounter& after, const Intent& intent) {
    std::string logged = added_entries(before, after);
    return logged.empty() ? type_words(intent) : logged;
}

} // namespace

EncounterHistory fresh_history(Encounter present) {
    EncounterHistory h;
    h.states.present = std::move(present);
    return h;
}

Refusal commit_intent(EncounterHistory& h, std::span<const Action> actions) {
    const std::uint64_t before = h.states.recorded;
    if (Refusal refused = commit_all(h.states, actions)) return refused;
    if (h.states.recorded == before) return std::nullopt;   // nothing changed: no step
    h.done.emplace_back(actions.begin(), actions.end());
    h.undone.clear();
    trim(h);
    return std::nullopt;
}

Refusal undo(EncounterHistory& h) {
    if (Refusal r = rk::undo(h.states)) return r;
    h.undone.push_back(std::move(h.done.back()));
    h.done.pop_back();
    return std::nullopt;
}

Refusal redo(EncounterHistory& h) {
    if (Refusal r = rk::redo(h.states)) return r;
    h.done.push_back(std::move(h.undone.back()));
    h.undone.pop_back();
    return std::nullopt;
}

std::string undo_label(const EncounterHistory& h) {
    if (h.done.empty()) return "";
    return step_words(h.states.past.back(), h.states.present, h.done.back());
}

std::string redo_label(const EncounterHistory& h) {
    if (h.undone.empty()) return "";
    return step_words(h.states.present, h.states.future.back(), h.undone.back());
}

Journal journal_of(const EncounterHistory& h) {
    Journal j;
    j.checkpoint = h.states.past.empty() ? h.states.present : h.states.past.front();
    j.steps.assign(h.done.begin(), h.done.end());
    j.applied = j.steps.size();
    j.steps.insert(j.steps.end(), h.undone.rbegin(), h.undone.rend());
    j.settled = h.settled;
    return j;
}

Result<EncounterHistory> replay(const Journal& j) {
    using R = Result<EncounterHistory>;
    if (j.applied > j.steps.size()) return R::refused(Why::Inconsistent, "The undo history is inconsistent");
    EncounterHistory h = fresh_history(j.checkpoint);
    for (const Intent& step : j.steps) {
        const std::uint64_t before = h.states.recorded;
        if (Refusal refused = commit_all(h.states, step))
            return R::refused(Why::Inconsistent, "A step of the undo history no longer applies: " + refused->text);
        if (h.states.recorded == before) return R::refused(Why::Inconsistent, "A step of the undo history changes nothing");
        h.done.push_back(step);
    }
    for (std::size_t i = j.applied; i < j.steps.size(); ++i) undo(h);
    h.settled = j.settled;
    return R::ok(std::move(h));
}

Result<Encounter> settle(Encounter base, std::span<const Intent> steps) {
    using R = Result<Encounter>;
    History<Encounter> h;
    h.present = std::move(base);
    h.limit = 0;   // only the present is wanted
    for (const Intent& step : steps) {
        const std::uint64_t before = h.recorded;
        if (Refusal refused = commit_all(h, step))
            return R::refused(Why::Inconsistent, "A settled step no longer applies: " + refused->text);
        if (h.recorded == before) return R::refused(Why::Inconsistent, "A settled step changes nothing");
    }
    return R::ok(std::move(h.present));
}

} // namespace rk
