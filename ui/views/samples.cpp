// Ready-made fights so a newcomer sees how the tracker plays in seconds.
#include "views.hpp"

namespace rk::ui::views {

void load_sample_fight(App& app) {
    struct Entry { const char* name; SideId side; bool player; int level; int hp; int init; };
    static const Entry entries[] = {
        {"Aria", 1, true, 3, 24, 17}, {"Bram", 1, true, 3, 31, 12}, {"Cyra", 1, true, 2, 18, 15},
        {"Goblin", 2, false, 1, 7, 13}, {"Ogre", 2, false, 4, 45, 8},
    };
    app.dispatch(RenameEncounter{"Goblins at the bridge"});
    for (const Entry& x : entries) {
        if (!app.dispatch(AddCombatant{x.name, x.side, x.player, x.level, x.hp})) return;
        app.dispatch(SetInitiative{app.encounter().combatants.back().id, x.init});
    }
    // Three goblins from one: "Goblin 1...3".
    for (const auto& c : app.encounter().combatants)
        if (c.name == "Goblin") { app.dispatch(DuplicateCombatant{c.id, 2}); break; }
}

} // namespace rk::ui::views
