// libFuzzer target: the reducer itself, driven by a sequence of random actions. The input
// picks a starting fight (one per rule system), then step by step: a prompt the rules offer,
// undo, redo, or any action of the Action variant with its numbers, flags and names taken from
// the input (extreme values included: the reducer must refuse or saturate, never wrap). Besides
// the sanitizers (a signed overflow aborts), it checks that a refusal has words, that every
// state the reducer makes keeps the invariants, and that it saves and loads back unchanged.
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>

#include "core/model/history.hpp"
#include "core/formats/json_types.hpp"
#include "core/fight/prompts.hpp"
#include "core/fight/reducer.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "core/fight/validate.hpp"
#include "core/rules/rule_system.hpp"

namespace {

using nlohmann::json;

[[noreturn]] void fail(const char* what, const std::string& detail = {}) {
    std::fprintf(stderr, "fuzz_reducer: %s %s\n", what, detail.c_str());
    std::abort();
}

class Input {
public:
    explicit Input(std::string_view bytes) : in_(bytes) {}
    bool empty() const { return pos_ >= in_.size(); }
    unsigned byte() { return empty() ? 0 : static_cast<unsigned char>(in_[pos_++]); }
    std::uint32_t u32() {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i) v |= static_cast<std::uint32_t>(byte()) << (8 * i);
        return v;
    }
    // A number as a game master, a slip of the finger or a hostile file might give it.
    std::int64_t number() {
        switch (byte() % 12) {
        case 0: return INT_MIN;
        case 1: return INT_MAX;
        case 2: return -1;
        case 3: return 100000;
        case 4: return -100000;
        case 5: return 1'000'000'000;
        case 6: return static_cast<std::int32_t>(u32());
        case 7: return u32();
        default: return static_cast<int>(byte() % 24) - 4;   // small: ids, dice, rounds
        }
    }
    std::string text() {
        static const char* const kWords[] = {"", "Aria", "Goblin", "Bless", "sword", "2 rounds", "1d3 rounds",
                                             "until removed", "1 turn + caster's level", "d6", "Bandits", "x"};
        return kWords[byte() % (sizeof kWords / sizeof *kWords)];
    }

private:
    std::string_view in_;
    std::size_t pos_ = 0;
};

// Every number, flag and string of the action's JSON tree, replaced from the input.
void fill(json& j, Input& in);

// One number of a state's JSON tree replaced (the `which`-th number met, counting on).
void replace_number(json& j, unsigned& which, std::int64_t value) {
    if (j.is_object() || j.is_array()) {
        for (auto& child : j) replace_number(child, which, value);
    } else if (j.is_number() && which-- == 0) {
        j = value;
    }
}

void fill(json& j, Input& in) {
    if (j.is_object() || j.is_array()) {
        for (auto& child : j) fill(child, in);
        if (j.is_array() && in.byte() % 4 == 0)
            for (int n = static_cast<int>(in.byte() % 4); n > 0; --n) j.push_back(in.number());
    } else if (j.is_boolean()) {
        j = (in.byte() & 1) != 0;
    } else if (j.is_number()) {
        j = in.number();
    } else if (j.is_null()) {
        if (in.byte() % 2) j = in.number();
    } else if (j.is_string() && in.byte() % 3 == 0) {
        j = in.text();   // enum names are kept most of the time (a foreign one is refused by from_json)
    }
}

template <std::size_t... I>
rk::Action default_action(std::size_t which, std::index_sequence<I...>) {
    rk::Action out;
    ((which == I ? (out = std::variant_alternative_t<I, rk::Action>{}, 0) : 0), ...);
    return out;
}

std::optional<rk::Action> random_action(Input& in) {
    constexpr std::size_t n = std::variant_size_v<rk::Action>;
    const rk::Action blank = default_action(in.byte() % n, std::make_index_sequence<n>{});
    json j = blank;
    const json type = j["type"];
    fill(j, in);
    j["type"] = type;
    try {
        return j.get<rk::Action>();
    } catch (const std::exception&) {
        return std::nullopt;   // a value the format refuses (a foreign enum name, a negative id)
    }
}

rk::Encounter start(unsigned which) {
    const auto systems = rk::rule_systems();   // the registry's, in its order
    const rk::Ruleset r = systems[which % systems.size()]->id();
    rk::Encounter e;
    auto step = [&](const rk::Action& a) {
        if (auto next = rk::apply(e, a)) e = std::move(next).value();
    };
    step(rk::SetRuleset{r, {}});
    const bool ranks = rk::rule_system(r).newcomer_health != nullptr;
    const std::optional<int> hp = ranks ? std::nullopt : std::optional(12);
    step(rk::AddCombatant{"Aria", 1, true, 3, hp, 2});
    step(rk::AddCombatant{"Bram", 1, true, 1, hp, 0});
    step(rk::AddCombatant{"Goblin", 2, false, 1, hp, 1});
    step(rk::AddCombatant{"Ogre", 2, false, 2, hp, 0});
    if (ranks)
        for (rk::CombatantId id = 1; id <= 4; ++id) step(rk::SetRanks{.id = id, .physical = 3, .mental = 2});
    return e;
}

void check_state(const rk::Encounter& e, bool deep) {
    if (auto broken = rk::check_invariants(e)) fail("the reducer left the encounter inconsistent:", broken->text);
    if (!deep) return;
    auto back = rk::load_encounter(rk::save_encounter(e));
    if (!back) fail("a state the reducer made does not load back:", back.reason());
    if (!(back.value() == e)) fail("a state the reducer made changes on a save and load");
    auto view = rk::parse_fragment(rk::share_fragment(e, rk::ShareKind::PlayerView));
    if (!view) fail("the players' view of a state the reducer made does not open:", view.reason());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(std::string_view(reinterpret_cast<const char*>(data), size));
    rk::History<rk::Encounter> h;
    const unsigned first = in.byte();
    h.present = start(first);
    if (first & 0x80) {
        // A state as a file or link may hand it over: any number of the fight replaced (an
        // initiative of INT_MAX, hit points of INT_MIN), kept when it passes the invariants.
        if (auto running = rk::apply(h.present, rk::StartEncounter{})) h.present = std::move(running).value();
        json j = h.present;
        j.erase("log");
        j.erase("rng");
        for (int n = 1 + static_cast<int>(in.byte() % 3); n > 0; --n) {
            unsigned which = in.byte();
            replace_number(j, which, in.number());
        }
        try {
            rk::Encounter loaded = j.get<rk::Encounter>();
            if (!rk::check_invariants(loaded)) h.present = std::move(loaded);
        } catch (const std::exception&) {}
    }
    for (int step = 0; step < 64 && !in.empty(); ++step) {
        const unsigned choice = in.byte() % 8;
        rk::Refusal refused;
        if (choice == 0) {
            refused = rk::undo(h);
        } else if (choice == 1) {
            refused = rk::redo(h);
        } else if (choice <= 4) {   // what the rules ask for now
            const auto offered = rk::prompts(h.present);
            if (offered.empty()) continue;
            refused = rk::commit(h, offered[in.byte() % offered.size()].action, rk::apply);
        } else {
            const auto action = random_action(in);
            if (!action) continue;
            refused = rk::commit(h, *action, rk::apply);
        }
        if (refused && refused->text.empty()) fail("a refusal without a reason");
        check_state(h.present, step % 8 == 7 || in.empty());
    }
    check_state(h.present, true);
    return 0;
}
