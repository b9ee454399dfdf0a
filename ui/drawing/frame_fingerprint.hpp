#pragma once
// A fingerprint of what a frame draws: its draw lists (vertices, indices, clip rectangles,
// textures), its size and the colour it clears to. Two frames with the same fingerprint put
// the same pixels on screen, so the second need not be drawn (the renderer skips it).
#include <cstdint>

#include <imgui.h>

namespace rk::ui {

std::uint64_t frame_fingerprint(const ImDrawData& frame, const ImVec4& clear_colour);

} // namespace rk::ui
