// Spell casting on the segment clock (rules text 003): casting begins on the caster's initiative
// and the spell goes off `casting time` segments later; a caster hit while casting loses the
// spell, and with it its action for the round.
#include <algorithm>

#include "core/fight/effects.hpp"
#include "core/rules/segments/segments_detail.hpp"

namespace rk {

// "Casting Mage Spells": casting time by the mage's rank in the spell, GK or SK.
int mage_casting_time(SpellCasting casting, int rank) {
    struct Row {
        int highest_rank, gk, sk;
    };
    static constexpr Row kTable[] = {{5, 6, 7}, {10, 5, 6}, {15, 4, 5}, {20, 3, 4}, {21, 2, 3}};
    if (casting == SpellCasting::Cleric) return 0;
    for (const Row& row : kTable)
        if (rank <= row.highest_rank) return casting == SpellCasting::GK ? row.gk : row.sk;
    return casting == SpellCasting::GK ? 1 : 2;   // rank 22 and above
}

namespace detail {

void place_spell(Encounter& e, Combatant& c, SegmentAction& a) {
    const int rolled = *a.start;
    const std::string name = action_name(c, a);
    if (a.casting_time == kOneRoundCasting) {
        // "Spell that take 1 round to cast (normally cleric spells) must start on initiative 10"
        if (rolled >= kMovementFirstSegment) {
            a.start = kMovementFirstSegment;
            log(e, name + " takes a round: casting begins on 10 and it goes off on " + std::to_string(goes_off(a)));
            return;
        }
    } else if (rolled - a.casting_time >= kLastSegment) {
        log(e, name + ": casting begins on " + std::to_string(rolled) + " and it goes off on " + std::to_string(goes_off(a)));
        return;
    }
    // "Otherwise, they will begin casting on initiative 10 of the following round."
    a.start.reset();
    a.next_round = true;
    log(e, name + " cannot go off this round (initiative " + std::to_string(rolled) +
               "): casting begins on 10 of the next round");
}

void begin_castings(Encounter& e) {
    for (auto& c : e.combatants) {
        for (auto& a : part<SegmentsPart>(c).plan.actions) {
            if (a.spell.empty() || !is_pending(a) || *a.start != part<SegmentsFight>(e).segment || a.casting_effect) continue;
            Effect fx;
            fx.name = "Casting " + a.spell;   // no DEF from DEX, Defense or Shield skill meanwhile
            fx.source = c.id;
            fx.target = c.id;
            fx.unit = DurationUnit::Segments;
            fx.expiry = Expiry::EndOfRound;
            fx.remaining = fx.total = a.casting_time;
            fx.formula = std::to_string(a.casting_time) + " segments";
            a.casting_effect = add_effect(e, std::move(fx));
            log(e, "Segment " + std::to_string(part<SegmentsFight>(e).segment) + ": " + c.name + " begins casting " + a.spell + ", which goes off on " +
                       std::to_string(goes_off(a)));
        }
    }
}

void end_casting(Encounter& e, const Combatant& c, SegmentAction& a) {
    if (!a.casting_effect) return;
    remove_effect(e, *a.casting_effect, c.id);
    a.casting_effect.reset();
}

void disrupt_casting(Encounter& e, Combatant& c) {
    if (e.step != Step::Acting) return;
    for (auto& a : part<SegmentsPart>(c).plan.actions) {
        if (a.spell.empty() || !is_pending(a) || part<SegmentsFight>(e).segment > *a.start) continue;
        // "the spell (or spell energy) is lost and so is the spell caster's action for the round"
        lose_remaining_actions(e, c, "hit while casting");
        return;
    }
}

} // namespace detail
} // namespace rk
