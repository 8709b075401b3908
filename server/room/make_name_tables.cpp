// Writes the tables server/room/player_names.cpp compares names with, from
// ICU, at build time (so the server itself does not need ICU's 30 MB of
// data at run time):
//   - undrawn_ranges: the code points a name may hold that show nothing
//     (spaces, separators, fillers, blanks, unassigned ones);
//   - name_mappings: for each code point that changes, what it looks like:
//     NFKC case folding, then the confusable skeleton of Unicode TS #39
//     (ICU's spoof checker), folded again and decomposed (NFD), so that
//     "А" (Cyrillic), "Ａ" (fullwidth) and "a" all become "a".
// Hangul syllables (11,172) are left out of the second table: their
// decomposition into jamo is arithmetic, and player_names.cpp does it and
// maps each jamo (the generator checks that this agrees with ICU).
//   kangaroom-name-tables > name_tables.inc
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/uspoof.h>

#include <cstdio>
#include <string>
#include <vector>

namespace {

bool is_drawn(UChar32 c) {
  if (c == 0x2800 || u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ||
      u_isUWhiteSpace(c))
    return false;
  switch (u_charType(c)) {
    case U_SPACE_SEPARATOR:
    case U_LINE_SEPARATOR:
    case U_PARAGRAPH_SEPARATOR:
    case U_CONTROL_CHAR:
    case U_FORMAT_CHAR:
    case U_UNASSIGNED:
    case U_SURROGATE:
      return false;
    default:
      return true;
  }
}

constexpr UChar32 hangul_first = 0xAC00, hangul_last = 0xD7A3;

// What player_names.cpp computes for a Hangul syllable (Unicode 3.12).
std::vector<UChar32> hangul_decomposition(UChar32 c) {
  const int index = c - hangul_first;
  std::vector<UChar32> out{0x1100 + index / (21 * 28), 0x1161 + index % (21 * 28) / 28};
  if (index % 28) out.push_back(0x11A7 + index % 28);
  return out;
}

int fail(const char* what, UErrorCode status) {
  std::fprintf(stderr, "kangaroom-name-tables: %s: %s\n", what, u_errorName(status));
  return 1;
}

}  // namespace

int main() {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* fold = icu::Normalizer2::getNFKCCasefoldInstance(status);
  if (U_FAILURE(status)) return fail("NFKC_Casefold", status);
  const icu::Normalizer2* nfd = icu::Normalizer2::getNFDInstance(status);
  if (U_FAILURE(status)) return fail("NFD", status);
  USpoofChecker* checker = uspoof_open(&status);
  if (U_FAILURE(status)) return fail("uspoof_open", status);

  std::printf("// Made by kangaroom-name-tables from ICU %s (Unicode %s). Do not edit.\n",
              U_ICU_VERSION, U_UNICODE_VERSION);
  std::printf("constexpr CodeRange undrawn_ranges[] = {\n");
  for (UChar32 c = 0; c <= 0x10FFFF; ++c) {
    if (is_drawn(c)) continue;
    UChar32 last = c;
    while (last < 0x10FFFF && !is_drawn(last + 1)) ++last;
    std::printf("    {0x%X, 0x%X},\n", c, last);
    c = last;
  }
  std::printf("};\n");

  // What one code point (or several, for a syllable's jamo) looks like.
  const auto looks = [&](const icu::UnicodeString& one, std::vector<UChar32>& points) {
    icu::UnicodeString skeleton;
    status = U_ZERO_ERROR;
    icu::UnicodeString folded = fold->normalize(one, status);
    uspoof_getSkeletonUnicodeString(checker, 0, folded, skeleton, &status);
    const icu::UnicodeString mapped = nfd->normalize(fold->normalize(skeleton, status), status);
    points.clear();
    for (int32_t at = 0; at < mapped.length(); at = mapped.moveIndex32(at, 1))
      points.push_back(mapped.char32At(at));
    return U_SUCCESS(status);
  };
  std::vector<UChar32> text, points, parts, part;
  std::printf("constexpr NameMapping name_mappings[] = {\n");
  for (UChar32 c = 0; c <= 0x10FFFF; ++c) {
    if (c >= 0xD800 && c <= 0xDFFF) continue;
    if (!looks(icu::UnicodeString(c), points)) return fail("a skeleton", status);
    if (c >= hangul_first && c <= hangul_last) {
      // player_names.cpp decomposes the syllable, then maps each jamo.
      parts.clear();
      for (const UChar32 jamo : hangul_decomposition(c)) {
        if (!looks(icu::UnicodeString(jamo), part)) return fail("a skeleton", status);
        parts.insert(parts.end(), part.begin(), part.end());
      }
      if (points != parts) {
        std::fprintf(stderr, "kangaroom-name-tables: U+%X does not look like its jamo\n", c);
        return 1;
      }
      continue;
    }
    if (points.size() == 1 && points[0] == c) continue;
    std::printf("    {0x%X, %zu, %zu},\n", c, text.size(), points.size());
    text.insert(text.end(), points.begin(), points.end());
  }
  std::printf("};\nconstexpr char32_t name_mapping_text[] = {");
  for (std::size_t i = 0; i < text.size(); ++i)
    std::printf("%s0x%X,", i % 12 ? " " : "\n    ", text[i]);
  std::printf("\n};\n");
  uspoof_close(checker);
  return 0;
}
