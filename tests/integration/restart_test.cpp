// Rooms survive the server: for every game, part of a game is played, the
// server is stopped (SIGTERM or SIGKILL: a move is answered only once it is
// committed, so neither may lose one), a new server starts on the same data
// directory, every seat reconnects with its token and the game is played to
// its end. Every client's patched view must still equal a fresh snapshot.
#include <doctest/doctest.h>
#include <stdlib.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

#include "table.hpp"
#include "temp_dir.hpp"

using namespace kangaroom::testing;

namespace {

// Reconnects every seat of `table` to the server on `port` with its token
// (the host with the host token too), as the browser does after a restart.
void reconnect(Table& table, std::uint16_t port) {
  for (std::size_t seat = 0; seat < table.clients.size(); ++seat) {
    const auto known = table.clients[seat]->tracker().version();
    auto client = std::make_unique<TestClient>(port);
    Json join = {{"type", "join"},
                 {"room", table.room},
                 {"seat_token", table.seat_tokens[seat]},
                 {"version", known}};
    if (seat == 0) join["host_token"] = table.host_token;
    const Json joined = client->request(join);
    REQUIRE_MESSAGE(joined["type"] == "joined", joined.dump());
    CHECK(joined["seat"] == seat);
    CHECK(joined["host"] == (seat == 0));
    // History is not kept across a restart: the client is brought up to date by a snapshot.
    client->receive_until([](const Json& message) { return message["type"] == "snapshot"; });
    CHECK(client->tracker().version() > known);
    table.clients[seat] = std::move(client);
  }
}

// `store`: the arguments naming the store (a data directory, or a database);
// empty, a fresh data directory.
void play_across_a_restart(const GameCase& game, int signal, std::vector<std::string> store = {}) {
  TempDir data;
  if (store.empty()) store = {"--data-dir", data.path};
  const auto arguments = fast_server_arguments(store);
  auto server = std::make_unique<ServerProcess>(arguments);
  Table table = open_table(server->port(), game.players, true, 21, game.game, game.options);
  std::mt19937 random(5);
  {
    std::vector<TestClient*> everyone;
    for (auto& client : table.clients) everyone.push_back(client.get());
    everyone_catch_up(everyone, table.clients[0]->tracker().version());
  }

  // Every game state the players saw, to check that what comes back is one of them.
  std::vector<Json> seen_games;
  int played = 0;
  for (; played < 4 && table.clients[0]->view()["room"]["status"] == "playing"; ++played) {
    play(table, random, {}, 1);
    seen_games.push_back(table.clients[0]->view()["game"]);
  }
  REQUIRE_MESSAGE(table.clients[0]->view()["room"]["status"] == "playing",
                  "the game ended too soon to restart in it");
  const Json before = table.clients[0]->view();

  const int status = server->stop(signal);
  if (signal == SIGTERM) CHECK(status == 0);
  server = std::make_unique<ServerProcess>(arguments);

  reconnect(table, server->port());
  // From the data directory at start; from PostgreSQL when first joined.
  CHECK(metric(server->port(), "kangaroom_rooms_restored_total") == 1);
  const Json after = table.clients[0]->view();
  CHECK(after["room"]["code"] == table.room);
  CHECK(after["room"]["status"] == "playing");
  for (std::size_t seat = 0; seat < table.clients.size(); ++seat)
    CHECK(after["room"]["seats"][seat]["name"] == before["room"]["seats"][seat]["name"]);
  // Every move was answered before the stop: a kill loses none of them either.
  CHECK(after["game"] == before["game"]);
  CHECK(after["log"] == before["log"]);
  CHECK(std::find(seen_games.begin(), seen_games.end(), after["game"]) != seen_games.end());

  // Everyone has rejoined: bring all to the latest version before playing on.
  std::vector<TestClient*> everyone;
  for (auto& client : table.clients) everyone.push_back(client.get());
  everyone_catch_up(everyone, table.clients.back()->tracker().version());
  play(table, random);
  CHECK(table.clients[0]->view()["room"]["status"] == "finished");
  for (auto& client : table.clients) check_view_matches_snapshot(*client);
}

}  // namespace

TEST_CASE("every game goes on after a graceful restart (SIGTERM), with nothing lost") {
  for (const auto& game : every_game()) {
    CAPTURE(std::string(game.game));
    play_across_a_restart(game, SIGTERM);
  }
}

TEST_CASE("every game goes on after the server is killed (SIGKILL)") {
  for (const auto& game : every_game()) {
    CAPTURE(std::string(game.game));
    play_across_a_restart(game, SIGKILL);
  }
}

