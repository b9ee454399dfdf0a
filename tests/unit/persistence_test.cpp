#include <fstream>
#include <map>
#include <sstream>

#include "helpers.hpp"
#include "core/formats/serialize.hpp"
#include "ui/app/persistence.hpp"

using namespace rk;
using namespace rk::ui;

namespace {
// The platform's storage, in memory. `room` bounds the bytes all values hold together (a full
// storage); after `writes_left` writes the page is gone: later writes never happen.
struct FakeStorage {
    std::map<std::string, std::string> values;
    std::size_t room = 1u << 30;
    long writes_left = -1;
    std::vector<std::string> written;   // every key written, in order
    std::size_t used() const {
        std::size_t n = 0;
        for (const auto& [k, v] : values) n += k.size() + v.size();
        return n;
    }
    Storage hooks() {
        return {[this](const std::string& key) -> std::optional<std::string> {
                    auto it = values.find(key);
                    return it == values.end() ? std::nullopt : std::optional(it->second);
                },
                [this](const std::string& key, const std::string& value) -> Refusal {
                    if (writes_left == 0) return std::nullopt;   // the page was closed: nothing happens
                    if (writes_left > 0) --writes_left;
                    const std::size_t old = values.count(key) ? key.size() + values[key].size() : 0;
                    if (used() - old + key.size() + value.size() > room) return Refusal(Why::StorageFailed, "the storage is full");
                    values[key] = value;
                    written.push_back(key);
                    return std::nullopt;
                },
                [this](const std::string& key) { values.erase(key); },
                [this](const std::string& prefix) {
                    std::vector<std::string> keys;
                    for (const auto& [k, v] : values)
                        if (k.rfind(prefix, 0) == 0) keys.push_back(k);
                    return keys;
                }};
    }
    // The key of the newest generation of a record ("roundkeeper.v2.e1.steps").
    std::string newest(const std::string& name) const {
        const auto gen = [&](int slot) -> std::uint64_t {
            auto it = values.find(name + "." + std::to_string(slot));
            if (it == values.end()) return 0;
            auto r = unseal_record(it->second);
            return r ? r.value().generation : 0;
        };
        return name + (gen(1) > gen(0) ? ".1" : ".0");
    }
};

// A first visit: an empty storage, a store, and the persistence that keeps one in the other.
struct Table {
    FakeStorage disk;
    Store store;
    Persistence p{disk.hooks()};
    Table() { REQUIRE(p.load(store).empty()); }
};

const std::string kIndexRecord = std::string(kRecordPrefix) + "index";
std::string steps_record(int id) { return std::string(kRecordPrefix) + "e" + std::to_string(id) + ".steps"; }
std::string checkpoint_record(int id) { return std::string(kRecordPrefix) + "e" + std::to_string(id) + ".checkpoint"; }

// Opens what `disk` holds in a new tab; returns the notice.
std::string reopen(FakeStorage& disk, Store& store) {
    Persistence p(disk.hooks());
    return p.load(store);
}

// A library of `n` encounters named "Fight 1".., each with a combatant and `hits` damage steps.
void play(Store& store, Persistence& p, int n, int hits) {
    for (int i = 1; i <= n; ++i) {
        REQUIRE_FALSE(store.dispatch(NewEncounter{}));
        REQUIRE_FALSE(store.dispatch(OpenEncounter{store.library().next_id - 1}));
        REQUIRE_FALSE(store.dispatch(RenameEncounter{"Fight " + std::to_string(i)}));
        REQUIRE_FALSE(store.dispatch(AddCombatant{"Aria", 1, true, 3, 500}));
        for (int h = 0; h < hits; ++h) REQUIRE_FALSE(store.dispatch(Damage{1, 1}));
        REQUIRE(p.save_if_needed(store).empty());
    }
}

// Two tabs of one library: A played `fights` fights ("Fight 1".., the last open), then B opened it.
struct TwoTabs {
    FakeStorage disk;
    Store a, b;
    Persistence pa{disk.hooks()}, pb{disk.hooks()};
    explicit TwoTabs(int fights) {
        REQUIRE(pa.load(a).empty());
        play(a, pa, fights, 1);
        REQUIRE(pb.load(b).empty());
    }
};

std::vector<std::string> names(const Store& s) {
    std::vector<std::string> out;
    for (const auto& e : s.library().encounters) out.push_back(summary_of(e).name);
    return out;
}

// The storage keys a start reads, through a FakeStorage's hooks.
struct CountingReads {
    FakeStorage& disk;
    std::vector<std::string> read;
    Storage hooks() {
        Storage s = disk.hooks();
        s.read = [this, inner = s.read](const std::string& key) {
            read.push_back(key);
            return inner(key);
        };
        return s;
    }
    bool read_any_of(int id) const {
        const std::string prefix = std::string(kRecordPrefix) + "e" + std::to_string(id) + ".";
        return std::any_of(read.begin(), read.end(), [&](const std::string& k) { return k.rfind(prefix, 0) == 0; });
    }
};
// A start over what `disk` holds, noting the keys it reads.
struct CountedStart {
    CountingReads counting;
    Store store;
    Persistence p;
    explicit CountedStart(FakeStorage& disk) : counting{disk}, p(counting.hooks()) { REQUIRE(p.load(store).empty()); }
};
} // namespace

