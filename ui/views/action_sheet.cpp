// The action sheet: a form for any action the core offers, drawn from the action catalogue.
// Numbers are steppers, choices and combatants are chips, so most actions need no typing;
// the action is built as JSON and read by the core's own parser, then dispatched.
#include <imgui.h>

#include <algorithm>
#include <charconv>
#include <cstring>

#include "ui/app/action_catalogue.hpp"
#include "core/formats/json_types.hpp"
#include "core/fight/reducer.hpp"
#include "core/rules/rule_system.hpp"
#include "core/formats/serialize.hpp"
#include "core/library/party.hpp"
#include "ui/drawing/theme.hpp"
#include "ui/rules/system_screens.hpp"
#include "views.hpp"

namespace rk::ui::views {

namespace {

using nlohmann::json;

// "end_of_round" -> "End of round".
std::string pretty(std::string_view spelling) {
    std::string out(spelling);
    std::replace(out.begin(), out.end(), '_', ' ');
    if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

// Chips flow left to right and wrap, like words.
bool chip(const ViewContext& ctx, const std::string& label, bool on, const std::string& tag) {
    const float w = ImGui::CalcTextSize(label.c_str()).x + 2 * ImGui::GetStyle().FramePadding.x + 8;
    const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w;
    if (ImGui::GetItemRectMax().x > ImGui::GetCursorScreenPos().x &&   // not the first on its line
        right < ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
        ImGui::SameLine();
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, theme::vec(theme::palette().primary_active)), ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().on_primary));
    const bool pressed = big_button(label.c_str(), w);
    if (on) ImGui::PopStyleColor(2);
    ctx.tag(tag.c_str());
    return pressed;
}

void label_line(const FieldSpec& f) {
    ImGui::Spacing();
    muted_text(f.label);
}

void start_chips() { ImGui::Dummy(ImVec2(0, 0)); }   // chips start on a fresh line

// Whether the reducer would refuse the form's action with `id` in `key` because the action
// would then take its own combatant as its target (an attacker attacking itself): such a
// combatant is not offered. Other refusals (a field still empty, not their turn) keep the chip:
// they say nothing about this choice.
bool targets_itself(const Encounter& e, json v, const char* key, CombatantId id) {
    v[key] = id;
    const auto action = load_action(v.dump());
    if (!action) return false;
    const auto result = apply(e, action.value());
    return !result.is_ok() && result.why() == Why::TargetsItself;
}

void combatant_chips(const ViewContext& ctx, json& v, const FieldSpec& f, bool optional, const std::string& tag) {
    const Encounter& e = ctx.encounter();
    start_chips();
    if (optional && chip(ctx, "Nobody", !v.contains(f.key) || v[f.key].is_null(), tag + "-none")) v.erase(f.key);
    for (const Combatant& c : e.combatants) {
        if (targets_itself(e, v, f.key, c.id)) continue;
        const bool on = v.contains(f.key) && v[f.key] == c.id;
        if (chip(ctx, c.name, on, tag + "-" + std::to_string(c.id))) v[f.key] = c.id;
    }
}

void combatant_list(const ViewContext& ctx, json& v, const FieldSpec& f, const std::string& tag) {
    if (!v[f.key].is_array()) v[f.key] = json::array();
    start_chips();
    for (const Combatant& c : ctx.encounter().combatants) {
        json& list = v[f.key];
        auto it = std::find(list.begin(), list.end(), json(c.id));
        if (chip(ctx, c.name, it != list.end(), tag + "-" + std::to_string(c.id))) {
            if (it != list.end()) list.erase(it);
            else list.push_back(c.id);
        }
    }
}

// Members of the party roster: a chip brings that entry in as it stands for these rules (its
// hit points, what lasts, the effects still on it), as quick add's roster buttons do.
void member_list(const ViewContext& ctx, json& v, const FieldSpec& f, const std::string& tag) {
    if (!v[f.key].is_array()) v[f.key] = json::array();
    start_chips();
    const std::vector<RosterEntry>& roster = ctx.library().roster;
    for (std::size_t i = 0; i < roster.size(); ++i) {
        json& list = v[f.key];
        const auto it = std::find_if(list.begin(), list.end(), [&](const json& m) {
            return m.is_object() && m.contains("combatant") && m["combatant"].is_object() &&
                   m["combatant"].contains("name") && m["combatant"]["name"] == roster[i].name;
        });
        if (chip(ctx, roster[i].name, it != list.end(), tag + "-" + std::to_string(i))) {
            if (it != list.end()) list.erase(it);
            else list.push_back(json(member_of(roster[i], ctx.encounter().ruleset)));
        }
    }
}

void int_stepper(const ViewContext& ctx, json& v, const FieldSpec& f, const std::string& tag) {
    int value = v.contains(f.key) && v[f.key].is_number() ? v[f.key].get<int>() : std::clamp(0, f.min, f.max);
    const float bw = theme::kTapTargetPx;
    if (big_button("-", bw)) value = std::max(f.min, value - 1);
    ctx.tag((tag + "-minus").c_str());
    ImGui::SameLine();
    ImGui::SetNextItemWidth(88);
    ImGui::InputInt("##n", &value, 0, 0, ImGuiInputTextFlags_CharsDecimal);   // a numeric keypad on phones
    ctx.tag((tag + "-value").c_str());
    numeric_field(ctx.ui);
    ImGui::SameLine();
    if (big_button("+", bw)) value = std::min(f.max, value + 1);
    ctx.tag((tag + "-plus").c_str());
    v[f.key] = std::clamp(value, f.min, f.max);
}

// "5, 4 3" -> [5, 4, 3]; anything that is not a number separates.
json parse_faces(const char* text) {
    json out = json::array();
    const char* p = text;
    while (*p) {
        while (*p && (*p < '0' || *p > '9')) ++p;
        int n = 0;
        auto [end, ec] = std::from_chars(p, p + std::strlen(p), n);
        if (ec != std::errc{}) break;
        out.push_back(n);
        p = end;
    }
    return out;
}

// Text fields keep what is typed in the sheet's buffers: a preset writes there too.
void set_text(SheetState& s, const char* key, std::string_view text) {
    auto& buffer = s.text[key];
    std::snprintf(buffer.data(), buffer.size(), "%.*s", static_cast<int>(text.size()), text.data());
    s.values[key] = std::string(buffer.data());
}

// The running system's named spells (one tap fills the sheet), then a stepper per modifier it reads.
void modifiers(const ViewContext& ctx, SheetState& s, const FieldSpec& f) {
    json& v = s.values;
    if (!v[f.key].is_object()) v[f.key] = json::object();
    const RuleSystem& system = rule_system(ctx.encounter());
    if (!system.effect_presets.empty()) {
        label_line(f);
        start_chips();
        for (const EffectPreset& p : system.effect_presets) {
            const std::string name(p.name);
            const bool on = v["name"] == name;
            if (!chip(ctx, name, on, "preset-" + name)) continue;
            set_text(s, "name", p.name);
            set_text(s, "duration", p.duration);
            v[f.key] = json::object();
            if (!p.modifier.empty()) v[f.key][std::string(p.modifier)] = p.value;
            v["resistible"] = p.spell;
        }
    }
    const auto keys = system.effect_modifiers.empty() ? std::span<const ModifierSpec>(kSharedModifiers) : system.effect_modifiers;
    for (const ModifierSpec& m : keys) {
        const std::string key(m.key), label(m.label);
        FieldSpec one{key.c_str(), label.c_str(), FieldKind::Int, -20, 20};
        label_line(one);
        ImGui::PushID(key.c_str());
        json& mods = v[f.key];
        json value = json::object();
        if (mods.contains(key)) value[key] = mods[key];
        int_stepper(ctx, value, one, "modifier-" + key);
        if (value[key] == 0) mods.erase(key);   // an effect lists only what it changes
        else mods[key] = value[key];
        ImGui::PopID();
    }
}

void field(const ViewContext& ctx, SheetState& s, const FieldSpec& f) {
    json& v = s.values;
    const std::string tag = "field-" + std::string(f.key);
    ImGui::PushID(f.key);
    const Encounter& e = ctx.encounter();
    switch (f.kind) {
    case FieldKind::Self:
        if (s.self) v[f.key] = *s.self;
        break;
    case FieldKind::Combatant:
    case FieldKind::OptionalCombatant:
        label_line(f);
        combatant_chips(ctx, v, f, f.kind == FieldKind::OptionalCombatant, tag);
        break;
    case FieldKind::CombatantList:
        label_line(f);
        combatant_list(ctx, v, f, tag);
        break;
    case FieldKind::Members:
        label_line(f);
        member_list(ctx, v, f, tag);
        break;
    case FieldKind::Side:
        label_line(f);
        start_chips();
        for (const Side& side : e.sides)
            if (chip(ctx, side.name, v[f.key] == side.id, tag + "-" + std::to_string(side.id))) v[f.key] = side.id;
        break;
    case FieldKind::Effect:
        label_line(f);
        start_chips();
        for (const Effect& fx : e.effects) {
            if (s.self && fx.target != s.self && fx.source != s.self) continue;
            if (chip(ctx, fx.name, v[f.key] == fx.id, tag + "-" + std::to_string(fx.id))) v[f.key] = fx.id;
        }
        break;
    case FieldKind::Reminder:
        label_line(f);
        start_chips();
        for (const Reminder& r : e.reminders)
            if (chip(ctx, r.text, v[f.key] == r.id, tag + "-" + std::to_string(r.id))) v[f.key] = r.id;
        break;
    case FieldKind::Wound: {
        label_line(f);
        start_chips();
        const Combatant* c = s.self ? e.find(*s.self) : nullptr;
        if (c && c->ranks)
            for (const Wound& w : c->ranks->wounds) {
                const std::string name = pretty(json(w.location).get<std::string>()) + " " + json(w.effect).get<std::string>();
                if (chip(ctx, name, v[f.key] == w.id, tag + "-" + std::to_string(w.id))) v[f.key] = w.id;
            }
        break;
    }
    case FieldKind::Int:
        label_line(f);
        int_stepper(ctx, v, f, tag);
        break;
    case FieldKind::OptionalCount:
        // Where the order has no counts (001 to 004, 000) a count would only be refused.
        if (!rule_system(e).goes_before_count) { v.erase(f.key); break; }
        [[fallthrough]];
    case FieldKind::OptionalInt: {
        label_line(f);
        const bool set = v.contains(f.key) && v[f.key].is_number();
        start_chips();
        if (chip(ctx, "None", !set, tag + "-none")) v.erase(f.key);
        if (chip(ctx, "A number", set, tag + "-set") && !set) v[f.key] = std::clamp(1, f.min, f.max);
        if (v.contains(f.key) && v[f.key].is_number()) int_stepper(ctx, v, f, tag);
        break;
    }
    case FieldKind::Bool:
        label_line(f);
        start_chips();
        if (chip(ctx, "No", v[f.key] == false, tag + "-no")) v[f.key] = false;
        if (chip(ctx, "Yes", v[f.key] == true, tag + "-yes")) v[f.key] = true;
        break;
    case FieldKind::OptionalBool:
        label_line(f);
        start_chips();
        if (chip(ctx, "As the rules say", !v.contains(f.key) || v[f.key].is_null(), tag + "-default")) v.erase(f.key);
        if (chip(ctx, "No", v.contains(f.key) && v[f.key] == false, tag + "-no")) v[f.key] = false;
        if (chip(ctx, "Yes", v.contains(f.key) && v[f.key] == true, tag + "-yes")) v[f.key] = true;
        break;
    case FieldKind::Text:
    case FieldKind::Dice: {
        label_line(f);
        auto [it, fresh] = s.text.try_emplace(f.key);
        if (fresh) {
            std::string initial;
            if (f.kind == FieldKind::Text && v[f.key].is_string()) initial = v[f.key].get<std::string>();
            if (f.kind == FieldKind::Dice && v[f.key].is_array())
                for (const auto& n : v[f.key]) initial += (initial.empty() ? "" : ", ") + n.dump();
            std::snprintf(it->second.data(), it->second.size(), "%s", initial.c_str());
        }
        ImGui::SetNextItemWidth(-FLT_MIN);
        ImGui::InputText("##t", it->second.data(), it->second.size());
        ctx.tag(tag.c_str());
        // Durations are picked more often than typed.
        if (std::string_view(f.key) == "duration") {
            static const char* const kDurations[] = {"1 round", "2 rounds", "3 rounds", "10 rounds", "1d4 rounds", "1 turn", "until removed"};
            start_chips();
            for (const char* d : kDurations)
                if (chip(ctx, d, std::strcmp(it->second.data(), d) == 0, tag + "-" + d))
                    std::snprintf(it->second.data(), it->second.size(), "%s", d);
        }
        if (f.kind == FieldKind::Text) v[f.key] = std::string(it->second.data());
        else v[f.key] = parse_faces(it->second.data());
        break;
    }
    case FieldKind::Choice:
    case FieldKind::RuleSystem:
        label_line(f);
        start_chips();
        for (const char* c : field_choices(f))
            if (chip(ctx, pretty(c), v[f.key] == c, tag + "-" + c)) v[f.key] = c;
        break;
    case FieldKind::OptionalChoice:
        label_line(f);
        start_chips();
        if (chip(ctx, "As the rules say", !v.contains(f.key) || v[f.key].is_null(), tag + "-default")) v.erase(f.key);
        for (const char* c : f.choices)
            if (chip(ctx, pretty(c), v.contains(f.key) && v[f.key] == c, tag + "-" + c)) v[f.key] = c;
        break;
    case FieldKind::Modifiers:
        modifiers(ctx, s, f);
        break;
    case FieldKind::Roll: {
        label_line(f);
        auto [it, fresh] = s.text.try_emplace(f.key);
        if (fresh) it->second[0] = '\0';
        ImGui::SetNextItemWidth(-FLT_MIN);
        // The field's hint is short enough for Large text on a small phone; the line under it says the rest.
        ImGui::InputTextWithHint("##roll", "Empty: roll for me", it->second.data(), it->second.size());
        ctx.tag(tag.c_str());
        muted_text("Or type the faces rolled at the table: 4 2");
        v[f.key] = json{{"faces", parse_faces(it->second.data())}};
        break;
    }
    }
    ImGui::PopID();
}

} // namespace

