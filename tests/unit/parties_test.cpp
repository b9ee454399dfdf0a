// Named parties (issue 28, parts 1 and 6): a library holds several, a member may be in more than
// one and keeps one standing, the library's actions change them (each one step of its undo), an
// old library reads as one party of its players, and an import asks before it replaces anything.
#include "helpers.hpp"

#include <fstream>
#include <sstream>

#include "core/library/library_json.hpp"
#include "core/library/library_reducer.hpp"
#include "core/library/party.hpp"
#include "core/library/saved_session.hpp"
#include "core/library/store.hpp"
#include "core/rules/highest_first/highest_first_system.hpp"

using namespace rk;

namespace {

RosterEntry sheet(std::string name, bool player, int hp) { return {std::move(name), player, 3, hp, {}, ""}; }

Library applied(const Library& lib, const LibraryAction& a) {
    auto r = apply_to_library(lib, a);
    INFO("refused: " << r.reason());
    REQUIRE(r.is_ok());
    return r.value();
}

Why refused(const Library& lib, const LibraryAction& a) {
    auto r = apply_to_library(lib, a);
    REQUIRE_FALSE(r.is_ok());
    CHECK_FALSE(r.reason().empty());
    return r.why();
}

// Aria and Bram (players) and a troll (a foe) in the roster; "Tuesday" holds Aria and Bram,
// "Wednesday" Aria alone.
Library two_groups() {
    Library lib;
    for (const RosterEntry& r : {sheet("Aria", true, 24), sheet("Bram", true, 31), sheet("Troll", false, 60)})
        lib = applied(lib, AddToRoster{r, ""});
    lib = applied(lib, AddParty{"Tuesday"});
    lib = applied(lib, AddParty{"Wednesday"});
    for (const char* m : {"Aria", "Bram"}) lib = applied(lib, SetInParty{"Tuesday", m, true});
    return applied(lib, SetInParty{"Wednesday", "Aria", true});
}

std::vector<std::string> members(const Library& lib, const std::string& party) {
    const Party* p = find_party(lib, party);
    REQUIRE(p);
    return p->members;
}

} // namespace

TEST_CASE("parties: an old library (no parties) reads as one party, \"The party\", of its players", "[parties][serialize]") {
    const auto lib = load_library(R"({"schema":1,"library":{"encounters":[],"roster":[
        {"name":"Aria","is_player":true,"hp_max":24},{"name":"Troll","is_player":false,"hp_max":60},
        {"name":"Bram","is_player":true,"hp_max":31}],"next_id":1}})");
    REQUIRE(lib.is_ok());
    REQUIRE(lib.value().parties.size() == 1);
    CHECK(lib.value().parties[0] == Party{"The party", {"Aria", "Bram"}});
    // and the upgraded library saves its parties: read again, nothing is added a second time
    const auto again = load_library(save_library(lib.value()));
    REQUIRE(again.is_ok());
    CHECK(again.value() == lib.value());
    // a library whose parties were all removed stays without one (the key is there, empty)
    Library none = lib.value();
    none.parties.clear();
    CHECK(load_library(save_library(none)).value().parties.empty());
    // an old library with no player has no party; the saved data reads the same way
    CHECK(load_library(R"({"schema":2,"library":{"roster":[{"name":"Troll","is_player":false}]}})").value().parties.empty());
    const auto saved = load_session(R"({"schema":2,"library":{"roster":[{"name":"Aria","is_player":true}]}})");
    REQUIRE(saved.is_ok());
    CHECK(saved.value().library.parties == std::vector<Party>{{"The party", {"Aria"}}});
    // the frozen fixture of schema 1 too (Aria and Bram, players)
    std::ifstream in(std::string(RK_FIXTURES_DIR) + "/library-v1.json");
    std::stringstream text;
    text << in.rdbuf();
    const auto fixture = load_library(text.str());
    REQUIRE(fixture.is_ok());
    CHECK(fixture.value().parties == std::vector<Party>{{"The party", {"Aria", "Bram"}}});
}

