// Share links (core/formats/share_codec.hpp): base64url, the round trip, the 1,200-character budget of
// the reference encounter, the players' view, and hostile links refused with a sentence.
#include <algorithm>
#include <array>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>

#include "core/formats/base64url.hpp"
#include "core/formats/serialize.hpp"
#include "core/formats/share_codec.hpp"
#include "core/fight/validate.hpp"
#include "helpers.hpp"
#include "tests/reference_encounter.hpp"
#include "core/rules/countdown/countdown_system.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"

using namespace rk;
using rk::test::must;

namespace {

const std::string kOrigin = "https://roundkeeper.app/#";
const std::string kDamaged = "This link is damaged or incomplete (was it cut short when copied?)";

// Generator for the test's own random values (independent of the encounter's dice).
struct Gen {
    Rng rng;
    // Any range of int (Rng::uniform is meant for dice, whose spans are small).
    int between(int lo, int hi) {
        const auto span = static_cast<std::uint64_t>(static_cast<std::int64_t>(hi) - lo) + 1;
        return static_cast<int>(lo + static_cast<std::int64_t>(rng.next_u64() % span));
    }
    bool chance(int percent) { return between(1, 100) <= percent; }
    std::string text(int longest) {
        // Characters sharing their first bytes (Ä à, 龍 龜) test the shared starts of strings.
        static const std::array<std::string, 15> pieces = {"Goblin", " ", "Ärger", "à", "龍", "龜", "🐉", "a",
                                                           "\"quoted\"", "\\", "#", "1", "007", "Hold Person", "ß"};   // one line: a name holds no line break
        std::string s;
        const int n = between(0, longest);
        for (int i = 0; i < n; ++i) s += pieces[static_cast<std::size_t>(between(0, static_cast<int>(pieces.size()) - 1))];
        return s;
    }
    std::string name() {
        std::string s = text(4);
        return s.empty() ? "X" : s;
    }
    int number() {
        switch (between(0, 5)) {
        case 0: return 0;
        case 1: return between(-5, 5);
        case 2: return between(0, 63);
        case 3: return between(64, 100000);
        case 4: return between(std::numeric_limits<int>::min(), -100000);
        default: return between(100000, std::numeric_limits<int>::max());
        }
    }
    std::optional<int> maybe_number() { return chance(40) ? std::nullopt : std::optional<int>(number()); }
    std::map<std::string, int> numbers() {
        std::map<std::string, int> m;
        for (int i = chance(5) ? 40 : between(0, 3); i > 0; --i) m[text(3)] = number();
        return m;
    }
};

// A random encounter that keeps every invariant, with every field of the model exercised.
Encounter random_encounter(std::uint64_t seed) {
    Gen g{Rng{seed}};
    Encounter e;
    e.name = g.text(6);
    e.ruleset = rule_systems()[static_cast<std::size_t>(g.between(0, 5))]->id();   // a built-in one
    e.phase = static_cast<Phase>(g.between(0, 2));
    e.round = e.phase == Phase::Setup ? 0 : g.between(0, 300);
    e.settings = {g.chance(50), static_cast<TieRule>(g.between(0, 2)), g.chance(50), g.chance(50)};
    e.step = static_cast<Step>(g.between(0, 6));
    if (e.ruleset == kCountdown) part<CountdownFight>(e).count = g.number();
    e.rng.state = g.chance(20) ? Rng{}.state : g.rng.next_u64();
    if (g.chance(30)) {
        e.sides.clear();
        for (int s = g.between(1, 5); s > 0; --s) e.sides.push_back({static_cast<SideId>(s * 7), g.name(), g.maybe_number()});
    }
    std::uint32_t id = 1;
    for (int n = g.chance(10) ? 0 : g.between(1, 30); n > 0; --n) {
        Combatant c;
        c.id = id++;
        c.name = g.name();
        c.side = e.sides[static_cast<std::size_t>(g.between(0, static_cast<int>(e.sides.size()) - 1))].id;
        c.is_player = g.chance(30);
        c.level = g.chance(50) ? 1 : g.number();
        c.stats = g.numbers();
        if (g.chance(80)) {
            const int max = g.chance(90) ? g.between(1, 200) : g.between(1, std::numeric_limits<int>::max());
            c.hp = HitPoints{g.chance(50) ? max : g.between(std::numeric_limits<int>::min(), max), max};
        }
        c.notes = g.chance(20) ? g.text(20) : "";
        c.hidden = g.chance(15);
        c.initiative = g.maybe_number();
        c.acted = g.chance(40);
        part<InitiativeRoundsPart>(c).declared = g.chance(20);
        c.holding = g.chance(10);
        part<InitiativeRoundsPart>(c).tie_roll = g.chance(80) ? std::nullopt : g.maybe_number();
        for (int r = g.chance(90) ? 0 : g.between(1, 3); r > 0; --r) part<InitiativeRoundsPart>(c).tie_rerolls.push_back(g.number());
        if (g.chance(20)) part<CountdownPart>(c).declaration = Declaration{g.chance(50) ? "spell" : "charge", g.text(3), g.chance(30)};
        part<CountdownPart>(c).surprised_segments = g.chance(80) ? 0 : g.between(0, 2);
        part<CountdownPart>(c).surprise_roll = g.chance(70) ? std::nullopt : g.maybe_number();
        e.combatants.push_back(std::move(c));
        if (g.chance(10)) ++id;   // ids of removed combatants stay unused
    }
    auto some_combatant = [&]() -> std::optional<CombatantId> {
        if (e.combatants.empty() || g.chance(30)) return std::nullopt;
        return e.combatants[static_cast<std::size_t>(g.between(0, static_cast<int>(e.combatants.size()) - 1))].id;
    };
    for (int n = g.between(0, 12); n > 0; --n) {
        Effect fx;
        fx.id = id++;
        fx.name = g.name();
        fx.source = some_combatant();
        fx.target = some_combatant();
        fx.unit = static_cast<DurationUnit>(g.between(0, 3));
        if (fx.unit == DurationUnit::UntilRemoved) fx.expiry = Expiry::Never;
        else fx.expiry = static_cast<Expiry>(g.between(0, 2));
        if (fx.expiry == Expiry::StartOfTurn || fx.expiry == Expiry::EndOfTurn) {
            fx.anchor = fx.target ? fx.target : fx.source;
            if (!fx.anchor) fx.expiry = Expiry::EndOfRound;
        }
        fx.remaining = fx.unit == DurationUnit::UntilRemoved ? 0 : g.between(1, 50);
        fx.total = g.number();
        fx.skip_next_tick = g.chance(30);
        fx.modifiers = g.numbers();
        fx.formula = g.text(5);
        fx.started_round = g.between(0, 300);
        fx.ticked_round = g.number();
        e.effects.push_back(std::move(fx));
    }
    e.next_id = id + static_cast<std::uint32_t>(g.between(0, 3));
    if (e.phase == Phase::Running) e.acting = some_combatant();
    for (int n = g.between(0, 5); n > 0; --n)
        if (auto who = some_combatant()) e.turns_taken.push_back({*who, g.number()});
    for (int n = g.between(0, 4); n > 0; --n) e.log.push_back({g.between(0, 9), g.text(8)});
    return e;
}

Encounter without_log(Encounter e) {
    e.log = EventLog{};
    return e;
}

SharedEncounter must_parse(const std::string& fragment) {
    auto r = parse_fragment(fragment);
    INFO("refused: " << r.reason());
    REQUIRE(r.is_ok());
    return r.value();
}

std::string refusal(std::string_view fragment) {
    auto r = parse_fragment(fragment);
    REQUIRE_FALSE(r.is_ok());
    CHECK_FALSE(r.reason().empty());
    return r.reason();
}

// The tree bytes a fragment holds (without version and checksum).
std::string tree_of(const std::string& fragment) {
    auto body = base64url_decode(std::string_view(fragment).substr(3));
    REQUIRE(body);
    return body->substr(0, body->size() - 4);
}

} // namespace

