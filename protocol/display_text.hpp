#pragma once
// Text that other people see: player names, icons and chat lines. It may hold
// any letter, symbol or emoji, but no character that is invisible or changes
// how the text around it is shown: a right-to-left override (U+202E) in a
// name reverses the chat lines after it, a zero-width space makes two names
// that look the same, a control character may move a terminal's cursor. Such
// text is refused (error `bad_text`), never silently cleaned, so that what a
// player typed is what everyone sees.
#include <optional>
#include <string>
#include <string_view>

namespace kangaroom::protocol {

// True for the code points display text may not hold: the C0 controls
// (U+0000..U+001F, newline and tab included), DEL and the C1 controls
// (U+007F..U+009F), the line and paragraph separators (U+2028, U+2029), and
// every format character (general category Cf) of Unicode 15.0.
bool is_refused_in_display_text(char32_t code_point);

// The first code point of `utf8` that display text may not hold, if any.
// `utf8` is valid UTF-8 as the JSON parser leaves it; a malformed byte is
// read as U+FFFD, which is allowed.
std::optional<char32_t> first_refused_display_character(std::string_view utf8);

// How messages name a code point: "U+202E", "U+E0041".
std::string code_point_name(char32_t code_point);

}  // namespace kangaroom::protocol
