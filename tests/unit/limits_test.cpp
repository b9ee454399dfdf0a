// Every outside input (a file, a link, a stored record, what is typed) is held to the same
// limits before it is stored or drawn, and refused with its real reason (the issue "Nothing a
// legal link, a full phone, a bad update or a quick thumb can do loses the table's data or
// bricks the app", items 1 and 6): names of at most 64 bytes of UTF-8 on one line, at most 500
// combatants, texts of at most 4000 bytes, numbers that fit; a bounded cache of the glyphs the
// platform draws; a link the share screen warns about.
#include <string>

#include "core/formats/json_input.hpp"
#include "core/library/library.hpp"
#include "core/library/library_reducer.hpp"
#include "core/library/saved_session.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "core/fight/validate.hpp"
#include "ui/text/glyph_cache.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;

namespace {

// Code point `c` as UTF-8.
std::string utf8(char32_t c) {
    std::string s;
    if (c < 0x80) s += static_cast<char>(c);
    else if (c < 0x800) { s += static_cast<char>(0xC0 | (c >> 6)); s += static_cast<char>(0x80 | (c & 0x3F)); }
    else if (c < 0x10000) {
        s += static_cast<char>(0xE0 | (c >> 12)); s += static_cast<char>(0x80 | ((c >> 6) & 0x3F)); s += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        s += static_cast<char>(0xF0 | (c >> 18)); s += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        s += static_cast<char>(0x80 | ((c >> 6) & 0x3F)); s += static_cast<char>(0x80 | (c & 0x3F));
    }
    return s;
}

// The issue's link: `count` combatants, each named with 21 CJK characters, no two alike.
std::string cjk_name(int i) {
    std::string name;
    for (int k = 0; k < 21; ++k) name += utf8(static_cast<char32_t>(0x4E00 + i * 21 + k));
    return name;
}

Encounter with_two(const std::string& second_name) {
    Encounter e = must(Encounter{}, AddCombatant{"Aria", 1, true, 3, 20});
    e = must(e, AddCombatant{"Goblin", 2, false, 1, 7});
    e.combatants[1].name = second_name;   // as a file or a link could hold it
    return e;
}

AddCombatant adding(const std::string& name) {
    AddCombatant a;
    a.name = name;
    a.side = 2;
    return a;
}

RosterEntry roster_entry(const std::string& name) {
    RosterEntry r;
    r.name = name;
    return r;
}

Result<ImportedFile> import_text(const std::string& text) { return load_import_file(text); }

std::string encounter_file_with(const std::string& field_value) {
    return R"({"schema": 2, "encounter": {"next_id": 2, "combatants": [{"id": 1, "name": "Ogre", "side": 2, "level": )" + field_value +
           "}]}}";
}

} // namespace

TEST_CASE("limits: UTF-8 is checked byte by byte", "[limits]") {
    CHECK(invalid_utf8_at("Goblin") == std::string_view::npos);
    CHECK(invalid_utf8_at(cjk_name(0)) == std::string_view::npos);
    CHECK(invalid_utf8_at(utf8(0x1F409) + "Dragon") == std::string_view::npos);
    CHECK(invalid_utf8_at("ab\x80") == 2);                 // a continuation byte alone
    CHECK(invalid_utf8_at("\xC0\x80") == 0);               // an overlong NUL
    CHECK(invalid_utf8_at("x\xED\xA0\x80") == 1);          // a surrogate
    CHECK(invalid_utf8_at("\xF4\x90\x80\x80") == 0);       // past U+10FFFF
    CHECK(invalid_utf8_at("\xE4\xB8") == 0);               // cut short
    CHECK(invalid_utf8_at("\xFF") == 0);
}

TEST_CASE("limits: a name is one line of at most 64 bytes of UTF-8, each with its reason", "[limits]") {
    CHECK_FALSE(check_text(cjk_name(0), "A name"));   // 21 CJK characters: 63 bytes
    CHECK(check_text(std::string(65, 'a'), "A name")->why == Why::NameTooLong);
    CHECK(check_text("Gob\nlin", "A name")->why == Why::ControlCharacter);
    CHECK(check_text("Gob\tlin", "A name")->why == Why::ControlCharacter);
    CHECK(check_text("Gob" + utf8(0x85) + "lin", "A name")->why == Why::ControlCharacter);    // C1 next line
    CHECK(check_text("Gob" + utf8(0x2028) + "lin", "A name")->why == Why::ControlCharacter);  // line separator
    CHECK(check_text("Gob\xFFlin", "A name")->why == Why::NotUtf8);
    CHECK_FALSE(check_text("two\nlines", "Notes", kMaxNotesBytes, false));   // notes may have lines
}

