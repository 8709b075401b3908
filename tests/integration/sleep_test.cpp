// Games that wait for their players (README, "Playing over days"): a game in
// progress whose players all left is never removed; it sleeps in the store
// (out of memory) and wakes when someone comes back, when its turn clock
// runs out, or when it is abandoned; POST /api/seats answers "Your games"
// without waking anything.
#include <doctest/doctest.h>

#include <chrono>
#include <csignal>
#include <functional>
#include <thread>

#include "table.hpp"
#include "temp_dir.hpp"

using namespace kangaroom::testing;

namespace {

std::vector<std::string> sleepy_server(const std::string& data,
                                       std::vector<std::string> more = {}) {
  std::vector<std::string> arguments = {"--data-dir", data, "--sleep-after", "0"};
  arguments.insert(arguments.end(), more.begin(), more.end());
  return fast_server_arguments(arguments);
}

// Everyone leaves: the clients close and the room, empty, goes to sleep.
void everyone_leaves(Table& table, std::uint16_t port) {
  for (auto& client : table.clients) client.reset();
  wait_until([&] { return metric(port, "kangaroom_rooms_in_memory") == 0; }, "the room to sleep");
}

bool clock_played(const Json& log) {
  for (const Json& entry : log)
    if (entry.value("by", "") == "clock") return true;
  return false;
}

Json seats_request(std::uint16_t port, const Json& seats) {
  const auto answer = http_request(port, "POST", "/api/seats", Json{{"seats", seats}}.dump());
  REQUIRE_MESSAGE(answer.status == 200, answer.body);
  return Json::parse(answer.body)["seats"];
}

}  // namespace

TEST_CASE("a game in progress sleeps when its players leave and wakes on a join, intact") {
  TempDir data;
  ServerProcess server(sleepy_server(data.path));
  Table table = open_table(server.port(), 2, true, 3, "kanga", {{"size", 9}});
  std::mt19937 random(2);
  play(table, random, {}, 3);
  const Json before = table.clients[1]->view();
  REQUIRE(before["room"]["status"] == "playing");
  const auto woken_before = metric(server.port(), "kangaroom_rooms_woken_total");

  everyone_leaves(table, server.port());
  CHECK(metric(server.port(), "kangaroom_rooms_slept_total") >= 1);

  // Back, seat by seat, with their tokens: the game as they left it.
  table.clients[1] = come_back(table, 1, server.port());
  CHECK(metric(server.port(), "kangaroom_rooms_woken_total") == woken_before + 1);
  CHECK(metric(server.port(), "kangaroom_rooms_in_memory") == 1);
  const Json after = table.clients[1]->view();
  CHECK(after["game"] == before["game"]);
  CHECK(after["log"] == before["log"]);
  for (std::size_t seat = 0; seat < 2; ++seat)
    for (const char* field : {"name", "icon", "color", "taken", "host"})
      CHECK(after["room"]["seats"][seat][field] == before["room"]["seats"][seat][field]);
  CHECK(after["room"]["seats"][0]["connected"] == false);  // seat 0 is not back yet
  table.clients[0] = come_back(table, 0, server.port());
  std::vector<TestClient*> everyone = {table.clients[0].get(), table.clients[1].get()};
  everyone_catch_up(everyone, table.clients[0]->tracker().version());
  play(table, random);
  CHECK(table.clients[0]->view()["room"]["status"] == "finished");
  for (auto& client : table.clients) check_view_matches_snapshot(*client);
}

TEST_CASE(
    "a turn clock runs out while the room sleeps: the clock's bot moves, the room sleeps on") {
  TempDir data;
  ServerProcess server(sleepy_server(data.path));
  Table table = open_table(server.port(), 2, false, 3, "kanga", {{"size", 9}});
  REQUIRE(table.clients[0]->request({{"type", "set_options"},
                                     {"turn_clock", {{"seconds", 5}, {"bot", "easy"}}}})["type"] ==
          "ok");
  REQUIRE(table.clients[0]->request({{"type", "start"}})["type"] == "ok");
  everyone_leaves(table, server.port());
  // The store's wake index, not a timer in memory, brings it back when due.
  wait_until([&] { return metric(server.port(), "kangaroom_rooms_woken_total") >= 1; },
             "the clock to wake the room");
  wait_until([&] { return metric(server.port(), "kangaroom_moves_accepted_total") >= 1; },
             "the clock's bot to move");
  wait_until([&] { return metric(server.port(), "kangaroom_rooms_in_memory") == 0; },
             "the room to sleep again");
  auto back = come_back(table, 1, server.port());
  CHECK(clock_played(back->view()["log"]));
  CHECK(back->view()["room"]["status"] == "playing");
  // The next turn has its own deadline, counted from the clock's move.
  CHECK(back->view()["room"]["turn_deadline"].is_number());
}

