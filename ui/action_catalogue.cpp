// TEMPORARY STUB (not committed): replaced by the catalogue branch.
#include "action_catalogue.hpp"
#include "core/serialize.hpp"
namespace rk::ui {
const std::vector<ActionSpec>& action_catalogue() {
    static const std::vector<ActionSpec> c = {
        {"Damage", "Damage", Scope::Combatant, {}, {{"id", "", FieldKind::Self}, {"amount", "Damage", FieldKind::Int, 0, 999}}, "Hit points lost"},
        {"AddEffect", "Add an effect", Scope::Combatant, {}, {{"target", "", FieldKind::Self}, {"name", "Name", FieldKind::Text}, {"duration", "Duration", FieldKind::Text}, {"expiry", "Ends", FieldKind::Choice, 0, 0, {"end_of_round", "start_of_turn", "end_of_turn", "never"}}, {"source", "Caster", FieldKind::OptionalCombatant}}, "A spell or condition"},
        {"RemoveCombatant", "Remove", Scope::Combatant, {}, {{"id", "", FieldKind::Self}}, "", true},
        {"SpendDice", "Spend dice", Scope::Combatant, {Ruleset::ActionDice}, {{"id", "", FieldKind::Self}, {"dice", "Dice", FieldKind::Dice}, {"cost", "Cost", FieldKind::Int, 0, 30}, {"what", "What", FieldKind::Text}, {"response", "Out of turn", FieldKind::Bool}}},
        {"RenameEncounter", "Rename", Scope::Encounter, {}, {{"name", "Name", FieldKind::Text}}},
        {"EndEncounter", "End the encounter", Scope::Encounter, {}, {}, "", true},
    };
    return c;
}
const ActionSpec* find_action_spec(std::string_view type) { for (auto& s : action_catalogue()) if (s.type == type) return &s; return nullptr; }
std::vector<const ActionSpec*> actions_for(Ruleset r, Scope scope) {
    std::vector<const ActionSpec*> out;
    for (auto& s : action_catalogue()) if (s.scope == scope && (s.rulesets.empty() || std::find(s.rulesets.begin(), s.rulesets.end(), r) != s.rulesets.end())) out.push_back(&s);
    return out;
}
nlohmann::json default_action_json(std::string_view type) {
    nlohmann::json out;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        ((std::variant_alternative_t<I, Action>::kType == type ? (out = nlohmann::json::parse(save_action(Action{std::variant_alternative_t<I, Action>{}})), 0) : 0), ...);
    }(std::make_index_sequence<std::variant_size_v<Action>>{});
    return out;
}
}
