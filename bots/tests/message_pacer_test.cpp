// The bot's pacing mirrors the server's credit bucket: a burst goes out at
// once, then one message per credit refilled, never faster than the share of
// the announced rate it keeps.
#include "message_pacer.hpp"

#include <doctest/doctest.h>

namespace {

using kangaroom::bots::MessagePacer;
using Clock = MessagePacer::Clock;
using std::chrono::milliseconds;

// Sends as soon as the pacer allows, for `span`, and counts the messages.
int messages_sent_within(MessagePacer& pacer, Clock::time_point start, Clock::duration span) {
  int sent = 0;
  Clock::time_point now = start;
  while (true) {
    now += pacer.wait_before_next(now);
    if (now > start + span) return sent;
    pacer.spend(now);
    ++sent;
  }
}

}  // namespace

TEST_CASE("an unpaced pacer (no limits announced yet) never waits") {
  MessagePacer pacer;
  const auto now = Clock::now();
  for (int i = 0; i < 1000; ++i) {
    CHECK(pacer.wait_before_next(now) == Clock::duration::zero());
    pacer.spend(now);
  }
}

TEST_CASE("the server's defaults (30/s, bursts of 60): 48 at once, then 24 a second") {
  MessagePacer pacer;
  const auto start = Clock::now();
  pacer.set_limits(30, 60, start);
  CHECK(messages_sent_within(pacer, start, milliseconds(0)) == 48);
  // After the burst, one more only once a credit has refilled (1/24 s).
  const auto wait = pacer.wait_before_next(start);
  CHECK(wait > milliseconds(40));
  CHECK(wait < milliseconds(43));
  MessagePacer fresh;
  fresh.set_limits(30, 60, start);
  const int in_ten_seconds = messages_sent_within(fresh, start, std::chrono::seconds(10));
  CHECK(in_ten_seconds >= 48 + 239);
  CHECK(in_ten_seconds <= 48 + 240);
}

TEST_CASE("what the pacer lets through never empties the server's own bucket") {
  // The server's bucket, fed the pacer's sends: it must never go below zero.
  MessagePacer pacer;
  const auto start = Clock::now();
  pacer.set_limits(5, 3, start);
  double server_credits = 3;
  Clock::time_point now = start;
  Clock::time_point last = start;
  for (int sent = 0; sent < 500; ++sent) {
    now += pacer.wait_before_next(now);
    server_credits =
        std::min(3.0, server_credits + std::chrono::duration<double>(now - last).count() * 5);
    last = now;
    pacer.spend(now);
    server_credits -= 1;
    REQUIRE(server_credits >= 0);
  }
}

TEST_CASE("a tiny announced burst still lets one message through at a time") {
  MessagePacer pacer;
  const auto start = Clock::now();
  pacer.set_limits(1, 1, start);
  CHECK(pacer.wait_before_next(start) == Clock::duration::zero());
  pacer.spend(start);
  CHECK(pacer.wait_before_next(start) > milliseconds(1000));
}