namespace {

// Fields that start from what there is rather than a fixed default: a rename from the name it
// changes, notes from the notes; a system's own actions from what the combatant has (its screen
// part, ui/rules/system_screens.hpp: text 002's dice in hand, its ranks).
void start_from_state(SheetState& s, const Encounter& e, const UiState& ui) {
    // A rename starts from the name it changes: fix a letter, not retype it.
    if (s.type == RenameEncounter::kType && !s.values.is_null()) set_text(s, "name", e.name);
    const Combatant* c = s.self ? e.find(*s.self) : nullptr;
    if (!c || s.values.is_null()) return;
    if (s.type == RenameCombatant::kType) set_text(s, "name", c->name);
    else if (s.type == SetNotes::kType) set_text(s, "notes", c->notes);   // notes are added to, not retyped
    else if (const auto own = screens_of(e).sheet_starts) own(s, *c, ui);
}

void open_sheet_with(const ViewContext& ctx, UiState& ui, std::string_view type, std::optional<CombatantId> self, nlohmann::json values) {
    SheetState s;
    s.type = std::string(type);
    s.self = self;
    s.values = std::move(values);
    start_from_state(s, ctx.encounter(), ui);
    // A destructive action with nothing to fill in goes straight to "are you sure?".
    if (const ActionSpec* spec = find_action_spec(type))
        s.confirming = spec->destructive && std::all_of(spec->fields.begin(), spec->fields.end(),
                                                        [](const FieldSpec& f) { return f.kind == FieldKind::Self; });
    ui.sheet = std::move(s);
    ui.actions_menu.reset();
    ui.encounter_menu = false;
}

} // namespace

