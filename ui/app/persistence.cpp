#include "ui/app/persistence.hpp"

#include <algorithm>

#include "core/formats/json_numbers.hpp"
#include "core/formats/serialize.hpp"

namespace rk::ui {

const char* const kNewerDataMessage =
    "Your library was saved by a newer version of Roundkeeper. It is kept exactly as it is and nothing is "
    "saved over it: reload the page (or close every Roundkeeper tab and open it again) to get the new version.";
const char* const kOtherTabMessage =
    "This library was changed in another tab or window. Reload this page to continue with the latest "
    "version: this tab makes no more changes, so neither overwrites the other.";

namespace {

const std::string kIndex = std::string(kRecordPrefix) + "index";
const std::string kRoster = std::string(kRecordPrefix) + "roster";
const std::string kParties = std::string(kRecordPrefix) + "parties";
const std::string kSettings = std::string(kRecordPrefix) + "settings";
std::string encounter_record(std::uint32_t id, const char* part) {
    return std::string(kRecordPrefix) + "e" + std::to_string(id) + "." + part;
}
std::string slot_key(const std::string& name, int slot) { return name + "." + std::to_string(slot); }
// The n-th batch of an encounter's settled steps ("roundkeeper.v2.e12.settled.3").
std::string settled_prefix(std::uint32_t id) { return encounter_record(id, "settled."); }
std::string settled_record(std::uint32_t id, std::size_t n) { return settled_prefix(id) + std::to_string(n); }

// A large encounter's checkpoint is rewritten only once its settled batches outweigh it (so
// each byte of checkpoint written pays for at least as many of steps), or once this many
// batches are replayed at every opening.
constexpr std::size_t kMaxSettledBatches = 20;

// The encounter ids that have records, from the keys in storage ("roundkeeper.v2.e12.steps.0").
std::set<std::uint32_t> stored_encounter_ids(const std::vector<std::string>& keys) {
    std::set<std::uint32_t> ids;
    const std::string prefix = std::string(kRecordPrefix) + "e";
    for (const std::string& key : keys) {
        if (key.rfind(prefix, 0) != 0) continue;
        std::uint64_t id = 0;
        std::size_t i = prefix.size();
        for (; i < key.size() && key[i] >= '0' && key[i] <= '9' && id < 0xFFFFFFFFull; ++i) id = id * 10 + static_cast<unsigned>(key[i] - '0');
        if (i > prefix.size() && i < key.size() && key[i] == '.' && id > 0 && id < 0xFFFFFFFFull) ids.insert(static_cast<std::uint32_t>(id));
    }
    return ids;
}

// The batch of steps that left the undo window since `written` was written, as a record's text:
// when they are the oldest steps then written, replay onto the stored checkpoint (with its
// batches) to the journal's checkpoint, and together with the batches before them still weigh
// less than the stored checkpoint. Otherwise none: the checkpoint is written again.
template <class WrittenHistory>
std::optional<std::string> settled_batch(const Journal& journal, const Encounter& stored, const WrittenHistory& written,
                                         std::uint64_t checkpoint_generation) {
    if (journal.settled <= written.settled || written.batches >= kMaxSettledBatches) return std::nullopt;
    const std::uint64_t count = journal.settled - written.settled;
    if (count > written.applied) return std::nullopt;   // more left than were written (a save failed meanwhile)
    const std::span<const Intent> steps(written.steps.data(), static_cast<std::size_t>(count));
    auto settled = settle(stored, steps);
    if (!settled || !(settled.value() == journal.checkpoint)) return std::nullopt;
    std::string text = save_settled_steps(steps, checkpoint_generation);
    if (written.batch_bytes + text.size() > written.checkpoint_bytes) return std::nullopt;
    return text;
}

std::string plural(std::size_t n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

} // namespace

std::string everything_kept(Store& store) {
    store.load_all();
    const Library lib = store.saved_session(0).library;
    std::string text = save_library(lib);
    for (const LibraryEntry& entry : lib.encounters) text += "\n" + save_stored_steps(store.journal(entry.id), 0);
    return text;
}

// ---- one record, two generations ----

Persistence::Found Persistence::read_record(Book& book, const std::string& name) {
    Found found;
    Slots& slots = book.slots[name];
    for (int slot = 0; slot < 2; ++slot) {
        const auto text = book.storage.read(slot_key(name, slot));
        slots.damaged[slot] = false;
        if (!text) continue;
        found.any = true;
        auto sealed = unseal_record(*text);
        if (!sealed) {
            slots.damaged[slot] = true;
            found.damaged = true;
            continue;
        }
        if (sealed.value().generation > slots.generation) {
            slots.generation = sealed.value().generation;
            slots.slot = slot;
            slots.body = sealed.value().body;
        }
        found.whole.push_back(std::move(sealed).value());
    }
    std::sort(found.whole.begin(), found.whole.end(), [](const auto& a, const auto& b) { return a.generation > b.generation; });
    return found;
}

Refusal Persistence::write_record(const std::string& name, const std::string& body) {
    Slots& slots = book_->slots[name];
    if (slots.generation != 0 && slots.body == body) return std::nullopt;   // unchanged: nothing to write
    // A record this tab read or wrote that is gone from storage was deleted by another tab (an
    // encounter deleted there): never written again as a leftover.
    if (slots.generation != 0 && !book_->storage.read(slot_key(name, 0)) && !book_->storage.read(slot_key(name, 1))) {
        stale_ = true;
        return Refusal(Why::StorageFailed, kOtherTabMessage);
    }
    // Another tab may have written this record since this one last did: never write over it.
    for (int slot = 0; slot < 2; ++slot)
        if (const auto text = book_->storage.read(slot_key(name, slot)))
            if (auto sealed = unseal_record(*text); sealed && sealed.value().generation > slots.generation) {
                stale_ = true;
                return Refusal(Why::StorageFailed, kOtherTabMessage);
            }
    const int target = slots.generation == 0 ? 0 : 1 - slots.slot;
    const std::string key = slot_key(name, target);
    if (slots.damaged[target]) {
        // Damaged data is never written over: it goes aside first, or the write waits.
        if (const auto damaged = book_->storage.read(key)) {
            if (Refusal no_room = book_->storage.write(kDamagedPrefix + key, *damaged))
                return Refusal(Why::StorageFailed, "the damaged data it would replace could not be kept aside (" + no_room->text + ")");
        }
        slots.damaged[target] = false;
    }
    const std::string sealed = seal_record(slots.generation + 1, body);
    if (Refusal failed = book_->storage.write(key, sealed)) return failed;
    if (book_->storage.read(key) != sealed) return Refusal(Why::StorageFailed, "what was written did not read back");
    bytes_written_ += key.size() + sealed.size();
    if (slots.generation == 0) {
        // A record's first generation goes in both slots: it too has a last good copy at once
        // (without room for the copy, the record is still saved).
        const std::string copy = slot_key(name, 1);
        if (!book_->storage.write(copy, sealed)) bytes_written_ += copy.size() + sealed.size();
    }
    slots.generation += 1;
    slots.slot = target;
    slots.body = body;
    return std::nullopt;
}

void Persistence::remove_record(const std::string& name) {
    for (int slot = 0; slot < 2; ++slot) book_->storage.remove(slot_key(name, slot));
    book_->slots.erase(name);
}

void Persistence::remove_encounter_records(std::uint32_t id) {
    remove_record(encounter_record(id, "checkpoint"));
    remove_record(encounter_record(id, "steps"));
    remove_settled_batches(*book_, id, 0);
    book_->saved_presents.erase(id);
    book_->saved_checkpoints.erase(id);
    book_->written.erase(id);
    book_->unread.erase(id);
}

void Persistence::remove_settled_batches(Book& book, std::uint32_t id, std::size_t first) {
    const std::string prefix = settled_prefix(id);
    for (const std::string& key : book.storage.keys(prefix)) {
        std::size_t n = 0, i = prefix.size();
        for (; i < key.size() && key[i] >= '0' && key[i] <= '9' && n < 1000000; ++i) n = n * 10 + static_cast<std::size_t>(key[i] - '0');
        if (i == prefix.size() || n < first) continue;
        book.storage.remove(key);
        book.slots.erase(settled_record(id, n));
    }
}

Result<Persistence::Settled> Persistence::read_settled_batches(Book& book, std::uint32_t id, std::optional<std::size_t> count,
                                                                std::uint64_t generation, Encounter base, bool& damaged) {
    using R = Result<Settled>;
    Settled out{std::move(base)};
    for (std::size_t n = 0; !count || n < *count; ++n) {
        const Found found = read_record(book, settled_record(id, n));
        damaged = damaged || found.damaged;
        std::optional<std::vector<Intent>> steps;
        for (const SealedRecord& r : found.whole) {
            auto loaded = load_settled_steps(r.body);
            if (loaded.why() == Why::NewerVersion) return R::refused(loaded.refusal());
            if (loaded && loaded.value().checkpoint_generation == generation) {
                steps = std::move(loaded).value().steps;
                out.bytes += r.body.size();
                break;
            }
        }
        if (!steps && !count) break;
        if (!steps) return R::refused(Why::StorageFailed, "a batch of settled steps could not be read");
        auto settled = settle(out.base, *steps);
        if (!settled && !count) break;
        if (!settled) return R::refused(settled.refusal());
        out.base = std::move(settled).value();
        out.read = n + 1;
    }
    return R::ok(std::move(out));
}

// ---- loading ----

// Whether this browser lets us write at all, asked at start (a private window or blocked
// storage refuses every write; a storage with no room left refuses even a byte). The key is
// outside the records' prefix, so another tab takes it for no save of ours.
std::string Persistence::storage_problem(bool has_save) {
    const std::string probe = "roundkeeper.write-check";
    Refusal refused = book_->storage.write(probe, "1");
    book_->storage.remove(probe);
    if (!refused) return "";
    if (has_save)
        return "Your saved library is intact, but the browser takes no changes now (" + refused->text +
               "): if its storage is full, delete old encounters to make room (a deletion frees it at once), or save "
               "everything as a file.";
    return "This browser does not let Roundkeeper save anything (" + refused->text +
           "; a private window, or storage blocked for this site): what you do here is lost when the page closes. "
           "\"Save everything as a file\" keeps it.";
}

std::string Persistence::load(Store& store, bool check_writes) {
    const std::string loaded = load_saved(store);
    ever_saved_ = !book_->storage.keys(kRecordPrefix).empty() || book_->storage.read(kStorageKey).has_value();
    const std::string problem = check_writes ? storage_problem(ever_saved_) : "";
    if (problem.empty() || book_->newer_data) return loaded;
    return loaded.empty() ? problem : loaded + " " + problem;
}

std::string Persistence::load_saved(Store& store) {
    saved_version_ = store.version();
    index_text_.clear();
    Found index = read_record(kIndex);
    if (index.whole.empty()) {
        // No whole index: an earlier version's single document is moved to records (again, if a
        // page was closed mid-move); without one, the records (if any) are read on their own.
        if (const auto single = book_->storage.read(kStorageKey)) return upgrade_single_document(store, *single);
        if (!index.any && book_->storage.keys(kRecordPrefix).empty()) return "";   // a first visit
    } else if (book_->storage.read(kStorageKey)) {
        book_->storage.remove(kStorageKey);   // a finished move (the page closed before the old document went)
    }
    return load_records(store);
}

Result<Store::Read> Persistence::read_encounter(Book& book, std::uint32_t id, std::vector<std::string>& told) {
    using R = Result<Store::Read>;
    const std::string cp_name = encounter_record(id, "checkpoint"), steps_name = encounter_record(id, "steps");
    Found checkpoints = read_record(book, cp_name);
    Found steps = read_record(book, steps_name);
    struct WholeCheckpoint {
        std::uint64_t generation;
        Encounter encounter;
        std::size_t bytes;
    };
    std::vector<WholeCheckpoint> whole_checkpoints;
    for (const SealedRecord& r : checkpoints.whole) {
        auto e = load_encounter(r.body);
        if (e.why() == Why::NewerVersion) return R::refused(Why::NewerVersion, kNewerDataMessage);
        if (e) whole_checkpoints.push_back({r.generation, std::move(e).value(), r.body.size()});
    }
    if (whole_checkpoints.empty()) return R::refused(Why::StorageFailed, "no copy of it is whole");
    // The newest steps that continue from a checkpoint at hand (and its settled batches) and
    // still replay.
    std::optional<Journal> chosen;
    std::optional<EncounterHistory> history;
    WrittenHistory written;
    bool newest_steps = true, batches_damaged = false;
    for (const SealedRecord& r : steps.whole) {
        auto s = load_stored_steps(r.body);
        if (s.why() == Why::NewerVersion) return R::refused(Why::NewerVersion, kNewerDataMessage);
        for (const WholeCheckpoint& checkpoint : whole_checkpoints) {
            if (!s || checkpoint.generation != s.value().checkpoint_generation) continue;
            auto base = read_settled_batches(book, id, s.value().settled_batches, checkpoint.generation, checkpoint.encounter,
                                             batches_damaged);
            if (base.why() == Why::NewerVersion) return R::refused(Why::NewerVersion, kNewerDataMessage);
            if (!base) continue;
            Journal j{base.value().base, s.value().steps, s.value().applied};
            if (auto replayed = replay(j)) {
                history = std::move(replayed).value();
                chosen = std::move(j);
                written = {0, chosen->steps, chosen->applied, base.value().read, base.value().read, base.value().bytes, checkpoint.bytes};
                if (checkpoint.generation != whole_checkpoints.front().generation) book.slots[cp_name].body.clear();   // rewritten at the next save
                break;
            }
        }
        if (chosen) break;
        newest_steps = false;
    }
    if (!chosen) {
        // No steps to go on: the encounter as its newest checkpoint has it, with the batches
        // settled onto it that still read (steps lost to damage leave at most the undo window).
        const WholeCheckpoint& newest = whole_checkpoints.front();
        auto base = read_settled_batches(book, id, std::nullopt, newest.generation, newest.encounter, batches_damaged);
        if (base.why() == Why::NewerVersion) return R::refused(Why::NewerVersion, kNewerDataMessage);
        chosen = Journal{base ? base.value().base : newest.encounter, {}, 0};
        history = fresh_history(chosen->checkpoint);
        if (base && base.value().read > 0) {
            book.slots[cp_name].body.clear();   // the batches go into the checkpoint at the next save (and then away)
            written.batches = written.stored_batches = base.value().read;
            written.batch_bytes = base.value().bytes;
        }
        written.checkpoint_bytes = newest.bytes;
        book.slots[steps_name].body.clear();
    }
    // Batches the chosen steps do not follow (a page closed between a batch and its steps, or
    // before the batches of a rewritten checkpoint went) are never read again.
    remove_settled_batches(book, id, written.batches);
    book.written[id] = std::move(written);
    const Encounter& present = history->present();
    if (!chosen->steps.empty() || steps.any) {
        if (!newest_steps || steps.damaged || checkpoints.damaged || batches_damaged)
            told.push_back("\"" + present.name + "\": " +
                           (chosen->steps.empty() && steps.any ? "its latest changes could not be read"
                                                               : "at most the last change before the damage was lost"));
    } else if (checkpoints.damaged) {
        told.push_back("\"" + present.name + "\": at most the last change before the damage was lost");
    }
    book.saved_presents[id] = present;
    book.saved_checkpoints[id] = chosen->checkpoint;
    return R::ok(Store::Read{std::move(*chosen), present});
}

std::string Persistence::load_records(Store& store) {
    std::vector<std::string> told;   // what was damaged, one phrase each
    const auto newer = [&] {
        book_->newer_data = true;
        store.refuse_changes(kNewerDataMessage);
        return std::string(kNewerDataMessage);
    };

    std::optional<LibraryIndex> index;
    for (const SealedRecord& r : read_record(kIndex).whole) {
        auto loaded = load_index(r.body);
        if (loaded.why() == Why::NewerVersion) return newer();
        if (loaded) {
            index = std::move(loaded).value();
            break;
        }
    }
    // The encounters in the index's order, then any whose records the index does not list (the
    // page closed before the index was written, or the index is damaged).
    const std::set<std::uint32_t> stored = stored_encounter_ids(book_->storage.keys(kRecordPrefix));
    std::vector<std::uint32_t> order;
    if (index)
        for (std::uint32_t id : index->encounters)
            if (stored.count(id) && std::find(order.begin(), order.end(), id) == order.end()) order.push_back(id);
    for (std::uint32_t id : stored)
        if (std::find(order.begin(), order.end(), id) == order.end()) order.push_back(id);
    bool rewrite = !index || order != index->encounters;

    // Only the encounter that opens is read now, and any the index has no summary of (the page
    // closed before the index was written, or an earlier version wrote it): the others are
    // listed by their summaries and read when they are opened (issue 33).
    const std::optional<std::uint32_t> opening = keep_open_ ? keep_open_ : index ? index->open : std::nullopt;
    Library lib;
    std::map<std::uint32_t, Journal> journals;
    std::size_t lost = 0;
    for (std::uint32_t id : order) {
        const EntrySummary* summary = nullptr;
        if (index)
            if (const auto found = index->summaries.find(id); found != index->summaries.end()) summary = &found->second;
        if (summary && id != opening) {
            lib.encounters.push_back({id, std::nullopt, *summary});
            book_->unread.insert(id);
            continue;
        }
        auto read = read_encounter(*book_, id, told);
        if (read.why() == Why::NewerVersion) return newer();
        if (!read) {
            ++lost;
            continue;
        }
        if (!summary) rewrite = true;   // the index gains its summary
        lib.encounters.push_back({id, read.value().present, {}});
        journals[id] = std::move(read).value().journal;
    }

    for (const SealedRecord& r : read_record(kRoster).whole) {
        auto roster = load_roster(r.body);
        if (roster.why() == Why::NewerVersion) return newer();
        if (roster) {
            lib.roster = std::move(roster).value();
            break;
        }
    }
    if (book_->slots[kRoster].damaged[0] || book_->slots[kRoster].damaged[1]) told.push_back("the roster: at most its last change was lost");
    // Parties, kept since issue 28: stored data from before them reads as its first party.
    const Found parties = read_record(kParties);
    for (const SealedRecord& r : parties.whole) {
        auto read = load_parties(r.body);
        if (read.why() == Why::NewerVersion) return newer();
        if (read) {
            lib.parties = std::move(read).value();
            break;
        }
    }
    if (!parties.any) upgrade_parties(lib);
    if (mend_parties(lib) || book_->slots[kParties].damaged[0] || book_->slots[kParties].damaged[1])
        told.push_back("the parties: at most their last change was lost");
    for (const SealedRecord& r : read_record(kSettings).whole) {
        auto settings = load_settings(r.body);
        if (settings.why() == Why::NewerVersion) return newer();
        if (settings) {
            lib.settings = settings.value();
            break;
        }
    }

    if (book_->slots[kSettings].damaged[0] || book_->slots[kSettings].damaged[1]) told.push_back("the settings: at most their last change was lost");

    lib.next_id = index ? index->next_id : 1;
    for (const auto& entry : lib.encounters) lib.next_id = std::max(lib.next_id, entry.id + 1);
    if (keep_open_ && find_entry(lib, *keep_open_)) lib.open = keep_open_;
    else if (!keep_open_ && index && index->open && find_entry(lib, *index->open)) lib.open = index->open;
    // The loader holds the book, not this object: reload() and show_stored() replace it.
    store.restore(std::move(lib), std::move(journals), [book = book_](std::uint32_t id) {
        std::vector<std::string> told;
        auto read = read_encounter(*book, id, told);
        if (read.why() == Why::NewerVersion) book->newer_data = true;
        else book->unread.erase(id);   // read, or left where it is (a lost encounter's records are kept)
        book->told.insert(book->told.end(), told.begin(), told.end());
        return read;
    });
    saved_version_ = rewrite ? 0 : store.version();   // a rebuilt index is written at once

    if (lost) told.insert(told.begin(), plural(lost, "encounter could not be read at all", "encounters could not be read at all"));
    if (told.empty()) return "";
    std::string text = "Your saved library was damaged. Recovered " + plural(store.library().encounters.size(), "encounter", "encounters") + "; ";
    for (std::size_t i = 0; i < told.size(); ++i) text += (i ? "; " : "") + told[i];
    return text + ". The damaged data is kept: \"Save the damaged data as a file\" keeps a copy.";
}

std::string Persistence::take_told() {
    if (book_->told.empty()) return "";
    std::string text = "Your saved library was damaged: ";
    for (std::size_t i = 0; i < book_->told.size(); ++i) text += (i ? "; " : "") + book_->told[i];
    book_->told.clear();
    return text + ". The damaged data is kept: \"Save the damaged data as a file\" keeps a copy.";
}

std::string Persistence::upgrade_single_document(Store& store, const std::string& text) {
    auto loaded = load_session(text);
    if (!loaded && saved_by_newer_version(text)) {
        // Never read as this version's data, never recovered, never written over.
        book_->newer_data = true;
        store.refuse_changes(kNewerDataMessage);
        return kNewerDataMessage;
    }
    std::string told;
    if (loaded) {
        store.restore(std::move(loaded).value().library, {});
    } else {
        // Keep the original bytes aside before anything else is written, then start with what
        // could be recovered.
        const Refusal kept = book_->storage.write(kBackupKey, text);
        Recovered r = recover_session(text);
        store.restore(std::move(r.session.library), {});
        told = "Your saved library was damaged (" + loaded.reason() + "). Recovered " +
               plural(store.library().encounters.size(), "encounter", "encounters") + "; lost " + r.lost + ". " +
               (kept ? "The damaged data could not be kept aside: " + kept->text + "; it stays where it was."
                     : std::string("The damaged data is kept: \"Save the damaged data as a file\" keeps a copy."));
        if (kept) return told;   // the damaged original is the only copy: nothing is written over it
    }
    // The single document goes only once every record of the new layout reads back.
    if (Refusal failed = write_all(store)) {
        saved_version_ = store.version();
        failed_version_ = store.version();
        return (told.empty() ? "" : told + " ") + "Your library could not be moved to the new way of keeping it (" +
               failed->text + "): it stays as it was, and is moved when there is room.";
    }
    book_->storage.remove(kStorageKey);
    saved_version_ = store.version();
    return told;
}

// ---- saving ----

Refusal Persistence::write_all(const Store& store) {
    std::vector<std::uint32_t> created;
    Refusal failed = write_records(store, created);
    if (failed) {
        // The previous save stays whole: encounters new since it (an import that did not fit)
        // leave no records behind to be listed at the next opening.
        for (std::uint32_t id : created) remove_encounter_records(id);
    }
    return failed;
}

Refusal Persistence::write_records(const Store& store, std::vector<std::uint32_t>& created) {
    const Library lib = store.saved_session(0).library;   // the open encounter filed
    // Encounters no longer in the library go first: that frees room for what follows when the
    // storage is full (the game master's way out), and an index that still lists them is read
    // as not listing them (load_records lists only encounters with records).
    std::vector<std::uint32_t> gone;
    for (const auto& [id, present] : book_->saved_presents)
        if (!find_entry(lib, id)) gone.push_back(id);
    for (std::uint32_t id : book_->unread)
        if (!find_entry(lib, id)) gone.push_back(id);
    for (std::uint32_t id : gone) remove_encounter_records(id);
    for (const LibraryEntry& entry : lib.encounters) {
        if (!entry.encounter) continue;   // not read since the start: its records are as they were
        const bool open = entry.id == store.open_id();
        auto saved = book_->saved_presents.find(entry.id);
        if (saved == book_->saved_presents.end() && book_->slots[encounter_record(entry.id, "checkpoint")].generation == 0) created.push_back(entry.id);
        if (!open && saved != book_->saved_presents.end() && saved->second == *entry.encounter && !book_->slots[encounter_record(entry.id, "steps")].body.empty())
            continue;   // unchanged since the last write
        const Journal journal = store.journal(entry.id);
        const std::string cp_name = encounter_record(entry.id, "checkpoint");
        WrittenHistory& written = book_->written[entry.id];
        auto cp = book_->saved_checkpoints.find(entry.id);
        if (cp == book_->saved_checkpoints.end() || !(cp->second == journal.checkpoint) || book_->slots[cp_name].body.empty()) {
            // The checkpoint moved on: the steps that left the undo window go into a batch of
            // their own when that costs less than writing the checkpoint again.
            const std::optional<std::string> batch =
                cp == book_->saved_checkpoints.end() || book_->slots[cp_name].body.empty() ? std::nullopt
                                                                                          : settled_batch(journal, cp->second, written, book_->slots[cp_name].generation);
            if (batch) {
                if (Refusal failed = write_record(settled_record(entry.id, written.batches), *batch)) return failed;
                written.batches += 1;
                written.stored_batches = std::max(written.stored_batches, written.batches);
                written.batch_bytes += batch->size();
            } else {
                const std::string text = save_encounter(journal.checkpoint);
                if (Refusal failed = write_record(cp_name, text)) return failed;
                written.batches = 0;
                written.batch_bytes = 0;
                written.checkpoint_bytes = text.size();
            }
            book_->saved_checkpoints[entry.id] = journal.checkpoint;
        }
        if (Refusal failed = write_record(encounter_record(entry.id, "steps"),
                                          save_stored_steps(journal, book_->slots[cp_name].generation, written.batches)))
            return failed;
        written.settled = journal.settled;
        written.steps = journal.steps;
        written.applied = journal.applied;
        if (written.stored_batches > written.batches) {   // the batches of a checkpoint written again
            remove_settled_batches(*book_, entry.id, written.batches);
            written.stored_batches = written.batches;
        }
        book_->saved_presents[entry.id] = *entry.encounter;
    }
    if (Refusal failed = write_record(kRoster, save_roster(lib.roster))) return failed;
    if (Refusal failed = write_record(kParties, save_parties(lib.parties))) return failed;
    if (Refusal failed = write_record(kSettings, save_settings(lib.settings))) return failed;
    // The summaries as the library last filed them (the open encounter's as it was opened): a
    // routine action rewrites only the open encounter's steps, never the index. The open one is
    // read at every start, whatever its summary says.
    if (index_version_ != store.library_version() || index_text_.empty()) {   // built again only when the library changed
        index_text_ = save_index(index_of(store.library()));
        index_version_ = store.library_version();
    }
    if (Refusal failed = write_record(kIndex, index_text_)) return failed;
    return std::nullopt;
}

std::string Persistence::save_if_needed(Store& store) {
    return store.version() != saved_version_ && store.version() != failed_version_ ? save_now(store) : "";
}

std::string Persistence::save_now(Store& store) {
    if (stale_) return "";   // another tab wrote the library: this one changes nothing (and says so)
    const bool unsaved = store.version() != saved_version_;
    if (book_->newer_data) {       // a newer version's data stays exactly as it is
        saved_version_ = store.version();
        return unsaved ? kNewerDataMessage : "";
    }
    if (!unsaved) return "";
    if (book_->storage.read(kStorageKey) && read_record(kIndex).whole.empty()) {
        // Still the single document of an earlier version (the move waits for room).
        std::string moved = upgrade_single_document(store, *book_->storage.read(kStorageKey));
        return moved;
    }
    if (Refusal failed = write_all(store)) {
        failed_version_ = store.version();
        if (stale_) {
            // Lost to another tab's save: said about this change, and the stored state shown.
            const std::string lost = store.undo_label();
            changed_elsewhere(store);
            if (!store.read_only()) show_stored(store);
            return "Your last change" + (lost.empty() ? std::string() : " (" + lost + ")") + " was not saved: " + kOtherTabMessage +
                   " This tab now shows the library as the other tab saved it.";
        }
        if (!ever_saved_)
            return "This change could not be saved (" + failed->text + "), and nothing has been saved in this browser yet: "
                   "\"Save everything as a file\" keeps your library.";
        return "This change could not be saved (" + failed->text + "). The previous save is intact. "
               "Export your library, then delete old encounters to make room: a deletion frees it at once.";
    }
    ever_saved_ = true;
    saved_version_ = store.version();
    return "";
}

bool Persistence::overwritten() {
    for (const auto& [name, slots] : book_->slots) {
        if (slots.generation == 0) continue;
        const auto text = book_->storage.read(slot_key(name, slots.slot));
        if (!text) continue;
        auto sealed = unseal_record(*text);
        if (sealed && sealed.value().generation == slots.generation && sealed.value().body != slots.body) return true;
    }
    return false;
}

void Persistence::show_stored(Store& store) {
    Persistence again(book_->storage);
    again.keep_open_ = store.open_id() ? std::optional(store.open_id()) : std::optional<std::uint32_t>(0);
    again.load_saved(store);
    saved_version_ = store.version();   // what is shown is what is stored: no change of this tab's is pending
}

std::string Persistence::reload(Store& store) {
    Persistence fresh(book_->storage);
    const std::string told = fresh.load_saved(store);
    fresh.ever_saved_ = ever_saved_ || !book_->storage.keys(kRecordPrefix).empty();
    fresh.bytes_written_ = bytes_written_;
    *this = std::move(fresh);
    return told;
}

void Persistence::changed_elsewhere(Store& store) {
    stale_ = true;
    if (!store.read_only()) store.refuse_changes(kOtherTabMessage);
}

std::string Persistence::damaged_data() const {
    nlohmann::json out = nlohmann::json::object();
    std::vector<std::string> keys = book_->storage.keys(kDamagedPrefix);
    keys.push_back(kBackupKey);
    for (const auto& [name, slots] : book_->slots)
        for (int slot = 0; slot < 2; ++slot)
            if (slots.damaged[slot]) keys.push_back(slot_key(name, slot));
    for (const std::string& key : keys)
        if (const auto text = book_->storage.read(key)) out[key] = *text;
    return out.empty() ? "" : out.dump(1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace rk::ui
