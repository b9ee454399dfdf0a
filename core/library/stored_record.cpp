#include "core/library/stored_record.hpp"

#include <charconv>

namespace rk {

namespace {
constexpr std::string_view kMagic = "rk2 ";
}

std::uint64_t text_checksum(std::string_view text) {
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
    return h;
}

std::string seal_record(std::uint64_t generation, std::string_view body) {
    char sum[17];
    const std::uint64_t h = text_checksum(body);
    for (int i = 0; i < 16; ++i) sum[i] = "0123456789abcdef"[(h >> (60 - 4 * i)) & 0xF];
    sum[16] = '\0';
    std::string out;
    out.reserve(body.size() + 40);
    out.append(kMagic).append(std::to_string(generation)).append(" ").append(sum).append("\n").append(body);
    return out;
}

Result<SealedRecord> unseal_record(std::string_view text) {
    using R = Result<SealedRecord>;
    const auto damaged = [](std::string what) { return R::refused(Why::WrongFormat, "the record is damaged (" + what + ")"); };
    if (text.substr(0, kMagic.size()) != kMagic) return damaged("no header");
    const std::size_t line = text.find('\n');
    if (line == std::string_view::npos) return damaged("no body");
    const std::string_view header = text.substr(kMagic.size(), line - kMagic.size());
    const std::size_t space = header.find(' ');
    if (space == std::string_view::npos || header.size() - space - 1 != 16) return damaged("a broken header");
    SealedRecord r;
    std::uint64_t sum = 0;
    const auto [gen_end, gen_err] = std::from_chars(header.data(), header.data() + space, r.generation);
    const auto [sum_end, sum_err] = std::from_chars(header.data() + space + 1, header.data() + header.size(), sum, 16);
    if (gen_err != std::errc{} || gen_end != header.data() + space || sum_err != std::errc{} || sum_end != header.data() + header.size())
        return damaged("a broken header");
    const std::string_view body = text.substr(line + 1);
    if (text_checksum(body) != sum) return damaged("its checksum does not match");
    r.body = std::string(body);
    return R::ok(std::move(r));
}

} // namespace rk
