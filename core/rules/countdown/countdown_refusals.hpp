#pragma once
// Rules text 001's own refusal codes (declarations and surprise), as an X-macro for
// core/model/refusal.hpp's Why (through core/rules/system_refusals.hpp). Codes are compared by name
// in tests and never saved: append freely.
#define RK_COUNTDOWN_REFUSAL_CODES(X) \
    X(AlreadyDeclared) X(BadSurpriseDie)
