#include "core/formats/join_code.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <vector>

#include "core/formats/base64url.hpp"

namespace rk {

namespace {

constexpr std::uint8_t kVersion = 1;        // the high nibble of the first byte
constexpr std::size_t kFingerprintBytes = 32;   // SHA-256, what every browser offers
constexpr std::size_t kMaxCodeChars = 400;   // far past any real code: a longer one is foreign
constexpr std::string_view kDamaged = "This join code is damaged or incomplete; scan it again";

using Bytes = std::vector<std::uint8_t>;

struct Candidate {
    char kind = '4';                 // '4', '6' or 'm' (an mDNS name)
    std::array<std::uint8_t, 16> address{};
    std::uint16_t port = 0;
    std::size_t size() const { return kind == '4' ? 4 : 16; }
};

std::vector<std::string_view> lines_of(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

std::vector<std::string_view> words_of(std::string_view text) {
    std::vector<std::string_view> words;
    while (!text.empty()) {
        const std::size_t start = text.find_first_not_of(' ');
        if (start == std::string_view::npos) break;
        text.remove_prefix(start);
        const std::size_t end = text.find(' ');
        words.push_back(text.substr(0, end));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end);
    }
    return words;
}

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// ICE's characters (RFC 8839 ice-char): letters, digits, '+' and '/'.
bool ice_chars(std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' || c == '/';
    });
}

bool parse_number(std::string_view s, unsigned& out, unsigned max) {
    if (s.empty()) return false;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc{} && end == s.data() + s.size() && out <= max;
}

bool parse_ipv4(std::string_view s, Candidate& c) {
    for (int i = 0; i < 4; ++i) {
        const std::size_t dot = s.find('.');
        if ((i < 3) != (dot != std::string_view::npos)) return false;
        unsigned octet = 0;
        if (!parse_number(s.substr(0, dot), octet, 255)) return false;
        c.address[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(octet);
        if (dot != std::string_view::npos) s.remove_prefix(dot + 1);
    }
    c.kind = '4';
    return true;
}

// Full and "::"-shortened forms; not the dotted IPv4 tail (browsers do not use it in candidates).
bool parse_ipv6(std::string_view s, Candidate& c) {
    std::vector<std::uint16_t> head, tail;
    bool gap = false;
    if (const std::size_t at = s.find("::"); at != std::string_view::npos) {
        gap = true;
        if (s.find("::", at + 1) != std::string_view::npos) return false;
    }
    auto groups = [](std::string_view part, std::vector<std::uint16_t>& out) {
        while (!part.empty()) {
            const std::size_t colon = part.find(':');
            const std::string_view g = part.substr(0, colon);
            if (g.empty() || g.size() > 4) return false;
            unsigned v = 0;
            for (char ch : g) {
                if (hex_digit(ch) < 0) return false;
                v = v * 16 + static_cast<unsigned>(hex_digit(ch));
            }
            out.push_back(static_cast<std::uint16_t>(v));
            if (colon == std::string_view::npos) break;
            part.remove_prefix(colon + 1);
            if (part.empty()) return false;
        }
        return true;
    };
    if (gap) {
        const std::size_t at = s.find("::");
        if (!groups(s.substr(0, at), head) || !groups(s.substr(at + 2), tail)) return false;
        if (head.size() + tail.size() > 7) return false;
    } else if (!groups(s, head) || head.size() != 8) {
        return false;
    }
    std::array<std::uint16_t, 8> all{};
    std::copy(head.begin(), head.end(), all.begin());
    std::copy(tail.begin(), tail.end(), all.end() - static_cast<std::ptrdiff_t>(tail.size()));
    for (std::size_t i = 0; i < 8; ++i) {
        c.address[2 * i] = static_cast<std::uint8_t>(all[i] >> 8);
        c.address[2 * i + 1] = static_cast<std::uint8_t>(all[i] & 0xff);
    }
    c.kind = '6';
    return true;
}

// "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.local": the name a browser gives its address when it
// hides it (a page without camera permission); the other phone asks the Wi-Fi for it.
bool parse_mdns(std::string_view s, Candidate& c) {
    constexpr std::string_view kLocal = ".local";
    if (s.size() != 36 + kLocal.size() || s.substr(36) != kLocal) return false;
    std::size_t n = 0;
    for (std::size_t i = 0; i < 36; ++i) {
        if (i == 8 || i == 13 || i == 18 || i == 23) {
            if (s[i] != '-') return false;
            continue;
        }
        const int hi = hex_digit(s[i]), lo = i + 1 < 36 ? hex_digit(s[i + 1]) : -1;
        if (hi < 0 || lo < 0) return false;
        c.address[n++] = static_cast<std::uint8_t>(hi * 16 + lo);
        ++i;
    }
    c.kind = 'm';
    return n == 16;
}

std::string address_text(const Candidate& c) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    if (c.kind == '4') {
        for (std::size_t i = 0; i < 4; ++i) {
            if (i) out += '.';
            out += std::to_string(c.address[i]);
        }
    } else if (c.kind == '6') {
        for (std::size_t i = 0; i < 16; i += 2) {
            if (i) out += ':';
            char group[5];
            const unsigned v = static_cast<unsigned>(c.address[i] << 8 | c.address[i + 1]);
            auto [end, ec] = std::to_chars(group, group + 4, v, 16);
            out.append(group, end);
        }
    } else {
        for (std::size_t i = 0; i < 16; ++i) {
            if (i == 4 || i == 6 || i == 8 || i == 10) out += '-';
            out += kHex[c.address[i] >> 4];
            out += kHex[c.address[i] & 15];
        }
        out += ".local";
    }
    return out;
}

