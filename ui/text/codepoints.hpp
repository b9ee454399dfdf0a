#pragma once
// The characters a text needs glyphs for, and which of them the built-in font draws. Plain data
// (no ImGui), so the unit tests link it. Names may hold any script: what the font lacks is drawn
// by the platform's own fonts when it can (the browser's), else shown as a placeholder box.
#include <string>
#include <string_view>
#include <vector>

namespace rk::ui::codepoints {

// The Unicode scalar values of UTF-8 `text`, in order; a malformed byte is skipped.
std::vector<char32_t> decode(std::string_view text);

// Characters drawn as nothing (joiners, variation selectors, direction marks): they shape or
// order the characters around them and must not show as a box.
bool invisible(char32_t c);

// Whether the built-in font (scripts/lib/embed_font.py's first subset: ASCII and the UI's
// symbols) has a glyph for `c`; whether its second subset (accented Latin letters, Cyrillic and
// Greek) does.
bool in_ui_font(char32_t c);
bool in_second_font(char32_t c);

// The built-in font's characters the app draws from its first frame on: ASCII and the UI's
// symbols. Accented letters, Cyrillic and Greek join the atlas when a text needs one of them
// (on the web, their font is fetched then).
std::vector<char32_t> base_set();

// A character a text needs, with the glyphs that should join the atlas with it: its whole
// block of accented Latin letters, Cyrillic or Greek alphabet (typing a Russian name then
// rebuilds the atlas once, not per letter), or just itself.
std::vector<char32_t> with_its_alphabet(char32_t c);

// UTF-8 for `cs`.
std::string encode(const std::vector<char32_t>& cs);

// A one-line text in the order it is drawn left to right, for names in right-to-left scripts
// (Hebrew, Arabic): the text's direction is that of its first letter; runs of the other
// direction keep their own order, numbers read left to right, a combining mark stays after its
// letter, and brackets in right-to-left runs are mirrored. (A reduced Unicode Bidirectional
// Algorithm: enough for a name, which has no embeddings nor paragraphs.) Arabic letters are
// given their joined forms (initial, medial, final), so a word reads as it is written.
std::string visual_order(std::string_view text);

} // namespace rk::ui::codepoints
