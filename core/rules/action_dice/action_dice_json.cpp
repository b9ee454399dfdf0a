#include "core/rules/action_dice/action_dice_json.hpp"

#include "core/formats/json_enums.hpp"
#include "core/formats/json_types.hpp"   // the common values' JSON that this text's values hold (dice rolls)

#include <array>
#include <utility>

namespace rk {
using nlohmann::json;

namespace {

constexpr std::array<std::pair<DefenceKind, const char*>, 2> kDefenceKinds{{
    {DefenceKind::Dodge, "dodge"}, {DefenceKind::Block, "block"}}};
constexpr std::array<std::pair<FreeAction, const char*>, 3> kFreeActions{{
    {FreeAction::Effort, "effort"}, {FreeAction::StunRecovery, "stun_recovery"}, {FreeAction::SkillBonus, "skill_bonus"}}};
constexpr std::array<std::pair<Tactic, const char*>, 2> kTactics{{
    {Tactic::AllOutAttack, "all_out_attack"}, {Tactic::DoubleStrike, "double_strike"}}};
constexpr std::array<std::pair<SpecialResultKind, const char*>, 3> kSpecialResults{{
    {SpecialResultKind::LoseActionDie, "lose_action_die"}, {SpecialResultKind::Disarm, "disarm"},
    {SpecialResultKind::Knockback, "knockback"}}};
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
void to_json(json& j, DefenceKind v) { enum_to_json(j, v, kDefenceKinds); }
void from_json(const json& j, DefenceKind& v) { enum_from_json(j, v, kDefenceKinds, "defence"); }
void to_json(json& j, FreeAction v) { enum_to_json(j, v, kFreeActions); }
void from_json(const json& j, FreeAction& v) { enum_from_json(j, v, kFreeActions, "free action"); }
void to_json(json& j, Tactic v) { enum_to_json(j, v, kTactics); }
void from_json(const json& j, Tactic& v) { enum_from_json(j, v, kTactics, "tactic"); }
void to_json(json& j, SpecialResultKind v) { enum_to_json(j, v, kSpecialResults); }
void from_json(const json& j, SpecialResultKind& v) { enum_from_json(j, v, kSpecialResults, "special result"); }

} // namespace rk
