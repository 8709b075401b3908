// The abuse layer: attackers on their own loopback addresses (127.0.0.2,
// 127.0.0.3, ...) do what hurt other players before, against the real
// binary, while a legitimate player on 127.0.0.1 must still create a room,
// join and get every move's `ok`. Bounded in count, never in time.
// scripts/test.sh runs these cases as their own layer ("abuse").
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <boost/beast/http.hpp>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "long_game.hpp"
#include "table.hpp"
#include "temp_dir.hpp"

using namespace kangaroom::testing;

namespace {

// The server's resident memory in kB (VmRSS of /proc/PID/status).
long resident_kb(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  return -1;
}

// One counter or gauge from /metrics ("kangaroom_connections 7"); -1 when absent.
long metric_reading(std::uint16_t port, const std::string& name) {
  const auto body = metrics_page(port).body;
  const auto at = body.find("\n" + name + " ");
  if (at == std::string::npos) return -1;
  return std::stol(body.substr(at + name.size() + 2));
}

// The legitimate player: a two-seat tiny Kangaruse room from 127.0.0.1,
// played to its end; every move must be answered `ok`.
void legitimate_game(std::uint16_t port, std::uint64_t seed) {
  Table table = open_table(port, 2, true, seed);
  std::mt19937 random(static_cast<unsigned>(seed));
  const int moves = play(table, random);
  CHECK(moves > 0);
  for (auto& client : table.clients) CHECK(client->view()["room"]["status"] == "finished");
}

}  // namespace

TEST_CASE(
    "abuse: creating rooms in a loop stops at the address's budget; others still create and play") {
  ServerProcess server(fast_server_arguments());
  int created = 0;
  HttpResult refused;
  for (int attempt = 0; attempt < 200; ++attempt) {
    const auto result =
        http_request_from("127.0.0.2", server.port(), "POST", "/api/rooms",
                          R"({"game":"kangaruse","options":{"size":"tiny"},"seats":2})");
    if (result.status != 201) {
      refused = result;
      break;
    }
    ++created;
  }
  CHECK(created == 20);  // --max-rooms-per-address
  CHECK(refused.status == 429);
  CHECK(Json::parse(refused.body)["code"] == "too_many_rooms");
  // Over the WebSocket too.
  TestClient attacker(server.port(), "/ws", "127.0.0.2");
  CHECK(attacker.request({{"type", "create_room"}, {"game", "kanga"}})["code"] == "too_many_rooms");
  // Another address is not affected.
  CHECK(http_request_from("127.0.0.3", server.port(), "POST", "/api/rooms", R"({"game":"kanga"})")
            .status == 201);
  legitimate_game(server.port(), 5);
}

TEST_CASE(
    "abuse: connections from one address stop at its budget and silent ones are closed soon") {
  ServerProcess server(
      fast_server_arguments({"--max-connections", "400", "--max-connections-per-address", "100",
                             "--handshake-timeout", "1"}));
  boost::asio::io_context io;
  std::vector<boost::asio::ip::tcp::socket> silent;
  for (int i = 0; i < 300; ++i)
    silent.push_back(open_silent_connection(io, "127.0.0.2", server.port()));
  // The server counts 100 of them and refuses the rest.
  wait_until(
      [&] { return metric_reading(server.port(), "kangaroom_connections_refused_total") >= 200; },
      "the server to refuse 200 of the 300 connections");
  // The attacker's 100, plus this test's own /metrics requests (the last
  // few may still be closing on the server's side).
  CHECK(metric_reading(server.port(), "kangaroom_connections") <= 100 + 5);
  CHECK(metric_reading(server.port(), "kangaroom_connections_refused_total") == 200);
  CHECK(http_request(server.port(), "GET", "/healthz").status == 200);
  legitimate_game(server.port(), 6);
  // Connections that never send a request are closed after the handshake timeout.
  wait_until([&] { return metric_reading(server.port(), "kangaroom_connections") <= 1; },
             "the silent connections to be closed after the handshake timeout");
  // WebSockets from one address hit the same budget: the 101st upgrade fails.
  std::vector<std::unique_ptr<TestClient>> sockets;
  for (int i = 0; i < 100; ++i)
    sockets.push_back(std::make_unique<TestClient>(server.port(), "/ws", "127.0.0.4"));
  CHECK_THROWS(TestClient(server.port(), "/ws", "127.0.0.4"));
  legitimate_game(server.port(), 7);
}

