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

// A rule system, named by its key in the registry (core/rules/registry.cpp): "countdown". An
// encounter is saved, shared and compared by that key; each system's folder names its own
// (kCountdown in core/rules/countdown/countdown_system.hpp). The key is a string literal's (or
// a registered descriptor's): a Ruleset never owns its text.
class Ruleset {
public:
    constexpr Ruleset() = default;
    explicit constexpr Ruleset(std::string_view key) : key_(key) {}
    constexpr std::string_view key() const { return key_; }
    // The same system: the same key's text (core/model/types.cpp).
    friend bool operator==(Ruleset a, Ruleset b);

private:
    std::string_view key_;
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
