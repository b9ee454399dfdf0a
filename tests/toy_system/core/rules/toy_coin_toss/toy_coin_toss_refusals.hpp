#pragma once
// The toy's own refusal code, joined into rk::Why through the list of systems.
#define RK_TOY_COIN_TOSS_REFUSAL_CODES(X) X(AlreadyTossed)
