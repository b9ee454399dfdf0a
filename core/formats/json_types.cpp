#include "core/formats/json_types.hpp"
#include "core/formats/json_enums.hpp"

#include "core/rules/rule_system.hpp"

#include <array>
#include <cmath>
#include <vector>
#include <utility>

namespace rk {
using nlohmann::json;

namespace {

constexpr std::array<std::pair<Phase, const char*>, 3> kPhases{{
    {Phase::Setup, "setup"}, {Phase::Running, "running"}, {Phase::Ended, "ended"}}};

constexpr std::array<std::pair<DurationUnit, const char*>, 4> kUnits{{
    {DurationUnit::Rounds, "rounds"}, {DurationUnit::Turns, "turns"}, {DurationUnit::Segments, "segments"},
    {DurationUnit::UntilRemoved, "until_removed"}}};
constexpr std::array<std::pair<Expiry, const char*>, 4> kExpiries{{
    {Expiry::EndOfRound, "end_of_round"}, {Expiry::StartOfTurn, "start_of_turn"}, {Expiry::EndOfTurn, "end_of_turn"},
    {Expiry::Never, "never"}}};
constexpr std::array<std::pair<TieRule, const char*>, 3> kTieRules{{
    {TieRule::PlayersFirst, "players_first"}, {TieRule::D100PlusLevel, "d100_plus_level"},
    {TieRule::Simultaneous, "simultaneous"}}};
// A step by its name (each system's steps are listed in its folder: core/model/encounter.hpp).
constexpr auto kSteps = std::to_array<std::pair<Step, const char*>>({
#define RK_STEP_NAME(value, name, words) {Step::value, name},
    RK_COMMON_STEPS(RK_STEP_NAME) RK_SYSTEM_STEPS(RK_STEP_NAME)
#undef RK_STEP_NAME
});

// rules text 002

} // namespace

RK_JSON_ENUM(DurationUnit, kUnits, "duration unit")
RK_JSON_ENUM(Expiry, kExpiries, "expiry")
RK_JSON_ENUM(TieRule, kTieRules, "tie rule")
RK_JSON_ENUM(Step, kSteps, "step")

// A rule system is saved by its registry key ("countdown"); a key no registered system has is refused.
void to_json(json& j, Ruleset r) { j = std::string(rule_system(r).key); }
void from_json(const json& j, Ruleset& r) {
    const auto& s = j.get_ref<const std::string&>();
    const RuleSystem* system = find_rule_system(s);
    if (!system) throw std::invalid_argument("unknown ruleset \"" + s + "\"");
    r = system->id();   // the registered descriptor's key: it outlives the document
}
void to_json(json& j, Phase p) { enum_to_json(j, p, kPhases); }
void from_json(const json& j, Phase& p) { enum_from_json(j, p, kPhases, "phase"); }

void to_json(json& j, const EventLog& log) { j = log.entries(); }
void from_json(const json& j, EventLog& log) {
    log = EventLog{};
    for (const auto& item : j) log.push_back(item.get<LogEntry>());
}

// The generator state is written as a decimal string: JSON numbers lose precision past 2^53.
void to_json(json& j, const Rng& r) { j = std::to_string(r.state); }
void from_json(const json& j, Rng& r) {
    const auto& s = j.get_ref<const std::string&>();
    size_t used = 0;
    r.state = std::stoull(s, &used);
    if (used != s.size()) throw std::invalid_argument("bad generator state");
}

void make_numbers_whole(json& root) {
    std::vector<json*> pending{&root};   // no recursion: parsed documents can nest deeply
    while (!pending.empty()) {
        json& j = *pending.back();
        pending.pop_back();
        if (j.is_structured()) {
            for (auto& child : j) pending.push_back(&child);
        } else if (j.is_number_float()) {
            const double d = j.get<double>();
            // [-2^63, 2^63): exactly the doubles an int64_t holds
            if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0) || std::trunc(d) != d)
                throw std::domain_error("the number " + j.dump() + " is not a whole number");
            j = static_cast<std::int64_t>(d);
        }
    }
}

// Actions without fields.
void to_json(json& j, const StartEncounter&) { j = json::object(); }
void from_json(const json&, StartEncounter&) {}
void to_json(json& j, const NextTurn&) { j = json::object(); }
void from_json(const json&, NextTurn&) {}
void to_json(json& j, const PreviousTurn&) { j = json::object(); }
void from_json(const json&, PreviousTurn&) {}
void to_json(json& j, const EndEncounter&) { j = json::object(); }
void from_json(const json&, EndEncounter&) {}
void to_json(json& j, const FinishDeclarations&) { j = json::object(); }
void from_json(const json&, FinishDeclarations&) {}
void to_json(json& j, const EndRound&) { j = json::object(); }
void from_json(const json&, EndRound&) {}

void to_json(json& j, const Action& a) { variant_to_json(j, a); }
void from_json(const json& j, Action& a) { variant_from_json(j, a); }

} // namespace rk
