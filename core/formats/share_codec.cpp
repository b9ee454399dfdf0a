#include "core/formats/share_codec.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cstring>
#include <map>
#include <set>
#include <unordered_map>
#include <vector>

#include "core/formats/base64url.hpp"
#include "core/fight/combat.hpp"
#include "core/formats/json_types.hpp"
#include "core/formats/migrations.hpp"
#include "core/rules/rule_system.hpp"
#include "core/fight/validate.hpp"

namespace rk {
using nlohmann::json;

// ---- the tree's bytes (version 1) ----
//
// A value starts with a tag byte:
//   0x00-0x3F  the unsigned number 0-63          0x80-0xBF  a new string of 0-63 bytes
//   0x40 null, 0x41 false, 0x42 true             0xC0-0xFF  string number 0-63
//   0x43 unsigned, varint                        0x50-0x5F  an array of 0-15 values
//   0x44 negative, varint of -1-n                0x60-0x6F  an object of 0-15 members
//   0x45 array, varint count, values             0x70-0x7F  reserved
//   0x46 object, varint count, (key, value)...   0x47 string by number, varint
//   0x48 new string, varint length, bytes        0x4B a string of decimal digits, as a varint
//   0x49 table: varint rows, then its columns (varint count, then key and column for each)
//   0x4A float64, 8 bytes little-endian (read only when whole, as an integer)
// Strings are numbered: the dictionary first, then each new string in the order written.
// A table is an array of objects, one column per key. A column starts with its kind (see
// Column); a key left out of a table holds its default in every row (from_json restores it).
// Varints are little-endian base 128; bits are packed from the lowest bit of each byte up,
// and the bits left over in a last byte are zero.
namespace {

enum Tag : std::uint8_t {
    kSmallUintEnd = 0x40,
    kNull = 0x40, kFalse = 0x41, kTrue = 0x42, kUint = 0x43, kNegative = 0x44, kArray = 0x45, kObject = 0x46,
    kStringRef = 0x47, kString = 0x48, kTable = 0x49, kFloat = 0x4A, kDigits = 0x4B,
    kShortArray = 0x50, kShortObject = 0x60, kReserved = 0x70, kShortString = 0x80, kShortStringRef = 0xC0,
};
constexpr std::size_t kShortContainer = 16;
constexpr std::size_t kShortStringLen = 64;

enum Column : std::uint8_t {
    kConstant = 0,    // one value for every row
    kPerRow = 1,      // a value per row
    kFlags = 2,       // true or false: a bit per row
    kPacked = 3,      // integers: the least (zigzag varint), a width (1-64), then each value - least in that many bits
    kSequence = 4,    // integers: the first and the step (zigzag varints)
    kPrefixed = 5,    // strings: per row, how many bytes it shares with the row before (varint), then the rest
    kSubTable = 6,    // objects: their columns, as in a table
    kMostly = 7,      // a value, a bit per row set where the row differs, then the column of those rows
    kSparse = 8,      // a bit per row set where the key is present, then the column of those rows
};

// Version 1's dictionary: the model's keys and names, numbered before the link's own strings.
// Frozen: links in the wild refer to these numbers. A later version may append, never reorder.
constexpr std::array<std::string_view, 90> kDictionary = {
    // names of values, repeated from row to row
    "rounds", "turns", "segments", "until_removed", "end_of_round", "start_of_turn", "end_of_turn", "never",
    "highest_first", "initiative_rounds", "countdown", "action_dice", "alternating_factions", "setup", "running",
    "ended", "players_first", "d100_plus_level", "simultaneous", "idle", "surprise", "declaring",
    "rolling_initiative", "rolling_ties", "acting", "held", "spell", "charge",
    // keys of the encounter, its combatants and effects
    "acted", "anchor", "combatants", "count", "current", "effects", "expiry", "formula", "hidden", "hp", "id",
    "initiative", "initiative_modifier", "is_player", "level", "max", "modifiers", "name", "next_id", "notes",
    "phase", "remaining", "rng", "round", "ruleset", "side", "sides", "skip_next_tick", "source", "started_round",
    "stats", "step", "target", "ticked_round", "total", "turns_taken",
    // rarer keys and names
    "unit", "declaration", "declarations", "declared", "dex_initiative_die", "holding", "settings",
    "side_initiative", "surprise_roll", "surprised_segments", "tie_rerolls", "tie_roll", "tie_rule", "kind", "what",
    "lost", "dex", "resist_spells", "other", "Party", "Foes", "log", "text", "Encounter", "until removed", "1 round",
};

constexpr bool all_named() {
    for (const auto word : kDictionary)
        if (word.empty()) return false;
    return true;
}
static_assert(all_named(), "every dictionary entry holds a string");

std::uint64_t zigzag(std::int64_t v) {
    const auto u = static_cast<std::uint64_t>(v);
    return (u << 1) ^ (0 - (u >> 63));
}
std::int64_t unzigzag(std::uint64_t z) { return static_cast<std::int64_t>((z >> 1) ^ (0 - (z & 1))); }

// The integer a JSON number holds, when it fits in 64 signed bits (and is not a fraction).
std::optional<std::int64_t> whole_number(const json& v) {
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(INT64_MAX)) return std::nullopt;
        return static_cast<std::int64_t>(u);
    }
    if (v.is_number_integer()) return v.get<std::int64_t>();
    return std::nullopt;
}

