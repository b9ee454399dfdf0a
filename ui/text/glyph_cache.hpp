#pragma once
// Which characters drawn by the platform's fonts (CJK, emoji, any script the UI font lacks) the
// font atlas holds: at most `capacity`, so no text, however many distinct characters it has
// (a link of 500 names in 10,000 CJK characters, a megabyte of text), can grow the atlas and
// the memory it takes without bound. Plain data (no ImGui): unit-tested.
//
// Each frame starts with next_frame(), then wants the characters its texts need, the most
// needed first (what is being typed, messages, the fight on screen). A character not held
// takes the place of the one wanted least recently; one wanted in this frame is never given up
// for another of the same frame: past the capacity, a frame's further characters are turned
// away (drawn as the placeholder box) and the atlas is not rebuilt frame after frame.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace rk::ui {

class GlyphCache {
public:
    explicit GlyphCache(std::size_t capacity) : capacity_(capacity < 1 ? 1 : capacity) {}

    void next_frame();
    // Wants `c` in this frame: true when it joined (the atlas must be built again), false
    // when it was held already or was turned away.
    bool want(char32_t c);
    bool has(char32_t c) const;
    // Fewer places (a denser screen makes each glyph larger): the least recently wanted go.
    // True when any went.
    bool set_capacity(std::size_t capacity);

    std::size_t size() const { return chars_.size(); }
    std::size_t capacity() const { return capacity_; }
    const std::vector<char32_t>& chars() const { return chars_; }   // sorted
    // Characters wanted in this frame that found no place.
    std::size_t turned_away() const { return turned_away_; }

private:
    std::size_t capacity_;
    std::uint64_t frame_ = 1;
    std::vector<char32_t> chars_;        // sorted
    std::vector<std::uint64_t> wanted_;  // the frame each of chars_ was last wanted in
    bool full_ = false;                  // every place is wanted by this frame
    std::size_t turned_away_ = 0;
};

} // namespace rk::ui
