// Names in any script (issue 16): whatever UTF-8 a name holds (Cyrillic, polytonic Greek, CJK,
// right-to-left text, emoji with skin tones and joiners, combining marks) comes back byte for
// byte through the actions that take or copy it, the saved files, the saved session and both
// kinds of share link. The interface may lack a glyph; the data never loses the character.
#include <algorithm>
#include <string>
#include <vector>

#include "core/library/saved_session.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::must;

namespace {

const std::vector<std::string> kNames = {
    "Дмитрий",
    "Ἀχιλλεύς",
    "张伟",
    "مرحبا",
    "שָׁלוֹם",
    "Ærwyn Łukasz Ñoño",
    "\xF0\x9F\xA7\x99\xF0\x9F\x8F\xBD\xE2\x80\x8D\xE2\x99\x80\xEF\xB8\x8F Mage",   // 🧙🏽‍♀️: skin tone, joiner, variation selector
    "\xF0\x9F\x90\x89",                                                           // 🐉, outside the 16-bit plane
    "e\xCC\x81tienne",                                                            // e + combining acute
    "\xE2\x80\xAB\xD7\x90 \xD7\x91\xE2\x80\xAC",                                 // embedding marks around Hebrew
};

Encounter with_names() {
    Encounter e = must(Encounter{}, RenameEncounter{kNames[2] + " " + kNames[7]});
    for (const std::string& n : kNames) e = must(e, AddCombatant{n, 2, false, 1, 10});
    return e;
}

std::vector<std::string> combatant_names(const Encounter& e) {
    std::vector<std::string> out;
    for (const auto& c : e.combatants) out.push_back(c.name);
    return out;
}

} // namespace

TEST_CASE("names in any script are kept byte for byte by the actions that take them", "[names]") {
    const Encounter e = with_names();
    CHECK(combatant_names(e) == kNames);
    CHECK(e.name == kNames[2] + " " + kNames[7]);
    const CombatantId first = e.combatants.front().id;
    const Encounter renamed = must(e, RenameCombatant{first, kNames[6]});
    CHECK(renamed.find(first)->name == kNames[6]);
    // Copies are numbered after the name ("Goblin 1", "Goblin 2"); the name itself stays whole.
    const CombatantId dragon = e.combatants[7].id;
    const Encounter copied = must(e, DuplicateCombatant{dragon, 1});
    CHECK(copied.find(dragon)->name == kNames[7] + " 1");
    CHECK(std::count_if(copied.combatants.begin(), copied.combatants.end(),
                        [](const Combatant& c) { return c.name == kNames[7] + " 2"; }) == 1);
}

TEST_CASE("names in any script survive a saved file, a saved action and the saved session", "[names]") {
    const Encounter e = with_names();
    auto back = load_encounter(save_encounter(e));
    REQUIRE(back.is_ok());
    CHECK(back.value() == e);
    CHECK(combatant_names(back.value()) == kNames);

    for (const std::string& n : kNames) {
        auto action = load_action(save_action(RenameCombatant{1, n}));
        REQUIRE(action.is_ok());
        CHECK(std::get<RenameCombatant>(action.value()).name == n);
    }

    SavedSession s;
    s.library.encounters = {{1, e}};
    s.library.open = 1;
    s.library.next_id = 2;
    for (const std::string& n : kNames) s.library.roster.push_back({n, true, 1, 10, {}, ""});
    auto session = load_session(save_session(s));
    REQUIRE(session.is_ok());
    CHECK(session.value() == s);
}

TEST_CASE("names in any script survive both kinds of share link", "[names][share]") {
    const Encounter e = with_names();
    for (ShareKind kind : {ShareKind::Full, ShareKind::PlayerView}) {
        auto shared = parse_fragment(share_fragment(e, kind));
        INFO(shared.reason());
        REQUIRE(shared.is_ok());
        CHECK(combatant_names(shared.value().encounter) == kNames);
        CHECK(shared.value().encounter.name == e.name);
    }
}
