#pragma once
// Keeping the table's state between visits: the store's saved session, as one document under
// one key of the platform's storage, read at start and written after every change. The only
// code that reads or writes stored data: keeping it another way (a record per encounter) is a
// change to this file alone.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "core/store.hpp"

namespace rk::ui {

inline constexpr const char* kStorageKey = "roundkeeper.library";
inline constexpr const char* kBackupKey = "roundkeeper.library.backup";
inline constexpr std::size_t kSavedUndoSteps = 30;   // undo history kept across reloads
extern const char* const kNewerDataMessage;

// The platform's durable key-value storage (localStorage on the web, files natively). A write
// that fails (storage full) says why, and the previous value stays as it was.
struct Storage {
    std::function<std::optional<std::string>(const std::string& key)> read;
    std::function<Refusal(const std::string& key, const std::string& value)> write;
};

class Persistence {
public:
    explicit Persistence(Storage storage) : storage_(std::move(storage)) {}

    // Reads the saved state into `store` (a first visit leaves it fresh). Damaged data is kept
    // aside under kBackupKey and what still reads is recovered; data of a newer version is left
    // exactly as it is and the store refuses changes. Returns what the user must be told, or "".
    std::string load(Store& store);
    // Writes the store when it changed since the last write; returns a problem to tell, or "".
    std::string save_if_needed(const Store& store);
    std::string save_now(const Store& store);
    // Another tab saved the library: this one never writes over it again.
    void stop_saving() { stale_ = true; }
    std::string saved_text(const Store& store) const;   // exactly what a save writes

private:
    Storage storage_;
    std::uint64_t saved_version_ = 0;   // the store's version last written or read (0: none)
    bool stale_ = false;                // another tab owns the saved library now
    bool newer_data_ = false;           // the saved library is a newer version's: never written over
};

} // namespace rk::ui
