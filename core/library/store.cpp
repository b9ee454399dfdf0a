#include "core/library/store.hpp"

#include <algorithm>
#include <type_traits>
#include <variant>

#include "core/library/library_reducer.hpp"
#include "core/fight/reducer.hpp"

namespace rk {

namespace {
constexpr std::size_t kLibraryUndoSteps = 50;
}

Store::Store() { library_.limit = kLibraryUndoSteps; }

Refusal Store::refusal() const {
    if (!refusing_.empty()) return Reason{Why::NewerVersion, refusing_};
    if (read_only_) return Reason{Why::ReadOnly, "This is a player view: it cannot be changed"};
    return std::nullopt;
}

Refusal Store::dispatch_all(std::span<const Action> actions) {
    if (actions.empty()) return std::nullopt;
    if (Refusal no = refusal()) return no;
    if (open_id() == 0) {
        // Nothing open yet: the change starts a new encounter in the library, unless refused.
        // The encounter changes in place (views may hold references into it while they tap).
        const LibraryAction file[] = {AddEncounters{{encounter_.present()}, {}}, OpenEncounter{library_.present.next_id}};
        History<Library> trial;   // the library's part is tried first: it could be full
        trial.present = library_.present;
        if (Refusal refused = commit_all(trial, file)) return refused;
        if (Refusal refused = commit_intent(encounter_, actions)) return refused;
        commit_all(library_, file);
        library_changed();
        return std::nullopt;
    }
    if (Refusal refused = commit_intent(encounter_, actions)) return refused;
    changed();
    return std::nullopt;
}

Refusal Store::undo() { return step_encounter(rk::undo); }
Refusal Store::redo() { return step_encounter(rk::redo); }

Refusal Store::step_encounter(Refusal (*step)(EncounterHistory&)) {
    if (Refusal no = refusal()) return no;
    if (Refusal r = step(encounter_)) return r;
    changed();
    return std::nullopt;
}

void Store::file_open_encounter() {
    if (read_only_ || open_id() == 0) return;
    // No step of library undo (an encounter's contents have their own): only the present changes.
    commit(library_, KeepEncounter{open_id(), encounter_.present()});
}

void Store::open_from_library(std::uint32_t was_open) {
    // The encounter that was open keeps its history for when it is opened again.
    if (was_open && !read_only_) kept_[was_open] = Kept{journal_of(encounter_), encounter_.present()};
    if (open_id() && load(open_id())) library_.present.open.reset();   // could not be read: nothing open
    const LibraryEntry* entry = open_id() ? find_entry(library_.present, open_id()) : nullptr;
    encounter_ = fresh_history(entry ? *entry->encounter : Encounter{});
    if (!entry) return;
    auto kept = kept_.find(entry->id);
    if (kept == kept_.end()) return;
    if (kept->second.present == entry->encounter)
        if (auto replayed = replay(kept->second.journal)) encounter_ = std::move(replayed).value();
    kept_.erase(kept);
}

Journal Store::journal(std::uint32_t id) const {
    if (id != 0 && id == open_id() && !read_only_) return journal_of(encounter_);
    const LibraryEntry* entry = find_entry(library_.present, id);
    auto kept = kept_.find(id);
    if (entry && kept != kept_.end() && kept->second.present == entry->encounter) return kept->second.journal;
    return Journal{entry && entry->encounter ? *entry->encounter : Encounter{}, {}, 0};
}

void Store::restore(Library library, std::map<std::uint32_t, Journal> journals, Loader loader) {
    library_ = History<Library>{};
    library_.limit = kLibraryUndoSteps;
    library_.present = std::move(library);
    read_only_ = false;
    kept_.clear();
    loader_ = std::move(loader);
    for (auto& [id, journal] : journals)
        if (const LibraryEntry* entry = find_entry(library_.present, id); entry && entry->encounter)
            kept_[id] = Kept{std::move(journal), *entry->encounter};
    if (open_id() && !find_entry(library_.present, open_id())) library_.present.open.reset();
    open_from_library(0);
    library_changed();
}

Refusal Store::load(std::uint32_t id) {
    LibraryEntry* entry = find_entry(library_.present, id);
    if (!entry || entry->encounter) return std::nullopt;
    auto read = loader_ ? loader_(id) : Result<Read>::refused(Why::Inconsistent, "nothing to read it from");
    if (read) {
        entry->encounter = read.value().present;
        entry->summary = {};   // kept only while the contents are not read
        kept_[id] = Kept{std::move(read).value().journal, *entry->encounter};
        return std::nullopt;   // no change anyone sees: the summary listed it as it is
    }
    if (read.why() == Why::NewerVersion) {
        refuse_changes(read.reason());
        return read.refusal();
    }
    const std::string name = entry->summary.name;
    std::erase_if(library_.present.encounters, [id](const LibraryEntry& x) { return x.id == id; });
    library_changed();
    return Reason{read.why(), "\"" + name + "\" could not be read at all (" + read.reason() + ")"};
}

Refusal Store::load_all() {
    std::vector<std::uint32_t> ids;
    for (const LibraryEntry& entry : library_.present.encounters)
        if (!entry.encounter) ids.push_back(entry.id);
    Refusal first;
    for (std::uint32_t id : ids)
        if (Refusal r = load(id); r && !first) first = r;
    return first;
}

Refusal Store::dispatch_all(std::span<const LibraryAction> actions) {
    if (actions.empty()) return std::nullopt;
    if (!refusing_.empty()) return Reason{Why::NewerVersion, refusing_};
    // What an action needs the contents of is read first (deleting one keeps them for its undo).
    for (const LibraryAction& a : actions) {
        const std::uint32_t id = std::visit([](const auto& x) -> std::uint32_t {
            using T = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<T, OpenEncounter> || std::is_same_v<T, DeleteEncounter> ||
                          std::is_same_v<T, KeepPartyState>)
                return x.id;
            return 0;
        }, a);
        if (id)
            if (Refusal r = load(id)) return r;
    }
    // The library's steps hold the open encounter as it is now, so undoing its deletion brings
    // back its latest value.
    file_open_encounter();
    const std::uint32_t was_open = open_id();
    if (Refusal refused = commit_all(library_, actions)) return refused;
    const bool opens = std::any_of(actions.begin(), actions.end(), [](const LibraryAction& a) { return std::holds_alternative<OpenEncounter>(a); });
    if (read_only_) {
        if (opens && library_open() != 0) end_read_only();   // an encounter of the library is opened: the view ends
    } else if (open_id() != was_open) {
        open_from_library(was_open);
    }
    library_changed();
    return std::nullopt;
}

