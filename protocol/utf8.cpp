#include "protocol/utf8.hpp"

namespace kangaroom::protocol {

std::size_t count_code_points(std::string_view utf8) {
  std::size_t count = 0;
  for (const char byte : utf8)
    // Continuation bytes are 10xxxxxx; every other byte starts a code point.
    if ((static_cast<unsigned char>(byte) & 0xC0) != 0x80) ++count;
  return count;
}

bool has_control_character(std::string_view utf8) {
  for (const char byte : utf8) {
    const auto value = static_cast<unsigned char>(byte);
    if (value < 0x20 || value == 0x7F) return true;
  }
  return false;
}

}  // namespace kangaroom::protocol
