// libFuzzer target: encounter and library files (core/serialize.hpp, core/library.hpp). Each
// input is read as both. Besides the sanitizers, it checks that a refusal has words, that what
// loads saves and loads back unchanged, and that a loaded encounter survives a share link.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "core/library.hpp"
#include "core/serialize.hpp"
#include "core/share_codec.hpp"

namespace {

[[noreturn]] void fail(const char* what) {
    std::fprintf(stderr, "fuzz_json_file: %s\n", what);
    std::abort();
}

void check_encounter(const rk::Encounter& e) {
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
        for (const auto& entry : lib.value().encounters) check_encounter(entry.encounter);
    } else if (lib.reason().empty()) {
        fail("a refused library without a reason");
    }
    return 0;
}
