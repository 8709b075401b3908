// Seating alone: seats, tokens, away and replaceable (computed from the
// time), and the host's handover.
#include "server/room/seating.hpp"

#include <doctest/doctest.h>

#include "server/util/sha256.hpp"

using namespace kangaroom;
using namespace kangaroom::server;
using namespace std::chrono_literals;
using Clock = Seating::Clock;

TEST_CASE("a person's seat: its token finds it, and nothing else does") {
  Seating seats(3, sha256_hex("host"), 30s);
  const std::string token = seats.seat_person(1, "", "", "");
  CHECK(seats[1].name == "Player 2");
  CHECK(seats[1].color == Seating::default_color(1));
  CHECK(seats.seat_of_token_hash(sha256_hex(token)) == 1);
  CHECK_FALSE(seats.seat_of_token_hash(sha256_hex(token + "x")));
  CHECK_FALSE(seats.seat_of_token_hash(sha256_hex("")));
  CHECK(seats.host_token_matches(sha256_hex("host")));
  CHECK_FALSE(seats.host_token_matches(sha256_hex("Host")));
  CHECK(seats.first_vacant() == 0);
  CHECK(seats.any_vacant());
}

TEST_CASE("a seat is replaceable once its person has been away for the grace period") {
  Seating seats(2, sha256_hex("host"), 30s);
  const Clock::time_point start{};
  seats.seat_person(0, "Ann", "", "");
  CHECK_FALSE(seats.replaceable(0, start + 1h));  // connected
  CHECK(seats.went_away(0, start, 0));
  CHECK(seats[0].away());
  CHECK_FALSE(seats.replaceable(0, start + 29s));
  CHECK(seats.replaceable(0, start + 30s));
  // Asked later, without anything brought up to date in between: still true.
  CHECK(seats.replaceable(0, start + 2h));
  // It became so exactly once, in the interval that holds the moment.
  CHECK_FALSE(seats.became_replaceable(start, start + 29s));
  CHECK(seats.became_replaceable(start + 29s, start + 30s));
  CHECK_FALSE(seats.became_replaceable(start + 30s, start + 40s));
  // Coming back ends it.
  seats.came_back(0);
  CHECK_FALSE(seats.replaceable(0, start + 2h));
  // Bots and vacant seats never are.
  seats.seat_bot(1, protocol::BotLevel::easy);
  CHECK_FALSE(seats.replaceable(1, start + 2h));
}

TEST_CASE("a person goes away once, from the first time it is reported; bots never do") {
  Seating seats(2, sha256_hex("host"), 30s);
  const Clock::time_point start{};
  seats.seat_person(0, "Ann", "", "");
  CHECK(seats[0].connected());
  CHECK(seats.went_away(0, start, 0));
  CHECK_FALSE(seats.went_away(0, start + 10s, 0));  // already away: it keeps its start
  CHECK(seats[0].away_since == start);
  CHECK(seats.replaceable(0, start + 30s));
  seats.came_back(0);
  CHECK(seats[0].connected());
  seats.seat_bot(1, protocol::BotLevel::easy);
  CHECK_FALSE(seats.went_away(1, start, 0));
  CHECK_FALSE(seats[1].away());
  CHECK_FALSE(seats[1].connected());
}

TEST_CASE("the host role passes to a connected person after the grace period, never to a bot") {
  Seating seats(3, sha256_hex("host"), 30s);
  const Clock::time_point start{};
  seats.seat_person(0, "Host", "", "");
  seats.set_host_seat(0);
  seats.seat_bot(1, protocol::BotLevel::easy);
  seats.seat_person(2, "Guest", "", "");
  seats.went_away(0, start, 0);
  seats.host_left(start);
  CHECK(seats.is_host(true, std::nullopt));
  CHECK_FALSE(seats.hand_over_host_if_away(start + 29s));
  CHECK(seats.hand_over_host_if_away(start + 30s) == 2);
  CHECK(seats.host_seat() == 2);
  CHECK(seats.host_handed_over());
  // The host token no longer makes anyone host; the seat does.
  CHECK_FALSE(seats.is_host(true, std::nullopt));
  CHECK(seats.is_host(false, 2));
}