TEST_CASE("abuse: HTTP requests beyond an address's rate get 429; others are served") {
  ServerProcess server(
      fast_server_arguments({"--http-rate-per-address", "5", "--http-burst-per-address", "20"}));
  int served = 0;
  HttpResult refused;
  for (int i = 0; i < 100; ++i) {
    const auto result = http_request_from("127.0.0.2", server.port(), "GET", "/api/games");
    if (result.status != 200) {
      refused = result;
      break;
    }
    ++served;
  }
  CHECK(served >= 20);
  CHECK(served < 100);
  CHECK(refused.status == 429);
  CHECK(Json::parse(refused.body)["code"] == "rate_limited");
  // Health checks are never rate limited, and another address is served.
  CHECK(http_request_from("127.0.0.2", server.port(), "GET", "/healthz").status == 200);
  CHECK(http_request_from("127.0.0.3", server.port(), "GET", "/api/games").status == 200);
}

TEST_CASE(
    "abuse: spectators that ask for snapshots and never read cost a bounded amount of memory") {
  // Under AddressSanitizer freed memory waits in a quarantine (256 MB by
  // default) that counts in RSS; a small one lets RSS show what the server holds.
  const char* sanitizer = std::getenv("ASAN_OPTIONS");
  const std::string previous = sanitizer ? sanitizer : "";
  ::setenv("ASAN_OPTIONS",
           (previous + (previous.empty() ? "" : ":") + "quarantine_size_mb=4").c_str(), 1);
  ServerProcess server(fast_server_arguments({"--send-queue-bytes", "262144"}));
  if (sanitizer)
    ::setenv("ASAN_OPTIONS", previous.c_str(), 1);
  else
    ::unsetenv("ASAN_OPTIONS");
  // The largest board: big snapshots.
  TestClient host(server.port());
  const Json created =
      host.request({{"type", "create_room"},
                    {"game", "kangaruse"},
                    {"options", {{"size", "custom"}, {"width", 20}, {"height", 20}}},
                    {"seats", 1}});
  REQUIRE(created["type"] == "room_created");
  const std::string room = created["room"];
  REQUIRE(host.request(
              {{"type", "join"}, {"room", room}, {"host_token", created["host_token"]}})["type"] ==
          "joined");
  REQUIRE(host.request({{"type", "take_seat"}, {"name", "Host"}})["type"] == "seat_taken");
  REQUIRE(host.request({{"type", "start"}})["type"] == "ok");
  const long before = resident_kb(server.pid());

  std::vector<std::unique_ptr<TestClient>> spectators;
  for (int i = 0; i < 20; ++i) {
    spectators.push_back(std::make_unique<TestClient>(server.port(), "/ws", "127.0.0.2"));
    spectators.back()->send({{"type", "join"}, {"room", room}});
  }
  // Each asks for 600 snapshots and reads none of them.
  for (int round = 0; round < 600; ++round)
    for (auto& spectator : spectators) {
      try {
        spectator->send({{"type", "sync"}});
      } catch (const std::exception&) {
        // dropped by the server: that is the point
      }
    }
  // The seated player still plays.
  std::mt19937 random(3);
  for (int move = 0; move < 5 && host.view()["room"]["status"] == "playing"; ++move) {
    host.catch_up(host.tracker().version());
    if (!host.view().contains("legal_moves")) break;
    const Json reply =
        host.request({{"type", "move"}, {"move", pick_move(host.view()["legal_moves"], random)}});
    REQUIRE_MESSAGE(reply["type"] == "ok", reply.dump());
  }
  const long after = resident_kb(server.pid());
  MESSAGE("server RSS before ", before, " kB, after ", after, " kB; ",
          metric_reading(server.port(), "kangaroom_slow_clients_dropped_total"),
          " clients dropped");
  // 20 x 600 snapshots of a 20x20 board would be about 500 MB queued.
  CHECK(after - before < 64 * 1024);
}

