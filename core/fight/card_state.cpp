#include "core/fight/card_state.hpp"

#include <algorithm>

#include "core/fight/combat.hpp"
#include "core/fight/effects.hpp"
#include "core/rules/rule_system.hpp"

namespace rk {

namespace {

bool starts_with(const std::string& s, std::string_view prefix) { return s.rfind(prefix, 0) == 0; }

// The effect that is the stun itself (core/fight/combat.hpp's has_stun_effect reads the same two marks).
bool is_stun_effect(const Effect& fx) { return fx.name == "Stunned" || fx.modifiers.count("stunned") > 0; }

} // namespace

std::vector<CardChip> card_chips(const Encounter& e, const Combatant& c) {
    const RuleSystem& system = rule_system(e);
    std::vector<CardChip> chips;
    const std::optional<std::string> out = out_of_fight(e, c);
    if (out) chips.push_back({*out, "out", true, {}});

    std::vector<std::string> alerts = system.alerts ? system.alerts(e, c) : std::vector<std::string>{};
    // The stun as its text words it ("Stunned: loses its turns"), else plainly: one chip, not two.
    const bool is_stunned = !out && stunned(e, c);
    if (is_stunned) {
        const auto own = std::find_if(alerts.begin(), alerts.end(), [](const std::string& a) { return starts_with(a, "Stunned"); });
        std::string text = own != alerts.end() ? *own : "Stunned";
        if (own != alerts.end()) alerts.erase(own);
        // Its time left on the same chip, not on a second one that says "Stunned" again.
        for (const Effect& fx : e.effects)
            if (fx.target == c.id && is_stun_effect(fx)) text += " · " + remaining_text(fx);
        chips.push_back({std::move(text), "stunned", true, "Stunned"});
    }

    std::vector<CardChip> own = system.card_chips ? system.card_chips(e, c) : std::vector<CardChip>{};
    const bool says_surprise = std::any_of(own.begin(), own.end(), [](const CardChip& x) { return x.tag == "surprised"; });
    if (!out && !says_surprise && surprised(e, c)) chips.push_back({"Surprised", "surprised", true, {}});
    for (std::size_t i = 0; i < alerts.size(); ++i) chips.push_back({alerts[i], "alert-" + std::to_string(i), true, {}});
    chips.insert(chips.end(), own.begin(), own.end());

    const bool says_held = std::any_of(own.begin(), own.end(), [](const CardChip& x) { return x.tag == "held"; });
    if (c.holding && !says_held) chips.push_back({"holding", "held", false, {}});
    if (c.acted) chips.push_back({"done", "done", false, {}});
    if (c.hidden) chips.push_back({"hidden", "hidden", false, {}});
    // Beside the hit points they would crowd the name on a phone's row: a chip of their own.
    if (c.hp && c.hp->temp > 0) {
        const std::string temp = "+" + std::to_string(c.hp->temp) + " temp";
        chips.push_back({temp + " hit points", "temp", false, temp});
    }
    for (const Effect& fx : e.effects)
        if (fx.target == c.id && !(is_stunned && is_stun_effect(fx))) chips.push_back({fx.name + ": " + remaining_text(fx), "effect-" + std::to_string(fx.id), false, fx.name});
    return chips;
}

} // namespace rk
