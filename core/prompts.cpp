// What the rules ask the table for right now (prompts.hpp). Each scheme has its own function
// for its steps; rolls owed under text 002's ranks come from rolls_due and go with any scheme.
//
// The reducer has the last word: a prompt is only offered when rk::apply accepts its action in
// this state, so a button never answers with a refusal. Where the scheme's own bookkeeping
// decides who owes something (text 000's tie rolls), that check is what picks them out.
#include "prompts.hpp"

#include <algorithm>
#include <concepts>
#include <cstdlib>
#include <limits>
#include <set>
#include <utility>

#include "action_dice.hpp"
#include "countdown.hpp"
#include "factions.hpp"
#include "ranks.hpp"
#include "reducer.hpp"
#include "segments.hpp"
#include "turn_order.hpp"

namespace rk {
namespace {

bool accepted(const Encounter& e, const Action& a) { return apply(e, a).is_ok(); }

std::string die(int sides) {
    std::string s = "d";   // appended, not "d" + ...: GCC 12 warns falsely (-Wrestrict) on that
    s += std::to_string(sides);
    return s;
}
std::string dice(int count, int sides) { return std::to_string(count) + die(sides); }

std::string side_name(const Encounter& e, SideId id) {
    const Side* s = e.find_side(id);
    return s ? s->name : "Side " + std::to_string(id);
}

// Gathers the prompts: those for the whole table first, then the combatants' in turn order.
class Collector {
public:
    explicit Collector(const Encounter& e) : e_(e) {}

    void table(std::string text, Action action, std::string why = {}, std::string dice = {}) {
        add(std::nullopt, std::move(text), std::move(action), std::move(why), std::move(dice));
    }
    void card(CombatantId id, std::string text, Action action, std::string why = {}, std::string dice = {}) {
        add(id, std::move(text), std::move(action), std::move(why), std::move(dice));
    }

    std::vector<Prompt> done() && {
        const auto order = turn_order(e_);
        auto place = [&](CombatantId id) {
            return static_cast<size_t>(std::find(order.begin(), order.end(), id) - order.begin());
        };
        std::stable_sort(cards_.begin(), cards_.end(),
                         [&](const Prompt& a, const Prompt& b) { return place(*a.who) < place(*b.who); });
        table_.insert(table_.end(), std::make_move_iterator(cards_.begin()), std::make_move_iterator(cards_.end()));
        return std::move(table_);
    }

private:
    void add(std::optional<CombatantId> who, std::string text, Action action, std::string why, std::string dice) {
        if (!accepted(e_, action)) return;
        Prompt p{who, std::move(text), std::move(why), std::move(action), std::move(dice)};
        (who ? cards_ : table_).push_back(std::move(p));
    }