TEST_CASE("persistence: a change is saved once, and a reload restores it with its undo", "[persistence]") {
    FakeStorage disk;
    Store store;
    Persistence p(disk.hooks());
    CHECK(p.load(store).empty());   // a first visit
    CHECK(p.save_if_needed(store).empty());
    CHECK(disk.values.empty());     // nothing changed: nothing written
    REQUIRE_FALSE(store.dispatch(AddCombatant{"Aria", 1, true, 3, 24}));
    CHECK(p.save_if_needed(store).empty());
    const std::size_t writes = disk.written.size();
    CHECK(p.save_if_needed(store).empty());
    CHECK(disk.written.size() == writes);   // only a change writes

    Store reloaded;
    CHECK(reopen(disk, reloaded).empty());
    CHECK(reloaded.encounter() == store.encounter());
    CHECK(reloaded.history().can_undo());
    CHECK(everything_kept(reloaded) == everything_kept(store));
}

TEST_CASE("persistence: a routine action writes only the open encounter's steps, a few bytes", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 3, 5);
    disk.written.clear();
    const std::size_t before = p.bytes_written();
    REQUIRE_FALSE(store.dispatch(Damage{1, 2}));
    REQUIRE(p.save_if_needed(store).empty());
    CHECK(disk.written == std::vector<std::string>{disk.newest(steps_record(3))});
    CHECK(p.bytes_written() - before < 1024);
}

TEST_CASE("persistence: each encounter keeps its undo history when another is opened and across reloads", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 2, 3);   // Fight 1 (id 1) and Fight 2 (id 2), each 3 damage
    REQUIRE_FALSE(store.dispatch(OpenEncounter{1}));
    CHECK(store.history().past.size() == 5);   // rename, add, three damage
    REQUIRE_FALSE(store.undo());
    CHECK(store.encounter().find(1)->hp->current == 498);
    CHECK(store.undo_label() == store.encounter().log.back().text);   // what the next undo takes back, in the log's words
    REQUIRE(p.save_if_needed(store).empty());

    Store reloaded;
    REQUIRE(reopen(disk, reloaded).empty());
    CHECK(reloaded.open_id() == 1);
    CHECK(reloaded.history().past.size() == 4);
    REQUIRE_FALSE(reloaded.redo());   // the redo step survived too
    CHECK(reloaded.encounter().find(1)->hp->current == 497);
    REQUIRE_FALSE(reloaded.dispatch(OpenEncounter{2}));
    CHECK(reloaded.history().past.size() == 5);
    REQUIRE_FALSE(reloaded.undo());
    CHECK(reloaded.encounter().find(1)->hp->current == 498);
}

TEST_CASE("persistence: at least 200 undo steps survive a reload", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 1, 260);
    Store reloaded;
    REQUIRE(reopen(disk, reloaded).empty());
    CHECK(reloaded.encounter() == store.encounter());
    int undone = 0;
    while (!reloaded.undo()) ++undone;
    CHECK(undone >= 200);
    CHECK(reloaded.encounter().find(1)->hp->current == 500 - 260 + undone);
}

TEST_CASE("persistence: damage to one record costs at most its last change, never another record", "[persistence]") {
    const std::vector<std::pair<const char*, std::string (*)(const std::string&)>> damages = {
        {"last byte cut off", [](const std::string& t) { return t.substr(0, t.size() - 1); }},
        {"cut in half", [](const std::string& t) { return t.substr(0, t.size() / 2); }},
        {"one byte changed", [](const std::string& t) { std::string s = t; s[s.size() / 2] ^= 0x01; return s; }},
        {"valid JSON of the wrong shape", [](const std::string&) { return std::string("[]"); }},
        {"empty", [](const std::string&) { return std::string(); }},
    };
    const std::vector<std::string> records = {steps_record(2), checkpoint_record(2), kIndexRecord,
                                              std::string(kRecordPrefix) + "roster", std::string(kRecordPrefix) + "parties",
                                              std::string(kRecordPrefix) + "settings"};
    for (const auto& [how, damage] : damages) {
        for (const std::string& record : records) {
            DYNAMIC_SECTION(record << ": " << how) {
                Table t;
                auto& [disk, store, p] = t;
                play(store, p, 3, 2);
                REQUIRE_FALSE(store.dispatch(AddToRoster{RosterEntry{"Aria"}}));
                REQUIRE_FALSE(store.dispatch(OpenEncounter{2}));
                REQUIRE_FALSE(store.dispatch(Damage{1, 7}));
                REQUIRE(p.save_if_needed(store).empty());
                const std::string key = disk.newest(record);
                const std::string original = disk.values.at(key);
                disk.values[key] = damage(original);

                Store reopened;
                Persistence again(disk.hooks());
                const std::string notice = again.load(reopened);
                CHECK(names(reopened) == std::vector<std::string>{"Fight 1", "Fight 2", "Fight 3"});   // every encounter listed
                REQUIRE_FALSE(reopened.dispatch(OpenEncounter{2}));   // and opens
                const int hp = reopened.encounter().find(1)->hp->current;
                CHECK((hp == 491 || hp == 498));   // at most the last change (7 damage) was lost
                if (record == steps_record(2)) {
                    CHECK(hp == 498);
                    CHECK(notice.find("\"Fight 2\": at most the last change before the damage was lost") != std::string::npos);
                }
                if (record != kIndexRecord) {
                    CHECK(notice.rfind("Your saved library was damaged", 0) == 0);
                    CHECK(again.damaged_data().find(key) != std::string::npos);   // offered as a file
                }
                // The damaged copy is kept: the next saves put it aside before reusing its slot.
                REQUIRE(again.save_now(reopened).empty());
                for (int i = 0; i < 3; ++i) {
                    REQUIRE_FALSE(reopened.dispatch(NewEncounter{}));
                    REQUIRE_FALSE(reopened.dispatch(AddToRoster{RosterEntry{"Bo" + std::to_string(i)}}));
                    REQUIRE_FALSE(reopened.dispatch(ChangeSettings{LibrarySettings{.text_size = i}}));
                    REQUIRE(again.save_if_needed(reopened).empty());
                }
                CHECK((disk.values[key] == damage(original) || disk.values[kDamagedPrefix + key] == damage(original)));
            }
        }
    }
}

