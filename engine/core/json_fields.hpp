#pragma once
// Reading fields of a saved position without ever throwing: each reader
// checks the type (and range), and on failure names the field in `error`.
// Shared by every game's load().
#include <exception>
#include <string>

#include "options.hpp"

namespace kangaroom::engine {

bool read_int(const Json& object, const char* key, int low, int high, int& value,
              std::string& error);
bool read_bool(const Json& object, const char* key, bool& value, std::string& error);
bool read_string(const Json& object, const char* key, std::string& value, std::string& error);

// The framing every saved position starts with: a JSON object whose
// "format" is `format` and whose "version" is `version`.
bool read_position_header(const Json& saved, const char* format, int version, std::string& error);

// Calls `load(saved, error)`, a loader built on the readers above, and turns
// an exception they did not foresee into null plus `error`.
template <class Load>
auto load_guarded(Load load, const Json& saved, std::string& error)
    -> decltype(load(saved, error)) {
  try {
    return load(saved, error);
  } catch (const std::exception& failure) {
    error = std::string("malformed position: ") + failure.what();
    return nullptr;
  }
}

}  // namespace kangaroom::engine