// ---- base64url ----

TEST_CASE("base64url: the RFC 4648 test vectors, without padding", "[share][base64url]") {
    // RFC 4648 section 10: BASE64("foobar") = "Zm9vYmFy", with the "=" padding left out.
    const std::pair<std::string, std::string> vectors[] = {
        {"", ""}, {"f", "Zg"}, {"fo", "Zm8"}, {"foo", "Zm9v"}, {"foob", "Zm9vYg"}, {"fooba", "Zm9vYmE"}, {"foobar", "Zm9vYmFy"}};
    for (const auto& [plain, encoded] : vectors) {
        CHECK(base64url_encode(plain) == encoded);
        CHECK(base64url_decode(encoded) == plain);
    }
}

TEST_CASE("base64url: the URL-safe alphabet replaces + and / with - and _", "[share][base64url]") {
    const std::string bytes("\xfb\xff\xbf\x00\x10\x83", 6);
    CHECK(base64url_encode(bytes) == std::string("-_-_ABCD"));
    CHECK(base64url_decode("-_-_ABCD") == bytes);
    std::string all;
    for (int i = 0; i < 256; ++i) all += static_cast<char>(i);
    for (std::size_t n = 0; n <= all.size(); n += 37) CHECK(base64url_decode(base64url_encode(all.substr(0, n))) == all.substr(0, n));
}

