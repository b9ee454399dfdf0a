#pragma once
// Share links: the whole encounter in a URL fragment, "#e=1..." (the game master's full state)
// or "#v=1..." (the players' read-only view). A link carries the state, not the history: the
// log stays behind, the dice generator travels with a full share.
//
// Text form: <kind>=<version><base64url(tree, crc32)>, kind 'e' or 'v', version '1'.
// The tree is the encounter's JSON tree (json_types.hpp) made compact without knowing its
// fields: arrays of objects become columns (keys once), columns holding the default value of
// every row are left out, constant columns are stored once, flags are packed into bits, and
// every string is written once and referred to after. New fields need no change here.
// Decoding never throws: a damaged, foreign or hostile link is refused with a sentence.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/model/encounter.hpp"

namespace rk {

enum class ShareKind : std::uint8_t {
    Full,         // "e=": everything, to carry the fight to another device
    PlayerView,   // "v=": what the players may see, opened read-only
};

struct SharedEncounter {
    Encounter encounter;
    ShareKind kind = ShareKind::Full;
    bool operator==(const SharedEncounter&) const = default;
};

inline constexpr char kShareVersion = '2';   // '1': before each rule system kept its own part (still opens)
// Against hostile links: the longest fragment read, the most the tree may grow to once
// decoded (about one unit per value plus one per character of text), and its deepest nesting.
inline constexpr std::size_t kMaxShareFragmentChars = 256 * 1024;
inline constexpr std::size_t kMaxShareDecodedUnits = 1'000'000;
inline constexpr int kMaxShareDepth = 32;

// How far a link travels (the share screen says so before offering it): a QR code holds at
// most 2,953 bytes (version 40, low correction); messaging apps and mail cut links past a few
// thousand characters (8,000 is what they pass uncut); browsers open far longer ones, and
// Roundkeeper reads fragments of up to kMaxShareFragmentChars.
inline constexpr std::size_t kQrCodeMaxBytes = 2953;
inline constexpr std::size_t kLinkSafeChars = 8000;
enum class LinkReach : std::uint8_t {
    Anywhere,      // fits a QR code, any app passes it
    NoQrCode,      // too long for a QR code; copy or share it
    Long,          // some apps cut it: the file is safer
    TooLong,       // past what Roundkeeper opens: only the file carries it
};
LinkReach link_reach(std::size_t link_chars, std::size_t fragment_chars);

// What the players may see: no hidden combatants (nor the effects on them, nor their turns),
// no notes, no hit points or ranks of non-players, and not the dice generator (it would tell the
// rolls to come). A hidden caster is left out of its effects; an effect counted on a hidden
// combatant's turns is counted at the end of each round instead.
Encounter player_view(const Encounter& e);

// "e=1..." or "v=1..." (a PlayerView share applies player_view first); put it after "#".
std::string share_fragment(const Encounter& e, ShareKind kind);

// Reads a fragment made by share_fragment, with or without its leading '#', or a whole link.
Result<SharedEncounter> parse_fragment(std::string_view fragment);

namespace detail {
// The fragment for raw tree bytes (version and checksum added): lets tests and the fuzzer
// reach the tree decoder past the checksum.
std::string seal_fragment(ShareKind kind, std::string_view tree_bytes, char version = kShareVersion);
} // namespace detail

} // namespace rk
