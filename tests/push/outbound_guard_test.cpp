// The SSRF rules: only https (http with allow_private); every loopback,
// private, CGNAT, link-local, multicast, unspecified, broadcast and reserved
// range refused, in IPv4, in IPv6 and IPv4 inside IPv6; the server's own
// endpoints refused; names checked on what they resolve to (localhost).
#include "server/push/outbound_guard.hpp"

#include <doctest/doctest.h>

#include <string>

using namespace kangaroom::server::push;
namespace ip = boost::asio::ip;

namespace {

const OutboundPolicy kStrict{};
const OutboundPolicy kAllowPrivate{true, {}};

bool refused(const char* address, const OutboundPolicy& policy = kStrict) {
  return refused_address_reason(ip::make_address(address), policy).has_value();
}

std::string reason(const char* address, const OutboundPolicy& policy = kStrict) {
  return refused_address_reason(ip::make_address(address), policy).value_or("");
}

}  // namespace

TEST_CASE("public addresses pass") {
  for (const char* address :
       {"8.8.8.8", "1.1.1.1", "93.184.216.34", "172.15.255.255", "172.32.0.0", "100.63.255.255",
        "100.128.0.0", "192.167.255.255", "169.253.255.255", "223.255.255.255", "11.0.0.1",
        "2001:4860:4860::8888", "2606:4700::1111", "2a00:1450:4001::200e", "::ffff:8.8.8.8",
        "64:ff9b::808:808"}) {
    CAPTURE(address);
    CHECK_FALSE(refused(address));
  }
}

TEST_CASE("every refused IPv4 range, at both ends") {
  for (const char* address :
       {"127.0.0.1",      "127.255.255.255", "10.0.0.0",        "10.255.255.255", "172.16.0.0",
        "172.31.255.255", "192.168.0.0",     "192.168.255.255", "100.64.0.0",     "100.127.255.255",
        "169.254.0.0",    "169.254.169.254", "169.254.255.255", "224.0.0.1",      "239.255.255.255",
        "0.0.0.0",        "0.255.255.255",   "255.255.255.255", "240.0.0.1",      "192.0.0.8",
        "198.18.0.1"}) {
    CAPTURE(address);
    CHECK(refused(address));
  }
  CHECK(reason("127.0.0.1").find("loopback") != std::string::npos);
  CHECK(reason("10.1.2.3").find("private") != std::string::npos);
  CHECK(reason("100.64.1.1").find("CGNAT") != std::string::npos);
  CHECK(reason("169.254.169.254").find("link-local") != std::string::npos);
  CHECK(reason("224.0.0.1").find("multicast") != std::string::npos);
  CHECK(reason("0.0.0.0").find("unspecified") != std::string::npos);
  CHECK(reason("255.255.255.255").find("broadcast") != std::string::npos);
}

TEST_CASE("every refused IPv6 range, and IPv4 inside IPv6") {
  for (const char* address :
       {"::1", "::", "fc00::1", "fdff:ffff::1", "fe80::1", "febf:ffff::1", "fec0::1", "ff02::1",
        "ff0e::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:169.254.169.254",
        "::ffff:192.168.1.1", "::ffff:0.0.0.0", "::ffff:224.0.0.1", "::127.0.0.1",
        "64:ff9b::7f00:1", "64:ff9b::a00:1"}) {
    CAPTURE(address);
    CHECK(refused(address));
  }
  CHECK(reason("::1").find("loopback") != std::string::npos);
  CHECK(reason("fd00::1").find("unique local") != std::string::npos);
  CHECK(reason("fe80::1").find("link-local") != std::string::npos);
  CHECK(reason("ff02::1").find("multicast") != std::string::npos);
  CHECK(reason("::").find("unspecified") != std::string::npos);
  CHECK(reason("::ffff:127.0.0.1").find("IPv4-mapped") != std::string::npos);
  CHECK(reason("::ffff:127.0.0.1").find("loopback") != std::string::npos);
}

TEST_CASE("allow_private allows loopback and private ranges, never multicast or unspecified") {
  for (const char* address : {"127.0.0.1", "10.0.0.1", "192.168.1.1", "172.16.0.1", "100.64.0.1",
                              "169.254.1.1", "::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1"}) {
    CAPTURE(address);
    CHECK_FALSE(refused(address, kAllowPrivate));
  }
  for (const char* address : {"0.0.0.0", "255.255.255.255", "224.0.0.1", "::", "ff02::1"}) {
    CAPTURE(address);
    CHECK(refused(address, kAllowPrivate));
  }
}