TEST_CASE("persistence: an encounter with both copies damaged is lost alone, and said so", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 3, 2);
    disk.values[checkpoint_record(2) + ".0"] = "x";
    disk.values.erase(checkpoint_record(2) + ".1");
    SECTION("when it opens (a start reads only the open encounter, issue 33)") {
        Store reopened;
        CHECK(reopen(disk, reopened).empty());
        CHECK(names(reopened) == std::vector<std::string>{"Fight 1", "Fight 2", "Fight 3"});   // listed by the index
        const Refusal refused = reopened.dispatch(OpenEncounter{2});
        REQUIRE(refused);
        CHECK(refused->text.find("\"Fight 2\" could not be read at all") != std::string::npos);
        CHECK(names(reopened) == std::vector<std::string>{"Fight 1", "Fight 3"});
        CHECK(reopened.open_id() == 3);   // what was open stays open
        CHECK_FALSE(reopened.dispatch(OpenEncounter{1}));   // the others open
    }
    SECTION("at the start, when the index cannot say what it holds") {
        disk.values.erase(kIndexRecord + ".0");
        disk.values.erase(kIndexRecord + ".1");
        Store reopened;
        const std::string notice = reopen(disk, reopened);
        CHECK(names(reopened) == std::vector<std::string>{"Fight 1", "Fight 3"});
        CHECK(notice.find("1 encounter could not be read at all") != std::string::npos);
    }
}

TEST_CASE("persistence: a start reads the index, the roster, the parties, the settings and the open encounter only", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 4, 3);   // Fight 4 open
    CountedStart started{disk};
    auto& [counting, reopened, again] = started;
    CHECK_FALSE(counting.read_any_of(1));
    CHECK_FALSE(counting.read_any_of(2));
    CHECK_FALSE(counting.read_any_of(3));
    CHECK(counting.read_any_of(4));
    // The list shows each as it was left, from the index's summaries.
    CHECK(names(reopened) == std::vector<std::string>{"Fight 1", "Fight 2", "Fight 3", "Fight 4"});
    const EntrySummary first = summary_of(*find_entry(reopened.library(), 1));
    CHECK(first.combatants == 1);
    CHECK(first.names == std::vector<std::string>{"Aria"});
    CHECK_FALSE(find_entry(reopened.library(), 1)->encounter.has_value());
    // Everything the records hold reads as it was written (the hash the browser tests compare).
    Store all;
    REQUIRE(reopen(disk, all).empty());
    CHECK(everything_kept(all) == everything_kept(store));
    // Opening one reads it, with its undo history; saving then writes nothing it did not change.
    counting.read.clear();
    REQUIRE_FALSE(reopened.dispatch(OpenEncounter{2}));
    CHECK(counting.read_any_of(2));
    CHECK(reopened.encounter().find(1)->hp->current == 497);
    CHECK(reopened.history().past.size() == 5);   // rename, add, three damage
    disk.written.clear();
    REQUIRE(again.save_now(reopened).empty());
    for (const std::string& key : disk.written) CHECK(key.rfind(std::string(kRecordPrefix) + "e1.", 0) != 0);
}

TEST_CASE("persistence: an index from before summaries: every encounter is read once, and the index gains them", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 3, 2);
    // The index as an earlier version wrote it: no summaries.
    const std::string key = disk.newest(kIndexRecord);
    auto sealed = unseal_record(disk.values[key]).value();
    auto body = nlohmann::json::parse(sealed.body);
    REQUIRE(body["index"].erase("summaries") == 1);
    disk.values[key] = seal_record(sealed.generation, body.dump());
    {
        CountedStart started{disk};
        auto& [counting, reopened, again] = started;
        CHECK(counting.read_any_of(1));
        CHECK(counting.read_any_of(2));
        REQUIRE(again.save_if_needed(reopened).empty());   // the index is written again, with them
    }
    CountedStart third{disk};
    CHECK_FALSE(third.counting.read_any_of(1));
    CHECK(names(third.store) == std::vector<std::string>{"Fight 1", "Fight 2", "Fight 3"});
}

