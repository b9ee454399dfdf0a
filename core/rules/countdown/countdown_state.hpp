#pragma once
// What rules text 001 (the OSR countdown) keeps on a combatant and on the encounter.
#include <optional>
#include <string_view>
#include <string>
#include <vector>

#include "core/model/types.hpp"

// The steps of this text's round besides the common ones (core/model/encounter.hpp's Step):
// X(value, its name in JSON, its words on the round line).
#define RK_COUNTDOWN_STEPS(X) \
    /* held actions after count 1 */ \
    X(Held, "held", "held actions")

namespace rk {

// What a combatant announced before initiative: spells and charges.
struct Declaration {
    std::string kind;        // "spell", "charge" or "other"
    std::string what;        // e.g. "Sleep"
    bool lost = false;       // a spell disrupted by a successful attack before it went off
    bool operator==(const Declaration&) const = default;
};

struct CountdownPart {
    static constexpr std::string_view kKey = "countdown";   // its key in a saved combatant or encounter
    std::optional<Declaration> declaration; // declared spell or charge this round
    int surprised_segments = 0;             // segments it is still surprised for
    std::optional<int> surprise_roll;       // its surprise die this fight (unset: not rolled)
    // A monster's save versus death at 0 hit points or below (monster_wounds.cpp): the wound band
    // it was made in (1: 0 to -5, 2: -6 to -10; 0: none made), passed, and whether a 1 killed it.
    int death_save_band = 0;
    bool death_save_passed = false;
    bool killed_by_save = false;
    // Died (a failed save at -6 to -10, a 1 at 0 to -5, struck to -11 or below): it stays dead, healed or not.
    bool dead = false;
    // "One roll is made for each attack": the rolls for its attacks after the first this round
    // (the first is its initiative), and how many of its counts it has acted on.
    std::vector<int> attack_rolls;
    int attacks_made = 0;
    // Subdual damage taken, kept apart from the hit points (subdual.cpp).
    int subdual = 0;
    bool operator==(const CountdownPart&) const = default;
};

struct CountdownFight {
    static constexpr std::string_view kKey = "countdown";   // its key in a saved combatant or encounter
    int count = 0;                          // the number being counted down (10 to 1)
    // "both sides are considered to be acting simultaneously": who was due, and able to act, when
    // the current count (or the held actions) began; each still acts on it if struck down meanwhile.
    std::vector<CombatantId> simultaneous;
    // The first id of a combatant that joined after the surprise step (0: none recorded): such a
    // newcomer may still be surprised ("previously undetected combatants enter the fray").
    CombatantId joined_from = 0;
    bool operator==(const CountdownFight&) const = default;
};

} // namespace rk
