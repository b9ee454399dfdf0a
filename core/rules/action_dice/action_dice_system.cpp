// Text 002 (action dice) as the rest of the program sees it.
#include <algorithm>
#include <array>
#include <string_view>

#include "core/rules/action_dice/action_dice_lasting.hpp"
#include "core/model/actions.hpp"
#include "core/fight/handlers.hpp"
#include "core/fight/card_state.hpp"
#include "core/fight/combat.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/action_dice/bleeders.hpp"
#include "core/rules/action_dice/ranks.hpp"

namespace rk {
namespace {

constexpr std::array kSteps{Step::RollingInitiative, Step::Acting, Step::Refresh};

constexpr std::array<std::string_view, 19> kActions{
    RollInitiative::kType, Hold::kType,         GiveActionDice::kType, SpendDice::kType,      SpendFreeAction::kType,
    CallRefresh::kType,    RefreshOption::kType, StartPool::kType,     AddToPool::kType,      ReleasePool::kType,
    StartDefence::kType,   DefendWithPool::kType, ReduceDefencePool::kType, BurnActionDie::kType,
    MarkExposure::kType,   UseTactic::kType,      GroupAttack::kType,   Flee::kType,           SpecialResult::kType};

// Ranks, States, injuries, bleeders and fear: any fight still takes them (a generic fight may
// carry ranks), but only text 002's list offers them.
constexpr std::array<std::string_view, 17> kListedOnlyHere{
    SetRanks::kType,    ChooseHeroic::kType, ApplyDamage::kType, RemoveState::kType,      RollCheck::kType,
    HealRank::kType,    SetStanding::kType,  RollInjury::kType,  ShiftInjury::kType,      RollInjuryEffect::kType,
    ApplyInjury::kType, RollBleeder::kType,  HealWound::kType,   SetFear::kType,          FaceFear::kType,
    RollFear::kType,    Fatigue::kType};

// What text 002 reads from effects: more or fewer action dice, dice burnt every round.
constexpr std::array<ModifierSpec, 2> kModifiers{{{"action_dice", "Action dice"}, {"burn_action_dice", "Dice burnt each round"}}};

// Text 002 counts ranks, not hit points: quick add asks for them.
constexpr std::array<StatQuestion, 2> kStats{{{"physical", "Physical rank", 3, 0, 9}, {"mental", "Mental rank", 3, 0, 9}}};

constexpr std::string_view kSample = R"([
  {"type": "RenameEncounter", "name": "Roland and the goblins"},
  {"type": "AddCombatant", "name": "Roland", "side": 1, "is_player": true},
  {"type": "AddCombatant", "name": "Brenna", "side": 1, "is_player": true},
  {"type": "AddCombatant", "name": "Goblin", "side": 2},
  {"type": "AddCombatant", "name": "Goblin boss", "side": 2},
  {"type": "SetRanks", "id": 1, "physical": 3, "mental": 3},
  {"type": "SetRanks", "id": 2, "physical": 3, "mental": 2},
  {"type": "SetRanks", "id": 3, "physical": 1, "mental": 1, "stateless": true},
  {"type": "SetRanks", "id": 4, "physical": 2, "mental": 2},
  {"type": "GiveActionDice", "id": 3, "faces": [4, 3, 2], "every_round": true},
  {"type": "DuplicateCombatant", "id": 3, "count": 1}
])";

// The order goes by the dice in hand (their count, not their sum) once the round's set is there.
std::string order_value(const Encounter&, const Combatant& c) {
    if (part<ActionDicePart>(c).hand_ready) return std::to_string(part<ActionDicePart>(c).hand.size());
    return c.initiative ? std::to_string(*c.initiative) : "–";
}

// Text 002: "Once a non-Hero character has lost all their Ranks ... they are Out of Action";
// Killed in Action, Out of Action: no more actions. Ranks are what it has, not hit points.
std::optional<std::string> why_out(const Encounter&, const Combatant& c) {
    if (c.ranks && c.ranks->standing != Standing::Active) return standing_name(c.ranks->standing);
    return std::nullopt;
}

