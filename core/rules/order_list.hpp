#pragma once
// What every scheme's turn order is built with, so that one stays cheap at the cap of 500
// combatants: each combatant's sort key is made once per sort (a key may sum effect modifiers or
// read a stat by name, which no comparison should do again), and "listed already?" is answered
// in O(log n), not by a search of the list so far.
#include <algorithm>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/model/encounter.hpp"

namespace rk::detail {

// `items` stably sorted by `before` on the keys `key` makes, one per item: the order a stable
// sort comparing `key(a)` with `key(b)` on every comparison gives.
template <class T, class MakeKey, class Before>
void sort_by_key(std::vector<T>& items, MakeKey key, Before before) {
    using Key = std::decay_t<decltype(key(items.front()))>;
    std::vector<std::pair<Key, std::size_t>> keyed;
    keyed.reserve(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) keyed.emplace_back(key(items[i]), i);
    std::stable_sort(keyed.begin(), keyed.end(), [&](const auto& a, const auto& b) { return before(a.first, b.first); });
    std::vector<T> sorted;
    sorted.reserve(items.size());
    for (const auto& k : keyed) sorted.push_back(std::move(items[k.second]));
    items = std::move(sorted);
}

// A turn order being listed, each combatant at most once.
class OrderList {
public:
    explicit OrderList(const Encounter& e) : e_(e), listed_(e.combatants.size(), 0) {
        by_id_.reserve(e.combatants.size());
        for (std::size_t i = 0; i < e.combatants.size(); ++i) by_id_.emplace_back(e.combatants[i].id, i);
        std::sort(by_id_.begin(), by_id_.end());
        ids_.reserve(e.combatants.size());
    }

    // The combatant with this id, or nullptr.
    const Combatant* find(CombatantId id) const {
        const std::size_t* at = position(id);
        return at ? &e_.combatants[*at] : nullptr;
    }
    bool listed(CombatantId id) const {
        const std::size_t* at = position(id);
        return at && listed_[*at];
    }
    // Lists `id` next, if it is a combatant not listed yet.
    void add(CombatantId id) {
        if (const std::size_t* at = position(id); at && !listed_[*at]) {
            listed_[*at] = 1;
            ids_.push_back(id);
        }
    }
    // Lists next those not listed yet whom `keep` takes, stably sorted by `before` on the keys
    // `key` makes (one each).
    template <class Keep, class MakeKey, class Before>
    void add_sorted(Keep keep, MakeKey key, Before before) {
        std::vector<std::size_t> chosen;
        for (std::size_t i = 0; i < e_.combatants.size(); ++i)
            if (!listed_[i] && keep(e_.combatants[i])) chosen.push_back(i);
        sort_by_key(chosen, [&](std::size_t i) { return key(e_.combatants[i]); }, before);
        for (std::size_t i : chosen) {
            listed_[i] = 1;
            ids_.push_back(e_.combatants[i].id);
        }
    }
    std::vector<CombatantId> take() { return std::move(ids_); }

private:
    const std::size_t* position(CombatantId id) const {
        const auto it = std::lower_bound(by_id_.begin(), by_id_.end(), id, [](const auto& entry, CombatantId x) { return entry.first < x; });
        return it != by_id_.end() && it->first == id ? &it->second : nullptr;
    }

    const Encounter& e_;
    std::vector<std::pair<CombatantId, std::size_t>> by_id_;   // sorted by id: where each combatant is
    std::vector<char> listed_;                                  // by position in e.combatants
    std::vector<CombatantId> ids_;
};

} // namespace rk::detail
