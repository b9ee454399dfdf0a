// libFuzzer target: the saved session (core/library/saved_session.hpp) as the browser's storage hands it
// back, damaged or not: loading, recognising a newer version's data, and recovering what still
// reads. Besides the sanitizers, it checks that a refusal has words, that what loads saves and
// loads back unchanged, and that whatever recovery keeps is a sound library that saves and
// loads (so the recovered library the app writes can be read on the next visit).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "core/library/library.hpp"
#include "core/library/saved_session.hpp"

namespace {

[[noreturn]] void fail(const char* what) {
    std::fprintf(stderr, "fuzz_saved_session: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    auto loaded = rk::load_session(input);
    if (loaded) {
        auto again = rk::load_session(rk::save_session(loaded.value()));
        if (!again || !(again.value() == loaded.value())) fail("a loaded session does not survive saving and loading");
        if (rk::saved_by_newer_version(input)) fail("a session that loads is said to come from a newer version");
    } else if (loaded.reason().empty()) {
        fail("a refused session without a reason");
    }

    const rk::Recovered r = rk::recover_session(input);
    if (r.lost.empty()) fail("a recovery that does not say what was lost");
    if (rk::check_library(r.session.library)) fail("recovery kept an unsound library");
    if (rk::saved_by_newer_version(input) && !r.session.library.encounters.empty())
        fail("a newer version's data was recovered as this version's");
    auto saved = rk::load_session(rk::save_session(r.session));
    if (!saved || !(saved.value() == r.session)) fail("a recovered session does not survive saving and loading");
    return 0;
}
