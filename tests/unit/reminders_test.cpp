// Issue 31, item 12: an entry in the order that is not a combatant (a lair, reinforcements arriving
// in round 3, a timed trap) prompts the table when its round, or its initiative count, comes.
// No rules text has them: what a table expects (docs/rules-notes.md, "What a table expects").
#include "helpers.hpp"

#include "core/fight/prompts.hpp"
#include "core/fight/reminders.hpp"
#include "core/formats/share_codec.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"

using namespace rk;
using rk::test::must;
using rk::test::refusal_code;

namespace {

// The generic sample: Aria 17, Cyra 15, Goblin 1-3 at 13, Bram 12, Ogre 8.
constexpr CombatantId kAria = 1, kCyra = 3, kGoblin1 = 4;

Encounter generic_setup() { return test::sample(kHighestFirst); }

// The "Done" prompts of the reminders that came.
std::vector<ReminderId> due(const Encounter& e) {
    std::vector<ReminderId> ids;
    for (const Prompt& p : prompts(e))
        if (const auto* done = std::get_if<ReminderDone>(&p.action)) ids.push_back(done->id);
    return ids;
}

Encounter to_round(Encounter e, int round) {
    for (int guard = 0; e.round < round && guard < 100; ++guard) e = must(e, NextTurn{});
    REQUIRE(e.round == round);
    return e;
}

} // namespace

TEST_CASE("reminders: one set for round 3 comes in round 3, once, and Done drops it", "[reminders]") {
    Encounter e = must(generic_setup(), AddReminder{"Reinforcements: four goblins at the gate", 3, std::nullopt, false});
    REQUIRE(e.reminders.size() == 1);
    const ReminderId id = e.reminders[0].id;
    CHECK(reminder_when(e.reminders[0]) == "round 3");
    e = must(e, StartEncounter{});
    CHECK(due(e).empty());
    CHECK(refusal_code(e, ReminderDone{id}) == Why::NotDueYet);
    e = to_round(e, 2);
    CHECK(due(e).empty());
    e = to_round(e, 3);
    CHECK(due(e) == std::vector<ReminderId>{id});
    // It does not take the big button from the round's turns.
    REQUIRE(primary_prompt(e));
    CHECK(std::holds_alternative<NextTurn>(primary_prompt(e)->action));
    // Not dealt with in round 3, it is still owed in round 4; then Done drops it.
    e = to_round(e, 4);
    CHECK(due(e) == std::vector<ReminderId>{id});
    e = must(e, ReminderDone{id});
    CHECK(e.reminders.empty());
    CHECK(due(e).empty());
}

TEST_CASE("reminders: a lair on count 15 every round comes once the turn passes 15, losing ties", "[reminders]") {
    Encounter e = must(generic_setup(), AddReminder{"Lair action", 1, 15, true});
    const ReminderId id = e.reminders[0].id;
    CHECK(reminder_when(e.reminders[0]) == "every round, at count 15");
    e = must(e, StartEncounter{});
    REQUIRE(e.acting == kAria);   // 17
    CHECK(due(e).empty());
    e = must(e, NextTurn{});
    REQUIRE(e.acting == kCyra);   // 15: the lair loses the tie
    CHECK(due(e).empty());
    e = must(e, NextTurn{});
    REQUIRE(e.acting == kGoblin1);   // 13: the count has passed
    CHECK(due(e) == std::vector<ReminderId>{id});
    e = must(e, ReminderDone{id});
    CHECK(e.reminders.size() == 1);   // kept for the rounds to come
    CHECK(due(e).empty());
    e = to_round(e, 2);
    REQUIRE(e.acting == kAria);
    CHECK(due(e).empty());
    e = must(e, NextTurn{});
    e = must(e, NextTurn{});
    CHECK(due(e) == std::vector<ReminderId>{id});
}