TEST_CASE("parties: the frozen file with two parties reads as written", "[parties][serialize]") {
    std::ifstream in(std::string(RK_FIXTURES_DIR) + "/library-v2-parties.json");
    std::stringstream text;
    text << in.rdbuf();
    const auto lib = load_library(text.str());
    REQUIRE(lib.is_ok());
    CHECK(lib.value().parties == std::vector<Party>{{"Tuesday", {"Aria", "Bram"}}, {"Wednesday", {"Aria", "Troll"}}});
    const auto file = load_import_file(text.str());
    REQUIRE(file.is_ok());
    CHECK(file.value().parties == lib.value().parties);
}

TEST_CASE("parties: a member in two parties keeps one standing, shared by both", "[parties]") {
    Library lib = two_groups();
    CHECK(members(lib, "Tuesday") == std::vector<std::string>{"Aria", "Bram"});
    CHECK(members(lib, "Wednesday") == std::vector<std::string>{"Aria"});
    Member hurt = member_of(*find_member(lib, "Aria"), kHighestFirst);
    hurt.combatant.hp->current = 5;
    find_member(lib, "Aria")->standing = hurt;
    // a fight with either party brings the same Aria
    const AddMembers tuesday = party_into_fight(members_of(lib, *find_party(lib, "Tuesday")), kHighestFirst);
    const AddMembers wednesday = party_into_fight(members_of(lib, *find_party(lib, "Wednesday")), kHighestFirst);
    REQUIRE(tuesday.members.size() == 2);
    REQUIRE(wednesday.members.size() == 1);
    CHECK(tuesday.members[0] == wednesday.members[0]);
    CHECK(wednesday.members[0].combatant.hp->current == 5);
    // rest once: both parties see it
    lib = applied(lib, Recover{{"Aria"}, "heal", 3, ""});
    CHECK(member_of(members_of(lib, *find_party(lib, "Wednesday"))[0], kHighestFirst).combatant.hp->current == 8);
    CHECK(member_of(members_of(lib, *find_party(lib, "Tuesday"))[0], kHighestFirst).combatant.hp->current == 8);
    // only the parties with someone in them are offered
    lib = applied(lib, AddParty{"Empty"});
    CHECK(parties_with_members(lib).size() == 2);
}

TEST_CASE("parties: renaming a member renames it in its parties, removing it takes it out of them", "[parties]") {
    Library lib = two_groups();
    RosterEntry renamed = *find_member(lib, "Aria");
    renamed.name = "Aria the Bold";
    lib = applied(lib, EditMember{"Aria", renamed});
    CHECK(members(lib, "Tuesday") == std::vector<std::string>{"Aria the Bold", "Bram"});
    CHECK(members(lib, "Wednesday") == std::vector<std::string>{"Aria the Bold"});
    CHECK_FALSE(check_library(lib));
    lib = applied(lib, RemoveFromRoster{"Aria the Bold"});
    CHECK(members(lib, "Tuesday") == std::vector<std::string>{"Bram"});
    CHECK(members(lib, "Wednesday").empty());
    CHECK_FALSE(check_library(lib));
    // removing a party leaves its members in the roster
    lib = applied(lib, RemoveParty{"Tuesday"});
    CHECK_FALSE(find_party(lib, "Tuesday"));
    CHECK(in_roster(lib, "Bram"));
}

