#pragma once
// Numbers read from text by the web build in place of libc's strtod and sscanf (linked over them
// with -Wl,--wrap in cmake/Web.cmake). musl's versions carry a 128-bit floating-point scanner
// that reads any decimal exactly: about 8 KB of gzip'd WebAssembly for numbers the app never
// keeps (its model holds only whole numbers; a fraction in a file is only ever refused), and
// Dear ImGui's few sscanf calls read whole numbers and hex ids. Plain C++: the unit tests check
// both against the C library natively.
#include <cstdarg>

namespace rk::ui {

// strtod for decimal text: leading spaces, a sign, digits with an optional fraction and
// exponent; *end (when given) is set past what was read, or to `text` when nothing was. Exact
// (correctly rounded) for up to 15 significant digits with the decimal point within 22 places
// of them, as every number a person writes is; otherwise within 1e-14 of it (one rounding per
// factor of 10^22 in its size).
// No hexadecimal, infinity or NaN forms (JSON has none): those read as nothing.
double scan_decimal(const char* text, char** end);

// sscanf for the conversions Dear ImGui 1.90 and its OpenGL backend use: %d %i %u %x %X (with
// a width: %02X), %f %lf, %c and %n, literal characters and spaces in the format. Returns the
// number of values stored, or -1 when the text ended before the first conversion.
int scan_format(const char* text, const char* format, std::va_list args);

} // namespace rk::ui