// "0" or digits without a leading zero that fit in 64 bits: written as a number.
std::optional<std::uint64_t> decimal_digits(const std::string& s) {
    if (s.empty() || s.size() > 20 || (s.size() > 1 && s[0] == '0')) return std::nullopt;
    std::uint64_t n = 0;
    for (const char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (n > (UINT64_MAX - digit) / 10) return std::nullopt;
        n = n * 10 + digit;
    }
    return n;
}

unsigned bit_width(std::uint64_t v) {
    unsigned w = 0;
    for (; v; v >>= 1) ++w;
    return w;
}

// ---- what the encoder knows of the model: only the default values, to leave them out ----

// The defaults of an object (or of each row of an array of objects) and of its members.
struct Shape {
    json defaults;
    std::map<std::string, Shape> members;
};

json without_log(json j) {
    if (j.is_object()) j.erase("log");
    return j;
}

// The defaults of each rule system's part, under its key ({"countdown": {...}}).
template <class Variant>
Shape part_shape(std::map<std::string, Shape> nested = {}) {
    Shape shape{json(nullptr), {}};
    auto add = [&](auto tag) {
        using P = typename decltype(tag)::type;
        if constexpr (!std::is_same_v<P, std::monostate>) {
            Shape member{json(P{}), {}};
            if (auto it = nested.find(std::string(P::kKey)); it != nested.end()) member = it->second;
            shape.members.emplace(std::string(P::kKey), std::move(member));
        }
    };
    [&]<size_t... I>(std::index_sequence<I...>) {
        (add(std::type_identity<std::variant_alternative_t<I, Variant>>{}), ...);
    }(std::make_index_sequence<std::variant_size_v<Variant>>{});
    return shape;
}
Shape combatant_part_shape() {
    return part_shape<CombatantPart>(
        {{"countdown", {json(CountdownPart{}), {{"declaration", {json(Declaration{}), {}}}}}}});
}
Shape fight_part_shape() { return part_shape<FightPart>(); }

const Shape& encounter_shape() {
    // Defaults come from default-constructed values of each member's own type: that is what
    // from_json fills in for a key missing inside that object.
    static const Shape shape{
        without_log(json(Encounter{})),
        {
            {"combatants", {json(Combatant{}), {{"hp", {json(HitPoints{}), {}}}, {"part", combatant_part_shape()}}}},
            {"effects", {json(Effect{}), {}}},
            {"reminders", {json(Reminder{}), {}}},
            {"sides", {json(Side{}), {}}},
            {"turns_taken", {json(TurnTaken{}), {}}},
            {"tally", {json(HarmTally{}), {}}},
            {"settings", {json(SchemeSettings{}), {}}},
            {"part", fight_part_shape()},
        }};
    return shape;
}

const Shape* member_shape(const Shape* shape, const std::string& key) {
    if (!shape) return nullptr;
    auto it = shape->members.find(key);
    return it == shape->members.end() ? nullptr : &it->second;
}

const json* default_of(const Shape* shape, const std::string& key) {
    if (!shape || !shape->defaults.is_object()) return nullptr;
    auto it = shape->defaults.find(key);
    return it == shape->defaults.end() ? nullptr : &*it;
}

using Cells = std::vector<const json*>;

// ---- writing ----

class TreeWriter {
public:
    std::string out;

    TreeWriter() {
        for (const auto word : kDictionary) index_.emplace(std::string(word), numbered_++);
    }

    void value(const json& v, const Shape* shape) {
        switch (v.type()) {
        case json::value_t::null: byte(kNull); return;
        case json::value_t::boolean: byte(v.get<bool>() ? kTrue : kFalse); return;
        case json::value_t::number_unsigned: unsigned_number(v.get<std::uint64_t>()); return;
        case json::value_t::number_integer: {
            const std::int64_t n = v.get<std::int64_t>();
            if (n >= 0) unsigned_number(static_cast<std::uint64_t>(n));
            else { byte(kNegative); varint(static_cast<std::uint64_t>(-(n + 1))); }
            return;
        }
        case json::value_t::number_float: float_number(v.get<double>()); return;
        case json::value_t::string: string(v.get_ref<const std::string&>()); return;
        case json::value_t::array: array(v, shape); return;
        case json::value_t::object: object(v, shape); return;
        default: byte(kNull); return;   // binary and discarded values are never in the model
        }
    }

private:
    std::map<std::string, std::uint64_t, std::less<>> index_;   // the number of each string written
    std::uint64_t numbered_ = 0;
    std::vector<std::string> added_;   // strings numbered since the dictionary, to undo a trial

