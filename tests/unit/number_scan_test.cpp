// The web build's strtod and sscanf (ui/text/number_scan.hpp) against the C library's.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

#include "ui/text/number_scan.hpp"

namespace {

int scan(const char* text, const char* format, ...) {
    std::va_list args;
    va_start(args, format);
    const int stored = rk::ui::scan_format(text, format, args);
    va_end(args);
    return stored;
}

// Reads `text` both ways: the same value and the same length read.
void same_as_strtod(const std::string& text) {
    char* ours_end = nullptr;
    char* libc_end = nullptr;
    const double ours = rk::ui::scan_decimal(text.c_str(), &ours_end);
    const double libc = std::strtod(text.c_str(), &libc_end);
    INFO(text);
    CHECK(ours_end - text.c_str() == libc_end - text.c_str());
    CHECK(std::signbit(ours) == std::signbit(libc));
    CHECK(ours == libc);
}

} // namespace

TEST_CASE("scan_decimal reads what JSON and people write exactly as strtod does") {
    for (const char* text : {"0", "-0", "7", "-12", "2147483648", "7.5", "0.1", "0.3", "-0.000123", "1e3", "1E+3", "2.5e-3",
                             "123456789012345678", "9007199254740993", "3.0000000000000000001", "  42", "1.", ".5",
                             "1e22", "1e-22", "4.35", "99.99", "12abc", "1e", "1e+", "-", "", ".", "abc", "1.5x"})
        same_as_strtod(text);
}

TEST_CASE("scan_decimal is exact within 15 digits and 22 places, and near elsewhere") {
    std::mt19937_64 random(17);
    for (int i = 0; i < 20000; ++i) {
        // Up to 15 significant digits, the point anywhere within 22 places: exact.
        const long long digits = static_cast<long long>(random() % 1000000000000000ULL);
        const int place = static_cast<int>(random() % 45) - 22;
        same_as_strtod(std::to_string(digits) + "e" + std::to_string(place));
    }
    for (int i = 0; i < 20000; ++i) {
        // Any double printed in full (17 digits, any exponent): within 1e-14 of it (a few dozen
        // units in the last place at most: one rounding per factor 10^22 of the exponent).
        std::uint64_t bits = random();
        double d = 0;
        std::memcpy(&d, &bits, sizeof d);
        if (!std::isfinite(d)) continue;
        char text[40];
        std::snprintf(text, sizeof text, "%.17g", d);
        const double ours = rk::ui::scan_decimal(text, nullptr);
        INFO(text);
        if (std::fabs(d) < 1e-290) {
            CHECK(std::fabs(ours - d) <= 1e-300);   // subnormals: near zero
            continue;
        }
        CHECK(std::fabs(ours - d) <= 1e-14 * std::fabs(d));
    }
}

TEST_CASE("scan_decimal leaves hexadecimal, infinity and NaN unread, and saturates") {
    char* end = nullptr;
    const char* text = "inf";
    CHECK(rk::ui::scan_decimal(text, &end) == 0.0);
    CHECK(end == text);
    CHECK(std::isinf(rk::ui::scan_decimal("1e400", nullptr)));
    CHECK(rk::ui::scan_decimal("1e-400", nullptr) == 0.0);
}

TEST_CASE("scan_format reads what Dear ImGui asks of sscanf as sscanf does") {
    int a = 0, b = 0, n = 0;
    CHECK(scan("Pos=60,-70", "Pos=%i,%i", &a, &b) == 2);
    CHECK((a == 60 && b == -70));
    CHECK(scan("Size=3", "Pos=%i,%i", &a, &b) == 0);
    CHECK(scan("#version 300 es", "#version %d", &a) == 1);
    CHECK(a == 300);
    CHECK(scan("OpenGL ES 3.0 (WebGL 2.0)", "%d.%d", &a, &b) == 0);   // the GL version check: not a number first
    CHECK(scan("3.2", "%d.%d", &a, &b) == 2);
    CHECK((a == 3 && b == 2));
    CHECK(scan("", "%d", &a) == -1);
    CHECK(scan("  -17", "%d", &a) == 1);
    CHECK(a == -17);
    unsigned id = 0;
    int columns = 0;
    CHECK(scan("0x1A2B3C4D,5", "0x%08X,%d", &id, &columns) == 2);
    CHECK((id == 0x1A2B3C4Du && columns == 5));
    unsigned rgba[4] = {};
    CHECK(scan("FF8000C0", "%02X%02X%02X%02X", &rgba[0], &rgba[1], &rgba[2], &rgba[3]) == 4);
    CHECK((rgba[0] == 0xFF && rgba[1] == 0x80 && rgba[2] == 0x00 && rgba[3] == 0xC0));
    CHECK(scan("Column 3 Width=40", "Column %d%n", &a, &n) == 1);
    CHECK((a == 3 && n == 8));
    char c = 0;
    CHECK(scan("Sort=2^", "Sort=%d%c%n", &a, &c, &n) == 2);
    CHECK((a == 2 && c == '^' && n == 7));
    float f = 0;
    CHECK(scan("Weight=0.25", "Weight=%f", &f) == 1);
    CHECK(f == 0.25f);
    double d = 0;
    CHECK(scan("-1.5e2", "%lf", &d) == 1);
    CHECK(d == -150.0);
    CHECK(scan("12", "%u", &id) == 1);
    CHECK(id == 12u);
    CHECK(scan("100%", "%d%%", &a) == 1);
}
