// Duration formulas of the rules texts: numbers, one dice roll, the caster's and the target's
// levels, + and - (ASCII or Unicode), parentheses, and one unit word (rounds, turns, segments).
#include "core/fight/duration.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace rk {
namespace {

constexpr std::size_t kMaxFormulaLength = 200;
constexpr int kMaxDepth = 8;
constexpr std::size_t kMaxTerms = 16;
constexpr int kMaxNumber = 10000;
constexpr int kMaxUnits = 10000;

const char* const kExamples = "write it like \"2 rounds\", \"1d3 rounds\", \"1 turn + caster's level\", "
                              "\"1 turn + (caster's level - target's level)\" or \"until removed\"";

struct Token {
    enum class Kind : std::uint8_t { Number, Dice, Word, Plus, Minus, Open, Close } kind = Kind::Word;
    std::string text;
    int value = 0;
    DiceFormula dice;
};

// Lower-case ASCII, Unicode minus and dashes as '-', typographic apostrophes as '\''.
// Returns false on any other non-ASCII character.
bool normalize(std::string_view in, std::string& out, std::string& bad) {
    for (std::size_t i = 0; i < in.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(in[i]);
        if (c < 0x80) {
            out += static_cast<char>(std::tolower(c));
            continue;
        }
        const std::string_view rest = in.substr(i);
        if (rest.starts_with("\xE2\x88\x92") || rest.starts_with("\xE2\x80\x93")) {   // U+2212 minus, U+2013 en dash
            out += '-';
        } else if (rest.starts_with("\xE2\x80\x99")) {                                 // U+2019 apostrophe
            out += '\'';
        } else {
            std::size_t len = 1;
            while (i + len < in.size() && (static_cast<unsigned char>(in[i + len]) & 0xC0) == 0x80) ++len;
            bad = std::string(in.substr(i, len));
            return false;
        }
        i += 2;
    }
    return true;
}

bool is_word_char(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '\''; }
bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

Result<std::vector<Token>> tokenize(const std::string& t) {
    using R = Result<std::vector<Token>>;
    std::vector<Token> out;
    std::size_t i = 0;
    while (i < t.size()) {
        const char c = t[i];
        if (std::isspace(static_cast<unsigned char>(c))) { ++i; continue; }
        Token tok;
        if (c == '+' || c == '-' || c == '(' || c == ')') {
            tok.kind = c == '+' ? Token::Kind::Plus : c == '-' ? Token::Kind::Minus
                     : c == '(' ? Token::Kind::Open : Token::Kind::Close;
            tok.text = std::string(1, c);
            ++i;
        } else if (is_digit(c) || (c == 'd' && i + 1 < t.size() && is_digit(t[i + 1]))) {
            // A number, or dice: "1d3", "d6". Letters glued to it ("3rounds", "1d3x") are an error below.
            std::size_t j = i;
            while (j < t.size() && (is_digit(t[j]) || t[j] == 'd')) ++j;
            tok.text = t.substr(i, j - i);
            i = j;
            if (tok.text.find('d') != std::string::npos) {
                auto d = parse_dice(tok.text);
                if (!d) return R::refused(Why::UnreadableDuration, "\"" + tok.text + "\" is not dice notation (try 1d3, d6, 2d4)");
                tok.kind = Token::Kind::Dice;
                tok.dice = d.value();
            } else {
                tok.kind = Token::Kind::Number;
                auto [ptr, ec] = std::from_chars(tok.text.data(), tok.text.data() + tok.text.size(), tok.value);
                if (ec != std::errc() || tok.value > kMaxNumber)
                    return R::refused(Why::UnreadableDuration, "numbers in a duration go up to " + std::to_string(kMaxNumber));
            }
        } else if (is_word_char(c)) {
            std::size_t j = i;
            while (j < t.size() && is_word_char(t[j])) ++j;
            tok.kind = Token::Kind::Word;
            tok.text = t.substr(i, j - i);
            i = j;
        } else {
            return R::refused(Why::UnreadableDuration, "\"" + std::string(1, c) + "\" has no meaning in a duration");
        }
        out.push_back(std::move(tok));
    }
    return R::ok(std::move(out));
}

class Parser {
public:
    explicit Parser(std::vector<Token> tokens) : tokens_(std::move(tokens)) {}

    Refusal parse(DurationFormula& f) {
        if (tokens_.empty()) return {Why::UnreadableDuration, std::string("it is empty")};
        if (auto bad = expression(+1, 0)) return bad;
        if (pos_ < tokens_.size()) {
            const Token& t = tokens_[pos_];
            if (t.kind == Token::Kind::Close) return {Why::UnreadableDuration, std::string("\")\" has no matching \"(\"")};
            if (t.kind == Token::Kind::Word) {
                const std::size_t start = pos_;
                if (!accept_level()) return {Why::UnreadableDuration, unknown_words()};
                std::string level;
                for (std::size_t p = start; p < pos_; ++p) level += (p == start ? "" : " ") + tokens_[p].text;
                return {Why::UnreadableDuration, "a \"+\" or \"-\" is missing before \"" + level + "\""};
            }
            return {Why::UnreadableDuration, "a \"+\" or \"-\" is missing before \"" + t.text + "\""};
        }
        if (unit_) f.unit = *unit_;
        f.terms = std::move(terms_);
        return std::nullopt;
    }

private:
    std::vector<Token> tokens_;
    std::size_t pos_ = 0;
    std::vector<DurationTerm> terms_;
    std::optional<DurationUnit> unit_;

