#pragma once
// Base64url (RFC 4648 section 5) without padding: the alphabet of share links, safe in a URL
// fragment. Decoding is strict, so every byte string has exactly one text form.
#include <optional>
#include <string>
#include <string_view>

namespace rk {

std::string base64url_encode(std::string_view bytes);

// Nothing when the text is not canonical unpadded base64url (a character outside the alphabet,
// padding, a length of 4n+1, or unused low bits set in the last character).
std::optional<std::string> base64url_decode(std::string_view text);

} // namespace rk
