#pragma once
// Rules text 004's own refusal codes (factions, reactions, conditions, gear and morale), as an
// X-macro for core/model/refusal.hpp's Why (through core/rules/system_refusals.hpp). Codes are
// compared by name in tests and never saved: append freely.
#define RK_ALTERNATING_FACTIONS_REFUSAL_CODES(X) \
    X(AlreadyHoldInitiative) X(TooFewFactions) X(BadReaction) X(NotAnAlly) X(BadCondition) X(BadGear) \
    X(TooMuchGear) X(NotAWeapon) X(NotIncapacitated) X(BadMoraleOutcome) X(BadNonLethal) X(TooSmall) \
    X(GearDestroyed) X(AtFullSpeed)