    const Encounter& e_;
    std::vector<Prompt> table_, cards_;
};

Prompt table_prompt(std::string text, Action action, std::string why = {}, std::string dice = {}) {
    return {std::nullopt, std::move(text), std::move(why), std::move(action), std::move(dice)};
}

// ---- the generic scheme and text 000 (initiative rounds) ----

// A mini's initiative value, as schemes/initiative_rounds.cpp reads it: the round's roll or the
// "initiative" stat, with effect modifiers; none at all acts after everyone.
std::optional<int> round_value(const Encounter& e, const Combatant& c) {
    if (!c.initiative && !c.stats.count("initiative")) return std::nullopt;
    return effective_initiative(e, c);
}

// Text 000: a mini can act in the current initiative round if it has not acted and its value is
// not lower than the round's.
bool may_join_round(const Encounter& e, const Combatant& c) {
    return !c.acted && round_value(e, c).value_or(std::numeric_limits<int>::min()) >= e.count;
}

std::vector<CombatantId> undeclared_for_round(const Encounter& e) {
    std::vector<CombatantId> ids;
    for (CombatantId id : turn_order(e))
        if (const Combatant& c = *e.find(id); may_join_round(e, c) && !c.declared) ids.push_back(id);
    return ids;
}

std::string round_words(const Encounter& e) {
    if (e.count == std::numeric_limits<int>::min()) return "The round of those without initiative";
    return "Initiative round " + std::to_string(e.count);
}

void initiative_rounds_prompts(const Encounter& e, Collector& out) {
    // The generic scheme rolls d20 + modifier; text 000's value is on the mini's sheet instead.
    if (e.ruleset == Ruleset::HighestFirst) {
        int missing = 0;
        for (const auto& c : e.combatants) {
            if (round_value(e, c)) continue;
            ++missing;
            const int mod = c.stat("initiative_modifier");
            out.card(c.id, "Roll initiative", RollInitiative{c.id, {}},
                     mod ? "d20 " + std::string(mod > 0 ? "+ " : "- ") + std::to_string(std::abs(mod)) : "d20", "d20");
        }
        if (missing > 1) out.table("Roll for everyone", RollInitiative{0, {}}, "Initiative for everyone who has none");
    }
    if (e.phase != Phase::Running) return;

    switch (e.step) {
    case Step::Declaring: {
        // Text 000: "each participant must declare which mini's will be performing actions".
        const auto ids = undeclared_for_round(e);
        if (!ids.empty()) out.table("Everyone acts", DeclareActors{ids}, round_words(e) + ": declare every mini that can act");
        for (CombatantId id : ids) out.card(id, "Declare", DeclareActors{{id}}, "Acts in " + round_words(e));
        out.table("Done declaring", FinishDeclarations{}, round_words(e) + " starts with those declared");
        break;
    }
    case Step::RollingTies:
        // Text 000: "roll percentile dice for each mini, adding their character levels"; the
        // reducer knows who still owes one (first rolls, then re-rolls while they tie).
        out.table("Roll all ties", RollTie{0, {}}, "d100 + level for every mini that owes one");
        for (const auto& c : e.combatants)
            out.card(c.id, "Roll for the tie", RollTie{c.id, {}}, "d100 + level " + std::to_string(c.level), "d100");
        break;
    case Step::Acting:
        // Text 000: a mini "can decide to wait to peform actions on a later inititiave round";
        // the table may also pick who goes first among equals.
        for (const auto& c : e.combatants) {
            if (!c.declared || c.acted) continue;
            if (e.acting != c.id) out.card(c.id, "Act now", ActNow{c.id}, round_words(e));
            out.card(c.id, "Wait", Hold{c.id}, "Act in a later initiative round");
        }
        break;
    default: break;
    }
}

std::vector<Prompt> initiative_rounds_primary(const Encounter& e) {
    switch (e.step) {
    case Step::Declaring: {
        const bool someone_declared = std::any_of(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) {
            return c.declared && may_join_round(e, c);
        });
        std::vector<Prompt> p;
        if (!someone_declared) {
            const auto ids = undeclared_for_round(e);
            if (!ids.empty()) p.push_back(table_prompt("Everyone acts", DeclareActors{ids}, round_words(e)));
        }
        p.push_back(table_prompt("Done declaring", FinishDeclarations{}, round_words(e)));
        return p;
    }
    case Step::RollingTies:
        return {table_prompt("Roll all ties", RollTie{0, {}}, "d100 + level"), table_prompt("Next", NextTurn{})};
    default: break;
    }
    if (e.ruleset == Ruleset::HighestFirst) return {table_prompt("Next turn", NextTurn{})};
    if (e.settings.tie_rule == TieRule::Simultaneous)
        return {table_prompt("Next initiative round", NextTurn{}, round_words(e) + " acts at once")};
    return {table_prompt("Next mini", NextTurn{}, round_words(e))};
}

// ---- text 001 (countdown) ----

void countdown_prompts(const Encounter& e, Collector& out) {
    switch (e.step) {
    case Step::Surprise:
        // Text 001: a surprise die for whoever may be caught unaware, before the first segment.
        if (e.count == 0)
            for (const auto& c : e.combatants)
                if (!c.surprise_roll)
                    out.card(c.id, "Roll surprise", RollSurprise{c.id, "d6", {}}, "1 or 2: surprised for that many segments",
                             "d6");
        break;
    case Step::Declaring:
        // Spells and charges are the table's own words (DeclareAction): only the end is a button.
        out.table("Done declaring", FinishDeclarations{}, "Spells and charges are declared: roll initiative");
        break;
    case Step::RollingInitiative:
        if (e.settings.side_initiative) {
            for (SideId s : factions_in_fight(e))
                out.table("Roll for " + side_name(e, s), RollSideInitiative{s, {}}, "One d10 for the whole side", "d10");
            break;
        }
        {
            int missing = 0;
            for (const auto& c : e.combatants) {
                if (c.initiative) continue;
                ++missing;
                const DiceFormula f = countdown_initiative_die(e, c);
                const std::string why = e.settings.dex_initiative_die ? "The DEX die (DEX " + std::to_string(c.stat("dex", 10)) + ")"
                                                                      : "Acts on that count";
                out.card(c.id, "Roll initiative", RollInitiative{c.id, {}}, why, die(f.sides));
            }
            if (missing > 1) out.table("Roll for everyone", RollInitiative{0, {}}, "Initiative for everyone who has none");
        }
        break;
    case Step::Acting:
        if (e.acting) out.card(*e.acting, "Hold", Hold{*e.acting}, "Act after count 1, with the other held actions");
        break;
    case Step::Held:
        // Held actions go off together: the table picks which to resolve next.
        for (const auto& c : e.combatants)
            if (c.holding && !c.acted && e.acting != c.id) out.card(c.id, "Act now", ActNow{c.id}, "Held action");
        break;
    default: break;
    }
}

std::vector<Prompt> countdown_primary(const Encounter& e) {
    switch (e.step) {
    case Step::Surprise:
        if (e.count == 0) {
            const bool surprised = std::any_of(e.combatants.begin(), e.combatants.end(),
                                               [](const Combatant& c) { return c.surprised_segments > 0; });
            return {table_prompt("Go on", NextTurn{}, surprised ? "The surprise segments" : "Nobody is surprised: declarations")};
        }
        return {table_prompt("End turn", NextTurn{}, "Surprise segment " + std::to_string(e.count))};
    case Step::Declaring: return {table_prompt("Done declaring", FinishDeclarations{})};
    case Step::RollingInitiative: {
        std::vector<Prompt> p;
        if (e.settings.side_initiative) {
            for (SideId s : factions_in_fight(e))
                p.push_back(table_prompt("Roll for " + side_name(e, s), RollSideInitiative{s, {}}, "One d10 for the side", "d10"));
        } else {
            p.push_back(table_prompt("Roll for everyone", RollInitiative{0, {}}, "Initiative for everyone who has none"));
        }
        p.push_back(table_prompt("Start the countdown", NextTurn{}));
        return p;
    }
    case Step::Acting: return {table_prompt("End turn", NextTurn{}, "Count " + std::to_string(e.count))};
    case Step::Held: return {table_prompt("End turn", NextTurn{}, "Held actions")};
    default: return {};
    }
}

// ---- text 002 (action dice and the Refresh) ----

bool is_down(const Combatant& c) { return c.ranks && c.ranks->standing != Standing::Active; }

// The dice a new set rolls (schemes/action_dice.cpp roll_set): the entitled number or a fixed
// set, and a kept die; 0 when nothing is rolled (one die set at 3).
int action_dice_to_roll(const Encounter& e, const Combatant& c) {
    const int kept = c.carries_die ? 1 : 0;
    if (!c.fixed_action_dice.empty()) return kept;
    return action_dice_entitled(e, c) + kept;
}

void action_dice_prompts(const Encounter& e, Collector& out) {
    switch (e.step) {
    case Step::RollingInitiative: {
        int missing = 0;
        for (const auto& c : e.combatants) {
            if (c.action_dice_ready || is_down(c)) continue;
            ++missing;
            const int n = action_dice_to_roll(e, c);
            if (n == 0) {
                out.card(c.id, "Take its die", RollInitiative{c.id, {}}, "Fewer than 1 action die: 1 die set at 3");
                continue;
            }
            std::string why = c.carries_die ? "With the die it kept" : "Its action dice";
            why += "; each 6 gives one more die: enter it after the others";
            out.card(c.id, "Roll action dice", RollInitiative{c.id, {}}, why, dice(n, 6));
        }
        if (missing > 1) out.table("Roll for everyone", RollInitiative{0, {}}, "New action dice for everyone");
        break;
    }
    case Step::Acting:
        if (e.acting) {
            const Combatant& c = *e.find(*e.acting);
            // Text 002: "A character must attempt to remove a single STATE each time they would take an action."
            if (c.ranks && !c.ranks->states.empty()) {
                const RankState s = state_to_remove(*c.ranks).value_or(c.ranks->states.front());
                // Rolled with the characteristic it hits (ranks.cpp): Body, Mind, else Spirit ("Soul").
                const Characteristic ch = s == RankState::Stun ? Characteristic::Body
                                          : s == RankState::Shock ? Characteristic::Mind
                                                                  : Characteristic::Spirit;
                out.card(c.id, "Roll to shake off " + state_name(s), RemoveState{c.id, s, StateRemoval::Roll, {}},
                         "Before its action: fail and it does nothing", dice(roll_dice(c, ch), 6));
            }
            out.card(c.id, "Call a Refresh", CallRefresh{c.id}, "If it cannot afford the action it wants: everyone else gets one more option");
            break;
        }
        {
            const auto top = may_act_now(e);
            for (CombatantId id : top) out.card(id, "Act now", ActNow{id}, "Most dice: the table picks who goes first");
            // "Creatures can elect to hold their actions": a held action goes off when its holder
            // chooses, offered between actions rather than in the middle of someone else's.
            for (const auto& c : e.combatants)
                if (c.holding && std::find(top.begin(), top.end(), c.id) == top.end())
                    out.card(c.id, "Act now", ActNow{c.id}, "Holding its action");
        }
        break;
    case Step::Refresh:
        // Text 002: "Everyone else then gets one more option to act" or to keep one die.
        if (!e.acting)
            for (CombatantId id : may_act_now(e)) out.card(id, "Act now", ActNow{id}, "Its last option before the new dice");
        for (CombatantId id : refresh_options_left(e)) {
            const Combatant& c = *e.find(id);
            std::set<int, std::greater<>> faces(c.action_dice.begin(), c.action_dice.end());
            for (int face : faces)
                out.card(id, "Keep the " + std::to_string(face), RefreshOption{id, face}, "Rolled with its next set");
            out.card(id, "Pass", RefreshOption{id, std::nullopt}, "Its dice go");
        }
        break;
    default: break;
    }
}

std::vector<Prompt> action_dice_primary(const Encounter& e) {
    switch (e.step) {
    case Step::RollingInitiative:
        return {table_prompt("Roll for everyone", RollInitiative{0, {}}, "New action dice for everyone"),
                table_prompt("Start the countdown", NextTurn{})};
    case Step::Acting: {
        if (!e.acting) {
            const auto next = action_dice_next(e);
            return {table_prompt("Next turn", NextTurn{}, next ? e.find(*next)->name + " acts" : std::string())};
        }
        // "hold their actions simply by not taking one": while someone else may still act. When
        // everyone else holds, holding only brings the countdown back: the way on is a Refresh.
        const bool others = std::any_of(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) {
            return c.id != e.acting && !c.holding && !c.action_dice.empty();
        });
        const CombatantId id = *e.acting;
        if (others) return {table_prompt("Hold", NextTurn{}, e.find(id)->name + " takes no action for now")};
        return {Prompt{id, "Call a Refresh", "Nobody else is ready to act", CallRefresh{id}, {}}};
    }
    case Step::Refresh:
        if (e.acting) return {table_prompt("Pass", NextTurn{}, e.find(*e.acting)->name + "'s last option: its dice go")};
        return {table_prompt("Next turn", NextTurn{}, "The next option before the new dice")};
    default: return {};
    }
}

