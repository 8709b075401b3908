// Seats over real connections: reconnecting with the seat token, strangers,
// away seats, the host replacing an absent player, bots in a seat.
#include <doctest/doctest.h>

#include <csignal>
#include <tuple>
#include <utility>

#include "table.hpp"
#include "temp_dir.hpp"

using namespace kangaroom::testing;

TEST_CASE("a client drops mid-game and gets its seat back with its token") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 3);
  std::mt19937 random(21);
  play(table, random, {}, 4);
  REQUIRE(table.clients[0]->view()["room"]["status"] == "playing");

  // Seat 1 vanishes without a goodbye.
  const auto old_tracker = table.clients[1]->tracker();
  table.clients[1].reset();
  // The others see it as away.
  table.clients[0]->receive_until([](const Json& message) { return message["type"] == "patch"; });
  CHECK(table.clients[0]->view()["room"]["seats"][1]["connected"] == false);
  CHECK(table.clients[0]->view()["room"]["seats"][1]["away"] == true);
  CHECK(table.clients[0]->view()["room"]["seats"][1]["taken"] == true);

  // Someone else cannot sit there.
  TestClient stranger(server.port());
  REQUIRE(stranger.request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
  CHECK(stranger.request({{"type", "take_seat"}, {"seat", 1}})["code"] == "seat_taken");
  CHECK(stranger.request({{"type", "take_seat"}})["code"] == "already_started");
  CHECK(stranger.request({{"type", "move"}, {"move", {{"action", "give_up"}}}})["code"] ==
        "not_seated");
  stranger.close();

  // A new connection with the token (and the version it last held) gets the seat back.
  auto back = std::make_unique<TestClient>(server.port());
  back->tracker() = old_tracker;
  const Json joined = back->request({{"type", "join"},
                                     {"room", table.room},
                                     {"seat_token", table.seat_tokens[1]},
                                     {"version", old_tracker.version()}});
  REQUIRE(joined["type"] == "joined");
  CHECK(joined["seat"] == 1);
  back->catch_up(joined["version"]);
  CHECK_FALSE(back->needed_sync());  // it got the missed patches, not a gap
  table.clients[1] = std::move(back);
  table.clients[0]->catch_up(table.clients[1]->tracker().version());
  CHECK(table.clients[0]->view()["room"]["seats"][1]["connected"] == true);
  check_view_matches_snapshot(*table.clients[1]);

  // The game goes on to the end with the returned player.
  play(table, random);
  for (auto& client : table.clients) {
    CHECK(client->view()["room"]["status"] == "finished");
    check_view_matches_snapshot(*client);
  }
}

TEST_CASE("a reconnecting client without a version gets a snapshot") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2);
  table.clients[1].reset();
  TestClient back(server.port());
  const Json joined =
      back.request({{"type", "join"}, {"room", table.room}, {"seat_token", table.seat_tokens[1]}});
  CHECK(joined["seat"] == 1);
  const Json snapshot =
      back.receive_until([](const Json& message) { return message["type"] == "snapshot"; });
  CHECK(snapshot["version"] == joined["version"]);
  CHECK(snapshot["view"]["room"]["seats"][1]["connected"] == true);
}

TEST_CASE("a stranger without the token cannot act for a seat") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2);
  TestClient stranger(server.port());
  // A made-up token, and a real token of another room, are both refused.
  CHECK(stranger.request({{"type", "join"},
                          {"room", table.room},
                          {"seat_token", std::string(32, 'a')}})["code"] == "bad_token");
  CHECK(stranger.request({{"type", "join"},
                          {"room", table.room},
                          {"host_token", table.seat_tokens[0]}})["code"] == "bad_token");
  Table other = open_table(server.port(), 2, false, 9);
  CHECK(stranger.request({{"type", "join"},
                          {"room", table.room},
                          {"seat_token", other.seat_tokens[0]}})["code"] == "bad_token");
  // Not in the room after a refused join: room requests are refused too.
  CHECK(stranger.request({{"type", "move"}, {"move", {{"action", "give_up"}}}})["code"] ==
        "not_in_room");
  // As a spectator it may watch but not move, start or rematch.
  REQUIRE(stranger.request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
  CHECK(stranger.request({{"type", "move"}, {"move", {{"action", "give_up"}}}})["code"] ==
        "not_seated");
  CHECK(stranger.request({{"type", "rematch"}})["code"] == "not_host");
  CHECK(stranger.request({{"type", "add_bot"}, {"seat", 1}, {"level", "easy"}})["code"] ==
        "not_host");
  // Tokens never appear in what others receive.
  for (const auto& message : stranger.seen())
    for (const auto& token : table.seat_tokens)
      CHECK(message.dump().find(token) == std::string::npos);
  for (const auto& message : table.clients[0]->seen()) {
    CHECK(message.dump().find(table.seat_tokens[1]) == std::string::npos);
  }
}

