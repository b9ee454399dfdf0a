// A toy rule system that exists only in the tests: it proves that a rule system is one folder
// and one registration, with no edit anywhere else (docs/architecture.md, "Adding a rule
// system"). Everyone acts once a round in the order of their names; a coin decides nothing.
#include <algorithm>
#include <array>
#include <string_view>

#include "core/model/actions.hpp"
#include "core/rules/prompt_collector.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/scheme.hpp"
#include "tests/unit/rules/toy_coin_toss/toy_coin_toss_system.hpp"

namespace rk::test::toy {
namespace {

using detail::Collector;

std::vector<CombatantId> order(const Encounter& e) {
    std::vector<const Combatant*> list;
    for (const auto& c : e.combatants) list.push_back(&c);
    std::stable_sort(list.begin(), list.end(), [](const Combatant* a, const Combatant* b) { return a->name < b->name; });
    std::vector<CombatantId> ids;
    for (const Combatant* c : list) ids.push_back(c->id);
    return ids;
}

std::optional<CombatantId> next_up(const Encounter& e) {
    for (CombatantId id : order(e))
        if (!e.find(id)->acted && id != e.acting) return id;
    return std::nullopt;
}

void new_round(Encounter& e, int round) {
    detail::begin_round(e, round);
    e.step = Step::Acting;
    e.acting = next_up(e);
}

Refusal start(Encounter& e) {
    new_round(e, 1);
    return std::nullopt;
}

Refusal next_turn(Encounter& e) {
    if (e.acting) e.find(*e.acting)->acted = true;
    if (auto next = next_up(e)) {
        e.acting = next;
        return std::nullopt;
    }
    detail::close_round(e);
    new_round(e, e.round + 1);
    return std::nullopt;
}

Refusal end_round(Encounter& e) {
    detail::close_round(e);
    new_round(e, e.round + 1);
    return std::nullopt;
}

const detail::Scheme kTurns{.start = start, .next_turn = next_turn, .order = order, .end_round = end_round};

void prompts(const Encounter& e, Collector& out) {
    if (e.phase != Phase::Running || !e.acting) return;
    out.card(*e.acting, "Done", NextTurn{}, "Its turn in the order of names");
}

std::vector<Prompt> primary(const Encounter& e) {
    const Combatant* c = e.acting ? e.find(*e.acting) : nullptr;
    return {detail::table_prompt(c ? c->name + " is done" : "Next", NextTurn{})};
}

constexpr std::array kSteps{Step::Acting};
constexpr std::array<StatQuestion, 1> kStats{{{"luck", "Luck", 3, 0, 6}}};
constexpr std::string_view kSample = R"([
  {"type": "RenameEncounter", "name": "Heads or tails"},
  {"type": "AddCombatant", "name": "Zed", "side": 1, "is_player": true, "hp_max": 5},
  {"type": "AddCombatant", "name": "Ann", "side": 2, "hp_max": 5}
])";

const RuleSystem kSystem{
    .key = kRuleset.key(),
    .name = "Coin toss (toy)",
    .choice = "Coin toss (a test's toy)",
    .turns = &kTurns,
    .steps = kSteps,
    .prompts = prompts,
    .primary = primary,
    .stats = kStats,
    .sample_fight = kSample,
};

// The one registration: nothing in core/ or ui/ names this system.
const bool registered = register_rule_system(kSystem);

} // namespace

const RuleSystem& system() {
    (void)registered;
    return kSystem;
}

} // namespace rk::test::toy