TEST_CASE("the server's own listening endpoints are refused") {
  OutboundPolicy strict;
  strict.own_endpoints = {{ip::make_address("203.0.113.7"), 443}};
  CHECK(refused_address_reason(ip::make_address("203.0.113.7"), strict).has_value());
  CHECK(refused_address_reason(ip::make_address("::ffff:203.0.113.7"), strict).has_value());
  CHECK_FALSE(refused_address_reason(ip::make_address("203.0.113.8"), strict).has_value());

  // With allow_private the exact endpoint (a wildcard listener: its port on
  // any address) is refused, other ports on loopback are not.
  OutboundPolicy lan{true, {{ip::make_address("0.0.0.0"), 8080}}};
  CHECK(refused_endpoint_reason({ip::make_address("127.0.0.1"), 8080}, lan).has_value());
  CHECK(refused_endpoint_reason({ip::make_address("192.168.1.5"), 8080}, lan).has_value());
  CHECK_FALSE(refused_endpoint_reason({ip::make_address("127.0.0.1"), 9000}, lan).has_value());
}

TEST_CASE("URLs: only https, no user information, a sane host and port") {
  const auto ok = [](const char* url, const OutboundPolicy& policy = kStrict) {
    return check_outbound_url(url, policy).ok();
  };
  CHECK(ok("https://fcm.googleapis.com/fcm/send/abc"));
  CHECK(ok("https://push.example.net:8443/x?y=1#frag"));
  CHECK(ok("https://[2001:4860::8888]/p"));
  CHECK_FALSE(ok("http://push.example.net/"));
  CHECK(ok("http://push.example.net/", kAllowPrivate));
  CHECK_FALSE(ok("ftp://push.example.net/", kAllowPrivate));
  CHECK_FALSE(ok("file:///etc/passwd"));
  CHECK_FALSE(ok("https://user:pass@push.example.net/"));
  CHECK_FALSE(ok("https://push.example.net:0/"));
  CHECK_FALSE(ok("https://push.example.net:65536/"));
  CHECK_FALSE(ok("https://push.example.net:/"));
  CHECK_FALSE(ok("https://push example.net/"));
  CHECK_FALSE(ok("https:///path"));
  CHECK_FALSE(ok("push.example.net/path"));
  CHECK_FALSE(ok("https://push.example.net\r\nX: y/"));
  // Literal addresses are judged at once; odd IPv4 spellings are refused.
  CHECK_FALSE(ok("https://127.0.0.1/"));
  CHECK_FALSE(ok("https://[::1]/"));
  CHECK_FALSE(ok("https://[::ffff:127.0.0.1]/"));
  CHECK_FALSE(ok("https://169.254.169.254/latest/meta-data/"));
  CHECK_FALSE(ok("https://2130706433/"));
  CHECK_FALSE(ok("https://0x7f000001/"));
  CHECK_FALSE(ok("https://0177.0.0.1/"));
  CHECK(ok("https://8.8.8.8/"));
  CHECK(ok("https://127.0.0.1:9000/", kAllowPrivate));

  const auto parsed = check_outbound_url("HTTPS://Push.Example.NET:8443/a/b?c=d#e", kStrict);
  REQUIRE(parsed);
  CHECK(parsed.value().scheme == "https");
  CHECK(parsed.value().host == "push.example.net");
  CHECK(parsed.value().port == 8443);
  CHECK(parsed.value().target == "/a/b?c=d");
  CHECK(parsed.value().host_header() == "push.example.net:8443");
  const auto bare = check_outbound_url("https://push.example.net?x", kStrict);
  REQUIRE(bare);
  CHECK(bare.value().target == "/?x");
  CHECK(bare.value().host_header() == "push.example.net");
}

TEST_CASE("a host name is checked on what it resolves to: localhost is refused") {
  const auto strict = resolve_checked("https://localhost/push", kStrict);
  REQUIRE_FALSE(strict);
  CHECK(strict.error().find("loopback") != std::string::npos);
  const auto lan = resolve_checked("http://localhost:9/push", kAllowPrivate);
  REQUIRE_MESSAGE(lan, lan.error());
  for (const auto& endpoint : lan.value()) {
    CHECK(endpoint.address().is_loopback());
    CHECK(endpoint.port() == 9);
  }
}
