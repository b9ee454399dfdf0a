#pragma once
// The building blocks of the action catalogue's entries, so that each entry reads as one short
// paragraph: the common ones (action_catalogue.cpp) and each rule system's
// (ui/rules/<system>/<system>_catalogue.hpp, in this namespace) are written with them.
#include <initializer_list>

#include "ui/app/action_catalogue.hpp"

namespace rk::ui::spec {

// constexpr: evaluated by the compiler, so the tables built of them are constant data.
constexpr FieldSpec self(const char* key = "id") { return {key, "", FieldKind::Self}; }
constexpr FieldSpec field(const char* key, const char* label, FieldKind kind) { return {key, label, kind}; }
constexpr FieldSpec number(const char* key, const char* label, int min, int max) {
    return {key, label, FieldKind::Int, min, max};
}
constexpr FieldSpec optional_number(const char* key, const char* label, int min, int max) {
    return {key, label, FieldKind::OptionalInt, min, max};
}
// For a named list only: a list written in the call would die with the call. A list written
// in place is an aggregate, {"key", "Label", K::Choice, 0, 0, {"a", "b"}}, which lives as long
// as the catalogue.
constexpr FieldSpec choice(const char* key, const char* label, std::initializer_list<const char*> spellings) {
    return {key, label, FieldKind::Choice, 0, 0, spellings};
}
constexpr FieldSpec roll(const char* label = "Dice") { return {"roll", label, FieldKind::Roll}; }

// The JSON spellings of core/formats/json_types.cpp, most common first. A list only one rule
// system's entries use is named in that system's catalogue file.
constexpr std::initializer_list<const char*> kExpiries{"end_of_round", "start_of_turn", "end_of_turn", "never"};

constexpr auto kEncounter = Scope::Encounter;
constexpr auto kCombatant = Scope::Combatant;

using K = FieldKind;

} // namespace rk::ui::spec
