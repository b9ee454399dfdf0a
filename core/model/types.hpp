#pragma once
// Small value types shared by the whole core: ids and the result of an operation that can be refused.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "core/model/refusal.hpp"

namespace rk {

// Fixed-width ids, never indices: they survive undo, save and share.
using CombatantId = std::uint32_t;
using EffectId = std::uint32_t;
using SideId = std::uint32_t;
using ReminderId = std::uint32_t;

// The combat systems the tracker serves, one per rules text plus the generic D&D-like order.
enum class Ruleset : std::uint8_t {
    HighestFirst,        // roll + modifier, highest first (the generic scheme most trackers cover)
    InitiativeRounds,    // rules text 000: initiative values, declarations, d100 + level ties
    Countdown,           // rules text 001: d10 countdown from 10 to 1, surprise, held actions
    ActionDice,          // rules text 002: action-dice pools, ranks and states
    Segments,            // rules text 003: per-attack initiative on a segment clock
    AlternatingFactions, // rules text 004: factions alternate turns or pass
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