TEST_CASE("parties: add, rename, remove, put in and take out, with their refusals", "[parties][reducer]") {
    Library lib = two_groups();
    CHECK(refused(lib, AddParty{""}) == Why::NameMissing);
    CHECK(refused(lib, AddParty{"Tuesday"}) == Why::PartyExists);
    CHECK(refused(lib, AddParty{std::string(200, 'x')}) == Why::NameTooLong);
    CHECK(refused(lib, AddParty{"Two\nlines"}) != Why::PartyExists);
    CHECK(refused(lib, RenameParty{"Friday", "Saturday"}) == Why::NoSuchParty);
    CHECK(refused(lib, RenameParty{"Tuesday", "Wednesday"}) == Why::PartyExists);
    CHECK(refused(lib, RenameParty{"Tuesday", ""}) == Why::NameMissing);
    CHECK(refused(lib, RemoveParty{"Friday"}) == Why::NoSuchParty);
    CHECK(refused(lib, SetInParty{"Friday", "Aria", true}) == Why::NoSuchParty);
    CHECK(refused(lib, SetInParty{"Tuesday", "Cleo", true}) == Why::NotInRoster);
    CHECK(refused(lib, SetInParty{"Tuesday", "Aria", true}) == Why::AlreadyInParty);
    CHECK(refused(lib, SetInParty{"Wednesday", "Bram", false}) == Why::NotInParty);

    const Library renamed = applied(lib, RenameParty{"Tuesday", "The Tuesday group"});
    CHECK(renamed.parties[0] == Party{"The Tuesday group", {"Aria", "Bram"}});   // in its place, its members kept
    CHECK(describe_library_change(lib, renamed) == "rename \"Tuesday\" to \"The Tuesday group\"");
    CHECK(applied(lib, RenameParty{"Tuesday", "Tuesday"}) == lib);
    const Library out = applied(lib, SetInParty{"Tuesday", "Aria", false});
    CHECK(members(out, "Tuesday") == std::vector<std::string>{"Bram"});
    CHECK(describe_library_change(lib, out) == "change who is in \"Tuesday\"");
    CHECK(describe_library_change(lib, applied(lib, AddParty{"Friday"})) == "add the party \"Friday\"");
    CHECK(describe_library_change(lib, applied(lib, RemoveParty{"Wednesday"})) == "remove the party \"Wednesday\"");

    // A player kept from a fight goes into the first party (made when there is none); a foe into none.
    CHECK(party_for_new(lib, sheet("Cleo", true, 12)) == "Tuesday");
    CHECK(party_for_new(lib, sheet("Orc", false, 12)).empty());
    CHECK(party_for_new(Library{}, sheet("Cleo", true, 12)) == kFirstPartyName);
    const Library fresh = applied(Library{}, AddToRoster{sheet("Cleo", true, 12), kFirstPartyName});
    CHECK(fresh.parties == std::vector<Party>{{"The party", {"Cleo"}}});
    CHECK(members(applied(lib, AddToRoster{sheet("Cleo", true, 12), "Wednesday"}), "Wednesday") == std::vector<std::string>{"Aria", "Cleo"});

    // The actions read back from JSON as they were (the test hook's and tools' form).
    for (const LibraryAction& a : std::vector<LibraryAction>{AddParty{"A"}, RenameParty{"A", "B"}, RemoveParty{"B"}, SetInParty{"A", "Aria", false}}) {
        const auto back = load_library_action(nlohmann::json(a).dump());
        REQUIRE(back.is_ok());
        CHECK(back.value() == a);
    }
}

TEST_CASE("parties: each change is one step of the library's undo", "[parties][undo]") {
    Store s;
    REQUIRE_FALSE(s.dispatch(AddToRoster{sheet("Aria", true, 24), ""}));
    REQUIRE_FALSE(s.dispatch(AddParty{"Tuesday"}));
    REQUIRE_FALSE(s.dispatch(SetInParty{"Tuesday", "Aria", true}));
    REQUIRE_FALSE(s.dispatch(RenameParty{"Tuesday", "Wednesday"}));
    CHECK(s.library_undo_label() == "rename \"Tuesday\" to \"Wednesday\"");
    REQUIRE_FALSE(s.undo_library());
    CHECK(s.library().parties == std::vector<Party>{{"Tuesday", {"Aria"}}});
    REQUIRE_FALSE(s.undo_library());
    CHECK(s.library().parties == std::vector<Party>{{"Tuesday", {}}});
    REQUIRE_FALSE(s.undo_library());
    CHECK(s.library().parties.empty());
    REQUIRE_FALSE(s.redo_library());
    REQUIRE_FALSE(s.redo_library());
    REQUIRE_FALSE(s.redo_library());
    CHECK(s.library().parties == std::vector<Party>{{"Wednesday", {"Aria"}}});
}

