#pragma once
// Why an operation was refused: a stable code that programs and tests check, and a sentence
// the interface shows. Rewording a sentence changes no code, so it breaks no test but the
// golden wording ones (tests/unit/refusal_wording_test.cpp).
#include <cstdint>
#include <optional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <utility>

#include "core/model/refusal_codes.hpp"

namespace rk {

// Each code is named for the situation, not for the sentence; the list (with its groups)
// lives in refusal_codes.hpp so that the enum and the codes' names are written once.
enum class Why : std::uint16_t {
#define RK_WHY_ENUM(code) code,
    RK_REFUSAL_CODES(RK_WHY_ENUM)
#undef RK_WHY_ENUM
};

// The code's JSON-friendly name: Why::NotStarted is "not_started".
std::string why_name(Why why);
std::ostream& operator<<(std::ostream& out, Why why);

// A refusal's code and sentence.
struct Reason {
    Why why;
    std::string text;
    bool operator==(const Reason&) const = default;
};

// A refusal, or nothing when the operation applied; works like std::optional<Reason>, and a
// handler refuses with `return {Why::NotStarted, "The encounter has not started yet"};`.
class Refusal {
public:
    Refusal() = default;
    Refusal(std::nullopt_t) {}
    Refusal(Why why, std::string text) : reason_(Reason{why, std::move(text)}) {}
    Refusal(Reason reason) : reason_(std::move(reason)) {}

    explicit operator bool() const { return reason_.has_value(); }
    bool has_value() const { return reason_.has_value(); }
    const Reason& operator*() const { return *reason_; }
    const Reason* operator->() const { return &*reason_; }
    bool operator==(const Refusal&) const = default;

private:
    std::optional<Reason> reason_;
};

// "not_started: The encounter has not started yet", for logs and test messages.
std::ostream& operator<<(std::ostream& out, const Refusal& r);

} // namespace rk
