#include "ui/text/codepoints.hpp"

#include <algorithm>
#include <iterator>

namespace rk::ui::codepoints {

namespace {

struct Range {
    char32_t first, last;
};

// The lists of scripts/lib/embed_font.py, which subsets the font to them.
constexpr Range kLatin[] = {{0x20, 0x7E}, {0xA0, 0xA0}, {0xAB, 0xAB}, {0xB7, 0xB7}, {0xBB, 0xBB}};
constexpr Range kAccented{0xC0, 0x17F};   // Latin-1's and Latin Extended-A's letters (× is a symbol)
constexpr Range kCyrillic{0x400, 0x45F};
constexpr Range kGreek[] = {{0x386, 0x386}, {0x388, 0x38A}, {0x38C, 0x38C}, {0x38E, 0x3A1}, {0x3A3, 0x3CE}};
constexpr char32_t kSymbols[] = {0x00D7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x2190, 0x2191,
                                 0x2192, 0x2193, 0x2212, 0x2264, 0x2265, 0x2713, 0x25B6, 0x25C0, 0x2665, 0x25A1};

bool in(const Range& r, char32_t c) { return c >= r.first && c <= r.last; }

template <class Ranges>
bool in_any(const Ranges& rs, char32_t c) {
    return std::any_of(std::begin(rs), std::end(rs), [c](const Range& r) { return in(r, c); });
}

void append(std::vector<char32_t>& out, const Range& r) {
    for (char32_t c = r.first; c <= r.last; ++c) out.push_back(c);
}

} // namespace

std::vector<char32_t> decode(std::string_view text) {
    std::vector<char32_t> out;
    const auto* s = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    for (std::size_t i = 0; i < n;) {
        const unsigned char b = s[i];
        const int len = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
        if (len == 0 || i + static_cast<std::size_t>(len) > n) { ++i; continue; }
        char32_t c = len == 1 ? b : b & (0x7F >> len);
        bool ok = true;
        for (int k = 1; k < len; ++k) {
            ok = ok && (s[i + k] & 0xC0) == 0x80;
            c = (c << 6) | (s[i + k] & 0x3F);
        }
        // Overlong forms, surrogates and values past U+10FFFF are not characters.
        static constexpr char32_t kLeast[] = {0, 0, 0x80, 0x800, 0x10000};
        ok = ok && c >= kLeast[len] && c <= 0x10FFFF && (c < 0xD800 || c > 0xDFFF);
        if (!ok) { ++i; continue; }
        out.push_back(c);
        i += static_cast<std::size_t>(len);
    }
    return out;
}

bool invisible(char32_t c) {
    return (c >= 0x200B && c <= 0x200F) ||   // zero-width space, (non-)joiner, direction marks
           (c >= 0x202A && c <= 0x202E) ||   // direction embeddings and overrides
           (c >= 0x2060 && c <= 0x2069) ||   // word joiner, direction isolates
           (c >= 0xFE00 && c <= 0xFE0F) ||   // variation selectors (text or emoji style)
           c == 0xFEFF || (c >= 0xE0100 && c <= 0xE01EF) || (c >= 0xE0020 && c <= 0xE007F);   // tags
}

bool in_ui_font(char32_t c) {
    return in_any(kLatin, c) || std::find(std::begin(kSymbols), std::end(kSymbols), c) != std::end(kSymbols) || c == 0xFFFD;
}

bool in_second_font(char32_t c) { return !in_ui_font(c) && (in(kAccented, c) || in(kCyrillic, c) || in_any(kGreek, c)); }

std::vector<char32_t> base_set() {
    std::vector<char32_t> out;
    for (const Range& r : kLatin) append(out, r);
    out.insert(out.end(), std::begin(kSymbols), std::end(kSymbols));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<char32_t> with_its_alphabet(char32_t c) {
    std::vector<char32_t> out;
    if (in(kAccented, c)) append(out, kAccented);
    else if (in(kCyrillic, c)) append(out, kCyrillic);
    else if (in_any(kGreek, c)) for (const Range& r : kGreek) append(out, r);
    else out.push_back(c);
    return out;
}

} // namespace rk::ui::codepoints

namespace rk::ui::codepoints {

std::string encode(const std::vector<char32_t>& cs) {
    std::string out;
    for (char32_t c : cs) {
        if (c < 0x80) out += static_cast<char>(c);
        else if (c < 0x800) { out += static_cast<char>(0xC0 | (c >> 6)); out += static_cast<char>(0x80 | (c & 0x3F)); }
        else if (c < 0x10000) {
            out += static_cast<char>(0xE0 | (c >> 12));
            out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (c & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (c >> 18));
            out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (c & 0x3F));
        }
    }
    return out;
}

namespace {

enum class Dir { L, R, Number, Neutral };

bool right_to_left(char32_t c) {
    return (c >= 0x590 && c <= 0x8FF) || (c >= 0xFB1D && c <= 0xFDFF) || (c >= 0xFE70 && c <= 0xFEFF) ||
           (c >= 0x10800 && c <= 0x10FFF) || (c >= 0x1E800 && c <= 0x1EFFF);
}

// Hebrew points and cantillation, Arabic harakat, Latin's combining accents: drawn over or
// under the letter before them.
constexpr Range kMarks[] = {{0x300, 0x36F}, {0x591, 0x5BD}, {0x5BF, 0x5BF}, {0x5C1, 0x5C2}, {0x5C4, 0x5C5},
                            {0x5C7, 0x5C7}, {0x610, 0x61A}, {0x64B, 0x65F}, {0x670, 0x670}, {0x6D6, 0x6DC},
                            {0x6DF, 0x6E4}, {0x6E7, 0x6E8}, {0x6EA, 0x6ED}};
bool combining_mark(char32_t c) { return in_any(kMarks, c); }

Dir direction(char32_t c) {
    if (right_to_left(c) && !(c >= 0x660 && c <= 0x669) && !(c >= 0x6F0 && c <= 0x6F9)) return Dir::R;
    if ((c >= '0' && c <= '9') || (c >= 0x660 && c <= 0x669) || (c >= 0x6F0 && c <= 0x6F9)) return Dir::Number;
    if (c < 0x80) return ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') ? Dir::L : Dir::Neutral;
    if (invisible(c) || (c >= 0x2000 && c <= 0x2BFF) || (c >= 0xA0 && c <= 0xBF) || c == 0xD7 || c == 0xF7 ||
        (c >= 0x3000 && c <= 0x303F) || (c >= 0x1F000 && c <= 0x1FAFF))
        return Dir::Neutral;
    return Dir::L;
}

char32_t mirrored(char32_t c) {
    switch (c) {
    case '(': return ')'; case ')': return '(';
    case '[': return ']'; case ']': return '[';
    case '{': return '}'; case '}': return '{';
    case '<': return '>'; case '>': return '<';
    case 0xAB: return 0xBB; case 0xBB: return 0xAB;
    default: return c;
    }
}

// Arabic letters' presentation forms (U+FE80...): isolated, final, initial, medial; letters
// that join only to the letter before them have no initial or medial form (0).
struct ArabicForms {
    char16_t letter, isolated, final, initial, medial;
};
constexpr ArabicForms kArabic[] = {
    {0x621, 0xFE80, 0, 0, 0},           {0x622, 0xFE81, 0xFE82, 0, 0},      {0x623, 0xFE83, 0xFE84, 0, 0},
    {0x624, 0xFE85, 0xFE86, 0, 0},      {0x625, 0xFE87, 0xFE88, 0, 0},      {0x626, 0xFE89, 0xFE8A, 0xFE8B, 0xFE8C},
    {0x627, 0xFE8D, 0xFE8E, 0, 0},      {0x628, 0xFE8F, 0xFE90, 0xFE91, 0xFE92}, {0x629, 0xFE93, 0xFE94, 0, 0},
    {0x62A, 0xFE95, 0xFE96, 0xFE97, 0xFE98}, {0x62B, 0xFE99, 0xFE9A, 0xFE9B, 0xFE9C}, {0x62C, 0xFE9D, 0xFE9E, 0xFE9F, 0xFEA0},
    {0x62D, 0xFEA1, 0xFEA2, 0xFEA3, 0xFEA4}, {0x62E, 0xFEA5, 0xFEA6, 0xFEA7, 0xFEA8}, {0x62F, 0xFEA9, 0xFEAA, 0, 0},
    {0x630, 0xFEAB, 0xFEAC, 0, 0},      {0x631, 0xFEAD, 0xFEAE, 0, 0},      {0x632, 0xFEAF, 0xFEB0, 0, 0},
    {0x633, 0xFEB1, 0xFEB2, 0xFEB3, 0xFEB4}, {0x634, 0xFEB5, 0xFEB6, 0xFEB7, 0xFEB8}, {0x635, 0xFEB9, 0xFEBA, 0xFEBB, 0xFEBC},
    {0x636, 0xFEBD, 0xFEBE, 0xFEBF, 0xFEC0}, {0x637, 0xFEC1, 0xFEC2, 0xFEC3, 0xFEC4}, {0x638, 0xFEC5, 0xFEC6, 0xFEC7, 0xFEC8},
    {0x639, 0xFEC9, 0xFECA, 0xFECB, 0xFECC}, {0x63A, 0xFECD, 0xFECE, 0xFECF, 0xFED0}, {0x641, 0xFED1, 0xFED2, 0xFED3, 0xFED4},
    {0x642, 0xFED5, 0xFED6, 0xFED7, 0xFED8}, {0x643, 0xFED9, 0xFEDA, 0xFEDB, 0xFEDC}, {0x644, 0xFEDD, 0xFEDE, 0xFEDF, 0xFEE0},
    {0x645, 0xFEE1, 0xFEE2, 0xFEE3, 0xFEE4}, {0x646, 0xFEE5, 0xFEE6, 0xFEE7, 0xFEE8}, {0x647, 0xFEE9, 0xFEEA, 0xFEEB, 0xFEEC},
    {0x648, 0xFEED, 0xFEEE, 0, 0},      {0x649, 0xFEEF, 0xFEF0, 0, 0},      {0x64A, 0xFEF1, 0xFEF2, 0xFEF3, 0xFEF4},
};

const ArabicForms* arabic_forms(char32_t c) {
    for (const ArabicForms& f : kArabic)
        if (f.letter == c) return &f;
    return nullptr;
}

// Joins Arabic letters in logical order: a letter takes its form from whether its neighbours
// (skipping marks) join towards it. Lam followed by alef becomes the lam-alef ligature.
std::vector<char32_t> join_arabic(const std::vector<char32_t>& in) {
    std::vector<char32_t> out;
    const auto letter_before = [&](std::size_t i) -> const ArabicForms* {
        while (i-- > 0)
            if (!combining_mark(in[i])) return arabic_forms(in[i]);
        return nullptr;
    };
    const auto letter_after = [&](std::size_t i) -> const ArabicForms* {
        while (++i < in.size())
            if (!combining_mark(in[i])) return arabic_forms(in[i]);
        return nullptr;
    };
    for (std::size_t i = 0; i < in.size(); ++i) {
        const ArabicForms* f = arabic_forms(in[i]);
        if (!f) { out.push_back(in[i]); continue; }
        const ArabicForms* before = letter_before(i);
        const bool joins_before = before && before->initial;            // the letter before links forward
        const ArabicForms* after = letter_after(i);
        const bool joins_after = f->initial && after != nullptr && after->letter != 0x621;
        if (f->letter == 0x644 && i + 1 < in.size() && (in[i + 1] == 0x622 || in[i + 1] == 0x623 || in[i + 1] == 0x625 || in[i + 1] == 0x627)) {
            static constexpr char32_t kLamAlef[][2] = {{0xFEF5, 0xFEF6}, {0xFEF7, 0xFEF8}, {0xFEF9, 0xFEFA}, {0xFEFB, 0xFEFC}};
            const int k = in[i + 1] == 0x622 ? 0 : in[i + 1] == 0x623 ? 1 : in[i + 1] == 0x625 ? 2 : 3;
            out.push_back(kLamAlef[k][joins_before ? 1 : 0]);
            ++i;
            continue;
        }
        out.push_back(joins_before && joins_after ? f->medial : joins_before ? f->final : joins_after ? f->initial : f->isolated);
    }
    return out;
}

} // namespace

std::string visual_order(std::string_view text) {
    const std::vector<char32_t> logical = decode(text);
    if (std::none_of(logical.begin(), logical.end(), right_to_left)) return std::string(text);
    const std::vector<char32_t> cs = join_arabic(logical);
    const std::size_t n = cs.size();
    // Each character's direction; a mark takes its letter's. The text's is its first letter's.
    std::vector<Dir> dir(n);
    for (std::size_t i = 0; i < n; ++i) dir[i] = i > 0 && combining_mark(cs[i]) ? dir[i - 1] : direction(cs[i]);
    Dir base = Dir::L;
    for (Dir d : dir)
        if (d == Dir::L || d == Dir::R) { base = d; break; }
    // The nearest letter or number before/after i (numbers count as right to left between
    // neutrals), or the text's direction at its ends.
    const auto strong = [&](std::size_t i, bool forward) {
        while (forward ? ++i < n : i-- > 0)
            if (dir[i] != Dir::Neutral) return dir[i] == Dir::Number ? Dir::R : dir[i];
        return base;
    };
    // Embedding levels (0 left to right, 1 right to left, 2 left to right inside it), with a
    // cluster (a letter and its marks) as one unit.
    struct Unit {
        std::size_t first, last;
        int level;
    };
    std::vector<Unit> units;
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0 && combining_mark(cs[i]) && !units.empty()) { units.back().last = i; continue; }
        Dir d = dir[i];
        if (d == Dir::Neutral) d = strong(i, false) == strong(i, true) ? strong(i, false) : base;
        // A number reads left to right: inside right-to-left text, or after a right-to-left letter.
        if (d == Dir::Number) d = base == Dir::R || strong(i, false) == Dir::R ? Dir::Number : Dir::L;
        units.push_back({i, i, d == Dir::R ? 1 : d == Dir::Number || base == Dir::R ? 2 : 0});
    }
    // Reversing every run at or above each level, from the highest down.
    for (int level = 2; level >= 1; --level)
        for (std::size_t i = 0; i < units.size();) {
            std::size_t j = i;
            while (j < units.size() && units[j].level >= level) ++j;
            std::reverse(units.begin() + static_cast<std::ptrdiff_t>(i), units.begin() + static_cast<std::ptrdiff_t>(j));
            i = j == i ? i + 1 : j;
        }
    std::vector<char32_t> out;
    for (const Unit& u : units)
        for (std::size_t k = u.first; k <= u.last; ++k) out.push_back(u.level % 2 ? mirrored(cs[k]) : cs[k]);
    return encode(out);
}

} // namespace rk::ui::codepoints