TEST_CASE("parties: check_library refuses parties that are not sound", "[parties][validate]") {
    Library lib = two_groups();
    CHECK_FALSE(check_library(lib));
    Library twice = lib;
    twice.parties.push_back({"Tuesday", {}});
    CHECK(check_library(twice)->why == Why::PartyExists);
    Library stranger = lib;
    stranger.parties[0].members.push_back("Cleo");
    CHECK(check_library(stranger)->why == Why::NotInRoster);
    Library nameless = lib;
    nameless.parties[0].name.clear();
    CHECK(check_library(nameless)->why == Why::NameMissing);
    Library doubled = lib;
    doubled.parties[1].members.push_back("Aria");
    CHECK(check_library(doubled)->why == Why::AlreadyInParty);
    // a file of such a library is refused, in words
    CHECK(load_library(save_library(stranger)).why() == Why::NotInRoster);
    // damaged saved data keeps what is sound of its parties
    const auto recovered = recover_session(nlohmann::json{{"schema", kSchemaVersion}, {"library", stranger}}.dump());
    CHECK(recovered.session.library.parties == lib.parties);
    Library mended = doubled;
    CHECK(mend_parties(mended) == 0);
    CHECK(mended.parties == lib.parties);
}

namespace {

// The game master's library and a file from another: the file's Tuesday has Aria and Cleo, its
// Aria is hurt, and it has a party "Thursday" the library lacks.
struct Imported {
    Library lib = two_groups();
    AddEncounters file;
    Imported() {
        Library other;
        for (const RosterEntry& r : {sheet("Aria", true, 24), sheet("Cleo", true, 12)}) other = applied(other, AddToRoster{r, ""});
        Member hurt = member_of(*find_member(other, "Aria"), kHighestFirst);
        hurt.combatant.hp->current = 4;
        find_member(other, "Aria")->standing = hurt;
        other.parties = {{"Tuesday", {"Aria", "Cleo"}}, {"Thursday", {"Cleo"}}};
        auto read = load_import_file(save_library(other));
        REQUIRE(read.is_ok());
        file = AddEncounters{{}, read.value().roster, read.value().parties, {}, {}};
    }
};

} // namespace

