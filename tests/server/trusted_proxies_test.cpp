// --trusted-proxies: which peers' X-Forwarded-For the server believes.
#include "server/net/trusted_proxies.hpp"

#include <doctest/doctest.h>

#include "server/net/address_budgets.hpp"

using namespace kangaroom::server;

namespace {
TrustedProxies parsed(std::string_view list) {
  std::string why;
  auto proxies = TrustedProxies::parse(list, why);
  REQUIRE_MESSAGE(proxies, why);
  return *proxies;
}
}  // namespace

TEST_CASE("addresses and networks, IPv4 and IPv6; nothing else is a proxy") {
  const auto proxies = parsed("10.0.0.0/8, 192.168.1.7 ,fd00::/8,::1");
  CHECK(proxies.contains("10.0.0.1"));
  CHECK(proxies.contains("10.255.255.255"));
  CHECK_FALSE(proxies.contains("11.0.0.1"));
  CHECK(proxies.contains("192.168.1.7"));
  CHECK_FALSE(proxies.contains("192.168.1.8"));
  CHECK(proxies.contains("fd12:3456::1"));
  CHECK_FALSE(proxies.contains("fe80::1"));
  CHECK(proxies.contains("::1"));
  // What a dual-stack socket reports for an IPv4 peer.
  CHECK(proxies.contains("::ffff:10.1.2.3"));
  CHECK_FALSE(proxies.contains("::ffff:11.1.2.3"));
  CHECK_FALSE(proxies.contains("unknown"));
  CHECK_FALSE(proxies.contains(""));
  CHECK(proxies.text() == "10.0.0.0/8,192.168.1.7,fd00::/8,::1");

  CHECK(parsed("").empty());
  CHECK_FALSE(parsed("").contains("127.0.0.1"));
  // A prefix that is not on a byte boundary.
  const auto odd = parsed("172.16.0.0/12");
  CHECK(odd.contains("172.31.255.1"));
  CHECK_FALSE(odd.contains("172.32.0.1"));
  CHECK(parsed("0.0.0.0/0").contains("8.8.8.8"));
}

TEST_CASE("a list that is not addresses is refused, saying which entry") {
  for (const char* list : {"proxy.example", "10.0.0.0/33", "::/129", "10.0.0.1/", "10.0.0.1/x",
                           "10.0.0.0/8,nope", "1.2.3.4/-1"}) {
    std::string why;
    CHECK_MESSAGE(!TrustedProxies::parse(list, why), list);
    CHECK_MESSAGE(!why.empty(), list);
  }
}

TEST_CASE("the client's address: the forwarded hop only from a trusted proxy") {
  const auto proxies = parsed("127.0.0.2");
  const auto address = [&](const char* peer, const char* forwarded) {
    return client_address(peer, forwarded, proxies.contains(peer));
  };
  CHECK(address("127.0.0.2", "203.0.113.1, 10.0.0.1") == "203.0.113.1");
  CHECK(address("127.0.0.3", "203.0.113.1") == "127.0.0.3");
  CHECK(address("127.0.0.2", "not an address") == "127.0.0.2");
  CHECK(address("127.0.0.2", "") == "127.0.0.2");
}
