#include "server/net/trusted_proxies.hpp"

#include <boost/asio/ip/address.hpp>
#include <charconv>

namespace kangaroom::server {
namespace {

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

// An address as 4 or 16 bytes; IPv4-mapped IPv6 (::ffff:a.b.c.d, what a
// dual-stack socket reports) as the IPv4 address it carries.
std::optional<std::pair<std::array<std::uint8_t, 16>, bool>> bytes_of(std::string_view text) {
  boost::system::error_code error;
  auto address = boost::asio::ip::make_address(std::string(text), error);
  if (error) return std::nullopt;
  if (address.is_v6() && address.to_v6().is_v4_mapped())
    address = boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, address.to_v6());
  std::array<std::uint8_t, 16> bytes{};
  if (address.is_v4()) {
    const auto v4 = address.to_v4().to_bytes();
    std::copy(v4.begin(), v4.end(), bytes.begin());
    return std::pair{bytes, true};
  }
  const auto v6 = address.to_v6().to_bytes();
  std::copy(v6.begin(), v6.end(), bytes.begin());
  return std::pair{bytes, false};
}

bool same_prefix(const std::array<std::uint8_t, 16>& a, const std::array<std::uint8_t, 16>& b,
                 int bits) {
  int byte = 0;
  for (; bits >= 8; bits -= 8, ++byte)
    if (a[byte] != b[byte]) return false;
  if (bits == 0) return true;
  const auto mask = static_cast<std::uint8_t>(0xff << (8 - bits));
  return (a[byte] & mask) == (b[byte] & mask);
}

}  // namespace

std::optional<TrustedProxies> TrustedProxies::parse(std::string_view list, std::string& why) {
  TrustedProxies proxies;
  while (!trimmed(list).empty()) {
    const auto comma = list.find(',');
    const std::string_view entry = trimmed(list.substr(0, comma));
    list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
    const auto slash = entry.find('/');
    const auto parsed = bytes_of(entry.substr(0, slash));
    if (!parsed) {
      why = "'" + std::string(entry) + "' is not an address or a network (ADDRESS[/BITS])";
      return std::nullopt;
    }
    Network network{parsed->first, parsed->second, parsed->second ? 32 : 128};
    if (slash != std::string_view::npos) {
      const std::string_view bits = entry.substr(slash + 1);
      int value = -1;
      const auto [end, error] = std::from_chars(bits.data(), bits.data() + bits.size(), value);
      if (error != std::errc{} || end != bits.data() + bits.size() || value < 0 ||
          value > network.bits) {
        why = "'" + std::string(entry) + "': the prefix length must be 0 to " +
              std::to_string(network.bits);
        return std::nullopt;
      }
      network.bits = value;
    }
    proxies.networks_.push_back(network);
  }
  return proxies;
}

bool TrustedProxies::contains(std::string_view peer) const {
  if (networks_.empty()) return false;
  const auto parsed = bytes_of(peer);
  if (!parsed) return false;
  for (const auto& network : networks_)
    if (network.v4 == parsed->second && same_prefix(network.bytes, parsed->first, network.bits))
      return true;
  return false;
}

std::string TrustedProxies::text() const {
  std::string out;
  for (const auto& network : networks_) {
    if (!out.empty()) out += ',';
    if (network.v4) {
      boost::asio::ip::address_v4::bytes_type v4{};
      std::copy_n(network.bytes.begin(), 4, v4.begin());
      out += boost::asio::ip::address_v4(v4).to_string();
    } else {
      out += boost::asio::ip::address_v6(network.bytes).to_string();
    }
    if (network.bits != (network.v4 ? 32 : 128)) out += "/" + std::to_string(network.bits);
  }
  return out;
}

}  // namespace kangaroom::server