// ---- text 003 (the segment clock) ----

bool needs_initiative_roll(const SegmentAction& a) { return !a.start && a.lost.empty() && !a.next_round; }

void segments_prompts(const Encounter& e, Collector& out) {
    switch (e.step) {
    case Step::Surprise: {
        // Text 003: every victim of a sprung ambush rolls PER (d100) before the surprise round.
        std::set<SideId> ambushing;
        for (const auto& c : e.combatants)
            if (c.ambusher) ambushing.insert(c.side);
        if (ambushing.empty()) break;
        for (const auto& c : e.combatants)
            if (!ambushing.count(c.side) && !c.ambush_per)
                out.card(c.id, "Roll PER", RollAmbush{c.id, {}}, "Against the ambush (PER " + std::to_string(c.stat("per")) + ")",
                         "d100");
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
            std::string to_roll;
            for (const auto& a : c.plan.actions)
                if (needs_initiative_roll(a)) to_roll += (to_roll.empty() ? "" : ", ") + die(initiative_die_sides(a.number));
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
        const bool ambush = std::any_of(e.combatants.begin(), e.combatants.end(), [](const Combatant& c) { return c.ambusher; });
        return {table_prompt("Go on", NextTurn{}, ambush ? "The surprise round" : "No ambush: declare round 1")};
    }
    case Step::Declaring: return {table_prompt("Done declaring", FinishDeclarations{})};
    case Step::RollingInitiative:
        return {table_prompt("Roll for everyone", RollInitiative{0, {}}, "Initiative for every action"),
                table_prompt("Start the clock", NextTurn{})};
    case Step::Acting: {
        const bool more_now = going_off(e).size() > 1;
        return {table_prompt(more_now ? "Next action" : "Next segment", NextTurn{}, "Segment " + std::to_string(e.count))};
    }
    default: return {};
    }
}

