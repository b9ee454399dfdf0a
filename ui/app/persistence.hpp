#pragma once
// Keeping the table's state between visits: the library as records under keys of their own
// (core/library/library_records.hpp), each written only when it changed, each in two generations.
// The only code that reads or writes stored data.
//
// A record's two slots ("<name>.0", "<name>.1") hold its newest generation and the one before;
// a write goes to the older slot and counts only once it reads back, so a damaged or half-written
// newest generation leaves the one before it (the last good copy). The records of deleted
// encounters go first (a deletion frees room at once, even when storage is full) and the index
// is written last: a page closed between two writes opens with records and an index that agree
// (the index is rebuilt from the records, and lists no encounter whose records are gone).
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/library/library_records.hpp"
#include "core/library/stored_record.hpp"
#include "core/library/store.hpp"

namespace rk::ui {

inline constexpr const char* kRecordPrefix = "roundkeeper.v2.";          // every record of the layout
inline constexpr const char* kStorageKey = "roundkeeper.library";        // the single-document layout of earlier versions
inline constexpr const char* kBackupKey = "roundkeeper.library.backup";  // its damaged copy, kept aside
inline constexpr const char* kDamagedPrefix = "roundkeeper.damaged.";    // damaged records, kept aside
extern const char* const kNewerDataMessage;
extern const char* const kOtherTabMessage;

// The platform's durable key-value storage (localStorage on the web, files natively). A write
// that fails (storage full) says why, and the previous value stays as it was.
struct Storage {
    std::function<std::optional<std::string>(const std::string& key)> read;
    std::function<Refusal(const std::string& key, const std::string& value)> write;
    std::function<void(const std::string& key)> remove;
    std::function<std::vector<std::string>(const std::string& prefix)> keys;   // every key that starts with prefix
};

// Everything the records of `store` hold (the library and each encounter's undo steps) as one
// text: what the test hook hashes to compare two sessions. Reads every encounter not read yet.
std::string everything_kept(Store& store);

class Persistence {
public:
    explicit Persistence(Storage storage) : book_(std::make_shared<Book>(std::move(storage))) {}

    // Reads the saved state into `store` (a first visit leaves it fresh), moving an earlier
    // version's single document to records. Damaged records are kept aside and the last good
    // generation of each is used; data of a newer version is left exactly as it is and the
    // store refuses changes. Returns what the user must be told, or "".
    std::string load(Store& store, bool check_writes = true);
    // Writes the records that changed since the last write; returns a problem to tell, or "".
    std::string save_if_needed(Store& store);
    std::string save_now(Store& store);
    // Another tab wrote this library: this one refuses changes from now on (and says why).
    void changed_elsewhere(Store& store);
    // A change of this tab that is not stored yet (it may have lost to another tab's save).
    bool unsaved(const Store& store) const { return store.version() != saved_version_; }
    // This tab's last save was written over by another tab's, made at the same moment: storage
    // holds another text under the generation this tab wrote (two tabs' writes can cross, each
    // reading the other's record before it was written).
    bool overwritten();
    // The library as storage holds it now, into `store` (which refuses changes already): a tab
    // that lost to another tab's save shows what was saved, not its own change. This tab's open
    // encounter stays open unless the other tab deleted it.
    void show_stored(Store& store);
    // Reads the library again as storage holds it now, as at a start (a tab that showed a
    // players' view, which wrote nothing, goes on from what another tab saved meanwhile).
    // Returns what the user must be told, or "".
    std::string reload(Store& store);