TEST_CASE("turn order and move validation come from the engine") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2);
  const Json& view = table.clients[0]->view();
  const int seat = view["to_act"][0];
  TestClient& mover = *table.clients[static_cast<std::size_t>(seat)];
  TestClient& waiter = *table.clients[static_cast<std::size_t>(1 - seat)];
  const Json legal = mover.view()["legal_moves"];
  REQUIRE(!legal.empty());
  const Json not_yours = waiter.request({{"type", "move"}, {"move", legal[0]}});
  CHECK(not_yours["code"] == "not_your_turn");
  const Json malformed = mover.request({{"type", "move"}, {"move", {{"action", "fly"}}}});
  CHECK(malformed["code"] == "bad_move");
  // A well-formed move that is not legal now: a jump while kangaroos are being placed.
  REQUIRE(mover.view()["game"]["phase"] == "placing");
  const Json illegal =
      mover.request({{"type", "move"}, {"move", {{"action", "jump"}, {"x", 0}, {"y", 0}}}});
  CHECK(illegal["code"] == "illegal_move");
  CHECK(!illegal["message"].get<std::string>().empty());
  // Refusals change nothing: no version moved.
  const auto version = mover.tracker().version();
  CHECK(mover.request({{"type", "move"}, {"move", legal[0]}})["type"] == "ok");
  CHECK(mover.tracker().version() == version + 1);
  // Metrics count them by code.
  const auto metrics = metrics_page(server.port());
  CHECK(metrics.body.find("kangaroom_moves_rejected_total{code=\"not_your_turn\"} 1") !=
        std::string::npos);
  CHECK(metrics.body.find("kangaroom_moves_accepted_total 1") != std::string::npos);
}

TEST_CASE("the host hands an absent player's seat to a bot after the grace period") {
  ServerProcess server(fast_server_arguments({"--grace-period", "0"}));
  Table table = open_table(server.port(), 2);
  TestClient& host = *table.clients[0];
  CHECK(host.request({{"type", "add_bot"}, {"seat", 1}, {"level", "easy"}})["code"] ==
        "seat_taken");
  table.clients[1].reset();
  host.receive_until([](const Json& message) { return message["type"] == "patch"; });
  CHECK(host.view()["room"]["seats"][1]["away"] == true);
  CHECK(host.request({{"type", "add_bot"}, {"seat", 7}, {"level", "easy"}})["code"] == "bad_seat");
  REQUIRE(host.request({{"type", "add_bot"}, {"seat", 1}, {"level", "medium"}})["type"] == "ok");
  CHECK(host.view()["room"]["seats"][1]["bot"] == "medium");
  // The old token no longer works.
  TestClient back(server.port());
  CHECK(back.request({{"type", "join"},
                      {"room", table.room},
                      {"seat_token", table.seat_tokens[1]}})["code"] == "bad_token");
  // Play the host's turns; the bot plays its own until the end.
  std::mt19937 random(8);
  while (host.view()["room"]["status"] == "playing") {
    const auto& to_act = host.view()["to_act"];
    if (!to_act.empty() && to_act[0] == 0) {
      const Json move = pick_move(host.view()["legal_moves"], random);
      REQUIRE(host.request({{"type", "move"}, {"move", move}})["type"] == "ok");
    } else {
      host.receive_until([](const Json& message) { return message["type"] == "patch"; });
    }
  }
  CHECK(host.view()["room"]["status"] == "finished");
  check_view_matches_snapshot(host);
}

