// The action catalogue against the core: one entry per action, every field a real field of its
// action, every spelling one the parser reads, and each entry offered under the rules that take it.
#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <variant>

#include "ui/app/action_catalogue.hpp"
#include "core/formats/serialize.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/segments/segments_system.hpp"
#include "helpers.hpp"

namespace rk::test {
namespace {

using ui::ActionSpec;
using ui::FieldKind;
using ui::FieldSpec;
using ui::Scope;
using nlohmann::json;

// Every system of the build (the tests' toy too, where it is built in): each one's entries are checked.
const std::vector<Ruleset> kAllRulesets = [] {
    std::vector<Ruleset> all;
    for (const RuleSystem* system : rule_systems()) all.push_back(system->id());
    return all;
}();

constexpr CombatantId kAria = 1, kGoblin = 2;

template <size_t... I>
std::vector<std::string_view> variant_types(std::index_sequence<I...>) {
    return {std::variant_alternative_t<I, Action>::kType...};
}
std::vector<std::string_view> all_action_types() {
    return variant_types(std::make_index_sequence<std::variant_size_v<Action>>{});
}

bool is_combatant_kind(FieldKind k) {
    return k == FieldKind::Self || k == FieldKind::Combatant || k == FieldKind::OptionalCombatant ||
           k == FieldKind::CombatantList;
}

bool lists(const ActionSpec& spec, Ruleset r) { return plays(rule_system(r), spec.type); }

// The default action with its combatant fields naming Aria (this combatant) and the goblin (anyone else).
json with_combatants(const ActionSpec& spec) {
    json j = ui::default_action_json(spec.type);
    for (const FieldSpec& f : spec.fields) {
        if (f.kind == FieldKind::Self) j[f.key] = kAria;
        if (f.kind == FieldKind::Combatant || f.kind == FieldKind::OptionalCombatant) j[f.key] = kGoblin;
        if (f.kind == FieldKind::CombatantList) j[f.key] = json::array({kAria});
    }
    return j;
}

Action parsed(const json& j) {
    auto a = load_action(j.dump());
    INFO(j.dump() << ": " << a.reason());
    REQUIRE(a.is_ok());
    return a.value();
}

// Aria and a goblin under these rules, with what the rule systems read (ranks, stats, initiative).
Encounter fight(Ruleset r, bool running) {
    Encounter e;
    e = must(e, SetRuleset{r, {}});
    e = must(e, AddCombatant{"Aria", 1, true, 3, 20});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
    for (CombatantId id : {kAria, kGoblin}) {
        e = must(e, SetRanks{id});
        for (const char* stat : {"str", "wit", "per", "dex"}) e = must(e, SetStat{id, stat, 10});
    }
    if (r == kAlternatingFactions) e = must(e, GiveInitiative{1});
    if (running) e = must(e, StartEncounter{});
    return e;
}

// Whether a refusal says the rule system itself has no such action, rather than "not now".
bool refused_by_the_rules(Why why) {
    return why == Why::NotInThisRuleset || why == Why::NoGoingBack || why == Why::InitiativeIsSet;
}

} // namespace

TEST_CASE("catalogue: exactly one entry per core action, and nothing else", "[catalogue]") {
    const auto types = all_action_types();
    const auto& catalogue = ui::action_catalogue();
    CHECK(catalogue.size() == types.size());
    for (std::string_view type : types) {
        INFO(type);
        CHECK(std::count_if(catalogue.begin(), catalogue.end(), [&](const ActionSpec& s) { return s.type == type; }) == 1);
        const ActionSpec* spec = ui::find_action_spec(type);
        REQUIRE(spec);
        CHECK(spec->type == type);
        const json j = ui::default_action_json(type);
        REQUIRE(j.is_object());
        CHECK(j.at("type") == type);
    }
    for (const ActionSpec& spec : catalogue) {
        INFO(spec.type);
        CHECK(std::find(types.begin(), types.end(), spec.type) != types.end());
        CHECK(std::string(spec.label).size() > 0);
        CHECK(std::string(spec.help).size() > 0);
    }
    CHECK(ui::find_action_spec("Fireball") == nullptr);
    CHECK(ui::default_action_json("Fireball").is_null());
    CHECK(ui::default_action_json("Damage") == json{{"type", "Damage"}, {"id", 0}, {"amount", 0}});
}

TEST_CASE("catalogue: every field is a field of its action, of the kind its JSON value has", "[catalogue]") {
    for (const ActionSpec& spec : ui::action_catalogue()) {
        const json defaults = ui::default_action_json(spec.type);
        std::set<std::string> keys;
        int selves = 0;
        for (const FieldSpec& f : spec.fields) {
            INFO(spec.type << "." << f.key);
            CHECK(keys.insert(f.key).second);
            REQUIRE(defaults.contains(f.key));
            const json& v = defaults.at(f.key);
            switch (f.kind) {
            case FieldKind::Self:
                ++selves;
                [[fallthrough]];
            case FieldKind::Combatant:
            case FieldKind::Side:
            case FieldKind::Effect:
            case FieldKind::Reminder:
            case FieldKind::Wound: CHECK((v.is_number_unsigned() || v.is_null())); break;
            case FieldKind::OptionalCombatant: CHECK(v.is_null()); break;
            case FieldKind::CombatantList:
            case FieldKind::Members:
            case FieldKind::Dice: CHECK(v.is_array()); break;
            case FieldKind::Int: CHECK(v.is_number_integer()); break;
            case FieldKind::OptionalInt:
            case FieldKind::OptionalCount: CHECK((v.is_null() || v.is_number_integer())); break;
            case FieldKind::Bool: CHECK(v.is_boolean()); break;
            case FieldKind::OptionalBool: CHECK((v.is_null() || v.is_boolean())); break;
            case FieldKind::Text: CHECK(v.is_string()); break;
            case FieldKind::Choice:
            case FieldKind::RuleSystem:
            case FieldKind::OptionalChoice: CHECK((v.is_string() || (f.kind == FieldKind::OptionalChoice && v.is_null()))); break;
            case FieldKind::Roll: CHECK((v.is_object() && v.contains("faces"))); break;
            case FieldKind::Modifiers: CHECK((v.is_object() || v.is_null())); break;
            }
            if (f.kind == FieldKind::Int || f.kind == FieldKind::OptionalInt || f.kind == FieldKind::OptionalCount) CHECK(f.min <= f.max);
            const bool has_choices = f.kind == FieldKind::Choice || f.kind == FieldKind::OptionalChoice ||
                                     f.kind == FieldKind::RuleSystem;
            const std::vector<const char*> choices = ui::field_choices(f);
            CHECK(has_choices == !choices.empty());
            // An enum's default is one of its spellings: the list is complete enough to show it.
            if (has_choices && v.is_string() && !v.get<std::string>().empty())
                CHECK(std::any_of(choices.begin(), choices.end(), [&](const char* c) { return v == c; }));
        }
        INFO(spec.type);
        // A combatant's action names that combatant once; an encounter's action names nobody in particular.
        CHECK(selves == (spec.scope == Scope::Combatant ? 1 : 0));
    }
}

TEST_CASE("catalogue: every choice is spelled as the core's parser reads it", "[catalogue]") {
    for (const ActionSpec& spec : ui::action_catalogue())
        for (const FieldSpec& f : spec.fields)
            for (const char* spelling : ui::field_choices(f)) {
                json j = ui::default_action_json(spec.type);
                j[f.key] = spelling;
                const auto a = load_action(j.dump());
                INFO(spec.type << "." << f.key << " = " << spelling << ": " << a.reason());
                CHECK(a.is_ok());
                // Read back as it was written: a spelling the core rewrites would be a different value.
                if (a) CHECK(json::parse(save_action(a.value())).at(f.key) == spelling);
            }
}

TEST_CASE("catalogue: with real combatants, every entry parses under each of its rule systems", "[catalogue]") {
    for (Ruleset r : kAllRulesets) {
        const Encounter e = fight(r, false);
        for (const ActionSpec& spec : ui::action_catalogue()) {
            if (!lists(spec, r)) continue;
            INFO(ruleset_name(r) << ": " << spec.type);
            const json j = with_combatants(spec);
            for (const FieldSpec& f : spec.fields)
                if (f.kind == FieldKind::Self) CHECK(e.find(j.at(f.key).get<CombatantId>()));
            const Action a = parsed(j);
            CHECK(action_type(a) == spec.type);
            CHECK(json::parse(save_action(a)) == j);   // nothing lost or renamed on the way
        }
    }
}

TEST_CASE("catalogue: the combatant fields name combatants", "[catalogue]") {
    // Naming someone absent in a combatant field is refused for that combatant (in some state of
    // the fight: many actions check the step first). Text fields get a value most of them take
    // ("d6" is a name, a die and a damage), so that the check gets as far as the lookup.
    // These check settings, a step or an earlier action first (declarations on, the d100 tie rule,
    // a declared action, a grab, a save due): their JSON kind is checked above.
    const std::set<std::string> kLookupOutOfReach{"DeclareActors.ids", "RollTie.id",       "DeclareAttacks.target",
                                                  "DeclareSpell.target", "Retarget.target", "BreakFree.by",
                                                  "RollMorale.id",     "SetCondition.by"};
    size_t fields = 0, checked = 0;
    for (const ActionSpec& spec : ui::action_catalogue())
        for (const FieldSpec& f : spec.fields) {
            if (!is_combatant_kind(f.kind)) continue;
            bool named = false;
            for (Ruleset r : kAllRulesets)
                for (bool running : {false, true}) {
                    if (named || !lists(spec, r)) continue;
                    json j = with_combatants(spec);
                    for (const FieldSpec& text : spec.fields)
                        if (text.kind == FieldKind::Text && std::string(text.key) != "duration") j[text.key] = "d6";
                    j[f.key] = f.kind == FieldKind::CombatantList ? json::array({99}) : json(99);
                    const auto result = rk::apply(fight(r, running), parsed(j));
                    named = !result && result.why() == Why::NoSuchCombatant;
                }
            const std::string name = std::string(spec.type) + "." + f.key;
            INFO(name);
            CHECK((named || kLookupOutOfReach.count(name) == 1));
            ++fields;
            if (named) ++checked;
        }
    CHECK(checked + kLookupOutOfReach.size() == fields);   // the list above holds no stale name
}

TEST_CASE("catalogue: each entry is offered exactly under the rule systems that take it", "[catalogue]") {
    for (const ActionSpec& spec : ui::action_catalogue())
        for (Ruleset r : kAllRulesets) {
            INFO(spec.type << " in " << ruleset_name(r));
            const Action a = parsed(with_combatants(spec));
            const auto before = rk::apply(fight(r, false), a);
            const auto during = rk::apply(fight(r, true), a);
            if (lists(spec, r)) {
                // It may be refused for the moment (wrong step, nothing owed), never for the rules.
                if (!before) CHECK_FALSE(refused_by_the_rules(before.why()));
                if (!during) CHECK_FALSE(refused_by_the_rules(during.why()));
            } else {
                CHECK_FALSE(before.is_ok());
                REQUIRE_FALSE(during.is_ok());
                CHECK(refused_by_the_rules(during.why()));
            }
        }
}

TEST_CASE("catalogue: actions_for picks by rule system and scope, in catalogue order", "[catalogue]") {
    for (Ruleset r : kAllRulesets)
        for (Scope scope : {Scope::Encounter, Scope::Combatant}) {
            const auto picked = ui::actions_for(r, scope);
            size_t expected = 0;
            for (const ActionSpec& spec : ui::action_catalogue())
                if (spec.scope == scope && offers(rule_system(r), spec.type)) {
                    REQUIRE(expected < picked.size());
                    CHECK(picked[expected++] == &spec);
                }
            CHECK(picked.size() == expected);
        }
    const auto segments = ui::actions_for(kSegments, Scope::Combatant);
    CHECK(std::any_of(segments.begin(), segments.end(), [](const ActionSpec* s) { return s->type == "Strike"; }));
    CHECK(std::none_of(segments.begin(), segments.end(), [](const ActionSpec* s) { return s->type == "SpendDice"; }));
}

TEST_CASE("catalogue: removing a combatant and ending the fight ask first", "[catalogue]") {
    CHECK(ui::find_action_spec("RemoveCombatant")->destructive);
    CHECK(ui::find_action_spec("EndEncounter")->destructive);
    CHECK_FALSE(ui::find_action_spec("Damage")->destructive);
    CHECK(ui::find_action_spec("Damage") == &ui::action_catalogue().front());
}

} // namespace rk::test
