#pragma once
// The join code: what one phone's camera reads off the other's screen to open a WebRTC data
// channel between them with no server (docs/live-view.md). A browser's session description is
// a page of text; a QR code a phone reads at arm's length holds about a hundred bytes. So only
// what differs between two connections travels: the ICE credentials, the DTLS certificate's
// fingerprint and the host candidates (same Wi-Fi: no STUN or TURN). The other side rebuilds a
// full description from a fixed template; neither side ever edits its own local description.
//
// Bytes (then base64url): a first byte of version and role; ufrag and password, each a length
// byte and its characters; the 32 bytes of the SHA-256 fingerprint; a count of candidates,
// each a kind byte ('4' IPv4, '6' IPv6, 'm' an mDNS name <uuid>.local), its 4 or 16 bytes and
// a 2-byte port. A link carries it as "#j=<code>".
#include <string>
#include <string_view>

#include "core/model/types.hpp"

namespace rk {

enum class JoinRole : char {
    Offer,    // the game master's, shown as a link players open with their camera app
    Answer,   // a player's, shown back for the game master's phone to read
};

struct JoinDescription {
    JoinRole role = JoinRole::Offer;
    std::string sdp;   // a complete session description, to hand to the browser
};

inline constexpr std::string_view kJoinLinkKey = "j=";
inline constexpr std::size_t kMaxJoinCandidates = 2;   // the Wi-Fi's address, and one more (IPv6, or a second network)

// The code of a browser's local description (gathered in full). Refused, with a sentence,
// when the description lacks what a connection needs (no host candidate: no network).
Result<std::string> join_code(std::string_view local_description, JoinRole role);

// The description a code stands for. A code from a link ("...#j=CODE" or "j=CODE") is read
// too. Never throws: a damaged or foreign code is refused with a sentence.
Result<JoinDescription> join_description(std::string_view code);

} // namespace rk
