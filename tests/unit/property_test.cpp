// Property test: thousands of random actions, plausible and invalid, per ruleset the core runs.
// Whatever happens, the core never throws, keeps its invariants, leaves the history untouched
// on a refusal, saves and loads the present exactly, and undo walks back to the start.
// It asserts nothing a scheme decides, so schemes that refuse today are exercised as they grow.
#include <algorithm>
#include <array>
#include <deque>
#include <limits>
#include <map>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include "core/history.hpp"
#include "core/serialize.hpp"
#include "core/validate.hpp"
#include "helpers.hpp"

using namespace rk;

namespace {

// One generator per alternative below; a new action must get one (and a line here).
static_assert(std::variant_size_v<Action> == 48,
              "A new rk::Action needs a generator in tests/unit/property_test.cpp (a make() overload)");

// How often each action is drawn, by type name; anything not listed gets kDefaultWeight.
constexpr int kDefaultWeight = 2;
const std::map<std::string_view, int> kWeights = {
    {"AddCombatant", 6}, {"Damage", 5},        {"SetInitiative", 5},  {"StartEncounter", 3},
    {"NextTurn", 12},    {"PreviousTurn", 3},  {"RollInitiative", 4}, {"EndEncounter", 1},
    {"Heal", 3},         {"AddEffect", 4},     {"SetStat", 3},        {"FinishDeclarations", 3},
    {"DeclareActors", 3}, {"RollTie", 3},      {"Hold", 3},           {"ActNow", 3},
    {"RenameEncounter", 1},
    {"FirstFaction", 3},  {"Pass", 4},         {"RollMorale", 3},     {"SetCondition", 3},
};
constexpr int kUndoWeight = 4;
constexpr int kRedoWeight = 2;
constexpr std::size_t kMostCombatants = 14;   // beyond this, additions are drawn invalid

// The test's own generator: deterministic and independent of the encounter's dice.
struct Gen {
    Rng rng;
    int between(int lo, int hi) { return rng.uniform(lo, hi); }
    bool chance(int percent) { return rng.uniform(1, 100) <= percent; }
    template <class T, std::size_t N>
    const T& one_of(const std::array<T, N>& options) {
        return options[static_cast<std::size_t>(between(0, static_cast<int>(N) - 1))];
    }
};

// ---- values, mostly plausible, sometimes not ----

CombatantId some_combatant(Gen& g, const Encounter& e) {
    if (!e.combatants.empty() && g.chance(85))
        return e.combatants[static_cast<std::size_t>(g.between(0, static_cast<int>(e.combatants.size()) - 1))].id;
    const std::array<CombatantId, 5> unknown = {0, e.next_id, e.next_id + 7, std::numeric_limits<CombatantId>::max(),
                                                e.next_id > 1 ? e.next_id - 1 : 1};
    return g.one_of(unknown);
}

std::optional<CombatantId> maybe_combatant(Gen& g, const Encounter& e) {
    if (g.chance(25)) return std::nullopt;
    return some_combatant(g, e);
}

EffectId some_effect(Gen& g, const Encounter& e) {
    if (!e.effects.empty() && g.chance(80))
        return e.effects[static_cast<std::size_t>(g.between(0, static_cast<int>(e.effects.size()) - 1))].id;
    const std::array<EffectId, 4> unknown = {0, 1, e.next_id, std::numeric_limits<EffectId>::max()};
    return g.one_of(unknown);
}

SideId some_side(Gen& g) {
    const std::array<SideId, 6> sides = {1, 2, 1, 2, 0, 9};
    return g.one_of(sides);
}

std::string some_name(Gen& g) {
    static const std::array<std::string, 10> names = {
        "Aria", "Goblin", "Goblin 3", "Bram the Bold", "Orc 12", "", std::string(65, 'x'), "Zoë", "Rat ", "7"};
    return g.one_of(names);
}

// Mostly in [lo, hi]; sometimes negative, zero or far too large.
int some_number(Gen& g, int lo, int hi) {
    if (g.chance(85)) return g.between(lo, hi);
    const std::array<int, 6> odd = {-1, 0, -100, 100001, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()};
    return g.one_of(odd);
}

RollInput some_roll(Gen& g) {
    RollInput in;
    if (g.chance(60)) return in;   // the app rolls
    const int faces = g.between(1, 3);
    for (int i = 0; i < faces; ++i) in.faces.push_back(g.between(-1, 21));
    return in;
}

SchemeSettings some_settings(Gen& g) {
    const std::array<TieRule, 3> rules = {TieRule::PlayersFirst, TieRule::D100PlusLevel, TieRule::Simultaneous};
    return {g.chance(50), g.one_of(rules), g.chance(30), g.chance(30)};
}

// ---- one generator per action ----

struct Context {
    Ruleset home;   // the ruleset under test: SetRuleset mostly keeps it
};

template <class T>
Action make(std::type_identity<T>, Gen&, const Encounter&, const Context&) = delete;

Action make(std::type_identity<AddCombatant>, Gen& g, const Encounter& e, const Context&) {
    AddCombatant a;
    a.name = some_name(g);
    a.side = some_side(g);
    a.is_player = g.chance(40);
    a.level = some_number(g, 0, 12);
    if (g.chance(85)) a.hp_max = some_number(g, 1, 40);
    a.initiative_modifier = some_number(g, -3, 5);
    if (e.combatants.size() >= kMostCombatants) a.name.clear();   // keeps the fight small: refused
    return a;
}
Action make(std::type_identity<RemoveCombatant>, Gen& g, const Encounter& e, const Context&) {
    return RemoveCombatant{some_combatant(g, e)};
}
Action make(std::type_identity<RenameCombatant>, Gen& g, const Encounter& e, const Context&) {
    return RenameCombatant{some_combatant(g, e), some_name(g)};
}
Action make(std::type_identity<DuplicateCombatant>, Gen& g, const Encounter& e, const Context&) {
    const int count = e.combatants.size() >= kMostCombatants ? 0 : some_number(g, 1, 3);
    return DuplicateCombatant{some_combatant(g, e), count};
}
Action make(std::type_identity<Damage>, Gen& g, const Encounter& e, const Context&) {
    return Damage{some_combatant(g, e), some_number(g, 0, 12)};
}
Action make(std::type_identity<Heal>, Gen& g, const Encounter& e, const Context&) {
    return Heal{some_combatant(g, e), some_number(g, 0, 12)};
}
Action make(std::type_identity<SetHp>, Gen& g, const Encounter& e, const Context&) {
    return SetHp{some_combatant(g, e), some_number(g, -10, 40)};
}
Action make(std::type_identity<SetInitiative>, Gen& g, const Encounter& e, const Context&) {
    return SetInitiative{some_combatant(g, e), some_number(g, -5, 30)};
}
Action make(std::type_identity<StartEncounter>, Gen&, const Encounter&, const Context&) { return StartEncounter{}; }
Action make(std::type_identity<NextTurn>, Gen&, const Encounter&, const Context&) { return NextTurn{}; }
Action make(std::type_identity<PreviousTurn>, Gen&, const Encounter&, const Context&) { return PreviousTurn{}; }
Action make(std::type_identity<EndEncounter>, Gen&, const Encounter&, const Context&) { return EndEncounter{}; }
Action make(std::type_identity<RenameEncounter>, Gen& g, const Encounter&, const Context&) {
    return RenameEncounter{some_name(g)};
}
Action make(std::type_identity<SetRuleset>, Gen& g, const Encounter&, const Context& ctx) {
    const std::array<Ruleset, 6> all = {Ruleset::HighestFirst, Ruleset::InitiativeRounds, Ruleset::Countdown,
                                        Ruleset::ActionDice,   Ruleset::Segments,         Ruleset::AlternatingFactions};
    return SetRuleset{g.chance(85) ? ctx.home : g.one_of(all), some_settings(g)};
}
Action make(std::type_identity<SetLevel>, Gen& g, const Encounter& e, const Context&) {
    return SetLevel{some_combatant(g, e), some_number(g, 0, 12)};
}
Action make(std::type_identity<SetStat>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 11> keys = {"initiative", "initiative_modifier", "dex", "con",
                                                     "resist_spells", "body", "", std::string(33, 'k'),
                                                     "wit", "str", "armour"};
    return SetStat{some_combatant(g, e), g.one_of(keys), some_number(g, -3, 18)};
}
Action make(std::type_identity<RollInitiative>, Gen& g, const Encounter& e, const Context&) {
    return RollInitiative{g.chance(25) ? 0 : some_combatant(g, e), some_roll(g)};
}
Action make(std::type_identity<RollSideInitiative>, Gen& g, const Encounter&, const Context&) {
    return RollSideInitiative{some_side(g), some_roll(g)};
}
Action make(std::type_identity<RollSurprise>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 6> dice = {"d6", "d6", "d8", "d0", "", "2d6+1"};
    return RollSurprise{some_combatant(g, e), g.one_of(dice), some_roll(g)};
}
Action make(std::type_identity<DeclareActors>, Gen& g, const Encounter& e, const Context&) {
    DeclareActors a;
    const int n = g.between(0, 4);
    for (int i = 0; i < n; ++i) a.ids.push_back(some_combatant(g, e));
    return a;
}
Action make(std::type_identity<RollTie>, Gen& g, const Encounter& e, const Context&) {
    return RollTie{some_combatant(g, e), some_roll(g)};
}
Action make(std::type_identity<DeclareAction>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 5> kinds = {"spell", "charge", "other", "", "dance"};
    return DeclareAction{some_combatant(g, e), g.one_of(kinds), g.chance(80) ? "Sleep" : some_name(g)};
}
Action make(std::type_identity<FinishDeclarations>, Gen&, const Encounter&, const Context&) {
    return FinishDeclarations{};
}
Action make(std::type_identity<Hold>, Gen& g, const Encounter& e, const Context&) {
    return Hold{g.chance(50) && e.acting ? *e.acting : some_combatant(g, e)};
}
Action make(std::type_identity<ActNow>, Gen& g, const Encounter& e, const Context&) {
    return ActNow{some_combatant(g, e)};
}
Action make(std::type_identity<AttackHits>, Gen& g, const Encounter& e, const Context&) {
    return AttackHits{some_combatant(g, e), maybe_combatant(g, e)};
}
Action make(std::type_identity<EndRound>, Gen&, const Encounter&, const Context&) { return EndRound{}; }
Action make(std::type_identity<AddEffect>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 12> durations = {
        "1 round", "3 rounds", "1 turn + caster's level", "1 turn + (caster's level - target's level)",
        "1d3 rounds", "2 segments", "until removed", "", "-2 rounds", "banana", "1d0 rounds", "1000000 rounds"};
    static const std::array<std::string, 5> names = {"Speed", "Slow", "Bless", "Sleep", ""};
    const std::array<Expiry, 4> expiries = {Expiry::EndOfRound, Expiry::StartOfTurn, Expiry::EndOfTurn, Expiry::Never};
    AddEffect a;
    a.name = g.one_of(names);
    a.source = maybe_combatant(g, e);
    a.target = maybe_combatant(g, e);
    a.duration = g.one_of(durations);
    a.expiry = g.one_of(expiries);
    a.anchor_on_source = g.chance(30);
    a.count_this_round = g.chance(70);
    if (g.chance(30)) a.modifiers["initiative"] = g.chance(50) ? 3 : -3;
    if (g.chance(5)) a.modifiers[""] = some_number(g, -3, 3);
    a.roll = some_roll(g);
    return a;
}
Action make(std::type_identity<SetNotes>, Gen& g, const Encounter& e, const Context&) {
    return SetNotes{some_combatant(g, e), g.chance(90) ? std::string("Regenerates 3 hp a round") : std::string(4001, 'n')};
}

Action make(std::type_identity<SetHidden>, Gen& g, const Encounter& e, const Context&) {
    return SetHidden{some_combatant(g, e), g.chance(50)};
}

// ---- rules text 004 ----

std::string some_condition(Gen& g) {
    static const std::array<std::string, 9> conditions = {"Incapacitated", "Grabbed", "Surrendering", "Retreating",
                                                           "Concealed", "Immune to morale", "Dead", "", "Sleepy"};
    return g.one_of(conditions);
}
std::string some_gear_name(Gen& g) {
    static const std::array<std::string, 6> names = {"Sword", "Shield", "Light armour", "Bow", "", std::string(33, 'g')};
    return g.one_of(names);
}

Action make(std::type_identity<AddSide>, Gen& g, const Encounter&, const Context&) {
    static const std::array<std::string, 5> names = {"Wolves", "Cultists", "Party", "", std::string(65, 's')};
    return AddSide{g.one_of(names)};
}
Action make(std::type_identity<RenameSide>, Gen& g, const Encounter&, const Context&) {
    static const std::array<std::string, 4> names = {"Players", "Bandits", "", "Foes"};
    return RenameSide{some_side(g), g.one_of(names)};
}
Action make(std::type_identity<SetGroup>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 4> groups = {"", "Archers", "Bandits", std::string(65, 'a')};
    return SetGroup{some_combatant(g, e), g.one_of(groups)};
}
Action make(std::type_identity<GiveInitiative>, Gen& g, const Encounter&, const Context&) {
    return GiveInitiative{some_side(g)};
}
Action make(std::type_identity<RollFactionInitiative>, Gen& g, const Encounter&, const Context&) {
    return RollFactionInitiative{some_roll(g)};
}
Action make(std::type_identity<FirstFaction>, Gen& g, const Encounter&, const Context&) {
    return FirstFaction{some_side(g)};
}
Action make(std::type_identity<Pass>, Gen& g, const Encounter& e, const Context&) {
    if (e.factions.to_move && g.chance(60)) return Pass{*e.factions.to_move};
    return Pass{g.chance(50) ? 0 : some_side(g)};
}
Action make(std::type_identity<React>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 7> kinds = {"dodge", "counter", "guard", "hide behind", "opportunity attack", "",
                                                     "parry"};
    return React{some_combatant(g, e), g.one_of(kinds), maybe_combatant(g, e)};
}
Action make(std::type_identity<Surrender>, Gen& g, const Encounter& e, const Context&) {
    return Surrender{g.chance(50) && e.acting ? *e.acting : some_combatant(g, e)};
}
Action make(std::type_identity<BreakFree>, Gen& g, const Encounter& e, const Context&) {
    return BreakFree{some_combatant(g, e), g.chance(30) ? maybe_combatant(g, e) : std::nullopt, some_roll(g)};
}
Action make(std::type_identity<RollMorale>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 3> outcomes = {"Surrendering", "Retreating", "Fleeing"};
    CombatantId id = 0;
    if (!e.factions.morale_due.empty() && g.chance(60)) id = e.factions.morale_due.front();
    else if (g.chance(50)) id = some_combatant(g, e);
    return RollMorale{id, some_roll(g), g.one_of(outcomes)};
}
Action make(std::type_identity<SetCondition>, Gen& g, const Encounter& e, const Context&) {
    SetCondition a{some_combatant(g, e), some_condition(g), g.chance(70), std::nullopt};
    if (g.chance(20)) a.by = some_combatant(g, e);
    return a;
}
Action make(std::type_identity<AddGear>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 5> kinds = {"weapon", "armour", "shield", "", "potion"};
    static const std::array<std::string, 5> dice = {"d6", "d8", "", "2d4", "d1"};
    return AddGear{some_combatant(g, e), some_gear_name(g), g.one_of(kinds), g.one_of(dice), some_number(g, 0, 4)};
}
Action make(std::type_identity<UseGear>, Gen& g, const Encounter& e, const Context&) {
    return UseGear{some_combatant(g, e), some_gear_name(g)};
}
Action make(std::type_identity<Attack>, Gen& g, const Encounter& e, const Context&) {
    return Attack{some_combatant(g, e), some_combatant(g, e), g.chance(50) ? some_gear_name(g) : std::string(),
                  some_roll(g), g.chance(30), g.chance(20)};
}
Action make(std::type_identity<DeathBlow>, Gen& g, const Encounter& e, const Context&) {
    return DeathBlow{some_combatant(g, e), some_combatant(g, e), g.chance(50) ? some_gear_name(g) : std::string()};
}

Action make(std::type_identity<RemoveEffect>, Gen& g, const Encounter& e, const Context&) {
    return RemoveEffect{some_effect(g, e)};
}
Action make(std::type_identity<ExtendEffect>, Gen& g, const Encounter& e, const Context&) {
    return ExtendEffect{some_effect(g, e), some_number(g, -2, 4)};
}

// Draws alternative `index` of rk::Action; a missing make() overload is a compile error.
template <std::size_t I = 0>
Action make_alternative(std::size_t index, Gen& g, const Encounter& e, const Context& ctx) {
    if constexpr (I + 1 < std::variant_size_v<Action>) {
        if (index != I) return make_alternative<I + 1>(index, g, e, ctx);
    }
    return make(std::type_identity<std::variant_alternative_t<I, Action>>{}, g, e, ctx);
}

template <std::size_t... I>
std::array<std::string_view, sizeof...(I)> type_names(std::index_sequence<I...>) {
    return {std::variant_alternative_t<I, Action>::kType...};
}
const auto kTypeNames = type_names(std::make_index_sequence<std::variant_size_v<Action>>{});

// ---- the run ----

enum class Kind : std::uint8_t { Action, Undo, Redo };

struct Draw {
    Kind kind = Kind::Action;
    std::size_t type = 0;   // the alternative's index, for Kind::Action
};

struct Table {
    std::vector<int> cumulative;   // actions first, then Undo, then Redo
    int total = 0;
    Table() {
        for (std::string_view name : kTypeNames) {
            auto it = kWeights.find(name);
            total += it == kWeights.end() ? kDefaultWeight : it->second;
            cumulative.push_back(total);
        }
        cumulative.push_back(total += kUndoWeight);
        cumulative.push_back(total += kRedoWeight);
    }
    Draw draw(Gen& g, const Encounter& e) const {
        // A game master who ended the fight by mistake undoes it; otherwise most runs would
        // spend their steps in an ended fight where only the roster still changes.
        if (e.phase == Phase::Ended && g.chance(50)) return {Kind::Undo, 0};
        const int x = g.between(1, total);
        std::size_t i = 0;
        while (cumulative[i] < x) ++i;
        if (i < kTypeNames.size()) return {Kind::Action, i};
        return {i == kTypeNames.size() ? Kind::Undo : Kind::Redo, 0};
    }
};

struct Stats {
    std::array<int, std::variant_size_v<Action>> drawn{};
    std::array<int, std::variant_size_v<Action>> applied{};
    int refused = 0;
    int undos = 0;
    int highest_round = 0;
};

std::string describe(const Draw& d, const Action& a) {
    if (d.kind == Kind::Undo) return "Undo";
    if (d.kind == Kind::Redo) return "Redo";
    return save_action(a);
}

// Fails the test with where it happened: the ruleset, the seed and the last steps.
#define FAIL_HERE(message)                                                                              \
    do {                                                                                                \
        std::ostringstream where;                                                                       \
        where << "ruleset " << ruleset_name(ruleset) << ", seed " << seed << ", last steps:";           \
        for (const auto& line_ : recent) where << "\n  " << line_;                                      \
        INFO(where.str());                                                                              \
        FAIL(message);                                                                                  \
    } while (false)

// Runs `steps` random steps from an empty encounter of `ruleset`; returns what it did.
Stats random_fight(Ruleset ruleset, std::uint64_t seed, int steps) {
    static const Table table;
    Gen g{Rng{seed}};
    const Context ctx{ruleset};
    Stats stats;

    Encounter initial;
    initial.ruleset = ruleset;
    initial.rng.state = seed * 7919u + 1u;   // the encounter's own dice differ per run too
    REQUIRE_FALSE(check_invariants(initial));

    History<Encounter> h;
    h.limit = static_cast<std::size_t>(steps) + 1;   // undo must reach the start
    h.present = initial;
    std::deque<std::string> recent;   // the last steps, to read when something breaks

    for (int step = 1; step <= steps; ++step) {
        const Draw d = table.draw(g, h.present);
        const Action action = d.kind == Kind::Action ? make_alternative(d.type, g, h.present, ctx) : Action{};
        const std::string text = describe(d, action);
        recent.push_back(std::to_string(step) + ": " + text);
        if (recent.size() > 12) recent.pop_front();

        if (d.kind == Kind::Action) {
            ++stats.drawn[d.type];
            // Every generated action survives JSON, so action lists and bug reports replay exactly.
            auto back = load_action(text);
            if (!back.is_ok() || !(back.value() == action)) FAIL_HERE("the action does not round-trip through JSON");
        }

        const Encounter before = h.present;
        const std::size_t past_before = h.past.size(), future_before = h.future.size();
        Refusal refusal;
        try {
            if (d.kind == Kind::Undo) refusal = undo(h);
            else if (d.kind == Kind::Redo) refusal = redo(h);
            else refusal = commit(h, action, apply);
        } catch (const std::exception& ex) {
            FAIL_HERE("threw: " << ex.what());
        } catch (...) {
            FAIL_HERE("threw something that is not a std::exception");
        }

        if (refusal) {
            ++stats.refused;
            if (refusal->empty()) FAIL_HERE("refused without a reason");
            if (!(h.present == before) || h.past.size() != past_before || h.future.size() != future_before)
                FAIL_HERE("refused (\"" << *refusal << "\") but the history changed");
        } else {
            if (d.kind == Kind::Action) ++stats.applied[d.type];
            if (d.kind == Kind::Undo) ++stats.undos;
            if (d.kind == Kind::Action && !(h.present == before) && !h.future.empty())
                FAIL_HERE("a new edit kept the redo tail");
        }
        if (Refusal broken = check_invariants(h.present)) FAIL_HERE("invariant broken: " << *broken);
        if (h.present.phase == Phase::Running) stats.highest_round = std::max(stats.highest_round, h.present.round);

        if (step % 100 == 0) {
            auto loaded = load_encounter(save_encounter(h.present));
            if (!loaded.is_ok()) FAIL_HERE("the present does not load back: " << loaded.reason());
            if (!(loaded.value() == h.present)) FAIL_HERE("the present changes through save and load");
        }
    }

    // Undo all the way back to the start, then redo as far again.
    const Encounter last = h.present;
    const std::size_t depth = h.past.size();
    while (h.can_undo())
        if (Refusal refused = undo(h)) FAIL_HERE("undo refused: " << *refused);
    CHECK(h.present == initial);
    for (std::size_t i = 0; i < depth; ++i)
        if (Refusal refused = redo(h)) FAIL_HERE("redo refused: " << *refused);
    CHECK(h.present == last);
    return stats;
}
#undef FAIL_HERE

} // namespace

