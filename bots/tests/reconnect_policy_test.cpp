// When a seat comes back to its room, and after how long: a cluster's
// `room_elsewhere` and close code 4000, a server going away (1001) and a lost
// connection all lead to a new connection and a join with the seat token,
// after 250 ms doubling up to 2 s, with jitter.
#include "reconnect_policy.hpp"

#include <doctest/doctest.h>

#include <vector>

namespace {

using kangaroom::bots::means_room_elsewhere;
using kangaroom::bots::reconnect_delay;
using kangaroom::bots::reconnects_after_close;
using std::chrono::milliseconds;

}  // namespace

TEST_CASE("room_elsewhere is the one error code that sends a join to another connection") {
  CHECK(means_room_elsewhere("room_elsewhere"));
  for (const char* code : {"unknown_room", "bad_token", "shutting_down", "storage_unavailable",
                           "room_full", "not_your_turn", "", "room_elsewhere "})
    CHECK_FALSE(means_room_elsewhere(code));
}

TEST_CASE("a seat with its token comes back after any end of its connection") {
  // 0: no close frame (dropped, refused, a handshake the proxy declined).
  for (const int code : {0, 1000, 1001, 1006, 1008, 1011, 4000})
    CHECK(reconnects_after_close(code, /*has_seat_token=*/true, /*room_known=*/true));
}

TEST_CASE("without a seat token only the server's own 'come back' (4000, 1001) is followed") {
  CHECK(reconnects_after_close(4000, false, true));
  CHECK(reconnects_after_close(1001, false, true));
  // A server that cannot be reached, or drops us before we sat down: an error.
  for (const int code : {0, 1000, 1006, 1008, 1011})
    CHECK_FALSE(reconnects_after_close(code, false, true));
  // No room yet (creating one): nothing to join again.
  CHECK_FALSE(reconnects_after_close(4000, false, false));
  CHECK_FALSE(reconnects_after_close(1001, false, false));
}

TEST_CASE("the pause: 250 ms, doubling up to 2 s, then 2 s for ever (no jitter at 0.5)") {
  std::vector<long long> pauses;
  for (const int attempt : {1, 2, 3, 4, 5, 6, 30, 1000})
    pauses.push_back(reconnect_delay(attempt, 0.5).count());
  CHECK(pauses == std::vector<long long>{250, 500, 1000, 2000, 2000, 2000, 2000, 2000});
  // Out-of-range attempts take the first pause.
  CHECK(reconnect_delay(0, 0.5) == milliseconds(250));
  CHECK(reconnect_delay(-5, 0.5) == milliseconds(250));
}

TEST_CASE("jitter keeps each pause within 20% of its base") {
  const long long bases[] = {250, 500, 1000, 2000, 2000};
  for (int attempt = 1; attempt <= 5; ++attempt) {
    const long long base = bases[attempt - 1];
    CHECK(reconnect_delay(attempt, 0.0).count() == base * 8 / 10);
    CHECK(reconnect_delay(attempt, 1.0).count() == base * 12 / 10);
    for (double unit = 0.0; unit < 1.0; unit += 0.05) {
      const auto pause = reconnect_delay(attempt, unit).count();
      CHECK(pause >= base * 8 / 10);
      CHECK(pause <= base * 12 / 10);
    }
  }
  // A random source outside [0, 1) cannot push a pause outside its bounds.
  CHECK(reconnect_delay(4, -3.0) == milliseconds(1600));
  CHECK(reconnect_delay(4, 7.0) == milliseconds(2400));
}
