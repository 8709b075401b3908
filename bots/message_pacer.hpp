#pragma once
// The client's copy of the server's per-connection credit bucket (PROTOCOL.md
// section 1): tells when the next message may go out without the server
// closing the connection as rate limited. A Kangaroo chain is many decisions
// in a row, each one sent the moment the view allows it, so a bot that does
// not pace itself is closed in the middle of a game.
#include <chrono>

namespace kangaroom::bots {

class MessagePacer {
 public:
  using Clock = std::chrono::steady_clock;

  // Keep this share of the announced limits, for the clock differences
  // between the two ends.
  static constexpr double safety_share = 0.8;

  // The limits `welcome` announced; the bucket starts full, as the server's
  // does on a new connection. Until then (or with a rate of 0) nothing waits.
  void set_limits(double messages_per_second, double burst, Clock::time_point now);
  // How long to wait before one more message may be sent (zero: now).
  Clock::duration wait_before_next(Clock::time_point now);
  // One message was sent.
  void spend(Clock::time_point now);

 private:
  void refill(Clock::time_point now);

  double rate_ = 0;
  double burst_ = 0;
  double credits_ = 0;
  Clock::time_point refilled_at_{};
};

}  // namespace kangaroom::bots
