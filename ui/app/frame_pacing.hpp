#pragma once
// Frames are drawn only while something happens: each input owes a few (ImGui settles hover and
// active state over them), a layout still moving owes more, and none owed lets the platform sleep
// until the next event (idle at zero frames).
namespace rk::ui {

class FramePacing {
public:
    bool wants_frame() const { return owed_ > 0; }
    void note_input() { owed_ = 3; }
    void owe(int frames) { if (owed_ < frames) owed_ = frames; }   // at least this many more
    void frame_done() { if (owed_ > 0) --owed_; ++drawn_; }
    long frames_drawn() const { return drawn_; }

private:
    int owed_ = 3;
    long drawn_ = 0;
};

} // namespace rk::ui
