// What text 003 (the segment clock) asks the table for: PER against an ambush, declarations,
// initiative per action, which action of the segment goes next.
#include <algorithm>
#include <set>

#include "core/rules/segments/segments_system.hpp"
#include "core/fight/combat.hpp"
#include "core/rules/prompt_collector.hpp"
#include "core/rules/segments/segments.hpp"

namespace rk::detail {
namespace {

bool needs_initiative_roll(const SegmentAction& a) { return !a.start && a.lost.empty() && !a.next_round; }

} // namespace

void segments_prompts(const Encounter& e, Collector& out) {
    switch (e.step) {
    case Step::Surprise: {
        // Text 003: every victim of a sprung ambush rolls PER (d100) before the surprise round.
        std::set<SideId> ambushing;
        for (const auto& c : e.combatants)
            if (part<SegmentsPart>(c).ambusher) ambushing.insert(c.side);
        if (ambushing.empty()) break;
        for (const auto& c : e.combatants)
            if (!ambushing.count(c.side) && !part<SegmentsPart>(c).ambush_per)
                out.card(c.id, "Roll PER", RollAmbush{c.id, {}}, "Against the ambush (PER " + std::to_string(c.stat("per")) + ")",
                         die(100));
        break;
    }
    case Step::Declaring:
        // Attacks, movement and spells are the table's choices (DeclareAttacks, DeclareSpell);
        // whoever declares nothing makes its normal attacks.
        out.table("Done declaring", FinishDeclarations{}, "Undeclared combatants make their normal attacks");
        break;
    case Step::RollingInitiative: {
        int missing = 0;
        for (const auto& c : e.combatants) {
            if (!in_the_fight(e, c)) continue;
            DiceToEnter to_roll;   // one die per action: d10 for the first attack, d8 for the second...
            for (const auto& a : part<SegmentsPart>(c).plan.actions)
                if (needs_initiative_roll(a)) to_roll.sides.push_back(initiative_die_sides(a.number));
            if (to_roll.empty()) continue;
            ++missing;
            const int mod = round_initiative_modifier(e, c);
            out.card(c.id, "Roll initiative", RollInitiative{c.id, {}},
                     "One die per action" + (mod ? std::string(mod > 0 ? ", +" : ", ") + std::to_string(mod) : std::string()),
                     to_roll);
        }
        if (missing > 1) out.table("Roll for everyone", RollInitiative{0, {}}, "Initiative for every action");
        break;
    }
    case Step::Acting: {
        // The actions of one segment go one at a time: the table picks the next among them.
        std::set<CombatantId> shown;
        for (const auto& p : going_off(e))
            if (p.id != e.acting && shown.insert(p.id).second) out.card(p.id, "Act now", ActNow{p.id}, describe(e, p));
        break;
    }
    default: break;
    }
}

std::vector<Prompt> segments_primary(const Encounter& e) {
    switch (e.step) {
    case Step::Surprise: {
        const bool ambush = std::any_of(e.combatants.begin(), e.combatants.end(), [](const Combatant& c) { return part<SegmentsPart>(c).ambusher; });
        // The button says where it goes: the attackers' "surprise round", or round 1's "action declarations".
        if (ambush) return {table_prompt("Start the surprise round", NextTurn{}, "The ambushers' free attack round")};
        return {table_prompt("No ambush: declare actions", NextTurn{}, "Round 1 starts with the declarations")};
    }
    case Step::Declaring: return {table_prompt("Done declaring", FinishDeclarations{})};
    case Step::RollingInitiative:
        return {table_prompt("Roll for everyone", RollInitiative{0, {}}, "Initiative for every action"),
                table_prompt("Start the clock", NextTurn{})};
    case Step::Acting: {
        const bool more_now = going_off(e).size() > 1;
        return {table_prompt(more_now ? "Next action" : "Next segment", NextTurn{}, "Segment " + std::to_string(part<SegmentsFight>(e).segment))};
    }
    default: return {};
    }
}

} // namespace rk::detail
