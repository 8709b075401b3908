// Whole Kangaruse games over real WebSockets against the real binary.
#include <doctest/doctest.h>

#include <algorithm>

#include "table.hpp"

using namespace kangaroom::testing;

TEST_CASE("2 to 5 seats play complete games; every patched view equals a fresh snapshot") {
  ServerProcess server(fast_server_arguments());
  for (int players = 1; players <= 5; ++players) {
    CAPTURE(players);
    Table table =
        open_table(server.port(), players, true, 100 + static_cast<std::uint64_t>(players));
    std::mt19937 random(static_cast<unsigned>(players));
    const int moves = play(table, random);
    CHECK(moves > 0);
    for (auto& client : table.clients) {
      const Json& view = client->view();
      CHECK(view["room"]["status"] == "finished");
      CHECK(view["to_act"].empty());
      CHECK_FALSE(view.contains("legal_moves"));
      REQUIRE(view["outcome"].is_object());
      CHECK(view["outcome"]["ranking"].size() == static_cast<std::size_t>(players));
      CHECK(view["outcome"]["breakdown"].size() == static_cast<std::size_t>(players));
      CHECK(view["log"].back()["event"]["type"] == "game_over");
      CHECK(view["outcome"] == table.clients[0]->view()["outcome"]);
      check_view_matches_snapshot(*client);
    }
    // Moves after the end are refused with a code.
    const Json late =
        table.clients[0]->request({{"type", "move"}, {"move", {{"action", "give_up"}}}});
    CHECK(late["code"] == "game_over");
  }
}

TEST_CASE("log sequence numbers rise by one and every seat sees the same log") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 3);
  std::mt19937 random(3);
  play(table, random);
  const Json& log = table.clients[0]->view()["log"];
  REQUIRE(!log.empty());
  for (std::size_t i = 0; i < log.size(); ++i) CHECK(log[i]["seq"] == i + 1);
  for (auto& client : table.clients) CHECK(client->view()["log"] == log);
}

TEST_CASE("spectators see the game without legal moves, and their view stays exact") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2, false);
  TestClient spectator(server.port());
  const Json joined = spectator.request({{"type", "join"}, {"room", table.room}});
  REQUIRE(joined["type"] == "joined");
  CHECK(joined["seat"].is_null());
  CHECK(joined["host"] == false);
  spectator.catch_up(joined["version"]);
  REQUIRE(table.clients[0]->request({{"type", "start"}})["type"] == "ok");
  std::mt19937 random(11);
  play(table, random, {&spectator});
  const Json& view = spectator.view();
  CHECK(view["room"]["status"] == "finished");
  CHECK(view["room"]["spectators"] == 1);
  CHECK_FALSE(view.contains("legal_moves"));
  CHECK(view["game"] == table.clients[0]->view()["game"]);  // Kangaruse hides nothing
  check_view_matches_snapshot(spectator);
  // A spectator cannot move.
  CHECK(spectator.request({{"type", "move"}, {"move", {{"action", "give_up"}}}})["code"] ==
        "not_seated");
}

TEST_CASE("rematch keeps the seats, restarts the log and plays again") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2);
  std::mt19937 random(5);
  play(table, random);
  CHECK(table.clients[1]->request({{"type", "rematch"}})["code"] == "not_host");
  const Json reply = table.clients[0]->request({{"type", "rematch"}});
  REQUIRE(reply["type"] == "ok");
  table.clients[1]->catch_up(table.clients[0]->tracker().version());
  for (auto& client : table.clients) {
    CHECK(client->view()["room"]["status"] == "playing");
    CHECK(client->view()["room"]["round"] == 2);
    CHECK(client->view()["outcome"].is_null());
  }
  CHECK(table.clients[0]->view()["room"]["seats"][1]["name"] == "P1");
  play(table, random);
  CHECK(table.clients[0]->view()["room"]["status"] == "finished");
  for (auto& client : table.clients) check_view_matches_snapshot(*client);
}

