// libFuzzer target: share links (core/formats/share_codec.hpp). Each input is read twice: as the text
// of a fragment, and as tree bytes sealed with a good checksum (random text almost never
// passes the checksum, so the tree decoder is reached that way). Besides the sanitizers, it
// checks that a refusal has words and that whatever opens survives a second trip unchanged.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"

namespace {

[[noreturn]] void fail(const char* what) {
    std::fprintf(stderr, "fuzz_share_link: %s\n", what);
    std::abort();
}

void check(const rk::Result<rk::SharedEncounter>& r) {
    if (!r) {
        if (r.reason().empty()) fail("a refusal without a reason");
        return;
    }
    const rk::Encounter& e = r.value().encounter;
    if (!e.log.empty()) fail("a share link brought a log");
    auto again = rk::parse_fragment(rk::share_fragment(e, rk::ShareKind::Full));
    if (!again || !(again.value().encounter == e)) fail("an opened link does not survive a second trip");
    // What a link opens can be saved and loaded as a file (valid UTF-8, sound numbers).
    auto loaded = rk::load_encounter(rk::save_encounter(e));
    if (!loaded || !(loaded.value() == e)) fail("an opened link does not survive saving and loading");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    check(rk::parse_fragment(input));
    check(rk::parse_fragment(rk::detail::seal_fragment(rk::ShareKind::Full, input)));
    return 0;
}
