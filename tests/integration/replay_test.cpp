// Finished games as replays: for every game, a whole game is played over
// sockets with a spectator watching; the replay the server then serves
// re-plays the recorded moves with the engine, and its last position must be
// exactly what the spectator saw at the end.
#include <doctest/doctest.h>
#include <stdlib.h>
#include <zlib.h>

#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>
#include <chrono>
#include <csignal>
#include <filesystem>

#include "long_game.hpp"
#include "table.hpp"
#include "temp_dir.hpp"

using namespace kangaroom::testing;

namespace {

Json replay_of(std::uint16_t port, const std::string& target, int expected_status = 200) {
  const auto response = http_request(port, "GET", target);
  CHECK(response.status == expected_status);
  CHECK(response.content_type.rfind("application/json", 0) == 0);
  return Json::parse(response.body);
}

// The spectator's whole game view at `step`: the changing part with the constant part over it.
Json game_at(const Json& replay, std::size_t step) {
  Json game = replay["steps"][step]["game"];
  game.update(replay["constant"]);
  return game;
}

// The data of a gzip stream (the test's own inflater, not the server's).
std::string gunzip(const std::string& gzipped) {
  z_stream stream{};
  REQUIRE(inflateInit2(&stream, 15 + 16) == Z_OK);
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(gzipped.data()));
  stream.avail_in = static_cast<uInt>(gzipped.size());
  std::string out;
  int result = Z_OK;
  while (result == Z_OK) {
    char chunk[65536];
    stream.next_out = reinterpret_cast<Bytef*>(chunk);
    stream.avail_out = sizeof chunk;
    result = inflate(&stream, Z_NO_FLUSH);
    out.append(chunk, sizeof chunk - stream.avail_out);
  }
  inflateEnd(&stream);
  CHECK(result == Z_STREAM_END);
  return out;
}

HttpResult get(std::uint16_t port, const std::string& target,
               const std::vector<std::pair<std::string, std::string>>& headers = {},
               const std::string& method = "GET") {
  return http_request_from("127.0.0.1", port, method, target, {}, headers);
}

// A header field of a response, or empty.
std::string header(const HttpResult& result, const std::string& name) {
  const auto found = result.headers.find(name);
  return found == result.headers.end() ? std::string() : found->second;
}

// Steps of a game of `moves` moves, when it is read in pages.
constexpr int long_game_moves = 2100;

}  // namespace

