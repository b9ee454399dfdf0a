#include "core/formats/migrations.hpp"

#include "core/formats/json_types.hpp"

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

namespace rk {

namespace {

// Every encounter a document holds: an encounter file's, a library's entries, a saved
// session's undo and redo history.
void each_encounter(nlohmann::json& doc, void (*upgrade)(nlohmann::json&)) {
    auto one = [&](nlohmann::json& e) {
        if (e.is_object()) upgrade(e);
    };
    if (!doc.is_object()) return;
    if (doc.contains("encounter")) one(doc["encounter"]);
    if (doc.contains("library") && doc["library"].is_object() && doc["library"].contains("encounters") &&
        doc["library"]["encounters"].is_array())
        for (auto& entry : doc["library"]["encounters"])
            if (entry.is_object() && entry.contains("encounter")) one(entry["encounter"]);
    for (const char* history : {"undo", "redo"})
        if (doc.contains(history) && doc[history].is_array())
            for (auto& e : doc[history]) one(e);
}

// kUpgrades[v - 1] turns a schema-v document into a schema-(v + 1) one; the frozen fixtures in
// tests/fixtures/ prove old files still load.
const std::vector<std::function<void(nlohmann::json&)>> kUpgrades = {
    [](nlohmann::json& doc) { each_encounter(doc, upgrade_encounter_v1); },
};

} // namespace

// Schema 1 kept every system's fields on every combatant, and `count` meant the initiative
// round, the countdown or the segment by system. Schema 2 keeps one part per system.
void upgrade_encounter_v1(nlohmann::json& e) {
    using nlohmann::json;
    struct Move {
        const char* from;
        const char* to;
    };
    struct V1System {
        const char* ruleset;
        const char* part;                    // the part's key in schema 2
        std::vector<Move> combatant;         // a combatant's fields that move into its part
        std::vector<Move> encounter;         // the encounter's fields that move into its part
        const char* whole = nullptr;         // an encounter field that becomes the whole part (004's "factions")
    };
    static const std::vector<V1System> kV1 = {
        {"highest_first", "initiative_rounds", {{"declared", "declared"}, {"tie_roll", "tie_roll"}, {"tie_rerolls", "tie_rerolls"}},
         {{"count", "initiative_round"}}},
        {"initiative_rounds", "initiative_rounds", {{"declared", "declared"}, {"tie_roll", "tie_roll"}, {"tie_rerolls", "tie_rerolls"}},
         {{"count", "initiative_round"}}},
        {"countdown", "countdown",
         {{"declaration", "declaration"}, {"surprised_segments", "surprised_segments"}, {"surprise_roll", "surprise_roll"}},
         {{"count", "count"}}},
        {"action_dice", "action_dice",
         {{"action_dice", "hand"}, {"action_dice_ready", "hand_ready"}, {"carries_die", "carries_die"},
          {"fixed_action_dice", "fixed_dice"}, {"action_pool", "action_pool"}, {"defence_pool", "defence_pool"}},
         {{"refresh_caller", "refresh_caller"}}},
        {"segments", "segments", {{"plan", "plan"}, {"ambusher", "ambusher"}, {"ambush_per", "ambush_per"}},
         {{"count", "segment"}, {"surprise_round", "surprise_round"}}},
        {"alternating_factions", "alternating_factions", {{"group", "group"}, {"gear", "gear"}}, {}, "factions"},
    };
    static const std::vector<const char*> kCombatantV1Only = {
        "declared", "tie_roll", "tie_rerolls", "declaration", "surprised_segments", "surprise_roll", "plan", "ambusher",
        "ambush_per", "action_dice", "action_dice_ready", "carries_die", "fixed_action_dice", "action_pool",
        "defence_pool", "group", "gear"};
    static const std::vector<const char*> kEncounterV1Only = {"count", "refresh_caller", "surprise_round", "factions"};

    const std::string ruleset = e.contains("ruleset") && e["ruleset"].is_string() ? e["ruleset"].get<std::string>() : "highest_first";
    const V1System* system = nullptr;
    for (const auto& s : kV1)
        if (ruleset == s.ruleset) system = &s;
    // Moves `moves` of `from` into a part object; null where nothing moved (a part of defaults).
    auto moved = [](json& from, const std::vector<Move>& moves) {
        json out = json::object();
        for (const auto& m : moves)
            if (from.contains(m.from)) out[m.to] = from[m.from];
        return out;
    };
    if (e.contains("combatants") && e["combatants"].is_array())
        for (auto& c : e["combatants"]) {
            if (!c.is_object()) continue;
            if (system) {
                json fields = moved(c, system->combatant);
                if (!fields.empty()) c["part"] = json{{system->part, fields}};
            }
            for (const char* key : kCombatantV1Only) c.erase(key);
        }
    if (system) {
        json fields = moved(e, system->encounter);
        if (system->whole && e.contains(system->whole)) fields = e[system->whole];
        if (!fields.empty() && !fields.is_null()) e["part"] = json{{system->part, fields}};
    }
    for (const char* key : kEncounterV1Only) e.erase(key);
}

void upgrade_steps(nlohmann::json& doc, int schema) {
    for (auto v = std::max(schema, 1); v < kSchemaVersion; ++v) kUpgrades[static_cast<size_t>(v - 1)](doc);
}

Result<nlohmann::json> upgrade_document(nlohmann::json doc, std::string_view what, std::string_view body_key) {
    using R = Result<nlohmann::json>;
    const std::string name(what);
    make_numbers_whole(doc);   // 3.0 reads as 3; fractions and huge numbers are refused (no undefined casts)
    if (!doc.is_object() || !doc.contains("schema") || !doc.contains(std::string(body_key)))
        return R::refused(Why::WrongFormat, name + " is not a Roundkeeper " + std::string(body_key) + " (no schema or " +
                          std::string(body_key) + ")");
    if (!doc["schema"].is_number_integer()) return R::refused(Why::WrongFormat, name + " has an unreadable schema number");
    const auto schema = doc["schema"].get<long long>();
    if (schema > kSchemaVersion)
        return R::refused(Why::NewerVersion, name + " was saved by a newer Roundkeeper (schema " + std::to_string(schema) +
                          "); update the app to open it");
    if (schema < 1) return R::refused(Why::WrongFormat, name + " has an unknown schema " + std::to_string(schema));
    upgrade_steps(doc, static_cast<int>(schema));
    doc["schema"] = kSchemaVersion;
    return R::ok(std::move(doc));
}

} // namespace rk
