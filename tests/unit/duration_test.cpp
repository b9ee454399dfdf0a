#include <catch2/catch.hpp>

#include "core/fight/duration.hpp"

using namespace rk;

namespace {
using Kind = DurationTerm::Kind;

DurationTerm number(int v, int sign = 1) { return {Kind::Number, sign, v, {}}; }
DurationTerm level(Kind k, int sign = 1) { return {k, sign, 0, {}}; }
DurationTerm dice(int count, int sides) { return {Kind::Dice, 1, 0, DiceFormula{count, sides, 0}}; }

DurationValue evaluate(const std::string& text, int caster, int target, bool halve = false, RollInput input = {}) {
    auto f = parse_duration(text);
    INFO(text << ": " << f.reason());
    REQUIRE(f.is_ok());
    Rng rng{5};
    auto v = evaluate_duration(f.value(), caster, target, halve, input, rng);
    INFO(v.reason());
    REQUIRE(v.is_ok());
    return v.value();
}
} // namespace

TEST_CASE("text 000's duration formulas parse as written", "[duration]") {
    // 000_d5980b65f981aac0.txt: "Duration: 1 turn + caster's level"
    auto speed = parse_duration("1 turn + caster's level").value();
    CHECK(speed.unit == DurationUnit::Turns);
    CHECK(speed.terms == std::vector<DurationTerm>{number(1), level(Kind::CasterLevel)});

    // 000_d5980b65f981aac0.txt: "Duration: 1 turn + (caster's level - mini affected's level)"
    auto statue = parse_duration("1 turn + (caster's level - mini affected's level)").value();
    CHECK(statue.unit == DurationUnit::Turns);
    CHECK(statue.terms == std::vector<DurationTerm>{number(1), level(Kind::CasterLevel), level(Kind::TargetLevel, -1)});

    // The same with the other spellings a table types: Unicode minus, "target level", no spaces.
    for (const char* same : {"1 turn + (caster's level \xE2\x88\x92 target's level)", "1 turn + (caster level - target level)",
                             "1 TURN+(Caster\xE2\x80\x99s Level-Target's Level)", "1 + (caster's level - target's level) turns",
                             "(1 + caster's level - mini affected's level) turns"}) {
        INFO(same);
        auto f = parse_duration(same);
        REQUIRE(f.is_ok());
        CHECK(f.value() == statue);
    }
}

TEST_CASE("a minus before parentheses turns the signs inside them", "[duration]") {
    auto f = parse_duration("10 - (caster's level - (target's level + 2)) rounds").value();
    CHECK(f.terms == std::vector<DurationTerm>{number(10), level(Kind::CasterLevel, -1), level(Kind::TargetLevel), number(2)});
    CHECK(evaluate("10 - (caster's level - (target's level + 2)) rounds", 5, 1).units == 8);
}

TEST_CASE("plain counts, dice, segments and until removed", "[duration]") {
    CHECK(parse_duration("2 rounds").value() == DurationFormula{{number(2)}, DurationUnit::Rounds});
    CHECK(parse_duration("3 segments").value() == DurationFormula{{number(3)}, DurationUnit::Segments});
    CHECK(parse_duration("1 segment").value().unit == DurationUnit::Segments);
    // 001_9b33af6f46041b76.txt: "stuns the character for 1d3 rounds"
    CHECK(parse_duration("1d3 rounds").value() == DurationFormula{{dice(1, 3)}, DurationUnit::Rounds});
    CHECK(parse_duration("d6 rounds").value() == DurationFormula{{dice(1, 6)}, DurationUnit::Rounds});
    CHECK(parse_duration("1d4 + 1 rounds").value().terms == std::vector<DurationTerm>{dice(1, 4), number(1)});
    // No unit word: rounds.
    CHECK(parse_duration("4").value() == DurationFormula{{number(4)}, DurationUnit::Rounds});
    for (const char* forever : {"until removed", "Until Removed", "  until healed ", "permanent"}) {
        INFO(forever);
        CHECK(parse_duration(forever).value().unit == DurationUnit::UntilRemoved);
    }
}

