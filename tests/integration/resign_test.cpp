// Resigning survives the server: a resignation (and the bot seated for a
// Jackaroo resigner) is in the room's record, so a server killed right after
// it comes back with it, and a finished game's replay plays it again.
#include <doctest/doctest.h>

#include <chrono>
#include <csignal>
#include <thread>

#include "table.hpp"
#include "temp_dir.hpp"

using namespace kangaroom::testing;

namespace {

bool logged(const Json& view, const Json& event) {
  for (const Json& entry : view["log"])
    if (entry["event"] == event) return true;
  return false;
}

}  // namespace

TEST_CASE("Kanga: a resignation ends the game and is there after a kill; the replay has it") {
  TempDir data;
  const auto arguments = fast_server_arguments({"--data-dir", data.path});
  auto server = std::make_unique<ServerProcess>(arguments);
  Table table = open_table(server->port(), 2, true, 3, "kanga", {{"size", 7}});
  const Json resigned = table.clients[1]->request({{"type", "resign"}, {"id", 5}});
  REQUIRE_MESSAGE(resigned["type"] == "ok", resigned.dump());
  server->stop(SIGKILL);
  server = std::make_unique<ServerProcess>(arguments);

  auto host = come_back(table, 0, server->port());
  const Json view = host->view();
  CHECK(view["room"]["status"] == "finished");
  CHECK(view["outcome"]["winners"] == Json::array({0}));
  CHECK(view["game"]["end_reason"] == "resigned");
  CHECK(view["room"]["seats"][1]["resigned"] == true);
  CHECK(logged(view, {{"type", "resign"}, {"seat", 1}}));

  const auto response = http_request(server->port(), "GET", "/api/rooms/" + table.room + "/replay");
  REQUIRE(response.status == 200);
  const Json replay = Json::parse(response.body);
  REQUIRE(replay["moves"].size() == 1);
  CHECK(replay["moves"][0] == Json{{"seat", 1}, {"move", {{"resign", true}}}});
  CHECK(replay["steps"].back()["game"]["end_reason"] == "resigned");
}

TEST_CASE("Jackaroo: the resigner's seat stays a bot's after a kill, and its moves say so") {
  TempDir data;
  const auto arguments = fast_server_arguments({"--data-dir", data.path});
  auto server = std::make_unique<ServerProcess>(arguments);
  Table table = open_table(server->port(), 4, true, 3, "jackaroo", Json::object());
  const Json resigned = table.clients[1]->request({{"type", "resign"}, {"id", 5}});
  REQUIRE_MESSAGE(resigned["type"] == "ok", resigned.dump());
  // Seat 1's old token no longer holds the seat.
  auto again = std::make_unique<TestClient>(server->port());
  CHECK(again->request({{"type", "join"},
                        {"room", table.room},
                        {"seat_token", table.seat_tokens[1]}})["code"] == "bad_token");
  server->stop(SIGKILL);
  server = std::make_unique<ServerProcess>(arguments);

  auto host = come_back(table, 0, server->port());
  Json view = host->view();
  CHECK(view["room"]["status"] == "playing");
  CHECK(view["room"]["seats"][1]["bot"] == "medium");
  CHECK(view["room"]["seats"][1]["name"] == "P1");
  CHECK(view["room"]["seats"][1]["resigned"] == true);
  CHECK(logged(view, {{"type", "resign"}, {"seat", 1}}));

  // The game goes on: the people of seats 0, 2 and 3 (all through the host's
  // view here) move until the bot in seat 1 has moved, whose log entries say
  // "by": "bot".
  std::mt19937 random(1);
  std::vector<std::unique_ptr<TestClient>> people;
  people.push_back(std::move(host));
  for (int seat : {2, 3}) {
    auto client = std::make_unique<TestClient>(server->port());
    const Json joined = client->request(
        {{"type", "join"}, {"room", table.room}, {"seat_token", table.seat_tokens[seat]}});
    REQUIRE(joined["seat"] == seat);
    client->receive_until([](const Json& message) { return message["type"] == "snapshot"; });
    people.push_back(std::move(client));
  }
  const auto bot_moved = [](const Json& view) {
    for (const Json& entry : view["log"])
      if (entry.value("by", "") == "bot") return true;
    return false;
  };
  std::vector<TestClient*> everyone;
  for (auto& person : people) everyone.push_back(person.get());
  everyone_catch_up(everyone, people.back()->tracker().version());
  for (int turns = 0; turns < 200 && !bot_moved(people[0]->view()); ++turns) {
    // Whoever of the people is to act moves; else the bot is thinking.
    TestClient* mover = nullptr;
    for (auto* person : everyone)
      if (person->view().contains("legal_moves")) mover = person;
    if (mover) {
      const Json reply = mover->request(
          {{"type", "move"}, {"move", pick_move(mover->view()["legal_moves"], random)}});
      REQUIRE_MESSAGE(reply["type"] == "ok", reply.dump());
    } else {
      mover = everyone[0];
      mover->receive_until([](const Json& message) { return message["type"] == "patch"; });
    }
    everyone_catch_up(everyone, mover->tracker().version());
  }
  CHECK(bot_moved(people[0]->view()));
}

