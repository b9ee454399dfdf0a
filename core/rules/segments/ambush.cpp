// Ambush (rules text 003): before round 1 the table names who springs the ambush; every victim
// makes a PER roll, and the PER table gives the attackers their bonuses for the surprise round
// (recorded on each attacker as an effect for the round), and says which victims attack back.
#include <algorithm>
#include <set>

#include "core/model/dice.hpp"
#include "core/fight/effects.hpp"
#include "core/rules/segments/segments_detail.hpp"
#include "core/rules/segments/segments_system.hpp"

namespace rk {

namespace {
constexpr const char* kSurpriseKey = "surprise_sc";
} // namespace

int per_result(int roll, int per) {
    if (per < 1) return 5;
    for (int multiple = 1; multiple <= 4; ++multiple)
        if (roll <= multiple * per) return multiple;
    return 5;
}

AmbushBonus ambush_table(int result) {
    switch (result) {
    case 3: return {10, 0};   // "Surprised but not completely. Attackers gain +10 to SC on their surprise round."
    case 4: return {20, 0};   // "Surprised. Attackers gain +20 to SC on their surprise round."
    case 5: return {30, 2};   // "Completely surprised. Attackers gain a +30 to SC and +2 to Damage on their surprise round."
    default: return {};
    }
}

int surprise_sc(SurpriseKind kind) {
    // "In Combat: +10 and target gets half normal DEF"; "Out of Combat: +25 and target gets only magical DEF that is \"always on\""
    return kind == SurpriseKind::OutOfCombat ? 25 : 10;
}

AmbushBonus ambush_bonus(const Encounter& e, CombatantId attacker, CombatantId target) {
    AmbushBonus bonus;
    for (const Effect& fx : e.effects) {
        if (fx.target != attacker || fx.source != target) continue;
        if (auto it = fx.modifiers.find("ambush_sc"); it != fx.modifiers.end()) bonus.sc += it->second;
        if (auto it = fx.modifiers.find("ambush_damage"); it != fx.modifiers.end()) bonus.damage += it->second;
        if (auto it = fx.modifiers.find(kSurpriseKey); it != fx.modifiers.end()) bonus.sc += it->second;
    }
    return bonus;
}

namespace detail {
namespace {

constexpr std::size_t kMaxEffects = 10000;

std::string join_names(const std::vector<std::string>& names) {
    std::string s;
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0) s += i + 1 == names.size() ? " and " : ", ";
        s += names[i];
    }
    return s;
}

std::set<SideId> ambushing_sides(const Encounter& e) {
    std::set<SideId> sides;
    for (const auto& c : e.combatants)
        if (part<SegmentsPart>(c).ambusher) sides.insert(c.side);
    return sides;
}

bool is_victim(const Encounter& e, const Combatant& c) { return !ambushing_sides(e).count(c.side); }

std::string result_words(int result) {
    switch (result) {
    case 1: return "1x PER: ambush noted just before being sprung, warns everyone and attacks back normally";
    case 2: return "2x PER: ambush noted just as it springs, attackers gain no bonus, attacks back once";
    case 3: return "3x PER: surprised but not completely, attackers gain +10 SC";
    case 4: return "4x PER: surprised, attackers gain +20 SC";
    default: return "5x PER or worse: completely surprised, attackers gain +30 SC and +2 damage";
    }
}

std::string bonus_words(const AmbushBonus& b) {
    std::string s = "+" + std::to_string(b.sc) + " SC";
    if (b.damage) s += " and +" + std::to_string(b.damage) + " damage";
    return s;
}

Refusal require_ambush_step(const Encounter& e, const char* what) {
    if (e.ruleset != kSegments) return {Why::NotInThisRuleset, std::string(what) + " is part of " + std::string(ruleset_name(kSegments))};
    if (auto bad = require_running(e)) return bad;
    if (e.step != Step::Surprise) return {Why::WrongStep, std::string("An ambush is set up before round 1 begins")};
    return std::nullopt;
}

} // namespace

std::optional<int> surprise_round_limit(const Encounter& e, const Combatant& c) {
    if (!part<SegmentsFight>(e).surprise_round || part<SegmentsPart>(c).ambusher) return std::nullopt;
    if (!is_victim(e, c) || !part<SegmentsPart>(c).ambush_per) return 0;   // the ambushers' friends who do not spring it, newcomers
    if (*part<SegmentsPart>(c).ambush_per == 1) return std::nullopt;      // "Can attack back normally on their free attack round."
    if (*part<SegmentsPart>(c).ambush_per == 2) return 1;                 // "character can attack back once during their free attack round"
    return 0;
}