TEST_CASE("persistence: an encounter deleted before it was read comes back whole with library undo", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 3, 4);
    Store reopened;
    Persistence again(disk.hooks());
    REQUIRE(again.load(reopened).empty());
    REQUIRE_FALSE(find_entry(reopened.library(), 1)->encounter.has_value());
    REQUIRE_FALSE(reopened.dispatch(DeleteEncounter{1}));
    REQUIRE(again.save_now(reopened).empty());   // its records go
    CHECK_FALSE(disk.values.count(checkpoint_record(1) + ".0"));
    REQUIRE_FALSE(reopened.undo_library());
    REQUIRE(again.save_now(reopened).empty());   // and come back
    REQUIRE_FALSE(reopened.dispatch(OpenEncounter{1}));
    CHECK(reopened.encounter().find(1)->hp->current == 496);
    REQUIRE_FALSE(reopened.undo());   // its own undo history came back with it
    CHECK(reopened.encounter().find(1)->hp->current == 497);
    Store third;
    REQUIRE(reopen(disk, third).empty());
    CHECK(names(third) == std::vector<std::string>{"Fight 1", "Fight 2", "Fight 3"});   // in its place
}

TEST_CASE("persistence: a newer version's steps in an encounter not read at the start are found when it opens", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 2, 1);
    const std::string key = disk.newest(steps_record(1));
    std::string body = unseal_record(disk.values[key]).value().body;
    body.replace(body.find("\"schema\":2"), 10, "\"schema\":9");
    disk.values[key] = seal_record(unseal_record(disk.values[key]).value().generation, body);
    Store reopened;
    Persistence again(disk.hooks());
    REQUIRE(again.load(reopened).empty());
    const auto before = disk.values;
    CHECK(reopened.dispatch(OpenEncounter{1}) == Refusal(Why::NewerVersion, kNewerDataMessage));
    CHECK(reopened.dispatch(NewEncounter{}).has_value());   // nothing changes from now on
    CHECK(again.save_now(reopened).empty());
    CHECK(disk.values == before);
}

TEST_CASE("persistence: a damaged copy of an encounter read after the start is said then", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 2, 2);
    const std::string key = disk.newest(steps_record(1));
    disk.values[key] = disk.values[key].substr(0, disk.values[key].size() / 2);
    Store reopened;
    Persistence again(disk.hooks());
    REQUIRE(again.load(reopened).empty());
    CHECK(again.take_told().empty());
    REQUIRE_FALSE(reopened.dispatch(OpenEncounter{1}));
    CHECK(reopened.encounter().find(1)->hp->current == 498);   // its other copy is whole
    const std::string told = again.take_told();
    CHECK(told.find("\"Fight 1\": at most the last change before the damage was lost") != std::string::npos);
    CHECK(again.damaged_data().find(key) != std::string::npos);
    CHECK(again.take_told().empty());   // said once
}

TEST_CASE("persistence: a full storage keeps the previous generation and says so", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 1, 1);
    const auto before = disk.values;
    disk.room = disk.used();   // not one byte more
    REQUIRE_FALSE(store.dispatch(Damage{1, 3}));
    CHECK(p.save_if_needed(store).rfind("This change could not be saved (the storage is full). The previous save is intact.", 0) == 0);
    CHECK(p.save_if_needed(store).empty());   // said once, not at every frame
    Store reopened;
    // Opened again with no room left, the app says so at once (and that the save is whole).
    CHECK(reopen(disk, reopened).rfind("Your saved library is intact, but the browser takes no changes now (the storage is full)", 0) == 0);
    CHECK(reopened.encounter().find(1)->hp->current == 499);   // the previous save, whole
    disk.room = 1u << 30;
    REQUIRE_FALSE(store.dispatch(Damage{1, 1}));
    CHECK(p.save_if_needed(store).empty());   // room again: saved
}

TEST_CASE("persistence: with the storage full, following the advice works: a deletion frees room at once", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 3, 40);   // three long fights; the third is open
    disk.room = disk.used();
    REQUIRE_FALSE(store.dispatch(Damage{1, 7}));
    const std::string said = p.save_if_needed(store);
    CHECK(said.rfind("This change could not be saved (the storage is full). The previous save is intact.", 0) == 0);
    CHECK(said.find("delete old encounters") != std::string::npos);
    // "Delete old encounters": the first deletion already lets the waiting change through.
    REQUIRE_FALSE(store.dispatch(DeleteEncounter{1}));
    CHECK(p.save_if_needed(store).empty());
    REQUIRE_FALSE(store.dispatch(DeleteEncounter{2}));
    CHECK(p.save_if_needed(store).empty());
    REQUIRE_FALSE(store.dispatch(Damage{1, 1}));
    CHECK(p.save_if_needed(store).empty());
    Store reopened;
    CHECK(reopen(disk, reopened).empty());
    CHECK(names(reopened) == std::vector<std::string>{"Fight 3"});   // the deleted stay deleted
    CHECK(reopened.encounter().find(1)->hp->current == 500 - 40 - 7 - 1);   // and the changes are kept
}

TEST_CASE("persistence: a storage that takes no write is said at start, and no save is claimed", "[persistence]") {
    FakeStorage disk;
    disk.room = 0;   // a private window with no quota, or storage blocked
    Store store;
    Persistence p(disk.hooks());
    CHECK(p.load(store).rfind("This browser does not let Roundkeeper save anything (the storage is full", 0) == 0);
    REQUIRE_FALSE(store.dispatch(NewEncounter{}));
    const std::string said = p.save_if_needed(store);
    CHECK(said.find("nothing has been saved in this browser yet") != std::string::npos);
    CHECK(said.find("previous save") == std::string::npos);
    CHECK(disk.values.empty());
    // Where it takes writes, a first visit says nothing.
    FakeStorage fine;
    Store fresh;
    Persistence q(fine.hooks());
    CHECK(q.load(fresh).empty());
    CHECK(fine.values.empty());   // the check leaves nothing behind
}

