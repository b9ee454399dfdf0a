#include "serialize.hpp"

#include "json_types.hpp"
#include "validate.hpp"

namespace rk {
using nlohmann::json;

namespace {

constexpr size_t kMaxDocumentBytes = 16 * 1024 * 1024;

// Runs a decoding step; any exception from the JSON library becomes a refusal with its words.
template <class T, class F>
Result<T> decode(std::string_view what, std::string_view text, F&& step) {
    if (text.size() > kMaxDocumentBytes) return Result<T>::refused(std::string(what) + " is too large");
    try {
        json j = json::parse(text.begin(), text.end(), nullptr, true, false);
        make_numbers_whole(j);
        return step(j);
    } catch (const json::parse_error&) {
        return Result<T>::refused(std::string(what) + " is not valid JSON (damaged or cut short?)");
    } catch (const std::exception& ex) {
        return Result<T>::refused(std::string(what) + " does not fit the format: " + ex.what());
    }
}

} // namespace

std::string save_encounter(const Encounter& e) {
    json j = {{"schema", kSchemaVersion}, {"encounter", e}};
    return j.dump();
}

Result<Encounter> load_encounter(std::string_view text) {
    return decode<Encounter>("This encounter file", text, [](const json& raw) {
        auto j = upgrade_document(raw, "This encounter file", "encounter");
        if (!j) return Result<Encounter>::refused(j.reason());
        Encounter e = j.value().at("encounter").get<Encounter>();
        if (auto broken = check_invariants(e))
            return Result<Encounter>::refused("This encounter is inconsistent: " + *broken);
        return Result<Encounter>::ok(std::move(e));
    });
}

std::string save_action(const Action& a) { return json(a).dump(); }

Result<Action> load_action(std::string_view text) {
    return decode<Action>("This action", text, [](const json& j) { return Result<Action>::ok(j.get<Action>()); });
}

Result<std::vector<Action>> load_actions(std::string_view text) {
    return decode<std::vector<Action>>("This action list", text, [](const json& j) {
        if (!j.is_array()) return Result<std::vector<Action>>::refused("An action list is a JSON array");
        std::vector<Action> out;
        for (const auto& item : j) out.push_back(item.get<Action>());
        return Result<std::vector<Action>>::ok(std::move(out));
    });
}

} // namespace rk
