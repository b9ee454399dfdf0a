// Prompts (core/fight/prompts.hpp): what the rules ask the table for now, each with the action that
// answers it. Each scheme is played into round 2 by its prompts alone, every prompt accepted by
// the reducer; the rule tests quote /work/shared/rules/*.txt verbatim.
#include <algorithm>
#include <cctype>

#include "tests/unit/rules/alternating_factions/alternating_helpers.hpp"
#include "core/fight/prompts.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/action_dice/action_dice_system.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"
#include "core/rules/initiative_rounds/initiative_rounds_system.hpp"
#include "core/rules/segments/segments_system.hpp"
#include "helpers.hpp"

using namespace rk;
using rk::test::must;

namespace {

constexpr SideId kParty = 1, kFoes = 2;

std::string describe(const Prompt& p) {
    std::string s = p.who ? "#" : "table ";   // appended: GCC 12 warns falsely (-Wrestrict) on "#" + ...
    if (p.who) s += std::to_string(*p.who) + " ";
    return s + p.text + " (" + std::string(action_type(p.action)) + ")";
}

// Every prompt, and the primary one, is accepted by the reducer in this state and changes it.
void check_all_accepted(const Encounter& e) {
    for (const Prompt& p : prompts(e)) {
        INFO("round " << e.round << ", step " << static_cast<int>(e.step) << ": " << describe(p));
        auto r = rk::apply(e, p.action);
        INFO("refused: " << r.reason());
        REQUIRE(r.is_ok());
        CHECK_FALSE(r.value() == e);
    }
    if (auto p = primary_prompt(e)) {
        INFO("primary: " << describe(*p));
        auto r = rk::apply(e, p->action);
        INFO("refused: " << r.reason());
        REQUIRE(r.is_ok());
    }
}

enum class Choice { Primary, FirstThenPrimary };

// Plays from `e` by the prompts alone until round 2 begins: the primary prompt every time, or
// the first prompt and the primary in turn. Each choice must change the encounter.
Encounter play_into_round_2(Encounter e, Choice how) {
    std::vector<std::string> chosen;   // the last choices, to show where it went round in circles
    for (int step = 0; step < 300; ++step) {
        if (e.phase == Phase::Running && e.round >= 2) return e;
        check_all_accepted(e);
        const auto all = prompts(e);
        std::optional<Prompt> pick;
        if (how == Choice::FirstThenPrimary && step % 2 == 0 && !all.empty()) pick = all.front();
        else pick = primary_prompt(e);
        INFO("round " << e.round << ", step " << static_cast<int>(e.step));
        REQUIRE(pick);
        INFO("chosen: " << describe(*pick));
        Encounter next = must(e, pick->action);
        REQUIRE_FALSE(next == e);
        e = std::move(next);
        chosen.push_back(describe(*pick));
    }
    std::string last;
    for (size_t i = chosen.size() - std::min<size_t>(chosen.size(), 12); i < chosen.size(); ++i) last += chosen[i] + "; ";
    FAIL("round 2 never began; the last choices: " << last);
    return e;
}

void plays_both_ways(const Encounter& setup) {
    for (Choice how : {Choice::Primary, Choice::FirstThenPrimary}) {
        INFO((how == Choice::Primary ? "primary only" : "first prompt, then primary"));
        const Encounter e = play_into_round_2(setup, how);
        CHECK(e.round == 2);
        CHECK(e.phase == Phase::Running);
        check_all_accepted(e);
    }
}

// The prompt with this text on this card (or the banner), if it is offered.
std::optional<Prompt> find(const std::vector<Prompt>& ps, std::optional<CombatantId> who, const std::string& text) {
    auto it = std::find_if(ps.begin(), ps.end(), [&](const Prompt& p) { return p.who == who && p.text == text; });
    if (it == ps.end()) return std::nullopt;
    return *it;
}

Encounter with_combatants(Ruleset r, SchemeSettings s = {}) {
    Encounter e = must(Encounter{}, SetRuleset{r, s});
    e = must(e, AddCombatant{"Aria", kParty, true, 3, 20, 2});
    e = must(e, AddCombatant{"Bram", kParty, true, 1, 16, 0});
    e = must(e, AddCombatant{"Goblin", kFoes, false, 1, 8, 1});
    e = must(e, AddCombatant{"Ogre", kFoes, false, 2, 30, 0});
    return e;
}
constexpr CombatantId kAria = 1, kBram = 2, kGoblin = 3, kOgre = 4;

} // namespace

// ---- setting up and the generic scheme ----

