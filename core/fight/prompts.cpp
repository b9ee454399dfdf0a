// What the rules ask the table for right now (prompts.hpp). Each rule system has its own
// prompts in its folder (RuleSystem::prompts, ::primary); rolls owed under text 002's ranks
// come from rolls_due and go with any system. The Collector (rules/prompt_collector.hpp)
// offers only what the reducer accepts.
#include "core/fight/prompts.hpp"

#include <algorithm>
#include <concepts>
#include <utility>

#include "core/fight/reducer.hpp"
#include "core/fight/reminders.hpp"
#include "core/rules/prompt_collector.hpp"
#include "core/rules/rule_system.hpp"
#include "core/fight/turn_order.hpp"

namespace rk {
namespace detail {
namespace {

bool accepted(const Encounter& e, const Action& a) { return apply(e, a).is_ok(); }

} // namespace

void Collector::table(std::string text, Action action, std::string why, DiceToEnter dice) {
    add(std::nullopt, std::move(text), std::move(action), std::move(why), std::move(dice));
}

void Collector::card(CombatantId id, std::string text, Action action, std::string why, DiceToEnter dice) {
    add(id, std::move(text), std::move(action), std::move(why), std::move(dice));
}

std::vector<Prompt> Collector::done() && {
    const auto order = turn_order(e_);
    auto place = [&](CombatantId id) {
        return static_cast<size_t>(std::find(order.begin(), order.end(), id) - order.begin());
    };
    std::stable_sort(cards_.begin(), cards_.end(),
                     [&](const Prompt& a, const Prompt& b) { return place(*a.who) < place(*b.who); });
    table_.insert(table_.end(), std::make_move_iterator(cards_.begin()), std::make_move_iterator(cards_.end()));
    return std::move(table_);
}

void Collector::add(std::optional<CombatantId> who, std::string text, Action action, std::string why, DiceToEnter dice) {
    if (!accepted(e_, action)) return;
    Prompt p{who, std::move(text), std::move(why), std::move(action), std::move(dice)};
    (who ? cards_ : table_).push_back(std::move(p));
}

Prompt table_prompt(std::string text, Action action, std::string why, DiceToEnter dice) {
    return {std::nullopt, std::move(text), std::move(why), std::move(action), std::move(dice)};
}

DiceToEnter die(int sides) { return dice(1, sides); }

DiceToEnter dice(int count, int sides) { return {std::vector<int>(static_cast<size_t>(std::max(count, 0)), sides), 0}; }

} // namespace detail

std::string DiceToEnter::text() const {
    auto one = [](int n) {
        std::string s = "d";   // appended, not "d" + ...: GCC 12 warns falsely (-Wrestrict) on that
        s += std::to_string(n);
        return s;
    };
    if (sides.empty()) return {};
    if (std::all_of(sides.begin(), sides.end(), [&](int n) { return n == sides.front(); }))
        return (sides.size() > 1 ? std::to_string(sides.size()) : std::string()) + one(sides.front());
    std::string out;
    for (int n : sides) out += (out.empty() ? "" : ", ") + one(n);
    return out;
}

int DiceToEnter::count(const std::vector<int>& faces) const {
    const auto base = std::min(faces.size(), sides.size());
    const auto extra = extra_on ? std::count(faces.begin(), faces.begin() + static_cast<std::ptrdiff_t>(base), extra_on) : 0;
    return static_cast<int>(sides.size() + static_cast<size_t>(extra));
}

int DiceToEnter::next_sides(const std::vector<int>& faces) const {
    const size_t next = faces.size();
    if (next < sides.size()) return sides[next];
    if (static_cast<int>(next) < count(faces)) return sides.back();   // an extra die: like the others (text 002: all d6)
    return 0;
}

std::vector<Prompt> prompts(const Encounter& e) {
    if (e.phase == Phase::Ended) return {};
    detail::Collector out(e);
    if (const auto& system = rule_system(e); system.prompts) system.prompts(e, out);
    if (e.phase == Phase::Running)   // what any fight owes the table (text 002's rolls for ranks)
        for (const RuleSystem* s : rule_systems())
            if (s->any_fight_prompts) s->any_fight_prompts(e, out);
    detail::reminder_prompts(e, out);
    return std::move(out).done();
}

std::optional<Prompt> primary_prompt(const Encounter& e) {
    if (e.phase == Phase::Ended) return std::nullopt;
    std::vector<Prompt> candidates;
    if (e.phase == Phase::Setup) candidates.push_back(detail::table_prompt("Start the fight", StartEncounter{}));
    else if (const auto& system = rule_system(e); system.primary) candidates = system.primary(e);
    for (auto& p : candidates)
        if (detail::accepted(e, p.action)) return std::move(p);
    // The system's own move waits on something owed (a PER roll, a WIT score...): the first thing due.
    // (A reminder that came is answered from its own prompt: it takes the big button only when
    // nothing else is due.)
    if (e.phase == Phase::Running) {
        auto due = prompts(e);
        const auto rules_first = std::find_if(due.begin(), due.end(), [](const Prompt& p) { return !std::holds_alternative<ReminderDone>(p.action); });
        if (rules_first != due.end()) return std::move(*rules_first);
        if (!due.empty()) return std::move(due.front());
    }
    return std::nullopt;
}

Action with_entered_faces(Action action, std::vector<int> faces) {
    std::visit(
        [&](auto& a) {
            if constexpr (requires { { a.roll } -> std::same_as<RollInput&>; }) a.roll.faces = std::move(faces);
        },
        action);
    return action;
}

Action with_total(Action action, int total) {
    if (const auto* roll = std::get_if<RollInitiative>(&action)) return SetInitiative{roll->id, total};
    return action;
}

} // namespace rk
