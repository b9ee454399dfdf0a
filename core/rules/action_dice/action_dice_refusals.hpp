#pragma once
// Rules text 002's own refusal codes (action dice, pools, ranks, injuries, fear and fatigue), as an
// X-macro for core/model/refusal.hpp's Why (through core/rules/system_refusals.hpp). Codes are
// compared by name in tests and never saved: append freely.
#define RK_ACTION_DICE_REFUSAL_CODES(X) \
    X(FixedDiceSet) X(LastOption) X(NoOptionLeft) X(NoDiceLeft) X(RefreshCalled) X(DieShowsOne) \
    X(TooFewPips) X(ActionNameMissing) X(CostOutOfRange) X(NoPool) X(PoolFull) X(DefenceOutOfRange) \
    X(NotForDodge) X(NoRanks) X(NoRankLeft) X(TooFatigued) X(NotHeroic) X(MassiveIsPhysical) \
    X(OutOfAction) X(NeedsSpiritRoll) X(CrossoverRanks) X(NothingToHeal) X(FatigueStep) X(NoFear) \
    X(FearCannotStun) X(InjuryLocated) X(NoInjuryLocation) X(ShiftNotAllowed) X(TooManyWounds) \
    X(NotABleeder) X(InAState) X(CrushedDoesNothing) X(TacticForbidsDefence) X(NotAGroup) \
    X(TooManyTargets) X(PanickedFlees) X(OneRollPerAction)