    // Column kinds are tried and the shortest kept: a mark and roll_back undo a trial.
    struct Mark { std::size_t out, numbered, added; };
    Mark mark() const { return {out.size(), static_cast<std::size_t>(numbered_), added_.size()}; }
    void roll_back(const Mark& m) {
        out.resize(m.out);
        numbered_ = m.numbered;
        for (; added_.size() > m.added; added_.pop_back()) index_.erase(added_.back());
    }

    void byte(unsigned b) { out += static_cast<char>(b & 0xFF); }
    void varint(std::uint64_t n) {
        while (n >= 0x80) { byte(static_cast<unsigned>(n & 0x7F) | 0x80); n >>= 7; }
        byte(static_cast<unsigned>(n));
    }
    static std::size_t varint_size(std::uint64_t n) {
        std::size_t size = 1;
        for (; n >= 0x80; n >>= 7) ++size;
        return size;
    }
    void unsigned_number(std::uint64_t n) {
        if (n < kSmallUintEnd) { byte(static_cast<unsigned>(n)); return; }
        byte(kUint);
        varint(n);
    }
    void float_number(double d) {
        std::uint64_t bits = 0;
        static_assert(sizeof bits == sizeof d);
        std::memcpy(&bits, &d, sizeof d);
        byte(kFloat);
        for (int i = 0; i < 8; ++i) byte(static_cast<unsigned>(bits >> (8 * i)));
    }
    void string(const std::string& s) {
        const std::size_t fresh_size = (s.size() < kShortStringLen ? 1 : 1 + varint_size(s.size())) + s.size();
        auto known = index_.find(s);
        if (known != index_.end()) {
            const std::uint64_t i = known->second;
            const std::size_t ref_size = i < kShortStringLen ? 1 : 1 + varint_size(i);
            if (ref_size < fresh_size) {
                if (i < kShortStringLen) byte(kShortStringRef + static_cast<unsigned>(i));
                else { byte(kStringRef); varint(i); }
                return;
            }
        } else if (const auto n = decimal_digits(s); n && 1 + varint_size(*n) < fresh_size) {
            byte(kDigits);
            varint(*n);
            return;
        } else {
            index_.emplace(s, numbered_);
            added_.push_back(s);
        }
        ++numbered_;   // the reader numbers every new string, repeated or not
        if (s.size() < kShortStringLen) byte(kShortString + static_cast<unsigned>(s.size()));
        else { byte(kString); varint(s.size()); }
        out += s;
    }
    void container_header(std::size_t count, unsigned short_tag, unsigned long_tag) {
        if (count < kShortContainer) byte(short_tag + static_cast<unsigned>(count));
        else { byte(long_tag); varint(count); }
    }
    void bits(const std::vector<bool>& flags) {
        for (std::size_t i = 0; i < flags.size(); i += 8) {
            unsigned b = 0;
            for (std::size_t k = 0; k < 8 && i + k < flags.size(); ++k)
                if (flags[i + k]) b |= 1u << k;
            byte(b);
        }
    }

    void array(const json& v, const Shape* shape) {
        Cells rows;
        for (const auto& item : v) rows.push_back(&item);
        if (!rows.empty() && std::all_of(rows.begin(), rows.end(), [](const json* r) { return r->is_object(); })) {
            byte(kTable);
            varint(rows.size());
            table_columns(rows, shape);
            return;
        }
        container_header(v.size(), kShortArray, kArray);
        for (const auto& item : v) value(item, nullptr);
    }

    void object(const json& v, const Shape* shape) {
        std::vector<std::pair<const std::string*, const json*>> kept;
        for (auto it = v.begin(); it != v.end(); ++it) {
            const json* fallback = default_of(shape, it.key());
            if (!fallback || *fallback != it.value()) kept.emplace_back(&it.key(), &it.value());
        }
        container_header(kept.size(), kShortObject, kObject);
        for (const auto& [key, member] : kept) {
            string(*key);
            value(*member, member_shape(shape, *key));
        }
    }

    // The rows are objects; `shape` holds a row's defaults. A key some rows lack is sparse.
    void table_columns(const Cells& rows, const Shape* shape) {
        std::set<std::string> keys;
        for (const json* r : rows)
            for (auto it = r->begin(); it != r->end(); ++it) keys.insert(it.key());
        struct Kept { const std::string* key; Cells cells; std::vector<bool> present; };
        std::vector<Kept> kept;
        for (const auto& key : keys) {
            Kept k{&key, {}, {}};
            for (const json* r : rows) {
                auto it = r->find(key);
                k.present.push_back(it != r->end());
                if (it != r->end()) k.cells.push_back(&*it);
            }
            const json* fallback = default_of(shape, key);
            if (fallback && std::all_of(k.cells.begin(), k.cells.end(), [&](const json* c) { return *c == *fallback; }))
                continue;
            kept.push_back(std::move(k));
        }
        varint(kept.size());
        for (const auto& k : kept) {
            string(*k.key);
            if (k.cells.size() < rows.size()) {
                byte(kSparse);
                bits(k.present);
            }
            column(k.cells, member_shape(shape, *k.key), true);
        }
    }

