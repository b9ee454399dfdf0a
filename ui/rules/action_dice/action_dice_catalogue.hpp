#pragma once
// Rules text 002's actions as the action sheet shows them: action dice, pools, tactics; ranks, States, injuries, fear.
// Constant data in a header: ui/app/action_catalogue.cpp joins it after the common entries
// when it is compiled (ui/rules/system_catalogues.hpp, generated from core/rules/systems.cmake).
#include "core/rules/action_dice/action_dice_actions.hpp"
#include "ui/app/action_spec_fields.hpp"

namespace rk::ui::spec {

// The JSON spellings of core/rules/action_dice/action_dice_json.cpp, most common first;
// named, as a list written in choice()'s call would die with the call.
inline constexpr std::initializer_list<const char*> kRankTracks{"physical", "mental"};
inline constexpr std::initializer_list<const char*> kLocations{"head", "neck", "chest", "left_arm", "right_arm", "groin", "left_leg", "right_leg"};
inline constexpr std::initializer_list<const char*> kFearLevels{"none", "scary", "fearsome", "dread", "terror", "fell"};
inline constexpr std::initializer_list<const char*> kInjuryEffects{"flesh_wound", "stun",    "unconscious", "bleeder", "fracture", "broken",
                                              "puncture",    "wind",    "balance",     "sight",   "sound",    "foot",
                                              "hand",        "sever",   "maim",        "paralysed", "kill"};

// Which rule systems offer an entry is their RuleSystem::actions (core), not the file it is in.
inline constexpr ActionSpec kActionDiceCatalogue[] = {
        // ---- rules text 002: action dice ----
        {GiveActionDice::kType, "Give action dice", kCombatant, {self(), field("faces", "Dice", K::Dice), field("every_round", "Every round", K::Bool)},
         "A fixed set (\"5, 4, 3, 2\") instead of rolling: for every round, or only this round's"},
        {SpendDice::kType, "Spend dice", kCombatant, {self(), field("dice", "Dice", K::Dice), number("cost", "Cost (pips)", 1, 36), field("what", "Action", K::Text),
          field("response", "Out of turn (a response)", K::OptionalBool)},
         "An action that costs pips: the dice are discarded and must add up to the cost"},
        {SpendFreeAction::kType, "Free action (a 1)", kCombatant, {self(), {"which", "Free action", K::Choice, 0, 0, {"effort", "stun_recovery", "skill_bonus"}}},
         "A die showing 1 buys one free action: Effort, a State recovery roll or +1 to a skill die"},
        {CallRefresh::kType, "Call a Refresh", kCombatant, {self()},
         "It cannot afford the action it wants: its remaining dice go and everyone else gets one more option"},
        {RefreshOption::kType, "Keep a die / pass", kCombatant, {self(), optional_number("keep", "Keep a die showing", 1, 6)},
         "During a Refresh, instead of acting: keep one die for the next round, or pass"},
        {StartPool::kType, "Start an Action Pool", kCombatant, {self(), field("name", "Action", K::Text), number("cost", "Base cost (pips)", 1, 36), field("dice", "Dice", K::Dice)},
         "Starts an Action Pool (such as Cast), paying its base cost with these dice"},
        {AddToPool::kType, "Add to a pool", kCombatant, {self(), number("die", "Die", 2, 6), field("defence", "To the defence pool", K::Bool)},
         "A Pool action: one die (not a 1) goes into the action pool or the defence pool"},
        {ReleasePool::kType, "Release the pool", kCombatant, {self()},
         "Its turn: the Action Pool is released and its action resolved"},
        {StartDefence::kType, "Dodge / Block", kCombatant, {self(), {"kind", "Defence", K::Choice, 0, 0, {"dodge", "block"}}, number("die", "Die spent", 2, 6),
          number("successes", "Successes", 0, 30), number("bonus", "Shield bonus", 0, 30),
          number("dice", "Dice rolled", 1, 30)},
         "A Dodge or Block: one full die is spent and the successes are kept as the defence pool"},
        {DefendWithPool::kType, "Defend with the pool", kCombatant, {self(), number("attack", "Attack (dice or successes)", 0, 60),
          number("reduced_by", "Attacker's successes spent on it", 0, 60), field("missile", "A missile", K::Bool),
          field("attacker", "Attacker (takes the exposures)", K::OptionalCombatant)},
         "The defence pool meets an attack, then loses one die"},
        {ReduceDefencePool::kType, "Reduce the defence pool", kCombatant, {self(), number("by", "Dice off", 1, 30)},
         "A special success or a tactic such as Break takes dice off the defence pool"},
        {BurnActionDie::kType, "Burn an action die", kCombatant, {self(), optional_number("die", "Die (else the lowest)", 1, 6)},
         "A wound burns an action die: one die becomes a 1"},
        {MarkExposure::kType, "Exposures / Fumbled", kCombatant, {self(), number("exposures", "Exposures (1s in front of it)", 0, 30),
          field("fumbled", "Fumbled", K::Bool)},
         "The 1s its attack left for its attackers, and a Fumble (attackers hit on 4-6), until its next action"},
        {UseTactic::kType, "Special tactic", kCombatant, {self(), {"tactic", "Tactic", K::Choice, 0, 0, {"all_out_attack", "double_strike"}},
          field("dice", "Dice", K::Dice), number("cost", "Cost (pips)", 1, 36)},
         "All Out Attack: both attacks in one, no defence till its next action; Double Strike: two attacks, only Dodge till then"},
        {GroupAttack::kType, "Group attack", kCombatant, {self(), field("targets", "Separate targets", K::CombatantList),
          field("dice", "Dice", K::Dice), number("cost", "Cost (pips)", 1, 36)},
         "A Mob attacks twice in one round against separate targets (Crowd 3, Horde and Company 4, Unit 6)"},
        {Flee::kType, "Flee (Panicked)", kCombatant, {self(), field("dice", "Dice", K::Dice), number("cost", "Cost (pips)", 1, 36)},
         "A Panicked creature's compulsory action: it moves as far as it can from the greatest danger, no attack"},
        {SpecialResult::kType, "Special result", kCombatant, {self(), {"result", "Result", K::Choice, 0, 0, {"lose_action_die", "disarm", "knockback"}},
          optional_number("die", "Die lost (else the lowest)", 1, 6), field("over", "Over (armed again, back up)", K::Bool)},
         "Extra successes on it: it loses an action die, is disarmed, or is knocked back/down (burn a die, reduce a pool: above)"},

        // ---- rules text 002: ranks, States, injuries, bleeders, fear ----
        {SetRanks::kType, "Set ranks", kCombatant, {self(), number("physical", "Physical", 0, 9), number("mental", "Mental", 0, 9),
          number("physical_bonus", "Physical bonus", 0, 9), number("mental_bonus", "Mental bonus", 0, 9),
          field("heroic", "Heroic", K::OptionalBool), choice("heroic_track", "Heroic side", kRankTracks),
          field("stateless", "Stateless", K::Bool),
          {"group", "Group", K::Choice, 0, 0, {"none", "mob", "crowd", "horde", "company", "unit"}},
          number("crossover_every", "Crossover every (0: never)", 0, 4)},
         "Physical and Mental ranks (0-9), Bonus ranks and flags; ranks already lost are kept"},
        {ChooseHeroic::kType, "Choose the Heroic side", kCombatant, {self(), choice("track", "Side", kRankTracks)},
         "The Heroic level goes to the Physical or the Mental side, before the fight"},
        // The choice of a State or a rank right under the points, in view on a phone.
        {ApplyDamage::kType, "Damage a rank", kCombatant, {self(), number("points", "Points (or successes)", 0, 1000),
          {"track", "Against", K::Choice, 0, 0, {"physical", "mental", "magic"}},
          field("take_state", "Take the State if not in it", K::Bool),
          {"weapon", "Weapon weight (successes)", K::Choice, 0, 0, {"none", "light", "medium", "heavy", "large", "huge", "massive"}},
          field("massive", "Massive hit", K::Bool),
          field("special_event", "Special event (level 9)", K::Bool)},
         "Damage points from one attack against a rank, or successes with a weapon weight"},
        {RemoveState::kType, "Remove a State", kCombatant, {self(), {"state", "State", K::Choice, 0, 0, {"stun", "shock", "doubt", "panicked", "crushed"}},
          {"how", "How", K::Choice, 0, 0, {"roll", "spend_die", "treated"}}, roll(), optional_number("die", "Die spent (else the lowest)", 1, 6)},
         "Roll Body, Mind or Spirit, spend the die, or treat it (first aid, magic, the game master's word)"},
        {RollCheck::kType, "Roll the check owed", kCombatant, {self(), roll()},
         "The oldest roll it owes: BODY after a hit while Out of Action, or an injury's roll"},
        {HealRank::kType, "Heal a rank", kCombatant, {self(), choice("track", "Side", kRankTracks)},
         "One lost rank comes back; crossover losses it caused come back with it"},
        {SetStanding::kType, "Set standing", kCombatant, {self(), {"standing", "Standing", K::Choice, 0, 0, {"active", "out_of_action", "killed_in_action"}}},
         "The game master's word: back in action, Out of Action or Killed in Action"},
        {RollInjury::kType, "Roll injury location", kCombatant, {self(), roll()},
         "The 4d6 location roll of the oldest injury owed"},
        {ShiftInjury::kType, "Shift the injury", kCombatant, {self(), choice("to", "To", kLocations)},
         "After a triple or a quadruple, the attacker moves the location"},
        {RollInjuryEffect::kType, "Roll injury effect", kCombatant, {self(), roll(), {"choice", "Choose", FieldKind::OptionalChoice, 0, 0, {"sight", "sound", "sever", "maim"}}},
         "The d6 on the location's Effect Table; Sight or Sound on the head, Sever or Maim on a limb"},
        {ApplyInjury::kType, "Give a wound", kCombatant, {self(), choice("location", "Location", kLocations), choice("effect", "Effect", kInjuryEffects)},
         "A wound given by hand, as if rolled on the location's table"},
        {RollBleeder::kType, "Roll for a bleeder", kCombatant, {self(), field("wound", "Wound", K::Wound), roll()},
         "A bleeder's BODY roll, due at the start of every round"},
        {HealWound::kType, "Heal a wound", kCombatant, {self(), field("wound", "Wound", K::Wound)},
         "The wound stops bleeding, burning dice and weighing on rolls (its ranks heal apart)"},
        {SetFear::kType, "Set fear", kCombatant, {self(), choice("level", "Causes", kFearLevels)},
         "The fear this creature spreads"},
        {FaceFear::kType, "Face fear", kCombatant, {self(), field("source", "Whose fear", K::OptionalCombatant), choice("level", "Or the level", kFearLevels),
          field("attack", "A Fear attack", K::Bool)},
         "It meets a fear (the source's, or the level given) and owes Spirit rolls until one passes"},
        {RollFear::kType, "Roll against fear", kCombatant, {self(), roll(), field("take_stun", "Take a Stun instead (Fearsome)", K::Bool)},
         "The Spirit roll against the fear it faces"},
        {Fatigue::kType, "Fatigue", kCombatant, {self(), choice("track", "Side", kRankTracks), number("change", "Change (1: tire, -1: rest)", -1, 1),
          field("resist", "Roll to resist", K::Bool), roll()},
         "A straight -1 rank (a Body or Will roll may avoid it), or -1 to rest one off"},
};

} // namespace rk::ui::spec
