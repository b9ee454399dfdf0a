// Penetrating missiles stuck in a wound after a critical (rules text 003): a DEX penalty and
// bleeding damage every round in combat, until First Aid removes them (RemoveEffect).
#include "core/fight/effects.hpp"
#include "core/rules/segments/segments_detail.hpp"

namespace rk {

StuckMissile stuck_missile(Missile m, bool grievous) {
    StuckMissile s;
    switch (m) {
    case Missile::None: return s;
    case Missile::Arrow:
    case Missile::Quarrel: s = {2, 1}; break;   // "-2 DEX penalty ... 1 point of bleeding damage per round"
    case Missile::Javelin: s = {3, 2}; break;   // "-3 DEX penalty ... 2 points of bleeding damage per round"
    case Missile::Spear: s = {4, 5}; break;     // the third paragraph ("-4 DEX ... 5 points"), read as the spear
    }
    // "With a grievous wound, the DEX penalty is increased by 1 (i.e., -3, -4 or -5)."
    if (grievous) ++s.dex_penalty;
    return s;
}

std::string_view missile_name(Missile m) {
    switch (m) {
    case Missile::None: return "";
    case Missile::Arrow: return "arrow";
    case Missile::Quarrel: return "quarrel";
    case Missile::Javelin: return "javelin";
    case Missile::Spear: return "spear";
    }
    return "";
}

int bleeding_per_round(const Encounter& e, CombatantId id) { return std::max(0, effect_modifier(e, id, "bleeding")); }

namespace detail {

void stick_missile(Encounter& e, const Combatant& c, Missile m, bool grievous) {
    const StuckMissile s = stuck_missile(m, grievous);
    std::string name(missile_name(m));
    name[0] = static_cast<char>(name[0] - 'a' + 'A');
    Effect fx;
    fx.name = name + " stuck";
    fx.target = c.id;
    fx.unit = DurationUnit::UntilRemoved;
    fx.expiry = Expiry::Never;
    fx.modifiers = {{"dex", -s.dex_penalty}, {"bleeding", s.bleeding}};
    fx.formula = "until removed (First Aid)";
    add_effect(e, std::move(fx));
    log(e, "A" + std::string(m == Missile::Arrow ? "n " : " ") + std::string(missile_name(m)) + " is stuck in " + c.name + ": -" +
               std::to_string(s.dex_penalty) + " DEX and " + std::to_string(s.bleeding) +
               " bleeding damage every round in combat until it is removed");
}

void bleed(Encounter& e) {
    for (auto& c : e.combatants) {
        if (!c.hp) continue;
        int amount = 0;
        std::vector<std::string> causes;
        for (const Effect& fx : e.effects) {
            if (fx.target != c.id || fx.started_round >= e.round) continue;   // from the round after it began
            auto it = fx.modifiers.find("bleeding");
            if (it == fx.modifiers.end() || it->second <= 0) continue;
            amount += it->second;
            causes.push_back(fx.name);
        }
        if (amount == 0) continue;
        const int before = c.hp->current;
        c.hp->current = std::max(-100000, c.hp->current - take_temp_first(*c.hp, amount));
        std::string why;
        for (const auto& cause : causes) why += (why.empty() ? "" : ", ") + cause;
        log(e, c.name + " bleeds " + std::to_string(amount) + " (" + why + "): " + std::to_string(c.hp->current) + "/" +
                   std::to_string(c.hp->max));
        note_wound_change(e, c, before);
    }
}

} // namespace detail
} // namespace rk
