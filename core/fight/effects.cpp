// Timed and permanent effects: adding, extending and removing them, and using up their
// duration when the schemes report a turn, a round or a segment.
#include "core/fight/effects.hpp"

#include <algorithm>
#include <cstdint>

#include "core/model/bounded.hpp"
#include "core/fight/duration.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/rule_system.hpp"
#include "core/fight/validate.hpp"

namespace rk {
namespace {

constexpr std::size_t kMaxEffectName = 64;
constexpr std::size_t kMaxEffects = 10000;
constexpr std::size_t kMaxModifiers = 16;
constexpr int kMaxModifier = 1000;
constexpr int kMaxUnits = 10000;

std::string unit_word(DurationUnit u, int n) {
    const bool one = n == 1 || n == -1;
    switch (u) {
    case DurationUnit::Rounds: return one ? "round" : "rounds";
    case DurationUnit::Turns: return one ? "turn" : "turns";
    case DurationUnit::Segments: return one ? "segment" : "segments";
    case DurationUnit::UntilRemoved: return "";
    }
    return "";
}

std::string units_text(DurationUnit u, int n) {
    if (u == DurationUnit::UntilRemoved) return "until removed";
    return std::to_string(n) + " " + unit_word(u, n);
}

// "Speed on Aria", or just "Speed" for an effect on nobody in particular.
std::string label(const Encounter& e, const Effect& fx) {
    if (fx.target)
        if (const Combatant* c = e.find(*fx.target)) return fx.name + " on " + c->name;
    return fx.name;
}

bool counts_on_turns(Expiry x) { return x == Expiry::StartOfTurn || x == Expiry::EndOfTurn; }

// Uses up one unit of every effect `applies` picks, then drops (and logs) those that ran out.
// Round and turn events use an effect at most once per round, so stepping back a turn and
// forward again, or a combatant taking several turns in a round, cannot count a round twice.
template <class Applies>
void use_up(Encounter& e, bool once_per_round, Applies applies) {
    std::vector<Effect> kept;
    kept.reserve(e.effects.size());
    for (Effect& fx : e.effects) {
        if (fx.unit == DurationUnit::UntilRemoved || !applies(fx)) {
            kept.push_back(std::move(fx));
            continue;
        }
        if (once_per_round) {
            if (fx.ticked_round == e.round) {
                kept.push_back(std::move(fx));
                continue;
            }
            fx.ticked_round = e.round;
        }
        if (fx.skip_next_tick) {
            fx.skip_next_tick = false;
        } else if (--fx.remaining <= 0) {
            detail::log(e, label(e, fx) + " ends");
            continue;
        }
        kept.push_back(std::move(fx));
    }
    e.effects = std::move(kept);
}

Refusal check_modifiers(const std::map<std::string, int>& modifiers) {
    if (modifiers.size() > kMaxModifiers) return {Why::BadModifier, "An effect has at most " + std::to_string(kMaxModifiers) + " modifiers"};
    for (const auto& [key, value] : modifiers) {
        if (key.empty() || key.size() > 32) return {Why::BadModifier, std::string("A modifier needs a short name, like \"initiative\"")};
        if (value < -kMaxModifier || value > kMaxModifier)
            return {Why::BadModifier, "Modifiers go from -" + std::to_string(kMaxModifier) + " to " + std::to_string(kMaxModifier)};
    }
    return std::nullopt;
}

// " (1 turn + caster's level = 1 + 3)": how the duration came about, when there is more to it
// than a plain number.
std::string explanation(const std::string& formula_text, const DurationFormula& f, const DurationValue& v,
                        const std::string& halved_by) {
    const bool computed = f.terms.size() > 1 || f.terms.front().kind != DurationTerm::Kind::Number;
    if (!computed && halved_by.empty()) return "";
    std::string s = formula_text;
    if (computed) s += " = " + v.working;
    if (f.terms.size() > 1 && (!halved_by.empty() || v.before_halving <= 0)) s += " = " + std::to_string(v.before_halving);
    if (!halved_by.empty()) s += ", halved by " + halved_by + "'s Spells resistance";
    return " (" + s + ")";
}

// Will this round (or segment) still use up a unit of `fx`? Only then is there a round to leave
// out: before the fight there is none, and a combatant whose turn is over has no more this round.
bool counts_again_this_round(const Encounter& e, const Effect& fx) {
    if (e.phase != Phase::Running || fx.unit == DurationUnit::UntilRemoved) return false;
    if (!counts_on_turns(fx.expiry)) return true;
    const Combatant* anchor = e.find(*fx.anchor);
    if (anchor->acted) return false;
    return fx.expiry == Expiry::EndOfTurn || e.acting != anchor->id;
}

Effect* find_effect(Encounter& e, EffectId id) {
    auto it = std::find_if(e.effects.begin(), e.effects.end(), [id](const Effect& x) { return x.id == id; });
    return it == e.effects.end() ? nullptr : &*it;
}

Reason unknown_effect(EffectId id) { return {Why::NoSuchEffect, "There is no effect #" + std::to_string(id) + " in this encounter"}; }

} // namespace

int effect_modifier(const Encounter& e, CombatantId id, const std::string& key) {
    std::int64_t sum = 0;   // any number of effects: summed wide, then held within the model's range
    for (const Effect& fx : e.effects) {
        if (fx.target != id) continue;
        auto it = fx.modifiers.find(key);
        if (it != fx.modifiers.end()) sum += it->second;
    }
    return bounded(sum);
}

std::string remaining_text(const Effect& fx) {
    if (fx.unit == DurationUnit::UntilRemoved) return "until removed";
    return units_text(fx.unit, fx.remaining) + " left";
}

std::string effect_ended_words(const Encounter& now, const Effect& fx) {
    const RuleSystem& system = rule_system(now);
    if (system.effect_ended) {
        std::string words = system.effect_ended(now, fx);
        if (!words.empty()) return words;
    }
    std::string line = fx.name;
    if (fx.target)
        if (const Combatant* t = now.find(*fx.target)) line += " on " + t->name;
    return line + " has ended.";
}

namespace detail {

void effects_turn_started(Encounter& e, CombatantId id) {
    use_up(e, true, [id](const Effect& fx) { return fx.expiry == Expiry::StartOfTurn && fx.anchor == id; });
}

void effects_turn_ended(Encounter& e, CombatantId id) {
    use_up(e, true, [id](const Effect& fx) { return fx.expiry == Expiry::EndOfTurn && fx.anchor == id; });
}

// Text 000 counts spells in turns, its whole round of play (rules notes A1, A20): turns and
// rounds both count here.
void effects_round_ended(Encounter& e) {
    use_up(e, true, [](const Effect& fx) { return fx.expiry == Expiry::EndOfRound && fx.unit != DurationUnit::Segments; });
}

void effects_segment_passed(Encounter& e) {
    use_up(e, false, [](const Effect& fx) { return fx.unit == DurationUnit::Segments; });
}

void effects_combatant_removed(Encounter& e, CombatantId id) {
    const Combatant* gone = e.find(id);   // roster.cpp calls this before erasing it
    const std::string who = gone ? gone->name : "#" + std::to_string(id);
    std::vector<Effect> kept;
    for (Effect& fx : e.effects) {
        if (fx.target == id) {
            log(e, label(e, fx) + " ends: " + who + " left the fight");
            continue;
        }
        if (fx.source == id) fx.source.reset();   // the spell outlives its caster's departure
        if (fx.anchor == id) {
            fx.anchor.reset();
            fx.expiry = Expiry::EndOfRound;
            log(e, label(e, fx) + " now counts down at the end of each round: " + who + " left the fight");
        }
        kept.push_back(std::move(fx));
    }
    e.effects = std::move(kept);
}

EffectId add_effect(Encounter& e, Effect fx) {
    fx.id = e.next_id++;
    fx.started_round = e.round;
    e.effects.push_back(std::move(fx));
    return e.effects.back().id;
}

bool remove_effect(Encounter& e, EffectId id, CombatantId target) {
    auto it = std::find_if(e.effects.begin(), e.effects.end(), [&](const Effect& x) { return x.id == id && x.target == target; });
    if (it == e.effects.end()) return false;
    e.effects.erase(it);
    return true;
}

Refusal handle(Encounter& e, const AddEffect& a) {
    if (e.phase == Phase::Ended) return {Why::Ended, "The encounter has ended"};
    if (a.name.empty() || a.name.size() > kMaxEffectName)
        return {Why::BadEffectName, "An effect needs a name of 1 to " + std::to_string(kMaxEffectName) + " bytes"};
    if (Refusal bad = check_text(a.name, "An effect's name")) return bad;
    const Combatant* source = nullptr;
    const Combatant* target = nullptr;
    if (a.source && !(source = e.find(*a.source))) return unknown_combatant(*a.source);
    if (a.target && !(target = e.find(*a.target))) return unknown_combatant(*a.target);
    if (auto bad = check_modifiers(a.modifiers)) return bad;
    if (e.effects.size() >= kMaxEffects) return {Why::TooManyEffects, "An encounter holds at most " + std::to_string(kMaxEffects) + " effects"};

    auto parsed = parse_duration(a.duration);
    if (!parsed) return parsed.refusal();
    const DurationFormula& f = parsed.value();
    if (!source && has_term(f, DurationTerm::Kind::CasterLevel))
        return {Why::EffectNeedsCombatant, "The duration \"" + a.duration + "\" uses the caster's level, but " + a.name + " has no caster"};
    if (!target && has_term(f, DurationTerm::Kind::TargetLevel))
        return {Why::EffectNeedsCombatant, "The duration \"" + a.duration + "\" uses the target's level, but " + a.name + " has no target"};

    Expiry expiry = a.expiry;
    if (f.unit == DurationUnit::UntilRemoved) expiry = Expiry::Never;
    else if (expiry == Expiry::Never) return {Why::BadExpiry, "An effect that never expires needs the duration \"until removed\""};
    if (f.unit == DurationUnit::Segments && counts_on_turns(expiry))
        return {Why::BadExpiry, std::string("Segments pass on the segment clock, not on a combatant's turns: count them at the end of each segment")};
    std::optional<CombatantId> anchor;
    if (counts_on_turns(expiry)) {
        anchor = a.anchor_on_source ? a.source : a.target;
        if (!anchor) return {Why::EffectNeedsCombatant, a.anchor_on_source ? "Counting on the caster's turns needs a caster" : "Counting on the target's turns needs a target"};
    }

    const bool halve = a.resistible && target && target->stat("resist_spells") != 0;
    auto evaluated = evaluate_duration(f, source ? source->level : 0, target ? target->level : 0, halve, a.roll, e.rng);
    if (!evaluated) return evaluated.refusal();
    const DurationValue& v = evaluated.value();

    Effect fx;
    fx.name = a.name;
    fx.source = a.source;
    fx.target = a.target;
    const std::string name = label(e, fx);
    if (f.unit != DurationUnit::UntilRemoved && v.units <= 0) {
        // Text 000's level-difference durations: a target above the caster's level shrugs it off.
        log(e, name + " has no effect" + explanation(a.duration, f, v, ""));
        return std::nullopt;
    }
    fx.id = e.next_id++;
    fx.unit = f.unit;
    fx.expiry = expiry;
    fx.anchor = anchor;
    fx.remaining = v.units;
    fx.total = v.units;
    fx.skip_next_tick = !a.count_this_round && counts_again_this_round(e, fx);
    fx.modifiers = a.modifiers;
    fx.formula = a.duration;
    fx.started_round = e.round;
    const bool halved = halve && v.before_halving >= 1 && f.unit != DurationUnit::UntilRemoved;
    std::string line = name + ": " + units_text(fx.unit, fx.remaining);
    if (!a.count_this_round && e.phase == Phase::Running && fx.unit != DurationUnit::UntilRemoved) line += " after this one";
    if (f.unit != DurationUnit::UntilRemoved) line += explanation(a.duration, f, v, halved ? target->name : "");
    log(e, line);
    e.effects.push_back(std::move(fx));
    return std::nullopt;
}

Refusal handle(Encounter& e, const RemoveEffect& a) {
    auto it = std::find_if(e.effects.begin(), e.effects.end(), [&](const Effect& x) { return x.id == a.id; });
    if (it == e.effects.end()) return unknown_effect(a.id);
    log(e, label(e, *it) + " is removed");
    e.effects.erase(it);
    return std::nullopt;
}

Refusal handle(Encounter& e, const ExtendEffect& a) {
    Effect* fx = find_effect(e, a.id);
    if (!fx) return unknown_effect(a.id);
    const std::string name = label(e, *fx);
    if (fx->unit == DurationUnit::UntilRemoved) return {Why::NothingToExtend, name + " lasts until removed: there is nothing to extend"};
    if (a.by == 0) return {Why::NothingToExtend, std::string("Extend by at least 1 (or shorten with a negative number)")};
    if (a.by < -kMaxUnits || a.by > kMaxUnits || fx->remaining + a.by > kMaxUnits)
        return {Why::DurationTooLong, "A duration is limited to " + std::to_string(kMaxUnits) + " units"};
    if (fx->remaining + a.by <= 0)
        return {Why::NoTimeLeft, "That would leave " + name + " with no time left: remove it instead"};
    fx->remaining += a.by;
    log(e, name + (a.by > 0 ? " extended by " : " shortened by ") + units_text(fx->unit, a.by > 0 ? a.by : -a.by) + ": " +
               remaining_text(*fx));
    return std::nullopt;
}

} // namespace detail
} // namespace rk
