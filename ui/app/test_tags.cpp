#include "ui/app/test_tags.hpp"

#include <imgui.h>
#include <imgui_internal.h>   // the current window's clip rectangle

#include <algorithm>
#include <cstring>

#include "ui/views/views.hpp"

namespace rk::ui {

namespace {

constexpr std::uint64_t kFnvStart = 1469598103934665603ull;

// FNV-1a, folded over a tag's name and where it was drawn.
std::uint64_t fold(std::uint64_t h, const void* data, std::size_t n) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < n; ++i) h = (h ^ bytes[i]) * 1099511628211ull;
    return h;
}

} // namespace

void TestTags::begin_frame() {
    previous_hash_ = hash_;
    hash_ = kFnvStart;
    recording_ = nullptr;
    rects_.clear();
}

void TestTags::tag_last_item(const char* name) {
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    tag_rect(name, a.x, a.y, b.x, b.y);
}

void TestTags::tag_rect(const char* name, float x0, float y0, float x1, float y1) {
    // Only the part a tap can reach: the item clipped by its list. Fully clipped, it keeps its
    // position with no height, so a test knows which way to scroll.
    const ImVec2 a(x0, y0), b(x1, y1);
    const ImRect clip = ImGui::GetCurrentWindow()->ClipRect;
    const float top = std::max(a.y, clip.Min.y), bottom = std::min(b.y, clip.Max.y);
    const float left = std::max(a.x, clip.Min.x), right = std::min(b.x, clip.Max.x);
    Rect r = bottom <= top || right <= left
                 ? Rect{a.x, a.y, b.x - a.x, 0, true}
                 : Rect{left, top, right - left, bottom - top, top > a.y || bottom < b.y || left > a.x || right < b.x};
    r.list_top = clip.Min.y;
    r.list_bottom = clip.Max.y;
    const float where[4] = {r.x, r.y, r.w, r.h};
    hash_ = fold(fold(hash_, name, std::strlen(name) + 1), where, sizeof where);
    if (!wanted_) return;
    // Shown in part (not scrolled away) but cut by its list's sides, or past the screen's: a chip
    // or a die a thumb cannot see whole (the browser tests look for none).
    const float shown_left = std::max(clip.Min.x, 0.0f), shown_right = std::min(clip.Max.x, ImGui::GetIO().DisplaySize.x);
    if (bottom > top && (a.x < shown_left - 0.5f || b.x > shown_right + 0.5f))
        views::cut_labels().push_back(std::string("[") + name + "]");
    rects_[name] = r;
    if (recording_) recording_->push_back(TagMark{name, Rect{x0 - recording_x_, y0 - recording_y_, x1 - x0, y1 - y0, false}});
}

void TestTags::record(std::vector<TagMark>* into, float origin_x, float origin_y) {
    recording_ = wanted_ ? into : nullptr;
    recording_x_ = origin_x;
    recording_y_ = origin_y;
}

} // namespace rk::ui
