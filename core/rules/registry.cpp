// The list of rule systems: each system's descriptor comes from its own folder, and
// core/rules/systems.cmake is the one place that names them all.
#include <algorithm>
#include <array>

#include "core/rules/rule_system.hpp"
#include "core/rules/system_list.hpp"   // generated from core/rules/systems.cmake

namespace rk {
namespace {

std::span<const RuleSystem* const> registered() {
    static const std::array kSystems{RK_RULE_SYSTEM_DESCRIPTORS};
    return kSystems;
}

} // namespace

std::span<const RuleSystem* const> rule_systems() { return registered(); }

const RuleSystem& rule_system(Ruleset id) {
    for (const RuleSystem* s : registered())
        if (s->id() == id) return *s;
    return *registered().front();
}

const RuleSystem* find_rule_system(std::string_view key) {
    for (const RuleSystem* s : registered())
        if (s->key == key) return s;
    return nullptr;
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
