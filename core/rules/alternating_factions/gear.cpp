// Rules text 004: weapons, armour and shields; attacks that hit (damage less the armour value,
// never above 3) and death blows; and, after the fight, the durability rolls for every weapon and
// armour used at least once.
#include <algorithm>

#include "core/fight/effects.hpp"
#include "core/rules/alternating_factions/factions.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"

namespace rk {

namespace {
constexpr int kMaxArmour = 3;
constexpr size_t kMaxGearName = 32;
constexpr size_t kMaxGear = 16;
const DiceFormula kUnarmed{1, 4, 0};   // "Unarmed attacks inflict d4 impaired damage."
const DiceFormula kImpaired{1, 4, 0};  // impaired damage: a d4 whatever the weapon (docs/rules-notes.md)
constexpr int kMaxSizes = 4;           // "1, 2, 3, or 4 sizes smaller"
constexpr int kBreaksArmour = 8;       // "at least 8 damage before armour reduction"

bool protects(const Gear& g) { return (g.kind == "armour" || g.kind == "shield") && !g.destroyed; }

std::string sizes(int n) { return std::to_string(n) + (n == 1 ? " size" : " sizes"); }
} // namespace

int armour_value(const Encounter& e, const Combatant& c, bool cover, int* uncapped) {
    int sum = c.stat("armour") + effect_modifier(e, c.id, "armour") + (cover ? 1 : 0);
    for (const Gear& g : part<FactionsPart>(c).gear)
        if (protects(g)) sum += g.armour;
    if (uncapped) *uncapped = sum;
    return std::clamp(sum, 0, kMaxArmour);
}

namespace detail {
namespace {

Refusal require_gear_rules(const Encounter& e, const char* what) {
    if (e.ruleset != kAlternatingFactions)
        return {Why::NotInThisRuleset, std::string(what) + " is not part of " + std::string(ruleset_name(e.ruleset))};
    return std::nullopt;
}

Gear* find_gear(Combatant& c, const std::string& name) {
    auto it = std::find_if(part<FactionsPart>(c).gear.begin(), part<FactionsPart>(c).gear.end(), [&](const Gear& g) { return g.name == name; });
    return it == part<FactionsPart>(c).gear.end() ? nullptr : &*it;
}

Result<Gear*> weapon_of(Combatant& c, const std::string& name) {
    Gear* g = find_gear(c, name);
    if (!g) return Result<Gear*>::refused(Why::NoSuchGear, c.name + " carries no " + name);
    if (g->kind != "weapon") return Result<Gear*>::refused(Why::NotAWeapon, c.name + "'s " + name + " is not a weapon");
    return Result<Gear*>::ok(g);
}

// Why `c` cannot strike, if it cannot: out of it, grabbed, or riding a mount at full speed.
Refusal cannot_strike(const Encounter& e, const Combatant& c) {
    if (has_condition(e, c.id, condition::kDead)) return {Why::OutOfFight, c.name + " is dead"};
    if (has_condition(e, c.id, condition::kIncapacitated)) return {Why::OutOfFight, c.name + " is incapacitated and cannot attack"};
    return cannot_act(e, c);
}

// "The grabbing character can keep hold while ... attacking with a one-handed weapon or an
// unarmed attack. Any other action frees the grabbed character."
void attacked_with(Encounter& e, CombatantId attacker, const Gear* weapon) {
    if (!weapon || !weapon->great) return;
    let_go_unless(e, attacker, "attacks with a great weapon (" + weapon->name + ")", [](CombatantId) { return false; });
}

} // namespace

Refusal handle(Encounter& e, const AddGear& a) {
    if (auto bad = require_gear_rules(e, "Gear")) return bad;
    if (e.phase == Phase::Ended) return {Why::Ended, std::string("The encounter has ended")};
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (a.name.empty() || a.name.size() > kMaxGearName) return {Why::BadGear, "A piece of gear needs a name of 1 to " + std::to_string(kMaxGearName) + " bytes"};
    if (find_gear(*c, a.name)) return {Why::BadGear, c->name + " already carries " + a.name};
    if (part<FactionsPart>(*c).gear.size() >= kMaxGear) return {Why::TooMuchGear, c->name + " carries at most " + std::to_string(kMaxGear) + " pieces of gear"};
    Gear g{a.name, a.kind, "", 0, false};
    g.damaged = a.damaged;
    std::string line;
    if (a.great && a.kind != "weapon") return {Why::BadGear, std::string("Only a weapon is a great weapon")};
    if (a.kind == "weapon") {
        g.great = a.great;
        if (a.armour != 0) return {Why::BadGear, std::string("A weapon adds nothing to the armour value")};
        auto die = parse_dice(a.damage);
        if (!die) return {Why::BadGear, "A weapon needs its damage die, like \"d6\": " + die.reason()};
        const DiceFormula& f = die.value();
        if (f.count < 1 || f.count > 8 || f.sides < 2 || f.sides > 100)
            return {Why::BadGear, std::string("A weapon's damage is 1 to 8 dice of 2 to 100 sides")};
        g.damage = f.to_string();
        line = c->name + " carries " + a.name + " (" + (g.great ? "great weapon, " : "weapon, ") + g.damage + " damage)";
    } else if (a.kind == "armour" || a.kind == "shield") {
        if (!a.damage.empty()) return {Why::BadGear, std::string("Armour and shields have no damage die")};
        // Text 004: "The target's armour value is increased by 1 (as usual never above 3)".
        if (a.armour < 1 || a.armour > kMaxArmour) return {Why::BadGear, std::string("An armour value is 1 to 3: it is never above 3")};
        g.armour = a.armour;
        line = c->name + (a.kind == "armour" ? " wears " : " holds ") + a.name + " (" + a.kind + ", +" +
               std::to_string(a.armour) + " armour)";
    } else {
        return {Why::BadGear, "\"" + a.kind + "\" is not a kind of gear: weapon, armour or shield"};
    }
    if (g.damaged) line += ", damaged";
    part<FactionsPart>(*c).gear.push_back(std::move(g));
    log(e, line);
    return std::nullopt;
}

Refusal handle(Encounter& e, const UseGear& a) {
    if (auto bad = require_gear_rules(e, "Gear")) return bad;
    if (auto bad = require_running(e)) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    Gear* g = find_gear(*c, a.name);
    if (!g) return {Why::NoSuchGear, c->name + " carries no " + a.name};
    if (g->used) return std::nullopt;   // once is enough for its durability roll
    g->used = true;
    log(e, c->name + "'s " + a.name + " is used: a durability roll after the fight");
    return std::nullopt;
}

Result<Blow> roll_blow(Encounter& e, const Attack& a) {
    if (auto bad = require_gear_rules(e, "Attacking")) return Result<Blow>::refused(*bad);
    if (auto bad = require_running(e)) return Result<Blow>::refused(*bad);
    Combatant* attacker = e.find(a.attacker);
    if (!attacker) return Result<Blow>::refused(unknown_combatant(a.attacker));
    if (!e.find(a.target)) return Result<Blow>::refused(unknown_combatant(a.target));
    // "Ranged blast attacks ... target the attacker as well if directed at their own zone."
    if (a.attacker == a.target && !a.blast) return Result<Blow>::refused(Why::TargetsItself, attacker->name + " cannot attack itself");
    if (auto bad = cannot_strike(e, *attacker)) return Result<Blow>::refused(*bad);
    const Combatant& target = *e.find(a.target);
    if (!target.hp) return Result<Blow>::refused(Why::NoHitPoints, target.name + " has no health to lose: give it a maximum");
    if (has_condition(e, a.target, condition::kDead)) return Result<Blow>::refused(Why::AlreadyDead, target.name + " is already dead");
    DiceFormula die = kUnarmed;
    Gear* weapon = nullptr;
    if (!a.weapon.empty()) {
        auto w = weapon_of(*attacker, a.weapon);
        if (!w) return Result<Blow>::refused(w.refusal());
        weapon = w.value();
        if (weapon->destroyed) return Result<Blow>::refused(Why::GearDestroyed, attacker->name + "'s " + weapon->name + " is destroyed");
        die = parse_dice(weapon->damage).value();
    }
    // "The attacker may choose to voluntarily hold back an attack to inflict impaired damage."
    // "Attacks made by riders and passengers are impaired."
    const bool riding = has_condition(e, a.attacker, condition::kRiding);
    const bool impaired = weapon && (a.impaired || riding);
    if (impaired) die = kImpaired;
    // "Smaller characters halve damage for each size of difference. Larger characters double che
    // number of dice they roll for damage for each size of difference ... Damage from blast
    // attacks isn't modified."
    const int difference = a.blast ? 0 : attacker->stat("size") - target.stat("size");
    if (difference > kMaxSizes || difference < -kMaxSizes)
        return Result<Blow>::refused(Why::BadStat, attacker->name + " and " + target.name + " differ by more than " +
                                                       sizes(kMaxSizes) + ": check their \"size\" stats");
    if (difference > 0) die.count <<= difference;
    auto r = roll(die, a.roll, e.rng);
    if (!r) return Result<Blow>::refused(r.refusal());
    if (weapon) weapon->used = true;
    int damage = r.value().total;
    for (int i = 0; i < -difference; ++i) damage = (damage + 1) / 2;   // "a roll of 3 would only inflict 2 damage"
    int uncapped = 0;
    const int armour = a.direct ? 0 : armour_value(e, target, a.cover, &uncapped);
    Blow b{a.attacker, a.target, std::max(0, damage - armour), damage, "", a.direct,
           attacker->name + " hits " + target.name + " with " + (weapon ? weapon->name : std::string("bare hands")) +
               (impaired ? (riding ? " (impaired: riding)" : " (impaired)") : "") + (a.blast ? ", blast" : "") + ": " +
               r.value().describe(die)};
    if (difference > 0) b.text += " (" + sizes(difference) + " larger: dice doubled)";
    if (difference < 0) b.text += ", halved for " + sizes(-difference) + " smaller: " + std::to_string(damage);
    if (a.blast && attacker->stat("size") != target.stat("size")) b.text += " (blast: size does not change it)";
    // "Damaged weapons and shields are destroyed if used to attack and a 1 is rolled on the damage die."
    const auto& faces = r.value().faces;
    if (weapon && weapon->damaged && std::find(faces.begin(), faces.end(), 1) != faces.end()) b.breaks = weapon->name;
    if (a.direct) b.text += ", direct";
    else {
        b.text += ", armour " + std::to_string(armour);
        if (a.cover) b.text += " with cover";
        if (uncapped > armour) b.text += " (" + std::to_string(uncapped) + ", never above 3)";
    }
    return Result<Blow>::ok(std::move(b));
}

void land_blow(Encounter& e, const Blow& b) {
    Combatant& target = *e.find(b.target);
    target.hp->current -= take_temp_first(*target.hp, b.damage);
    log(e, b.text + ": " + std::to_string(b.damage) + " damage (" + std::to_string(target.hp->current) + "/" +
               std::to_string(target.hp->max) + ")");
    for (Gear& g : part<FactionsPart>(target).gear)
        if (protects(g) && !b.direct) g.used = true;
    if (!b.breaks.empty())
        if (Combatant* attacker = e.find(b.attacker))
            if (Gear* w = find_gear(*attacker, b.breaks)) {
                w->destroyed = true;
                log(e, attacker->name + "'s damaged " + w->name + " rolled a 1: it is destroyed");
            }
    // "Damaged shields and armour are destroyed by attacks inflicting at least 8 damage before
    // armour reduction (shields are destroyed first)."
    if (!b.direct && b.before_armour >= kBreaksArmour) {
        auto& gear = part<FactionsPart>(target).gear;
        Gear* broken = nullptr;
        for (const char* kind : {"shield", "armour"}) {
            for (Gear& g : gear)
                if (g.kind == kind && g.damaged && !g.destroyed) { broken = &g; break; }
            if (broken) break;
        }
        if (broken) {
            broken->destroyed = true;
            log(e, target.name + "'s damaged " + broken->name + " takes " + std::to_string(b.before_armour) +
                       " damage before armour: it is destroyed");
        }
    }
    successful_attack(e, b.target);
    const Combatant* attacker = e.find(b.attacker);
    if (b.damage > 0 && attacker && attacker->side != e.find(b.target)->side) resume_fighting_if_surrendering(e, b.target);
}

// Text 004: "Armed attacks inflict damage depending on the weapon used."
Refusal handle(Encounter& e, const Attack& a) {
    auto blow = roll_blow(e, a);
    if (!blow) return blow.refusal();
    land_blow(e, blow.value());
    attacked_with(e, a.attacker, a.weapon.empty() ? nullptr : find_gear(*e.find(a.attacker), a.weapon));
    return std::nullopt;
}

// Text 004: "Damaged weapons and shields are destroyed if used to attack and a 1 is rolled on the
// damage die. Damaged shields and armour are destroyed by attacks inflicting at least 8 damage":
// the durability roll after a fight says which are damaged; the table may also mend or break one.
Refusal handle(Encounter& e, const SetGearState& a) {
    if (auto bad = require_gear_rules(e, "Gear")) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    Gear* g = find_gear(*c, a.name);
    if (!g) return {Why::NoSuchGear, c->name + " carries no " + a.name};
    const bool damaged = a.state == "damaged", destroyed = a.state == "destroyed";
    if (!damaged && !destroyed && a.state != "sound")
        return {Why::BadGear, "\"" + a.state + "\" is not a state of gear: sound, damaged or destroyed"};
    const std::string now = g->destroyed ? "destroyed" : g->damaged ? "damaged" : "sound";
    if (now == a.state) return {Why::BadGear, c->name + "'s " + a.name + " is already " + now};
    g->destroyed = destroyed;
    g->damaged = damaged || destroyed;
    log(e, c->name + "'s " + a.name + " is " + a.state);
    return std::nullopt;
}

// Text 004: "If the target is nearby and incapacitated, the attacker may decide to deliver a death blow and kill them."
Refusal handle(Encounter& e, const DeathBlow& a) {
    if (auto bad = require_gear_rules(e, "A death blow")) return bad;
    if (auto bad = require_running(e)) return bad;
    Combatant* attacker = e.find(a.attacker);
    if (!attacker) return unknown_combatant(a.attacker);
    const Combatant* target = e.find(a.target);
    if (!target) return unknown_combatant(a.target);
    if (a.attacker == a.target) return {Why::TargetsItself, attacker->name + " cannot strike itself"};
    if (auto bad = cannot_strike(e, *attacker)) return bad;
    if (has_condition(e, a.target, condition::kDead)) return {Why::AlreadyDead, target->name + " is already dead"};
    if (!has_condition(e, a.target, condition::kIncapacitated))
        return {Why::NotIncapacitated, target->name + " is not incapacitated: a death blow is for a nearby incapacitated target"};
    const Gear* weapon = nullptr;
    if (!a.weapon.empty()) {
        auto w = weapon_of(*attacker, a.weapon);
        if (!w) return w.refusal();
        if (w.value()->destroyed) return {Why::GearDestroyed, attacker->name + "'s " + a.weapon + " is destroyed"};
        w.value()->used = true;
        weapon = w.value();
    }
    log(e, attacker->name + " delivers a death blow" + (a.weapon.empty() ? "" : " with " + a.weapon) + ": " + target->name +
               " is dead");
    add_condition(e, a.target, condition::kDead);
    attacked_with(e, a.attacker, weapon);
    if (e.step == Step::Acting) settle_sequence(e);
    return std::nullopt;
}

// Text 004: "After a fight, make a durability roll for all weapons and armour which were used at least once."
void remind_durability(Encounter& e) {
    std::string list;
    for (const auto& c : e.combatants)
        for (const Gear& g : part<FactionsPart>(c).gear)
            if (g.used && !g.destroyed) list += (list.empty() ? "" : ", ") + c.name + "'s " + g.name;
    log(e, list.empty() ? "No weapon or armour was used: no durability rolls"
                        : "Durability rolls for the weapons and armour used: " + list);
}

} // namespace detail
} // namespace rk
