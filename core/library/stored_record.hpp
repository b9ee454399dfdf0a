#pragma once
// One stored record (an encounter's checkpoint or steps, the roster, the settings, the index),
// sealed with its generation number and a checksum of its text, so damage is seen before the
// text is read and the newest generation that is whole can be told from an older one.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/model/types.hpp"

namespace rk {

struct SealedRecord {
    std::uint64_t generation = 0;
    std::string body;
};

// "rk2 <generation> <checksum, 16 hex digits>\n<body>"
std::string seal_record(std::uint64_t generation, std::string_view body);
// Refused (Why::WrongFormat) when the header is missing or the checksum does not match the body.
Result<SealedRecord> unseal_record(std::string_view text);

// FNV-1a, 64 bits: enough to tell a damaged text from a whole one (not a defence against anyone).
std::uint64_t text_checksum(std::string_view text);

} // namespace rk
