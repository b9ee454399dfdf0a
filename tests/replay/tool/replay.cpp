#include "replay.hpp"

#include "core/fight/effects.hpp"
#include "core/formats/json_types.hpp"
#include "core/fight/reducer.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/segments/segments.hpp"
#include "core/formats/serialize.hpp"
#include "core/fight/turn_order.hpp"
#include "core/fight/validate.hpp"

namespace rk::replay {
using nlohmann::json;

namespace {

constexpr std::string_view kUndo = "Undo";
constexpr std::string_view kRedo = "Redo";

std::string item_prefix(std::size_t index) { return "Item " + std::to_string(index) + " of the action list: "; }

json who(const Encounter& e, std::optional<CombatantId> id) {
    if (!id) return nullptr;
    const Combatant* c = e.find(*id);
    return {{"id", *id}, {"name", c ? json(c->name) : json(nullptr)}};
}

// A combatant with no initiative this round (and no initiative value to fall back on) has none
// to show: 0 would read as a roll of 0.
json shown_initiative(const Encounter& e, const Combatant& c) {
    if (!c.initiative && !c.stats.count("initiative")) return nullptr;
    return effective_initiative(e, c);
}

} // namespace

std::string_view step_type(const ReplayStep& step) {
    if (std::holds_alternative<UndoStep>(step)) return kUndo;
    if (std::holds_alternative<RedoStep>(step)) return kRedo;
    return action_type(std::get<Action>(step));
}

Result<std::vector<ReplayStep>> load_steps(std::string_view text) {
    using Out = Result<std::vector<ReplayStep>>;
    const json list = json::parse(text.begin(), text.end(), nullptr, false);
    if (list.is_discarded()) return Out::refused(Why::NotJson, "The action list is not valid JSON (damaged or cut short?)");
    if (!list.is_array()) return Out::refused(Why::WrongFormat, "An action list is a JSON array");
    std::vector<ReplayStep> steps;
    std::size_t index = 0;
    for (const json& item : list) {
        ++index;
        const auto type = item.is_object() ? item.find("type") : item.end();
        if (type == item.end() || !type->is_string())
            return Out::refused(Why::WrongFormat, item_prefix(index) + "an action is an object with a \"type\" such as \"NextTurn\"");
        if (*type == kUndo) {
            steps.emplace_back(UndoStep{});
        } else if (*type == kRedo) {
            steps.emplace_back(RedoStep{});
        } else {
            auto action = load_action(item.dump(-1, ' ', false, json::error_handler_t::replace));
            if (!action) return Out::refused(action.why(), item_prefix(index) + action.reason());
            steps.emplace_back(std::move(action).value());
        }
    }
    return Out::ok(std::move(steps));
}

std::string Stop::message() const { return "action " + std::to_string(index) + " (" + type + "): " + reason; }

ReplayResult run(const Encounter& start, const std::vector<ReplayStep>& steps) {
    ReplayResult out;
    out.history.present = start;
    for (const ReplayStep& step : steps) {
        const std::size_t index = out.applied + 1;
        Refusal refusal;
        if (std::holds_alternative<UndoStep>(step)) refusal = undo(out.history);
        else if (std::holds_alternative<RedoStep>(step)) refusal = redo(out.history);
        else refusal = commit(out.history, std::get<Action>(step), apply);
        if (refusal) {
            out.stop = Stop{index, std::string(step_type(step)), refusal->text, false};
            return out;
        }
        if (Refusal broken = check_invariants(out.history.present)) {
            out.stop = Stop{index, std::string(step_type(step)), "the encounter is now inconsistent: " + broken->text, true};
            return out;
        }
        out.applied = index;
    }
    return out;
}

json describe_order(const Encounter& e) {
    const bool running = e.phase == Phase::Running;
    json order = json::array();
    json held = json::array();
    for (CombatantId id : turn_order(e)) {
        const Combatant& c = *e.find(id);
        order.push_back({{"id", c.id},
                         {"name", c.name},
                         {"initiative", shown_initiative(e, c)},
                         {"acted", c.acted},
                         {"holding", c.holding}});
        if (c.holding) held.push_back(c.name);
    }
    json effects = json::array();
    for (const Effect& fx : e.effects)
        effects.push_back({{"id", fx.id}, {"name", fx.name}, {"target", who(e, fx.target)}, {"remaining", remaining_text(fx)}});
    json out = {{"round", e.round},
                {"step", e.step},
                {"acting", who(e, e.acting)},
                // Nobody is next before the fight starts or after it ends.
                {"next", running ? who(e, next_to_act(e)) : json(nullptr)},
                {"turn_order", std::move(order)},
                {"held", std::move(held)},
                {"effects", std::move(effects)}};
    if (rule_system(e).key == "segments") {
        // Text 003: the segment clock, what goes off on it and what is coming.
        json coming = json::array();
        for (const PendingAction& p : pending(e)) coming.push_back(describe(e, p));
        const auto segment = current_segment(e);
        out["segment"] = segment ? json(*segment) : json(nullptr);
        out["coming"] = std::move(coming);
    }
    return out;
}

json report(const Encounter& e, std::size_t applied) {
    return {{"encounter", json::parse(save_encounter(e))}, {"order", describe_order(e)}, {"applied", applied}};
}

} // namespace rk::replay
