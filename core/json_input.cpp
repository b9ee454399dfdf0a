#include "json_input.hpp"

#include <string>

#include "json_types.hpp"

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
} // namespace

Result<nlohmann::json> parse_json_input(std::string_view text, std::string_view what, std::size_t max_bytes,
                                        bool whole_numbers) {
    using R = Result<nlohmann::json>;
    const std::string name(what);
    if (text.size() > max_bytes)
        return R::refused(Why::TooLarge, name + " is too large (" + megabytes(text.size()) + "; Roundkeeper reads up to " +
                          megabytes(max_bytes) + ")");
    if (json_depth(text, kMaxJsonDepth) < 0)
        return R::refused(Why::TooLarge, name + " nests deeper than any Roundkeeper data (more than " + std::to_string(kMaxJsonDepth) +
                          " levels)");
    try {
        nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, true, false);
        if (whole_numbers) make_numbers_whole(j);
        return R::ok(std::move(j));
    } catch (const nlohmann::json::parse_error&) {
        return R::refused(Why::NotJson, name + " is not valid JSON (damaged or cut short?)");
    } catch (const std::bad_alloc&) {
        return R::refused(Why::TooLarge, name + " is too large to read on this device");
    } catch (const std::exception& ex) {
        return R::refused(Why::WrongFormat, name + " does not fit the format: " + ex.what());
    }
}

} // namespace rk
