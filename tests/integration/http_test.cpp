// The HTTP side of the one port.
#include <doctest/doctest.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <csignal>
#include <thread>

#include "table.hpp"

using namespace kangaroom::testing;

TEST_CASE("health, metrics, games and room creation over HTTP") {
  ServerProcess server(fast_server_arguments());
  const auto health = http_request(server.port(), "GET", "/healthz");
  CHECK(health.status == 200);
  CHECK(Json::parse(health.body) == Json{{"status", "ok"}, {"store", "none"}});

  const auto games = http_request(server.port(), "GET", "/api/games");
  CHECK(games.status == 200);
  CHECK(games.content_type == "application/json");
  const Json list = Json::parse(games.body);
  REQUIRE(list.is_array());
  bool kangaruse = false;
  for (const auto& game : list)
    if (game["id"] == "kangaruse")
      kangaruse = game["options"].is_array() && game["max_players"] == 5;
  CHECK(kangaruse);

  const auto created =
      http_request(server.port(), "POST", "/api/rooms", R"({"game":"kangaruse","seats":2})");
  CHECK(created.status == 201);
  const Json room = Json::parse(created.body);
  CHECK(room["room"].get<std::string>().size() == 16);
  CHECK(room["link"] == "/r/" + room["room"].get<std::string>());
  CHECK(room["host_token"].get<std::string>().size() == 32);
  // The room is real: a WebSocket client can join it as host.
  TestClient client(server.port());
  CHECK(client.request({{"type", "join"},
                        {"room", room["room"]},
                        {"host_token", room["host_token"]}})["host"] == true);

  CHECK(http_request(server.port(), "POST", "/api/rooms", "{oops").status == 400);
  // Options nested 15,000 deep (30 KB): refused before parsing, the server lives on.
  std::string deep = R"({"game":"kangaruse","options":{"size":)";
  deep.append(15000, '[').append(15000, ']').append("}}");
  const auto too_deep = http_request(server.port(), "POST", "/api/rooms", deep);
  CHECK(too_deep.status == 400);
  CHECK(Json::parse(too_deep.body)["code"] == "invalid_json");
  CHECK(http_request(server.port(), "GET", "/healthz").status == 200);
  CHECK(Json::parse(
            http_request(server.port(), "POST", "/api/rooms", R"({"game":"go"})").body)["code"] ==
        "unknown_game");
  CHECK(Json::parse(
            http_request(server.port(), "POST", "/api/rooms", R"({"seats":2})").body)["code"] ==
        "missing_field");
  CHECK(http_request(server.port(), "GET", "/api/rooms").status == 405);

  const auto metrics = metrics_page(server.port());
  CHECK(metrics.status == 200);
  for (const char* name :
       {"kangaroom_connections ", "kangaroom_rooms 1", "kangaroom_games_started_total",
        "kangaroom_games_finished_total", "kangaroom_moves_accepted_total",
        "kangaroom_bytes_sent_total", "kangaroom_move_broadcast_seconds_bucket{le=\"+Inf\"}"})
    CHECK_MESSAGE(metrics.body.find(name) != std::string::npos, std::string(name));
}

TEST_CASE("the web client is served with content types, caching headers and room links") {
  ServerProcess server(fast_server_arguments());
  const auto index = http_request(server.port(), "GET", "/");
  CHECK(index.status == 200);
  CHECK(index.content_type == "text/html; charset=utf-8");
  CHECK(index.cache_control == "no-cache");
  REQUIRE(!index.etag.empty());
  CHECK(http_request(server.port(), "GET", "/", {}, index.etag).status == 304);
  const auto link = http_request(server.port(), "GET", "/r/abcdefghijklmnop");
  CHECK(link.status == 200);
  CHECK(link.body == index.body);
  CHECK(http_request(server.port(), "GET", "/../CMakeLists.txt").status == 400);
  CHECK(http_request(server.port(), "GET", "/%2e%2e/CMakeLists.txt").status == 400);
  CHECK(http_request(server.port(), "GET", "/no-such-file.js").status == 404);
  // A mistyped address gets a page with a way back, not a bare text.
  const auto missing_page = http_request(server.port(), "GET", "/no-such-page");
  CHECK(missing_page.status == 404);
  CHECK(missing_page.content_type.rfind("text/html", 0) == 0);
  CHECK(missing_page.body.find("href=\"/\"") != std::string::npos);
  CHECK(http_request(server.port(), "DELETE", "/").status == 405);
}

TEST_CASE("SIGTERM closes WebSockets with 1001 and exits 0") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2);
  TestClient spectator(server.port());
  CHECK(spectator.request({{"type", "ping"}})["type"] == "pong");
  // The server closes every WebSocket first; then it exits.
  int exit_status = -1;
  std::thread stopper([&] { exit_status = server.stop(SIGTERM); });
  CHECK(spectator.wait_for_close() == 1001);
  CHECK(table.clients[0]->wait_for_close() == 1001);
  stopper.join();
  CHECK(exit_status == 0);
}

TEST_CASE(
    "a full server still answers /healthz and /metrics, so a health check does not restart it") {
  ServerProcess server(fast_server_arguments({"--max-connections", "4"}));
  // Connections that never send anything fill the server.
  boost::asio::io_context io;
  std::vector<boost::asio::ip::tcp::socket> idle;
  for (int i = 0; i < 6; ++i) {
    idle.emplace_back(io);
    idle.back().connect({boost::asio::ip::make_address("127.0.0.1"), server.port()});
  }
  // Until the server has counted them, a request may still be served: wait for /metrics to say so.
  wait_until(
      [&] {
        const auto metrics = metrics_page(server.port());
        REQUIRE(metrics.status == 200);
        return metrics.body.find("\nkangaroom_connections 7\n") != std::string::npos;
      },
      "/metrics to count the 6 idle connections and its own", std::chrono::milliseconds(20));
  CHECK(http_request(server.port(), "GET", "/healthz").status == 200);
  const auto refused = http_request(server.port(), "GET", "/api/games");
  CHECK(refused.status == 503);
  CHECK(Json::parse(refused.body)["code"] == "server_full");
  idle.clear();
}