void open_sheet(const ViewContext& ctx, UiState& ui, std::string_view type, std::optional<CombatantId> self) {
    nlohmann::json values = default_action_json(type);
    // A reminder is for what is coming: its form starts at the next round.
    if (type == AddReminder::kType) values["round"] = ctx.encounter().round + 1;
    open_sheet_with(ctx, ui, type, self, std::move(values));
}

void open_sheet(const ViewContext& ctx, UiState& ui, const Action& start, std::optional<CombatantId> self) {
    open_sheet_with(ctx, ui, action_type(start), self, nlohmann::json(start));
}

void action_sheet(const ViewContext& ctx, UiState& ui) {
    SheetState& s = *ui.sheet;
    const ActionSpec* spec = find_action_spec(s.type);
    if (!spec) { ui.sheet.reset(); return; }
    const Combatant* self = s.self ? ctx.encounter().find(*s.self) : nullptr;
    if (s.self && !self) { ui.sheet.reset(); return; }   // it left the fight (undo, another action)

    section_title(self ? (std::string(spec->label) + ": " + self->name).c_str() : spec->label);
    if (*spec->help) ImGui::TextWrapped("%s", spec->help);
    // A form opens at its top (its first field in view), wherever the last form was scrolled to.
    if (s.fresh) ImGui::SetNextWindowScroll(ImVec2(0, 0));
    s.fresh = false;
    // Cancel and the action side by side; on rows of their own when the action's label (a
    // "Yes: Remove from the fight" at Large text) would not fit half the width.
    const bool asking = spec->destructive && s.confirming;
    const std::string label = asking ? std::string("Yes: ") + spec->label : std::string(spec->label);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float half = (ImGui::GetContentRegionAvail().x - style.ItemSpacing.x) / 2;
    const bool stacked = ImGui::CalcTextSize(label.c_str()).x + 2 * style.FramePadding.x > half;
    const int rows = stacked ? 2 : 1;
    ImGui::BeginChild("fields", ImVec2(0, ImGui::GetContentRegionAvail().y - rows * (theme::kTapTargetPx + style.ItemSpacing.y) - style.ItemSpacing.y),
                      ImGuiChildFlags_None, ImGuiWindowFlags_NoBackground);
    for (const FieldSpec& f : spec->fields) field(ctx, s, f);
    ImGui::EndChild();

    if (big_button("Cancel", stacked ? -FLT_MIN : half)) { ui.sheet.reset(); return; }
    ctx.tag("sheet-cancel");
    if (!stacked) ImGui::SameLine();
    if (asking) ImGui::PushStyleColor(ImGuiCol_Button, theme::vec(theme::palette().danger_fill)), ImGui::PushStyleColor(ImGuiCol_Text, theme::vec(theme::palette().on_danger));
    const bool apply = big_button(label.c_str(), stacked ? -FLT_MIN : half);
    if (asking) ImGui::PopStyleColor(2);
    ctx.tag("sheet-apply");
    if (!apply) return;
    if (spec->destructive && !s.confirming) { s.confirming = true; return; }
    auto action = load_action(s.values.dump());
    if (!action) { ui.message = action.reason(); s.confirming = false; return; }
    if (ctx.dispatch(action.value())) ui.sheet.reset();
    else s.confirming = false;
}

} // namespace rk::ui::views