TEST_CASE("parties: an import asks about a party or member of the same name, and each answer does as it says", "[parties][import]") {
    Imported in;
    const std::vector<ImportQuestion> asked = import_questions(in.lib, in.file);
    CHECK(asked == std::vector<ImportQuestion>{{false, "Aria"}, {true, "Tuesday"}});

    // Unanswered (as "leave it out"): nothing of the library is overwritten; what is new comes in.
    const Library left = applied(in.lib, in.file);
    CHECK(find_member(left, "Aria")->standing == find_member(in.lib, "Aria")->standing);
    CHECK(members(left, "Tuesday") == std::vector<std::string>{"Aria", "Bram"});
    CHECK(members(left, "Thursday") == std::vector<std::string>{"Cleo"});
    CHECK(in_roster(left, "Cleo"));

    // Replace: the file's party and member take the place of the library's.
    AddEncounters replace = in.file;
    replace.member_answers["Aria"] = std::string(kReplaceIt);
    replace.party_answers["Tuesday"] = std::string(kReplaceIt);
    const Library replaced = applied(in.lib, replace);
    CHECK(find_member(replaced, "Aria")->standing->combatant.hp->current == 4);
    CHECK(members(replaced, "Tuesday") == std::vector<std::string>{"Aria", "Cleo"});
    CHECK(members(replaced, "Wednesday") == std::vector<std::string>{"Aria"});
    CHECK(replaced.parties.size() == 3);

    // Keep both: the file's as "Name (2)", its party naming its own member by the new name.
    AddEncounters both = in.file;
    both.member_answers["Aria"] = std::string(kKeepBoth);
    both.party_answers["Tuesday"] = std::string(kKeepBoth);
    const Library kept = applied(in.lib, both);
    CHECK(find_member(kept, "Aria")->standing == find_member(in.lib, "Aria")->standing);
    CHECK(find_member(kept, "Aria (2)")->standing->combatant.hp->current == 4);
    CHECK(members(kept, "Tuesday") == std::vector<std::string>{"Aria", "Bram"});
    CHECK(members(kept, "Tuesday (2)") == std::vector<std::string>{"Aria (2)", "Cleo"});
    CHECK_FALSE(check_library(kept));

    // Leave it out, said outright: as unanswered.
    AddEncounters leave = in.file;
    leave.member_answers["Aria"] = std::string(kLeaveOut);
    leave.party_answers["Tuesday"] = std::string(kLeaveOut);
    CHECK(applied(in.lib, leave) == left);

    // Mixed: keep both members, replace the party: the party holds the kept "Aria (2)".
    AddEncounters mixed = in.file;
    mixed.member_answers["Aria"] = std::string(kKeepBoth);
    mixed.party_answers["Tuesday"] = std::string(kReplaceIt);
    CHECK(members(applied(in.lib, mixed), "Tuesday") == std::vector<std::string>{"Aria (2)", "Cleo"});

    // An answer that is none of the three is refused, and the library's own export asks nothing.
    AddEncounters odd = in.file;
    odd.party_answers["Tuesday"] = "merge";
    CHECK(refused(in.lib, odd) == Why::NotAChoice);
    auto own = load_import_file(save_library(in.lib));
    REQUIRE(own.is_ok());
    CHECK(own.value().parties == in.lib.parties);
    const AddEncounters again{{}, own.value().roster, own.value().parties, {}, {}};
    CHECK(import_questions(in.lib, again).empty());
    CHECK(applied(in.lib, again) == in.lib);

    // The answer is one step of the library's undo.
    Store s;
    s.restore(in.lib, {});
    REQUIRE_FALSE(s.dispatch(both));
    REQUIRE_FALSE(s.undo_library());
    CHECK(s.library().roster == in.lib.roster);
    CHECK(s.library().parties == in.lib.parties);
}

TEST_CASE("parties: a bad file or action changes nothing and says why", "[parties][import]") {
    Imported in;
    // a file whose party names someone not in its roster
    const std::string broken = R"({"schema":2,"library":{"roster":[{"name":"Aria"}],"parties":[{"name":"Tuesday","members":["Aria","Zed"]}]}})";
    const auto read = load_import_file(broken);
    REQUIRE_FALSE(read.is_ok());
    CHECK(read.why() == Why::NotInRoster);
    CHECK(read.reason().find("Zed") != std::string::npos);
    CHECK(load_import_file(R"({"schema":2,"library":{"parties":[{"name":7}]}})").why() == Why::WrongFormat);
    CHECK(load_import_file(R"({"schema":2,"library":{"parties":[{"name":"","members":[]}]}})").why() == Why::NameMissing);
    // an action naming a party twice or an unknown member is refused whole: the encounters it
    // carries do not come in either
    Store s;
    s.restore(in.lib, {});
    AddEncounters bad = in.file;
    bad.encounters.push_back(Encounter{});
    bad.parties.push_back({"Ghosts", {"Nobody"}});
    CHECK(s.dispatch(bad));
    CHECK(s.library() == in.lib);
    CHECK(s.library_undo_label().empty());
}