TEST_CASE("base64url: padding, foreign characters and loose bits are refused", "[share][base64url]") {
    CHECK_FALSE(base64url_decode("Zg=="));       // padding is not part of a link
    CHECK_FALSE(base64url_decode("Zm9v+mFy"));   // standard base64, not base64url
    CHECK_FALSE(base64url_decode("Zm9v/mFy"));
    CHECK_FALSE(base64url_decode("Zm9 v"));
    CHECK_FALSE(base64url_decode("Z"));          // 4n+1 characters hold no whole byte
    CHECK_FALSE(base64url_decode("Zh"));         // "Zg" with an unused bit set: not canonical
    CHECK_FALSE(base64url_decode("Zm9"));
    CHECK(base64url_decode("Zm8") == std::string("fo"));
}

// ---- the round trip ----

TEST_CASE("share links: random encounters come back exactly, without their log", "[share]") {
    std::size_t longest = 0;
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        const Encounter e = random_encounter(seed);
        const Refusal broken = check_invariants(e);
        INFO("seed " << seed << ": " << broken);
        REQUIRE_FALSE(broken);
        for (const ShareKind kind : {ShareKind::Full, ShareKind::PlayerView}) {
            const std::string fragment = share_fragment(e, kind);
            longest = std::max(longest, fragment.size());
            CHECK(fragment.substr(0, 3) == std::string(kind == ShareKind::Full ? "e=" : "v=") + kShareVersion);
            const SharedEncounter back = must_parse(fragment);
            CHECK(back.kind == kind);
            CHECK(back.encounter == without_log(kind == ShareKind::Full ? e : player_view(e)));
            CHECK(back.encounter.log.empty());
            CHECK(share_fragment(back.encounter, kind) == fragment);   // one encounter, one link
        }
    }
    CHECK(longest > 0);
}

TEST_CASE("share links: encounters built by actions come back exactly, dice generator included", "[share]") {
    const Encounter e = reference::encounter();
    const SharedEncounter back = must_parse(share_fragment(e, ShareKind::Full));
    CHECK(back.encounter == without_log(e));
    CHECK(back.encounter.rng == e.rng);   // the next roll is the same on the other device
    CHECK(must_parse(share_fragment(Encounter{}, ShareKind::Full)).encounter == Encounter{});
    CHECK(share_fragment(Encounter{}, ShareKind::Full).size() < 16);   // defaults cost nothing
}

