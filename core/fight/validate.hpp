#pragma once
// The invariants every encounter keeps, whether built by actions or loaded from a file, and the
// limits every text from outside (a file, a link, a stored record, what is typed) is held to.
#include <cstddef>
#include <string>
#include <string_view>

#include "core/model/encounter.hpp"

namespace rk {

// A name (of an encounter, a side, a combatant, an effect, a roster entry) has at most this
// many bytes of UTF-8: 21 CJK characters, 64 Latin letters.
inline constexpr std::size_t kMaxNameBytes = 64;
// A log line is made of names and words; one read from a file is held to this.
inline constexpr std::size_t kMaxLogTextBytes = 1024;
// Notes on a combatant (the reducer's limit for notes typed in).
inline constexpr std::size_t kMaxNotesBytes = 4000;

// Where `text` stops being UTF-8 (a stray byte, a sequence cut short, an overlong form, a
// surrogate, a code point past U+10FFFF), or std::string_view::npos when it is all UTF-8.
std::size_t invalid_utf8_at(std::string_view text);
// Whether `text` holds a line break, a tab or another control character (C0, DEL, C1, the
// Unicode line and paragraph separators). `text` must be UTF-8.
bool has_control_character(std::string_view text);

// Nothing when `text` is UTF-8 of at most `max_bytes` (and, if `one_line`, has no control
// character); otherwise why not (Why::NotUtf8, Why::ControlCharacter, Why::NameTooLong), the
// sentence naming it by `what` ("Combatant 3's name"). Emptiness is the caller's to check.
Refusal check_text(std::string_view text, const std::string& what, std::size_t max_bytes = kMaxNameBytes, bool one_line = true);

// Nothing when the encounter is sound; otherwise the first broken invariant, in words. A name
// past a limit is refused with the limit's own code (NameTooLong, NotUtf8, ControlCharacter,
// TooManyCombatants); a broken invariant with Why::Inconsistent.
Refusal check_invariants(const Encounter& e);

// `name` as a refusal may quote it: itself, or "…" when it passes a limit (a megabyte, a line break).
std::string shown_name(std::string_view name);

// The refusal of an encounter that came from outside: an inconsistent one as
// "<prefix> is inconsistent: ...", a limit passed as "<prefix> was refused: ...", each with its code.
Refusal refuse_encounter(const std::string& prefix, const Refusal& broken);

} // namespace rk
