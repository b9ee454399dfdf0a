#include "core/library/saved_session.hpp"

#include <algorithm>

#include "core/formats/json_input.hpp"
#include "core/library/library_json.hpp"
#include "core/formats/migrations.hpp"
#include "core/fight/validate.hpp"

namespace rk {
using nlohmann::json;

std::string save_session(const SavedSession& s) {
    json j = {{"schema", kSchemaVersion}, {"library", s.library}, {"undo", s.undo}, {"redo", s.redo}};
    return j.dump();
}

Result<SavedSession> load_session(std::string_view text) {
    using R = Result<SavedSession>;
    auto parsed = parse_json_input(text, "The saved data", kMaxStoredBytes);
    if (!parsed) return R::refused(parsed.refusal());
    try {
        auto j = upgrade_document(std::move(parsed).value(), "The saved data", "library");
        if (!j) return R::refused(j.refusal());
        SavedSession s;
        s.library = library_from_json(j.value().at("library"));
        if (j.value().contains("undo")) s.undo = j.value()["undo"].get<std::vector<Encounter>>();
        if (j.value().contains("redo")) s.redo = j.value()["redo"].get<std::vector<Encounter>>();
        if (auto broken = check_library(s.library)) return R::refused(*broken);
        for (const auto* stack : {&s.undo, &s.redo})
            for (const auto& e : *stack)
                if (auto broken = check_invariants(e)) return R::refused(*refuse_encounter("The undo history", broken));
        return R::ok(std::move(s));
    } catch (const std::exception& ex) {
        return R::refused(Why::WrongFormat, std::string("The saved data does not fit the format: ") + ex.what());
    }
}

bool saved_by_newer_version(std::string_view text) {
    auto parsed = parse_json_input(text, "The saved data", kMaxStoredBytes, false);
    if (!parsed) return false;
    const json& j = parsed.value();
    if (!j.is_object() || !j.contains("schema")) return false;
    const json& schema = j["schema"];
    if (schema.is_number_unsigned() || schema.is_number_integer()) return schema.get<std::int64_t>() > kSchemaVersion;
    if (schema.is_number_float()) return schema.get<double>() > kSchemaVersion;
    return false;
}

Recovered recover_session(std::string_view text) {
    Recovered out;
    // Numbers are checked entry by entry (one bad number costs its entry, not the library).
    auto parsed = parse_json_input(text, "The saved data", kMaxStoredBytes, false);
    if (!parsed) {
        out.lost = "everything (the saved data is not readable)";
        return out;
    }
    json j = std::move(parsed).value();
    if (saved_by_newer_version(text)) {
        out.lost = "everything (it was saved by a newer Roundkeeper: update the app to open it)";
        return out;
    }
    // An older schema's entries are upgraded as a sound document's would be.
    if (j.is_object() && j.contains("schema") && j["schema"].is_number_integer())
        upgrade_steps(j, static_cast<int>(std::clamp<std::int64_t>(j["schema"].get<std::int64_t>(), 1, kSchemaVersion)));
    const json* lib = (j.is_object() && j.contains("library") && j["library"].is_object()) ? &j["library"] : nullptr;
    if (!lib) {
        out.lost = "everything (this is not Roundkeeper data)";
        return out;
    }
    int dropped = 0;
    Library& kept = out.session.library;
    if (lib->contains("encounters") && (*lib)["encounters"].is_array()) {
        for (const auto& item : (*lib)["encounters"]) {
            try {
                json checked = item;
                make_numbers_whole(checked);
                LibraryEntry entry = checked.get<LibraryEntry>();
                if (!entry.encounter || check_invariants(*entry.encounter) || entry.id == 0 || find_entry(kept, entry.id)) throw std::runtime_error("bad");
                kept.encounters.push_back(std::move(entry));
            } catch (const std::exception&) {
                ++dropped;
            }
        }
    }
    if (lib->contains("roster") && (*lib)["roster"].is_array()) {
        for (const auto& item : (*lib)["roster"]) {
            try {
                json checked = item;
                make_numbers_whole(checked);
                RosterEntry r = checked.get<RosterEntry>();
                if (r.name.empty()) throw std::runtime_error("bad");
                kept.roster.push_back(std::move(r));
            } catch (const std::exception&) {
                ++dropped;
            }
        }
    }
    if (lib->contains("parties") && (*lib)["parties"].is_array()) {
        for (const auto& item : (*lib)["parties"]) {
            try {
                kept.parties.push_back(item.get<Party>());
            } catch (const std::exception&) {
                ++dropped;
            }
        }
        dropped += mend_parties(kept);
    } else {
        upgrade_parties(kept);
    }
    try {
        if (lib->contains("settings")) {
            json checked = (*lib)["settings"];
            make_numbers_whole(checked);
            kept.settings = checked.get<LibrarySettings>();
        }
    } catch (const std::exception&) {}
    for (const auto& entry : kept.encounters) kept.next_id = std::max(kept.next_id, entry.id + 1);
    if (!kept.encounters.empty()) kept.open = kept.encounters.front().id;
    out.lost = dropped ? std::to_string(dropped) + (dropped == 1 ? " damaged entry" : " damaged entries") : "";
    if (!out.lost.empty()) out.lost += " and the undo history";
    else out.lost = "the undo history";
    return out;
}

} // namespace rk