TEST_CASE("a turn clock runs out after a SIGKILL and a restart, nobody there") {
  TempDir data;
  const auto arguments = sleepy_server(data.path, {"--sleep-after", "3600"});
  auto server = std::make_unique<ServerProcess>(arguments);
  Table table = open_table(server->port(), 2, false, 3, "kanga", {{"size", 9}});
  REQUIRE(table.clients[0]->request({{"type", "set_options"},
                                     {"turn_clock", {{"seconds", 5}, {"bot", "easy"}}}})["type"] ==
          "ok");
  REQUIRE(table.clients[0]->request({{"type", "start"}})["type"] == "ok");
  server->stop(SIGKILL);
  for (auto& client : table.clients) client.reset();
  server = std::make_unique<ServerProcess>(arguments);
  // Nobody joins: the room came back at start (it was awake when killed)
  // and its clock, read from the store, runs out by itself.
  wait_until([&] { return metric(server->port(), "kangaroom_moves_accepted_total") >= 1; },
             "the clock's bot to move after the restart");
  auto back = come_back(table, 0, server->port());
  CHECK(clock_played(back->view()["log"]));
}

TEST_CASE("a turn clock with on_timeout \"lose\": the seat that runs out of time loses") {
  TempDir data;
  ServerProcess server(sleepy_server(data.path));
  Table table = open_table(server.port(), 2, false, 3, "kanga", {{"size", 9}});
  const Json set = table.clients[0]->request(
      {{"type", "set_options"}, {"turn_clock", {{"seconds", 5}, {"on_timeout", "lose"}}}});
  REQUIRE_MESSAGE(set["type"] == "ok", set.dump());
  CHECK(table.clients[0]->view()["room"]["turn_clock"]["on_timeout"] == "lose");
  REQUIRE(table.clients[0]->request({{"type", "start"}})["type"] == "ok");
  const int late = table.clients[0]->view()["to_act"][0];
  everyone_leaves(table, server.port());
  wait_until([&] { return metric(server.port(), "kangaroom_games_finished_total") >= 1; },
             "the late seat to lose");
  auto back = come_back(table, 1, server.port());
  const Json& view = back->view();
  CHECK(view["room"]["status"] == "finished");
  CHECK(view["room"]["seats"][late]["resigned"] == true);
  REQUIRE(view["outcome"]["winners"].size() == 1);
  CHECK(view["outcome"]["winners"][0] == 1 - late);
}

TEST_CASE("a clock longer than 14 days, or an unknown on_timeout, is refused") {
  ServerProcess server(fast_server_arguments());
  TestClient host(server.port());
  const Json too_long = host.request({{"type", "create_room"},
                                      {"game", "kanga"},
                                      {"turn_clock", {{"seconds", 14 * 24 * 3600 + 1}}}});
  CHECK(too_long["code"] == "bad_field");
  const Json odd = host.request({{"type", "create_room"},
                                 {"game", "kanga"},
                                 {"turn_clock", {{"seconds", 60}, {"on_timeout", "draw"}}}});
  CHECK(odd["code"] == "bad_field");
  const Json fortnight = host.request(
      {{"type", "create_room"}, {"game", "kanga"}, {"turn_clock", {{"seconds", 14 * 24 * 3600}}}});
  CHECK(fortnight["type"] == "room_created");
}

TEST_CASE("a game nobody moves in for --abandoned-after ends as abandoned, kept as a replay") {
  TempDir data;
  ServerProcess server(sleepy_server(data.path, {"--abandoned-after", "2"}));
  Table table = open_table(server.port(), 2, true, 3, "kanga", {{"size", 9}});
  std::mt19937 random(2);
  play(table, random, {}, 2);
  everyone_leaves(table, server.port());
  wait_until([&] { return metric(server.port(), "kangaroom_rooms_abandoned_total") == 1; },
             "the game to be abandoned");
  const auto replay = http_request(server.port(), "GET", "/api/rooms/" + table.room + "/replay");
  REQUIRE_MESSAGE(replay.status == 200, replay.body);
  const Json record = Json::parse(replay.body);
  CHECK(record["outcome"]["abandoned"] == true);
  CHECK(record["moves"].size() == 2);
}

