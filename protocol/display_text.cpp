#include "protocol/display_text.hpp"

#include <algorithm>
#include <array>

namespace kangaroom::protocol {

namespace {

struct CodePointRange {
  char32_t first;
  char32_t last;
};

// Sorted and disjoint. The Cf rows are the whole of general category Cf in
// Unicode 15.0 (DerivedGeneralCategory.txt: 170 code points).
constexpr std::array<CodePointRange, 24> refused_ranges = {{
    {0x0000, 0x001F},    // C0 controls
    {0x007F, 0x009F},    // DEL, C1 controls (U+0085 NEXT LINE among them)
    {0x00AD, 0x00AD},    // Cf: soft hyphen
    {0x0600, 0x0605},    // Cf: Arabic number signs
    {0x061C, 0x061C},    // Cf: Arabic letter mark
    {0x06DD, 0x06DD},    // Cf: Arabic end of ayah
    {0x070F, 0x070F},    // Cf: Syriac abbreviation mark
    {0x0890, 0x0891},    // Cf: Arabic pound and piastre marks above
    {0x08E2, 0x08E2},    // Cf: Arabic disputed end of ayah
    {0x180E, 0x180E},    // Cf: Mongolian vowel separator
    {0x200B, 0x200F},    // Cf: zero-width space, ZWNJ, ZWJ, LRM, RLM
    {0x2028, 0x2029},    // line and paragraph separators (Zl, Zp)
    {0x202A, 0x202E},    // Cf: bidirectional embeddings and overrides
    {0x2060, 0x2064},    // Cf: word joiner, invisible operators
    {0x2066, 0x206F},    // Cf: bidirectional isolates, deprecated format characters
    {0xFEFF, 0xFEFF},    // Cf: zero-width no-break space (byte order mark)
    {0xFFF9, 0xFFFB},    // Cf: interlinear annotation
    {0x110BD, 0x110BD},  // Cf: Kaithi number sign
    {0x110CD, 0x110CD},  // Cf: Kaithi number sign above
    {0x13430, 0x1343F},  // Cf: Egyptian hieroglyph format controls
    {0x1BCA0, 0x1BCA3},  // Cf: shorthand format controls
    {0x1D173, 0x1D17A},  // Cf: musical symbol beams, ties, slurs, phrases
    {0xE0001, 0xE0001},  // Cf: language tag
    {0xE0020, 0xE007F},  // Cf: tag characters
}};

// Decodes the code point at `at` and moves `at` past it.
char32_t next_code_point(std::string_view utf8, std::size_t& at) {
  constexpr char32_t replacement = 0xFFFD;
  const auto lead = static_cast<unsigned char>(utf8[at++]);
  if (lead < 0x80) return lead;
  int continuation_bytes = 0;
  char32_t value = 0;
  if ((lead & 0xE0) == 0xC0) {
    continuation_bytes = 1;
    value = lead & 0x1F;
  } else if ((lead & 0xF0) == 0xE0) {
    continuation_bytes = 2;
    value = lead & 0x0F;
  } else if ((lead & 0xF8) == 0xF0) {
    continuation_bytes = 3;
    value = lead & 0x07;
  } else {
    return replacement;  // a stray continuation byte or an invalid lead byte
  }
  for (int i = 0; i < continuation_bytes; ++i) {
    if (at >= utf8.size()) return replacement;
    const auto byte = static_cast<unsigned char>(utf8[at]);
    if ((byte & 0xC0) != 0x80) return replacement;
    value = (value << 6) | (byte & 0x3F);
    ++at;
  }
  return value;
}

}  // namespace

bool is_refused_in_display_text(char32_t code_point) {
  // The first range whose end is not below the code point is the only one
  // that can hold it.
  const auto range = std::lower_bound(
      refused_ranges.begin(), refused_ranges.end(), code_point,
      [](const CodePointRange& candidate, char32_t value) { return candidate.last < value; });
  return range != refused_ranges.end() && range->first <= code_point;
}

std::optional<char32_t> first_refused_display_character(std::string_view utf8) {
  std::size_t at = 0;
  while (at < utf8.size()) {
    const char32_t code_point = next_code_point(utf8, at);
    if (is_refused_in_display_text(code_point)) return code_point;
  }
  return std::nullopt;
}

std::string code_point_name(char32_t code_point) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string digits;
  for (char32_t rest = code_point; rest != 0 || digits.size() < 4; rest >>= 4)
    digits.insert(digits.begin(), hex[rest & 0xF]);
  return "U+" + digits;
}

}  // namespace kangaroom::protocol
