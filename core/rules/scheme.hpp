#pragma once
// A rule system's turn order and how a round moves on (RuleSystem::turns). turns.cpp does the
// checks every system shares and calls these; a system's own actions (declarations, ties,
// surprise, the Refresh) have their own handlers in its folder. Defined with designated
// initializers: a member left out is a step the system does not have.
#include <optional>
#include <vector>

#include "core/fight/handlers.hpp"

namespace rk::detail {

struct Scheme {
    // StartEncounter: the fight begins (round 1, its first step).
    Refusal (*start)(Encounter&) = nullptr;
    // NextTurn: the acting combatant is done; go on to the next one, step or round.
    Refusal (*next_turn)(Encounter&) = nullptr;
    // PreviousTurn, where the system can step back (else undo is the way back).
    Refusal (*previous_turn)(Encounter&) = nullptr;
    // Everyone in the order they act this round.
    std::vector<CombatantId> (*order)(const Encounter&) = nullptr;
    // A new round begins (begin_round): what the system clears of the last one. nullptr: nothing.
    void (*round_begins)(Encounter&) = nullptr;
    // EndRound: the table closes the round early.
    Refusal (*end_round)(Encounter&) = nullptr;
    // RollInitiative for one combatant (id checked by the caller).
    Refusal (*roll_initiative)(Encounter&, CombatantId, const RollInput&) = nullptr;
    // Does this combatant still owe its initiative roll ("roll for everyone" rolls these)?
    // nullptr: when it has no initiative yet.
    bool (*owes_initiative)(const Encounter&, const Combatant&) = nullptr;
    // SetInitiative by hand; nullptr: the combatant's initiative for the round.
    Refusal (*set_initiative)(Encounter&, Combatant&, int value) = nullptr;
    // Who acts next this round; nullptr: the first in the order who has not acted or held.
    std::optional<CombatantId> (*next_to_act)(const Encounter&) = nullptr;
    // FinishDeclarations, Hold, ActNow: nullptr where the system has no such step.
    Refusal (*finish_declarations)(Encounter&) = nullptr;
    Refusal (*hold)(Encounter&, CombatantId) = nullptr;
    Refusal (*act_now)(Encounter&, CombatantId) = nullptr;
    // MoveInOrder: the game master moves a combatant one place by hand (nullptr: the order is
    // the rules', RuleSystem::order_set_by says how).
    Refusal (*move)(Encounter&, CombatantId, bool down) = nullptr;
    // A successful attack landed on a combatant (AttackHits, Damage above 0, Strike), with the
    // damage it took: what the system does about it (a spell disrupted, a stun). nullptr: nothing.
    void (*attack_landed)(Encounter&, CombatantId target, int damage_taken) = nullptr;
    // A combatant left the running fight (RemoveCombatant): the round settles without it.
    void (*combatant_removed)(Encounter&) = nullptr;
    // The fight is over (EndEncounter): what the system asks of the table afterwards.
    void (*fight_ended)(Encounter&) = nullptr;
};

} // namespace rk::detail