    // The value most rows hold, and how many hold it.
    static std::pair<const json*, std::size_t> most_common(const Cells& cells) {
        std::unordered_map<std::size_t, std::vector<std::pair<const json*, std::size_t>>> seen;
        std::pair<const json*, std::size_t> best{nullptr, 0};
        for (const json* c : cells) {
            auto& bucket = seen[std::hash<json>{}(*c)];
            auto it = std::find_if(bucket.begin(), bucket.end(), [&](const auto& b) { return *b.first == *c; });
            if (it == bucket.end()) it = bucket.insert(bucket.end(), {c, 0});
            if (++it->second > best.second) best = *it;
        }
        return best;
    }

    static bool is_sequence(const Cells& cells) {
        if (cells.size() < 2) return false;
        const auto first = static_cast<std::uint64_t>(*whole_number(*cells[0]));
        const std::uint64_t step = static_cast<std::uint64_t>(*whole_number(*cells[1])) - first;
        for (std::size_t i = 2; i < cells.size(); ++i)
            if (static_cast<std::uint64_t>(*whole_number(*cells[i])) != first + i * step) return false;
        return true;
    }

    void column(const Cells& cells, const Shape* shape, bool allow_mostly) {
        if (std::all_of(cells.begin(), cells.end(), [&](const json* c) { return *c == *cells.front(); })) {
            byte(kConstant);
            value(*cells.front(), shape);
            return;
        }
        auto all = [&](auto test) { return std::all_of(cells.begin(), cells.end(), [&](const json* c) { return test(*c); }); };
        std::vector<Column> kinds{kPerRow};
        if (all([](const json& c) { return c.is_boolean(); })) kinds.push_back(kFlags);
        if (all([](const json& c) { return whole_number(c).has_value(); })) {
            kinds.push_back(kPacked);
            if (is_sequence(cells)) kinds.push_back(kSequence);
        }
        if (all([](const json& c) { return c.is_string(); })) kinds.push_back(kPrefixed);
        if (all([](const json& c) { return c.is_object(); })) kinds.push_back(kSubTable);
        const auto common = most_common(cells);
        if (allow_mostly && common.second >= 2) kinds.push_back(kMostly);

        Column best = kinds.front();
        if (kinds.size() > 1) {
            std::size_t best_size = SIZE_MAX;
            for (const Column kind : kinds) {
                const Mark before = mark();
                column_as(kind, cells, shape, common.first);
                if (out.size() - before.out < best_size) {
                    best_size = out.size() - before.out;
                    best = kind;
                }
                roll_back(before);
            }
        }
        column_as(best, cells, shape, common.first);
    }

    void column_as(Column kind, const Cells& cells, const Shape* shape, const json* common) {
        byte(kind);
        switch (kind) {
        case kConstant: value(*cells.front(), shape); return;
        case kPerRow:
            for (const json* c : cells) value(*c, shape);
            return;
        case kFlags: {
            std::vector<bool> flags;
            for (const json* c : cells) flags.push_back(c->get<bool>());
            bits(flags);
            return;
        }
        case kPacked: {
            std::int64_t least = INT64_MAX, most = INT64_MIN;
            for (const json* c : cells) {
                least = std::min(least, *whole_number(*c));
                most = std::max(most, *whole_number(*c));
            }
            const unsigned width = bit_width(static_cast<std::uint64_t>(most) - static_cast<std::uint64_t>(least));
            varint(zigzag(least));
            byte(width);
            std::vector<bool> flags;
            for (const json* c : cells) {
                const std::uint64_t offset = static_cast<std::uint64_t>(*whole_number(*c)) - static_cast<std::uint64_t>(least);
                for (unsigned b = 0; b < width; ++b) flags.push_back((offset >> b) & 1u);
            }
            bits(flags);
            return;
        }
        case kSequence: {
            const auto first = static_cast<std::uint64_t>(*whole_number(*cells[0]));
            varint(zigzag(static_cast<std::int64_t>(first)));
            varint(zigzag(static_cast<std::int64_t>(static_cast<std::uint64_t>(*whole_number(*cells[1])) - first)));
            return;
        }
        case kPrefixed: {
            const std::string* before = nullptr;
            for (const json* c : cells) {
                const std::string& s = c->get_ref<const std::string&>();
                std::size_t shared = 0;
                if (before)
                    while (shared < before->size() && shared < s.size() && (*before)[shared] == s[shared]) ++shared;
                while (shared > 0 && shared < s.size() && (static_cast<unsigned char>(s[shared]) & 0xC0) == 0x80)
                    --shared;   // never split a character
                varint(shared);
                string(s.substr(shared));
                before = &s;
            }
            return;
        }
        case kSubTable: table_columns(cells, shape); return;
        case kMostly: {
            value(*common, shape);
            std::vector<bool> differs;
            Cells rest;
            for (const json* c : cells) {
                differs.push_back(*c != *common);
                if (differs.back()) rest.push_back(c);
            }
            bits(differs);
            column(rest, shape, false);
            return;
        }
        case kSparse: return;   // written by table_columns
        }
    }
};