// ---- text 004 (alternating factions) ----

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
            out.table(side_name(e, s) + " act first", FirstFaction{s}, side_name(e, *e.factions.initiative) + " choose");
        break;
    case Step::Acting:
        if (e.acting || !e.factions.to_move) break;
        // Text 004: the factions "alternate taking turns with a character or passing".
        out.table("Pass", Pass{*e.factions.to_move}, side_name(e, *e.factions.to_move) + " to move");
        for (const auto& c : e.combatants) {
            if (c.side != *e.factions.to_move) continue;
            out.card(c.id, "Take a turn", ActNow{c.id}, side_name(e, c.side) + " to move");
            out.card(c.id, "Break free", BreakFree{c.id, std::nullopt, {}}, "Its turn: a STR save", "d20");
        }
        break;
    case Step::Morale:
        // Text 004: "Make a group WIT save: those who fail must surrender or retreat".
        out.table("Roll all morale", RollMorale{0, {}, "Surrendering"}, "WIT saves: those who fail surrender");
        for (CombatantId id : e.factions.morale_due)
            if (const Combatant* c = e.find(id))
                out.card(id, "Roll morale", RollMorale{id, {}, "Surrendering"},
                         "WIT save (WIT " + std::to_string(c->stat("wit")) + "): fail and it surrenders", "d20");
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
        const SideId holder = *e.factions.initiative;
        return {table_prompt(side_name(e, holder) + " act first", FirstFaction{holder}, side_name(e, holder) + " hold the initiative")};
    }
    case Step::Acting: {
        if (e.acting) return {table_prompt("End turn", NextTurn{}, e.find(*e.acting)->name + "'s turn")};
        if (!e.factions.to_move) return {};
        // The first of the faction to move who can take a turn, in the order of the list; else a pass.
        std::vector<Prompt> p;
        for (CombatantId id : turn_order(e))
            if (const Combatant& c = *e.find(id); c.side == *e.factions.to_move)
                p.push_back(Prompt{id, c.name + " takes a turn", side_name(e, c.side) + " to move", ActNow{id}, {}});
        p.push_back(table_prompt("Pass", Pass{*e.factions.to_move}, side_name(e, *e.factions.to_move) + " to move"));
        return p;
    }
    case Step::Morale:
        return {table_prompt("Roll morale for all", RollMorale{0, {}, "Surrendering"}, "WIT saves"),
                table_prompt("Next round", NextTurn{})};
    default: return {};
    }
}

