#pragma once
// An enum's JSON is its value's name from a table of (value, name) pairs: the tables live beside
// the values' conversions (core/formats/json_types.cpp, each rule system's <system>_json.cpp).
// An unknown name is an error, never a guess.
#include <array>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>

#include "core/formats/json_numbers.hpp"

namespace rk {

template <class Enum, std::size_t N>
void enum_to_json(nlohmann::json& j, Enum v, const std::array<std::pair<Enum, const char*>, N>& names) {
    for (auto& [value, name] : names)
        if (value == v) { j = name; return; }
    throw std::invalid_argument("unnamed enum value");
}

template <class Enum, std::size_t N>
void enum_from_json(const nlohmann::json& j, Enum& v, const std::array<std::pair<Enum, const char*>, N>& names, const char* what) {
    const auto& s = j.get_ref<const std::string&>();
    for (auto& [value, name] : names)
        if (s == name) { v = value; return; }
    throw std::invalid_argument(std::string("unknown ") + what + " \"" + s + "\"");
}

} // namespace rk

// The JSON conversions of an enum by its table of names: `what` names it in the error a name no
// value has gets ("unknown rank track \"x\"").
#define RK_JSON_ENUM(Type, names, what)                                                           \
    void to_json(nlohmann::json& j, Type v) { ::rk::enum_to_json(j, v, names); }                 \
    void from_json(const nlohmann::json& j, Type& v) { ::rk::enum_from_json(j, v, names, what); }
