#include "ui/text/format_text.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace rk::ui {

namespace {

// Collects the output, counting what does not fit.
struct Out {
    char* buffer;
    std::size_t size, length = 0;
    void put(char c) {
        if (length + 1 < size) buffer[length] = c;
        ++length;
    }
    void put(const char* s, std::size_t n) {
        for (std::size_t i = 0; i < n; ++i) put(s[i]);
    }
    void repeat(char c, int n) {
        for (int i = 0; i < n; ++i) put(c);
    }
};

struct Spec {
    bool left = false, plus = false, space = false, zero = false, alternate = false;
    int width = 0, precision = -1;
};

// `body` (digits and the like) with its sign or prefix, padded to the width.
void emit(Out& out, const Spec& spec, const char* prefix, const char* body, std::size_t n, int zeros = 0) {
    const std::size_t prefix_n = std::strlen(prefix);
    const int pad = spec.width - static_cast<int>(prefix_n + n) - zeros;
    if (!spec.left && !spec.zero) out.repeat(' ', pad);
    out.put(prefix, prefix_n);
    if (!spec.left && spec.zero) out.repeat('0', pad);
    out.repeat('0', zeros);
    out.put(body, n);
    if (spec.left) out.repeat(' ', pad);
}

const char* sign_of(bool negative, const Spec& spec) { return negative ? "-" : spec.plus ? "+" : spec.space ? " " : ""; }

void whole(Out& out, Spec spec, std::uintmax_t value, bool negative, unsigned base, bool upper, const char* prefix) {
    char digits[72];
    int n = 0;
    const char* const set = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    for (std::uintmax_t v = value; v; v /= base) digits[sizeof digits - 1 - n++] = set[v % base];
    if (spec.precision >= 0) spec.zero = false;
    const int zeros = spec.precision > n ? spec.precision - n : (n == 0 && spec.precision != 0 ? 1 : 0);
    emit(out, spec, negative || spec.plus || spec.space ? sign_of(negative, spec) : (value ? prefix : ""),
         digits + sizeof digits - n, static_cast<std::size_t>(n), zeros);
}

// The decimal digits of `v` (>= 0, < 2^63 after scaling) at `precision` places: "123.45".
std::size_t fixed(char* out, double v, int precision) {
    static constexpr double kTens[] = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17};
    std::size_t n = 0;
    if (v * kTens[precision] >= 9e18) {   // too large for exact scaling: the whole part, digit by digit
        char rev[400];
        int k = 0;
        for (double w = std::floor(v); w >= 1 && k < 400; w = std::floor(w / 10))
            rev[k++] = static_cast<char>('0' + static_cast<int>(w - std::floor(w / 10) * 10));
        while (k) out[n++] = rev[--k];
        if (precision) { out[n++] = '.'; for (int i = 0; i < precision; ++i) out[n++] = '0'; }
        return n;
    }
    const std::uint64_t scaled = static_cast<std::uint64_t>(std::nearbyint(v * kTens[precision]));
    const std::uint64_t unit = static_cast<std::uint64_t>(kTens[precision]);
    char rev[24];
    int k = 0;
    for (std::uint64_t w = scaled / unit; k == 0 || w; w /= 10) rev[k++] = static_cast<char>('0' + w % 10);
    while (k) out[n++] = rev[--k];
    if (precision) {
        out[n++] = '.';
        std::uint64_t f = scaled % unit;
        for (int i = precision - 1; i >= 0; --i, f /= 10) out[n + static_cast<std::size_t>(i)] = static_cast<char>('0' + f % 10);
        n += static_cast<std::size_t>(precision);
    }
    return n;
}

// 10^e, by the exact powers (no pow: libm's brings its own tables).
double power_of_ten(int e) {
    double p = 1;
    for (int i = 0; i < (e < 0 ? -e : e); ++i) p *= 10;
    return e < 0 ? 1 / p : p;
}

// The power of ten of `v`'s first digit (v > 0, finite).
int decimal_exponent(double v) {
    int e = 0;
    while (v >= 10) { v /= 10; ++e; }
    while (v < 1) { v *= 10; --e; }
    return e;
}

std::size_t scientific(char* out, double v, int precision, bool upper) {
    int e = v == 0 ? 0 : decimal_exponent(v);
    const double m = v == 0 ? 0 : (e >= 0 ? v / power_of_ten(e) : v * power_of_ten(-e));
    std::size_t n = fixed(out, m, precision);
    if (out[0] == '1' && out[1] == '0' && (n == 2 || out[2] == '.')) {   // 9.99... rounded up to 10
        ++e;
        n = fixed(out, m / 10, precision);
    }
    out[n++] = upper ? 'E' : 'e';
    out[n++] = e < 0 ? '-' : '+';
    const int a = e < 0 ? -e : e;
    if (a >= 100) out[n++] = static_cast<char>('0' + a / 100);
    out[n++] = static_cast<char>('0' + a / 10 % 10);
    out[n++] = static_cast<char>('0' + a % 10);
    return n;
}