TEST_CASE("share links: the reference encounter fits in 1,200 characters", "[share]") {
    // The issue: "for the reference encounter (6 player characters, 12 NPCs, 10 running effects,
    // mid-round) the whole link is at most 1,200 characters."
    const Encounter e = reference::encounter();
    const auto players = std::count_if(e.combatants.begin(), e.combatants.end(), [](const Combatant& c) { return c.is_player; });
    REQUIRE(players == 6);
    REQUIRE(e.combatants.size() - static_cast<std::size_t>(players) == 12);
    REQUIRE(e.effects.size() == 10);
    REQUIRE(e.phase == Phase::Running);
    REQUIRE(e.round == 3);
    REQUIRE(e.acting);
    REQUIRE(e.turns_taken.size() >= 7);

    const std::string full = kOrigin + share_fragment(e, ShareKind::Full);
    const std::string view = kOrigin + share_fragment(e, ShareKind::PlayerView);
    WARN("reference encounter: full link " << full.size() << " characters, player view link " << view.size()
                                           << " characters (budget 1200); JSON file " << save_encounter(e).size()
                                           << " bytes");
    CHECK(full.size() <= 1200);
    CHECK(view.size() <= full.size());
}

TEST_CASE("share links: a version 1 link made before any change still opens", "[share][fixture]") {
    // Frozen: tests/fixtures/share-link-v1-reference.txt is the reference encounter's link as
    // version 1 first wrote it. Later versions must keep opening it (never edit the file).
    std::ifstream in(std::string(RK_FIXTURES_DIR) + "/share-link-v1-reference.txt");
    std::stringstream text;
    text << in.rdbuf();
    REQUIRE(text.str().starts_with(kOrigin + "e=1"));
    const SharedEncounter shared = must_parse(text.str());
    const Encounter& e = shared.encounter;
    CHECK(shared.kind == ShareKind::Full);
    CHECK(e.name == "Ambush at Thornwall Bridge");
    CHECK(e.ruleset == kHighestFirst);
    CHECK(e.phase == Phase::Running);
    CHECK(e.round == 3);
    CHECK(e.rng.state == 6653367501969590919ull);
    REQUIRE(e.combatants.size() == 18);
    CHECK(e.combatants[0].name == "Aria Stormwind");
    CHECK(e.combatants[0].hp == HitPoints{38, 38});
    CHECK(e.combatants[0].stats == std::map<std::string, int>{{"initiative_modifier", 3}});
    CHECK(e.combatants[13].name == "Goblin 8");
    CHECK(e.combatants[14].notes == "Flees below 10 hp; carries the bridge key");
    CHECK(e.combatants[17].name == "Goblin Shaman");
    CHECK(e.combatants[17].hidden);
    REQUIRE(e.effects.size() == 10);
    CHECK(e.effects[9].name == "Shield of Faith");
    CHECK(e.effects[9].expiry == Expiry::StartOfTurn);
    CHECK(e.effects[9].anchor == e.combatants[17].id);
    CHECK(e.effects[7].modifiers == std::map<std::string, int>{{"initiative", 3}});
    CHECK(e.effects[8].formula == "1 + (caster's level - target's level)");
    CHECK(e.log.empty());
}

TEST_CASE("share links: numbers are whole, as in files", "[share][hostile]") {
    using namespace std::string_literals;
    // Version 1 links (before each rule system kept its own part) open as before.
    auto sealed = [](const std::string& tree) { return detail::seal_fragment(ShareKind::Full, tree, '1'); };
    // {"count": -3.0} opens; {"count": 2.75} and {"count": 1e300} do not (float64, little-endian).
    CHECK(must_parse(sealed("\x61\xdf\x4a\x00\x00\x00\x00\x00\x00\x08\xc0"s)).encounter.part == FightPart{InitiativeRoundsFight{-3}});
    CHECK(refusal(sealed("\x61\xdf\x4a\x00\x00\x00\x00\x00\x00\x06\x40"s)) == kDamaged);
    CHECK(refusal(sealed("\x61\xdf\x4a\x9c\x75\x00\x88\x3c\xe4\x37\x7e"s)) == kDamaged);
}