TEST_CASE("persistence: an import that does not fit leaves the previous save as it was", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 1, 1);
    const auto before = disk.values;
    Encounter big;
    big.name = "Long fight";
    for (int i = 0; i < 200; ++i) big.log.push_back({1, "Goblin 3 takes 4 damage at the bridge"});
    disk.room = disk.used() + 3 * save_encounter(big).size();   // room for one encounter's records, not three
    REQUIRE_FALSE(store.dispatch(AddEncounters{{big, big, big}, {}}));
    CHECK(p.save_if_needed(store).rfind("This change could not be saved", 0) == 0);
    CHECK(disk.values == before);   // no record of the new encounters is left to be listed
    Store reopened;
    CHECK(reopen(disk, reopened).empty());
    CHECK(names(reopened) == std::vector<std::string>{"Fight 1"});
    disk.room = 1u << 30;
    REQUIRE_FALSE(store.dispatch(RenameEncounter{"Fight 1 again"}));
    CHECK(p.save_if_needed(store).empty());   // with room, everything is saved
    Store later;
    CHECK(reopen(disk, later).empty());
    CHECK(names(later).size() == 4);
}

TEST_CASE("persistence: damaged data is never written over to make room", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    play(store, p, 1, 2);
    const std::string key = disk.newest(steps_record(1));
    disk.values[key] = disk.values[key].substr(0, 20);
    Store reopened;
    Persistence again(disk.hooks());
    REQUIRE_FALSE(again.load(reopened).empty());
    disk.room = disk.used() + 10;   // no room to keep the damaged copy aside
    std::string said;
    for (int i = 0; i < 3 && said.empty(); ++i) {
        REQUIRE_FALSE(reopened.dispatch(Damage{1, 1}));
        said = again.save_if_needed(reopened);
    }
    CHECK(said.find("could not be kept aside") != std::string::npos);
    CHECK(disk.values[key].size() == 20);   // still there
}

TEST_CASE("persistence: two tabs never overwrite each other silently", "[persistence]") {
    TwoTabs t(1);
    auto& [disk, a, b, pa, pb] = t;
    // Both change the same encounter before either hears of the other's save.
    REQUIRE_FALSE(a.dispatch(Damage{1, 10}));
    REQUIRE_FALSE(b.dispatch(Damage{1, 20}));
    CHECK(pa.save_if_needed(a).empty());
    const std::string told = pb.save_if_needed(b);
    CHECK(told.find(kOtherTabMessage) != std::string::npos);   // B's change is not saved, and B is told
    CHECK(told.rfind("Your last change (Aria takes 20 damage", 0) == 0);   // about that change
    CHECK(b.encounter().find(1)->hp->current == 489);   // and B shows the stored state, not its own change
    CHECK(b.dispatch(Damage{1, 1}) == Refusal(Why::NewerVersion, kOtherTabMessage));   // and B changes nothing more, visibly
    Store reopened;
    REQUIRE(reopen(disk, reopened).empty());
    CHECK(reopened.encounter().find(1)->hp->current == 489);   // A's change stands
    // A tab told of another's save refuses changes too (with the reason), never drops them quietly.
    pa.changed_elsewhere(a);
    CHECK(a.dispatch(Damage{1, 1}) == Refusal(Why::NewerVersion, kOtherTabMessage));
}

TEST_CASE("persistence: two saves that cross (each tab read before the other wrote): the tab written over knows", "[persistence]") {
    TwoTabs t(1);
    auto& [disk, a, b, pa, pb] = t;
    const auto before = disk.values;
    REQUIRE_FALSE(a.dispatch(Damage{1, 2}));
    REQUIRE(pa.save_if_needed(a).empty());
    disk.values = before;   // B's reads do not see A's write yet (another process's copy) ...
    REQUIRE_FALSE(b.dispatch(Damage{1, 20}));
    REQUIRE(pb.save_if_needed(b).empty());   // ... so B writes the same generation over it
    CHECK(pa.overwritten());          // A's change is gone, and A can tell when it hears of B's save
    CHECK_FALSE(pb.overwritten());    // B's is what is stored
    pa.changed_elsewhere(a);
    pa.show_stored(a);
    CHECK(a.encounter().find(1)->hp->current == 479);   // A shows what is stored
}

TEST_CASE("persistence: an encounter deleted in another tab is never written again from a tab that shows it", "[persistence]") {
    TwoTabs t(2);   // "Fight 2" is open
    auto& [disk, a, b, pa, pb] = t;
    REQUIRE(b.open_id() == 2);
    REQUIRE_FALSE(a.dispatch(DeleteEncounter{2}));
    REQUIRE(pa.save_if_needed(a).empty());
    // B has not heard yet and plays on in the deleted encounter.
    REQUIRE_FALSE(b.dispatch(Damage{1, 5}));
    CHECK(pb.save_if_needed(b).find(kOtherTabMessage) != std::string::npos);
    CHECK(b.open_id() == 0);   // B now shows the library as stored: the encounter is gone there too
    for (const auto& [key, value] : disk.values) CHECK(key.find(".e2.") == std::string::npos);   // no leftover record
    Store reopened;
    CHECK(reopen(disk, reopened).empty());   // and no false "damaged" alarm at the next start
    CHECK(names(reopened) == std::vector<std::string>{"Fight 1"});
}