TEST_CASE("prompts: before the fight the big button starts it, and an ended fight has none", "[prompts]") {
    Encounter empty = must(Encounter{}, SetRuleset{kCountdown, {}});
    CHECK_FALSE(primary_prompt(empty));
    Encounter e = with_combatants(kCountdown);
    auto p = primary_prompt(e);
    REQUIRE(p);
    CHECK(p->text == "Start the fight");
    CHECK(std::holds_alternative<StartEncounter>(p->action));
    e = must(must(e, StartEncounter{}), EndEncounter{});
    CHECK_FALSE(primary_prompt(e));
    CHECK(prompts(e).empty());
}

TEST_CASE("prompts: highest first, d20 initiative for each and for everyone, played into round 2", "[prompts]") {
    Encounter e = with_combatants(kHighestFirst);
    const auto ps = prompts(e);
    const auto aria = find(ps, kAria, "Roll initiative");
    REQUIRE(aria);
    CHECK(aria->dice.text() == "d20");
    CHECK(aria->why == "d20 + 2");
    CHECK(aria->dice.or_total);   // the keypad also takes the total the player says
    REQUIRE(find(ps, std::nullopt, "Roll for everyone"));
    CHECK(ps.front().text == "Roll for everyone");   // the table's prompts come first
    plays_both_ways(e);
    Encounter running = must(must(e, RollInitiative{0, {}}), StartEncounter{});
    CHECK(primary_prompt(running)->text == "Next turn");
    REQUIRE(running.acting);
    CHECK(find(prompts(running), *running.acting, "Delay"));
}

TEST_CASE("prompts: highest first's keypad takes the initiative a player says, or a d20's face", "[prompts][initiative]") {
    // docs/rules-notes.md, generic highest first: "initiative is a total (d20 + modifier): the keypad takes the
    // total the player says ("22") as the initiative, or the die's face, to which the modifier is added".
    Encounter e = with_combatants(kHighestFirst);
    const auto aria = find(prompts(e), kAria, "Roll initiative");
    REQUIRE(aria);
    const Action said = with_total(aria->action, 22);
    CHECK(said == Action{SetInitiative{kAria, 22}});
    e = must(e, said);
    CHECK(e.find(kAria)->initiative == 22);
    CHECK_FALSE(find(prompts(e), kAria, "Roll initiative"));   // asked no more
    // The die's face is still one: a d20 shows 1 to 20, and the modifier is added to it.
    CHECK(rk::test::refusal_code(e, RollInitiative{kGoblin, rk::test::faces({22})}) == Why::BadDieFace);
    e = must(e, RollInitiative{kGoblin, rk::test::faces({15})});
    CHECK(e.find(kGoblin)->initiative == 16);   // 15 + the Goblin's 1
    // Only an initiative roll becomes a total.
    CHECK(with_total(Action{NextTurn{}}, 22) == Action{NextTurn{}});
}

TEST_CASE("prompts: quick add asks highest first for the initiative modifier that roll for me adds", "[prompts][initiative]") {
    // docs/rules-notes.md, generic highest first: initiative is "d20 + the combatant's initiative modifier".
    const RuleSystem& generic = rule_system(kHighestFirst);
    REQUIRE(generic.stats.size() == 2);   // and its armour class (issue 31, item 5)
    CHECK(generic.stats[0].key == "initiative_modifier");
    Encounter e = must(Encounter{}, SetRuleset{kHighestFirst, {}});
    e = must(e, AddCombatant{"Bram", kParty, true, 1, 16});
    e = must(e, SetStat{1, "initiative_modifier", 4});   // what quick add sends
    e = must(e, RollInitiative{1, rk::test::faces({18})});
    CHECK(e.find(1)->initiative == 22);
    CHECK(rk::test::logged(e, "Bram rolls initiative d20+4: [18] + 4 = 22 (entered)"));
}