TEST_CASE(
    "every finished game can be replayed move by move, ending where the spectator saw it end") {
  const auto games = every_game();
  ServerProcess server(fast_server_arguments());
  for (const auto& game : games) {
    CAPTURE(std::string(game.game));
    Table table = open_table(server.port(), game.players, false, 31, game.game, game.options);
    auto spectator = std::make_unique<TestClient>(server.port());
    REQUIRE(spectator->request({{"type", "join"}, {"room", table.room}})["type"] == "joined");
    const std::string target = "/api/rooms/" + table.room + "/replay";
    // Nothing to replay while the game is on: a replay never shows a game in progress.
    CHECK(replay_of(server.port(), target, 404)["code"] == "not_finished");
    REQUIRE(table.clients[0]->request({{"type", "start"}})["type"] == "ok");
    std::vector<TestClient*> everyone = {spectator.get()};
    for (auto& client : table.clients) everyone.push_back(client.get());
    everyone_catch_up(everyone, table.clients[0]->tracker().version());
    std::mt19937 random(8);
    const int moves = play(table, random, {spectator.get()});
    REQUIRE(spectator->view()["room"]["status"] == "finished");

    const Json replay = replay_of(server.port(), target);
    CHECK(replay["game"] == game.game);
    CHECK(replay["round"] == 1);
    CHECK(replay["players"] == game.players);
    CHECK(replay["seed"].is_string());
    CHECK(replay["moves"].size() == static_cast<std::size_t>(moves));
    REQUIRE(replay["steps"].size() == static_cast<std::size_t>(moves) + 1);
    CHECK(replay["step_count"] == moves + 1);
    CHECK(replay["outcome"] == spectator->view()["outcome"]);
    for (int seat = 0; seat < game.players; ++seat)
      CHECK(replay["seats"][seat]["name"] == "P" + std::to_string(seat));
    CHECK(game_at(replay, replay["steps"].size() - 1) == spectator->view()["game"]);
    CHECK(replay["steps"].back()["to_act"].empty());
    const bool hidden_hands = std::string(game.game) == "jackaroo";
    for (std::size_t step = 0; step < replay["steps"].size(); ++step) {
      // The positions are a spectator's: no hand of cards in them...
      const Json position = game_at(replay, step);
      CHECK(position.value("hand", Json::array()).empty());
      // ...and, the game being over, what each seat alone held is shown
      // beside them (Jackaroo's hands); a game without hidden cards has none.
      const Json& at = replay["steps"][step];
      REQUIRE(at.contains("revealed") == hidden_hands);
      if (!hidden_hands) continue;
      REQUIRE(at["revealed"].size() == static_cast<std::size_t>(game.players));
      for (const auto& own : at["revealed"]) CHECK(own.at("hand").is_array());
    }
    if (hidden_hands) {
      // The last step's hands are the ones each seat was left holding.
      for (int seat = 0; seat < game.players; ++seat)
        CHECK(replay["steps"].back()["revealed"][seat]["hand"] ==
              table.clients[static_cast<std::size_t>(seat)]->view()["game"]["hand"]);
      // The start: every seat was dealt a hand.
      for (const auto& own : replay["steps"][0]["revealed"]) CHECK(!own["hand"].empty());
    }
    CHECK(replay_of(server.port(), target + "?round=1")["steps"] == replay["steps"]);
    CHECK(replay_of(server.port(), target + "?round=2", 404)["code"] == "unknown_room");
  }
  CHECK(replay_of(server.port(), "/api/rooms/aaaaaaaaaaaaaaaa/replay", 404)["code"] ==
        "unknown_room");
  CHECK(replay_of(server.port(), "/api/rooms/aaaaaaaaaaaaaaaa/replay?round=zero", 400)["code"] ==
        "bad_field");
  for (const char* query :
       {"?count=501", "?count=0", "?from=-1", "?from=1&from=2", "?page=1", "?from"})
    CHECK(replay_of(server.port(), std::string("/api/rooms/aaaaaaaaaaaaaaaa/replay") + query,
                    400)["code"] == "bad_field");
}

TEST_CASE(
    "a long game's replay is read in pages; the whole of it is refused with replay_too_long") {
  ServerProcess server(fast_server_arguments());
  const std::string room = play_long_game(server.port(), long_game_moves);
  const std::string target = "/api/rooms/" + room + "/replay";
  const auto too_long = get(server.port(), target);
  CHECK(too_long.status == 413);
  CHECK(Json::parse(too_long.body)["code"] == "replay_too_long");

  // Every page, put together, is the game: each step after the first names its move.
  Json steps = Json::array();
  std::size_t step_count = 0;
  std::size_t bytes = 0;
  do {
    const auto page =
        get(server.port(), target + "?round=1&from=" + std::to_string(steps.size()) + "&count=500");
    REQUIRE(page.status == 200);
    bytes += page.body.size();
    CHECK(page.headers.count("content-encoding") == 0);  // the client did not accept gzip
    const Json body = Json::parse(page.body);
    CHECK(body["game"] == "kangaroo");
    CHECK(body["round"] == 1);
    CHECK(body["constant"].is_object());
    CHECK_FALSE(body.contains("moves"));
    CHECK(body["from"] == steps.size());
    step_count = body["step_count"];
    REQUIRE(!body["steps"].empty());
    CHECK(body["steps"].size() <= 500);
    for (const auto& step : body["steps"]) steps.push_back(step);
  } while (steps.size() < step_count);
  CHECK(steps.size() == step_count);
  CHECK(step_count > static_cast<std::size_t>(long_game_moves));
  CHECK_FALSE(steps[0].contains("move"));
  for (std::size_t step = 1; step < steps.size(); ++step)
    CHECK(steps[step]["move"].contains("seat"));
  CHECK(steps.back()["to_act"].empty());
  CHECK(steps.back()["events"].back()["type"] == "game_over");
  MESSAGE("a game of " << step_count << " steps, in pages of 500: " << bytes << " bytes");

  // Past the end: no steps, and how many there are.
  const Json past = Json::parse(get(server.port(), target + "?from=999999").body);
  CHECK(past["steps"].empty());
  CHECK(past["step_count"] == step_count);
  // A page from the middle is the same steps.
  const Json middle = Json::parse(get(server.port(), target + "?from=1234&count=3").body);
  REQUIRE(middle["steps"].size() == 3);
  CHECK(middle["steps"][0] == steps[1234]);
  CHECK(middle["steps"][2] == steps[1236]);
}