// Text 002's Stun is a State: "They may do nothing until they remove the STATE".
bool is_stunned_now(const Encounter&, const Combatant& c) { return c.ranks && has_state(*c.ranks, RankState::Stun); }

// Text 002: "Damage will inflict a State or Rank loss, and if sufficient may inflict a Trauma or
// Killing Blow." A hit from the phone takes ranks; "A STATE ... is a form a damage you may elect
// to suffer rather than lose a Rank": that choice is the table's, in the full Damage form
// (docs/rules-notes.md).
Refusal take_hit(Encounter& e, Combatant& c, int amount) {
    if (!c.ranks) return detail::handle(e, Damage{c.id, amount});
    ApplyDamage hit;
    hit.id = c.id;
    hit.points = amount;
    hit.take_state = false;
    return detail::handle(e, hit);
}

// Text 002: exposures and a Fumble are what an attacker looks at first.
std::vector<std::string> alerts(const Encounter&, const Combatant& c) {
    std::vector<std::string> out;
    const ActionDicePart* dice = find_part<ActionDicePart>(c);
    if (!dice) return out;
    if (dice->exposures > 0) out.push_back("Exposed: " + std::to_string(dice->exposures) + (dice->exposures == 1 ? " die" : " dice") + " for its attackers");
    if (dice->fumbled) out.push_back("Fumbled: attackers hit on 4-6");
    if (dice->tactic == Tactic::AllOutAttack) out.push_back("All Out Attack: no defence");
    if (dice->tactic == Tactic::DoubleStrike) out.push_back("Double Strike: Dodge only");
    if (c.ranks && has_state(*c.ranks, RankState::Panicked))
        out.push_back(dice->panic_fled ? "Panicked: flees, rolls to stop"
                                       : "Panicked: must flee, no attack");
    if (dice->disarmed) out.push_back("Disarmed");
    if (dice->knocked_down) out.push_back("Knocked down (prone)");
    return out;
}

// Text 002's Standing (Out of Action, Killed in Action) and States on the card, after its alerts.
// A stun is said by the common "Stunned" chip, and a fighter out of the fight by its own.
std::vector<CardChip> rank_chips(const Encounter& e, const Combatant& c) {
    std::vector<CardChip> chips;
    if (!c.ranks) return chips;
    const bool out = out_of_fight(e, c).has_value();
    const bool stunned_now = !out && stunned(e, c);
    if (c.ranks->standing != Standing::Active && !out) chips.push_back({standing_name(c.ranks->standing), "standing", true, {}});
    for (RankState st : c.ranks->states) {
        if (stunned_now && st == RankState::Stun) continue;   // the stun chip says it
        chips.push_back({state_name(st), "state-" + state_name(st), false, {}});
    }
    return chips;
}

// Text 002: "They announce their attack and give the target the opportunity to use a defence
// option": a Dodge or Block by anyone but the one acting, with its highest full die (the form
// changes it; a 1 buys no defence).
std::vector<Action> every_round(const Encounter& e, const Combatant& c) {
    const ActionDicePart* dice = find_part<ActionDicePart>(c);
    if (e.acting == c.id || !dice || dice->hand.empty()) return {};
    StartDefence defence;
    defence.id = c.id;
    defence.die = *std::max_element(dice->hand.begin(), dice->hand.end());
    defence.dice = 1;
    return {defence};
}

// Text 002's dice lie on the table: "the 1s are left in front of the creature"; so does each
// pool. Players see every pool (the order goes by them); a hidden combatant's Refresh call is
// not named.
void for_players(Encounter& view, const std::set<CombatantId>& hidden) {
    if (auto* dice = find_part<ActionDiceFight>(view); dice && dice->refresh_caller && hidden.count(*dice->refresh_caller))
        dice->refresh_caller.reset();
}

// Its order goes by the dice in hand, which these set.
constexpr std::string_view kOrderStats[] = {"action_dice", "action_dice_max", "burn_action_dice"};

// Harm in this text is ranks marked lost ("lost" and those lost to crossover, on either track):
// the fight's summary counts them. States taken instead of a rank are not ranks lost.
int ranks_standing(const Combatant& c) {
    if (!c.ranks) return 0;
    const Ranks& r = *c.ranks;
    return -(r.physical.lost + r.physical.crossover + r.mental.lost + r.mental.crossover);
}