Refusal begin_surprise_round(Encounter& e) {
    std::vector<Combatant*> ambushers, victims;
    for (auto& c : e.combatants) {
        if (part<SegmentsPart>(c).ambusher) ambushers.push_back(&c);
        else if (is_victim(e, c)) victims.push_back(&c);
    }
    if (ambushers.empty()) {
        log(e, "No ambush");
        return std::nullopt;
    }
    std::vector<std::string> missing;
    for (const Combatant* v : victims)
        if (!part<SegmentsPart>(*v).ambush_per) missing.push_back(v->name);
    if (!missing.empty()) return {Why::RollsStillDue, "Roll PER first for " + join_names(missing)};

    // "Can shout out warning to everyone, moving them down one on this table"
    auto warner = std::find_if(victims.begin(), victims.end(), [](const Combatant* v) { return part<SegmentsPart>(*v).ambush_per == 1; });
    if (warner != victims.end()) {
        std::vector<std::string> moved;
        for (Combatant* v : victims) {
            if (*part<SegmentsPart>(*v).ambush_per == 1) continue;
            --*part<SegmentsPart>(*v).ambush_per;
            moved.push_back(v->name + " " + std::to_string(*part<SegmentsPart>(*v).ambush_per) + "x");
        }
        if (!moved.empty()) log(e, (*warner)->name + " shouts a warning: " + join_names(moved) + " PER now");
    }

    std::size_t added = 0;
    for (const Combatant* v : victims) added += ambush_table(*part<SegmentsPart>(*v).ambush_per).sc > 0 ? ambushers.size() : 0;
    if (e.effects.size() + added > kMaxEffects)
        return {Why::TooManyEffects, std::string("Too many effects for this ambush: fewer attackers or victims")};

    for (const Combatant* a : ambushers) {
        std::vector<std::string> gains;
        for (const Combatant* v : victims) {
            const AmbushBonus b = ambush_table(*part<SegmentsPart>(*v).ambush_per);
            if (b.sc == 0) continue;
            Effect fx;
            fx.name = "Ambush vs " + v->name;
            fx.source = v->id;   // whom the bonus is against
            fx.target = a->id;   // who has it
            fx.unit = DurationUnit::Rounds;
            fx.expiry = Expiry::EndOfRound;
            fx.remaining = fx.total = 1;
            fx.modifiers = {{"ambush_sc", b.sc}};
            if (b.damage) fx.modifiers["ambush_damage"] = b.damage;
            fx.formula = "the surprise round";
            add_effect(e, std::move(fx));
            gains.push_back(bonus_words(b) + " vs " + v->name);
        }
        if (!gains.empty()) log(e, a->name + " gains " + join_names(gains) + " on the surprise round");
    }

    part<SegmentsFight>(e).surprise_round = true;
    std::vector<std::string> attackers, back, once, caught;
    for (const auto& c : e.combatants) {
        const auto limit = surprise_round_limit(e, c);
        if (part<SegmentsPart>(c).ambusher) attackers.push_back(c.name);
        else if (!limit) back.push_back(c.name);
        else if (*limit == 1) once.push_back(c.name);
        else caught.push_back(c.name);
    }
    std::string line =
        "Surprise round: " + join_names(attackers) + (attackers.size() == 1 ? " springs" : " spring") + " the ambush";
    if (!back.empty()) line += "; " + join_names(back) + (back.size() == 1 ? " attacks" : " attack") + " back normally";
    if (!once.empty()) line += "; " + join_names(once) + (once.size() == 1 ? " attacks" : " attack") + " back once";
    if (!caught.empty()) line += "; " + join_names(caught) + " cannot act";
    log(e, line);
    return std::nullopt;
}

Refusal handle(Encounter& e, const SpringAmbush& a) {
    if (auto bad = require_ambush_step(e, "An ambush")) return bad;
    std::set<CombatantId> ids;
    for (CombatantId id : a.attackers) {
        if (!e.find(id)) return unknown_combatant(id);
        if (!ids.insert(id).second) return {Why::NamedTwice, e.find(id)->name + " is named twice"};
    }
    std::set<SideId> sides;
    for (CombatantId id : ids) sides.insert(e.find(id)->side);
    const bool nobody_left = std::all_of(e.combatants.begin(), e.combatants.end(),
                                         [&](const Combatant& c) { return sides.count(c.side) > 0; });
    if (!ids.empty() && nobody_left)
        return {Why::NoVictims, std::string("An ambush needs victims: someone on a side that does not spring it")};
    bool had_rolls = false;
    for (auto& c : e.combatants) {
        part<SegmentsPart>(c).ambusher = ids.count(c.id) > 0;
        had_rolls = had_rolls || part<SegmentsPart>(c).ambush_per.has_value();
        part<SegmentsPart>(c).ambush_per.reset();
    }
    std::vector<std::string> names;
    for (const auto& c : e.combatants)
        if (part<SegmentsPart>(c).ambusher) names.push_back(c.name);
    if (names.empty()) log(e, "No ambush is sprung");
    else log(e, join_names(names) + (names.size() == 1 ? " springs" : " spring") + " an ambush: the others roll PER");
    if (had_rolls) log(e, "The PER rolls made so far are cleared");
    return std::nullopt;
}

