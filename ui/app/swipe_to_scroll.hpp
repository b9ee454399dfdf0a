#pragma once
// A finger that moves is scrolling, not pressing. Once a press has moved a few pixels from
// where it went down, the list under it follows the finger and no widget acts on its release:
// a swipe from a "−5" chip takes no hit points, a swipe from a menu entry opens nothing. A tap
// that wobbles less than that still acts. One place for every widget and every list: the
// views draw plain buttons and plain child windows.
#include <imgui.h>

namespace rk::ui {

class SwipeToScroll {
public:
    // Once per ImGui pass, after NewFrame and before the views draw (so a press taken over on
    // this pass is already forgotten when its button is drawn).
    void update();

private:
    bool down_ = false;      // a press is in progress
    bool swiping_ = false;   // it moved past the threshold: it scrolls and acts on nothing
    ImGuiID pressed_in_ = 0; // the window the press went down in
    ImGuiID list_ = 0;       // the window it scrolls: the innermost one under the press with room to scroll
    ImGuiID typing_ = 0;     // the text field being typed into when the press went down
};

} // namespace rk::ui
