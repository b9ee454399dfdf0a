#pragma once
// Where named widgets were drawn in the last frame (layout pixels), for the browser tests' hook.
// Kept only once the hook has asked (want): until then a tag costs a few additions to the frame's
// layout hash (whether the layout still moves), no map and no allocation.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ui/app/ui_state.hpp"

namespace rk::ui {

class TestTags {
public:
    void begin_frame();                // forgets the last frame's tags
    bool layout_moved() const { return hash_ != previous_hash_; }   // tags or their places differ from the last frame's

    void tag_last_item(const char* name);   // names the ImGui item just drawn
    // The same for something drawn without an item of its own (a chip): its screen rectangle.
    void tag_rect(const char* name, float x0, float y0, float x1, float y1);
    // While tags are wanted: the tags drawn until record(nullptr) are also noted in `into`, each
    // rectangle (unclipped) from `origin` (a list's row remembers what it holds, and says so while
    // it is scrolled away and not drawn).
    void record(std::vector<TagMark>* into, float origin_x = 0, float origin_y = 0);

    const std::map<std::string, Rect>& rects() const { return rects_; }
    bool wanted() const { return wanted_; }
    void want() { wanted_ = true; }

private:
    std::map<std::string, Rect> rects_;
    bool wanted_ = false;
    std::vector<TagMark>* recording_ = nullptr;
    float recording_x_ = 0, recording_y_ = 0;
    std::uint64_t hash_ = 0, previous_hash_ = 0;   // the frame's tags and where they were
};

} // namespace rk::ui