TEST_CASE("a lobby left empty sleeps and still expires as before") {
  TempDir data;
  ServerProcess server(sleepy_server(data.path, {"--idle-expiry", "2"}));
  Table table = open_table(server.port(), 2, false);
  everyone_leaves(table, server.port());
  wait_until([&] { return metric(server.port(), "kangaroom_rooms_expired_total") == 1; },
             "the lobby to expire while asleep");
  TestClient late(server.port());
  CHECK(late.request({{"type", "join"},
                      {"room", table.room},
                      {"seat_token", table.seat_tokens[1]}})["code"] == "unknown_room");
}

TEST_CASE("without a store, a game in progress stays in memory however long it is empty") {
  ServerProcess server(fast_server_arguments({"--idle-expiry", "1", "--sleep-after", "0"}));
  Table table = open_table(server.port(), 2, true, 3, "kanga", {{"size", 9}});
  Table lobby = open_table(server.port(), 2, false);
  for (auto& client : table.clients) client.reset();
  for (auto& client : lobby.clients) client.reset();
  wait_until([&] { return metric(server.port(), "kangaroom_rooms_expired_total") == 1; },
             "the lobby to expire");
  CHECK(metric(server.port(), "kangaroom_rooms_in_memory") == 1);
  auto back = come_back(table, 0, server.port());
  CHECK(back->view()["room"]["status"] == "playing");
}

TEST_CASE("POST /api/seats: your games, in order, without waking any room") {
  TempDir data;
  ServerProcess server(sleepy_server(data.path, {"--sleep-after", "3600"}));
  Table awake = open_table(server.port(), 2, true, 3, "kanga", {{"size", 9}});
  const int to_act = awake.clients[0]->view()["to_act"][0];
  const Json seats = seats_request(
      server.port(), Json::array({
                         {{"room", awake.room}, {"seat_token", awake.seat_tokens[to_act]}},
                         {{"room", awake.room}, {"seat_token", awake.seat_tokens[1 - to_act]}},
                         {{"room", awake.room}, {"seat_token", std::string(32, 'a')}},
                         {{"room", "nosuchroom0000"}, {"seat_token", awake.seat_tokens[0]}},
                     }));
  REQUIRE(seats.size() == 4);
  CHECK(seats[0]["room"] == awake.room);
  CHECK(seats[0]["game"] == "kanga");
  CHECK(seats[0]["status"] == "playing");
  CHECK(seats[0]["seat"] == to_act);
  CHECK(seats[0]["your_turn"] == true);
  CHECK(seats[1]["your_turn"] == false);
  CHECK(seats[0]["players"].size() == 2);
  CHECK(seats[0]["players"][0]["name"] == "P0");
  CHECK(seats[0]["players"][1]["bot"] == false);
  // A wrong token and a room that does not exist get the same answer.
  CHECK(seats[2] == Json{{"room", awake.room}, {"status", "unknown"}});
  CHECK(seats[3] == Json{{"room", "nosuchroom0000"}, {"status", "unknown"}});
  // Nothing in them is a token or a hash.
  const std::string text = seats.dump();
  for (const auto& token : awake.seat_tokens) CHECK(text.find(token) == std::string::npos);
  CHECK(text.find("token_hash") == std::string::npos);

  // More than 200 at once is refused.
  Json many = Json::array();
  for (int i = 0; i < 201; ++i)
    many.push_back({{"room", awake.room}, {"seat_token", awake.seat_tokens[0]}});
  CHECK(http_request(server.port(), "POST", "/api/seats", Json{{"seats", many}}.dump()).status ==
        400);
  CHECK(http_request(server.port(), "GET", "/api/seats").status == 405);
}

TEST_CASE("POST /api/seats answers for a sleeping room from the store, and wakes it not") {
  TempDir data;
  ServerProcess server(sleepy_server(data.path));
  Table table = open_table(server.port(), 2, true, 3, "kanga", {{"size", 9}});
  std::mt19937 random(2);
  play(table, random, {}, 1);
  const Json view = table.clients[0]->view();
  const int to_act = view["to_act"][0];
  everyone_leaves(table, server.port());
  const auto woken = metric(server.port(), "kangaroom_rooms_woken_total");
  const Json seats = seats_request(
      server.port(),
      Json::array({{{"room", table.room}, {"seat_token", table.seat_tokens[to_act]}},
                   {{"room", table.room}, {"seat_token", table.seat_tokens[1 - to_act]}}}));
  CHECK(seats[0]["your_turn"] == true);
  CHECK(seats[1]["your_turn"] == false);
  CHECK(seats[0]["status"] == "playing");
  CHECK(seats[0]["last_move_at"].is_number());
  CHECK(metric(server.port(), "kangaroom_rooms_woken_total") == woken);
  CHECK(metric(server.port(), "kangaroom_rooms_in_memory") == 0);
}
