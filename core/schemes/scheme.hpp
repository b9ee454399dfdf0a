#pragma once
// What every initiative scheme provides. turns.cpp picks one by the encounter's ruleset;
// scheme-specific actions (declarations, ties, surprise, holding) have their own handlers.
#include <vector>

#include "core/handlers.hpp"

namespace rk::detail {

struct Scheme {
    // StartEncounter: the fight begins (round 1, its first step).
    Refusal (*start)(Encounter&);
    // NextTurn: the acting combatant is done; go on to the next one, step or round.
    Refusal (*next_turn)(Encounter&);
    // PreviousTurn, where the scheme can step back (else undo is the way back).
    Refusal (*previous_turn)(Encounter&);
    // Everyone in the order they act this round.
    std::vector<CombatantId> (*order)(const Encounter&);
    // EndRound: the table closes the round early.
    Refusal (*end_round)(Encounter&);
    // RollInitiative for one combatant (id checked by the caller).
    Refusal (*roll_initiative)(Encounter&, CombatantId, const RollInput&);
    // FinishDeclarations, Hold, ActNow: nullptr where the scheme has no such step.
    Refusal (*finish_declarations)(Encounter&);
    Refusal (*hold)(Encounter&, CombatantId);
    Refusal (*act_now)(Encounter&, CombatantId);
    // A successful attack landed on a combatant (AttackHits, Damage above 0, Strike), with the
    // damage it took: what the scheme does about it (a spell disrupted, a stun). nullptr: nothing.
    void (*attack_landed)(Encounter&, CombatantId target, int damage_taken) = nullptr;
};

const Scheme& initiative_rounds_scheme();   // HighestFirst and InitiativeRounds (text 000)
const Scheme& countdown_scheme();           // Countdown (text 001)
const Scheme& segments_scheme();            // Segments (text 003)
const Scheme& action_dice_scheme();         // ActionDice (text 002)
const Scheme& alternating_scheme();         // AlternatingFactions (text 004)

} // namespace rk::detail
