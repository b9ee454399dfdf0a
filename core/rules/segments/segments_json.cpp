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

} // namespace rk
