// The renderer skips a frame whose fingerprint matches the one on screen, so every difference a
// frame can show must change the fingerprint, and an identical frame must not.
#include <catch2/catch.hpp>

#include <cstdint>

#include "ui/drawing/frame_fingerprint.hpp"

namespace {

// One draw list: a quad of `colour` clipped to `clip`, sampling texture `texture`.
struct Frame {
    ImDrawList list{nullptr};
    ImDrawList* lists[1] = {&list};
    ImDrawData data;
    ImVec4 clear{0.07f, 0.08f, 0.1f, 1.0f};

    explicit Frame(ImU32 colour = 0xFFFFFFFF, ImVec4 clip = {0, 0, 390, 844}, int texture = 1) {
        for (int i = 0; i < 4; ++i) {
            ImDrawVert v{};
            v.pos = ImVec2(10.0f + 20.0f * static_cast<float>(i % 2), 10.0f + 20.0f * static_cast<float>(i / 2));
            v.col = colour;
            list.VtxBuffer.push_back(v);
        }
        for (ImDrawIdx idx : {0, 1, 2, 1, 3, 2}) list.IdxBuffer.push_back(idx);
        ImDrawCmd cmd;
        cmd.ClipRect = clip;
        cmd.TextureId = reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture));
        cmd.ElemCount = 6;
        list.CmdBuffer.push_back(cmd);
        data.Valid = true;
        data.CmdListsCount = 1;
        data.CmdLists.Data = lists;
        data.CmdLists.Size = data.CmdLists.Capacity = 1;
        data.DisplaySize = ImVec2(390, 844);
        data.FramebufferScale = ImVec2(3, 3);
    }
    ~Frame() { data.CmdLists.Data = nullptr; data.CmdLists.Size = data.CmdLists.Capacity = 0; }   // not its to free
    std::uint64_t fingerprint() const { return rk::ui::frame_fingerprint(data, clear); }
};

} // namespace

TEST_CASE("frame fingerprint: the same frame twice matches, so the second is not drawn again") {
    Frame a, b;
    CHECK(a.fingerprint() == b.fingerprint());
    CHECK(a.fingerprint() != 0);   // 0 stands for "nothing on screen"
}

TEST_CASE("frame fingerprint: anything a frame shows differently changes it") {
    const std::uint64_t base = Frame().fingerprint();
    CHECK(Frame(0xFF0000FF).fingerprint() != base);                 // a colour (a button lit)
    CHECK(Frame(0xFFFFFFFF, {0, 0, 390, 400}).fingerprint() != base);   // a clip (a list scrolled)
    CHECK(Frame(0xFFFFFFFF, {0, 0, 390, 844}, 2).fingerprint() != base);   // another texture
    Frame moved;
    moved.list.VtxBuffer[0].pos.x += 1;
    CHECK(moved.fingerprint() != base);
    Frame fewer;
    fewer.list.CmdBuffer[0].ElemCount = 3;
    CHECK(fewer.fingerprint() != base);
    Frame larger;
    larger.data.DisplaySize = ImVec2(844, 390);   // turned to landscape
    CHECK(larger.fingerprint() != base);
    Frame denser;
    denser.data.FramebufferScale = ImVec2(2, 2);   // the canvas's store resized
    CHECK(denser.fingerprint() != base);
    Frame light;
    light.clear = ImVec4(0.95f, 0.95f, 0.95f, 1.0f);   // the light theme's background
    CHECK(light.fingerprint() != base);
}
