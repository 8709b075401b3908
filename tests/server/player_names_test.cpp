// Names people can see and tell apart (server/room/player_names.hpp).
#include "server/room/player_names.hpp"

#include <doctest/doctest.h>
#include <unicode/normalizer2.h>
#include <unicode/unistr.h>
#include <unicode/uspoof.h>

#include <string>

using namespace kangaroom::server;

TEST_CASE("a name must show something") {
  CHECK(has_visible_character("Anna"));
  CHECK(has_visible_character(" x "));
  CHECK(has_visible_character("سارة"));
  CHECK(has_visible_character("🦘"));
  CHECK(has_visible_character("7"));
  for (const char* blank : {"", "   ", "\u00a0\u00a0",  // no-break spaces
                            "\u3164",                   // HANGUL FILLER
                            "\u2800\u2800",             // BRAILLE PATTERN BLANK
                            "\u115f\u1160",             // Hangul choseong/jungseong fillers
                            "\uffa0",                   // HALFWIDTH HANGUL FILLER
                            "\u2003\u3000",             // em space, ideographic space
                            " \u3164 \u2800 "})
    CHECK_MESSAGE(!has_visible_character(blank), blank);
}

TEST_CASE("names that look alike have one skeleton") {
  CHECK(name_skeleton("Anna") == name_skeleton("Anna"));
  CHECK(name_skeleton("Anna") == name_skeleton("ANNA"));
  CHECK(name_skeleton("Anna") == name_skeleton(" anna "));
  CHECK(name_skeleton("Anna") == name_skeleton("\u0410nna"));                 // Cyrillic А
  CHECK(name_skeleton("anna") == name_skeleton("\u0430nn\u0430"));            // Cyrillic а twice
  CHECK(name_skeleton("Anna") == name_skeleton("\uff21\uff4e\uff4e\uff41"));  // fullwidth (NFKC)
  CHECK(name_skeleton("Bob0") == name_skeleton("BobO"));
  CHECK(name_skeleton("Bill") == name_skeleton("Bi1l"));
  CHECK(name_skeleton("Zo\u00eb") == name_skeleton("Zoe\u0308"));  // composed or not
  // Different names stay different.
  CHECK(name_skeleton("Anna") != name_skeleton("Anne"));
  CHECK(name_skeleton("Sara") != name_skeleton("سارة"));
  CHECK(name_skeleton("Player 2") != name_skeleton("Player 3"));
}

namespace {
// ICU's own answer for a whole string: NFKC case folding, the confusable
// skeleton, folded again, decomposed (what the tables hold per code point).
std::string icu_skeleton(const std::string& utf8) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* fold = icu::Normalizer2::getNFKCCasefoldInstance(status);
  const icu::Normalizer2* nfd = icu::Normalizer2::getNFDInstance(status);
  USpoofChecker* checker = uspoof_open(&status);
  REQUIRE(U_SUCCESS(status));
  icu::UnicodeString skeleton;
  uspoof_getSkeletonUnicodeString(
      checker, 0, fold->normalize(icu::UnicodeString::fromUTF8(utf8), status), skeleton, &status);
  const icu::UnicodeString mapped = nfd->normalize(fold->normalize(skeleton, status), status);
  uspoof_close(checker);
  REQUIRE(U_SUCCESS(status));
  std::string out;
  mapped.toUTF8String(out);
  return out;
}
}  // namespace

TEST_CASE("the built-in tables agree with ICU, for every character of the BMP and for names") {
  int compared = 0, differ = 0;
  std::string first_difference;
  for (UChar32 c = 0x21; c <= 0xFFFF; ++c) {
    if (c >= 0xD800 && c <= 0xDFFF) continue;
    std::string one;
    icu::UnicodeString(c).toUTF8String(one);
    if (!has_visible_character(one)) continue;
    ++compared;
    if (name_skeleton(one) != icu_skeleton(one)) {
      if (!differ++) first_difference = one;
    }
  }
  CHECK_MESSAGE(differ == 0, differ << " of " << compared << " differ, first " << first_difference);
  CHECK(compared > 50'000);
  for (const char* name : {"Anna", "\u0410nna", "Zo\u00eb", "Zoe\u0308", "김민준", "سارة", "José",
                           "\uff2a\uff4f\uff53\uff45", "Dragon\u2122", "ǅemal", "ﬁona", "Straße"})
    CHECK_MESSAGE(name_skeleton(name) == icu_skeleton(name), name);
}
