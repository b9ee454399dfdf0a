#include "ui/text/glyph_cache.hpp"

#include <algorithm>

namespace rk::ui {

void GlyphCache::next_frame() {
    ++frame_;
    full_ = false;
    turned_away_ = 0;
}

bool GlyphCache::has(char32_t c) const { return std::binary_search(chars_.begin(), chars_.end(), c); }

bool GlyphCache::want(char32_t c) {
    auto at = std::lower_bound(chars_.begin(), chars_.end(), c);
    if (at != chars_.end() && *at == c) {
        wanted_[static_cast<std::size_t>(at - chars_.begin())] = frame_;
        return false;
    }
    if (chars_.size() >= capacity_) {
        if (full_) { ++turned_away_; return false; }
        const auto oldest = std::min_element(wanted_.begin(), wanted_.end());
        if (*oldest >= frame_) {   // all wanted by this frame
            full_ = true;
            ++turned_away_;
            return false;
        }
        const auto i = oldest - wanted_.begin();
        chars_.erase(chars_.begin() + i);
        wanted_.erase(oldest);
        at = std::lower_bound(chars_.begin(), chars_.end(), c);
    }
    const auto i = at - chars_.begin();
    chars_.insert(at, c);
    wanted_.insert(wanted_.begin() + i, frame_);
    return true;
}

bool GlyphCache::set_capacity(std::size_t capacity) {
    capacity_ = std::max<std::size_t>(capacity, 1);
    bool went = false;
    while (chars_.size() > capacity_) {
        const auto oldest = std::min_element(wanted_.begin(), wanted_.end());
        chars_.erase(chars_.begin() + (oldest - wanted_.begin()));
        wanted_.erase(oldest);
        went = true;
    }
    full_ = false;
    return went;
}

} // namespace rk::ui