Refusal Store::undo_library() { return step_library(rk::undo_library); }
Refusal Store::redo_library() { return step_library(rk::redo_library); }

Refusal Store::step_library(Refusal (*step)(History<Library>&)) {
    if (!refusing_.empty()) return Reason{Why::NewerVersion, refusing_};
    file_open_encounter();
    const std::uint32_t was_open = open_id();
    if (Refusal r = step(library_)) return r;
    if (open_id() != was_open) open_from_library(was_open);   // the open encounter's addition was undone
    library_changed();
    return std::nullopt;
}

std::string Store::library_undo_label() const {
    return library_.can_undo() ? describe_library_change(library_.past.back(), library_.present) : "";
}

std::string Store::library_redo_label() const {
    return library_.can_redo() ? describe_library_change(library_.present, library_.future.back()) : "";
}

void Store::show_read_only(Encounter e) {
    if (!read_only_ && open_id()) {
        // The library's open encounter keeps its history for when the view ends.
        file_open_encounter();
        kept_[open_id()] = Kept{journal_of(encounter_), encounter_.present()};
    }
    encounter_ = fresh_history(std::move(e));
    read_only_ = true;
    library_changed();
}

void Store::end_read_only() {
    if (!read_only_) return;
    read_only_ = false;
    open_from_library(0);
    changed();
}

SavedSession Store::saved_session(std::size_t undo_steps) const {
    SavedSession s;
    s.library = library_.present;
    if (read_only_) return s;
    if (LibraryEntry* entry = find_entry(s.library, open_id())) entry->encounter = encounter_.present();
    const auto& past = encounter_.states.past;
    const std::size_t kept = std::min(undo_steps, past.size());
    s.undo.assign(past.end() - static_cast<long>(kept), past.end());
    s.redo = encounter_.states.future;
    return s;
}

void Store::restore(SavedSession saved) {
    library_ = History<Library>{};
    library_.limit = kLibraryUndoSteps;
    library_.present = std::move(saved.library);
    read_only_ = false;
    kept_.clear();
    loader_ = {};   // a saved session holds every encounter
    if (open_id() && !find_entry(library_.present, open_id())) library_.present.open.reset();
    open_from_library(0);
    library_changed();
}

} // namespace rk
