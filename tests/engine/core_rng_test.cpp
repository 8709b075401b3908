#include <doctest/doctest.h>

#include <algorithm>
#include <array>

#include "core/rng.hpp"

using kangaroom::engine::Rng;

TEST_CASE("rng: the same seed gives the same sequence, another seed another") {
  Rng a(42), b(42), c(43);
  for (int i = 0; i < 100; ++i) {
    const auto value = a.next();
    CHECK(value == b.next());
    if (i == 0) CHECK(value != c.next());
  }
}

TEST_CASE("rng: xoshiro256** seeded through splitmix64 gives the reference outputs") {
  // Reference values computed independently (a Python transcription of the
  // published algorithms). Pins the generator so that saved seeds keep
  // producing the same boards after refactors.
  Rng rng(0);
  CHECK(rng.next() == 0x99ec5f36cb75f2b4ULL);
  CHECK(rng.next() == 0xbf6e1f784956452aULL);
  CHECK(rng.next() == 0x1a5f849d4933e6e0ULL);
}

TEST_CASE("rng: below() stays in range and hits every value") {
  Rng rng(7);
  std::array<int, 5> counts{};
  for (int i = 0; i < 5000; ++i) {
    const auto value = rng.below(5);
    REQUIRE(value < 5);
    ++counts[value];
  }
  for (int count : counts) CHECK(count > 800);
}

TEST_CASE("rng: between() is inclusive and shuffle is a permutation") {
  Rng rng(9);
  bool saw_low = false, saw_high = false;
  for (int i = 0; i < 1000; ++i) {
    const int value = rng.between(30, 50);
    REQUIRE(value >= 30);
    REQUIRE(value <= 50);
    saw_low |= value == 30;
    saw_high |= value == 50;
  }
  CHECK(saw_low);
  CHECK(saw_high);
  std::vector<int> items{1, 2, 3, 4, 5, 6, 7, 8};
  rng.shuffle(items);
  auto sorted = items;
  std::sort(sorted.begin(), sorted.end());
  CHECK(sorted == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8});
}