TEST_CASE("persistence: a page closed between two record writes opens consistent", "[persistence]") {
    for (long writes = 0; writes < 6; ++writes) {
        DYNAMIC_SECTION("closed after " << writes << " writes") {
            Table t;
            auto& [disk, store, p] = t;
            play(store, p, 2, 1);
            disk.writes_left = writes;
            REQUIRE_FALSE(store.dispatch(NewEncounter{}));   // a new encounter: its records, then the index
            REQUIRE_FALSE(store.dispatch(OpenEncounter{3}));
            REQUIRE_FALSE(store.dispatch(RenameEncounter{"Fight 3"}));
            REQUIRE_FALSE(store.dispatch(AddCombatant{"Bo", 2, false, 1, 9}));
            p.save_if_needed(store);
            disk.writes_left = -1;
            Store reopened;
            Persistence again(disk.hooks());
            CHECK(again.load(reopened).empty());
            const auto listed = names(reopened);
            // The new encounter is there with its changes, or as it was created, or not yet.
            REQUIRE(listed.size() >= 2);
            CHECK(std::vector<std::string>(listed.begin(), listed.begin() + 2) == std::vector<std::string>{"Fight 1", "Fight 2"});
            if (listed.size() == 3) CHECK((listed[2] == "Fight 3" || listed[2] == "Encounter 3"));
            CHECK_FALSE(check_library(reopened.library()));
            REQUIRE(again.save_now(reopened).empty());
            Store third;   // the index written again agrees with the records
            CHECK(reopen(disk, third).empty());
            CHECK(names(third) == listed);
        }
    }
}

TEST_CASE("persistence: an earlier version's single document moves to records, and goes only after they read back", "[persistence]") {
    std::ifstream in(std::string(RK_FIXTURES_DIR) + "/library-v1.json");
    std::stringstream text;
    text << in.rdbuf();
    const Library expected = load_library(text.str()).value();
    {
        FakeStorage disk;
        disk.values[kStorageKey] = text.str();
        Store store;
        Persistence p(disk.hooks());
        CHECK(p.load(store).empty());
        CHECK(store.library().encounters == expected.encounters);
        CHECK_FALSE(disk.values.count(kStorageKey));   // moved
        Store reopened;
        CHECK(reopen(disk, reopened).empty());
        REQUIRE_FALSE(reopened.load_all());   // a start reads only the open encounter (issue 33)
        CHECK(reopened.library().encounters == expected.encounters);
        CHECK(reopened.library().roster == expected.roster);
    }
    {
        FakeStorage disk;
        disk.values[kStorageKey] = text.str();
        disk.room = disk.used() + 500;   // no room for the records
        Store store;
        Persistence p(disk.hooks());
        CHECK(p.load(store).find("could not be moved") != std::string::npos);
        CHECK(disk.values.at(kStorageKey) == text.str());   // kept as it was
        Store reopened;
        disk.room = 1u << 30;
        CHECK(reopen(disk, reopened).empty());   // moved now
        CHECK(reopened.library().encounters == expected.encounters);
        CHECK_FALSE(disk.values.count(kStorageKey));
    }
}

TEST_CASE("persistence: a damaged single document is kept aside before anything is written, and what reads is recovered", "[persistence]") {
    FakeStorage disk;
    Store good;
    REQUIRE_FALSE(good.dispatch(AddCombatant{"Aria", 1, true, 3, 24}));
    std::string text = save_session(good.saved_session(30));
    text.replace(text.find("\"undo\""), 6, "\"undo\":7,\"x\"");   // the undo history no longer reads
    disk.values[kStorageKey] = text;
    Store store;
    Persistence p(disk.hooks());
    const std::string notice = p.load(store);
    CHECK(notice.rfind("Your saved library was damaged", 0) == 0);
    CHECK(disk.values.at(kBackupKey) == text);
    CHECK(store.library().encounters.size() == 1);
    CHECK(p.damaged_data().find(kBackupKey) != std::string::npos);
    Store reopened;
    CHECK(reopen(disk, reopened).empty());
    CHECK(reopened.library().encounters.size() == 1);
}

TEST_CASE("persistence: a newer version's data is never written over, and changes are refused", "[persistence]") {
    SECTION("the single document") {
        FakeStorage disk;
        disk.values[kStorageKey] = R"({"schema": 999, "library": {}})";
        Store store;
        Persistence p(disk.hooks());
        CHECK(p.load(store) == kNewerDataMessage);
        CHECK(store.dispatch(NewEncounter{}) == Refusal(Why::NewerVersion, kNewerDataMessage));
        CHECK(p.save_now(store).empty());
        CHECK(disk.values.size() == 1);
        CHECK(disk.values.at(kStorageKey) == R"({"schema": 999, "library": {}})");
    }
    SECTION("a record") {
        FakeStorage disk;
        Store store;
        Persistence p(disk.hooks());
        REQUIRE(p.load(store).empty());
        play(store, p, 2, 1);
        const std::string key = disk.newest(steps_record(2));
        std::string body = unseal_record(disk.values[key]).value().body;
        body.replace(body.find("\"schema\":2"), 10, "\"schema\":9");
        disk.values[key] = seal_record(unseal_record(disk.values[key]).value().generation, body);
        const auto before = disk.values;
        Store reopened;
        Persistence again(disk.hooks());
        CHECK(again.load(reopened) == kNewerDataMessage);
        CHECK(reopened.dispatch(NewEncounter{}).has_value());
        CHECK(again.save_now(reopened).empty());
        CHECK(disk.values == before);
    }
}

