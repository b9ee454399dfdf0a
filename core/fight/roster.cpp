// Who is in the fight: adding, removing, renaming, duplicating combatants, and their hit points.
#include <algorithm>

#include "core/model/bounded.hpp"
#include "core/fight/effects.hpp"
#include "core/fight/handlers.hpp"
#include "core/fight/reducer.hpp"
#include "core/rules/rule_system.hpp"
#include "core/rules/scheme.hpp"
#include "core/fight/validate.hpp"

namespace rk::detail {
namespace {

constexpr size_t kMaxNameLength = kMaxNameBytes;   // core/fight/validate.hpp: the same for names from files and links

Refusal check_name(const std::string& name) {
    if (name.empty()) return {Why::NameMissing, "A combatant needs a name"};
    if (name.size() > kMaxNameLength) return {Why::NameTooLong, "Names are limited to " + std::to_string(kMaxNameLength) + " bytes"};
    return check_text(name, "A name");   // UTF-8 on one line, as a file's or a link's must be

}

Refusal with_hp(Encounter& e, CombatantId id, Combatant*& out) {
    out = e.find(id);
    if (!out) return unknown_combatant(id);
    if (!out->hp) return {Why::NoHitPoints, out->name + " has no hit points in this ruleset"};
    return std::nullopt;
}

// "Goblin 3" -> "Goblin": duplicates are renumbered from the shared stem.
std::string name_stem(const std::string& name) {
    auto space = name.find_last_of(' ');
    if (space == std::string::npos || space + 1 == name.size()) return name;
    bool digits = std::all_of(name.begin() + static_cast<long>(space) + 1, name.end(), [](char c) { return c >= '0' && c <= '9'; });
    return digits ? name.substr(0, space) : name;
}

} // namespace

Refusal handle(Encounter& e, const AddCombatant& a) {
    if (auto bad = check_name(a.name)) return bad;
    if (!e.find_side(a.side)) return {Why::NoSuchSide, "There is no side #" + std::to_string(a.side)};
    if (static_cast<int>(e.combatants.size()) >= kMaxCombatants) return {Why::TooManyCombatants, "An encounter holds at most " + std::to_string(kMaxCombatants) + " combatants"};
    if (a.hp_max && (*a.hp_max < 1 || *a.hp_max > 100000)) return {Why::HpOutOfRange, "Maximum hit points must be between 1 and 100000"};
    Combatant c;
    c.id = e.next_id++;
    c.name = a.name;
    c.side = a.side;
    c.is_player = a.is_player;
    c.level = a.level;
    if (a.hp_max) c.hp = HitPoints{*a.hp_max, *a.hp_max};
    if (a.initiative_modifier != 0) c.stats["initiative_modifier"] = a.initiative_modifier;
    log(e, c.name + " joins the fight");
    e.combatants.push_back(std::move(c));
    return std::nullopt;
}

Refusal handle(Encounter& e, const RemoveCombatant& a) {
    auto it = std::find_if(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) { return c.id == a.id; });
    if (it == e.combatants.end()) return unknown_combatant(a.id);
    log(e, it->name + " leaves the fight");
    if (e.acting == a.id) e.acting.reset();
    for (const RuleSystem* s : rule_systems())   // what the systems' parts say of it (002: who called the Refresh)
        if (s->any_fight_combatant_leaves) s->any_fight_combatant_leaves(e, a.id);
    effects_combatant_removed(e, a.id);   // while it is still there, so the log can name it
    e.combatants.erase(std::find_if(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) { return c.id == a.id; }));
    if (e.phase == Phase::Running)
        if (const auto* turns = rule_system(e).turns; turns->combatant_removed) turns->combatant_removed(e);
    return std::nullopt;
}

Refusal handle(Encounter& e, const RenameCombatant& a) {
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (auto bad = check_name(a.name)) return bad;
    log(e, c->name + " is now called " + a.name);
    c->name = a.name;
    return std::nullopt;
}

Refusal handle(Encounter& e, const DuplicateCombatant& a) {
    const Combatant* original = e.find(a.id);
    if (!original) return unknown_combatant(a.id);
    if (a.count < 1 || a.count > 100) return {Why::CopiesOutOfRange, "Duplicate between 1 and 100 copies at a time"};
    if (static_cast<int>(e.combatants.size()) + a.count > kMaxCombatants) return {Why::TooManyCombatants, "An encounter holds at most " + std::to_string(kMaxCombatants) + " combatants"};
    const std::string stem = name_stem(original->name);
    Combatant model = *original;
    model.acted = false;   // copies keep the initiative: a band of goblins usually acts together
    fresh_copy(model.part);   // what each system's part keeps to itself (004: gear not yet used)
    auto pos = std::find_if(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) { return c.id == a.id; });
    pos->name = stem + " 1";
    std::vector<Combatant> copies;
    for (int i = 0; i < a.count; ++i) {
        Combatant copy = model;
        copy.id = e.next_id++;
        copy.name = stem + " " + std::to_string(i + 2);
        copies.push_back(std::move(copy));
    }
    e.combatants.insert(pos + 1, copies.begin(), copies.end());
    log(e, stem + " x" + std::to_string(a.count + 1) + " in the fight");
    return std::nullopt;
}

