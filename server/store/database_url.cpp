#include "server/store/database_url.hpp"

#include <string_view>

namespace kangaroom::server {

std::string without_password(const std::string& url) {
  // postgresql://user:secret@host/db -> postgresql://user@host/db
  for (const char* scheme : {"postgresql://", "postgres://"}) {
    if (url.rfind(scheme, 0) != 0) continue;
    const std::size_t start = std::string_view(scheme).size();
    const std::size_t at = url.find('@', start);
    const std::size_t colon = url.find(':', start);
    if (at == std::string::npos || colon == std::string::npos || colon > at) return url;
    return url.substr(0, colon) + url.substr(at);
  }
  // host=db password=secret dbname=k -> host=db password=... dbname=k
  std::string shown = url;
  const std::size_t key = shown.find("password");
  if (key == std::string::npos) return shown;
  std::size_t value = shown.find('=', key);
  if (value == std::string::npos) return shown;
  ++value;
  while (value < shown.size() && shown[value] == ' ') ++value;
  std::size_t end = value;
  if (end < shown.size() && shown[end] == '\'') {
    end = shown.find('\'', end + 1);
    end = end == std::string::npos ? shown.size() : end + 1;
  } else {
    while (end < shown.size() && shown[end] != ' ') ++end;
  }
  return shown.replace(value, end - value, "...");
}

}  // namespace kangaroom::server
