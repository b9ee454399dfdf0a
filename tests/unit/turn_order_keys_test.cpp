// Every scheme's turn order is built with each combatant's sort key made once per sort and "listed
// already?" asked of a set (core/rules/order_list.hpp): a fight of 500 no longer sums effect
// modifiers or searches the list on every comparison. The order must be the one the schemes gave
// before, ties included. Here each scheme's order as it was written before (a comparator that
// works its keys out again on every comparison, a linear search for who is listed) is kept as the
// reference, and fights driven at random through the rules' own prompts and the table's other
// moves (equal initiatives, players and foes tied, Speed and Slow, waiting, acting out of turn,
// the fallen, tie rolls, declarations, side initiative) are compared with it after every step.
#include <algorithm>
#include <string>
#include <vector>

#include "core/fight/combat.hpp"
#include "core/fight/effects.hpp"
#include "core/fight/prompts.hpp"
#include "core/rules/action_dice/action_dice_state.hpp"
#include "core/rules/alternating_factions/factions.hpp"
#include "core/rules/countdown/countdown_state.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_state.hpp"
#include "core/rules/segments/segments_detail.hpp"
#include "core/fight/turn_order.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/segments/segments_system.hpp"
#include "helpers.hpp"

using namespace rk;
using namespace rk::test;

