#pragma once
// The refusal codes (see refusal.hpp), grouped by what was refused. Append within a group freely:
// codes are compared by name in tests and never saved, so their numbers may change.
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
    /* effects and their durations */ \
    X(BadEffectName) X(BadModifier) X(TooManyEffects) X(TooManyReminders) X(RoundOutOfRange) X(NotDueYet) X(EffectNeedsCombatant) X(BadExpiry) \
    X(UnreadableDuration) X(DurationTooLong) X(DurationHasNoDice) X(NothingToCount) X(NothingToExtend) X(NoTimeLeft) \
    /* whose turn it is */ \
    X(NotItsTurn) X(AlreadyActed) X(AlreadyActing) X(SomeoneElseActing) X(OutOfFight) X(NobodyLeft) \
    X(SideHasNobody) X(Stunned) X(Surprised) X(Grabbed) X(AlreadyHolding) X(NotHolding) X(NobodyToWaitFor) X(EndOfOrder) \
    /* rolls the table owes, or does not */ \
    X(RollsStillDue) X(AlreadyRolled) X(NoRollDue) X(NoInitiative) X(InitiativeIsSet) X(OrderIsFixed) \
    /* text 000: running, golems out of their caster's control */ \
    X(Running) X(GolemInactive) \
    /* text 001: declarations and surprise */ \
    X(BadDeclaration) X(AlreadyDeclared) X(BadSurpriseDie) \
    /* text 002: action dice, pools, ranks, injuries, fear and fatigue */ \
    X(FixedDiceSet) X(LastOption) X(NoOptionLeft) X(NoDiceLeft) X(RefreshCalled) X(DieShowsOne) \
    X(TooFewPips) X(ActionNameMissing) X(CostOutOfRange) X(NoPool) X(PoolFull) X(DefenceOutOfRange) \
    X(NotForDodge) X(NoRanks) X(RankOutOfRange) X(NoRankLeft) X(TooFatigued) X(NotHeroic) \
    X(MassiveIsPhysical) X(AlreadyDead) X(OutOfAction) X(ConditionNotSet) X(ConditionAlreadySet) \
    X(NeedsSpiritRoll) X(CrossoverRanks) X(NothingToHeal) X(FatigueStep) X(NoFear) X(FearCannotStun) \
    X(InjuryLocated) X(NoInjuryLocation) X(ShiftNotAllowed) X(NotAChoice) X(TooManyWounds) X(NotABleeder) \
    X(InAState) X(CrushedDoesNothing) X(TacticForbidsDefence) X(NotAGroup) X(TooManyTargets) X(PanickedFlees) \
    X(OneRollPerAction) \
    /* text 003: the segment clock, ambushes, spells and strikes */ \
    X(NoActions) X(AttacksOutOfRange) X(BadSpell) X(ActionOver) X(AlreadyTargeted) X(TargetOutOfFight) \
    X(TargetStillStanding) X(ReasonTooLong) X(NoVictims) X(NotAVictim) X(AlreadySurprised) \
    X(MissileNotStuck) X(DamageMissing) X(Defending) X(NotStandingStill) X(TooFewAttacks) \
    X(SacrificeOutOfRange) X(NoAttackYet) X(AlreadyMoving) X(MovedAfterAttacking) X(CannotMove) \
    /* text 004: factions, reactions, conditions, gear and morale */ \
    X(AlreadyHoldInitiative) X(TooFewFactions) X(BadReaction) X(NotAnAlly) X(BadCondition) \
    X(BadGear) X(TooMuchGear) X(NotAWeapon) X(NotIncapacitated) X(BadMoraleOutcome) X(BadNonLethal) \
    X(TooSmall) X(GearDestroyed) X(AtFullSpeed) \
    /* the library, its roster and settings */ \
    X(LibraryFull) X(NoSuchEncounter) X(AlreadyInRoster) X(NotInRoster) X(BadSetting) X(ReadOnly) \
    X(NoSuchParty) X(PartyExists) X(AlreadyInParty) X(NotInParty) \
    /* files, stored data and links */ \
    X(NotJson) X(TooLarge) X(WrongFormat) X(NewerVersion) X(DamagedLink) X(Inconsistent) X(StorageFailed) \
    X(NotUtf8) X(ControlCharacter)
