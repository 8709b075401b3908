#include "json_pointer.hpp"

namespace kangaroom::engine {

void append_pointer_token(std::string& path, std::string_view key) {
  path += '/';
  for (const char c : key) {
    if (c == '~')
      path += "~0";
    else if (c == '/')
      path += "~1";
    else
      path += c;
  }
}

}  // namespace kangaroom::engine
