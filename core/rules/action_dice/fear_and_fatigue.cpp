// Rules text 002: Fear (Scary, Fearsome, Dread, Terror, Fell) and Fatigue, the mental and
// bodily pressure that costs ranks without an attack roll.
#include <algorithm>

#include "core/fight/handlers.hpp"
#include "core/rules/action_dice/action_dice.hpp"
#include "core/rules/action_dice/ranks.hpp"

namespace rk {
namespace {

std::string fear_name(FearLevel f) {
    switch (f) {
    case FearLevel::None: return "no fear";
    case FearLevel::Scary: return "Scary";
    case FearLevel::Fearsome: return "Fearsome";
    case FearLevel::Dread: return "Dread";
    case FearLevel::Terror: return "Terror";
    case FearLevel::Fell: return "Fell";
    }
    return "";
}

// "Dread: as Fearsome, but the SPIR roll is at -1d"; Terror and Fell are "as Dread".
int fear_minus_dice(FearLevel f) { return f >= FearLevel::Dread ? 1 : 0; }

} // namespace

namespace detail {

Refusal handle(Encounter& e, const SetFear& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    if (c.ranks->causes_fear == a.level) return std::nullopt;
    c.ranks->causes_fear = a.level;
    log(e, a.level == FearLevel::None ? c.name + " no longer causes fear" : c.name + " is " + fear_name(a.level));
    return std::nullopt;
}

Refusal handle(Encounter& e, const FaceFear& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    FearLevel level = a.level;
    if (level == FearLevel::None) {
        if (!a.source) return {Why::NothingChosen, std::string("Say which fear, or whose")};
        const Combatant* source = e.find(*a.source);
        if (!source) return unknown_combatant(*a.source);
        if (!source->ranks || source->ranks->causes_fear == FearLevel::None) return {Why::NoFear, source->name + " causes no fear"};
        level = source->ranks->causes_fear;
    }
    Ranks& r = *c.ranks;
    if (r.standing != Standing::Active) return {Why::OutOfFight, c.name + " is " + standing_name(r.standing) + ": fear changes nothing"};
    if (!a.attack && r.steeled >= level) {
        log(e, c.name + " has already stood up to " + fear_name(r.steeled) + " fear");
        return std::nullopt;
    }
    // "Where multiple opponents have fear always use the single worst effect and ignore the rest."
    if (r.afraid >= level) return std::nullopt;
    r.afraid = level;
    log(e, c.name + " faces " + fear_name(level) + " fear: a SPIRIT roll (" +
               std::to_string(roll_dice(c, Characteristic::Spirit, fear_minus_dice(level))) +
               "d) at each action until one passes");
    return std::nullopt;
}

Refusal handle(Encounter& e, const RollFear& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    Ranks& r = *c.ranks;
    const FearLevel level = r.afraid;
    if (level == FearLevel::None) return {Why::NoFear, c.name + " faces no fear"};
    if (a.take_stun && level != FearLevel::Fearsome)
        return {Why::FearCannotStun, "Only Fearsome fear may stun instead: against " + fear_name(level) + " a Mental rank is lost"};
    // "This continues every time a creature has an action (discards a dice) until they pass a Spirit
    // test": one roll per action; only "Fell: as Dread but the SPIR roll is made continuously until
    // passed or the target is Broken".
    const bool once_per_action = action_dice_in_play(e) && level != FearLevel::Fell;
    if (once_per_action && find_part<ActionDicePart>(c) && find_part<ActionDicePart>(c)->fear_rolled)
        return {Why::OneRollPerAction, c.name + " has rolled against " + fear_name(level) + " fear for this action: the next roll comes with its next action"};
    auto pool = roll_pool(roll_dice(c, Characteristic::Spirit, fear_minus_dice(level)), a.roll, e.rng);
    if (!pool) return pool.refusal();
    if (once_per_action) part<ActionDicePart>(c).fear_rolled = true;
    log(e, pool.value().describe(c.name + " rolls SPIRIT against " + fear_name(level) + " fear"));
    if (pool.value().successes > 0) {
        r.steeled = std::max(r.steeled, level);
        r.afraid = FearLevel::None;
        log(e, c.name + " stands up to the fear: no more rolls against it");
        return std::nullopt;
    }
    r.steeled = FearLevel::None;   // a failure makes it susceptible again
    switch (level) {
    case FearLevel::Scary:
        // "you will lose one Action dice (the one you just discarded, so you do nothing this action)"
        if (action_dice_in_play(e)) forfeit_action(e, c.id, std::nullopt);
        else log(e, c.name + " loses the action die just spent: it does nothing this action");
        break;
    case FearLevel::Fearsome:
        if (a.take_stun && !r.stateless && !has_state(r, RankState::Stun)) take_state(e, c, RankState::Stun);
        else lose_rank(e, c, RankTrack::Mental, "Fearsome fear");
        break;
    case FearLevel::Dread:
    case FearLevel::Terror: lose_rank(e, c, RankTrack::Mental, fear_name(level) + " fear"); break;
    case FearLevel::Fell:
        lose_rank(e, c, RankTrack::Mental, "Fell fear");
        if (r.standing == Standing::Active) log(e, c.name + " must roll again at once: Fell fear is won or lost all in a flash");
        break;
    case FearLevel::None: break;
    }
    return std::nullopt;
}

Refusal handle(Encounter& e, const Fatigue& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    Ranks& r = *c.ranks;
    const std::string side = rank_track_name(a.track);
    RankLine& l = a.track == RankTrack::Physical ? r.physical : r.mental;
    if (a.change == -1) {
        if (l.fatigue == 0) return {Why::ConditionNotSet, c.name + " is not fatigued on the " + side + " side"};
        --l.fatigue;
        log(e, c.name + " rests off one " + side + " rank of fatigue: " + side + " " +
                   std::to_string(current_rank(r, a.track)));
        return std::nullopt;
    }
    if (a.change != 1) return {Why::FatigueStep, std::string("Fatigue comes and goes one rank at a time (1 or -1)")};
    if (r.standing != Standing::Active) return {Why::OutOfFight, c.name + " is " + standing_name(r.standing)};
    if (current_rank(r, a.track) <= lowest_rank(r) || real_rank(r, a.track) <= 0)
        return {Why::NoRankLeft, c.name + " has no " + side + " rank left to lose to fatigue"};
    if (a.resist) {
        const Characteristic ch = a.track == RankTrack::Physical ? Characteristic::Body : Characteristic::Spirit;
        auto pool = roll_pool(roll_dice(c, ch), a.roll, e.rng);
        if (!pool) return pool.refusal();
        log(e, pool.value().describe(c.name + " rolls " + (ch == Characteristic::Body ? "Body" : "Will") +
                                     " against fatigue"));
        if (pool.value().successes > 0) {
            log(e, c.name + " shrugs off the fatigue");
            return std::nullopt;
        }
    }
    ++l.fatigue;
    log(e, c.name + " is fatigued: -1 " + side + " rank, " + side + " " + std::to_string(current_rank(r, a.track)));
    if (current_rank(r, a.track) <= lowest_rank(r))
        go_down(e, c, Standing::OutOfAction, "exhausted: no " + side + " rank left");
    return std::nullopt;
}

} // namespace detail
} // namespace rk
