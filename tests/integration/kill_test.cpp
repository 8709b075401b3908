// A move is answered only once its log entry is committed, so a server
// killed at any moment (SIGKILL, no chance to write anything) loses no move
// that got `ok`. Several rooms move at once, pipelined, and the server is
// killed while some answers are still on their way: after the restart, each
// room's log begins with everything its players saw acknowledged, and holds
// at most the one move each room had in flight beyond it.
//
// KANGAROOM_KILLS sets the number of kills (default 6; bench/README.md
// records a longer run).
#include <doctest/doctest.h>

#include <csignal>
#include <cstdlib>
#include <random>

#include "table.hpp"
#include "temp_dir.hpp"

using namespace kangaroom::testing;

namespace {

int kills_to_make() {
  const char* text = std::getenv("KANGAROOM_KILLS");
  return text ? std::max(1, std::atoi(text)) : 6;
}

struct Game {
  Table table;
  Json acknowledged_log = Json::array();  // the log as it stood at the last `ok`
  std::size_t acknowledged_moves = 0;
  bool in_flight = false;  // a move sent, its answer not read
  int mover = 0;
};

// The mover of `game`, once every client has caught up.
TestClient& mover_of(Game& game) {
  const int seat = game.table.clients[0]->view()["to_act"][0];
  game.mover = seat;
  return *game.table.clients[static_cast<std::size_t>(seat)];
}

bool playing(Game& game) {
  return game.table.clients[0]->view()["room"]["status"] == "playing" &&
         !game.table.clients[0]->view()["to_act"].empty();
}

void send_move(Game& game, std::mt19937& random, std::int64_t id) {
  TestClient& mover = mover_of(game);
  mover.send(
      {{"type", "move"}, {"id", id}, {"move", pick_move(mover.view()["legal_moves"], random)}});
  game.in_flight = true;
}

void read_answer(Game& game, std::int64_t id) {
  TestClient& mover = *game.table.clients[static_cast<std::size_t>(game.mover)];
  const Json reply =
      mover.receive_until([id](const Json& message) { return message.value("id", Json()) == id; });
  REQUIRE(reply["type"] == "ok");
  game.in_flight = false;
  ++game.acknowledged_moves;
  game.acknowledged_log = mover.view()["log"];
  for (auto& client : game.table.clients) client->catch_up(mover.tracker().version());
}

}  // namespace

TEST_CASE("SIGKILL at any moment loses no acknowledged move, over many kills") {
  TempDir data;
  // Every game here is from 127.0.0.1 and stays in progress in the store
  // across kills: the rooms-per-address budget would end the run.
  const auto arguments =
      fast_server_arguments({"--data-dir", data.path, "--max-rooms-per-address", "100000"});
  const int kills = kills_to_make();
  std::mt19937 random(20261127);
  std::size_t checked_moves = 0, in_flight_at_kill = 0, in_flight_kept = 0;
  for (int kill = 0; kill < kills; ++kill) {
    auto server = std::make_unique<ServerProcess>(arguments);
    std::vector<Game> games(4);
    for (std::size_t i = 0; i < games.size(); ++i)
      games[i].table =
          open_table(server->port(), 2, true, 100 + kill * 10 + i, "kanga", {{"size", 9}});
    std::int64_t next_id = 1000;
    // Rounds of one move in every room, sent together, then answered.
    const int rounds = std::uniform_int_distribution<int>(1, 8)(random);
    for (int round = 0; round < rounds; ++round) {
      std::vector<std::int64_t> ids(games.size());
      for (std::size_t i = 0; i < games.size(); ++i)
        if (playing(games[i])) send_move(games[i], random, ids[i] = next_id++);
      for (std::size_t i = 0; i < games.size(); ++i)
        if (games[i].in_flight) read_answer(games[i], ids[i]);
    }
    // The last round: sent everywhere, a random number of answers read,
    // then the kill.
    std::vector<std::int64_t> ids(games.size());
    for (std::size_t i = 0; i < games.size(); ++i)
      if (playing(games[i])) send_move(games[i], random, ids[i] = next_id++);
    const auto answers = std::uniform_int_distribution<std::size_t>(0, games.size())(random);
    for (std::size_t i = 0; i < answers; ++i)
      if (games[i].in_flight) read_answer(games[i], ids[i]);
    server->stop(SIGKILL);

    server = std::make_unique<ServerProcess>(arguments);
    for (Game& game : games) {
      TestClient back(server->port());
      const Json joined = back.request(
          {{"type", "join"}, {"room", game.table.room}, {"seat_token", game.table.seat_tokens[0]}});
      REQUIRE(joined["type"] == "joined");
      back.receive_until([](const Json& message) { return message["type"] == "snapshot"; });
      const Json& log = back.view()["log"];
      const Json& acknowledged = game.acknowledged_log;
      CAPTURE(kill);
      CAPTURE(game.table.room);
      REQUIRE(log.size() >= acknowledged.size());
      for (std::size_t i = 0; i < acknowledged.size(); ++i) CHECK(log[i] == acknowledged[i]);
      checked_moves += game.acknowledged_moves;
      if (game.in_flight) {
        ++in_flight_at_kill;
        if (log.size() > acknowledged.size()) ++in_flight_kept;
      } else {
        CHECK(log.size() == acknowledged.size());  // nothing was sent after it
      }
    }
    server->stop(SIGTERM);
  }
  MESSAGE(kills << " kills, " << checked_moves << " acknowledged moves, all kept; "
                << in_flight_at_kill << " moves in flight at a kill, " << in_flight_kept
                << " of them committed before it");
}