    const Token* peek() const { return pos_ < tokens_.size() ? &tokens_[pos_] : nullptr; }
    bool next_is(Token::Kind k) const { return peek() && peek()->kind == k; }

    // Does the word sequence at pos_ match `words`? Consumes it if so.
    bool accept_words(std::initializer_list<std::string_view> words) {
        std::size_t p = pos_;
        for (std::string_view w : words) {
            if (p >= tokens_.size() || tokens_[p].kind != Token::Kind::Word || tokens_[p].text != w) return false;
            ++p;
        }
        pos_ = p;
        return true;
    }

    std::optional<DurationTerm::Kind> accept_level() {
        if (accept_words({"caster's", "level"}) || accept_words({"casters", "level"}) ||
            accept_words({"casters'", "level"}) || accept_words({"caster", "level"}))
            return DurationTerm::Kind::CasterLevel;
        if (accept_words({"target's", "level"}) || accept_words({"targets", "level"}) ||
            accept_words({"target", "level"}) || accept_words({"mini", "affected's", "level"}) ||
            accept_words({"mini", "affected", "level"}) || accept_words({"affected", "mini's", "level"}))
            return DurationTerm::Kind::TargetLevel;
        return std::nullopt;
    }

    std::optional<DurationUnit> accept_unit() {
        if (accept_words({"round"}) || accept_words({"rounds"})) return DurationUnit::Rounds;
        if (accept_words({"turn"}) || accept_words({"turns"})) return DurationUnit::Turns;
        if (accept_words({"segment"}) || accept_words({"segments"})) return DurationUnit::Segments;
        return std::nullopt;
    }

    std::string unknown_words() const {
        std::string words;
        for (std::size_t p = pos_; p < tokens_.size() && tokens_[p].kind == Token::Kind::Word; ++p)
            words += (words.empty() ? "" : " ") + tokens_[p].text;
        return "\"" + words + "\" is not a unit (rounds, turns, segments) or a level (caster's level, target's level)";
    }

    static std::string unit_name(DurationUnit u) {
        switch (u) {
        case DurationUnit::Rounds: return "rounds";
        case DurationUnit::Turns: return "turns";
        case DurationUnit::Segments: return "segments";
        case DurationUnit::UntilRemoved: return "until removed";
        }
        return "?";
    }

    Refusal units_after_term() {
        while (auto u = accept_unit()) {
            if (unit_ && *unit_ != *u) return {Why::UnreadableDuration, "it mixes " + unit_name(*unit_) + " and " + unit_name(*u)};
            unit_ = *u;
        }
        return std::nullopt;
    }

    Refusal expression(int sign, int depth) {
        int op = +1;
        if (next_is(Token::Kind::Minus) || next_is(Token::Kind::Plus)) {   // a leading sign: "-1 + caster's level"
            op = next_is(Token::Kind::Minus) ? -1 : +1;
            ++pos_;
        }
        for (;;) {
            if (auto bad = term(sign * op, depth)) return bad;
            if (!next_is(Token::Kind::Plus) && !next_is(Token::Kind::Minus)) return std::nullopt;
            op = next_is(Token::Kind::Minus) ? -1 : +1;
            ++pos_;
        }
    }

