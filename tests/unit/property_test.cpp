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

#include "core/rules/action_dice/action_dice.hpp"
#include "core/model/history.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "core/fight/validate.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/segments/segments_system.hpp"
#include "helpers.hpp"

using namespace rk;

namespace {

// The actions of the systems this test knows (the common ones and the app's five texts'): one
// generator each below; a new one must get one (and a line here). An action of a system added by
// its folders alone (the tests' toy, core/rules/systems.cmake) is left to that system's own tests:
// never drawn here, so the draws of the others stay as they are.
using KnownActions = JoinActions<CommonActions, InitiativeRoundsActions, CountdownActions, ActionDiceActions,
                                 SegmentsActions, AlternatingFactionsActions>;
template <class T, class List>
struct ListedIn;
template <class T, class... A>
struct ListedIn<T, ActionList<A...>> : std::bool_constant<(std::is_same_v<T, A> || ...)> {};
template <class... A>
constexpr std::size_t list_size(ActionList<A...>) { return sizeof...(A); }
static_assert(list_size(KnownActions{}) == 116,
              "A new rk::Action needs a generator in tests/unit/property_test.cpp (a make() overload)");
template <class... A>
std::vector<std::string_view> list_names(ActionList<A...>) { return {A::kType...}; }
bool known(std::string_view type) {
    static const std::vector<std::string_view> kKnown = list_names(KnownActions{});
    return std::find(kKnown.begin(), kKnown.end(), type) != kKnown.end();
}

// How often each action is drawn, by type name; anything not listed gets kDefaultWeight.
constexpr int kDefaultWeight = 2;
const std::map<std::string_view, int> kWeights = {
    {"AddCombatant", 6}, {"AddCombatants", 3}, {"Damage", 5},        {"SetInitiative", 5},  {"StartEncounter", 3},
    {"NextTurn", 12},    {"PreviousTurn", 3},  {"RollInitiative", 4}, {"EndEncounter", 1},
    {"Heal", 3},         {"AddEffect", 4},     {"SetStat", 3},        {"FinishDeclarations", 3},
    {"DeclareActors", 3}, {"RollTie", 3},      {"Hold", 3},           {"ActNow", 3},
    {"RenameEncounter", 1}, {"RollHitPoints", 1},
    {"DeclareAttacks", 4}, {"DeclareSpell", 3},  {"Strike", 4},         {"RollAmbush", 3},
    {"SurpriseAttack", 3}, {"DeclareDefence", 3}, {"TakeFreeAction", 3}, {"TradeScForDef", 3}, {"AttackAndMove", 3},
    {"SpendDice", 8},     {"GiveActionDice", 8}, {"RefreshOption", 4}, {"AddToPool", 6},
    {"StartDefence", 3},  {"DefendWithPool", 3}, {"StartPool", 4},     {"ReleasePool", 6},
    {"SetRanks", 5},      {"ApplyDamage", 6},   {"RollBleeder", 4},    {"RollInjury", 3},
    {"RollInjuryEffect", 3},
    {"FirstFaction", 3},  {"Pass", 4},         {"RollMorale", 3},     {"SetCondition", 3},
    {"NonLethalAttack", 4}, {"CounterAttack", 8},
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

// An action of a system this test does not know (never drawn: its weight is 0).
template <class T>
    requires(!ListedIn<T, KnownActions>::value)
Action make(std::type_identity<T>, Gen&, const Encounter&, const Context&) {
    return T{};
}

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
Action make(std::type_identity<AddCombatants>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 5> dice = {"", "", "2d6+2", "d4", "2x6"};
    static const std::array<std::string, 6> keys = {"dex", "physical", "mental", "initiative", "str", ""};
    AddCombatants a;
    a.name = some_name(g);
    a.side = some_side(g);
    a.is_player = g.chance(40);
    a.level = some_number(g, 0, 12);
    if (g.chance(80)) a.hp_max = some_number(g, 1, 40);
    a.hp_dice = g.one_of(dice);
    if (g.chance(30)) a.initiative = some_number(g, -2, 25);
    for (int i = g.between(0, 2); i > 0; --i) a.stats[g.one_of(keys)] = some_number(g, -1, 6);
    if (g.chance(20)) a.notes = "ambush";
    a.copies = some_number(g, 0, 4);
    if (e.combatants.size() + 4 >= kMostCombatants) a.name.clear();   // keeps the fight small: refused
    return a;
}
// A member as a fight may have left it: hit points down, on a side the fight may not have, an
// effect still running; or nobody (refused).
Action make(std::type_identity<AddMembers>, Gen& g, const Encounter& e, const Context&) {
    AddMembers a;
    if (e.combatants.size() + 2 >= kMostCombatants || g.chance(10)) return a;
    for (int i = g.between(1, 2); i > 0; --i) {
        Member m;
        m.combatant.name = some_name(g);
        m.combatant.is_player = g.chance(60);
        m.combatant.side = some_side(g);
        m.combatant.level = some_number(g, 1, 8);
        if (g.chance(80)) {
            const int max = some_number(g, 1, 30);
            m.combatant.hp = HitPoints{some_number(g, -3, max), max, g.chance(20) ? some_number(g, 1, 5) : 0};
        }
        if (g.chance(30)) {
            Effect fx;
            fx.name = "Blessed";
            fx.unit = DurationUnit::Rounds;
            fx.remaining = some_number(g, 1, 5);
            m.effects.push_back(fx);
        }
        a.members.push_back(std::move(m));
    }
    return a;
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
Action make(std::type_identity<GiveTempHp>, Gen& g, const Encounter& e, const Context&) {
    return GiveTempHp{some_combatant(g, e), some_number(g, 0, 12)};
}
Action make(std::type_identity<MoveInOrder>, Gen& g, const Encounter& e, const Context&) {
    return MoveInOrder{some_combatant(g, e), g.chance(50)};
}
// A reminder the encounter holds (or now and then one it does not).
ReminderId some_reminder(Gen& g, const Encounter& e) {
    if (e.reminders.empty() || g.chance(10)) return static_cast<ReminderId>(some_number(g, 0, 40));
    return e.reminders[static_cast<std::size_t>(g.between(0, static_cast<int>(e.reminders.size()) - 1))].id;
}
Action make(std::type_identity<AddReminder>, Gen& g, const Encounter&, const Context&) {
    return AddReminder{some_name(g), some_number(g, 0, 6), g.chance(50) ? std::optional(some_number(g, 0, 25)) : std::nullopt, g.chance(50)};
}
Action make(std::type_identity<ReminderDone>, Gen& g, const Encounter& e, const Context&) { return ReminderDone{some_reminder(g, e)}; }
Action make(std::type_identity<RemoveReminder>, Gen& g, const Encounter& e, const Context&) { return RemoveReminder{some_reminder(g, e)}; }
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
    const std::array<Ruleset, 6> all = {kHighestFirst, kInitiativeRounds, kCountdown,
                                        kActionDice,   kSegments,         kAlternatingFactions};
    return SetRuleset{g.chance(85) ? ctx.home : g.one_of(all), some_settings(g)};
}
Action make(std::type_identity<SetLevel>, Gen& g, const Encounter& e, const Context&) {
    return SetLevel{some_combatant(g, e), some_number(g, 0, 12)};
}
Action make(std::type_identity<SetStat>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 15> keys = {"initiative", "initiative_modifier", "dex", "con", "resist_spells",
                                                     "body", "", std::string(33, 'k'), "per", "prot", "attacks", "size",
                                                     "wit", "str", "armour"};
    return SetStat{some_combatant(g, e), g.one_of(keys), some_number(g, -3, 18)};
}
Action make(std::type_identity<RollHitPoints>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 7> dice = {"2d6+2", "1d8", "3d8-4", "d4", "7", "2x6", ""};
    return RollHitPoints{some_combatant(g, e), g.one_of(dice), some_roll(g)};
}

Action make(std::type_identity<RollInitiative>, Gen& g, const Encounter& e, const Context&) {
    return RollInitiative{g.chance(25) ? 0 : some_combatant(g, e), some_roll(g)};
}
Action make(std::type_identity<RollSideInitiative>, Gen& g, const Encounter&, const Context&) {
    return RollSideInitiative{some_side(g), some_roll(g)};
}
Action make(std::type_identity<RollSurprise>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 6> dice = {"d6", "d6+1", "d8", "d0", "", "2d6+1"};
    return RollSurprise{some_combatant(g, e), g.one_of(dice), some_roll(g)};
}
Action make(std::type_identity<SaveVersusDeath>, Gen& g, const Encounter& e, const Context&) {
    return SaveVersusDeath{some_combatant(g, e), some_roll(g)};
}
Action make(std::type_identity<SubdualHit>, Gen& g, const Encounter& e, const Context&) {
    return SubdualHit{some_combatant(g, e), some_number(g, 0, 12)};
}
Action make(std::type_identity<ExtractMissile>, Gen& g, const Encounter& e, const Context&) {
    return ExtractMissile{some_combatant(g, e), g.chance(50), g.chance(50) ? std::optional<CombatantId>(some_combatant(g, e)) : std::nullopt};
}
Action make(std::type_identity<UnarmedBlow>, Gen& g, const Encounter& e, const Context&) {
    return UnarmedBlow{some_combatant(g, e), some_number(g, -2, 12), g.chance(20), some_roll(g)};
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
Action make(std::type_identity<TakeHit>, Gen& g, const Encounter& e, const Context&) {
    return TakeHit{some_combatant(g, e), g.between(0, 20)};
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
    if (g.chance(10)) a.modifiers["missile_damage"] = some_number(g, 1, 8);   // text 001's missile left in a wound
    a.roll = some_roll(g);
    return a;
}
Action make(std::type_identity<SetNotes>, Gen& g, const Encounter& e, const Context&) {
    return SetNotes{some_combatant(g, e), g.chance(90) ? std::string("Regenerates 3 hp a round") : std::string(4001, 'n')};
}

Action make(std::type_identity<SetHidden>, Gen& g, const Encounter& e, const Context&) {
    return SetHidden{some_combatant(g, e), g.chance(50)};
}

// ---- rules text 003 ----
Action make(std::type_identity<SpringAmbush>, Gen& g, const Encounter& e, const Context&) {
    SpringAmbush a;
    const int n = g.between(0, 3);
    for (int i = 0; i < n; ++i) a.attackers.push_back(some_combatant(g, e));
    return a;
}
Action make(std::type_identity<RollAmbush>, Gen& g, const Encounter& e, const Context&) {
    RollAmbush a{some_combatant(g, e), {}};
    if (g.chance(40)) a.roll.faces = {g.between(-1, 101)};
    return a;
}
Movement some_movement(Gen& g) {
    const std::array<Movement, 4> all = {Movement::FreeMove, Movement::NoMovement, Movement::HalfMove, Movement::Run};
    return g.one_of(all);
}
Action make(std::type_identity<DeclareAttacks>, Gen& g, const Encounter& e, const Context&) {
    const std::array<WeaponHandling, 3> weapons = {WeaponHandling::Ready, WeaponHandling::Draw, WeaponHandling::SheatheAndDraw};
    return DeclareAttacks{some_combatant(g, e), some_number(g, 0, 4), some_movement(g), g.one_of(weapons),
                          maybe_combatant(g, e)};
}
Action make(std::type_identity<DeclareSpell>, Gen& g, const Encounter& e, const Context&) {
    const std::array<SpellCasting, 3> castings = {SpellCasting::GK, SpellCasting::SK, SpellCasting::Cleric};
    static const std::array<std::string, 4> spells = {"Bolt of Energy", "Sleep", "", std::string(65, 's')};
    return DeclareSpell{some_combatant(g, e), g.one_of(spells),   g.one_of(castings), some_number(g, 1, 23),
                        some_number(g, 1, 10),   some_movement(g), maybe_combatant(g, e)};
}
Action make(std::type_identity<Retarget>, Gen& g, const Encounter& e, const Context&) {
    return Retarget{some_combatant(g, e), some_number(g, 1, 3), some_combatant(g, e)};
}
Action make(std::type_identity<Strike>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 6> damage = {"1d8+4", "7", "2d6", "30", "", "d0"};
    const std::array<HitKind, 3> hits = {HitKind::Normal, HitKind::Critical, HitKind::Grievous};
    const std::array<Missile, 5> missiles = {Missile::None, Missile::Arrow, Missile::Quarrel, Missile::Javelin, Missile::Spear};
    Strike a{some_combatant(g, e), maybe_combatant(g, e), g.one_of(damage), {}, g.one_of(hits), Missile::None};
    if (g.chance(30)) a.missile = g.one_of(missiles);
    if (g.chance(30)) a.roll = some_roll(g);
    return a;
}
Action make(std::type_identity<LoseActions>, Gen& g, const Encounter& e, const Context&) {
    return LoseActions{some_combatant(g, e), g.chance(90) ? std::string("forced to move") : std::string(65, 'r')};
}

// ---- rules text 004 ----

std::string some_condition(Gen& g) {
    static const std::array<std::string, 10> conditions = {"Incapacitated", "Grabbed", "Surrendering", "Retreating",
                                                            "Concealed", "Immune to morale", "Dead", "", "Sleepy", "Riding"};
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
    if (part<FactionRound>(e).to_move && g.chance(60)) return Pass{*part<FactionRound>(e).to_move};
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
    if (!part<FactionRound>(e).morale_due.empty() && g.chance(60)) id = part<FactionRound>(e).morale_due.front();
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
                  some_roll(g), g.chance(30), g.chance(20), g.chance(20), g.chance(20)};
}
Action make(std::type_identity<DeathBlow>, Gen& g, const Encounter& e, const Context&) {
    return DeathBlow{some_combatant(g, e), some_combatant(g, e), g.chance(50) ? some_gear_name(g) : std::string()};
}

Action make(std::type_identity<NonLethalAttack>, Gen& g, const Encounter& e, const Context&) {
    const std::array<std::string, 4> kinds{"grapple", "disarm", "shove", "tickle"};
    return NonLethalAttack{some_combatant(g, e), some_combatant(g, e), g.one_of(kinds), some_roll(g)};
}
Action make(std::type_identity<CounterAttack>, Gen& g, const Encounter& e, const Context&) {
    const std::array<std::string, 4> kinds{"damage", "damage", "grapple", "shove"};
    return CounterAttack{some_combatant(g, e), some_combatant(g, e), g.one_of(kinds), g.chance(50) ? some_gear_name(g) : std::string(),
                         some_roll(g), g.one_of(kinds), g.chance(50) ? some_gear_name(g) : std::string(), some_roll(g), g.chance(30)};
}
Action make(std::type_identity<SetGearState>, Gen& g, const Encounter& e, const Context&) {
    const std::array<std::string, 4> states{"damaged", "destroyed", "sound", "rusty"};
    return SetGearState{some_combatant(g, e), some_gear_name(g), g.one_of(states)};
}
Action make(std::type_identity<FullSpeed>, Gen& g, const Encounter& e, const Context&) {
    return FullSpeed{some_combatant(g, e), g.chance(80)};
}

Action make(std::type_identity<SurpriseAttack>, Gen& g, const Encounter& e, const Context&) {
    return SurpriseAttack{some_combatant(g, e), some_combatant(g, e),
                          g.chance(50) ? SurpriseKind::InCombat : SurpriseKind::OutOfCombat};
}

Action make(std::type_identity<DeclareDefence>, Gen& g, const Encounter& e, const Context&) {
    return DeclareDefence{some_combatant(g, e), g.chance(90) ? g.between(0, 20) : 101, g.chance(40)};
}
Action make(std::type_identity<TakeFreeAction>, Gen& g, const Encounter& e, const Context&) {
    return TakeFreeAction{some_combatant(g, e), g.chance(90) ? std::string("drops its shield") : std::string(41, 'f')};
}
Action make(std::type_identity<TradeScForDef>, Gen& g, const Encounter& e, const Context&) {
    return TradeScForDef{some_combatant(g, e), g.chance(90) ? g.between(0, 50) : g.between(-5, 600), g.chance(90) ? g.between(0, 10) : 101};
}
Action make(std::type_identity<AttackAndMove>, Gen& g, const Encounter& e, const Context&) {
    return AttackAndMove{some_combatant(g, e), g.chance(50) ? some_roll(g) : RollInput{}};
}

Action make(std::type_identity<RemoveEffect>, Gen& g, const Encounter& e, const Context&) {
    return RemoveEffect{some_effect(g, e)};
}
Action make(std::type_identity<ExtendEffect>, Gen& g, const Encounter& e, const Context&) {
    return ExtendEffect{some_effect(g, e), some_number(g, -2, 4)};
}

// ---- rules text 002: dice named by their faces, mostly ones the combatant holds ----

int some_face(Gen& g, const Encounter& e, CombatantId id) {
    const Combatant* c = e.find(id);
    if (c && !part<ActionDicePart>(*c).hand.empty() && g.chance(85))
        return part<ActionDicePart>(*c).hand[static_cast<std::size_t>(g.between(0, static_cast<int>(part<ActionDicePart>(*c).hand.size()) - 1))];
    return g.between(0, 7);
}

std::vector<int> some_faces(Gen& g, const Encounter& e, CombatantId id) {
    std::vector<int> faces;
    const Combatant* c = e.find(id);
    if (c && !part<ActionDicePart>(*c).hand.empty() && g.chance(50)) return {part<ActionDicePart>(*c).hand.front()};   // the highest die
    if (c && g.chance(80)) {
        for (int face : part<ActionDicePart>(*c).hand)
            if (g.chance(40)) faces.push_back(face);
        return faces;
    }
    const int n = g.between(0, 3);
    for (int i = 0; i < n; ++i) faces.push_back(g.between(0, 7));
    return faces;
}

// Whoever may act now, mostly.
CombatantId some_actor(Gen& g, const Encounter& e) {
    const auto ids = may_act_now(e);
    if (!ids.empty() && g.chance(70)) return ids[static_cast<std::size_t>(g.between(0, static_cast<int>(ids.size()) - 1))];
    return some_combatant(g, e);
}

Action make(std::type_identity<GiveActionDice>, Gen& g, const Encounter& e, const Context&) {
    GiveActionDice a;
    a.id = some_combatant(g, e);
    // Mostly someone still waiting for this round's dice: the table hands them out.
    for (const auto& c : e.combatants)
        if (!part<ActionDicePart>(c).hand_ready && e.step == Step::RollingInitiative && g.chance(90)) {
            a.id = c.id;
            break;
        }
    const int n = g.chance(90) ? g.between(0, 5) : 13;
    for (int i = 0; i < n; ++i) a.faces.push_back(g.chance(95) ? g.between(1, 6) : g.between(-1, 8));
    a.every_round = g.chance(40);
    return a;
}
Action make(std::type_identity<SpendDice>, Gen& g, const Encounter& e, const Context&) {
    static const std::array<std::string, 8> what = {"Melee attack", "Melee attack", "Break", "Parry", "Move", "Shoot", "Grapple", ""};
    SpendDice a;
    a.id = some_actor(g, e);
    a.dice = some_faces(g, e, a.id);
    a.cost = some_number(g, 1, 8);
    a.what = g.one_of(what);
    a.response = g.chance(20);
    return a;
}
Action make(std::type_identity<SpendFreeAction>, Gen& g, const Encounter& e, const Context&) {
    const std::array<FreeAction, 3> which = {FreeAction::Effort, FreeAction::StunRecovery, FreeAction::SkillBonus};
    return SpendFreeAction{some_combatant(g, e), g.one_of(which)};
}
Action make(std::type_identity<CallRefresh>, Gen& g, const Encounter& e, const Context&) {
    return CallRefresh{some_actor(g, e)};
}
Action make(std::type_identity<RefreshOption>, Gen& g, const Encounter& e, const Context&) {
    RefreshOption a;
    a.id = some_actor(g, e);
    if (g.chance(60)) a.keep = some_face(g, e, a.id);
    return a;
}
Action make(std::type_identity<StartPool>, Gen& g, const Encounter& e, const Context&) {
    StartPool a;
    a.id = some_actor(g, e);
    a.name = g.chance(90) ? "Cast Fireball" : "";
    a.cost = some_number(g, 1, 6);
    a.dice = some_faces(g, e, a.id);
    return a;
}
Action make(std::type_identity<AddToPool>, Gen& g, const Encounter& e, const Context&) {
    AddToPool a;
    a.id = some_actor(g, e);
    a.die = some_face(g, e, a.id);
    const Combatant* c = e.find(a.id);
    a.defence = c && part<ActionDicePart>(*c).defence_pool && (!part<ActionDicePart>(*c).action_pool || g.chance(50)) ? g.chance(90) : g.chance(10);
    return a;
}
Action make(std::type_identity<ReleasePool>, Gen& g, const Encounter& e, const Context&) {
    return ReleasePool{some_actor(g, e)};
}
Action make(std::type_identity<StartDefence>, Gen& g, const Encounter& e, const Context&) {
    StartDefence a;
    a.id = some_combatant(g, e);
    a.kind = g.chance(50) ? DefenceKind::Dodge : DefenceKind::Block;
    a.die = some_face(g, e, a.id);
    a.successes = some_number(g, 0, 5);
    a.bonus = g.chance(50) ? 0 : some_number(g, 0, 3);
    a.dice = some_number(g, 1, 7);
    return a;
}
Action make(std::type_identity<DefendWithPool>, Gen& g, const Encounter& e, const Context&) {
    // Mostly someone who holds a defence pool: otherwise the defence is only ever refused.
    CombatantId id = some_combatant(g, e);
    for (const auto& c : e.combatants)
        if (part<ActionDicePart>(c).defence_pool && g.chance(80)) { id = c.id; break; }
    return DefendWithPool{id, some_number(g, 0, 6), g.chance(70) ? 0 : some_number(g, 0, 3), g.chance(20)};
}
Action make(std::type_identity<ReduceDefencePool>, Gen& g, const Encounter& e, const Context&) {
    return ReduceDefencePool{some_combatant(g, e), some_number(g, 1, 3)};
}
Action make(std::type_identity<CastDamageSpell>, Gen& g, const Encounter& e, const Context&) {
    const std::array<DamageSpell, 3> spells = {DamageSpell::FlyingFist, DamageSpell::LightningBolt, DamageSpell::Fireball};
    CastDamageSpell a{some_combatant(g, e), g.one_of(spells), {some_combatant(g, e)}};
    if (g.chance(40)) a.targets.push_back(some_combatant(g, e));
    return a;
}
Action make(std::type_identity<Run>, Gen& g, const Encounter& e, const Context&) {
    // Mostly the acting mini: otherwise running is only ever refused.
    return Run{e.acting && g.chance(70) ? *e.acting : some_combatant(g, e)};
}
Action make(std::type_identity<CastHeal>, Gen& g, const Encounter& e, const Context&) {
    return CastHeal{some_combatant(g, e), some_combatant(g, e)};
}
Action make(std::type_identity<WeaponHit>, Gen& g, const Encounter& e, const Context&) {
    return WeaponHit{some_combatant(g, e), some_combatant(g, e), some_number(g, 0, 12), g.chance(30)};
}
Action make(std::type_identity<GolemControl>, Gen& g, const Encounter& e, const Context&) {
    return GolemControl{some_combatant(g, e), g.chance(60)};
}
Action make(std::type_identity<MarkExposure>, Gen& g, const Encounter& e, const Context&) {
    return MarkExposure{some_combatant(g, e), some_number(g, 0, 3), g.chance(30)};
}
Action make(std::type_identity<BurnActionDie>, Gen& g, const Encounter& e, const Context&) {
    BurnActionDie a;
    a.id = some_combatant(g, e);
    if (g.chance(50)) a.die = some_face(g, e, a.id);
    return a;
}
Action make(std::type_identity<UseTactic>, Gen& g, const Encounter& e, const Context&) {
    const std::array<Tactic, 2> tactics = {Tactic::AllOutAttack, Tactic::DoubleStrike};
    UseTactic a;
    a.id = some_actor(g, e);
    a.tactic = g.one_of(tactics);
    a.dice = some_faces(g, e, a.id);
    a.cost = some_number(g, 1, 8);
    return a;
}
Action make(std::type_identity<GroupAttack>, Gen& g, const Encounter& e, const Context&) {
    GroupAttack a;
    a.id = some_actor(g, e);
    for (int i = g.between(0, 3); i > 0; --i) a.targets.push_back(some_combatant(g, e));
    a.dice = some_faces(g, e, a.id);
    a.cost = some_number(g, 1, 8);
    return a;
}
Action make(std::type_identity<Flee>, Gen& g, const Encounter& e, const Context&) {
    Flee a;
    a.id = some_actor(g, e);
    a.dice = some_faces(g, e, a.id);
    a.cost = some_number(g, 1, 6);
    return a;
}
Action make(std::type_identity<SpecialResult>, Gen& g, const Encounter& e, const Context&) {
    const std::array<SpecialResultKind, 3> kinds = {SpecialResultKind::LoseActionDie, SpecialResultKind::Disarm, SpecialResultKind::Knockback};
    SpecialResult a;
    a.id = some_combatant(g, e);
    a.result = g.one_of(kinds);
    if (g.chance(30)) a.die = some_face(g, e, a.id);
    a.over = g.chance(25);
    return a;
}

// ---- rules text 002: ranks, states, injuries, bleeders, fear ----

template <class Enum, std::size_t N>
Enum some_enum(Gen& g, const std::array<Enum, N>& all) { return g.one_of(all); }

const std::array<RankTrack, 2> kTracks = {RankTrack::Physical, RankTrack::Mental};
const std::array<Location, 8> kLocations = {Location::Head,    Location::Neck,     Location::Chest,   Location::LeftArm,
                                            Location::RightArm, Location::Groin,   Location::LeftLeg, Location::RightLeg};
const std::array<FearLevel, 6> kFears = {FearLevel::None,  FearLevel::Scary,  FearLevel::Fearsome,
                                         FearLevel::Dread, FearLevel::Terror, FearLevel::Fell};

// d6 faces, mostly valid: `count` of them, sometimes one too many or an impossible face.
RollInput some_d6s(Gen& g, int count) {
    RollInput in;
    if (g.chance(50)) return in;
    const int n = g.chance(90) ? count : count + 1;
    for (int i = 0; i < n; ++i) in.faces.push_back(g.chance(95) ? g.between(1, 6) : g.between(-1, 9));
    return in;
}

// Mostly a ranked combatant for whom `wants` holds (one with a roll due, a State, ...), so the
// rules of text 002 run deep and not only into refusals.
template <class Wants>
CombatantId some_ranked(Gen& g, const Encounter& e, Wants wants) {
    std::vector<CombatantId> fit;
    for (const Combatant& c : e.combatants)
        if (c.ranks && wants(*c.ranks)) fit.push_back(c.id);
    if (fit.empty() || g.chance(20)) return some_combatant(g, e);
    return fit[static_cast<std::size_t>(g.between(0, static_cast<int>(fit.size()) - 1))];
}
CombatantId some_ranked(Gen& g, const Encounter& e) {
    return some_ranked(g, e, [](const Ranks&) { return true; });
}

WoundId some_wound(Gen& g, const Encounter& e, CombatantId id) {
    const Combatant* c = e.find(id);
    if (c && c->ranks && g.chance(85))
        for (const Wound& w : c->ranks->wounds)
            if (w.bleeds_due > 0) return w.id;
    if (c && c->ranks && !c->ranks->wounds.empty() && g.chance(85))
        return c->ranks->wounds[static_cast<std::size_t>(g.between(0, static_cast<int>(c->ranks->wounds.size()) - 1))].id;
    const std::array<WoundId, 3> unknown = {0, e.next_id, 1};
    return g.one_of(unknown);
}

Action make(std::type_identity<SetRanks>, Gen& g, const Encounter& e, const Context&) {
    const std::array<Group, 6> groups = {Group::None, Group::Mob, Group::Crowd, Group::Horde, Group::Company, Group::Unit};
    const std::array<int, 6> every = {2, 2, 3, 4, 0, 1};
    SetRanks a;
    a.id = some_combatant(g, e);
    a.physical = some_number(g, 0, 9);
    a.mental = some_number(g, 0, 9);
    a.physical_bonus = g.chance(70) ? 0 : some_number(g, 0, 3);
    a.mental_bonus = g.chance(70) ? 0 : some_number(g, 0, 3);
    if (g.chance(50)) a.heroic = g.chance(50);
    a.heroic_track = some_enum(g, kTracks);
    a.stateless = g.chance(20);
    a.group = g.chance(70) ? Group::None : some_enum(g, groups);
    a.crossover_every = g.one_of(every);
    return a;
}
Action make(std::type_identity<ChooseHeroic>, Gen& g, const Encounter& e, const Context&) {
    return ChooseHeroic{some_ranked(g, e, [](const Ranks& r) { return r.heroic; }), some_enum(g, kTracks)};
}
Action make(std::type_identity<ApplyDamage>, Gen& g, const Encounter& e, const Context&) {
    const std::array<DamageTrack, 4> tracks = {DamageTrack::Physical, DamageTrack::Physical, DamageTrack::Mental,
                                               DamageTrack::Magic};
    const std::array<WeaponWeight, 7> weights = {WeaponWeight::None,  WeaponWeight::Light, WeaponWeight::Medium,
                                                 WeaponWeight::Heavy, WeaponWeight::Large, WeaponWeight::Huge,
                                                 WeaponWeight::Massive};
    ApplyDamage a;
    a.id = some_ranked(g, e);
    a.points = some_number(g, 0, 10);
    a.track = g.one_of(tracks);
    a.weapon = g.chance(70) ? WeaponWeight::None : g.one_of(weights);
    a.massive = g.chance(5);
    a.take_state = g.chance(60);
    a.special_event = g.chance(10);
    return a;
}
Action make(std::type_identity<RemoveState>, Gen& g, const Encounter& e, const Context&) {
    const std::array<RankState, 5> states = {RankState::Stun, RankState::Shock, RankState::Doubt, RankState::Panicked,
                                             RankState::Crushed};
    const std::array<StateRemoval, 3> ways = {StateRemoval::Roll, StateRemoval::SpendDie, StateRemoval::Treated};
    return RemoveState{some_ranked(g, e, [](const Ranks& r) { return !r.states.empty(); }), g.one_of(states), g.one_of(ways), some_d6s(g, 4)};
}
Action make(std::type_identity<RollCheck>, Gen& g, const Encounter& e, const Context&) {
    return RollCheck{some_ranked(g, e, [](const Ranks& r) { return !r.checks.empty(); }), some_d6s(g, 4)};
}
Action make(std::type_identity<HealRank>, Gen& g, const Encounter& e, const Context&) {
    return HealRank{some_ranked(g, e), some_enum(g, kTracks)};
}
Action make(std::type_identity<SetStanding>, Gen& g, const Encounter& e, const Context&) {
    const std::array<Standing, 4> standings = {Standing::Active, Standing::Active, Standing::OutOfAction,
                                               Standing::KilledInAction};
    return SetStanding{some_ranked(g, e), g.one_of(standings)};
}
Action make(std::type_identity<RollInjury>, Gen& g, const Encounter& e, const Context&) {
    return RollInjury{some_ranked(g, e, [](const Ranks& r) { return !r.injuries.empty(); }), some_d6s(g, 4)};
}
Action make(std::type_identity<ShiftInjury>, Gen& g, const Encounter& e, const Context&) {
    return ShiftInjury{some_ranked(g, e, [](const Ranks& r) { return !r.injuries.empty(); }), g.one_of(kLocations)};
}
Action make(std::type_identity<RollInjuryEffect>, Gen& g, const Encounter& e, const Context&) {
    RollInjuryEffect a{some_ranked(g, e, [](const Ranks& r) { return !r.injuries.empty(); }), some_d6s(g, 1),
                       std::nullopt};
    if (g.chance(20)) a.choice = g.chance(50) ? InjuryEffect::Sound : InjuryEffect::Maim;
    return a;
}
Action make(std::type_identity<ApplyInjury>, Gen& g, const Encounter& e, const Context&) {
    const std::array<InjuryEffect, 17> effects = {
        InjuryEffect::Stun,  InjuryEffect::Unconscious, InjuryEffect::Sight,      InjuryEffect::Sound,
        InjuryEffect::Fracture, InjuryEffect::Balance,  InjuryEffect::Bleeder,    InjuryEffect::Kill,
        InjuryEffect::FleshWound, InjuryEffect::Paralysed, InjuryEffect::Wind,    InjuryEffect::Puncture,
        InjuryEffect::Broken, InjuryEffect::Foot,       InjuryEffect::Hand,       InjuryEffect::Sever,
        InjuryEffect::Maim};
    return ApplyInjury{some_ranked(g, e), g.one_of(kLocations), g.one_of(effects)};
}
Action make(std::type_identity<RollBleeder>, Gen& g, const Encounter& e, const Context&) {
    const CombatantId id = some_ranked(g, e, [](const Ranks& r) {
        return std::any_of(r.wounds.begin(), r.wounds.end(), [](const Wound& w) { return w.bleeds_due > 0; });
    });
    return RollBleeder{id, some_wound(g, e, id), some_d6s(g, 4)};
}
Action make(std::type_identity<HealWound>, Gen& g, const Encounter& e, const Context&) {
    const CombatantId id = some_ranked(g, e, [](const Ranks& r) { return !r.wounds.empty(); });
    return HealWound{id, some_wound(g, e, id)};
}
Action make(std::type_identity<SetFear>, Gen& g, const Encounter& e, const Context&) {
    return SetFear{some_ranked(g, e), g.one_of(kFears)};
}
Action make(std::type_identity<FaceFear>, Gen& g, const Encounter& e, const Context&) {
    return FaceFear{some_ranked(g, e), maybe_combatant(g, e), g.one_of(kFears), g.chance(20)};
}
Action make(std::type_identity<RollFear>, Gen& g, const Encounter& e, const Context&) {
    return RollFear{some_ranked(g, e, [](const Ranks& r) { return r.afraid != FearLevel::None; }), some_d6s(g, 4),
                    g.chance(30)};
}
Action make(std::type_identity<Fatigue>, Gen& g, const Encounter& e, const Context&) {
    const std::array<int, 4> changes = {1, 1, -1, 2};
    return Fatigue{some_ranked(g, e), some_enum(g, kTracks), g.one_of(changes), g.chance(40), some_d6s(g, 4)};
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
            total += !known(name) ? 0 : it == kWeights.end() ? kDefaultWeight : it->second;
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

// The refusals of a text past the limits every outside input is held to (core/fight/validate.hpp).
bool is_input_limit(Why why) {
    return why == Why::NameTooLong || why == Why::NotesTooLong || why == Why::NotUtf8 || why == Why::ControlCharacter ||
           why == Why::TooLarge;
}

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
        bool past_limits = false;
        recent.push_back(std::to_string(step) + ": " + text);
        if (recent.size() > 12) recent.pop_front();

        if (d.kind == Kind::Action) {
            ++stats.drawn[d.type];
            // Every generated action survives JSON, so action lists and bug reports replay exactly;
            // one past the input limits (a 65-byte name, 5,000 bytes of notes) is refused for it.
            auto back = load_action(text);
            if (back.is_ok() && !(back.value() == action)) FAIL_HERE("the action changes through JSON");
            past_limits = !back.is_ok();
            if (past_limits && !is_input_limit(back.why()))
                FAIL_HERE("the action does not load back: " << back.reason());
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

        if (past_limits && !refusal) FAIL_HERE("an action past the input limits was applied");
        if (refusal) {
            ++stats.refused;
            if (refusal->text.empty()) FAIL_HERE("refused without a reason");
            if (!(h.present == before) || h.past.size() != past_before || h.future.size() != future_before)
                FAIL_HERE("refused (\"" << refusal->text << "\") but the history changed");
        } else {
            if (d.kind == Kind::Action) ++stats.applied[d.type];
            if (d.kind == Kind::Undo) ++stats.undos;
            if (d.kind == Kind::Action && !(h.present == before) && !h.future.empty())
                FAIL_HERE("a new edit kept the redo tail");
        }
        if (Refusal broken = check_invariants(h.present)) FAIL_HERE("invariant broken: " << broken);
        if (h.present.phase == Phase::Running) stats.highest_round = std::max(stats.highest_round, h.present.round);

        if (step % 100 == 0) {
            auto loaded = load_encounter(save_encounter(h.present));
            if (!loaded.is_ok()) FAIL_HERE("the present does not load back: " << loaded.reason());
            if (!(loaded.value() == h.present)) FAIL_HERE("the present changes through save and load");
            // Every state can be shared, in full and as the players' view, and opens again.
            for (ShareKind kind : {ShareKind::Full, ShareKind::PlayerView}) {
                auto shared = parse_fragment(share_fragment(h.present, kind));
                if (!shared.is_ok()) FAIL_HERE("a share link does not open: " << shared.reason());
            }
        }
    }

    // Undo all the way back to the start, then redo as far again.
    const Encounter last = h.present;
    const std::size_t depth = h.past.size();
    while (h.can_undo())
        if (Refusal refused = undo(h)) FAIL_HERE("undo refused: " << refused);
    CHECK(h.present == initial);
    for (std::size_t i = 0; i < depth; ++i)
        if (Refusal refused = redo(h)) FAIL_HERE("redo refused: " << refused);
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
    const std::vector<std::uint64_t> seeds = {1, 2, 0xC0FFEE, 3, 4, 5, 6, 7};
    // Text 002's dice and pools need longer chains of plausible actions: more runs.
    const std::vector<std::uint64_t> action_dice_seeds = {1, 2, 0xC0FFEE, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25};
    for (Ruleset ruleset : {kHighestFirst, kInitiativeRounds, kCountdown, kActionDice,
                            kSegments, kAlternatingFactions}) {
        Stats all;
        // Text 004 too since issue 31 item 12: its two new actions shifted the draws (CounterAttack went unapplied).
        // Four more since issue 28's AddMembers shifted them again (ReleasePool went unapplied).
        const auto& runs = ruleset == kActionDice || ruleset == kAlternatingFactions ? action_dice_seeds : seeds;
        for (std::uint64_t seed : runs) {
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
            if (known(kTypeNames[i])) CHECK(all.drawn[i] > 0);
        }
        CHECK(all.undos > 0);
        CHECK(all.refused < static_cast<int>(runs.size()) * kSteps * 9 / 10);
        for (std::string_view always : {"AddCombatant", "Damage", "SetInitiative", "RenameCombatant", "SetStat"}) {
            const auto i = static_cast<std::size_t>(std::find(kTypeNames.begin(), kTypeNames.end(), always) -
                                                    kTypeNames.begin());
            INFO(always);
            CHECK(all.applied[i] > 0);
        }
        // The generic scheme already runs: the random fights must really get into later rounds.
        if (ruleset == kHighestFirst || ruleset == kSegments) CHECK(all.highest_round >= 3);
        // A system's own actions are really played, not only drawn.
        const auto played = [&](std::string_view used) {
            const auto i = static_cast<std::size_t>(std::find(kTypeNames.begin(), kTypeNames.end(), used) - kTypeNames.begin());
            INFO(used << " applied " << all.applied[i] << " of " << all.drawn[i]);
            CHECK(all.applied[i] > 0);
        };
        // Text 002: the Refresh comes round and new dice are rolled.
        if (ruleset == kActionDice) {
            CHECK(all.highest_round >= 2);
            for (std::string_view used : {"SpendDice", "GiveActionDice", "RefreshOption", "StartDefence", "AddToPool",
                                          "SpendFreeAction", "DefendWithPool", "BurnActionDie", "StartPool", "ReleasePool"})
                played(used);
        }
        if (ruleset == kAlternatingFactions) CHECK(all.highest_round >= 2);   // rounds do end by passing
        // Texts 003 and 004 (issue 13): defences, free actions, non-lethal attacks and counters are played.
        if (ruleset == kSegments)
            for (std::string_view used : {"DeclareDefence", "TakeFreeAction"}) played(used);
        if (ruleset == kAlternatingFactions)
            for (std::string_view used : {"NonLethalAttack", "CounterAttack"}) played(used);
    }
}