TEST_CASE(
    "a replay has a strong ETag (304 when unchanged), goes out gzipped when accepted, and "
    "HEAD has no body") {
  ServerProcess server(fast_server_arguments());
  Table table = open_table(server.port(), 2, true, 12);
  std::vector<TestClient*> everyone;
  for (auto& client : table.clients) everyone.push_back(client.get());
  everyone_catch_up(everyone, table.clients[0]->tracker().version());
  std::mt19937 random(5);
  play(table, random);
  const std::string target = "/api/rooms/" + table.room + "/replay";

  // HEAD before anything was built: the headers, no body, no length (nothing was rendered for it).
  const auto cold_head = get(server.port(), target + "?round=1", {}, "HEAD");
  CHECK(cold_head.status == 200);
  CHECK(cold_head.body.empty());
  CHECK(cold_head.headers.count("content-length") == 0);
  CHECK(get(server.port(), target + "?round=1", {}, "HEAD").headers.count("content-length") == 0);

  const auto plain = get(server.port(), target + "?round=1");
  REQUIRE(plain.status == 200);
  CHECK(plain.etag.size() > 2);
  CHECK(plain.etag.front() == '"');  // strong
  CHECK(plain.cache_control.find("max-age") != std::string::npos);
  CHECK(header(plain, "vary") == "Accept-Encoding");
  CHECK(plain.etag == cold_head.etag);
  // The room's latest game (no round) is revalidated: a rematch changes it.
  CHECK(get(server.port(), target).cache_control == "no-cache");

  const auto gzipped = get(server.port(), target + "?round=1", {{"Accept-Encoding", "gzip, br"}});
  REQUIRE(gzipped.status == 200);
  CHECK(header(gzipped, "content-encoding") == "gzip");
  CHECK(gzipped.etag != plain.etag);
  CHECK(gunzip(gzipped.body) == plain.body);
  MESSAGE("replay of " << Json::parse(plain.body)["steps"].size() << " steps: " << plain.body.size()
                       << " bytes, gzipped " << gzipped.body.size());

  // Unchanged: 304 with no body, for either encoding's ETag.
  const auto unchanged = get(server.port(), target + "?round=1", {{"If-None-Match", plain.etag}});
  CHECK(unchanged.status == 304);
  CHECK(unchanged.body.empty());
  CHECK(unchanged.etag == plain.etag);
  CHECK(get(server.port(), target + "?round=1",
            {{"Accept-Encoding", "gzip"}, {"If-None-Match", "\"x\", " + gzipped.etag}})
            .status == 304);
  CHECK(get(server.port(), target + "?round=1", {{"If-None-Match", "\"other\""}}).status == 200);
  // A page has its own ETag.
  CHECK(get(server.port(), target + "?round=1&from=0&count=2").etag != plain.etag);

  // HEAD once built: the length of what GET sends, still no body.
  const auto head = get(server.port(), target + "?round=1", {}, "HEAD");
  CHECK(head.status == 200);
  CHECK(head.body.empty());
  CHECK(header(head, "content-length") == std::to_string(plain.body.size()));
  const auto gzip_head =
      get(server.port(), target + "?round=1", {{"Accept-Encoding", "gzip"}}, "HEAD");
  CHECK(header(gzip_head, "content-length") == std::to_string(gzipped.body.size()));
  CHECK(gzip_head.body.empty());
}

