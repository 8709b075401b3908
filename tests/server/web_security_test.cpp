// The Origin check and the headers of server/web_security.hpp, case by case.
#include "server/net/web_security.hpp"

#include <doctest/doctest.h>

using namespace kangaroom::server;

TEST_CASE("origins parse into scheme, host and port, the port defaulting from the scheme") {
  const auto plain = parse_origin("http://Games.Example.org");
  REQUIRE(plain);
  CHECK(plain->scheme == "http");
  CHECK(plain->host == "games.example.org");
  CHECK(plain->port == 80);
  const auto tls = parse_origin("https://games.example.org:8443");
  REQUIRE(tls);
  CHECK(tls->port == 8443);
  CHECK(parse_origin("https://games.example.org")->port == 443);
  CHECK(parse_origin("http://[::1]:8080")->host == "[::1]");
  for (const char* bad : {"null", "", "games.example.org", "ftp://example.org", "http://",
                          "http://a:b:c", "http://example.org:0", "http://example.org:70000",
                          "http://exa mple.org", "http://example.org:80x"})
    CHECK_MESSAGE(!parse_origin(bad), bad);
}

TEST_CASE("a page may act on the host and port it was loaded from, whatever the scheme") {
  const std::vector<std::string> none;
  CHECK(origin_allowed("", "games.example.org", none));  // no Origin: not a page
  CHECK(origin_allowed("http://127.0.0.1:8080", "127.0.0.1:8080", none));
  CHECK(origin_allowed("http://games.example.org", "games.example.org", none));
  CHECK(origin_allowed("http://GAMES.example.org", "games.example.org:80", none));
  // Behind a TLS proxy the server sees plain HTTP and a Host without a port.
  CHECK(origin_allowed("https://games.example.org", "games.example.org", none));
  CHECK(origin_allowed("https://games.example.org:8443", "games.example.org:8443", none));

  CHECK_FALSE(origin_allowed("https://evil.example", "games.example.org", none));
  CHECK_FALSE(origin_allowed("http://127.0.0.1:9999", "127.0.0.1:8080", none));
  // A proxy that dropped the port: the origin's port is not the default.
  CHECK_FALSE(origin_allowed("https://games.example.org:8443", "games.example.org", none));
  CHECK_FALSE(origin_allowed("http://games.example.org.evil.example", "games.example.org", none));
  CHECK_FALSE(origin_allowed("null", "games.example.org", none));
  CHECK_FALSE(origin_allowed("http://games.example.org", "", none));
}

TEST_CASE("origins the operator lists are allowed exactly: scheme, host and port") {
  std::vector<std::string> allowed;
  std::string error;
  REQUIRE(
      parse_allowed_origins(" https://friends.example:8443 , http://club.example", allowed, error));
  CHECK(allowed.size() == 2);
  CHECK(origin_allowed("https://friends.example:8443", "games.example.org", allowed));
  CHECK(origin_allowed("http://club.example:80", "games.example.org", allowed));
  CHECK_FALSE(origin_allowed("http://friends.example:8443", "games.example.org", allowed));
  CHECK_FALSE(origin_allowed("https://friends.example", "games.example.org", allowed));
  CHECK_FALSE(parse_allowed_origins("https://ok.example,not an origin", allowed, error));
  CHECK(error.find("not an origin") != std::string::npos);
  CHECK(parse_allowed_origins("", allowed, error));
  CHECK(allowed.empty());
}

TEST_CASE("the security headers forbid inline script and style, framing and referrers") {
  const std::string policy(content_security_policy());
  CHECK(policy.find("default-src 'none'") != std::string::npos);
  CHECK(policy.find("script-src 'self'") != std::string::npos);
  CHECK(policy.find("style-src 'self'") != std::string::npos);
  CHECK(policy.find("frame-ancestors 'none'") != std::string::npos);
  CHECK(policy.find("unsafe") == std::string::npos);
  bool referrer = false, frames = false, sniff = false;
  for (const auto& header : security_headers()) {
    referrer |= header.name == "Referrer-Policy" && header.value == "no-referrer";
    frames |= header.name == "X-Frame-Options" && header.value == "DENY";
    sniff |= header.name == "X-Content-Type-Options" && header.value == "nosniff";
  }
  CHECK(referrer);
  CHECK(frames);
  CHECK(sniff);
}
