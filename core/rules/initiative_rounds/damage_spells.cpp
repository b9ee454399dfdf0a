// Rules text 000: the spells that do damage, and the resistances that cut it. "Spells ... Effect:
// All spells do 1/2 damage and/or have their duration halved" (durations: core/fight/effects.cpp);
// "Fire, Electricity, or Posion ... All attacks of the resistance in question do no damage".
#include <algorithm>
#include <set>

#include "core/model/bounded.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/initiative_rounds/mini_actions.hpp"

namespace rk::detail {
namespace {

struct SpellText {
    const char* name;
    int base;                  // "6 damage + caster's level", "8 damage + caster's level"
    bool many_targets;         // Fireball: "Every mini ... within the path of the fireball"
    const char* stopped_by;    // the stat of the resistance that takes all of it, if any
};

SpellText text_of(DamageSpell s) {
    switch (s) {
    case DamageSpell::FlyingFist: return {"Flying fist", 6, false, nullptr};
    case DamageSpell::LightningBolt: return {"Lightning bolt", 6, false, "resist_electricity"};
    case DamageSpell::Fireball: return {"Fireball", 8, true, "resist_fire"};
    }
    return {"a spell", 0, false, nullptr};
}

} // namespace

Refusal handle(Encounter& e, const CastDamageSpell& a) {
    if (auto bad = require_text_000(e, "A damage spell")) return bad;
    const Combatant* caster = e.find(a.caster);
    if (!caster) return unknown_combatant(a.caster);
    const SpellText spell = text_of(a.spell);
    // Statue: "Mini affected cannot move or attack"; running: "cannot cast spells of any kind".
    if (auto bad = may_cast_or_attack(e, *caster, std::string("cast ") + spell.name)) return bad;
    if (a.targets.empty()) return {Why::NothingChosen, std::string("Choose who the ") + spell.name + " hits"};
    if (!spell.many_targets && a.targets.size() > 1) return {Why::BadSpell, std::string(spell.name) + " hits one mini"};
    if (std::set<CombatantId>(a.targets.begin(), a.targets.end()).size() != a.targets.size())
        return {Why::BadSpell, std::string("Each mini is hit once")};
    for (CombatantId id : a.targets) {
        const Combatant* t = e.find(id);
        if (!t) return unknown_combatant(id);
        if (!t->hp) return {Why::NoHitPoints, t->name + " has no life points to lose"};
    }
    const int full = bounded_sum(spell.base, caster->level);   // a level read from a file may be anything
    log(e, caster->name + " casts " + spell.name + ": " + std::to_string(full) + " damage (" + std::to_string(spell.base) +
               " + level " + std::to_string(caster->level) + ")");
    for (CombatantId id : a.targets) {
        const Combatant& t = *e.find(id);
        int amount = std::max(0, full);
        if (spell.stopped_by && t.stat(spell.stopped_by) != 0) {
            log(e, t.name + "'s resistance takes all of it");
            amount = 0;
        } else if (t.stat("resist_spells") != 0) {
            amount /= 2;   // "1/2 damage", rounded down as the text's halved durations are
            log(e, t.name + "'s Spells resistance halves it to " + std::to_string(amount));
        }
        if (auto bad = handle(e, Damage{id, amount})) return bad;
    }
    return std::nullopt;
}

} // namespace rk::detail
