// Offers between players over real sockets, across a restart: an accepted
// takeback is an agreement appended to the room's log, so a server killed
// right after it comes back with the game as it stood after the takeback;
// a draw by agreement comes back drawn, and the replay shows both.
#include <doctest/doctest.h>

#include <csignal>

#include "table.hpp"
#include "temp_dir.hpp"

using namespace kangaroom::testing;

namespace {

void reconnect(Table& table, std::uint16_t port) {
  for (std::size_t seat = 0; seat < table.clients.size(); ++seat)
    table.clients[seat] = come_back(table, seat, port);
}

void catch_up(Table& table, TestClient& leader) {
  for (auto& client : table.clients) client->catch_up(leader.tracker().version());
}

}  // namespace

TEST_CASE("offers: a takeback and a draw by agreement survive a SIGKILL, and the replay has them") {
  TempDir data;
  const auto arguments = fast_server_arguments({"--data-dir", data.path});
  auto server = std::make_unique<ServerProcess>(arguments);
  Table table = open_table(server->port(), 2, true, 21, "kangaroo", Json::object());
  catch_up(table, *table.clients[0]);
  std::mt19937 random(9);
  // Seat 0's whole first turn (a chain of hops is one turn), then seat 1's.
  REQUIRE(table.clients[0]->view()["to_act"] == Json::array({0}));
  while (table.clients[0]->view()["to_act"] != Json::array({1})) play(table, random, {}, 1);
  const Json after_one = table.clients[0]->view()["game"];
  while (table.clients[0]->view()["to_act"] != Json::array({0})) play(table, random, {}, 1);
  const Json before_takeback = table.clients[0]->view()["game"];

  const int offerer = 1;  // takes back its turn: back to after seat 0's first one
  TestClient& asker = *table.clients[offerer];
  TestClient& asked = *table.clients[1 - offerer];
  REQUIRE(asker.request({{"type", "offer"}, {"kind", "takeback"}})["type"] == "ok");
  catch_up(table, asker);
  CHECK(asked.view()["room"]["offer"]["awaiting"] == Json::array({1 - offerer}));
  REQUIRE(asked.request({{"type", "answer_offer"}, {"accept", true}})["type"] == "ok");
  catch_up(table, asked);
  const Json after_takeback = table.clients[0]->view()["game"];
  CHECK(after_takeback == after_one);
  CHECK(after_takeback != before_takeback);

  server->stop(SIGKILL);
  server = std::make_unique<ServerProcess>(arguments);
  reconnect(table, server->port());
  CHECK(table.clients[0]->view()["game"] == after_takeback);
  CHECK(table.clients[0]->view()["room"]["offer"].is_null());
  CHECK(table.clients[1]->view()["to_act"] == Json::array({1}));

  REQUIRE(table.clients[0]->request({{"type", "offer"}, {"kind", "draw"}})["type"] == "ok");
  REQUIRE(table.clients[1]->request({{"type", "answer_offer"}, {"accept", true}})["type"] == "ok");
  catch_up(table, *table.clients[1]);
  CHECK(table.clients[0]->view()["room"]["status"] == "finished");
  CHECK(table.clients[0]->view()["outcome"]["winners"] == Json::array({0, 1}));

  server->stop(SIGKILL);
  server = std::make_unique<ServerProcess>(arguments);
  reconnect(table, server->port());
  CHECK(table.clients[0]->view()["room"]["status"] == "finished");
  CHECK(table.clients[0]->view()["outcome"]["winners"] == Json::array({0, 1}));

  const auto replay = http_request(server->port(), "GET", "/api/rooms/" + table.room + "/replay");
  REQUIRE(replay.status == 200);
  const Json body = Json::parse(replay.body);
  int agreements = 0;
  for (const auto& entry : body["moves"])
    if (entry.contains("agreed")) ++agreements;
  CHECK(agreements == 2);
  CHECK(body["steps"].back()["game"]["end_reason"] == "agreement");
}
