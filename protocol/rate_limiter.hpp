#pragma once
// Per-connection flood control: a credit bucket that refills at a steady
// rate up to a burst size. Each message spends one credit (pings are free,
// the caller simply does not charge them). The caller passes the time in, so
// tests drive it with a fake clock.
#include <chrono>

namespace kangaroom::protocol {

class RateLimiter {
 public:
  using Clock = std::chrono::steady_clock;

  // `credits_per_second` > 0, `burst` >= 1. The bucket starts full.
  RateLimiter(double credits_per_second, double burst, Clock::time_point now);

  // Spends `cost` credits if the bucket holds them; false (and nothing
  // spent) if not.
  bool try_spend(Clock::time_point now, double cost = 1.0);

  double credits(Clock::time_point now);

 private:
  void refill(Clock::time_point now);

  double credits_per_second_;
  double burst_;
  double credits_;
  Clock::time_point last_refill_;
};

}  // namespace kangaroom::protocol
