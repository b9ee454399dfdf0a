#include "core/rules/initiative_rounds/initiative_rounds_json.hpp"

#include "core/formats/json_enums.hpp"
#include "core/formats/json_types.hpp"   // the common values' JSON that this text's values hold (dice rolls)

#include <array>
#include <utility>

namespace rk {
using nlohmann::json;

namespace {

constexpr std::array<std::pair<DamageSpell, const char*>, 3> kDamageSpells{{
    {DamageSpell::FlyingFist, "flying_fist"}, {DamageSpell::LightningBolt, "lightning_bolt"}, {DamageSpell::Fireball, "fireball"}}};

} // namespace

RK_JSON_ENUM(DamageSpell, kDamageSpells, "damage spell")

} // namespace rk
