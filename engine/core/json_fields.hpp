#pragma once
// Reading fields of a saved position without ever throwing: each reader
// checks the type (and range), and on failure names the field in `error`.
// Shared by every game's load().
#include <string>

#include "options.hpp"

namespace kangaroom::engine {

bool read_int(const Json& object, const char* key, int low, int high, int& value,
              std::string& error);
bool read_bool(const Json& object, const char* key, bool& value, std::string& error);
bool read_string(const Json& object, const char* key, std::string& value, std::string& error);

}  // namespace kangaroom::engine
