#include "core/formats/json_input.hpp"

#include <string>

#include "core/formats/json_types.hpp"
#include "core/fight/validate.hpp"

namespace rk {

int json_depth(std::string_view text, int limit) {
    int depth = 0, deepest = 0;
    bool in_string = false, escaped = false;
    for (const char c : text) {
        if (in_string) {
            if (escaped) escaped = false;
            else if (c == '\\') escaped = true;
            else if (c == '"') in_string = false;
            continue;
        }
        if (c == '"') in_string = true;
        else if (c == '[' || c == '{') {
            if (++depth > limit) return -1;
            if (depth > deepest) deepest = depth;
        } else if ((c == ']' || c == '}') && depth > 0) --depth;
    }
    return deepest;
}

namespace {
// In tenths of a megabyte, rounded up: a size just over the limit never reads as the limit.
std::string megabytes(std::size_t bytes) {
    const std::size_t tenths = (bytes * 10 + 1024 * 1024 - 1) / (1024 * 1024);
    return std::to_string(tenths / 10) + (tenths % 10 ? "." + std::to_string(tenths % 10) : "") + " MB";
}

// The first text (or key) longer than any the model keeps, with the key it is under.
const nlohmann::json* overlong_text(const nlohmann::json& j, std::string& key) {
    if (j.is_string()) return j.get_ref<const std::string&>().size() > kMaxTextBytes ? &j : nullptr;
    if (j.is_array())
        for (const auto& v : j)
            if (const auto* found = overlong_text(v, key)) return found;
    if (j.is_object())
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (it.key().size() > kMaxTextBytes) { key = "(a key)"; return &it.value(); }
            if (const auto* found = overlong_text(it.value(), key)) {
                if (key.empty()) key = it.key();
                return found;
            }
        }
    return nullptr;
}

// What a parse error found where it stopped: JSON has no NaN nor Infinity, a number too large
// for a double is no number either.
std::string what_is_wrong_at(std::string_view text, std::size_t at) {
    std::size_t start = at;
    while (start > 0 && std::string_view("+-.0123456789eEINaNfinity").find(text[start - 1]) != std::string_view::npos) --start;
    const std::string_view rest = text.substr(std::min(start, text.size()));
    for (std::string_view word : {"NaN", "-NaN", "Infinity", "-Infinity", "+Infinity", "inf", "-inf", "nan"})
        if (rest.substr(0, word.size()) == word)
            return " holds " + std::string(word) + " where a number belongs (JSON numbers are finite)";
    return " is not valid JSON (damaged or cut short?)";
}
} // namespace

Result<nlohmann::json> parse_json_input(std::string_view text, std::string_view what, std::size_t max_bytes,
                                        bool whole_numbers) {
    using R = Result<nlohmann::json>;
    const std::string name(what);
    if (text.size() > max_bytes)
        return R::refused(Why::TooLarge, name + " is too large (" + megabytes(text.size()) + "; Roundkeeper reads up to " +
                          megabytes(max_bytes) + ")");
    if (const std::size_t bad = invalid_utf8_at(text); bad != std::string_view::npos)
        return R::refused(Why::NotUtf8, name + " is not UTF-8 text (byte " + std::to_string(bad + 1) + " is not UTF-8); nothing in it was read");
    if (json_depth(text, kMaxJsonDepth) < 0)
        return R::refused(Why::TooLarge, name + " nests deeper than any Roundkeeper data (more than " + std::to_string(kMaxJsonDepth) +
                          " levels)");
    try {
        nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, true, false);
        std::string key;
        if (const auto* long_text = overlong_text(j, key)) {
            const std::size_t bytes = long_text->is_string() ? long_text->get_ref<const std::string&>().size() : kMaxTextBytes + 1;
            if (key == "name")
                return R::refused(Why::NameTooLong, name + " holds a name of " + std::to_string(bytes) + " bytes; names have at most " +
                                  std::to_string(kMaxNameBytes));
            return R::refused(Why::TooLarge, name + " holds a text (\"" + key.substr(0, 64) + "\") of " + std::to_string(bytes) +
                              " bytes; Roundkeeper keeps texts of at most " + std::to_string(kMaxTextBytes));
        }
        if (whole_numbers) make_numbers_whole(j);
        return R::ok(std::move(j));
    } catch (const nlohmann::json::out_of_range&) {   // 406: a number past the largest double, 1e309
        return R::refused(Why::WrongFormat, name + " holds a number too large to be read (past 1.8e308)");
    } catch (const nlohmann::json::parse_error& ex) {
        return R::refused(Why::NotJson, name + what_is_wrong_at(text, ex.byte > 0 ? ex.byte - 1 : 0));
    } catch (const std::bad_alloc&) {
        return R::refused(Why::TooLarge, name + " is too large to read on this device");
    } catch (const std::exception& ex) {
        return R::refused(Why::WrongFormat, name + " does not fit the format: " + ex.what());
    }
}

} // namespace rk
