#pragma once
// What the interface draws for one rule system beyond the screens every system shares (issue 27,
// item 2), as core/rules/rule_system.hpp is what the core asks of it. Each system with parts of
// its own has a folder here defining one SystemScreens, named by its core descriptor's key
// (<key>_screens.hpp), joined from the list of systems (core/rules/systems.cmake). The shared views draw a part where the running system has one and
// never ask which system runs.
#include <string>
#include <string_view>

#include "ui/app/view_context.hpp"

namespace rk::ui {

// What a system's quick-add part asked besides the form's shared fields.
struct QuickAddAsked {
    bool initiative = false;   // this round's initiative (the generic system: a rolled d20)
};

struct SystemScreens {
    std::string_view key;   // the core descriptor's (RuleSystem::key)
    // Above the order list, under the header: text 003's segment clock and what is coming.
    void (*above_order)(const ViewContext& ctx) = nullptr;
    // A combatant's own controls under its chips, on its card in full and on its detail (never
    // in the players' read-only view): text 002's dice in hand, tapped to choose them, and on
    // the card (`in_detail` false) Spend for the chosen ones at once.
    void (*combatant_controls)(const ViewContext& ctx, UiState& ui, const Combatant& c, bool in_detail) = nullptr;
    // On the detail, after the hit points: text 002's Spend (with how to choose dice), then its
    // ranks and wounds.
    void (*detail_actions)(const ViewContext& ctx, UiState& ui, const Combatant& c) = nullptr;
    // A combatant's health where it has no hit points: what the card says in their place (text
    // 002: "P 3 · M 2"; "" for nothing), and on the detail the buttons that damage it (Hit 1, 2, 3, 5).
    std::string (*vitals)(const Encounter& e, const Combatant& c) = nullptr;
    void (*health_controls)(const ViewContext& ctx, const Combatant& c) = nullptr;
    // Quick add's questions of the system's own, after Player/NPC and before its stats: nullptr
    // asks the hit points (a number, or hit dice: views::quick_add_hit_points); text 002 asks none
    // (its ranks are its stats); the generic system adds this round's initiative.
    QuickAddAsked (*quick_add_fields)(const ViewContext& ctx, QuickAddForm& f) = nullptr;
    // An action's form whose fields start from what the combatant has (text 002: a Dodge spends
    // a die of its hand, the one tapped, else its highest): fills `sheet.values` once, as it opens.
    void (*sheet_starts)(SheetState& sheet, const Combatant& c, const UiState& ui) = nullptr;
    // A combatant's faction is part of how the table talks about it: its card says "Red · Orc 2".
    bool names_sides = false;
};

// The running system's parts (one with none where the system draws nothing of its own).
const SystemScreens& screens_of(const Encounter& e);

} // namespace rk::ui
