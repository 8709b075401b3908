#include "server/room/player_names.hpp"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <utility>
#include <vector>

namespace kangaroom::server {
namespace {

struct CodeRange {
  char32_t first;
  char32_t last;
};
struct NameMapping {
  char32_t code_point;
  std::uint32_t offset;  // into name_mapping_text
  std::uint32_t length;
};

// undrawn_ranges, name_mappings and name_mapping_text, made from ICU at build
// time by make_name_tables.cpp (see there for what they hold).
#include "name_tables.inc"

// The next code point of `utf8` from `at`; a malformed byte is U+FFFD (the
// JSON parser lets none through, but names come from saved rooms too).
char32_t next_code_point(std::string_view utf8, std::size_t& at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(utf8[i]); };
  const unsigned char lead = byte(at);
  const int length = lead < 0x80         ? 1
                     : lead >> 5 == 0x6  ? 2
                     : lead >> 4 == 0xE  ? 3
                     : lead >> 3 == 0x1E ? 4
                                         : 0;
  if (length == 0 || at + length > utf8.size()) {
    ++at;
    return 0xFFFD;
  }
  char32_t c = length == 1 ? lead : lead & (0x7F >> length);
  for (int i = 1; i < length; ++i) {
    if ((byte(at + i) & 0xC0) != 0x80) {
      ++at;
      return 0xFFFD;
    }
    c = (c << 6) | (byte(at + i) & 0x3F);
  }
  at += length;
  return c;
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

bool is_drawn(char32_t c) {
  const auto* end = std::end(undrawn_ranges);
  const auto* range =
      std::upper_bound(std::begin(undrawn_ranges), end, c,
                       [](char32_t value, const CodeRange& r) { return value < r.first; });
  return range == std::begin(undrawn_ranges) || c > std::prev(range)->last;
}

// What `c` looks like, appended to `out` (itself if the table has nothing).
void append_look(std::string& out, char32_t c) {
  const auto* end = std::end(name_mappings);
  const auto* found =
      std::lower_bound(std::begin(name_mappings), end, c,
                       [](const NameMapping& m, char32_t value) { return m.code_point < value; });
  if (found == end || found->code_point != c) {
    append_utf8(out, c);
    return;
  }
  for (std::uint32_t i = 0; i < found->length; ++i)
    append_utf8(out, name_mapping_text[found->offset + i]);
}

constexpr char32_t hangul_first = 0xAC00, hangul_last = 0xD7A3;

}  // namespace

bool has_visible_character(std::string_view utf8) {
  for (std::size_t at = 0; at < utf8.size();)
    if (is_drawn(next_code_point(utf8, at))) return true;
  return false;
}

std::string name_skeleton(std::string_view utf8) {
  // Spaces around the name are not part of how it looks.
  std::vector<std::pair<std::size_t, bool>> marks;  // (start, drawn) of each code point
  for (std::size_t at = 0; at < utf8.size();) {
    const std::size_t start = at;
    marks.emplace_back(start, is_drawn(next_code_point(utf8, at)));
  }
  const auto drawn =
      std::find_if(marks.begin(), marks.end(), [](const auto& m) { return m.second; });
  if (drawn == marks.end()) return {};
  const std::size_t first = drawn->first;
  const auto after =
      std::find_if(marks.rbegin(), marks.rend(), [](const auto& m) { return m.second; }).base();
  const std::size_t last = after == marks.end() ? utf8.size() : after->first;

  std::string out;
  out.reserve(last - first);
  for (std::size_t at = first; at < last;) {
    const char32_t c = next_code_point(utf8, at);
    if (c >= hangul_first && c <= hangul_last) {
      // Unicode's arithmetic decomposition into jamo, each then mapped.
      const char32_t index = c - hangul_first;
      append_look(out, 0x1100 + index / (21 * 28));
      append_look(out, 0x1161 + index % (21 * 28) / 28);
      if (index % 28) append_look(out, 0x11A7 + index % 28);
      continue;
    }
    append_look(out, c);
  }
  return out;
}

}  // namespace kangaroom::server
