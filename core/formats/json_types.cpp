#include "core/formats/json_types.hpp"

#include "core/rules/rule_system.hpp"

#include <array>
#include <cmath>
#include <vector>
#include <utility>

namespace rk {
using nlohmann::json;

namespace {

template <class Enum, size_t N>
void enum_to_json(json& j, Enum v, const std::array<std::pair<Enum, const char*>, N>& names) {
    for (auto& [value, name] : names)
        if (value == v) { j = name; return; }
    throw std::invalid_argument("unnamed enum value");
}

template <class Enum, size_t N>
void enum_from_json(const json& j, Enum& v, const std::array<std::pair<Enum, const char*>, N>& names, const char* what) {
    const auto& s = j.get_ref<const std::string&>();
    for (auto& [value, name] : names)
        if (s == name) { v = value; return; }
    throw std::invalid_argument(std::string("unknown ") + what + " \"" + s + "\"");
}

constexpr std::array<std::pair<Phase, const char*>, 3> kPhases{{
    {Phase::Setup, "setup"}, {Phase::Running, "running"}, {Phase::Ended, "ended"}}};

constexpr std::array<std::pair<DurationUnit, const char*>, 4> kUnits{{
    {DurationUnit::Rounds, "rounds"}, {DurationUnit::Turns, "turns"}, {DurationUnit::Segments, "segments"},
    {DurationUnit::UntilRemoved, "until_removed"}}};
constexpr std::array<std::pair<Expiry, const char*>, 4> kExpiries{{
    {Expiry::EndOfRound, "end_of_round"}, {Expiry::StartOfTurn, "start_of_turn"}, {Expiry::EndOfTurn, "end_of_turn"},
    {Expiry::Never, "never"}}};
constexpr std::array<std::pair<TieRule, const char*>, 3> kTieRules{{
    {TieRule::PlayersFirst, "players_first"}, {TieRule::D100PlusLevel, "d100_plus_level"},
    {TieRule::Simultaneous, "simultaneous"}}};
constexpr std::array<std::pair<Step, const char*>, 10> kSteps{{
    {Step::Idle, "idle"}, {Step::Surprise, "surprise"}, {Step::Declaring, "declaring"},
    {Step::RollingInitiative, "rolling_initiative"}, {Step::RollingTies, "rolling_ties"}, {Step::Acting, "acting"},
    {Step::Held, "held"}, {Step::Refresh, "refresh"}, {Step::ChoosingFaction, "choosing_faction"},
    {Step::Morale, "morale"}}};
constexpr std::array<std::pair<DefenceKind, const char*>, 2> kDefenceKinds{{
    {DefenceKind::Dodge, "dodge"}, {DefenceKind::Block, "block"}}};
constexpr std::array<std::pair<FreeAction, const char*>, 3> kFreeActions{{
    {FreeAction::Effort, "effort"}, {FreeAction::StunRecovery, "stun_recovery"}, {FreeAction::SkillBonus, "skill_bonus"}}};
constexpr std::array<std::pair<Tactic, const char*>, 2> kTactics{{
    {Tactic::AllOutAttack, "all_out_attack"}, {Tactic::DoubleStrike, "double_strike"}}};
constexpr std::array<std::pair<SpecialResultKind, const char*>, 3> kSpecialResults{{
    {SpecialResultKind::LoseActionDie, "lose_action_die"}, {SpecialResultKind::Disarm, "disarm"},
    {SpecialResultKind::Knockback, "knockback"}}};

constexpr std::array<std::pair<Movement, const char*>, 4> kMovements{{
    {Movement::FreeMove, "free_move"}, {Movement::NoMovement, "no_movement"}, {Movement::HalfMove, "half_move"},
    {Movement::Run, "run"}}};
constexpr std::array<std::pair<WeaponHandling, const char*>, 3> kWeaponHandlings{{
    {WeaponHandling::Ready, "ready"}, {WeaponHandling::Draw, "draw"}, {WeaponHandling::SheatheAndDraw, "sheathe_and_draw"}}};
constexpr std::array<std::pair<HalfRound, const char*>, 4> kHalfRounds{{
    {HalfRound::None, "none"}, {HalfRound::ReadyShield, "ready_shield"}, {HalfRound::DrinkPotion, "drink_potion"},
    {HalfRound::DrinkPotionMoving, "drink_potion_half_move"}}};
constexpr std::array<std::pair<SpellCasting, const char*>, 3> kSpellCastings{{
    {SpellCasting::GK, "gk"}, {SpellCasting::SK, "sk"}, {SpellCasting::Cleric, "cleric"}}};
constexpr std::array<std::pair<HitKind, const char*>, 3> kHitKinds{{
    {HitKind::Normal, "normal"}, {HitKind::Critical, "critical"}, {HitKind::Grievous, "grievous"}}};
constexpr std::array<std::pair<SurpriseKind, const char*>, 2> kSurpriseKinds{{
    {SurpriseKind::InCombat, "in_combat"}, {SurpriseKind::OutOfCombat, "out_of_combat"}}};
constexpr std::array<std::pair<Missile, const char*>, 5> kMissiles{{
    {Missile::None, "none"}, {Missile::Arrow, "arrow"}, {Missile::Quarrel, "quarrel"}, {Missile::Javelin, "javelin"},
    {Missile::Spear, "spear"}}};

// rules text 002
constexpr std::array<std::pair<RankTrack, const char*>, 2> kRankTracks{{
    {RankTrack::Physical, "physical"}, {RankTrack::Mental, "mental"}}};
constexpr std::array<std::pair<DamageTrack, const char*>, 3> kDamageTracks{{
    {DamageTrack::Physical, "physical"}, {DamageTrack::Mental, "mental"}, {DamageTrack::Magic, "magic"}}};
constexpr std::array<std::pair<RankState, const char*>, 5> kRankStates{{
    {RankState::Stun, "stun"}, {RankState::Shock, "shock"}, {RankState::Doubt, "doubt"},
    {RankState::Panicked, "panicked"}, {RankState::Crushed, "crushed"}}};
constexpr std::array<std::pair<Standing, const char*>, 3> kStandings{{
    {Standing::Active, "active"}, {Standing::OutOfAction, "out_of_action"},
    {Standing::KilledInAction, "killed_in_action"}}};
constexpr std::array<std::pair<Group, const char*>, 6> kGroups{{
    {Group::None, "none"}, {Group::Mob, "mob"}, {Group::Crowd, "crowd"}, {Group::Horde, "horde"},
    {Group::Company, "company"}, {Group::Unit, "unit"}}};
constexpr std::array<std::pair<FearLevel, const char*>, 6> kFearLevels{{
    {FearLevel::None, "none"}, {FearLevel::Scary, "scary"}, {FearLevel::Fearsome, "fearsome"},
    {FearLevel::Dread, "dread"}, {FearLevel::Terror, "terror"}, {FearLevel::Fell, "fell"}}};
constexpr std::array<std::pair<DamageSpell, const char*>, 3> kDamageSpells{{
    {DamageSpell::FlyingFist, "flying_fist"}, {DamageSpell::LightningBolt, "lightning_bolt"}, {DamageSpell::Fireball, "fireball"}}};
constexpr std::array<std::pair<WeaponWeight, const char*>, 7> kWeaponWeights{{
    {WeaponWeight::None, "none"}, {WeaponWeight::Light, "light"}, {WeaponWeight::Medium, "medium"},
    {WeaponWeight::Heavy, "heavy"}, {WeaponWeight::Large, "large"}, {WeaponWeight::Huge, "huge"},
    {WeaponWeight::Massive, "massive"}}};
constexpr std::array<std::pair<Location, const char*>, 8> kLocations{{
    {Location::Head, "head"}, {Location::Neck, "neck"}, {Location::Chest, "chest"},
    {Location::LeftArm, "left_arm"}, {Location::RightArm, "right_arm"}, {Location::Groin, "groin"},
    {Location::LeftLeg, "left_leg"}, {Location::RightLeg, "right_leg"}}};
constexpr std::array<std::pair<InjuryEffect, const char*>, 17> kInjuryEffects{{
    {InjuryEffect::Stun, "stun"}, {InjuryEffect::Unconscious, "unconscious"}, {InjuryEffect::Sight, "sight"},
    {InjuryEffect::Sound, "sound"}, {InjuryEffect::Fracture, "fracture"}, {InjuryEffect::Balance, "balance"},
    {InjuryEffect::Bleeder, "bleeder"}, {InjuryEffect::Kill, "kill"}, {InjuryEffect::FleshWound, "flesh_wound"},
    {InjuryEffect::Paralysed, "paralysed"}, {InjuryEffect::Wind, "wind"}, {InjuryEffect::Puncture, "puncture"},
    {InjuryEffect::Broken, "broken"}, {InjuryEffect::Foot, "foot"}, {InjuryEffect::Hand, "hand"},
    {InjuryEffect::Sever, "sever"}, {InjuryEffect::Maim, "maim"}}};
constexpr std::array<std::pair<CheckKind, const char*>, 4> kCheckKinds{{
    {CheckKind::HitWhileDown, "hit_while_down"}, {CheckKind::Unconscious, "unconscious"},
    {CheckKind::Paralysed, "paralysed"}, {CheckKind::Kill, "kill"}}};
constexpr std::array<std::pair<StateRemoval, const char*>, 3> kStateRemovals{{
    {StateRemoval::Roll, "roll"}, {StateRemoval::SpendDie, "spend_die"}, {StateRemoval::Treated, "treated"}}};

} // namespace

void to_json(json& j, Movement v) { enum_to_json(j, v, kMovements); }
void from_json(const json& j, Movement& v) { enum_from_json(j, v, kMovements, "movement"); }
void to_json(json& j, WeaponHandling v) { enum_to_json(j, v, kWeaponHandlings); }
void from_json(const json& j, WeaponHandling& v) { enum_from_json(j, v, kWeaponHandlings, "weapon handling"); }
void to_json(json& j, HalfRound v) { enum_to_json(j, v, kHalfRounds); }
void from_json(const json& j, HalfRound& v) { enum_from_json(j, v, kHalfRounds, "half round"); }
void to_json(json& j, SpellCasting v) { enum_to_json(j, v, kSpellCastings); }
void from_json(const json& j, SpellCasting& v) { enum_from_json(j, v, kSpellCastings, "spell casting"); }
void to_json(json& j, SurpriseKind v) { enum_to_json(j, v, kSurpriseKinds); }
void from_json(const json& j, SurpriseKind& v) { enum_from_json(j, v, kSurpriseKinds, "surprise"); }
void to_json(json& j, HitKind v) { enum_to_json(j, v, kHitKinds); }
void from_json(const json& j, HitKind& v) { enum_from_json(j, v, kHitKinds, "hit"); }
void to_json(json& j, Missile v) { enum_to_json(j, v, kMissiles); }
void from_json(const json& j, Missile& v) { enum_from_json(j, v, kMissiles, "missile"); }
void to_json(json& j, RankTrack v) { enum_to_json(j, v, kRankTracks); }
void from_json(const json& j, RankTrack& v) { enum_from_json(j, v, kRankTracks, "rank track"); }
void to_json(json& j, DamageTrack v) { enum_to_json(j, v, kDamageTracks); }
void from_json(const json& j, DamageTrack& v) { enum_from_json(j, v, kDamageTracks, "damage track"); }
void to_json(json& j, RankState v) { enum_to_json(j, v, kRankStates); }
void from_json(const json& j, RankState& v) { enum_from_json(j, v, kRankStates, "state"); }
void to_json(json& j, Standing v) { enum_to_json(j, v, kStandings); }
void from_json(const json& j, Standing& v) { enum_from_json(j, v, kStandings, "standing"); }
void to_json(json& j, Group v) { enum_to_json(j, v, kGroups); }
void from_json(const json& j, Group& v) { enum_from_json(j, v, kGroups, "group"); }
void to_json(json& j, FearLevel v) { enum_to_json(j, v, kFearLevels); }
void from_json(const json& j, FearLevel& v) { enum_from_json(j, v, kFearLevels, "fear level"); }
void to_json(json& j, DamageSpell v) { enum_to_json(j, v, kDamageSpells); }
void from_json(const json& j, DamageSpell& v) { enum_from_json(j, v, kDamageSpells, "damage spell"); }
void to_json(json& j, WeaponWeight v) { enum_to_json(j, v, kWeaponWeights); }
void from_json(const json& j, WeaponWeight& v) { enum_from_json(j, v, kWeaponWeights, "weapon weight"); }
void to_json(json& j, Location v) { enum_to_json(j, v, kLocations); }
void from_json(const json& j, Location& v) { enum_from_json(j, v, kLocations, "location"); }
void to_json(json& j, InjuryEffect v) { enum_to_json(j, v, kInjuryEffects); }
void from_json(const json& j, InjuryEffect& v) { enum_from_json(j, v, kInjuryEffects, "injury effect"); }
void to_json(json& j, CheckKind v) { enum_to_json(j, v, kCheckKinds); }
void from_json(const json& j, CheckKind& v) { enum_from_json(j, v, kCheckKinds, "check"); }
void to_json(json& j, StateRemoval v) { enum_to_json(j, v, kStateRemovals); }
void from_json(const json& j, StateRemoval& v) { enum_from_json(j, v, kStateRemovals, "way to remove a state"); }

void to_json(json& j, DurationUnit v) { enum_to_json(j, v, kUnits); }
void from_json(const json& j, DurationUnit& v) { enum_from_json(j, v, kUnits, "duration unit"); }
void to_json(json& j, Expiry v) { enum_to_json(j, v, kExpiries); }
void from_json(const json& j, Expiry& v) { enum_from_json(j, v, kExpiries, "expiry"); }
void to_json(json& j, TieRule v) { enum_to_json(j, v, kTieRules); }
void from_json(const json& j, TieRule& v) { enum_from_json(j, v, kTieRules, "tie rule"); }
void to_json(json& j, Step v) { enum_to_json(j, v, kSteps); }
void from_json(const json& j, Step& v) { enum_from_json(j, v, kSteps, "step"); }
void to_json(json& j, DefenceKind v) { enum_to_json(j, v, kDefenceKinds); }
void from_json(const json& j, DefenceKind& v) { enum_from_json(j, v, kDefenceKinds, "defence"); }
void to_json(json& j, FreeAction v) { enum_to_json(j, v, kFreeActions); }
void from_json(const json& j, FreeAction& v) { enum_from_json(j, v, kFreeActions, "free action"); }
void to_json(json& j, Tactic v) { enum_to_json(j, v, kTactics); }
void from_json(const json& j, Tactic& v) { enum_from_json(j, v, kTactics, "tactic"); }
void to_json(json& j, SpecialResultKind v) { enum_to_json(j, v, kSpecialResults); }
void from_json(const json& j, SpecialResultKind& v) { enum_from_json(j, v, kSpecialResults, "special result"); }

// A rule system is saved by its registry key ("countdown"); a key no registered system has is refused.
void to_json(json& j, Ruleset r) { j = std::string(rule_system(r).key); }
void from_json(const json& j, Ruleset& r) {
    const auto& s = j.get_ref<const std::string&>();
    const RuleSystem* system = find_rule_system(s);
    if (!system) throw std::invalid_argument("unknown ruleset \"" + s + "\"");
    r = system->id;
}
void to_json(json& j, Phase p) { enum_to_json(j, p, kPhases); }
void from_json(const json& j, Phase& p) { enum_from_json(j, p, kPhases, "phase"); }

void to_json(json& j, const EventLog& log) { j = log.entries(); }
void from_json(const json& j, EventLog& log) {
    log = EventLog{};
    for (const auto& item : j) log.push_back(item.get<LogEntry>());
}

// The generator state is written as a decimal string: JSON numbers lose precision past 2^53.
void to_json(json& j, const Rng& r) { j = std::to_string(r.state); }
void from_json(const json& j, Rng& r) {
    const auto& s = j.get_ref<const std::string&>();
    size_t used = 0;
    r.state = std::stoull(s, &used);
    if (used != s.size()) throw std::invalid_argument("bad generator state");
}

void make_numbers_whole(json& root) {
    std::vector<json*> pending{&root};   // no recursion: parsed documents can nest deeply
    while (!pending.empty()) {
        json& j = *pending.back();
        pending.pop_back();
        if (j.is_structured()) {
            for (auto& child : j) pending.push_back(&child);
        } else if (j.is_number_float()) {
            const double d = j.get<double>();
            // [-2^63, 2^63): exactly the doubles an int64_t holds
            if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0) || std::trunc(d) != d)
                throw std::domain_error("the number " + j.dump() + " is not a whole number");
            j = static_cast<std::int64_t>(d);
        }
    }
}

// Actions without fields.
void to_json(json& j, const StartEncounter&) { j = json::object(); }
void from_json(const json&, StartEncounter&) {}
void to_json(json& j, const NextTurn&) { j = json::object(); }
void from_json(const json&, NextTurn&) {}
void to_json(json& j, const PreviousTurn&) { j = json::object(); }
void from_json(const json&, PreviousTurn&) {}
void to_json(json& j, const EndEncounter&) { j = json::object(); }
void from_json(const json&, EndEncounter&) {}
void to_json(json& j, const FinishDeclarations&) { j = json::object(); }
void from_json(const json&, FinishDeclarations&) {}
void to_json(json& j, const EndRound&) { j = json::object(); }
void from_json(const json&, EndRound&) {}

void to_json(json& j, const Action& a) { variant_to_json(j, a); }
void from_json(const json& j, Action& a) { variant_from_json(j, a); }

} // namespace rk
