// Per-address budgets: connection slots are counted and given back, HTTP
// requests follow a token bucket per address, and idle addresses are
// forgotten. Time is passed in, so nothing here waits.
#include "server/net/address_budgets.hpp"

#include <doctest/doctest.h>

#include <vector>

using namespace kangaroom::server;
using Clock = std::chrono::steady_clock;

TEST_CASE("an address holds at most its connection slots; closing one frees one") {
  auto budgets = std::make_shared<AddressBudgets>(AddressLimits{3, 10, 20});
  std::vector<AddressBudgets::ConnectionSlot> held;
  for (int i = 0; i < 3; ++i) {
    auto slot = budgets->open_connection("10.0.0.1");
    REQUIRE(slot);
    held.push_back(std::move(*slot));
  }
  CHECK_FALSE(budgets->open_connection("10.0.0.1"));
  CHECK(budgets->open_connection("10.0.0.2"));  // another address is not affected
  held.pop_back();
  auto again = budgets->open_connection("10.0.0.1");
  CHECK(again);
  // A moved slot is still one slot: moving it does not free it.
  AddressBudgets::ConnectionSlot moved = std::move(*again);
  CHECK(moved.address() == "10.0.0.1");
  CHECK_FALSE(budgets->open_connection("10.0.0.1"));
  held.clear();
  { AddressBudgets::ConnectionSlot gone = std::move(moved); }
  CHECK(budgets->tracked_addresses() == 0);
}

TEST_CASE("HTTP requests: a burst, then the rate") {
  auto budgets = std::make_shared<AddressBudgets>(AddressLimits{10, 2, 5});
  const auto start = Clock::now();
  for (int i = 0; i < 5; ++i) CHECK(budgets->allow_request("10.0.0.1", start));
  CHECK_FALSE(budgets->allow_request("10.0.0.1", start));
  CHECK(budgets->allow_request("10.0.0.2", start));  // its own bucket
  // Two per second come back.
  CHECK(budgets->allow_request("10.0.0.1", start + std::chrono::milliseconds(500)));
  CHECK_FALSE(budgets->allow_request("10.0.0.1", start + std::chrono::milliseconds(500)));
  // The bucket never holds more than the burst.
  const auto later = start + std::chrono::hours(1);
  int allowed = 0;
  while (budgets->allow_request("10.0.0.1", later)) ++allowed;
  CHECK(allowed == 5);
}

TEST_CASE(
    "addresses that hold nothing are forgotten, so a scan of many addresses does not grow memory") {
  auto budgets = std::make_shared<AddressBudgets>(AddressLimits{10, 100, 100});
  const auto start = Clock::now();
  for (int i = 0; i < 3000; ++i)
    budgets->allow_request("10.1." + std::to_string(i / 250) + "." + std::to_string(i % 250),
                           start);
  CHECK(budgets->tracked_addresses() == 3000);
  // Once their buckets are full again, the next sweep (every 4096 requests) drops them.
  const auto later = start + std::chrono::seconds(2);
  for (int i = 0; i < 1200; ++i) budgets->allow_request("10.9.9.9", later);
  CHECK(budgets->tracked_addresses() <= 2);
}

TEST_CASE("the client address: the peer, or the first forwarded hop behind a trusted proxy") {
  CHECK(client_address("127.0.0.1", "", false) == "127.0.0.1");
  CHECK(client_address("127.0.0.1", "203.0.113.7", false) == "127.0.0.1");  // not trusted: ignored
  CHECK(client_address("10.0.0.1", "203.0.113.7, 10.0.0.5", true) == "203.0.113.7");
  CHECK(client_address("10.0.0.1", " 2001:db8::1 ", true) == "2001:db8::1");
  CHECK(client_address("10.0.0.1", "not an address", true) == "10.0.0.1");
  CHECK(client_address("10.0.0.1", "", true) == "10.0.0.1");
}
