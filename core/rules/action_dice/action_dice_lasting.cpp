// Rules text 002 between fights. The ranks a fight took stay lost until healed ("Slow Healing",
// "Fast Healing"); fatigue stays until rested off; a Stun outlasts the fight ("First aid can be
// used to remove Stun ... Even so the First Aid will take at least 10 minutes to do, so is not
// applicable to combat healing"); the wounds of the injury tables stay until healed. The action
// dice, pools, defences and the fear still to be faced are the fight's.
#include <algorithm>

#include "core/fight/handlers.hpp"
#include "core/fight/reducer.hpp"
#include "core/rules/action_dice/action_dice_lasting.hpp"
#include "core/rules/action_dice/injuries.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "core/rules/system_parts.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"

namespace rk {
namespace {

RankLine& line_of(Ranks& r, RankTrack t) { return t == RankTrack::Physical ? r.physical : r.mental; }
const RankLine& line_of(const Ranks& r, RankTrack t) { return t == RankTrack::Physical ? r.physical : r.mental; }

// Applies the action if the reducer takes it (the encounter unchanged otherwise).
bool applied(Encounter& e, const Action& a) {
    auto r = rk::apply(e, a);
    if (!r.is_ok()) return false;
    e = std::move(r).value();
    return true;
}

const Ranks* ranks_of(const Encounter& e, CombatantId id) {
    const Combatant* c = e.find(id);
    return c && c->ranks ? &*c->ranks : nullptr;
}

// One lost rank back, Physical first: false when none can come back.
bool heal_a_rank(Encounter& e, CombatantId id) {
    return applied(e, HealRank{id, RankTrack::Physical}) || applied(e, HealRank{id, RankTrack::Mental});
}

} // namespace

Member action_dice_lasting(const Encounter& e, const Combatant& c) {
    Member m = generic_lasting(e, c);
    if (c.ranks) {
        Ranks r = *c.ranks;
        r.afraid = FearLevel::None;    // the fear of this fight's creatures ...
        r.steeled = FearLevel::None;   // ... and the courage against it
        WoundId n = 0;
        for (Wound& w : r.wounds) w.id = ++n, w.marked_round = 0;   // its own numbering, free of the encounter's ids
        m.combatant.ranks = std::move(r);
    }
    if (const auto* p = find_part<ActionDicePart>(c); p && !p->fixed_dice.empty())
        part<ActionDicePart>(m.combatant).fixed_dice = p->fixed_dice;   // a minor NPC's set is what it is, not the fight's
    return m;
}

Refusal action_dice_rejoin(Encounter& e, CombatantId id, const Member& m) {
    if (const auto* p = find_part<ActionDicePart>(m.combatant); p && !p->fixed_dice.empty())
        if (Combatant* c = e.find(id)) part<ActionDicePart>(*c).fixed_dice = p->fixed_dice;
    if (!m.combatant.ranks) return std::nullopt;
    const Ranks& was = *m.combatant.ranks;
    SetRanks set;
    set.id = id;
    set.physical = was.physical.base;
    set.mental = was.mental.base;
    set.physical_bonus = was.physical.bonus;
    set.mental_bonus = was.mental.bonus;
    set.heroic = was.heroic;
    set.heroic_track = was.heroic_track;
    set.stateless = was.stateless;
    set.group = was.group;
    set.crossover_every = was.crossover_every;
    if (Refusal refused = apply_in_place(e, set)) return refused;
    if (was.causes_fear != FearLevel::None)
        if (Refusal refused = apply_in_place(e, SetFear{id, was.causes_fear})) return refused;
    Combatant* c = e.find(id);
    if (!c || !c->ranks) return detail::unknown_combatant(id);
    Ranks& now = *c->ranks;
    for (RankTrack t : {RankTrack::Physical, RankTrack::Mental}) {
        line_of(now, t).lost = line_of(was, t).lost;
        line_of(now, t).crossover = line_of(was, t).crossover;
        line_of(now, t).fatigue = line_of(was, t).fatigue;
    }
    now.states = was.states;
    now.standing = was.standing;
    now.checks = was.checks;
    now.injuries = was.injuries;
    now.wounds = was.wounds;
    for (Wound& w : now.wounds) w.id = e.next_id++;
    return std::nullopt;
}

std::vector<std::string> action_dice_lasting_words(const Member& m) {
    std::vector<std::string> words;
    if (!m.combatant.ranks) return words;
    const Ranks& r = *m.combatant.ranks;
    for (RankTrack t : {RankTrack::Physical, RankTrack::Mental}) {
        const RankLine& l = line_of(r, t);
        if (const int lost = l.lost + l.crossover; lost > 0)
            words.push_back(std::to_string(lost) + " " + rank_track_name(t) + (lost == 1 ? " rank" : " ranks") + " lost");
        if (l.fatigue > 0) words.push_back(rank_track_name(t) + " fatigue " + std::to_string(l.fatigue));
    }
    for (RankState s : r.states) words.push_back(state_name(s));
    if (r.standing != Standing::Active) words.push_back(standing_name(r.standing));
    for (const Wound& w : r.wounds) words.push_back(location_name(w.location) + ": " + injury_name(w.effect));
    return words;
}

Member natural_healing(Member m, int weeks, int requirements, int healer_weeks) {
    if (weeks <= 0) return m;
    requirements = std::clamp(requirements, 0, 2);
    // The first week 2 wounds with both requirements, 1 with one; each later week 1 with at least one.
    const int wounds = requirements + (requirements >= 1 ? weeks - 1 : 0);
    const int ranks = wounds + std::clamp(healer_weeks, 0, weeks);
    return through_reducer(kActionDice, m, [&](Encounter& e, CombatantId id) -> Refusal {
        for (int i = 0; i < ranks && heal_a_rank(e, id); ++i) {}
        return std::nullopt;
    });
}

namespace {
// "A week with good food and water and no travel": both requirements, one, or one with "a trained
// healer during the entire week, along with a successful Healing roll" each week.
constexpr Recovery kRecoveries[] = {
    {"week_of_rest", "Weeks of rest: good food and water, no travel", "weeks", 52,
     [](const Member& m, int weeks) { return natural_healing(m, weeks, 2); }},
    {"week_of_rest_wanting", "Weeks of rest with one of the two", "weeks", 52,
     [](const Member& m, int weeks) { return natural_healing(m, weeks, 1); }},
    {"week_with_healer", "Weeks of rest with a trained healer (Healing rolls made)", "weeks", 52,
     [](const Member& m, int weeks) { return natural_healing(m, weeks, 2, weeks); }},
    {"first_aid", "First aid (one rank lost: Stun and the rank)", "", 0, [](const Member& m, int) { return first_aid(m); }},
    {"rest_physical_fatigue", "Rest off a rank of Physical fatigue", "", 0,
     [](const Member& m, int) { return rest_off_fatigue(m, RankTrack::Physical); }},
    {"rest_mental_fatigue", "Rest off a rank of Mental fatigue", "", 0,
     [](const Member& m, int) { return rest_off_fatigue(m, RankTrack::Mental); }},
};
} // namespace

std::span<const Recovery> action_dice_recoveries() { return kRecoveries; }

Member first_aid(Member m) {
    return through_reducer(kActionDice, m, [&](Encounter& e, CombatantId id) -> Refusal {
        const Ranks* r = ranks_of(e, id);
        if (!r) return std::nullopt;
        const int lost = r->physical.lost + r->physical.crossover + r->mental.lost + r->mental.crossover;
        if (lost != 1) return std::nullopt;
        if (has_state(*r, RankState::Stun)) applied(e, RemoveState{id, RankState::Stun, StateRemoval::Treated, {}, {}});
        heal_a_rank(e, id);
        return std::nullopt;
    });
}

Member rest_off_fatigue(Member m, RankTrack track) {
    return through_reducer(kActionDice, m, [&](Encounter& e, CombatantId id) -> Refusal {
        Fatigue rest;
        rest.id = id;
        rest.track = track;
        rest.change = -1;
        applied(e, rest);
        return std::nullopt;
    });
}

} // namespace rk
