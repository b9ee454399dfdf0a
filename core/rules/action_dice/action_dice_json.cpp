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

RK_JSON_ENUM(RankTrack, kRankTracks, "rank track")
RK_JSON_ENUM(DamageTrack, kDamageTracks, "damage track")
RK_JSON_ENUM(RankState, kRankStates, "state")
RK_JSON_ENUM(Standing, kStandings, "standing")
RK_JSON_ENUM(Group, kGroups, "group")
RK_JSON_ENUM(FearLevel, kFearLevels, "fear level")
RK_JSON_ENUM(WeaponWeight, kWeaponWeights, "weapon weight")
RK_JSON_ENUM(Location, kLocations, "location")
RK_JSON_ENUM(InjuryEffect, kInjuryEffects, "injury effect")
RK_JSON_ENUM(CheckKind, kCheckKinds, "check")
RK_JSON_ENUM(StateRemoval, kStateRemovals, "way to remove a state")
RK_JSON_ENUM(DefenceKind, kDefenceKinds, "defence")
RK_JSON_ENUM(FreeAction, kFreeActions, "free action")
RK_JSON_ENUM(Tactic, kTactics, "tactic")
RK_JSON_ENUM(SpecialResultKind, kSpecialResults, "special result")

} // namespace rk
