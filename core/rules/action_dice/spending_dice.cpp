// Rules text 002 (Swift Swords Tactica): spending action dice, free actions with 1s, Action
// Pools, defence pools (Dodge, Block) and burnt dice. Whose turn it is, and what follows an
// action, is the scheme's (schemes/action_dice.cpp).
#include "core/rules/action_dice/action_dice.hpp"

#include <algorithm>
#include <numeric>

#include "core/fight/handlers.hpp"
#include "core/rules/action_dice/ranks.hpp"

namespace rk {
namespace {

constexpr int kMostPips = 36;
constexpr int kMostDefenceDice = 30;
constexpr int kMostAttack = 60;
constexpr size_t kMaxWhat = 64;

std::string faces_text(const std::vector<int>& faces, const char* joint = ", ") {
    std::string s;
    for (size_t i = 0; i < faces.size(); ++i) s += (i ? joint : "") + std::to_string(faces[i]);
    return s;
}

std::string in_hand(const Combatant& c) {
    return part<ActionDicePart>(c).hand.empty() ? "no dice left" : "its dice: " + faces_text(part<ActionDicePart>(c).hand);
}

bool holds(const std::vector<int>& hand, int face) { return std::find(hand.begin(), hand.end(), face) != hand.end(); }

void remove_face(std::vector<int>& hand, int face) { hand.erase(std::find(hand.begin(), hand.end(), face)); }

std::string pips(int n) { return std::to_string(n) + (n == 1 ? " pip" : " pips"); }

std::string dice_word(int n) { return std::to_string(n) + (n == 1 ? " die" : " dice"); }

std::string kind_name(DefenceKind k) { return k == DefenceKind::Dodge ? "Dodge" : "Block"; }

std::string free_action_text(FreeAction f) {
    switch (f) {
    case FreeAction::Effort: return "Effort: +1 die to its next roll";
    case FreeAction::StunRecovery: return "an extra Stun recovery roll";
    case FreeAction::SkillBonus: return "+1 to one of its skill dice";
    }
    return "a free action";
}

Refusal check_what(const std::string& what, const char* kind) {
    if (what.empty() || what.size() > kMaxWhat) return {Why::ActionNameMissing, std::string("Name the ") + kind + " (1 to 64 bytes)"};
    return std::nullopt;
}

Refusal check_cost(int cost) {
    if (cost < 1 || cost > kMostPips) return {Why::CostOutOfRange, "An action costs 1 to " + std::to_string(kMostPips) + " pips"};
    return std::nullopt;
}

// Adds what a short hand cannot do: call a Refresh.
Reason with_refresh_hint(const Combatant& c, int cost, Reason reason) {
    int usable = 0;
    for (int face : part<ActionDicePart>(c).hand)
        if (face != 1) usable += face;
    if (usable < cost) reason.text += "; " + c.name + " cannot afford it and may call a Refresh";
    return reason;
}

// "Roland spends 5 on Melee attack (4 pips, 1 wasted)".
std::string spend_text(const std::vector<int>& dice, const std::string& what, int cost) {
    const int sum = std::accumulate(dice.begin(), dice.end(), 0);
    std::string s = "spends " + faces_text(dice, " + ") + " on " + what + " (" + pips(cost);
    if (sum > cost) s += ", " + std::to_string(sum - cost) + " wasted";
    return s + ")";
}

void pay(Combatant& c, const std::vector<int>& dice) {
    for (int face : dice) remove_face(part<ActionDicePart>(c).hand, face);
}

void lose_action_pool(Encounter& e, Combatant& c) {
    if (!part<ActionDicePart>(c).action_pool) return;
    detail::log(e, c.name + " loses its pool (" + part<ActionDicePart>(c).action_pool->name + ", " + dice_word(part<ActionDicePart>(c).action_pool->dice) + ")");
    part<ActionDicePart>(c).action_pool.reset();
}

void lose_defence_pool(Encounter& e, Combatant& c) {
    if (!part<ActionDicePart>(c).defence_pool) return;
    detail::log(e, c.name + " loses its " + kind_name(part<ActionDicePart>(c).defence_pool->kind) + " pool (" + dice_word(part<ActionDicePart>(c).defence_pool->dice) + ")");
    part<ActionDicePart>(c).defence_pool.reset();
}

// "If you perform any action other than POOL the pool of dice are lost", and "the defence
// roll is only discarded if you elect to do some other action other than Pool".
void other_action(Encounter& e, Combatant& c) {
    lose_action_pool(e, c);
    lose_defence_pool(e, c);
}

// One die off the defence pool (and `more` the attacker spent on it); logs what is left.
std::string shrink(Combatant& c, int by) {
    DefencePool& pool = *part<ActionDicePart>(c).defence_pool;
    const std::string kind = kind_name(pool.kind);
    pool.dice -= by;
    if (pool.dice <= 0) {
        part<ActionDicePart>(c).defence_pool.reset();
        return "the " + kind + " pool is used up";
    }
    return kind + " pool " + std::to_string(pool.dice);
}

// "place them in front of the attacker, set to 1, equal to the remainder of the Dodge pool" (or Block total).
void expose(Encounter& e, std::optional<CombatantId> attacker, int exposures) {
    Combatant* c = attacker ? e.find(*attacker) : nullptr;
    if (!c || exposures <= 0) return;
    int& held = part<ActionDicePart>(*c).exposures;
    held = std::min(std::clamp(held, 0, kMostDefenceDice) + exposures, kMostDefenceDice);   // a saved count may be anything
    detail::log(e, c->name + " now has " + std::to_string(held) + " exposure" + (held == 1 ? "" : "s") + " in front of it, until its next action");
}

} // namespace

Refusal check_spend(const std::vector<int>& hand, const std::vector<int>& picked, int cost, const std::string& what) {
    if (picked.empty()) return {Why::NothingChosen, "Choose the dice to spend on " + what};
    std::vector<int> left = hand;
    for (int face : picked) {
        auto it = std::find(left.begin(), left.end(), face);
        if (it == left.end())
            return {Why::NoSuchDie, "No die shows " + std::to_string(face) + " (the dice in hand: " + (hand.empty() ? "none" : faces_text(hand)) + ")"};
        left.erase(it);
    }
    if (holds(picked, 1)) {
        if (picked.size() > 1) return {Why::DieShowsOne, std::string("Dice showing 1 cannot be combined with other dice")};
        return {Why::DieShowsOne, std::string("A die showing 1 only buys a free action (Effort, an extra Stun recovery roll, +1 to a skill die)")};
    }
    const int sum = std::accumulate(picked.begin(), picked.end(), 0);
    if (sum < cost) return {Why::TooFewPips, what + " costs " + pips(cost) + ", but " + faces_text(picked, " + ") + " make only " + pips(sum)};
    return std::nullopt;
}

Refusal tactic_forbids(const Combatant& c, DefenceKind kind) {
    const ActionDicePart* dice = find_part<ActionDicePart>(c);
    if (!dice || !dice->tactic) return std::nullopt;
    // "ALL OUT ATTACK - no defence, combine both attacks into one, no defence till you have a new action."
    if (*dice->tactic == Tactic::AllOutAttack)
        return {Why::TacticForbidsDefence, c.name + " made an All Out Attack: no defence till it has a new action"};
    // "DOUBLE STRIKE - two attacks, one after the other, may only use Dodge as a defence till you have a new action."
    if (kind != DefenceKind::Dodge)
        return {Why::TacticForbidsDefence, c.name + " made a Double Strike: only Dodge till it has a new action"};
    return std::nullopt;
}

Refusal panic_forbids(const Combatant& c) {
    // "A Panicked creature will take compulsory actions to move as far as possible from the greatest
    // perceived danger, without concern for consequences (such as opportunity attacks or allies)."
    if (c.ranks && has_state(*c.ranks, RankState::Panicked))
        return {Why::PanickedFlees, c.name + " is Panicked: its actions are compulsory flight from the greatest danger (Flee), no attack"};
    return std::nullopt;
}

Refusal check_paid_action(const Encounter& e, const Combatant& c, const std::vector<int>& dice, int cost, const std::string& what, bool flight) {
    if (auto bad = state_forbids(c)) return bad;
    if (!flight)
        if (auto bad = panic_forbids(c)) return bad;
    if (auto bad = check_cost(cost)) return bad;
    if (auto bad = detail::may_take_action(e, c.id)) return bad;
    if (auto bad = check_spend(part<ActionDicePart>(c).hand, dice, cost, what)) return with_refresh_hint(c, cost, *bad);
    return std::nullopt;
}

void pay_for_action(Encounter& e, Combatant& c, const std::vector<int>& dice, int cost, const std::string& what) {
    detail::begin_action(e, c.id);
    pay(c, dice);
    detail::log(e, c.name + " " + spend_text(dice, what, cost));
    other_action(e, c);
}

void lose_pools(Encounter& e, CombatantId id) {
    Combatant* c = e.find(id);
    if (!c) return;
    lose_action_pool(e, *c);
    lose_defence_pool(e, *c);
}

void burn_action_die(Encounter& e, CombatantId id) {
    Combatant* c = e.find(id);
    if (!c) return;
    // The owner picks; a table burns its lowest die that still counts.
    auto it = std::find_if(part<ActionDicePart>(*c).hand.rbegin(), part<ActionDicePart>(*c).hand.rend(), [](int face) { return face != 1; });
    if (it == part<ActionDicePart>(*c).hand.rend()) {
        detail::log(e, c->name + " has no action die to burn");
        return;
    }
    detail::log(e, c->name + " burns an action die: its " + std::to_string(*it) + " becomes a 1");
    *it = 1;
    detail::sort_hand(part<ActionDicePart>(*c).hand);
}

namespace detail {

Refusal handle(Encounter& e, const SpendDice& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "Spending action dice", c)) return bad;
    if (auto bad = state_forbids(*c)) return bad;
    if (auto bad = check_what(a.what, "action")) return bad;
    if (auto bad = check_cost(a.cost)) return bad;
    const bool response = a.response.value_or(may_take_action(e, a.id).has_value());
    if (auto bad = response ? may_respond(e, a.id) : may_take_action(e, a.id)) return bad;
    if (!response)
        if (auto bad = panic_forbids(*c)) return bad;
    if (auto bad = check_spend(part<ActionDicePart>(*c).hand, a.dice, a.cost, a.what)) return with_refresh_hint(*c, a.cost, *bad);
    if (!response) begin_action(e, a.id);
    pay(*c, a.dice);
    log(e, c->name + (response ? " responds: " : " ") + spend_text(a.dice, a.what, a.cost));
    other_action(e, *c);
    if (response) dice_used(e, a.id);
    else action_done(e, a.id);
    return std::nullopt;
}