TEST_CASE("persistence: the index's summaries read back; one that does not read costs only itself", "[persistence]") {
    LibraryIndex index;
    index.encounters = {3, 5};
    index.open = 5;
    index.next_id = 6;
    index.summaries[3] = EntrySummary{"Crypt", kDefaultRuleset, Phase::Running, 4, 3, {"Aria", "Bo"}};
    index.summaries[5] = EntrySummary{"Bridge"};
    const std::string text = save_index(index);
    CHECK(load_index(text).value() == index);
    auto doc = nlohmann::json::parse(text);
    doc["index"]["summaries"][0]["round"] = "three";                 // not a number
    doc["index"]["summaries"][1]["names"] = {"Zed", "Aria", "Zed"};  // out of order, twice
    const LibraryIndex read = load_index(doc.dump()).value();
    CHECK(read.encounters == index.encounters);
    CHECK_FALSE(read.summaries.count(3));   // that encounter is read at the start, as before summaries
    CHECK(read.summaries.at(5).names == std::vector<std::string>{"Aria", "Zed"});
}

// ---- a long fight: the steps that leave the undo window are settled in batches (issue 33) ----

namespace {

std::string settled_prefix(int id) { return std::string(kRecordPrefix) + "e" + std::to_string(id) + ".settled."; }

// How many writes went to keys that start with `prefix`.
std::size_t writes_to(const FakeStorage& disk, const std::string& prefix) {
    return static_cast<std::size_t>(std::count_if(disk.written.begin(), disk.written.end(),
                                                  [&](const std::string& k) { return k.rfind(prefix, 0) == 0; }));
}
std::size_t stored_under(const FakeStorage& disk, const std::string& prefix, std::size_t* bytes = nullptr) {
    std::size_t n = 0;
    for (const auto& [k, v] : disk.values)
        if (k.rfind(prefix, 0) == 0) {
            ++n;
            if (bytes) *bytes += v.size();
        }
    return n;
}

// A new fight of `combatants` (its size sets the checkpoint's), opened.
void new_fight(Store& store, Persistence& p, int combatants) {
    REQUIRE_FALSE(store.dispatch(NewEncounter{}));
    REQUIRE_FALSE(store.dispatch(OpenEncounter{store.library().next_id - 1}));
    std::vector<Action> adds;
    for (int i = 0; i < combatants; ++i) adds.push_back(AddCombatant{"Orc " + std::to_string(i + 1), 2, false, 1, 900});
    REQUIRE_FALSE(store.dispatch_all(adds));
    REQUIRE(p.save_if_needed(store).empty());
}

// `actions` routine steps (a point of damage each, round the fight), each saved as the app saves.
void hits(Store& store, Persistence& p, int actions, int combatants) {
    for (int i = 0; i < actions; ++i) {
        REQUIRE_FALSE(store.dispatch(Damage{static_cast<CombatantId>(1 + i % combatants), 1}));
        REQUIRE(p.save_if_needed(store).empty());
    }
}

// The reopened store undoes as the one that wrote it does, to the end of its undo window.
void same_undo_window(Store& wrote, Store& reopened) {
    CHECK(reopened.encounter() == wrote.encounter());
    CHECK(reopened.journal(reopened.open_id()) == wrote.journal(wrote.open_id()));
    int undone = 0;
    while (!wrote.undo()) {
        REQUIRE_FALSE(reopened.undo());
        ++undone;
    }
    CHECK(reopened.undo());
    CHECK(undone >= static_cast<int>(kJournalSteps));
    CHECK(reopened.encounter() == wrote.encounter());
}

// What `disk` holds opens in a new tab with no notice, as `wrote` stands, undoing alike.
void reopens_alike(FakeStorage& disk, Store& wrote) {
    Store reopened;
    REQUIRE(reopen(disk, reopened).empty());
    same_undo_window(wrote, reopened);
}

} // namespace

TEST_CASE("persistence: a large fight's checkpoint is not rewritten as its steps leave the undo window; each batch is written once",
          "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    new_fight(store, p, 200);
    // Its first checkpoint is the empty fight: the first batch (the 200 added) outweighs it, and
    // the checkpoint is written again with them.
    hits(store, p, 310, 200);
    CHECK(stored_under(disk, settled_prefix(1)) == 2);   // then a batch
    disk.written.clear();
    hits(store, p, 12 * 51, 200);   // 12 more batches leave the undo window (51 at a time: 251 down to 200)
    CHECK(writes_to(disk, checkpoint_record(1)) == 0);
    CHECK(stored_under(disk, settled_prefix(1)) == 2 * 13);   // a batch's one generation, in both slots
    CHECK(writes_to(disk, settled_prefix(1)) == 2 * 12);       // each written once
    reopens_alike(disk, store);
}

TEST_CASE("persistence: a small fight's batches give way to its checkpoint once they outweigh it", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    new_fight(store, p, 2);
    disk.written.clear();
    for (int round = 0; round < 12; ++round) {
        hits(store, p, 50, 2);
        std::size_t batch_bytes = 0;
        stored_under(disk, settled_prefix(1), &batch_bytes);
        CHECK(batch_bytes <= 2 * disk.values.at(disk.newest(checkpoint_record(1))).size());   // both slots of each
    }
    CHECK(writes_to(disk, checkpoint_record(1)) > 0);   // written again, as before batches
    reopens_alike(disk, store);
}

