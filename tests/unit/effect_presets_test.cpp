// Effect presets per system (issue 14, item 12): a text's named spells and conditions put on a
// combatant in one tap, with the text's duration in the text's unit; a dice duration is rolled
// with the encounter's own dice (the same state rolls the same, as undo and replay need).
#include <algorithm>
#include <set>
#include <string>

#include "core/fight/combat.hpp"
#include "core/fight/duration.hpp"
#include "core/fight/effect_presets.hpp"
#include "core/formats/serialize.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/segments/segments_system.hpp"
#include "helpers.hpp"

namespace rk::test {
namespace {

const EffectPreset& preset(Ruleset r, std::string_view name) {
    const auto all = rule_system(r).effect_presets;
    const auto it = std::find_if(all.begin(), all.end(), [&](const EffectPreset& p) { return p.name == name; });
    REQUIRE(it != all.end());
    return *it;
}


const Effect& only_effect(const Encounter& e) {
    REQUIRE(e.effects.size() == 1);
    return e.effects.front();
}

} // namespace

TEST_CASE("presets: every system's presets parse, and a named spell's needs a caster only by its level", "[presets]") {
    for (const RuleSystem* system : rule_systems())
        for (const EffectPreset& p : system->effect_presets) {
            INFO(system->key << ": " << p.name << " (" << p.duration << ")");
            CHECK(parse_duration(p.duration).is_ok());
            const AddEffect a = preset_effect(p, 1, std::nullopt);
            CHECK(a.name == p.name);
            CHECK(a.duration == p.duration);
            CHECK(a.resistible == p.spell);
        }
    CHECK(preset_needs_caster(preset(kInitiativeRounds, "Speed")));
    CHECK_FALSE(preset_needs_caster(preset(kCountdown, "Stunned")));
}

TEST_CASE("presets 001: a Mighty Blow's stun for 1d3 rounds, rolled with the encounter's dice", "[presets][001]") {
    // 001_9b33af6f46041b76.txt: "7-14 Oof! Strike to the groin, head or other painful blow stuns the character for 1d3 rounds"
    const Encounter e = started_sample(kCountdown);
    const CombatantId ghoul = 3;
    const AddEffect stun = preset_effect(preset(kCountdown, "Stunned"), ghoul, std::nullopt);
    const Encounter once = must(e, stun);
    const Effect& fx = only_effect(once);
    CHECK(fx.name == "Stunned");
    CHECK(fx.unit == DurationUnit::Rounds);
    CHECK(fx.formula == "1d3 rounds");
    CHECK((fx.total >= 1 && fx.total <= 3));
    CHECK(fx.remaining == fx.total);
    CHECK_FALSE(once.rng == e.rng);                    // the roll came from the encounter's dice ...
    CHECK(only_effect(must(e, stun)).total == fx.total);   // ... so the same state rolls the same
    CHECK(why_not_acting(once, *once.find(ghoul)) == std::optional<std::string>("stunned"));   // it loses its turns
    // Stun after stun: the encounter's dice move on, and every face of the d3 comes up, nothing else.
    std::set<int> seen;
    Encounter walk = e;
    for (int i = 0; i < 30; ++i) {
        walk = must(walk, stun);
        seen.insert(walk.effects.back().total);
    }
    CHECK(seen == std::set<int>{1, 2, 3});
    // 001_9b33af6f46041b76.txt: "Anyone who is already stunned will be knocked unconscious for 1d4 rounds"
    const Encounter knocked = must(e, preset_effect(preset(kCountdown, "Unconscious"), ghoul, std::nullopt));
    const Effect& out = only_effect(knocked);
    CHECK((out.total >= 1 && out.total <= 4));
    CHECK(out.unit == DurationUnit::Rounds);
    CHECK(why_not_acting(knocked, *knocked.find(ghoul)) == std::optional<std::string>("unconscious"));
    // 001_9b33af6f46041b76.txt: "a helmet knocked awry might cover a character's eyes until 1d3 rounds are taken to fix it"
    CHECK(preset(kCountdown, "Helmet awry").duration == "1d3 rounds");
}

TEST_CASE("presets 000: Speed in turns from the caster's level, +3 initiative", "[presets][000]") {
    // 000_d5980b65f981aac0.txt: "Duration: 1 turn + caster's level"
    const Encounter e = started_sample(kInitiativeRounds);
    const CombatantId knight = 1, orc = 3;   // the Knight is level 3
    const Effect& fx = only_effect(must(e, preset_effect(preset(kInitiativeRounds, "Speed"), orc, knight)));
    CHECK(fx.unit == DurationUnit::Turns);
    CHECK(fx.total == 1 + 3);
    CHECK(fx.modifiers.at("initiative") == 3);
    // Without a caster the reducer refuses it: the one-tap chip is not offered.
    CHECK(refusal_code(e, preset_effect(preset(kInitiativeRounds, "Speed"), orc, std::nullopt)) == Why::EffectNeedsCombatant);
}

TEST_CASE("presets 003: stunned for the rest of the round", "[presets][003]") {
    // 003_abb45db44eb0a0ba.txt: "If a single hit causes damage greater than your CON, you are stunned for the rest of the round."
    const Encounter e = started_sample(kSegments);
    const CombatantId first = e.combatants.front().id;
    const Effect& fx = only_effect(must(e, preset_effect(preset(kSegments, "Stunned"), first, std::nullopt)));
    CHECK(fx.unit == DurationUnit::Rounds);
    CHECK(fx.total == 1);
    CHECK(fx.expiry == Expiry::EndOfRound);
}

TEST_CASE("presets: the generic d20 fight's common spells and a stun, in rounds", "[presets]") {
    const Encounter e = started_sample(kHighestFirst);
    for (std::string_view name : {"Bless", "Haste", "Slow", "Stunned"}) {
        INFO(name);
        const Effect& fx = only_effect(must(e, preset_effect(preset(kHighestFirst, name), 1, std::nullopt)));
        CHECK(fx.unit == DurationUnit::Rounds);
        CHECK(fx.total >= 1);
    }
}

} // namespace rk::test