// "a=candidate:<foundation> <component> <transport> <priority> <address> <port> typ <type> ..."
bool host_candidate(std::string_view line, Candidate& c) {
    const auto w = words_of(line.substr(line.find(':') + 1));
    if (w.size() < 8 || w[1] != "1" || w[6] != "typ" || w[7] != "host") return false;
    if (w[2] != "udp" && w[2] != "UDP") return false;
    unsigned port = 0;
    if (!parse_number(w[5], port, 65535) || port == 0) return false;
    c.port = static_cast<std::uint16_t>(port);
    return parse_ipv4(w[4], c) || parse_mdns(w[4], c) || parse_ipv6(w[4], c);
}

void put_text(Bytes& out, std::string_view s) {
    out.push_back(static_cast<std::uint8_t>(s.size()));
    out.insert(out.end(), s.begin(), s.end());
}

} // namespace

Result<std::string> join_code(std::string_view local_description, JoinRole role) {
    using R = Result<std::string>;
    std::string_view ufrag, pwd, fingerprint, mid;
    std::vector<Candidate> candidates;
    for (std::string_view line : lines_of(local_description)) {
        if (starts_with(line, "a=ice-ufrag:")) ufrag = line.substr(12);
        else if (starts_with(line, "a=ice-pwd:")) pwd = line.substr(10);
        else if (starts_with(line, "a=fingerprint:sha-256 ")) fingerprint = line.substr(22);
        else if (starts_with(line, "a=mid:")) mid = line.substr(6);
        else if (starts_with(line, "a=candidate:")) {
            Candidate c;
            if (host_candidate(line, c)) candidates.push_back(c);
        }
    }
    if (ufrag.size() < 4 || ufrag.size() > 255 || pwd.size() < 22 || pwd.size() > 255 || !ice_chars(ufrag) || !ice_chars(pwd))
        return R::refused(Why::WrongFormat, "This browser's connection details are not in a form Roundkeeper reads (ICE credentials)");
    if (mid != "0") return R::refused(Why::WrongFormat, "This browser's connection details are not in a form Roundkeeper reads (mid)");
    Bytes bytes{static_cast<std::uint8_t>(kVersion << 4 | static_cast<std::uint8_t>(role))};
    put_text(bytes, ufrag);
    put_text(bytes, pwd);
    // "AB:CD:...": 32 pairs of hex digits between colons.
    if (fingerprint.size() != kFingerprintBytes * 3 - 1)
        return R::refused(Why::WrongFormat, "This browser's connection details are not in a form Roundkeeper reads (fingerprint)");
    for (std::size_t i = 0; i < kFingerprintBytes; ++i) {
        const std::size_t at = i * 3;
        const int hi = hex_digit(fingerprint[at]), lo = hex_digit(fingerprint[at + 1]);
        if (hi < 0 || lo < 0 || (i + 1 < kFingerprintBytes && fingerprint[at + 2] != ':'))
            return R::refused(Why::WrongFormat, "This browser's connection details are not in a form Roundkeeper reads (fingerprint)");
        bytes.push_back(static_cast<std::uint8_t>(hi * 16 + lo));
    }
    if (candidates.empty())
        return R::refused(Why::WrongFormat, "This phone has no network address to be reached at: is it on the Wi-Fi?");
    // IPv4 first (every home Wi-Fi), then hidden names, then IPv6; a few are enough.
    std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
        auto rank = [](char k) { return k == '4' ? 0 : k == 'm' ? 1 : 2; };
        return rank(a.kind) < rank(b.kind);
    });
    if (candidates.size() > kMaxJoinCandidates) candidates.resize(kMaxJoinCandidates);
    bytes.push_back(static_cast<std::uint8_t>(candidates.size()));
    for (const Candidate& c : candidates) {
        bytes.push_back(static_cast<std::uint8_t>(c.kind));
        bytes.insert(bytes.end(), c.address.begin(), c.address.begin() + static_cast<std::ptrdiff_t>(c.size()));
        bytes.push_back(static_cast<std::uint8_t>(c.port >> 8));
        bytes.push_back(static_cast<std::uint8_t>(c.port & 0xff));
    }
    return R::ok(base64url_encode(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size())));
}

