#include "message_pacer.hpp"

#include <algorithm>
#include <cmath>

namespace kangaroom::bots {

void MessagePacer::set_limits(double messages_per_second, double burst, Clock::time_point now) {
  rate_ = std::max(0.0, messages_per_second * safety_share);
  // At least one whole credit, or a small announced burst would never let
  // anything through.
  burst_ = std::max(1.0, std::floor(burst * safety_share));
  credits_ = burst_;
  refilled_at_ = now;
}

void MessagePacer::refill(Clock::time_point now) {
  if (now <= refilled_at_) return;
  const double seconds = std::chrono::duration<double>(now - refilled_at_).count();
  credits_ = std::min(burst_, credits_ + seconds * rate_);
  refilled_at_ = now;
}

MessagePacer::Clock::duration MessagePacer::wait_before_next(Clock::time_point now) {
  if (rate_ <= 0) return Clock::duration::zero();
  refill(now);
  if (credits_ >= 1.0) return Clock::duration::zero();
  const auto wait = std::chrono::duration<double>((1.0 - credits_) / rate_);
  // Rounded up, so that the credit is really there when the wait is over.
  return std::chrono::ceil<Clock::duration>(wait) + std::chrono::milliseconds(1);
}

void MessagePacer::spend(Clock::time_point now) {
  if (rate_ <= 0) return;
  refill(now);
  credits_ -= 1.0;
}

}  // namespace kangaroom::bots
