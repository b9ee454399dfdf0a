// The segment clock (rules text 003, Spelljammer): per-attack initiative on segments.
//
// A round walks through e.step:
//   Surprise (round 1 only) -> Declaring -> RollingInitiative -> Acting -> next round's Declaring.
//
// Surprise: an ambush may be sprung (schemes/ambush.cpp); round 1 is then the attackers' free round.
// Declaring: each combatant declares its attacks (with its movement and weapon handling) or the
//   spell that is its action; whoever declares nothing makes its normal attacks ("attacks" stat).
// RollingInitiative: one die per action, d10 for the first, d8 for the second, ..., each plus the
//   round's modifier. An action on the segment of an earlier one of the same combatant goes one
//   segment later; at -6 or later it is lost. The clock starts once nobody has dice left to roll.
// Acting: part<SegmentsFight>(e).segment is the segment, from the highest start (at least 10) down to -5. Arriving on a
//   segment, castings that begin on it begin; then its actions are resolved one at a time
//   (e.acting, players first); the segments in between pass by themselves, each counted for the
//   effects in segments. After -5 the round ends; the next one begins with bleeding.
#include <algorithm>

#include "core/fight/combat.hpp"
#include "core/model/dice.hpp"
#include "core/fight/effects.hpp"
#include "core/rules/segments/segments_system.hpp"
#include "core/rules/scheme.hpp"
#include "core/rules/segments/segments_detail.hpp"
#include "core/rules/order_list.hpp"

