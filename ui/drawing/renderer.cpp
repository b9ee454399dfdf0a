#include "ui/drawing/renderer.hpp"

#include <imgui.h>
#include <imgui_internal.h>   // the input event queue, to finish a tap within one drawn frame
#include <imgui_impl_opengl3.h>

#ifdef IMGUI_IMPL_OPENGL_ES3
#include <GLES3/gl3.h>
#else
#include <GL/gl.h>
#endif

#include "ui/app/app.hpp"
#include "ui/text/codepoints.hpp"
#include "ui/drawing/frame_fingerprint.hpp"
#include "ui/platform/platform.hpp"
#include "ui/drawing/theme.hpp"

namespace rk::ui {

void Renderer::init(const char* glsl) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;                       // nothing is persisted behind the app's back
    io.ConfigWindowsMoveFromTitleBarOnly = true;    // dragging scrolls lists, never moves windows
    io.ConfigInputTrickleEventQueue = true;         // a fast tap still registers as press + release
    theme::apply_dark_style();
    ImGui_ImplOpenGL3_Init(glsl);
}

namespace {

bool want_names(GlyphAtlas& glyphs, const Encounter& e, bool with_log) {
    bool grew = glyphs.want(e.name);
    for (const auto& s : e.sides) grew = glyphs.want(s.name) || grew;
    for (const auto& c : e.combatants) grew = glyphs.want(c.name) || grew;
    if (!with_log) return grew;
    for (const auto& x : e.effects) grew = glyphs.want(x.name) || grew;
    for (const auto& entry : e.log.latest(50)) grew = glyphs.want(entry.text) || grew;
    return grew;
}

// The characters the app's texts need (what is being typed, messages, a link waiting to be
// opened, names in any script in the encounters, the roster, the log): true when the atlas
// took in any. Most needed first: the atlas holds a bounded number of the characters the
// platform draws, and past it a frame's last ones show as a box (glyph_cache.hpp).
bool want_texts(App& app, GlyphAtlas& glyphs) {
    glyphs.next_frame();
    bool grew = false;
    const ImGuiContext& g = *GImGui;
    for (const ImGuiInputEvent& ev : g.InputEventsQueue)
        if (ev.Type == ImGuiInputEventType_Text) grew = glyphs.want(static_cast<char32_t>(ev.Text.Char)) || grew;
    if (g.InputTextState.ID != 0)   // pasted text, too
        for (int i = 0; i < g.InputTextState.CurLenW; ++i) grew = glyphs.want(static_cast<char32_t>(g.InputTextState.TextW[i])) || grew;
    const UiState& ui = app.ui_state();
    for (const std::string* text : {&ui.message, &ui.notice, &ui.announcement}) grew = glyphs.want(*text) || grew;
    grew = glyphs.want_drawn_texts() || grew;
    if (ui.link) {   // what the link's question shows: its name and its first ten combatants
        grew = glyphs.want(ui.link->encounter.name) || grew;
        const auto& cs = ui.link->encounter.combatants;
        for (std::size_t i = 0; i < cs.size() && i < 10; ++i) grew = glyphs.want(cs[i].name) || grew;
    }
    grew = want_names(glyphs, app.session().encounter(), true) || grew;
    if (ui.link) grew = want_names(glyphs, ui.link->encounter, true) || grew;
    for (const auto& entry : app.session().library().encounters) grew = glyphs.want(name_of(entry)) || grew;
    for (const auto& r : app.session().library().roster) grew = glyphs.want(r.name) || grew;
    for (const auto& p : app.session().library().parties) grew = glyphs.want(p.name) || grew;
    return grew;
}

// Whether queued input may make a widget act: a button pressed or let go, a key, text, focus.
// Motion and the wheel only move the pointer and scroll, which the pass taking them shows.
bool may_act(const ImVector<ImGuiInputEvent>& queue) {
    for (const ImGuiInputEvent& ev : queue)
        if (ev.Type != ImGuiInputEventType_MousePos && ev.Type != ImGuiInputEventType_MouseWheel) return true;
    return false;
}

} // namespace

void Renderer::frame(App& app, float dpr) {
    const LibrarySettings& settings = app.session().library().settings;
    // Rasterize glyphs at the device's density so text stays crisp on DPR 2-3 screens, and
    // again when a text needs a character the atlas lacks (an accent, a name in another script).
    bool grew = want_texts(app, glyphs);
    if (font_density == 0) grew = glyphs.want_all(codepoints::base_set()) || grew;
    if (grew || glyphs.second_font_arrived() || dpr != font_density || settings.text_size != text_size) {
        glyphs.build(dpr, theme::text_scale(settings.text_size));
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        ImGui_ImplOpenGL3_CreateFontsTexture();
        font_density = dpr;
        text_size = settings.text_size;
        redraw();   // a new atlas may reuse the old texture's name
    }
    const bool light = settings.theme_follows_device ? platform::prefers_light_theme() : settings.light_theme;
    if (static_cast<int>(light) != light_theme) {
        if (light) theme::apply_light_style(); else theme::apply_dark_style();
        light_theme = light;
    }
    // ImGui takes a tap's press and its release in two of its frames (the input queue trickles
    // them), and a click handled halfway through a frame changes what the rest of that frame
    // and the parts above it drew. So a pass that took input a widget may act on is followed by
    // another, without drawing, until a pass runs with no such input: the frame put on screen
    // already shows the tap's result. Motion (a swipe, a wheel) is shown by the pass that takes
    // it: one pass. Bounded, so nothing can keep the loop busy.
    constexpr int kMaxPasses = 4;
    for (int pass = 1;; ++pass) {
        const bool acting_input = may_act(GImGui->InputEventsQueue);
        ImGui_ImplOpenGL3_NewFrame();
        platform::begin_frame();
        ImGui::NewFrame();
        swipe.update();
        app.draw(ImGui::GetTime());
        const bool more = !GImGui->InputEventsQueue.empty();   // trickled on to the next pass
        if (!(acting_input || more) || pass == kMaxPasses) break;
        ImGui::EndFrame();
    }
    ImGui::Render();
    // ImGui settles over a few frames after each input, and most of them draw exactly what is
    // already on screen: those are not drawn again. The GPU (on a phone, its battery; in a
    // browser without one, the processor) works only for frames that change something.
    const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    const std::uint64_t fingerprint = frame_fingerprint(*ImGui::GetDrawData(), bg);
    if (fingerprint != on_screen) {
        const ImGuiIO& io = ImGui::GetIO();
        glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
                   static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
        glClearColor(bg.x, bg.y, bg.z, 1.0f);
        glClear(GL_COLOR_BUFFER_BIT);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        platform::present();
        on_screen = fingerprint;
        ++frames_shown;
    }
    app.pacing().frame_done();
}

void Renderer::gl_context_restored() {
    redraw();
    ImGui_ImplOpenGL3_DestroyDeviceObjects();   // forgets the lost objects (deleting them is a no-op)
    ImGui_ImplOpenGL3_CreateDeviceObjects();    // shaders, buffers and the font texture, anew
}

void Renderer::shutdown() {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui::DestroyContext();
}

} // namespace rk::ui
