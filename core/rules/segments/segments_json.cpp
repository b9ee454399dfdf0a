#include "core/rules/segments/segments_json.hpp"

#include "core/formats/json_enums.hpp"
#include "core/formats/json_types.hpp"   // the common values' JSON that this text's values hold (dice rolls)

#include <array>
#include <utility>

namespace rk {
using nlohmann::json;

namespace {

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

} // namespace

RK_JSON_ENUM(Movement, kMovements, "movement")
RK_JSON_ENUM(WeaponHandling, kWeaponHandlings, "weapon handling")
RK_JSON_ENUM(HalfRound, kHalfRounds, "half round")
RK_JSON_ENUM(SpellCasting, kSpellCastings, "spell casting")
RK_JSON_ENUM(SurpriseKind, kSurpriseKinds, "surprise")
RK_JSON_ENUM(HitKind, kHitKinds, "hit")
RK_JSON_ENUM(Missile, kMissiles, "missile")

} // namespace rk
