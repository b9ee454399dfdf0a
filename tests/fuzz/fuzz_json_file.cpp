// libFuzzer target: encounter and library files (core/formats/serialize.hpp, core/library/library.hpp) and
// an encounter's stored steps and settled batches (core/library/library_records.hpp). Each input is
// read as each. Besides the sanitizers, it checks that a refusal has words, that what
// loads saves and loads back unchanged, and that a loaded encounter survives a share link.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "core/library/library.hpp"
#include "core/library/library_records.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "core/fight/validate.hpp"

namespace {

[[noreturn]] void fail(const char* what) {
    std::fprintf(stderr, "fuzz_json_file: %s\n", what);
    std::abort();
}

// The limits every outside input is held to (core/fight/validate.hpp): whatever loads keeps them.
void check_limits(const rk::Encounter& e) {
    if (e.combatants.size() > static_cast<std::size_t>(rk::kMaxCombatants)) fail("an encounter past the combatant limit loaded");
    if (rk::check_text(e.name, "name")) fail("an encounter's name past the limits loaded");
    for (const auto& c : e.combatants)
        if (rk::check_text(c.name, "name")) fail("a combatant's name past the limits loaded");
    for (const auto& s : e.sides)
        if (rk::check_text(s.name, "name")) fail("a side's name past the limits loaded");
    for (const auto& fx : e.effects)
        if (rk::check_text(fx.name, "name")) fail("an effect's name past the limits loaded");
}

void check_encounter(const rk::Encounter& e) {
    check_limits(e);
    auto again = rk::load_encounter(rk::save_encounter(e));
    if (!again || !(again.value() == e)) fail("a loaded encounter does not survive saving and loading");
    auto shared = rk::parse_fragment(rk::share_fragment(e, rk::ShareKind::Full));
    rk::Encounter without_log = e;
    without_log.log = rk::EventLog{};
    if (!shared || !(shared.value().encounter == without_log)) fail("a loaded encounter does not survive a share link");
    auto view = rk::parse_fragment(rk::share_fragment(e, rk::ShareKind::PlayerView));
    if (!view) fail("the player view of a loaded encounter does not open");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    auto e = rk::load_encounter(input);
    if (e) check_encounter(e.value());
    else if (e.reason().empty()) fail("a refused encounter without a reason");

    auto lib = rk::load_library(input);
    if (lib) {
        auto again = rk::load_library(rk::save_library(lib.value()));
        if (!again || !(again.value() == lib.value())) fail("a loaded library does not survive saving and loading");
        for (const auto& entry : lib.value().encounters) check_encounter(*entry.encounter);   // a file's entries are always read
    } else if (lib.reason().empty()) {
        fail("a refused library without a reason");
    }
    // The import reads either, once, and refuses with the reason of the kind of file it is.
    auto file = rk::load_import_file(input);
    if (file) {
        if (!e && !lib) fail("an imported file that neither loader reads");
        for (const auto& enc : file.value().encounters) check_limits(enc);
        for (const auto& r : file.value().roster)
            if (rk::check_text(r.name, "name")) fail("a roster name past the limits imported");
    } else if (file.reason().empty()) {
        fail("a refused import without a reason");
    } else if (lib) {
        fail("a library the loader reads was refused by the import");
    }
    // An encounter's stored steps and its settled batches (core/library/library_records.hpp):
    // what reads writes back to the same steps.
    auto steps = rk::load_stored_steps(input);
    if (steps) {
        const rk::Journal j{{}, steps.value().steps, steps.value().applied};
        auto again = rk::load_stored_steps(rk::save_stored_steps(j, steps.value().checkpoint_generation, steps.value().settled_batches));
        if (!again || again.value().steps != j.steps || again.value().applied != j.applied ||
            again.value().settled_batches != steps.value().settled_batches)
            fail("stored steps do not survive saving and loading");
    } else if (steps.reason().empty()) {
        fail("refused steps without a reason");
    }
    auto settled = rk::load_settled_steps(input);
    if (settled) {
        auto again = rk::load_settled_steps(rk::save_settled_steps(settled.value().steps, settled.value().checkpoint_generation));
        if (!again || again.value().steps != settled.value().steps) fail("settled steps do not survive saving and loading");
    } else if (settled.reason().empty()) {
        fail("refused settled steps without a reason");
    }
    return 0;
}