Result<JoinDescription> join_description(std::string_view code) {
    using R = Result<JoinDescription>;
    if (const std::size_t hash = code.find('#'); hash != std::string_view::npos) code.remove_prefix(hash + 1);
    if (starts_with(code, kJoinLinkKey)) code.remove_prefix(kJoinLinkKey.size());
    if (code.size() > kMaxCodeChars) return R::refused(Why::WrongFormat, "This is not a Roundkeeper join code");
    const auto decoded = base64url_decode(code);
    if (!decoded || decoded->empty()) return R::refused(Why::WrongFormat, "This is not a Roundkeeper join code");
    const std::string_view b = *decoded;
    std::size_t at = 0;
    auto byte = [&](std::uint8_t& out) {
        if (at >= b.size()) return false;
        out = static_cast<std::uint8_t>(b[at++]);
        return true;
    };
    auto text = [&](std::string_view& out) {
        std::uint8_t n = 0;
        if (!byte(n) || at + n > b.size()) return false;
        out = b.substr(at, n);
        at += n;
        return true;
    };
    std::uint8_t head = 0;
    byte(head);
    if ((head >> 4) > kVersion) return R::refused(Why::NewerVersion, "This join code was made by a newer Roundkeeper; update the app");
    if ((head >> 4) != kVersion || (head & 15) > 1) return R::refused(Why::WrongFormat, "This is not a Roundkeeper join code");
    JoinDescription out;
    out.role = static_cast<JoinRole>(head & 15);
    std::string_view ufrag, pwd;
    if (!text(ufrag) || !text(pwd) || ufrag.size() < 4 || pwd.size() < 22 || !ice_chars(ufrag) || !ice_chars(pwd) ||
        at + kFingerprintBytes > b.size())
        return R::refused(Why::DamagedLink, std::string(kDamaged));
    std::string fingerprint;
    static constexpr char kHex[] = "0123456789ABCDEF";
    for (std::size_t i = 0; i < kFingerprintBytes; ++i) {
        const auto v = static_cast<std::uint8_t>(b[at++]);
        if (i) fingerprint += ':';
        fingerprint += kHex[v >> 4];
        fingerprint += kHex[v & 15];
    }
    std::uint8_t count = 0;
    if (!byte(count) || count == 0 || count > kMaxJoinCandidates) return R::refused(Why::DamagedLink, std::string(kDamaged));
    std::vector<Candidate> candidates(count);
    for (Candidate& c : candidates) {
        std::uint8_t kind = 0;
        if (!byte(kind) || (kind != '4' && kind != '6' && kind != 'm')) return R::refused(Why::DamagedLink, std::string(kDamaged));
        c.kind = static_cast<char>(kind);
        if (at + c.size() + 2 > b.size()) return R::refused(Why::DamagedLink, std::string(kDamaged));
        std::copy_n(b.begin() + static_cast<std::ptrdiff_t>(at), c.size(), c.address.begin());
        at += c.size();
        c.port = static_cast<std::uint16_t>(static_cast<std::uint8_t>(b[at]) << 8 | static_cast<std::uint8_t>(b[at + 1]));
        at += 2;
        if (c.port == 0) return R::refused(Why::DamagedLink, std::string(kDamaged));
    }
    if (at != b.size()) return R::refused(Why::DamagedLink, std::string(kDamaged));

    // The template: one data channel (BUNDLE of one m-line, mid 0) over DTLS/SCTP, as every
    // browser describes it; the offer lets the answerer pick the DTLS role, the answer takes
    // the client's ("active").
    std::string& s = out.sdp;
    s = "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n"
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n";
    s += "a=ice-ufrag:" + std::string(ufrag) + "\r\n";
    s += "a=ice-pwd:" + std::string(pwd) + "\r\n";
    s += "a=fingerprint:sha-256 " + fingerprint + "\r\n";
    s += out.role == JoinRole::Offer ? "a=setup:actpass\r\n" : "a=setup:active\r\n";
    s += "a=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";
    std::uint32_t priority = 2122260223;   // host candidates, in the order they came
    int foundation = 1;
    for (const Candidate& c : candidates)
        s += "a=candidate:" + std::to_string(foundation++) + " 1 udp " + std::to_string(priority--) + " " + address_text(c) + " " +
             std::to_string(c.port) + " typ host\r\n";
    s += "a=end-of-candidates\r\n";
    return R::ok(std::move(out));
}

} // namespace rk
