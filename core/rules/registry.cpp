// The list of rule systems: each built-in system's descriptor comes from its own folder, and
// this is the one place that names them all.
#include <algorithm>
#include <vector>

#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/segments/segments_system.hpp"

namespace rk {
namespace {

std::vector<const RuleSystem*>& registered() {
    static std::vector<const RuleSystem*> systems{
        &highest_first_system(),     // the generic highest-first order
        &initiative_rounds_system(), // text 000
        &countdown_system(),         // text 001
        &action_dice_system(),       // text 002
        &segments_system(),          // text 003
        &alternating_factions_system(), // text 004
    };
    return systems;
}

} // namespace

std::span<const RuleSystem* const> rule_systems() { return registered(); }

const RuleSystem& rule_system(Ruleset id) {
    for (const RuleSystem* s : registered())
        if (s->key == id.key()) return *s;
    return *registered().front();
}

const RuleSystem* find_rule_system(std::string_view key) {
    for (const RuleSystem* s : registered())
        if (s->key == key) return s;
    return nullptr;
}

bool register_rule_system(const RuleSystem& system) {
    auto& all = registered();
    const bool taken = std::any_of(all.begin(), all.end(), [&](const RuleSystem* s) {
        return s->key == system.key;
    });
    if (!taken) all.push_back(&system);
    return !taken;
}

std::string_view ruleset_name(Ruleset r) { return rule_system(r).name; }

namespace {
bool listed(std::span<const std::string_view> types, std::string_view action_type) {
    return std::find(types.begin(), types.end(), action_type) != types.end();
}
bool claims(const RuleSystem& system, std::string_view action_type) { return listed(system.actions, action_type); }
} // namespace

bool plays(const RuleSystem& system, std::string_view action_type) {
    if (claims(system, action_type)) return true;
    for (const RuleSystem* other : rule_systems())   // a type no system claims is everyone's
        if (claims(*other, action_type)) return false;
    return true;
}

bool offers(const RuleSystem& system, std::string_view action_type) {
    if (!plays(system, action_type)) return false;
    if (listed(system.listed_only_here, action_type)) return true;
    return std::none_of(rule_systems().begin(), rule_systems().end(),
                        [&](const RuleSystem* other) { return listed(other->listed_only_here, action_type); });
}

} // namespace rk
