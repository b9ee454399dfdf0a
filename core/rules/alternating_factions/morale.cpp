// Rules text 004, "Morale": at the end of each round, a morale check for every group reduced to half
// or less of its original numbers during the round, and for every character fighting alone reduced
// to half or less of its maximum health during the round; a group WIT save, those who pass are
// immune for the rest of the fight, those who fail surrender or retreat.
//
// A group is a faction's characters with the same group name (by default the whole faction); a
// character fighting alone is a group of one.
#include <algorithm>

#include "core/rules/alternating_factions/factions.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"

namespace rk::detail {
namespace {

constexpr size_t kMaxGroupName = 64;   // as a side's name (core/fight/sides.cpp)

bool member(const Combatant& c, const GroupTally& t) { return c.side == t.side && part<FactionsPart>(c).group == t.group; }

std::string group_name(const Encounter& e, const GroupTally& t) { return t.group.empty() ? side_name(e, t.side) : t.group; }

int standing_members(const Encounter& e, const GroupTally& t) {
    int n = 0;
    for (const auto& c : e.combatants)
        if (member(c, t) && standing(e, c)) ++n;
    return n;
}

bool subject_to_morale(const Encounter& e, const Combatant& c) {
    return standing(e, c) && !has_condition(e, c.id, condition::kImmuneToMorale);
}

std::string names(const Encounter& e, const std::vector<CombatantId>& ids) {
    std::string s;
    for (size_t i = 0; i < ids.size(); ++i) {
        if (i > 0) s += i + 1 == ids.size() ? " and " : ", ";
        s += e.find(ids[i])->name;
    }
    return s;
}

// Every group in the fight has a tally; one that grew (someone joined it) counts the newcomers too.
void update_tallies(Encounter& e) {
    for (const auto& c : e.combatants) {
        auto& groups = part<FactionRound>(e).groups;
        auto it = std::find_if(groups.begin(), groups.end(), [&](const GroupTally& t) { return member(c, t); });
        const auto present = static_cast<int>(std::count_if(e.combatants.begin(), e.combatants.end(),
                                                            [&](const Combatant& m) { return m.side == c.side && part<FactionsPart>(m).group == part<FactionsPart>(c).group; }));
        if (it == groups.end()) groups.push_back({c.side, part<FactionsPart>(c).group, present, present});
        else it->original = std::max(it->original, present);
    }
}

const HealthMark* health_at_round_start(const Encounter& e, CombatantId id) {
    auto it = std::find_if(part<FactionRound>(e).health.begin(), part<FactionRound>(e).health.end(), [&](const HealthMark& h) { return h.id == id; });
    return it == part<FactionRound>(e).health.end() ? nullptr : &*it;
}

bool at_half_or_less(int now, int of) { return 2LL * now <= of; }   // wide: hit points may be any int

// Text 004: "Groups must make a morale check if they were reduced to half or less their original
// numbers in the past round."
void check_group(Encounter& e, const GroupTally& t) {
    const int now = standing_members(e, t);
    if (at_half_or_less(t.standing_at_round_start, t.original) || !at_half_or_less(now, t.original) || now == 0) return;
    std::vector<CombatantId> due;
    for (const auto& c : e.combatants)
        if (member(c, t) && subject_to_morale(e, c)) due.push_back(c.id);
    const std::string down = group_name(e, t) + " are down to " + std::to_string(now) + " of their " +
                             std::to_string(t.original) + ": ";
    if (due.empty()) {
        log(e, "Morale: " + down + "none of them is subject to morale");
        return;
    }
    log(e, "Morale: " + down + names(e, due) + (due.size() == 1 ? " makes" : " make") + " a group WIT save");
    part<FactionRound>(e).morale_due.insert(part<FactionRound>(e).morale_due.end(), due.begin(), due.end());
}

// Text 004: "Characters fighting alone must make a morale check if they were reduced to half or less
// their maximum health in the past round."
// A group worn down to one standing survivor leaves it fighting alone: it is checked the same way
// (docs/rules-notes.md), with one save if the group's check already made it due.
void check_lone_character(Encounter& e, const GroupTally& t) {
    auto it = std::find_if(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) { return member(c, t) && standing(e, c); });
    if (it == e.combatants.end() || !it->hp) return;
    const Combatant& c = *it;
    const auto& due = part<FactionRound>(e).morale_due;
    if (std::find(due.begin(), due.end(), c.id) != due.end()) return;
    const HealthMark* before = health_at_round_start(e, c.id);
    if (!before || at_half_or_less(before->hp, c.hp->max) || !at_half_or_less(c.hp->current, c.hp->max)) return;
    const std::string down = c.name + ", fighting alone, is down to " + std::to_string(c.hp->current) + " of " +
                             std::to_string(c.hp->max) + " health: ";
    if (!subject_to_morale(e, c)) {
        log(e, "Morale: " + down + "immune to morale");
        return;
    }
    log(e, "Morale: " + down + "a WIT save");
    part<FactionRound>(e).morale_due.push_back(c.id);
}

Reason still_due(const Encounter& e) {
    return {Why::RollsStillDue, "Morale saves are still due for " + names(e, part<FactionRound>(e).morale_due) + ": roll them (Roll morale)"};
}

void resolve(Encounter& e, CombatantId id, const SaveResult& save, const std::string& if_failed) {
    const Combatant& c = *e.find(id);
    if (save.passed) {
        log(e, c.name + "'s morale save (" + save.text + "): passed, not subject to morale for the rest of the fight");
        add_condition(e, id, condition::kImmuneToMorale);
    } else {
        log(e, c.name + "'s morale save (" + save.text + "): failed, must " +
                   (if_failed == condition::kRetreating ? "retreat" : "surrender") + " (" + if_failed + ")");
        add_condition(e, id, if_failed);
    }
    std::erase(part<FactionRound>(e).morale_due, id);
}

} // namespace

