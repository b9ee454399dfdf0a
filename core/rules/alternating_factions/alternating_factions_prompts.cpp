// What text 004 (alternating factions) asks the table for: the initiative, who acts first,
// a turn or a pass, morale saves.
#include "core/rules/alternating_factions/factions.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/prompt_collector.hpp"
#include "core/fight/turn_order.hpp"

namespace rk::detail {
void alternating_prompts(const Encounter& e, Collector& out) {
    const auto factions = factions_in_fight(e);
    switch (e.step) {
    case Step::RollingInitiative:
        // Text 004: "Initiative is held by the faction which started the fight, or is assigned randomly if that's unclear."
        for (SideId s : factions)
            out.table(side_name(e, s) + " started the fight", GiveInitiative{s}, "They hold the initiative");
        out.table("Roll for the initiative", RollFactionInitiative{}, "When it is unclear who started the fight",
                  die(static_cast<int>(factions.size())));
        break;
    case Step::ChoosingFaction:
        // Text 004: "The faction holding the initiative can decide which faction acts first".
        for (SideId s : factions)
            out.table(side_name(e, s) + " act first", FirstFaction{s}, side_name(e, *part<FactionRound>(e).initiative) + " choose");
        break;
    case Step::Acting:
        if (e.acting || !part<FactionRound>(e).to_move) break;
        // Text 004: the factions "alternate taking turns with a character or passing".
        out.table("Pass", Pass{*part<FactionRound>(e).to_move}, side_name(e, *part<FactionRound>(e).to_move) + " to move");
        for (const auto& c : e.combatants) {
            if (c.side != *part<FactionRound>(e).to_move) continue;
            out.card(c.id, "Take a turn", ActNow{c.id}, side_name(e, c.side) + " to move");
            out.card(c.id, "Break free", BreakFree{c.id, std::nullopt, {}}, "Its turn: a STR save", die(20));
        }
        break;
    case Step::Morale:
        // Text 004: "Make a group WIT save: those who fail must surrender or retreat".
        out.table("Roll all morale", RollMorale{0, {}, "Surrendering"}, "WIT saves: those who fail surrender");
        for (CombatantId id : part<FactionRound>(e).morale_due)
            if (const Combatant* c = e.find(id))
                out.card(id, "Roll morale", RollMorale{id, {}, "Surrendering"},
                         "WIT save (WIT " + std::to_string(c->stat("wit")) + "): fail and it surrenders", die(20));
        break;
    default: break;
    }
}

std::vector<Prompt> alternating_primary(const Encounter& e) {
    switch (e.step) {
    case Step::RollingInitiative: {
        const int n = static_cast<int>(factions_in_fight(e).size());
        return {table_prompt("Roll for the initiative", RollFactionInitiative{}, "Who started the fight is unclear", die(n))};
    }
    case Step::ChoosingFaction: {
        const SideId holder = *part<FactionRound>(e).initiative;
        return {table_prompt(side_name(e, holder) + " act first", FirstFaction{holder}, side_name(e, holder) + " hold the initiative")};
    }
    case Step::Acting: {
        if (e.acting) return {table_prompt("End turn", NextTurn{}, e.find(*e.acting)->name + "'s turn")};
        if (!part<FactionRound>(e).to_move) return {};
        // The first of the faction to move who can take a turn, in the order of the list; else a pass.
        std::vector<Prompt> p;
        for (CombatantId id : turn_order(e))
            if (const Combatant& c = *e.find(id); c.side == *part<FactionRound>(e).to_move)
                p.push_back(Prompt{id, c.name + " takes a turn", side_name(e, c.side) + " to move", ActNow{id}, {}});
        p.push_back(table_prompt("Pass", Pass{*part<FactionRound>(e).to_move}, side_name(e, *part<FactionRound>(e).to_move) + " to move"));
        return p;
    }
    case Step::Morale:
        return {table_prompt("Roll morale for all", RollMorale{0, {}, "Surrendering"}, "WIT saves"),
                table_prompt("Next round", NextTurn{})};
    default: return {};
    }
}

} // namespace rk::detail