TEST_CASE(
    "replay builds beyond an address's budget are refused with 503, Retry-After and "
    "replays_busy; other addresses are served") {
  ServerProcess server(fast_server_arguments());
  const std::string room = play_long_game(server.port(), long_game_moves);
  // Sixteen pages at once from one address, nothing rendered yet: the first
  // renders the game, and the address may have two builds under way.
  boost::asio::io_context io;
  std::vector<boost::asio::ip::tcp::socket> sockets;
  for (int i = 0; i < 16; ++i)
    sockets.push_back(open_silent_connection(io, "127.0.0.2", server.port()));
  for (std::size_t i = 0; i < sockets.size(); ++i) {
    namespace http = boost::beast::http;
    http::request<http::empty_body> request{
        http::verb::get,
        "/api/rooms/" + room + "/replay?from=" + std::to_string(i * 10) + "&count=5", 11};
    request.set(http::field::host, "127.0.0.1");
    http::write(sockets[i], request);
  }
  int served = 0, busy = 0;
  for (auto& socket : sockets) {
    namespace http = boost::beast::http;
    boost::beast::flat_buffer buffer;
    http::response<http::string_body> response;
    http::read(socket, buffer, response);
    if (response.result_int() == 200) {
      ++served;
      CHECK(Json::parse(response.body())["steps"].size() == 5);
    } else {
      CHECK(response.result_int() == 503);
      CHECK(response[boost::beast::http::field::retry_after] == "2");
      CHECK(Json::parse(response.body())["code"] == "replays_busy");
      ++busy;
    }
  }
  MESSAGE(served << " served, " << busy << " refused as busy");
  CHECK(served >= 2);
  CHECK(busy >= 1);
  CHECK(served + busy == 16);
  // Once built, pages of the same game are served to anyone.
  CHECK(get(server.port(), "/api/rooms/" + room + "/replay?from=7").status == 200);
}

TEST_CASE("replays outlive the room and the server: they are kept on disk") {
  TempDir data_dir;
  const std::string& data = data_dir.path;
  const auto arguments = fast_server_arguments({"--data-dir", data});
  std::string room;
  Json first;
  {
    ServerProcess server(arguments);
    Table table = open_table(server.port(), 2, true, 44);
    std::vector<TestClient*> everyone;
    for (auto& client : table.clients) everyone.push_back(client.get());
    everyone_catch_up(everyone, table.clients[0]->tracker().version());
    std::mt19937 random(3);
    play(table, random);
    room = table.room;
    first = replay_of(server.port(), "/api/rooms/" + room + "/replay");
    server.stop(SIGTERM);
  }
  ServerProcess again(arguments);
  CHECK(replay_of(again.port(), "/api/rooms/" + room + "/replay") == first);
}

// Figures for bench/README.md, not a test: run it with
//   build/asan/tests/integration_tests -tc='bench: replay*' --no-skip
// (the server's log, on stderr, says how long the rendering itself took).
// The figures in bench/README.md were taken with 20,000 requests, before
// Kangaroo had a move limit; the longest game now is about 2,600.
TEST_CASE("bench: replay of the longest Kangaroo game, built and cached" * doctest::skip()) {
  ServerProcess server(fast_server_arguments({"--log-level", "info"}));
  const std::string room = play_long_game(server.port(), 2500);
  const std::string target = "/api/rooms/" + room + "/replay?round=1";
  const auto timed = [&](const std::string& what, const std::string& query,
                         std::vector<std::pair<std::string, std::string>> headers = {},
                         const std::string& method = "GET") {
    const auto start = std::chrono::steady_clock::now();
    const auto result = get(server.port(), target + query, headers, method);
    const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
                            std::chrono::steady_clock::now() - start)
                            .count();
    MESSAGE(what << ": " << result.status << ", " << result.body.size() << " bytes, "
                 << micros / 1000.0 << " ms");
    return result;
  };
  const auto whole = timed("whole replay, first request (renders)", "");
  CHECK(whole.status == 413);
  timed("HEAD of page 0, nothing built", "&from=0&count=500", {}, "HEAD");
  timed("page 0 (500 steps), plain, first", "&from=0&count=500");
  timed("page 0, plain, again (cached gzip, inflated)", "&from=0&count=500");
  timed("page 0, gzip, cached", "&from=0&count=500", {{"Accept-Encoding", "gzip"}});
  timed("page 19500, gzip, first (cut from the rendered game)", "&from=19500&count=500",
        {{"Accept-Encoding", "gzip"}});
  timed("page 19500, gzip, again", "&from=19500&count=500", {{"Accept-Encoding", "gzip"}});
  const auto etag = timed("page 19500, plain", "&from=19500&count=500").etag;
  timed("page 19500, If-None-Match", "&from=19500&count=500", {{"If-None-Match", etag}});
  timed("HEAD of page 19500, built", "&from=19500&count=500", {}, "HEAD");
  std::size_t plain = 0, gzipped = 0;
  for (std::size_t from = 0; from < 20003; from += 500) {
    plain += timed("page", "&from=" + std::to_string(from)).body.size();
    gzipped += timed("page gzip", "&from=" + std::to_string(from), {{"Accept-Encoding", "gzip"}})
                   .body.size();
  }
  MESSAGE("all pages: " << plain << " bytes plain, " << gzipped << " gzipped");
}
