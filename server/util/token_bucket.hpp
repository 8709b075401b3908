#pragma once
// A token bucket: credits that refill at a steady rate up to a burst size,
// spent by what it limits (a connection's messages, an address's HTTP
// requests, a room's rematches). The caller passes the time in, so tests
// drive it with a fake clock.
#include <chrono>

namespace kangaroom::server {

class TokenBucket {
 public:
  using Clock = std::chrono::steady_clock;

  // `credits_per_second` > 0, `burst` >= 1. The bucket starts full.
  TokenBucket(double credits_per_second, double burst, Clock::time_point now);

  // Spends `cost` credits if the bucket holds them; false (and nothing
  // spent) if not.
  bool try_spend(Clock::time_point now, double cost = 1.0);

  double credits(Clock::time_point now);
  // Refilled up to its burst: the bucket is as if it had never been used.
  bool full(Clock::time_point now) { return credits(now) >= burst_; }

 private:
  void refill(Clock::time_point now);

  double credits_per_second_;
  double burst_;
  double credits_;
  Clock::time_point last_refill_;
};

}  // namespace kangaroom::server