namespace rk {

// ---- the clock, seen from the app ----

SegmentPart segment_part(int segment) {
    if (segment > kMovementFirstSegment) return SegmentPart::PreMovement;
    if (segment >= kMovementLastSegment) return SegmentPart::Movement;
    if (segment >= kLastSegment) return SegmentPart::PostMovement;
    return SegmentPart::Lost;
}

std::string_view segment_part_name(SegmentPart part) {
    switch (part) {
    case SegmentPart::PreMovement: return "pre-movement";
    case SegmentPart::Movement: return "movement";
    case SegmentPart::PostMovement: return "post-movement";
    case SegmentPart::Lost: return "lost";
    }
    return "";
}

int movement_done_percent(int segment) {
    if (segment > kMovementFirstSegment) return 0;
    if (segment < kMovementLastSegment) return 100;
    return (kMovementFirstSegment + 1 - segment) * 10;
}

std::optional<int> current_segment(const Encounter& e) {
    if (e.ruleset != kSegments || e.phase != Phase::Running || e.step != Step::Acting) return std::nullopt;
    return part<SegmentsFight>(e).segment;
}

namespace {

// The order actions of one segment are resolved in: players first, then who joined first.
bool resolved_before(const Combatant& a, const Combatant& b) {
    if (a.is_player != b.is_player) return a.is_player;
    return a.id < b.id;
}

// The action `c` resolves now or next: the earliest-due of those pending that are due by now
// (late ones, like a copy's, first).
const SegmentAction* due_action(const Encounter& e, const Combatant& c) {
    if (!may_act(e, c)) return nullptr;   // down or stunned: it makes no attack and casts nothing
    const SegmentAction* best = nullptr;
    for (const auto& a : part<SegmentsPart>(c).plan.actions)
        if (detail::is_pending(a) && detail::goes_off(a) >= part<SegmentsFight>(e).segment && (!best || detail::goes_off(a) > detail::goes_off(*best)))
            best = &a;
    return best;
}

} // namespace

std::vector<PendingAction> pending(const Encounter& e) {
    std::vector<std::pair<const Combatant*, PendingAction>> list;
    const bool running = e.ruleset == kSegments && e.phase == Phase::Running;
    if (!running) return {};
    const bool clock = e.step == Step::Acting;
    for (const auto& c : e.combatants) {
        if (!in_the_fight(e, c)) continue;   // down: nothing of its plan goes off
        const SegmentAction* now = clock && e.acting == c.id ? due_action(e, c) : nullptr;
        for (const auto& a : part<SegmentsPart>(c).plan.actions) {
            if (!detail::is_pending(a)) continue;
            PendingAction p;
            p.id = c.id;
            p.number = a.number;
            p.spell = a.spell;
            p.target = a.target;
            p.segment = detail::goes_off(a);
            if (!a.spell.empty()) {
                p.casting_from = a.start;
                p.casting = clock && part<SegmentsFight>(e).segment <= *a.start;
            }
            p.now = &a == now;
            list.emplace_back(&c, std::move(p));
        }
    }
    std::stable_sort(list.begin(), list.end(), [](const auto& x, const auto& y) {
        if (x.second.segment != y.second.segment) return x.second.segment > y.second.segment;
        if (x.first != y.first) return resolved_before(*x.first, *y.first);
        return x.second.number < y.second.number;
    });
    std::vector<PendingAction> out;
    for (auto& [c, p] : list) out.push_back(std::move(p));
    return out;
}

std::vector<PendingAction> going_off(const Encounter& e) {
    std::vector<PendingAction> out;
    const auto segment = current_segment(e);
    if (!segment) return out;
    for (auto& p : pending(e))
        if (p.segment >= *segment) out.push_back(std::move(p));
    return out;
}

// ", roll 72 or less": what an attack needs, when the attacker has an SC.
std::string roll_needed_words(const Encounter& e, const Combatant* attacker, std::optional<CombatantId> target) {
    const Combatant* t = target ? e.find(*target) : nullptr;
    if (!attacker || !t) return "";
    const auto needed = roll_needed(e, *attacker, *t);
    return needed ? ", roll " + std::to_string(*needed) + " or less" : "";
}

std::string describe(const Encounter& e, const PendingAction& p) {
    const Combatant* c = e.find(p.id);
    std::string s = (c ? c->name : "#" + std::to_string(p.id)) + ": ";
    s += p.spell.empty() ? "attack " + std::to_string(p.number) : p.spell;
    if (p.target) {
        const Combatant* t = e.find(*p.target);
        s += " on " + (t ? t->name : std::string("someone who left"));
        if (detail::target_gone(e, p.target)) s += " (gone)";
    }
    if (p.casting_from)
        s += " (" + std::string(p.casting ? "casting since " : "casting from ") + std::to_string(*p.casting_from) +
             ", goes off on " + std::to_string(p.segment) + ")";
    else
        s += " (segment " + std::to_string(p.segment) + roll_needed_words(e, c, p.target) + ")";
    return s;
}

// ---- initiative numbers ----

int initiative_die_sides(int action_number) { return std::max(2, 12 - 2 * std::max(1, action_number)); }

int initiative_modifier(Movement m) {
    switch (m) {
    case Movement::FreeMove: return 0;
    case Movement::NoMovement: return 3;
    case Movement::HalfMove: return -5;
    case Movement::Run: return -7;
    }
    return 0;
}

int initiative_modifier(WeaponHandling w) {
    switch (w) {
    case WeaponHandling::Ready: return 0;
    case WeaponHandling::Draw: return -5;
    case WeaponHandling::SheatheAndDraw: return -10;
    }
    return 0;
}

namespace {
constexpr int kMostModifier = 50;   // keeps the clock short whatever the stats say
}

int round_initiative_modifier(const Encounter& e, const Combatant& c) {
    const int sum = c.stat("initiative_modifier") + effect_modifier(e, c.id, "initiative") +
                    initiative_modifier(part<SegmentsPart>(c).plan.movement) + initiative_modifier(part<SegmentsPart>(c).plan.weapon);
    return std::clamp(sum, -kMostModifier, kMostModifier);
}

int attacks_kept(int attacks, Movement m, WeaponHandling w) {
    int kept = attacks;
    if (m == Movement::HalfMove) kept = attacks - attacks / 2;               // lose half, rounded down
    if (m == Movement::Run) kept = attacks > 0 ? std::max(1, attacks / 2) : 0;   // lose half, rounded up, keep one
    // "if you take two actions that each have a -5 initiative modifier, you also lose an action"
    const int minus_fives = (m == Movement::HalfMove ? 1 : 0) + (w == WeaponHandling::Draw ? 1 : 0) +
                            (w == WeaponHandling::SheatheAndDraw ? 2 : 0);
    if (minus_fives >= 2) kept -= minus_fives - 1;
    return std::max(0, kept);
}

namespace detail {

bool has_pending(const Combatant& c) {
    return std::any_of(part<SegmentsPart>(c).plan.actions.begin(), part<SegmentsPart>(c).plan.actions.end(), [](const SegmentAction& a) { return is_pending(a); });
}

bool target_gone(const Encounter& e, std::optional<CombatantId> target) {
    if (!target) return false;
    const Combatant* t = e.find(*target);
    return !t || (t->hp && t->hp->current <= 0);
}

std::string action_name(const Combatant& c, const SegmentAction& a) {
    return c.name + "'s " + (a.spell.empty() ? "attack " + std::to_string(a.number) : a.spell);
}

namespace {

constexpr int kMostAttacks = 10;
constexpr size_t kMaxSpellName = 64;
constexpr size_t kMaxReason = 64;

std::string join_names(const std::vector<std::string>& names) {
    std::string s;
    for (size_t i = 0; i < names.size(); ++i) {
        if (i > 0) s += i + 1 == names.size() ? " and " : ", ";
        s += names[i];
    }
    return s;
}

std::string signed_number(int n) { return (n >= 0 ? "+" : "") + std::to_string(n); }

Reason step_refusal(const Encounter& e, const std::string& rule) {
    switch (e.step) {
    case Step::Surprise: return {Why::WrongStep, "The ambush is being set up: " + rule};
    case Step::Declaring: return {Why::WrongStep, "Actions are being declared: " + rule};
    case Step::RollingInitiative: return {Why::WrongStep, "Initiative is being rolled: " + rule};
    case Step::Acting: return {Why::WrongStep, "The segment clock is running: " + rule};
    default: return {Why::WrongStep, "The fight is not running: " + rule};
    }
}

Refusal require_segments(const Encounter& e, const char* what) {
    if (e.ruleset != kSegments) return {Why::NotInThisRuleset, std::string(what) + " is part of " + std::string(ruleset_name(kSegments))};
    return require_running(e);
}

SegmentAction* due_action(Encounter& e, Combatant& c) {
    return const_cast<SegmentAction*>(rk::due_action(static_cast<const Encounter&>(e), c));
}

bool needs_roll(const SegmentAction& a) { return !a.start && a.lost.empty() && !a.next_round; }

bool has_dice_to_roll(const Combatant& c) {
    return std::any_of(part<SegmentsPart>(c).plan.actions.begin(), part<SegmentsPart>(c).plan.actions.end(), needs_roll);
}

// ---- rounds ----

void reset_round(Encounter& e, int round) {
    begin_round(e, round);
    part<SegmentsFight>(e).segment = 0;
    part<SegmentsFight>(e).surprise_round = false;
    for (auto& c : e.combatants) {
        c.initiative.reset();
        // "Otherwise, they will begin casting on initiative 10 of the following round."
        RoundPlan next;
        for (const auto& a : part<SegmentsPart>(c).plan.actions) {
            if (!a.next_round || !a.lost.empty()) continue;
            SegmentAction spell = a;
            spell.number = 1;
            spell.next_round = false;
            spell.start = kMovementFirstSegment;
            spell.casting_effect.reset();
            next.actions.push_back(std::move(spell));
            // c.initiative is shown with effect modifiers added: the spell begins on 10 regardless.
            c.initiative = kMovementFirstSegment - effect_modifier(e, c.id, "initiative");
            break;
        }
        part<SegmentsPart>(c).plan = std::move(next);
    }
}

void open_declarations(Encounter& e) {
    e.acting.reset();
    part<SegmentsFight>(e).segment = 0;
    e.step = Step::Declaring;
    log(e, part<SegmentsFight>(e).surprise_round ? "Surprise round: those who may act declare their actions"
                            : "Declare actions: attacks, movement and spells");
}

void finish_round(Encounter& e) {
    e.acting.reset();
    for (auto& c : e.combatants)
        for (auto& a : part<SegmentsPart>(c).plan.actions) end_casting(e, c, a);
    close_round(e);
    reset_round(e, e.round + 1);
    bleed(e);
    open_declarations(e);
}

// ---- declarations ----

std::string movement_words(Movement m) {
    switch (m) {
    case Movement::FreeMove: return "";
    case Movement::NoMovement: return "no movement (+3 initiative, -20 DEF and Luck saves)";
    case Movement::HalfMove: return "half move and attack (-5 initiative)";
    case Movement::Run: return "run and attack (-7 initiative, -25 SC)";
    }
    return "";
}

std::string weapon_words(WeaponHandling w) {
    switch (w) {
    case WeaponHandling::Ready: return "";
    case WeaponHandling::Draw: return "draws a weapon (-5 initiative)";
    case WeaponHandling::SheatheAndDraw: return "sheathes and draws (-10 initiative)";
    }
    return "";
}

std::string half_round_words(HalfRound h) {
    switch (h) {
    case HalfRound::None: return "";
    case HalfRound::ReadyShield: return "readies a shield (half a round, half its attacks)";
    case HalfRound::DrinkPotion: return "drinks a potion (half a round, half its attacks)";
    case HalfRound::DrinkPotionMoving: return "drinks a potion (half a round, half its movement)";
    }
    return "";
}

std::string on_target(const Encounter& e, std::optional<CombatantId> target) {
    if (!target) return "";
    const Combatant* t = e.find(*target);
    return t ? " on " + t->name : "";
}

} // namespace

Refusal check_declaring(const Encounter& e, const Combatant& c, std::optional<CombatantId> target) {
    if (e.step != Step::Declaring) return step_refusal(e, "actions are declared at the start of the round");
    if (target) {
        if (!e.find(*target)) return unknown_combatant(*target);
        if (*target == c.id) return {Why::TargetsItself, c.name + " cannot target itself"};
    }
    if (is_stunned(e, c.id)) return {Why::Stunned, c.name + " is stunned and loses its actions this round"};
    if (surprise_round_limit(e, c) == 0) return {Why::Surprised, c.name + " is caught by surprise and cannot act in the surprise round"};
    return std::nullopt;
}

// Replacing a declaration gives up a spell carried over from the last round.
void give_up_carried_spell(Encounter& e, const Combatant& c) {
    for (const auto& a : part<SegmentsPart>(c).plan.actions)
        if (!a.spell.empty() && a.start && !part<SegmentsPart>(c).plan.declared) log(e, c.name + " gives up casting " + a.spell);
}

namespace {

std::vector<SegmentAction> attacks_on(int count, std::optional<CombatantId> target) {
    std::vector<SegmentAction> out;
    for (int i = 1; i <= count; ++i) {
        SegmentAction a;
        a.number = i;
        a.target = target;
        out.push_back(std::move(a));
    }
    return out;
}

// Whoever declared nothing (and has no spell carried over) makes its normal attacks.
void default_plans(Encounter& e) {
    std::vector<std::string> names;
    for (auto& c : e.combatants) {
        if (part<SegmentsPart>(c).plan.declared || !part<SegmentsPart>(c).plan.actions.empty()) continue;
        if (is_stunned(e, c.id)) continue;
        int attacks = std::clamp(c.stat("attacks", 1), 0, kMostAttacks);
        if (auto limit = surprise_round_limit(e, c)) attacks = std::min(attacks, *limit);
        if (attacks == 0) continue;
        part<SegmentsPart>(c).plan.actions = attacks_on(attacks, std::nullopt);
        names.push_back(c.name);
    }
    if (!names.empty()) log(e, join_names(names) + (names.size() == 1 ? " makes its" : " make their") + " normal attacks");
}

// "This means that you will not move at all during the round ... and will suffer a -20 to DEF and -20 to Luck saves."
void record_no_movement(Encounter& e) {
    for (const auto& c : e.combatants) {
        if (part<SegmentsPart>(c).plan.movement != Movement::NoMovement || part<SegmentsPart>(c).plan.actions.empty()) continue;
        Effect fx;
        fx.name = "No movement";
        fx.target = c.id;
        fx.unit = DurationUnit::Rounds;
        fx.expiry = Expiry::EndOfRound;
        fx.remaining = fx.total = 1;
        fx.modifiers = {{"def", -20}, {"luck", -20}};
        fx.formula = "the round";
        add_effect(e, std::move(fx));
    }
}

// ---- initiative ----

void place_attack(Encounter& e, Combatant& c, SegmentAction& a) {
    const int rolled = *a.start;
    // "If you end up with the same initiative for both attacks, the second attack goes 1 segment later."
    auto taken = [&](int segment) {
        return std::any_of(part<SegmentsPart>(c).plan.actions.begin(), part<SegmentsPart>(c).plan.actions.end(), [&](const SegmentAction& b) {
            return &b != &a && is_pending(b) && goes_off(b) == segment;
        });
    };
    while (taken(*a.start)) --*a.start;
    const std::string name = action_name(c, a);
    if (*a.start != rolled) log(e, name + " shares a segment with an earlier one: it goes on " + std::to_string(*a.start));
    if (*a.start < kLastSegment) {
        a.lost = "initiative -6 or later";
        log(e, name + " is lost: initiative " + std::to_string(*a.start) + " is -6 or later");
    }
}

void start_countdown(Encounter& e);
void show_initiative(const Encounter& e, Combatant& c);

void start_countdown_when_ready(Encounter& e) {
    if (e.step != Step::RollingInitiative) return;
    if (std::any_of(e.combatants.begin(), e.combatants.end(),
                    [&](const Combatant& c) { return in_the_fight(e, c) && has_dice_to_roll(c); }))
        return;
    start_countdown(e);
}

// ---- the clock ----

void arrive(Encounter& e) {
    if (part<SegmentsFight>(e).segment == kMovementFirstSegment) log(e, "Segment 10: movement begins, 10% of it each segment");
    if (part<SegmentsFight>(e).segment == kMovementLastSegment - 1) log(e, "Segment 0: movement is over, post-movement actions follow");
    begin_castings(e);
}

void begin_action(Encounter& e, Combatant& c) {
    const SegmentAction& a = *due_action(e, c);
    e.acting = c.id;
    effects_turn_started(e, c.id);   // counted once per round: the first of its actions starts its turn
    std::string line = "Segment " + std::to_string(part<SegmentsFight>(e).segment) + ": ";
    if (a.spell.empty()) {
        const Combatant* target = a.target ? e.find(*a.target) : nullptr;
        line += c.name + " attacks" + (target ? " " + target->name : "") + " (attack " + std::to_string(a.number) +
                roll_needed_words(e, &c, a.target) + ")";
    }
    else line += action_name(c, a) + " goes off" + on_target(e, a.target);
    if (target_gone(e, a.target)) line += "; the target is gone: retarget or go on";
    log(e, line);
}

Combatant* next_due(Encounter& e) {
    Combatant* best = nullptr;
    int best_segment = 0;
    for (auto& c : e.combatants) {
        const SegmentAction* a = due_action(e, c);
        if (!a) continue;
        const int s = goes_off(*a);
        if (!best || s > best_segment || (s == best_segment && resolved_before(c, *best))) {
            best = &c;
            best_segment = s;
        }
    }
    return best;
}

// The next action on this segment, else the next segment that has one, else the round's end.
void go_on(Encounter& e) {
    e.acting.reset();
    for (;;) {
        if (Combatant* c = next_due(e)) {
            begin_action(e, *c);
            return;
        }
        effects_segment_passed(e);
        if (part<SegmentsFight>(e).segment <= kLastSegment) {
            finish_round(e);
            return;
        }
        --part<SegmentsFight>(e).segment;
        arrive(e);
    }
}

void start_countdown(Encounter& e) {
    int top = kMovementFirstSegment;
    for (auto& c : e.combatants) {
        for (const auto& a : part<SegmentsPart>(c).plan.actions)
            if (is_pending(a)) top = std::max(top, *a.start);
        c.acted = !has_pending(c) || !may_act(e, c);
    }
    e.step = Step::Acting;
    part<SegmentsFight>(e).segment = top;
    log(e, "The segment clock starts at " + std::to_string(top));
    arrive(e);
    go_on(e);
}

void turn_over_if_done(Encounter& e, Combatant& c) {
    if (e.step != Step::Acting || c.acted || has_pending(c)) return;
    c.acted = true;
    effects_turn_ended(e, c.id);
}

// ---- the scheme table ----

Refusal start(Encounter& e) {
    for (auto& c : e.combatants) {
        part<SegmentsPart>(c).ambusher = false;
        part<SegmentsPart>(c).ambush_per.reset();
        part<SegmentsPart>(c).plan = {};
    }
    reset_round(e, 1);
    e.step = Step::Surprise;
    log(e, "An ambush? Name who springs it and roll PER for the victims, or go on");
    return std::nullopt;
}

Refusal finish_declarations(Encounter& e) {
    switch (e.step) {
    case Step::Surprise:
        if (auto bad = begin_surprise_round(e)) return bad;
        open_declarations(e);
        return std::nullopt;
    case Step::Declaring:
        default_plans(e);
        record_no_movement(e);
        e.step = Step::RollingInitiative;
        log(e, "Roll initiative for every action: d10 for the first, d8 for the second, d6 for the third, ...");
        start_countdown_when_ready(e);
        return std::nullopt;
    default: return step_refusal(e, "declarations are made at the start of the round");
    }
}

Refusal next_turn(Encounter& e) {
    switch (e.step) {
    case Step::Surprise:
    case Step::Declaring: return finish_declarations(e);
    case Step::RollingInitiative: {
        std::vector<std::string> names;
        for (const auto& c : e.combatants)
            if (in_the_fight(e, c) && has_dice_to_roll(c)) names.push_back(c.name);
        if (!names.empty()) return {Why::RollsStillDue, "Roll initiative first for " + join_names(names)};
        start_countdown(e);
        return std::nullopt;
    }
    case Step::Acting:
        if (e.acting) {
            if (Combatant* c = e.find(*e.acting)) {
                if (SegmentAction* a = due_action(e, *c)) {
                    a->done = true;
                    end_casting(e, *c, *a);
                }
                turn_over_if_done(e, *c);
            }
        }
        go_on(e);
        return std::nullopt;
    default: return {Why::NotRunning, std::string("The fight is not running")};
    }
}

Refusal previous_turn(Encounter&) {
    return {Why::NoGoingBack, std::string("The segment clock does not step back: Undo restores segments, castings and effects exactly")};
}

std::vector<CombatantId> order(const Encounter& e) {
    auto next_segment = [&](const Combatant& c) -> std::optional<int> {
        std::optional<int> best;
        for (const auto& a : part<SegmentsPart>(c).plan.actions)
            if (is_pending(a) && (!best || goes_off(a) > *best)) best = goes_off(a);
        return best;
    };
    std::vector<const Combatant*> list;
    for (const auto& c : e.combatants) list.push_back(&c);
    // Each one's next segment found once, not on every comparison.
    const auto key = [&](const Combatant* c) { return std::pair(next_segment(*c), c); };
    sort_by_key(list, key, [](const auto& a, const auto& b) {
        const auto& [sa, ca] = a;
        const auto& [sb, cb] = b;
        if (sa.has_value() != sb.has_value()) return sa.has_value();
        if (sa && *sa != *sb) return *sa > *sb;
        return resolved_before(*ca, *cb);
    });
    std::vector<CombatantId> ids;
    for (auto* c : list) ids.push_back(c->id);
    return ids;
}

Refusal end_round(Encounter& e) {
    if (e.step == Step::Surprise) return {Why::SurpriseFirst, std::string("The ambush comes before round 1: use Next Turn to go on")};
    if (e.acting) effects_turn_ended(e, *e.acting);
    log(e, "Round " + std::to_string(e.round) + " is closed early");
    finish_round(e);
    return std::nullopt;
}

Refusal roll_initiative(Encounter& e, CombatantId id, const RollInput& input) {
    if (auto bad = require_running(e)) return bad;
    if (e.step != Step::RollingInitiative)
        return step_refusal(e, "initiative is rolled for every action once the declarations are made");
    Combatant& c = *e.find(id);
    std::vector<SegmentAction*> to_roll;
    for (auto& a : part<SegmentsPart>(c).plan.actions)
        if (needs_roll(a)) to_roll.push_back(&a);
    if (to_roll.empty()) {
        if (std::any_of(part<SegmentsPart>(c).plan.actions.begin(), part<SegmentsPart>(c).plan.actions.end(), [](const SegmentAction& a) { return a.start.has_value(); }))
            return {Why::AlreadyRolled, c.name + " has already rolled initiative this round"};
        if (input.entered()) return {Why::NoActions, c.name + " has no actions to roll for this round"};
        return std::nullopt;   // nothing to roll (RollInitiative for everyone passes over it)
    }
    if (input.entered() && input.faces.size() != to_roll.size()) {
        std::string dice;
        for (const SegmentAction* a : to_roll)
            dice += (dice.empty() ? "d" : ", d") + std::to_string(initiative_die_sides(a->number));
        return {Why::WrongDiceCount, c.name + " rolls " + std::to_string(to_roll.size()) + " initiative " + (to_roll.size() == 1 ? "die" : "dice") +
               " this round (" + dice + "): enter one face for each"};
    }
    const int modifier = round_initiative_modifier(e, c);
    for (size_t i = 0; i < to_roll.size(); ++i) {
        SegmentAction& a = *to_roll[i];
        const DiceFormula die{1, initiative_die_sides(a.number), 0};
        auto r = roll(die, input.entered() ? RollInput{{input.faces[i]}} : RollInput{}, e.rng);
        if (!r) return r.refusal();
        const int total = std::min(kHighestSegment, r.value().total + modifier);
        a.start = total;
        log(e, action_name(c, a) + ": initiative " + r.value().describe(die) +
                   (modifier != 0 ? ", " + signed_number(modifier) + " = " + std::to_string(total) : ""));
        if (a.spell.empty()) place_attack(e, c, a);
        else place_spell(e, c, a);
    }
    show_initiative(e, c);
    start_countdown_when_ready(e);
    return std::nullopt;
}

// Shown as the combatant's initiative (effective_initiative adds effect modifiers back): its first action's.
void show_initiative(const Encounter& e, Combatant& c) {
    const SegmentAction& first = part<SegmentsPart>(c).plan.actions.front();
    if (first.start) c.initiative = *first.start - effect_modifier(e, c.id, "initiative");
}

// The table picks which of the current segment's actions is resolved next.
Refusal act_now(Encounter& e, CombatantId id) {
    if (e.step != Step::Acting) return step_refusal(e, "actions are picked on the segment clock");
    Combatant& c = *e.find(id);
    if (e.acting == id) return {Why::AlreadyActing, c.name + " is acting now"};
    if (!due_action(e, c)) {
        std::optional<int> next;
        for (const auto& a : part<SegmentsPart>(c).plan.actions)
            if (is_pending(a) && (!next || goes_off(a) > *next)) next = goes_off(a);
        if (next) return {Why::NotItsTurn, c.name + "'s next action is on segment " + std::to_string(*next)};
        return {Why::NoActions, c.name + " has nothing left to do this round"};
    }
    begin_action(e, c);
    return std::nullopt;
}

// A hit on a caster loses the spell it is casting; a hit that does more than its stun threshold stuns it.
void attack_landed(Encounter& e, CombatantId target, int damage_taken) {
    Combatant& c = *e.find(target);
    if (c.hp && damage_taken > 0) note_wound_change(e, c, c.hp->current + damage_taken);
    disrupt_casting(e, c);
    stun_if_over(e, c, damage_taken);
}

} // namespace

int lose_remaining_actions(Encounter& e, Combatant& c, const std::string& why, int most) {
    std::vector<std::string> lost;
    for (auto& a : part<SegmentsPart>(c).plan.actions) {
        if (a.done || !a.lost.empty() || a.next_round || static_cast<int>(lost.size()) >= most) continue;
        a.lost = why;
        end_casting(e, c, a);
        lost.push_back(a.spell.empty() ? "attack " + std::to_string(a.number) : a.spell);
    }
    if (lost.empty()) return 0;
    log(e, c.name + " loses " + join_names(lost) + " this round (" + why + ")");
    turn_over_if_done(e, c);
    return static_cast<int>(lost.size());
}

Refusal enter_action_initiative(Encounter& e, Combatant& c, int value) {
    if (auto bad = require_running(e)) return bad;
    if (e.step != Step::RollingInitiative)
        return step_refusal(e, "initiative is entered for every action once the declarations are made");
    auto it = std::find_if(part<SegmentsPart>(c).plan.actions.begin(), part<SegmentsPart>(c).plan.actions.end(), needs_roll);
    if (it == part<SegmentsPart>(c).plan.actions.end()) {
        if (part<SegmentsPart>(c).plan.actions.empty()) return {Why::NoActions, c.name + " has no actions this round"};
        return {Why::AlreadyRolled, c.name + " has its initiative for every action this round"};
    }
    SegmentAction& a = *it;
    a.start = std::min(kHighestSegment, value);
    log(e, action_name(c, a) + ": initiative " + std::to_string(*a.start) + " (entered, all modifiers included)");
    if (a.spell.empty()) place_attack(e, c, a);
    else place_spell(e, c, a);
    show_initiative(e, c);
    start_countdown_when_ready(e);
    return std::nullopt;
}

// "Roll for everyone": whoever still has a die to roll; once the clock runs nobody owes one (the
// last roll starts it, and those with no action this round have nothing to roll). Before the
// rolls, everyone without an initiative, so that the step's refusal says why.
static bool rolls_owed(const Encounter& e, const Combatant& c) {
    if (has_dice_to_roll(c)) return e.step == Step::RollingInitiative;
    return e.step != Step::RollingInitiative && e.step != Step::Acting && !c.initiative;
}

const Scheme& segments_scheme() {
    static const Scheme s{.start = start,
                          .next_turn = next_turn,
                          .previous_turn = previous_turn,
                          .order = order,
                          .end_round = end_round,
                          .roll_initiative = roll_initiative,
                          .owes_initiative = rolls_owed,
                          // by hand: the initiative of the declared action being rolled
                          .set_initiative = enter_action_initiative,
                          .finish_declarations = finish_declarations,
                          .act_now = act_now,
                          .attack_landed = attack_landed};
    return s;
}

// ---- handlers ----

Refusal handle(Encounter& e, const DeclareAttacks& a) {
    if (auto bad = require_segments(e, "Declaring attacks")) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (auto bad = check_declaring(e, *c, a.target)) return bad;
    if (a.attacks < 0 || a.attacks > kMostAttacks) return {Why::AttacksOutOfRange, "Declare from 0 to " + std::to_string(kMostAttacks) + " attacks"};
    // Careful Aim: "If the attacker is standing still and taking careful aim, he gets a +15 bonus to his SC."
    if (a.careful_aim && (a.movement == Movement::HalfMove || a.movement == Movement::Run))
        return {Why::NotStandingStill, c->name + " moves this round: Careful Aim needs it standing still"};
    int kept = attacks_kept(a.attacks, a.movement, a.weapon, a.half_round, a.careful_aim);
    if (a.careful_aim && kept < 1)
        return {Why::TooFewAttacks, "Careful Aim takes one of " + c->name + "'s attacks: none would be left to aim"};
    const auto limit = surprise_round_limit(e, *c);
    if (limit) kept = std::min(kept, *limit);
    give_up_carried_spell(e, *c);
    const RoundPlan before = part<SegmentsPart>(*c).plan;
    RoundPlan plan{true, a.movement, a.weapon, attacks_on(kept, a.target)};
    plan.careful_aim = a.careful_aim;
    plan.half_round = a.half_round;
    // SC traded for DEF this round stays with the new declaration.
    plan.sc_traded = before.sc_traded;
    plan.def_traded = before.def_traded;
    part<SegmentsPart>(*c).plan = std::move(plan);

    std::string line = c->name + " declares " + std::to_string(a.attacks) + (a.attacks == 1 ? " attack" : " attacks") +
                       on_target(e, a.target);
    std::vector<std::string> how;
    if (auto m = movement_words(a.movement); !m.empty()) how.push_back(m);
    if (auto w = weapon_words(a.weapon); !w.empty()) how.push_back(w);
    if (auto h = half_round_words(a.half_round); !h.empty()) how.push_back(h);
    if (a.careful_aim) how.push_back("careful aim (+15 SC, one attack to aim)");
    if (!how.empty()) line += ", " + join_names(how);
    if (kept != a.attacks) line += ": " + std::to_string(kept) + (kept == 1 ? " attack" : " attacks") + " left";
    if (limit && kept == *limit && a.attacks > *limit) line += " (it attacks back once in the surprise round)";
    log(e, line);
    return std::nullopt;
}

Refusal handle(Encounter& e, const DeclareSpell& a) {
    if (auto bad = require_segments(e, "Declaring a spell")) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (auto bad = check_declaring(e, *c, a.target)) return bad;
    if (a.spell.empty() || a.spell.size() > kMaxSpellName)
        return {Why::BadSpell, "Name the spell (1 to " + std::to_string(kMaxSpellName) + " bytes)"};
    int casting_time = a.casting_time;
    std::string how;
    if (a.casting == SpellCasting::Cleric) {
        if (casting_time < 1 || casting_time > kOneRoundCasting)
            return {Why::BadSpell, std::string("A cleric spell's casting time is 1 to 10 segments (10: one round)")};
        how = casting_time == kOneRoundCasting ? "one round" : std::to_string(casting_time) + " segments";
    } else {
        if (a.rank < 1 || a.rank > 100) return {Why::BadSpell, std::string("A mage's rank in the spell goes from 1 to 100")};
        casting_time = mage_casting_time(a.casting, a.rank);
        how = std::string(a.casting == SpellCasting::GK ? "GK" : "SK") + " rank " + std::to_string(a.rank) + ": " +
              std::to_string(casting_time) + " segments";
    }
    give_up_carried_spell(e, *c);
    SegmentAction spell;
    spell.spell = a.spell;
    spell.casting_time = casting_time;
    spell.target = a.target;
    part<SegmentsPart>(*c).plan = RoundPlan{true, a.movement, WeaponHandling::Ready, {spell}};
    std::string line = c->name + " declares " + a.spell + on_target(e, a.target) + " (casting time " + how + ")";
    if (auto m = movement_words(a.movement); !m.empty()) line += ", " + m;
    log(e, line);
    return std::nullopt;
}

Refusal handle(Encounter& e, const Retarget& a) {
    if (auto bad = require_segments(e, "Retargeting a declared action")) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    auto it = std::find_if(part<SegmentsPart>(*c).plan.actions.begin(), part<SegmentsPart>(*c).plan.actions.end(),
                           [&](const SegmentAction& x) { return x.number == a.number; });
    if (it == part<SegmentsPart>(*c).plan.actions.end()) return {Why::NoActions, c->name + " has no action " + std::to_string(a.number) + " this round"};
    SegmentAction& action = *it;
    const std::string name = action_name(*c, action);
    if (action.done) return {Why::ActionOver, name + " has already gone off"};
    if (!action.lost.empty()) return {Why::ActionOver, name + " is lost (" + action.lost + ")"};
    const Combatant* to = e.find(a.target);
    if (!to) return unknown_combatant(a.target);
    if (a.target == c->id) return {Why::TargetsItself, c->name + " cannot target itself"};
    if (action.target == a.target) return {Why::AlreadyTargeted, name + " is already on " + to->name};
    if (target_gone(e, a.target)) return {Why::TargetOutOfFight, to->name + " is down too: pick someone still standing"};
    if (action.target && !target_gone(e, action.target))
        return {Why::TargetStillStanding, name + " is still on " + e.find(*action.target)->name +
               ": a declared action turns on someone else only when its target is gone"};
    const std::string was = action.target ? (e.find(*action.target) ? e.find(*action.target)->name : "its target") : "";
    action.target = a.target;
    log(e, name + " turns on " + to->name + (was.empty() ? "" : " (" + was + " is gone)"));
    return std::nullopt;
}

Refusal handle(Encounter& e, const LoseActions& a) {
    if (auto bad = require_segments(e, "Losing actions")) return bad;
    Combatant* c = e.find(a.id);
    if (!c) return unknown_combatant(a.id);
    if (a.reason.size() > kMaxReason) return {Why::ReasonTooLong, "A reason is limited to " + std::to_string(kMaxReason) + " bytes"};
    if (e.step == Step::Surprise || e.step == Step::Declaring)
        return step_refusal(e, "declare fewer actions instead (0 attacks for none)");
    if (lose_remaining_actions(e, *c, a.reason.empty() ? "lost" : a.reason) == 0)
        return {Why::NoActions, c->name + " has no actions left this round"};
    return std::nullopt;
}

} // namespace detail
} // namespace rk
