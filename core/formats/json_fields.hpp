#pragma once
// RK_JSON_FIELDS(Type, field, ...): the JSON conversions of a plain struct, field by field under
// the field's name; a missing key keeps the field's default, so older files load.
//
// Behaves as nlohmann's NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT, but each field is read
// and written by one out-of-line function per field *type*, not by code inlined at every field:
// the inlined form cost about 90 bytes of WebAssembly a field, some 500 fields in all
// (docs/size.md). `from_json` fills a default-constructed value, as nlohmann's `get<T>()` gives it.
#include "core/formats/json_numbers.hpp"

#include <optional>
#include <stdexcept>
#include <string>
#include <variant>

namespace nlohmann {
template <class T>
struct adl_serializer<std::optional<T>> {
    static void to_json(json& j, const std::optional<T>& v) {
        if (v) j = *v; else j = nullptr;
    }
    static void from_json(const json& j, std::optional<T>& v) {
        if (j.is_null()) v.reset(); else v = j.get<T>();
    }
};

// A rule system's part of a combatant or an encounter is saved under the part's own key
// ({"countdown": {...}}), and no part as null.
template <class... Parts>
struct adl_serializer<std::variant<std::monostate, Parts...>> {
    using Variant = std::variant<std::monostate, Parts...>;
    static void to_json(json& j, const Variant& v) {
        j = nullptr;
        std::visit([&](const auto& part) {
            using P = std::decay_t<decltype(part)>;
            if constexpr (!std::is_same_v<P, std::monostate>) j = json{{std::string(P::kKey), part}};
        }, v);
    }
    static void from_json(const json& j, Variant& v) {
        v = std::monostate{};
        if (j.is_null()) return;
        if (!j.is_object() || j.size() != 1) throw std::invalid_argument("a rule system's part holds one system's key");
        const bool known = ((j.contains(Parts::kKey) ? (v = j.begin()->get<Parts>(), true) : false) || ...);
        if (!known) throw std::invalid_argument("unknown rule system part \"" + j.begin().key() + "\"");
    }
};
} // namespace nlohmann

namespace rk::json_fields {

// As nlohmann's `value()` refuses anything but an object, with the same exception.
[[gnu::noinline]] inline void require_object(const nlohmann::json& j) {
    if (!j.is_object())
        throw nlohmann::json::type_error::create(306, std::string("cannot use value() with ") + j.type_name(), &j);
}

template <class T>
[[gnu::noinline]] void read(const nlohmann::json& j, const char* key, T& field) {
    const auto found = j.find(key);
    if (found != j.end()) field = found->template get<T>();
}

template <class T>
[[gnu::noinline]] void write(nlohmann::json& j, const char* key, const T& field) {
    j[key] = field;
}

} // namespace rk::json_fields

#define RK_JSON_WRITE_FIELD(field) ::rk::json_fields::write(j, #field, value.field);
#define RK_JSON_READ_FIELD(field) ::rk::json_fields::read(j, #field, value.field);
#define RK_JSON_FIELDS(Type, ...)                                                        \
    inline void to_json(nlohmann::json& j, const Type& value) {                          \
        j = nlohmann::json::object();                                                    \
        NLOHMANN_JSON_EXPAND(NLOHMANN_JSON_PASTE(RK_JSON_WRITE_FIELD, __VA_ARGS__))      \
    }                                                                                    \
    inline void from_json(const nlohmann::json& j, Type& value) {                        \
        ::rk::json_fields::require_object(j);                                            \
        NLOHMANN_JSON_EXPAND(NLOHMANN_JSON_PASTE(RK_JSON_READ_FIELD, __VA_ARGS__))       \
    }
