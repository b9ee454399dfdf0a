#pragma once
// nlohmann-json with checked whole numbers: include this instead of <nlohmann/json.hpp>.
// Reading a JSON number into an integer of the model (int, std::uint32_t, ...) refuses a value
// the type cannot hold (2147483648 into an int, -1 into an id), a fraction (7.5) and a boolean,
// with std::out_of_range or std::domain_error; nlohmann's own conversion would cast it, which
// wraps, truncates or (for 1e300) is undefined behaviour. Every translation unit that reads
// integers from JSON must see this header (one definition of the conversion).
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace nlohmann {

template <class T>
struct adl_serializer<T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>>> {
    template <class Json>
    static void to_json(Json& j, T value) {
        ::nlohmann::to_json(j, value);
    }

    template <class Json>
    static void from_json(const Json& j, T& value) {
        using Limits = std::numeric_limits<T>;
        if (j.is_number_unsigned()) {
            const auto u = j.template get_ref<const typename Json::number_unsigned_t&>();
            if (u > static_cast<std::uintmax_t>(Limits::max())) throw std::out_of_range(out_of_range(j));
            value = static_cast<T>(u);
        } else if (j.is_number_integer()) {
            const auto n = j.template get_ref<const typename Json::number_integer_t&>();
            if constexpr (std::is_signed_v<T>) {
                if (n < static_cast<std::intmax_t>(Limits::min()) || n > static_cast<std::intmax_t>(Limits::max()))
                    throw std::out_of_range(out_of_range(j));
            } else {
                if (n < 0 || static_cast<std::uintmax_t>(n) > static_cast<std::uintmax_t>(Limits::max()))
                    throw std::out_of_range(out_of_range(j));
            }
            value = static_cast<T>(n);
        } else if (j.is_number_float()) {
            const double d = j.template get_ref<const typename Json::number_float_t&>();
            if (!std::isfinite(d) || std::trunc(d) != d)
                throw std::domain_error("the number " + j.dump() + " is not a whole number");
            // Doubles that are whole and strictly inside the type's range convert exactly.
            if (!(d >= static_cast<double>(Limits::min()) && d <= static_cast<double>(Limits::max()) &&
                  d < 18446744073709551616.0 && d >= -9223372036854775808.0))
                throw std::out_of_range(out_of_range(j));
            if constexpr (sizeof(T) >= 8) {
                if (d >= static_cast<double>(Limits::max())) throw std::out_of_range(out_of_range(j));
            }
            value = static_cast<T>(d);
        } else {
            throw std::domain_error("expected a whole number, found " + std::string(j.type_name()));
        }
    }

private:
    template <class Json>
    static std::string out_of_range(const Json& j) {
        return "the number " + j.dump() + " is out of range (" + std::to_string(std::numeric_limits<T>::min()) +
               " to " + std::to_string(std::numeric_limits<T>::max()) + ")";
    }
};

} // namespace nlohmann
