// Names, icons and chat refuse control and format characters: each refused
// class, the characters that must stay allowed, and the whole table counted.
#include "protocol/display_text.hpp"

#include <doctest/doctest.h>

#include <string>

using namespace kangaroom::protocol;

namespace {

// UTF-8 for one code point (test data only).
std::string utf8(char32_t code_point) {
  std::string out;
  if (code_point < 0x80) {
    out += static_cast<char>(code_point);
  } else if (code_point < 0x800) {
    out += static_cast<char>(0xC0 | (code_point >> 6));
    out += static_cast<char>(0x80 | (code_point & 0x3F));
  } else if (code_point < 0x10000) {
    out += static_cast<char>(0xE0 | (code_point >> 12));
    out += static_cast<char>(0x80 | ((code_point >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code_point & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code_point >> 18));
    out += static_cast<char>(0x80 | ((code_point >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code_point >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code_point & 0x3F));
  }
  return out;
}

}  // namespace

TEST_CASE("display text refuses controls and format characters, wherever they stand") {
  const char32_t refused[] = {
      0x0000,   // NUL
      0x0009,   // tab
      0x000A,   // newline
      0x001B,   // ESC
      0x007F,   // DEL
      0x0085,   // NEXT LINE (C1)
      0x009F,   // the last C1 control
      0x00AD,   // soft hyphen
      0x061C,   // Arabic letter mark
      0x180E,   // Mongolian vowel separator
      0x200B,   // zero-width space
      0x200D,   // zero-width joiner
      0x200F,   // right-to-left mark
      0x2028,   // line separator
      0x202E,   // right-to-left override
      0x2066,   // left-to-right isolate
      0x2069,   // pop directional isolate
      0x2060,   // word joiner
      0xFEFF,   // byte order mark
      0xFFF9,   // interlinear annotation anchor
      0x1343F,  // Egyptian hieroglyph format control, new in Unicode 15.0
      0xE0001,  // language tag
      0xE0041,  // tag latin capital letter A
      0xE007F,  // cancel tag
  };
  for (const char32_t code_point : refused) {
    CAPTURE(code_point_name(code_point));
    CHECK(is_refused_in_display_text(code_point));
    CHECK(first_refused_display_character(utf8(code_point)) == code_point);
    CHECK(first_refused_display_character("Ana" + utf8(code_point)) == code_point);
    CHECK(first_refused_display_character(utf8(code_point) + "Ana") == code_point);
    CHECK(first_refused_display_character("A" + utf8(code_point) + "na") == code_point);
  }
  // The first of several is the one reported.
  CHECK(first_refused_display_character("a" + utf8(0x202E) + "b" + utf8(0x0000)) == 0x202E);
}

TEST_CASE("display text keeps letters, symbols and emoji of every script") {
  const char* accepted[] = {
      "Ana",
      "Player 2 (the best!) ~#$%&*+/<=>?@[]^_`{|}",
      "Zo\u00eb Andr\u00e9 \u00c5se \u0141ukasz",  // accented Latin
      "\u738b\u5c0f\u660e",                        // CJK
      "\u0645\u0631\u064a\u0645",                  // Arabic letters (right-to-left by themselves)
      "\U0001F998",                                // kangaroo emoji (four UTF-8 bytes)
      "e\u0301",                                   // e with a combining acute accent
      "\u2764\ufe0f",                              // a heart with a variation selector
      "\u00a0\u00ae\u00ff\u2027\u202f\ufffd",      // neighbours of refused ranges
      "",
  };
  for (const char* text : accepted) {
    CAPTURE(text);
    CHECK_FALSE(first_refused_display_character(text).has_value());
  }
  CHECK_FALSE(is_refused_in_display_text(0x0020));
  CHECK_FALSE(is_refused_in_display_text(0x00A0));
  CHECK_FALSE(is_refused_in_display_text(0x13440));
  CHECK_FALSE(is_refused_in_display_text(0xE0000));
  CHECK_FALSE(is_refused_in_display_text(0xE0080));
  CHECK_FALSE(is_refused_in_display_text(0x10FFFF));
}

TEST_CASE("the refused set is exactly controls, separators and Unicode 15.0's Cf") {
  // 65 controls (C0, DEL, C1) + 2 separators + 170 format characters.
  int refused = 0;
  for (char32_t code_point = 0; code_point <= 0x10FFFF; ++code_point)
    if (is_refused_in_display_text(code_point)) ++refused;
  CHECK(refused == 65 + 2 + 170);
}

TEST_CASE("malformed UTF-8 is read as U+FFFD, without reading past the end") {
  CHECK_FALSE(first_refused_display_character("\xE2\x80").has_value());  // cut-off U+202E
  CHECK_FALSE(first_refused_display_character("\x80\xBF").has_value());  // stray continuations
  CHECK_FALSE(first_refused_display_character("\xFF").has_value());
  CHECK(first_refused_display_character("\xE2\x80\x1B").value() == 0x1B);
}

TEST_CASE("code points are named the way Unicode writes them") {
  CHECK(code_point_name(0x0000) == "U+0000");
  CHECK(code_point_name(0x001B) == "U+001B");
  CHECK(code_point_name(0x202E) == "U+202E");
  CHECK(code_point_name(0xE0041) == "U+E0041");
  CHECK(code_point_name(0x10FFFF) == "U+10FFFF");
}