// ---- text 002's ranks: rolls owed under any scheme ----

void owed_rolls_prompts(const Encounter& e, Collector& out) {
    std::set<std::pair<CombatantId, DueKind>> once;   // a check or an injury: the oldest is rolled first
    std::set<WoundId> bleeders;
    for (const DueRoll& d : rolls_due(e)) {
        const Combatant& c = *e.find(d.id);
        std::string why = d.what;
        if (why.rfind(c.name + ": ", 0) == 0) why.erase(0, c.name.size() + 2);   // shown on its own card
        switch (d.kind) {
        case DueKind::Bleeder:
            // Text 002: "The target must make a BODY roll at the start of each Round or suffer an extra Physical Rank loss."
            if (bleeders.insert(d.wound).second)
                out.card(d.id, "Roll for the bleeder", RollBleeder{d.id, d.wound, {}}, why, dice(d.dice, 6));
            break;
        case DueKind::Check:
            // The oldest check goes first (RollCheck): a Will roll against falling unconscious, else BODY.
            if (once.insert({d.id, d.kind}).second) {
                const bool will = c.ranks->checks.front().kind == CheckKind::Unconscious;
                out.card(d.id, will ? "Roll Will" : "Roll BODY", RollCheck{d.id, {}}, why, dice(d.dice, 6));
            }
            break;
        case DueKind::InjuryLocation:
        case DueKind::InjuryEffect:
            if (!once.insert({d.id, DueKind::InjuryLocation}).second) break;
            if (d.kind == DueKind::InjuryLocation) out.card(d.id, "Roll the injury", RollInjury{d.id, {}}, why, "4d6");
            else out.card(d.id, "Roll the injury's effect", RollInjuryEffect{d.id, {}, std::nullopt}, why, "d6");
            break;
        case DueKind::Fear:
            out.card(d.id, "Roll against fear", RollFear{d.id, {}, false}, why, dice(d.dice, 6));
            break;
        }
    }
}

} // namespace