Refusal handle(Encounter& e, const SpendFreeAction& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "A free action with a 1", c)) return bad;
    // In a State only the extra recovery roll is left ("They can use a 1-AD to roll to remove a single STATE").
    if (auto bad = state_forbids(*c); bad && (a.which != FreeAction::StunRecovery || bad->why == Why::CrushedDoesNothing)) return bad;
    if (auto bad = may_respond(e, a.id)) return bad;
    if (!holds(part<ActionDicePart>(*c).hand, 1)) return {Why::NoSuchDie, "Free actions are bought with a die showing 1: " + c->name + " has none (" + in_hand(*c) + ")"};
    remove_face(part<ActionDicePart>(*c).hand, 1);
    log(e, c->name + " uses a 1 for " + free_action_text(a.which));
    dice_used(e, a.id);
    return std::nullopt;
}

Refusal handle(Encounter& e, const StartPool& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "An Action Pool", c)) return bad;
    if (auto bad = state_forbids(*c)) return bad;
    if (auto bad = check_what(a.name, "pooled action")) return bad;
    if (auto bad = check_cost(a.cost)) return bad;
    if (auto bad = may_take_action(e, a.id)) return bad;
    if (auto bad = panic_forbids(*c)) return bad;
    if (auto bad = check_spend(part<ActionDicePart>(*c).hand, a.dice, a.cost, a.name)) return with_refresh_hint(*c, a.cost, *bad);
    begin_action(e, a.id);
    pay(*c, a.dice);
    log(e, c->name + " starts a pool: " + spend_text(a.dice, a.name, a.cost));
    other_action(e, *c);
    part<ActionDicePart>(*c).action_pool = ActionPool{a.name, a.cost, 0};
    action_done(e, a.id);
    return std::nullopt;
}

