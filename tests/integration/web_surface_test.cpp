// The web surface as a foreign page or a curious visitor meets it: the
// Origin check of WebSocket upgrades and room creation, the security headers
// of the client's pages and scripts, and /metrics kept off the public port.
#include <doctest/doctest.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>

#include "table.hpp"

using namespace kangaroom::testing;

namespace {

using Headers = std::vector<std::pair<std::string, std::string>>;

// A WebSocket upgrade request as a browser sends it (101 when accepted).
HttpResult upgrade(std::uint16_t port, const Headers& extra, const std::string& target = "/ws") {
  Headers headers = {{"Upgrade", "websocket"},
                     {"Connection", "Upgrade"},
                     {"Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="},
                     {"Sec-WebSocket-Version", "13"}};
  headers.insert(headers.end(), extra.begin(), extra.end());
  return http_request_from("127.0.0.1", port, "GET", target, {}, headers);
}

HttpResult create_room(std::uint16_t port, const Headers& headers) {
  return http_request_from("127.0.0.1", port, "POST", "/api/rooms",
                           R"({"game":"kangaruse","seats":2})", headers);
}

long origin_refusals(std::uint16_t port) {
  const auto body = metrics_page(port).body;
  const std::string name = "\nkangaroom_origin_refused_total ";
  const auto at = body.find(name);
  REQUIRE(at != std::string::npos);
  return std::stol(body.substr(at + name.size()));
}

// A free port on loopback (bound, read, released).
std::uint16_t free_port() {
  boost::asio::io_context io;
  boost::asio::ip::tcp::acceptor acceptor(
      io, {boost::asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(0)});
  return acceptor.local_endpoint().port();
}

}  // namespace

TEST_CASE("a WebSocket upgrade from a foreign page is refused; the page's own and bots pass") {
  ServerProcess server(fast_server_arguments());
  const std::string own = "http://127.0.0.1:" + std::to_string(server.port());
  // http_request_from sends "Host: 127.0.0.1"; a browser sends the port too.
  const std::string host = "127.0.0.1:" + std::to_string(server.port());

  CHECK(upgrade(server.port(), {{"Host", host}, {"Origin", own}}).status == 101);
  CHECK(upgrade(server.port(), {{"Host", host}}).status == 101);  // no Origin: a bot
  CHECK(origin_refusals(server.port()) == 0);

  const auto foreign = upgrade(server.port(), {{"Host", host}, {"Origin", "https://evil.example"}});
  CHECK(foreign.status == 403);
  CHECK(Json::parse(foreign.body)["code"] == "forbidden_origin");
  // Same host, another port: another origin.
  CHECK(upgrade(server.port(), {{"Host", host}, {"Origin", "http://127.0.0.1:1"}}).status == 403);
  // A sandboxed frame or a file sends "null".
  CHECK(upgrade(server.port(), {{"Host", host}, {"Origin", "null"}}).status == 403);
  // Two Origin headers (the page's own and a foreign one, in either order),
  // or one that is empty: refused, not read as "no Origin".
  CHECK(
      upgrade(server.port(), {{"Host", host}, {"Origin", own}, {"Origin", "https://evil.example"}})
          .status == 403);
  CHECK(
      upgrade(server.port(), {{"Host", host}, {"Origin", "https://evil.example"}, {"Origin", own}})
          .status == 403);
  CHECK(upgrade(server.port(), {{"Host", host}, {"Origin", ""}}).status == 403);
  CHECK(origin_refusals(server.port()) == 6);
}

TEST_CASE("POST /api/rooms from a foreign page is refused; the page's own and scripts create") {
  ServerProcess server(fast_server_arguments());
  const std::string host = "127.0.0.1:" + std::to_string(server.port());
  const auto foreign =
      create_room(server.port(), {{"Host", host}, {"Origin", "https://evil.example"}});
  CHECK(foreign.status == 403);
  CHECK(Json::parse(foreign.body)["code"] == "forbidden_origin");
  CHECK(create_room(server.port(), {{"Host", host}, {"Origin", "http://" + host}}).status == 201);
  CHECK(create_room(server.port(), {{"Host", host}}).status == 201);
  // Only the two created rooms exist.
  CHECK(metrics_page(server.port()).body.find("\nkangaroom_rooms 2\n") != std::string::npos);
}

