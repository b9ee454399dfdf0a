#pragma once
// A list of action types, and the one variant made of several lists: the common actions and each
// rule system's own (core/rules/system_actions.hpp) become rk::Action in one place.
#include <variant>

namespace rk {

template <class... Actions>
struct ActionList {};

namespace detail {
template <class... Lists>
struct JoinedActions;
template <class... A>
struct JoinedActions<ActionList<A...>> {
    using type = ActionList<A...>;
};
template <class... A, class... B, class... Rest>
struct JoinedActions<ActionList<A...>, ActionList<B...>, Rest...> {
    using type = typename JoinedActions<ActionList<A..., B...>, Rest...>::type;
};
template <class List>
struct VariantOfList;
template <class... A>
struct VariantOfList<ActionList<A...>> {
    using type = std::variant<A...>;
};
} // namespace detail

// The lists one after the other, as one list.
template <class... Lists>
using JoinActions = typename detail::JoinedActions<Lists...>::type;

// One variant holding any action of the lists, in their order.
template <class... Lists>
using ActionVariant = typename detail::VariantOfList<JoinActions<Lists...>>::type;

} // namespace rk
