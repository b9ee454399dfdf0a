#pragma once
// printf-style formatting for the web build in place of libc's vsnprintf (linked over it with
// -Wl,--wrap in cmake/Web.cmake; snprintf goes through it). Dear ImGui formats every label with
// it; musl's carries its whole printf machinery, long-double argument handling and an exact
// decimal float printer: about 4 KB of gzip'd WebAssembly for texts that are names and whole
// numbers. Plain C++: the unit tests check it against the C library natively.
#include <cstdarg>
#include <cstddef>

namespace rk::ui {

// vsnprintf: flags - + space 0 #, a width and a precision (numbers or *), the length modifiers
// hh h l ll z j t, and the conversions d i u x X o c s p % f F e E g G. Writes at most `size`
// bytes including the closing NUL; returns the length the whole text has. Whole numbers and
// text come out exactly as C's; a float's digits are exact to 15 significant digits (C prints
// more of a double's binary value, past what any label shows).
int format_text(char* buffer, std::size_t size, const char* format, std::va_list args);

} // namespace rk::ui
