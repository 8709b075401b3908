// The credit bucket, driven by a fake clock.
#include "server/util/token_bucket.hpp"

#include <doctest/doctest.h>

using kangaroom::server::TokenBucket;
using namespace std::chrono_literals;

TEST_CASE("a burst is allowed, then credits come back at the steady rate") {
  const TokenBucket::Clock::time_point start{};
  TokenBucket limiter(10.0, 5.0, start);
  for (int i = 0; i < 5; ++i) CHECK(limiter.try_spend(start));
  CHECK_FALSE(limiter.try_spend(start));
  CHECK_FALSE(limiter.try_spend(start + 50ms));  // half a credit
  CHECK(limiter.try_spend(start + 100ms));       // one credit back
  CHECK_FALSE(limiter.try_spend(start + 100ms));
  // Credits never exceed the burst, however long the pause.
  CHECK(limiter.credits(start + 1h) == doctest::Approx(5.0));
  for (int i = 0; i < 5; ++i) CHECK(limiter.try_spend(start + 1h));
  CHECK_FALSE(limiter.try_spend(start + 1h));
}

TEST_CASE("a refused spend costs nothing, and a clock stepping back adds nothing") {
  const TokenBucket::Clock::time_point start{};
  TokenBucket limiter(1.0, 2.0, start + 10s);
  CHECK(limiter.try_spend(start + 10s, 2.0));
  CHECK_FALSE(limiter.try_spend(start + 10s));
  CHECK_FALSE(limiter.try_spend(start + 5s));  // earlier than the last refill
  CHECK(limiter.credits(start + 11s) == doctest::Approx(1.0));
  CHECK(limiter.try_spend(start + 11s));
}

TEST_CASE("a steady sender at the limit is never refused") {
  const TokenBucket::Clock::time_point start{};
  TokenBucket limiter(20.0, 1.0, start);
  for (int i = 0; i < 1000; ++i) CHECK(limiter.try_spend(start + i * 50ms));
}
