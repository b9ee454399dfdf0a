// Text 004 (alternating factions) as the rest of the program sees it.
#include <array>
#include <string_view>

#include <algorithm>

#include "core/rules/alternating_factions/alternating_factions_lasting.hpp"
#include "core/model/actions.hpp"
#include "core/fight/handlers.hpp"
#include "core/fight/card_state.hpp"
#include "core/fight/combat.hpp"
#include "core/rules/alternating_factions/factions.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"

namespace rk {
namespace {

constexpr std::array kSteps{Step::RollingInitiative, Step::ChoosingFaction, Step::Acting, Step::Morale};

constexpr std::array<std::string_view, 18> kActions{
    GiveInitiative::kType, RollFactionInitiative::kType, FirstFaction::kType, Pass::kType,    React::kType,
    Surrender::kType,      BreakFree::kType,             RollMorale::kType,   SetCondition::kType, AddGear::kType,
    UseGear::kType,        Attack::kType,                DeathBlow::kType,    SetGroup::kType,
    NonLethalAttack::kType, CounterAttack::kType,        SetGearState::kType, FullSpeed::kType};

// "he has an armour value of 2": the armour value take_hit subtracts ("as usual never above 3").
constexpr std::array<StatQuestion, 3> kStats{{{"wit", "WIT", 10, 1, 20}, {"str", "STR", 10, 1, 20}, {"armour", "Armour value", 0, 0, 3}}};

constexpr std::string_view kSample = R"([
  {"type": "RenameEncounter", "name": "Bandits on the road"},
  {"type": "RenameSide", "id": 1, "name": "Players"},
  {"type": "RenameSide", "id": 2, "name": "Bandits"},
  {"type": "AddCombatant", "name": "Balthasar", "side": 1, "is_player": true, "hp_max": 12},
  {"type": "AddCombatant", "name": "Sybilla", "side": 1, "is_player": true, "hp_max": 10},
  {"type": "AddCombatant", "name": "Theobald", "side": 1, "is_player": true, "hp_max": 12},
  {"type": "AddCombatant", "name": "Bandit leader", "side": 2, "hp_max": 10},
  {"type": "AddCombatant", "name": "Bandit", "side": 2, "hp_max": 8},
  {"type": "SetStat", "id": 1, "key": "wit", "value": 10}, {"type": "SetStat", "id": 2, "key": "wit", "value": 10},
  {"type": "SetStat", "id": 3, "key": "wit", "value": 10}, {"type": "SetStat", "id": 4, "key": "wit", "value": 8},
  {"type": "SetStat", "id": 5, "key": "wit", "value": 6},
  {"type": "AddGear", "id": 3, "name": "Spear", "kind": "weapon", "damage": "d6"},
  {"type": "AddGear", "id": 4, "name": "Sword", "kind": "weapon", "damage": "d6"},
  {"type": "AddGear", "id": 5, "name": "Club", "kind": "weapon", "damage": "d4"},
  {"type": "DuplicateCombatant", "id": 5, "count": 2},
  {"type": "GiveInitiative", "side": 2}
])";

std::string clock(const Encounter& e) {
    if (!part<FactionRound>(e).to_move) return {};
    const Side* side = e.find_side(*part<FactionRound>(e).to_move);
    return side ? side->name + " to move" : std::string();
}

// Text 004: the dead and the incapacitated take no turn; "Surrendering characters who are harmed
// ... can resume fighting": until then they take none either. Retreating characters still do
// (they move away). Health at 0 or below is down.
std::optional<std::string> why_out(const Encounter& e, const Combatant& c) {
    if (has_condition(e, c.id, condition::kDead)) return std::string("dead");
    if (has_condition(e, c.id, condition::kIncapacitated)) return std::string("incapacitated");
    if (has_condition(e, c.id, condition::kSurrendering)) return std::string("surrendering");
    return down_at_zero_hit_points(c);
}

// Text 004: a hit's damage less the target's armour value ("he has an armour value of 2 and
// would only suffer 3 damage"; "as usual never above 3"). The Attack action does the same with
// the weapon's die, cover and direct damage.
Refusal take_hit(Encounter& e, Combatant& c, int amount) {
    return hit_less(e, c, amount, armour_value(e, c, false), "armour");
}

// Text 004: "Attacking an enemy is a main action": the character taking its turn is offered its
// attack, on the first enemy still in the fight, with the first weapon it carries (bare hands
// without one); the form changes both.
// "Targets of an attack may attempt to dodge, counter, or hide behind a nearby character as a
// reaction": while an enemy takes its turn, each of the others who may still react is offered a
// dodge against it (the form changes the reaction), which the reducer takes outside the sequence.
std::vector<Action> every_round(const Encounter& e, const Combatant& c) {
    if (e.acting && e.acting != c.id) {
        const Combatant* actor = e.find(*e.acting);
        if (!actor || actor->side == c.side) return {};
        return {React{.id = c.id, .kind = "dodge", .against = actor->id}};
    }
    if (e.acting != c.id) return {};
    const auto foe = std::find_if(e.combatants.begin(), e.combatants.end(),
                                  [&](const Combatant& o) { return o.side != c.side && in_the_fight(e, o); });
    if (foe == e.combatants.end()) return {};
    Attack attack;
    attack.attacker = c.id;
    attack.target = foe->id;
    if (const FactionsPart* own = find_part<FactionsPart>(c))
        for (const Gear& g : own->gear)
            if (g.kind == "weapon") { attack.weapon = g.name; break; }
    return {attack};
}