Refusal handle(Encounter& e, const RollAmbush& a) {
    if (auto bad = require_ambush_step(e, "A PER roll against an ambush")) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (std::none_of(e.combatants.begin(), e.combatants.end(), [](const Combatant& x) { return part<SegmentsPart>(x).ambusher; }))
        return {Why::NothingChosen, std::string("Name who springs the ambush first")};
    if (!is_victim(e, *c)) return {Why::NotAVictim, c->name + " is on the ambushers' side"};
    if (part<SegmentsPart>(*c).ambush_per) return {Why::AlreadyRolled, c->name + " has already rolled PER against the ambush"};
    const int per = c->stat("per");
    if (per < 1) return {Why::StatMissing, "Set " + c->name + "'s PER first (the \"per\" stat)"};
    const DiceFormula d100{1, 100, 0};
    auto r = roll(d100, a.roll, e.rng);
    if (!r) return r.refusal();
    // "Wound modifiers apply to all actions including cast chances, skill rolls and attack rolls."
    const int wound = wound_modifier(*c);
    part<SegmentsPart>(*c).ambush_per = per_result(r.value().total - wound, per);
    log(e, c->name + " rolls PER " + r.value().describe(d100) + (wound ? " (" + std::to_string(wound) + " wounded)" : "") +
               " against PER " + std::to_string(per) + ": " + result_words(*part<SegmentsPart>(*c).ambush_per));
    return std::nullopt;
}

Refusal handle(Encounter& e, const SurpriseAttack& a) {
    if (e.ruleset != kSegments)
        return {Why::NotInThisRuleset, "Surprise attacks are part of " + std::string(ruleset_name(kSegments))};
    if (e.phase == Phase::Ended) return {Why::Ended, std::string("The encounter has ended")};
    const Combatant* attacker = e.find(a.attacker);
    if (!attacker) return unknown_combatant(a.attacker);
    const Combatant* target = e.find(a.target);
    if (!target) return unknown_combatant(a.target);
    if (attacker->id == target->id) return {Why::TargetsItself, attacker->name + " cannot surprise itself"};
    if (auto bad = why_no_attack(e, *attacker)) return bad;
    const bool already = std::any_of(e.effects.begin(), e.effects.end(), [&](const Effect& fx) {
        return fx.target == attacker->id && fx.source == target->id && fx.modifiers.count(kSurpriseKey) > 0;
    });
    if (already) return {Why::AlreadySurprised, attacker->name + " already has a surprise bonus against " + target->name};
    if (e.effects.size() >= kMaxEffects) return {Why::TooManyEffects, std::string("Too many effects: remove some first")};

    const int sc = surprise_sc(a.kind);
    const bool in_combat = a.kind == SurpriseKind::InCombat;
    Effect fx;
    fx.name = "Surprise vs " + target->name;
    fx.source = target->id;   // whom the bonus is against
    fx.target = attacker->id; // who has it
    fx.unit = DurationUnit::Rounds;
    fx.expiry = Expiry::EndOfRound;
    fx.remaining = fx.total = 1;
    fx.modifiers = {{kSurpriseKey, sc}};
    fx.formula = "one attack";
    add_effect(e, std::move(fx));
    log(e, attacker->name + " attacks " + target->name + " by surprise (" + (in_combat ? "in combat" : "out of combat") +
               "): +" + std::to_string(sc) + " SC on this attack, " + target->name +
               (in_combat ? " gets half normal DEF" : " gets only magical DEF that is \"always on\""));
    return std::nullopt;
}

void surprise_attack_made(Encounter& e, CombatantId attacker, CombatantId target) {
    std::vector<EffectId> spent;
    for (const Effect& fx : e.effects)
        if (fx.target == attacker && fx.source == target && fx.modifiers.count(kSurpriseKey)) spent.push_back(fx.id);
    for (EffectId id : spent) remove_effect(e, id, attacker);
    if (!spent.empty()) {
        const Combatant* a = e.find(attacker);
        const Combatant* t = e.find(target);
        if (a && t) log(e, a->name + "'s surprise bonus against " + t->name + " is used");
    }
}

} // namespace detail
} // namespace rk