bool die_faces(const std::vector<int>& faces) {
    for (int face : faces)
        if (face < 1 || face > 6) return false;
    return true;
}

// What any saved state must hold true of text 002's parts, in any fight: dice show 1 to 6 and
// pools hold what they count, a Refresh was called by one in the fight and is under way only in
// a running action-dice fight, and the ranks hold (ranks.cpp).
Refusal check_parts(const Encounter& e) {
    for (const auto& c : e.combatants) {
        const auto& dice = part<ActionDicePart>(c);
        if (!die_faces(dice.hand) || !die_faces(dice.fixed_dice)) return {Why::Inconsistent, c.name + " holds an action die that is not a d6 face"};
        if (dice.action_pool && (dice.action_pool->name.empty() || dice.action_pool->cost < 1 || dice.action_pool->dice < 0))
            return {Why::Inconsistent, c.name + "'s Action Pool has no name, no cost or fewer than 0 dice"};
        if (dice.defence_pool && (dice.defence_pool->dice < 1 || dice.defence_pool->most < 1))
            return {Why::Inconsistent, c.name + "'s defence pool is empty"};
    }
    if (const auto& caller = part<ActionDiceFight>(e).refresh_caller; caller && !e.find(*caller))
        return {Why::Inconsistent, "the Refresh was called by a combatant who is not in the encounter"};
    if (e.step == Step::Refresh && (e.ruleset != kActionDice || e.phase != Phase::Running))
        return {Why::Inconsistent, "a Refresh is under way outside a running action-dice fight"};
    return check_rank_invariants(e);
}

// Text 002 counts ranks, not hit points: a newcomer's Physical and Mental ranks from quick add's
// questions (neither given: no ranks yet, for the table to set).
std::vector<Action> newcomer_ranks(CombatantId first, std::map<std::string, int>& stats) {
    if (!stats.contains("physical") && !stats.contains("mental")) return {};
    SetRanks ranks;
    ranks.id = first;
    if (auto it = stats.find("physical"); it != stats.end()) ranks.physical = it->second, stats.erase(it);
    if (auto it = stats.find("mental"); it != stats.end()) ranks.mental = it->second, stats.erase(it);
    return {ranks};
}

// A combatant that leaves the fight no longer stands as the one who called the Refresh.
void combatant_leaves(Encounter& e, CombatantId id) {
    if (auto* dice = find_part<ActionDiceFight>(e); dice && dice->refresh_caller == id) dice->refresh_caller.reset();
}

} // namespace

const RuleSystem& action_dice_system() {
    static const RuleSystem system{
        .key = kActionDice.key(),
        .name = "Action dice (Swift Swords)",
        .choice = "Action dice (Swift Swords)",
        .rules_text = "002_0ab9c90439f7658b.txt",
        .turns = &detail::action_dice_scheme(),
        .steps = kSteps,
        .prompts = detail::action_dice_prompts,
        .primary = detail::action_dice_primary,
        .actions = kActions,
        .listed_only_here = kListedOnlyHere,
        .every_round = every_round,
        .any_fight_round_begins = start_of_round_bleeders,
        .any_fight_prompts = detail::owed_rolls_prompts,
        .any_fight_check = check_parts,
        .any_fight_combatant_leaves = combatant_leaves,
        .newcomer_health = newcomer_ranks,
        .out_of_fight = why_out,
        .stunned = is_stunned_now,
        .take_hit = take_hit,
        .health = ranks_standing,
        .harm_unit = "ranks",
        .for_players = for_players,
        .order_stats = kOrderStats,
        .stats = kStats,
        .sample_fight = kSample,
        .order_value = order_value,
        .alerts = alerts,
        .card_chips = rank_chips,
        .effect_modifiers = kModifiers,
        .order_set_by = "whoever holds the most action dice acts next",
        .lasting = action_dice_lasting,
        .rejoin = action_dice_rejoin,
        .lasting_words = action_dice_lasting_words,
        .recoveries = action_dice_recoveries(),
    };
    return system;
}

} // namespace rk
