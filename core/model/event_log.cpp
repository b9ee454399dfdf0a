#include "core/model/event_log.hpp"

namespace rk {

EventLog& EventLog::operator=(const EventLog& other) {
    if (this != &other) {
        release();
        head_ = other.head_;
    }
    return *this;
}

EventLog& EventLog::operator=(EventLog&& other) noexcept {
    if (this != &other) {
        release();
        head_ = std::move(other.head_);
    }
    return *this;
}

EventLog::~EventLog() { release(); }

void EventLog::release() noexcept {
    std::shared_ptr<const Node> node = std::move(head_);
    while (node && node.use_count() == 1) node = std::move(node->prev);
}

} // namespace rk
