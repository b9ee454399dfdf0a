#include "ui/app/app.hpp"

#include <imgui.h>
#include <imgui_internal.h>   // the field being typed into, ImGui's input queue

#include <algorithm>

#include "ui/app/navigation.hpp"
#include "ui/views/views.hpp"

namespace rk::ui {

App::App()
    : session_(ui_, pacing_), sharing_(session_, ui_, pacing_), reading_(session_.store()),
      views_{session_, sharing_, reading_, tags_, ui_} {}

void App::start() {
    if (session_.start()) sharing_.start();
    pacing_.note_input();
}

void App::after_frame() {
    session_.save_if_needed();   // after every change, before the next input
    sharing_.publish_live();
}

int App::back() {
    pacing_.note_input();
    navigate(ui_, Back{});
    return back_depth();
}

int App::back_depth() const { return ui::back_depth(ui_); }

bool App::fight_on_screen() const {
    return ui_.screen == Screen::Tracker && session_.encounter().phase == Phase::Running;
}

std::string App::screen_name() const {
    std::string name = ui_.link ? "link" : ui_.import ? "import" : ui_.screen == Screen::Library ? "library"
                     : ui_.screen == Screen::Share ? "share" : ui_.screen == Screen::Join ? "join"
                     : ui_.screen == Screen::Joining ? "joining" : "tracker";
    const Live live = session_.live();
    if (session_.read_only()) name += ":read-only";
    if (session_.read_only() && live != Live::Snapshot) name += live == Live::Following ? ":live" : live == Live::Waiting ? ":waiting" : ":gone";
    if (!ui_.notice.empty()) name += "|" + ui_.notice;
    return name;
}

int App::text_input_mode() const {
    if (!ImGui::GetIO().WantTextInput) return 0;
    return ui_.numeric_field_active ? 2 : 1;
}

void App::keyboard_shortcuts() {
    const ImGuiIO& io = ImGui::GetIO();
    if (io.WantTextInput || ui_.screen == Screen::Share) return;   // typing a name: keys are text
    const bool library = ui_.screen == Screen::Library;   // there, undo is the library's
    if (io.KeyCtrl && ImGui::IsKeyPressed(ImGuiKey_Z, false)) library ? session_.undo_library() : session_.undo();
    if (io.KeyCtrl && ImGui::IsKeyPressed(ImGuiKey_Y, false)) library ? session_.redo_library() : session_.redo();
    if (library) return;
    if (!io.KeyCtrl && (ImGui::IsKeyPressed(ImGuiKey_Space, false) || ImGui::IsKeyPressed(ImGuiKey_N, false)))
        if (const auto next = reading_.primary()) session_.dispatch(next->action);
}

// A phone's soft keyboard covers the bottom of the screen: the page then lays the app out in
// the part still visible (web/lib/roundkeeper.js), and the field being typed into may now be
// below it. As phones do for their own fields, its list scrolls it back into view, when the
// field or the screen's height changes (not every frame: the user may scroll away while typing).
void App::keep_typing_in_view() {
    const ImGuiContext& g = *GImGui;
    ImGuiWindow* window = g.NavWindow;   // the field's window: tapping a field focuses it
    const bool typing = g.ActiveId != 0 && g.ActiveId == g.InputTextState.ID && g.NavId == g.ActiveId && window;
    const float height = ImGui::GetIO().DisplaySize.y;
    if (typing && (g.ActiveId != typing_id_ || height != typing_height_)) {
        const ImRect field = ImGui::WindowRectRelToAbs(window, window->NavRectRel[ImGuiNavLayer_Main]);
        ImGui::ScrollToRectEx(window, field, ImGuiScrollFlags_KeepVisibleEdgeY);   // and its parents
        pacing_.owe(2);   // the scroll shows in the next frame
    }
    typing_id_ = typing ? g.ActiveId : 0;
    typing_height_ = height;
}

void App::draw(double now_seconds) {
    sharing_.begin_frame(now_seconds);
    tags_.begin_frame();
    ui_.numeric_field_active = false;
    views::cut_labels().clear();
    keyboard_shortcuts();
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->WorkPos);
    ImGui::SetNextWindowSize(vp->WorkSize);
    constexpr ImGuiWindowFlags kScreen = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("Roundkeeper", nullptr, kScreen);
    views::notice_banner(views_, ui_);
    if (ui_.link) views::link_prompt(views_, ui_);
    else if (ui_.import) views::import_prompt(views_, ui_);
    else if (ui_.screen == Screen::Library) views::library(views_, ui_);
    else if (ui_.screen == Screen::Share) views::share(views_, ui_);
    else if (ui_.screen == Screen::Join || ui_.screen == Screen::Joining) {
        const views::JoinScreen join{sharing_.joining(), [this](const char* name) { tags_.tag_last_item(name); },
                                     [this] { sharing_.scan_player_code(); }};
        if (ui_.screen == Screen::Join) views::players_join(join, ui_);
        else views::joining(join, ui_);
    }
    else views::tracker(views_, ui_);
    ImGui::End();
    sharing_.after_frame();
    session_.leave_players_view_for_library();
    if (ui_.screen != Screen::Library) ui_.offer_library_undo = false;
    keep_typing_in_view();

    // ImGui sizes some panels (auto-resizing ones, first appearances) a frame late: while the
    // layout still moves, draw again, so what is on screen (and under the next tap) is final.
    // (The tags drawn, and where: a hash of them, kept whether or not a test asks for the tags.)
    const bool moved = tags_.layout_moved();
    settling_frames_ = moved ? settling_frames_ + 1 : 0;
    if (moved && settling_frames_ < 10) pacing_.owe(2);

    // ImGui hands queued input over one event per frame (a tap's press and release, a typed
    // string): while some is still queued, draw on, or the rest would wait for the next touch.
    if (ImGui::GetCurrentContext()->InputEventsQueue.Size > 0) pacing_.owe(2);

    // A finger resting on the screen sends no events, but a long press must still be seen:
    // keep drawing while it is held, up to a little past the long-press time.
    const ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsMouseDown(ImGuiMouseButton_Left) && io.MouseDownDuration[0] < 1.0f) pacing_.owe(2);
    if (!ImGui::IsMouseDown(ImGuiMouseButton_Left) && !ImGui::IsMouseReleased(ImGuiMouseButton_Left)) ui_.long_press = 0;
}

} // namespace rk::ui
