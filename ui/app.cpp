#include "app.hpp"

#include <imgui.h>

#include "core/reducer.hpp"
#include "views/views.hpp"

namespace rk::ui {

App::App() = default;

bool App::dispatch(const Action& action) {
    note_input();
    if (Refusal refusal = commit(history_, action, apply)) {
        ui_.message = *refusal;
        return false;
    }
    ui_.message.clear();
    return true;
}

void App::undo() {
    note_input();
    if (Refusal r = rk::undo(history_)) ui_.message = *r; else ui_.message.clear();
}

void App::redo() {
    note_input();
    if (Refusal r = rk::redo(history_)) ui_.message = *r; else ui_.message.clear();
}

bool App::wants_frame(double) const { return frames_owed_ > 0; }

void App::tag_last_item(const char* name) {
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    widgets_[name] = Rect{a.x, a.y, b.x - a.x, b.y - a.y};
}

void App::keyboard_shortcuts() {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput) return;   // typing a name: keys are text
    if (io.KeyCtrl && ImGui::IsKeyPressed(ImGuiKey_Z, false)) undo();
    if (io.KeyCtrl && ImGui::IsKeyPressed(ImGuiKey_Y, false)) redo();
    if (!io.KeyCtrl && (ImGui::IsKeyPressed(ImGuiKey_Space, false) || ImGui::IsKeyPressed(ImGuiKey_N, false)) &&
        encounter().phase == Phase::Running)
        dispatch(NextTurn{});
}

void App::draw(double now_seconds) {
    now_ = now_seconds;
    widgets_.clear();
    keyboard_shortcuts();
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->WorkPos);
    ImGui::SetNextWindowSize(vp->WorkSize);
    constexpr ImGuiWindowFlags kScreen = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("Roundkeeper", nullptr, kScreen);
    views::tracker(*this, ui_);
    ImGui::End();
}

} // namespace rk::ui
