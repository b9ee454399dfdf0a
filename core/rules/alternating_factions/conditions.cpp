// Rules text 004's conditions (incapacitated, grabbed, surrendering, retreating, concealed, immune
// to morale, dead), held as effects on the combatant that last until removed, so that they show,
// save and undo like any other effect.
#include <algorithm>

#include "core/rules/alternating_factions/factions.hpp"
#include "core/fight/handlers.hpp"
#include "core/rules/alternating_factions/alternating_factions_system.hpp"

namespace rk {

bool has_condition(const Encounter& e, CombatantId id, std::string_view name) {
    return std::any_of(e.effects.begin(), e.effects.end(),
                       [&](const Effect& fx) { return fx.target == id && fx.name == name; });
}

std::optional<CombatantId> condition_by(const Encounter& e, CombatantId id, std::string_view name) {
    for (const Effect& fx : e.effects)
        if (fx.target == id && fx.name == name) return fx.source;
    return std::nullopt;
}

const Combatant* mount_at_full_speed(const Encounter& e, const Combatant& c) {
    const auto mount = condition_by(e, c.id, condition::kRiding);
    if (!mount || !has_condition(e, *mount, condition::kFullSpeed)) return nullptr;
    return e.find(*mount);
}

// Text 004: "Smaller characters ... can't free themselves from a grab with a STR save." Size is
// the "size" stat (0 when unset), one per category.
bool held_by_larger(const Encounter& e, const Combatant& c) {
    const auto holder = condition_by(e, c.id, condition::kGrabbed);
    if (!holder || !has_condition(e, c.id, condition::kGrabbed)) return false;
    const Combatant* h = e.find(*holder);
    return h && h->stat("size") > c.stat("size");
}

Refusal cannot_act(const Encounter& e, const Combatant& c) {
    if (has_condition(e, c.id, condition::kGrabbed))
        return {Why::Grabbed, c.name + " is grabbed: it can't act, and can only spend its turn trying to break free"};
    if (const Combatant* mount = mount_at_full_speed(e, c))
        return {Why::AtFullSpeed, mount->name + " moves at full speed: " + c.name + " can't take any action nor react"};
    return std::nullopt;
}

bool standing(const Encounter& e, const Combatant& c) {
    if (c.hp && c.hp->current <= 0) return false;
    for (std::string_view out : {condition::kIncapacitated, condition::kDead, condition::kSurrendering, condition::kRetreating})
        if (has_condition(e, c.id, out)) return false;
    return true;
}

std::vector<SideId> factions_in_fight(const Encounter& e) {
    std::vector<SideId> ids;
    for (const Side& s : e.sides)
        if (std::any_of(e.combatants.begin(), e.combatants.end(), [&](const Combatant& c) { return c.side == s.id; }))
            ids.push_back(s.id);
    return ids;
}

namespace detail {

void let_go_unless(Encounter& e, CombatantId holder, std::string_view what, const std::function<bool(CombatantId held)>& keeps) {
    const Combatant* h = e.find(holder);
    if (!h) return;
    std::vector<CombatantId> freed;
    for (const Effect& fx : e.effects) {
        if (fx.name != condition::kGrabbed || fx.source != holder || !fx.target) continue;
        const Combatant* held = e.find(*fx.target);
        // "Larger characters need only one hand ... besides having that hand occupied they can
        // perform any action while keeping hold."
        if (!held || h->stat("size") > held->stat("size") || keeps(*fx.target)) continue;
        freed.push_back(*fx.target);
    }
    for (CombatantId id : freed) {
        remove_condition(e, id, condition::kGrabbed);
        log(e, h->name + " " + std::string(what) + ": " + e.find(id)->name + " is no longer grabbed (any other action frees the grabbed character)");
    }
}

void add_condition(Encounter& e, CombatantId id, std::string_view name, std::optional<CombatantId> by) {
    Effect fx;
    fx.id = e.next_id++;
    fx.name = std::string(name);
    fx.source = by;
    fx.target = id;
    fx.unit = DurationUnit::UntilRemoved;
    fx.expiry = Expiry::Never;
    fx.formula = "until removed";
    fx.started_round = e.round;
    e.effects.push_back(std::move(fx));
}

void resume_fighting_if_surrendering(Encounter& e, CombatantId id) {
    const Combatant* c = e.find(id);
    if (!c || !has_condition(e, id, condition::kSurrendering)) return;
    remove_condition(e, id, condition::kSurrendering);
    log(e, c->name + " was surrendering and is harmed by the enemy: it can resume fighting normally");
}

void remove_condition(Encounter& e, CombatantId id, std::string_view name) {
    std::erase_if(e.effects, [&](const Effect& fx) { return fx.target == id && fx.name == name; });
}

Result<SaveResult> save_against(Encounter& e, const Combatant& c, const std::string& stat, const RollInput& input) {
    std::string upper = stat;
    for (char& ch : upper)
        if (ch >= 'a' && ch <= 'z') ch = static_cast<char>(ch - 'a' + 'A');
    if (!c.stats.count(stat))
        return Result<SaveResult>::refused(Why::StatMissing, c.name + " has no " + upper + " score: set its \"" + stat + "\" stat first");
    const DiceFormula d20{1, 20, 0};
    auto r = roll(d20, input, e.rng);
    if (!r) return Result<SaveResult>::refused(r.refusal());
    const int score = c.stat(stat);
    return Result<SaveResult>::ok(
        {r.value().total <= score, r.value().describe(d20) + " against " + upper + " " + std::to_string(score)});
}

namespace {

// "grabbed", "immune to morale": the condition inside a sentence.
std::string condition_word(std::string_view name) {
    std::string word(name);
    for (char& ch : word)
        if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
    return word;
}

// "Bandit is grabbed by Theobald", "Sybilla is concealed", "Bandit leader is immune to morale".
std::string condition_line(const Encounter& e, const Combatant& c, std::string_view name, bool on,
                           std::optional<CombatantId> by) {
    const std::string word = condition_word(name);
    if (!on) {
        if (name == condition::kConcealed) return c.name + " is revealed";
        if (name == condition::kRiding) return c.name + " dismounts";
        return c.name + " is no longer " + word;
    }
    if (name == condition::kRiding) return c.name + " rides " + (by ? e.find(*by)->name : std::string("a mount"));
    std::string line = c.name + " is " + word;
    if (by) line += " by " + e.find(*by)->name;
    return line;
}

} // namespace

// Text 004's conditions, on or off. Grabbed can name who holds on.
Refusal handle(Encounter& e, const SetCondition& a) {
    if (e.ruleset != kAlternatingFactions)
        return {Why::NotInThisRuleset, "The conditions of alternating factions are not part of " + std::string(ruleset_name(e.ruleset))};
    if (e.phase == Phase::Ended) return {Why::Ended, std::string("The encounter has ended")};
    const Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    const auto known = std::find(std::begin(condition::kAll), std::end(condition::kAll), a.condition);
    if (known == std::end(condition::kAll))
        return {Why::BadCondition, "\"" + a.condition +
               "\" is not a condition of these rules: Incapacitated, Grabbed, Surrendering, Retreating, Concealed, Immune "
               "to morale, Dead or Riding"};
    if (a.by) {
        if ((a.condition != condition::kGrabbed && a.condition != condition::kRiding) || !a.on)
            return {Why::BadCondition, std::string("Only a grab names who holds on, and riding the mount or vehicle")};
        if (!e.find(*a.by)) return unknown_combatant(*a.by);
        if (*a.by == a.id) return {Why::TargetsItself, c->name + (a.condition == condition::kRiding ? " cannot ride itself" : " cannot grab itself")};
    } else if (a.on && a.condition == condition::kRiding) {
        return {Why::BadCondition, c->name + " rides a mount or vehicle: name which (by)"};
    }
    const bool has = has_condition(e, a.id, a.condition);
    if (a.on && has) return {Why::ConditionAlreadySet, c->name + " is already " + condition_word(a.condition)};
    if (!a.on && !has) return {Why::ConditionNotSet, c->name + " is not " + condition_word(a.condition)};
    log(e, condition_line(e, *c, a.condition, a.on, a.by));
    if (a.on) add_condition(e, a.id, a.condition, a.by);
    else remove_condition(e, a.id, a.condition);
    if (e.phase == Phase::Running && e.step == Step::Acting) settle_sequence(e);
    if (e.phase == Phase::Running && e.step == Step::Morale) settle_morale(e);
    return std::nullopt;
}

} // namespace detail
} // namespace rk
