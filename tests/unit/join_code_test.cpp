// The join code (core/formats/join_code.hpp): a browser's session description in about a
// hundred characters, rebuilt on the other phone from a template; damaged and foreign codes
// refused with a sentence.
#include <catch2/catch.hpp>

#include <string>

#include "core/formats/join_code.hpp"

using namespace rk;

namespace {

const std::string kFingerprint =
    "6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08";

// What Chromium's local offer looks like once gathered: a TCP candidate and an IPv6 one too.
std::string chromium_offer(const std::string& host = "192.168.1.20") {
    return "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\n"
           "a=msid-semantic: WMS\r\nm=application 46243 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 192.168.1.20\r\n"
           "a=candidate:1467250027 1 udp 2122260223 " + host + " 46243 typ host generation 0 network-id 1\r\n"
           "a=candidate:1853887674 1 udp 2122194687 2001:db8::1 56143 typ host generation 0 network-id 2\r\n"
           "a=candidate:434380226 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0 network-id 1\r\n"
           "a=candidate:842163049 1 udp 1677729535 203.0.113.7 46243 typ srflx raddr 192.168.1.20 rport 46243\r\n"
           "a=ice-ufrag:Cf3j\r\na=ice-pwd:Gp2mLzVrGs9LXcl6E1ft8yn6\r\na=ice-options:trickle\r\n"
           "a=fingerprint:sha-256 " + kFingerprint + "\r\na=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\n"
           "a=max-message-size:262144\r\n";
}

// Firefox's answer: its own spellings (UDP in capitals, longer credentials, \n line ends).
const std::string kFirefoxAnswer =
    "v=0\no=mozilla...THIS_IS_SDPARTA-99.0 5117485427577180106 0 IN IP4 0.0.0.0\ns=-\nt=0 0\na=sendrecv\n"
    "a=fingerprint:sha-256 " + kFingerprint + "\na=group:BUNDLE 0\na=ice-options:trickle\na=msid-semantic:WMS *\n"
    "m=application 51234 UDP/DTLS/SCTP webrtc-datachannel\nc=IN IP4 10.0.0.5\n"
    "a=candidate:0 1 UDP 2122252543 10.0.0.5 51234 typ host\na=sendrecv\na=end-of-candidates\n"
    "a=ice-pwd:0f2a1c2d3e4f5a6b7c8d9e0f1a2b3c4d\na=ice-ufrag:1a2b3c4d\na=mid:0\na=setup:active\na=sctp-port:5000\n";

std::string code_of(const std::string& sdp, JoinRole role) {
    auto code = join_code(sdp, role);
    REQUIRE(code.is_ok());
    return code.value();
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

} // namespace

TEST_CASE("an offer's code holds what a connection needs in under a hundred characters and comes back as a description") {
    const std::string code = code_of(chromium_offer(), JoinRole::Offer);
    INFO(code);
    CHECK(code.size() * 3 / 4 <= 100);   // bytes: with its link, a QR code of version 5 to 8
    const auto back = join_description(code);
    REQUIRE(back.is_ok());
    const std::string& sdp = back.value().sdp;
    INFO(sdp);
    CHECK(back.value().role == JoinRole::Offer);
    CHECK(has(sdp, "a=ice-ufrag:Cf3j\r\n"));
    CHECK(has(sdp, "a=ice-pwd:Gp2mLzVrGs9LXcl6E1ft8yn6\r\n"));
    CHECK(has(sdp, "a=fingerprint:sha-256 " + kFingerprint + "\r\n"));
    CHECK(has(sdp, "a=setup:actpass\r\n"));
    CHECK(has(sdp, "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"));
    CHECK(has(sdp, "a=mid:0\r\n"));
    // The host candidates only, IPv4 first: TCP and server-reflexive ones are left behind.
    CHECK(has(sdp, " udp 2122260223 192.168.1.20 46243 typ host\r\n"));
    CHECK(has(sdp, " udp 2122260222 2001:db8:0:0:0:0:0:1 56143 typ host\r\n"));
    CHECK(!has(sdp, "tcp"));
    CHECK(!has(sdp, "203.0.113.7"));
    CHECK(has(sdp, "a=end-of-candidates\r\n"));
}

TEST_CASE("a code read from a link is the same code") {
    const std::string code = code_of(chromium_offer(), JoinRole::Offer);
    const auto plain = join_description(code);
    const auto linked = join_description("https://roundkeeper.example/play/#j=" + code);
    REQUIRE(plain.is_ok());
    REQUIRE(linked.is_ok());
    CHECK(linked.value().sdp == plain.value().sdp);
    CHECK(join_description("j=" + code).is_ok());
}

TEST_CASE("a hidden address (an mDNS name) travels as its 16 bytes and comes back as the same name") {
    const std::string name = "3c5f1a2e-7d10-4c2b-9a57-52d3b4e0f1a9.local";
    const std::string code = code_of(chromium_offer(name), JoinRole::Offer);
    CHECK(code.size() * 3 / 4 <= 104);
    const auto back = join_description(code);
    REQUIRE(back.is_ok());
    CHECK(has(back.value().sdp, " " + name + " 46243 typ host\r\n"));
}

TEST_CASE("an answer's code rebuilds an answer that takes the client's DTLS role") {
    const auto back = join_description(code_of(kFirefoxAnswer, JoinRole::Answer));
    REQUIRE(back.is_ok());
    CHECK(back.value().role == JoinRole::Answer);
    CHECK(has(back.value().sdp, "a=setup:active\r\n"));
    CHECK(has(back.value().sdp, "a=ice-ufrag:1a2b3c4d\r\n"));
    CHECK(has(back.value().sdp, " 10.0.0.5 51234 typ host\r\n"));
}

TEST_CASE("a description with no host candidate (no network) is refused with a sentence") {
    std::string sdp = chromium_offer();
    for (const std::string host : {"192.168.1.20 46243", "2001:db8::1 56143"}) {
        const auto at = sdp.find(" " + host + " typ host");
        sdp.replace(at, 1 + host.size(), " 999.1.1.1 46243");   // not an address
    }
    const auto code = join_code(sdp, JoinRole::Offer);
    REQUIRE(!code.is_ok());
    CHECK(code.reason() == "This phone has no network address to be reached at: is it on the Wi-Fi?");
    const auto no_fingerprint = join_code("a=ice-ufrag:abcd\na=ice-pwd:abcdefghijklmnopqrstuv\na=mid:0\n", JoinRole::Offer);
    CHECK(!no_fingerprint.is_ok());
}

TEST_CASE("damaged, cut and foreign codes are refused with a sentence, never read") {
    const std::string code = code_of(chromium_offer(), JoinRole::Offer);
    // Every cut short: refused (a camera that read half a code connects to nothing).
    for (std::size_t n = 0; n < code.size(); ++n) {
        const auto cut = join_description(code.substr(0, n));
        INFO(n);
        CHECK(!cut.is_ok());
    }
    // One character changed in the count or kind bytes, or anything else: never a crash.
    for (std::size_t i = 0; i < code.size(); ++i) {
        std::string changed = code;
        changed[i] = changed[i] == 'A' ? 'B' : 'A';
        (void)join_description(changed);
    }
    CHECK(join_description("e=2AAAA").reason() == "This is not a Roundkeeper join code");
    CHECK(join_description("hello world").reason() == "This is not a Roundkeeper join code");
    CHECK(join_description(std::string(1000, 'A')).reason() == "This is not a Roundkeeper join code");
    std::string newer = code;
    newer[0] = 'M';   // version 3 in the first byte's high nibble
    CHECK(join_description(newer).reason() == "This join code was made by a newer Roundkeeper; update the app");
}
