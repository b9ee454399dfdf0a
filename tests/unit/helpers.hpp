#pragma once
// Small builders shared by the core tests.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/rules/action_dice/ranks.hpp"
#include "core/fight/reducer.hpp"
#include "core/rules/rule_system.hpp"
#include "core/formats/serialize.hpp"

namespace rk::test {

// Applies an action that must succeed and returns the new state.
inline Encounter must(const Encounter& e, const Action& a) {
    auto r = apply(e, a);
    INFO("refused: " << r.reason());
    REQUIRE(r.is_ok());
    return r.value();
}

// Applies an action that must be refused and returns why; the state is untouched by
// construction. Tests check this code, not the sentence, so rewording breaks none of them.
inline Why refusal_code(const Encounter& e, const Action& a) {
    auto r = apply(e, a);
    REQUIRE_FALSE(r.is_ok());
    return r.why();
}

// The sentence of a refusal, for the golden wording tests (refusal_wording_test.cpp).
inline std::string refused(const Encounter& e, const Action& a) {
    auto r = apply(e, a);
    REQUIRE_FALSE(r.is_ok());
    return r.reason();
}

// The code of a refusal, or nothing when the operation applied.
inline std::optional<Why> code(const Refusal& r) { return r ? std::optional<Why>(r->why) : std::nullopt; }

// Dice the table rolled, entered by hand.
inline RollInput faces(std::initializer_list<int> f) { return RollInput{std::vector<int>(f)}; }

// Whether the log holds exactly this line.
inline bool logged(const Encounter& e, const std::string& text) {
    const auto entries = e.log.entries();
    return std::any_of(entries.begin(), entries.end(), [&](const LogEntry& l) { return l.text == text; });
}

// Rules text 002: a combatant's ranks (which must exist), and its current levels.
inline const Ranks& ranks(const Encounter& e, CombatantId id) {
    const Combatant* c = e.find(id);
    REQUIRE(c);
    REQUIRE(c->ranks);
    return *c->ranks;
}
inline int physical(const Encounter& e, CombatantId id) { return current_rank(ranks(e, id), RankTrack::Physical); }
inline int mental(const Encounter& e, CombatantId id) { return current_rank(ranks(e, id), RankTrack::Mental); }

// A system's sample fight (its start-screen button), loaded: before it starts, and started.
inline Encounter sample(Ruleset r) {
    Encounter e = must(Encounter{}, SetRuleset{r, {}});
    auto actions = load_actions(rule_system(r).sample_fight);
    REQUIRE(actions.is_ok());
    for (const Action& a : actions.value()) e = must(e, a);
    return e;
}
inline Encounter started_sample(Ruleset r) { return must(sample(r), StartEncounter{}); }

} // namespace rk::test
