// Rules text 004 between fights. Health lasts, and so does death; "After a fight, make a durability
// roll for all weapons and armour which were used at least once": the roll is the fight's last
// step (EndEncounter reminds of it) and what it damages is entered on the gear, which lasts as
// damaged or destroyed; the next fight's gear starts unused. Incapacitated ("until the end of the
// stretch"), immune to morale ("for the remainder of the stretch"), grabbed, surrendering,
// retreating, concealed, riding and at full speed are the fight's.
#include <algorithm>

#include "core/fight/reducer.hpp"
#include "core/rules/alternating_factions/alternating_factions_lasting.hpp"
#include "core/rules/alternating_factions/factions.hpp"
#include "core/rules/system_parts.hpp"

namespace rk {
namespace {

bool of_the_stretch(const Effect& fx) {
    if (fx.name == condition::kDead) return false;
    if (fx.name == condition::kFullSpeed) return true;
    return std::find(std::begin(condition::kAll), std::end(condition::kAll), fx.name) != std::end(condition::kAll);
}

} // namespace

Member factions_lasting(const Encounter& e, const Combatant& c) {
    Member m = generic_lasting(e, c);
    std::erase_if(m.effects, of_the_stretch);
    if (const auto* p = find_part<FactionsPart>(c); p && (!p->group.empty() || !p->gear.empty())) {
        FactionsPart kept = *p;
        for (Gear& g : kept.gear) g.used = false;
        m.combatant.part = std::move(kept);
    }
    return m;
}

Refusal factions_rejoin(Encounter& e, CombatantId id, const Member& m) {
    const auto* p = find_part<FactionsPart>(m.combatant);
    if (!p) return std::nullopt;
    if (!p->group.empty())
        if (Refusal refused = apply_in_place(e, SetGroup{id, p->group})) return refused;
    for (const Gear& g : p->gear) {
        AddGear add;
        add.id = id;
        add.name = g.name;
        add.kind = g.kind;
        add.damage = g.damage;
        add.armour = g.armour;
        add.damaged = g.damaged && !g.destroyed;
        add.great = g.great;
        if (Refusal refused = apply_in_place(e, add)) return refused;
        if (g.destroyed)
            if (Refusal refused = apply_in_place(e, SetGearState{id, g.name, "destroyed"})) return refused;
    }
    return std::nullopt;
}

std::vector<std::string> factions_lasting_words(const Member& m) {
    std::vector<std::string> words;
    if (const auto* p = find_part<FactionsPart>(m.combatant))
        for (const Gear& g : p->gear)
            if (g.damaged || g.destroyed) words.push_back(g.name + (g.destroyed ? " destroyed" : " damaged"));
    return words;
}

} // namespace rk
