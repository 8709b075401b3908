// Jackaroo's hidden hands over real sockets: four seated clients and a
// spectator play a whole game against the real binary, with a reconnect and
// syncs on the way, and no client ever receives a card it may not know.
// (tests/server/secrecy_test.cpp plays thousands of games through the room
// logic; this one proves the same over the wire.)
#include <doctest/doctest.h>

#include "core/registry.hpp"
#include "secrecy_check.hpp"
#include "seed_attack.hpp"
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

// Each seat's hand, as that seat's own client sees it.
std::vector<Json> hands_seen(const Table& table) {
  std::vector<Json> hands;
  for (const auto& client : table.clients) hands.push_back(client->view()["game"]["hand"]);
  return hands;
}

// Each seat's hand in a new game made from `seed`, as an attacker with the
// engine (kangaroom-sim) would compute it.
std::vector<Json> hands_dealt_by(std::uint64_t seed, const Json& options) {
  const auto game = kangaroom::engine::find_game("jackaroo")->create(4, options, seed);
  std::vector<Json> hands;
  for (int seat = 0; seat < 4; ++seat) hands.push_back(game->view(seat)["hand"]);
  return hands;
}

std::uint64_t published_seed(std::uint16_t port, const std::string& target) {
  const auto response = http_request(port, "GET", target);
  REQUIRE(response.status == 200);
  return std::stoull(Json::parse(response.body).at("seed").get<std::string>());
}

}  // namespace

TEST_CASE(
    "a rematch's hands cannot be computed from the finished round's published replay (nor from "
    "the chosen seed)") {
  ServerProcess server(fast_server_arguments());
  // A client-chosen seed, as anyone creating a room may send.
  constexpr std::uint64_t chosen = 7;
  Table table = open_table(server.port(), 4, true, chosen, "jackaroo", Json::object());
  std::vector<TestClient*> everyone;
  for (auto& client : table.clients) everyone.push_back(client.get());
  everyone_catch_up(everyone, table.clients[0]->tracker().version());
  const Json options = table.clients[0]->view()["room"]["options"];
  const auto round_one_hands = hands_seen(table);
  REQUIRE(round_one_hands[0].is_array());
  std::mt19937 random(3);
  play(table, random);
  REQUIRE(table.clients[0]->view()["room"]["status"] == "finished");

  // The replay publishes round 1's seed, and it is the real one: it deals
  // exactly the hands the seats were given.
  const std::uint64_t round_one_seed =
      published_seed(server.port(), "/api/rooms/" + table.room + "/replay");
  CHECK(hands_dealt_by(round_one_seed, options) == round_one_hands);
  CHECK(round_one_seed != chosen);

  REQUIRE(table.clients[0]->request({{"type", "rematch"}})["type"] == "ok");
  everyone_catch_up(everyone, table.clients[0]->tracker().version());
  REQUIRE(table.clients[0]->view()["room"]["round"] == 2);
  const auto round_two_hands = hands_seen(table);

  // The attack: every seed derivable from what was published (and from the
  // chosen seed) tried; none deals round 2's hands.
  auto tried = kangaroom::testing::seed_attack::candidates_from(round_one_seed);
  const auto from_chosen = kangaroom::testing::seed_attack::candidates_from(chosen);
  tried.insert(tried.end(), from_chosen.begin(), from_chosen.end());
  int reproduced = 0;
  for (const std::uint64_t candidate : tried)
    if (hands_dealt_by(candidate, options) == round_two_hands) ++reproduced;
  CHECK(tried.size() > 1000);
  CHECK(reproduced == 0);

  // Once round 2 is over, its own replay publishes its real seed.
  play(table, random);
  REQUIRE(table.clients[0]->view()["room"]["status"] == "finished");
  const std::uint64_t round_two_seed =
      published_seed(server.port(), "/api/rooms/" + table.room + "/replay?round=2");
  CHECK(hands_dealt_by(round_two_seed, options) == round_two_hands);
}

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