Refusal handle(Encounter& e, const AddToPool& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "A Pool action", c)) return bad;
    if (auto bad = state_forbids(*c)) return bad;
    if (a.defence ? !part<ActionDicePart>(*c).defence_pool : !part<ActionDicePart>(*c).action_pool)
        return {Why::NoPool, c->name + (a.defence ? " has no defence pool to add to" : " has no Action Pool to add to")};
    if (auto bad = may_take_action(e, a.id)) return bad;
    if (!holds(part<ActionDicePart>(*c).hand, a.die)) return {Why::NoSuchDie, c->name + " has no " + std::to_string(a.die) + " to add (" + in_hand(*c) + ")"};
    if (a.die == 1) return {Why::DieShowsOne, std::string("A die showing 1 cannot be added to a pool")};
    if (a.defence && part<ActionDicePart>(*c).defence_pool->dice >= part<ActionDicePart>(*c).defence_pool->most)
        return {Why::PoolFull, c->name + "'s " + kind_name(part<ActionDicePart>(*c).defence_pool->kind) + " pool already holds " +
               dice_word(part<ActionDicePart>(*c).defence_pool->dice) + ", as many as it rolls"};
    begin_action(e, a.id);
    remove_face(part<ActionDicePart>(*c).hand, a.die);
    if (a.defence) {
        DefencePool& pool = *part<ActionDicePart>(*c).defence_pool;
        ++pool.dice;
        log(e, c->name + " uses a Pool action: a die (" + std::to_string(a.die) + ") goes to its " + kind_name(pool.kind) +
                   " pool, now " + std::to_string(pool.dice));
    } else {
        ActionPool& pool = *part<ActionDicePart>(*c).action_pool;
        ++pool.dice;
        log(e, c->name + " uses a Pool action: a die (" + std::to_string(a.die) + ") goes to " + pool.name + ", now " +
                   dice_word(pool.dice) + " pooled");
    }
    action_done(e, a.id);
    return std::nullopt;
}

