#include "ui/app/test_hook.hpp"

#include <nlohmann/json.hpp>

#include "core/formats/json_types.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "ui/app/app.hpp"
#include "ui/platform/platform.hpp"

namespace rk::ui::test_hook {

std::string state(App& app) {
    try {
        return save_encounter(app.session().encounter());
    } catch (const std::exception& ex) {
        return std::string("{\"error\": \"") + ex.what() + "\"}";
    }
}

namespace {
// "" when the action was taken, else what the user was told: a refusal below the screen, an
// encounter that could not be read in the notice.
std::string told(App& app, bool taken) {
    if (taken) return "";
    const UiState& ui = app.ui_state();
    return ui.message.empty() ? ui.notice : ui.message;
}
} // namespace

std::string dispatch(App& app, const char* action_json) {
    auto action = load_action(action_json);
    if (!action) return action.reason();
    return told(app, app.session().dispatch(action.value()));
}

std::string dispatch_library(App& app, const char* action_json) {
    auto action = load_library_action(action_json);
    if (!action) return action.reason();
    return told(app, app.session().dispatch(action.value()));
}

std::string widgets(App& app) {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [name, r] : app.tags().rects())
        j[name] = {{"x", r.x},     {"y", r.y}, {"w", r.w}, {"h", r.h}, {"clipped", r.clipped}, {"listTop", r.list_top},
                   {"listBottom", r.list_bottom}};
    return j.dump();
}

std::string screen(App& app) { return app.screen_name(); }

std::string announcement(App& app) { return app.ui_state().announcement; }

std::string state_hash(App& app) {
    std::uint64_t h = 1469598103934665603ull;   // FNV-1a
    for (unsigned char ch : app.session().saved_text()) h = (h ^ ch) * 1099511628211ull;
    return std::to_string(h);
}

std::string stored_library() {
    Persistence reader(Storage{platform::storage_read,
                               [](const std::string&, const std::string&) -> Refusal { return {Why::ReadOnly, "only reading"}; },
                               [](const std::string&) {}, platform::storage_keys});
    Store scratch;
    const std::string told = reader.load(scratch, /*check_writes=*/false);
    scratch.load_all();   // the whole library, as the records hold it
    // {"notice": ..., "saved": <the library file>} (no parse here: a second JSON parser would cost the payload kilobytes)
    return "{\"notice\":" + nlohmann::json(told).dump() + ",\"saved\":" + save_library(scratch.saved_session(0).library) + "}";
}

std::string share_link(App& app, const std::string& page, bool players) {
    return page + "#" + share_fragment(app.session().encounter(), players ? ShareKind::PlayerView : ShareKind::Full);
}

std::string live_link(App& app) { return app.sharing().live_link(); }

std::string join(App& app) {
    const auto& j = app.sharing().joining();
    return nlohmann::json{{"offer", j.offer_link}, {"answer", j.answer_code}, {"players", j.players}, {"problem", j.problem}}.dump();
}

std::string decode_view(const char* fragment) {
    auto shared = parse_fragment(fragment);
    if (!shared) return nlohmann::json{{"refused", shared.reason()}}.dump();
    if (shared.value().kind != ShareKind::PlayerView) return R"({"refused": "not a players' view"})";
    return save_encounter(shared.value().encounter);   // {"schema":..,"encounter":{...}}
}

} // namespace rk::ui::test_hook
