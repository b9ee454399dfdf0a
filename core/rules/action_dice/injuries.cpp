// Rules text 002: the General Injury Table (location, effect, and what each wound does).
#include "core/rules/action_dice/injuries.hpp"

#include <algorithm>
#include <array>

#include "core/rules/action_dice/bleeders.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/action_dice/ranks.hpp"

namespace rk {
namespace {

constexpr std::array<Location, 8> kAllLocations = {Location::Head,    Location::Neck,     Location::Chest,
                                                   Location::LeftArm, Location::RightArm, Location::Groin,
                                                   Location::LeftLeg, Location::RightLeg};

// The body's connections. Neck and Groin are optional, so the areas around them also touch directly.
bool connected(Location a, Location b) {
    auto is = [&](Location x, Location y) { return (a == x && b == y) || (a == y && b == x); };
    return is(Location::Head, Location::Neck) || is(Location::Neck, Location::Chest) ||
           is(Location::Head, Location::Chest) || is(Location::Chest, Location::LeftArm) ||
           is(Location::Chest, Location::RightArm) || is(Location::Chest, Location::Groin) ||
           is(Location::Groin, Location::LeftLeg) || is(Location::Groin, Location::RightLeg) ||
           is(Location::Chest, Location::LeftLeg) || is(Location::Chest, Location::RightLeg);
}

bool is_arm(Location l) { return l == Location::LeftArm || l == Location::RightArm; }
bool is_leg(Location l) { return l == Location::LeftLeg || l == Location::RightLeg; }

constexpr int kKillRow = 7;

} // namespace

Location location_for_face(int face) {
    switch (face) {
    case 1: return Location::LeftLeg;
    case 2: return Location::RightLeg;
    case 3: return Location::LeftArm;
    case 4: return Location::RightArm;
    case 5: return Location::Head;
    default: return Location::Chest;
    }
}

LocationRoll read_location_roll(const std::vector<int>& faces) {
    std::array<int, 7> count{};
    for (int f : faces) ++count[static_cast<std::size_t>(std::clamp(f, 1, 6))];
    int best_face = 6, best = 0;
    for (int face = 6; face >= 1; --face)   // from the top: a draw goes to the highest face
        if (count[static_cast<std::size_t>(face)] > best) {
            best = count[static_cast<std::size_t>(face)];
            best_face = face;
        }
    LocationRoll r;
    r.face = best_face;
    r.location = location_for_face(best_face);
    r.shifts = best >= 4 ? 2 : best == 3 ? 1 : 0;
    return r;
}

int areas_between(Location from, Location to) {
    std::array<int, 8> dist;
    dist.fill(-1);
    dist[static_cast<std::size_t>(from)] = 0;
    std::vector<Location> frontier = {from};
    while (!frontier.empty()) {
        std::vector<Location> next;
        for (Location a : frontier)
            for (Location b : kAllLocations)
                if (dist[static_cast<std::size_t>(b)] < 0 && connected(a, b)) {
                    dist[static_cast<std::size_t>(b)] = dist[static_cast<std::size_t>(a)] + 1;
                    next.push_back(b);
                }
        frontier = std::move(next);
    }
    return dist[static_cast<std::size_t>(to)];
}

EffectEntry effect_table(Location l, int result) {
    using F = InjuryEffect;
    const int row = std::clamp(result, 1, kKillRow);
    switch (l) {
    case Location::Head: {
        constexpr std::array<F, 7> head = {F::Stun, F::Unconscious, F::Sight, F::Fracture, F::Balance, F::Bleeder, F::Kill};
        EffectEntry entry{head[static_cast<std::size_t>(row - 1)], std::nullopt, 0};
        if (row == 2) entry.minus_dice = 2;                 // "2-Unconscious -2d"
        if (row == 3) entry.alternative = F::Sound;         // "3-Sight or Sound"
        return entry;
    }
    case Location::Neck:
        if (row <= 2) return {F::Bleeder, std::nullopt, 2};   // "1-2-Bleeder -2d"
        if (row <= 4) return {F::FleshWound, std::nullopt, 0};
        if (row <= 6) return {F::Paralysed, std::nullopt, 0};
        return {F::Kill, std::nullopt, 0};
    case Location::Chest: {
        constexpr std::array<F, 7> chest = {F::Stun, F::Wind, F::Bleeder, F::FleshWound, F::Fracture, F::Puncture, F::Kill};
        return {chest[static_cast<std::size_t>(row - 1)], std::nullopt, 0};
    }
    case Location::LeftLeg:
    case Location::RightLeg: {
        constexpr std::array<F, 7> legs = {F::Bleeder, F::Balance, F::Fracture, F::Broken, F::Foot, F::Broken, F::Sever};
        EffectEntry entry{legs[static_cast<std::size_t>(row - 1)], std::nullopt, 0};
        if (row == kKillRow) entry.alternative = F::Maim;   // "7+-Sever/Maim"
        return entry;
    }
    case Location::LeftArm:
    case Location::RightArm: {
        constexpr std::array<F, 7> arms = {F::Bleeder, F::FleshWound, F::Bleeder, F::Hand, F::Fracture, F::Broken, F::Sever};
        EffectEntry entry{arms[static_cast<std::size_t>(row - 1)], std::nullopt, 0};
        if (row == kKillRow) entry.alternative = F::Maim;   // "7+-Sever/Main"
        return entry;
    }
    case Location::Groin:
        if (row <= 2) return {F::Bleeder, std::nullopt, 2};   // "1-2-Bleeder -2d"
        if (row <= 4) return {F::FleshWound, std::nullopt, 0};
        if (row <= 6) return {F::Maim, std::nullopt, 0};
        return {F::Kill, std::nullopt, 0};
    }
    return {};
}

std::string location_name(Location l) {
    switch (l) {
    case Location::Head: return "Head";
    case Location::Neck: return "Neck";
    case Location::Chest: return "Chest";
    case Location::LeftArm: return "Left Arm";
    case Location::RightArm: return "Right Arm";
    case Location::Groin: return "Groin";
    case Location::LeftLeg: return "Left Leg";
    case Location::RightLeg: return "Right Leg";
    }
    return "";
}

std::string injury_name(InjuryEffect f) {
    switch (f) {
    case InjuryEffect::Stun: return "Stun";
    case InjuryEffect::Unconscious: return "Unconscious";
    case InjuryEffect::Sight: return "Sight";
    case InjuryEffect::Sound: return "Sound";
    case InjuryEffect::Fracture: return "Fracture";
    case InjuryEffect::Balance: return "Balance";
    case InjuryEffect::Bleeder: return "Bleeder";
    case InjuryEffect::Kill: return "Kill";
    case InjuryEffect::FleshWound: return "Flesh Wound";
    case InjuryEffect::Paralysed: return "Paralysis";
    case InjuryEffect::Wind: return "Wind";
    case InjuryEffect::Puncture: return "Puncture";
    case InjuryEffect::Broken: return "Broken";
    case InjuryEffect::Foot: return "Foot";
    case InjuryEffect::Hand: return "Hand";
    case InjuryEffect::Sever: return "Sever";
    case InjuryEffect::Maim: return "Maim";
    }
    return "";
}

namespace detail {

void apply_injury(Encounter& e, Combatant& c, Location where, InjuryEffect what, int minus_dice) {
    log(e, c.name + " suffers " + injury_name(what) + " to the " + location_name(where));
    if (what == InjuryEffect::Bleeder) {
        add_bleeder(e, c, where, minus_dice);
        return;
    }
    Wound w;
    w.id = e.next_id++;
    w.location = where;
    w.effect = what;
    w.marked_round = e.round;   // its first round of burning is now
    int physical = 0, mental = 0;
    std::optional<PendingCheck> check;
    bool stunned = false, discard_all = false;
    const std::string area = location_name(where);
    switch (what) {
    case InjuryEffect::Stun: stunned = true; w.burn = 1; break;
    case InjuryEffect::Unconscious: check = PendingCheck{CheckKind::Unconscious, minus_dice}; w.burn = 1; break;
    case InjuryEffect::Sight: mental = 1; w.minus_dice = 1; w.penalty = "rolls that require sight"; break;
    case InjuryEffect::Sound: mental = 1; w.minus_dice = 2; w.penalty = "casting with a verbal component"; break;
    case InjuryEffect::Balance:
        mental = 1; w.burn = 2; w.minus_dice = 2;
        w.penalty = "spell casting (and a DEX roll to move or fall prone)";
        break;
    case InjuryEffect::Paralysed: check = PendingCheck{CheckKind::Paralysed, 0}; break;
    case InjuryEffect::Broken:
        physical = 1;
        if (is_leg(where)) { w.minus_dice = 2; w.penalty = "DEX rolls to move without falling prone"; }
        else w.penalty = "the " + area + " is unusable" + (is_arm(where) ? ": anything not strapped on is dropped" : "");
        break;
    case InjuryEffect::Wind: mental = 1; w.burn = 2; break;
    case InjuryEffect::Kill: check = PendingCheck{CheckKind::Kill, 2}; discard_all = true; mental = 2; break;
    case InjuryEffect::Hand: w.burn = 1; w.penalty = "the hand is disabled: anything held is dropped"; break;
    case InjuryEffect::Foot:
        w.burn = 1; w.minus_dice = 2;
        w.penalty = "rolls to resolve movement (and a DEX roll to move or fall prone)";
        break;
    case InjuryEffect::FleshWound: physical = 1; break;
    case InjuryEffect::Fracture: w.minus_dice = 2; w.penalty = "rolls using the " + area; break;
    case InjuryEffect::Sever: physical = 2; w.minus_dice = 2; w.penalty = "all rolls"; w.burn = 2; break;
    case InjuryEffect::Puncture: physical = 1; w.minus_dice = 1; w.penalty = "all rolls"; w.burn = 1; break;
    case InjuryEffect::Maim: mental = 1; w.minus_dice = 1; w.penalty = "all rolls"; w.burn = 1; break;
    case InjuryEffect::Bleeder: break;
    }
    const int burn = w.burn;
    if (w.minus_dice > 0) log(e, c.name + ": -" + std::to_string(w.minus_dice) + "d to " + w.penalty);
    else if (!w.penalty.empty()) log(e, c.name + ": " + w.penalty);
    c.ranks->wounds.push_back(std::move(w));

    if (stunned) {
        if (c.ranks->stateless) log(e, c.name + " is Stateless and cannot be stunned");
        else take_state(e, c, RankState::Stun);
    }
    for (int i = 0; i < burn; ++i) on_die_burned(e, c.id);
    if (discard_all) on_dice_discarded(e, c.id);
    const std::string why = injury_name(what) + " to the " + area;
    for (int i = 0; i < physical && c.ranks->standing == Standing::Active; ++i) lose_rank(e, c, RankTrack::Physical, why);
    for (int i = 0; i < mental && c.ranks->standing == Standing::Active; ++i) lose_rank(e, c, RankTrack::Mental, why);
    if (check && c.ranks->standing == Standing::Active) {
        c.ranks->checks.push_back(*check);
        log(e, c.name + " must make an immediate " + (check->kind == CheckKind::Unconscious ? "Will" : "Body") +
                   " roll" + (check->minus_dice ? " at -" + std::to_string(check->minus_dice) + "d" : "") +
                   " or be Out of Action");
    }
}

// ---- handlers ----

namespace {
Reason no_injury_due(const Combatant& c) {
    return {Why::NoRollDue, "No injury roll is due for " + c.name + " (one is due after Trauma, a Killing Blow, Massive damage, "
           "Out of Action or KIA; ApplyInjury gives a wound by hand)"};
}
} // namespace

Refusal handle(Encounter& e, const RollInjury& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    auto& injuries = c.ranks->injuries;
    if (injuries.empty()) return no_injury_due(c);
    PendingInjury& in = injuries.front();
    if (in.location) return {Why::InjuryLocated, c.name + "'s injury is already located (" + location_name(*in.location) + "): roll its effect"};
    const DiceFormula four_d6{4, 6, 0};
    auto r = roll(four_d6, a.roll, e.rng);
    if (!r) return r.refusal();
    const LocationRoll where = read_location_roll(r.value().faces);
    in.location = where.location;
    in.shifts = where.shifts;
    std::string text = c.name + "'s injury location " + r.value().describe(four_d6) + ": the " + location_name(where.location);
    if (where.shifts == 1) text += " (a triple: the attacker may shift it one connected area)";
    if (where.shifts == 2) text += " (four of a kind: the attacker may shift it up to two areas)";
    log(e, text);
    return std::nullopt;
}

Refusal handle(Encounter& e, const ShiftInjury& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    auto& injuries = c.ranks->injuries;
    if (injuries.empty() || !injuries.front().location) return {Why::NoInjuryLocation, c.name + " has no rolled injury location to shift"};
    PendingInjury& in = injuries.front();
    if (in.shifts == 0) return {Why::ShiftNotAllowed, std::string("Only a triple (one area) or four of a kind (two areas) lets the location shift")};
    const int areas = areas_between(*in.location, a.to);
    if (areas == 0) return {Why::ShiftNotAllowed, c.name + "'s injury is already on the " + location_name(a.to)};
    if (areas > in.shifts)
        return {Why::ShiftNotAllowed, "The " + location_name(a.to) + " is " + std::to_string(areas) + " areas from the " +
               location_name(*in.location) + ": this roll allows " + std::to_string(in.shifts)};
    log(e, "The injury shifts from the " + location_name(*in.location) + " to the " + location_name(a.to));
    in.location = a.to;
    in.shifts -= areas;
    return std::nullopt;
}

Refusal handle(Encounter& e, const RollInjuryEffect& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    auto& injuries = c.ranks->injuries;
    if (injuries.empty()) return no_injury_due(c);
    const PendingInjury in = injuries.front();
    if (!in.location) return {Why::NoInjuryLocation, "Roll " + c.name + "'s injury location first"};
    const DiceFormula d6{1, 6, in.effect_bonus};
    auto r = roll(d6, a.roll, e.rng);
    if (!r) return r.refusal();
    const EffectEntry entry = effect_table(*in.location, r.value().total);
    InjuryEffect what = entry.effect;
    if (a.choice) {
        if (!entry.alternative)
            return {Why::NotAChoice, "This result is " + injury_name(entry.effect) + ": there is nothing to choose"};
        if (*a.choice != entry.effect && *a.choice != *entry.alternative)
            return {Why::NotAChoice, "This result is " + injury_name(entry.effect) + " or " + injury_name(*entry.alternative)};
        what = *a.choice;
    }
    injuries.erase(injuries.begin());
    log(e, c.name + "'s " + location_name(*in.location) + " effect " + r.value().describe(d6));
    apply_injury(e, c, *in.location, what, entry.minus_dice);
    return std::nullopt;
}

Refusal handle(Encounter& e, const ApplyInjury& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    if (c.ranks->wounds.size() >= 64) return {Why::TooManyWounds, c.name + " cannot take more wounds"};
    int minus = 0;
    if (a.effect == InjuryEffect::Bleeder && (a.location == Location::Neck || a.location == Location::Groin)) minus = 2;
    if (a.effect == InjuryEffect::Unconscious && a.location == Location::Head) minus = 2;
    apply_injury(e, c, a.location, a.effect, minus);
    return std::nullopt;
}

Refusal handle(Encounter& e, const HealWound& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    auto& wounds = c.ranks->wounds;
    auto it = std::find_if(wounds.begin(), wounds.end(), [&](const Wound& w) { return w.id == a.wound; });
    if (it == wounds.end()) return {Why::NoSuchWound, c.name + " has no wound #" + std::to_string(a.wound)};
    log(e, c.name + "'s " + injury_name(it->effect) + " to the " + location_name(it->location) + " is healed");
    wounds.erase(it);
    return std::nullopt;
}

} // namespace detail
} // namespace rk
