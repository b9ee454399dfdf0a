#include "core/model/dice.hpp"

#include "core/model/bounded.hpp"

#include <cctype>
#include <charconv>

namespace rk {

std::uint64_t Rng::next_u64() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int Rng::uniform(int lo, int hi) {
    const std::uint64_t span = static_cast<std::uint64_t>(hi - lo) + 1;
    // Reject the top sliver of the range so every face is equally likely.
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % span);
    std::uint64_t x;
    do { x = next_u64(); } while (x >= limit);
    return lo + static_cast<int>(x % span);
}

std::string DiceFormula::to_string() const {
    std::string s;
    if (count > 0) s = (count == 1 ? "" : std::to_string(count)) + "d" + std::to_string(sides);
    if (modifier != 0 || count == 0) {
        if (count > 0 && modifier > 0) s += "+";
        s += std::to_string(modifier);
    }
    return s;
}

namespace {
bool read_int(std::string_view& t, int& out) {
    const char* first = t.data();
    auto [ptr, ec] = std::from_chars(first, first + t.size(), out);
    if (ec != std::errc() || ptr == first) return false;
    t.remove_prefix(static_cast<size_t>(ptr - first));
    return true;
}
} // namespace

Result<DiceFormula> parse_dice(std::string_view text) {
    std::string compact;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c))) compact += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const auto bad = [&] { return Result<DiceFormula>::refused(Why::NotDiceNotation, "\"" + std::string(text) + "\" is not dice notation (try d10, 2d6+3, d100)"); };
    if (compact.empty() || compact.size() > 16) return bad();
    std::string_view t = compact;
    DiceFormula f;
    int first = 0;
    const bool has_number = !t.empty() && std::isdigit(static_cast<unsigned char>(t.front()));
    if (has_number && !read_int(t, first)) return bad();
    if (!t.empty() && t.front() == 'd') {
        t.remove_prefix(1);
        f.count = has_number ? first : 1;
        if (!read_int(t, f.sides)) return bad();
        if (f.count < 1 || f.count > 100 || f.sides < 2 || f.sides > 1000) return bad();
        if (!t.empty()) {
            const char sign = t.front();
            if (sign != '+' && sign != '-') return bad();
            t.remove_prefix(1);
            if (!read_int(t, f.modifier) || f.modifier > 1000) return bad();
            if (sign == '-') f.modifier = -f.modifier;
        }
    } else {
        if (!has_number || first > 100000) return bad();
        f.modifier = first;
    }
    if (!t.empty()) return bad();
    return Result<DiceFormula>::ok(f);
}

std::string RollOutcome::describe(const DiceFormula& f) const {
    std::string s = f.to_string() + ": [";
    for (size_t i = 0; i < faces.size(); ++i) s += (i ? ", " : "") + std::to_string(faces[i]);
    s += "]";
    if (f.modifier > 0) s += " + " + std::to_string(f.modifier);
    if (f.modifier < 0) s += " - " + std::to_string(-static_cast<long long>(f.modifier));
    s += " = " + std::to_string(total);
    if (entered) s += " (entered)";
    return s;
}

Result<RollOutcome> roll(const DiceFormula& formula, const RollInput& input, Rng& rng) {
    RollOutcome out;
    out.entered = input.entered();
    if (out.entered) {
        if (static_cast<int>(input.faces.size()) != formula.count)
            return Result<RollOutcome>::refused(Why::WrongDiceCount, formula.to_string() + " needs " + std::to_string(formula.count) +
                                                " dice, but " + std::to_string(input.faces.size()) + " were entered");
        for (int face : input.faces)
            if (face < 1 || face > formula.sides)
                return Result<RollOutcome>::refused(Why::BadDieFace, "a d" + std::to_string(formula.sides) + " cannot show " + std::to_string(face));
        out.faces = input.faces;
    } else {
        for (int i = 0; i < formula.count; ++i) out.faces.push_back(rng.uniform(1, formula.sides));
    }
    out.total = formula.modifier;   // a modifier from a stat may be any int: the sum saturates
    for (int face : out.faces) out.total = bounded_sum(out.total, face);
    return Result<RollOutcome>::ok(std::move(out));
}

} // namespace rk
