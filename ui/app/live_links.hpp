#pragma once
// How a players' link says what it follows: a view that follows a page of this browser live ends
// in "&live=<that page's token>" (the share fragment itself is base64url and never holds a '&');
// one that came over a direct connection is kept as "&live=direct" (after a reload it shows the
// fight as it last was, and says to scan the game master's code again).
#include <string>
#include <string_view>
#include <utility>

namespace rk::ui {

inline constexpr std::string_view kLiveMark = "&live=";
inline constexpr std::string_view kJoinedMark = "direct";

// {the share fragment, the token it follows ("" for none)}
inline std::pair<std::string, std::string> split_live(const std::string& fragment) {
    const std::size_t at = fragment.find(kLiveMark);
    if (at == std::string::npos) return {fragment, ""};
    return {fragment.substr(0, at), fragment.substr(at + kLiveMark.size())};
}

inline std::string with_live(std::string fragment, const std::string& token) {
    return token.empty() ? fragment : fragment + std::string(kLiveMark) + token;
}

} // namespace rk::ui
