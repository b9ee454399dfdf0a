// The web build's vsnprintf (ui/text/format_text.hpp) against the C library's.
#include <catch2/catch.hpp>

#include <cstdarg>
#include <cstdio>
#include <string>

#include "ui/text/format_text.hpp"

namespace {

std::string ours(const char* format, ...) {
    char buffer[512];
    std::va_list args;
    va_start(args, format);
    const int n = rk::ui::format_text(buffer, sizeof buffer, format, args);
    va_end(args);
    CHECK(n == static_cast<int>(std::string(buffer).size()));
    return buffer;
}

std::string libc(const char* format, ...) {
    char buffer[512];
    std::va_list args;
    va_start(args, format);
    std::vsnprintf(buffer, sizeof buffer, format, args);
    va_end(args);
    return buffer;
}

#define SAME(...) CHECK(ours(__VA_ARGS__) == libc(__VA_ARGS__))

} // namespace

TEST_CASE("format_text writes text and whole numbers exactly as C does") {
    SAME("%s takes %d damage (%d/%d)", "Goblin 3", 5, 2, 7);
    SAME("%zu older entries", static_cast<std::size_t>(1234));
    // Each length read at its own width (size_t is 32 bits in WebAssembly, intmax_t 64): the
    // argument after it still comes out right.
    SAME("%zu %s %jd %s %td %s", static_cast<std::size_t>(7), "a", static_cast<std::intmax_t>(-8), "b", static_cast<std::ptrdiff_t>(9), "c");
    SAME("%.*s|", 3, "abcdef");
    SAME("[%5d|%-5d|%05d|%+d|% d|%.3d]", 42, 42, 42, 42, 42, 7);
    SAME("%d %d %ld %lld %u", -2147483647 - 1, 0, -5L, -9000000000LL, 4000000000u);
    SAME("%x %X %08X %#x %o %hhd %hu", 255u, 255u, 0xBEEFu, 255u, 8u, 300, 70000);
    SAME("%c%c %% %10s|%-10s|%.2s", 'o', 'k', "right", "left", "cut");
    SAME("%s", "");
    SAME("%*d|%-*d|", 6, 12, 6, 12);
}

TEST_CASE("format_text writes floats as C does for what a label shows") {
    for (double v : {0.0, -0.0, 1.0, 0.5, 2.5, -3.14159, 123.456, 99.995, 1e-5, 12345678.9, 0.125, 1e21, -7.0})
        for (const char* format : {"%f", "%.0f", "%.1f", "%.3f", "%6.1f", "%8.2f", "%e", "%.2e", "%g", "%.3g", "%G", "%+.1f"}) {
            INFO(format << " " << v);
            SAME(format, v);
        }
}

TEST_CASE("format_text cuts at the buffer and still counts the whole text") {
    char small[6];
    auto cut = [&](const char* format, ...) {
        std::va_list args;
        va_start(args, format);
        const int n = rk::ui::format_text(small, sizeof small, format, args);
        va_end(args);
        return n;
    };
    CHECK(cut("%s", "Roundkeeper") == 11);
    CHECK(std::string(small) == "Round");
    CHECK(cut("%d", 7) == 1);
    CHECK(std::string(small) == "7");
}