// A host who resigns a Jackaroo game stays the room's host: the partners
// play on with a bot in the host's seat, and the room still needs someone to
// replace an absent player, change the options and start the rematch. The
// role is the host token's (the seat is a bot's now, which is never a host),
// so it survives a kill too.
TEST_CASE("Jackaroo: a host who resigns watches and is still the host, after a kill too") {
  TempDir data;
  const auto arguments = fast_server_arguments({"--data-dir", data.path, "--grace-period", "0"});
  auto server = std::make_unique<ServerProcess>(arguments);
  Table table = open_table(server->port(), 4, true, 3, "jackaroo", Json::object());
  const Json resigned = table.clients[0]->request({{"type", "resign"}, {"id", 5}});
  REQUIRE_MESSAGE(resigned["type"] == "ok", resigned.dump());
  table.clients[0]->receive_until(
      [](const Json& message) { return message["type"] == "snapshot"; });
  Json view = table.clients[0]->view();
  CHECK(view["room"]["seats"][0]["bot"] == "medium");
  CHECK(view["room"]["seats"][0]["host"] == false);
  CHECK_FALSE(view.contains("legal_moves"));  // a watcher now

  // Seat 2's player leaves. A stranger may not hand the seat to a bot; the
  // resigned host may.
  table.clients[2].reset();
  TestClient stranger(server->port());
  REQUIRE(stranger.request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
  CHECK(stranger.request({{"type", "add_bot"}, {"seat", 2}, {"level", "easy"}})["code"] ==
        "not_host");
  Json added;
  wait_until(
      [&] {
        added = table.clients[0]->request({{"type", "add_bot"}, {"seat", 2}, {"level", "easy"}});
        return added["type"] == "ok" || added["code"] != "seat_taken";
      },
      "the server to see seat 2's player go (add_bot answered other than seat_taken)",
      std::chrono::milliseconds(20));
  CHECK_MESSAGE(added["type"] == "ok", added.dump());

  // After a kill, the host token alone (its seat token was the resigned
  // seat's) still makes its holder the host.
  server->stop(SIGKILL);
  server = std::make_unique<ServerProcess>(arguments);
  TestClient host(server->port());
  const Json joined =
      host.request({{"type", "join"}, {"room", table.room}, {"host_token", table.host_token}});
  REQUIRE_MESSAGE(joined["type"] == "joined", joined.dump());
  CHECK((!joined.contains("seat") || joined["seat"].is_null()));
  TestClient other(server->port());
  REQUIRE(other.request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
  // Seat 1's player has not come back since the restart (no grace period
  // here): a guest may not free the seat, the host may.
  CHECK(other.request({{"type", "release_seat"}, {"seat", 1}})["code"] == "not_host");
  const Json released = host.request({{"type", "release_seat"}, {"seat", 1}});
  CHECK_MESSAGE(released["type"] == "ok", released.dump());
  CHECK(host.view()["room"]["seats"][0]["host"] == false);
}
