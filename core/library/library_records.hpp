#pragma once
// The library as it is kept in storage: a record per encounter (its checkpoint and its steps),
// one for the roster, one for the parties, one for the settings and an index (their order, the
// open one, and each encounter's summary, so a start reads only the open encounter). Each
// record's text carries the schema, so a record of a newer version is recognised on its own.
// This file says what a record's text is; ui/app/persistence.cpp decides when each is written.
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/library/journal.hpp"
#include "core/library/library.hpp"

namespace rk {

struct LibraryIndex {
    std::vector<std::uint32_t> encounters;   // the library's order
    std::optional<std::uint32_t> open;
    std::uint32_t next_id = 1;
    // What the library's list shows of each encounter. An index written before summaries were
    // (or with a damaged one) lacks some: those encounters are read at the start, as before.
    std::map<std::uint32_t, EntrySummary> summaries;
    bool operator==(const LibraryIndex&) const = default;
};

LibraryIndex index_of(const Library& lib);

std::string save_index(const LibraryIndex& index);
Result<LibraryIndex> load_index(std::string_view text);
std::string save_roster(const std::vector<RosterEntry>& roster);
Result<std::vector<RosterEntry>> load_roster(std::string_view text);
std::string save_parties(const std::vector<Party>& parties);
Result<std::vector<Party>> load_parties(std::string_view text);
std::string save_settings(const LibrarySettings& settings);
Result<LibrarySettings> load_settings(std::string_view text);

// An encounter's checkpoint is an encounter file (save_encounter); its steps say which
// generation of the checkpoint they continue from, so a page closed between the two writes
// still finds the pair that belongs together. In a long fight the steps that leave the undo
// window are settled: written once, a batch to a record, and replayed onto the checkpoint before
// the steps, so a large encounter's checkpoint is not rewritten every batch (issue 33). The steps
// say how many settled batches they follow (none: the format of before).
struct StoredSteps {
    std::uint64_t checkpoint_generation = 0;
    std::size_t settled_batches = 0;
    std::vector<Intent> steps;
    std::size_t applied = 0;
};
std::string save_stored_steps(const Journal& journal, std::uint64_t checkpoint_generation, std::size_t settled_batches = 0);
Result<StoredSteps> load_stored_steps(std::string_view text);
// One batch of settled steps, every one applied, and the generation of the checkpoint they
// continue (batches left from before a checkpoint was written again are never applied to it).
std::string save_settled_steps(std::span<const Intent> steps, std::uint64_t checkpoint_generation);
Result<StoredSteps> load_settled_steps(std::string_view text);

} // namespace rk
