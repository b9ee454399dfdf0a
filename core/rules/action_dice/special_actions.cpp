// Rules text 002 (Swift Swords Tactica): the Special Tactics (All Out Attack, Double Strike), a
// group's attacks against separate targets, a Panicked creature's flight, and the Special
// Results that stay on the target (a lost action die, a disarm, a knockback) beside burning a
// die and reducing a defence pool (spending_dice.cpp).
#include <algorithm>
#include <set>

#include "core/fight/handlers.hpp"
#include "core/rules/action_dice/action_dice.hpp"
#include "core/rules/action_dice/ranks.hpp"

namespace rk {
namespace {

constexpr size_t kMostTargets = 6;   // a Unit's "six times"

std::string group_word(Group g) {
    switch (g) {
    case Group::Mob: return "Mob";
    case Group::Crowd: return "Crowd";
    case Group::Horde: return "Horde";
    case Group::Company: return "Company";
    case Group::Unit: return "Unit";
    case Group::None: break;
    }
    return "group";
}

std::string tactic_name(Tactic t) { return t == Tactic::AllOutAttack ? "All Out Attack" : "Double Strike"; }

std::string times(int n) {
    switch (n) {
    case 1: return "once";
    case 2: return "twice";
    default: return std::to_string(n) + " times";
    }
}

std::string names_of(const Encounter& e, const std::vector<CombatantId>& ids) {
    std::string s;
    for (size_t i = 0; i < ids.size(); ++i) {
        if (i > 0) s += i + 1 == ids.size() ? " and " : ", ";
        s += e.find(ids[i])->name;
    }
    return s;
}

} // namespace

namespace detail {

Refusal handle(Encounter& e, const UseTactic& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "A Special Tactic", c)) return bad;
    const std::string what = tactic_name(a.tactic);
    if (auto bad = check_paid_action(e, *c, a.dice, a.cost, what, false)) return bad;
    pay_for_action(e, *c, a.dice, a.cost, what);
    part<ActionDicePart>(*c).tactic = a.tactic;   // after the action began: it lasts until the next one
    log(e, c->name + (a.tactic == Tactic::AllOutAttack ? " attacks all out (both attacks in one): no defence till its next action"
                                                       : " strikes twice, one attack after the other: only Dodge till its next action"));
    action_done(e, a.id);
    return std::nullopt;
}

Refusal handle(Encounter& e, const GroupAttack& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "A group's attacks", c)) return bad;
    if (a.targets.empty()) return {Why::NothingChosen, "Choose the targets of " + c->name + "'s attacks"};
    std::set<CombatantId> seen;
    for (CombatantId t : a.targets) {
        if (t == a.id) return {Why::TargetsItself, c->name + " cannot attack itself"};
        if (!e.find(t)) return unknown_combatant(t);
        if (!seen.insert(t).second) return {Why::NamedTwice, e.find(t)->name + " is named twice: a group's attacks go against separate targets"};
    }
    const Group group = c->ranks ? c->ranks->group : Group::None;
    // "A MOB is 3 or 4 creatures, ... It gains +1d and can attack twice in one round against separate targets."
    if (group == Group::None)
        return {Why::NotAGroup, c->name + " is not a Mob, Crowd, Horde, Company or Unit: it attacks one target (Spend dice)"};
    if (a.targets.size() > kMostTargets || static_cast<int>(a.targets.size()) > group_attacks(group))
        return {Why::TooManyTargets, "A " + group_word(group) + " attacks " + times(group_attacks(group)) + " against separate targets, not " +
               std::to_string(a.targets.size())};
    const std::string what = a.targets.size() == 1 ? "an attack" : std::to_string(a.targets.size()) + " attacks";
    if (auto bad = check_paid_action(e, *c, a.dice, a.cost, what, false)) return bad;
    pay_for_action(e, *c, a.dice, a.cost, what);
    log(e, c->name + " (" + group_word(group) + ") attacks " + names_of(e, a.targets) + ": " +
               (a.targets.size() == 1 ? "one attack" : std::to_string(a.targets.size()) + " attacks against separate targets") +
               " (a " + group_word(group) + " has " + std::to_string(group_attacks(group)) + ")");
    action_done(e, a.id);
    return std::nullopt;
}

Refusal handle(Encounter& e, const Flee& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "Fleeing", c)) return bad;
    if (!c->ranks || !has_state(*c->ranks, RankState::Panicked))
        return {Why::ConditionNotSet, c->name + " is not Panicked: it moves as one of its actions (Spend dice)"};
    if (auto bad = check_paid_action(e, *c, a.dice, a.cost, "flight", true)) return bad;
    pay_for_action(e, *c, a.dice, a.cost, "flight");
    // "A Panicked creature will take compulsory actions to move as far as possible from the greatest
    // perceived danger, without concern for consequences (such as opportunity attacks or allies)."
    log(e, c->name + " flees as far as it can from the greatest danger, heedless of opportunity attacks and allies");
    action_done(e, a.id);
    return std::nullopt;
}

Refusal handle(Encounter& e, const SpecialResult& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "A special result", c)) return bad;
    ActionDicePart& dice = part<ActionDicePart>(*c);
    switch (a.result) {
    case SpecialResultKind::LoseActionDie: {
        // "Lose of an action dice": the die (the owner's pick, else its lowest) leaves the hand.
        if (a.over) return {Why::NotAChoice, "A lost action die does not come back"};
        if (dice.hand.empty()) return {Why::NoDiceLeft, c->name + " has no action dice left to lose"};
        if (a.die && std::find(dice.hand.begin(), dice.hand.end(), *a.die) == dice.hand.end())
            return {Why::NoSuchDie, c->name + " has no " + std::to_string(*a.die) + " to lose"};
        const int face = a.die.value_or(dice.hand.back());
        dice.hand.erase(std::find(dice.hand.begin(), dice.hand.end(), face));
        log(e, c->name + " loses an action die (its " + std::to_string(face) + ")");
        // Not spent on an action: an emptied hand calls no Refresh, its dice are simply gone.
        if (dice.hand.empty()) discard_action_dice(e, a.id);
        return std::nullopt;
    }
    case SpecialResultKind::Disarm:
        if (a.die) return {Why::NotAChoice, "A disarm takes no action die"};
        if (dice.disarmed == !a.over)
            return {a.over ? Why::ConditionNotSet : Why::ConditionAlreadySet, c->name + (a.over ? " is not disarmed" : " is already disarmed")};
        dice.disarmed = !a.over;
        // "Disarm attempt": it worked.
        log(e, a.over ? c->name + " takes up a weapon again" : c->name + " is disarmed: its weapon is out of its hands");
        return std::nullopt;
    case SpecialResultKind::Knockback:
        if (a.die) return {Why::NotAChoice, "A knockback takes no action die"};
        if (dice.knocked_down == !a.over)
            return {a.over ? Why::ConditionNotSet : Why::ConditionAlreadySet, c->name + (a.over ? " is not down" : " is already down")};
        dice.knocked_down = !a.over;
        // "Knockback/down"; "An opponent who is prone losses any protections they had due to Size and
        // may now suffer Holds. To stand-up they must Withdraw from InClose."
        log(e, a.over ? c->name + " is back on its feet"
                      : c->name + " is knocked back and down: prone (no protection from Size, open to Holds) until it Withdraws to stand up");
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace detail
} // namespace rk
