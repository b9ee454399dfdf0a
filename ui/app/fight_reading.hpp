#pragma once
// What the rules ask of the table now and the order as the tracker lists it, read from the store
// once per change (not once per frame: a fight of 500 is read as often as it changes).
#include <cstdint>
#include <optional>
#include <vector>

#include "core/fight/prompts.hpp"
#include "core/library/store.hpp"
#include "ui/app/ui_state.hpp"

namespace rk::ui {

class FightReading {
public:
    explicit FightReading(const Store& store) : store_(store) {}

    const std::vector<Prompt>& prompts();
    const std::optional<Prompt>& primary();   // the scheme's big button now
    const std::vector<Prompt>& offers();      // the system's every-round actions (forms) open now
    // The order as the tracker lists it, and who acts after the acting one (core's acts_next).
    const std::vector<OrderRow>& order_rows();
    std::optional<CombatantId> acts_next();

private:
    const Store& store_;
    std::uint64_t prompts_version_ = 0;
    std::vector<Prompt> prompts_;
    std::optional<Prompt> primary_;
    std::vector<Prompt> offers_;
    std::uint64_t order_version_ = 0;
    std::vector<OrderRow> order_rows_;
    std::optional<CombatantId> acts_next_;
};

} // namespace rk::ui