namespace {

// ---- the orders as the schemes wrote them before ----

namespace before {

constexpr int kNoValue = std::numeric_limits<int>::min();

bool has_value(const Combatant& c) { return c.initiative.has_value() || c.stats.count("initiative") > 0; }
int value_of(const Encounter& e, const Combatant& c) { return has_value(c) ? effective_initiative(e, c) : kNoValue; }

bool generic_before(const Encounter& e, const Combatant& a, const Combatant& b) {
    if (has_value(a) != has_value(b)) return has_value(a);
    const int va = value_of(e, a), vb = value_of(e, b);
    if (va != vb) return va > vb;
    if (a.is_player != b.is_player) return a.is_player;
    return a.id < b.id;
}

std::vector<int> tie_key(const Combatant& c) {
    std::vector<int> key;
    if (!part<InitiativeRoundsPart>(c).tie_roll) return key;
    key.push_back(*part<InitiativeRoundsPart>(c).tie_roll);
    key.insert(key.end(), part<InitiativeRoundsPart>(c).tie_rerolls.begin(), part<InitiativeRoundsPart>(c).tie_rerolls.end());
    return key;
}

bool round_before(const Encounter& e, const Combatant& a, const Combatant& b) {
    const auto ka = tie_key(a), kb = tie_key(b);
    if (ka != kb) return std::lexicographical_compare(kb.begin(), kb.end(), ka.begin(), ka.end());
    return generic_before(e, a, b);
}

bool can_act(const Encounter& e, const Combatant& c) {
    return part<InitiativeRoundsPart>(c).declared && !c.acted && value_of(e, c) >= part<InitiativeRoundsFight>(e).initiative_round &&
           may_act(e, c);
}

std::vector<CombatantId> initiative_rounds(const Encounter& e) {
    std::vector<CombatantId> ids;
    auto listed = [&](CombatantId id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); };
    auto append = [&](auto keep, auto before) {
        std::vector<const Combatant*> list;
        for (const auto& c : e.combatants)
            if (!listed(c.id) && keep(c)) list.push_back(&c);
        std::stable_sort(list.begin(), list.end(), [&](const Combatant* a, const Combatant* b) { return before(*a, *b); });
        for (auto* c : list) ids.push_back(c->id);
    };
    auto generic = [&](const Combatant& a, const Combatant& b) { return generic_before(e, a, b); };
    for (const auto& t : e.turns_taken)
        if (const Combatant* c = e.find(t.id); c && c->acted && !listed(t.id)) ids.push_back(t.id);
    append([](const Combatant& c) { return c.acted; }, generic);
    if (e.acting && e.find(*e.acting) && !listed(*e.acting)) ids.push_back(*e.acting);
    if (!(e.phase == Phase::Running && e.step != Step::Idle)) {
        append([](const Combatant&) { return true; }, generic);
        return ids;
    }
    append([&](const Combatant& c) { return can_act(e, c); }, [&](const Combatant& a, const Combatant& b) { return round_before(e, a, b); });
    append([](const Combatant&) { return true; }, [&](const Combatant& a, const Combatant& b) {
        const int now = part<InitiativeRoundsFight>(e).initiative_round;
        const int ra = std::min(value_of(e, a), now), rb = std::min(value_of(e, b), now);
        if (ra != rb) return ra > rb;
        return generic_before(e, a, b);
    });
    return ids;
}

std::vector<int> counts_of(const Encounter& e, const Combatant& c) {
    std::optional<int> first = c.initiative;
    if (!first && e.settings.side_initiative)
        if (const Side* s = e.find_side(c.side)) first = s->initiative;
    if (!first) return {};
    std::vector<int> counts{*first};
    const auto& more = part<CountdownPart>(c).attack_rolls;
    const int attacks = e.settings.side_initiative ? 1 : std::clamp(c.stat("attacks", 1), 1, 8);
    const auto extra = std::min<std::size_t>(more.size(), static_cast<std::size_t>(attacks - 1));
    counts.insert(counts.end(), more.begin(), more.begin() + static_cast<std::ptrdiff_t>(extra));
    const int modifier = effect_modifier(e, c.id, "initiative");
    for (int& n : counts) n = std::max(1, n + modifier);
    std::sort(counts.rbegin(), counts.rend());
    return counts;
}

std::optional<int> countdown_number(const Encounter& e, const Combatant& c) {
    const auto counts = counts_of(e, c);
    if (counts.empty()) return std::nullopt;
    const auto made = static_cast<std::size_t>(std::max(0, part<CountdownPart>(c).attacks_made));
    return counts[std::min(made, counts.size() - 1)];
}

int slot(const Encounter& e, const Combatant& c) {
    if (e.step == Step::Surprise && part<CountdownFight>(e).count > 0) return part<CountdownPart>(c).surprised_segments > 0 ? 1 : 0;
    if (!countdown_number(e, c)) return 2;
    return c.holding ? 1 : 0;
}

std::vector<CombatantId> countdown(const Encounter& e) {
    std::vector<const Combatant*> list;
    for (const auto& c : e.combatants) list.push_back(&c);
    std::stable_sort(list.begin(), list.end(), [&](const Combatant* a, const Combatant* b) {
        const int sa = slot(e, *a), sb = slot(e, *b);
        if (sa != sb) return sa < sb;
        const int na = countdown_number(e, *a).value_or(0), nb = countdown_number(e, *b).value_or(0);
        if (na != nb) return na > nb;
        if (a->is_player != b->is_player) return a->is_player;
        return a->id < b->id;
    });
    std::vector<CombatantId> ids;
    for (auto* c : list) ids.push_back(c->id);
    return ids;
}

std::vector<CombatantId> segments(const Encounter& e) {
    auto next_segment = [&](const Combatant& c) -> std::optional<int> {
        std::optional<int> best;
        for (const auto& a : part<SegmentsPart>(c).plan.actions)
            if (detail::is_pending(a) && (!best || detail::goes_off(a) > *best)) best = detail::goes_off(a);
        return best;
    };
    std::vector<const Combatant*> list;
    for (const auto& c : e.combatants) list.push_back(&c);
    std::stable_sort(list.begin(), list.end(), [&](const Combatant* a, const Combatant* b) {
        const auto sa = next_segment(*a), sb = next_segment(*b);
        if (sa.has_value() != sb.has_value()) return sa.has_value();
        if (sa && *sa != *sb) return *sa > *sb;
        if (a->is_player != b->is_player) return a->is_player;
        return a->id < b->id;
    });
    std::vector<CombatantId> ids;
    for (auto* c : list) ids.push_back(c->id);
    return ids;
}

std::vector<CombatantId> action_dice(const Encounter& e) {
    std::vector<const Combatant*> list;
    for (const auto& c : e.combatants) list.push_back(&c);
    std::stable_sort(list.begin(), list.end(), [](const Combatant* a, const Combatant* b) {
        const auto held_a = part<ActionDicePart>(*a).hand.size(), held_b = part<ActionDicePart>(*b).hand.size();
        if (held_a != held_b) return held_a > held_b;
        if (a->is_player != b->is_player) return a->is_player;
        return a->id < b->id;
    });
    std::vector<CombatantId> ids;
    for (auto* c : list) ids.push_back(c->id);
    return ids;
}

SideId next_faction(const Encounter& e, SideId from) {
    const auto in_fight = factions_in_fight(e);
    if (in_fight.empty()) return from;
    auto at = std::find_if(e.sides.begin(), e.sides.end(), [&](const Side& s) { return s.id == from; });
    for (size_t i = 1; i <= e.sides.size(); ++i) {
        const size_t k = (static_cast<size_t>(at - e.sides.begin()) + i) % e.sides.size();
        if (std::find(in_fight.begin(), in_fight.end(), e.sides[k].id) != in_fight.end()) return e.sides[k].id;
    }
    return in_fight.front();
}

std::vector<CombatantId> alternating_factions(const Encounter& e) {
    std::vector<CombatantId> ids;
    auto listed = [&](CombatantId id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); };
    for (const auto& t : e.turns_taken)
        if (const Combatant* c = e.find(t.id); c && c->acted && !listed(t.id)) ids.push_back(t.id);
    for (const auto& c : e.combatants)
        if (c.acted && !listed(c.id)) ids.push_back(c.id);
    if (e.acting && e.find(*e.acting) && !listed(*e.acting)) ids.push_back(*e.acting);
    std::vector<SideId> sides;
    SideId side = part<FactionRound>(e).to_move.value_or(part<FactionRound>(e).initiative.value_or(e.sides.empty() ? 0 : e.sides.front().id));
    for (size_t i = 0; i < e.sides.size(); ++i) {
        if (std::find(sides.begin(), sides.end(), side) == sides.end()) sides.push_back(side);
        side = next_faction(e, side);
    }
    for (const Side& s : e.sides)
        if (std::find(sides.begin(), sides.end(), s.id) == sides.end()) sides.push_back(s.id);
    for (SideId s : sides)
        for (const auto& c : e.combatants)
            if (c.side == s && !listed(c.id)) ids.push_back(c.id);
    for (const auto& c : e.combatants)
        if (!listed(c.id)) ids.push_back(c.id);
    return ids;
}