// ---- the players' view ----

TEST_CASE("share links: the player view leaves out what players must not see", "[share][player-view]") {
    // The issue: "A player view link (#v=...) opens read-only and leaves out what players must
    // not see (NPC hit points/ranks, hidden combatants, GM notes)."
    const Encounter e = reference::encounter();
    const CombatantId shaman = reference::id_of(e, "Goblin Shaman");
    const CombatantId captain = reference::id_of(e, "Hobgoblin Captain");
    REQUIRE(e.find(shaman)->hidden);
    REQUIRE_FALSE(e.find(captain)->notes.empty());

    const SharedEncounter shared = must_parse(share_fragment(e, ShareKind::PlayerView));
    CHECK(shared.kind == ShareKind::PlayerView);
    const Encounter& v = shared.encounter;
    CHECK(v.combatants.size() == e.combatants.size() - 1);
    CHECK(v.find(shaman) == nullptr);
    for (const auto& c : v.combatants) {
        INFO(c.name);
        CHECK(c.notes.empty());
        CHECK_FALSE(c.hidden);
        CHECK(c.hp.has_value() == c.is_player);
        if (c.is_player) CHECK(c.hp == e.find(c.id)->hp);   // the party's own hit points stay
        CHECK(c.initiative == e.find(c.id)->initiative);
    }
    // The Shield of Faith the hidden shaman cast on the captain stays (the players see its glow),
    // without its caster, and counts down at the end of each round instead of on the shaman's turns.
    const auto shield = std::find_if(v.effects.begin(), v.effects.end(), [](const Effect& fx) { return fx.name == "Shield of Faith"; });
    REQUIRE(shield != v.effects.end());
    CHECK_FALSE(shield->source);
    CHECK_FALSE(shield->anchor);
    CHECK(shield->expiry == Expiry::EndOfRound);
    CHECK(shield->remaining == e.find_effect(shield->id)->remaining);
    CHECK(v.effects.size() == e.effects.size());
    CHECK(v.rng == Rng{});   // the dice to come are not told
    CHECK(v.round == e.round);
    CHECK(v.acting == e.acting);
    CHECK(v.log.empty());

    const std::string link = share_fragment(e, ShareKind::PlayerView);
    CHECK(link.find("Goblin Shaman") == std::string::npos);
    CHECK(tree_of(link).find("Shaman") == std::string::npos);
    CHECK(tree_of(link).find("bridge key") == std::string::npos);
}

TEST_CASE("share links: effects on hidden combatants and their turns are left out of the player view", "[share][player-view]") {
    Encounter e;
    e = must(e, AddCombatant{"Aria", 1, true, 3, 20});
    e = must(e, AddCombatant{"Lurker", 2, false, 2, 15});
    e = must(e, SetInitiative{1, 15});
    e = must(e, SetInitiative{2, 18});
    e = must(e, reference::effect("Invisibility", 2, 2, "until removed"));
    e = must(e, SetHidden{2, true});
    e = must(e, StartEncounter{});
    REQUIRE(e.acting == CombatantId{2});
    const Encounter v = player_view(e);
    CHECK(v.effects.empty());
    CHECK_FALSE(v.acting);   // the players do not see whose turn it is while it is a hidden one's
    CHECK_FALSE(check_invariants(v));
    e = must(e, NextTurn{});
    REQUIRE(e.turns_taken.size() == 1);
    CHECK(player_view(e).turns_taken.empty());
    CHECK(player_view(e).acting == CombatantId{1});
}

// ---- hostile and damaged links ----

