#include "ui/app/swipe_to_scroll.hpp"

#include <imgui_internal.h>   // the active item, the windows and their scroll limits

namespace rk::ui {

namespace {

// ImGui's units are CSS pixels on the web (points natively), whatever the device pixel ratio:
// 8 is Android's touch slop (8 dp), and what the lists' drag used before.
constexpr float kSlopPx = 8.0f;

// The innermost window under the press that has something to scroll, up to its root window
// (a card inside the order list scrolls the list).
ImGuiWindow* list_under(ImGuiWindow* w) {
    for (; w; w = (w->Flags & ImGuiWindowFlags_ChildWindow) ? w->ParentWindow : nullptr)
        if (w->ScrollMax.y > 0 && !(w->Flags & ImGuiWindowFlags_NoScrollWithMouse)) return w;
    return nullptr;
}

// Drags that mean something of their own keep the press: a window's scrollbar, and a text
// field selecting its text (with a mouse, or a finger in the field already being typed into).
bool keeps_drag(const ImGuiContext& g, ImGuiID typing) {
    if (g.ActiveId == 0) return false;
    if (g.ActiveIdWindow && g.ActiveId == ImGui::GetWindowScrollbarID(g.ActiveIdWindow, ImGuiAxis_Y)) return true;
    return g.ActiveId == g.InputTextState.ID && (g.IO.MouseSource == ImGuiMouseSource_Mouse || g.ActiveId == typing);
}

} // namespace

void SwipeToScroll::update() {
    ImGuiContext& g = *GImGui;
    const ImGuiIO& io = g.IO;
    if (io.MouseClicked[ImGuiMouseButton_Left]) {
        const ImGuiWindow* list = list_under(g.HoveredWindow);
        down_ = true;
        swiping_ = false;
        pressed_in_ = g.HoveredWindow ? g.HoveredWindow->ID : 0;
        list_ = list ? list->ID : 0;
        typing_ = g.ActiveId != 0 && g.ActiveId == g.InputTextState.ID ? g.ActiveId : 0;
    }
    if (!down_) return;
    // The release's own pass counts too: a mouse may move and let go between two passes.
    const ImVec2 from = io.MouseClickedPos[ImGuiMouseButton_Left];
    const bool moved = ImGui::IsMousePosValid(&io.MousePos) &&
                       ImLengthSqr(ImVec2(io.MousePos.x - from.x, io.MousePos.y - from.y)) > kSlopPx * kSlopPx;
    ImGuiWindow* list = list_ ? ImGui::FindWindowByID(list_) : nullptr;
    if (!swiping_ && moved && !keeps_drag(g, typing_)) {
        swiping_ = true;
        // How the press is forgotten: ImGui's own hold on a press that acts on nothing. A press
        // on a window's empty space makes that window's move id the active item; ImGui keeps it
        // alive while the button is down and clears it on release. A button acts only on a
        // release while it is itself the active item, and no other widget is hovered meanwhile,
        // so taking that hold over cancels the press of whatever widget had it (a text field
        // the press had just focused is closed as well, so a swipe never opens the keyboard).
        if (ImGuiWindow* w = list ? list : ImGui::FindWindowByID(pressed_in_)) ImGui::SetActiveID(w->MoveId, w);
        else ImGui::ClearActiveID();
    }
    if (swiping_ && list && g.ActiveId == list->MoveId) ImGui::SetScrollY(list, list->Scroll.y - io.MouseDelta.y);
    if (!io.MouseDown[ImGuiMouseButton_Left]) down_ = swiping_ = false;
}

} // namespace rk::ui
