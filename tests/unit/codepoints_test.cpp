// Which characters a name needs glyphs for (ui/text/codepoints.hpp): UTF-8 decoded without losing or
// inventing a character, the invisible ones told apart, and the built-in font's alphabets.
#include <catch2/catch.hpp>

#include <algorithm>

#include "ui/text/codepoints.hpp"

using namespace rk::ui::codepoints;

TEST_CASE("names decode to their characters, in any script", "[names][glyphs]") {
    CHECK(decode("Дмитрий") == std::vector<char32_t>{0x414, 0x43C, 0x438, 0x442, 0x440, 0x438, 0x439});
    CHECK(decode("Ἀχ") == std::vector<char32_t>{0x1F08, 0x3C7});
    CHECK(decode("张伟") == std::vector<char32_t>{0x5F20, 0x4F1F});
    CHECK(decode("\xF0\x9F\x90\x89!") == std::vector<char32_t>{0x1F409, '!'});   // 🐉: four bytes, one character
    CHECK(decode("").empty());
}

TEST_CASE("malformed UTF-8 is skipped byte by byte, never read past the end", "[names][glyphs]") {
    CHECK(decode("a\xFF" "b") == std::vector<char32_t>{'a', 'b'});
    CHECK(decode("\xF0\x9F\x90") == std::vector<char32_t>{});                 // cut short
    CHECK(decode("\xC0\xAF") == std::vector<char32_t>{});                     // overlong '/'
    CHECK(decode("\xED\xA0\x80x") == std::vector<char32_t>{'x'});            // a surrogate half
    CHECK(decode("\xF4\x90\x80\x80") == std::vector<char32_t>{});             // past U+10FFFF
    CHECK(decode("\xE2\x82" "A") == std::vector<char32_t>{'A'});              // a continuation missing
}

TEST_CASE("joiners, variation selectors and direction marks are drawn as nothing", "[names][glyphs]") {
    for (char32_t c : {0x200D, 0x200C, 0x200E, 0x200F, 0xFE0F, 0x2066, 0x202B}) CHECK(invisible(c));
    for (char32_t c : {0x41, 0x5F20, 0x1F409, 0x25A1, 0x5D0}) CHECK_FALSE(invisible(c));
}

TEST_CASE("the built-in font has ASCII, its second part accented Latin, Cyrillic and monotonic Greek; other scripts are drawn on demand", "[names][glyphs]") {
    for (char32_t c : decode("Arwyn Lukasz Nono \xC3\x97")) CHECK(in_ui_font(c));   // and the times sign, a symbol
    for (char32_t c : decode("ÆŁÑñéü")) {
        CHECK(in_second_font(c));
        CHECK_FALSE(in_ui_font(c));
    }
    for (char32_t c : decode("ДмитрийЇжакЂорђеΑχιλλέαςώ")) {
        CHECK(in_second_font(c));
        CHECK_FALSE(in_ui_font(c));
    }
    for (char32_t c : decode("张伟مرحباשלום\xF0\x9F\x90\x89Ἀ©½")) {
        CHECK_FALSE(in_ui_font(c));
        CHECK_FALSE(in_second_font(c));
    }
    CHECK(in_ui_font(0xFFFD));   // the placeholder box
    // Only ASCII and the symbols are in the atlas from the start: a library in plain Latin
    // script builds no more (nor downloads the second part).
    for (char32_t c : base_set()) CHECK(in_ui_font(c));
    CHECK(base_set().size() > 100);
}

TEST_CASE("an accented Latin, Cyrillic or Greek letter brings its whole block into the atlas, anything else only itself", "[names][glyphs]") {
    const auto accented = with_its_alphabet(0xE9);
    CHECK(accented.size() == 0xC0);
    CHECK(std::find(accented.begin(), accented.end(), char32_t{0x141}) != accented.end());
    const auto cyrillic = with_its_alphabet(0x414);
    CHECK(cyrillic.size() == 0x60);
    CHECK(std::find(cyrillic.begin(), cyrillic.end(), char32_t{0x44F}) != cyrillic.end());
    const auto greek = with_its_alphabet(0x3C7);
    CHECK(std::find(greek.begin(), greek.end(), char32_t{0x391}) != greek.end());
    CHECK(std::find(greek.begin(), greek.end(), char32_t{0x3A2}) == greek.end());   // unassigned
    CHECK(with_its_alphabet(0x5F20) == std::vector<char32_t>{0x5F20});
}

TEST_CASE("right-to-left names are drawn in reading order", "[names][glyphs][bidi]") {
    CHECK(visual_order("Ærwyn Łukasz") == "Ærwyn Łukasz");                        // left to right: untouched
    CHECK(visual_order("שלום") == "םולש");
    CHECK(visual_order("שלום 12") == "12 םולש");                                    // numbers read left to right
    CHECK(visual_order("Bob שלום") == "Bob םולש");                                  // a Hebrew word in a Latin name
    CHECK(visual_order("שלום Bob") == "Bob םולש");                                  // a Latin word in a Hebrew name
    CHECK(visual_order("(אב)") == "(בא)");                                          // brackets mirrored
    // A letter keeps its points after it: שָׁב (shin, qamats, shin dot, bet) is bet, then shin with its points.
    CHECK(visual_order("\xD7\xA9\xD6\xB8\xD7\x81\xD7\x91") == "\xD7\x91\xD7\xA9\xD6\xB8\xD7\x81");
}

TEST_CASE("Arabic letters are joined as written, then drawn right to left", "[names][glyphs][bidi]") {
    // مرحبا: meem initial, reh final (it joins only backwards), hah initial, beh medial, alef final.
    CHECK(decode(visual_order("مرحبا")) == std::vector<char32_t>{0xFE8E, 0xFE92, 0xFEA3, 0xFEAE, 0xFEE3});
    // علي: ain initial, lam medial, yeh final.
    CHECK(decode(visual_order("علي")) == std::vector<char32_t>{0xFEF2, 0xFEE0, 0xFECB});
    // سلام: lam and alef become the lam-alef ligature, in its final form after seen.
    CHECK(decode(visual_order("سلام")) == std::vector<char32_t>{0xFEE1, 0xFEFC, 0xFEB3});
}