// The postgres layer of scripts/test.sh names a database it started.
TEST_CASE("postgres: every game goes on after the server is killed, its rooms in PostgreSQL") {
  const char* url = std::getenv("KANGAROOM_TEST_DATABASE");
  REQUIRE_MESSAGE(url, "KANGAROOM_TEST_DATABASE is not set (run the postgres layer)");
  for (const auto& game : every_game()) {
    CAPTURE(std::string(game.game));
    // An empty database for each game: the restart restores exactly its room.
    const std::string reset = std::string("psql -q '") + url +
                              "' -c 'SET client_min_messages = warning' -c 'DROP SCHEMA public "
                              "CASCADE; CREATE SCHEMA public' >/dev/null";
    REQUIRE(std::system(reset.c_str()) == 0);
    play_across_a_restart(game, SIGKILL, {"--database", url});
  }
}

TEST_CASE("a seat token from before the restart is the only way back into that seat") {
  TempDir data;
  const auto arguments = fast_server_arguments({"--data-dir", data.path});
  auto server = std::make_unique<ServerProcess>(arguments);
  Table table = open_table(server->port(), 2, true);
  server->stop(SIGTERM);
  server = std::make_unique<ServerProcess>(arguments);
  TestClient stranger(server->port());
  const Json refused = stranger.request(
      {{"type", "join"}, {"room", table.room}, {"seat_token", std::string(32, 'a')}});
  CHECK(refused["code"] == "bad_token");
  const Json not_host = stranger.request(
      {{"type", "join"}, {"room", table.room}, {"host_token", table.seat_tokens[0]}});
  CHECK(not_host["code"] == "bad_token");
  // Nothing on disk is a token: the database holds hashes only.
  for (const auto& entry : std::filesystem::directory_iterator(data.path)) {
    std::ifstream file(entry.path(), std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(file)),
                            std::istreambuf_iterator<char>());
    CHECK(bytes.find(table.host_token) == std::string::npos);
    for (const auto& token : table.seat_tokens) CHECK(bytes.find(token) == std::string::npos);
  }
}

TEST_CASE(
    "a lobby that expired while the server was down is not restored, and leaves the database") {
  TempDir data;
  const auto arguments = fast_server_arguments({"--data-dir", data.path, "--idle-expiry", "1"});
  auto server = std::make_unique<ServerProcess>(arguments);
  // A lobby: a game in progress waits for its players instead (sleep_test.cpp).
  Table table = open_table(server->port(), 2, false);
  server->stop(SIGTERM);
  // Longer than the idle expiry: the room's last save is now too old. A
  // clock, not an event: the expiry is counted from the save's wall-clock
  // time, so the time itself must pass.
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  server = std::make_unique<ServerProcess>(arguments);
  CHECK(metric(server->port(), "kangaroom_rooms_restored_total") == 0);
  CHECK(metric(server->port(), "kangaroom_rooms_expired_total") == 1);
  TestClient late(server->port());
  CHECK(late.request({{"type", "join"},
                      {"room", table.room},
                      {"seat_token", table.seat_tokens[1]}})["code"] == "unknown_room");
  // The erase is written: a third start finds nothing to expire.
  server->stop(SIGTERM);
  server = std::make_unique<ServerProcess>(arguments);
  CHECK(metric(server->port(), "kangaroom_rooms_expired_total") == 0);
}

// By hand (README, "Updating"): how much a SIGKILL loses. Moves are played
// about every 5 ms; the server is killed after a random number of them; the
// window lost is the time from the first move missing after the restart to
// the kill. KANGAROOM_KILL_RUNS sets the number of kills (default 20).
TEST_CASE("a second server on the same data directory refuses to start, and says why") {
  TempDir data;
  ServerProcess first({"--data-dir", data.path});
  const std::string command = std::string(KANGAROOM_SERVER_BINARY) +
                              " --bind 127.0.0.1 --port 0 --data-dir '" + data.path + "' 2>&1";
  FILE* second = ::popen(command.c_str(), "r");
  REQUIRE(second);
  std::string output;
  char buffer[512];
  while (const auto got = std::fread(buffer, 1, sizeof buffer, second)) output.append(buffer, got);
  const int status = ::pclose(second);
  CAPTURE(output);
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) != 0);
  CHECK(output.find("another kangaroom server") != std::string::npos);
  CHECK(output.find(std::to_string(first.pid())) != std::string::npos);
  // The first one serves on, undisturbed.
  CHECK(http_request(first.port(), "GET", "/healthz").status == 200);
}