TEST_CASE("limits: typed names are held to the same limits as loaded ones", "[limits]") {
    const Encounter e = must(Encounter{}, AddCombatant{"Aria", 1, true, 3, 20});
    CHECK(refusal_code(e, adding("Gob\nlin")) == Why::ControlCharacter);
    CHECK(refusal_code(e, adding("Gob\xC3lin")) == Why::NotUtf8);
    CHECK(refusal_code(e, adding(std::string(65, 'a'))) == Why::NameTooLong);
    CHECK(refusal_code(e, RenameEncounter{"Bridge\r\nFight"}) == Why::ControlCharacter);
    AddEffect bless;
    bless.name = "Bless\n";
    bless.target = 1;
    CHECK(refusal_code(e, bless) == Why::ControlCharacter);
    must(e, adding(cjk_name(1)));   // 63 bytes of CJK: taken
    CHECK(refusal_code(e, SetNotes{1, "Weak to fire\xC3"}) == Why::NotUtf8);
    must(e, SetNotes{1, "Weak to fire\nand to cold"});   // notes may have lines
}

TEST_CASE("limits: an encounter file past a limit is refused with the limit, not as another format", "[limits]") {
    // A 1 MB name: the issue's "a 1 MB name is imported, then every tap takes 15-56 s".
    auto huge = import_text(save_encounter(with_two(std::string(1 << 20, 'a'))));
    REQUIRE_FALSE(huge);
    CHECK(huge.why() == Why::NameTooLong);
    CHECK(huge.reason().find("name of 1048576 bytes") != std::string::npos);
    auto long_name = import_text(save_encounter(with_two(std::string(65, 'a'))));
    REQUIRE_FALSE(long_name);
    CHECK(long_name.why() == Why::NameTooLong);
    CHECK(long_name.reason().find("not a Roundkeeper") == std::string::npos);
    auto newline = import_text(save_encounter(with_two("Gob\nlin")));
    REQUIRE_FALSE(newline);
    CHECK(newline.why() == Why::ControlCharacter);
    CHECK(newline.reason().find("Combatant 2's name") != std::string::npos);
    Encounter named = with_two("Goblin");
    named.name = std::string(100, 'x');
    CHECK(import_text(save_encounter(named)).why() == Why::NameTooLong);
    // load_encounter itself keeps the code too.
    CHECK(load_encounter(save_encounter(with_two("Gob\nlin"))).why() == Why::ControlCharacter);
}

TEST_CASE("limits: invalid UTF-8 in a file is refused as such, never replaced", "[limits]") {
    std::string text = save_encounter(with_two("Goblin"));
    text.replace(text.find("Goblin"), 6, "Gob\xFF\xFEin");
    auto r = import_text(text);
    REQUIRE_FALSE(r);
    CHECK(r.why() == Why::NotUtf8);
    CHECK(r.reason().find("not UTF-8") != std::string::npos);
    CHECK(load_library(text).why() == Why::NotUtf8);
    CHECK(load_session(text).why() == Why::NotUtf8);
}

TEST_CASE("limits: numbers out of range say so, in an encounter's file as in a library", "[limits]") {
    // The issue: 2^31, 1e309 and "NaN" were refused as "not a Roundkeeper library".
    auto big = import_text(encounter_file_with("2147483648"));
    REQUIRE_FALSE(big);
    CHECK(big.why() == Why::WrongFormat);
    CHECK(big.reason().find("2147483648 is out of range") != std::string::npos);
    CHECK(big.reason().find("not a Roundkeeper") == std::string::npos);
    auto overflow = import_text(encounter_file_with("1e309"));
    REQUIRE_FALSE(overflow);
    CHECK(overflow.reason().find("number too large") != std::string::npos);
    auto nan = import_text(encounter_file_with("NaN"));
    REQUIRE_FALSE(nan);
    CHECK(nan.why() == Why::NotJson);
    CHECK(nan.reason().find("NaN where a number belongs") != std::string::npos);
    auto nan_text = import_text(encounter_file_with("\"NaN\""));
    REQUIRE_FALSE(nan_text);
    CHECK(nan_text.reason().find("expected a whole number") != std::string::npos);
    // Neither a library nor an encounter: that is said.
    auto other = import_text(R"({"hello": 1})");
    REQUIRE_FALSE(other);
    CHECK(other.why() == Why::WrongFormat);
    CHECK(other.reason().find("not a Roundkeeper library nor an encounter") != std::string::npos);
}