TEST_CASE(
    "abuse: rooms restarting 20x20 boards in a loop; another room still plays, refusals are "
    "clean") {
  // A small budget per seed, so that many of these boards run out of it.
  ServerProcess server(fast_server_arguments({"--game-build-ms", "10"}));
  std::vector<std::unique_ptr<TestClient>> attackers;
  for (int i = 0; i < 3; ++i) {
    auto attacker = std::make_unique<TestClient>(server.port(), "/ws", "127.0.0.2");
    const Json created =
        attacker->request({{"type", "create_room"},
                           {"game", "kangaruse"},
                           {"options", {{"size", "custom"}, {"width", 20}, {"height", 20}}},
                           {"seats", 1},
                           {"seed", 20 + i}});
    REQUIRE(created["type"] == "room_created");
    REQUIRE(attacker->request({{"type", "join"},
                               {"room", created["room"]},
                               {"host_token", created["host_token"]}})["type"] == "joined");
    REQUIRE(attacker->request({{"type", "take_seat"}, {"name", "A"}})["type"] == "seat_taken");
    attackers.push_back(std::move(attacker));
  }
  // Each asks for a start, then gives up and asks for a rematch again and
  // again, without waiting for any answer.
  constexpr int rounds = 8;
  for (auto& attacker : attackers) {
    attacker->send({{"type", "start"}, {"id", 1000}});
    for (int round = 0; round < rounds; ++round) {
      attacker->send(
          {{"type", "move"}, {"id", 1001 + 2 * round}, {"move", {{"action", "give_up"}}}});
      attacker->send({{"type", "rematch"}, {"id", 1002 + 2 * round}});
    }
  }
  legitimate_game(server.port(), 12);

  // Every request got an answer: a game, or one of the documented refusals.
  const std::set<std::string> expected = {"not_started",     "game_over",        "not_finished",
                                          "already_started", "rematch_too_soon", "start_failed"};
  int started = 0;
  int out_of_time = 0;
  for (auto& attacker : attackers) {
    // A start is answered once its game is made, so later requests may be
    // answered before it: collect the answers by id.
    std::map<int, Json> replies;
    while (replies.size() < static_cast<std::size_t>(1 + 2 * rounds)) {
      const Json message =
          attacker->receive_until([](const Json& m) { return m.value("id", Json()).is_number(); });
      replies[message["id"].get<int>()] = message;
    }
    for (const auto& [id, reply] : replies) {
      if (reply["type"] == "ok") {
        if (id % 2 == 0) ++started;
        continue;
      }
      REQUIRE_MESSAGE(reply["type"] == "error", reply.dump());
      CHECK_MESSAGE(expected.count(reply["code"].get<std::string>()) == 1, reply.dump());
      if (reply["code"] == "start_failed") ++out_of_time;
    }
    check_view_matches_snapshot(*attacker);
  }
  CHECK(started + out_of_time > 0);
  CHECK(metric_reading(server.port(), "kangaroom_game_builds_out_of_time_total") == out_of_time);
  MESSAGE(started, " games started on 20x20 boards, ", out_of_time,
          " starts refused for running out of time");
}

TEST_CASE("abuse: many connections re-sending join never disconnect the seated players") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2, true, 8);
  std::vector<std::unique_ptr<TestClient>> spammers;
  for (int i = 0; i < 50; ++i)
    spammers.push_back(std::make_unique<TestClient>(server.port(), "/ws", "127.0.0.2"));
  std::mt19937 random(8);
  for (int round = 0; round < 40; ++round) {
    for (auto& spammer : spammers) {
      try {
        spammer->send({{"type", "join"}, {"room", table.room}});
      } catch (const std::exception&) {
      }
    }
    if (round % 4 == 0 && table.clients[0]->view()["room"]["status"] == "playing")
      play(table, random, {}, 1);
  }
  play(table, random);
  for (auto& client : table.clients) {
    CHECK(client->view()["room"]["status"] == "finished");
    check_view_matches_snapshot(*client);
  }
}

