#include "ui/app/action_catalogue.hpp"

#include <algorithm>
#include <utility>
#include <variant>

#include "core/model/actions.hpp"
#include "core/fight/every_round.hpp"
#include "core/rules/rule_system.hpp"
#include "core/formats/json_types.hpp"
#include "core/fight/reducer.hpp"

namespace rk::ui {
namespace {

// ---- building blocks, so that each entry below reads as one short paragraph ----

// constexpr: evaluated by the compiler, so the table below is constant data.
constexpr FieldSpec self(const char* key = "id") { return {key, "", FieldKind::Self}; }
constexpr FieldSpec field(const char* key, const char* label, FieldKind kind) { return {key, label, kind}; }
constexpr FieldSpec number(const char* key, const char* label, int min, int max) {
    return {key, label, FieldKind::Int, min, max};
}
constexpr FieldSpec optional_number(const char* key, const char* label, int min, int max) {
    return {key, label, FieldKind::OptionalInt, min, max};
}
// For a named list only: a list written in the call would die with the call. A list written
// in place is an aggregate, {"key", "Label", K::Choice, 0, 0, {"a", "b"}}, which lives as long
// as the catalogue.
constexpr FieldSpec choice(const char* key, const char* label, std::initializer_list<const char*> spellings) {
    return {key, label, FieldKind::Choice, 0, 0, spellings};
}
constexpr FieldSpec roll(const char* label = "Dice") { return {"roll", label, FieldKind::Roll}; }

// The JSON spellings of core/formats/json_types.cpp, most common first.
constexpr std::initializer_list<const char*> kExpiries{"end_of_round", "start_of_turn", "end_of_turn", "never"};
constexpr std::initializer_list<const char*> kMovements{"free_move", "no_movement", "half_move", "run"};
constexpr std::initializer_list<const char*> kRankTracks{"physical", "mental"};
constexpr std::initializer_list<const char*> kLocations{"head", "neck", "chest", "left_arm", "right_arm", "groin", "left_leg", "right_leg"};
constexpr std::initializer_list<const char*> kNonLethal{"grapple", "disarm", "shove"};
constexpr std::initializer_list<const char*> kCounterKinds{"damage", "grapple", "disarm", "shove"};
constexpr std::initializer_list<const char*> kFearLevels{"none", "scary", "fearsome", "dread", "terror", "fell"};
constexpr std::initializer_list<const char*> kInjuryEffects{"flesh_wound", "stun",    "unconscious", "bleeder", "fracture", "broken",
                                              "puncture",    "wind",    "balance",     "sight",   "sound",    "foot",
                                              "hand",        "sever",   "maim",        "paralysed", "kill"};

constexpr auto kEncounter = Scope::Encounter;
constexpr auto kCombatant = Scope::Combatant;

// Which rule systems play an entry is not kept here: each system lists the action types only
// some systems play (RuleSystem::actions), and every system plays the rest (actions_for).
using K = FieldKind;
constexpr ActionSpec kCatalogue[] = {
        // ---- in every fight: hit points, effects ----
        {Damage::kType, "Damage", kCombatant, {self(), number("amount", "Damage", 0, 100000)},
         "Takes hit points off; a hit that does damage may disrupt a spell or stun, as the rules say"},
        {Heal::kType, "Heal", kCombatant, {self(), number("amount", "Healing", 0, 100000)},
         "Gives hit points back, up to the maximum"},
        {MoveInOrder::kType, "Move in the order", kCombatant, {self(), field("down", "Move down (untick: up)", K::Bool)},
         "After a mistake: one place up or down; it takes the initiative of the one it passes"},
        {GiveTempHp::kType, "Temp hit points", kCombatant, {self(), number("amount", "Temporary hit points", 1, 100000)},
         "Damage takes them first; a new grant keeps the higher, healing does not give them back"},
        {RollHitPoints::kType, "Roll hit points", kCombatant, {self(), field("dice", "Hit dice", K::Text), roll()},
         "Maximum and current hit points from a roll, like 2d8+2"},
        {SetHp::kType, "Set hit points", kCombatant, {self(), number("hp", "Hit points", -100000, 100000)},
         "Sets the current hit points (at most the maximum)"},
        {TakeHit::kType, "Take a hit", kCombatant, {self(), number("amount", "Damage", 0, 100000)},
         "A hit as the table rolled it: PROT, armour or ranks take their share, as the rules say"},
        {AttackHits::kType, "Hit (no damage)", kCombatant, {self("target"), field("attacker", "Attacker", K::OptionalCombatant)},
         "A successful attack, even one that does no damage: it disrupts a declared spell where the rules say so"},
        {AddEffect::kType, "Add an effect", kCombatant, {self("target"), field("modifiers", "Spell or modifiers", K::Modifiers),
          field("name", "Effect", K::Text), field("source", "Caused by", K::OptionalCombatant),
          field("duration", "Duration", K::Text), choice("expiry", "Runs out", kExpiries),
          field("anchor_on_source", "Count the caster's turns", K::Bool),
          field("count_this_round", "This round counts", K::Bool), roll("Duration dice"),
          field("resistible", "A spell (resistance halves it)", K::Bool)},
         "An effect with a duration: \"1 round\", \"1d3 rounds\", \"1 turn + caster's level\", \"until removed\""},
        {RemoveEffect::kType, "Remove an effect", kEncounter, {field("id", "Effect", K::Effect)},
         "The effect ends now, whatever time it had left", true},
        {ExtendEffect::kType, "Extend an effect", kEncounter, {field("id", "Effect", K::Effect), number("by", "By", -100, 100)},
         "Adds time to an effect (a negative number shortens it)"},

        // ---- reminders: entries in the order that are not combatants ----
        {AddReminder::kType, "Add a reminder", kEncounter, {field("text", "Reminder", K::Text),
          number("round", "In round", 1, kMaxReminderRound), {"count", "At initiative count", K::OptionalCount, -1000, 1000},
          field("every_round", "Every round from then on (a lair)", K::Bool)},
         "Reinforcements in round 3, a lair on count 20 each round, a trap: the table is reminded when it comes"},
        {ReminderDone::kType, "Reminder done", kEncounter, {field("id", "Reminder", K::Reminder)},
         "The table has dealt with a reminder that came (one for every round comes again next round)"},
        {RemoveReminder::kType, "Remove a reminder", kEncounter, {field("id", "Reminder", K::Reminder)},
         "The reminder is dropped, whether or not it came", true},

        // ---- moving through the fight ----
        {StartEncounter::kType, "Start the fight", kEncounter, {}, "Round 1 begins with the combatants on the list"},
        {NextTurn::kType, "Next turn", kEncounter, {}, "The acting combatant is done: on to the next one, step or round"},
        {PreviousTurn::kType, "Previous turn", kEncounter, {},
         "Back to the last finished turn of this round (Undo goes further)"},
        {EndRound::kType, "End the round", kEncounter, {},
         "Closes the round early: effects tick and the next round begins"},
        {RollInitiative::kType, "Roll initiative", kCombatant, {self(), roll()},
         "Rolls (or takes the faces the table rolled for) this combatant's initiative: d20 + modifier, the "
         "countdown's d10, the round's action dice or each declared action's die"},
        {SetInitiative::kType, "Set initiative", kCombatant, {self(), number("value", "Initiative", -1000, 1000)},
         "The initiative a player says, modifier included (e.g. 22): the highest goes first. Where each "
         "attack has its own initiative, this sets the one being rolled"},
        {FinishDeclarations::kType, "Finish declarations", kEncounter, {},
         "Ends the declaring step and goes on (to initiative, or to the initiative round)"},
        {Hold::kType, "Hold / wait", kCombatant, {self()},
         "Puts the turn off: delays until you tap Act now (highest first), waits for a later initiative round "
         "(000), holds until after count 1 (001), or holds its dice (002)"},
        {ActNow::kType, "Act now", kCombatant, {self()},
         "A waiting or holding combatant acts now; in alternating factions, its faction takes its turn with it"},
        {EndEncounter::kType, "End the fight", kEncounter, {},
         "The fight is over: no more turns (durability rolls are listed for text 004's gear)", true},

        // ---- who is in the fight ----
        {AddCombatant::kType, "Add a combatant", kEncounter, {field("name", "Name", K::Text), field("side", "Side", K::Side), field("is_player", "Player character", K::Bool),
          number("level", "Level", 0, 100), optional_number("hp_max", "Hit points", 1, 100000),
          number("initiative_modifier", "Initiative modifier", -50, 50)},
         "A new combatant joins the fight"},
        {AddCombatants::kType, "Add several alike", kEncounter, {field("name", "Name", K::Text), field("side", "Side", K::Side), field("is_player", "Player character", K::Bool),
          number("level", "Level", 0, 100), optional_number("hp_max", "Hit points", 1, 100000), field("hp_dice", "or hit dice (2d8+2)", K::Text),
          optional_number("initiative", "Initiative", -1000, 1000), number("copies", "How many", 1, 100)},
         "Combatants alike, numbered \"Goblin 1 ... N\": hit dice roll each one's hit points (ranks instead where the rules count ranks)"},
        {AddMembers::kType, "Add from the party", kEncounter, {field("members", "Who", K::Members)},
         "Party members join as they stand: their hit points, what lasts of the last fight, the effects still on them"},
        {RenameCombatant::kType, "Rename", kCombatant, {self(), field("name", "Name", K::Text)}, "A new name"},
        {DuplicateCombatant::kType, "Duplicate", kCombatant, {self(), number("count", "Copies", 1, 100)},
         "Makes copies; the original and its copies are numbered \"Goblin 1 ... N\""},
        {RemoveCombatant::kType, "Remove from the fight", kCombatant, {self()},
         "The combatant leaves the fight with its effects", true},
        {SetLevel::kType, "Set level", kCombatant, {self(), number("level", "Level", 0, 100)},
         "The level the rules read (text 000's tie rolls, effect durations)"},
        {SetStat::kType, "Set a stat", kCombatant, {self(), field("key", "Stat", K::Text), number("value", "Value", -100000, 100000)},
         "A number the rules read: \"initiative\", \"dex\", \"initiative_modifier\", \"per\", \"str\", \"wit\", \"body\"..."},
        {SetNotes::kType, "Notes", kCombatant, {self(), field("notes", "Notes", K::Text)},
         "The game master's notes (never shown to players)"},
        {SetHidden::kType, "Hide from players", kCombatant, {self(), field("hidden", "Hidden", K::Bool)},
         "Hides the combatant from the players' view (an ambush not yet sprung), or reveals it"},
        {SetGroup::kType, "Set group", kCombatant, {self(), field("group", "Group", K::Text)},
         "Its group within its side, for morale checks (empty: the side is its group)"},
        {RenameEncounter::kType, "Rename the encounter", kEncounter, {field("name", "Name", K::Text)},
         "A new name for the encounter"},
        {SetRuleset::kType, "Change the rules", kEncounter, {field("ruleset", "Rules", K::RuleSystem)},
         "The combat system, before the fight starts (its settings go back to their defaults)"},
        {AddSide::kType, "Add a side", kEncounter, {field("name", "Name", K::Text)},
         "A side (a faction) joins the fight"},
        {RenameSide::kType, "Rename a side", kEncounter, {field("id", "Side", K::Side), field("name", "Name", K::Text)},
         "A new name for a side"},

        // ---- rules text 000: initiative rounds ----
        {DeclareActors::kType, "Declare who acts", kEncounter, {field("ids", "Acting", K::CombatantList)},
         "The minis that act in the coming initiative round (with declarations on)"},
        {RollTie::kType, "Roll the tie", kCombatant, {self(), roll()},
         "A d100 + level roll among minis of the same initiative round (with the d100 tie rule)"},

        // ---- rules text 001: countdown ----
        {SaveVersusDeath::kType, "Save versus death", kCombatant, {self(), roll()},
         "A monster at 0 to -10 hit points: d20 against its save; a 1 kills it"},
        {SubdualHit::kType, "Subdual blow", kCombatant, {self(), number("amount", "Damage", 1, 100000)},
         "Beats down: half real damage, half subdual; knocked out when subdual reaches the hit points"},
        {ExtractMissile::kType, "Pull out a missile", kCombatant, {self(), field("saved", "The remover saved", K::Bool),
          field("by", "Pulled out by (else the one acting)", K::OptionalCombatant)},
         "A full round: the remover's round is spent; normal damage unless the remover saves"},
        {UnarmedBlow::kType, "Unarmed blow", kCombatant, {self(), number("amount", "Damage", 0, 100000),
          field("natural_20", "A natural 20", K::Bool), roll("Stun dice (d3; d4 if already stunned)")},
         "Fist, foot or pommel: more than half its remaining hit points or a natural 20 stuns; already stunned, knocked out 1d4 rounds"},
        {RollSurprise::kType, "Roll surprise", kCombatant, {self(), field("die", "Surprise die", K::Text), roll()},
         "A surprise die (d6 by default): 1 or 2 means surprised for that many segments (rounds for one that joins later)"},
        {RollSideInitiative::kType, "Roll side initiative", kEncounter, {field("side", "Side", K::Side), roll()}, "One d10 for a whole side (with side initiative on)"},
        {DeclareAction::kType, "Declare a spell or charge", kCombatant, {self(), {"kind", "Declares", K::Choice, 0, 0, {"spell", "charge", "other"}}, field("what", "What", K::Text)},
         "A spell or a charge declared before initiative; a hit disrupts a declared spell"},

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
        {CastDamageSpell::kType, "Cast a damage spell", kCombatant, {self("caster"), {"spell", "Spell", K::Choice, 0, 0, {"flying_fist", "lightning_bolt", "fireball"}},
          field("targets", "Targets", K::CombatantList)},
         "Flying fist and Lightning bolt: 6 + the caster's level; Fireball: 8 + the caster's level to each; Spells resistance halves it"},
        {Run::kType, "Run", kCombatant, {self()},
         "In its turn: 1.5 times its move, but no spells of any kind and no combat for the rest of the turn"},
        {WeaponHit::kType, "Weapon hit", kCombatant, {self("attacker"), field("target", "Target", K::Combatant),
          number("damage", "Damage", 0, 100000), field("magic", "A magic weapon", K::Bool)},
         "Its weapon hits: Non magic weapons resistance (\"resist_non_magic\") halves a non magic weapon's damage"},
        {CastHeal::kType, "Cast Heal", kCombatant, {self("caster"), field("target", "Mini healed", K::Combatant)},
         "The mini healed receives 8 life points + the caster's level"},
        {GolemControl::kType, "Golem out of range", kCombatant, {self(), field("inactive", "Inactive (untick: control regained)", K::Bool)},
         "A golem out of its caster's range is inactive until the caster regains control"},
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

        // ---- rules text 003: segments ----
        {SpringAmbush::kType, "Spring an ambush", kEncounter, {field("attackers", "Ambushers", K::CombatantList)},
         "Before round 1: the combatants who spring an ambush (nobody: no ambush)"},
        {RollAmbush::kType, "Roll PER (ambush)", kCombatant, {self(), roll()},
         "An ambush victim's d100 PER roll against its \"per\" stat"},
        {DeclareAttacks::kType, "Declare attacks", kCombatant, {self(), number("attacks", "Attacks", 0, 10), choice("movement", "Movement", kMovements),
          {"weapon", "Weapon", K::Choice, 0, 0, {"ready", "draw", "sheathe_and_draw"}},
          field("target", "Target", K::OptionalCombatant), field("careful_aim", "Careful aim (+15 SC, one attack)", K::Bool),
          {"half_round", "Half the round on", K::Choice, 0, 0, {"none", "ready_shield", "drink_potion", "drink_potion_half_move"}}},
         "At the start of the round: its attacks, how it moves and what it does with its weapon"},
        {DeclareSpell::kType, "Declare a spell", kCombatant, {self(), field("spell", "Spell", K::Text), {"casting", "Caster", K::Choice, 0, 0, {"sk", "gk", "cleric"}},
          number("rank", "Rank in the spell (mage)", 1, 100), number("casting_time", "Casting time (cleric)", 0, 10),
          choice("movement", "Movement", kMovements), field("target", "Target", K::OptionalCombatant)},
         "At the start of the round: the spell that is its action this round"},
        {Strike::kType, "Strike", kCombatant, {self("target"), field("attacker", "Attacker", K::OptionalCombatant), field("damage", "Damage (\"1d8+4\")", K::Text),
          roll(), {"hit", "Hit", K::Choice, 0, 0, {"normal", "critical", "grievous"}},
          {"missile", "Missile left in", K::Choice, 0, 0, {"none", "arrow", "quarrel", "javelin", "spear"}}},
         "A hit that does damage: less PROT, or doubled without PROT on a critical or grievous hit"},
        {SurpriseAttack::kType, "Surprise attack", kCombatant, {self("attacker"), field("target", "Target", K::Combatant),
          {"kind", "Surprise", K::Choice, 0, 0, {"in_combat", "out_of_combat"}}},
         "An attack the target does not expect: +10 SC in combat, +25 out of combat, for that one attack"},
        {DeclareDefence::kType, "Defend", kCombatant, {self(), number("rank", "Weapon rank", 0, 100), field("desperate", "Desperate", K::Bool)},
         "At the start of the round: full defence (no attacks) or desperate (nothing else)"},
        {TakeFreeAction::kType, "Free action", kCombatant, {self(), field("what", "What", K::Text)},
         "One free action a round; another costs an action"},
        {TradeScForDef::kType, "Trade SC for DEF", kCombatant, {self(), number("sc", "SC given up", 0, 500), number("rank", "Weapon rank", 0, 100)},
         "At the start of the round: 2 SC for 1 DEF, at most weapon rank x 5 SC; it keeps its attacks"},
        {AttackAndMove::kType, "Move after attacking", kCombatant, {self(), roll("DEX roll")},
         "Attack and move: it moves after its last attack (a DEX roll after 10 says when) and attacks no more"},
        {Retarget::kType, "Retarget", kCombatant, {self(), number("number", "Action", 1, 10), field("target", "New target", K::Combatant)},
         "A declared action whose target is gone turns on another"},
        {LoseActions::kType, "Lose actions", kCombatant, {self(), field("reason", "Why", K::Text)},
         "It loses its remaining actions this round; a spell being cast is interrupted"},

        // ---- rules text 004: alternating factions ----
        {GiveInitiative::kType, "Give the initiative", kEncounter, {field("side", "Side", K::Side)},
         "The faction that started the fight holds the initiative"},
        {RollFactionInitiative::kType, "Roll for the initiative", kEncounter, {roll()},
         "Unclear who started it: one die with a face per faction"},
        {FirstFaction::kType, "Pick the first faction", kEncounter, {field("side", "Acts first", K::Side)},
         "At the start of each round, the faction holding the initiative picks who acts first"},
        {Pass::kType, "Pass", kEncounter, {field("side", "Side", K::Side)},
         "The faction to move passes instead of taking a turn"},
        {React::kType, "React", kCombatant, {self(), {"kind", "Reaction", K::Choice, 0, 0, {"dodge", "counter", "guard", "hide behind", "opportunity attack"}},
          field("against", "Against", K::OptionalCombatant)},
         "A reaction out of sequence: it uses up the character's turn for the round"},
        {Surrender::kType, "Surrender", kCombatant, {self()}, "The character spends its turn to surrender"},
        {BreakFree::kType, "Break free", kCombatant, {self(), field("by", "Helped by", K::OptionalCombatant), roll()},
         "A STR save to break a grab: its whole turn, or an ally's main action"},
        {RollMorale::kType, "Roll morale", kCombatant, {self(), roll(), {"if_failed", "If it fails", K::Choice, 0, 0, {"Surrendering", "Retreating"}}},
         "An end-of-round WIT save; a failure surrenders or retreats"},
        {SetCondition::kType, "Set a condition", kCombatant, {self(),
          {"condition", "Condition", K::Choice, 0, 0, {"Incapacitated", "Grabbed", "Surrendering", "Retreating", "Concealed", "Immune to morale", "Dead", "Riding"}},
          field("on", "On", K::Bool), field("by", "Grabbed by / riding", K::OptionalCombatant)},
         "Puts a condition on or takes it off"},
        {AddGear::kType, "Add gear", kCombatant, {self(), field("name", "Name", K::Text), {"kind", "Kind", K::Choice, 0, 0, {"weapon", "armour", "shield"}},
          field("damage", "Damage die (weapon)", K::Text), number("armour", "Armour value", 0, 3),
          field("damaged", "Damaged (improvised weapon)", K::Bool), field("great", "Great weapon (two hands)", K::Bool)},
         "A weapon with its damage die, or armour or a shield with its armour value"},
        {SetGearState::kType, "Damaged gear", kCombatant, {self(), field("name", "Gear", K::Text),
          {"state", "State", K::Choice, 0, 0, {"damaged", "destroyed", "sound"}}},
         "Damaged (a durability roll), destroyed, or mended"},
        {UseGear::kType, "Use gear", kCombatant, {self(), field("name", "Gear", K::Text)},
         "A piece of gear was used: a durability roll after the fight"},
        {Attack::kType, "Attack", kCombatant, {self("attacker"), field("target", "Target", K::Combatant), field("weapon", "Weapon (empty: unarmed)", K::Text),
          roll(), field("cover", "Target behind cover", K::Bool), field("direct", "Direct damage", K::Bool),
          field("blast", "Blast (size does not change it)", K::Bool), field("impaired", "Held back (impaired: d4)", K::Bool)},
         "A hit: the weapon's damage die (doubled per size larger, halved per size smaller) less the target's armour value"},
        {NonLethalAttack::kType, "Non-lethal attack", kCombatant, {self("attacker"), field("target", "Target", K::Combatant),
          choice("kind", "Attack", kNonLethal), roll("Target's STR save")},
         "Disarm, shove or grapple: the target's STR save or the effect"},
        {CounterAttack::kType, "Counter", kCombatant, {self(), field("against", "Attacker", K::Combatant),
          choice("attack", "Their attack", kCounterKinds), field("attack_weapon", "Their weapon", K::Text),
          {"attack_roll", "Their dice (damage or your STR save)", K::Roll},
          choice("counter", "Your counter", kCounterKinds), field("weapon", "Your weapon", K::Text),
          roll("Your dice (damage or their STR save)"), field("first_out", "First hit incapacitates", K::Bool)},
         "A reaction: both attacks resolve in the rules' order"},
        {DeathBlow::kType, "Death blow", kCombatant, {self("attacker"), field("target", "Target", K::Combatant), field("weapon", "Weapon", K::Text)},
         "A death blow on a nearby incapacitated target"},
        {FullSpeed::kType, "Full speed", kCombatant, {self(), field("on", "On", K::Bool)},
         "A mount or vehicle moves at full speed: its riders can't act nor react this round"},
};

} // namespace

std::span<const ActionSpec> action_catalogue() { return kCatalogue; }

std::vector<const char*> field_choices(const FieldSpec& field) {
    if (field.kind != FieldKind::RuleSystem) return field.choices;
    std::vector<const char*> keys;   // keys are string literals: their data() is a C string
    for (const RuleSystem* system : rule_systems()) keys.push_back(system->key.data());
    return keys;
}

const ActionSpec* find_action_spec(std::string_view type) {
    for (const ActionSpec& spec : action_catalogue())
        if (spec.type == type) return &spec;
    return nullptr;
}

std::vector<const ActionSpec*> actions_for(Ruleset ruleset, Scope scope) {
    const RuleSystem& system = rule_system(ruleset);
    std::vector<const ActionSpec*> out;
    for (const ActionSpec& spec : action_catalogue())
        if (spec.scope == scope && offers(system, spec.type)) out.push_back(&spec);
    return out;
}

namespace {

// The groups every system shares; whatever else a system offers is its text's own.
constexpr std::string_view kHitPointsAndEffects[] = {Damage::kType,  Heal::kType,      TakeHit::kType, GiveTempHp::kType,
                                                     AttackHits::kType, RollHitPoints::kType, SetHp::kType,
                                                     AddEffect::kType, RemoveEffect::kType, ExtendEffect::kType};
constexpr std::string_view kTurn[] = {StartEncounter::kType, NextTurn::kType,       PreviousTurn::kType,
                                      EndRound::kType,       RollInitiative::kType, SetInitiative::kType,
                                      FinishDeclarations::kType, Hold::kType,      ActNow::kType, MoveInOrder::kType,
                                      EndEncounter::kType,   AddReminder::kType,    ReminderDone::kType,
                                      RemoveReminder::kType};
constexpr std::string_view kInTheFight[] = {AddCombatant::kType, AddCombatants::kType, AddMembers::kType, RenameCombatant::kType, DuplicateCombatant::kType,
                                            RemoveCombatant::kType, SetLevel::kType,    SetStat::kType,
                                            SetNotes::kType,     SetHidden::kType,       SetGroup::kType,
                                            RenameEncounter::kType, SetRuleset::kType,   AddSide::kType,
                                            RenameSide::kType};

bool among(std::span<const std::string_view> types, std::string_view type) {
    return std::find(types.begin(), types.end(), type) != types.end();
}

} // namespace

namespace {
// An encounter's action the reducer refuses outright at this moment (the fight not started yet or
// under way, over, another step, these rules or settings without it) is not offered: as with
// the prompts' Collector, a button exists only if its action can be accepted now.
bool not_now(const Encounter& e, std::string_view type) {
    const std::optional<Action> action = variant_of_type<Action>(type);
    if (!action) return false;
    const Result<Encounter> tried = apply(e, *action);
    if (tried) return false;
    switch (tried.why()) {
    case Why::NotStarted: case Why::AlreadyStarted: case Why::Ended: case Why::NotRunning:
    case Why::NotInThisRuleset: case Why::NotInTheseSettings: case Why::WrongStep: return true;
    case Why::NoSuchReminder: return e.reminders.empty();   // nothing to pick
    default: return false;   // refused for what a field holds: the form is there to fill it in
    }
}
} // namespace

std::vector<ActionGroup> grouped_actions(const Encounter& e, std::optional<CombatantId> who) {
    const RuleSystem& system = rule_system(e);
    std::vector<std::string_view> every_round;
    if (who)
        for (const Prompt& p : every_round_offers(e))
            if (p.who == who) every_round.push_back(action_type(p.action));
    std::vector<ActionGroup> groups{{"Every round", {}},
                                    {"Hit points and effects", {}},
                                    {system.rules_text.empty() ? "More" : system.name.data(), {}},
                                    {"The turn", {}},
                                    {"Who is in the fight", {}}};
    for (const ActionSpec* spec : actions_for(e.ruleset, who ? Scope::Combatant : Scope::Encounter)) {
        const std::size_t at = among(every_round, spec->type)          ? 0
                               : among(kHitPointsAndEffects, spec->type) ? 1
                               : among(kTurn, spec->type)                ? 3
                               : among(kInTheFight, spec->type)          ? 4
                                                                         : 2;
        if (!who && not_now(e, spec->type)) continue;   // the encounter's menu: what can be done now
        groups[at].specs.push_back(spec);
    }
    std::erase_if(groups, [](const ActionGroup& g) { return g.specs.empty(); });
    return groups;
}

nlohmann::json default_action_json(std::string_view type) {
    const std::optional<Action> action = variant_of_type<Action>(type);
    return action ? nlohmann::json(*action) : nlohmann::json();   // null for an unknown type
}

} // namespace rk::ui
