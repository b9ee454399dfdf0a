#pragma once
// The refusal codes (see refusal.hpp), grouped by what was refused; each rule system's own are in
// its folder. Append within a group freely:
// codes are compared by name in tests and never saved, so their numbers may change.
#include "core/rules/system_refusals.hpp"

#define RK_REFUSAL_CODES(X) \
    /* the fight as a whole */ \
    X(NotStarted) X(AlreadyStarted) X(Ended) X(NotRunning) X(NoCombatants) X(RulesetLocked) \
    X(NotInThisRuleset) X(NotInTheseSettings) X(WrongStep) X(SurpriseFirst) X(FirstTurn) X(NoGoingBack) \
    X(NothingToUndo) X(NothingToRedo) \
    /* who and what an action names */ \
    X(NoSuchCombatant) X(NoSuchSide) X(NoSuchEffect) X(NoSuchReminder) X(NoSuchWound) X(NoSuchGear) X(NoSuchDie) \
    X(NothingChosen) X(NamedTwice) X(TargetsItself) \
    /* values out of their range or badly named */ \
    X(NameMissing) X(NameTooLong) X(BadEncounterName) X(NotesTooLong) X(BadSideName) X(BadStat) \
    X(LevelOutOfRange) X(HpOutOfRange) X(AmountOutOfRange) X(InitiativeOutOfRange) X(CopiesOutOfRange) \
    X(TooManyCombatants) X(TooManySides) X(NoHitPoints) X(StatMissing) X(DiceForOne) \
    /* dice entered by hand */ \
    X(NotDiceNotation) X(WrongDiceCount) X(BadDieFace) \
    /* what several texts refuse alike: a declaration, a spell, a rank, a choice, a condition */ \
    X(BadDeclaration) X(BadSpell) X(RankOutOfRange) X(NotAChoice) X(AlreadyDead) X(ConditionNotSet) \
    X(ConditionAlreadySet) X(MissileNotStuck) \
    /* effects and their durations */ \
    X(BadEffectName) X(BadModifier) X(TooManyEffects) X(TooManyReminders) X(RoundOutOfRange) X(NotDueYet) X(EffectNeedsCombatant) X(BadExpiry) \
    X(UnreadableDuration) X(DurationTooLong) X(DurationHasNoDice) X(NothingToCount) X(NothingToExtend) X(NoTimeLeft) \
    /* whose turn it is */ \
    X(NotItsTurn) X(AlreadyActed) X(AlreadyActing) X(SomeoneElseActing) X(OutOfFight) X(NobodyLeft) \
    X(SideHasNobody) X(Stunned) X(Surprised) X(Grabbed) X(AlreadyHolding) X(NotHolding) X(NobodyToWaitFor) X(EndOfOrder) \
    /* rolls the table owes, or does not */ \
    X(RollsStillDue) X(AlreadyRolled) X(NoRollDue) X(NoInitiative) X(InitiativeIsSet) X(OrderIsFixed) \
    /* the library, its roster and settings */ \
    X(LibraryFull) X(NoSuchEncounter) X(AlreadyInRoster) X(NotInRoster) X(BadSetting) X(ReadOnly) \
    X(NoSuchParty) X(PartyExists) X(AlreadyInParty) X(NotInParty) \
    /* files, stored data and links */ \
    X(NotJson) X(TooLarge) X(WrongFormat) X(NewerVersion) X(DamagedLink) X(Inconsistent) X(StorageFailed) \
    X(NotUtf8) X(ControlCharacter) \
    /* each rule system's own (core/rules/<system>/<system>_refusals.hpp) */ \
    RK_SYSTEM_REFUSAL_CODES(X)
