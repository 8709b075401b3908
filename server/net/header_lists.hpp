#pragma once
// HTTP header values are lists (Accept-Encoding, Accept-Language, Cookie,
// If-None-Match): items split at ',' or ';' and trimmed of spaces and tabs.
#include <string_view>

namespace kangaroom::server::header_lists {

inline std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

// The part of `text` before the first `separator` (all of it if none); `text`
// keeps what follows the separator.
inline std::string_view next_item(std::string_view& text, char separator) {
  const auto end = text.find(separator);
  const std::string_view item = text.substr(0, end);
  text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
  return item;
}

}  // namespace kangaroom::server::header_lists
