// Compiles Debian's qrcodegen.cpp (1.8.0) without C++ streams. Its only stream formats the
// message of one exception (data too long for any QR version), yet std::ostringstream links
// all of iostreams and std::locale's facets into the WebAssembly (about 55 KB). Here that one
// `std::ostringstream` is a string builder with the two operators it uses; nothing else in
// the library changes. Built by cmake/Dependencies.cmake in place of the file itself.
#include <sstream>   // the real header first: its include guard keeps qrcodegen.cpp's own include out
#include <string>

namespace rk_qrcodegen {
struct MessageBuilder {
    std::string text;
    MessageBuilder& operator<<(const char* s) { text += s; return *this; }
    MessageBuilder& operator<<(int v) { text += std::to_string(v); return *this; }
    std::string str() const { return text; }
};
} // namespace rk_qrcodegen

namespace std {
using rk_qrcodegen_message = ::rk_qrcodegen::MessageBuilder;
} // namespace std

#define ostringstream rk_qrcodegen_message
#include "qrcodegen.cpp"
#undef ostringstream