TEST_CASE("property: random actions never break the encounter, its history or its file", "[property]") {
    for (const auto& [name, weight] : kWeights) {
        INFO(name << " in kWeights");
        CHECK(std::find(kTypeNames.begin(), kTypeNames.end(), name) != kTypeNames.end());
    }
    constexpr int kSteps = 1000;
    const std::array<std::uint64_t, 3> seeds = {1, 2, 0xC0FFEE};
    for (Ruleset ruleset : {Ruleset::HighestFirst, Ruleset::InitiativeRounds, Ruleset::Countdown,
                            Ruleset::AlternatingFactions}) {
        Stats all;
        for (std::uint64_t seed : seeds) {
            const Stats s = random_fight(ruleset, seed, kSteps);
            for (std::size_t i = 0; i < all.drawn.size(); ++i) {
                all.drawn[i] += s.drawn[i];
                all.applied[i] += s.applied[i];
            }
            all.refused += s.refused;
            all.undos += s.undos;
            all.highest_round = std::max(all.highest_round, s.highest_round);
        }
        INFO("ruleset " << ruleset_name(ruleset));
        // The generators reach every action, and the runs are not all refusals.
        for (std::size_t i = 0; i < all.drawn.size(); ++i) {
            INFO(kTypeNames[i]);
            CHECK(all.drawn[i] > 0);
        }
        CHECK(all.undos > 0);
        CHECK(all.refused < static_cast<int>(seeds.size()) * kSteps * 9 / 10);
        for (std::string_view always : {"AddCombatant", "Damage", "SetInitiative", "RenameCombatant", "SetStat"}) {
            const auto i = static_cast<std::size_t>(std::find(kTypeNames.begin(), kTypeNames.end(), always) -
                                                    kTypeNames.begin());
            INFO(always);
            CHECK(all.applied[i] > 0);
        }
        // The generic scheme already runs: the random fights must really get into later rounds.
        if (ruleset == Ruleset::HighestFirst) CHECK(all.highest_round >= 3);
        if (ruleset == Ruleset::AlternatingFactions) CHECK(all.highest_round >= 2);   // rounds do end by passing
    }
}