// ---- reading ----

struct Damaged {};    // the bytes do not follow the format
struct TooLarge {};   // they do, but would grow past the limits

struct NotUtf8Text {};   // the format holds, but a text in it is not UTF-8

bool valid_utf8(std::string_view s) { return invalid_utf8_at(s) == std::string_view::npos; }

class TreeReader {
public:
    explicit TreeReader(std::string_view in) : in_(in) {
        for (const auto word : kDictionary) strings_.emplace_back(word);
    }

    json document() {
        json root = value(0);
        if (pos_ != in_.size()) throw Damaged{};
        return root;
    }

private:
    using Rows = std::vector<json*>;
    std::string_view in_;
    std::size_t pos_ = 0;
    std::vector<std::string> strings_;
    std::uint64_t spent_ = 0;   // decoded units so far

    std::size_t left() const { return in_.size() - pos_; }
    unsigned byte() {
        if (pos_ >= in_.size()) throw Damaged{};
        return static_cast<unsigned char>(in_[pos_++]);
    }
    std::uint64_t varint() {
        std::uint64_t n = 0;
        for (int shift = 0;; shift += 7) {
            const unsigned b = byte();
            if (shift == 63 && (b & 0x7E)) throw Damaged{};   // past 64 bits
            n |= static_cast<std::uint64_t>(b & 0x7F) << shift;
            if (!(b & 0x80)) return n;
            if (shift == 63) throw Damaged{};
        }
    }
    // A count of things that take at least one byte each.
    std::size_t count() {
        const std::uint64_t n = varint();
        if (n > left()) throw Damaged{};
        return static_cast<std::size_t>(n);
    }
    void spend(std::uint64_t units) {
        if (units > kMaxShareDecodedUnits - spent_) throw TooLarge{};
        spent_ += units;
    }
    // `copies` more of something that cost `cost` units once.
    void spend_copies(std::uint64_t cost, std::size_t copies) {
        if (copies > 0 && cost > (kMaxShareDecodedUnits - spent_) / copies) throw TooLarge{};
        spend(cost * copies);
    }
    static void check_depth(int depth) {
        if (depth > kMaxShareDepth) throw TooLarge{};
    }

    std::string fresh_string(std::size_t len) {
        if (len > left()) throw Damaged{};
        std::string s(in_.substr(pos_, len));
        pos_ += len;
        if (!valid_utf8(s)) throw NotUtf8Text{};
        spend(s.size());
        strings_.push_back(s);
        return s;
    }
    std::string known_string(std::uint64_t i) {
        if (i >= strings_.size()) throw Damaged{};
        spend(strings_[i].size());
        return strings_[i];
    }
    // A string where the format wants one (a key, a value, the rest of a prefixed string).
    std::string string_value() {
        const unsigned tag = byte();
        if (tag >= kShortStringRef) return known_string(tag - kShortStringRef);
        if (tag >= kShortString) return fresh_string(tag - kShortString);
        if (tag == kString) return fresh_string(count());
        if (tag == kStringRef) return known_string(varint());
        if (tag == kDigits) {
            std::string s = std::to_string(varint());
            spend(s.size());
            return s;
        }
        throw Damaged{};
    }
    std::vector<bool> bits(std::size_t n) {
        if ((n + 7) / 8 > left()) throw Damaged{};
        std::vector<bool> flags(n);
        for (std::size_t i = 0; i < n; i += 8) {
            const unsigned b = byte();
            const std::size_t in_byte = std::min<std::size_t>(8, n - i);
            if (in_byte < 8 && (b >> in_byte)) throw Damaged{};   // bits past the last one
            for (std::size_t k = 0; k < in_byte; ++k) flags[i + k] = (b >> k) & 1u;
        }
        return flags;
    }

