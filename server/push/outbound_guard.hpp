#pragma once
// The rules for requests the server makes on a client's behalf (Web Push
// endpoints, webhook URLs): they come from clients, so without these a client
// could make the server POST to its own loopback, a cloud metadata service
// (169.254.169.254) or anything else on the server's network (SSRF).
//
// Only https (http too when allow_private); the host's every resolved address
// must be public. The check is made on the addresses the sender then connects
// to (resolve once, check each, connect only to those): a name that resolves
// to a public address when it is checked and to 127.0.0.1 when it is used
// (DNS rebinding) gets nowhere, as there is no second lookup.
#include <boost/asio/ip/address.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "server/push/result.hpp"

namespace kangaroom::server::push {

// A URL longer than this is refused.
inline constexpr std::size_t kMaxOutboundUrlBytes = 2048;

struct OutboundPolicy {
  // --push-allow-private: http:// and loopback/private/link-local addresses
  // are allowed (tests, LAN parties). Multicast, unspecified and broadcast
  // addresses and the server's own listening endpoints stay refused.
  bool allow_private = false;
  // The server's own listening endpoints. Without allow_private, any address
  // among them is refused whatever the port; with it, the exact endpoint (an
  // unspecified listening address matches every address on that port).
  std::vector<boost::asio::ip::tcp::endpoint> own_endpoints;
};

struct OutboundUrl {
  std::string scheme;  // "https" or "http", lowercase
  std::string host;    // lowercase; an IPv6 literal without its brackets
  std::uint16_t port = 0;
  std::string target;  // path and query, "/" when empty; the fragment is dropped
  bool host_is_literal = false;
  // host[:port] as the Host header writes it (brackets for IPv6, the
  // default port left out).
  std::string host_header() const;
};

// Parses and checks what can be checked without DNS: the scheme, the form of
// the host (no user information, only letters, digits, '.', '-' in names),
// the port, and a literal address against the ranges. The answer to a
// subscribe message (error bad_endpoint) comes from this: it never blocks.
Result<OutboundUrl> check_outbound_url(std::string_view url, const OutboundPolicy& policy);

// Why `address` may not be connected to, or nothing if it may. IPv4-mapped
// (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::/96)
// addresses are judged by their IPv4 address.
std::optional<std::string> refused_address_reason(const boost::asio::ip::address& address,
                                                  const OutboundPolicy& policy);
// The same for an endpoint (the port matters for the server's own endpoints).
std::optional<std::string> refused_endpoint_reason(const boost::asio::ip::tcp::endpoint& endpoint,
                                                   const OutboundPolicy& policy);

// The endpoints to connect to, from what the resolver answered for `url`:
// refused if there are none or if any of them is refused (a name with one
// public and one internal address is not trusted with either).
Result<std::vector<boost::asio::ip::tcp::endpoint>> checked_endpoints(
    const boost::asio::ip::tcp::resolver::results_type& resolved, const OutboundPolicy& policy);

// check_outbound_url, then a blocking lookup and checked_endpoints. For
// tests and tools: never call it on an I/O thread (the sender resolves
// asynchronously on its own thread).
Result<std::vector<boost::asio::ip::tcp::endpoint>> resolve_checked(std::string_view url,
                                                                    const OutboundPolicy& policy);

}  // namespace kangaroom::server::push