TEST_CASE("persistence: a page closed between a batch of settled steps and its steps loses at most that change", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    new_fight(store, p, 100);
    hits(store, p, 300, 100);   // past the first batch, which writes the checkpoint again (see above)
    // The action whose save writes a batch: the page closes after the batch, before the steps.
    Encounter before_it;
    for (int i = 0;; ++i) {
        REQUIRE(i < 100);
        before_it = store.encounter();
        const std::uint64_t settled = store.journal(1).settled;
        REQUIRE_FALSE(store.dispatch(Damage{1, 1}));
        if (store.journal(1).settled != settled) break;
        REQUIRE(p.save_if_needed(store).empty());
    }
    disk.writes_left = 2;   // the batch's first generation goes in both slots
    (void)p.save_if_needed(store);
    REQUIRE(stored_under(disk, settled_prefix(1)) == 2);
    disk.writes_left = -1;

    Store reopened;
    Persistence again(disk.hooks());
    CHECK(again.load(reopened).empty());
    CHECK(reopened.encounter() == before_it);
    CHECK(stored_under(disk, settled_prefix(1)) == 0);   // the batch no steps follow is gone
    // The fight goes on in the reopened page: its batches are written as if nothing happened.
    hits(reopened, again, 300, 100);
    CHECK(stored_under(disk, settled_prefix(1)) > 0);
    reopens_alike(disk, reopened);
}

TEST_CASE("persistence: steps lost to damage leave the checkpoint with its settled batches", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    new_fight(store, p, 200);
    hits(store, p, 400, 200);
    REQUIRE(stored_under(disk, settled_prefix(1)) > 0);
    const Encounter settled = store.journal(1).checkpoint;   // the checkpoint with every batch settled onto it
    disk.values[steps_record(1) + ".0"] = "x";
    disk.values[steps_record(1) + ".1"] = "y";
    Store reopened;
    Persistence again(disk.hooks());
    const std::string notice = again.load(reopened);
    CHECK(notice.find("its latest changes could not be read") != std::string::npos);
    CHECK(reopened.encounter() == settled);
    // Saved from there on, the batches go into the checkpoint, and the fight reads back whole.
    hits(reopened, again, 10, 200);
    CHECK(stored_under(disk, settled_prefix(1)) == 0);
    Store third;
    REQUIRE(reopen(disk, third).empty());
    CHECK(third.encounter() == reopened.encounter());
}

TEST_CASE("persistence: a batch of settled steps with one copy damaged reads from the other", "[persistence]") {
    Table t;
    auto& [disk, store, p] = t;
    new_fight(store, p, 200);
    hits(store, p, 400, 200);
    disk.values[settled_prefix(1) + "0.0"] = "x";
    Store reopened;
    Persistence again(disk.hooks());
    const std::string notice = again.load(reopened);
    CHECK(notice.find("at most the last change before the damage was lost") != std::string::npos);
    CHECK(again.damaged_data().find(settled_prefix(1) + "0.0") != std::string::npos);
    same_undo_window(store, reopened);
}

TEST_CASE("persistence: stored steps read as written, before batches and after; a batch names its checkpoint", "[persistence]") {
    const std::string fuzz_seeds = std::string(RK_FIXTURES_DIR) + "/../fuzz/corpus/json_file/";
    const auto file = [&](const char* name) {
        std::ifstream in(fuzz_seeds + name);
        return std::string(std::istreambuf_iterator<char>(in), {});
    };
    // Steps after two batches, as the fuzzers' seed has them: the checkpoint under "base".
    auto after = load_stored_steps(file("stored-steps-after-batches.json"));
    REQUIRE(after);
    CHECK(after.value().checkpoint_generation == 4);
    CHECK(after.value().settled_batches == 2);
    CHECK(after.value().steps == std::vector<Intent>{{Damage{1, 3}}, {NextTurn{}, Damage{2, 1}}});
    CHECK(after.value().applied == 1);
    auto batch = load_settled_steps(file("settled-batch.json"));
    REQUIRE(batch);
    CHECK(batch.value().checkpoint_generation == 3);
    CHECK(batch.value().steps == std::vector<Intent>{{Heal{1, 2}}, {NextTurn{}}});
    // Without batches the steps are written as before them ("checkpoint"), and read back.
    const Journal j{{}, {{Damage{1, 3}}}, 1};
    const std::string before = save_stored_steps(j, 7);
    CHECK(before.find("\"checkpoint\":7") != std::string::npos);
    CHECK(before.find("\"base\"") == std::string::npos);
    auto read = load_stored_steps(before);
    REQUIRE(read);
    CHECK(read.value().settled_batches == 0);
    CHECK(read.value().checkpoint_generation == 7);
    // After batches no "checkpoint" of its own: a version without batches finds none to replay onto.
    const std::string with = save_stored_steps(j, 7, 3);
    CHECK(with.find("\"base\":{\"checkpoint\":7,\"settled\":3}") != std::string::npos);
    CHECK(load_stored_steps(with).value().settled_batches == 3);
    // A batch holds applied steps only.
    CHECK_FALSE(load_settled_steps(R"({"schema":2,"settled":{"applied":0,"checkpoint":1,"forms":{"NextTurn":[]},"steps":[["NextTurn"]]}})"));
}