void take_round_start_marks(Encounter& e) {
    update_tallies(e);
    for (auto& t : part<FactionRound>(e).groups) t.standing_at_round_start = standing_members(e, t);
    part<FactionRound>(e).health.clear();
    for (const auto& c : e.combatants)
        if (c.hp) part<FactionRound>(e).health.push_back({c.id, c.hp->current});
}

bool open_morale_checks(Encounter& e) {
    update_tallies(e);
    part<FactionRound>(e).morale_due.clear();
    for (const GroupTally& t : std::vector<GroupTally>(part<FactionRound>(e).groups)) {
        if (t.original >= 2) check_group(e, t);
        if (standing_members(e, t) == 1) check_lone_character(e, t);
    }
    return !part<FactionRound>(e).morale_due.empty();
}

Refusal settle_morale(Encounter& e) {
    std::erase_if(part<FactionRound>(e).morale_due, [&](CombatantId id) {
        const Combatant* c = e.find(id);
        return !c || !subject_to_morale(e, *c);
    });
    if (!part<FactionRound>(e).morale_due.empty()) return still_due(e);
    if (e.step == Step::Morale) begin_next_faction_round(e);
    return std::nullopt;
}

// Text 004: "Make a group WIT save: those who fail must surrender or retreat, but those who pass
// aren't subject to morale for the remainder of the stretch."
Refusal handle(Encounter& e, const RollMorale& a) {
    if (e.ruleset != kAlternatingFactions) return {Why::NotInThisRuleset, "Morale saves are not part of " + std::string(ruleset_name(e.ruleset))};
    if (auto bad = require_running(e)) return bad;
    if (a.if_failed != condition::kSurrendering && a.if_failed != condition::kRetreating)
        return {Why::BadMoraleOutcome, std::string("Those who fail a morale save must surrender or retreat: \"Surrendering\" or \"Retreating\"")};
    if (e.step != Step::Morale) return {Why::WrongStep, std::string("No morale save is due: they are made at the end of a round")};
    if (a.id != 0 && !e.find(a.id)) return unknown_combatant(a.id);
    if (!settle_morale(e)) return std::nullopt;   // whoever owed a save has left, fallen or become immune
    if (a.id == 0) {
        if (a.roll.entered()) return {Why::DiceForOne, std::string("Entered dice need one character")};
        for (CombatantId id : part<FactionRound>(e).morale_due)
            if (!e.find(id)->stats.count("wit")) return {Why::StatMissing, e.find(id)->name + " has no WIT score: set its \"wit\" stat first"};
        for (CombatantId id : std::vector<CombatantId>(part<FactionRound>(e).morale_due)) {
            auto save = save_against(e, *e.find(id), "wit", {});
            if (!save) return save.refusal();
            resolve(e, id, save.value(), a.if_failed);
        }
    } else {
        const auto& due = part<FactionRound>(e).morale_due;
        if (std::find(due.begin(), due.end(), a.id) == due.end())
            return {Why::NoRollDue, e.find(a.id)->name + " owes no morale save this round"};
        auto save = save_against(e, *e.find(a.id), "wit", a.roll);
        if (!save) return save.refusal();
        resolve(e, a.id, save.value(), a.if_failed);
    }
    settle_morale(e);
    return std::nullopt;
}

// A character joins a group of its faction by name (empty: the whole faction).
Refusal handle(Encounter& e, const SetGroup& a) {
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (a.group.size() > kMaxGroupName) return {Why::BadSideName, "A group name is limited to " + std::to_string(kMaxGroupName) + " bytes"};
    if (part<FactionsPart>(*c).group == a.group) return std::nullopt;
    part<FactionsPart>(*c).group = a.group;
    const Side* side = e.find_side(c->side);
    log(e, a.group.empty() ? c->name + " fights in the group of " + (side ? side->name : std::string("its side"))
                           : c->name + " fights in the group " + a.group);
    return std::nullopt;
}

} // namespace rk::detail
