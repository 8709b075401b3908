// The store fails closed. The server's files are limited to 1 byte
// (RLIMIT_FSIZE, set from outside with prlimit, as a full disk would be):
// every write fails. The move whose commit failed is not answered (nor
// shown to anyone) until it is written; rooms refuse every further change
// with storage_unavailable and /healthz says so. When the limit is lifted,
// writing resumes by itself, the held move is answered, and every move that
// got `ok` is still there after a restart.
#include <doctest/doctest.h>
#include <sys/resource.h>

#include <chrono>
#include <csignal>
#include <thread>

#include "table.hpp"
#include "temp_dir.hpp"

using namespace kangaroom::testing;

namespace {

// The soft limit only: lifting it again needs no privilege.
void limit_file_size(pid_t pid, rlim_t bytes) {
  const rlimit limit{bytes, RLIM_INFINITY};
  REQUIRE(::prlimit(pid, RLIMIT_FSIZE, &limit, nullptr) == 0);
}

Json health(std::uint16_t port) { return Json::parse(http_request(port, "GET", "/healthz").body); }

// One move of the seat to act; the reply, and everyone caught up after an ok.
Json move_once(Table& table, std::mt19937& random) {
  REQUIRE(table.clients[0]->view()["room"]["status"] == "playing");
  const int seat = table.clients[0]->view()["to_act"][0];
  TestClient& mover = *table.clients[static_cast<std::size_t>(seat)];
  const Json reply =
      mover.request({{"type", "move"}, {"move", pick_move(mover.view()["legal_moves"], random)}});
  if (reply["type"] == "ok")
    for (auto& client : table.clients) client->catch_up(mover.tracker().version());
  return reply;
}

}  // namespace

TEST_CASE("a full disk: changes are refused, nothing acknowledged is lost, writing resumes") {
  TempDir data;
  const auto arguments = fast_server_arguments({"--data-dir", data.path});
  auto server = std::make_unique<ServerProcess>(arguments);
  Table table = open_table(server->port(), 2, true, 21, "kanga", {{"size", 13}});
  std::mt19937 random(3);
  CHECK(health(server->port())["store"] == "ok");
  int acknowledged = 0;
  for (int i = 0; i < 4; ++i) {
    REQUIRE(move_once(table, random)["type"] == "ok");
    ++acknowledged;
  }

  limit_file_size(server->pid(), 1);
  // The next move is accepted by the room, but its commit fails: its answer
  // and everyone's patch wait for the store.
  const int seat = table.clients[0]->view()["to_act"][0];
  TestClient& mover = *table.clients[static_cast<std::size_t>(seat)];
  const Json held = mover.view()["game"];
  constexpr int held_id = 9001;
  mover.send({{"type", "move"},
              {"id", held_id},
              {"move", pick_move(mover.view()["legal_moves"], random)}});
  wait_until([&] { return health(server->port())["store"] == "failing"; },
             "/healthz to report the store failing", std::chrono::milliseconds(20));
  CHECK(http_request(server->port(), "GET", "/healthz").status == 200);
  CHECK(metric(server->port(), "kangaroom_store_commits_failed_total") > 0);
  // While it fails, every change is refused at once, chat included...
  for (int i = 0; i < 3; ++i)
    CHECK(mover.request({{"type", "move"},
                         {"move", pick_move(mover.view()["legal_moves"], random)}})["code"] ==
          "storage_unavailable");
  TestClient& other = *table.clients[static_cast<std::size_t>(1 - seat)];
  CHECK(other.request({{"type", "chat"}, {"text", "hello?"}})["code"] == "storage_unavailable");
  // No room is made that a restart would not find.
  const auto create = http_request(server->port(), "POST", "/api/rooms", R"({"game":"kanga"})");
  CHECK(create.status == 503);
  CHECK(Json::parse(create.body)["code"] == "storage_unavailable");
  // ...and the move made as it began failing is neither answered nor shown.
  for (const Json& message : mover.seen()) CHECK(message.value("id", Json()) != held_id);
  CHECK(mover.view()["game"] == held);
  CHECK(other.view()["game"] == held);

  limit_file_size(server->pid(), RLIM_INFINITY);
  // Once it is written, the held move is answered, and counts.
  const Json late = mover.receive_until(
      [](const Json& message) { return message.value("id", Json()) == held_id; });
  REQUIRE(late["type"] == "ok");
  ++acknowledged;
  CHECK(health(server->port())["store"] == "ok");
  for (auto& client : table.clients) client->catch_up(mover.tracker().version());
  CHECK(mover.view()["game"] != held);
  REQUIRE(move_once(table, random)["type"] == "ok");
  ++acknowledged;
  const Json before = table.clients[0]->view();

  REQUIRE(server->stop(SIGTERM) == 0);
  server = std::make_unique<ServerProcess>(arguments);
  TestClient back(server->port());
  const Json joined =
      back.request({{"type", "join"}, {"room", table.room}, {"seat_token", table.seat_tokens[0]}});
  REQUIRE(joined["type"] == "joined");
  back.receive_until([](const Json& message) { return message["type"] == "snapshot"; });
  // Every acknowledged move is there, and nothing else.
  CHECK(back.view()["game"] == before["game"]);
  CHECK(back.view()["log"] == before["log"]);
  CAPTURE(acknowledged);
}