    // Damaged stored data that was kept (aside or in place), as one JSON object of key: text,
    // for "Save the damaged data as a file"; "" when there is none.
    std::string damaged_data() const;
    std::size_t bytes_written() const { return bytes_written_; }   // since start (for the bench)
    // Damage found since the last call while reading an encounter that was opened after the
    // start (as a start tells it), or "".
    std::string take_told();

private:
    struct Slots {
        std::uint64_t generation = 0;   // the newest generation this tab read or wrote (0: none)
        int slot = 1;                   // which slot holds it (the next write goes to the other)
        std::string body;               // its text
        bool damaged[2] = {false, false};
    };
    struct Found {   // what one record's slots hold
        std::vector<SealedRecord> whole;   // the generations that are whole, newest first
        bool damaged = false;              // a slot did not read (at most the last change is lost)
        bool any = false;                  // something is stored under the record's name
    };
    // What this tab last wrote (or read) of an encounter's history: the steps, so the batch that
    // next leaves the undo window can be written on its own, and the settled batches stored
    // after the checkpoint.
    struct WrittenHistory {
        std::uint64_t settled = 0;          // the journal's count of settled steps when written
        std::vector<Intent> steps;          // the steps as written
        std::size_t applied = 0;
        std::size_t batches = 0;            // settled batches the stored steps follow
        std::size_t stored_batches = 0;     // batch records in storage (more after a rewritten checkpoint)
        std::size_t batch_bytes = 0;        // the batches' texts together
        std::size_t checkpoint_bytes = 0;   // the stored checkpoint's text
    };
    // What this tab knows of the stored records. Shared with the store's loader, which reads an
    // encounter when it is first opened, perhaps after reload() put a fresh Persistence here.
    struct Book {
        explicit Book(Storage s) : storage(std::move(s)) {}
        Storage storage;
        std::map<std::string, Slots> slots;
        std::map<std::uint32_t, Encounter> saved_presents;   // each encounter read or written, as last written
        std::map<std::uint32_t, Encounter> saved_checkpoints;   // as stored: the checkpoint with its settled batches
        std::map<std::uint32_t, WrittenHistory> written;
        std::set<std::uint32_t> unread;   // encounters with records, listed by their summary only
        bool newer_data = false;          // the saved library is a newer version's: never written over
        std::vector<std::string> told;    // damage found reading an encounter after the start
    };
    // Reads both slots of `name` and notes them as this tab's view of the record.
    static Found read_record(Book& book, const std::string& name);
    Found read_record(const std::string& name) { return read_record(*book_, name); }
    // An encounter's records: the newest steps that continue from a whole checkpoint and still
    // replay. What was damaged goes to `told`, one phrase.
    static Result<Store::Read> read_encounter(Book& book, std::uint32_t id, std::vector<std::string>& told);
    // Writes `body` as the next generation of `name` (nothing when it is unchanged).
    Refusal write_record(const std::string& name, const std::string& body);
    std::string load_saved(Store& store);
    std::string load_records(Store& store);
    // What to tell when this browser refuses our writes at start ("" when it takes them).
    std::string storage_problem(bool has_save);
    std::string upgrade_single_document(Store& store, const std::string& text);
    Refusal write_all(const Store& store);   // all or, for encounters new since the last save, none
    Refusal write_records(const Store& store, std::vector<std::uint32_t>& created);
    void remove_record(const std::string& name);
    void remove_encounter_records(std::uint32_t id);
    // The settled batches of `id` from `first` on, gone from storage.
    static void remove_settled_batches(Book& book, std::uint32_t id, std::size_t first);
    // An encounter's settled batches that follow checkpoint `generation`, applied to it (`base`):
    // `count` of them, refused if one cannot be read or no longer applies; or, without a count
    // (its steps are lost), as many as read and apply. Says in `read` how many, in `bytes` their
    // size, in `damaged` whether a copy was damaged.
    struct Settled {
        Encounter base;
        std::size_t read = 0, bytes = 0;
    };
    static Result<Settled> read_settled_batches(Book& book, std::uint32_t id, std::optional<std::size_t> count,
                                                std::uint64_t generation, Encounter base, bool& damaged);

    std::shared_ptr<Book> book_;
    std::string index_text_;            // the index as last built, for the store's library_version()
    std::uint64_t index_version_ = 0;
    std::optional<std::uint32_t> keep_open_;   // show_stored: the encounter to open instead of the index's
    std::uint64_t saved_version_ = 0;   // the store's version last written or read (0: none)
    std::uint64_t failed_version_ = 0;  // the version a write last failed at (not retried until a change)
    bool stale_ = false;                // another tab wrote the library: never written over
    bool ever_saved_ = false;           // storage holds a save of ours (read at start, or written since)
    std::size_t bytes_written_ = 0;
};

} // namespace rk::ui
