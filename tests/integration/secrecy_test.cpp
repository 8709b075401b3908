// Jackaroo's hidden hands over real sockets: four seated clients and a
// spectator play a whole game against the real binary, with a reconnect and
// syncs on the way, and no client ever receives a card it may not know.
// (tests/server/secrecy_test.cpp plays thousands of games through the room
// logic; this one proves the same over the wire.)
#include <doctest/doctest.h>

#include "secrecy_check.hpp"
#include "table.hpp"

using namespace kangaroom::testing;
using namespace kangaroom::testing::secrecy;

namespace {

// Secrets of every audience, from what the seats themselves were sent: a
// seat's own hand is in its view, the pile in everyone's.
std::map<int, CardSet> secrets_from_views(const Table& table, const TestClient& spectator) {
  const Json pile = spectator.view()["game"].value("pile", Json::array());
  std::map<int, CardSet> secrets;
  secrets[-1] = secrets_given(Json::array(), pile);
  for (std::size_t seat = 0; seat < table.clients.size(); ++seat)
    secrets[static_cast<int>(seat)] =
        secrets_given(table.clients[seat]->view()["game"].value("hand", Json::array()), pile);
  return secrets;
}

void audit(Table& table, TestClient& spectator, SecrecyCheck& check) {
  const auto secrets = secrets_from_views(table, spectator);
  std::vector<std::pair<TestClient*, int>> audiences = {{&spectator, -1}};
  for (std::size_t seat = 0; seat < table.clients.size(); ++seat)
    audiences.emplace_back(table.clients[seat].get(), static_cast<int>(seat));
  for (auto& [client, audience] : audiences)
    for (const auto& message : client->seen()) check.note_new_entries(entries_in(message), secrets);
  for (auto& [client, audience] : audiences) {
    for (const auto& message : client->seen()) check.check(message, audience, secrets.at(audience));
    client->clear_seen();
  }
}

}  // namespace

TEST_CASE("jackaroo over sockets: no seat or spectator receives a card it may not know") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 4, false, 7, "jackaroo", Json::object());
  auto spectator = std::make_unique<TestClient>(server.port());
  REQUIRE(spectator->request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
  REQUIRE(table.clients[0]->request({{"type", "start"}})["type"] == "ok");
  std::vector<TestClient*> everyone = {spectator.get()};
  for (auto& client : table.clients) everyone.push_back(client.get());
  everyone_catch_up(everyone, table.clients[0]->tracker().version());

  SecrecyCheck check;
  std::mt19937 random(11);
  int moves = 0;
  bool reconnected = false;
  while (table.clients[0]->view()["room"]["status"] == "playing") {
    audit(table, *spectator, check);
    REQUIRE_MESSAGE(check.leaks.empty(), check.leaks.front());
    const int seat = table.clients[0]->view()["to_act"][0];
    TestClient& mover = *table.clients[static_cast<std::size_t>(seat)];
    CHECK(mover.view()["game"].contains("hand"));
    CHECK_FALSE(spectator->view()["game"].contains("hand"));
    const Json reply =
        mover.request({{"type", "move"}, {"move", pick_move(mover.view()["legal_moves"], random)}});
    REQUIRE_MESSAGE(reply["type"] == "ok", reply.dump());
    // Read now: the reconnect below may replace the mover's client.
    const std::uint64_t version_after_move = mover.tracker().version();
    ++moves;
    if (moves == 40) {  // an illegal request and a sync from the past: answers carry no secrets
      CHECK(mover.request({{"type", "move"},
                           {"move", {{"card", "K"}, {"ability", "swap"}}}})["type"] == "error");
      table.clients[1]->send(
          {{"type", "sync"}, {"version", table.clients[1]->tracker().version() - 5}});
    }
    if (moves == 60 && !reconnected) {  // seat 2 drops and comes back with its token
      table.clients[2]->close();
      table.clients[2] = std::make_unique<TestClient>(server.port());
      const Json joined = table.clients[2]->request(
          {{"type", "join"}, {"room", table.room}, {"seat_token", table.seat_tokens[2]}});
      REQUIRE(joined["type"] == "joined");
      everyone[3] = table.clients[2].get();
      reconnected = true;
    }
    everyone_catch_up(everyone, version_after_move);
  }
  audit(table, *spectator, check);
  CHECK(check.leaks.empty());
  CHECK(reconnected);
  CHECK(moves > 40);
  const Json& outcome = table.clients[0]->view()["outcome"];
  REQUIRE(outcome.is_object());
  CHECK(outcome["winners"].size() == 2);  // a team of partners wins
}
