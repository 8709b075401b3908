// A sync flood on a long game: many connections from several addresses ask
// a room with a long log for its whole view again and again (a sync without
// a version, as a reconnect does). The view of one version is built once
// and the same text is sent to everyone who asks (not the whole log parsed
// again for each), so a game in another room goes on being answered and
// /healthz answers.
#include <doctest/doctest.h>

#include <thread>

#include "table.hpp"

using namespace kangaroom::testing;

TEST_CASE("abuse: a sync flood on a long game builds its view once; another game plays on") {
  ServerProcess server(fast_server_arguments({"--max-connections-per-address", "64"}));
  // The long game: Kanga on the largest board, played until it ends or
  // holds 300 moves.
  Table long_game = open_table(server.port(), 2, true, 5, "kanga", {{"size", 19}});
  std::mt19937 random(8);
  const int long_moves = play(long_game, random, {}, 300);
  const std::size_t log_entries = long_game.clients[0]->view()["log"].size();
  MESSAGE("the long game: ", long_moves, " moves, ", log_entries, " log entries");
  REQUIRE(long_moves >= 100);

  Table game = open_table(server.port(), 2, true, 9, "kanga", {{"size", 9}});
  const std::uint64_t built_before = metric(server.port(), "kangaroom_snapshots_built_total");

  // 4 addresses x 8 connections, each asking 40 times for the whole view.
  std::vector<std::unique_ptr<TestClient>> flood;
  for (int address = 0; address < 4; ++address)
    for (int i = 0; i < 8; ++i) {
      flood.push_back(std::make_unique<TestClient>(server.port(), "/ws",
                                                   "127.0.1." + std::to_string(address + 1)));
      flood.back()->send({{"type", "join"}, {"room", long_game.room}});
    }
  std::thread flooding([&] {
    for (int round = 0; round < 40; ++round)
      for (auto& client : flood) {
        try {
          client->send({{"type", "sync"}});
        } catch (const std::exception&) {
          // a connection the server dropped for not reading: allowed
        }
      }
  });
  // Meanwhile the other game is answered, move after move.
  int answered = 0;
  for (int move = 0; move < 20 && game.clients[0]->view()["room"]["status"] == "playing"; ++move) {
    REQUIRE(play(game, random, {}, 1) == 1);
    ++answered;
  }
  CHECK(http_request(server.port(), "GET", "/healthz").status == 200);
  flooding.join();
  // Every flood connection reads what it was sent, so every sync was answered.
  std::size_t snapshots = 0;
  for (auto& client : flood) {
    try {
      client->catch_up(long_game.clients[0]->tracker().version());
      client->request({{"type", "ping"}});
      for (const Json& message : client->seen()) snapshots += message["type"] == "snapshot";
    } catch (const std::exception&) {
    }
  }
  const std::uint64_t built =
      metric(server.port(), "kangaroom_snapshots_built_total") - built_before;
  MESSAGE(answered, " moves answered in the other room during the flood; ", snapshots,
          " snapshots read by the flood, ", built, " built");
  CHECK(answered >= 1);
  CHECK(snapshots > 100);
  // One spectator view of the long game's version, and the other game's
  // own (its joins and moves): not one per sync.
  CHECK(built < 50);
}
