#include "core/fight/fight_summary.hpp"

#include <algorithm>
#include <climits>

#include "core/fight/combat.hpp"
#include "core/fight/lasting.hpp"
#include "core/rules/rule_system.hpp"

namespace rk {

namespace {

int health(const RuleSystem& system, const Combatant& c) {
    if (system.health) return system.health(c);
    return c.hp ? c.hp->current + c.hp->temp : 0;
}

// The one an action names as striking: an attacker or a caster (0 there is nobody).
template <class A>
std::optional<CombatantId> named_striker(const A& a) {
    std::optional<CombatantId> who;
    if constexpr (requires { a.attacker; }) who = a.attacker;
    else if constexpr (requires { a.caster; }) who = a.caster;
    if (who == CombatantId{0}) who.reset();
    return who;
}

// A long fight (or a file's numbers) never wraps around.
void add(int& total, int amount) { total = static_cast<int>(std::min<long long>(INT_MAX, static_cast<long long>(total) + amount)); }

HarmTally& tally_of(Encounter& e, CombatantId id) {
    auto at = std::lower_bound(e.tally.begin(), e.tally.end(), id, [](const HarmTally& t, CombatantId x) { return t.id < x; });
    if (at == e.tally.end() || at->id != id) at = e.tally.insert(at, HarmTally{id, 0, 0});
    return *at;
}

const HarmTally* find_tally(const Encounter& e, CombatantId id) {
    auto at = std::lower_bound(e.tally.begin(), e.tally.end(), id, [](const HarmTally& t, CombatantId x) { return t.id < x; });
    return at != e.tally.end() && at->id == id ? &*at : nullptr;
}

// "7 hp", "1 rank", "2 ranks".
std::string amount_words(int amount, const std::string& unit) {
    const bool one = amount == 1 && unit.size() > 1 && unit.back() == 's';
    return std::to_string(amount) + " " + (one ? unit.substr(0, unit.size() - 1) : unit);
}

} // namespace

HealthBefore health_before(const Encounter& e, const Action& action) {
    HealthBefore before;
    if (e.phase != Phase::Running) return before;
    const RuleSystem& system = rule_system(e);
    before.health.reserve(e.combatants.size());
    for (const Combatant& c : e.combatants) before.health.emplace_back(c.id, health(system, c));
    before.striker = std::visit([](const auto& a) { return named_striker(a); }, action);
    if (!before.striker) before.striker = e.acting;
    return before;
}

void note_harm(Encounter& e, const HealthBefore& before) {
    if (before.health.empty()) return;
    const RuleSystem& system = rule_system(e);
    // Most actions keep the order; where one removed or added a combatant, look it up.
    for (std::size_t i = 0; i < e.combatants.size(); ++i) {
        const Combatant& c = e.combatants[i];
        const auto was = i < before.health.size() && before.health[i].first == c.id
                              ? before.health.begin() + static_cast<std::ptrdiff_t>(i)
                              : std::find_if(before.health.begin(), before.health.end(), [&](const auto& h) { return h.first == c.id; });
        if (was == before.health.end()) continue;   // new in the fight
        const long long fall = static_cast<long long>(was->second) - health(system, c);
        if (fall <= 0) continue;
        const int harm = static_cast<int>(std::min<long long>(fall, INT_MAX));
        add(tally_of(e, c.id).taken, harm);
        if (before.striker && *before.striker != c.id && e.find(*before.striker)) add(tally_of(e, *before.striker).dealt, harm);
    }
}

FightSummary summarize(const Encounter& e) {
    const RuleSystem& system = rule_system(e);
    FightSummary s;
    s.encounter = e.name;
    s.rounds = e.round;
    s.over = e.phase == Phase::Ended;
    s.unit = std::string(system.harm_unit);
    for (const Side& side : e.sides) {
        SummarySide out{side.name, {}};
        for (const Combatant& c : e.combatants) {
            if (c.side != side.id) continue;
            SummaryLine line;
            line.id = c.id;
            line.name = c.name;
            line.is_player = c.is_player;
            if (const HarmTally* t = find_tally(e, c.id)) {
                line.taken = t->taken;
                line.dealt = t->dealt;
            }
            line.out = out_of_fight(e, c);
            if (c.is_player) {
                const Member m = lasting_state(e, c);
                if (const auto& hp = m.combatant.hp)
                    line.hit_points = std::to_string(hp->current) + "/" + std::to_string(hp->max) + " hp" +
                                      (hp->temp > 0 ? " +" + std::to_string(hp->temp) + " temporary" : "");
                line.lasting = what_lasts(e.ruleset, m);
            }
            out.lines.push_back(std::move(line));
        }
        if (!out.lines.empty()) s.sides.push_back(std::move(out));
    }
    return s;
}

std::string summary_words(const SummaryLine& line, const std::string& unit) {
    std::vector<std::string> parts;
    if (line.out) parts.push_back("out: " + *line.out);
    std::string harm = "took " + (line.taken ? amount_words(line.taken, unit) : std::string("nothing"));
    if (line.dealt) harm += ", dealt " + amount_words(line.dealt, unit);
    parts.push_back(harm);
    std::vector<std::string> lasts;
    if (!line.hit_points.empty()) lasts.push_back(line.hit_points);
    lasts.insert(lasts.end(), line.lasting.begin(), line.lasting.end());
    if (!lasts.empty()) {
        std::string l = "lasts: ";
        for (std::size_t i = 0; i < lasts.size(); ++i) l += (i ? ", " : "") + lasts[i];
        parts.push_back(l);
    }
    std::string words;
    for (const std::string& p : parts) words += (words.empty() ? "" : " · ") + p;
    return words;
}

std::string summary_text(const FightSummary& s) {
    const std::string rounds = std::to_string(s.rounds) + (s.rounds == 1 ? " round" : " rounds");
    std::string text = s.encounter + (s.over ? ": the fight is over after " + rounds : ": the fight so far, " + rounds) + ".\n";
    for (const SummarySide& side : s.sides) {
        text += "\n" + side.name + "\n";
        for (const SummaryLine& line : side.lines) text += "- " + line.name + ": " + summary_words(line, s.unit) + "\n";
    }
    return text;
}

} // namespace rk
