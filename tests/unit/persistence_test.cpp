#include <map>

#include "helpers.hpp"
#include "persistence.hpp"

using namespace rk;
using namespace rk::ui;

namespace {
// The platform's storage, in memory; `room` bounds what one value may hold (a full storage).
struct FakeStorage {
    std::map<std::string, std::string> values;
    std::size_t room = 1u << 30;
    Storage hooks() {
        return {[this](const std::string& key) -> std::optional<std::string> {
                    auto it = values.find(key);
                    return it == values.end() ? std::nullopt : std::optional(it->second);
                },
                [this](const std::string& key, const std::string& value) -> Refusal {
                    if (value.size() > room) return Refusal(Why::StorageFailed, "the storage is full");
                    values[key] = value;
                    return std::nullopt;
                }};
    }
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
    CHECK(disk.values.at(kStorageKey) == p.saved_text(store));
    disk.values[kStorageKey] += " ";   // a save now would rewrite it: only a change does
    CHECK(p.save_if_needed(store).empty());
    CHECK(disk.values.at(kStorageKey).back() == ' ');

    Store reloaded;
    Persistence again(disk.hooks());
    CHECK(again.load(reloaded).empty());
    CHECK(reloaded.encounter() == store.encounter());
    CHECK(reloaded.history().can_undo());
}

TEST_CASE("persistence: damaged data is kept aside before anything is written, and what reads is recovered", "[persistence]") {
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
    CHECK(p.save_if_needed(store).empty());   // the recovered library is saved at once
    CHECK(disk.values.at(kStorageKey) == p.saved_text(store));
}

TEST_CASE("persistence: a newer version's data is never written over, and changes are refused", "[persistence]") {
    FakeStorage disk;
    disk.values[kStorageKey] = R"({"schema": 999, "library": {}})";
    Store store;
    Persistence p(disk.hooks());
    CHECK(p.load(store) == kNewerDataMessage);
    CHECK(store.dispatch(NewEncounter{}) == Refusal(Why::NewerVersion, kNewerDataMessage));
    CHECK(p.save_now(store).empty());
    CHECK(disk.values.at(kStorageKey) == R"({"schema": 999, "library": {}})");
}

TEST_CASE("persistence: a full storage keeps the library without its undo, or the previous save", "[persistence]") {
    FakeStorage disk;
    Store store;
    Persistence p(disk.hooks());
    REQUIRE(p.load(store).empty());
    REQUIRE_FALSE(store.dispatch(AddCombatant{"Aria", 1, true, 3, 24}));
    REQUIRE(p.save_if_needed(store).empty());
    const std::string previous = disk.values.at(kStorageKey);
    for (int i = 0; i < 20; ++i) REQUIRE_FALSE(store.dispatch(Damage{1, 1}));
    SavedSession lean = store.saved_session(0);
    lean.redo.clear();
    disk.room = save_session(lean).size();   // room for the library, not for its undo
    CHECK(p.save_now(store).rfind("Storage is almost full", 0) == 0);
    CHECK(load_session(disk.values.at(kStorageKey)).value().undo.empty());
    REQUIRE_FALSE(store.dispatch(Damage{1, 1}));
    disk.room = 10;   // no room at all
    CHECK(p.save_now(store).rfind("This change could not be saved (the storage is full)", 0) == 0);
    CHECK(disk.values.at(kStorageKey) != previous);   // the lean save above is still there, intact
    CHECK(load_session(disk.values.at(kStorageKey)).is_ok());
}

TEST_CASE("persistence: after another tab saved, this one never writes over it", "[persistence]") {
    FakeStorage disk;
    Store store;
    Persistence p(disk.hooks());
    REQUIRE(p.load(store).empty());
    p.stop_saving();
    REQUIRE_FALSE(store.dispatch(AddCombatant{"Aria", 1, true, 3, 24}));
    CHECK(p.save_now(store).empty());
    CHECK(disk.values.empty());
}
