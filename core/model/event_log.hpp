#pragma once
// The encounter's log: what happened, round by round. It only grows, and every action copies
// the encounter, so it is a persistent list: a copy shares all earlier entries (O(1)), and two
// encounters that share their log compare equal without walking it.
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace rk {

struct LogEntry {
    int round = 0;
    std::string text;
    bool operator==(const LogEntry&) const = default;
};

class EventLog {
public:
    EventLog() = default;
    EventLog(std::initializer_list<LogEntry> entries) { for (const auto& x : entries) push_back(x); }
    EventLog(const EventLog&) = default;
    EventLog(EventLog&&) noexcept = default;
    // Out of line (core/model/event_log.cpp): every copy of an encounter runs these, and inlined they
    // cost the web build kilobytes.
    EventLog& operator=(const EventLog& other);
    EventLog& operator=(EventLog&& other) noexcept;
    ~EventLog();

    void push_back(LogEntry entry) {
        const std::size_t n = size() + 1;
        head_ = std::make_shared<const Node>(Node{std::move(entry), std::move(head_), n});
    }
    std::size_t size() const { return head_ ? head_->size : 0; }
    bool empty() const { return !head_; }
    const LogEntry& back() const { return head_->entry; }

    // Oldest first.
    std::vector<LogEntry> entries() const {
        std::vector<LogEntry> out(size());
        std::size_t i = out.size();
        for (const Node* n = head_.get(); n; n = n->prev.get()) out[--i] = n->entry;
        return out;
    }
    // The newest `count` entries, newest first (for the log view).
    std::vector<LogEntry> latest(std::size_t count) const {
        std::vector<LogEntry> out;
        for (const Node* n = head_.get(); n && out.size() < count; n = n->prev.get()) out.push_back(n->entry);
        return out;
    }

    bool operator==(const EventLog& other) const {
        if (size() != other.size()) return false;
        const Node* a = head_.get();
        const Node* b = other.head_.get();
        for (; a && a != b; a = a->prev.get(), b = b->prev.get())
            if (!(a->entry == b->entry)) return false;
        return true;   // the rest is shared
    }

private:
    struct Node {
        LogEntry entry;
        mutable std::shared_ptr<const Node> prev;   // mutable: only for release()
        std::size_t size;
    };
    // Frees the entries no other log shares, one at a time: the default destructor would free
    // them recursively, as deep as the log is long (a long fight's log overflowed the browser's
    // call stack while loading).
    void release() noexcept;
    std::shared_ptr<const Node> head_;
};

} // namespace rk
