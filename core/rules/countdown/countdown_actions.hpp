#pragma once
// Rules text 001's own actions: plain data, JSON-serializable, each with its type name. The common
// core joins them with every other system's into rk::Action (core/model/actions.hpp, through
// core/rules/system_actions.hpp); their handlers are declared in countdown_handlers.hpp, their JSON
// fields in countdown_json.hpp.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/action_list.hpp"
#include "core/model/dice.hpp"
#include "core/model/encounter.hpp"
#include "core/model/types.hpp"

namespace rk {

// Text 001 with side initiative: one d10 for a whole side.
struct RollSideInitiative {
    static constexpr std::string_view kType = "RollSideInitiative";
    SideId side = 0;
    RollInput roll;
    bool operator==(const RollSideInitiative&) const = default;
};

// Text 001: a surprise die (d6 by default) for a combatant; 1-2 means surprised for that many segments.
struct RollSurprise {
    static constexpr std::string_view kType = "RollSurprise";
    CombatantId id = 0;
    std::string die = "d6";
    RollInput roll;
    bool operator==(const RollSurprise&) const = default;
};

// Text 001: a monster's save versus death at 0 to -10 hit points: d20 against its "save" stat.
struct SaveVersusDeath {
    static constexpr std::string_view kType = "SaveVersusDeath";
    CombatantId id = 0;
    RollInput roll;
    bool operator==(const SaveVersusDeath&) const = default;
};

// Text 001: a blow meant to beat down, not kill: half of its damage real, half subdual.
struct SubdualHit {
    static constexpr std::string_view kType = "SubdualHit";
    CombatantId id = 0;
    int amount = 0;
    bool operator==(const SubdualHit&) const = default;
};

// Text 001: a missile left in the wound is pulled out: normal damage unless the remover saves.
// While the fight runs it takes the remover's full round (the one acting now, unless named).
struct ExtractMissile {
    static constexpr std::string_view kType = "ExtractMissile";
    CombatantId id = 0;
    bool saved = false;   // the remover's saving throw succeeded
    std::optional<CombatantId> by;   // the remover (unset: the one acting now)
    bool operator==(const ExtractMissile&) const = default;
};

// Text 001: a brawling blow: its damage, then stunned (more than half the remaining hit points, or
// a natural 20), or knocked unconscious for 1d4 rounds if already stunned.
struct UnarmedBlow {
    static constexpr std::string_view kType = "UnarmedBlow";
    CombatantId id = 0;       // the defender
    int amount = 0;           // the blow's damage (1d2 + strength bonus, as rolled)
    bool natural_20 = false;  // the attack roll was a natural 20
    RollInput roll;           // the stun's d3 or the knock-out's d4, if entered
    bool operator==(const UnarmedBlow&) const = default;
};

// Text 001: a spell or a charge declared before initiative.
struct DeclareAction {
    static constexpr std::string_view kType = "DeclareAction";
    CombatantId id = 0;
    std::string kind = "spell";
    std::string what;
    bool operator==(const DeclareAction&) const = default;
};

using CountdownActions = ActionList<RollSideInitiative, RollSurprise, SaveVersusDeath, SubdualHit,
                                    ExtractMissile, UnarmedBlow, DeclareAction>;

} // namespace rk