TEST_CASE("abuse: watchers beyond a room's cap are refused, its players always get in") {
  ServerProcess server(fast_server_arguments({"--max-members-per-room", "10"}));
  Table table = open_table(server.port(), 2, true, 9);
  std::vector<std::unique_ptr<TestClient>> watchers;
  int refused = 0;
  for (int i = 0; i < 12; ++i) {
    auto watcher = std::make_unique<TestClient>(server.port(), "/ws", "127.0.0.2");
    const Json reply = watcher->request({{"type", "join"}, {"room", table.room}});
    if (reply["type"] == "joined")
      watchers.push_back(std::move(watcher));
    else if (reply["code"] == "room_full")
      ++refused;
  }
  CHECK(watchers.size() == 8);  // 10 members: the two players and 8 watchers
  CHECK(refused == 4);
  // A player who drops comes back with the seat token although the room is full.
  table.clients[1].reset();
  while (table.clients[0]->view()["room"]["seats"][1]["connected"] != false)
    table.clients[0]->receive_until([](const Json& message) { return message["type"] == "patch"; });
  watchers.push_back(std::make_unique<TestClient>(server.port(), "/ws", "127.0.0.2"));
  REQUIRE(watchers.back()->request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
  table.clients[1] = std::make_unique<TestClient>(server.port());
  const Json back = table.clients[1]->request(
      {{"type", "join"}, {"room", table.room}, {"seat_token", table.seat_tokens[1]}});
  CHECK(back["type"] == "joined");
  CHECK(back["seat"] == 1);
  std::mt19937 random(9);
  play(table, random);
  CHECK(table.clients[0]->view()["room"]["status"] == "finished");
}

TEST_CASE(
    "abuse: an address's rooms are counted where they are kept: asleep, and after a restart") {
  // Before, a room that fell asleep (or was restored at a start) gave its
  // creator's count back: create, wait a minute, create again, forever.
  TempDir data;
  const auto arguments = fast_server_arguments(
      {"--data-dir", data.path, "--sleep-after", "0", "--max-rooms-per-address", "3"});
  const auto create = [](std::uint16_t port) {
    return http_request_from("127.0.0.2", port, "POST", "/api/rooms",
                             R"({"game":"kanga","seats":2})")
        .status;
  };
  {
    ServerProcess server(arguments);
    for (int i = 0; i < 3; ++i) CHECK(create(server.port()) == 201);
    CHECK(create(server.port()) == 429);
    // Nobody joined them: they leave memory, and still count.
    wait_until([&] { return metric(server.port(), "kangaroom_rooms_in_memory") == 0; },
               "the rooms to sleep");
    CHECK(create(server.port()) == 429);
    TestClient attacker(server.port(), "/ws", "127.0.0.2");
    CHECK(attacker.request({{"type", "create_room"}, {"game", "kanga"}})["code"] ==
          "too_many_rooms");
    CHECK(http_request_from("127.0.0.3", server.port(), "POST", "/api/rooms", R"({"game":"kanga"})")
              .status == 201);
  }
  ServerProcess again(arguments);
  CHECK(create(again.port()) == 429);
}

TEST_CASE("abuse: behind a trusted proxy each forwarded client has its own budget") {
  // The proxy is 127.0.0.2 (and a network it is not in, to parse a list).
  ServerProcess server(fast_server_arguments(
      {"--trusted-proxies", "10.0.0.0/8,127.0.0.2", "--max-rooms-per-address", "2"}));
  const auto create_as = [&](const std::string& client, const std::string& peer = "127.0.0.2") {
    return http_request_from(peer, server.port(), "POST", "/api/rooms", R"({"game":"kanga"})",
                             {{"X-Forwarded-For", client}})
        .status;
  };
  CHECK(create_as("203.0.113.1") == 201);
  CHECK(create_as("203.0.113.1") == 201);
  CHECK(create_as("203.0.113.1") == 429);
  // Another client behind the same proxy is not held back by the first.
  CHECK(create_as("203.0.113.2") == 201);
  // A header that is not an address counts against the proxy's own address.
  CHECK(create_as("somebody") == 201);
  CHECK(create_as("somebody") == 201);
  CHECK(create_as("") == 429);
  // A peer that is not the proxy cannot choose its address with the header:
  // 127.0.0.3 counts as itself whatever it forwards.
  CHECK(create_as("203.0.113.7", "127.0.0.3") == 201);
  CHECK(create_as("203.0.113.8", "127.0.0.3") == 201);
  CHECK(create_as("203.0.113.9", "127.0.0.3") == 429);
  CHECK(create_as("203.0.113.7") == 201);  // the address it claimed is untouched
}

TEST_CASE(
    "abuse: a replay flood from many addresses and connections; a game still plays, /healthz "
    "answers, unread replays cost little memory") {
  const char* sanitizer = std::getenv("ASAN_OPTIONS");
  const std::string previous = sanitizer ? sanitizer : "";
  ::setenv("ASAN_OPTIONS",
           (previous + (previous.empty() ? "" : ":") + "quarantine_size_mb=4").c_str(), 1);
  // No request rate limit: the replay path itself must hold.
  constexpr long cache_budget = 16 << 20;
  ServerProcess server(
      fast_server_arguments({"--http-rate-per-address", "1000000", "--http-burst-per-address",
                             "1000000", "--replay-cache-bytes", std::to_string(cache_budget)}));
  if (sanitizer)
    ::setenv("ASAN_OPTIONS", previous.c_str(), 1);
  else
    ::unsetenv("ASAN_OPTIONS");
  const std::string room = play_long_game(server.port(), 2100);
  const std::string target = "/api/rooms/" + room + "/replay";
  const long before = resident_kb(server.pid());

  // 8 addresses x 4 connections at a time, each asking for pages (plain and
  // gzipped), the whole replay, and HEAD, until the game below is over.
  std::atomic<bool> game_over{false};
  std::atomic<int> requests{0};
  std::mutex statuses_mutex;
  std::map<int, int> statuses;
  std::vector<std::thread> flood;
  for (int address = 2; address < 10; ++address)
    for (int connection = 0; connection < 4; ++connection)
      flood.emplace_back([&, address, connection] {
        const std::string from = "127.0.0." + std::to_string(address);
        std::mt19937 random(static_cast<unsigned>(address * 10 + connection));
        for (int i = 0; i < 400 && !game_over; ++i) {
          const int kind = static_cast<int>(random() % 4);
          const std::string page = "?from=" + std::to_string(random() % 2000) + "&count=500";
          HttpResult result;
          try {
            result = kind == 0   ? http_request_from(from, server.port(), "GET", target + page)
                     : kind == 1 ? http_request_from(from, server.port(), "GET", target + page, {},
                                                     {{"Accept-Encoding", "gzip"}})
                     : kind == 2 ? http_request_from(from, server.port(), "GET", target)
                                 : http_request_from(from, server.port(), "HEAD", target + page);
          } catch (const std::exception&) {
            result.status = -1;  // a connection the server closed
          }
          ++requests;
          std::lock_guard lock(statuses_mutex);
          ++statuses[result.status];
        }
      });
  // Not wait_until: the flood's threads must be joined whatever happens.
  check_eventually([&] { return requests >= 64; }, "the flood's first 64 replay requests",
                   std::chrono::milliseconds(10));

  const auto started = std::chrono::steady_clock::now();
  legitimate_game(server.port(), 9);
  const auto played = std::chrono::steady_clock::now() - started;
  const auto health = http_request(server.port(), "GET", "/healthz");
  CHECK(health.status == 200);
  const int during = requests;
  game_over = true;
  for (auto& thread : flood) thread.join();

  std::string figures;
  for (const auto& [status, count] : statuses)
    figures += std::to_string(status) + ": " + std::to_string(count) + "  ";
  MESSAGE("replay flood: " << requests.load() << " requests (" << during
                           << " while the game played, "
                           << std::chrono::duration_cast<std::chrono::milliseconds>(played).count()
                           << " ms); by status " << figures);
  CHECK(statuses[200] > 0);
  for (const auto& [status, count] : statuses)
    CHECK_MESSAGE((status == 200 || status == 413 || status == 503), "status " << status);

  // Connections that ask for a page of 500 steps (some gzipped, some plain)
  // and never read it: they hold the shared cached body or one page each.
  boost::asio::io_context io;
  std::vector<boost::asio::ip::tcp::socket> unread;
  for (int i = 0; i < 128; ++i) {
    unread.push_back(open_silent_connection(io, "127.0.0.10", server.port()));
    namespace http = boost::beast::http;
    http::request<http::empty_body> request{
        http::verb::get, target + "?from=" + std::to_string(i % 4 * 500) + "&count=500", 11};
    request.set(http::field::host, "127.0.0.1");
    if (i % 2) request.set(http::field::accept_encoding, "gzip");
    http::write(unread.back(), request);
  }
  // Everyone else is still served.
  CHECK(http_request(server.port(), "GET", "/healthz").status == 200);
  legitimate_game(server.port(), 10);
  const long after = resident_kb(server.pid());
  MESSAGE("server RSS after the long game " << before
                                            << " kB, after the flood and 128 unread "
                                               "replays "
                                            << after << " kB");
  // Before replays were cached and shared, 128 unread replays of a long game took 835 MB.
  CHECK(after - before < 128 * 1024);
  for (auto& socket : unread) socket.close();

  // 800 different pages, 100 from each of 8 addresses one after another,
  // each asked again after a 503 (replays_busy: the renderer builds a few at
  // a time) as a client would: each is gzipped and kept. The cache counts
  // what each holds allocated, so all it keeps stays within its budget; when
  // it counted only the gzip's length, each kept page also held the ~225 KB
  // buffer it was compressed into (800 pages: about 180 MB).
  std::vector<std::thread> pages;
  std::atomic<int> served{0};
  for (int address = 2; address < 10; ++address)
    pages.emplace_back([&, address] {
      const std::string from = "127.0.0." + std::to_string(address);
      for (int i = 0; i < 100; ++i) {
        const std::string page =
            "?from=" + std::to_string((address - 2) * 200 + i * 2) + "&count=500";
        for (int attempt = 0; attempt < 200; ++attempt) {
          const auto result = http_request_from(from, server.port(), "GET", target + page, {},
                                                {{"Accept-Encoding", "gzip"}});
          if (result.status == 200) ++served;
          if (result.status != 503) break;
          std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
      }
    });
  for (auto& thread : pages) thread.join();
  const long paged = resident_kb(server.pid());
  MESSAGE("after 800 different pages (" << served.load() << " served): RSS " << paged
                                        << " kB; the replay cache's budget " << cache_budget / 1024
                                        << " kB");
  CHECK(served > 700);
  CHECK(paged - before < (cache_budget >> 10) + 64 * 1024);
}

// Figures for bench/README.md ("Replay cache: memory as allocated"), not a
// test: with the release build (jemalloc), the issue's attack: pages of a
// long Kangaroo game asked for from 8 addresses for 15 s (4 connections
// each, a random page each time, half gzip), then a mixed flood of three
// long games; the server's RSS before, at its highest, and a minute after.
//   build/release/tests/integration_tests -tc='bench: replay cache*' --no-skip
TEST_CASE("bench: replay cache memory under a page flood" * doctest::skip()) {
  constexpr long cache_budget = 64 << 20;  // the default --replay-cache-bytes
  ServerProcess server(fast_server_arguments(
      {"--http-rate-per-address", "1000000", "--http-burst-per-address", "1000000"}));
  std::vector<std::string> rooms;
  for (int game = 0; game < 3; ++game) rooms.push_back(play_long_game(server.port(), 2100));
  const long before = resident_kb(server.pid());
  const auto flood = [&](const std::vector<std::string>& targets, std::chrono::seconds length) {
    std::atomic<long> highest{0};
    std::atomic<int> served{0};
    const auto until = std::chrono::steady_clock::now() + length;
    std::vector<std::thread> threads;
    for (int address = 2; address < 10; ++address)
      for (int connection = 0; connection < 4; ++connection)
        threads.emplace_back([&, address, connection] {
          const std::string from = "127.0.0." + std::to_string(address);
          std::mt19937 random(static_cast<unsigned>(address * 10 + connection));
          while (std::chrono::steady_clock::now() < until) {
            const std::string page = targets[random() % targets.size()] +
                                     "?from=" + std::to_string(random() % 2000) + "&count=500";
            std::vector<std::pair<std::string, std::string>> headers;
            if (random() % 2) headers.push_back({"Accept-Encoding", "gzip"});
            try {
              if (http_request_from(from, server.port(), "GET", page, {}, headers).status == 200)
                ++served;
            } catch (const std::exception&) {
            }
            if (connection == 0) highest = std::max(highest.load(), resident_kb(server.pid()));
          }
        });
    for (auto& thread : threads) thread.join();
    return std::pair{highest.load(), served.load()};
  };
  const auto [pages_peak, pages_served] =
      flood({"/api/rooms/" + rooms[0] + "/replay"}, std::chrono::seconds(15));
  MESSAGE("pages of one game: " << pages_served << " served, RSS " << before / 1024
                                << " MB before, " << pages_peak / 1024 << " MB at most");
  std::vector<std::string> all;
  for (const auto& room : rooms) all.push_back("/api/rooms/" + room + "/replay");
  const auto [mixed_peak, mixed_served] = flood(all, std::chrono::seconds(15));
  MESSAGE("three games: " << mixed_served << " served, RSS " << mixed_peak / 1024 << " MB at most");
  // Time itself is measured here: what the server's memory is a minute on.
  std::this_thread::sleep_for(std::chrono::seconds(60));
  const long after = resident_kb(server.pid());
  MESSAGE("a minute later: RSS " << after / 1024 << " MB; budget " << cache_budget / (1 << 20)
                                 << " MB");
  CHECK(std::max(pages_peak, mixed_peak) - before < (cache_budget >> 10) + 64 * 1024);
}