namespace {
// Every word a system's prompts, big button and options put on screen now.
std::string words_on_screen(const Encounter& e) {
    std::string all;
    for (const Prompt& p : prompts(e)) all += p.text + " | " + p.why + " | ";
    if (const auto p = primary_prompt(e)) all += p->text + " | " + p->why + " | ";
    for (const RuleOption& o : rule_system(e).options) all += std::string(o.label) + " | ";
    std::transform(all.begin(), all.end(), all.begin(), [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    return all;
}

// Aria, Bram and the Goblin tied at 13, the Ogre at 5; the fight started.
Encounter tied_at_13(Ruleset r, SchemeSettings s = {}) {
    Encounter e = with_combatants(r, s);
    for (auto [id, value] : {std::pair{kAria, 13}, {kBram, 13}, {kGoblin, 13}, {kOgre, 5}})
        e = r == kInitiativeRounds ? must(e, SetStat{id, "initiative", value}) : must(e, SetInitiative{id, value});
    return must(e, StartEncounter{});
}
} // namespace

TEST_CASE("prompts: one choice per tie, and each system's words only in that system", "[prompts][000]") {
    // 000_d5980b65f981aac0.txt: "A mini does not have to perform actions on their initiative round, and can decide
    // to wait to peform actions on a later inititiave round." The term is text 000's: the generic system says
    // "initiative" and "Delay", never "initiative round".
    for (const Ruleset r : {kHighestFirst, kInitiativeRounds}) {
        const bool skirmish = r == kInitiativeRounds;
        INFO((skirmish ? "text 000" : "generic"));
        const Encounter e = tied_at_13(r);
        REQUIRE(e.step == Step::Acting);
        REQUIRE(e.acting == kAria);   // players first among equals
        const auto ps = prompts(e);
        // One choice per tie, for the table: nothing on the tied cards but the acting one's wait.
        std::vector<std::string> choices;
        for (const Prompt& p : ps) {
            if (!std::holds_alternative<ActNow>(p.action)) continue;
            CHECK_FALSE(p.who);
            CHECK(p.why.starts_with("Tied: "));
            choices.push_back(p.text);
        }
        CHECK(std::find(choices.begin(), choices.end(), "Bram goes first") != choices.end());
        const auto holds = std::count_if(ps.begin(), ps.end(), [](const Prompt& p) { return std::holds_alternative<Hold>(p.action); });
        CHECK(holds == 1);
        CHECK(find(ps, kAria, skirmish ? "Wait" : "Delay"));
        CHECK_FALSE(find(ps, kBram, skirmish ? "Wait" : "Delay"));
        // The choice makes Bram act now.
        CHECK(must(e, find(ps, std::nullopt, "Bram goes first")->action).acting == kBram);
        // The words.
        const std::string words = words_on_screen(e);
        INFO(words);
        CHECK((words.find("initiative round") != std::string::npos) == skirmish);
    }
    // The declaring step and its option too.
    SchemeSettings declaring;
    declaring.declarations = true;
    Encounter generic = with_combatants(kHighestFirst, declaring);
    generic = must(must(generic, RollInitiative{0, {}}), StartEncounter{});
    REQUIRE(generic.step == Step::Declaring);
    INFO(words_on_screen(generic));
    CHECK(words_on_screen(generic).find("initiative round") == std::string::npos);
}

TEST_CASE("prompts: entered faces go into the roll", "[prompts]") {
    Encounter e = with_combatants(kHighestFirst);
    const auto p = find(prompts(e), kBram, "Roll initiative");
    REQUIRE(p);
    e = must(e, with_entered_faces(p->action, {14}));
    CHECK(e.find(kBram)->initiative == 14);
    CHECK(rk::test::logged(e, "Bram rolls initiative d20: [14] = 14 (entered)"));
    // An action without a roll is left as it is.
    CHECK((with_entered_faces(NextTurn{}, {3}) == Action{NextTurn{}}));
    CHECK((with_entered_faces(RollTie{7, {}}, {55, 2}) == Action{RollTie{7, RollInput{{55, 2}}}}));
}

// ---- text 000 ----

namespace {
Encounter minis() {
    SchemeSettings s;
    s.declarations = true;
    s.tie_rule = TieRule::D100PlusLevel;
    Encounter e = with_combatants(kInitiativeRounds, s);
    for (auto [id, value] : {std::pair{kAria, 5}, {kBram, 3}, {kGoblin, 5}, {kOgre, 2}}) e = must(e, SetStat{id, "initiative", value});
    return e;
}
} // namespace

TEST_CASE("prompts 000: declarations, d100 ties and waiting, played into round 2", "[prompts][000]") {
    // 000_d5980b65f981aac0.txt: "- At the beginning of an initiative round, each participant must declare which
    // mini's will be performing actions during that particular round."
    // 000_d5980b65f981aac0.txt: "- If 1 or more mini's are performing actions on the same initiative round,
    // participants roll percentile dice for each mini, adding their character levels to their scores."
    Encounter e = must(minis(), StartEncounter{});
    REQUIRE(e.step == Step::Declaring);
    auto ps = prompts(e);
    CHECK_FALSE(find(ps, kAria, "Roll initiative"));   // a value on the sheet, never rolled
    const auto everyone = find(ps, std::nullopt, "Everyone acts");
    REQUIRE(everyone);
    CHECK(std::get<DeclareActors>(everyone->action).ids == std::vector<CombatantId>{kAria, kGoblin});
    CHECK(find(ps, std::nullopt, "Done declaring"));
    CHECK(primary_prompt(e)->text == "Everyone acts");
    e = must(e, everyone->action);
    CHECK(primary_prompt(e)->text == "Done declaring");
    e = must(e, FinishDeclarations{});
    REQUIRE(e.step == Step::RollingTies);
    ps = prompts(e);
    const auto tie = find(ps, kGoblin, "Roll for the tie");
    REQUIRE(tie);
    CHECK(tie->dice.text() == "d100");
    CHECK(find(ps, std::nullopt, "Roll all ties"));
    e = must(e, with_entered_faces(tie->action, {40}));
    CHECK_FALSE(find(prompts(e), kGoblin, "Roll for the tie"));   // rolled: Aria still owes hers
    CHECK(find(prompts(e), kAria, "Roll for the tie"));
    plays_both_ways(must(minis(), StartEncounter{}));
}

TEST_CASE("prompts 000: a mini may wait, and is declared again in a later initiative round", "[prompts][000]") {
    // 000_d5980b65f981aac0.txt: "A mini does not have to perform actions on their initiative round, and can decide
    // to wait to peform actions on a later inititiave round."
    SchemeSettings s;
    s.declarations = true;
    Encounter e = with_combatants(kInitiativeRounds, s);
    for (auto [id, value] : {std::pair{kAria, 5}, {kBram, 3}, {kGoblin, 4}, {kOgre, 2}}) e = must(e, SetStat{id, "initiative", value});
    e = must(must(e, StartEncounter{}), DeclareActors{{kAria}});
    e = must(e, FinishDeclarations{});
    REQUIRE(e.acting == kAria);
    const auto wait = find(prompts(e), kAria, "Wait");
    REQUIRE(wait);
    e = must(e, wait->action);
    REQUIRE(e.step == Step::Declaring);   // initiative round 4
    const auto everyone = find(prompts(e), std::nullopt, "Everyone acts");
    REQUIRE(everyone);
    CHECK(std::get<DeclareActors>(everyone->action).ids == std::vector<CombatantId>{kAria, kGoblin});
    CHECK(find(prompts(e), kAria, "Declare"));
}

// ---- text 001 ----

namespace {
Encounter countdown(SchemeSettings s = {}) {
    Encounter e = with_combatants(kCountdown, s);
    for (auto [id, dex] : {std::pair{kAria, 16}, {kBram, 10}, {kGoblin, 19}, {kOgre, 5}}) e = must(e, SetStat{id, "dex", dex});
    return e;
}
} // namespace

TEST_CASE("prompts 001: surprise, declarations, a d10 each, the countdown and held actions, into round 2", "[prompts][001]") {
    // 001_9b33af6f46041b76.txt: "If a die roll is required, a character or monster is usually surprised if they
    // roll a 1 or 2."
    Encounter e = must(countdown(), StartEncounter{});
    REQUIRE(e.step == Step::Surprise);
    auto ps = prompts(e);
    const auto surprise = find(ps, kGoblin, "Roll surprise");
    REQUIRE(surprise);
    CHECK(surprise->dice.text() == "d6");
    // Nobody has rolled 1 or 2: the button says where it goes, "2. Declare Spells".
    CHECK(primary_prompt(e)->text == "Nobody surprised: declare spells");
    e = must(e, NextTurn{});
    REQUIRE(e.step == Step::Declaring);
    CHECK(primary_prompt(e)->text == "Done declaring");
    e = must(e, FinishDeclarations{});
    ps = prompts(e);
    REQUIRE(find(ps, kAria, "Roll initiative"));
    CHECK(find(ps, kAria, "Roll initiative")->dice.text() == "d10");
    // "Determine Initiative (d10, highest result goes first)": the die's face is the number, no total.
    CHECK_FALSE(find(ps, kAria, "Roll initiative")->dice.or_total);
    CHECK(primary_prompt(e)->text == "Roll for everyone");
    e = must(e, RollInitiative{0, {}});
    REQUIRE(e.step == Step::Acting);
    REQUIRE(e.acting);
    CHECK(primary_prompt(e)->text == "End turn");
    plays_both_ways(must(countdown(), StartEncounter{}));
}

TEST_CASE("prompts 001: the DEX die, and one roll per side with side initiative", "[prompts][001]") {
    // 001_9b33af6f46041b76.txt: "  5. Anyone who �held� initiative acts, and results take effect (both sides simultaneously)."
    SchemeSettings dex;
    dex.dex_initiative_die = true;
    Encounter e = must(must(must(countdown(dex), StartEncounter{}), NextTurn{}), FinishDeclarations{});
    CHECK(find(prompts(e), kAria, "Roll initiative")->dice.text() == "d8");     // DEX 16
    CHECK(find(prompts(e), kGoblin, "Roll initiative")->dice.text() == "d10");  // DEX 19
    CHECK(find(prompts(e), kOgre, "Roll initiative")->dice.text() == "d3");     // DEX 5
    plays_both_ways(must(countdown(dex), StartEncounter{}));

    SchemeSettings sides;
    sides.side_initiative = true;
    e = must(must(must(countdown(sides), StartEncounter{}), NextTurn{}), FinishDeclarations{});
    const auto ps = prompts(e);
    CHECK_FALSE(find(ps, kAria, "Roll initiative"));
    const auto party = find(ps, std::nullopt, "Roll for Party");
    REQUIRE(party);
    CHECK(party->dice.text() == "d10");
    CHECK(find(ps, std::nullopt, "Roll for Foes"));
    CHECK(primary_prompt(e)->text == "Roll for Party");
    plays_both_ways(must(countdown(sides), StartEncounter{}));

    // Held actions go off after count 1: the table picks the order.
    e = must(e, RollSideInitiative{kParty, RollInput{{7}}});
    e = must(e, RollSideInitiative{kFoes, RollInput{{3}}});
    REQUIRE(e.acting == kAria);
    e = must(e, find(prompts(e), kAria, "Hold")->action);
    REQUIRE(e.acting == kBram);
    e = must(e, find(prompts(e), kBram, "Hold")->action);
    e = must(must(e, NextTurn{}), NextTurn{});
    REQUIRE(e.step == Step::Held);
    CHECK(e.acting == kAria);
    const auto bram = find(prompts(e), kBram, "Act now");
    REQUIRE(bram);
    CHECK(must(e, bram->action).acting == kBram);
}

// ---- text 002 ----

namespace {
constexpr CombatantId kGoblin2 = 5;
Encounter swords() {
    Encounter e = must(Encounter{}, SetRuleset{kActionDice, {}});
    e = must(e, AddCombatant{"Aria", kParty, true, 1, std::nullopt});
    e = must(e, AddCombatant{"Bram", kParty, true, 1, std::nullopt});
    e = must(e, AddCombatant{"Goblin", kFoes, false, 1, std::nullopt});
    e = must(e, AddCombatant{"Ogre", kFoes, false, 1, std::nullopt});
    e = must(e, AddCombatant{"Goblin 2", kFoes, false, 1, std::nullopt});
    for (CombatantId id : {kAria, kBram}) e = must(e, SetRanks{.id = id, .physical = 3, .mental = 3});
    for (CombatantId id : {kGoblin, kOgre, kGoblin2}) e = must(e, SetRanks{.id = id, .physical = 2, .mental = 1});
    e = must(e, GiveActionDice{kGoblin2, {4, 3, 2}, true});
    return must(e, SetStat{kOgre, "action_dice", 2});
}
} // namespace

TEST_CASE("prompts 002: the round's action dice, the countdown, a Refresh with its options, into round 2", "[prompts][002]") {
    // 002_0ab9c90439f7658b.txt: "When any character uses their last AD and completes their action, they must call
    // for a "Refresh". Everyone else then gets one more option to act."
    Encounter e = must(swords(), StartEncounter{});
    REQUIRE(e.step == Step::RollingInitiative);
    auto ps = prompts(e);
    CHECK(find(ps, kAria, "Roll action dice")->dice.text() == "4d6");
    CHECK(find(ps, kGoblin, "Roll action dice")->dice.text() == "3d6");
    CHECK(find(ps, kOgre, "Roll action dice")->dice.text() == "2d6");
    // "Any dice showing a 6 gives you an extra dice, roll that extra dice and add it to your pool
    // (rerolls do not give you further rerolls)": the keypad asks for one more d6 per 6.
    const DiceToEnter set = find(ps, kOgre, "Roll action dice")->dice;
    CHECK(set.next_sides({6}) == 6);
    CHECK(set.count({6, 6}) == 4);
    CHECK(set.next_sides({6, 6, 6}) == 6);
    CHECK(set.next_sides({6, 6, 6, 6}) == 0);   // the extra 6s add none
    CHECK(set.next_sides({2, 5}) == 0);
    CHECK_FALSE(find(ps, kGoblin2, "Roll action dice"));   // given its set
    CHECK(primary_prompt(e)->text == "Roll for everyone");
    e = must(e, RollInitiative{kAria, RollInput{{5, 4, 3, 2}}});
    e = must(e, RollInitiative{kBram, RollInput{{6, 4, 3, 1, 2}}});
    e = must(e, RollInitiative{kGoblin, RollInput{{5, 5, 1}}});
    e = must(e, RollInitiative{kOgre, RollInput{{4, 2}}});
    REQUIRE(e.step == Step::Acting);
    REQUIRE(e.acting == kBram);   // five dice
    CHECK(find(prompts(e), kBram, "Call a Refresh"));
    CHECK(primary_prompt(e)->text == "Hold");
    e = must(e, CallRefresh{kBram});
    REQUIRE(e.step == Step::Refresh);
    ps = prompts(e);
    // Aria (5, 4, 3, 2) has her one more option: keep one of her faces, or pass.
    for (const char* keep : {"Keep the 5", "Keep the 4", "Keep the 3", "Keep the 2", "Pass"}) {
        INFO(keep);
        CHECK(find(ps, kAria, keep));
    }
    CHECK(find(ps, kGoblin, "Keep the 5"));
    CHECK(find(ps, kGoblin, "Keep the 1"));
    CHECK_FALSE(find(ps, kBram, "Pass"));   // it called the Refresh
    CHECK(std::get<RefreshOption>(find(ps, kAria, "Keep the 4")->action).keep == 4);
    CHECK_FALSE(std::get<RefreshOption>(find(ps, kAria, "Pass")->action).keep);
    plays_both_ways(must(swords(), StartEncounter{}));
}

TEST_CASE("prompts 002: a bleeder's roll is prompted at the start of the round", "[prompts][002]") {
    // 002_0ab9c90439f7658b.txt: "The target must make a BODY roll at the start of each Round or suffer an extra
    // Physical Rank loss."
    Encounter e = must(must(swords(), StartEncounter{}), RollInitiative{0, {}});
    e = must(e, ApplyInjury{kAria, Location::Chest, InjuryEffect::Bleeder});
    CHECK_FALSE(find(prompts(e), kAria, "Roll for the bleeder"));   // the first roll comes with the next round
    e = play_into_round_2(e, Choice::Primary);
    REQUIRE(e.step == Step::RollingInitiative);
    const auto ps = prompts(e);
    const auto bleeder = find(ps, kAria, "Roll for the bleeder");
    REQUIRE(bleeder);
    CHECK(bleeder->dice.text() == "4d6");
    CHECK(bleeder->why == "BODY 4d for the bleeder in the Chest");
    e = must(e, with_entered_faces(bleeder->action, {5, 1, 1, 1}));
    CHECK_FALSE(find(prompts(e), kAria, "Roll for the bleeder"));
}

TEST_CASE("prompts 002: a State to shake off at its action, injury and BODY rolls owed", "[prompts][002]") {
    // 002_0ab9c90439f7658b.txt: "A character must attempt to remove a single STATE each time they would take an action."
    Encounter e = must(must(swords(), StartEncounter{}), RollInitiative{kAria, RollInput{{5, 5, 5, 5}}});
    e = must(e, RollInitiative{0, {}});
    REQUIRE(e.step == Step::Acting);
    e = must(e, ApplyDamage{.id = kAria, .points = 1});   // taken as a Stun
    if (e.acting != kAria) e = must(e, ActNow{kAria});
    const auto stun = find(prompts(e), kAria, "Roll to shake off Stun");
    REQUIRE(stun);
    CHECK(stun->dice.text() == "4d6");
    // 002_0ab9c90439f7658b.txt: "This continues every time a creature has an action (discards a dice) until they pass
    // a Spirit test, after which they no longer need to make further rolls."
    e = must(e, FaceFear{.id = kBram, .level = FearLevel::Scary});
    const auto fear = find(prompts(e), kBram, "Roll against fear");
    REQUIRE(fear);
    CHECK(fear->dice.text() == "4d6");
    // Out of Action and hit again: a BODY roll or Killed in Action; going down owes an injury roll.
    e = must(e, ApplyDamage{.id = kGoblin, .points = 1, .take_state = false});
    e = must(e, ApplyDamage{.id = kGoblin, .points = 1, .take_state = false});
    REQUIRE(rk::test::ranks(e, kGoblin).standing == Standing::OutOfAction);
    CHECK(find(prompts(e), kGoblin, "Roll the injury"));
    e = must(e, ApplyDamage{.id = kGoblin, .points = 1});
    const auto ps = prompts(e);
    CHECK(find(ps, kGoblin, "Roll BODY"));   // hit while Out of Action
    CHECK(std::count_if(ps.begin(), ps.end(), [](const Prompt& p) { return p.who == kGoblin && p.text == "Roll the injury"; }) == 1);
}

// ---- text 003 ----

namespace {
Encounter segment_fight() {
    Encounter e = with_combatants(kSegments);
    for (auto [id, per, attacks] : {std::tuple{kAria, 15, 2}, {kBram, 12, 1}, {kGoblin, 10, 1}, {kOgre, 8, 1}}) {
        e = must(e, SetStat{id, "per", per});
        e = must(e, SetStat{id, "attacks", attacks});
    }
    return e;
}
} // namespace

TEST_CASE("prompts 003: declarations, a die per action, the segment clock, into round 2", "[prompts][003]") {
    // 003_abb45db44eb0a0ba.txt: "An ambush is when one or more attackers spring suddenly and attack. In such cases,
    // make a PER roll and compare to the table below."
    Encounter e = must(segment_fight(), StartEncounter{});
    REQUIRE(e.step == Step::Surprise);
    // No ambush sprung: the button says it goes to the declarations.
    CHECK(primary_prompt(e)->text == "No ambush: declare actions");
    plays_both_ways(e);

    e = must(e, SpringAmbush{{kGoblin, kOgre}});
    auto ps = prompts(e);
    const auto aria = find(ps, kAria, "Roll PER");
    REQUIRE(aria);
    CHECK(aria->dice.text() == "d100");
    CHECK_FALSE(find(ps, kGoblin, "Roll PER"));   // an ambusher
    CHECK(primary_prompt(e)->text == "Roll PER");       // the clock waits for the victims' rolls
    plays_both_ways(e);

    e = must(must(e, RollAmbush{kAria, RollInput{{10}}}), RollAmbush{kBram, RollInput{{90}}});
    e = must(e, NextTurn{});
    REQUIRE(e.step == Step::Declaring);
    CHECK(primary_prompt(e)->text == "Done declaring");
    e = must(e, FinishDeclarations{});
    REQUIRE(e.step == Step::RollingInitiative);
    ps = prompts(e);
    CHECK(find(ps, kAria, "Roll initiative")->dice.text() == "d10, d8");   // two attacks back ("1x PER")
    // "Roll 1d10 and add your DEX modifier to determine your initiative. Other modifiers may also apply":
    // the tracker adds them to each face, so the keypad takes faces only.
    CHECK_FALSE(find(ps, kAria, "Roll initiative")->dice.or_total);
    // 003_abb45db44eb0a0ba.txt: "Multiple attacks use a lower die for each successive attack (1d10
    // for the first attack, 1d8 for the second, ...)": the keypad takes a d10's face, then a d8's.
    const DiceToEnter two = find(ps, kAria, "Roll initiative")->dice;
    CHECK(two.count({}) == 2);
    CHECK(two.next_sides({}) == 10);
    CHECK(two.next_sides({9}) == 8);
    CHECK(two.next_sides({9, 8}) == 0);
    CHECK(find(ps, kGoblin, "Roll initiative")->dice.text() == "d10");
    CHECK_FALSE(find(ps, kBram, "Roll initiative"));           // caught by surprise
    e = must(e, with_entered_faces(find(ps, kAria, "Roll initiative")->action, {7, 7}));
    e = must(e, RollInitiative{0, {}});
    REQUIRE(e.step == Step::Acting);
    const auto primary = primary_prompt(e);
    CHECK((primary->text == "Next action" || primary->text == "Next segment"));
}

// ---- text 004 ----

using namespace rk::test::alternating;

namespace {
Encounter factions() {
    Encounter e = example_setup();
    for (CombatantId id : {kBalthasar, kSybilla, kTheobald, kLeader, kBandit1, kBandit2, kBandit3}) e = must(e, SetStat{id, "wit", 9});
    return e;
}
} // namespace

TEST_CASE("prompts 004: the initiative, the faction that acts first, turns and passes, into round 2", "[prompts][004]") {
    // 004_2715924881334fee.txt: "Initiative is held by the faction which started the fight, or is assigned randomly
    // if that’s unclear."
    Encounter e = must(factions(), StartEncounter{});
    REQUIRE(e.step == Step::RollingInitiative);
    const auto ps = prompts(e);
    CHECK(find(ps, std::nullopt, "Players started the fight"));
    CHECK(find(ps, std::nullopt, "Bandits started the fight"));
    CHECK(find(ps, std::nullopt, "Roll for the initiative")->dice.text() == "d2");
    CHECK(primary_prompt(e)->text == "Roll for the initiative");
    plays_both_ways(e);
}

TEST_CASE("prompts 004: the faction holding the initiative chooses, one prompt per faction", "[prompts][004]") {
    // 004_2715924881334fee.txt: "The faction holding the initiative can decide which faction acts first at the start
    // of each round."
    Encounter e = must(must(factions(), GiveInitiative{kBandits}), StartEncounter{});
    REQUIRE(e.step == Step::ChoosingFaction);
    const auto ps = prompts(e);
    REQUIRE(ps.size() == 2);
    CHECK(ps[0].text == "Players act first");
    CHECK(ps[1].text == "Bandits act first");
    CHECK(std::get<FirstFaction>(ps[1].action).side == kBandits);
    CHECK(primary_prompt(e)->text == "Bandits act first");

    // 004_2715924881334fee.txt: "The factions involved in the fight alternate taking turns with a character or passing."
    e = must(e, FirstFaction{kBandits});
    const auto moves = prompts(e);
    CHECK(find(moves, std::nullopt, "Pass"));
    for (CombatantId id : {kLeader, kBandit1, kBandit2, kBandit3}) CHECK(find(moves, id, "Take a turn"));
    CHECK_FALSE(find(moves, kBalthasar, "Take a turn"));   // the Players are not to move
    CHECK(primary_prompt(e)->text == "Bandit leader takes a turn");
    e = must(e, ActNow{kLeader});
    CHECK(primary_prompt(e)->text == "End turn");
    plays_both_ways(e);
}

TEST_CASE("prompts 004: the morale saves at the end of the round", "[prompts][004]") {
    // 004_2715924881334fee.txt: "Groups must make a morale check if they were reduced to half or less their original
    // numbers in the past round."
    // 004_2715924881334fee.txt: "Make a group WIT save: those who fail must surrender or retreat, but those who pass
    // aren’t subject to morale for the remainder of the stretch."
    Encounter e = must(must(must(factions(), GiveInitiative{kBandits}), StartEncounter{}), FirstFaction{kBandits});
    e = must(e, SetHp{kBandit1, 0});
    e = must(e, SetHp{kBandit2, 0});
    for (int step = 0; step < 50 && e.step != Step::Morale; ++step) e = must(e, primary_prompt(e)->action);
    REQUIRE(e.step == Step::Morale);
    const auto ps = prompts(e);
    const auto all = find(ps, std::nullopt, "Roll all morale");
    REQUIRE(all);
    CHECK(std::get<RollMorale>(all->action).id == 0);
    const auto leader = find(ps, kLeader, "Roll morale");
    REQUIRE(leader);
    CHECK(leader->dice.text() == "d20");
    CHECK(find(ps, kBandit3, "Roll morale"));
    CHECK_FALSE(find(ps, kBandit1, "Roll morale"));   // down
    CHECK(primary_prompt(e)->text == "Roll morale for all");
    e = must(e, with_entered_faces(leader->action, {20}));
    CHECK_FALSE(find(prompts(e), kLeader, "Roll morale"));
    e = must(e, primary_prompt(e)->action);
    CHECK(e.round == 2);
}

// ---- any path through the prompts ----

TEST_CASE("prompts: wandering through any prompt, the big button is always there and the fight goes on", "[prompts]") {
    SchemeSettings declaring;
    declaring.declarations = true;
    declaring.tie_rule = TieRule::D100PlusLevel;
    SchemeSettings sides;
    sides.side_initiative = true;
    const std::vector<std::pair<const char*, Encounter>> fights = {
        {"highest first", with_combatants(kHighestFirst)},
        {"000", minis()},
        {"001", countdown()},
        {"001 per side", countdown(sides)},
        {"002", swords()},
        {"003", segment_fight()},
        {"004", factions()},
    };
    for (const auto& [name, setup] : fights) {
        for (std::uint32_t seed : {1u, 2u, 3u, 4u}) {
            INFO(name << ", seed " << seed);
            Encounter e = setup;
            std::uint32_t pick = seed;
            for (int step = 0; step < 250 && e.round < 3; ++step) {
                check_all_accepted(e);
                const auto primary = primary_prompt(e);
                INFO("round " << e.round << ", step " << static_cast<int>(e.step));
                REQUIRE(primary);
                auto all = prompts(e);
                all.push_back(*primary);
                pick = pick * 1664525u + 1013904223u;
                // Mostly the big button, now and then any other prompt.
                const Prompt& p = (pick >> 24) % 3 == 0 ? all[(pick >> 8) % all.size()] : *primary;
                e = must(e, p.action);
            }
            CHECK(e.round >= 2);
        }
    }
}
