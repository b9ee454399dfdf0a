#pragma once
// Sine and cosine for the web build in place of libc's sinf and cosf (linked over them with
// -Wl,--wrap in cmake/Web.cmake). Dear ImGui calls them for its arcs and circles, with angles of
// a few turns; musl's versions reduce any float exactly, through a 2.7 KB table of 2/pi's digits
// and the code to use it: about 4 KB of gzip'd WebAssembly. These reduce in double precision,
// exact to float precision for |x| < 2^20 (a million radians) and still in [-1, 1] beyond; the
// unit tests check them against the C library natively.
namespace rk::ui {

float sine(float x);
float cosine(float x);

} // namespace rk::ui