std::string name_of(const Encounter& e, std::optional<CombatantId> id) {
    const Combatant* c = id ? e.find(*id) : nullptr;
    return c ? c->name : std::string("someone");
}

// What lasts on the card: the grab and who holds on (and whom this one holds), the mount ridden
// and its full speed, and gear that is damaged or destroyed.
std::vector<CardChip> own_chips(const Encounter& e, const Combatant& c) {
    std::vector<CardChip> chips;
    if (has_condition(e, c.id, condition::kGrabbed)) {
        const std::string by = name_of(e, condition_by(e, c.id, condition::kGrabbed));
        // "Grabbed characters can't act, and can only spend their turn to attempt to break free"
        chips.push_back({held_by_larger(e, c) ? "Grabbed by " + by + " (larger): can't break free"
                                              : "Grabbed by " + by + ": can only try to break free",
                         "grabbed", true, "Grabbed"});
    }
    for (const Effect& fx : e.effects)
        if (fx.name == condition::kGrabbed && fx.source == c.id && fx.target)
            chips.push_back({"Holding " + name_of(e, fx.target), "holding-" + std::to_string(*fx.target), false, {}});
    if (has_condition(e, c.id, condition::kRiding)) {
        const auto mount = condition_by(e, c.id, condition::kRiding);
        if (const Combatant* m = mount_at_full_speed(e, c))
            chips.push_back({m->name + " at full speed: can't act nor react", "full-speed-rider", true, "Full speed"});
        chips.push_back({"Riding " + name_of(e, mount) + ": attacks impaired", "riding", false, "Riding"});
    }
    if (has_condition(e, c.id, condition::kFullSpeed))
        chips.push_back({"At full speed: riders can't act nor react", "full-speed", false, "Full speed"});
    if (const FactionsPart* own = find_part<FactionsPart>(c))
        for (std::size_t i = 0; i < own->gear.size(); ++i) {
            const Gear& g = own->gear[i];
            if (g.destroyed) chips.push_back({g.name + " destroyed", "gear-" + std::to_string(i), false, {}});
            else if (g.damaged) chips.push_back({g.name + " damaged", "gear-" + std::to_string(i), false, {}});
        }
    return chips;
}

// Text 004: the health marks are hit points (kept for the player characters, whose hit points
// the view shows); a group's numbers count its hidden members and tell how its NPCs stand, so
// they stay with the game master; nobody hidden owes a visible morale save. An NPC's gear (its
// weapons' damage, its armour's worth, whether it was damaged) and its morale group are the
// game master's numbers too.
void for_players(Encounter& view, const std::set<CombatantId>& hidden) {
    for (auto& c : view.combatants)
        if (auto* own = find_part<FactionsPart>(c); own && !c.is_player) *own = FactionsPart{};
    if (auto* factions = find_part<FactionRound>(view)) {
        std::erase_if(factions->health, [&](const HealthMark& mark) {
            const Combatant* c = view.find(mark.id);
            return !c || !c->is_player;
        });
        factions->groups.clear();
        std::erase_if(factions->morale_due, [&](CombatantId id) { return hidden.count(id) > 0; });
    }
}

// What any saved state must hold true of text 004's parts, in any fight: the factions its round
// names exist, and every piece of gear has a name.
Refusal check_parts(const Encounter& e) {
    const FactionRound& round = part<FactionRound>(e);
    if (round.initiative && !e.find_side(*round.initiative)) return {Why::Inconsistent, "the faction holding the initiative does not exist"};
    if (round.to_move && !e.find_side(*round.to_move)) return {Why::Inconsistent, "the faction to move does not exist"};
    for (const auto& c : e.combatants)
        for (const auto& g : part<FactionsPart>(c).gear)
            if (g.name.empty()) return {Why::Inconsistent, c.name + " carries gear without a name"};
    return std::nullopt;
}

} // namespace

const RuleSystem& alternating_factions_system() {
    static const RuleSystem system{
        .key = kAlternatingFactions.key(),
        .name = "Alternating factions",
        .choice = "Alternating factions",
        .rules_text = "004_2715924881334fee.txt",
        .turns = &detail::alternating_scheme(),
        .steps = kSteps,
        .prompts = detail::alternating_prompts,
        .primary = detail::alternating_primary,
        .actions = kActions,
        .every_round = every_round,
        .any_fight_check = check_parts,
        .out_of_fight = why_out,
        // The text has no stun; one added by hand keeps the character from taking turns while it
        // lasts, and its faction passes for it (docs/rules-notes.md).
        .kept_from_acting = kept_by_stun,
        .take_hit = take_hit,
        .for_players = for_players,
        .stats = kStats,
        .sample_fight = kSample,
        .clock = clock,
        .card_chips = own_chips,
        .order_set_by = "the factions alternate, each choosing which of its characters takes a turn",
        .lasting = factions_lasting,
        .rejoin = factions_rejoin,
        .lasting_words = factions_lasting_words,
    };
    return system;
}

} // namespace rk
