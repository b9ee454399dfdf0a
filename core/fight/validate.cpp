#include "core/fight/validate.hpp"

#include <algorithm>
#include <set>
#include <string>

#include "core/rules/rule_system.hpp"

namespace rk {

std::size_t invalid_utf8_at(std::string_view text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char b = byte(i);
        if (b < 0x80) { ++i; continue; }
        std::size_t n = 0;
        char32_t c = 0, least = 0;
        if (b >= 0xC2 && b <= 0xDF) { n = 1; c = b & 0x1F; least = 0x80; }
        else if (b >= 0xE0 && b <= 0xEF) { n = 2; c = b & 0x0F; least = 0x800; }
        else if (b >= 0xF0 && b <= 0xF4) { n = 3; c = b & 0x07; least = 0x10000; }
        else return i;   // a continuation byte alone, or a lead byte no UTF-8 uses
        if (i + n >= text.size()) return i;   // cut short
        for (std::size_t k = 1; k <= n; ++k) {
            if (i + k >= text.size() || (byte(i + k) & 0xC0) != 0x80) return i;
            c = (c << 6) | (byte(i + k) & 0x3F);
        }
        if (c < least || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return i;
        i += n + 1;
    }
    return std::string_view::npos;
}

bool has_control_character(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto b = static_cast<unsigned char>(text[i]);
        if (b < 0x20 || b == 0x7F) return true;
        // C1 controls (U+0080 to U+009F) and U+2028, U+2029 (line and paragraph separators)
        if (b == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) <= 0x9F) return true;
        if (b == 0xE2 && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x80 &&
            (static_cast<unsigned char>(text[i + 2]) == 0xA8 || static_cast<unsigned char>(text[i + 2]) == 0xA9))
            return true;
    }
    return false;
}

Refusal check_text(std::string_view text, const std::string& what, std::size_t max_bytes, bool one_line) {
    if (const std::size_t at = invalid_utf8_at(text); at != std::string_view::npos)
        return {Why::NotUtf8, what + " is not UTF-8 text (byte " + std::to_string(at + 1) + " of " + std::to_string(text.size()) + ")"};
    if (one_line && has_control_character(text))
        return {Why::ControlCharacter, what + " holds a line break, a tab or another control character (a name is one line)"};
    if (text.size() > max_bytes)
        return {Why::NameTooLong, what + " has " + std::to_string(text.size()) + " bytes; Roundkeeper keeps at most " +
                                      std::to_string(max_bytes)};
    return std::nullopt;
}

std::string shown_name(std::string_view name) {
    return check_text(name, "") ? std::string("…") : std::string(name);
}

Refusal refuse_encounter(const std::string& prefix, const Refusal& broken) {
    if (!broken) return std::nullopt;
    if (broken->why == Why::Inconsistent) return {Why::Inconsistent, prefix + " is inconsistent: " + broken->text};
    return {broken->why, prefix + " was refused: " + broken->text};
}

namespace {
// The limits on the texts an encounter holds (names, notes), before anything else of it is read.
Refusal check_texts(const Encounter& e) {
    if (Refusal bad = check_text(e.name, "The encounter's name")) return bad;
    for (const auto& s : e.sides)
        if (Refusal bad = check_text(s.name, "Side " + std::to_string(s.id) + "'s name")) return bad;
    for (const auto& c : e.combatants) {
        if (Refusal bad = check_text(c.name, "Combatant " + std::to_string(c.id) + "'s name")) return bad;
        if (Refusal bad = check_text(c.notes, "Combatant " + std::to_string(c.id) + "'s notes", kMaxNotesBytes, false)) return bad;
    }
    for (const auto& fx : e.effects)
        if (Refusal bad = check_text(fx.name, "Effect " + std::to_string(fx.id) + "'s name")) return bad;
    for (const auto& r : e.reminders)
        if (Refusal bad = check_text(r.text, "Reminder " + std::to_string(r.id), kMaxNameBytes * 2)) return bad;
    return std::nullopt;
}
} // namespace

namespace {
// Reminders (core/model/reminder.hpp): each with an id of its own, something to say, a round that can come.
Refusal check_reminders(const Encounter& e, const std::set<CombatantId>& combatants) {
    if (e.reminders.size() > static_cast<std::size_t>(kMaxReminders)) return {Why::TooManyReminders, "it has more than " + std::to_string(kMaxReminders) + " reminders"};
    std::set<ReminderId> ids;
    for (const Reminder& r : e.reminders) {
        const std::string which = "reminder #" + std::to_string(r.id);
        if (r.id == 0 || r.id >= e.next_id || combatants.count(r.id) || !ids.insert(r.id).second)
            return {Why::Inconsistent, which + "'s id is out of range or taken"};
        if (r.text.empty()) return {Why::Inconsistent, which + " says nothing"};
        if (r.round < 1 || r.round > kMaxReminderRound || r.done_round < 0 || r.done_round > e.round)
            return {Why::Inconsistent, which + "'s round is out of range"};
        if (r.count && (*r.count < -1000 || *r.count > 1000)) return {Why::Inconsistent, which + "'s count is out of range"};
    }
    return std::nullopt;
}
} // namespace

