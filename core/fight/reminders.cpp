// Reminders: entries in the order that are not combatants (core/model/reminder.hpp). Their text is the
// game master's (a lair's plan, reinforcements on the way): it is never logged, since the log can
// be shown to players, and the players' view leaves reminders out (share_codec.cpp).
#include "core/fight/reminders.hpp"

#include <algorithm>

#include "core/fight/combat.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/prompt_collector.hpp"
#include "core/rules/rule_system.hpp"
#include "core/fight/validate.hpp"

namespace rk {

namespace {

// A count has come once the one acting goes after it, or once no one in the fight is left to act
// this round.
bool count_passed(const Encounter& e, const Reminder& r) {
    if (const Combatant* acting = e.acting ? e.find(*e.acting) : nullptr) return !goes_before(e, *acting, r);
    return std::none_of(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) { return in_the_fight(e, c) && !c.acted; });
}

} // namespace

bool placed_by_count(const Encounter& e, const Reminder& r) { return r.count && rule_system(e).goes_before_count; }

bool goes_before(const Encounter& e, const Combatant& c, const Reminder& r) {
    return placed_by_count(e, r) && rule_system(e).goes_before_count(e, c, *r.count);
}

bool reminder_due(const Encounter& e, const Reminder& r) {
    if (e.phase != Phase::Running || e.round < r.round || r.done_round >= e.round) return false;
    return !r.count || (placed_by_count(e, r) && count_passed(e, r));
}

std::string reminder_when(const Reminder& r, bool capital) {
    std::string when = r.every_round ? (r.round > 1 ? "every round from round " + std::to_string(r.round) : "every round")
                                     : "round " + std::to_string(r.round);
    if (r.count) when += ", at count " + std::to_string(*r.count);
    if (capital) when[0] = static_cast<char>(when[0] - 'a' + 'A');   // "round", "every": ASCII
    return when;
}

namespace detail {
namespace {

Reason unknown_reminder(ReminderId id) {
    return {Why::NoSuchReminder, "There is no reminder #" + std::to_string(id) + " in this encounter"};
}

std::vector<Reminder>::iterator find_reminder(Encounter& e, ReminderId id) {
    return std::find_if(e.reminders.begin(), e.reminders.end(), [&](const Reminder& r) { return r.id == id; });
}

} // namespace

Refusal handle(Encounter& e, const AddReminder& a) {
    if (a.text.empty()) return {Why::NameMissing, std::string("Say what the reminder is for (\"Lair action\", \"Reinforcements arrive\")")};
    if (Refusal bad = check_text(a.text, "A reminder", kMaxNameBytes * 2)) return bad;
    if (a.round < 1 || a.round > kMaxReminderRound)
        return {Why::RoundOutOfRange, "A reminder comes in round 1 to " + std::to_string(kMaxReminderRound)};
    if (a.round < e.round && !a.every_round)
        return {Why::RoundOutOfRange, "Round " + std::to_string(a.round) + " is over: this is round " + std::to_string(e.round)};
    const RuleSystem& system = rule_system(e);
    if (a.count && !system.goes_before_count)
        return {Why::NotInThisRuleset, std::string(system.name) + " has no initiative counts: give the reminder a round only"};
    if (a.count && (*a.count < -1000 || *a.count > 1000)) return {Why::InitiativeOutOfRange, std::string("A count is -1000 to 1000")};
    if (e.reminders.size() >= static_cast<std::size_t>(kMaxReminders))
        return {Why::TooManyReminders, "An encounter keeps at most " + std::to_string(kMaxReminders) + " reminders"};
    e.reminders.push_back({e.next_id++, a.text, a.round, a.count, a.every_round, 0});
    return std::nullopt;
}

Refusal handle(Encounter& e, const ReminderDone& a) {
    const auto it = find_reminder(e, a.id);
    if (it == e.reminders.end()) return unknown_reminder(a.id);
    if (!reminder_due(e, *it)) return {Why::NotDueYet, "\"" + it->text + "\" comes in " + reminder_when(*it)};
    if (it->every_round) it->done_round = e.round;
    else e.reminders.erase(it);
    return std::nullopt;
}

Refusal handle(Encounter& e, const RemoveReminder& a) {
    const auto it = find_reminder(e, a.id);
    if (it == e.reminders.end()) return unknown_reminder(a.id);
    e.reminders.erase(it);
    return std::nullopt;
}

void reminder_prompts(const Encounter& e, Collector& out) {
    for (const Reminder& r : e.reminders)
        out.table("Done: " + r.text, ReminderDone{r.id}, reminder_when(r, true));
}

} // namespace detail
} // namespace rk