std::vector<CombatantId> order(const Encounter& e) {
    if (e.ruleset == kHighestFirst || e.ruleset == kInitiativeRounds) return initiative_rounds(e);
    if (e.ruleset == kCountdown) return countdown(e);
    if (e.ruleset == kActionDice) return action_dice(e);
    if (e.ruleset == kSegments) return segments(e);
    if (e.ruleset == kAlternatingFactions) return alternating_factions(e);
    return {};
}

} // namespace before

// ---- fights driven at random ----

struct Walk {
    Rng rng;
    int between(int lo, int hi) { return static_cast<int>(rng.uniform(lo, hi)); }
    bool chance(int percent) { return rng.uniform(1, 100) <= percent; }
    CombatantId someone(const Encounter& e) {
        return e.combatants.empty() ? 0 : e.combatants[static_cast<std::size_t>(between(0, static_cast<int>(e.combatants.size()) - 1))].id;
    }
};

// A move of the table: mostly what the rules ask for now, else one that makes ties and reorders.
Action some_move(Walk& w, const Encounter& e) {
    const std::vector<Prompt> asked = prompts(e);
    if (!asked.empty() && w.chance(55)) return asked[static_cast<std::size_t>(w.between(0, static_cast<int>(asked.size()) - 1))].action;
    if (w.chance(25)) {
        if (const auto primary = primary_prompt(e)) return primary->action;
    }
    switch (w.between(0, 11)) {
    case 0: return SetInitiative{w.someone(e), w.between(1, 4)};   // few values: many ties
    case 1: {
        AddEffect fx;
        fx.name = w.chance(50) ? "Speed" : "Slow";
        fx.target = w.someone(e);
        fx.duration = "3 rounds";
        fx.modifiers["initiative"] = fx.name == "Speed" ? 3 : -3;
        return fx;
    }
    case 2: return Damage{w.someone(e), w.between(1, 12)};
    case 3: return Hold{w.chance(50) && e.acting ? *e.acting : w.someone(e)};
    case 4: return ActNow{w.someone(e)};
    case 5: return RollInitiative{w.chance(50) ? 0 : w.someone(e), {}};
    case 6: return SetStat{w.someone(e), "initiative", w.between(1, 4)};
    case 7: return PreviousTurn{};
    case 8: return Heal{w.someone(e), w.between(1, 12)};
    case 9: return SetStat{w.someone(e), "attacks", w.between(1, 3)};
    default: return NextTurn{};
    }
}

