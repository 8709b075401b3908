#pragma once
// Names people can see and tell apart (the room's seats). A name must show
// something: not only spaces, fillers (U+3164 HANGUL FILLER, U+115F) or
// blanks (U+2800 BRAILLE PATTERN BLANK). And two names are the same name
// when they look alike: compared by their confusable skeleton (Unicode
// TS #39, ICU's spoof checker) after NFKC case folding, so "Аnna" with a
// Cyrillic А, "ANNA" and "Anna" are one name in a room. ICU is used at build
// time only (make_name_tables.cpp writes the tables); the server carries a
// few hundred KB of tables instead of ICU's 30 MB of data.
#include <string>
#include <string_view>

namespace kangaroom::server {

// Whether `utf8` holds a character that is drawn: a letter, digit, mark,
// punctuation or symbol, other than the blanks above. (Control and format
// characters never get this far: protocol/display_text.hpp refuses them.)
bool has_visible_character(std::string_view utf8);

// What `utf8` looks like, for comparing names: equal skeletons, names a
// player could mistake for each other. What shows nothing at either end
// (spaces, fillers) aside. Each code point is mapped on its own: combining
// marks typed in another order than the canonical one stay different.
std::string name_skeleton(std::string_view utf8);

}  // namespace kangaroom::server
