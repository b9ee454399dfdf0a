#pragma once
// Rules text 004 (alternating factions): what its files share. The conditions are effects on a
// combatant that last until removed (conditions.cpp); the sequence of moves lives in
// schemes/alternating.cpp, the end-of-round morale checks in morale.cpp, gear and attacks in gear.cpp.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/actions.hpp"
#include "core/model/dice.hpp"
#include "core/model/encounter.hpp"

namespace rk {

namespace condition {
inline constexpr std::string_view kIncapacitated = "Incapacitated";
inline constexpr std::string_view kGrabbed = "Grabbed";
inline constexpr std::string_view kSurrendering = "Surrendering";
inline constexpr std::string_view kRetreating = "Retreating";
inline constexpr std::string_view kConcealed = "Concealed";
inline constexpr std::string_view kImmuneToMorale = "Immune to morale";
inline constexpr std::string_view kDead = "Dead";
inline constexpr std::string_view kRiding = "Riding";          // on a mount or vehicle (`by`: which)
inline constexpr std::string_view kAll[] = {kIncapacitated, kGrabbed, kSurrendering, kRetreating,
                                            kConcealed,     kImmuneToMorale, kDead, kRiding};
// Set by FullSpeed on the mount's turn, gone when the round ends (mounts.cpp).
inline constexpr std::string_view kFullSpeed = "Full speed";
} // namespace condition

bool has_condition(const Encounter& e, CombatantId id, std::string_view name);
// Who set the condition on `id` (the one grabbing it, the mount it rides), if anyone.
std::optional<CombatantId> condition_by(const Encounter& e, CombatantId id, std::string_view name);
// A rider or passenger whose mount or vehicle moves at full speed: the mount, else nothing.
const Combatant* mount_at_full_speed(const Encounter& e, const Combatant& c);
// Grabbed, and smaller than the one grabbing it: it cannot free itself with a STR save.
bool held_by_larger(const Encounter& e, const Combatant& c);
// Why `c` cannot take an action now (attack, help, surrender) though in the fight: grabbed
// ("Grabbed characters can't act"), or riding a mount at full speed.
Refusal cannot_act(const Encounter& e, const Combatant& c);

// Still fighting, for a group's numbers: health above 0 (where it is tracked), and not
// incapacitated, dead, surrendering or retreating.
bool standing(const Encounter& e, const Combatant& c);

// Text 004: "as usual never above 3". Armour and shields carried, the "armour" stat and effect
// modifiers, +1 behind cover; `uncapped` receives the sum before the cap.
int armour_value(const Encounter& e, const Combatant& c, bool cover, int* uncapped = nullptr);

// The factions in the fight (sides with at least one combatant), in the order of the sides.
std::vector<SideId> factions_in_fight(const Encounter& e);

namespace detail {

// Adds or removes a condition effect (no checks, no log).
void add_condition(Encounter& e, CombatantId id, std::string_view name, std::optional<CombatantId> by = std::nullopt);
void remove_condition(Encounter& e, CombatantId id, std::string_view name);

// Text 004: "Surrendering characters who are harmed by the enemy can resume fighting normally":
// the surrender ends, and with it the turns it cost (core/fight/combat.hpp).
void resume_fighting_if_surrendering(Encounter& e, CombatantId id);

// A save of text 004: d20 (rolled or entered) against a stat; equal or lower passes.
struct SaveResult {
    bool passed = false;
    std::string text;   // "d20: [5] = 5 (entered) against WIT 9"
};
Result<SaveResult> save_against(Encounter& e, const Combatant& c, const std::string& stat, const RollInput& input);

// "The grabbing character can keep hold while ... Any other action frees the grabbed character":
// after `holder` does `what`, everyone it grabs for whom `keeps(held)` is false is freed, unless
// the holder is larger ("they can perform any action while keeping hold").
void let_go_unless(Encounter& e, CombatantId holder, std::string_view what, const std::function<bool(CombatantId held)>& keeps);

// schemes/alternating.cpp: after anything that may leave the faction to move with nobody able to
// take a turn, it must pass (forced passes), which may end the round.
void settle_sequence(Encounter& e);
// The next round begins (after the morale checks).
void begin_next_faction_round(Encounter& e);

// schemes/alternating.cpp: `c` takes its turn out of sequence to react (`kind`, against whom):
// refused when it has no turn left, is grabbed, or the attacker is concealed. The caller settles
// the sequence once whatever the reaction does is done.
Refusal take_reaction(Encounter& e, Combatant& c, std::string_view kind, const Combatant* against);

// gear.cpp: an attack that hits, rolled and reduced by the armour value, not landed yet (a
// counter lands two in the text's order).
struct Blow {
    CombatantId attacker = 0;
    CombatantId target = 0;
    int damage = 0;      // after the armour value
    int before_armour = 0;   // after size, before the armour value ("at least 8 damage before armour reduction")
    std::string breaks;      // the attacker's damaged weapon that rolled a 1: destroyed when the blow lands
    bool direct = false;
    std::string text;    // "Theobald hits Bandit leader with Spear: d6: [4] = 4 (entered), armour 0"
};
Result<Blow> roll_blow(Encounter& e, const Attack& a);
// The blow's damage comes off the target's health, its armour is used, and it is logged.
void land_blow(Encounter& e, const Blow& b);

// morale.cpp
// At the start of the fight and of each round: the groups' numbers and everyone's health.
void take_round_start_marks(Encounter& e);
// At the end of a round: lists the groups and lone characters due a morale check (logged);
// true when someone owes a save.
bool open_morale_checks(Encounter& e);
// Drops from the saves due those who left, fell or became immune; when nobody owes one any more
// the next round begins. Returns the refusal naming who still owes a save, if anyone.
Refusal settle_morale(Encounter& e);

} // namespace detail
} // namespace rk