// Each part through the reducer as if entered by hand, in the order a game master would enter
// them, on the ids the encounter gives (a refusal of any part leaves the whole unapplied: the
// caller drops the encounter). Where the rules measure health by their own parts (text 002's
// ranks), the newcomer has those and no hit points, however it was described.
Refusal handle(Encounter& e, const AddCombatants& a) {
    if (a.copies < 1 || a.copies > 100) return {Why::CopiesOutOfRange, "Add between 1 and 100 at a time"};
    const RuleSystem& system = rule_system(e);
    const bool own_health = system.newcomer_health != nullptr;
    const bool rolled = !own_health && !a.hp_dice.empty();
    const std::optional<int> hp = own_health ? std::nullopt : rolled ? std::optional(1) : a.hp_max;
    const CombatantId first = e.next_id;
    std::vector<Action> parts{AddCombatant{a.name, a.side, a.is_player, a.level, hp}};
    if (a.initiative) parts.push_back(SetInitiative{first, *a.initiative});
    std::map<std::string, int> stats = a.stats;
    if (own_health)
        for (Action& health : system.newcomer_health(first, stats)) parts.push_back(std::move(health));
    for (const auto& [key, value] : stats) parts.push_back(SetStat{first, key, value});
    if (!a.notes.empty()) parts.push_back(SetNotes{first, a.notes});
    if (a.copies > 1) parts.push_back(DuplicateCombatant{first, a.copies - 1});
    for (const Action& part : parts)
        if (Refusal refused = apply_in_place(e, part)) return refused;
    // Each its own hit points: the first and its copies hold the ids from `first` on.
    if (rolled)
        for (CombatantId id = first; id < e.next_id; ++id)
            if (Refusal refused = apply_in_place(e, RollHitPoints{id, a.hp_dice, {}})) return refused;
    return std::nullopt;
}

Refusal handle(Encounter& e, const Damage& a) {
    Combatant* c;
    if (auto bad = with_hp(e, a.id, c)) return bad;
    if (a.amount < 0 || a.amount > 100000) return {Why::AmountOutOfRange, "Damage must be between 0 and 100000"};
    if (a.amount == 0) return std::nullopt;   // nothing happens, nothing to log or undo
    // Temporary hit points take the damage first; the rest comes off the hit points (rules-notes).
    const int rest = take_temp_first(*c->hp, a.amount);
    const int from_temp = a.amount - rest;
    c->hp->current = bounded_difference(c->hp->current, rest);   // held at the model's edge, never wrapped
    log(e, c->name + " takes " + std::to_string(a.amount) + " damage" +
               (from_temp ? ", " + std::to_string(from_temp) + " of it temporary" : std::string()) + " (" +
               std::to_string(c->hp->current) + "/" + std::to_string(c->hp->max) +
               (c->hp->temp ? " +" + std::to_string(c->hp->temp) + " temp" : std::string()) + ")");
    successful_attack(e, a.id, a.amount);   // damage means a hit landed (001, 003: it disrupts a spell; 003: it may stun)
    return std::nullopt;
}

Refusal handle(Encounter& e, const TakeHit& a) {
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (a.amount < 0 || a.amount > 100000) return {Why::AmountOutOfRange, "A hit must do between 0 and 100000 damage"};
    if (const RuleSystem& system = rule_system(e); system.take_hit) return system.take_hit(e, *c, a.amount);
    return handle(e, Damage{a.id, a.amount});
}

Refusal handle(Encounter& e, const Heal& a) {
    Combatant* c;
    if (auto bad = with_hp(e, a.id, c)) return bad;
    if (a.amount < 0 || a.amount > 100000) return {Why::AmountOutOfRange, "Healing must be between 0 and 100000"};
    if (a.amount == 0 || c->hp->current >= c->hp->max) return std::nullopt;   // nothing to heal
    c->hp->current = std::min(c->hp->max, bounded_sum(c->hp->current, a.amount));
    log(e, c->name + " heals to " + std::to_string(c->hp->current) + "/" + std::to_string(c->hp->max));
    return std::nullopt;
}

