// Rules text 002 (Swift Swords Tactica): ranks, States, damage against a rank, crossover,
// Out of Action and KIA. Damage applies whoever's turn it is; the action-dice side (pools,
// burned dice) is reached through the hooks at the bottom.
#include "core/rules/action_dice/ranks.hpp"

#include "core/rules/action_dice/action_dice.hpp"

#include <algorithm>
#include <set>

#include "core/fight/handlers.hpp"
#include "core/rules/action_dice/injuries.hpp"

namespace rk {
namespace {

constexpr int kHighestRank = 9;
constexpr int kHighestNormalRank = 8;   // "Creatures of level 9 are GM creatures ... so the maximum normal level is 8"
constexpr int kMostBonus = 9;
constexpr int kMostDamage = 1000;
constexpr int kMostPoolDice = 30;
constexpr int kSuccessFace = 5;   // the standard Superiority Level: 5-6 succeed

RankLine& line(Ranks& r, RankTrack t) { return t == RankTrack::Physical ? r.physical : r.mental; }
const RankLine& line(const Ranks& r, RankTrack t) { return t == RankTrack::Physical ? r.physical : r.mental; }
RankTrack other(RankTrack t) { return t == RankTrack::Physical ? RankTrack::Mental : RankTrack::Physical; }

RankState state_for(DamageTrack t) {
    switch (t) {
    case DamageTrack::Physical: return RankState::Stun;
    case DamageTrack::Mental: return RankState::Shock;
    case DamageTrack::Magic: return RankState::Doubt;
    }
    return RankState::Stun;
}

std::string damage_track_name(DamageTrack t) {
    switch (t) {
    case DamageTrack::Physical: return "physical";
    case DamageTrack::Mental: return "mental";
    case DamageTrack::Magic: return "magic";
    }
    return "";
}

std::string weapon_name(WeaponWeight w) {
    switch (w) {
    case WeaponWeight::None: return "";
    case WeaponWeight::Light: return "Light";
    case WeaponWeight::Medium: return "Medium";
    case WeaponWeight::Heavy: return "Heavy";
    case WeaponWeight::Large: return "Large";
    case WeaponWeight::Huge: return "Huge";
    case WeaponWeight::Massive: return "Massive";
    }
    return "";
}

std::string group_name(Group g) {
    switch (g) {
    case Group::None: return "";
    case Group::Mob: return "Mob";
    case Group::Crowd: return "Crowd";
    case Group::Horde: return "Horde";
    case Group::Company: return "Company";
    case Group::Unit: return "Unit";
    }
    return "";
}

// The characteristic a STATE or condition is shaken off with ("Body, Mind, Soul").
Characteristic remover(RankState s) {
    switch (s) {
    case RankState::Stun: return Characteristic::Body;
    case RankState::Shock: return Characteristic::Mind;
    case RankState::Doubt:
    case RankState::Panicked:
    case RankState::Crushed: return Characteristic::Spirit;
    }
    return Characteristic::Body;
}

std::string characteristic_name(Characteristic ch) {
    switch (ch) {
    case Characteristic::Body: return "BODY";
    case Characteristic::Mind: return "MIND";
    case Characteristic::Spirit: return "SPIRIT";
    }
    return "";
}

std::string ranks_text(const Ranks& r) {
    return "Physical " + std::to_string(current_rank(r, RankTrack::Physical)) + ", Mental " +
           std::to_string(current_rank(r, RankTrack::Mental));
}

void remove_state(Ranks& r, RankState s) {
    r.states.erase(std::remove(r.states.begin(), r.states.end(), s), r.states.end());
}

// A crossover loss is regained when its cause heals: never more than one per `every` direct losses.
int crossover_limit(const Ranks& r, RankTrack t) {
    return r.crossover_every > 0 ? line(r, other(t)).lost / r.crossover_every : 0;
}

bool valid_crossover(int every) { return every == 0 || (every >= 2 && every <= 4); }

// Both sides stand at or above the lowest rank and no side's Real rank is negative.
Refusal check_line_fits(const Combatant& c, const Ranks& r) {
    for (RankTrack t : {RankTrack::Physical, RankTrack::Mental}) {
        if (real_rank(r, t) < 0) return {Why::TooFatigued, c.name + " is too fatigued for that: rest first"};
        if (current_rank(r, t) < lowest_rank(r))
            return {Why::NoRankLeft, c.name + " has already lost " + std::to_string(line(r, t).lost + line(r, t).crossover) + " " +
                   rank_track_name(t) + " ranks: heal some first"};
    }
    return std::nullopt;
}

} // namespace

// ---- reading ----

int group_rank_bonus(Group g, RankTrack t) {
    const bool physical = t == RankTrack::Physical;
    switch (g) {
    case Group::None: return 0;
    case Group::Mob: return physical ? 1 : 0;
    case Group::Crowd: return 1;
    case Group::Horde: return physical ? 2 : 1;
    case Group::Company: return physical ? 3 : 2;
    case Group::Unit: return physical ? 4 : 2;
    }
    return 0;
}

int group_dice_bonus(Group g) {
    switch (g) {
    case Group::None: return 0;
    case Group::Mob: return 1;
    case Group::Crowd: return 2;
    case Group::Horde: return 3;
    case Group::Company:
    case Group::Unit: return 4;
    }
    return 0;
}

int group_attacks(Group g) {
    switch (g) {
    case Group::None: return 1;
    case Group::Mob: return 2;
    case Group::Crowd: return 3;
    case Group::Horde:
    case Group::Company: return 4;
    case Group::Unit: return 6;
    }
    return 1;
}

int damage_from_successes(WeaponWeight w, int successes) {
    if (successes <= 0) return 0;
    switch (w) {
    case WeaponWeight::Light: return 1 + (successes - 1) / 2;
    case WeaponWeight::Heavy: return 2 + (successes - 1);
    case WeaponWeight::Large: return 3 + (successes - 1);
    case WeaponWeight::Huge: return 4 + (successes - 1);
    case WeaponWeight::None:
    case WeaponWeight::Medium:
    case WeaponWeight::Massive: return successes;
    }
    return successes;
}

int real_rank(const Ranks& r, RankTrack t) {
    const RankLine& l = line(r, t);
    const int heroic = r.heroic && r.heroic_track == t ? 1 : 0;
    // Only a creature set on 9 stands there: Heroic and group levels add up to 8 at most.
    const int most = l.base >= kHighestRank ? kHighestRank : kHighestNormalRank;
    return std::min(most, l.base + heroic + group_rank_bonus(r.group, t)) - l.fatigue;
}

int total_rank(const Ranks& r, RankTrack t) { return real_rank(r, t) + line(r, t).bonus; }

int current_rank(const Ranks& r, RankTrack t) {
    const RankLine& l = line(r, t);
    return real_rank(r, t) - l.lost - l.crossover;
}

int lowest_rank(const Ranks& r) { return r.heroic ? -3 : 0; }

std::optional<RankState> state_allowed(const Ranks& r, DamageTrack track) {
    const RankState s = state_for(track);
    if (r.stateless || has_state(r, s)) return std::nullopt;
    return s;
}

bool has_state(const Ranks& r, RankState s) { return std::find(r.states.begin(), r.states.end(), s) != r.states.end(); }

std::optional<RankState> state_to_remove(const Ranks& r) {
    for (RankState s : r.states)
        if (s == RankState::Stun || s == RankState::Shock || s == RankState::Doubt) return s;
    return std::nullopt;
}

int roll_dice(const Combatant& c, Characteristic ch, int minus_dice) {
    const char* key = ch == Characteristic::Body ? "body" : ch == Characteristic::Mind ? "mind" : "spirit";
    int dice = 4 + c.stat(key) - minus_dice;
    // A group "gains +1d" (+2d, +3d, +4d): one more die on its rolls, as "+1d" reads elsewhere in the text.
    if (c.ranks) dice += group_dice_bonus(c.ranks->group);
    if (c.ranks)
        for (const Wound& w : c.ranks->wounds)
            if (w.penalty == "all rolls") dice -= w.minus_dice;
    return std::clamp(dice, 1, kMostPoolDice);
}

std::string rank_track_name(RankTrack t) { return t == RankTrack::Physical ? "Physical" : "Mental"; }

std::string state_name(RankState s) {
    switch (s) {
    case RankState::Stun: return "Stun";
    case RankState::Shock: return "Shock";
    case RankState::Doubt: return "Doubt";
    case RankState::Panicked: return "Panicked";
    case RankState::Crushed: return "Crushed";
    }
    return "";
}

std::string standing_name(Standing s) {
    switch (s) {
    case Standing::Active: return "in action";
    case Standing::OutOfAction: return "Out of Action";
    case Standing::KilledInAction: return "Killed in Action";
    }
    return "";
}

namespace {
std::string check_words(CheckKind k) {
    switch (k) {
    case CheckKind::HitWhileDown: return "BODY roll after a hit while Out of Action, or Killed in Action";
    case CheckKind::Unconscious: return "Will roll or fall unconscious";
    case CheckKind::Paralysed: return "Body roll or fall to the ground Out of Action";
    case CheckKind::Kill: return "Body roll or Out of Action";
    }
    return "";
}

Characteristic check_characteristic(CheckKind k) {
    return k == CheckKind::Unconscious ? Characteristic::Spirit : Characteristic::Body;
}

std::string minus_text(int minus) { return minus > 0 ? " (-" + std::to_string(minus) + "d)" : ""; }
} // namespace

std::vector<DueRoll> rolls_due(const Encounter& e) {
    std::vector<DueRoll> due;
    for (const Combatant& c : e.combatants) {
        if (!c.ranks) continue;
        const Ranks& r = *c.ranks;
        for (const Wound& w : r.wounds)
            for (int i = 0; i < w.bleeds_due; ++i) {
                const int dice = roll_dice(c, Characteristic::Body, w.bleeder_minus_dice);
                due.push_back({c.id, DueKind::Bleeder, w.id, dice,
                               c.name + ": BODY " + std::to_string(dice) + "d for the bleeder in the " +
                                   location_name(w.location) + minus_text(w.bleeder_minus_dice)});
            }
        for (const PendingCheck& k : r.checks) {
            const int dice = roll_dice(c, check_characteristic(k.kind), k.minus_dice);
            due.push_back({c.id, DueKind::Check, 0, dice,
                           c.name + ": " + std::to_string(dice) + "d, " + check_words(k.kind) + minus_text(k.minus_dice)});
        }
        for (const PendingInjury& in : r.injuries) {
            if (!in.location)
                due.push_back({c.id, DueKind::InjuryLocation, 0, 4, c.name + ": 4d6 on the injury Location Table"});
            else
                due.push_back({c.id, DueKind::InjuryEffect, 0, 1,
                               c.name + ": d6" + (in.effect_bonus ? "+" + std::to_string(in.effect_bonus) : "") +
                                   " on the " + location_name(*in.location) + " Effect Table"});
        }
        if (r.afraid != FearLevel::None) {
            const int dice = roll_dice(c, Characteristic::Spirit, r.afraid >= FearLevel::Dread ? 1 : 0);
            due.push_back({c.id, DueKind::Fear, 0, dice,
                           c.name + ": SPIRIT " + std::to_string(dice) + "d against fear at its next action"});
        }
    }
    return due;
}

Refusal check_rank_invariants(const Encounter& e) {
    for (const Combatant& c : e.combatants) {
        if (!c.ranks) continue;
        std::set<WoundId> wound_ids;   // per combatant: a duplicated goblin keeps its wounds' ids
        const Ranks& r = *c.ranks;
        if (!valid_crossover(r.crossover_every)) return {Why::Inconsistent, c.name + " carries ranks over at an impossible rate"};
        for (RankTrack t : {RankTrack::Physical, RankTrack::Mental}) {
            const RankLine& l = line(r, t);
            const std::string side = c.name + "'s " + rank_track_name(t) + " ranks";
            if (l.base < 0 || l.base > kHighestRank) return {Why::Inconsistent, side + " are outside 0-9"};
            if (l.bonus < 0 || l.bonus > kMostBonus) return {Why::Inconsistent, side + " have an impossible bonus"};
            if (l.lost < 0 || l.crossover < 0 || l.fatigue < 0) return {Why::Inconsistent, side + " count a negative loss"};
            if (real_rank(r, t) < 0) return {Why::Inconsistent, side + " are below 0 from fatigue"};
            if (current_rank(r, t) < lowest_rank(r)) return {Why::Inconsistent, side + " are below the lowest rank"};
            if (l.crossover > crossover_limit(r, t)) return {Why::Inconsistent, side + " keep crossover losses without a cause"};
        }
        std::set<RankState> states(r.states.begin(), r.states.end());
        if (states.size() != r.states.size()) return {Why::Inconsistent, c.name + " is in the same state twice"};
        for (const Wound& w : r.wounds) {
            if (w.id == 0 || w.id >= e.next_id) return {Why::Inconsistent, c.name + " has a wound with an id out of range"};
            if (!wound_ids.insert(w.id).second) return {Why::Inconsistent, c.name + " has two wounds with the id " + std::to_string(w.id)};
            if (w.bleeds_due < 0 || w.burn < 0 || w.minus_dice < 0) return {Why::Inconsistent, c.name + " has a wound with negative counts"};
            if (w.bleeds_due > 0 && w.effect != InjuryEffect::Bleeder) return {Why::Inconsistent, c.name + " owes a bleeder roll for a wound that does not bleed"};
        }
        for (const PendingInjury& in : r.injuries)
            if (in.shifts < 0 || in.shifts > 2 || in.effect_bonus < 0 || in.effect_bonus > 1)
                return {Why::Inconsistent, c.name + " owes an impossible injury roll"};
        if (r.standing == Standing::Active)
            for (const PendingCheck& k : r.checks)
                if (k.kind == CheckKind::HitWhileDown) return {Why::Inconsistent, c.name + " owes a roll for a hit while down but is in action"};
    }
    return std::nullopt;
}

// ---- shared by the handlers of text 002 ----

namespace detail {

// The ranks side of text 002 meets the action-dice side (action_dice.hpp) here.
void on_state_taken(Encounter& e, CombatantId id) { lose_pools(e, id); }
void on_die_burned(Encounter& e, CombatantId id) { burn_action_die(e, id); }
void on_dice_discarded(Encounter& e, CombatantId id) { discard_action_dice(e, id); }

std::string PoolRoll::describe(const std::string& what) const {
    std::string s = what + " " + std::to_string(faces.size()) + "d: [";
    for (std::size_t i = 0; i < faces.size(); ++i) s += (i ? ", " : "") + std::to_string(faces[i]);
    s += "], " + std::to_string(successes) + (successes == 1 ? " success" : " successes");
    if (entered) s += " (entered)";
    return s;
}

Result<PoolRoll> roll_pool(int dice, const RollInput& input, Rng& rng) {
    PoolRoll out;
    out.entered = input.entered();
    if (out.entered) {
        if (input.faces.size() > static_cast<std::size_t>(kMostPoolDice))
            return Result<PoolRoll>::refused(Why::WrongDiceCount, "At most " + std::to_string(kMostPoolDice) + " dice can be entered");
        for (int face : input.faces)
            if (face < 1 || face > 6) return Result<PoolRoll>::refused(Why::BadDieFace, "a d6 cannot show " + std::to_string(face));
        out.faces = input.faces;
    } else {
        for (int i = 0; i < std::clamp(dice, 1, kMostPoolDice); ++i) out.faces.push_back(rng.uniform(1, 6));
    }
    out.successes = static_cast<int>(std::count_if(out.faces.begin(), out.faces.end(), [](int f) { return f >= kSuccessFace; }));
    return Result<PoolRoll>::ok(std::move(out));
}

Result<Combatant*> ranked(Encounter& e, CombatantId id) {
    Combatant* c = e.find(id);
    if (!c) return Result<Combatant*>::refused(unknown_combatant(id));
    if (!c->ranks) return Result<Combatant*>::refused(Why::NoRanks, c->name + " has no ranks yet (set them first)");
    return Result<Combatant*>::ok(c);
}

void go_down(Encounter& e, Combatant& c, Standing to, const std::string& why) {
    Ranks& r = *c.ranks;
    if (r.standing == to) return;
    r.standing = to;
    r.checks.clear();   // what they were for no longer matters
    r.afraid = FearLevel::None;
    for (Wound& w : r.wounds) w.bleeds_due = 0;
    log(e, c.name + " is " + standing_name(to) + " (" + why + ")");
    on_state_taken(e, c.id);
    on_dice_discarded(e, c.id);   // "OoA creature get no action dice"
}

bool take_state(Encounter& e, Combatant& c, RankState s) {
    Ranks& r = *c.ranks;
    if (has_state(r, s)) return false;
    r.states.push_back(s);
    // Panicked anew: its next action is the initial one, the flight ("after the initial one").
    if (s == RankState::Panicked)
        if (auto* dice = find_part<ActionDicePart>(c)) dice->panic_fled = dice->spirit_rolled = false;
    log(e, c.name + " is " + (s == RankState::Stun       ? std::string("Stunned")
                              : s == RankState::Shock    ? std::string("Shocked")
                              : s == RankState::Doubt    ? std::string("in Doubt")
                                                         : state_name(s)));
    // Every State and condition empties the pools; Panicked is "equivalent to Trauma", and "If you
    // became stunned or suffer trauma or worse you would lose the defence pool".
    on_state_taken(e, c.id);
    return true;
}

void owe_injury(Encounter& e, Combatant& c, int effect_bonus) {
    c.ranks->injuries.push_back({effect_bonus, std::nullopt, 0});
    log(e, c.name + " must roll on the injury table" + (effect_bonus ? " (+1 to the effect roll)" : ""));
}

bool lose_rank(Encounter& e, Combatant& c, RankTrack t, const std::string& why, bool special_event, bool injury_if_down) {
    Ranks& r = *c.ranks;
    if (r.standing != Standing::Active) return false;   // nothing more to lose
    const int now = current_rank(r, t);
    const std::string side = rank_track_name(t);
    if (now >= kHighestRank && !special_event) {
        log(e, c.name + " stands on " + side + " 9: only a special event knocks it down (" + why + ")");
        return false;
    }
    bool lost = false;
    if (now > lowest_rank(r)) {
        line(r, t).lost += 1;
        lost = true;
        log(e, c.name + " loses a " + side + " rank (" + why + "): " + ranks_text(r));
        const RankTrack o = other(t);
        if (r.crossover_every > 0 && line(r, t).lost % r.crossover_every == 0) {
            const int there = current_rank(r, o);
            if (there >= kHighestRank)
                log(e, "No crossover: " + c.name + " stands on " + rank_track_name(o) + " 9");
            else if (there > lowest_rank(r)) {
                line(r, o).crossover += 1;
                log(e, c.name + " also loses a " + rank_track_name(o) + " rank by crossover: " + ranks_text(r));
            }
        }
    }
    for (RankTrack side_now : {RankTrack::Physical, RankTrack::Mental})
        if (current_rank(r, side_now) <= lowest_rank(r)) {
            go_down(e, c, Standing::OutOfAction, "no " + rank_track_name(side_now) + " rank left");
            if (injury_if_down) owe_injury(e, c, 0);
            break;
        }
    return lost;
}

} // namespace detail

// ---- handlers ----

namespace detail {

Refusal handle(Encounter& e, const SetRanks& a) {
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (a.physical < 0 || a.physical > kHighestRank || a.mental < 0 || a.mental > kHighestRank)
        return {Why::RankOutOfRange, std::string("Ranks go from 0 to 9 (9 is for the game master's rare creatures)")};
    if (a.physical_bonus < 0 || a.physical_bonus > kMostBonus || a.mental_bonus < 0 || a.mental_bonus > kMostBonus)
        return {Why::RankOutOfRange, std::string("Bonus ranks go from 0 to 9")};
    if (!valid_crossover(a.crossover_every)) return {Why::RankOutOfRange, std::string("Crossover comes every 2nd, 3rd or 4th rank lost (0: never)")};
    Ranks r = c->ranks.value_or(Ranks{});
    r.physical.base = a.physical;
    r.mental.base = a.mental;
    r.physical.bonus = a.physical_bonus;
    r.mental.bonus = a.mental_bonus;
    r.heroic = a.heroic.value_or(c->is_player);
    r.heroic_track = a.heroic_track;
    r.stateless = a.stateless;
    r.group = a.group;
    r.crossover_every = a.crossover_every;
    if (r.stateless) r.states.erase(std::remove_if(r.states.begin(), r.states.end(), [](RankState s) {
                                        return s == RankState::Stun || s == RankState::Shock || s == RankState::Doubt;
                                    }), r.states.end());
    for (RankTrack t : {RankTrack::Physical, RankTrack::Mental})
        line(r, t).crossover = std::min(line(r, t).crossover, crossover_limit(r, t));
    if (auto bad = check_line_fits(*c, r)) return bad;
    std::string text = c->name + ": Physical " + std::to_string(real_rank(r, RankTrack::Physical)) + ", Mental " +
                       std::to_string(real_rank(r, RankTrack::Mental));
    if (r.physical.bonus || r.mental.bonus)
        text += " (bonus +" + std::to_string(r.physical.bonus) + "/+" + std::to_string(r.mental.bonus) + ")";
    if (r.heroic) text += ", Heroic (" + rank_track_name(r.heroic_track) + ")";
    if (r.group != Group::None) text += ", a " + group_name(r.group);
    if (r.stateless) text += ", Stateless";
    c->ranks = std::move(r);
    log(e, text);
    return std::nullopt;
}

Refusal handle(Encounter& e, const ChooseHeroic& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    if (!c.ranks->heroic) return {Why::NotHeroic, c.name + " is not Heroic"};
    if (e.phase != Phase::Setup) return {Why::AlreadyStarted, std::string("The Heroic level is chosen at the beginning of the event, before the fight")};
    Ranks r = *c.ranks;
    r.heroic_track = a.track;
    if (auto bad = check_line_fits(c, r)) return bad;
    c.ranks = std::move(r);
    log(e, c.name + " takes the Heroic level on the " + rank_track_name(a.track) + " side: " + ranks_text(*c.ranks));
    return std::nullopt;
}

Refusal handle(Encounter& e, const ApplyDamage& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    Ranks& r = *c.ranks;
    if (a.points < 0 || a.points > kMostDamage) return {Why::AmountOutOfRange, std::string("Damage goes from 0 to 1000 points")};
    const bool massive = a.massive || a.weapon == WeaponWeight::Massive;
    if (massive && a.track != DamageTrack::Physical) return {Why::MassiveIsPhysical, std::string("Massive damage is physical")};
    if (r.standing == Standing::KilledInAction) return {Why::AlreadyDead, c.name + " is already Killed in Action"};
    if (r.standing == Standing::OutOfAction && a.track != DamageTrack::Physical)
        return {Why::OutOfAction, c.name + " is Out of Action: only a physical hit matters now (BODY roll or KIA)"};
    const int points = a.weapon == WeaponWeight::None ? a.points : damage_from_successes(a.weapon, a.points);
    if (points == 0) return std::nullopt;   // a miss: nothing to log or undo

    std::string hit = c.name + " takes " + std::to_string(points) + " " + damage_track_name(a.track) + " damage";
    if (a.weapon != WeaponWeight::None)
        hit += " (" + std::to_string(a.points) + (a.points == 1 ? " success" : " successes") + " with a " +
               weapon_name(a.weapon) + " weapon)";
    if (massive) hit += ", Massive";
    log(e, hit);

    if (r.standing == Standing::OutOfAction) {
        r.checks.push_back({CheckKind::HitWhileDown, 0});
        log(e, c.name + " is hit while Out of Action: BODY roll (" +
                   std::to_string(roll_dice(c, Characteristic::Body)) + "d) or Killed in Action");
        return std::nullopt;
    }

    const bool physical = a.track == DamageTrack::Physical;
    const RankTrack t = physical ? RankTrack::Physical : RankTrack::Mental;
    const int total = total_rank(r, t);
    if (current_rank(r, t) >= kHighestRank && !a.special_event) {
        log(e, c.name + " stands on " + rank_track_name(t) + " 9: only a special event knocks it down");
        return std::nullopt;
    }
    if (current_rank(r, t) <= lowest_rank(r)) {   // level 0: any damage squashes it
        go_down(e, c, Standing::OutOfAction, "squashed: it has no " + rank_track_name(t) + " rank to lose");
        return std::nullopt;
    }
    // With no rank at all to measure against, thresholds mean nothing.
    const bool beyond3 = total > 0 && points > 3LL * total;   // wide: ranks may be any int
    const bool beyond2 = total > 0 && points > 2LL * total;
    const bool beyond1 = total > 0 && points > total;

    if (physical && (massive || beyond3)) {
        go_down(e, c, Standing::KilledInAction, massive ? "Massive damage" : "Massive damage: more than 3 times its rank");
        owe_injury(e, c, 1);
        return std::nullopt;
    }

    // The first point may be taken as the State instead of a rank.
    const RankState state = state_for(a.track);
    bool state_taken = false;
    if (a.take_state && r.stateless) log(e, c.name + " is Stateless: it always loses a rank");
    else if (a.take_state && has_state(r, state)) log(e, c.name + " is already in " + state_name(state) + ": it must lose a rank");
    else if (a.take_state) state_taken = take_state(e, c, state);
    if (!state_taken)
        lose_rank(e, c, t, damage_track_name(a.track) + " damage", a.special_event, physical && !beyond1);

    if (physical && beyond2) {
        log(e, c.name + " suffers a Killing Blow");
        if (r.standing == Standing::Active) go_down(e, c, Standing::OutOfAction, "Killing Blow");
        owe_injury(e, c, 1);
    } else if (physical && beyond1) {
        log(e, c.name + " suffers a Trauma wound");
        on_state_taken(e, c.id);   // "If you became stunned or suffer trauma or worse you would lose the defence pool"
        owe_injury(e, c, 0);
    } else if (!physical && beyond2 && r.standing == Standing::Active) {
        remove_state(r, RankState::Panicked);   // Crushed is the worse of the two
        take_state(e, c, RankState::Crushed);
    } else if (!physical && beyond1 && r.standing == Standing::Active && !has_state(r, RankState::Crushed)) {
        take_state(e, c, RankState::Panicked);
    }
    return std::nullopt;
}

Refusal handle(Encounter& e, const RemoveState& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    Ranks& r = *c.ranks;
    if (!has_state(r, a.state)) return {Why::ConditionNotSet, c.name + " is not in " + state_name(a.state)};
    const bool condition = a.state == RankState::Panicked || a.state == RankState::Crushed;
    if (condition && a.how == StateRemoval::SpendDie)
        return {Why::NeedsSpiritRoll, state_name(a.state) + " is shaken off only by a Spirit roll"};
    // In an action-dice fight the attempt is its action (or a free roll with a 1): checked first.
    auto attempt = state_attempt(e, c, a.state, a.how, a.die);
    if (!attempt) return attempt.refusal();
    const StateAttempt at = attempt.value();
    std::optional<PoolRoll> rolled;
    if (a.how == StateRemoval::Roll) {
        auto pool = roll_pool(roll_dice(c, remover(a.state)), a.roll, e.rng);
        if (!pool) return pool.refusal();
        rolled = pool.value();
    }
    state_attempt_begins(e, c.id, at);
    bool removed = true;
    if (a.how == StateRemoval::SpendDie) {
        log(e, c.name + (at.die ? " spends its " + std::to_string(at.die) + " and does nothing" : " spends a die and does nothing"));
    } else if (rolled) {
        log(e, rolled->describe(c.name + (at.free_one ? " uses a 1 to roll " : " rolls ") + characteristic_name(remover(a.state)) +
                                " against " + state_name(a.state)));
        removed = rolled->successes > 0;
        if (!removed)
            log(e, c.name + " stays in " + state_name(a.state) + (condition || at.free_one ? "" : ": it may do nothing this action"));
    }
    if (removed) {
        remove_state(r, a.state);
        log(e, c.name + " is no longer in " + state_name(a.state));
        // The injury "Stun: the victim is stunned" ends with the stun (and burns no more dice).
        if (a.state == RankState::Stun)
            r.wounds.erase(std::remove_if(r.wounds.begin(), r.wounds.end(),
                                          [](const Wound& w) { return w.effect == InjuryEffect::Stun; }),
                           r.wounds.end());
    }
    state_attempt_ends(e, c.id, at, a.how, removed);
    return std::nullopt;
}

Refusal handle(Encounter& e, const RollCheck& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    Ranks& r = *c.ranks;
    if (r.checks.empty()) return {Why::NoRollDue, c.name + " owes no BODY or Will roll"};
    const PendingCheck check = r.checks.front();
    const Characteristic ch = check_characteristic(check.kind);
    auto pool = roll_pool(roll_dice(c, ch, check.minus_dice), a.roll, e.rng);
    if (!pool) return pool.refusal();
    r.checks.erase(r.checks.begin());
    const std::string what = ch == Characteristic::Body ? "BODY" : "Will";
    log(e, pool.value().describe(c.name + " rolls " + what + minus_text(check.minus_dice)));
    if (pool.value().successes > 0) {
        log(e, c.name + " passes: " + (check.kind == CheckKind::HitWhileDown ? "still alive" : "still in action"));
        return std::nullopt;
    }
    switch (check.kind) {
    case CheckKind::HitWhileDown:
        go_down(e, c, Standing::KilledInAction, "failed the BODY roll after a hit while Out of Action");
        owe_injury(e, c, 0);
        break;
    case CheckKind::Unconscious: go_down(e, c, Standing::OutOfAction, "unconscious"); break;
    case CheckKind::Paralysed: go_down(e, c, Standing::OutOfAction, "paralysed"); break;
    case CheckKind::Kill: go_down(e, c, Standing::OutOfAction, "a Kill wound"); break;
    }
    return std::nullopt;
}

Refusal handle(Encounter& e, const HealRank& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    Ranks& r = *c.ranks;
    RankLine& l = line(r, a.track);
    const std::string side = rank_track_name(a.track);
    if (l.lost == 0) {
        if (l.crossover > 0)
            return {Why::CrossoverRanks, c.name + "'s lost " + side + " ranks are crossover: they come back when the " +
                   rank_track_name(other(a.track)) + " ranks that caused them heal"};
        return {Why::NothingToHeal, c.name + " has no lost " + side + " rank to heal"};
    }
    l.lost -= 1;
    RankLine& o = line(r, other(a.track));
    const bool carried = o.crossover > crossover_limit(r, other(a.track));
    if (carried) o.crossover -= 1;
    log(e, c.name + " regains a " + side + " rank" +
               (carried ? " and the " + rank_track_name(other(a.track)) + " rank it cost by crossover" : "") + ": " +
               ranks_text(r));
    return std::nullopt;
}

Refusal handle(Encounter& e, const SetStanding& a) {
    auto found = ranked(e, a.id);
    if (!found) return found.refusal();
    Combatant& c = *found.value();
    Ranks& r = *c.ranks;
    if (r.standing == a.standing) return std::nullopt;
    if (a.standing != Standing::Active) {
        go_down(e, c, a.standing, "the game master's word");
        return std::nullopt;
    }
    for (RankTrack t : {RankTrack::Physical, RankTrack::Mental})
        if (current_rank(r, t) <= lowest_rank(r) && r.standing != Standing::Active && real_rank(r, t) > lowest_rank(r))
            return {Why::NoRankLeft, c.name + " has no " + rank_track_name(t) + " rank left: heal one first"};
    r.standing = Standing::Active;
    r.checks.clear();
    log(e, c.name + " is back in action: " + ranks_text(r));
    return std::nullopt;
}

} // namespace detail
} // namespace rk