TEST_CASE("malformed durations are refused with the reason and an example", "[duration]") {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"", "it is empty"},
        {"   ", "it is empty"},
        {"1 turn +", "a number, dice or a level is missing after \"+\""},
        {"+ rounds", "a number, dice or a level is missing before \"rounds\""},
        {"1 ++ 2", "a number, dice or a level is missing after \"+\""},
        {"(caster's level", "a \"(\" is never closed"},
        {"caster's level)", "\")\" has no matching \"(\""},
        {"1 + () rounds", "\"()\" holds nothing"},
        {"1 turn + 2 rounds", "it mixes turns and rounds"},
        {"1 turn + caster's levle", "\"caster's levle\" is not a unit (rounds, turns, segments) or a level"},
        {"3 minutes", "\"minutes\" is not a unit"},
        {"1 turn caster's level", "a \"+\" or \"-\" is missing before"},
        {"2 3 rounds", "a \"+\" or \"-\" is missing before \"3\""},
        {"1d rounds", "\"1d\" is not dice notation"},
        {"1d3 + 1d4 rounds", "only one dice roll is allowed"},
        {"2 * caster's level", "\"*\" has no meaning in a duration"},
        {"99999 rounds", "numbers in a duration go up to 10000"},
        {"1 \xC2\xBD rounds", "\"\xC2\xBD\" has no meaning in a duration"},
        {"((((((((((1)))))))))) rounds", "the parentheses are nested too deeply"},
    };
    for (const auto& [text, why] : cases) {
        INFO(text);
        auto r = parse_duration(text);
        REQUIRE_FALSE(r.is_ok());
        CHECK(r.why() == Why::UnreadableDuration);
        CHECK_THAT(r.reason(), Catch::Contains(why));
        CHECK_THAT(r.reason(), Catch::StartsWith("Cannot read the duration \"" + text + "\""));
        CHECK_THAT(r.reason(), Catch::Contains("1 turn + caster's level"));   // shows how to write one
    }
    CHECK(parse_duration("Immediate").why() == Why::NothingToCount);
    CHECK_FALSE(parse_duration(std::string(201, '1')).is_ok());
}

TEST_CASE("level formulas evaluate with the caster's and the target's levels", "[duration]") {
    auto speed = evaluate("1 turn + caster's level", 3, 1);
    CHECK(speed.units == 4);
    CHECK(speed.before_halving == 4);
    CHECK(speed.working == "1 + 3");
    auto statue = evaluate("1 turn + (caster's level - mini affected's level)", 3, 1);
    CHECK(statue.units == 3);
    CHECK(statue.working == "1 + 3 - 1");
    // A target of the caster's level + 1 or more: 0 or less, which the effect reads as "no effect".
    CHECK(evaluate("1 turn + (caster's level - mini affected's level)", 2, 3).units == 0);
    CHECK(evaluate("1 turn + (caster's level - mini affected's level)", 1, 5).units == -3);
}

TEST_CASE("Spells resistance halves a duration, rounding down but not below 1", "[duration]") {
    // 000_d5980b65f981aac0.txt: "Effect: All spells do 1/2 damage and/or have their duration halved"
    CHECK(evaluate("1 turn + caster's level", 3, 1, true).units == 2);        // 4 -> 2
    CHECK(evaluate("1 turn + caster's level", 4, 1, true).units == 2);        // 5 -> 2 (round down)
    CHECK(evaluate("1 turn + caster's level", 0, 1, true).units == 1);        // 1 -> 1 (at least 1)
    CHECK(evaluate("1 turn + caster's level", 4, 1, true).before_halving == 5);
    // "No effect" stays no effect.
    CHECK(evaluate("1 turn + (caster's level - target's level)", 1, 3, true).units == -1);
}

TEST_CASE("a dice duration is rolled, or taken from the entered faces", "[duration]") {
    auto f = parse_duration("1d6 rounds").value();
    Rng rng{9};
    Rng expected = rng;
    const int face = expected.uniform(1, 6);
    auto rolled = evaluate_duration(f, 0, 0, false, {}, rng).value();
    CHECK(rolled.units == face);
    CHECK(rolled.working == "d6: [" + std::to_string(face) + "] = " + std::to_string(face));
    CHECK(rng == expected);

    Rng untouched = rng;
    auto entered = evaluate_duration(f, 0, 0, false, RollInput{{5}}, rng).value();
    CHECK(entered.units == 5);
    CHECK(entered.roll.entered);
    CHECK(entered.working == "d6: [5] = 5 (entered)");
    CHECK(rng == untouched);

    CHECK(evaluate("1d4 + 1 rounds", 0, 0, false, RollInput{{2}}).working == "(d4: [2] = 2 (entered)) + 1");
    CHECK(evaluate_duration(f, 0, 0, false, RollInput{{7}}, rng).why() == Why::BadDieFace);
    CHECK(evaluate_duration(f, 0, 0, false, RollInput{{1, 2}}, rng).why() == Why::WrongDiceCount);
    auto plain = parse_duration("2 rounds").value();
    CHECK(evaluate_duration(plain, 0, 0, false, RollInput{{3}}, rng).why() == Why::DurationHasNoDice);
}
