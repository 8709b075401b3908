#pragma once
// What a browser is told and asked before it may act for a visitor: the
// Origin check of WebSocket upgrades and of POST /api/rooms (a page of
// another site must not create rooms or play as the visitor), and the
// headers that keep the client's pages from being framed, leaking their
// address (it carries the room code) or running script they did not ship.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kangaroom::server {

// An origin ("https://games.example.org:8443") split into its parts, the
// port filled in from the scheme when absent. Null if it is not one
// (including the opaque "null" of sandboxed frames and files).
struct Origin {
  std::string scheme;  // lower case
  std::string host;    // lower case
  unsigned port = 0;
};
std::optional<Origin> parse_origin(std::string_view text);

// True if a request with header `origin` (empty: none was sent) may act:
// no Origin at all (bots, scripts: not a browser page), an origin whose host
// and port are the ones the request was sent to (`host`, the Host header or
// the proxy's forwarded host; its port, when absent, is the origin scheme's
// default, so a TLS proxy in front changes nothing), or one listed in
// `allowed` (--allowed-origins).
bool origin_allowed(std::string_view origin, std::string_view host,
                    const std::vector<std::string>& allowed);

// Splits "--allowed-origins" (comma-separated origins); false with `error`
// if one is not an origin.
bool parse_allowed_origins(std::string_view text, std::vector<std::string>& out,
                           std::string& error);

// The Content-Security-Policy of every page and script: nothing inline, no
// eval, connections only back to this server (its WebSocket included), and
// no framing by any site.
std::string_view content_security_policy();

// Every header of web_security that a response carries: name, value.
struct HeaderField {
  std::string_view name;
  std::string_view value;
};
const std::vector<HeaderField>& security_headers();

}  // namespace kangaroom::server
