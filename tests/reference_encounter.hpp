#pragma once
// The reference encounter of the share-link budget (at most 1,200 characters): 6 player
// characters, 12 NPCs and 10 running effects, in the middle of round 3. Built by actions, as
// a game master would, so it holds what the app really stores. Shared by the unit tests and
// the core benchmark (it uses no test framework).
#include <map>
#include <stdexcept>
#include <string>

#include "core/fight/reducer.hpp"

namespace rk::reference {

inline Encounter step(const Encounter& e, const Action& a) {
    auto r = apply(e, a);
    if (!r) throw std::logic_error("the reference encounter refused an action: " + r.reason());
    return std::move(r).value();
}

inline AddEffect effect(std::string name, CombatantId source, CombatantId target, std::string duration,
                        Expiry expiry = Expiry::EndOfRound, bool anchor_on_source = false,
                        std::map<std::string, int> modifiers = {}) {
    AddEffect a;
    a.name = std::move(name);
    a.source = source;
    a.target = target;
    a.duration = std::move(duration);
    a.expiry = expiry;
    a.anchor_on_source = anchor_on_source;
    a.modifiers = std::move(modifiers);
    return a;
}

inline CombatantId id_of(const Encounter& e, const std::string& name) {
    for (const auto& c : e.combatants)
        if (c.name == name) return c.id;
    throw std::logic_error("no combatant named " + name);
}

inline Encounter encounter() {
    Encounter e;
    e.rng.state = 20240611;
    e = step(e, RenameEncounter{"Ambush at Thornwall Bridge"});
    struct Member { const char* name; int level; int hp; int initiative_modifier; };
    const Member party[] = {{"Aria Stormwind", 5, 38, 3}, {"Bram Ironfoot", 5, 47, 0}, {"Celeste Dawn", 4, 29, 1},
                            {"Dorn Blackwood", 5, 44, 2}, {"Elowen Reed", 4, 27, 4}, {"Finn Lightfoot", 4, 31, 5}};
    for (const auto& m : party) e = step(e, AddCombatant{m.name, 1, true, m.level, m.hp, m.initiative_modifier});

    e = step(e, AddCombatant{"Goblin", 2, false, 1, 7, 2});
    e = step(e, DuplicateCombatant{id_of(e, "Goblin"), 7});   // Goblin 1 ... Goblin 8
    e = step(e, AddCombatant{"Hobgoblin Captain", 2, false, 4, 39, 1});
    e = step(e, AddCombatant{"Worg", 2, false, 3, 26, 1});
    e = step(e, DuplicateCombatant{id_of(e, "Worg"), 1});     // Worg 1, Worg 2
    e = step(e, AddCombatant{"Goblin Shaman", 2, false, 3, 13, 2});
    e = step(e, SetNotes{id_of(e, "Hobgoblin Captain"), "Flees below 10 hp; carries the bridge key"});
    e = step(e, SetHidden{id_of(e, "Goblin Shaman"), true});

    e = step(e, RollInitiative{0, {}});   // everyone, with the app's dice
    e = step(e, StartEncounter{});

    const CombatantId aria = id_of(e, "Aria Stormwind"), bram = id_of(e, "Bram Ironfoot"),
                      celeste = id_of(e, "Celeste Dawn"), dorn = id_of(e, "Dorn Blackwood"),
                      elowen = id_of(e, "Elowen Reed"), finn = id_of(e, "Finn Lightfoot"),
                      captain = id_of(e, "Hobgoblin Captain"), worg1 = id_of(e, "Worg 1"),
                      shaman = id_of(e, "Goblin Shaman");
    e = step(e, effect("Bless", celeste, aria, "10 rounds"));
    e = step(e, effect("Bless", celeste, bram, "10 rounds"));
    e = step(e, effect("Bless", celeste, dorn, "10 rounds"));
    e = step(e, effect("Hunter's Mark", elowen, captain, "until removed"));

    // Two rounds of blows, then round 3 until a few have acted.
    int blow = 0;
    while (e.round < 3 || e.turns_taken.size() < 7) {
        if (e.acting && (blow++ % 3 == 0)) {
            const auto* c = e.find(*e.acting);
            const CombatantId victim = c->is_player ? id_of(e, "Goblin " + std::to_string(1 + blow % 8)) : bram;
            e = step(e, Damage{victim, 3 + blow % 4});
        }
        e = step(e, NextTurn{});
    }
    e = step(e, effect("Stunned", bram, worg1, "1d3 rounds"));
    e = step(e, effect("Hold Person", celeste, captain, "1 turn + caster's level", Expiry::EndOfTurn));
    e = step(e, effect("Poisoned", worg1, finn, "1d4 rounds"));
    e = step(e, effect("Haste", aria, aria, "1 turn + caster's level", Expiry::EndOfRound, false, {{"initiative", 3}}));
    e = step(e, effect("Frightened", captain, elowen, "1 + (caster's level - target's level)"));
    e = step(e, effect("Shield of Faith", shaman, captain, "10 rounds", Expiry::StartOfTurn, true));
    return e;
}

} // namespace rk::reference
