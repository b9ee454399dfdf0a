// A toy rule system that exists only in the tests' build: it proves that a rule system is its two
// folders and one line of core/rules/systems.cmake, with no edit anywhere else
// (docs/architecture.md, "Adding a rule system"). Everyone acts once a round in the order of their
// names, and may toss a coin on its turn; the coin decides nothing.
#include <algorithm>
#include <array>
#include <string_view>

#include "core/model/actions.hpp"
#include "core/rules/prompt_collector.hpp"
#include "core/rules/scheme.hpp"
#include "core/rules/system_parts.hpp"
#include "core/rules/toy_coin_toss/toy_coin_toss_system.hpp"

namespace rk {
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
    for (auto& c : e.combatants)
        if (auto* p = find_part<ToyCoinTossPart>(c)) p->tossed = false;   // a coin a round
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

// Out of order: the one named takes its turn now, and the one acting is done.
Refusal act_now(Encounter& e, CombatantId id) {
    Combatant& c = *e.find(id);
    if (e.acting == id) return Reason{Why::AlreadyActing, c.name + " is already taking its turn"};
    if (c.acted) return Reason{Why::AlreadyActed, c.name + " has already acted this round"};
    if (e.acting) e.find(*e.acting)->acted = true;
    e.acting = id;
    return std::nullopt;
}

// No previous_turn: the toy goes back with Undo.
const detail::Scheme kTurns{.start = start, .next_turn = next_turn, .order = order, .end_round = end_round, .act_now = act_now};

void prompts(const Encounter& e, Collector& out) {
    if (e.phase != Phase::Running || !e.acting) return;
    out.card(*e.acting, "Toss", TossCoin{*e.acting, {}}, "Heads or tails, once a round");
    out.card(*e.acting, "Done", NextTurn{}, "Its turn in the order of names");
}

std::vector<Prompt> primary(const Encounter& e) {
    const Combatant* c = e.acting ? e.find(*e.acting) : nullptr;
    return {detail::table_prompt(c ? c->name + " is done" : "Next", NextTurn{})};
}

// Its card shows what the coin has shown.
std::vector<CardChip> chips(const Encounter&, const Combatant& c) {
    std::string tally = coin_tally(c);
    if (tally.empty()) return {};
    return {CardChip{.text = std::move(tally), .tag = "coin"}};
}

constexpr std::array kSteps{Step::Acting};
constexpr std::string_view kOwnActions[] = {TossCoin::kType};
constexpr std::array<StatQuestion, 1> kStats{{{"luck", "Luck", 3, 0, 6}}};
constexpr std::string_view kSample = R"([
  {"type": "RenameEncounter", "name": "Heads or tails"},
  {"type": "AddCombatant", "name": "Zed", "side": 1, "is_player": true, "hp_max": 5},
  {"type": "AddCombatant", "name": "Ann", "side": 2, "hp_max": 5},
  {"type": "SetStat", "id": 2, "key": "luck", "value": 4}
])";

const RuleSystem kSystem{
    .key = kToyCoinToss.key(),
    .name = "Coin toss (toy)",
    .choice = "Coin toss (a test's toy)",
    .turns = &kTurns,
    .steps = kSteps,
    .prompts = prompts,
    .primary = primary,
    .actions = kOwnActions,
    .stats = kStats,
    .sample_fight = kSample,
    .card_chips = chips,
};

} // namespace

const RuleSystem& toy_coin_toss_system() { return kSystem; }

} // namespace rk