Refusal handle(Encounter& e, const ReleasePool& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "Releasing a pool", c)) return bad;
    if (auto bad = state_forbids(*c)) return bad;
    if (!part<ActionDicePart>(*c).action_pool) return {Why::NoPool, c->name + " has no Action Pool to release"};
    if (auto bad = may_take_action(e, a.id)) return bad;
    if (auto bad = panic_forbids(*c)) return bad;
    begin_action(e, a.id);
    const ActionPool pool = *part<ActionDicePart>(*c).action_pool;
    part<ActionDicePart>(*c).action_pool.reset();
    log(e, c->name + " releases " + pool.name + ": " + pips(pool.cost) + " paid and " + dice_word(pool.dice) + " pooled");
    lose_defence_pool(e, *c);   // resolving the pooled action is an action other than Pool
    action_done(e, a.id);
    return std::nullopt;
}

Refusal handle(Encounter& e, const StartDefence& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "A defence", c)) return bad;
    if (auto bad = state_forbids(*c)) return bad;
    if (a.successes < 0 || a.successes > kMostDefenceDice || a.bonus < 0 || a.bonus > kMostDefenceDice)
        return {Why::DefenceOutOfRange, "Successes and bonus go from 0 to " + std::to_string(kMostDefenceDice)};
    if (a.dice < 1 || a.dice > kMostDefenceDice)
        return {Why::DefenceOutOfRange, "Enter how many dice the defence rolls (1 to " + std::to_string(kMostDefenceDice) + ")"};
    if (auto bad = tactic_forbids(*c, a.kind)) return bad;
    if (auto bad = may_respond(e, a.id)) return bad;
    if (!holds(part<ActionDicePart>(*c).hand, a.die)) return {Why::NoSuchDie, c->name + " has no " + std::to_string(a.die) + " to defend with (" + in_hand(*c) + ")"};
    if (a.die == 1) return {Why::DieShowsOne, std::string("A defence needs a full action die, not a 1")};
    remove_face(part<ActionDicePart>(*c).hand, a.die);
    const std::string kind = kind_name(a.kind);
    std::string line = c->name + " uses " + kind + " (spends a " + std::to_string(a.die) + "): " +
                       std::to_string(a.successes) + (a.successes == 1 ? " success" : " successes");
    other_action(e, *c);
    if (a.successes == 0) {
        log(e, line + ", no pool");
    } else {
        const int dice = a.successes + a.bonus;
        if (a.bonus > 0) line += " + " + std::to_string(a.bonus);
        log(e, line + ", a " + kind + " pool of " + std::to_string(dice));
        part<ActionDicePart>(*c).defence_pool = DefencePool{a.kind, dice, a.dice};
    }
    dice_used(e, a.id);
    return std::nullopt;
}

