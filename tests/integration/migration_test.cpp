// A data directory written before the move log (schema version 2, each room
// saved whole as one row) is taken over by this server: it keeps a copy of
// the old file, the room comes back as its players left it (the fixture
// holds a Kanga game of 12 moves and a chat line, made by the server of
// commit 40937b5, and what its players saw), it is rewritten as a log, and
// play goes on and survives a kill.
#include <doctest/doctest.h>

#include <csignal>
#include <filesystem>
#include <fstream>

#include "table.hpp"
#include "temp_dir.hpp"

using namespace kangaroom::testing;

TEST_CASE("a data directory from before the move log is migrated, and play goes on") {
  const std::string fixture =
      std::string(KANGAROOM_SOURCE_DIR) + "/tests/integration/fixtures/v2-data";
  std::ifstream expected_file(fixture + "/expected.json");
  const Json expected = Json::parse(expected_file);
  TempDir data;
  std::filesystem::create_directories(data.path);
  std::filesystem::copy_file(fixture + "/kangaroom.sqlite3", data.path + "/kangaroom.sqlite3");
  // The fixture's room was last written when it was made: it must neither
  // expire nor be abandoned here.
  const auto arguments = fast_server_arguments(
      {"--data-dir", data.path, "--idle-expiry", "1000000000", "--abandoned-after", "1000000000"});
  auto server = std::make_unique<ServerProcess>(arguments);
  // The copy kept before migrating to the current schema (version 5: rooms' creators).
  CHECK(std::filesystem::exists(data.path + "/kangaroom.sqlite3.before-v5"));

  auto rejoin = [&](int seat) {
    auto client = std::make_unique<TestClient>(server->port());
    const Json joined = client->request({{"type", "join"},
                                         {"room", expected["room"]},
                                         {"seat_token", expected["seat_tokens"][seat]}});
    REQUIRE(joined["type"] == "joined");
    client->receive_until([](const Json& message) { return message["type"] == "snapshot"; });
    return client;
  };
  {
    auto seat0 = rejoin(0);
    // Every part of the view its players saw is the same (a later server
    // may add parts: Kanga's view now names its move limit).
    for (const auto& [part, value] : expected["game"].items()) {
      CAPTURE(part);
      CHECK(seat0->view()["game"][part] == value);
    }
    CHECK(seat0->view()["log"] == expected["log"]);
    CHECK(seat0->view()["room"]["seats"][1]["name"] == "Ben");
  }
  // Play one more move, then kill the server: the move was answered, so it
  // is in the room's log, which the old row was rewritten as.
  Json log_after_move;
  {
    auto seat0 = rejoin(0);
    auto seat1 = rejoin(1);
    const int seat = seat0->view()["to_act"][0];
    TestClient& mover = seat == 0 ? *seat0 : *seat1;
    std::mt19937 random(1);
    const Json reply =
        mover.request({{"type", "move"}, {"move", pick_move(mover.view()["legal_moves"], random)}});
    REQUIRE(reply["type"] == "ok");
    log_after_move = mover.view()["log"];
    CHECK(log_after_move.size() > expected["log"].size());
  }
  server->stop(SIGKILL);
  server = std::make_unique<ServerProcess>(arguments);
  auto back = rejoin(1);
  CHECK(back->view()["log"] == log_after_move);
}
