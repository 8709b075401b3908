#pragma once
// Helpers shared by the integration tests: a server with test-friendly
// limits, a table of seated clients, and playing a game to its end through
// the protocol only.
#include <doctest/doctest.h>

#include <chrono>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "server_process.hpp"
#include "test_client.hpp"
#include "wait_until.hpp"

namespace kangaroom::testing {

// Rate limits out of the way (one test sets its own), bots without delay.
inline std::vector<std::string> fast_server_arguments(std::vector<std::string> more = {}) {
  std::vector<std::string> arguments = {"--rate-per-second", "1000000", "--rate-burst",  "1000000",
                                        "--bot-think-ms",    "0",       "--bot-hard-ms", "20"};
  arguments.insert(arguments.end(), more.begin(), more.end());
  return arguments;
}

struct Table {
  std::string room;
  std::string host_token;
  std::vector<std::unique_ptr<TestClient>> clients;  // clients[i] sits in seat i
  std::vector<std::string> seat_tokens;
};

// A counter of the server's /metrics page.
inline std::uint64_t metric(std::uint16_t port, const std::string& name) {
  const auto body = metrics_page(port).body;
  const auto at = body.find("\n" + name + " ");
  REQUIRE(at != std::string::npos);
  return std::stoull(body.substr(at + name.size() + 2));
}

inline Json tiny_options() { return {{"size", "tiny"}}; }

// Every game, with a small setting for tests that play each one.
struct GameCase {
  const char* game;
  int players;
  Json options;
};
inline std::vector<GameCase> every_game() {
  return {{"kangaruse", 2, tiny_options()},
          {"kangaroo", 2, Json::object()},
          {"kanga", 2, {{"size", 7}}},
          {"jackaroo", 4, Json::object()}};
}

// Creates a room for `players`, seats one client per seat (client 0 is the
// host) and, if `start`, starts the game.
inline Table open_table(std::uint16_t port, int players, bool start = true, std::uint64_t seed = 7,
                        const std::string& game = "kangaruse",
                        const Json& options = tiny_options()) {
  Table table;
  auto host = std::make_unique<TestClient>(port);
  const Json created = host->request({{"type", "create_room"},
                                      {"game", game},
                                      {"options", options},
                                      {"seats", players},
                                      {"seed", seed}});
  REQUIRE(created["type"] == "room_created");
  table.room = created["room"];
  table.host_token = created["host_token"];
  table.clients.push_back(std::move(host));
  for (int seat = 0; seat < players; ++seat) {
    // Odd seats name the room in the WebSocket URL (the server moves such a
    // connection to the room's thread), even ones do not: games mix both.
    if (seat > 0)
      table.clients.push_back(
          std::make_unique<TestClient>(port, seat % 2 ? "/ws?room=" + table.room : "/ws"));
    TestClient& client = *table.clients.back();
    Json join = {{"type", "join"}, {"room", table.room}};
    if (seat == 0) join["host_token"] = table.host_token;
    const Json joined = client.request(join);
    REQUIRE(joined["type"] == "joined");
    CHECK(joined["host"] == (seat == 0));
    const Json taken =
        client.request({{"type", "take_seat"}, {"name", "P" + std::to_string(seat)}});
    REQUIRE(taken["type"] == "seat_taken");
    REQUIRE(taken["seat"] == seat);
    table.seat_tokens.push_back(taken["seat_token"]);
  }
  if (start) {
    const Json started = table.clients[0]->request({{"type", "start"}});
    REQUIRE(started["type"] == "ok");
  }
  return table;
}

// Seat `seat` of `table` comes back with its token (the host with the host
// token too) on the server at `port`, and is brought up to date by a snapshot.
inline std::unique_ptr<TestClient> come_back(const Table& table, std::size_t seat,
                                             std::uint16_t port) {
  auto client = std::make_unique<TestClient>(port);
  Json join = {{"type", "join"}, {"room", table.room}, {"seat_token", table.seat_tokens[seat]}};
  if (seat == 0) join["host_token"] = table.host_token;
  const Json joined = client->request(join);
  REQUIRE_MESSAGE(joined["type"] == "joined", joined.dump());
  client->receive_until([](const Json& message) { return message["type"] == "snapshot"; });
  return client;
}

// A random legal move, preferring real moves over giving up or stopping
// (so that games are not trivially short).
inline Json pick_move(const Json& legal, std::mt19937& random) {
  std::vector<Json> preferred;
  for (const auto& move : legal)
    if (move.value("action", "") != "give_up" && move.value("action", "") != "stop")
      preferred.push_back(move);
  const auto& pool = preferred.empty() ? std::vector<Json>(legal.begin(), legal.end()) : preferred;
  std::uniform_int_distribution<std::size_t> index(0, pool.size() - 1);
  return pool[index(random)];
}

// Everyone catches up with the version `leader` holds.
inline void everyone_catch_up(std::vector<TestClient*> clients, std::uint64_t version) {
  for (auto* client : clients) client->catch_up(version);
}

// Plays moves until the game ends (or `max_moves` were played); returns the
// number of moves. Every client must see every version, and only the seats
// listed in to_act get legal moves.
inline int play(Table& table, std::mt19937& random, std::vector<TestClient*> watchers = {},
                int max_moves = 100000) {
  std::vector<TestClient*> everyone = watchers;
  for (auto& client : table.clients)
    if (client) everyone.push_back(client.get());
  int moves = 0;
  while (moves < max_moves) {
    const Json& view = table.clients[0]->view();
    if (view["room"]["status"] != "playing") break;
    REQUIRE(!view["to_act"].empty());
    const int seat = view["to_act"][0];
    TestClient& mover = *table.clients[static_cast<std::size_t>(seat)];
    REQUIRE(mover.view().contains("legal_moves"));
    for (std::size_t other = 0; other < table.clients.size(); ++other) {
      const bool acts = std::find(view["to_act"].begin(), view["to_act"].end(), Json(other)) !=
                        view["to_act"].end();
      if (table.clients[other]) CHECK(table.clients[other]->view().contains("legal_moves") == acts);
    }
    const Json move = pick_move(mover.view()["legal_moves"], random);
    const Json reply = mover.request({{"type", "move"}, {"move", move}});
    REQUIRE_MESSAGE(reply["type"] == "ok", reply.dump());
    everyone_catch_up(everyone, mover.tracker().version());
    ++moves;
  }
  return moves;
}

// The patched view of `client` equals a fresh snapshot from the server.
inline void check_view_matches_snapshot(TestClient& client) {
  const Json before = client.view();
  const auto version = client.tracker().version();
  client.send({{"type", "sync"}});
  const Json snapshot =
      client.receive_until([](const Json& message) { return message["type"] == "snapshot"; });
  CHECK(snapshot["version"] == version);
  CHECK(snapshot["view"] == before);
  CHECK_FALSE(client.needed_sync());
}

}  // namespace kangaroom::testing