Refusal handle(Encounter& e, const DefendWithPool& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "A defence pool", c)) return bad;
    if (a.attacker && (!e.find(*a.attacker) || *a.attacker == a.id)) return unknown_combatant(*a.attacker);
    if (!part<ActionDicePart>(*c).defence_pool) return {Why::NoPool, c->name + " has no defence pool"};
    if (auto bad = state_forbids(*c)) return bad;
    if (auto bad = tactic_forbids(*c, part<ActionDicePart>(*c).defence_pool->kind)) return bad;
    if (a.attack < 0 || a.attack > kMostAttack) return {Why::DefenceOutOfRange, "An attack has 0 to " + std::to_string(kMostAttack) + " dice or successes"};
    DefencePool& pool = *part<ActionDicePart>(*c).defence_pool;
    const std::string kind = kind_name(pool.kind);
    if (pool.kind == DefenceKind::Dodge) {
        if (a.reduced_by != 0) return {Why::NotForDodge, std::string("A Dodge takes attack dice away before they are rolled: no successes can be spent on it")};
        // "Against a fired missile the number of successes in the Dodge result is reduced by 1".
        const int dodge = std::max(0, pool.dice - (a.missile ? 1 : 0));
        const int left = std::max(0, a.attack - dodge);
        std::string line = c->name + "'s Dodge pool of " + std::to_string(pool.dice) + (a.missile ? " (1 less against a missile)" : "") +
                           " removes " + std::to_string(a.attack - left) + " of " + dice_word(a.attack) + ": the attack rolls " +
                           dice_word(left);
        if (dodge > a.attack) line += ", " + std::to_string(dodge - a.attack) + " exposure" + (dodge - a.attack == 1 ? "" : "s") + " on the attacker";
        log(e, line + "; " + c->name + " discards a die: " + shrink(*c, 1));
        expose(e, a.attacker, std::max(0, dodge - a.attack));
        return std::nullopt;
    }
    if (a.reduced_by < 0 || a.reduced_by > a.attack || a.reduced_by > pool.dice)
        return {Why::DefenceOutOfRange, "The attacker spends 0 to " + std::to_string(std::min(a.attack, pool.dice)) + " successes on the Block pool"};
    const int successes = a.attack - a.reduced_by;
    const int block = pool.dice - a.reduced_by;
    std::string line = c->name + "'s Block pool of " + std::to_string(pool.dice);
    if (a.reduced_by > 0) line += ", cut to " + std::to_string(block) + " by " + std::to_string(a.reduced_by) + " of the attacker's successes,";
    line += " meets " + std::to_string(successes) + (successes == 1 ? " success" : " successes");
    const bool works = block >= 1 && successes <= block;
    if (works) {
        line += ": the Block works (its armour counts)";
        if (block > successes)
            line += ", " + std::to_string(block - successes) + " exposure" + (block - successes == 1 ? "" : "s") + " on the attacker";
    } else {
        line += ": the Block fails, the shield is ignored";
    }
    log(e, line + "; " + c->name + " discards a die: " + shrink(*c, a.reduced_by + 1));
    expose(e, a.attacker, works ? block - successes : 0);
    return std::nullopt;
}