    json value(int depth) {
        check_depth(depth);
        spend(1);
        const unsigned tag = byte();
        if (tag < kSmallUintEnd) return json(static_cast<std::uint64_t>(tag));
        if (tag >= kShortString) {
            --pos_;
            return json(string_value());
        }
        if (tag >= kReserved) throw Damaged{};
        if (tag >= kShortObject) return object(tag - kShortObject, depth);
        if (tag >= kShortArray) return array(tag - kShortArray, depth);
        switch (tag) {
        case kNull: return json(nullptr);
        case kFalse: return json(false);
        case kTrue: return json(true);
        case kUint: return json(varint());
        case kNegative: {
            const std::uint64_t m = varint();
            if (m > static_cast<std::uint64_t>(INT64_MAX)) throw Damaged{};
            return json(-static_cast<std::int64_t>(m) - 1);
        }
        case kArray: return array(count(), depth);
        case kObject: return object(count(), depth);
        case kString:
        case kStringRef:
        case kDigits: --pos_; return json(string_value());
        case kTable: {
            // Rows whose every column holds its default take no bytes at all: the count is
            // bounded by what it may grow to (table spends a unit per row), not by the bytes left.
            const std::uint64_t rows = varint();
            if (rows > kMaxShareDecodedUnits) throw Damaged{};   // no writer makes that many
            return table(static_cast<std::size_t>(rows), depth);
        }
        case kFloat: {
            std::uint64_t bits = 0;
            for (int i = 0; i < 8; ++i) bits |= static_cast<std::uint64_t>(byte()) << (8 * i);
            double d = 0;
            std::memcpy(&d, &bits, sizeof d);
            json number(d);
            try {
                make_numbers_whole(number);   // as in files: the model's numbers are whole
            } catch (const std::domain_error&) {
                throw Damaged{};
            }
            return number;
        }
        default: throw Damaged{};
        }
    }

    json array(std::size_t n, int depth) {
        if (n > left()) throw Damaged{};
        json a = json::array();
        for (std::size_t i = 0; i < n; ++i) a.push_back(value(depth + 1));
        return a;
    }

    json object(std::size_t n, int depth) {
        if (n > left()) throw Damaged{};
        json o = json::object();
        for (std::size_t i = 0; i < n; ++i) {
            std::string key = string_value();
            if (o.contains(key)) throw Damaged{};
            o[std::move(key)] = value(depth + 1);
        }
        return o;
    }

    json table(std::size_t n, int depth) {
        check_depth(depth + 1);
        spend(n);
        json out = json::array();
        for (std::size_t i = 0; i < n; ++i) out.push_back(json::object());
        Rows rows;
        for (auto& row : out) rows.push_back(&row);
        table_columns(rows, depth + 1);
        return out;
    }

    void table_columns(const Rows& rows, int depth) {
        const std::size_t columns = count();
        std::set<std::string> seen;
        for (std::size_t c = 0; c < columns; ++c) {
            std::string key = string_value();
            if (!seen.insert(key).second) throw Damaged{};
            column(rows, key, depth + 1);
        }
    }

    static Rows subset(const Rows& rows, const std::vector<bool>& chosen, bool which) {
        Rows out;
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (chosen[i] == which) out.push_back(rows[i]);
        return out;
    }

    void column(const Rows& rows, const std::string& key, int depth) {
        check_depth(depth);
        const std::size_t n = rows.size();
        switch (byte()) {
        case kConstant: {
            const std::uint64_t before = spent_;
            const json v = value(depth + 1);
            spend_copies(spent_ - before, n > 0 ? n - 1 : 0);
            for (json* row : rows) (*row)[key] = v;
            return;
        }
        case kPerRow:
            if (n > left()) throw Damaged{};
            for (json* row : rows) (*row)[key] = value(depth + 1);
            return;
        case kFlags: {
            const auto flags = bits(n);
            spend(n);
            for (std::size_t i = 0; i < n; ++i) (*rows[i])[key] = static_cast<bool>(flags[i]);
            return;
        }
        case kPacked: {
            const auto least = static_cast<std::uint64_t>(unzigzag(varint()));
            const unsigned width = byte();
            if (width < 1 || width > 64) throw Damaged{};
            const auto flags = bits(n * width);
            spend(n);
            for (std::size_t i = 0; i < n; ++i) {
                std::uint64_t offset = 0;
                for (unsigned b = 0; b < width; ++b)
                    if (flags[i * width + b]) offset |= std::uint64_t{1} << b;
                (*rows[i])[key] = static_cast<std::int64_t>(least + offset);
            }
            return;
        }
        case kSequence: {
            const auto first = static_cast<std::uint64_t>(unzigzag(varint()));
            const auto step = static_cast<std::uint64_t>(unzigzag(varint()));
            spend(n);
            for (std::size_t i = 0; i < n; ++i) (*rows[i])[key] = static_cast<std::int64_t>(first + i * step);
            return;
        }
        case kPrefixed: {
            if (n > left()) throw Damaged{};
            std::string before;
            for (json* row : rows) {
                const std::uint64_t shared = varint();
                if (shared > before.size()) throw Damaged{};
                std::string s = before.substr(0, static_cast<std::size_t>(shared)) + string_value();
                spend(shared);
                if (shared > 0 && !valid_utf8(s)) throw Damaged{};
                (*row)[key] = s;
                before = std::move(s);
            }
            return;
        }
        case kSubTable: {
            spend(n);
            std::vector<json> objects(n, json::object());
            Rows sub;
            for (auto& o : objects) sub.push_back(&o);
            table_columns(sub, depth);
            for (std::size_t i = 0; i < n; ++i) (*rows[i])[key] = std::move(objects[i]);
            return;
        }
        case kMostly: {
            const std::uint64_t before = spent_;
            const json v = value(depth + 1);
            const std::uint64_t cost = spent_ - before;
            const auto differs = bits(n);
            const Rows same = subset(rows, differs, false);
            spend_copies(cost, same.empty() ? 0 : same.size() - 1);
            for (json* row : same) (*row)[key] = v;
            column(subset(rows, differs, true), key, depth + 1);
            return;
        }
        case kSparse:
            column(subset(rows, bits(n), true), key, depth + 1);
            return;
        default: throw Damaged{};
        }
    }
};

