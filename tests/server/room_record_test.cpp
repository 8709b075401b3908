// RoomRecord: the saved form round-trips, a room saved before the record
// existed loads unchanged, and replays carry no token hashes.
#include "server/room/room_record.hpp"

#include <doctest/doctest.h>

using namespace kangaroom;
using namespace kangaroom::server;

namespace {
RoomRecord sample_record() {
  RoomRecord record;
  record.code = "abcdefghijklmnop";
  record.game = "kangaroo";
  record.options = {{"board", "standard"}};
  record.chosen_seed = 42;
  record.host_token_hash = std::string(64, 'a');
  record.seats = {{std::string(64, 'b'), "Ann", "joey", "#d94f3d", std::nullopt},
                  {"", "Bot 2 (easy)", "robot", "#2f7dd1", protocol::BotLevel::easy}};
  record.host_seat = 0;
  record.ever_joined = true;
  record.status = RoomStatus::finished;
  record.round = 2;
  record.round_seed = 18446744073709551615ULL;
  record.game_state = {{"anything", 1}};
  record.log = Json::array({{{"seq", 1}, {"event", {{"type", "x"}}}}});
  record.next_log_seq = 2;
  record.outcome = {{"winners", {0}}};
  record.moves = {{0, {{"type", "jump"}}}, {1, {{"type", "stop"}}}};
  record.turn_clock = {30, protocol::BotLevel::hard};
  record.turn_deadline_unix_ms = 1234;
  record.version = 17;
  record.chat = {R"({"type":"chat"})"};
  return record;
}
}  // namespace

TEST_CASE("a record written and read back is the same record") {
  const RoomRecord record = sample_record();
  RoomRecord back;
  std::string error;
  REQUIRE(from_json(to_json(record), back, error));
  CHECK(to_json(back) == to_json(record));
  CHECK(back.seats[1].bot == protocol::BotLevel::easy);
  CHECK(back.moves.size() == 2);
  CHECK(back.turn_deadline_unix_ms == 1234);
  CHECK(back.round_seed == 18446744073709551615ULL);
}

TEST_CASE("the saved form keeps the field names rooms were saved with") {
  // Data directories written before RoomRecord must still load.
  const Json saved = to_json(sample_record());
  for (const char* field : {"format",        "code",
                            "game",          "options",
                            "seed",          "host_token_hash",
                            "host_seat",     "host_handed_over",
                            "seats",         "status",
                            "round",         "version",
                            "ever_joined",   "game_state",
                            "log",           "log_has_private",
                            "next_log_seq",  "outcome",
                            "round_seed",    "turn_clock",
                            "turn_deadline", "moves",
                            "chat"}) {
    CAPTURE(field);
    CHECK(saved.contains(field));
  }
  CHECK(saved["format"] == 1);
  CHECK(saved["status"] == "finished");
}

TEST_CASE("an unusable saved record is refused with a reason") {
  Json saved = to_json(sample_record());
  RoomRecord back;
  std::string error;
  saved["format"] = 99;
  CHECK_FALSE(from_json(saved, back, error));
  CHECK(error.find("format") != std::string::npos);
  saved = to_json(sample_record());
  saved["status"] = "paused";
  CHECK_FALSE(from_json(saved, back, error));
  saved = to_json(sample_record());
  saved.erase("moves");
  CHECK_THROWS_AS(from_json(saved, back, error), Json::exception);
}

TEST_CASE("a replay holds the moves, the seed as a string and the seats without token hashes") {
  const Json replay = Json::parse(replay_text(sample_record(), 99));
  CHECK(replay["room"] == "abcdefghijklmnop");
  CHECK(replay["seed"] == "18446744073709551615");
  CHECK(replay["players"] == 2);
  CHECK(replay["moves"].size() == 2);
  CHECK(replay["moves"][1] == Json{{"seat", 1}, {"move", {{"type", "stop"}}}});
  CHECK(replay["finished_at"] == 99);
  CHECK(replay.dump().find(std::string(64, 'b')) == std::string::npos);
  CHECK(replay.dump().find(std::string(64, 'a')) == std::string::npos);
}
