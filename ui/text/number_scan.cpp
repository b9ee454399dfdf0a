#include "ui/text/number_scan.hpp"

#include <cctype>
#include <cstdint>
#include <limits>

namespace rk::ui {

namespace {

// 10^0 .. 10^22: the powers of ten a double holds exactly.
constexpr double kExactTens[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

double scaled(double m, int exp10) {
    // Out of every double's range: the mantissa has at most 19 digits, so below 10^-343 is zero
    // and above 10^309 infinite.
    if (exp10 < -343) return 0.0;
    if (exp10 > 309) return std::numeric_limits<double>::infinity();
    while (exp10 > 22) { m *= 1e22; exp10 -= 22; }
    while (exp10 < -22) { m /= 1e22; exp10 += 22; }
    return exp10 >= 0 ? m * kExactTens[exp10] : m / kExactTens[-exp10];
}

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// A whole number in `base` (10 or 16; 0: decimal, or hexadecimal after 0x), at most `width`
// characters (0: any). False when no digit was read.
bool scan_whole(const char*& p, int base, int width, long long& out) {
    const char* const start = p;
    const auto room = [&] { return width == 0 || p - start < width; };
    bool negative = false;
    if (room() && (*p == '-' || *p == '+')) negative = *p++ == '-';
    if (base == 0) {
        base = 10;
        if (room() && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') && std::isxdigit(static_cast<unsigned char>(p[2]))) {
            p += 2;
            base = 16;
        }
    }
    unsigned long long value = 0;
    bool any = false;
    for (; room() && *p; ++p) {
        const char c = *p;
        const int digit = c >= '0' && c <= '9' ? c - '0' : base == 16 && c >= 'a' && c <= 'f' ? c - 'a' + 10
                        : base == 16 && c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (digit < 0) break;
        value = value * static_cast<unsigned>(base) + static_cast<unsigned>(digit);
        any = true;
    }
    if (!any) p = start;
    out = negative ? -static_cast<long long>(value) : static_cast<long long>(value);
    return any;
}

} // namespace

double scan_decimal(const char* text, char** end) {
    const char* p = text;
    while (is_space(*p)) ++p;
    bool negative = false;
    if (*p == '-' || *p == '+') negative = *p++ == '-';
    std::uint64_t mantissa = 0;
    int digits = 0, exp10 = 0;
    bool any = false;
    for (; *p >= '0' && *p <= '9'; ++p, any = true) {
        if (digits < 19) {
            mantissa = mantissa * 10 + static_cast<unsigned>(*p - '0');
            if (mantissa) ++digits;
        } else {
            ++exp10;   // a digit past what the mantissa holds: only its place counts
        }
    }
    if (*p == '.') {
        const char* fraction = p + 1;
        for (; *fraction >= '0' && *fraction <= '9'; ++fraction, any = true) {
            if (digits < 19) {
                mantissa = mantissa * 10 + static_cast<unsigned>(*fraction - '0');
                if (mantissa) ++digits;
                --exp10;
            }
        }
        if (any) p = fraction;
    }
    if (!any) {
        if (end) *end = const_cast<char*>(text);
        return 0.0;
    }
    if (*p == 'e' || *p == 'E') {
        const char* q = p + 1;
        bool exp_negative = false;
        if (*q == '-' || *q == '+') exp_negative = *q++ == '-';
        if (*q >= '0' && *q <= '9') {
            int e = 0;
            for (; *q >= '0' && *q <= '9'; ++q) e = e < 100000 ? e * 10 + (*q - '0') : e;
            exp10 += exp_negative ? -e : e;
            p = q;
        }
    }
    if (end) *end = const_cast<char*>(p);
    const double value = mantissa == 0 ? 0.0 : scaled(static_cast<double>(mantissa), exp10);
    return negative ? -value : value;
}

int scan_format(const char* text, const char* format, std::va_list args) {
    const char* p = text;
    int stored = 0;
    for (const char* f = format; *f; ++f) {
        if (is_space(*f)) {
            while (is_space(*p)) ++p;
            continue;
        }
        if (*f != '%' || f[1] == '%') {
            if (*f == '%') ++f;
            if (*p != *f) break;
            ++p;
            continue;
        }
        ++f;
        int width = 0;
        while (*f >= '0' && *f <= '9') width = width * 10 + (*f++ - '0');
        const bool is_long = *f == 'l';
        if (is_long) ++f;
        const char conversion = *f;
        if (conversion == 'n') {
            *va_arg(args, int*) = static_cast<int>(p - text);
            continue;
        }
        if (!*p) return stored == 0 ? -1 : stored;
        if (conversion == 'c') {
            *va_arg(args, char*) = *p++;
            ++stored;
            continue;
        }
        while (is_space(*p)) ++p;
        if (conversion == 'f' || conversion == 'g' || conversion == 'e') {
            char* after = nullptr;
            const double v = scan_decimal(p, &after);
            if (after == p) break;
            p = after;
            if (is_long) *va_arg(args, double*) = v;
            else *va_arg(args, float*) = static_cast<float>(v);
            ++stored;
            continue;
        }
        const int base = conversion == 'x' || conversion == 'X' ? 16 : conversion == 'i' ? 0 : 10;
        if (conversion != 'd' && conversion != 'i' && conversion != 'u' && base != 16) break;   // not one ImGui uses
        long long v = 0;
        if (!scan_whole(p, base, width, v)) break;
        if (conversion == 'd' || conversion == 'i') *va_arg(args, int*) = static_cast<int>(v);
        else *va_arg(args, unsigned*) = static_cast<unsigned>(v);
        ++stored;
    }
    return stored;
}

} // namespace rk::ui
