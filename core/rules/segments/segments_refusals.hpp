#pragma once
// Rules text 003's own refusal codes (the segment clock, ambushes, spells and strikes), as an
// X-macro for core/model/refusal.hpp's Why (through core/rules/system_refusals.hpp). Codes are
// compared by name in tests and never saved: append freely.
#define RK_SEGMENTS_REFUSAL_CODES(X) \
    X(NoActions) X(AttacksOutOfRange) X(ActionOver) X(AlreadyTargeted) X(TargetOutOfFight) \
    X(TargetStillStanding) X(ReasonTooLong) X(NoVictims) X(NotAVictim) X(AlreadySurprised) \
    X(DamageMissing) X(Defending) X(NotStandingStill) X(TooFewAttacks) X(SacrificeOutOfRange) \
    X(NoAttackYet) X(AlreadyMoving) X(MovedAfterAttacking) X(CannotMove)