    Refusal term(int sign, int depth) {
        const Token* t = peek();
        const std::string after = pos_ == 0 ? "at the start" : "after \"" + tokens_[pos_ - 1].text + "\"";
        if (!t) return {Why::UnreadableDuration, "a number, dice or a level is missing " + after};
        DurationTerm term;
        term.sign = sign;
        switch (t->kind) {
        case Token::Kind::Number:
            term.kind = DurationTerm::Kind::Number;
            term.value = t->value;
            ++pos_;
            break;
        case Token::Kind::Dice:
            if (std::any_of(terms_.begin(), terms_.end(), [](const DurationTerm& x) { return x.kind == DurationTerm::Kind::Dice; }))
                return {Why::UnreadableDuration, std::string("only one dice roll is allowed in a duration")};
            term.kind = DurationTerm::Kind::Dice;
            term.dice = t->dice;
            ++pos_;
            break;
        case Token::Kind::Open: {
            if (depth >= kMaxDepth) return {Why::UnreadableDuration, std::string("the parentheses are nested too deeply")};
            ++pos_;
            if (next_is(Token::Kind::Close)) return {Why::UnreadableDuration, std::string("\"()\" holds nothing")};
            if (auto bad = expression(sign, depth + 1)) return bad;
            if (!next_is(Token::Kind::Close)) return {Why::UnreadableDuration, std::string("a \"(\" is never closed")};
            ++pos_;
            return units_after_term();
        }
        case Token::Kind::Word:
            if (auto level = accept_level()) {
                term.kind = *level;
                break;
            }
            if (accept_unit()) return {Why::UnreadableDuration, "a number, dice or a level is missing before \"" + tokens_[pos_ - 1].text + "\""};
            return {Why::UnreadableDuration, unknown_words()};
        case Token::Kind::Close:
        case Token::Kind::Plus:
        case Token::Kind::Minus:
            return {Why::UnreadableDuration, "a number, dice or a level is missing " + after};
        }
        terms_.push_back(term);
        if (terms_.size() > kMaxTerms) return {Why::UnreadableDuration, "a duration has at most " + std::to_string(kMaxTerms) + " parts"};
        return units_after_term();
    }
};

std::string trimmed(const std::string& s) {
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return "";
    return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

} // namespace

Result<DurationFormula> parse_duration(std::string_view text) {
    using R = Result<DurationFormula>;
    const auto cannot = [&](const std::string& why) {
        return R::refused(Why::UnreadableDuration, "Cannot read the duration \"" + std::string(text) + "\": " + why + "; " + kExamples);
    };
    if (text.size() > kMaxFormulaLength)
        return R::refused(Why::DurationTooLong, "A duration is limited to " + std::to_string(kMaxFormulaLength) + " characters");
    std::string norm, bad;
    if (!normalize(text, norm, bad)) return cannot("\"" + bad + "\" has no meaning in a duration");
    norm = trimmed(norm);
    // Rule texts also say "until healed" (text 001's wounds): the game master removes it.
    if (norm == "until removed" || norm == "until healed" || norm == "permanent") {
        DurationFormula f;
        f.unit = DurationUnit::UntilRemoved;
        return R::ok(std::move(f));
    }
    if (norm == "immediate" || norm == "instant" || norm == "instantaneous")
        return R::refused(Why::NothingToCount, "An immediate spell resolves at once: there is no duration to track");
    auto tokens = tokenize(norm);
    if (!tokens) return cannot(tokens.reason());
    DurationFormula f;
    Parser parser(std::move(tokens).value());
    if (auto why = parser.parse(f)) return cannot(why->text);
    return R::ok(std::move(f));
}

Result<DurationValue> evaluate_duration(const DurationFormula& f, int caster_level, int target_level, bool halve,
                                        const RollInput& input, Rng& rng) {
    using R = Result<DurationValue>;
    DurationValue v;
    const bool has_dice = std::any_of(f.terms.begin(), f.terms.end(), [](const DurationTerm& t) { return t.kind == DurationTerm::Kind::Dice; });
    if (input.entered() && !has_dice) return R::refused(Why::DurationHasNoDice, "Dice were entered, but this duration has no dice to roll");
    if (f.unit == DurationUnit::UntilRemoved) return R::ok(std::move(v));
    if (f.terms.empty()) return R::refused(Why::NothingToCount, "This duration has nothing to count");

    long long sum = 0;
    for (std::size_t i = 0; i < f.terms.size(); ++i) {
        const DurationTerm& t = f.terms[i];
        int value = 0;
        std::string shown;
        switch (t.kind) {
        case DurationTerm::Kind::Number: value = t.value; shown = std::to_string(value); break;
        case DurationTerm::Kind::CasterLevel: value = caster_level; shown = std::to_string(value); break;
        case DurationTerm::Kind::TargetLevel: value = target_level; shown = std::to_string(value); break;
        case DurationTerm::Kind::Dice: {
            auto r = roll(t.dice, input, rng);
            if (!r) return R::refused(r.refusal());
            v.roll = r.value();
            value = v.roll.total;
            shown = v.roll.describe(t.dice);
            if (f.terms.size() > 1) shown = "(" + shown + ")";
            break;
        }
        }
        sum += static_cast<long long>(t.sign) * value;
        if (i == 0) v.working = (t.sign < 0 ? "-" : "") + shown;
        else v.working += (t.sign < 0 ? " - " : " + ") + shown;
    }
    if (sum > kMaxUnits) return R::refused(Why::DurationTooLong, "A duration is limited to " + std::to_string(kMaxUnits) + " units");
    v.before_halving = static_cast<int>(std::max<long long>(sum, -kMaxUnits));
    v.units = v.before_halving;
    // Text 000's Spells resistance: round down, but never below 1 for a duration that was at least 1.
    if (halve && v.before_halving >= 1) v.units = std::max(1, v.before_halving / 2);
    return R::ok(std::move(v));
}

bool has_term(const DurationFormula& f, DurationTerm::Kind kind) {
    return std::any_of(f.terms.begin(), f.terms.end(), [&](const DurationTerm& t) { return t.kind == kind; });
}

} // namespace rk
