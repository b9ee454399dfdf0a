#pragma once
// Small value types shared by the whole core: ids and the result of an operation that can be refused.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/model/refusal.hpp"

namespace rk {

// Fixed-width ids, never indices: they survive undo, save and share.
using CombatantId = std::uint32_t;
using EffectId = std::uint32_t;
using SideId = std::uint32_t;
using ReminderId = std::uint32_t;

// A rule system, named by its key ("countdown"). An encounter is saved, shared and compared by
// that key; each system's folder names its own (kCountdown in
// core/rules/countdown/countdown_system.hpp). A Ruleset never owns its text: its key is the
// system's one key array (an inline constexpr array, one address in the whole program; the
// registry's descriptor holds the same), so two Rulesets of one system hold the same pointer and
// comparing them is comparing pointers, at every place that asks which system runs (a compare
// of the texts cost some 60 bytes of WebAssembly at each of them). Only the systems' constants
// and RuleSystem::id() make one; tests/unit/system_hooks_test.cpp checks that they agree. One
// pointer, not a string_view: a value of one word is passed in a register, where two words went
// through the stack at every call that names a system (some 56 bytes each).
class Ruleset {
public:
    constexpr Ruleset() = default;
    explicit constexpr Ruleset(const char* key) : key_(key) {}
    constexpr std::string_view key() const { return key_ ? std::string_view(key_) : std::string_view(); }
    friend constexpr bool operator==(Ruleset a, Ruleset b) { return a.key_ == b.key_; }

private:
    const char* key_ = nullptr;   // a system's one key array (NUL-terminated)
};

// An operation that either yields a value or is refused with a code and a sentence a game
// master can read (refusal.hpp).
template <class T>
class Result {
public:
    static Result ok(T value) { return Result(std::move(value), {}); }
    static Result refused(Why why, std::string text) { return Result(std::nullopt, {why, std::move(text)}); }
    static Result refused(Reason reason) { return Result(std::nullopt, std::move(reason)); }

    bool is_ok() const { return value_.has_value(); }
    explicit operator bool() const { return is_ok(); }
    const T& value() const& { return *value_; }
    T&& value() && { return std::move(*value_); }
    const std::string& reason() const { return refusal_.text; }
    Why why() const { return refusal_.why; }
    const Reason& refusal() const { return refusal_; }

private:
    Result(std::optional<T> v, Reason r) : value_(std::move(v)), refusal_(std::move(r)) {}
    std::optional<T> value_;
    Reason refusal_;
};

} // namespace rk
