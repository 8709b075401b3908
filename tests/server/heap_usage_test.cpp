// The live-heap gauge /metrics reports (kangaroom_heap_allocated_bytes).
#include "server/ops/heap_usage.hpp"

#include <doctest/doctest.h>

#include <memory>

#include "server/ops/metrics.hpp"

using namespace kangaroom::server;

namespace {
// Where the test block's address is published: without it clang (-O2) may
// drop the allocation, which nothing else observes, altogether.
char* volatile published_block = nullptr;
}  // namespace

TEST_CASE("the live heap grows by what is held and shrinks when it is freed") {
  const auto before = heap_allocated_bytes();
  REQUIRE(before.has_value());
  constexpr std::size_t held = 8u << 20;
  auto block = std::make_unique<char[]>(held);
  block[0] = block[held - 1] = 1;
  published_block = block.get();
  const auto holding = heap_allocated_bytes();
  REQUIRE(holding.has_value());
  CHECK(*holding >= *before + held);
  block.reset();
  published_block = nullptr;
  const auto after = heap_allocated_bytes();
  REQUIRE(after.has_value());
  CHECK(*after + held / 2 < *holding);
  CHECK(Metrics{}.render_prometheus().find("\nkangaroom_heap_allocated_bytes ") !=
        std::string::npos);
}