Refusal check_invariants(const Encounter& e) {
    if (e.round < 0) return {Why::Inconsistent, "the round is negative"};
    if (e.phase == Phase::Setup && e.round != 0) return {Why::Inconsistent, "a fight that has not started is in a round"};
    std::set<SideId> sides;
    for (const auto& s : e.sides)
        if (!sides.insert(s.id).second) return {Why::Inconsistent, "two sides share the id " + std::to_string(s.id)};
    if (e.combatants.size() > static_cast<std::size_t>(kMaxCombatants))
        return {Why::TooManyCombatants, "it has " + std::to_string(e.combatants.size()) + " combatants; an encounter holds at most " +
                                            std::to_string(kMaxCombatants)};
    if (Refusal bad = check_texts(e)) return bad;
    std::set<CombatantId> ids;
    for (const auto& c : e.combatants) {
        if (c.id == 0 || c.id >= e.next_id) return {Why::Inconsistent, "combatant id " + std::to_string(c.id) + " is out of range"};
        if (!ids.insert(c.id).second) return {Why::Inconsistent, "two combatants share the id " + std::to_string(c.id)};
        if (!sides.count(c.side)) return {Why::Inconsistent, c.name + " is on a side that does not exist"};
        if (c.name.empty()) return {Why::Inconsistent, "a combatant has no name"};
        if (c.hp && c.hp->max < 1) return {Why::Inconsistent, c.name + " has a maximum below 1 hit point"};
        if (c.hp && c.hp->current > c.hp->max) return {Why::Inconsistent, c.name + " has more hit points than the maximum"};
        if (c.hp && (c.hp->temp < 0 || c.hp->temp > 100000)) return {Why::Inconsistent, c.name + " has temporary hit points out of range"};
    }
    if (e.acting && !ids.count(*e.acting)) return {Why::Inconsistent, "the acting combatant is not in the encounter"};
    const RuleSystem& system = rule_system(e);
    if (system.check)
        if (auto broken = system.check(e)) return broken;
    if (Refusal bad = check_reminders(e, ids)) return bad;
    std::set<EffectId> effect_ids;
    for (const auto& fx : e.effects) {
        const std::string which = "effect #" + std::to_string(fx.id);
        if (fx.id == 0 || fx.id >= e.next_id) return {Why::Inconsistent, which + " is out of range"};
        if (!effect_ids.insert(fx.id).second) return {Why::Inconsistent, "two effects share the id " + std::to_string(fx.id)};
        if (ids.count(fx.id)) return {Why::Inconsistent, which + " shares its id with a combatant"};
        if (fx.name.empty()) return {Why::Inconsistent, which + " has no name"};
        if (fx.target && !ids.count(*fx.target)) return {Why::Inconsistent, which + " is on a combatant who is not in the encounter"};
        if (fx.source && !ids.count(*fx.source)) return {Why::Inconsistent, which + " comes from a combatant who is not in the encounter"};
        if (fx.anchor && !ids.count(*fx.anchor)) return {Why::Inconsistent, which + " counts on the turns of a combatant who is not in the encounter"};
        const bool on_turns = fx.expiry == Expiry::StartOfTurn || fx.expiry == Expiry::EndOfTurn;
        if (on_turns != fx.anchor.has_value()) return {Why::Inconsistent, which + " counts on turns without saying whose"};
        if ((fx.unit == DurationUnit::UntilRemoved) != (fx.expiry == Expiry::Never))
            return {Why::Inconsistent, which + " lasts until removed but expires, or the other way round"};
        if (fx.unit != DurationUnit::UntilRemoved && fx.remaining < 1) return {Why::Inconsistent, which + " has no time left"};
    }
    if (e.phase != Phase::Running && e.acting) return {Why::Inconsistent, "someone is acting outside a running fight"};
    // The summary's harm: one entry per id, in order, never below nothing (a removed combatant's stays).
    for (std::size_t i = 0; i < e.tally.size(); ++i) {
        const HarmTally& t = e.tally[i];
        if (t.id == 0 || t.id >= e.next_id || (i > 0 && e.tally[i - 1].id >= t.id))
            return {Why::Inconsistent, "the fight's tally of harm lists combatant #" + std::to_string(t.id) + " out of order or range"};
        if (t.taken < 0 || t.dealt < 0) return {Why::Inconsistent, "the fight's tally of harm has a negative amount"};
    }
    // Each system's parts, wherever they are (002's ranks in any fight; a part a saved file puts
    // on a combatant of another system's fight is checked all the same).
    for (const RuleSystem* s : rule_systems())
        if (s->any_fight_check)
            if (Refusal broken = s->any_fight_check(e)) return broken;
    return std::nullopt;
}

} // namespace rk
