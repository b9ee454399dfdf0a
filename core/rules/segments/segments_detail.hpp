#pragma once
// Internal to the core: what the files of rules text 003 (segments) share. The scheme is
// schemes/segments.cpp; the ambush, spell casting, strikes, wound modifiers and stuck missiles
// have a file each.
#include <optional>
#include <string>

#include "core/fight/handlers.hpp"
#include "core/rules/segments/segments.hpp"

namespace rk::detail {

inline int goes_off(const SegmentAction& a) { return goes_off_segment(a); }
// Rolled, not resolved, not lost, not put off to the next round.
inline bool is_pending(const SegmentAction& a) { return a.start && !a.done && a.lost.empty() && !a.next_round; }
bool has_pending(const Combatant& c);
// Down, or gone from the fight: a declared action on it may turn on someone else.
bool target_gone(const Encounter& e, std::optional<CombatantId> target);
// "Aria's attack 2", "Merlin's Bolt of Energy".
std::string action_name(const Combatant& c, const SegmentAction& a);

// schemes/segments.cpp: marks every action of `c` this round that has not gone off as lost (a
// stun, a forced move), ending a casting; logs them and returns how many. `most`: only the
// first so many (a second free action costs one).
int lose_remaining_actions(Encounter& e, Combatant& c, const std::string& why, int most = 1000);

// schemes/segments.cpp: whether `c` may declare now (on `target`); a new declaration gives up a
// spell carried over from the last round.
Refusal check_declaring(const Encounter& e, const Combatant& c, std::optional<CombatantId> target);
void give_up_carried_spell(Encounter& e, const Combatant& c);

// schemes/segments.cpp: SetInitiative on the segment clock enters the initiative (all modifiers
// included) of the combatant's next action still to roll.
Refusal enter_action_initiative(Encounter& e, Combatant& c, int value);

// schemes/ambush.cpp: a Strike by `attacker` on `target` uses up its surprise bonus against it
// ("this particular attack"), logged.
void surprise_attack_made(Encounter& e, CombatantId attacker, CombatantId target);
// schemes/ambush.cpp: leaving the surprise step. With an ambush sprung, round 1 becomes the
// attackers' free round: the victims' PER results (after a warning) give the attackers their
// bonuses, recorded on them as effects for the round.
Refusal begin_surprise_round(Encounter& e);
// In the surprise round: how many actions `c` may take (nullopt: as many as it normally has).
std::optional<int> surprise_round_limit(const Encounter& e, const Combatant& c);

// spell_casting.cpp
// Just rolled: a spell of one round begins on 10, and one that cannot go off by -5 begins on 10
// of the next round instead.
void place_spell(Encounter& e, Combatant& c, SegmentAction& a);
// The clock reached a segment: castings that begin on it begin (a "Casting" effect in segments).
void begin_castings(Encounter& e);
// The casting is over (gone off, lost, or the round closed): its effect goes.
void end_casting(Encounter& e, const Combatant& c, SegmentAction& a);
// `c` was hit: a spell it is casting is lost, and with it its action.
void disrupt_casting(Encounter& e, Combatant& c);

// strikes.cpp: one hit did `damage_taken`; above the stun threshold `c` is stunned for the round.
void stun_if_over(Encounter& e, Combatant& c, int damage_taken);

// wound_modifiers.cpp: logs a change of wound modifier since `hp_before`.
void note_wound_change(Encounter& e, const Combatant& c, int hp_before);

// stuck_missiles.cpp
void stick_missile(Encounter& e, const Combatant& c, Missile m, bool grievous);
// The start of a round: everyone with a stuck missile (or another bleeding effect) from an
// earlier round bleeds.
void bleed(Encounter& e);

} // namespace rk::detail
