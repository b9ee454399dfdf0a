#include "ui/app/fight_reading.hpp"

#include <algorithm>
#include <unordered_map>

#include "core/fight/combat.hpp"
#include "core/fight/every_round.hpp"
#include "core/fight/turn_order.hpp"

namespace rk::ui {

const std::vector<Prompt>& FightReading::prompts() {
    if (prompts_version_ != store_.version()) {
        const bool view = store_.read_only();   // a players' view asks nothing
        prompts_ = view ? std::vector<Prompt>{} : rk::prompts(store_.encounter());
        primary_ = view ? std::nullopt : primary_prompt(store_.encounter());
        offers_ = view ? std::vector<Prompt>{} : every_round_offers(store_.encounter());
        prompts_version_ = store_.version();
    }
    return prompts_;
}

const std::optional<Prompt>& FightReading::primary() {
    prompts();   // brings all three up to date
    return primary_;
}

const std::vector<Prompt>& FightReading::offers() {
    prompts();
    return offers_;
}

// Those out of the fight take no turn: they go last, dimmed, in the order's own order.
const std::vector<OrderRow>& FightReading::order_rows() {
    if (order_version_ == store_.version()) return order_rows_;
    const Encounter& e = store_.encounter();
    std::unordered_map<CombatantId, std::size_t> where;
    where.reserve(e.combatants.size());
    for (std::size_t i = 0; i < e.combatants.size(); ++i) where.emplace(e.combatants[i].id, i);
    const auto row_of = [&](CombatantId id) -> OrderRow& { return order_rows_[where.at(id)]; };
    order_rows_.assign(e.combatants.size(), OrderRow{});
    for (std::size_t i = 0; i < e.combatants.size(); ++i)
        order_rows_[i] = OrderRow{.id = e.combatants[i].id, .index = i, .out = !in_the_fight(e, e.combatants[i]), .asked = false, .whys = {}};
    // The rules ask something of it: its prompts, or while nobody acts (the table declares) the
    // every-round actions it may take. Each card says a prompt's context once per screen.
    for (const auto* list : {&prompts(), &offers()})
        for (const Prompt& p : *list) {
            if (!p.who || !where.count(*p.who)) continue;
            OrderRow& row = row_of(*p.who);
            if (list == &prompts_ || !e.acting) row.asked = true;
            if (!p.why.empty()) row.whys.push_back(p.why);
        }
    std::vector<OrderRow> rows;
    rows.reserve(order_rows_.size());
    for (CombatantId id : turn_order(e))
        if (where.count(id)) rows.push_back(std::move(row_of(id)));
    std::stable_partition(rows.begin(), rows.end(), [](const OrderRow& r) { return !r.out; });
    order_rows_ = std::move(rows);
    acts_next_ = rk::acts_next(e);
    order_version_ = store_.version();
    return order_rows_;
}

std::optional<CombatantId> FightReading::acts_next() {
    order_rows();
    return acts_next_;
}

} // namespace rk::ui
