// RoomRecord: the saved form round-trips, a room saved before the record
// existed loads unchanged, and replays carry no token hashes.
#include "server/room/room_record.hpp"

#include <doctest/doctest.h>

#include "server/store/room_write.hpp"

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

TEST_CASE("a head, a checkpoint and events add up to the record; the head holds no history") {
  const RoomRecord record = sample_record();
  const Json head = head_json(record);
  CHECK(head["format"] == 2);
  for (const char* history : {"game_state", "log", "moves", "chat", "version", "outcome"}) {
    CAPTURE(history);
    CHECK_FALSE(head.contains(history));
  }
  StoredRoom stored;
  stored.code = record.code;
  stored.head = head.dump();
  stored.version = 40;
  stored.checkpoint = StoredCheckpoint{2, 1, R"({"anything":1})", "[]", false, 1};
  stored.events = {{1, StoredEvent::Kind::move, 1, 5, 0, R"(0 {"old":true})"},  // round 1
                   {2, StoredEvent::Kind::move, 2, 6, 0, R"(0 {"type":"jump"})"},
                   {3, StoredEvent::Kind::chat, 2, 7, 0, R"({"type":"chat"})"},
                   {4, StoredEvent::Kind::move, 2, 8, 0, R"(1 {"type":"stop"})"}};
  RoomRecord back;
  std::string error;
  REQUIRE_MESSAGE(from_stored(stored, back, error), error);
  CHECK(back.version == 40);
  CHECK(back.game_state == record.game_state);
  CHECK(back.game_state_moves == 1);  // the checkpoint's: the second move is played again
  REQUIRE(back.moves.size() == 2);    // the round's own, not round 1's
  CHECK(back.moves[1].seat == 1);
  CHECK(back.moves[1].move == Json{{"type", "stop"}});
  CHECK(back.chat == record.chat);
  CHECK(head_json(back) == head);
  CHECK_FALSE(back.saved_whole);

  // A checkpoint of another round than the head's is refused.
  stored.checkpoint->round = 1;
  CHECK_FALSE(from_stored(stored, back, error));
  // A record saved whole before the log loads as it was.
  stored.head = to_json(record).dump();
  stored.checkpoint.reset();
  stored.events.clear();
  REQUIRE(from_stored(stored, back, error));
  CHECK(back.saved_whole);
  CHECK(to_json(back) == to_json(record));
}

TEST_CASE("a move line says who played it: a person, a bot seat or the turn clock's bot") {
  const Json move = {{"type", "place"}, {"at", {1, 2}}};
  const std::string text = move.dump();
  CHECK(played_move_line(2, "", text) == "2 " + text);
  CHECK(played_move_line(2, "clock", text) == "2:clock " + text);
  for (const char* by : {"", "bot", "clock"}) {
    const PlayedMove read = played_from_line(played_move_line(3, by, text));
    CHECK(read.seat == 3);
    CHECK(read.move == move);
    CHECK(read.by == by);
  }
  // A line written before moves said who played them reads as a person's.
  CHECK(played_from_line("1 {\"resign\":true}").by.empty());
  CHECK_THROWS(played_from_line("no-seat"));
}

TEST_CASE("a replay made from the move lines as text equals the one made from parsed moves") {
  RoomRecord record = sample_record();
  const std::vector<std::string> lines = {
      played_move_line(0, "", R"({"to":[1,2],"type":"jump"})"),
      played_move_line(1, "clock", R"({"type":"stop"})"),
      played_line({-1, Json{{"kind", "takeback"}, {"seat", 1}, {"to", 3}}, {}, true}),
      played_move_line(1, "bot", R"({"name":"say \"hi\"","type":"stop"})")};
  std::string text = "[";
  record.moves.clear();
  for (const std::string& line : lines) {
    if (text.size() > 1) text.push_back(',');
    append_move_json(text, line);
    record.moves.push_back(played_from_line(line));
  }
  text.push_back(']');
  const Json from_text = Json::parse(replay_text(record, text, 99));
  const Json parsed = Json::parse(replay_text(record, 99));
  CHECK(from_text == parsed);
  CHECK(from_text["moves"].size() == 4);
  CHECK(from_text["moves"][1] == Json{{"by", "clock"}, {"move", {{"type", "stop"}}}, {"seat", 1}});
  CHECK(from_text["moves"][2].contains("agreed"));
  CHECK_THROWS(append_move_json(text, "no-seat"));
}
