// What text 002 (action dice) asks the table for: new sets, who acts, the Refresh's options.
#include <algorithm>
#include <set>

#include "core/rules/action_dice/action_dice.hpp"
#include "core/rules/action_dice/ranks.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/prompt_collector.hpp"

namespace rk::detail {
namespace {

bool is_down(const Combatant& c) { return c.ranks && c.ranks->standing != Standing::Active; }

// The dice a new set rolls (schemes/action_dice.cpp roll_set): the entitled number or a fixed
// set, and a kept die; 0 when nothing is rolled (one die set at 3).
int action_dice_to_roll(const Encounter& e, const Combatant& c) {
    const int kept = part<ActionDicePart>(c).carries_die ? 1 : 0;
    if (!part<ActionDicePart>(c).fixed_dice.empty()) return kept;
    return action_dice_entitled(e, c) + kept;
}

} // namespace

void action_dice_prompts(const Encounter& e, Collector& out) {
    switch (e.step) {
    case Step::RollingInitiative: {
        int missing = 0;
        for (const auto& c : e.combatants) {
            if (part<ActionDicePart>(c).hand_ready || is_down(c)) continue;
            ++missing;
            const int n = action_dice_to_roll(e, c);
            if (n == 0) {
                out.card(c.id, "Take its die", RollInitiative{c.id, {}}, "Fewer than 1 action die: 1 die set at 3");
                continue;
            }
            std::string why = part<ActionDicePart>(c).carries_die ? "With the die it kept" : "Its action dice";
            why += "; each 6 gives one more die: enter it after the others";
            DiceToEnter set = dice(n, 6);
            set.extra_on = 6;   // "Any dice showing a 6 gives you an extra dice" (rerolls give none)
            out.card(c.id, "Roll action dice", RollInitiative{c.id, {}}, why, set);
        }
        if (missing > 1) out.table("Roll for everyone", RollInitiative{0, {}}, "New action dice for everyone");
        break;
    }
    case Step::Acting:
        if (e.acting) {
            const Combatant& c = *e.find(*e.acting);
            // Text 002: "A character must attempt to remove a single STATE each time they would take an action."
            if (c.ranks && !c.ranks->states.empty()) {
                // A State first, then Crushed ("no actions whatsoever"), then Panicked.
                const RankState s = state_to_remove(*c.ranks).value_or(
                    has_state(*c.ranks, RankState::Crushed) ? RankState::Crushed : c.ranks->states.front());
                // Rolled with the characteristic it hits (ranks.cpp): Body, Mind, else Spirit ("Soul").
                const Characteristic ch = s == RankState::Stun ? Characteristic::Body
                                          : s == RankState::Shock ? Characteristic::Mind
                                                                  : Characteristic::Spirit;
                out.card(c.id, "Roll to shake off " + state_name(s), RemoveState{c.id, s, StateRemoval::Roll, {}, std::nullopt},
                         s == RankState::Panicked ? "At the start of its action" : "Its action: fail and the die is lost, it does nothing",
                         dice(roll_dice(c, ch), 6));
                // "They may chose to simply expend a dice and do nothing, in which case one STATE is removed"
                if (s != RankState::Panicked && s != RankState::Crushed)
                    out.card(c.id, "Spend a die: no more " + state_name(s), RemoveState{c.id, s, StateRemoval::SpendDie, {}, std::nullopt},
                             "Its action: it does nothing else");
            }
            // Panicked: "A Panicked creature will take compulsory actions to move as far as possible
            // from the greatest perceived danger": its action is the flight, paid with its highest die.
            if (c.ranks && has_state(*c.ranks, RankState::Panicked) && !part<ActionDicePart>(c).hand.empty()) {
                const auto& hand = part<ActionDicePart>(c).hand;
                Flee flee;
                flee.id = c.id;
                flee.dice = {*std::max_element(hand.begin(), hand.end())};
                out.card(c.id, "Flee (Panicked)", flee, "Compulsory: as far as it can from the greatest danger, no attack");
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
            std::set<int, std::greater<>> faces(part<ActionDicePart>(c).hand.begin(), part<ActionDicePart>(c).hand.end());
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
            return c.id != e.acting && !c.holding && !part<ActionDicePart>(c).hand.empty();
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

} // namespace rk::detail