TEST_CASE("host changes options and the seat count in the lobby") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2, false);
  TestClient& host = *table.clients[0];
  CHECK(table.clients[1]->request(
            {{"type", "set_options"}, {"options", {{"edition", "2023"}}}})["code"] == "not_host");
  CHECK(host.request({{"type", "set_options"}, {"options", {{"edition", "1999"}}}})["code"] ==
        "bad_options");
  CHECK(host.request({{"type", "set_options"}, {"options", {{"colour", "red"}}}})["code"] ==
        "bad_options");
  CHECK(host.request({{"type", "set_options"}, {"seats", 1}})["code"] == "seat_taken");
  CHECK(host.request({{"type", "set_options"}, {"seats", 9}})["code"] == "bad_options");
  REQUIRE(host.request({{"type", "set_options"},
                        {"options", {{"edition", "2023"}}},
                        {"seats", 3}})["type"] == "ok");
  CHECK(host.view()["room"]["options"]["edition"] == "2023");
  CHECK(host.view()["room"]["seats"].size() == 3);
  CHECK(host.request({{"type", "start"}})["code"] == "seats_not_filled");
  REQUIRE(host.request({{"type", "set_options"}, {"seats", 2}})["type"] == "ok");
  REQUIRE(host.request({{"type", "start"}})["type"] == "ok");
  table.clients[1]->catch_up(host.tracker().version());
  CHECK(table.clients[1]->view()["game"]["edition"] == "2023");
  CHECK(host.request({{"type", "set_options"}, {"seats", 2}})["code"] == "already_started");
  CHECK(host.request({{"type", "start"}})["code"] == "already_started");
  check_view_matches_snapshot(*table.clients[1]);
}

TEST_CASE("chat reaches everyone in the room, with the sender's seat and name") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2, false);
  // The sender's request is answered (its client clears the input on that reply).
  CHECK(table.clients[1]->request({{"type", "chat"}, {"text", "g'day"}})["type"] == "ok");
  const auto is_chat = [](const Json& message) { return message["type"] == "chat"; };
  for (auto& client : table.clients) {
    // The sender read its own copy before the reply.
    const auto& seen = client->seen();
    const auto earlier = std::find_if(seen.begin(), seen.end(), is_chat);
    const Json line = earlier != seen.end() ? *earlier : client->receive_until(is_chat);
    CHECK(line["text"] == "g'day");
    CHECK(line["seat"] == 1);
    CHECK(line["name"] == "P1");
  }
  // A newcomer gets the recent chat after its snapshot.
  TestClient late(server.port());
  late.request({{"type", "join"}, {"room", table.room}});
  const Json replay =
      late.receive_until([](const Json& message) { return message["type"] == "chat"; });
  CHECK(replay["text"] == "g'day");
}

TEST_CASE(
    "a WebSocket URL may name its room: every seat plays the same on any I/O thread; a wrong name "
    "is ignored") {
  // Four I/O threads: the named connections are moved to the room's thread,
  // the others stay where they were accepted.
  ServerProcess server(fast_server_arguments({"--threads", "4"}));
  for (int round = 0; round < 3; ++round) {
    Table table = open_table(server.port(), 4, true, 300 + static_cast<std::uint64_t>(round));
    std::mt19937 random(static_cast<unsigned>(round));
    CHECK(play(table, random) > 0);
    for (auto& client : table.clients) {
      CHECK(client->view()["room"]["status"] == "finished");
      check_view_matches_snapshot(*client);
    }
  }
  Table table = open_table(server.port(), 1, false);
  for (const std::string& path :
       std::vector<std::string>{"/ws?room=aaaaaaaaaaaaaaaa", "/ws?room=not-a-code&x=1",
                                "/ws?other=1&room=" + table.room}) {
    CAPTURE(path);
    TestClient watcher(server.port(), path);
    const Json joined = watcher.request({{"type", "join"}, {"room", table.room}});
    CHECK(joined["type"] == "joined");
    watcher.catch_up(joined["version"]);
    CHECK(watcher.view()["room"]["status"] == "lobby");
  }
}