TEST_CASE("bots in every seat play a game while people watch") {
  ServerProcess server(fast_server_arguments());
  TestClient host(server.port());
  const Json created = host.request(
      {{"type", "create_room"}, {"game", "kangaruse"}, {"options", tiny_options()}, {"seats", 3}});
  const std::string room = created["room"];
  REQUIRE(host.request(
              {{"type", "join"}, {"room", room}, {"host_token", created["host_token"]}})["type"] ==
          "joined");
  CHECK(host.request({{"type", "add_bot"}, {"seat", 0}, {"level", "easy"}})["type"] == "ok");
  CHECK(host.request({{"type", "add_bot"}, {"seat", 1}, {"level", "medium"}})["type"] == "ok");
  CHECK(host.request({{"type", "add_bot"}, {"seat", 2}, {"level", "hard"}})["type"] == "ok");
  CHECK(host.request({{"type", "add_bot"}, {"seat", 2}, {"level", "hard"}})["code"] ==
        "seat_taken");
  CHECK(host.request({{"type", "remove_bot"}, {"seat", 2}})["type"] == "ok");
  CHECK(host.request({{"type", "remove_bot"}, {"seat", 2}})["code"] == "bad_seat");
  CHECK(host.request({{"type", "start"}})["code"] == "seats_not_filled");
  CHECK(host.request({{"type", "add_bot"}, {"seat", 2}, {"level", "hard"}})["type"] == "ok");
  CHECK(host.view()["room"]["seats"][2]["bot"] == "hard");
  REQUIRE(host.request({{"type", "start"}})["type"] == "ok");
  while (host.view()["room"]["status"] != "finished")
    host.receive_until([](const Json& message) { return message["type"] == "patch"; });
  CHECK(host.view()["outcome"]["ranking"].size() == 3);
  check_view_matches_snapshot(host);
}

TEST_CASE("the host releases an away seat and a newcomer takes it mid-game") {
  ServerProcess server(fast_server_arguments({"--grace-period", "0"}));
  Table table = open_table(server.port(), 2);
  TestClient& host = *table.clients[0];
  CHECK(host.request({{"type", "release_seat"}, {"seat", 1}})["code"] == "seat_not_away");
  table.clients[1].reset();
  host.receive_until([](const Json& message) { return message["type"] == "patch"; });
  REQUIRE(host.request({{"type", "release_seat"}, {"seat", 1}})["type"] == "ok");
  CHECK(host.view()["room"]["seats"][1]["taken"] == false);
  auto newcomer = std::make_unique<TestClient>(server.port());
  REQUIRE(newcomer->request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
  const Json taken = newcomer->request({{"type", "take_seat"}, {"name", "Sub"}});
  REQUIRE(taken["type"] == "seat_taken");
  CHECK(taken["seat"] == 1);
  newcomer->catch_up(host.tracker().version());
  table.clients[1] = std::move(newcomer);
  std::mt19937 random(4);
  play(table, random);
  for (auto& client : table.clients) check_view_matches_snapshot(*client);
}

// swap_seats over the wire: each person moved is told first (seat_changed,
// then a snapshot seen from the new seat), keeps its token, and the swap is
// in the room's record, so a kill does not undo it. update_seat changes a
// name in place and refuses one another seat shows.
TEST_CASE("the host swaps two seats in the lobby; tokens follow the people, after a kill too") {
  TempDir data;
  const auto arguments = fast_server_arguments({"--data-dir", data.path});
  auto server = std::make_unique<ServerProcess>(arguments);
  Table table = open_table(server->port(), 3, false);

  CHECK(table.clients[1]->request({{"type", "swap_seats"}, {"seats", {1, 2}}})["code"] ==
        "not_host");
  const Json swapped = table.clients[0]->request({{"type", "swap_seats"}, {"seats", {1, 2}}});
  REQUIRE_MESSAGE(swapped["type"] == "ok", swapped.dump());
  for (const auto& [client, now] : {std::pair{1, 2}, std::pair{2, 1}}) {
    TestClient& moved = *table.clients[client];
    const Json told =
        moved.receive_until([](const Json& m) { return m["type"] == "seat_changed"; });
    CHECK(told["seat"] == now);
    moved.receive_until([](const Json& m) { return m["type"] == "snapshot"; });
    CHECK(moved.view()["room"]["seats"][now]["name"] == "P" + std::to_string(client));
  }
  CHECK(table.clients[2]->request({{"type", "update_seat"}, {"name", "P1"}})["code"] ==
        "name_taken");
  CHECK(table.clients[2]->request({{"type", "update_seat"}, {"name", "Zoe"}})["type"] == "ok");

  server->stop(SIGKILL);
  server = std::make_unique<ServerProcess>(arguments);
  for (const auto& [client, now, name] :
       {std::tuple{1, 2, "P1"}, std::tuple{2, 1, "Zoe"}, std::tuple{0, 0, "P0"}}) {
    TestClient back(server->port());
    const Json joined = back.request(
        {{"type", "join"}, {"room", table.room}, {"seat_token", table.seat_tokens[client]}});
    REQUIRE_MESSAGE(joined["type"] == "joined", joined.dump());
    CHECK(joined["seat"] == now);
    back.receive_until([](const Json& m) { return m["type"] == "snapshot"; });
    CHECK(back.view()["room"]["seats"][now]["name"] == name);
  }
}
