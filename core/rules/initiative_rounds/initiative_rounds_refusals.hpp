#pragma once
// Rules text 000's own refusal codes (running, golems out of their caster's control), as an X-macro
// for core/model/refusal.hpp's Why (through core/rules/system_refusals.hpp). Codes are compared by
// name in tests and never saved: append freely.
#define RK_INITIATIVE_ROUNDS_REFUSAL_CODES(X) \
    X(Running) X(GolemInactive)