// A system's sample fight grown to `total` combatants (players and foes, some alike), in `settings`.
Encounter grown_sample(Walk& w, Ruleset r, const SchemeSettings& settings, int total) {
    Encounter e = must(Encounter{}, SetRuleset{r, settings});
    auto actions = load_actions(rule_system(r).sample_fight);
    REQUIRE(actions.is_ok());
    for (const Action& a : actions.value())
        if (auto next = rk::apply(e, a); next.is_ok()) e = next.value();
    for (int i = 0; static_cast<int>(e.combatants.size()) < total; ++i) {
        const bool player = w.chance(30);
        AddCombatant add{"Extra " + std::to_string(i + 1), player ? SideId{1} : SideId{2}, player, w.between(1, 4), w.between(4, 12), w.between(-1, 2)};
        e = must(e, add);
        if (w.chance(60)) {
            if (auto set = rk::apply(e, SetInitiative{e.combatants.back().id, w.between(1, 4)}); set.is_ok()) e = set.value();
        }
    }
    return e;
}

} // namespace

TEST_CASE("Every scheme's turn order, with its keys made once per sort, is the order it gave before, ties included", "[turns][order_keys]") {
    const Ruleset all[] = {kHighestFirst, kInitiativeRounds, kCountdown,
                           kActionDice,   kSegments,         kAlternatingFactions};
    const TieRule ties[] = {TieRule::PlayersFirst, TieRule::D100PlusLevel, TieRule::Simultaneous};
    int compared = 0, tied = 0;
    for (std::uint64_t which = 0; which < std::size(all); ++which) {
        const Ruleset r = all[which];
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Walk w{Rng{seed * 7919 + which}};
            SchemeSettings settings;
            settings.declarations = seed % 2 == 0;
            settings.tie_rule = ties[seed % 3];
            settings.side_initiative = r == kCountdown && seed % 3 == 0;
            Encounter e = grown_sample(w, r, settings, 12 + static_cast<int>(seed) * 2);
            INFO(rule_system(r).key << ", seed " << seed);
            CHECK(turn_order(e) == before::order(e));
            if (auto started = rk::apply(e, StartEncounter{}); started.is_ok()) e = started.value();
            for (int step = 0; step < 250; ++step) {
                const Action move = some_move(w, e);
                if (auto next = rk::apply(e, move); next.is_ok()) e = next.value();
                const auto now = turn_order(e);
                INFO("after step " << step << " (" << action_type(move) << ")");
                REQUIRE(now == before::order(e));
                ++compared;
                // The walk reaches ties: two listed next to each other with the same initiative.
                for (std::size_t i = 1; i < now.size(); ++i)
                    if (e.find(now[i])->initiative && e.find(now[i])->initiative == e.find(now[i - 1])->initiative) { ++tied; break; }
            }
        }
    }
    CHECK(compared == 6 * 6 * 250);
    CHECK(tied > 1000);
}

TEST_CASE("A turn order at the cap lists each of the 500 combatants once", "[turns][order_keys]") {
    const Ruleset all[] = {kHighestFirst, kInitiativeRounds, kCountdown,
                           kActionDice,   kSegments,         kAlternatingFactions};
    for (Ruleset r : all) {
        Walk w{Rng{42}};
        Encounter e = grown_sample(w, r, {}, kMaxCombatants);
        if (auto started = rk::apply(e, StartEncounter{}); started.is_ok()) e = started.value();
        for (int i = 0; i < 3; ++i)
            if (auto next = rk::apply(e, NextTurn{}); next.is_ok()) e = next.value();
        const auto order = turn_order(e);
        INFO(rule_system(r).key);
        CHECK(order == before::order(e));
        auto sorted = order;
        std::sort(sorted.begin(), sorted.end());
        CHECK(order.size() == e.combatants.size());
        CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
    }
}
