#include "core/formats/serialize.hpp"

#include "core/formats/json_input.hpp"
#include "core/formats/json_types.hpp"
#include "core/fight/validate.hpp"

namespace rk {
using nlohmann::json;

namespace {

// Runs a decoding step on the parsed input; any exception from the JSON library becomes a
// refusal with its words.
template <class T, class F>
Result<T> decode(std::string_view what, std::string_view text, F&& step) {
    auto parsed = parse_json_input(text, what, kMaxFileBytes);
    if (!parsed) return Result<T>::refused(parsed.refusal());
    json j = std::move(parsed).value();
    try {
        return step(j);
    } catch (const std::exception& ex) {
        return Result<T>::refused(Why::WrongFormat, std::string(what) + " does not fit the format: " + ex.what());
    }
}

} // namespace

std::string save_encounter(const Encounter& e) {
    json j = {{"schema", kSchemaVersion}, {"encounter", e}};
    return j.dump();
}

Result<Encounter> load_encounter(std::string_view text) {
    return decode<Encounter>("This encounter file", text, [](json& raw) {
        auto j = upgrade_document(std::move(raw), "This encounter file", "encounter");
        if (!j) return Result<Encounter>::refused(j.refusal());
        Encounter e = j.value().at("encounter").get<Encounter>();
        if (auto broken = check_invariants(e)) return Result<Encounter>::refused(*refuse_encounter("This encounter", broken));
        return Result<Encounter>::ok(std::move(e));
    });
}

std::string save_action(const Action& a) { return json(a).dump(); }

Result<Action> load_action(std::string_view text) {
    return decode<Action>("This action", text, [](json& j) { return Result<Action>::ok(j.get<Action>()); });
}

Result<std::vector<Action>> load_actions(std::string_view text) {
    return decode<std::vector<Action>>("This action list", text, [](json& j) {
        if (!j.is_array()) return Result<std::vector<Action>>::refused(Why::WrongFormat, "An action list is a JSON array");
        std::vector<Action> out;
        for (const auto& item : j) out.push_back(item.get<Action>());
        return Result<std::vector<Action>>::ok(std::move(out));
    });
}

} // namespace rk
