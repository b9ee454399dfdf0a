// Rules text 002: bleeders, and wounds that burn action dice every round.
#include "core/rules/action_dice/bleeders.hpp"

#include <algorithm>

#include "core/fight/handlers.hpp"
#include "core/rules/action_dice/injuries.hpp"

namespace rk {

int dice_burned_each_round(const Combatant& c) {
    int burned = 0;
    if (c.ranks)
        for (const Wound& w : c.ranks->wounds) burned += w.burn;
    return burned;
}

void start_of_round_bleeders(Encounter& e) {
    std::string due;
    for (Combatant& c : e.combatants) {
        if (!c.ranks || c.ranks->standing != Standing::Active) continue;
        for (Wound& w : c.ranks->wounds) {
            if (w.marked_round == e.round) continue;   // this round's start was already counted
            w.marked_round = e.round;
            if (w.effect == InjuryEffect::Bleeder) {
                ++w.bleeds_due;
                due += (due.empty() ? "" : ", ") + c.name + " (" + location_name(w.location) +
                       (w.bleeder_minus_dice ? ", -" + std::to_string(w.bleeder_minus_dice) + "d" : "") + ")";
            }
        }
    }
    // Wounds that burn a die do so again with every new set: schemes/action_dice.cpp give_set.
    if (!due.empty()) detail::log(e, "Bleeder rolls due: " + due);
}

namespace detail {

bool add_bleeder(Encounter& e, Combatant& c, Location where, int minus_dice) {
    auto& wounds = c.ranks->wounds;
    const bool bleeding_there = std::any_of(wounds.begin(), wounds.end(), [&](const Wound& w) {
        return w.effect == InjuryEffect::Bleeder && w.location == where;
    });
    if (bleeding_there) {
        log(e, c.name + " already bleeds from the " + location_name(where) + ": a second bleeder there does not add up");
        return false;
    }
    Wound w;
    w.id = e.next_id++;
    w.location = where;
    w.effect = InjuryEffect::Bleeder;
    w.bleeder_minus_dice = minus_dice;
    w.marked_round = e.round;   // the first BODY roll comes at the start of the next round
    wounds.push_back(std::move(w));
    log(e, c.name + " bleeds from the " + location_name(where) + ": a BODY roll" +
               (minus_dice ? " at -" + std::to_string(minus_dice) + "d" : "") +
               " at the start of every round, or a Physical rank is lost");
    return true;
}

Refusal handle(Encounter& e, const RollBleeder& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    auto& wounds = c.ranks->wounds;
    auto it = std::find_if(wounds.begin(), wounds.end(), [&](const Wound& w) { return w.id == a.wound; });
    if (it == wounds.end()) return {Why::NoSuchWound, c.name + " has no wound #" + std::to_string(a.wound)};
    if (it->effect != InjuryEffect::Bleeder) return {Why::NotABleeder, c.name + "'s " + injury_name(it->effect) + " does not bleed"};
    if (it->bleeds_due == 0)
        return {Why::NoRollDue, "No roll is due for " + c.name + "'s bleeder in the " + location_name(it->location) +
               " (one comes at the start of every round)"};
    const Location where = it->location;
    const int minus = it->bleeder_minus_dice;
    auto pool = roll_pool(roll_dice(c, Characteristic::Body, minus), a.roll, e.rng);
    if (!pool) return pool.refusal();
    --it->bleeds_due;
    const std::string minus_words = minus ? " (-" + std::to_string(minus) + "d)" : "";
    log(e, pool.value().describe(c.name + " rolls BODY for the bleeder in the " + location_name(where) + minus_words));
    if (pool.value().successes > 0) log(e, c.name + " holds the bleeding in the " + location_name(where) + " this round");
    // "Anyone reduced to OoA or KIA ... must roll on the injury table": bled down too.
    else lose_rank(e, c, RankTrack::Physical, "bleeding from the " + location_name(where), false, true);
    return std::nullopt;
}

} // namespace detail
} // namespace rk
