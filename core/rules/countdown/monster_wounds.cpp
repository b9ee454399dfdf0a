// Rules text 001: "For monsters and NPCs, just make a simple save versus death when reduced to
// damage from 0 to -5. If the save is successful, then the critter remains conscious but fights at
// -2. If the save fails, the critter is unconscious, if the save is a 1, the critter dies. If
// struck to -6 to -10, the critter is unconscious and dies if it fails a save versus death. At -11
// and below, just kill the critter."
//
// A save counts for the wound band it was made in: a monster that saved at -3 and is struck to -8
// saves again (or dies); one healed above 0 and "reduced to damage from 0 to -5" again makes a new
// save. A monster that died (a 1 on the save, a failed save at -6 to -10, -11 and below) stays dead:
// healing does not bring it back into the count. Player characters keep the common reading (down
// at 0 or below).
#include <algorithm>

#include "core/model/dice.hpp"
#include "core/fight/effects.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/countdown/countdown.hpp"
#include "core/rules/countdown/countdown_system.hpp"

namespace rk {
namespace {

constexpr int kUnconsciousBelow = -5;   // -6 to -10: unconscious
constexpr int kDeadBelow = -10;         // -11 and below: dead

// 0: above 0 hit points; 1: 0 to -5; 2: -6 to -10; 3: -11 and below.
int wound_band(const Combatant& c) {
    if (!c.hp || c.hp->current > 0) return 0;
    if (c.hp->current >= kUnconsciousBelow) return 1;
    if (c.hp->current >= kDeadBelow) return 2;
    return 3;
}

} // namespace

int death_save_target(const Combatant& c) {
    if (auto it = c.stats.find("save"); it != c.stats.end()) return std::clamp(it->second, 1, 30);
    return std::clamp(19 - c.level, 2, 19);   // no text: the OSR monster save by hit dice (docs/rules-notes.md)
}

MonsterFate monster_fate(const Combatant& c) {
    const auto& p = find_part<CountdownPart>(c);
    if (p && (p->dead || p->killed_by_save)) return MonsterFate::Dead;   // dead stays dead, healed or not
    const int band = wound_band(c);
    if (band == 0) return MonsterFate::Fighting;
    if (band == 3) return MonsterFate::Dead;
    const bool saved_here = p && p->death_save_band == band;
    if (band == 2) {
        if (!saved_here) return MonsterFate::SaveDue;   // unconscious, and its life hangs on the save
        return p->death_save_passed ? MonsterFate::Unconscious : MonsterFate::Dead;
    }
    if (!saved_here) return MonsterFate::SaveDue;
    return p->death_save_passed ? MonsterFate::FightsAtMinus2 : MonsterFate::Unconscious;
}

namespace detail {

void wound_taken(Encounter& e, Combatant& c, int before) {
    if (c.is_player || !c.hp) return;
    auto& p = part<CountdownPart>(c);
    // Text 001: "when reduced to damage from 0 to -5": a fall from above 0 is a new reduction, so
    // a save made before the monster was healed no longer counts.
    if (before > 0 && c.hp->current <= 0) {
        p.death_save_band = 0;
        p.death_save_passed = false;
    }
    // "At -11 and below, just kill the critter."
    if (wound_band(c) == 3 && !p.dead) {
        p.dead = true;
        log(e, c.name + " is dead (" + std::to_string(c.hp->current) + " hit points)");
    }
}

Refusal countdown_take_hit(Encounter& e, Combatant& c, int amount) {
    const int before = c.hp ? c.hp->current : 0;
    if (auto bad = handle(e, Damage{c.id, amount})) return bad;
    // While the fight runs the blow already told the scheme (attack_landed); before it, here.
    if (e.phase != Phase::Running && amount > 0) wound_taken(e, c, before);
    return std::nullopt;
}

Refusal handle(Encounter& e, const SaveVersusDeath& a) {
    if (e.ruleset != kCountdown)
        return {Why::NotInThisRuleset, "The save versus death is not part of " + std::string(ruleset_name(e.ruleset))};
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (c->is_player) return {Why::NoRollDue, c->name + " is a player character: the save versus death is for monsters and NPCs"};
    if (monster_fate(*c) != MonsterFate::SaveDue)
        return {Why::NoRollDue, c->name + " owes no save versus death (it is made at 0 to -10 hit points, once for each)"};
    // Text 001: a flesh wound's "-2 penalty on attacks and saves" (a "save" modifier) counts here.
    const int penalty = std::clamp(effect_modifier(e, c->id, "save"), -20, 20);
    const DiceFormula d20{1, 20, penalty};
    auto r = roll(d20, a.roll, e.rng);
    if (!r) return r.refusal();
    const int band = wound_band(*c);
    const int target = death_save_target(*c);
    const int face = r.value().faces.front();
    auto& p = part<CountdownPart>(*c);
    p.death_save_band = band;
    p.death_save_passed = face != 1 && r.value().total >= target;
    p.killed_by_save = face == 1 && band == 1;
    p.dead = p.killed_by_save || (band == 2 && !p.death_save_passed);
    std::string outcome;
    if (band == 1)
        outcome = p.death_save_passed ? "conscious, fights at -2" : p.killed_by_save ? "a 1: dies" : "unconscious";
    else
        outcome = p.death_save_passed ? "unconscious, alive" : "dies";
    log(e, c->name + " saves versus death (" + r.value().describe(d20) + " against " + std::to_string(target) + "): " + outcome);
    return std::nullopt;
}

} // namespace detail
} // namespace rk
