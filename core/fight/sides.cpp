// The sides of the fight (rules text 004 calls them factions, and any number of them can take part).
// A faction's groups, which make their morale checks together, are text 004's own (morale.cpp).
#include <algorithm>

#include "core/fight/handlers.hpp"
#include "core/fight/validate.hpp"

namespace rk::detail {

std::string side_name(const Encounter& e, SideId id) {
    const Side* s = e.find_side(id);
    return s ? s->name : "side #" + std::to_string(id);
}

namespace {

constexpr size_t kMaxName = 64;
constexpr size_t kMaxSides = 16;

Refusal check_side_name(const Encounter& e, const std::string& name, SideId except) {
    if (name.empty() || name.size() > kMaxName) return {Why::BadSideName, "A side needs a name of 1 to " + std::to_string(kMaxName) + " bytes"};
    if (Refusal bad = check_text(name, "A side's name")) return bad;
    for (const Side& s : e.sides)
        if (s.id != except && s.name == name) return {Why::BadSideName, "There is already a side called " + name};
    return std::nullopt;
}

} // namespace

Refusal handle(Encounter& e, const AddSide& a) {
    if (e.phase == Phase::Ended) return {Why::Ended, std::string("The encounter has ended")};
    if (auto bad = check_side_name(e, a.name, 0)) return bad;
    if (e.sides.size() >= kMaxSides) return {Why::TooManySides, "An encounter has at most " + std::to_string(kMaxSides) + " sides"};
    SideId id = 1;
    for (const Side& s : e.sides) id = std::max(id, s.id + 1);   // sides are never removed: ids stay unique
    e.sides.push_back({id, a.name, std::nullopt});
    log(e, a.name + " join the fight as side #" + std::to_string(id));
    return std::nullopt;
}

Refusal handle(Encounter& e, const RenameSide& a) {
    Side* s = e.find_side(a.id);
    if (!s) return {Why::NoSuchSide, "There is no side #" + std::to_string(a.id)};
    if (auto bad = check_side_name(e, a.name, a.id)) return bad;
    if (s->name == a.name) return std::nullopt;
    log(e, s->name + " are now called " + a.name);
    s->name = a.name;
    return std::nullopt;
}

} // namespace rk::detail
