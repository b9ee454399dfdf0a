#pragma once
#include <span>
// Rules text 002 between fights: what lasts of a combatant (its ranks as the fight left them:
// ranks lost, crossover, fatigue, States, wounds, standing; the effects still running) and how
// it heals, slowly by the week or by first aid.
#include <string>
#include <vector>

#include "core/fight/lasting.hpp"
#include "core/rules/action_dice/rank_types.hpp"

namespace rk {

Member action_dice_lasting(const Encounter& e, const Combatant& c);
// Its ranks through SetRanks and SetFear; what the fight did to them (ranks lost, crossover,
// fatigue, States, standing, wounds and the rolls still owed) as it stands, which no action sets
// (ApplyDamage and the injury tables roll and cascade). The wounds get the encounter's next ids.
Refusal action_dice_rejoin(Encounter& e, CombatantId id, const Member& m);
// "2 Physical ranks lost", "Physical fatigue 1", "Stun", "Out of Action", "Right Arm: Fracture".
std::vector<std::string> action_dice_lasting_words(const Member& m);

// Natural healing: "A week with good food and water and no travel, will result in 2 wounds being
// healed. Remove one of the above and it becomes 1 wound. After the first week you recover only
// 1 wound per week, but can do without one of the requirements." `requirements`: how many of the
// two (good food and water, no travel) were met; `healer_weeks`: weeks with "a trained healer
// during the entire week, along with a successful Healing roll" ("an extra rank being recovered").
// A wound healed is a lost rank regained (HealRank), Physical first (docs/rules-notes.md).
Member natural_healing(Member m, int weeks, int requirements, int healer_weeks = 0);
// "First aid can be used to remove Stun and a wound from a creature that has suffered only one
// rank lost": with exactly one rank lost, the Stun goes and the rank comes back; otherwise nothing.
Member first_aid(Member m);
// Fatigue rested off (the text does not say how long it takes): one rank of it on that side.
Member rest_off_fatigue(Member m, RankTrack track);
// These as the party screen offers them (RuleSystem::recoveries).
std::span<const Recovery> action_dice_recoveries();

} // namespace rk