// ---- the checksum: CRC-32 (IEEE 802.3) over kind, version and tree ----

constexpr std::array<std::uint32_t, 256> make_crc_table() {
    std::array<std::uint32_t, 256> table{};
    for (std::uint32_t i = 0; i < 256; ++i) {
        std::uint32_t c = i;
        for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
    return table;
}
constexpr std::array<std::uint32_t, 256> kCrcTable = make_crc_table();

std::uint32_t crc32(std::string_view bytes, std::uint32_t crc = 0) {
    crc = ~crc;
    for (const char ch : bytes) crc = kCrcTable[(crc ^ static_cast<unsigned char>(ch)) & 0xFF] ^ (crc >> 8);
    return ~crc;
}

char kind_letter(ShareKind kind) { return kind == ShareKind::PlayerView ? 'v' : 'e'; }

std::uint32_t fragment_crc(char kind, char version, std::string_view tree) {
    const char head[2] = {kind, version};
    return crc32(tree, crc32(std::string_view(head, 2)));
}

bool is_later_version(char v) {
    return (v > kShareVersion && v <= '9') || (v >= 'A' && v <= 'Z') || (v >= 'a' && v <= 'z');
}

std::string_view trimmed(std::string_view s) {
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!s.empty() && space(s.front())) s.remove_prefix(1);
    while (!s.empty() && space(s.back())) s.remove_suffix(1);
    return s;
}

const char* const kDamaged = "This link is damaged or incomplete (was it cut short when copied?)";

} // namespace

Encounter player_view(const Encounter& e) {
    const RuleSystem& system = rule_system(e);
    const std::span<const std::string_view> order_stats = system.order_stats;
    Encounter view = e;
    view.log = EventLog{};
    view.rng = Rng{};
    view.tally.clear();   // the harm each took would tell the players NPCs' hit points
    std::set<CombatantId> hidden;
    std::vector<std::string> hidden_names;
    for (const auto& c : e.combatants)
        if (c.hidden) {
            hidden.insert(c.id);
            if (!c.name.empty()) hidden_names.push_back(c.name);
        }
    auto is_hidden = [&](std::optional<CombatantId> id) { return id && hidden.count(*id); };
    // Text the game master's side wrote about a hidden combatant ("Surprise vs Aria").
    auto names_hidden = [&](const std::string& text) {
        return std::any_of(hidden_names.begin(), hidden_names.end(),
                           [&](const std::string& name) { return text.find(name) != std::string::npos; });
    };

    std::erase_if(view.combatants, [&](const Combatant& c) { return c.hidden; });
    for (auto& c : view.combatants) {
        c.notes.clear();
        if (!c.is_player) {   // players may not see how hurt their foes are, only that they are out
            c.shown_out = c.shown_out || out_of_fight(e, *e.find(c.id)).has_value();
            c.hp.reset();
            c.ranks.reset();
            // An NPC's numbers (armour, saves, a secret the game master noted as a stat) are the
            // game master's, but for those its order reads: the order shows them anyway.
            std::erase_if(c.stats, [&](const auto& stat) {
                return stat.first != "initiative" && std::find(order_stats.begin(), order_stats.end(), stat.first) == order_stats.end();
            });
        }
    }
    view.reminders.clear();   // the game master's: what is coming is no player's to see
    std::erase_if(view.effects, [&](const Effect& fx) {
        return is_hidden(fx.target) || names_hidden(fx.name) || names_hidden(fx.formula);
    });
    for (auto& fx : view.effects) {
        if (is_hidden(fx.source)) fx.source.reset();
        if (is_hidden(fx.anchor)) {
            fx.anchor.reset();
            fx.expiry = Expiry::EndOfRound;
        }
    }
    std::erase_if(view.turns_taken, [&](const TurnTaken& t) { return hidden.count(t.id) > 0; });
    if (is_hidden(view.acting)) view.acting.reset();
    if (system.for_players) system.for_players(view, hidden);   // the system's own parts

    // The next id would count the hidden combatants made last: the view's own highest id + 1.
    std::uint32_t next_id = 1;
    for (const auto& c : view.combatants) {
        next_id = std::max(next_id, c.id + 1);
        if (c.ranks)
            for (const auto& w : c.ranks->wounds) next_id = std::max(next_id, w.id + 1);
    }
    for (const auto& fx : view.effects) next_id = std::max(next_id, fx.id + 1);
    view.next_id = next_id;
    return view;
}

