// What lasts between fights: the generic part every system starts from, bringing a member back
// through the reducer, the plain recovery where a text is silent, and the log's summary.
#include "core/fight/lasting.hpp"

#include <algorithm>

#include "core/fight/handlers.hpp"
#include "core/fight/reducer.hpp"
#include "core/rules/rule_system.hpp"

namespace rk {

// The words AddEffect reads for what remains of an effect: "3 rounds", "1 turn", "until removed".
std::string remaining_words(const Effect& fx) {
    if (fx.unit == DurationUnit::UntilRemoved) return "until removed";
    const char* unit = fx.unit == DurationUnit::Turns ? "turn" : fx.unit == DurationUnit::Segments ? "segment" : "round";
    return std::to_string(fx.remaining) + " " + unit + (fx.remaining == 1 ? "" : "s");
}

namespace {

bool still_running(const Effect& fx) { return fx.unit == DurationUnit::UntilRemoved || fx.remaining > 0; }

} // namespace

Member generic_lasting(const Encounter& e, const Combatant& c) {
    Member m;
    m.combatant = c;
    Combatant& k = m.combatant;
    k.id = 0;
    k.initiative.reset();
    k.acted = false;
    k.holding = false;
    k.hidden = false;
    k.shown_out = false;
    k.ranks.reset();
    k.part = {};
    for (const Effect& fx : e.effects) {
        if (fx.target != c.id || !still_running(fx)) continue;
        Effect kept = fx;
        kept.id = 0;
        kept.target = 0;
        kept.source = fx.source == c.id ? std::optional<CombatantId>(0) : std::nullopt;
        kept.anchor = fx.anchor ? std::optional<CombatantId>(0) : std::nullopt;   // its own turns from now on
        kept.skip_next_tick = false;
        kept.started_round = 0;
        kept.ticked_round = 0;
        m.effects.push_back(std::move(kept));
    }
    return m;
}

Member lasting_state(const Encounter& e, const Combatant& c) {
    const RuleSystem& system = rule_system(e);
    return system.lasting ? system.lasting(e, c) : generic_lasting(e, c);
}

Refusal bring_back(Encounter& e, const Member& m) {
    const RuleSystem& system = rule_system(e);
    const Combatant& k = m.combatant;
    const CombatantId id = e.next_id;   // AddCombatants gives the encounter's next id
    AddCombatants add;
    add.name = k.name;
    add.side = k.side;
    add.is_player = k.is_player;
    add.level = k.level;
    add.hp_max = k.hp ? std::optional<int>(k.hp->max) : std::nullopt;
    add.stats = k.stats;
    add.notes = k.notes;
    if (Refusal refused = apply_in_place(e, add)) return refused;
    if (system.rejoin)
        if (Refusal refused = system.rejoin(e, id, m)) return refused;
    if (const Combatant* added = e.find(id); k.hp && added && added->hp) {
        if (added->hp->current != k.hp->current)
            if (Refusal refused = apply_in_place(e, SetHp{id, k.hp->current})) return refused;
        if (k.hp->temp > 0)
            if (Refusal refused = apply_in_place(e, GiveTempHp{id, k.hp->temp})) return refused;
    }
    for (const Effect& fx : m.effects) {
        AddEffect a;
        a.name = fx.name;
        a.source = fx.source ? std::optional<CombatantId>(id) : std::nullopt;
        a.target = id;
        a.duration = remaining_words(fx);
        a.expiry = fx.expiry;
        a.modifiers = fx.modifiers;
        a.resistible = false;   // what remains is what remains: not halved again
        const std::uint32_t effect_id = e.next_id;
        if (Refusal refused = apply_in_place(e, a)) return refused;
        // AddEffect takes its formula and total from the words given: they stay as they were.
        for (Effect& added : e.effects)
            if (added.id == effect_id) added.formula = fx.formula, added.total = fx.total;
    }
    return std::nullopt;
}

namespace detail {

// Each member through bring_back, on a side the fight has (a faction of another fight may not be
// here): players on the first, foes on the last.
Refusal handle(Encounter& e, const AddMembers& a) {
    if (a.members.empty()) return {Why::NothingChosen, "Pick who of the party joins the fight"};
    if (a.members.size() > 100) return {Why::CopiesOutOfRange, "Add between 1 and 100 at a time"};
    for (Member m : a.members) {
        Combatant& k = m.combatant;
        const bool side_here = std::any_of(e.sides.begin(), e.sides.end(), [&](const Side& s) { return s.id == k.side; });
        if (!side_here && !e.sides.empty()) k.side = k.is_player ? e.sides.front().id : e.sides.back().id;
        if (Refusal refused = bring_back(e, m)) return refused;
    }
    return std::nullopt;
}

} // namespace detail

Member through_reducer(Ruleset rules, const Member& m, const std::function<Refusal(Encounter&, CombatantId)>& change) {
    Encounter scratch;
    scratch.ruleset = rules;
    scratch.settings = rule_system(rules).settings;
    Member alone = m;
    alone.combatant.side = scratch.sides.front().id;   // its own side may not be there
    const CombatantId id = scratch.next_id;
    if (bring_back(scratch, alone)) return m;
    (void)change(scratch, id);
    const Combatant* c = scratch.find(id);
    if (!c) return m;
    Member after = lasting_state(scratch, *c);
    after.combatant.side = m.combatant.side;
    return after;
}

Member heal(Member m, int amount) {
    if (auto& hp = m.combatant.hp; hp && amount > 0 && hp->current < hp->max)
        hp->current = std::min(hp->max, hp->current + std::min(amount, hp->max));
    return m;
}

Member heal_to_full(Member m) {
    if (auto& hp = m.combatant.hp; hp && hp->current < hp->max) hp->current = hp->max;
    return m;
}

Member clear_condition(Member m, std::string_view name) {
    std::erase_if(m.effects, [&](const Effect& fx) { return fx.name == name; });
    return m;
}

namespace {

constexpr Recovery kCommon[] = {
    {"heal", "Heal", "hit points", 100000, [](const Member& m, int amount) { return heal(m, amount); }},
    {"to_full", "Heal to full", "", 0, [](const Member& m, int) { return heal_to_full(m); }},
};

} // namespace

std::span<const Recovery> common_recoveries() { return kCommon; }

const Recovery* find_recovery(Ruleset rules, std::string_view key) {
    for (std::span<const Recovery> list : {rule_system(rules).recoveries, common_recoveries()})
        for (const Recovery& r : list)
            if (r.key == key) return &r;
    return nullptr;
}

namespace {

bool has_effect(const Member& m, const std::string& name) {
    return std::any_of(m.effects.begin(), m.effects.end(), [&](const Effect& fx) { return fx.name == name; });
}

bool contains(const std::vector<std::string>& list, const std::string& word) {
    return std::find(list.begin(), list.end(), word) != list.end();
}

} // namespace

std::vector<std::string> what_lasts(Ruleset rules, const Member& m) {
    std::vector<std::string> words;
    if (const auto own = rule_system(rules).lasting_words) words = own(m);
    for (const Effect& fx : m.effects) words.push_back(fx.name + " (" + remaining_words(fx) + ")");
    return words;
}

std::string change_summary(Ruleset rules, const Member& before, const Member& after) {
    std::vector<std::string> parts;
    const auto& was = before.combatant.hp;
    const auto& now = after.combatant.hp;
    if (was && now && (was->current != now->current || was->max != now->max))
        parts.push_back(std::to_string(was->current) + " → " + std::to_string(now->current) + " hp");
    if (was && now && was->temp != now->temp)
        parts.push_back(std::to_string(was->temp) + " → " + std::to_string(now->temp) + " temporary hp");
    if (const auto words = rule_system(rules).lasting_words) {
        const std::vector<std::string> old_words = words(before), new_words = words(after);
        for (const std::string& w : new_words)
            if (!contains(old_words, w)) parts.push_back(w);
        for (const std::string& w : old_words)
            if (!contains(new_words, w)) parts.push_back(w + " gone");
    }
    for (const Effect& fx : after.effects)
        if (!has_effect(before, fx.name) && !contains(parts, fx.name + " kept")) parts.push_back(fx.name + " kept");
    for (const Effect& fx : before.effects)
        if (!has_effect(after, fx.name) && !contains(parts, fx.name + " ended")) parts.push_back(fx.name + " ended");
    if (parts.empty()) return {};
    std::string line = after.combatant.name;
    for (size_t i = 0; i < parts.size(); ++i) line += (i == 0 ? " " : ", ") + parts[i];
    return line;
}

} // namespace rk
