#pragma once
// Every change to an encounter is one of these plain, JSON-serializable actions.
// Each carries its type name so that saved action lists and bug reports read as words.
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "types.hpp"

namespace rk {

struct AddCombatant {
    static constexpr std::string_view kType = "AddCombatant";
    std::string name;
    SideId side = 2;
    bool is_player = false;
    int level = 1;
    std::optional<int> hp_max;
    int initiative_modifier = 0;
    bool operator==(const AddCombatant&) const = default;
};

struct RemoveCombatant {
    static constexpr std::string_view kType = "RemoveCombatant";
    CombatantId id = 0;
    bool operator==(const RemoveCombatant&) const = default;
};

struct RenameCombatant {
    static constexpr std::string_view kType = "RenameCombatant";
    CombatantId id = 0;
    std::string name;
    bool operator==(const RenameCombatant&) const = default;
};

// Makes `count` copies; the original and its copies are numbered "Goblin 1 ... N".
struct DuplicateCombatant {
    static constexpr std::string_view kType = "DuplicateCombatant";
    CombatantId id = 0;
    int count = 1;
    bool operator==(const DuplicateCombatant&) const = default;
};

struct Damage {
    static constexpr std::string_view kType = "Damage";
    CombatantId id = 0;
    int amount = 0;
    bool operator==(const Damage&) const = default;
};

struct Heal {
    static constexpr std::string_view kType = "Heal";
    CombatantId id = 0;
    int amount = 0;
    bool operator==(const Heal&) const = default;
};

struct SetHp {
    static constexpr std::string_view kType = "SetHp";
    CombatantId id = 0;
    int hp = 0;
    bool operator==(const SetHp&) const = default;
};

struct SetInitiative {
    static constexpr std::string_view kType = "SetInitiative";
    CombatantId id = 0;
    int value = 0;
    bool operator==(const SetInitiative&) const = default;
};

struct StartEncounter {
    static constexpr std::string_view kType = "StartEncounter";
    bool operator==(const StartEncounter&) const = default;
};

struct NextTurn {
    static constexpr std::string_view kType = "NextTurn";
    bool operator==(const NextTurn&) const = default;
};

struct PreviousTurn {
    static constexpr std::string_view kType = "PreviousTurn";
    bool operator==(const PreviousTurn&) const = default;
};

struct EndEncounter {
    static constexpr std::string_view kType = "EndEncounter";
    bool operator==(const EndEncounter&) const = default;
};

struct RenameEncounter {
    static constexpr std::string_view kType = "RenameEncounter";
    std::string name;
    bool operator==(const RenameEncounter&) const = default;
};

using Action = std::variant<AddCombatant, RemoveCombatant, RenameCombatant, DuplicateCombatant, Damage, Heal, SetHp,
                            SetInitiative, StartEncounter, NextTurn, PreviousTurn, EndEncounter, RenameEncounter>;

std::string_view action_type(const Action& a);

} // namespace rk