TEST_CASE("reminders: a lair on count 15 sits in the order after those on 15, before those below", "[reminders]") {
    Encounter e = must(must(generic_setup(), AddReminder{"Lair action", 1, 15, true}), StartEncounter{});
    const Reminder& lair = e.reminders[0];
    CHECK(placed_by_count(e, lair));
    CHECK(goes_before(e, *e.find(kAria), lair));    // 17
    CHECK(goes_before(e, *e.find(kCyra), lair));    // 15: the lair loses the tie
    CHECK_FALSE(goes_before(e, *e.find(kGoblin1), lair));   // 13
    // One for a round only sits above the order, as does any where the order has no counts.
    e = must(e, AddReminder{"Reinforcements", 3, std::nullopt, false});
    CHECK_FALSE(placed_by_count(e, e.reminders[1]));
    CHECK_FALSE(goes_before(e, *e.find(kAria), e.reminders[1]));
}

TEST_CASE("reminders: where the order has no counts, a reminder names a round only", "[reminders]") {
    Encounter e = must(Encounter{}, SetRuleset{kCountdown, {}});
    CHECK(refusal_code(e, AddReminder{"Lair action", 1, 20, true}) == Why::NotInThisRuleset);
    e = test::started_sample(kCountdown);
    e = must(e, AddReminder{"The trap springs", 2, std::nullopt, false});
    CHECK(due(e).empty());
    for (int guard = 0; e.round < 2 && guard < 200; ++guard) {
        auto next = primary_prompt(e);
        REQUIRE(next);
        e = must(e, next->action);
    }
    REQUIRE(e.round == 2);
    CHECK(due(e).size() == 1);
}

TEST_CASE("reminders: what a table types is checked, and a reminder past its round is refused", "[reminders]") {
    Encounter e = generic_setup();
    CHECK(refusal_code(e, AddReminder{"", 2, std::nullopt, false}) == Why::NameMissing);
    CHECK(refusal_code(e, AddReminder{"Trap", 0, std::nullopt, false}) == Why::RoundOutOfRange);
    CHECK(refusal_code(e, AddReminder{"Trap", kMaxReminderRound + 1, std::nullopt, false}) == Why::RoundOutOfRange);
    CHECK(refusal_code(e, AddReminder{"Trap", 1, 5000, false}) == Why::InitiativeOutOfRange);
    CHECK(refusal_code(e, AddReminder{"Two\nlines", 1, std::nullopt, false}) == Why::ControlCharacter);
    CHECK(refusal_code(e, RemoveReminder{42}) == Why::NoSuchReminder);
    e = to_round(must(e, StartEncounter{}), 3);
    CHECK(refusal_code(e, AddReminder{"Trap", 2, std::nullopt, false}) == Why::RoundOutOfRange);
    CHECK(apply(e, AddReminder{"Lair", 1, std::nullopt, true}).is_ok());   // every round: from now on
}

TEST_CASE("reminders: kept in files and links, never shown to the players nor logged", "[reminders]") {
    Encounter e = must(generic_setup(), AddReminder{"Reinforcements in the woods", 3, std::nullopt, false});
    e = must(e, AddReminder{"Lair action", 1, 20, true});
    auto loaded = load_encounter(save_encounter(e));
    REQUIRE(loaded.is_ok());
    CHECK(loaded.value().reminders == e.reminders);
    auto full = parse_fragment(share_fragment(e, ShareKind::Full));
    REQUIRE(full.is_ok());
    CHECK(full.value().encounter.reminders == e.reminders);
    auto view = parse_fragment(share_fragment(e, ShareKind::PlayerView));
    REQUIRE(view.is_ok());
    CHECK(view.value().encounter.reminders.empty());
    for (const LogEntry& line : e.log.entries()) CHECK(line.text.find("Reinforcements") == std::string::npos);
    // A file whose reminders are damaged is refused as a whole.
    nlohmann::json j = nlohmann::json::parse(save_encounter(e));
    j["encounter"]["reminders"][1]["id"] = j["encounter"]["reminders"][0]["id"];
    CHECK(!load_encounter(j.dump()).is_ok());
}