std::vector<Prompt> prompts(const Encounter& e) {
    Collector out(e);
    if (e.phase == Phase::Ended) return {};
    switch (e.ruleset) {
    case Ruleset::HighestFirst:
    case Ruleset::InitiativeRounds: initiative_rounds_prompts(e, out); break;
    case Ruleset::Countdown:
        if (e.phase == Phase::Running) countdown_prompts(e, out);
        break;
    case Ruleset::ActionDice:
        if (e.phase == Phase::Running) action_dice_prompts(e, out);
        break;
    case Ruleset::Segments:
        if (e.phase == Phase::Running) segments_prompts(e, out);
        break;
    case Ruleset::AlternatingFactions:
        if (e.phase == Phase::Running) alternating_prompts(e, out);
        break;
    }
    if (e.phase == Phase::Running) owed_rolls_prompts(e, out);
    return std::move(out).done();
}

std::optional<Prompt> primary_prompt(const Encounter& e) {
    if (e.phase == Phase::Ended) return std::nullopt;
    std::vector<Prompt> candidates;
    if (e.phase == Phase::Setup) {
        candidates.push_back(table_prompt("Start the fight", StartEncounter{}));
    } else {
        switch (e.ruleset) {
        case Ruleset::HighestFirst:
        case Ruleset::InitiativeRounds: candidates = initiative_rounds_primary(e); break;
        case Ruleset::Countdown: candidates = countdown_primary(e); break;
        case Ruleset::ActionDice: candidates = action_dice_primary(e); break;
        case Ruleset::Segments: candidates = segments_primary(e); break;
        case Ruleset::AlternatingFactions: candidates = alternating_primary(e); break;
        }
    }
    for (auto& p : candidates)
        if (accepted(e, p.action)) return std::move(p);
    // The scheme's own move waits on something owed (a PER roll, a WIT score...): the first thing due.
    if (e.phase == Phase::Running) {
        auto due = prompts(e);
        if (!due.empty()) return std::move(due.front());
    }
    return std::nullopt;
}

Action with_entered_faces(Action action, std::vector<int> faces) {
    std::visit(
        [&](auto& a) {
            if constexpr (requires { { a.roll } -> std::same_as<RollInput&>; }) a.roll.faces = std::move(faces);
        },
        action);
    return action;
}

} // namespace rk
