#include "server/util/token_bucket.hpp"

#include <algorithm>

namespace kangaroom::server {

TokenBucket::TokenBucket(double credits_per_second, double burst, Clock::time_point now)
    : credits_per_second_(credits_per_second),
      burst_(std::max(1.0, burst)),
      credits_(burst_),
      last_refill_(now) {}

void TokenBucket::refill(Clock::time_point now) {
  if (now <= last_refill_) return;  // a clock that stands still or steps back adds nothing
  const std::chrono::duration<double> elapsed = now - last_refill_;
  credits_ = std::min(burst_, credits_ + elapsed.count() * credits_per_second_);
  last_refill_ = now;
}

bool TokenBucket::try_spend(Clock::time_point now, double cost) {
  refill(now);
  if (credits_ < cost) return false;
  credits_ -= cost;
  return true;
}

double TokenBucket::credits(Clock::time_point now) {
  refill(now);
  return credits_;
}

}  // namespace kangaroom::server
