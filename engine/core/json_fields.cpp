#include "json_fields.hpp"

namespace kangaroom::engine {

bool read_int(const Json& object, const char* key, int low, int high, int& value,
              std::string& error) {
  const auto it = object.find(key);
  if (it == object.end() || !is_signed_integer(*it)) {
    error = std::string("\"") + key + "\" must be an integer";
    return false;
  }
  const auto number = it->get<long long>();
  if (number < low || number > high) {
    error = std::string("\"") + key + "\" must be between " + std::to_string(low) + " and " +
            std::to_string(high);
    return false;
  }
  value = static_cast<int>(number);
  return true;
}

bool read_position_header(const Json& saved, const char* format, int version, std::string& error) {
  if (!saved.is_object()) {
    error = "a position must be a JSON object";
    return false;
  }
  std::string text;
  if (!read_string(saved, "format", text, error)) return false;
  if (text != format) {
    error = "\"format\" must be \"" + std::string(format) + "\"";
    return false;
  }
  int read_version = 0;
  return read_int(saved, "version", version, version, read_version, error);
}

bool read_bool(const Json& object, const char* key, bool& value, std::string& error) {
  const auto it = object.find(key);
  if (it == object.end() || !it->is_boolean()) {
    error = std::string("\"") + key + "\" must be true or false";
    return false;
  }
  value = it->get<bool>();
  return true;
}

bool read_string(const Json& object, const char* key, std::string& value, std::string& error) {
  const auto it = object.find(key);
  if (it == object.end() || !it->is_string()) {
    error = std::string("\"") + key + "\" must be a string";
    return false;
  }
  value = it->get<std::string>();
  return true;
}

}  // namespace kangaroom::engine