void floating(Out& out, const Spec& spec, double v, char conversion) {
    const bool negative = std::signbit(v), upper = conversion >= 'A' && conversion <= 'Z';
    const double a = std::fabs(v);
    Spec s = spec;
    if (!std::isfinite(v)) {
        s.zero = false;
        emit(out, s, sign_of(negative, spec), std::isnan(v) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf"), 3);
        return;
    }
    int precision = spec.precision < 0 ? 6 : spec.precision > 17 ? 17 : spec.precision;
    char body[420];
    std::size_t n = 0;
    const char c = static_cast<char>(conversion | 0x20);
    if (c == 'f') {
        n = fixed(body, a, precision);
    } else if (c == 'e') {
        n = scientific(body, a, precision, upper);
    } else {   // g: the shorter of the two, as C chooses it, without trailing zeros
        if (precision == 0) precision = 1;
        const int e = a == 0 ? 0 : decimal_exponent(a);
        n = e < -4 || e >= precision ? scientific(body, a, precision - 1, upper) : fixed(body, a, precision - 1 - e);
        if (!spec.alternate && std::memchr(body, '.', n)) {
            std::size_t exp_at = n;
            for (std::size_t i = 0; i < n; ++i) if (body[i] == 'e' || body[i] == 'E') exp_at = i;
            std::size_t end = exp_at;
            while (body[end - 1] == '0') --end;
            if (body[end - 1] == '.') --end;
            std::memmove(body + end, body + exp_at, n - exp_at);
            n = end + (n - exp_at);
        }
    }
    emit(out, s, sign_of(negative, spec), body, n);
}

} // namespace

int format_text(char* buffer, std::size_t size, const char* format, std::va_list args) {
    Out out{buffer, size};
    for (const char* f = format; *f; ++f) {
        if (*f != '%') { out.put(*f); continue; }
        Spec spec;
        for (++f;; ++f) {
            if (*f == '-') spec.left = true;
            else if (*f == '+') spec.plus = true;
            else if (*f == ' ') spec.space = true;
            else if (*f == '0') spec.zero = true;
            else if (*f == '#') spec.alternate = true;
            else break;
        }
        if (*f == '*') {
            spec.width = va_arg(args, int);
            if (spec.width < 0) { spec.left = true; spec.width = -spec.width; }
            ++f;
        } else {
            while (*f >= '0' && *f <= '9') spec.width = spec.width * 10 + (*f++ - '0');
        }
        if (*f == '.') {
            ++f;
            spec.precision = 0;
            if (*f == '*') { spec.precision = va_arg(args, int); ++f; }
            else while (*f >= '0' && *f <= '9') spec.precision = spec.precision * 10 + (*f++ - '0');
        }
        if (spec.left) spec.zero = false;
        // 0 int, 1 long, 2 long long, 3 intmax_t, 4 size_t, 5 ptrdiff_t, -1 short, -2 char (each
        // read at its own width: size_t is 32 bits in WebAssembly, intmax_t 64).
        int longs = 0;
        for (;; ++f) {
            if (*f == 'l') ++longs;
            else if (*f == 'h') --longs;
            else if (*f == 'j') longs = 3;
            else if (*f == 'z') longs = 4;
            else if (*f == 't') longs = 5;
            else if (*f == 'L') {}
            else break;
        }
        const char conversion = *f;
        if (!conversion) break;
        switch (conversion) {
        case 'd': case 'i': {
            std::intmax_t v = longs == 3 ? va_arg(args, std::intmax_t) : longs == 4 ? static_cast<std::intmax_t>(va_arg(args, std::size_t))
                            : longs == 5 ? va_arg(args, std::ptrdiff_t) : longs == 2 ? va_arg(args, long long)
                            : longs == 1 ? va_arg(args, long) : va_arg(args, int);
            if (longs == -1) v = static_cast<short>(v);
            if (longs <= -2) v = static_cast<signed char>(v);
            const std::uintmax_t magnitude = v < 0 ? 0 - static_cast<std::uintmax_t>(v) : static_cast<std::uintmax_t>(v);
            whole(out, spec, magnitude, v < 0, 10, false, "");
            break;
        }
        case 'u': case 'x': case 'X': case 'o': {
            std::uintmax_t v = longs == 3 ? va_arg(args, std::uintmax_t) : longs == 4 ? va_arg(args, std::size_t)
                             : longs == 5 ? static_cast<std::uintmax_t>(va_arg(args, std::ptrdiff_t)) : longs == 2 ? va_arg(args, unsigned long long)
                             : longs == 1 ? va_arg(args, unsigned long) : va_arg(args, unsigned);
            if (longs == -1) v = static_cast<unsigned short>(v);
            if (longs <= -2) v = static_cast<unsigned char>(v);
            const unsigned base = conversion == 'u' ? 10 : conversion == 'o' ? 8 : 16;
            Spec s = spec;
            s.plus = s.space = false;
            whole(out, s, v, false, base, conversion == 'X',
                  spec.alternate ? (conversion == 'x' ? "0x" : conversion == 'X' ? "0X" : conversion == 'o' ? "0" : "") : "");
            break;
        }
        case 'p': {
            Spec s = spec;
            s.plus = s.space = false;
            whole(out, s, reinterpret_cast<std::uintptr_t>(va_arg(args, void*)), false, 16, false, "0x");
            break;
        }
        case 'c': {
            const char c = static_cast<char>(va_arg(args, int));
            Spec s = spec;
            s.zero = false;
            emit(out, s, "", &c, 1);
            break;
        }
        case 's': {
            const char* s = va_arg(args, const char*);
            if (!s) s = "(null)";
            std::size_t n = 0;
            while (s[n] && (spec.precision < 0 || n < static_cast<std::size_t>(spec.precision))) ++n;
            Spec t = spec;
            t.zero = false;
            emit(out, t, "", s, n);
            break;
        }
        case 'f': case 'F': case 'e': case 'E': case 'g': case 'G':
            floating(out, spec, va_arg(args, double), conversion);
            break;
        case '%': out.put('%'); break;
        default: out.put('%'); out.put(conversion); break;
        }
    }
    if (size) buffer[out.length < size ? out.length : size - 1] = '\0';
    return static_cast<int>(out.length);
}

} // namespace rk::ui
