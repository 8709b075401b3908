// Finished games as replays: for every game, a whole game is played over
// sockets with a spectator watching; the replay the server then serves
// re-plays the recorded moves with the engine, and its last position must be
// exactly what the spectator saw at the end.
#include <doctest/doctest.h>
#include <stdlib.h>

#include <csignal>
#include <filesystem>

#include "table.hpp"
#include "temp_dir.hpp"

using namespace kangaroom::testing;

namespace {

Json replay_of(std::uint16_t port, const std::string& target, int expected_status = 200) {
  const auto response = http_request(port, "GET", target);
  CHECK(response.status == expected_status);
  CHECK(response.content_type.rfind("application/json", 0) == 0);
  return Json::parse(response.body);
}

// The spectator's whole game view at `step`: the changing part with the constant part over it.
Json game_at(const Json& replay, std::size_t step) {
  Json game = replay["steps"][step]["game"];
  game.update(replay["constant"]);
  return game;
}

}  // namespace

TEST_CASE(
    "every finished game can be replayed move by move, ending where the spectator saw it end") {
  const auto games = every_game();
  ServerProcess server(fast_server_arguments());
  for (const auto& game : games) {
    CAPTURE(std::string(game.game));
    Table table = open_table(server.port(), game.players, false, 31, game.game, game.options);
    auto spectator = std::make_unique<TestClient>(server.port());
    REQUIRE(spectator->request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
    const std::string target = "/api/rooms/" + table.room + "/replay";
    // Nothing to replay while the game is on: a replay never shows a game in progress.
    CHECK(replay_of(server.port(), target, 404)["code"] == "not_finished");
    REQUIRE(table.clients[0]->request({{"type", "start"}})["type"] == "ok");
    std::vector<TestClient*> everyone = {spectator.get()};
    for (auto& client : table.clients) everyone.push_back(client.get());
    everyone_catch_up(everyone, table.clients[0]->tracker().version());
    std::mt19937 random(8);
    const int moves = play(table, random, {spectator.get()});
    REQUIRE(spectator->view()["room"]["status"] == "finished");

    const Json replay = replay_of(server.port(), target);
    CHECK(replay["game"] == game.game);
    CHECK(replay["round"] == 1);
    CHECK(replay["players"] == game.players);
    CHECK(replay["seed"].is_string());
    CHECK(replay["moves"].size() == static_cast<std::size_t>(moves));
    REQUIRE(replay["steps"].size() == static_cast<std::size_t>(moves) + 1);
    CHECK(replay["outcome"] == spectator->view()["outcome"]);
    for (int seat = 0; seat < game.players; ++seat)
      CHECK(replay["seats"][seat]["name"] == "P" + std::to_string(seat));
    CHECK(game_at(replay, replay["steps"].size() - 1) == spectator->view()["game"]);
    CHECK(replay["steps"].back()["to_act"].empty());
    for (std::size_t step = 0; step < replay["steps"].size(); ++step) {
      // Spectator positions only: no hand of cards anywhere.
      const Json position = game_at(replay, step);
      CHECK(position.value("hand", Json::array()).empty());
    }
    CHECK(replay_of(server.port(), target + "?round=1")["steps"] == replay["steps"]);
    CHECK(replay_of(server.port(), target + "?round=2", 404)["code"] == "unknown_room");
  }
  CHECK(replay_of(server.port(), "/api/rooms/aaaaaaaaaaaaaaaa/replay", 404)["code"] ==
        "unknown_room");
  CHECK(replay_of(server.port(), "/api/rooms/aaaaaaaaaaaaaaaa/replay?round=zero", 400)["code"] ==
        "bad_field");
}

TEST_CASE("replays outlive the room and the server: they are kept on disk") {
  TempDir data_dir;
  const std::string& data = data_dir.path;
  const auto arguments = fast_server_arguments({"--data-dir", data});
  std::string room;
  Json first;
  {
    ServerProcess server(arguments);
    Table table = open_table(server.port(), 2, true, 44);
    std::vector<TestClient*> everyone;
    for (auto& client : table.clients) everyone.push_back(client.get());
    everyone_catch_up(everyone, table.clients[0]->tracker().version());
    std::mt19937 random(3);
    play(table, random);
    room = table.room;
    first = replay_of(server.port(), "/api/rooms/" + room + "/replay");
    server.stop(SIGTERM);
  }
  ServerProcess again(arguments);
  CHECK(replay_of(again.port(), "/api/rooms/" + room + "/replay") == first);
}
