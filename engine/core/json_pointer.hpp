#pragma once
// JSON Pointers (RFC 6901), as view parts and JSON Patch paths name places.
#include <string>
#include <string_view>

namespace kangaroom::engine {

// Appends "/" and `key` to `path`, with "~" written "~0" and "/" written "~1".
void append_pointer_token(std::string& path, std::string_view key);

}  // namespace kangaroom::engine
