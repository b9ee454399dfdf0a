#include "core/library/library_records.hpp"

#include <algorithm>

#include "core/formats/json_input.hpp"
#include "core/formats/json_types.hpp"
#include "core/library/library_json.hpp"
#include "core/formats/migrations.hpp"
#include "core/fight/validate.hpp"

namespace rk {
using nlohmann::json;

namespace {

// Parses a record's text, upgrades it to the current schema (a newer one is refused) and reads
// its `body_key` member with `read`; every exception of the JSON library becomes a refusal.
template <class T, class Read>
Result<T> load_record(std::string_view text, std::string_view what, std::string_view body_key, Read&& read) {
    auto parsed = parse_json_input(text, what, kMaxStoredBytes);
    if (!parsed) return Result<T>::refused(parsed.refusal());
    try {
        auto doc = upgrade_document(std::move(parsed).value(), what, body_key);
        if (!doc) return Result<T>::refused(doc.refusal());
        return read(doc.value().at(std::string(body_key)));
    } catch (const std::exception& ex) {
        return Result<T>::refused(Why::WrongFormat, std::string(what) + " does not fit the format: " + ex.what());
    }
}

// Each action as an array of its fields' values (["Damage",5,3]) under the field names its type
// uses, kept once per record (so a field added by a later version still reads).
json steps_json(std::span<const Intent> all, std::size_t applied) {
    json forms = json::object();
    json steps = json::array();
    auto compact = [&forms](const Action& a) {
        json object = a;
        json out = json::array({object["type"]});
        object.erase("type");
        json& form = forms[out[0].get<std::string>()];
        if (form.is_null()) {
            form = json::array();
            for (const auto& item : object.items()) form.push_back(item.key());
        }
        for (const auto& item : object.items()) out.push_back(item.value());
        return out;
    };
    for (const Intent& step : all) {
        if (step.size() == 1) {
            steps.push_back(compact(step.front()));
        } else {
            json many = json::array();
            for (const Action& a : step) many.push_back(compact(a));
            steps.push_back(std::move(many));
        }
    }
    return json{{"applied", applied}, {"forms", std::move(forms)}, {"steps", std::move(steps)}};
}

// Throws (the JSON library's exceptions) on anything that is not what steps_json wrote.
void steps_from_json(const json& doc, StoredSteps& out) {
    const json& forms = doc.at("forms");
    auto expand = [&forms](const json& compact) {
        const std::string type = compact.at(0).get<std::string>();
        const json& form = forms.at(type);
        if (!form.is_array() || form.size() + 1 != compact.size()) throw std::runtime_error("an action of the wrong length");
        json object = json::object({{"type", type}});
        for (std::size_t i = 0; i < form.size(); ++i) object[form[i].get<std::string>()] = compact[i + 1];
        return object.get<Action>();
    };
    std::vector<Intent> steps;
    for (const json& step : doc.at("steps")) {
        if (!step.is_array() || step.empty()) throw std::runtime_error("an empty step");
        Intent intent;
        if (step[0].is_string()) intent.push_back(expand(step));
        else for (const json& a : step) intent.push_back(expand(a));
        steps.push_back(std::move(intent));
    }
    const std::size_t applied = doc.at("applied").get<std::size_t>();
    if (applied > steps.size()) throw std::runtime_error("more steps applied than there are");
    out.steps = std::move(steps);
    out.applied = applied;
}

std::string save_record(std::string_view body_key, json body) {
    return json{{"schema", kSchemaVersion}, {std::string(body_key), std::move(body)}}.dump();
}

} // namespace

LibraryIndex index_of(const Library& lib) {
    LibraryIndex index;
    for (const auto& entry : lib.encounters) index.encounters.push_back(entry.id);
    index.open = lib.open;
    index.next_id = lib.next_id;
    for (const auto& entry : lib.encounters) index.summaries[entry.id] = summary_of(entry);
    return index;
}

std::string save_index(const LibraryIndex& index) {
    json body = {{"encounters", index.encounters}, {"next_id", index.next_id}};
    body["open"] = index.open ? json(*index.open) : json(nullptr);
    json summaries = json::array();   // [{"id": 3, "name": ..., ...}]: older versions ignore the key
    for (const auto& [id, summary] : index.summaries) {
        json s = summary;
        s["id"] = id;
        summaries.push_back(std::move(s));
    }
    body["summaries"] = std::move(summaries);
    return save_record("index", std::move(body));
}

Result<LibraryIndex> load_index(std::string_view text) {
    return load_record<LibraryIndex>(text, "The library's index", "index", [](const json& body) {
        LibraryIndex index;
        index.encounters = body.at("encounters").get<std::vector<std::uint32_t>>();
        index.next_id = body.at("next_id").get<std::uint32_t>();
        if (body.contains("open") && !body["open"].is_null()) index.open = body["open"].get<std::uint32_t>();
        // A summary that does not read costs only itself: that encounter is read at the start.
        if (const auto found = body.find("summaries"); found != body.end() && found->is_array())
            for (const json& s : *found) {
                try {
                    const auto id = s.at("id").get<std::uint32_t>();
                    auto summary = s.get<EntrySummary>();
                    std::sort(summary.names.begin(), summary.names.end());   // as entry_summary keeps them
                    summary.names.erase(std::unique(summary.names.begin(), summary.names.end()), summary.names.end());
                    if (!check_text(summary.name, "") && summary.round >= 0) index.summaries[id] = std::move(summary);
                } catch (const std::exception&) {
                }
            }
        return Result<LibraryIndex>::ok(std::move(index));
    });
}

std::string save_roster(const std::vector<RosterEntry>& roster) { return save_record("roster", roster); }

Result<std::vector<RosterEntry>> load_roster(std::string_view text) {
    using R = Result<std::vector<RosterEntry>>;
    return load_record<std::vector<RosterEntry>>(text, "The roster", "roster", [](const json& body) {
        auto roster = body.get<std::vector<RosterEntry>>();
        for (const auto& r : roster)
            if (r.name.empty()) return R::refused(Why::Inconsistent, "A roster entry has no name");
        return R::ok(std::move(roster));
    });
}

std::string save_parties(const std::vector<Party>& parties) { return save_record("parties", parties); }

Result<std::vector<Party>> load_parties(std::string_view text) {
    return load_record<std::vector<Party>>(text, "The parties", "parties",
                                           [](const json& body) { return Result<std::vector<Party>>::ok(body.get<std::vector<Party>>()); });
}

std::string save_settings(const LibrarySettings& settings) { return save_record("settings", settings); }

Result<LibrarySettings> load_settings(std::string_view text) {
    return load_record<LibrarySettings>(text, "The settings", "settings",
                                        [](const json& body) { return Result<LibrarySettings>::ok(body.get<LibrarySettings>()); });
}

namespace {

// Stored steps and a batch of settled steps are written and read by one writer and one reader
// (the batch's record is steps all applied, under its own key).
std::string save_steps_record(std::string_view key, std::span<const Intent> steps, std::size_t applied,
                              std::uint64_t checkpoint_generation, std::size_t settled_batches) {
    json body = steps_json(steps, applied);
    // Steps that follow settled batches name their checkpoint under "base": a version that does
    // not know batches finds no "checkpoint" and never replays them onto the bare checkpoint.
    if (settled_batches == 0) body["checkpoint"] = checkpoint_generation;
    else body["base"] = json{{"checkpoint", checkpoint_generation}, {"settled", settled_batches}};
    return save_record(key, std::move(body));
}

Result<StoredSteps> load_steps_record(std::string_view text, std::string_view what, std::string_view key) {
    using R = Result<StoredSteps>;
    return load_record<StoredSteps>(text, what, key, [](const json& body) {
        StoredSteps out;
        if (const auto base = body.find("base"); base != body.end()) {
            out.checkpoint_generation = base->at("checkpoint").get<std::uint64_t>();
            out.settled_batches = base->at("settled").get<std::size_t>();
        } else {
            out.checkpoint_generation = body.at("checkpoint").get<std::uint64_t>();
        }
        steps_from_json(body, out);
        return R::ok(std::move(out));
    });
}

} // namespace

std::string save_stored_steps(const Journal& journal, std::uint64_t checkpoint_generation, std::size_t settled_batches) {
    return save_steps_record("steps", journal.steps, journal.applied, checkpoint_generation, settled_batches);
}

Result<StoredSteps> load_stored_steps(std::string_view text) { return load_steps_record(text, "The undo history", "steps"); }

std::string save_settled_steps(std::span<const Intent> steps, std::uint64_t checkpoint_generation) {
    return save_steps_record("settled", steps, steps.size(), checkpoint_generation, 0);
}

Result<StoredSteps> load_settled_steps(std::string_view text) {
    auto read = load_steps_record(text, "The settled steps", "settled");
    if (read && (read.value().applied != read.value().steps.size() || read.value().settled_batches != 0))
        return Result<StoredSteps>::refused(Why::WrongFormat, "The settled steps do not fit the format: a step not applied");
    return read;
}

} // namespace rk
