// Rules text 000: running, the Heal spell, weapon hits and the Non magic weapons resistance, a
// golem out of its caster's control, and who may not cast or attack.
//   "A mini can elect to run during their turn. ... A mini that is running cannot cast spells of
//    any kind or engage in combat."
//   "Heal ... Effect: Mini affected receives 8 life points + caster's level"
//   "Non magic weapons ----------------- Cost: 75 Effect: All non magic weapons do 1/2 damage"
//   "Statue ... Effect: Mini affected cannot move or attack"
//   "the golem becomes inactive until the spell caster regains control"
#include "core/rules/initiative_rounds/mini_actions.hpp"

#include "core/model/bounded.hpp"
#include "core/fight/combat.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_state.hpp"
#include "core/rules/system_parts.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"

namespace rk::detail {
namespace {

constexpr const char* kNonMagicResistance = "resist_non_magic";   // the stat of "Non magic weapons" resistance

// The part to look at without making one: a mini that never ran nor was a golem has none.
const InitiativeRoundsPart* mine(const Combatant& c) { return find_part<InitiativeRoundsPart>(c); }

bool golem_inactive(const Combatant& c) { return mine(c) && mine(c)->golem_inactive; }

// A hit of `amount` by a weapon; "All non magic weapons do 1/2 damage" (rounded down, as the
// Spells resistance's half) against a mini with that resistance.
Refusal weapon_damage(Encounter& e, Combatant& target, int amount, bool magic) {
    if (!magic && target.stat(kNonMagicResistance) != 0)
        return hit_less(e, target, amount, amount - amount / 2, "half (Non magic weapons resistance)");
    return hit_less(e, target, amount, 0, "");
}

} // namespace

bool running_this_turn(const Encounter& e, const Combatant& c) {
    return e.phase == Phase::Running && mine(c) && mine(c)->running_turn != 0 && mine(c)->running_turn == e.round;
}

Refusal require_text_000(const Encounter& e, std::string_view what) {
    if (e.ruleset != kInitiativeRounds)
        return {Why::NotInThisRuleset, std::string(what) + " is not part of " + std::string(ruleset_name(e.ruleset))};
    return std::nullopt;
}

Refusal may_cast_or_attack(const Encounter& e, const Combatant& c, const std::string& what) {
    if (auto out = out_of_fight(e, c)) return {Why::OutOfFight, c.name + " is out of the fight (" + *out + ") and cannot " + what};
    if (has_stun_effect(e, c)) return {Why::Stunned, c.name + " cannot move or attack (Statue, stunned): it cannot " + what};
    if (golem_inactive(c)) return {Why::GolemInactive, c.name + " is inactive until its caster regains control: it cannot " + what};
    if (running_this_turn(e, c)) return {Why::Running, c.name + " is running this turn: it cannot " + what};
    return std::nullopt;
}

std::optional<std::string> initiative_rounds_kept(const Encounter& e, const Combatant& c) {
    if (auto stun = kept_by_stun(e, c)) return stun;
    if (golem_inactive(c)) return std::string("inactive until its caster regains control");
    return std::nullopt;
}

std::vector<CardChip> initiative_rounds_chips(const Encounter& e, const Combatant& c) {
    std::vector<CardChip> chips;
    if (golem_inactive(c)) chips.push_back({"Inactive: out of its caster's control", "golem-inactive", true, "Inactive"});
    if (running_this_turn(e, c)) chips.push_back({"Running: no spells or combat this turn", "running", true, "Running"});
    return chips;
}

Refusal initiative_rounds_take_hit(Encounter& e, Combatant& c, int amount) { return weapon_damage(e, c, amount, false); }

Refusal handle(Encounter& e, const Run& a) {
    if (auto bad = require_text_000(e, "Running")) return bad;
    if (auto bad = require_running(e)) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (auto out = out_of_fight(e, *c)) return {Why::OutOfFight, c->name + " is out of the fight (" + *out + ")"};
    if (running_this_turn(e, *c)) return {Why::Running, c->name + " is already running this turn"};
    // "during their turn": while it acts (with Simultaneous ties, any mini of the acting group).
    const bool acting = e.step == Step::Acting && !c->acted &&
                        (e.acting == a.id || (e.settings.tie_rule == TieRule::Simultaneous && e.acting && part<InitiativeRoundsPart>(*c).declared));
    if (!acting) return {Why::NotItsTurn, c->name + " can run only during its turn"};
    part<InitiativeRoundsPart>(*c).running_turn = e.round;
    log(e, c->name + " runs: 1.5 times its move, no spells and no combat this turn");
    return std::nullopt;
}

Refusal handle(Encounter& e, const CastHeal& a) {
    if (auto bad = require_text_000(e, "The Heal spell")) return bad;
    const Combatant* caster = e.find(a.caster);
    if (!caster) return unknown_combatant(a.caster);
    const Combatant* target = e.find(a.target);
    if (!target) return unknown_combatant(a.target);
    if (auto bad = may_cast_or_attack(e, *caster, "cast Heal")) return bad;
    if (!target->hp) return {Why::NoHitPoints, target->name + " has no life points to heal"};
    const int amount = bounded_sum(8, caster->level);   // a level read from a file may be anything
    if (amount < 0 || amount > 100000) return {Why::AmountOutOfRange, "Healing must be between 0 and 100000"};
    log(e, caster->name + " casts Heal on " + target->name + ": " + std::to_string(amount) + " life points (8 + level " +
               std::to_string(caster->level) + ")");
    return handle(e, Heal{a.target, amount});
}

Refusal handle(Encounter& e, const WeaponHit& a) {
    if (auto bad = require_text_000(e, "A weapon hit")) return bad;
    const Combatant* attacker = e.find(a.attacker);
    if (!attacker) return unknown_combatant(a.attacker);
    Combatant* target = e.find(a.target);
    if (!target) return unknown_combatant(a.target);
    if (a.attacker == a.target) return {Why::TargetsItself, attacker->name + " cannot hit itself"};
    if (a.damage < 0 || a.damage > 100000) return {Why::AmountOutOfRange, "A hit must do between 0 and 100000 damage"};
    if (auto bad = may_cast_or_attack(e, *attacker, "attack")) return bad;
    if (!target->hp) return {Why::NoHitPoints, target->name + " has no life points to lose"};
    log(e, attacker->name + " hits " + target->name + " with a " + (a.magic ? "magic" : "non magic") + " weapon for " +
               std::to_string(a.damage));
    return weapon_damage(e, *target, a.damage, a.magic);
}

Refusal handle(Encounter& e, const GolemControl& a) {
    if (auto bad = require_text_000(e, "A golem's control")) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (golem_inactive(*c) == a.inactive)
        return {a.inactive ? Why::ConditionAlreadySet : Why::ConditionNotSet,
                c->name + (a.inactive ? " is already inactive" : " is not inactive: its caster has control")};
    if (a.inactive) {
        if (auto out = out_of_fight(e, *c)) return {Why::OutOfFight, c->name + " is out of the fight (" + *out + ")"};
        part<InitiativeRoundsPart>(*c).golem_inactive = true;
        log(e, c->name + " is out of its caster's range: inactive until the caster regains control");
    } else {
        part<InitiativeRoundsPart>(*c).golem_inactive = false;
        log(e, c->name + "'s caster regains control");
    }
    return std::nullopt;
}

} // namespace rk::detail