namespace detail {

std::string seal_fragment(ShareKind kind, std::string_view tree, char version) {
    const char letter = kind_letter(kind);
    std::string body(tree);
    const std::uint32_t crc = fragment_crc(letter, version, tree);
    for (int i = 0; i < 4; ++i) body += static_cast<char>(crc >> (8 * i) & 0xFF);
    std::string out{letter, '=', version};
    return out + base64url_encode(body);
}

} // namespace detail

std::string share_fragment(const Encounter& e, ShareKind kind) {
    const json tree = without_log(json(kind == ShareKind::PlayerView ? player_view(e) : e));
    TreeWriter writer;
    writer.value(tree, &encounter_shape());
    return detail::seal_fragment(kind, writer.out);
}

LinkReach link_reach(std::size_t link_chars, std::size_t fragment_chars) {
    if (fragment_chars > kMaxShareFragmentChars) return LinkReach::TooLong;
    if (link_chars > kLinkSafeChars) return LinkReach::Long;
    if (link_chars > kQrCodeMaxBytes) return LinkReach::NoQrCode;
    return LinkReach::Anywhere;
}

Result<SharedEncounter> parse_fragment(std::string_view fragment) {
    using R = Result<SharedEncounter>;
    std::string_view text = trimmed(fragment);
    if (const auto hash = text.find('#'); hash != std::string_view::npos) text.remove_prefix(hash + 1);   // a whole link
    if (text.size() > kMaxShareFragmentChars) return R::refused(Why::TooLarge, "This link is too long to be a Roundkeeper encounter");
    if (text.size() < 2 || text[1] != '=' || (text[0] != 'e' && text[0] != 'v'))
        return R::refused(Why::WrongFormat, "This link does not hold a Roundkeeper encounter");
    const char letter = text[0];
    text.remove_prefix(2);
    if (text.empty()) return R::refused(Why::DamagedLink, kDamaged);
    const char version = text[0];
    if (is_later_version(version))
        return R::refused(Why::NewerVersion, "This link was made by a newer Roundkeeper; update the app to open it");
    if (version != kShareVersion && version != '1') return R::refused(Why::DamagedLink, kDamaged);
    text.remove_prefix(1);

    const auto body = base64url_decode(text);
    if (!body || body->size() < 4) return R::refused(Why::DamagedLink, kDamaged);
    const std::string_view tree = std::string_view(*body).substr(0, body->size() - 4);
    std::uint32_t stored = 0;
    for (int i = 0; i < 4; ++i) stored |= static_cast<std::uint32_t>(static_cast<unsigned char>((*body)[tree.size() + i])) << (8 * i);
    if (stored != fragment_crc(letter, version, tree)) return R::refused(Why::DamagedLink, kDamaged);

    try {
        json j = TreeReader(tree).document();
        if (!j.is_object()) return R::refused(Why::WrongFormat, "This link does not hold an encounter");
        if (version == '1') upgrade_encounter_v1(j);   // links made before each rule system kept its own part
        j.erase("log");   // a share carries the state, never a history
        SharedEncounter shared{j.get<Encounter>(), letter == 'v' ? ShareKind::PlayerView : ShareKind::Full};
        // A players' view shows only what player_view lets through, whoever made the link.
        if (shared.kind == ShareKind::PlayerView) shared.encounter = player_view(shared.encounter);
        if (auto broken = check_invariants(shared.encounter)) {
            if (broken->why == Why::Inconsistent) return R::refused(Why::Inconsistent, "This link holds an inconsistent encounter: " + broken->text);
            return R::refused(*refuse_encounter("This link's encounter", broken));   // a limit passed, with its code
        }
        return R::ok(std::move(shared));
    } catch (const Damaged&) {
        return R::refused(Why::DamagedLink, kDamaged);
    } catch (const NotUtf8Text&) {
        return R::refused(Why::NotUtf8, "This link holds a text that is not UTF-8; nothing of it was opened");
    } catch (const TooLarge&) {
        return R::refused(Why::TooLarge, "This link holds more than Roundkeeper opens (too large or too deeply nested)");
    } catch (const std::bad_alloc&) {
        return R::refused(Why::TooLarge, "This link holds more than Roundkeeper opens (too large or too deeply nested)");
    } catch (const std::exception& ex) {
        return R::refused(Why::WrongFormat, std::string("This link holds an encounter this Roundkeeper cannot read: ") + ex.what());
    }
}

} // namespace rk
