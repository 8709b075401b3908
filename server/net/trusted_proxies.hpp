#pragma once
// The proxies whose X-Forwarded-For a server believes (--trusted-proxies):
// addresses and networks (10.0.0.0/8, 127.0.0.1, fd00::/8). A forwarded
// header from any other peer is ignored, so that a client reaching a node's
// port directly cannot choose the address its budgets are counted against.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kangaroom::server {

class TrustedProxies {
 public:
  // "ADDRESS[/BITS],..." (empty: none); the reason when it is not that.
  static std::optional<TrustedProxies> parse(std::string_view list, std::string& why);

  // Whether `peer` (an address as text, IPv4, IPv6 or IPv4-mapped IPv6) is
  // one of them; false for anything that is not an address.
  bool contains(std::string_view peer) const;
  bool empty() const { return networks_.empty(); }
  // The list as parse reads it, networks in their canonical form.
  std::string text() const;

 private:
  struct Network {
    std::array<std::uint8_t, 16> bytes{};  // IPv4 in the first 4
    bool v4 = true;
    int bits = 32;
  };
  std::vector<Network> networks_;
};

}  // namespace kangaroom::server