TEST_CASE("share links: what is not a share link says so", "[share][hostile]") {
    CHECK(refusal("") == "This link does not hold a Roundkeeper encounter");
    CHECK(refusal("#") == "This link does not hold a Roundkeeper encounter");
    CHECK(refusal("#x=1AAAA") == "This link does not hold a Roundkeeper encounter");
    CHECK(refusal("https://roundkeeper.app/") == "This link does not hold a Roundkeeper encounter");
    CHECK(refusal("https://roundkeeper.app/#e=1AAA") == kDamaged);
    CHECK(refusal("e=") == kDamaged);
    CHECK(refusal("e=1") == kDamaged);
    CHECK(refusal("e=0AAAA") == kDamaged);
    CHECK(refusal("e=!AAAA") == kDamaged);
    // With its '#', surrounding spaces, a new line from a chat window, or as the whole link, a
    // good one still opens.
    const std::string fragment = share_fragment(reference::encounter(), ShareKind::Full);
    CHECK(must_parse("#" + fragment).kind == ShareKind::Full);
    CHECK(must_parse("  " + fragment + "\n").kind == ShareKind::Full);
    CHECK(must_parse(kOrigin + fragment).kind == ShareKind::Full);   // the whole link, pasted
}

TEST_CASE("share links: a link from a newer Roundkeeper asks for an update", "[share][hostile]") {
    std::string fragment = share_fragment(reference::encounter(), ShareKind::Full);
    for (const char later : {'3', '9', 'A', 'z'}) {
        fragment[2] = later;
        CHECK(refusal(fragment) == "This link was made by a newer Roundkeeper; update the app to open it");
    }
}

TEST_CASE("share links: every cut-short link is refused", "[share][hostile]") {
    const std::string fragment = share_fragment(reference::encounter(), ShareKind::Full);
    for (std::size_t n = 0; n < fragment.size(); ++n) {
        INFO("first " << n << " characters");
        CHECK_FALSE(parse_fragment(fragment.substr(0, n)).is_ok());
    }
    CHECK(refusal(fragment.substr(0, fragment.size() - 1)) == kDamaged);
    CHECK(refusal(fragment.substr(0, fragment.size() / 2)) == kDamaged);
}

TEST_CASE("share links: every changed character and flipped bit is refused", "[share][hostile]") {
    const Encounter e = reference::encounter();
    const std::string fragment = share_fragment(e, ShareKind::Full);
    const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    Gen g{Rng{7}};
    for (std::size_t i = 3; i < fragment.size(); ++i) {
        std::string changed = fragment;
        do changed[i] = alphabet[static_cast<std::size_t>(g.between(0, 63))];
        while (changed[i] == fragment[i]);
        INFO("character " << i);
        CHECK_FALSE(parse_fragment(changed).is_ok());
    }
    // Bit flips in the bytes the link carries (in tree and checksum alike).
    const std::string body = *base64url_decode(std::string_view(fragment).substr(3));
    for (std::size_t bit = 0; bit < body.size() * 8; bit += 3) {
        std::string flipped = body;
        flipped[bit / 8] = static_cast<char>(flipped[bit / 8] ^ (1 << (bit % 8)));
        INFO("bit " << bit);
        CHECK(refusal(fragment.substr(0, 3) + base64url_encode(flipped)) == kDamaged);
    }
    // A player view relabelled as a full share (or the other way round) does not pass either.
    CHECK(refusal("v" + fragment.substr(1)) == kDamaged);
}

