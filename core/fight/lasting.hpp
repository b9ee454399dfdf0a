#pragma once
// What lasts between fights (issue 28): a combatant as it stands when a fight ends, keeping only
// what its rule system says outlasts the fight, and how it is brought into the next fight as it
// stands. The rule system's descriptor says what lasts (RuleSystem::lasting, ::rejoin,
// ::lasting_words); this file asks it and never names a system. docs/architecture.md, "Between fights".
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/encounter.hpp"
#include "core/model/member.hpp"
#include "core/model/refusal.hpp"
#include "core/rules/rule_system.hpp"

namespace rk {

// What remains of an effect in the words AddEffect reads: "3 rounds", "1 turn", "until removed".
std::string remaining_words(const Effect& fx);

// What lasts of a combatant in any system: its name, side, level, stats, notes, hit points and
// temporary hit points, and the effects on it still running. Dropped: the round's state
// (initiative, acted, holding), the system's part and ranks (a system keeps its own lasting parts
// in RuleSystem::lasting), hidden from the players, the players' view's mark.
Member generic_lasting(const Encounter& e, const Combatant& c);
// The combatant as it stands when the fight ends, as the running system says (its `lasting`,
// else generic_lasting).
Member lasting_state(const Encounter& e, const Combatant& c);

// Adds the member to the encounter as it stands, through the reducer's actions: AddCombatants,
// the system's `rejoin`, SetHp and GiveTempHp, an AddEffect for each effect still running (with
// its formula and total as they were). The encounter gives the id (its next one). A refusal leaves
// `e` unspecified, as apply_in_place does: callers work on a copy.
Refusal bring_back(Encounter& e, const Member& m);

// The member alone in a fresh encounter of `rules`, changed there by `change` (the reducer's own
// actions on its id: HealRank, Fatigue, ...), and taken back as it then stands. A refusal of
// `change` stops it there: what it did until then stays.
Member through_reducer(Ruleset rules, const Member& m, const std::function<Refusal(Encounter&, CombatantId)>& change);

// Recovery between fights where a text says nothing of it: heal `amount` hit points (not above
// the maximum), back to full hit points, and a condition or effect cleared by name. A member
// without hit points is unchanged by the first two.
Member heal(Member m, int amount);
Member heal_to_full(Member m);
Member clear_condition(Member m, std::string_view name);

// What every system offers between fights: "heal" (an amount of hit points) and "to_full".
std::span<const Recovery> common_recoveries();
// The recovery of that key for a member kept in `rules`' terms: the text's own, else a common
// one; nullptr when neither has it.
const Recovery* find_recovery(Ruleset rules, std::string_view key);

// What lasts on a member besides its hit points, in words: its system's lasting parts ("4
// subdual", "Sword damaged") in the terms of `rules`, then each effect still running with what
// remains of it ("Bless (3 rounds)").
std::vector<std::string> what_lasts(Ruleset rules, const Member& m);

// One log line for a member whose state a fight changed ("Aria 24 → 9 hp, Stunned kept"), in the
// terms of the system `rules`; empty when nothing that lasts changed.
std::string change_summary(Ruleset rules, const Member& before, const Member& after);

} // namespace rk