// Temporary hit points do not stack: a new grant keeps the higher (docs/rules-notes.md).
Refusal handle(Encounter& e, const GiveTempHp& a) {
    Combatant* c;
    if (auto bad = with_hp(e, a.id, c)) return bad;
    if (a.amount < 0 || a.amount > 100000) return {Why::AmountOutOfRange, "Temporary hit points must be between 0 and 100000"};
    if (a.amount <= c->hp->temp) {
        if (a.amount == 0) return std::nullopt;   // nothing given, nothing to log or undo
        return {Why::AmountOutOfRange, c->name + " already has " + std::to_string(c->hp->temp) +
                                           " temporary hit points: they do not stack, the higher is kept"};
    }
    c->hp->temp = a.amount;
    log(e, c->name + " has " + std::to_string(a.amount) + " temporary hit points");
    return std::nullopt;
}

Refusal handle(Encounter& e, const SetHp& a) {
    Combatant* c;
    if (auto bad = with_hp(e, a.id, c)) return bad;
    if (a.hp < -100000 || a.hp > c->hp->max) return {Why::HpOutOfRange, "Hit points must be at most the maximum (" + std::to_string(c->hp->max) + ")"};
    c->hp->current = a.hp;
    log(e, c->name + " now has " + std::to_string(a.hp) + "/" + std::to_string(c->hp->max) + " hit points");
    return std::nullopt;
}

Refusal handle(Encounter& e, const RollHitPoints& a) {
    Combatant* c;
    if (auto bad = with_hp(e, a.id, c)) return bad;
    auto formula = parse_dice(a.dice);
    if (!formula) return formula.refusal();
    auto r = roll(formula.value(), a.roll, e.rng);
    if (!r) return r.refusal();
    const int hp = std::clamp(r.value().total, 1, 100000);   // "1d4-2" still leaves a standing monster
    c->hp = HitPoints{hp, hp};
    log(e, c->name + ": hit points " + r.value().describe(formula.value()));
    return std::nullopt;
}

Refusal handle(Encounter& e, const RenameEncounter& a) {
    if (a.name.empty() || a.name.size() > kMaxNameLength) return {Why::BadEncounterName, "An encounter name has 1 to 64 bytes"};
    if (Refusal bad = check_text(a.name, "An encounter's name")) return bad;
    e.name = a.name;
    return std::nullopt;
}

} // namespace rk::detail

namespace rk::detail {

Refusal handle(Encounter& e, const SetRuleset& a) {
    if (e.phase != Phase::Setup) return {Why::RulesetLocked, "The rules can only be changed before the fight starts"};
    e.ruleset = a.ruleset;
    e.settings = a.settings;
    log(e, "Rules: " + std::string(ruleset_name(a.ruleset)));
    return std::nullopt;
}

Refusal handle(Encounter& e, const SetLevel& a) {
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (a.level < 0 || a.level > 100) return {Why::LevelOutOfRange, "Levels go from 0 to 100"};
    c->level = a.level;
    return std::nullopt;
}

Refusal handle(Encounter& e, const SetStat& a) {
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (a.key.empty() || a.key.size() > 32) return {Why::BadStat, "A stat needs a short name"};
    if (a.value < -100000 || a.value > 100000) return {Why::BadStat, "Stats go from -100000 to 100000"};
    c->stats[a.key] = a.value;
    return std::nullopt;
}

Refusal handle(Encounter& e, const SetNotes& a) {
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (a.notes.size() > 4000) return {Why::NotesTooLong, "Notes are limited to 4000 bytes"};
    if (Refusal bad = check_text(a.notes, "The notes", kMaxNotesBytes, false)) return bad;   // UTF-8, as a file's must be
    c->notes = a.notes;   // not logged: the log can be shown to players, notes cannot
    return std::nullopt;
}

Refusal handle(Encounter& e, const SetHidden& a) {
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (c->hidden == a.hidden) return std::nullopt;
    c->hidden = a.hidden;
    log(e, c->name + (a.hidden ? " is hidden from the players" : " is revealed to the players"));
    return std::nullopt;
}

Refusal handle(Encounter& e, const AttackHits& a) {
    Combatant* target = e.find(a.target);
    if (!target) return unknown_combatant(a.target);
    if (a.attacker && !e.find(*a.attacker)) return unknown_combatant(*a.attacker);
    log(e, (a.attacker ? e.find(*a.attacker)->name + " hits " : std::string("A hit on ")) + target->name);
    successful_attack(e, a.target);
    return std::nullopt;
}

} // namespace rk::detail