Refusal handle(Encounter& e, const ReduceDefencePool& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "A defence pool", c)) return bad;
    if (!part<ActionDicePart>(*c).defence_pool) return {Why::NoPool, c->name + " has no defence pool"};
    if (a.by < 1 || a.by > kMostDefenceDice) return {Why::DefenceOutOfRange, "Take 1 to " + std::to_string(kMostDefenceDice) + " dice off a defence pool"};
    const int lost = std::min(a.by, part<ActionDicePart>(*c).defence_pool->dice);
    const std::string left = shrink(*c, a.by);
    log(e, c->name + " loses " + dice_word(lost) + " of its defence pool: " + left);
    return std::nullopt;
}

Refusal handle(Encounter& e, const MarkExposure& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "Exposures", c)) return bad;
    if (a.exposures < 0 || a.exposures > kMostDefenceDice)
        return {Why::DefenceOutOfRange, "Exposures go from 0 to " + std::to_string(kMostDefenceDice)};
    ActionDicePart& dice = part<ActionDicePart>(*c);
    if (dice.exposures == a.exposures && dice.fumbled == a.fumbled) return std::nullopt;
    dice.exposures = a.exposures;
    dice.fumbled = a.fumbled;
    log(e, c->name + (a.exposures ? " has " + std::to_string(a.exposures) + " exposure" + (a.exposures == 1 ? "" : "s") + " in front of it"
                                  : " has no exposures") +
               (a.fumbled ? " and is Fumbled (attackers hit on 4-6)" : "") + ", until its next action");
    return std::nullopt;
}

Refusal handle(Encounter& e, const BurnActionDie& a) {
    Combatant* c = nullptr;
    if (auto bad = action_dice_combatant(e, a.id, "Burning an action die", c)) return bad;
    if (!a.die) {
        if (std::all_of(part<ActionDicePart>(*c).hand.begin(), part<ActionDicePart>(*c).hand.end(), [](int face) { return face == 1; }))
            return {Why::NoSuchDie, c->name + " has no action die to burn (" + in_hand(*c) + ")"};
        burn_action_die(e, a.id);
        return std::nullopt;
    }
    if (!holds(part<ActionDicePart>(*c).hand, *a.die)) return {Why::NoSuchDie, c->name + " has no " + std::to_string(*a.die) + " to burn (" + in_hand(*c) + ")"};
    if (*a.die == 1) return {Why::DieShowsOne, std::string("A die showing 1 is burnt already: choose another")};
    *std::find(part<ActionDicePart>(*c).hand.begin(), part<ActionDicePart>(*c).hand.end(), *a.die) = 1;
    sort_hand(part<ActionDicePart>(*c).hand);
    log(e, c->name + " burns an action die: its " + std::to_string(*a.die) + " becomes a 1");
    return std::nullopt;
}

} // namespace detail
} // namespace rk
