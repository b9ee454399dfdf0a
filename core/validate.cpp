#include "validate.hpp"

#include <algorithm>
#include <set>

#include "core/rules/segments/segments.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "core/rules/rule_system.hpp"

namespace rk {
namespace {

bool die_faces(const std::vector<int>& faces) {
    for (int face : faces)
        if (face < 1 || face > 6) return false;
    return true;
}

// Text 002: dice show 1 to 6 and pools hold what they count.
Refusal check_action_dice(const Combatant& c) {
    const auto& dice = part<ActionDicePart>(c);
    if (!die_faces(dice.hand) || !die_faces(dice.fixed_dice)) return {Why::Inconsistent, c.name + " holds an action die that is not a d6 face"};
    if (dice.action_pool && (dice.action_pool->name.empty() || dice.action_pool->cost < 1 || dice.action_pool->dice < 0))
        return {Why::Inconsistent, c.name + "'s Action Pool has no name, no cost or fewer than 0 dice"};
    if (dice.defence_pool && (dice.defence_pool->dice < 1 || dice.defence_pool->most < 1))
        return {Why::Inconsistent, c.name + "'s defence pool is empty"};
    return std::nullopt;
}

} // namespace

namespace {

// Rules text 003: declared actions and the segment clock.
Refusal check_segments(const Encounter& e) {
    for (const auto& c : e.combatants) {
        const std::optional<int>& per = part<SegmentsPart>(c).ambush_per;
        if (per && (*per < 1 || *per > 5)) return {Why::Inconsistent, c.name + " has a PER result outside 1x to 5x"};
        for (const auto& a : part<SegmentsPart>(c).plan.actions) {
            if (a.number < 1 || a.casting_time < 0) return {Why::Inconsistent, c.name + " has a declared action with a bad number or casting time"};
            if (a.done && !a.lost.empty()) return {Why::Inconsistent, c.name + " has an action both resolved and lost"};
            if (a.next_round && a.start) return {Why::Inconsistent, c.name + " has a spell both under way and put off to the next round"};
        }
    }
    return std::nullopt;
}

} // namespace

Refusal check_invariants(const Encounter& e) {
    if (e.round < 0) return {Why::Inconsistent, "the round is negative"};
    if (e.phase == Phase::Setup && e.round != 0) return {Why::Inconsistent, "a fight that has not started is in a round"};
    std::set<SideId> sides;
    for (const auto& s : e.sides)
        if (!sides.insert(s.id).second) return {Why::Inconsistent, "two sides share the id " + std::to_string(s.id)};
    if (e.combatants.size() > static_cast<std::size_t>(kMaxCombatants))
        return {Why::TooManyCombatants, "it has " + std::to_string(e.combatants.size()) + " combatants; an encounter holds at most " +
                                            std::to_string(kMaxCombatants)};
    std::set<CombatantId> ids;
    for (const auto& c : e.combatants) {
        if (c.id == 0 || c.id >= e.next_id) return {Why::Inconsistent, "combatant id " + std::to_string(c.id) + " is out of range"};
        if (!ids.insert(c.id).second) return {Why::Inconsistent, "two combatants share the id " + std::to_string(c.id)};
        if (!sides.count(c.side)) return {Why::Inconsistent, c.name + " is on a side that does not exist"};
        if (c.name.empty()) return {Why::Inconsistent, "a combatant has no name"};
        if (c.hp && c.hp->max < 1) return {Why::Inconsistent, c.name + " has a maximum below 1 hit point"};
        if (c.hp && c.hp->current > c.hp->max) return {Why::Inconsistent, c.name + " has more hit points than the maximum"};
        if (Refusal bad = check_action_dice(c)) return bad;
    }
    if (e.acting && !ids.count(*e.acting)) return {Why::Inconsistent, "the acting combatant is not in the encounter"};
    if (auto broken = check_segments(e)) return broken;
    if (part<ActionDiceFight>(e).refresh_caller && !ids.count(*part<ActionDiceFight>(e).refresh_caller)) return {Why::Inconsistent, "the Refresh was called by a combatant who is not in the encounter"};
    const RuleSystem& system = rule_system(e);
    const bool has_refresh = std::find(system.steps.begin(), system.steps.end(), Step::Refresh) != system.steps.end();
    if (e.step == Step::Refresh && (!has_refresh || e.phase != Phase::Running))
        return {Why::Inconsistent, "a Refresh is under way outside a running action-dice fight"};
    if (system.check)
        if (auto broken = system.check(e)) return broken;
    std::set<EffectId> effect_ids;
    for (const auto& fx : e.effects) {
        const std::string which = "effect #" + std::to_string(fx.id);
        if (fx.id == 0 || fx.id >= e.next_id) return {Why::Inconsistent, which + " is out of range"};
        if (!effect_ids.insert(fx.id).second) return {Why::Inconsistent, "two effects share the id " + std::to_string(fx.id)};
        if (ids.count(fx.id)) return {Why::Inconsistent, which + " shares its id with a combatant"};
        if (fx.name.empty()) return {Why::Inconsistent, which + " has no name"};
        if (fx.target && !ids.count(*fx.target)) return {Why::Inconsistent, which + " is on a combatant who is not in the encounter"};
        if (fx.source && !ids.count(*fx.source)) return {Why::Inconsistent, which + " comes from a combatant who is not in the encounter"};
        if (fx.anchor && !ids.count(*fx.anchor)) return {Why::Inconsistent, which + " counts on the turns of a combatant who is not in the encounter"};
        const bool on_turns = fx.expiry == Expiry::StartOfTurn || fx.expiry == Expiry::EndOfTurn;
        if (on_turns != fx.anchor.has_value()) return {Why::Inconsistent, which + " counts on turns without saying whose"};
        if ((fx.unit == DurationUnit::UntilRemoved) != (fx.expiry == Expiry::Never))
            return {Why::Inconsistent, which + " lasts until removed but expires, or the other way round"};
        if (fx.unit != DurationUnit::UntilRemoved && fx.remaining < 1) return {Why::Inconsistent, which + " has no time left"};
    }
    if (e.phase != Phase::Running && e.acting) return {Why::Inconsistent, "someone is acting outside a running fight"};
    if (Refusal ranks = check_rank_invariants(e)) return ranks;
    if (part<FactionRound>(e).initiative && !sides.count(*part<FactionRound>(e).initiative)) return {Why::Inconsistent, "the faction holding the initiative does not exist"};
    if (part<FactionRound>(e).to_move && !sides.count(*part<FactionRound>(e).to_move)) return {Why::Inconsistent, "the faction to move does not exist"};
    for (const auto& c : e.combatants)
        for (const auto& g : part<FactionsPart>(c).gear)
            if (g.name.empty()) return {Why::Inconsistent, c.name + " carries gear without a name"};
    return std::nullopt;
}

} // namespace rk
