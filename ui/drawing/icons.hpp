#pragma once
// A small icon set drawn with ImGui's vector primitives: crisp at any device pixel ratio and
// nothing to download. Each icon takes the size of one line of text at the cursor.
#include <imgui.h>

namespace rk::ui::icons {

enum class Icon { Die, Heart, Skull, Hourglass, Sword, Shield };

// Draws the icon inline (like a character of text), coloured `colour`; `pips` is the die face.
void draw(Icon icon, ImU32 colour, int pips = 5);
// Draws it into the rectangle [min, min + size).
void draw_at(ImDrawList* dl, ImVec2 min, float size, Icon icon, ImU32 colour, int pips = 5);

} // namespace rk::ui::icons
