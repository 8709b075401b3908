// The store fails closed. The server's files are limited to 1 byte
// (RLIMIT_FSIZE, set from outside with prlimit, as a full disk would be):
// every write fails, so rooms must refuse changes with storage_unavailable
// and say so on /healthz. When the limit is lifted, writing resumes by itself
// and every move that got `ok` is still there after a restart.
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

std::uint64_t metric(std::uint16_t port, const std::string& name) {
  const auto body = metrics_page(port).body;
  const auto at = body.find("\n" + name + " ");
  REQUIRE(at != std::string::npos);
  return std::stoull(body.substr(at + name.size() + 2));
}

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
  // Moves go on being acknowledged only until the store's next write fails
  // (the room's save follows a change by 0.1 s); from then on each is refused.
  int refused = 0;
  for (int attempt = 0; attempt < 100 && refused == 0; ++attempt) {
    const Json reply = move_once(table, random);
    if (reply["type"] == "ok") {
      ++acknowledged;
    } else {
      REQUIRE(reply["code"] == "storage_unavailable");
      ++refused;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  REQUIRE(refused == 1);
  CHECK(health(server->port())["store"] == "failing");
  CHECK(http_request(server->port(), "GET", "/healthz").status == 200);
  CHECK(metric(server->port(), "kangaroom_store_commits_failed_total") > 0);
  // While it fails, nothing is acknowledged, chat included.
  for (int i = 0; i < 3; ++i) CHECK(move_once(table, random)["code"] == "storage_unavailable");
  CHECK(table.clients[0]->request({{"type", "chat"}, {"text", "hello?"}})["code"] ==
        "storage_unavailable");
  const Json held = table.clients[0]->view()["game"];

  limit_file_size(server->pid(), RLIM_INFINITY);
  for (int attempt = 0; attempt < 400 && health(server->port())["store"] != "ok"; ++attempt)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  REQUIRE(health(server->port())["store"] == "ok");
  REQUIRE(move_once(table, random)["type"] == "ok");
  ++acknowledged;
  const Json before = table.clients[0]->view();
  CHECK(before["game"] != held);

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