TEST_CASE("emptying a seat keeps a thinking bot's pending answer, and drops the host seat") {
  Seating seats(2, sha256_hex("host"), 30s);
  seats.seat_bot(1, protocol::BotLevel::hard);
  REQUIRE(seats.start_bot_thinking(1));
  CHECK_FALSE(seats.start_bot_thinking(1));  // one question at a time
  seats.empty(1);
  CHECK(seats[1].vacant());
  CHECK(seats[1].bot_thinking);
  seats.seat_person(0, "Ann", "", "");
  seats.set_host_seat(0);
  seats.empty(0);
  CHECK_FALSE(seats.host_seat());
}

TEST_CASE("names and colours: taken ones are found, free ones are handed out") {
  Seating seats(4, sha256_hex("host"), 30s);
  seats.seat_person(0, " Ana ", "", "#DD4C3A");
  CHECK(seats.seat_named("ana", 1) == 0);
  CHECK(seats.seat_named("ANA  ", 1) == 0);
  CHECK_FALSE(seats.seat_named("ana", 0));  // one's own name
  CHECK_FALSE(seats.seat_named("anna", 1));
  CHECK(seats.seat_colored("#dd4c3a", 2) == 0);
  CHECK_FALSE(seats.seat_colored("#1482ee", 2));
  // Seat 1's default colour is free, seat 3's default name too; the colour
  // Ana took is skipped for a seat whose default it is.
  CHECK(seats.free_color(1) == Seating::default_color(1));
  seats.seat_person(1, "", "", Seating::default_color(2));
  CHECK(seats[1].color == Seating::default_color(2));
  CHECK(seats.free_color(2) == Seating::default_color(3));
  seats.seat_bot(2, protocol::BotLevel::hard);
  CHECK(seats[2].color == Seating::default_color(3));
  CHECK(seats.free_name("Ana", 3) == "Ana 2");
}

TEST_CASE("swapping seats moves everything a seat holds, and the host seat with its holder") {
  Seating seats(3, sha256_hex("host"), 30s);
  const std::string token = seats.seat_person(0, "Ana", "", "");
  seats.set_host_seat(0);
  seats.swap(0, 2);
  CHECK(seats[0].vacant());
  CHECK(seats[2].name == "Ana");
  CHECK(seats[2].connected());
  CHECK(seats.seat_of_token_hash(sha256_hex(token)) == 2);
  CHECK(seats.host_seat() == 2);
  seats.seat_bot(1, protocol::BotLevel::easy);
  seats.swap(2, 1);
  CHECK(seats.host_seat() == 1);
  CHECK(seats[2].bot);
}

TEST_CASE("the seats and host written to a record come back from it, every person away") {
  Seating seats(3, sha256_hex("host"), 30s);
  const Clock::time_point start{};
  const std::string token = seats.seat_person(0, "Ann", "roo", "#dd4c3a");
  seats.seat_bot(1, protocol::BotLevel::easy);
  seats.set_host_seat(0);
  RoomRecord record;
  record.ever_joined = true;
  seats.write(record);
  REQUIRE(record.seats.size() == 3);

  Seating back(1, "", 30s);
  back.restore(record, start, 0);
  REQUIRE(back.count() == 3);
  CHECK(back[0].name == "Ann");
  CHECK(back[0].color == "#dd4c3a");
  CHECK(back.seat_of_token_hash(sha256_hex(token)) == 0);
  CHECK(back[0].away());
  CHECK(back[1].bot == protocol::BotLevel::easy);
  CHECK(back[2].vacant());
  CHECK(back.host_seat() == 0);
  CHECK(back.host_token_matches(sha256_hex("host")));
}