TEST_CASE("limits: 100,000 combatants are refused as too many, from a file or a library", "[limits]") {
    std::string text = R"({"schema": 2, "encounter": {"next_id": 100001, "combatants": [)";
    for (int i = 1; i <= 100000; ++i) text += (i > 1 ? "," : "") + std::string(R"({"id":)") + std::to_string(i) + R"(,"name":"G","side":2})";
    text += "]}}";
    auto r = import_text(text);
    REQUIRE_FALSE(r);
    CHECK(r.why() == Why::TooManyCombatants);
    CHECK(r.reason().find("100000 combatants") != std::string::npos);
    // In a library: the library's encounter says the same, with its code.
    Library lib;
    lib.next_id = 2;
    Encounter many;
    for (int i = 1; i <= kMaxCombatants + 1; ++i) {
        Combatant c;
        c.id = static_cast<CombatantId>(i);
        c.name = "G";
        c.side = 2;
        many.combatants.push_back(c);
    }
    many.next_id = static_cast<CombatantId>(kMaxCombatants + 2);
    lib.encounters.push_back({1, many});
    auto in_lib = import_text(save_library(lib));
    REQUIRE_FALSE(in_lib);
    CHECK(in_lib.why() == Why::TooManyCombatants);
    CHECK(apply_to_library(Library{}, AddEncounters{{many}, {}}).why() == Why::TooManyCombatants);
}

TEST_CASE("limits: any text past 4000 bytes is refused before it is read", "[limits]") {
    Encounter e = with_two("Goblin");
    e.combatants[1].notes = std::string(kMaxTextBytes + 1, 'n');
    auto r = import_text(save_encounter(e));
    REQUIRE_FALSE(r);
    CHECK(r.why() == Why::TooLarge);
    CHECK(r.reason().find("\"notes\"") != std::string::npos);
}

TEST_CASE("limits: a library's roster entry is held to the name limits", "[limits]") {
    Library lib;
    lib.roster.push_back(roster_entry("Aria\nBram"));
    CHECK(import_text(save_library(lib)).why() == Why::ControlCharacter);
    CHECK(apply_to_library(Library{}, AddToRoster{roster_entry(std::string(65, 'r'))}).why() == Why::NameTooLong);
}

TEST_CASE("limits: a link's names are held to the limits, each refused with its code", "[limits]") {
    auto newline = parse_fragment(share_fragment(with_two("Gob\nlin"), ShareKind::Full));
    REQUIRE_FALSE(newline);
    CHECK(newline.why() == Why::ControlCharacter);
    auto long_name = parse_fragment(share_fragment(with_two(std::string(65, 'a')), ShareKind::Full));
    REQUIRE_FALSE(long_name);
    CHECK(long_name.why() == Why::NameTooLong);
    auto bad = parse_fragment(share_fragment(with_two("Gob\xFFlin"), ShareKind::Full));
    REQUIRE_FALSE(bad);
    CHECK(bad.why() == Why::NotUtf8);
}

TEST_CASE("limits: the issue's legal link of 500 CJK names opens, and the share screen calls it long", "[limits]") {
    Encounter e;
    for (int i = 0; i < kMaxCombatants; ++i) e = must(e, adding(cjk_name(i)));
    const std::string fragment = share_fragment(e, ShareKind::Full);
    CHECK(fragment.size() > kLinkSafeChars);
    CHECK(fragment.size() < kMaxShareFragmentChars);
    auto opened = parse_fragment(fragment);
    REQUIRE(opened);
    CHECK(opened.value().encounter.combatants.size() == static_cast<std::size_t>(kMaxCombatants));
    CHECK(link_reach(fragment.size() + 40, fragment.size()) == LinkReach::Long);
    CHECK(link_reach(2000, 1960) == LinkReach::Anywhere);
    CHECK(link_reach(5000, 4960) == LinkReach::NoQrCode);
    CHECK(link_reach(kMaxShareFragmentChars + 41, kMaxShareFragmentChars + 1) == LinkReach::TooLong);
}

TEST_CASE("limits: the platform's glyphs are a bounded cache, least recently wanted given up first", "[limits][glyphs]") {
    ui::GlyphCache cache(3);
    cache.next_frame();
    CHECK(cache.want(U'甲'));
    CHECK(cache.want(U'乙'));
    CHECK(cache.want(U'丙'));
    CHECK_FALSE(cache.want(U'甲'));   // held
    CHECK_FALSE(cache.want(U'丁'));   // all three wanted by this frame: turned away, nothing rebuilt
    CHECK(cache.turned_away() == 1);
    CHECK(cache.size() == 3);
    cache.next_frame();
    CHECK_FALSE(cache.want(U'乙'));
    CHECK_FALSE(cache.want(U'丙'));
    CHECK(cache.want(U'丁'));         // 甲 was wanted least recently: it goes
    CHECK_FALSE(cache.has(U'甲'));
    CHECK(cache.has(U'丁'));
    CHECK(cache.size() == 3);
    // However many characters a text brings, the cache holds its capacity, and a frame that
    // wants the same characters again changes nothing (no rebuild frame after frame).
    ui::GlyphCache big(128);
    for (int frame = 0; frame < 3; ++frame) {
        big.next_frame();
        bool changed = false;
        for (char32_t c = 0x4E00; c < 0x4E00 + 10500; ++c) changed = big.want(c) || changed;
        CHECK(big.size() == 128);
        CHECK(changed == (frame == 0));
        CHECK(big.turned_away() == 10500 - 128);
    }
    CHECK(big.set_capacity(64));
    CHECK(big.size() == 64);
}