TEST_CASE("share links: hostile trees with a good checksum are refused without growing", "[share][hostile]") {
    using namespace std::string_literals;
    const std::string too_large = "This link holds more than Roundkeeper opens (too large or too deeply nested)";
    auto sealed = [](const std::string& tree) { return detail::seal_fragment(ShareKind::Full, tree); };
    CHECK(refusal(sealed(""s)) == kDamaged);
    // Counts far beyond the bytes that follow: an array, an object, a table, a string.
    CHECK(refusal(sealed("\x45\xff\xff\xff\xff\x0f"s)) == kDamaged);
    CHECK(refusal(sealed("\x46\xff\xff\xff\xff\xff\xff\xff\xff\x7f"s)) == kDamaged);
    CHECK(refusal(sealed("\x49\xff\xff\xff\x7f\x00"s)) == kDamaged);
    CHECK(refusal(sealed("\x48\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01"s)) == kDamaged);
    CHECK(refusal(sealed("\x43\xff\xff\xff\xff\xff\xff\xff\xff\xff\x7f"s)) == kDamaged);   // past 64 bits
    CHECK(refusal(sealed("\x60\x01"s)) == kDamaged);                                     // bytes left over
    CHECK(refusal(sealed("\x70"s)) == kDamaged);                                          // a reserved tag
    CHECK(refusal(sealed("\x47\x5a"s)) == kDamaged);                                      // no string 90 yet
    CHECK(refusal(sealed("\x61\x84name\x82\xff\xfe"s)) == "This link holds a text that is not UTF-8; nothing of it was opened");   // its own reason (issue 32)
    CHECK(refusal(sealed("\x62\x81x\x01\x47\x5a\x02"s)) == kDamaged);                      // a key twice
    CHECK(refusal(sealed("\x4a\x00\x00\x00\x00\x00\x00\xf0\x7f"s)) == kDamaged);           // infinity
    CHECK(refusal(sealed("\x49\x02\x01\x81x\x04\x04"s)) == kDamaged);                     // flags past the last row

    // Nesting: 1,000 arrays inside each other.
    CHECK(refusal(sealed(std::string(1000, '\x51') + "\x40")) == too_large);
    // A constant column copies one value into every row: 40,000 rows of a 2,000-byte string
    // would be 80 MB from a 56 kB link.
    const std::string a_long_string = "\x48\xd0\x0f"s + std::string(2000, 'a');
    CHECK(refusal(sealed("\x49\xc0\xb8\x02\x01\x81x\x00"s + a_long_string + std::string(40000, '\x00'))) == too_large);
    // The same string referred to over and over.
    std::string refs;
    for (int i = 0; i < 20000; ++i) refs += "\x47\x5a";   // string number 90, the first after the dictionary
    CHECK(refusal(sealed("\x45\xa1\x9c\x01"s + a_long_string + refs)) == too_large);
    // Too long to read at all.
    CHECK(refusal("e=1" + std::string(kMaxShareFragmentChars, 'A')) == "This link is too long to be a Roundkeeper encounter");
}

TEST_CASE("share links: well-formed trees that are not a sound encounter are refused", "[share][hostile]") {
    using namespace std::string_literals;
    auto sealed = [](const std::string& tree) { return detail::seal_fragment(ShareKind::Full, tree); };
    CHECK(refusal(sealed("\x01"s)) == "This link does not hold an encounter");
    CHECK(refusal(sealed("\x61\x84name\x05"s)).starts_with("This link holds an encounter this Roundkeeper cannot read: "));
    CHECK(refusal(sealed("\x61\x85round\x44\x00"s)) == "This link holds an inconsistent encounter: the round is negative");
    // A log in a link is ignored: a share carries the state only.
    const SharedEncounter shared = must_parse(sealed("\x61\x83log\x51\x62\x85round\x01\x84text\x82hi"s));
    CHECK(shared.encounter.log.empty());
}

TEST_CASE("share links: a table of rows that all hold their defaults, at the end of the tree, opens", "[share]") {
    // Found by tests/fuzz/fuzz_share_link.cpp: such rows take no bytes, and their count was
    // checked against the bytes left, so the link of a sound encounter was refused as damaged.
    Encounter e;
    e.turns_taken = std::vector<TurnTaken>(7);
    REQUIRE_FALSE(check_invariants(e));
    CHECK(must_parse(share_fragment(e, ShareKind::Full)).encounter == e);
}