TEST_CASE("origins behind a TLS proxy, and origins the operator allows") {
  ServerProcess server(fast_server_arguments(
      {"--trusted-proxies", "127.0.0.1", "--allowed-origins", "https://friends.example:8443"}));
  // The proxy forwards the host the browser asked for; the scheme differs.
  CHECK(upgrade(server.port(), {{"Host", "127.0.0.1"},
                                {"X-Forwarded-Host", "games.example.org"},
                                {"Origin", "https://games.example.org"}})
            .status == 101);
  CHECK(upgrade(server.port(), {{"Host", "127.0.0.1"},
                                {"X-Forwarded-Host", "games.example.org"},
                                {"Origin", "https://other.example.org"}})
            .status == 403);
  CHECK(upgrade(server.port(), {{"Host", "127.0.0.1"}, {"Origin", "https://friends.example:8443"}})
            .status == 101);
  CHECK(upgrade(server.port(), {{"Host", "127.0.0.1"}, {"Origin", "https://friends.example"}})
            .status == 403);
}

TEST_CASE("pages, room links, scripts and styles carry the security headers") {
  ServerProcess server(fast_server_arguments());
  for (const char* target :
       {"/", "/r/abcdefghijklmnop", "/js/app.js", "/css/app.css", "/no-such-page"}) {
    CAPTURE(target);
    const auto response = http_request(server.port(), "GET", target);
    const auto& headers = response.headers;
    REQUIRE(headers.count("content-security-policy") == 1);
    const std::string& policy = headers.at("content-security-policy");
    CHECK(policy.find("script-src 'self'") != std::string::npos);
    CHECK(policy.find("style-src 'self'") != std::string::npos);
    CHECK(policy.find("frame-ancestors 'none'") != std::string::npos);
    CHECK(policy.find("unsafe-inline") == std::string::npos);
    CHECK(policy.find("unsafe-eval") == std::string::npos);
    CHECK(headers.at("referrer-policy") == "no-referrer");
    CHECK(headers.at("x-frame-options") == "DENY");
    CHECK(headers.at("x-content-type-options") == "nosniff");
  }
}

TEST_CASE("/metrics is not on the public port without the operator's token") {
  // No token, no metrics listener: nobody reads /metrics.
  ServerProcess plain(fast_server_arguments({"--metrics-token", ""}));
  CHECK(http_request(plain.port(), "GET", "/metrics").status == 404);
  CHECK(metrics_page(plain.port()).status == 404);
  CHECK(http_request(plain.port(), "GET", "/healthz").status == 200);

  // A token: only requests that carry it.
  ServerProcess with_token(fast_server_arguments());
  CHECK(http_request(with_token.port(), "GET", "/metrics").status == 404);
  CHECK(http_request_from("127.0.0.1", with_token.port(), "GET", "/metrics", {},
                          {{"Authorization", "Bearer not-the-token-at-all"}})
            .status == 404);
  CHECK(metrics_page(with_token.port()).status == 200);

  // A separate listener: metrics and health there, nothing else; the public
  // port still has none.
  const std::uint16_t metrics_port = free_port();
  ServerProcess listener(fast_server_arguments(
      {"--metrics-token", "", "--metrics-bind", "127.0.0.1:" + std::to_string(metrics_port)}));
  const auto scraped = http_request(metrics_port, "GET", "/metrics");
  CHECK(scraped.status == 200);
  CHECK(scraped.body.find("kangaroom_connections ") != std::string::npos);
  CHECK(http_request(metrics_port, "GET", "/healthz").status == 200);
  CHECK(http_request(metrics_port, "GET", "/").status == 404);
  CHECK(upgrade(metrics_port, {}).status == 404);
  CHECK(http_request(listener.port(), "GET", "/metrics").status == 404);
}
