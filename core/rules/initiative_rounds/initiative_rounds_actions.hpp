#pragma once
// Rules text 000's own actions: plain data, JSON-serializable, each with its type name. The common
// core joins them with every other system's into rk::Action (core/model/actions.hpp, through
// core/rules/system_actions.hpp); their handlers are declared in initiative_rounds_handlers.hpp,
// their JSON fields in initiative_rounds_json.hpp.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/action_list.hpp"
#include "core/model/dice.hpp"
#include "core/model/encounter.hpp"
#include "core/model/types.hpp"

namespace rk {

// Text 000's damage spells: Flying fist and Lightning bolt "6 damage + caster's level", Fireball
// "8 damage + caster's level" to every mini in its path; each target's resistances apply.
enum class DamageSpell : std::uint8_t { FlyingFist, LightningBolt, Fireball };

struct CastDamageSpell {
    static constexpr std::string_view kType = "CastDamageSpell";
    CombatantId caster = 0;
    DamageSpell spell = DamageSpell::FlyingFist;
    std::vector<CombatantId> targets;
    bool operator==(const CastDamageSpell&) const = default;
};

// Text 000: "A mini that is running cannot cast spells of any kind or engage in combat": the
// mini runs in its turn, and for the rest of that turn (the game round) it neither casts nor attacks.
struct Run {
    static constexpr std::string_view kType = "Run";
    CombatantId id = 0;
    bool operator==(const Run&) const = default;
};

// Text 000's Heal: "Mini affected receives 8 life points + caster's level".
struct CastHeal {
    static constexpr std::string_view kType = "CastHeal";
    CombatantId caster = 0;
    CombatantId target = 0;
    bool operator==(const CastHeal&) const = default;
};

// Text 000: a mini's weapon hits another for `damage`; "Non magic weapons ... do 1/2 damage"
// against a mini with that resistance unless the weapon is magic.
struct WeaponHit {
    static constexpr std::string_view kType = "WeaponHit";
    CombatantId attacker = 0;
    CombatantId target = 0;
    int damage = 0;
    bool magic = false;
    bool operator==(const WeaponHit&) const = default;
};

// Text 000's Golem out of its caster's range "becomes inactive until the spell caster regains
// control" (inactive = false: control regained).
struct GolemControl {
    static constexpr std::string_view kType = "GolemControl";
    CombatantId id = 0;
    bool inactive = true;
    bool operator==(const GolemControl&) const = default;
};

using InitiativeRoundsActions = ActionList<CastDamageSpell, Run, CastHeal, WeaponHit, GolemControl>;

} // namespace rk
