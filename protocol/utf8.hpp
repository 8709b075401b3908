#pragma once
// Counting characters (Unicode code points) of UTF-8 text that the JSON
// parser has already validated: limits such as "chat is 1..280 characters"
// are about what people see, not bytes.
#include <cstddef>
#include <string_view>

namespace kangaroom::protocol {

std::size_t count_code_points(std::string_view utf8);

// True if the text holds a control character (U+0000..U+001F, U+007F), which
// names and icons must not contain.
bool has_control_character(std::string_view utf8);

}  // namespace kangaroom::protocol
