// Issue 31, item 12: what a table expects and does not find. Temporary hit points (no text has
// them: docs/rules-notes.md, "temporary hit points"), and moving a combatant in the order by hand.
#include <fstream>
#include <sstream>

#include "helpers.hpp"

#include "core/fight/card_state.hpp"
#include "core/model/history.hpp"
#include "core/formats/share_codec.hpp"
#include "core/fight/turn_order.hpp"

using namespace rk;
using rk::test::logged;
using rk::test::must;
using rk::test::refusal_code;

namespace {

Encounter ogre() { return must(Encounter{}, AddCombatant{"Ogre", 2, false, 4, 30}); }

} // namespace

TEST_CASE("temporary hit points: damage takes them first, the rest comes off the hit points", "[temp-hp]") {
    Encounter e = must(ogre(), GiveTempHp{1, 5});
    CHECK(e.find(1)->hp->temp == 5);
    CHECK(e.find(1)->hp->current == 30);
    CHECK(logged(e, "Ogre has 5 temporary hit points"));
    // Its card says so in a chip of its own ("+5 temp" where room is short), not beside the hit
    // points, where it would crowd the name on a phone's row.
    const auto chips = card_chips(e, *e.find(1));
    CHECK(std::any_of(chips.begin(), chips.end(), [](const CardChip& c) { return c.tag == "temp" && c.text == "+5 temp hit points" && c.brief == "+5 temp"; }));
    e = must(e, Damage{1, 3});
    CHECK(e.find(1)->hp->temp == 2);
    CHECK(e.find(1)->hp->current == 30);
    CHECK(logged(e, "Ogre takes 3 damage, 3 of it temporary (30/30 +2 temp)"));
    e = must(e, Damage{1, 6});
    CHECK(e.find(1)->hp->temp == 0);
    CHECK(e.find(1)->hp->current == 26);
    CHECK(logged(e, "Ogre takes 6 damage, 2 of it temporary (26/30)"));
}

TEST_CASE("temporary hit points do not stack, and healing does not give them back", "[temp-hp]") {
    // docs/rules-notes.md: a new grant keeps the higher; healing restores hit points only.
    Encounter e = must(ogre(), GiveTempHp{1, 8});
    CHECK(refusal_code(e, GiveTempHp{1, 5}) == Why::AmountOutOfRange);   // the 8 are kept
    CHECK(refusal_code(e, GiveTempHp{1, 8}) == Why::AmountOutOfRange);
    e = must(e, GiveTempHp{1, 10});
    CHECK(e.find(1)->hp->temp == 10);
    e = must(e, Damage{1, 15});
    CHECK(e.find(1)->hp->temp == 0);
    CHECK(e.find(1)->hp->current == 25);
    e = must(e, Heal{1, 50});
    CHECK(e.find(1)->hp->current == 30);
    CHECK(e.find(1)->hp->temp == 0);
    CHECK(refusal_code(e, GiveTempHp{1, -1}) == Why::AmountOutOfRange);
    CHECK(refusal_code(e, GiveTempHp{1, 100001}) == Why::AmountOutOfRange);
    CHECK(refusal_code(e, GiveTempHp{9, 5}) == Why::NoSuchCombatant);
}

TEST_CASE("temporary hit points in every system that counts hit points; none where ranks are counted", "[temp-hp]") {
    for (const RuleSystem* system : rule_systems()) {
        if (system->sample_fight.empty()) continue;
        INFO(system->name);
        Encounter e = rk::test::started_sample(system->id());
        const auto with_hp = std::find_if(e.combatants.begin(), e.combatants.end(), [](const Combatant& c) { return c.hp.has_value(); });
        if (system->newcomer_health != nullptr) {
            REQUIRE(with_hp == e.combatants.end());
            CHECK(refusal_code(e, GiveTempHp{e.combatants.front().id, 5}) == Why::NoHitPoints);
            continue;
        }
        REQUIRE(with_hp != e.combatants.end());
        const CombatantId id = with_hp->id;
        const int before = with_hp->hp->current;
        e = must(e, GiveTempHp{id, 4});
        e = must(e, Damage{id, 6});
        CHECK(e.find(id)->hp->temp == 0);
        CHECK(e.find(id)->hp->current == before - 2);
    }
}

TEST_CASE("temporary hit points are undone, saved and carried by share links; old links open with none", "[temp-hp][share]") {
    History<Encounter> h;
    h.present = ogre();
    REQUIRE_FALSE(commit(h, Action{GiveTempHp{1, 7}}, apply));
    CHECK(h.present.find(1)->hp->temp == 7);
    REQUIRE_FALSE(undo(h));
    CHECK(h.present.find(1)->hp->temp == 0);
    REQUIRE_FALSE(redo(h));
    const Encounter& e = h.present;

    auto loaded = load_encounter(save_encounter(e));
    REQUIRE(loaded.is_ok());
    CHECK(loaded.value().find(1)->hp->temp == 7);

    auto shared = parse_fragment(share_fragment(e, ShareKind::Full));
    REQUIRE(shared.is_ok());
    CHECK(shared.value().encounter.find(1)->hp->temp == 7);

    // Frozen: a link from before temporary hit points existed opens, with none.
    std::ifstream in(std::string(RK_FIXTURES_DIR) + "/share-link-v1-reference.txt");
    std::stringstream text;
    text << in.rdbuf();
    auto old = parse_fragment(text.str());
    REQUIRE(old.is_ok());
    for (const Combatant& c : old.value().encounter.combatants)
        if (c.hp) CHECK(c.hp->temp == 0);

    // A saved file with temporary hit points out of range is damaged.
    std::string saved = save_encounter(e);
    const auto at = saved.find("\"temp\":7");
    REQUIRE(at != std::string::npos);
    saved.replace(at, 8, "\"temp\":-3");
    CHECK_FALSE(load_encounter(saved).is_ok());
}
