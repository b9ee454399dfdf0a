#pragma once
// Rules text 004's own actions: plain data, JSON-serializable, each with its type name. The common
// core joins them with every other system's into rk::Action (core/model/actions.hpp, through
// core/rules/system_actions.hpp); their handlers are declared in alternating_factions_handlers.hpp,
// their JSON fields in alternating_factions_json.hpp.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/action_list.hpp"
#include "core/model/dice.hpp"
#include "core/model/encounter.hpp"
#include "core/model/types.hpp"

namespace rk {

// A character's group within its faction, for morale checks (empty: the faction is its group).
struct SetGroup {
    static constexpr std::string_view kType = "SetGroup";
    CombatantId id = 0;
    std::string group{};
    bool operator==(const SetGroup&) const = default;
};

// The faction that started the fight holds the initiative.
struct GiveInitiative {
    static constexpr std::string_view kType = "GiveInitiative";
    SideId side = 0;
    bool operator==(const GiveInitiative&) const = default;
};

// When it is unclear who started the fight: one die with a face per faction in the fight (d2 for
// two), the face picking the faction in the order of the sides.
struct RollFactionInitiative {
    static constexpr std::string_view kType = "RollFactionInitiative";
    RollInput roll{};
    bool operator==(const RollFactionInitiative&) const = default;
};

// At the start of each round the faction holding the initiative picks the faction that acts first.
struct FirstFaction {
    static constexpr std::string_view kType = "FirstFaction";
    SideId side = 0;
    bool operator==(const FirstFaction&) const = default;
};

// The faction to move passes instead of taking a turn (side 0: whichever faction is to move).
// Taking a turn is ActNow with one of its characters; NextTurn ends that turn.
struct Pass {
    static constexpr std::string_view kType = "Pass";
    SideId side = 0;
    bool operator==(const Pass&) const = default;
};

// A reaction out of sequence ("dodge", "counter", "guard", "hide behind", "opportunity attack"):
// it uses up the character's turn for the round. `against`: the attacker or the one moving away.
struct React {
    static constexpr std::string_view kType = "React";
    CombatantId id = 0;
    std::string kind = "dodge";
    std::optional<CombatantId> against{};
    bool operator==(const React&) const = default;
};

// A character spends its turn to surrender.
struct Surrender {
    static constexpr std::string_view kType = "Surrender";
    CombatantId id = 0;
    bool operator==(const Surrender&) const = default;
};

// A STR save (d20 against the "str" stat) to break a grab: the grabbed character's whole turn, or
// (with `by`) the main action of an ally taking its turn.
struct BreakFree {
    static constexpr std::string_view kType = "BreakFree";
    CombatantId id = 0;
    std::optional<CombatantId> by{};
    RollInput roll{};
    bool operator==(const BreakFree&) const = default;
};

// An end-of-round morale save: d20 against the "wit" stat; a failure marks `if_failed`
// ("Surrendering" or "Retreating"). id 0: everyone who owes one, rolled by the app.
struct RollMorale {
    static constexpr std::string_view kType = "RollMorale";
    CombatantId id = 0;
    RollInput roll{};
    std::string if_failed = "Surrendering";
    bool operator==(const RollMorale&) const = default;
};

// A condition of text 004 on or off: "Incapacitated", "Grabbed" (by `by`), "Surrendering",
// "Retreating", "Concealed", "Immune to morale", "Dead".
struct SetCondition {
    static constexpr std::string_view kType = "SetCondition";
    CombatantId id = 0;
    std::string condition{};
    bool on = true;
    std::optional<CombatantId> by{};
    bool operator==(const SetCondition&) const = default;
};

// A weapon (with its damage die), a suit of armour or a shield (with its armour value).
struct AddGear {
    static constexpr std::string_view kType = "AddGear";
    CombatantId id = 0;
    std::string name{};
    std::string kind = "weapon";
    std::string damage{};
    int armour = 0;
    bool damaged = false;   // already damaged (an improvised weapon is handled as if it were)
    bool great = false;     // a great weapon: two hands (letting go of a grab to wield it)
    bool operator==(const AddGear&) const = default;
};

// A piece of gear's state: "sound", "damaged" (a durability roll's outcome, say) or "destroyed".
struct SetGearState {
    static constexpr std::string_view kType = "SetGearState";
    CombatantId id = 0;
    std::string name{};
    std::string state = "damaged";
    bool operator==(const SetGearState&) const = default;
};

// A piece of gear was used (a shield raised to guard, a bow loosed): a durability roll after the fight.
struct UseGear {
    static constexpr std::string_view kType = "UseGear";
    CombatantId id = 0;
    std::string name{};
    bool operator==(const UseGear&) const = default;
};

// An attack that hits: the weapon's damage die (unarmed: d4), rolled or entered, less the
// target's armour value (never above 3; +1 behind cover) unless the damage is direct.
struct Attack {
    static constexpr std::string_view kType = "Attack";
    CombatantId attacker = 0;
    CombatantId target = 0;
    std::string weapon{};
    RollInput roll{};
    bool cover = false;
    bool direct = false;
    bool blast = false;      // a blast attack: its damage is not modified by size
    bool impaired = false;   // held back: impaired damage (a d4); unarmed and riders' attacks always are
    bool operator==(const Attack&) const = default;
};

// A death blow on a nearby incapacitated target.
struct DeathBlow {
    static constexpr std::string_view kType = "DeathBlow";
    CombatantId attacker = 0;
    CombatantId target = 0;
    std::string weapon{};
    bool operator==(const DeathBlow&) const = default;
};

// A non-lethal attack ("disarm", "shove" or "grapple") on a nearby character: no damage; the
// target's STR save (d20, rolled or entered) or it suffers the effect. A smaller target has no
// save, and a shove from a larger character does it d4 direct damage (then `roll` is that d4).
struct NonLethalAttack {
    static constexpr std::string_view kType = "NonLethalAttack";
    CombatantId attacker = 0;
    CombatantId target = 0;
    std::string kind = "grapple";
    RollInput roll{};
    bool operator==(const NonLethalAttack&) const = default;
};

// `id` counters `against`'s attack (a reaction: its turn for the round); both are resolved in
// the text's order. Each attack is "damage" (its weapon, empty: unarmed; its roll the damage
// die) or a non-lethal "disarm", "shove" or "grapple" (its roll the other's STR save).
// `first_out`: the first hit incapacitates (critical damage), so the other suffers nothing.
struct CounterAttack {
    static constexpr std::string_view kType = "CounterAttack";
    CombatantId id = 0;
    CombatantId against = 0;
    std::string attack = "damage";
    std::string attack_weapon{};
    RollInput attack_roll{};
    std::string counter = "damage";
    std::string weapon{};
    RollInput roll{};
    bool first_out = false;
    bool operator==(const CounterAttack&) const = default;
};

// A mount or vehicle moves at full speed on its turn (`on`), so that its riders and passengers
// can't take any action nor react until the round ends; `on` false: the table takes it back.
struct FullSpeed {
    static constexpr std::string_view kType = "FullSpeed";
    CombatantId id = 0;
    bool on = true;
    bool operator==(const FullSpeed&) const = default;
};

using AlternatingFactionsActions = ActionList<SetGroup, GiveInitiative, RollFactionInitiative, FirstFaction,
                                              Pass, React, Surrender, BreakFree, RollMorale, SetCondition,
                                              AddGear, SetGearState, UseGear, Attack, DeathBlow,
                                              NonLethalAttack, CounterAttack, FullSpeed>;

} // namespace rk
