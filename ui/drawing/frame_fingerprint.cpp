#include "ui/drawing/frame_fingerprint.hpp"

#include <cstddef>
#include <cstring>

namespace rk::ui {

namespace {

// 64-bit FNV-1a over whole words, then bytes: a few hundred kilobytes of vertices hash in well
// under a millisecond, and two different frames sharing a fingerprint is not a real risk.
struct Hasher {
    std::uint64_t h = 14695981039346656037ull;
    void bytes(const void* data, std::size_t n) {
        const auto* p = static_cast<const unsigned char*>(data);
        for (; n >= 8; n -= 8, p += 8) {
            std::uint64_t word;
            std::memcpy(&word, p, 8);
            h = (h ^ word) * 1099511628211ull;
            h ^= h >> 29;
        }
        for (; n > 0; --n, ++p) h = (h ^ *p) * 1099511628211ull;
    }
    template <class T> void value(const T& v) { bytes(&v, sizeof v); }
};

} // namespace

std::uint64_t frame_fingerprint(const ImDrawData& frame, const ImVec4& clear_colour) {
    Hasher hash;
    hash.value(frame.DisplayPos);
    hash.value(frame.DisplaySize);
    hash.value(frame.FramebufferScale);
    hash.value(clear_colour);
    hash.value(frame.CmdListsCount);
    for (int i = 0; i < frame.CmdListsCount; ++i) {
        const ImDrawList& list = *frame.CmdLists[i];
        hash.value(list.VtxBuffer.Size);
        hash.bytes(list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.size_in_bytes()));
        hash.value(list.IdxBuffer.Size);
        hash.bytes(list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.size_in_bytes()));
        hash.value(list.CmdBuffer.Size);
        for (const ImDrawCmd& cmd : list.CmdBuffer) {
            hash.value(cmd.ClipRect);
            hash.value(cmd.TextureId);
            hash.value(cmd.VtxOffset);
            hash.value(cmd.IdxOffset);
            hash.value(cmd.ElemCount);
            hash.value(cmd.UserCallback);
        }
    }
    return hash.h == 0 ? 1 : hash.h;   // 0 stands for "nothing on screen"
}

} // namespace rk::ui
