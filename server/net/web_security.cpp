#include "server/net/web_security.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace kangaroom::server {

namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::optional<unsigned> default_port(std::string_view scheme) {
  if (scheme == "http" || scheme == "ws") return 80;
  if (scheme == "https" || scheme == "wss") return 443;
  return std::nullopt;
}

bool valid_host_character(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_' ||
         c == ':' || c == '[' || c == ']';
}

// "name[:port]" (an IPv6 literal in brackets keeps its colons); the port
// is empty when absent. False if it is not of that shape.
bool split_authority(std::string_view authority, std::string_view& name, std::string_view& port) {
  if (authority.empty()) return false;
  for (const char c : authority)
    if (!valid_host_character(c)) return false;
  std::size_t colon = std::string_view::npos;
  if (authority.front() == '[') {
    const auto close = authority.find(']');
    if (close == std::string_view::npos) return false;
    if (close + 1 < authority.size()) {
      if (authority[close + 1] != ':') return false;
      colon = close + 1;
    }
  } else {
    colon = authority.find(':');
    if (colon != std::string_view::npos && authority.find(':', colon + 1) != std::string_view::npos)
      return false;
  }
  name = authority.substr(0, colon);
  port = colon == std::string_view::npos ? std::string_view() : authority.substr(colon + 1);
  return !name.empty() && (colon == std::string_view::npos || !port.empty());
}

std::optional<unsigned> parse_port(std::string_view text) {
  unsigned port = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), port);
  if (error != std::errc() || end != text.data() + text.size() || port == 0 || port > 65535)
    return std::nullopt;
  return port;
}

}  // namespace

std::optional<Origin> parse_origin(std::string_view text) {
  const auto separator = text.find("://");
  if (separator == std::string_view::npos) return std::nullopt;
  Origin origin;
  origin.scheme = lower(text.substr(0, separator));
  const auto scheme_port = default_port(origin.scheme);
  if (!scheme_port) return std::nullopt;
  std::string_view authority = text.substr(separator + 3);
  if (!authority.empty() && authority.back() == '/') authority.remove_suffix(1);
  std::string_view name, port;
  if (!split_authority(authority, name, port)) return std::nullopt;
  origin.host = lower(name);
  if (port.empty()) {
    origin.port = *scheme_port;
  } else {
    const auto number = parse_port(port);
    if (!number) return std::nullopt;
    origin.port = *number;
  }
  return origin;
}

bool origin_allowed(std::string_view origin_text, std::string_view host,
                    const std::vector<std::string>& allowed) {
  if (origin_text.empty()) return true;  // not sent by a page
  const auto origin = parse_origin(origin_text);
  if (!origin) return false;
  for (const auto& listed : allowed) {
    const auto entry = parse_origin(listed);
    if (entry && entry->scheme == origin->scheme && entry->host == origin->host &&
        entry->port == origin->port)
      return true;
  }
  std::string_view name, port;
  if (!split_authority(host, name, port)) return false;
  if (lower(name) != origin->host) return false;
  // A Host without a port was sent to the scheme's default port: the
  // origin's own default (behind a TLS proxy the server sees plain HTTP).
  if (port.empty()) return origin->port == *default_port(origin->scheme);
  const auto number = parse_port(port);
  return number && *number == origin->port;
}

bool parse_allowed_origins(std::string_view text, std::vector<std::string>& out,
                           std::string& error) {
  out.clear();
  while (!text.empty()) {
    const auto comma = text.find(',');
    std::string_view item = text.substr(0, comma);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    if (!item.empty()) {
      if (!parse_origin(item)) {
        // Appended piece by piece: GCC 12 at -O3 misreads a chain of + here (-Wrestrict).
        error.assign(1, '\'');
        error.append(item);
        error.append("' is not an origin (scheme://host[:port], e.g. https://games.example.org)");
        return false;
      }
      out.emplace_back(item);
    }
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  return true;
}

std::string_view content_security_policy() {
  // connect-src: 'self' covers ws:/wss: of the same host in CSP level 3
  // browsers; older ones need the schemes named.
  return "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
         "font-src 'self'; connect-src 'self' ws: wss:; manifest-src 'self'; base-uri 'none'; "
         "form-action 'self'; frame-ancestors 'none'";
}

const std::vector<HeaderField>& security_headers() {
  static const std::vector<HeaderField> headers = {
      {"Content-Security-Policy", content_security_policy()},
      {"X-Frame-Options", "DENY"},
      // Room links carry the room code: never hand it to another site.
      {"Referrer-Policy", "no-referrer"},
      {"X-Content-Type-Options", "nosniff"},
      {"Cross-Origin-Opener-Policy", "same-origin"},
  };
  return headers;
}

}  // namespace kangaroom::server
